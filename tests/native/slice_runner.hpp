// Runs a whole Sudoku search in slices, as the pool of workers does (web/worker/pool.js): shared by
// the slice tests and the sudoku_slice fuzzer.
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <vector>

#include "encoders/sudoku_slice.hpp"

namespace dlx::test {

// The searches of a list in dlx::solveSlice()'s format (core/slice.hpp), each as its own list.
inline std::vector<std::vector<int>> searchesIn(const std::vector<int>& flat) {
  std::vector<std::vector<int>> out;
  for (std::size_t at = 0; at < flat.size();) {
    const std::size_t exclude = at + 1 + static_cast<std::size_t>(flat[at]);
    const std::size_t end = exclude + 1 + static_cast<std::size_t>(flat[exclude]);
    out.emplace_back(flat.begin() + static_cast<std::ptrdiff_t>(at), flat.begin() + static_cast<std::ptrdiff_t>(end));
    at = end;
  }
  return out;
}

struct SlicedRun {
  std::vector<std::vector<int>> grids;  // every solution found, sorted
  std::uint64_t count = 0;
  int slices = 0;
  std::size_t exclusions = 0;  // over every search handed back
  Stop stop = Stop::Exhausted;  // the last slice's
  bool finished = false;        // nothing was left (or the limit was reached)
  bool consistent = true;       // no slice reported conflicts, and each left work iff stopped at its budget
};

// Slices of at most `perSlice` searches and `budget` nodes off a stack, what each hands back
// pushed on, until the stack is empty, `limit` solutions are found (0: no limit) or `maxSlices`
// have run. A slice whose first search comes back unchanged made no headway: the next gets twice
// the budget. An InputError (a handed-back list that is not good) passes to the caller.
inline SlicedRun runSlices(const sudoku::Grid& grid, std::uint64_t budget, std::size_t perSlice, std::uint64_t limit,
                           Engine engine = Engine::Auto, int maxSlices = INT_MAX) {
  SlicedRun out;
  std::vector<std::vector<int>> stack{{0, 0}};
  std::uint64_t nodes = budget;
  const std::size_t area = grid.cells.size();
  while (!stack.empty() && (limit == 0 || out.count < limit) && out.slices < maxSlices) {
    std::vector<int> flat;
    std::vector<int> first = stack.back();
    for (std::size_t sent = 0; sent < perSlice && !stack.empty(); ++sent) {
      flat.insert(flat.end(), stack.back().begin(), stack.back().end());
      stack.pop_back();
    }
    Limits limits = Limits::find(limit == 0 ? 0 : limit - out.count).budget(nodes);
    limits.engine = engine;
    const sudoku::Slice slice = sudoku::solveSlice(grid, flat, limits);
    ++out.slices;
    out.count += slice.search.count;
    for (std::size_t at = 0; at < slice.grids.size(); at += area) {
      out.grids.emplace_back(slice.grids.begin() + static_cast<std::ptrdiff_t>(at),
                             slice.grids.begin() + static_cast<std::ptrdiff_t>(at + area));
    }
    const auto left = searchesIn(slice.left);
    out.consistent = out.consistent && slice.conflicts.empty() && (slice.search.stop == Stop::NodeLimit) == !left.empty();
    out.stop = slice.search.stop;
    nodes = !left.empty() && left.front() == first ? 2 * nodes : budget;
    for (const auto& search : left) out.exclusions += static_cast<std::size_t>(search[1 + static_cast<std::size_t>(search[0])]);
    for (auto it = left.rbegin(); it != left.rend(); ++it) stack.push_back(*it);
  }
  out.finished = stack.empty() || (limit != 0 && out.count >= limit);
  std::sort(out.grids.begin(), out.grids.end());
  return out;
}

}  // namespace dlx::test
