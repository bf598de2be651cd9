// Sudoku puzzles as text: one line (or any layout; whitespace is ignored) of 16, 81, 256 or 625
// symbols. The one parser for this format, shared by the API, the command line and the page.
#pragma once

#include <string>
#include <string_view>

#include "sudoku.hpp"

namespace dlx::sudoku {

// Digits: 1-9 then A, B, ... (A = 10), the shared data sets' convention.
// Letters: A-P for 1-16, the classic 16x16 judge alphabet (only 16x16, only without digits).
enum class Alphabet { Digits, Letters };

struct TextPuzzle {
  Grid grid;
  Alphabet alphabet = Alphabet::Digits;
};

// Blanks are '.', '0' and '-'; letters may be lower case. Throws InputError naming the symbol count,
// or the symbol with its 1-based row and column.
TextPuzzle parseText(std::string_view text);

// One line, no blanks expected (a blank prints as '.').
std::string formatText(const int* cells, int box, Alphabet alphabet);

}  // namespace dlx::sudoku
