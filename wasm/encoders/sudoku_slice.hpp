// One worker's share of a Sudoku search split across a pool (web/worker/pool.js): the generic
// slice of the core (core/slice.hpp) on the grid's exact cover, with the settings solve() uses, and
// the solutions as grids.
#pragma once

#include <vector>

#include "../core/slice.hpp"
#include "sudoku.hpp"

namespace dlx::sudoku {

struct Slice {
  Result search{};               // count, nodes and stop over the whole slice; solutions not used
  std::vector<int> conflicts{};  // the grid's own clashing givens: nothing was searched
  std::vector<int> grids{};      // the solutions found, each a full grid
  std::vector<int> left{};       // the searches not finished, in the format of `searches`
  std::vector<int> leftEnds{};   // where each of them ends in `left`
};

// `searches` in the format of dlx::solveSlice(), its options those of encode(grid). An InputError
// names the first bad entry. Grids whose givens clash come back with their conflicts, unsearched.
Slice solveSlice(const Grid& grid, const std::vector<int>& searches, const Limits& limits);

// The core's share of a search as a Sudoku slice: its search and the searches it left, with
// `grids`, its solutions already turned into grids (the classic and the variants' solveSlice).
Slice sliceOf(dlx::Slice share, std::vector<int> grids);

}  // namespace dlx::sudoku
