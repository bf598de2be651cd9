// Aligned triplet exclusion as Sukaku Explainer runs it (AlignedExclusion.java, degree 3): three
// base cells with at least two excluders (cells of two or three candidates) that all three see. A
// choice of a digit for each base cell is impossible when it empties an excluder (the excluder's
// candidates are among the three digits) or puts one digit twice in cells that see each other; a
// digit of a base cell that no possible choice gives it leaves it.
// SE's order, whose first exclusion is taken: pairs of base cells (by index) by the second, then
// the first; then the third among the excluders of the first two that are base cells themselves,
// the first's in index order, then the second's not seen yet. SE builds every choice as arrays and
// sets of cells (seconds a puzzle); here the choices are bit masks of digits, and a pair of base
// cells without two common excluders is dropped before any third is tried.
#include "logic/exclusion/base_cells.hpp"
#include "logic/techniques.hpp"

namespace dlx::logic {

namespace {

// The digits each of the three cells keeps: those of some choice that empties no excluder and
// repeats no digit in cells that see each other.
void keptDigits(const Board& board, const int (&cells)[3], const std::vector<int>& excluders, Mask (&keep)[3]) {
  const Mask m0 = board.candidates[cells[0]], m1 = board.candidates[cells[1]], m2 = board.candidates[cells[2]];
  const bool sees01 = board.sees(cells[0], cells[1]), sees02 = board.sees(cells[0], cells[2]), sees12 = board.sees(cells[1], cells[2]);
  keep[0] = keep[1] = keep[2] = 0;
  for (Mask a = m0; a; a &= a - 1) {
    const Mask d0 = a & -a;
    for (Mask b = m1; b; b &= b - 1) {
      const Mask d1 = b & -b;
      if (d0 == d1 && sees01) continue;
      for (Mask c = m2; c; c &= c - 1) {
        const Mask d2 = c & -c;
        if ((d2 == d0 && sees02) || (d2 == d1 && sees12)) continue;
        // Already kept: this choice adds nothing, so its excluders need no look.
        if ((keep[0] & d0) && (keep[1] & d1) && (keep[2] & d2)) continue;
        if (exclusion::empties(board, excluders, d0 | d1 | d2)) continue;
        keep[0] |= d0, keep[1] |= d1, keep[2] |= d2;
      }
    }
    // Every digit kept: nothing to remove.
    if (keep[0] == m0 && keep[1] == m1 && keep[2] == m2) return;
  }
}

}  // namespace

bool findAlignedTripletExclusion(const Board& board, Step& step) {
  const auto base = exclusion::baseCells(board, 3);
  const int n = static_cast<int>(base.cells.size());
  if (n < 3) return false;
  std::vector<char> inTail(board.area, 0);
  std::vector<int> tail;
  for (int second = 1; second < n; ++second) {
    for (int first = 0; first < second; ++first) {
      // The three's common excluders are among the first two's: fewer than two, no third helps.
      const auto pairExcluders = exclusion::common(base.excluders[first], base.excluders[second]);
      if (pairExcluders.size() < 2) continue;
      const int c0 = base.cells[first], c1 = base.cells[second];
      tail.clear();
      for (const auto* from : {&base.excluders[first], &base.excluders[second]}) {
        for (int cell : *from) {
          if (cell == c0 || cell == c1 || base.slot[cell] < 0 || inTail[cell]) continue;
          inTail[cell] = 1;
          tail.push_back(cell);
        }
      }
      for (int cell : tail) inTail[cell] = 0;
      for (int c2 : tail) {
        const auto excluders = exclusion::common(pairExcluders, base.excluders[base.slot[c2]]);
        if (excluders.size() < 2) continue;
        const int cells[3] = {c0, c1, c2};
        Mask keep[3];
        keptDigits(board, cells, excluders, keep);
        bool removes = false;
        for (int i = 0; i < 3; ++i) removes = removes || (board.candidates[cells[i]] & ~keep[i]);
        if (!removes) continue;
        step = Step(Technique::AlignedTripletExclusion);
        for (int i = 0; i < 3; ++i) {
          for (Mask m = board.candidates[cells[i]] & ~keep[i]; m; m &= m - 1) step.removals.push_back({cells[i], lowest(m)});
        }
        step.cells = {c0, c1, c2};
        for (int e : excluders) {
          step.cells.push_back(e);
          step.digits |= board.candidates[e];
        }
        return true;
      }
    }
  }
  return false;
}

}  // namespace dlx::logic
