// Killer cages: the digits that some way of making a cage's sum (distinct digits, each from its
// cell's candidates) still puts in a cell; any other candidate of the cell goes.
#include "techniques.hpp"

namespace dlx::logic {
namespace {

// Fills seen[i] with the digits cell i of the cage takes in some completion; the search stops
// early once every candidate is seen.
void ways(const Board& board, const std::vector<int>& open, std::size_t i, int left, Mask used, std::vector<Mask>& chosen,
          std::vector<Mask>& seen) {
  if (i == open.size()) {
    if (left != 0) return;
    for (std::size_t k = 0; k < open.size(); ++k) seen[k] |= chosen[k];
    return;
  }
  for (Mask m = board.candidates[open[i]] & ~used; m; m &= m - 1) {
    const int digit = lowest(m);
    if (digit > left) break;
    chosen[i] = bit(digit);
    ways(board, open, i + 1, left - digit, used | bit(digit), chosen, seen);
  }
}

}  // namespace

bool findCageCombination(const Board& board, Step& step) {
  for (int k = 0; k < static_cast<int>(board.cages.size()); ++k) {
    const auto& cage = board.cages[k];
    std::vector<int> open;
    int left = cage.sum;
    Mask used = 0;
    for (int cell : cage.cells) {
      if (board.value[cell]) left -= board.value[cell], used |= bit(board.value[cell]);
      else open.push_back(cell);
    }
    if (open.empty()) continue;
    std::vector<Mask> chosen(open.size()), seen(open.size(), 0);
    ways(board, open, 0, left, used, chosen, seen);
    std::vector<Candidate> removals;
    for (std::size_t i = 0; i < open.size(); ++i) {
      for (Mask m = board.candidates[open[i]] & ~seen[i]; m; m &= m - 1) removals.push_back({open[i], lowest(m)});
    }
    if (removals.empty()) continue;
    step = Step(Technique::CageCombination);
    step.removals = std::move(removals);
    step.cells = cage.cells;
    for (Mask s : seen) step.digits |= s;
    return true;
  }
  return false;
}

}  // namespace dlx::logic
