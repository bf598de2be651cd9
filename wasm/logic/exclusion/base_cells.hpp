// The cells aligned exclusion starts from, as Sukaku Explainer lists them (AlignedExclusion.java):
// every cell with two candidates or more that sees a possible excluder, a cell of 2..degree
// candidates (a cell the base cells could empty). Shared by the pair and triplet finders.
#pragma once

#include <vector>

#include "logic/board.hpp"

namespace dlx::logic::exclusion {

struct BaseCells {
  std::vector<int> cells;                   // by index, SE's candidate list
  std::vector<std::vector<int>> excluders;  // for each of them, the excluders it sees, by index
  std::vector<int> slot;                    // per grid cell: its place in `cells`, or -1
};

inline BaseCells baseCells(const Board& board, int degree) {
  BaseCells out;
  out.slot.assign(board.area, -1);
  std::vector<int> near;
  for (int cell = 0; cell < board.area; ++cell) {
    if (count(board.candidates[cell]) < 2) continue;
    near.clear();
    bool single = false;  // SE skips a cell next to a naked single (none is left by this rung)
    for (int peer : board.peers[cell]) {
      const int k = count(board.candidates[peer]);
      if (k == 1) single = true;
      else if (k >= 2 && k <= degree) near.push_back(peer);
    }
    if (single || near.empty()) continue;
    out.slot[cell] = static_cast<int>(out.cells.size());
    out.cells.push_back(cell);
    out.excluders.push_back(near);
  }
  return out;
}

// The cells of `a` also in `b` (both by index), in a's order.
inline std::vector<int> common(const std::vector<int>& a, const std::vector<int>& b) {
  std::vector<int> out;
  std::size_t j = 0;
  for (int cell : a) {
    while (j < b.size() && b[j] < cell) ++j;
    if (j < b.size() && b[j] == cell) out.push_back(cell);
  }
  return out;
}

// Whether some excluder's candidates all lie in `digits`: the base cells taking those digits would
// empty it.
inline bool empties(const Board& board, const std::vector<int>& excluders, Mask digits) {
  for (int e : excluders) {
    if ((board.candidates[e] & ~digits) == 0) return true;
  }
  return false;
}

}  // namespace dlx::logic::exclusion
