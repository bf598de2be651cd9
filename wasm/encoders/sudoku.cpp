#include "sudoku.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>

#include "../core/errors.hpp"
#include "../core/workspace.hpp"
#include "numbers.hpp"
#include "sudoku9_search.hpp"

namespace dlx::sudoku {
namespace {

std::string sizeName(int size) { return std::to_string(size) + "x" + std::to_string(size); }

// Calls visit(cell, row, column, box) for every cell in row-major order, with no division per cell
// (integer division is the dearest step of these loops in WASM).
template <typename Visit>
void forEachCell(int box, Visit visit) {
  int cell = 0;
  for (int band = 0; band < box; ++band) {
    for (int r = band * box; r < (band + 1) * box; ++r) {
      for (int stack = 0; stack < box; ++stack) {
        for (int c = stack * box; c < (stack + 1) * box; ++c) visit(cell++, r, c, band * box + stack);
      }
    }
  }
}

using Mask = std::uint64_t;  // a set of digits (size <= 64)

struct Workspace {
  std::vector<int> column;
  Problem problem;
  std::vector<Mask> candidates;
  std::vector<int> candidateCell;
  std::vector<int> candidateDigit;
};

// The digits each row, column and box holds, as masks: used[0..size) rows, then columns, then
// boxes (3 * size entries, size <= 64). Returns whether two givens clash.
bool digitMasks(const Grid& grid, Mask* used) {
  const int size = grid.size();
  std::fill(used, used + 3 * size, 0);
  bool clash = false;
  forEachCell(grid.box, [&](int cell, int r, int c, int b) {
    const int d = grid.cells[cell] - 1;
    if (d < 0) return;
    const Mask bit = Mask{1} << d;
    clash = clash || ((used[r] | used[size + c] | used[2 * size + b]) & bit) != 0;
    used[r] |= bit;
    used[size + c] |= bit;
    used[2 * size + b] |= bit;
  });
  return clash;
}

}  // namespace

Grid gridFromNumbers(const double* values, std::size_t count) {
  Grid grid;
  grid.box = 0;
  for (int b = kMinBox; b <= kMaxBox; ++b) {
    if (static_cast<std::size_t>(b) * b * b * b == count) grid.box = b;
  }
  if (grid.box == 0) {
    rangeError("a Sudoku grid has " + std::to_string(count) +
               " cells; expected 16 (4x4), 81 (9x9), 256 (16x16), 625 (25x25) or another n^4 up to "
               "4096 (64x64)");
  }
  const int size = grid.size();
  grid.cells.resize(count);
  for (std::size_t i = 0; i < count; ++i) {
    const int row = static_cast<int>(i) / size;
    const int col = static_cast<int>(i) % size;
    grid.cells[i] = integerIn(values[i], 0, size,
                              "row " + std::to_string(row + 1) + ", column " + std::to_string(col + 1) +
                                  " of the " + sizeName(size) + " grid",
                              Place{0, row + 1, col + 1});
  }
  return grid;
}

std::vector<int> conflicts(const Grid& grid) {
  const int size = grid.size();
  std::array<Mask, 3 * 64> used;
  if (!digitMasks(grid, used.data())) return {};  // the common case, in one pass
  std::vector<char> clash(grid.cells.size(), 0);
  // For each unit and digit, the first cell seen holding it; a second one marks both.
  std::vector<int> seen(static_cast<std::size_t>(size) * (size + 1));
  auto scanUnits = [&](auto cellOf) {
    for (int unit = 0; unit < size; ++unit) {
      std::fill(seen.begin(), seen.end(), -1);
      for (int k = 0; k < size; ++k) {
        const int cell = cellOf(unit, k);
        const int digit = grid.cells[cell];
        if (digit == 0) continue;
        if (seen[digit] >= 0) {
          clash[cell] = 1;
          clash[seen[digit]] = 1;
        } else {
          seen[digit] = cell;
        }
      }
    }
  };
  const int box = grid.box;
  scanUnits([&](int r, int k) { return r * size + k; });
  scanUnits([&](int c, int k) { return k * size + c; });
  scanUnits([&](int b, int k) {
    return ((b / box) * box + k / box) * size + (b % box) * box + k % box;
  });
  std::vector<int> cells;
  for (std::size_t i = 0; i < clash.size(); ++i) {
    if (clash[i]) cells.push_back(static_cast<int>(i));
  }
  return cells;
}

namespace {

// The exact cover of a grid whose givens do not clash (`used`: digitMasks()), into `work`.
void encodeInto(const Grid& grid, const Mask* used, Workspace& work) {
  const int size = grid.size();
  const int box = grid.box;
  const int area = size * size;
  const Mask all = size == 64 ? ~Mask{0} : (Mask{1} << size) - 1;
  const Mask* const rowUsed = used;
  const Mask* const colUsed = rowUsed + size;
  const Mask* const boxUsed = colUsed + size;
  // Constraint ids: cell, row-digit, column-digit, box-digit; each block has `area` of them. Only
  // the unsatisfied ones become columns, numbered in that order.
  std::vector<int>& column = work.column;
  column.assign(static_cast<std::size_t>(4) * area, -1);
  Problem& problem = work.problem;
  problem.columns = 0;
  for (int cell = 0; cell < area; ++cell) {
    if (grid.cells[cell] == 0) column[cell] = problem.columns++;
  }
  const auto blanks = static_cast<std::size_t>(problem.columns);
  const Mask* const blocks[3] = {rowUsed, colUsed, boxUsed};
  for (int block = 0; block < 3; ++block) {
    for (int unit = 0; unit < size; ++unit) {
      for (Mask open = all & ~blocks[block][unit]; open != 0; open &= open - 1) {
        column[(block + 1) * area + unit * size + __builtin_ctzll(open)] = problem.columns++;
      }
    }
  }
  problem.primary = problem.columns;

  // One row per candidate (a blank cell and a digit its row, column and box lack), written in
  // place: the arrays are sized first from the candidate masks.
  std::vector<Mask>& candidates = work.candidates;
  candidates.resize(blanks);
  std::size_t rows = 0;
  int k = 0;  // the blank cell's index in `candidates`
  forEachCell(box, [&](int cell, int r, int c, int b) {
    if (grid.cells[cell] != 0) return;
    candidates[k] = all & ~(rowUsed[r] | colUsed[c] | boxUsed[b]);
    rows += static_cast<std::size_t>(__builtin_popcountll(candidates[k++]));
  });
  std::vector<int>& candidateCell = work.candidateCell;
  std::vector<int>& candidateDigit = work.candidateDigit;
  candidateCell.resize(rows);
  candidateDigit.resize(rows);
  problem.rowStart.resize(rows + 1);
  problem.rowStart[0] = 0;
  problem.entries.resize(rows * 4);
  int* entry = problem.entries.data();
  std::size_t next = 0;
  k = 0;
  forEachCell(box, [&](int cell, int r, int c, int b) {
    if (grid.cells[cell] != 0) return;
    for (Mask open = candidates[k++]; open != 0; open &= open - 1) {
      const int d = __builtin_ctzll(open);
      *entry++ = column[cell];
      *entry++ = column[area + r * size + d];
      *entry++ = column[2 * area + c * size + d];
      *entry++ = column[3 * area + b * size + d];
      candidateCell[next] = cell;
      candidateDigit[next] = d + 1;
      ++next;
      problem.rowStart[next] = static_cast<int>(4 * next);
    }
  });

}

}  // namespace

Encoded encode(const Grid& grid) {
  std::array<Mask, 3 * 64> used;
  if (digitMasks(grid, used.data())) rangeError("the grid's givens clash: it has no exact cover");
  Workspace work;
  encodeInto(grid, used.data(), work);
  return {std::move(work.problem), std::move(work.candidateCell), std::move(work.candidateDigit)};
}

Limits tuned(int box, const Limits& limits) {
  Limits out = limits;
  out.sortRows = false;  // each chosen row names its own cell: the order does not matter
  // From 16x16 up, plain MRV trees explode, so the search adds locked candidates (a digit confined
  // to one line of a box, or one box of a line, has at most `box` options) and probing. On 9x9
  // probing costs more than it saves, and so does the subset rule all the way down; for items of 2
  // options under fewer than 2 open branch points it pays (docs/performance.md, "9x9").
  const bool large = box >= 4;
  out.reduceUpTo = large ? box : 2;
  out.reduceDepth = large ? 0 : 2;
  out.probe = large;
  return out;
}

Outcome solve(const Grid& grid, const Limits& limits) {
  // 9x9 goes to its own search (sudoku9_search.hpp), which finds clashing givens as it places
  // them, unless the search is to be split.
  if (bandsTake(grid, limits) && !limits.keepFrontier) return searchBands(grid, limits);
  Outcome outcome;
  std::array<Mask, 3 * 64> used;
  if (digitMasks(grid, used.data())) {
    outcome.conflicts = conflicts(grid);
    return outcome;
  }
  // The encoding's buffers are a workspace (core/workspace.hpp): a batch of puzzles, or the
  // generator's thousands of solves, allocates nothing here once warm.
  return useWorkspace<Workspace>([&](Workspace& work) {
    encodeInto(grid, used.data(), work);
    const Problem& problem = work.problem;
    if (problem.columns == 0) {
      // Every cell is given and nothing clashes: the grid is its own single solution.
      outcome.search.count = 1;
      if (limits.keepSolutions) outcome.grids = grid.cells;
      return std::move(outcome);
    }
    outcome.search = dlx::solveBuilt(problem, tuned(grid.box, limits));
    appendGrids(grid, work.candidateCell.data(), work.candidateDigit.data(), outcome.search.solutions, outcome.grids);
    outcome.search.solutions = Solutions{};
    return std::move(outcome);
  });
}

void appendGrids(const Grid& grid, const int* cell, const int* digit, const Solutions& found, std::vector<int>& grids) {
  grids.reserve(grids.size() + found.size() * grid.cells.size());
  for (std::size_t s = 0; s < found.size(); ++s) {
    const std::size_t base = grids.size();
    grids.insert(grids.end(), grid.cells.begin(), grid.cells.end());
    for (int at = found.start[s]; at < found.start[s + 1]; ++at) grids[base + cell[found.rows[at]]] = digit[found.rows[at]];
  }
}

}  // namespace dlx::sudoku
