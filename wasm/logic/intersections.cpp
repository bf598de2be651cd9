// Intersections: when a digit's places in one house all lie where it crosses another, the rest of
// the other house loses the digit. Pointing starts from a box (or region, or window), claiming from
// a line (row, column or diagonal). "Direct" ones (1.7, 1.9) are those whose removals would leave
// a hidden single, which is placed (only placed: Sukaku Explainer's direct steps remove nothing);
// SE rates them below the naked single.
//
// The search follows Sukaku Explainer's Locking, so that the step taken is its first: pairs of
// house kinds in turn (pointing: box and column, then box and row; claiming: column and box, then
// row and box), and within a pair the digit first, then the first house, then the second, each by
// index. A direct one's hidden single is looked for as SE does: in the other houses of the first
// house's kind that cross the second (other boxes for pointing, other lines for claiming), by index.
#include <algorithm>

#include "house_order.hpp"
#include "techniques.hpp"

namespace dlx::logic {
namespace {

bool lineLike(HouseKind kind) { return kind == HouseKind::Row || kind == HouseKind::Column || kind == HouseKind::Diagonal; }

// A crossing's place in SE's order of kind pairs: the box-like house's kind first (boxes before
// windows), then the line's (columns before rows); a window crossing a box, where neither is a
// line, last.
int pairRank(const Board& board, const Board::Crossing& crossing) {
  const HouseKind a = board.houses[crossing.a].kind, b = board.houses[crossing.b].kind;
  if (!lineLike(a) && !lineLike(b)) return 100 + 10 * seRank(a) + seRank(b);
  const HouseKind box = lineLike(a) ? b : a, line = lineLike(a) ? a : b;
  return 10 * seRank(box) + seRank(line);
}

bool inHouse(const Board& board, int cell, int h) {
  const auto& houses = board.housesOf[cell];
  return std::find(houses.begin(), houses.end(), h) != houses.end();
}

// The hidden single that locking `digit` in house b leaves in another house of a's kind: the
// first such house (by index) whose places of the digit, two or more, all but one are removed
// (lie in b, not in a: the two X diagonals share their centre).
bool followingHiddenSingle(const Board& board, int a, int b, int digit, Candidate& placed, int& single) {
  for (int h = 0; h < static_cast<int>(board.houses.size()); ++h) {
    if (h == a || board.houses[h].kind != board.houses[a].kind) continue;
    const Mask where = board.positions(h, digit);
    if (count(where) < 2) continue;
    Mask outside = 0;
    for (Mask m = where; m; m &= m - 1) {
      const int cell = board.houses[h].cells[lowestIndex(m)];
      if (!inHouse(board, cell, b) || inHouse(board, cell, a)) outside |= m & -m;
    }
    if (count(outside) != 1) continue;
    placed = {board.houses[h].cells[lowestIndex(outside)], digit};
    single = h;
    return true;
  }
  return false;
}

}  // namespace

bool findIntersection(const Board& board, Step& step, bool pointing, bool direct) {
  // The crossings of this side, in SE's order of kind pairs; Board::crossings lists them by first
  // house, then second, which a stable sort keeps within a pair of kinds.
  std::vector<int> order;
  for (int k = 0; k < static_cast<int>(board.crossings.size()); ++k) {
    if (lineLike(board.houses[board.crossings[k].a].kind) != pointing) order.push_back(k);
  }
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
    return pairRank(board, board.crossings[x]) < pairRank(board, board.crossings[y]);
  });
  for (std::size_t first = 0; first < order.size();) {
    const int rank = pairRank(board, board.crossings[order[first]]);
    std::size_t last = first;
    while (last < order.size() && pairRank(board, board.crossings[order[last]]) == rank) ++last;
    for (int digit = 1; digit <= board.size; ++digit) {
      for (std::size_t k = first; k < last; ++k) {
        const auto& [a, b, inside] = board.crossings[order[k]];
        const Mask where = board.positions(a, digit);
        // Every place of the digit in a lies in b, and b has more.
        if (count(where) < 2 || (where & ~inside) != 0) continue;
        const Mask there = board.positions(b, digit);
        if (count(there) == count(where)) continue;
        Candidate placed{};
        int single = -1;
        if (direct && !followingHiddenSingle(board, a, b, digit, placed, single)) continue;
        std::vector<int> cells;
        for (Mask m = where; m; m &= m - 1) cells.push_back(board.houses[a].cells[lowestIndex(m)]);
        step = Step(direct ? (pointing ? Technique::DirectPointing : Technique::DirectClaiming)
                           : (pointing ? Technique::Pointing : Technique::Claiming));
        // A direct one only places its single, as SE applies it: the removals stay for a later
        // step to make (SE's path goes on from that grid).
        for (Mask m = direct ? 0 : there; m; m &= m - 1) {
          const int cell = board.houses[b].cells[lowestIndex(m)];
          if (std::find(cells.begin(), cells.end(), cell) == cells.end()) step.removals.push_back({cell, digit});
        }
        step.cells = std::move(cells);
        step.houses = {a, b};
        step.digits = bit(digit);
        if (direct) {
          step.placements.push_back(placed);
          step.houses.push_back(single);
        }
        return true;
      }
    }
    first = last;
  }
  return false;
}

}  // namespace dlx::logic
