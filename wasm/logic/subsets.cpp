// Subsets: k cells of a house whose candidates are k digits in all (naked: those digits leave the
// rest of the house), or k digits whose places in a house are k cells in all (hidden: those cells
// lose their other candidates). Pairs, triples and quads; "direct" hidden pairs and triples (2.0,
// 2.5) are those whose removals would leave a hidden single in the same house, which is placed
// (only placed: Sukaku Explainer's direct steps remove nothing).
//
// The search follows Sukaku Explainer's NakedSet and HiddenSet, so that the step taken is its first:
// houses in its order (boxes, columns, rows: house_order.hpp), in each the k-sets of cells (naked)
// or of digits (hidden) in colexicographic order, and only in houses with enough empty cells to
// hold the set and something to remove besides (SE's bounds, which leave a small house's subset to
// its complement: a hidden pair among four empty cells is the naked pair of the other two).
#include "combinations.hpp"
#include "house_order.hpp"
#include "techniques.hpp"

namespace dlx::logic {
namespace {

constexpr Technique kNaked[] = {Technique::NakedPair, Technique::NakedTriple, Technique::NakedQuad};
constexpr Technique kHidden[] = {Technique::HiddenPair, Technique::HiddenTriple, Technique::HiddenQuad};

}  // namespace

bool findNakedSubset(const Board& board, Step& step, int k) {
  return anyHouseInSeOrder(board, [&](int h) {
    if (emptyCellsOf(board, h) < 2 * k) return false;
    std::vector<int> open;
    for (int cell : board.houses[h].cells) {
      const int n = count(board.candidates[cell]);
      if (n >= 2 && n <= k) open.push_back(cell);
    }
    return anySubsetColex(static_cast<int>(open.size()), k, [&](const std::vector<int>& chosen) {
      Mask digits = 0;
      for (int i : chosen) digits |= board.candidates[open[i]];
      if (count(digits) != k) return false;
      std::vector<Candidate> removals;
      for (int cell : board.houses[h].cells) {
        bool ours = false;
        for (int i : chosen) ours = ours || open[i] == cell;
        if (ours) continue;
        for (Mask m = board.candidates[cell] & digits; m; m &= m - 1) removals.push_back({cell, lowest(m)});
      }
      if (removals.empty()) return false;
      step = Step(kNaked[k - 2]);
      step.removals = std::move(removals);
      for (int i : chosen) step.cells.push_back(open[i]);
      step.houses = {h};
      step.digits = digits;
      return true;
    });
  });
}

bool findHiddenSubset(const Board& board, Step& step, int k, bool direct) {
  return anyHouseInSeOrder(board, [&](int h) {
    const int empty = emptyCellsOf(board, h);
    if (empty <= 2 * k && !(direct && empty > k)) return false;
    const auto& cells = board.houses[h].cells;
    std::vector<int> digits;
    std::vector<Mask> where;
    for (int digit = 1; digit <= board.size; ++digit) {
      const Mask w = board.positions(h, digit);
      if (count(w) >= 2 && count(w) <= k) digits.push_back(digit), where.push_back(w);
    }
    return anySubsetColex(static_cast<int>(digits.size()), k, [&](const std::vector<int>& chosen) {
      Mask places = 0, set = 0;
      for (int i : chosen) places |= where[i], set |= bit(digits[i]);
      if (count(places) != k) return false;
      std::vector<Candidate> removals;
      for (Mask m = places; m; m &= m - 1) {
        const int cell = cells[lowestIndex(m)];
        for (Mask o = board.candidates[cell] & ~set; o; o &= o - 1) removals.push_back({cell, lowest(o)});
      }
      if (removals.empty()) return false;
      // A direct one's hidden single: the smallest other digit of the house with places besides
      // the set's cells, and one place left when those go.
      Candidate placed{};
      if (direct) {
        for (int digit = 1; digit <= board.size && placed.digit == 0; ++digit) {
          const Mask w = board.positions(h, digit);
          if ((set & bit(digit)) || count(w) < 2 || count(w & ~places) != 1) continue;
          placed = {cells[lowestIndex(w & ~places)], digit};
        }
        if (placed.digit == 0) return false;
      }
      step = Step(direct ? (k == 2 ? Technique::DirectHiddenPair : Technique::DirectHiddenTriple) : kHidden[k - 2]);
      // A direct one only places its single, as SE applies it: the set's removals stay for a
      // later step to make (SE's path goes on from that grid).
      if (!direct) step.removals = std::move(removals);
      for (Mask m = places; m; m &= m - 1) step.cells.push_back(cells[lowestIndex(m)]);
      step.houses = {h};
      step.digits = set;
      if (direct) {
        step.placements.push_back(placed);
        step.houses.push_back(h);
      }
      return true;
    });
  });
}

}  // namespace dlx::logic
