// Intersections: when a digit's places in one house all lie where it crosses another, the rest of
// the other house loses the digit. Pointing starts from a box (or region, or window), claiming from
// a line (row, column or diagonal). "Direct" ones (1.7, 1.9) are those whose removals leave a
// hidden single, which is then placed; SE rates them below the naked single.
#include "techniques.hpp"

namespace dlx::logic {
namespace {

bool lineLike(HouseKind kind) { return kind == HouseKind::Row || kind == HouseKind::Column || kind == HouseKind::Diagonal; }

}  // namespace

bool findIntersection(const Board& board, Step& step, bool pointing, bool direct) {
  const int houses = static_cast<int>(board.houses.size());
  for (int a = 0; a < houses; ++a) {
    if (lineLike(board.houses[a].kind) == pointing) continue;
    for (int digit = 1; digit <= board.size; ++digit) {
      const Mask where = board.positions(a, digit);
      if (count(where) < 2) continue;
      std::vector<int> cells;
      for (Mask m = where; m; m &= m - 1) cells.push_back(board.houses[a].cells[__builtin_ctz(m)]);
      for (int b = 0; b < houses; ++b) {
        if (b == a) continue;
        // Every place of the digit in a must lie in b.
        bool inside = true;
        for (int cell : cells) {
          bool in = false;
          for (int h : board.housesOf[cell]) in = in || h == b;
          inside = inside && in;
        }
        if (!inside) continue;
        std::vector<Candidate> removals;
        for (int cell : board.houses[b].cells) {
          if (!(board.candidates[cell] & bit(digit))) continue;
          bool ours = false;
          for (int c : cells) ours = ours || c == cell;
          if (!ours) removals.push_back({cell, digit});
        }
        if (removals.empty()) continue;
        Candidate placed{};
        int single = -1;
        if (direct && !leavesHiddenSingle(board, removals, placed, single)) continue;
        step = Step(direct ? (pointing ? Technique::DirectPointing : Technique::DirectClaiming)
                           : (pointing ? Technique::Pointing : Technique::Claiming));
        step.removals = std::move(removals);
        step.cells = cells;
        step.houses = {a, b};
        step.digits = bit(digit);
        if (direct) {
          step.placements.push_back(placed);
          step.houses.push_back(single);
        }
        return true;
      }
    }
  }
  return false;
}

}  // namespace dlx::logic
