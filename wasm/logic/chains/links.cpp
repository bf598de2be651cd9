#include "logic/chains/links.hpp"

#include <algorithm>

#include "logic/chains/length.hpp"

namespace dlx::logic {

ChainOrder::ChainOrder(const Board& board) : houses(board.area), peers(board.area) {
  for (int cell = 0; cell < board.area; ++cell) {
    // housesOf lists a cell's row, column, box (or region), then the rest: SE reads the box first.
    const auto& of = board.housesOf[cell];
    auto& mine = houses[cell];
    for (int h : of) {
      if (board.houses[h].kind == HouseKind::Box || board.houses[h].kind == HouseKind::Region) mine.push_back(h);
    }
    for (HouseKind kind : {HouseKind::Row, HouseKind::Column}) {
      for (int h : of) {
        if (board.houses[h].kind == kind) mine.push_back(h);
      }
    }
    for (int h : of) {
      if (std::find(mine.begin(), mine.end(), h) == mine.end()) mine.push_back(h);
    }
    std::vector<char> listed(board.area, 0);
    listed[cell] = 1;
    for (int h : mine) {
      for (int other : board.houses[h].cells) {
        if (!listed[other]) listed[other] = 1, peers[cell].push_back(other);
      }
    }
    // Killer cages: peers that share no house come last.
    for (int other : board.peers[cell]) {
      if (!listed[other]) listed[other] = 1, peers[cell].push_back(other);
    }
  }
}

StaticLinks::StaticLinks(const Board& board, const ChainOrder& order, bool y, bool x) {
  const int size = board.size;
  start_.assign(static_cast<std::size_t>(board.area) * size * 2 + 1, 0);
  for (int cell = 0; cell < board.area; ++cell) {
    const Mask mine = board.candidates[cell];
    for (int digit = 1; digit <= size; ++digit) {
      const int off = chainNode(size, cell, digit, false);
      start_[off] = static_cast<int>(next_.size());
      if (mine & bit(digit)) {
        if (y && count(mine) == 2) next_.push_back(chainNode(size, cell, lowest(mine & ~bit(digit)), true));
        if (x) {
          const std::size_t first = next_.size();
          for (int h : order.houses[cell]) {
            const Mask where = board.positions(h, digit);
            if (count(where) != 2) continue;
            for (Mask m = where; m; m &= m - 1) {
              const int other = board.houses[h].cells[lowestIndex(m)];
              const int n = chainNode(size, other, digit, true);
              // A pair in both the box and a line is one link (SE keeps them in a set).
              if (other != cell && std::find(next_.begin() + static_cast<std::ptrdiff_t>(first), next_.end(), n) == next_.end()) {
                next_.push_back(n);
              }
            }
          }
        }
      }
      start_[off + 1] = static_cast<int>(next_.size());
      if (mine & bit(digit)) {
        if (y) {
          for (Mask m = mine & ~bit(digit); m; m &= m - 1) next_.push_back(chainNode(size, cell, lowest(m), false));
        }
        for (int peer : order.peers[cell]) {
          if (board.candidates[peer] & bit(digit)) next_.push_back(chainNode(size, peer, digit, false));
        }
      }
    }
  }
  start_.back() = static_cast<int>(next_.size());
}

std::vector<Node> chainPath(int size, const std::vector<int>& parent, int node) {
  std::vector<Node> out;
  for (; node >= 0; node = parent[node]) out.push_back(chainLink(size, node));
  std::reverse(out.begin(), out.end());
  return out;
}

int ChainPick::longest(double base, int key) const {
  if (!found) return 1 << 20;
  int c = 1;
  while (c < (1 << 20) && beats(chainDifficulty(base, c + 1), c + 1, key)) ++c;
  return c;
}

void ChainPick::take(double d, int c, int key, Step&& s) {
  found = true;
  difficulty = d;
  complexity = c;
  sortKey = key;
  step = std::move(s);
  step.difficulty = tenthsOf(d);
}

}  // namespace dlx::logic
