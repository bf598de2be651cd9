// Polyomino packing as exact cover with bounds: items are the pieces (each used within its count,
// Knuth's multiplicities) and the board's cells (primary: covered exactly once; secondary: at most
// once); an option is one placement of one piece, in every rotation and reflection asked for.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../core/dlx.hpp"

namespace dlx::polyomino {

inline constexpr int kMaxSide = 256;    // board and piece pictures: at most this many rows and columns
inline constexpr int kMaxPieces = 4096;

// A board picture: '#' a cell to cover, '+' a cell that may stay empty, '.' or ' ' no cell.
struct Board {
  int rows = 0;
  int columns = 0;
  std::vector<char> cells;  // rows × columns of '#', '+' or '.'
};

struct Piece {
  std::string name;
  std::vector<int> cells;  // r * kMaxSide + c of each '#', as drawn
  Bound count{};
};

struct Turns {
  bool rotations = true;
  bool reflections = true;
};

struct Placement {
  int piece = 0;
  std::vector<int> cells;  // board cells r * columns + c, ascending
};

struct Encoded {
  Problem problem;
  std::vector<std::string> items;  // pieces, then '#' cells, then '+' cells, named "r,c" (0-based)
  std::vector<Placement> placements;  // one per option, in row order
  int symmetries = 1;  // board symmetries divided out (uniqueOnly), else 1
};

// Throws InputError naming the line and column of a bad character, or an empty board.
Board parseBoard(std::string_view text);

// Blocks separated by blank lines: a name line ("F", or "F 2", or "F 0:2" for a count), then the
// piece's picture, '#' its cells, '.' or ' ' empty; lines starting with '|' are comments. "pentominoes" names Conway's twelve (F I L N P
// T U V W X Y Z), each once. Throws InputError naming the line.
std::vector<Piece> parsePieces(std::string_view text);

// `uniqueOnly`: of the solutions that a symmetry of the board (a rotation or reflection mapping its
// cells onto themselves) turns into each other, one: a piece used exactly once none of whose
// placements a symmetry leaves in place is kept to one placement per class, which divides the
// count exactly by the number of symmetries. InputError when no piece can do that.
Encoded encode(const Board& board, const std::vector<Piece>& pieces, Turns turns, bool uniqueOnly);

// A solution drawn on the board: each cell shows the first character of its piece's name, '.' a
// cell left empty, ' ' no cell; lines end with '\n'.
std::string picture(const Board& board, const Encoded& encoded, const int* rows, int count);

}  // namespace dlx::polyomino
