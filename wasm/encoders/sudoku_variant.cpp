#include "sudoku_variant.hpp"

#include <algorithm>
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

// Items, primary first: each blank cell; each unit and digit the unit's givens lack; each cage
// with a blank. Secondary: per cage and digit, "the cage holds d" (once: no digit twice) and "d is
// in the cage's combination" (colored 1 yes, 2 no). An option places a digit in a blank cell, with
// "in the combination" colored 1; a cage's option takes one combination, coloring every digit.
Encoded encodeVariant(const Grid& grid, const Variant& variant) {
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
  const int cages = static_cast<int>(variant.cages.size());
  std::vector<int> cageAt(static_cast<std::size_t>(area), -1);
  std::vector<Mask> cageUsed(variant.cages.size(), 0);
  std::vector<int> cageBlanks(variant.cages.size(), 0);
  for (int k = 0; k < cages; ++k) {
    for (int cell : variant.cages[k].cells) {
      cageAt[cell] = k;
      if (grid.cells[cell] != 0) cageUsed[k] |= Mask{1} << (grid.cells[cell] - 1);
      else ++cageBlanks[k];
    }
  }

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
  std::vector<int> cageItem(variant.cages.size(), -1);
  for (int k = 0; k < cages; ++k) {
    if (cageBlanks[k] > 0) cageItem[k] = problem.columns++;
  }
  problem.primary = problem.columns;
  std::vector<int> onceItem(static_cast<std::size_t>(cages) * size, -1), inItem(onceItem.size(), -1);
  for (int k = 0; k < cages; ++k) {
    if (cageItem[k] < 0) continue;
    for (int d = 0; d < size; ++d) {
      if (!(cageUsed[k] >> d & 1)) onceItem[static_cast<std::size_t>(k) * size + d] = problem.columns++;
      inItem[static_cast<std::size_t>(k) * size + d] = problem.columns++;
    }
  }

  Encoded out;
  std::vector<int> items, colors;
  auto add = [&](int cell, int digit) {
    problem.addRow(items.data(), static_cast<int>(items.size()));
    problem.colors.insert(problem.colors.end(), colors.begin(), colors.end());
    out.cell.push_back(cell);
    out.digit.push_back(digit);
    items.clear();
    colors.clear();
  };
  for (int cell = 0; cell < area; ++cell) {
    if (grid.cells[cell] != 0) continue;
    const int k = cageAt[cell];
    for (int d = 0; d < size; ++d) {
      bool open = k < 0 || !(cageUsed[k] >> d & 1);
      for (int u : unitsAt[cell]) open = open && !(unitUsed[u] >> d & 1);
      if (!open) continue;
      items.push_back(cellItem[cell]);
      for (int u : unitsAt[cell]) items.push_back(unitItem[static_cast<std::size_t>(u) * size + d]);
      colors.assign(items.size(), 0);
      if (k >= 0) {
        items.push_back(onceItem[static_cast<std::size_t>(k) * size + d]);
        colors.push_back(0);
        items.push_back(inItem[static_cast<std::size_t>(k) * size + d]);
        colors.push_back(1);
      }
      add(cell, d + 1);
    }
  }
  for (int k = 0; k < cages; ++k) {
    if (cageItem[k] < 0) continue;
    const Cage& cage = variant.cages[k];
    std::vector<Mask> sets;
    combinations(1, size, static_cast<int>(cage.cells.size()), cage.sum, 0, sets, "cage " + cageName(variant, k));
    for (Mask set : sets) {
      if ((set & cageUsed[k]) != cageUsed[k]) continue;  // it must hold the cage's givens
      items.push_back(cageItem[k]);
      colors.push_back(0);
      for (int d = 0; d < size; ++d) {
        items.push_back(inItem[static_cast<std::size_t>(k) * size + d]);
        colors.push_back(set >> d & 1 ? 1 : 2);
      }
      add(-1, 0);
    }
  }
  if (cages == 0) problem.colors.clear();
  out.problem = std::move(problem);
  return out;
}

namespace {

// The search settings of a variant: the classic ones (tuned()) for the plain search; a killer's
// colors go to the colored search, which takes no probing.
Limits variantLimits(const Grid& grid, const Variant& variant, const Limits& limits) {
  Limits out = variant.cages.empty() ? tuned(grid.box, limits) : limits;
  out.sortRows = false;
  return out;
}

// The solutions as full grids: the givens, then each placement (a cage's combination places none).
void appendVariantGrids(const Grid& grid, const Encoded& encoded, const Solutions& found, std::vector<int>& grids) {
  for (std::size_t s = 0; s < found.size(); ++s) {
    const std::size_t base = grids.size();
    grids.insert(grids.end(), grid.cells.begin(), grid.cells.end());
    for (int at = found.start[s]; at < found.start[s + 1]; ++at) {
      const int option = found.rows[at];
      if (encoded.cell[option] >= 0) grids[base + encoded.cell[option]] = encoded.digit[option];
    }
  }
}

}  // namespace

Outcome solveVariant(const Grid& grid, const Variant& variant, const Limits& limits) {
  checkVariant(variant, grid.box);
  Outcome outcome;
  outcome.conflicts = variantConflicts(grid, variant);
  if (!outcome.conflicts.empty()) return outcome;
  const Encoded encoded = encodeVariant(grid, variant);
  if (encoded.problem.columns == 0) {
    outcome.search.count = 1;
    if (limits.keepSolutions) outcome.grids = grid.cells;
    return outcome;
  }
  outcome.search = dlx::solve(encoded.problem, variantLimits(grid, variant, limits));
  appendVariantGrids(grid, encoded, outcome.search.solutions, outcome.grids);
  outcome.search.solutions = Solutions{};
  return outcome;
}

Slice solveVariantSlice(const Grid& grid, const Variant& variant, const std::vector<int>& searches, const Limits& limits) {
  checkVariant(variant, grid.box);
  Slice slice;
  slice.conflicts = variantConflicts(grid, variant);
  if (!slice.conflicts.empty()) return slice;
  const Encoded encoded = encodeVariant(grid, variant);
  dlx::Slice share = dlx::solveSlice(encoded.problem, searches, variantLimits(grid, variant, limits));
  appendVariantGrids(grid, encoded, share.search.solutions, slice.grids);
  share.search.solutions = Solutions{};
  slice.search = std::move(share.search);
  slice.left = std::move(share.left);
  slice.leftEnds = std::move(share.leftEnds);
  return slice;
}

}  // namespace dlx::sudoku
