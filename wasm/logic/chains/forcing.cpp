// Sukaku Explainer's "Forcing Chains & Cycles" producer (Chaining without multiple, dynamic or
// nishio): from each candidate of each cell with two or more, assumed true, the bidirectional
// cycles through it (cycles.cpp), then the forcing chains from it assumed true and assumed false
// to its own opposite (an assumption that forces its opposite is wrong). It runs three times: X
// links alone (X-cycles, forcing X-chains), Y links alone (Y-cycles, from cells with two
// candidates only; no forcing chain can use Y links alone), then both (XY-cycles, forcing
// chains). SE sorts every hint of the three runs by value, then length, then kind (X, Y, both),
// and takes the first; a forcing X-chain rates 6.6, a forcing chain 7.0, an X- or Y-cycle 6.5, an
// XY-cycle 7.0, each plus the length bonus (length.hpp).
#include "logic/chains/length.hpp"
#include "logic/chains/unary.hpp"
#include "logic/techniques.hpp"

namespace dlx::logic {

void findForcingChainFrom(UnarySearch& s, int source, ChainPick& pick) {
  const int size = s.board.size;
  const double base = s.y ? 7.0 : 6.6;
  const int target = source ^ 1;
  if (++s.stamp == 0) std::fill(s.seen.begin(), s.seen.end(), 0), s.stamp = 1;
  s.seen[source] = s.stamp;
  s.parent[source] = -1;
  s.depth[source] = 1;
  // Breadth first: the first arrival at the opposite is the shortest chain, and SE keeps only it.
  std::vector<int>& level = s.level;
  std::vector<int>& next = s.next;
  level.assign(1, source);
  for (int depth = 1; !level.empty(); ++depth) {
    if (depth + 1 > pick.longest(base, s.sortKey())) return;
    next.clear();
    for (int n : level) {
      for (const int* e = s.links.begin(n); e != s.links.end(n); ++e) {
        const int t = *e;
        if (t == target) {
          const double difficulty = chainDifficulty(base, depth + 1);
          if (!pick.beats(difficulty, depth + 1, s.sortKey())) return;
          s.parent[t] = n;
          Step step(s.y ? Technique::ForcingChain : Technique::ForcingXChain);
          const int cell = chainCell(size, source), digit = chainDigit(size, source);
          if (chainOn(t)) step.placements.push_back({cell, digit});
          else step.removals.push_back({cell, digit});
          step.cells = {cell};
          step.digits = bit(digit);
          step.chains.push_back(chainPath(size, s.parent, t));
          pick.take(difficulty, depth + 1, s.sortKey(), std::move(step));
          return;
        }
        if (s.seen[t] == s.stamp) continue;
        s.seen[t] = s.stamp;
        s.parent[t] = n;
        s.depth[t] = depth + 1;
        next.push_back(t);
      }
    }
    level.swap(next);
  }
}

bool findForcingChain(const Board& board, Step& step) {
  const ChainOrder order(board);
  ChainPick pick;
  struct Rules {
    bool y, x;
  };
  for (const Rules rules : {Rules{false, true}, Rules{true, false}, Rules{true, true}}) {
    const StaticLinks links(board, order, rules.y, rules.x);
    UnarySearch search(board, order, links, rules.y, rules.x);
    for (int cell = 0; cell < board.area; ++cell) {
      const Mask digits = board.candidates[cell];
      if (count(digits) < 2 || (count(digits) > 2 && !rules.x)) continue;  // Y-cycles start in cells with two
      for (Mask m = digits; m; m &= m - 1) {
        const int on = chainNode(board.size, cell, lowest(m), true);
        findCycles(search, on, pick);
        if (!rules.x) continue;
        findForcingChainFrom(search, on, pick);
        findForcingChainFrom(search, on ^ 1, pick);
      }
    }
  }
  if (pick.found) step = std::move(pick.step);
  return pick.found;
}

}  // namespace dlx::logic
