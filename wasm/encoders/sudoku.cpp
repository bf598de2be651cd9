#include "sudoku.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "../core/errors.hpp"
#include "numbers.hpp"

namespace dlx::sudoku {
namespace {

std::string sizeName(int size) { return std::to_string(size) + "x" + std::to_string(size); }

int boxOf(int row, int col, int box) { return (row / box) * box + col / box; }

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

Outcome solve(const Grid& grid, const Limits& limits) {
  Outcome outcome;
  outcome.conflicts = conflicts(grid);
  if (!outcome.conflicts.empty()) return outcome;

  const int size = grid.size();
  const int box = grid.box;
  const int area = size * size;
  // Constraint ids: cell, row-digit, column-digit, box-digit; each block has `area` of them.
  std::vector<char> satisfied(static_cast<std::size_t>(4) * area, 0);
  for (int cell = 0; cell < area; ++cell) {
    const int d = grid.cells[cell] - 1;
    if (d < 0) continue;
    const int r = cell / size;
    const int c = cell % size;
    satisfied[cell] = 1;
    satisfied[area + r * size + d] = 1;
    satisfied[2 * area + c * size + d] = 1;
    satisfied[3 * area + boxOf(r, c, box) * size + d] = 1;
  }
  std::vector<int> column(satisfied.size(), -1);
  Problem problem;
  for (std::size_t id = 0; id < satisfied.size(); ++id) {
    if (!satisfied[id]) column[id] = problem.columns++;
  }
  problem.primary = problem.columns;

  std::vector<int> candidateCell;
  std::vector<int> candidateDigit;
  for (int cell = 0; cell < area; ++cell) {
    if (grid.cells[cell] != 0) continue;
    const int r = cell / size;
    const int c = cell % size;
    const int b = boxOf(r, c, box);
    for (int d = 0; d < size; ++d) {
      const int row[4] = {column[cell], column[area + r * size + d], column[2 * area + c * size + d],
                          column[3 * area + b * size + d]};
      if (row[1] < 0 || row[2] < 0 || row[3] < 0) continue;  // the digit is already placed nearby
      problem.addRow(row, 4);
      candidateCell.push_back(cell);
      candidateDigit.push_back(d + 1);
    }
  }

  if (problem.columns == 0) {
    // Every cell is given and nothing clashes: the grid is its own single solution.
    outcome.search.count = 1;
    if (limits.keepSolutions) outcome.grids = grid.cells;
    return outcome;
  }

  Limits tuned = limits;
  // From 16x16 up, plain MRV trees explode (tarek20: tens of millions of nodes), so the search adds
  // locked candidates (a digit confined to one line of a box, or one box of a line, has at most
  // `box` options) and probing. On 9x9 both cost more than they save (measured with dlx_bench on
  // top1465, forum-hardest and 17clue; see README "Speed").
  const bool large = box >= 4;
  tuned.reduceUpTo = large ? box : 0;
  tuned.probe = large;
  outcome.search = dlx::solveBuilt(problem, tuned);
  const Solutions& found = outcome.search.solutions;
  outcome.grids.reserve(found.size() * area);
  for (std::size_t s = 0; s < found.size(); ++s) {
    const std::size_t base = outcome.grids.size();
    outcome.grids.insert(outcome.grids.end(), grid.cells.begin(), grid.cells.end());
    for (int k = found.start[s]; k < found.start[s + 1]; ++k) {
      const int option = found.rows[k];
      outcome.grids[base + candidateCell[option]] = candidateDigit[option];
    }
  }
  outcome.search.solutions = Solutions{};
  return outcome;
}

}  // namespace dlx::sudoku
