#include "sudoku_text.hpp"

#include <algorithm>
#include <cctype>

#include "../core/errors.hpp"

namespace dlx::sudoku {
namespace {

// The classic judge alphabet of 16x16 puzzles: A = 1 ... P = 16.
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

// As std::isspace in the C locale, without a library call per byte.
bool isSpace(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// A blank, when it is not a symbol.
constexpr bool isBlank(char c) { return c == '.' || c == '0' || c == '-'; }

// Each byte's value in the commonest puzzle below: 1-9 for '1'-'9', 0 for a blank, -1 otherwise.
struct Packed9Values {
  signed char of[256];
};
constexpr Packed9Values makePacked9Values() {
  Packed9Values values{};
  for (int c = 0; c < 256; ++c) {
    values.of[c] = static_cast<signed char>(c >= '1' && c <= '9' ? c - '0' : isBlank(static_cast<char>(c)) ? 0 : -1);
  }
  return values;
}
constexpr Packed9Values kPacked9Values = makePacked9Values();

// The commonest puzzle, 81 digits and blanks on one line in the default alphabet, read in one pass:
// true when `text` is one (parseText's general reading gives the same grid). A table look-up and no
// branch per byte (this file is built for size, -Os, which inlines no library call): this loop
// runs once per puzzle of a batch.
bool parsePacked9(std::string_view text, TextPuzzle& puzzle) {
  if (text.size() != 81) return false;
  puzzle.grid.cells.resize(81);
  const char* in = text.data();
  int* cells = puzzle.grid.cells.data();
  int stray = 0;  // negative once a byte is neither a digit nor a blank
  for (int i = 0; i < 81; ++i) {
    const int value = kPacked9Values.of[static_cast<unsigned char>(in[i])];
    stray |= value;
    cells[i] = value;
  }
  if (stray < 0) return false;
  puzzle.grid.box = 3;
  puzzle.alphabet = defaultAlphabet(9);
  return true;
}

}  // namespace

TextPuzzle parseText(std::string_view text, std::string_view symbols) {
  TextPuzzle puzzle;  // one object for both readings, returned in place
  if (symbols.empty() && parsePacked9(text, puzzle)) return puzzle;
  // First pass: how many symbols (whitespace ignored), and whether any is a digit 1-9.
  std::size_t count = 0;
  bool anyDigit = false;
  for (const char c : text) {
    count += isSpace(static_cast<unsigned char>(c)) ? 0 : 1;
    anyDigit = anyDigit || (c >= '1' && c <= '9');
  }
  Grid& grid = puzzle.grid;
  switch (count) {
    case 16: grid.box = 2; break;
    case 81: grid.box = 3; break;
    case 256: grid.box = 4; break;
    case 625: grid.box = 5; break;
    default:
      rangeError("the puzzle has " + std::to_string(count) +
                 " symbols (whitespace ignored); expected 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)");
  }
  const int size = grid.size();

  const bool detected = symbols.empty();
  if (detected) {
    // In 1-9/A-G digits are 9 of the 16 values, so a real puzzle in that alphabet always shows some.
    puzzle.alphabet = size == 16 && !anyDigit ? std::string(kLetters) : defaultAlphabet(size);
  } else {
    puzzle.alphabet = checkedSymbols(symbols, size);
  }
  const std::string& alphabet = puzzle.alphabet;

  // Each byte's value: 1..size for a symbol, 0 for a blank, -1 for anything else. The detected
  // alphabets ignore case; in a custom one, a letter it lacks may stand in the other case.
  // (The last loop gives every symbol its own value back, over a case of another symbol.)
  signed char valueOf[256];
  std::fill(valueOf, valueOf + 256, -1);
  for (int c = 0; c < 256; ++c) {
    if (isBlank(static_cast<char>(c))) valueOf[c] = 0;
  }
  for (int v = size; v >= 1; --v) {
    const auto c = static_cast<unsigned char>(alphabet[v - 1]);
    valueOf[std::tolower(c)] = valueOf[std::toupper(c)] = static_cast<signed char>(v);
  }
  for (int v = 1; v <= size; ++v) valueOf[static_cast<unsigned char>(alphabet[v - 1])] = static_cast<signed char>(v);

  grid.cells.resize(count);
  std::size_t i = 0;
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (isSpace(u)) continue;
    if (valueOf[u] < 0) {
      const int row = static_cast<int>(i) / size + 1;
      const int col = static_cast<int>(i) % size + 1;
      const char shown = detected ? static_cast<char>(std::toupper(u)) : c;
      rangeError("symbol " + quoted(shown) + " at row " + std::to_string(row) + ", column " + std::to_string(col) +
                     " is not allowed in a " + gridName(size) + " puzzle (" + describeAlphabet(alphabet, detected) +
                     "; blanks '.', '0' or '-')",
                 Place{0, row, col});
    }
    grid.cells[i++] = valueOf[u];
  }
  return puzzle;
}

void writeText(char* out, const int* cells, int box, const std::string& alphabet) {
  // Symbol by value, '.' at 0, copied so that the stores to `out` need not reread `alphabet`.
  char shown[kMaxBox * kMaxBox + 1];
  shown[0] = '.';
  std::copy_n(alphabet.begin(), std::min<std::size_t>(alphabet.size(), kMaxBox * kMaxBox), shown + 1);
  const int area = box * box * box * box;
  for (int i = 0; i < area; ++i) out[i] = shown[cells[i]];
}

std::string formatText(const int* cells, int box, const std::string& alphabet) {
  std::string out(static_cast<std::size_t>(box * box * box * box), '.');
  writeText(out.data(), cells, box, alphabet);
  return out;
}

}  // namespace dlx::sudoku
