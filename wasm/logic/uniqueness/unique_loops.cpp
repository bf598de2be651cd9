// Unique rectangles and unique loops, types 1 to 4, as Sukaku Explainer's UniqueLoops finds and
// rates them (serate's defaults: lkSudoku's fix on, the non-revised rating). A loop (loops.hpp)
// on digits a and b cannot be left with only a and b in every cell, or they could swap around it.
//   Type 1: one cell holds more: it is not a or b.
//   Type 2: the cells holding more all hold one extra digit x: one of them is x, so x leaves the
//           cells that see them all.
//   Type 3: two cells hold more, in one house: one of them holds an extra digit, so the two act
//           as one cell holding their extra digits, which with other cells of the house forms a
//           naked set (the set's digits leave the house's other cells) or, with a and b, a
//           hidden set (its cells lose every other digit).
//   Type 4: two cells hold more, in a house where a has no other place: one of them is a, and the
//           other cannot be b (with a and b alone the loop could swap), so neither is b.
// SE gathers every such step, sorts them by value (4.5, plus 0.1 for a loop of 6 cells, 0.2 of 8,
// 0.5 of 10 or more; a type 3 plus 0.1 for each cell of its naked set outside the loop, or for
// each but one of its hidden set's), then type, and takes the first: the first met among those of
// the least value and type.
#include <algorithm>
#include <vector>

#include "../techniques.hpp"
#include "loops.hpp"
#include "se_order.hpp"

namespace dlx::logic {
namespace {

using uniqueness::kRegionTypes;
using uniqueness::regionOf;

// A step SE could take, with its value worked out as SE does, in doubles: sums such as 4.6 + 0.1
// and 4.5 + 0.2 differ in their last bit, and the sort goes by that.
struct Found {
  double value;
  int type;
  Step step;
};

double loopValue(int cells) {
  double value = 4.5;
  if (cells >= 10) value += 0.3;  // and 0.2 more below: SE's ladder of bonuses falls through here
  if (cells >= 8) value += 0.2;
  else if (cells >= 6) value += 0.1;
  return value;
}

Technique techniqueOf(int cells, int type) {
  static constexpr Technique kRectangle[] = {Technique::UniqueRectangleType1, Technique::UniqueRectangleType2,
                                             Technique::UniqueRectangleType3, Technique::UniqueRectangleType4};
  static constexpr Technique kLoop[] = {Technique::UniqueLoopType1, Technique::UniqueLoopType2,
                                        Technique::UniqueLoopType3, Technique::UniqueLoopType4};
  return (cells == 4 ? kRectangle : kLoop)[type - 1];
}

class Search {
 public:
  explicit Search(const Board& board) : board_(board) {}

  // The loops through each cell holding only two digits, cells in reading order.
  bool run(Step& step) {
    for (int start = 0; start < board_.area; ++start) {
      const Mask pair = board_.candidates[start];
      if (count(pair) != 2) continue;
      // A type 1 rectangle (4.5, type 1) comes first whatever follows: no need to look further.
      uniqueness::forEachLoop(board_, start, pair, [&](const std::vector<int>& loop) { return consider(loop, pair); });
      if (best_.type == 1 && best_.value == 4.5) break;
    }
    if (best_.type == 0) return false;
    step = std::move(best_.step);
    return true;
  }

 private:
  bool consider(const std::vector<int>& loop, Mask pair) {
    std::vector<int> extra;
    for (int cell : loop) {
      if (count(board_.candidates[cell]) > 2) extra.push_back(cell);
    }
    if (extra.size() == 1) {
      std::vector<Candidate> removals;
      for (Mask m = pair; m; m &= m - 1) removals.push_back({extra[0], lowest(m)});
      offer(loop, pair, 1, loopValue(static_cast<int>(loop.size())), std::move(removals), {}, -1);
    } else if (extra.size() > 2) {
      typeTwo(loop, pair, extra);
    } else if (extra.size() == 2) {
      const Mask more = (board_.candidates[extra[0]] | board_.candidates[extra[1]]) & ~pair;
      if (count(more) == 1) typeTwo(loop, pair, extra);
      else if (count(more) >= 2) typeThree(loop, pair, extra[0], extra[1], more);
      typeFour(loop, pair, extra[0], extra[1]);
    }
    return best_.type == 1 && best_.value == 4.5;
  }

  // Keeps the step if it comes before the best so far in SE's sort (value, then type; the first
  // met on a tie). A step that removes nothing is not one.
  void offer(const std::vector<int>& loop, Mask pair, int type, double value, std::vector<Candidate> removals,
             const std::vector<int>& setCells, int house) {
    if (removals.empty()) return;
    if (best_.type != 0 && (best_.value < value || (best_.value == value && best_.type <= type))) return;
    Step step(techniqueOf(static_cast<int>(loop.size()), type));
    step.difficulty = static_cast<int>(value * 10 + 0.5);
    step.removals = std::move(removals);
    step.cells = loop;
    step.cells.insert(step.cells.end(), setCells.begin(), setCells.end());
    if (house >= 0) step.houses = {house};
    step.digits = pair;
    best_ = {value, type, std::move(step)};
  }

  // The cells that see every cell of `cells` (none of them).
  std::vector<int> seeingAll(const std::vector<int>& cells) const {
    std::vector<int> out;
    for (int other : board_.peers[cells[0]]) {
      bool all = true;
      for (int cell : cells) all = all && board_.sees(cell, other);
      if (all) out.push_back(other);
    }
    return out;
  }

  void typeTwo(const std::vector<int>& loop, Mask pair, const std::vector<int>& extra) {
    const int x = lowest(board_.candidates[extra[0]] & ~pair);
    std::vector<Candidate> removals;
    for (int cell : seeingAll(extra)) {
      if (board_.candidates[cell] & bit(x)) removals.push_back({cell, x});
    }
    offer(loop, pair, 2, loopValue(static_cast<int>(loop.size())), sorted(std::move(removals)), {}, -1);
  }

  void typeThree(const std::vector<int>& loop, Mask pair, int c1, int c2, Mask more) {
    const double base = loopValue(static_cast<int>(loop.size()));
    for (int degree = 2; degree <= 7; ++degree) {
      for (int type = 0; type < kRegionTypes; ++type) {
        const int h = regionOf(board_, type, c1);
        if (h != regionOf(board_, type, c2)) continue;
        const auto& cells = board_.houses[h].cells;
        int empty = 0;
        for (int cell : cells) empty += board_.value[cell] == 0;
        if (degree * 2 <= empty && degree >= count(more)) nakedSets(loop, pair, c1, c2, more, h, degree, base);
        if (degree * 2 < empty) hiddenSets(loop, pair, c1, c2, more, h, degree, base);
      }
    }
  }

  // c1 and c2 as one cell holding `more`, with degree - 1 other cells of house h: SE tries every
  // set of degree positions of the house that takes c1 and not c2; only cells with two candidates
  // or more can be part of one, so only those are tried (in the same order).
  void nakedSets(const std::vector<int>& loop, Mask pair, int c1, int c2, Mask more, int h, int degree, double base) {
    std::vector<int> others;
    for (int cell : board_.houses[h].cells) {
      if (cell != c1 && cell != c2 && count(board_.candidates[cell]) >= 2) others.push_back(cell);
    }
    const Mask shared = more & board_.candidates[c1] & board_.candidates[c2];
    uniqueness::forEachCombination(others, degree - 1, false, [&](const std::vector<int>& set) {
      Mask held = 0;
      for (int cell : set) held |= board_.candidates[cell];
      // SE asks both that the set's cells with what c1 and c2 share make `degree` digits, and
      // that with all of `more` they still do.
      if (count(shared | held) != degree || count(more | held) != degree) return false;
      // The set's digits leave the house's other cells (SE's vanilla grids take this way; its
      // variant grids would take them from the cells seeing all their holders).
      const Mask digits = more | held;
      std::vector<Candidate> removals;
      for (int cell : board_.houses[h].cells) {
        if (cell == c1 || cell == c2 || std::find(set.begin(), set.end(), cell) != set.end()) continue;
        for (Mask m = board_.candidates[cell] & digits; m; m &= m - 1) removals.push_back({cell, lowest(m)});
      }
      offer(loop, pair, 3, base + (degree - 1) * 0.1, sorted(std::move(removals)), set, h);
      return false;
    });
  }

  // Digits that, with a and b, have no places in house h but degree cells counting c1 and c2 as
  // one: those cells hold them, so they lose every other digit.
  void hiddenSets(const std::vector<int>& loop, Mask pair, int c1, int c2, Mask more, int h, int degree, double base) {
    const auto& cells = board_.houses[h].cells;
    int i2 = 0;
    while (cells[i2] != c2) ++i2;
    const Mask without2 = ~(Mask{1} << i2);
    // SE's other digits are those outside the pair and `more`; a digit with no place here (but
    // c2) can be in no set, so it is left out.
    const Mask rest = allDigits(board_.size) & ~pair & ~more;
    std::vector<int> digits;
    for (Mask m = rest; m; m &= m - 1) {
      if (board_.positions(h, lowest(m)) & without2) digits.push_back(lowest(m));
    }
    if (degree - 2 > count(rest)) return;
    const Mask pairPlaces = (board_.positions(h, lowest(pair)) | board_.positions(h, lowest(pair & (pair - 1)))) & without2;
    uniqueness::forEachCombination(digits, degree - 2, rest == 0, [&](const std::vector<int>& set) {
      Mask places = pairPlaces, hidden = pair;
      for (int d : set) places |= board_.positions(h, d) & without2, hidden |= bit(d);
      if (count(places) != degree) return false;
      std::vector<Candidate> removals;
      std::vector<int> setCells;
      for (Mask m = places; m; m &= m - 1) {
        const int cell = cells[lowestIndex(m)];
        if (cell == c1) continue;
        setCells.push_back(cell);
        for (Mask o = board_.candidates[cell] & ~hidden; o; o &= o - 1) removals.push_back({cell, lowest(o)});
      }
      offer(loop, pair, 3, base + (static_cast<int>(setCells.size()) - 1) * 0.1, sorted(std::move(removals)), setCells, h);
      return false;
    });
  }

  // A house of both c1 and c2 where a (or else b) has no other place: one of them is a, so
  // neither is b. SE keeps the last such house of its region order, a before b.
  void typeFour(const std::vector<int>& loop, Mask pair, int c1, int c2) {
    const int a = lowest(pair), b = lowest(pair & (pair - 1));
    int lockA = -1, lockB = -1;
    for (int type = 0; type < kRegionTypes; ++type) {
      const int h = regionOf(board_, type, c1);
      if (h != regionOf(board_, type, c2)) continue;
      bool hasA = false, hasB = false;
      for (int cell : board_.houses[h].cells) {
        if (cell == c1 || cell == c2) continue;
        hasA = hasA || (board_.candidates[cell] & bit(a));
        hasB = hasB || (board_.candidates[cell] & bit(b));
      }
      if (!hasA) lockA = h;
      if (!hasB) lockB = h;
    }
    const int house = lockA >= 0 ? lockA : lockB;
    if (house < 0) return;
    const int removed = lockA >= 0 ? b : a;
    offer(loop, pair, 4, loopValue(static_cast<int>(loop.size())), sorted({{c1, removed}, {c2, removed}}), {}, house);
  }

  static std::vector<Candidate> sorted(std::vector<Candidate> removals) {
    std::sort(removals.begin(), removals.end(),
              [](const Candidate& x, const Candidate& y) { return x.cell != y.cell ? x.cell < y.cell : x.digit < y.digit; });
    return removals;
  }

  const Board& board_;
  Found best_{0, 0, {}};
};

}  // namespace

bool findUniqueLoop(const Board& board, Step& step) {
  if (!board.uniqueness) return false;
  return Search(board).run(step);
}

}  // namespace dlx::logic
