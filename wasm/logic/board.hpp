// The logic solver's view of a Sudoku: each empty cell's candidates (a bit per digit) and the
// houses, sets of cells that hold every digit once (rows, columns, boxes or jigsaw regions, the X
// diagonals, the windoku windows). Killer cages are kept apart: their cells repeat no digit and add
// up to a sum, but need not hold every digit. Every technique reads a Board; a step changes it.
#pragma once

#include <cstdint>
#include <vector>

#include "encoders/sudoku.hpp"
#include "encoders/sudoku_variant.hpp"

namespace dlx::logic {

// A set of digits: bit d-1 for digit d. 64 bits, as every size sudoku() solves (up to 64x64) needs;
// also a set of positions in a house (bit i for its i-th cell).
using Mask = std::uint64_t;

inline Mask bit(int digit) { return Mask{1} << (digit - 1); }
inline int count(Mask m) { return __builtin_popcountll(m); }
inline int lowestIndex(Mask m) { return __builtin_ctzll(m); }  // the lowest bit of a non-empty set
inline int lowest(Mask m) { return lowestIndex(m) + 1; }        // the smallest digit of a non-empty set
// Every digit of a grid of `size` digits (a shift by 64 would be undefined).
inline Mask allDigits(int size) { return size >= 64 ? ~Mask{0} : (Mask{1} << size) - 1; }

enum class HouseKind : std::uint8_t { Row, Column, Box, Region, Diagonal, Window };
inline constexpr const char* kHouseKindNames[] = {"row", "column", "box", "region", "diagonal", "window"};

struct House {
  HouseKind kind;
  int index;               // 0-based within its kind
  std::vector<int> cells;  // `size` cells
};

class Board {
 public:
  // The candidates left by the givens of `grid` (a given's digit leaves its peers). Throws
  // InputError naming a cell of a bad variant (sudoku::checkVariant).
  Board(const sudoku::Grid& grid, const sudoku::Variant& variant);

  int box = 3;
  int size = 9;
  int area = 81;
  std::vector<int> value;          // per cell: 0 = empty, else its digit
  std::vector<Mask> candidates;    // per cell: the digits it may still take (0 once filled); change
                                   // them through place(), remove() and keep() only
  std::vector<House> houses;
  std::vector<std::vector<int>> housesOf;  // per cell: the houses it lies in
  std::vector<std::vector<int>> peers;     // per cell: the cells that share a house or a cage
  std::vector<sudoku::Cage> cages;
  std::vector<int> cageOf;                 // per cell: its cage, or -1
  // Pairs of houses that share two cells or more (a box and a line, a window and a box, ...): `a`,
  // `b`, and which of a's cells (positions, as positions() gives them) lie in b.
  struct Crossing {
    int a;
    int b;
    Mask inside;
  };
  std::vector<Crossing> crossings;
  bool uniqueness = true;  // rectangles of swapped digits are sound: only rows, columns and boxes or regions

  [[nodiscard]] bool sees(int a, int b) const { return a != b && seen_[static_cast<std::size_t>(a) * area + b] != 0; }
  // The positions (0-based indices into houses[h].cells) where `digit` may go in house h.
  [[nodiscard]] Mask positions(int h, int digit) const;
  [[nodiscard]] bool solved() const { return empty_ == 0; }
  [[nodiscard]] int emptyCells() const { return empty_; }

  // Fills `cell` with `digit` and takes `digit` from its peers' candidates.
  void place(int cell, int digit);
  // Keeps only `allowed` of the cell's candidates (a player's pencil marks).
  void keep(int cell, Mask allowed) {
    candidates[cell] &= allowed;
    positionsKnown_ = false;
  }
  void remove(int cell, int digit) {
    candidates[cell] &= ~bit(digit);
    positionsKnown_ = false;
  }

 private:
  std::vector<char> seen_;
  // positions() of every house and digit, worked out again after a change: most finders ask for many.
  mutable std::vector<Mask> positions_;
  mutable bool positionsKnown_ = false;
  int empty_ = 0;
};

}  // namespace dlx::logic
