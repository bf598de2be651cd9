#include "sudoku_text.hpp"

#include <cctype>

#include "../core/errors.hpp"

namespace dlx::sudoku {
namespace {

bool isBlank(char c) { return c == '.' || c == '0' || c == '-'; }

// The value of `c` in the digits alphabet (1-9 then A = 10 ...), or 0 when it is not a symbol there.
int digitsValue(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 0;
}

std::string symbolRange(int size, Alphabet alphabet) {
  if (alphabet == Alphabet::Letters) return "A-P";
  if (size <= 9) return "1-" + std::to_string(size);
  if (size == 16) return "1-9 and A-G, or A-P with no digits";
  return "1-9 and A-" + std::string(1, static_cast<char>('A' + size - 10));
}

std::string quoted(char c) {
  if (std::isprint(static_cast<unsigned char>(c))) return std::string("'") + c + "'";
  static const char* hex = "0123456789abcdef";
  const auto u = static_cast<unsigned char>(c);
  return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

}  // namespace

TextPuzzle parseText(std::string_view text) {
  std::string symbols;
  symbols.reserve(text.size());
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) {
      symbols.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    }
  }
  TextPuzzle puzzle;
  Grid& grid = puzzle.grid;
  switch (symbols.size()) {
    case 16: grid.box = 2; break;
    case 81: grid.box = 3; break;
    case 256: grid.box = 4; break;
    case 625: grid.box = 5; break;
    default:
      rangeError("the puzzle has " + std::to_string(symbols.size()) +
                 " symbols (whitespace ignored); expected 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)");
  }
  const int size = grid.size();

  // A 16x16 puzzle without a single digit 1-9 is in the A-P alphabet: in 1-9/A-G, digits are 9 of
  // the 16 values, so a real puzzle in that alphabet always shows some.
  if (size == 16) {
    bool anyDigit = false;
    for (char c : symbols) anyDigit = anyDigit || (c >= '1' && c <= '9');
    if (!anyDigit) puzzle.alphabet = Alphabet::Letters;
  }

  grid.cells.resize(symbols.size());
  for (std::size_t i = 0; i < symbols.size(); ++i) {
    const char c = symbols[i];
    int value = 0;
    if (!isBlank(c)) {
      value = puzzle.alphabet == Alphabet::Letters ? (c >= 'A' && c <= 'P' ? c - 'A' + 1 : 0) : digitsValue(c);
      if (value < 1 || value > size) {
        const int row = static_cast<int>(i) / size + 1;
        const int col = static_cast<int>(i) % size + 1;
        rangeError("symbol " + quoted(c) + " at row " + std::to_string(row) + ", column " + std::to_string(col) +
                   " is not allowed in a " + std::to_string(size) + "x" + std::to_string(size) +
                   " puzzle (symbols " + symbolRange(size, puzzle.alphabet) + "; blanks '.', '0' or '-')");
      }
    }
    grid.cells[i] = value;
  }
  return puzzle;
}

std::string formatText(const int* cells, int box, Alphabet alphabet) {
  const int area = box * box * box * box;
  std::string out(static_cast<std::size_t>(area), '.');
  for (int i = 0; i < area; ++i) {
    const int v = cells[i];
    if (v == 0) continue;
    if (alphabet == Alphabet::Letters) {
      out[i] = static_cast<char>('A' + v - 1);
    } else {
      out[i] = static_cast<char>(v <= 9 ? '0' + v : 'A' + v - 10);
    }
  }
  return out;
}

}  // namespace dlx::sudoku
