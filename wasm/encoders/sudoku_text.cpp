#include "sudoku_text.hpp"

#include <cctype>

#include "../core/errors.hpp"

namespace dlx::sudoku {
namespace {

constexpr std::string_view kDigits = "123456789ABCDEFGHIJKLMNOP";
constexpr std::string_view kLetters = "ABCDEFGHIJKLMNOP";

std::string quoted(char c) {
  if (std::isprint(static_cast<unsigned char>(c))) return std::string("'") + c + "'";
  static const char* hex = "0123456789abcdef";
  const auto u = static_cast<unsigned char>(c);
  return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

std::string gridName(int size) { return std::to_string(size) + "x" + std::to_string(size); }

std::string describeAlphabet(const std::string& alphabet, bool detected) {
  const int size = static_cast<int>(alphabet.size());
  if (!detected) return "symbols \"" + alphabet + "\"";
  if (alphabet[0] == 'A') return "symbols A-P";
  if (size <= 9) return "symbols 1-" + std::to_string(size);
  std::string range = "symbols 1-9 and A-" + std::string(1, alphabet.back());
  if (size == 16) range += ", or A-P with no digits";
  return range;
}

std::string checkedSymbols(std::string_view symbols, int size) {
  const std::string out(symbols);
  if (static_cast<int>(out.size()) != size) {
    rangeError("the symbols \"" + out + "\" are " + std::to_string(out.size()) + "; a " + gridName(size) +
               " puzzle needs " + std::to_string(size));
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (std::isspace(static_cast<unsigned char>(out[i]))) rangeError("the symbols may not include whitespace");
    if (out.find(out[i]) != i) rangeError("the symbols list " + quoted(out[i]) + " twice");
  }
  return out;
}

}  // namespace

TextPuzzle parseText(std::string_view text, std::string_view symbols) {
  std::string cells;
  cells.reserve(text.size());
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) cells.push_back(c);
  }
  TextPuzzle puzzle;
  Grid& grid = puzzle.grid;
  switch (cells.size()) {
    case 16: grid.box = 2; break;
    case 81: grid.box = 3; break;
    case 256: grid.box = 4; break;
    case 625: grid.box = 5; break;
    default:
      rangeError("the puzzle has " + std::to_string(cells.size()) +
                 " symbols (whitespace ignored); expected 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)");
  }
  const int size = grid.size();

  const bool detected = symbols.empty();
  if (detected) {
    for (char& c : cells) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    // In 1-9/A-G digits are 9 of the 16 values, so a real puzzle in that alphabet always shows some.
    bool anyDigit = false;
    for (char c : cells) anyDigit = anyDigit || (c >= '1' && c <= '9');
    puzzle.alphabet = size == 16 && !anyDigit ? std::string(kLetters) : std::string(kDigits.substr(0, size));
  } else {
    puzzle.alphabet = checkedSymbols(symbols, size);
  }
  const std::string& alphabet = puzzle.alphabet;

  grid.cells.resize(cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const char c = cells[i];
    std::size_t at = alphabet.find(c);
    if (at == std::string::npos && !detected) {
      // A letter missing from a custom alphabet may stand in the other case.
      const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      at = alphabet.find(upper != c ? upper : lower);
    }
    if (at != std::string::npos) {
      grid.cells[i] = static_cast<int>(at) + 1;
    } else if (c == '.' || c == '0' || c == '-') {
      grid.cells[i] = 0;
    } else {
      const int row = static_cast<int>(i) / size + 1;
      const int col = static_cast<int>(i) % size + 1;
      rangeError("symbol " + quoted(c) + " at row " + std::to_string(row) + ", column " + std::to_string(col) +
                     " is not allowed in a " + gridName(size) + " puzzle (" + describeAlphabet(alphabet, detected) +
                     "; blanks '.', '0' or '-')",
                 Place{0, row, col});
    }
  }
  return puzzle;
}

std::string formatText(const int* cells, int box, const std::string& alphabet) {
  const int area = box * box * box * box;
  std::string out(static_cast<std::size_t>(area), '.');
  for (int i = 0; i < area; ++i) {
    if (cells[i] != 0) out[i] = alphabet[cells[i] - 1];
  }
  return out;
}

}  // namespace dlx::sudoku
