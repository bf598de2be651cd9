// One assumption at a time, static links (Sukaku Explainer's "Forcing Chains & Cycles" producer):
// bidirectional cycles through the assumption (cycles.cpp) and forcing chains from it to its own
// opposite (forcing.cpp). Both search breadth first, a level of "on" nodes, then a level of
// "off" nodes, as SE does.
#pragma once

#include <vector>

#include "logic/chains/links.hpp"

namespace dlx::logic {

struct UnarySearch {
  const Board& board;
  const ChainOrder& order;
  const StaticLinks& links;
  bool y;  // the rule set: Y links (within cells), X links (within houses), or both
  bool x;
  // Scratch per node, reused by every assumption.
  std::vector<int> parent;
  std::vector<int> depth;  // nodes from the assumption, both ends included
  std::vector<unsigned> seen;
  unsigned stamp = 0;
  std::vector<int> level, next, offs, closing;  // a search's queues, kept from one to the next

  UnarySearch(const Board& b, const ChainOrder& o, const StaticLinks& l, bool withY, bool withX)
      : board(b), order(o), links(l), y(withY), x(withX), parent(l.nodes()), depth(l.nodes()), seen(l.nodes(), 0) {}

  // SE's sort key of the rule set (X alone 2, Y alone 3, both 4): among equal values and lengths,
  // X first.
  [[nodiscard]] int sortKey() const { return x && y ? 4 : y ? 3 : 2; }
};

// The cycles through `source` (an "on" node) that remove something, into `pick`.
void findCycles(UnarySearch& search, int source, ChainPick& pick);
// The forcing chain from `source` (on or off) to its opposite, if one is shorter than `pick`'s.
void findForcingChainFrom(UnarySearch& search, int source, ChainPick& pick);

}  // namespace dlx::logic
