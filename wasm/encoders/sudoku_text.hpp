// Sudoku puzzles as text: 16, 81, 256 or 625 symbols in any layout (whitespace is ignored). The one
// parser for this format, shared by the API, the command line and the page.
#pragma once

#include <string>
#include <string_view>

#include "sudoku.hpp"

namespace dlx::sudoku {

// The symbols of values 1..25 when a puzzle names no alphabet: 1-9, then A-P. (web/lib/symbols.js
// holds the page's copy; a Node test checks it against this one.)
inline constexpr std::string_view kSymbols = "123456789ABCDEFGHIJKLMNOP";

// The default alphabet of a size-by-size grid (size <= 25): the first `size` of kSymbols.
inline std::string defaultAlphabet(int size) { return std::string(kSymbols.substr(0, static_cast<std::size_t>(size))); }

// alphabet[v - 1] is the symbol printed for value v.
struct TextPuzzle {
  Grid grid;
  std::string alphabet;
};

// `symbols` empty: symbols are 1-9 then A, B, ... (any case); a 16x16 puzzle with no digit at all is
// read as A-P (the classic judge alphabet). Otherwise `symbols` lists the symbols of values 1..n in
// order (e.g. "0123456789ABCDEF"). Blanks are whichever of '.', '0', '-' are not symbols.
// Throws InputError naming the symbol count, or the symbol with its 1-based row and column.
TextPuzzle parseText(std::string_view text, std::string_view symbols = {});

// One line of size² symbols; a blank (0) prints as '.'.
std::string formatText(const int* cells, int box, const std::string& alphabet);

// The same line written at `out` (room for size² bytes), for a caller that gathers many.
void writeText(char* out, const int* cells, int box, const std::string& alphabet);

}  // namespace dlx::sudoku
