// The order in which Sukaku Explainer visits houses: by kind, boxes first, then columns, then rows,
// each kind by index. SE's producers give the first step they find, so the order of the search
// decides which step is taken (and so the whole path and its rating). The variants' own houses come
// after: jigsaw regions stand where the boxes stand, windows come before the X diagonals (as SE's
// windows come before its diagonals). Board::houses keeps its own order (rows, columns, boxes, ...),
// which other code indexes; this only reorders the visit.
#pragma once

#include "board.hpp"

namespace dlx::logic {

// A kind's place in SE's order (lower first).
inline int seRank(HouseKind kind) {
  switch (kind) {
    case HouseKind::Box:
    case HouseKind::Region: return 0;
    case HouseKind::Column: return 1;
    case HouseKind::Row: return 2;
    case HouseKind::Window: return 3;
    case HouseKind::Diagonal: return 4;
  }
  return 5;
}

// Calls visit(h) for each house h in SE's order until it returns true; returns whether one did.
template <typename Visit>
bool anyHouseInSeOrder(const Board& board, Visit&& visit) {
  for (int rank = 0; rank <= 4; ++rank) {
    for (int h = 0; h < static_cast<int>(board.houses.size()); ++h) {
      if (seRank(board.houses[h].kind) == rank && visit(h)) return true;
    }
  }
  return false;
}

// The empty cells of house h.
inline int emptyCellsOf(const Board& board, int h) {
  int n = 0;
  for (int cell : board.houses[h].cells) n += board.value[cell] == 0;
  return n;
}

}  // namespace dlx::logic
