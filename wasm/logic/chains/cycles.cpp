// Bidirectional cycles (Sukaku Explainer's X-, Y- and XY-cycles): a loop of links that can be read
// both ways round, so each of its links is strong and weak at once: a candidate that sees an "on"
// node of the loop and an "off" node of its digit is false whichever way the loop goes.
//
// SE looks for them from each candidate assumed true, breadth first. Its "on" nodes are reached
// once each, but an "off" node may be reached again from another "on" node (only its own
// ancestors are barred), and every such arrival that leads straight back to the assumption is a
// cycle: the same loop may thus be found from several arrivals, and each is a hint. A cycle has at
// least four nodes; its length (complexity) is its count of nodes.
#include <algorithm>

#include "logic/chains/length.hpp"
#include "logic/chains/unary.hpp"

namespace dlx::logic {
namespace {

// Whether `node` is one of `from`'s ancestors: only a node reached before, less deep, can be, and
// the walk up stops at its depth.
bool isAncestor(const UnarySearch& s, int node, int from) {
  if (s.seen[node] != s.stamp || s.depth[node] >= s.depth[from]) return false;
  int k = from;
  while (s.depth[k] > s.depth[node]) k = s.parent[k];
  return k == node;
}

// The cycle source -> ... -> `on` -> `off` -> source: a step when it removes something.
void tryCycle(UnarySearch& s, int source, int on, int off, int length, double difficulty, ChainPick& pick) {
  const Board& board = s.board;
  const int size = board.size;
  // Its nodes as SE walks them back from the end: the assumption, the last "off", then up.
  std::vector<int> nodes{source, off};
  for (int k = on; k >= 0 && k != source; k = s.parent[k]) nodes.push_back(k);
  std::vector<char> inCycle(board.area, 0);
  for (int n : nodes) inCycle[chainCell(size, n)] = 1;
  // A candidate outside the loop's cells that sees an "on" node of its digit (false in one
  // reading) and an "off" node (false in the other).
  std::vector<char> seen(static_cast<std::size_t>(board.area) * size, 0);  // bit 1: sees an on, 2: an off
  for (int n : nodes) {
    const int cell = chainCell(size, n), digit = chainDigit(size, n);
    for (int peer : board.peers[cell]) {
      if (!inCycle[peer] && (board.candidates[peer] & bit(digit))) seen[static_cast<std::size_t>(peer) * size + digit - 1] |= chainOn(n) ? 1 : 2;
    }
  }
  Step step(s.x && s.y ? Technique::XYCycle : s.y ? Technique::YCycle : Technique::XCycle);
  for (int cell = 0; cell < board.area; ++cell) {
    for (int digit = 1; digit <= size; ++digit) {
      if (seen[static_cast<std::size_t>(cell) * size + digit - 1] == 3) step.removals.push_back({cell, digit});
    }
  }
  if (step.removals.empty()) return;  // SE keeps only hints that remove something
  // The loop's cells as SE lists them (the reversed loop's order: from the assumption's
  // successor round to the assumption's cell), and the loop itself, from the assumption round.
  std::vector<Node> chain{chainLink(size, source)};
  for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) chain.push_back(chainLink(size, *it));
  for (std::size_t i = 1; i < chain.size(); ++i) {
    if (std::find(step.cells.begin(), step.cells.end(), chain[i].cell) == step.cells.end()) step.cells.push_back(chain[i].cell);
    step.digits |= bit(chain[i].digit);
  }
  step.chains.push_back(std::move(chain));
  pick.take(difficulty, length, s.sortKey(), std::move(step));
}

}  // namespace

void findCycles(UnarySearch& s, int source, ChainPick& pick) {
  const double base = s.x && s.y ? 7.0 : 6.5;
  if (++s.stamp == 0) std::fill(s.seen.begin(), s.seen.end(), 0), s.stamp = 1;
  s.seen[source] = s.stamp;
  s.parent[source] = -1;
  s.depth[source] = 1;
  // The "off" nodes that lead straight back to the assumption: the opposites of where its own
  // "off" leads (a bivalue cell's other digit, the other place of a house's pair), as the links
  // of a pair go both ways.
  std::vector<int>& closing = s.closing;
  closing.clear();
  for (const int* e = s.links.begin(source ^ 1); e != s.links.end(source ^ 1); ++e) closing.push_back(*e ^ 1);
  std::vector<int>& ons = s.level;
  std::vector<int>& offs = s.offs;
  std::vector<int>& next = s.next;
  ons.assign(1, source);
  while (!ons.empty()) {
    const int length = s.depth[ons.front()] + 1;  // of a cycle closed by this level's "off" nodes
    if (length > pick.longest(base, s.sortKey())) return;  // deeper cycles cannot be the easiest
    offs.clear();
    for (int on : ons) {
      for (const int* e = s.links.begin(on); e != s.links.end(on); ++e) {
        const int off = *e;
        if (isAncestor(s, off, on)) continue;
        if (length >= 4 && std::find(closing.begin(), closing.end(), off) != closing.end()) {
          const double difficulty = chainDifficulty(base, length);
          if (pick.beats(difficulty, length, s.sortKey())) tryCycle(s, source, on, off, length, difficulty, pick);
        }
        if (s.seen[off] == s.stamp) continue;
        s.seen[off] = s.stamp;
        s.parent[off] = on;
        s.depth[off] = length;
        offs.push_back(off);
      }
    }
    next.clear();
    for (int off : offs) {
      for (const int* e = s.links.begin(off); e != s.links.end(off); ++e) {
        if (s.seen[*e] == s.stamp) continue;
        s.seen[*e] = s.stamp;
        s.parent[*e] = off;
        s.depth[*e] = length + 1;
        next.push_back(*e);
      }
    }
    ons.swap(next);
  }
}

}  // namespace dlx::logic
