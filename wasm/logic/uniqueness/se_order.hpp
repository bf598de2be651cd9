// The order in which Sukaku Explainer (SE) walks a grid, for the uniqueness finders: which of
// several steps it takes is the first it meets, so ours must meet them in the same order.
//   - Its region types come block, row, column (Grid.getRegionAt 0, 1, 2); a region's cells in
//     reading order (a block row by row), as Board's houses keep them.
//   - It tries the combinations of k items of a list (its tools.Permutations) as bit masks in
//     increasing numeric order: {0,1}, {0,2}, {1,2}, {0,3}, ... Taking only some of the items
//     keeps that order among the combinations left, so a finder may leave out items that could
//     never form a set (a filled cell, a digit with no place) without changing which comes first.
#pragma once

#include <vector>

#include "../board.hpp"

namespace dlx::logic::uniqueness {

inline constexpr int kRegionTypes = 3;

// The house of `cell` of SE's region type `type` (0 block or jigsaw region, 1 row, 2 column).
// Board::housesOf lists a cell's row, column and box or region first.
inline int regionOf(const Board& board, int type, int cell) {
  static constexpr int kSlot[kRegionTypes] = {2, 0, 1};
  return board.housesOf[cell][kSlot[type]];
}

// Calls visit(chosen) for each k-subset of `items`, as SE orders them; `chosen` holds the items
// in the order of `items`. Stops, returning true, as soon as visit returns true. k = 0 visits the
// empty set once, unless SE's whole list (before a finder left items out) was empty:
// `wholeListEmpty` (its Permutations(0, 0) yields nothing).
template <typename T, typename Visit>
bool forEachCombination(const std::vector<T>& items, int k, bool wholeListEmpty, Visit visit) {
  const int n = static_cast<int>(items.size());
  if (k < 0 || k > n || (k == 0 && wholeListEmpty)) return false;
  std::vector<T> chosen(k);
  // at[] are the chosen indices, increasing; the next combination in numeric order moves up the
  // lowest index that can move and puts the ones below it back at the bottom (colex order).
  std::vector<int> at(k);
  for (int i = 0; i < k; ++i) at[i] = i;
  while (true) {
    for (int i = 0; i < k; ++i) chosen[i] = items[at[i]];
    if (visit(chosen)) return true;
    int j = 0;
    while (j < k && at[j] + 1 == (j + 1 < k ? at[j + 1] : n)) ++j;
    if (j == k) return false;
    ++at[j];
    for (int i = 0; i < j; ++i) at[i] = i;
  }
}

}  // namespace dlx::logic::uniqueness
