#include "sudoku_variant.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>

#include "../core/errors.hpp"
#include "../core/slice.hpp"

namespace dlx::sudoku {
namespace {

using Mask = std::uint64_t;  // a set of digits, bit d-1 for digit d (size <= 64)

// At most this many digit combinations per cage: a cage of 12 cells of a 25x25 grid has millions.
constexpr std::size_t kMaxCombinations = 1 << 16;

std::string regionName(const Variant& variant, int region) {
  return region < static_cast<int>(variant.regionNames.size()) ? "'" + variant.regionNames[region] + "'" : std::to_string(region + 1);
}

std::string cageName(const Variant& variant, int cage) {
  return cage < static_cast<int>(variant.cageNames.size()) ? "'" + variant.cageNames[cage] + "'" : std::to_string(cage + 1);
}

// The first cell of `cells` that a walk through orthogonal neighbours inside `cells` does not
// reach from cells[0]; -1 when they are connected.
int apart(const std::vector<int>& cells, int size) {
  std::vector<char> in(static_cast<std::size_t>(size) * size, 0), seen(in.size(), 0);
  for (int cell : cells) in[cell] = 1;
  std::vector<int> stack{cells.front()};
  seen[cells.front()] = 1;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    const int r = cell / size, c = cell % size;
    const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& [nr, nc] : next) {
      if (nr < 0 || nc < 0 || nr >= size || nc >= size) continue;
      const int n = nr * size + nc;
      if (in[n] && !seen[n]) {
        seen[n] = 1;
        stack.push_back(n);
      }
    }
  }
  for (int cell : cells) {
    if (!seen[cell]) return cell;
  }
  return -1;
}

// The smallest and largest sums of k distinct digits 1..size.
int leastSum(int k) { return k * (k + 1) / 2; }
int mostSum(int k, int size) { return k * (2 * size - k + 1) / 2; }

}  // namespace

void fail(std::initializer_list<std::string_view> parts, Place place) {
  std::string message;
  for (std::string_view part : parts) message += part;
  rangeError(message, place);
}

int cageSum(double value, const std::string& cage, std::string_view shown) {
  if (!(value >= -kMostCageSum && value <= kMostCageSum) || std::floor(value) != value) {
    fail({cage, " cannot add up to ", shown, ": a cage's sum is a whole number, at most ", std::to_string(kMostCageSum), " (1 + 2 + … + 64)"});
  }
  return static_cast<int>(value);
}

std::string cellName(int cell, int size) {
  return "row " + std::to_string(cell / size + 1) + ", column " + std::to_string(cell % size + 1);
}

void checkVariant(const Variant& variant, int box) {
  const int size = box * box;
  const int area = size * size;
  const std::string n = std::to_string(size);
  const std::string grid = n + "x" + n;
  const auto at = [size](int cell) { return Place{0, cell / size + 1, cell % size + 1}; };
  if (!variant.regions.empty()) {
    if (static_cast<int>(variant.regions.size()) != area) {
      fail({"the region map has ", std::to_string(variant.regions.size()), " cells; a ", grid, " grid has ", std::to_string(area)});
    }
    std::vector<std::vector<int>> cells(static_cast<std::size_t>(size));
    for (int cell = 0; cell < area; ++cell) {
      const int region = variant.regions[cell];
      if (region < 0 || region >= size) {
        fail({cellName(cell, size), " is in no region: ", std::to_string(region), " is not one of 0 to ", std::to_string(size - 1)}, at(cell));
      }
      cells[region].push_back(cell);
    }
    for (int region = 0; region < size; ++region) {
      const std::string name = regionName(variant, region);
      if (static_cast<int>(cells[region].size()) != size) {
        fail({"region ", name, " has ", std::to_string(cells[region].size()), " cells; each region of a ", grid, " grid has ", n});
      }
      if (const int cell = apart(cells[region], size); cell >= 0) {
        fail({"region ", name, " is not connected: ", cellName(cell, size), " is apart from ", cellName(cells[region].front(), size)}, at(cell));
      }
    }
  }
  std::vector<int> cageAt(static_cast<std::size_t>(area), -1);
  for (std::size_t k = 0; k < variant.cages.size(); ++k) {
    const Cage& cage = variant.cages[k];
    const int number = static_cast<int>(k);
    const std::string name = "cage " + cageName(variant, number);
    const int count = static_cast<int>(cage.cells.size());
    if (count == 0) fail({name, " has no cell"});
    if (count > size) fail({name, " has ", std::to_string(count), " cells; at most ", n, " (no digit twice in a cage)"});
    for (int cell : cage.cells) {
      if (cell < 0 || cell >= area) fail({name, ": cell ", std::to_string(cell), " is not one of the ", std::to_string(area), " cells (0 to ", std::to_string(area - 1), ")"});
      if (cageAt[cell] >= 0) {
        fail({name, ": ", cellName(cell, size), " is ", cageAt[cell] == number ? "twice" : "also in cage " + cageName(variant, cageAt[cell])}, at(cell));
      }
      cageAt[cell] = number;
    }
    if (const int cell = apart(cage.cells, size); cell >= 0) {
      fail({name, " is not connected: ", cellName(cell, size), " is apart from ", cellName(cage.cells.front(), size)}, at(cell));
    }
    if (cage.sum < leastSum(count) || cage.sum > mostSum(count, size)) {
      fail({name, " (", std::to_string(count), count == 1 ? " cell" : " cells", "): no distinct digits 1 to ", n, " add up to ", std::to_string(cage.sum), " (",
            std::to_string(leastSum(count)), " to ", std::to_string(mostSum(count, size)), ")"});
    }
  }
}

std::vector<std::vector<int>> unitsOf(const Variant& variant, int box) {
  const int size = box * box;
  std::vector<std::vector<int>> units;
  for (int r = 0; r < size; ++r) {
    auto& row = units.emplace_back();
    for (int c = 0; c < size; ++c) row.push_back(r * size + c);
  }
  for (int c = 0; c < size; ++c) {
    auto& column = units.emplace_back();
    for (int r = 0; r < size; ++r) column.push_back(r * size + c);
  }
  if (variant.regions.empty()) {
    for (int b = 0; b < size; ++b) {
      auto& boxCells = units.emplace_back();
      for (int k = 0; k < size; ++k) boxCells.push_back(((b / box) * box + k / box) * size + (b % box) * box + k % box);
    }
  } else {
    const auto first = units.size();
    units.resize(first + size);
    for (int cell = 0; cell < size * size; ++cell) units[first + variant.regions[cell]].push_back(cell);
  }
  if (variant.x) {
    auto& down = units.emplace_back();
    for (int i = 0; i < size; ++i) down.push_back(i * size + i);
    auto& up = units.emplace_back();
    for (int i = 0; i < size; ++i) up.push_back(i * size + size - 1 - i);
  }
  if (variant.windoku) {
    // Windows start at row and column 1, box + 2, 2 box + 3, … (0-based): one line apart from each other.
    for (int wr = 0; wr + 1 < box; ++wr) {
      for (int wc = 0; wc + 1 < box; ++wc) {
        auto& window = units.emplace_back();
        for (int k = 0; k < size; ++k) window.push_back((1 + wr * (box + 1) + k / box) * size + 1 + wc * (box + 1) + k % box);
      }
    }
  }
  return units;
}

std::vector<int> variantConflicts(const Grid& grid, const Variant& variant) {
  const int size = grid.size();
  std::vector<char> clash(grid.cells.size(), 0);
  std::vector<int> seen(static_cast<std::size_t>(size) + 1);
  auto repeats = [&](const std::vector<int>& cells) {
    std::fill(seen.begin(), seen.end(), -1);
    for (int cell : cells) {
      const int digit = grid.cells[cell];
      if (digit == 0) continue;
      if (seen[digit] >= 0) clash[cell] = clash[seen[digit]] = 1;
      else seen[digit] = cell;
    }
  };
  for (const auto& unit : unitsOf(variant, grid.box)) repeats(unit);
  for (const Cage& cage : variant.cages) {
    repeats(cage.cells);
    int given = 0, blanks = 0;
    for (int cell : cage.cells) {
      given += grid.cells[cell];
      blanks += grid.cells[cell] == 0;
    }
    if (given > cage.sum || (blanks == 0 && given != cage.sum)) {
      for (int cell : cage.cells) {
        if (grid.cells[cell] != 0) clash[cell] = 1;
      }
    }
  }
  std::vector<int> cells;
  for (std::size_t i = 0; i < clash.size(); ++i) {
    if (clash[i]) cells.push_back(static_cast<int>(i));
  }
  return cells;
}

namespace {

// Every set of `count` distinct digits from `from` up to `size` that adds up to `sum`, added to
// `taken` (the digits chosen so far), into `out`.
void combinations(int from, int size, int count, int sum, Mask taken, std::vector<Mask>& out, const std::string& cage) {
  if (count == 0) {
    if (sum == 0) {
      if (out.size() == kMaxCombinations) fail({cage, " can be made of more than ", std::to_string(kMaxCombinations), " sets of digits; split it"});
      out.push_back(taken);
    }
    return;
  }
  for (int d = from; d <= size && d <= sum; ++d) {
    // The rest must fit: count - 1 digits above d.
    if (leastSum(count - 1) + (count - 1) * d > sum - d) break;
    combinations(d + 1, size, count - 1, sum - d, taken | (Mask{1} << (d - 1)), out, cage);
  }
}

}  // namespace

// Items, all primary: each blank cell; each unit and digit the unit's givens lack. A cage is
// spelled out when it has few ways to fill it (spellUpTo): an option per way, placing every blank
// cell of the cage at once (its cells' items then take no other option). A cage with more ways
// gets an item "its combination" and an item per digit its givens lack, "d in the cage": an option
// per combination of digits making the sum covers the first and every digit's item the combination
// leaves out, and an option placing d in a cell of the cage covers "d in the cage", so each digit
// of the combination is placed in exactly one of its cells and no other digit in any (plain exact
// cover: the bitset search, its probing included, takes killers). Spelled out, a 9x9 killer takes a
// fraction of the nodes (docs/performance.md, "Sudoku variants").
VariantEncoded encodeVariant(const Grid& grid, const Variant& variant, std::size_t spellUpTo) {
  checkVariant(variant, grid.box);
  if (!variantConflicts(grid, variant).empty()) rangeError("the grid's givens break the variant's rules: it has no solution");
  const int size = grid.size();
  const int area = size * size;
  const auto units = unitsOf(variant, grid.box);
  const int unitCount = static_cast<int>(units.size());
  std::vector<std::vector<int>> unitsAt(static_cast<std::size_t>(area));
  std::vector<Mask> unitUsed(units.size(), 0);
  for (int u = 0; u < unitCount; ++u) {
    for (int cell : units[u]) {
      unitsAt[cell].push_back(u);
      if (grid.cells[cell] != 0) unitUsed[u] |= Mask{1} << (grid.cells[cell] - 1);
    }
  }
  // The digits a blank cell's units leave it.
  std::vector<Mask> open(static_cast<std::size_t>(area), 0);
  const Mask all = size == 64 ? ~Mask{0} : (Mask{1} << size) - 1;
  for (int cell = 0; cell < area; ++cell) {
    if (grid.cells[cell] != 0) continue;
    open[cell] = all;
    for (int u : unitsAt[cell]) open[cell] &= ~unitUsed[u];
  }
  const int cages = static_cast<int>(variant.cages.size());
  std::vector<int> cageAt(static_cast<std::size_t>(area), -1);
  std::vector<Mask> cageUsed(variant.cages.size(), 0);
  std::vector<std::vector<int>> blanks(variant.cages.size());
  std::vector<std::vector<Mask>> sets(variant.cages.size());
  for (int k = 0; k < cages; ++k) {
    for (int cell : variant.cages[k].cells) {
      cageAt[cell] = k;
      if (grid.cells[cell] != 0) cageUsed[k] |= Mask{1} << (grid.cells[cell] - 1);
      else blanks[k].push_back(cell);
    }
    std::vector<Mask> made;
    combinations(1, size, static_cast<int>(variant.cages[k].cells.size()), variant.cages[k].sum, 0, made, "cage " + cageName(variant, k));
    for (Mask set : made) {
      if ((set & cageUsed[k]) == cageUsed[k]) sets[k].push_back(set & ~cageUsed[k]);  // it must hold the givens
    }
  }
  // Each way to fill cage k's blanks with one of its combinations, cell by cell, calling visit(digits)
  // for each; stops and returns false once past `most` ways.
  auto ways = [&](int k, std::size_t most, auto visit) {
    std::size_t found = 0;
    std::vector<int> digits(blanks[k].size());
    auto fill = [&](auto& self, std::size_t at, Mask left) -> bool {
      if (at == blanks[k].size()) {
        if (++found > most) return false;
        visit(digits);
        return true;
      }
      for (Mask choice = left & open[blanks[k][at]]; choice != 0; choice &= choice - 1) {
        const int d = __builtin_ctzll(choice);
        digits[at] = d;
        if (!self(self, at + 1, left & ~(Mask{1} << d))) return false;
      }
      return true;
    };
    for (Mask set : sets[k]) {
      if (!fill(fill, 0, set)) return false;
    }
    return true;
  };
  std::vector<char> spelled(variant.cages.size(), 0);
  for (int k = 0; k < cages; ++k) spelled[k] = !blanks[k].empty() && ways(k, spellUpTo, [](const std::vector<int>&) {});

  Problem problem;
  std::vector<int> cellItem(static_cast<std::size_t>(area), -1);
  for (int cell = 0; cell < area; ++cell) {
    if (grid.cells[cell] == 0) cellItem[cell] = problem.columns++;
  }
  std::vector<int> unitItem(static_cast<std::size_t>(unitCount) * size, -1);
  for (int u = 0; u < unitCount; ++u) {
    for (int d = 0; d < size; ++d) {
      if (!(unitUsed[u] >> d & 1)) unitItem[static_cast<std::size_t>(u) * size + d] = problem.columns++;
    }
  }
  auto combined = [&](int k) { return k >= 0 && !spelled[k] && !blanks[k].empty(); };
  std::vector<int> cageItem(variant.cages.size(), -1);
  std::vector<int> digitItem(static_cast<std::size_t>(cages) * size, -1);
  for (int k = 0; k < cages; ++k) {
    if (!combined(k)) continue;
    cageItem[k] = problem.columns++;
    for (int d = 0; d < size; ++d) {
      if (!(cageUsed[k] >> d & 1)) digitItem[static_cast<std::size_t>(k) * size + d] = problem.columns++;
    }
  }
  problem.primary = problem.columns;

  VariantEncoded out;
  std::vector<int> items;
  auto add = [&]() {
    problem.addRow(items.data(), static_cast<int>(items.size()));
    out.start.push_back(static_cast<int>(out.cells.size()));
    items.clear();
  };
  auto place = [&](int cell, int d) {
    items.push_back(cellItem[cell]);
    for (int u : unitsAt[cell]) items.push_back(unitItem[static_cast<std::size_t>(u) * size + d]);
    out.cells.push_back(cell);
    out.digits.push_back(d + 1);
  };
  for (int cell = 0; cell < area; ++cell) {
    const int k = cageAt[cell];
    if (grid.cells[cell] != 0 || (k >= 0 && spelled[k])) continue;
    for (Mask choice = open[cell] & ~(k >= 0 ? cageUsed[k] : 0); choice != 0; choice &= choice - 1) {
      const int d = __builtin_ctzll(choice);
      place(cell, d);
      if (combined(k)) items.push_back(digitItem[static_cast<std::size_t>(k) * size + d]);
      add();
    }
  }
  for (int k = 0; k < cages; ++k) {
    if (spelled[k]) {
      ways(k, spellUpTo, [&](const std::vector<int>& digits) {
        for (std::size_t at = 0; at < digits.size(); ++at) place(blanks[k][at], digits[at]);
        add();
      });
    } else if (combined(k)) {
      for (Mask set : sets[k]) {
        items.push_back(cageItem[k]);
        for (int d = 0; d < size; ++d) {
          if (!((set | cageUsed[k]) >> d & 1)) items.push_back(digitItem[static_cast<std::size_t>(k) * size + d]);
        }
        add();
      }
    }
  }
  out.problem = std::move(problem);
  return out;
}

namespace {

// The search settings of a variant: the classic ones (tuned()).
Limits variantLimits(const Grid& grid, const Limits& limits) {
  Limits out = tuned(grid.box, limits);
  out.sortRows = false;
  return out;
}

// The solutions as full grids: the givens, then each placement (a cage's combination places none).
void appendVariantGrids(const Grid& grid, const VariantEncoded& encoded, const Solutions& found, std::vector<int>& grids) {
  for (std::size_t s = 0; s < found.size(); ++s) {
    const std::size_t base = grids.size();
    grids.insert(grids.end(), grid.cells.begin(), grid.cells.end());
    for (int at = found.start[s]; at < found.start[s + 1]; ++at) {
      const int option = found.rows[at];
      for (int p = encoded.start[option]; p < encoded.start[option + 1]; ++p) grids[base + encoded.cells[p]] = encoded.digits[p];
    }
  }
}

}  // namespace

Outcome solveVariant(const Grid& grid, const Variant& variant, const Limits& limits, std::size_t spellUpTo) {
  checkVariant(variant, grid.box);
  Outcome outcome;
  outcome.conflicts = variantConflicts(grid, variant);
  if (!outcome.conflicts.empty()) return outcome;
  const VariantEncoded encoded = encodeVariant(grid, variant, spellUpTo);
  if (encoded.problem.columns == 0) {
    outcome.search.count = 1;
    if (limits.keepSolutions) outcome.grids = grid.cells;
    return outcome;
  }
  outcome.search = dlx::solveBuilt(encoded.problem, variantLimits(grid, limits));  // valid as encoded
  appendVariantGrids(grid, encoded, outcome.search.solutions, outcome.grids);
  outcome.search.solutions = Solutions{};
  return outcome;
}

Slice solveVariantSlice(const Grid& grid, const Variant& variant, const std::vector<int>& searches, const Limits& limits) {
  checkVariant(variant, grid.box);
  Slice slice;
  slice.conflicts = variantConflicts(grid, variant);
  if (!slice.conflicts.empty()) return slice;
  const VariantEncoded encoded = encodeVariant(grid, variant);
  dlx::Slice share = dlx::solveSlice(encoded.problem, searches, variantLimits(grid, limits));
  std::vector<int> grids;
  appendVariantGrids(grid, encoded, share.search.solutions, grids);
  return sliceOf(std::move(share), std::move(grids));
}

}  // namespace dlx::sudoku
