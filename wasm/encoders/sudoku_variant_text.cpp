#include "sudoku_variant_text.hpp"

#include <array>
#include <string>

#include "../core/errors.hpp"

namespace dlx::sudoku {
namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

std::string gridName(int size) { return std::to_string(size) + "x" + std::to_string(size); }

// Per label (a byte), its number in the order labels first appear; -1 for none yet.
using Labels = std::array<int, 256>;

int byteOf(char c) { return static_cast<unsigned char>(c); }

}  // namespace

void parseRegions(std::string_view text, int size, Variant& variant) {
  const int area = size * size;
  Labels number;
  number.fill(-1);
  variant.regions.clear();
  variant.regionNames.clear();
  for (char c : text) {
    if (isSpace(c)) continue;
    const int cell = static_cast<int>(variant.regions.size());
    if (cell == area) {
      rangeError("the region map has more than " + std::to_string(area) + " labels; a " + gridName(size) + " grid has " + std::to_string(area) + " cells");
    }
    int& region = number[byteOf(c)];
    if (region < 0) {
      region = static_cast<int>(variant.regionNames.size());
      if (region == size) {
        rangeError("the region map has more than " + std::to_string(size) + " labels: '" + std::string(1, c) + "' at " + cellName(cell, size) +
                       " is one too many for the " + std::to_string(size) + " regions of a " + gridName(size) + " grid",
                   Place{0, cell / size + 1, cell % size + 1});
      }
      variant.regionNames.emplace_back(1, c);
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
  Labels sums;  // per label, its sum from the label=sum tokens; -1 for none
  sums.fill(-1);
  std::string map;
  std::size_t at = 0;
  while (at < text.size()) {
    while (at < text.size() && isSpace(text[at])) ++at;
    std::size_t end = at;
    while (end < text.size() && !isSpace(text[end])) ++end;
    const std::string token(text.substr(at, end - at));
    at = end;
    const auto equals = token.find('=');
    if (equals == std::string::npos) {
      map += token;
      continue;
    }
    if (equals != 1 || token[0] == '.') rangeError("'" + token + "': a cage's label is one character (not '.'), as in A=10");
    const std::string label = token.substr(0, 1);
    int sum = 0;
    bool digits = token.size() > 2 && token.size() <= 8;  // at most 6 digits: no overflow
    for (std::size_t k = 2; digits && k < token.size(); ++k) {
      digits = token[k] >= '0' && token[k] <= '9';
      sum = sum * 10 + (token[k] - '0');
    }
    if (!digits) rangeError("'" + token + "': cage '" + label + "' needs a whole number for its sum, as in " + label + "=10");
    int& known = sums[byteOf(token[0])];
    if (known >= 0) rangeError("cage '" + label + "' has two sums");
    known = sum;
  }
  if (static_cast<int>(map.size()) != area) {
    rangeError("the cage map has " + std::to_string(map.size()) + " labels; a " + gridName(size) + " grid has " + std::to_string(area) +
               " cells ('.' for a cell in no cage)");
  }
  Labels number;
  number.fill(-1);
  variant.cages.clear();
  variant.cageNames.clear();
  for (int cell = 0; cell < area; ++cell) {
    const char c = map[cell];
    if (c == '.') continue;
    int& cage = number[byteOf(c)];
    if (cage < 0) {
      const std::string label(1, c);
      if (sums[byteOf(c)] < 0) {
        rangeError("cage '" + label + "' (at " + cellName(cell, size) + ") has no sum: add " + label + "=… after the map", Place{0, cell / size + 1, cell % size + 1});
      }
      cage = static_cast<int>(variant.cages.size());
      variant.cages.push_back(Cage{{}, sums[byteOf(c)]});
      variant.cageNames.push_back(label);
    }
    variant.cages[cage].cells.push_back(cell);
  }
  for (int b = 0; b < 256; ++b) {
    if (sums[b] >= 0 && number[b] < 0) {
      rangeError("the sum " + std::string(1, static_cast<char>(b)) + "=" + std::to_string(sums[b]) + " names no cage of the map");
    }
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
