#include "sudoku_slice.hpp"

#include <string>

#include "../core/errors.hpp"

namespace dlx::sudoku {
namespace {

// The placements of one search: entries [begin, end) of `searches`, as (cell, digit) pairs.
struct Span {
  std::size_t begin = 0;
  std::size_t end = 0;
};

// Splits `searches` into its searches, checking every count, cell and digit against `grid`.
std::vector<Span> spansOf(const Grid& grid, const std::vector<int>& searches) {
  std::vector<Span> spans;
  const int area = static_cast<int>(grid.cells.size());
  std::size_t at = 0;
  while (at < searches.size()) {
    const std::string name = "search " + std::to_string(spans.size() + 1) + " of the slice";
    const int placements = searches[at];
    if (placements < 0 || placements > area || at + 1 + 2 * static_cast<std::size_t>(placements) > searches.size()) {
      rangeError(name + " says it has " + std::to_string(placements) + " placements, but " +
                 std::to_string((searches.size() - at - 1) / 2) + " are left in the list");
    }
    const Span span{at + 1, at + 1 + 2 * static_cast<std::size_t>(placements)};
    for (std::size_t k = span.begin; k < span.end; k += 2) {
      const int cell = searches[k];
      const int digit = searches[k + 1];
      if (cell < 0 || cell >= area || digit < 1 || digit > grid.size()) {
        rangeError(name + " places digit " + std::to_string(digit) + " in cell " + std::to_string(cell) +
                   "; cells are 0.." + std::to_string(area - 1) + " and digits 1.." + std::to_string(grid.size()));
      }
      if (grid.cells[cell] != 0 && grid.cells[cell] != digit) {
        rangeError(name + " places digit " + std::to_string(digit) + " in cell " + std::to_string(cell) +
                   ", which holds the given " + std::to_string(grid.cells[cell]));
      }
    }
    spans.push_back(span);
    at = span.end;
  }
  return spans;
}

}  // namespace

Slice solveSlice(const Grid& grid, const std::vector<int>& searches, const Limits& limits) {
  const std::vector<Span> spans = spansOf(grid, searches);
  Slice slice;
  slice.conflicts = conflicts(grid);
  if (!slice.conflicts.empty()) return slice;
  Grid sub = grid;
  for (std::size_t s = 0; s < spans.size(); ++s) {
    const Span span = spans[s];
    const bool budgetGone = limits.maxNodes != 0 && slice.search.nodes >= limits.maxNodes;
    if (budgetGone || slice.search.stop != Stop::Exhausted) {
      // Not started: handed back as it came.
      slice.left.insert(slice.left.end(), searches.begin() + static_cast<std::ptrdiff_t>(span.begin) - 1,
                        searches.begin() + static_cast<std::ptrdiff_t>(span.end));
      if (budgetGone) slice.search.stop = Stop::NodeLimit;
      continue;
    }
    sub.cells = grid.cells;
    for (std::size_t k = span.begin; k < span.end; k += 2) sub.cells[searches[k]] = searches[k + 1];
    Limits share = limits;
    share.keepFrontier = true;
    share.startDepth = limits.startDepth + static_cast<int>(span.end - span.begin) / 2;  // one branch point per placement
    if (limits.maxSolutions != 0) share.maxSolutions = limits.maxSolutions - slice.search.count;
    if (limits.maxNodes != 0) share.maxNodes = limits.maxNodes - slice.search.nodes;
    Outcome outcome = solve(sub, share);
    if (!outcome.conflicts.empty()) {
      rangeError("search " + std::to_string(s + 1) + " of the slice places a digit twice in a row, column or box");
    }
    slice.search.count += outcome.search.count;
    slice.search.nodes += outcome.search.nodes;
    slice.search.branches += outcome.search.branches;
    slice.grids.insert(slice.grids.end(), outcome.grids.begin(), outcome.grids.end());
    if (outcome.search.stop == Stop::SolutionLimit) {
      slice.search.stop = Stop::SolutionLimit;
      slice.left.clear();  // enough solutions: nothing is left to do
      break;
    }
    if (outcome.search.stop != Stop::NodeLimit) continue;
    slice.search.stop = Stop::NodeLimit;
    // Each search left below this one is this one's placements followed by its own.
    const std::vector<int>& frontier = outcome.frontier;
    for (std::size_t at = 0; at < frontier.size(); at += 1 + 2 * static_cast<std::size_t>(frontier[at])) {
      slice.left.push_back(static_cast<int>((span.end - span.begin) / 2) + frontier[at]);
      slice.left.insert(slice.left.end(), searches.begin() + static_cast<std::ptrdiff_t>(span.begin),
                        searches.begin() + static_cast<std::ptrdiff_t>(span.end));
      slice.left.insert(slice.left.end(), frontier.begin() + static_cast<std::ptrdiff_t>(at) + 1,
                        frontier.begin() + static_cast<std::ptrdiff_t>(at) + 1 + 2 * frontier[at]);
    }
  }
  return slice;
}

}  // namespace dlx::sudoku
