// Multiple forcing chains (Sukaku Explainer's Chaining(multiple), static links, 8.0 and up): what
// every candidate of a cell leads to is true (cell forcing chains), and so is what every place of
// a digit in a house leads to (region forcing chains). Its length is the sum of each branch's
// nodes up to the conclusion.
//
// SE's order, which decides the step taken among equals: cells r1c1 to r9c9 with three candidates
// or more (a cell with two is left to other producers, and so is a house whose first place for the
// digit is such a cell); in each, digit by digit, the houses (box, row, column) where the cell is
// the digit's first place, then the cell itself; conclusions "on" before "off", each in the order
// the first branch reached them. The first of the least value, then length, then kind (cell
// before region) is taken.
#include "logic/chains/length.hpp"
#include "logic/chains/propagation.hpp"
#include "logic/techniques.hpp"

namespace dlx::logic {
namespace {

constexpr double kBase = 8.0;

// The conclusions every branch reaches, each a candidate step.
void conclude(const Board& board, const std::vector<const Branch*>& branches, Technique technique, int sortKey,
              std::vector<int> cells, int house, Mask digits, ChainPick& pick) {
  const int size = board.size;
  const Branch& first = *branches.front();
  for (const bool on : {true, false}) {
    for (std::size_t i = 0; i < first.order.size(); ++i) {
      const int n = first.order[i];
      if (chainOn(n) != on) continue;
      int complexity = first.depth[i];
      bool everywhere = true;
      for (std::size_t b = 1; b < branches.size() && everywhere; ++b) {
        if (!branches[b]->has(n)) everywhere = false;
        else complexity += branches[b]->depth[branches[b]->indexOf(n)];
      }
      if (!everywhere) continue;
      const int cell = chainCell(size, n), digit = chainDigit(size, n);
      if (on && count(board.candidates[cell] & ~bit(digit)) == 0) continue;  // nothing to remove
      const double difficulty = chainDifficulty(kBase, complexity);
      if (!pick.beats(difficulty, complexity, sortKey)) continue;
      Step step(technique);
      if (on) step.placements.push_back({cell, digit});
      else step.removals.push_back({cell, digit});
      step.cells = cells;
      if (house >= 0) step.houses = {house};
      step.digits = digits;
      for (const Branch* b : branches) step.chains.push_back(b->path(size, b == &first ? static_cast<int>(i) : b->indexOf(n)));
      pick.take(difficulty, complexity, sortKey, std::move(step));
    }
  }
}

}  // namespace

bool findMultipleForcingChain(const Board& board, Step& step) {
  const int size = board.size;
  const ChainOrder order(board);
  const StaticLinks links(board, order, true, true);
  StaticChainer chainer(links);
  ChainPick pick;
  // Every candidate's branch, followed once when first needed: a cell's branches serve its own
  // houses and those of the cells before it that share them.
  std::vector<Branch> branchOf(static_cast<std::size_t>(board.area) * size);
  const auto branch = [&](int cell, int digit) -> const Branch& {
    Branch& b = branchOf[static_cast<std::size_t>(cell) * size + digit - 1];
    if (b.order.empty()) chainer.run(chainNode(size, cell, digit, true), b);
    return b;
  };
  std::vector<const Branch*> branches;
  std::vector<int> cells;
  for (int cell = 0; cell < board.area; ++cell) {
    const Mask digits = board.candidates[cell];
    if (count(digits) < 3) continue;
    for (Mask m = digits; m; m &= m - 1) {
      const int digit = lowest(m);
      for (int h : order.houses[cell]) {
        const Mask where = board.positions(h, digit);
        const auto& houseCells = board.houses[h].cells;
        if (count(where) < 2 || houseCells[lowestIndex(where)] != cell) continue;  // met first from its first place
        branches.clear();
        cells.clear();
        for (Mask p = where; p; p &= p - 1) {
          cells.push_back(houseCells[lowestIndex(p)]);
          branches.push_back(&branch(cells.back(), digit));
        }
        conclude(board, branches, Technique::RegionForcingChain, 6, cells, h, bit(digit), pick);
      }
    }
    branches.clear();
    for (Mask m = digits; m; m &= m - 1) branches.push_back(&branch(cell, lowest(m)));
    conclude(board, branches, Technique::CellForcingChain, 5, {cell}, -1, digits, pick);
  }
  if (pick.found) step = std::move(pick.step);
  return pick.found;
}

}  // namespace dlx::logic
