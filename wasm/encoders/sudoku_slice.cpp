#include "sudoku_slice.hpp"


namespace dlx::sudoku {

Slice solveSlice(const Grid& grid, const std::vector<int>& searches, const Limits& limits) {
  Slice slice;
  slice.conflicts = conflicts(grid);
  if (!slice.conflicts.empty()) return slice;
  const Encoded encoded = encode(grid);
  dlx::Slice share = dlx::solveSlice(encoded.problem, searches, tuned(grid.box, limits));
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
