// Sukaku Explainer's loop search (UniqueLoops.checkForLoops, with lkSudoku's fix that serate runs
// by default), as a depth-first walk: from the last cell of the path, through its block, row and
// column in that order (never the kind of house the last step went through), to each cell of the
// house in reading order that holds both digits. Reaching the first cell again with four cells
// or more closes a loop. A cell with more candidates may join while the path has room for one
// (two at most), or whatever the count when every such cell so far adds the same single digit.
//
// One shortcut, which changes neither the loops found nor their order: a path that already has
// two cells of the same parity in a house can only close into a ring that is not a unique loop
// (SE drops those afterwards, UniqueLoops.isValidLoop), so the walk does not go on from it.
#include "loops.hpp"

#include "se_order.hpp"

namespace dlx::logic::uniqueness {
namespace {

class Walk {
 public:
  Walk(const Board& board, Mask pair, const std::function<bool(const std::vector<int>&)>& visit)
      : board_(board), pair_(pair), visit_(visit), inPath_(board.area, 0),
        parity_(board.houses.size(), 0) {}

  // Adds `cell` to the path and walks on; `extraAllowed`: how many more cells with candidates
  // beyond the pair may join; `extra`: the digits beyond the pair that the path holds so far;
  // `lastType`: the region type of the step into `cell` (-1 for the first cell).
  bool from(int cell, int extraAllowed, Mask extra, int lastType) {
    enter(cell);
    bool stop = false;
    for (int type = 0; type < kRegionTypes && !stop; ++type) {
      if (type == lastType) continue;
      for (int next : board_.houses[regionOf(board_, type, cell)].cells) {
        if (next == path_[0]) {
          if (path_.size() >= 4 && valid() && visit_(path_)) {
            stop = true;
            break;
          }
          continue;
        }
        const Mask candidates = board_.candidates[next];
        if (inPath_[next] || (candidates & pair_) != pair_) continue;
        const Mask more = (extra | candidates) & ~pair_;
        const bool bivalue = count(candidates) == 2;
        if (!bivalue && count(more) != 1 && extraAllowed <= 0) continue;
        if (!fits(next)) continue;
        if (from(next, extraAllowed - (bivalue ? 0 : 1), more, type)) {
          stop = true;
          break;
        }
      }
    }
    leave(cell);
    return stop;
  }

 private:
  // The parity bits of each house: bit 0, a cell at an even place of the path is in it; bit 1, odd.
  [[nodiscard]] bool fits(int cell) const {
    const int bit = 1 << (path_.size() & 1);
    for (int type = 0; type < kRegionTypes; ++type) {
      if (parity_[regionOf(board_, type, cell)] & bit) return false;
    }
    return true;
  }
  void enter(int cell) {
    const int bit = 1 << (path_.size() & 1);
    for (int type = 0; type < kRegionTypes; ++type) parity_[regionOf(board_, type, cell)] |= bit;
    path_.push_back(cell);
    inPath_[cell] = 1;
  }
  void leave(int cell) {
    path_.pop_back();
    inPath_[cell] = 0;
    const int bit = 1 << (path_.size() & 1);
    for (int type = 0; type < kRegionTypes; ++type) parity_[regionOf(board_, type, cell)] &= ~bit;
  }
  // A closed ring is a unique loop when each house it touches holds one even and one odd cell of
  // it: the path never put two of one parity in a house (fits), so each touched house must have both.
  [[nodiscard]] bool valid() const {
    for (int cell : path_) {
      for (int type = 0; type < kRegionTypes; ++type) {
        if (parity_[regionOf(board_, type, cell)] != 3) return false;
      }
    }
    return true;
  }

  const Board& board_;
  const Mask pair_;
  const std::function<bool(const std::vector<int>&)>& visit_;
  std::vector<int> path_;
  std::vector<char> inPath_;
  std::vector<int> parity_;
};

}  // namespace

bool forEachLoop(const Board& board, int start, Mask pair, const std::function<bool(const std::vector<int>&)>& visit) {
  Walk walk(board, pair, visit);
  return walk.from(start, 2, 0, -1);
}

}  // namespace dlx::logic::uniqueness
