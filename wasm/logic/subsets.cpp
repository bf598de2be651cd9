// Subsets: k cells of a house whose candidates are k digits in all (naked: those digits leave the
// rest of the house), or k digits whose places in a house are k cells in all (hidden: those cells
// lose their other candidates). Pairs, triples and quads; "direct" hidden pairs and triples (2.0,
// 2.5) are those whose removals leave a hidden single, which is then placed.
#include "combinations.hpp"
#include "techniques.hpp"

namespace dlx::logic {
namespace {

constexpr Technique kNaked[] = {Technique::NakedPair, Technique::NakedTriple, Technique::NakedQuad};
constexpr Technique kHidden[] = {Technique::HiddenPair, Technique::HiddenTriple, Technique::HiddenQuad};

}  // namespace

bool findNakedSubset(const Board& board, Step& step, int k) {
  for (int h = 0; h < static_cast<int>(board.houses.size()); ++h) {
    std::vector<int> open;
    for (int cell : board.houses[h].cells) {
      const int n = count(board.candidates[cell]);
      if (n >= 2 && n <= k) open.push_back(cell);
    }
    const bool found = anySubset(static_cast<int>(open.size()), k, [&](const std::vector<int>& chosen) {
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
    if (found) return true;
  }
  return false;
}

bool findHiddenSubset(const Board& board, Step& step, int k, bool direct) {
  for (int h = 0; h < static_cast<int>(board.houses.size()); ++h) {
    const auto& cells = board.houses[h].cells;
    std::vector<int> digits;
    std::vector<Mask> where;
    for (int digit = 1; digit <= board.size; ++digit) {
      const Mask w = board.positions(h, digit);
      if (count(w) >= 2 && count(w) <= k) digits.push_back(digit), where.push_back(w);
    }
    const bool found = anySubset(static_cast<int>(digits.size()), k, [&](const std::vector<int>& chosen) {
      Mask places = 0, set = 0;
      for (int i : chosen) places |= where[i], set |= bit(digits[i]);
      if (count(places) != k) return false;
      std::vector<Candidate> removals;
      for (Mask m = places; m; m &= m - 1) {
        const int cell = cells[lowestIndex(m)];
        for (Mask o = board.candidates[cell] & ~set; o; o &= o - 1) removals.push_back({cell, lowest(o)});
      }
      if (removals.empty()) return false;
      Candidate placed{};
      int single = -1;
      if (direct && !leavesHiddenSingle(board, removals, placed, single)) return false;
      step = Step(direct ? (k == 2 ? Technique::DirectHiddenPair : Technique::DirectHiddenTriple) : kHidden[k - 2]);
      step.removals = std::move(removals);
      for (Mask m = places; m; m &= m - 1) step.cells.push_back(cells[lowestIndex(m)]);
      step.houses = {h};
      step.digits = set;
      if (direct) {
        step.placements.push_back(placed);
        step.houses.push_back(single);
      }
      return true;
    });
    if (found) return true;
  }
  return false;
}

}  // namespace dlx::logic
