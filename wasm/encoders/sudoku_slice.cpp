#include "sudoku_slice.hpp"

#include "../core/slice.hpp"

namespace dlx::sudoku {

Slice solveSlice(const Grid& grid, const std::vector<int>& searches, const Limits& limits) {
  Slice slice;
  slice.conflicts = conflicts(grid);
  if (!slice.conflicts.empty()) return slice;
  const Encoded encoded = encode(grid);
  dlx::Slice share = dlx::solveSlice(encoded.problem, searches, tuned(grid.box, limits));
  const Solutions& found = share.search.solutions;
  slice.grids.reserve(found.size() * grid.cells.size());
  for (std::size_t s = 0; s < found.size(); ++s) {
    const std::size_t base = slice.grids.size();
    slice.grids.insert(slice.grids.end(), grid.cells.begin(), grid.cells.end());
    for (int at = found.start[s]; at < found.start[s + 1]; ++at) {
      const int option = found.rows[at];
      slice.grids[base + encoded.cell[option]] = encoded.digit[option];
    }
  }
  share.search.solutions = Solutions{};
  slice.search = std::move(share.search);
  slice.left = std::move(share.left);
  slice.leftEnds = std::move(share.leftEnds);
  return slice;
}

}  // namespace dlx::sudoku
