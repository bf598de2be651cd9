// Uniqueness: the puzzle has one solution, so the candidates may never be left in a pattern that
// would allow two (its digits swapped). Only where swapping keeps every rule: rows, columns and
// boxes or jigsaw regions, no diagonal, window or cage (Board::uniqueness).
//
//   a b . a b      Unique rectangle: four cells in two rows, two columns and two boxes, all
//   . . . . .      holding {a,b}. Type 1: three are exactly {a,b}, so the fourth is not a or b.
//   a b . a b x    Type 2: two are {a,b}, the others {a,b,x}: one of those is x, so x leaves
//                  every cell that sees both. Type 4: two are {a,b} and the other two hold the
//                  only places of a in a house they share: they cannot be b.
// Bivalue universal grave (+1): every empty cell has two candidates but one, which has three;
// each digit left twice in every house but one, thrice: that one must be placed there.
#include "techniques.hpp"

namespace dlx::logic {
namespace {

int boxOf(const Board& board, int cell) { return board.housesOf[cell][2]; }

bool rectangle(const Board& board, Step& step, const int (&c)[4], Mask ab) {
  // c[0], c[1] share a row; c[2], c[3] share the other; c[0], c[2] a column.
  std::vector<int> floor, roof;
  for (int cell : c) (board.candidates[cell] == ab ? floor : roof).push_back(cell);
  const int a = lowest(ab), b = lowest(ab & (ab - 1));
  auto found = [&](std::vector<Candidate> removals) {
    if (removals.empty()) return false;
    step = Step(Technique::UniqueRectangle);
    step.removals = std::move(removals);
    step.cells.assign(std::begin(c), std::end(c));
    step.digits = ab;
    return true;
  };
  if (floor.size() == 3) {  // type 1
    std::vector<Candidate> removals;
    for (int d : {a, b}) removals.push_back({roof[0], d});
    return found(removals);
  }
  if (floor.size() != 2 || !board.sees(floor[0], floor[1])) return false;
  const Mask extra0 = board.candidates[roof[0]] & ~ab, extra1 = board.candidates[roof[1]] & ~ab;
  if (extra0 == extra1 && count(extra0) == 1) {  // type 2
    std::vector<Candidate> removals;
    const int x = lowest(extra0);
    for (int cell : board.peers[roof[0]]) {
      if (cell != roof[1] && (board.candidates[cell] & extra0) && board.sees(cell, roof[1])) removals.push_back({cell, x});
    }
    if (found(removals)) return true;
  }
  for (int h : board.housesOf[roof[0]]) {  // type 4
    bool both = false;
    for (int g : board.housesOf[roof[1]]) both = both || g == h;
    if (!both) continue;
    for (const auto& [locked, other] : {std::pair{a, b}, std::pair{b, a}}) {
      if (count(board.positions(h, locked)) != 2) continue;
      if (found({{roof[0], other}, {roof[1], other}})) {
        step.houses = {h};
        return true;
      }
    }
  }
  return false;
}

}  // namespace

bool findUniqueRectangle(const Board& board, Step& step) {
  if (!board.uniqueness) return false;
  const int size = board.size;
  for (int r1 = 0; r1 < size; ++r1) {
    for (int r2 = r1 + 1; r2 < size; ++r2) {
      for (int c1 = 0; c1 < size; ++c1) {
        for (int c2 = c1 + 1; c2 < size; ++c2) {
          const int cells[4] = {r1 * size + c1, r1 * size + c2, r2 * size + c1, r2 * size + c2};
          Mask common = ~Mask{0};
          for (int cell : cells) common &= board.candidates[cell];
          if (count(common) < 2) continue;
          int boxes[4];
          for (int i = 0; i < 4; ++i) boxes[i] = boxOf(board, cells[i]);
          const int distinct = 1 + (boxes[1] != boxes[0]) + (boxes[2] != boxes[0] && boxes[2] != boxes[1]) +
                               (boxes[3] != boxes[0] && boxes[3] != boxes[1] && boxes[3] != boxes[2]);
          if (distinct != 2) continue;
          for (Mask m = common; m; m &= m - 1) {
            for (Mask n = m & (m - 1); n; n &= n - 1) {
              const Mask ab = (m & -m) | (n & -n);
              if (rectangle(board, step, cells, ab)) return true;
            }
          }
        }
      }
    }
  }
  return false;
}

bool findBivalueUniversalGrave(const Board& board, Step& step) {
  if (!board.uniqueness) return false;
  int odd = -1;
  for (int cell = 0; cell < board.area; ++cell) {
    const int n = count(board.candidates[cell]);
    if (n == 0 || n == 2) continue;
    if (n != 3 || odd >= 0) return false;
    odd = cell;
  }
  if (odd < 0) return false;
  for (Mask m = board.candidates[odd]; m; m &= m - 1) {
    const int digit = lowest(m);
    bool thrice = true;
    for (int h : board.housesOf[odd]) thrice = thrice && count(board.positions(h, digit)) == 3;
    if (!thrice) continue;
    step = Step(Technique::BivalueUniversalGrave);
    step.placements.push_back({odd, digit});
    step.cells = {odd};
    step.digits = bit(digit);
    return true;
  }
  return false;
}

}  // namespace dlx::logic
