// Aligned pair exclusion: two cells that see each other cannot take a pair of digits that would
// empty a bivalue cell they both see (nor the same digit twice). A digit of one cell that makes a
// pair with none of the other's digits leaves it.
#include "techniques.hpp"

namespace dlx::logic {

bool findAlignedPairExclusion(const Board& board, Step& step) {
  for (int c1 = 0; c1 < board.area; ++c1) {
    if (count(board.candidates[c1]) < 2) continue;
    for (int c2 : board.peers[c1]) {
      if (c2 < c1 || count(board.candidates[c2]) < 2) continue;
      std::vector<int> excluders;
      std::vector<Mask> pairs;
      for (int cell : board.peers[c1]) {
        if (cell != c2 && count(board.candidates[cell]) == 2 && board.sees(cell, c2)) {
          excluders.push_back(cell);
          pairs.push_back(board.candidates[cell]);
        }
      }
      if (excluders.empty()) continue;
      Mask keep1 = 0, keep2 = 0;
      for (Mask m = board.candidates[c1]; m; m &= m - 1) {
        for (Mask n = board.candidates[c2]; n; n &= n - 1) {
          const Mask a = m & -m, b = n & -n;
          if (a == b) continue;
          bool excluded = false;
          for (Mask pair : pairs) excluded = excluded || pair == (a | b);
          if (!excluded) keep1 |= a, keep2 |= b;
        }
      }
      std::vector<Candidate> removals;
      for (Mask m = board.candidates[c1] & ~keep1; m; m &= m - 1) removals.push_back({c1, lowest(m)});
      for (Mask m = board.candidates[c2] & ~keep2; m; m &= m - 1) removals.push_back({c2, lowest(m)});
      if (removals.empty()) continue;
      step = Step(Technique::AlignedPairExclusion);
      step.removals = std::move(removals);
      step.cells = {c1, c2};
      for (std::size_t i = 0; i < excluders.size(); ++i) {
        step.cells.push_back(excluders[i]);
        step.digits |= pairs[i];
      }
      return true;
    }
  }
  return false;
}

}  // namespace dlx::logic
