// The loops a unique loop rests on: closed rings of cells that all hold two digits a and b, each
// row, column and box they touch holding exactly two of them, an even and an odd one of the
// ring. Were a and b the only candidates of every cell, a and b could swap around the ring and
// the puzzle would have two solutions: a rectangle (4 cells) or a longer loop (6, 8, ...).
#pragma once

#include <functional>
#include <vector>

#include "../board.hpp"

namespace dlx::logic::uniqueness {

// Calls visit(loop) for each such loop through `start` (a cell whose only candidates are the two
// digits of `pair`), in the order Sukaku Explainer's UniqueLoops meets them, the cells in ring
// order from `start`. A loop may come more than once (the other way round, through another
// house). Cells with more candidates than the pair may join: any number that all add the same one
// extra digit, or up to two otherwise. Stops when visit returns true, and returns whether it did.
bool forEachLoop(const Board& board, int start, Mask pair, const std::function<bool(const std::vector<int>&)>& visit);

}  // namespace dlx::logic::uniqueness
