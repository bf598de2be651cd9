// Intersections: when a digit's places in one house all lie where it crosses another, the rest of
// the other house loses the digit. Pointing starts from a box (or region, or window), claiming from
// a line (row, column or diagonal). "Direct" ones (1.7, 1.9) are those whose removals leave a
// hidden single, which is then placed; SE rates them below the naked single.
#include <algorithm>

#include "techniques.hpp"

namespace dlx::logic {
namespace {

bool lineLike(HouseKind kind) { return kind == HouseKind::Row || kind == HouseKind::Column || kind == HouseKind::Diagonal; }

}  // namespace

bool findIntersection(const Board& board, Step& step, bool pointing, bool direct) {
  for (const auto& [a, b, inside] : board.crossings) {
    if (lineLike(board.houses[a].kind) == pointing) continue;
    for (int digit = 1; digit <= board.size; ++digit) {
      const Mask where = board.positions(a, digit);
      // Every place of the digit in a lies in b, and b has more.
      if (count(where) < 2 || (where & ~inside) != 0) continue;
      const Mask there = board.positions(b, digit);
      if (count(there) == count(where)) continue;
      std::vector<int> cells;
      for (Mask m = where; m; m &= m - 1) cells.push_back(board.houses[a].cells[lowestIndex(m)]);
      std::vector<Candidate> removals;
      for (Mask m = there; m; m &= m - 1) {
        const int cell = board.houses[b].cells[lowestIndex(m)];
        if (std::find(cells.begin(), cells.end(), cell) == cells.end()) removals.push_back({cell, digit});
      }
      Candidate placed{};
      int single = -1;
      if (direct && !leavesHiddenSingle(board, removals, placed, single)) continue;
      step = Step(direct ? (pointing ? Technique::DirectPointing : Technique::DirectClaiming)
                         : (pointing ? Technique::Pointing : Technique::Claiming));
      step.removals = std::move(removals);
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
  return false;
}

}  // namespace dlx::logic
