// One worker's share of a Sudoku search split across a pool (web/worker/pool.js): a list of searches,
// each the grid with some digits placed first, run one after another within one node budget. What
// the budget does not reach comes back as a list of the same kind, for any worker to take up.
#pragma once

#include <vector>

#include "sudoku.hpp"

namespace dlx::sudoku {

struct Slice {
  Result search{};               // count, nodes and stop over the whole slice; solutions not used
  std::vector<int> conflicts{};  // the grid's own clashing givens: nothing was searched
  std::vector<int> grids{};      // the solutions found, each a full grid
  std::vector<int> left{};       // the searches not finished, in the format of `searches`
  std::vector<int> leftEnds{};   // where each of them ends in `left`
};

// `searches`: back to back, for each search the digits to place in `grid` first and the candidates
// to leave out: a count of placements, that many (cell, digit) pairs, a count of exclusions, that
// many (cell, digit) pairs. Checked, and an InputError names the first bad entry. Runs them in
// order until all are done, `limits.maxSolutions` solutions are found, or `limits.maxNodes` (over
// the whole slice) runs out; then the one interrupted (split by its frontier, each part with what
// the search had removed there as exclusions) and the ones not started are in `left`. A search
// whose budget runs out before its first branch point comes back unchanged in `left`: the caller
// gives it a larger budget.
Slice solveSlice(const Grid& grid, const std::vector<int>& searches, const Limits& limits);

}  // namespace dlx::sudoku
