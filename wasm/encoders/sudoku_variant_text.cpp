#include "sudoku_variant_text.hpp"

#include <cstdint>
#include <string>
#include <vector>

#include "../core/errors.hpp"

namespace dlx::sudoku {
namespace {

// A label: one character of the UTF-8 text, its bytes packed after a leading 1 ("é", C3 A9, is
// 0x1C3A9), so a label is a number and its bytes come back from it. A lead byte takes the
// continuation bytes after it; any other byte stands alone.
using Label = std::uint64_t;

Label next(std::string_view text, std::size_t& at) {
  Label label = 0x100 | static_cast<unsigned char>(text[at++]);
  if (label < 0x1C0) return label;
  for (int k = 1; k < 4 && at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80; ++k) {
    label = label << 8 | static_cast<unsigned char>(text[at++]);
  }
  return label;
}

// Whitespace as a JavaScript regular expression's \s reads it (Unicode's space separators, the
// no-break space, the byte order mark, the line and paragraph separators), in UTF-8.
bool isSpace(Label c) {
  static constexpr Label kSpaces[] = {0x1C2A0, 0x1E19A80, 0x1E280A8, 0x1E280A9, 0x1E280AF, 0x1E2819F, 0x1E38080, 0x1EFBBBF};
  bool space = (c >= 0x109 && c <= 0x10D) || c == 0x120 || (c >= 0x1E28080 && c <= 0x1E2808A);
  for (const Label s : kSpaces) space = space || c == s;
  return space;
}

// A label as an error shows it: a control character as \u00XX and a stray byte as \xXX, never
// raw (a terminal would act on them); any other character as it is.
std::string shown(Label c) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const bool control = c < 0x120 || c == 0x17F || (c >= 0x1C280 && c <= 0x1C29F);
  if (control || (c >= 0x180 && c < 0x200)) return std::string(control ? "\\u00" : "\\x") + kHex[(c >> 4) & 15] + kHex[c & 15];
  char bytes[4];
  int n = 4;
  for (; c > 1; c >>= 8) bytes[--n] = static_cast<char>(c & 0xFF);
  return std::string(bytes + n, bytes + 4);
}

std::string gridName(int size) { return std::to_string(size) + "x" + std::to_string(size); }

// The number of `label` among `labels` (listed as they first appear); -1 if it is not there.
int numberOf(const std::vector<Label>& labels, Label label) {
  for (std::size_t k = 0; k < labels.size(); ++k) {
    if (labels[k] == label) return static_cast<int>(k);
  }
  return -1;
}

}  // namespace

void parseRegions(std::string_view text, int size, Variant& variant) {
  const int area = size * size;
  std::vector<Label> labels;
  variant.regions.clear();
  variant.regionNames.clear();
  for (std::size_t at = 0; at < text.size();) {
    const Label label = next(text, at);
    if (isSpace(label)) continue;
    const int cell = static_cast<int>(variant.regions.size());
    if (cell == area) {
      rangeError("the region map has more than " + std::to_string(area) + " labels; a " + gridName(size) + " grid has " + std::to_string(area) + " cells");
    }
    int region = numberOf(labels, label);
    if (region < 0) {
      region = static_cast<int>(labels.size());
      if (region == size) {
        rangeError("the region map has more than " + std::to_string(size) + " labels: '" + shown(label) + "' at " + cellName(cell, size) +
                       " is one too many for the " + std::to_string(size) + " regions of a " + gridName(size) + " grid",
                   Place{0, cell / size + 1, cell % size + 1});
      }
      labels.push_back(label);
      variant.regionNames.push_back(shown(label));
    }
    variant.regions.push_back(region);
  }
  if (static_cast<int>(variant.regions.size()) != area) {
    rangeError("the region map has " + std::to_string(variant.regions.size()) + " labels; a " + gridName(size) + " grid has " + std::to_string(area) + " cells");
  }
  if (static_cast<int>(variant.regionNames.size()) != size) {
    rangeError("the region map has " + std::to_string(variant.regionNames.size()) + " different labels; a " + gridName(size) + " grid has " + std::to_string(size) +
               " regions");
  }
}

void parseCages(std::string_view text, int size, Variant& variant) {
  const int area = size * size;
  std::vector<Label> map;     // a label per cell
  std::vector<Label> summed;  // the labels of the label=sum tokens, in order, and their sums
  std::vector<int> sums;
  for (std::size_t at = 0; at < text.size();) {
    // A token: the labels up to the next whitespace; a sum if it holds '='.
    const std::size_t begin = at;
    std::size_t end = at;
    bool sum = false;
    for (Label label; at < text.size() && !isSpace(label = next(text, at)); end = at) sum = sum || label == 0x13D;
    if (!sum) {
      for (std::size_t k = begin; k < end;) map.push_back(next(text, k));
      continue;
    }
    std::string quoted;  // the token as errors show it
    for (std::size_t k = begin; k < end;) quoted += shown(next(text, k));
    std::size_t k = begin;
    const Label first = next(text, k);
    if (k == end || text[k] != '=' || first == 0x12E || first == 0x13D) rangeError("'" + quoted + "': a cage's label is one character (not '.'), as in A=10");
    const std::string label = shown(first);
    const std::string_view digits = text.substr(k + 1, end - k - 1);
    double total = 0;  // past 2^53 inexact, and past 10^308 infinite: either way beyond any cage's sum
    bool whole = !digits.empty();
    for (const char d : digits) {
      whole = whole && d >= '0' && d <= '9';
      total = total * 10 + (d - '0');
    }
    if (!whole) rangeError("'" + quoted + "': cage '" + label + "' needs a whole number for its sum, as in " + label + "=10");
    if (numberOf(summed, first) >= 0) rangeError("cage '" + label + "' has two sums");
    summed.push_back(first);
    sums.push_back(cageSum(total, "cage '" + label + "'", digits.size() > 20 ? std::string(digits.substr(0, 20)) + "…" : std::string(digits)));
  }
  if (static_cast<int>(map.size()) != area) {
    rangeError("the cage map has " + std::to_string(map.size()) + " labels; a " + gridName(size) + " grid has " + std::to_string(area) +
               " cells ('.' for a cell in no cage)");
  }
  std::vector<Label> labels;  // the cages' labels, in cage order
  std::vector<char> used(summed.size(), 0);
  variant.cages.clear();
  variant.cageNames.clear();
  for (int cell = 0; cell < area; ++cell) {
    if (map[cell] == 0x12E) continue;  // '.'
    int cage = numberOf(labels, map[cell]);
    if (cage < 0) {
      const std::string label = shown(map[cell]);
      const int sum = numberOf(summed, map[cell]);
      if (sum < 0) {
        rangeError("cage '" + label + "' (at " + cellName(cell, size) + ") has no sum: add " + label + "=… after the map", Place{0, cell / size + 1, cell % size + 1});
      }
      used[sum] = 1;
      cage = static_cast<int>(labels.size());
      labels.push_back(map[cell]);
      variant.cages.push_back(Cage{{}, sums[sum]});
      variant.cageNames.push_back(label);
    }
    variant.cages[cage].cells.push_back(cell);
  }
  for (std::size_t k = 0; k < summed.size(); ++k) {
    if (!used[k]) rangeError("the sum " + shown(summed[k]) + "=" + std::to_string(sums[k]) + " names no cage of the map");
  }
}

std::string formatCages(const std::vector<Cage>& cages, int size) {
  static constexpr std::string_view kLabels =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-/:;<>?@[\\]^_`{|}~";
  if (cages.size() > kLabels.size()) {
    rangeError(std::to_string(cages.size()) + " cages have no text form: it labels at most " + std::to_string(kLabels.size()));
  }
  std::string map(static_cast<std::size_t>(size) * size, '.');
  std::string sums;
  for (std::size_t k = 0; k < cages.size(); ++k) {
    for (int cell : cages[k].cells) map[cell] = kLabels[k];
    sums += (k > 0 ? " " : "") + std::string(1, kLabels[k]) + "=" + std::to_string(cages[k].sum);
  }
  std::string out;
  for (int r = 0; r < size; ++r) (out += map.substr(static_cast<std::size_t>(r) * size, size)) += '\n';
  return out + sums + '\n';
}

}  // namespace dlx::sudoku
