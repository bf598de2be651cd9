// Aligned pair exclusion as Sukaku Explainer runs it (AlignedPairExclusion.java): two base cells
// with at least two bivalue cells that both see (the excluders). A pair of digits for the two is
// impossible when it would empty an excluder (the excluder is exactly that pair), or repeats one
// digit in two cells that see each other. A digit of a base cell that makes no possible pair with
// the other's digits leaves it. The two need not see each other. SE's order, whose first
// exclusion is taken: pairs of its base cells (by index) by the second, then the first.
#include "logic/exclusion/base_cells.hpp"
#include "logic/techniques.hpp"

namespace dlx::logic {

bool findAlignedPairExclusion(const Board& board, Step& step) {
  const exclusion::BaseCells base(board, 2);
  const int n = static_cast<int>(base.cells.size());
  const int words = base.words();
  std::vector<exclusion::Word> shared(words);
  std::vector<Mask> excluders;
  for (int second = 1; second < n; ++second) {
    for (int first = 0; first < second; ++first) {
      if (!exclusion::intersectTwo(base.excluders(first), base.excluders(second), shared.data(), words)) continue;
      const int c0 = base.cells[first], c1 = base.cells[second];
      const Mask m0 = board.candidates[c0], m1 = board.candidates[c1];
      const bool aligned = board.sees(c0, c1);
      exclusion::candidatesOf(board, shared.data(), words, excluders);
      Mask keep0 = 0, keep1 = 0;
      for (Mask a = m0; a; a &= a - 1) {
        for (Mask b = m1; b; b &= b - 1) {
          const Mask d0 = a & -a, d1 = b & -b;
          if ((d0 == d1 && aligned) || exclusion::empties(excluders, d0 | d1)) continue;
          keep0 |= d0, keep1 |= d1;
        }
      }
      if (keep0 == m0 && keep1 == m1) continue;
      const int cells[2] = {c0, c1};
      const Mask keep[2] = {keep0, keep1};
      exclusion::writeStep(board, Technique::AlignedPairExclusion, cells, keep, 2, shared.data(), words, step);
      return true;
    }
  }
  return false;
}

}  // namespace dlx::logic
