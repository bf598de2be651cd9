#include "sudoku_slice.hpp"

#include "sudoku9_search.hpp"

namespace dlx::sudoku {

Slice solveSlice(const Grid& grid, const std::vector<int>& searches, const Limits& limits) {
  Slice slice;
  slice.conflicts = conflicts(grid);
  if (!slice.conflicts.empty()) return slice;
  // The whole of a 9x9 search (a pool's first slice) goes to the band search, within half the
  // slice's budget: a puzzle is done there long before. One it does not finish (a grid of very
  // many solutions) is the engines' to split, from the start, with the rest of the budget.
  const bool whole = searches.empty() || (searches.size() == 2 && searches[0] == 0 && searches[1] == 0);
  Result spent;
  Limits rest = limits;
  if (bandsTake(grid, limits) && whole && limits.maxNodes != 1) {
    Limits first = limits;
    first.maxNodes = limits.maxNodes / 2;
    Outcome bands = searchBands(grid, first);
    if (bands.search.stop != Stop::NodeLimit) {
      slice.search = std::move(bands.search);
      slice.grids = std::move(bands.grids);
      return slice;
    }
    spent = bands.search;
    rest.maxNodes = limits.maxNodes - spent.nodes;
  }
  const Encoded encoded = encode(grid);
  dlx::Slice share = dlx::solveSlice(encoded.problem, searches, tuned(grid.box, rest));
  share.search.nodes += spent.nodes;
  std::vector<int> grids;
  appendGrids(grid, encoded.cell.data(), encoded.digit.data(), share.search.solutions, grids);
  return sliceOf(std::move(share), std::move(grids));
}

Slice sliceOf(dlx::Slice share, std::vector<int> grids) {
  Slice slice;
  share.search.solutions = Solutions{};
  slice.search = std::move(share.search);
  slice.grids = std::move(grids);
  slice.left = std::move(share.left);
  slice.leftEnds = std::move(share.leftEnds);
  return slice;
}

}  // namespace dlx::sudoku
