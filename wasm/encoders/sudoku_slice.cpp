#include "sudoku_slice.hpp"

#include <string>

#include "../core/errors.hpp"

namespace dlx::sudoku {
namespace {

// One search of a slice: its placements are the (cell, digit) pairs at entries [place, exclude - 1)
// of the list, its exclusions those at [exclude, end); entries place - 1 and exclude - 1 hold their
// counts.
struct Search {
  std::size_t place = 0;
  std::size_t exclude = 0;
  std::size_t end = 0;
};

// Splits `searches` into its searches, checking every count, cell and digit against `grid`.
std::vector<Search> searchesOf(const Grid& grid, const std::vector<int>& searches) {
  std::vector<Search> out;
  const int area = static_cast<int>(grid.cells.size());
  const int most = area * grid.size();  // every candidate once
  std::size_t at = 0;
  // The pairs that a count at `at` announces; advances `at` past them.
  auto pairs = [&](const std::string& name, const char* what) {
    const int count = at < searches.size() ? searches[at] : -1;
    const std::size_t left = at < searches.size() ? (searches.size() - at - 1) / 2 : 0;
    if (count < 0 || count > most || static_cast<std::size_t>(count) > left) {
      rangeError(name + " says it has " + (at < searches.size() ? std::to_string(count) : "no count of") + " " + what +
                 ", but " + std::to_string(left) + " are left in the list");
    }
    for (std::size_t k = at + 1; k < at + 1 + 2 * static_cast<std::size_t>(count); k += 2) {
      const int cell = searches[k];
      const int digit = searches[k + 1];
      if (cell < 0 || cell >= area || digit < 1 || digit > grid.size()) {
        rangeError(name + " names digit " + std::to_string(digit) + " in cell " + std::to_string(cell) + " among its " +
                   what + "; cells are 0.." + std::to_string(area - 1) + " and digits 1.." + std::to_string(grid.size()));
      }
      const bool given = grid.cells[cell] != 0;
      if (given && (grid.cells[cell] != digit || std::string(what) == "exclusions")) {
        rangeError(name + " names digit " + std::to_string(digit) + " in cell " + std::to_string(cell) + " among its " +
                   what + ", which holds the given " + std::to_string(grid.cells[cell]));
      }
    }
    at += 1 + 2 * static_cast<std::size_t>(count);
    return at;
  };
  while (at < searches.size()) {
    const std::string name = "search " + std::to_string(out.size() + 1) + " of the slice";
    Search search;
    search.place = at + 1;
    search.exclude = pairs(name, "placements") + 1;
    search.end = pairs(name, "exclusions");
    out.push_back(search);
  }
  return out;
}

// Appends a count of `total` pairs, then the first `copied` (cell, digit) pairs from `from` (the
// caller appends the rest).
void appendPairs(std::vector<int>& out, int total, const int* from, int copied) {
  out.push_back(total);
  out.insert(out.end(), from, from + 2 * copied);
}

}  // namespace

Slice solveSlice(const Grid& grid, const std::vector<int>& searches, const Limits& limits) {
  const std::vector<Search> list = searchesOf(grid, searches);
  Slice slice;
  slice.conflicts = conflicts(grid);
  if (!slice.conflicts.empty()) return slice;
  Grid sub = grid;
  std::vector<std::uint64_t> excluded;
  for (std::size_t s = 0; s < list.size(); ++s) {
    const Search& search = list[s];
    const bool budgetGone = limits.maxNodes != 0 && slice.search.nodes >= limits.maxNodes;
    if (budgetGone || slice.search.stop != Stop::Exhausted) {
      // Not started: handed back as it came.
      slice.left.insert(slice.left.end(), searches.begin() + static_cast<std::ptrdiff_t>(search.place) - 1,
                        searches.begin() + static_cast<std::ptrdiff_t>(search.end));
      slice.leftEnds.push_back(static_cast<int>(slice.left.size()));
      if (budgetGone) slice.search.stop = Stop::NodeLimit;
      continue;
    }
    sub.cells = grid.cells;
    for (std::size_t k = search.place; k + 1 < search.exclude; k += 2) sub.cells[searches[k]] = searches[k + 1];
    excluded.assign(grid.cells.size(), 0);
    for (std::size_t k = search.exclude; k < search.end; k += 2) excluded[searches[k]] |= std::uint64_t{1} << (searches[k + 1] - 1);
    Limits share = limits;
    share.keepFrontier = true;
    share.startDepth = limits.startDepth + static_cast<int>(search.exclude - search.place) / 2;  // a branch point per placement
    if (limits.maxSolutions != 0) share.maxSolutions = limits.maxSolutions - slice.search.count;
    if (limits.maxNodes != 0) share.maxNodes = limits.maxNodes - slice.search.nodes;
    const Outcome outcome = solve(sub, share, excluded);
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
      slice.leftEnds.clear();
      break;
    }
    if (outcome.search.stop != Stop::NodeLimit) continue;
    slice.search.stop = Stop::NodeLimit;
    // Each search left below this one: this one's placements, then its own; this one's
    // exclusions, then its own (the search never saw this one's, so it does not repeat them).
    const int places = static_cast<int>(search.exclude - search.place) / 2;
    const int excludes = static_cast<int>(search.end - search.exclude) / 2;
    const std::vector<int>& frontier = outcome.frontier;
    for (std::size_t at = 0; at < frontier.size();) {
      const int newPlaces = frontier[at];
      const std::size_t excludeAt = at + 1 + 2 * static_cast<std::size_t>(newPlaces);
      const int newExcludes = frontier[excludeAt];
      appendPairs(slice.left, places + newPlaces, searches.data() + search.place, places);
      slice.left.insert(slice.left.end(), frontier.begin() + static_cast<std::ptrdiff_t>(at) + 1,
                        frontier.begin() + static_cast<std::ptrdiff_t>(excludeAt));
      appendPairs(slice.left, excludes + newExcludes, searches.data() + search.exclude, excludes);
      slice.left.insert(slice.left.end(), frontier.begin() + static_cast<std::ptrdiff_t>(excludeAt) + 1,
                        frontier.begin() + static_cast<std::ptrdiff_t>(excludeAt) + 1 + 2 * newExcludes);
      at = excludeAt + 1 + 2 * static_cast<std::size_t>(newExcludes);
      slice.leftEnds.push_back(static_cast<int>(slice.left.size()));
    }
  }
  return slice;
}

}  // namespace dlx::sudoku
