// Aligned triplet exclusion as Sukaku Explainer runs it (AlignedExclusion.java, degree 3): three
// base cells with at least two excluders (cells of two or three candidates) that all three see. A
// choice of a digit for each base cell is impossible when it empties an excluder (the excluder's
// candidates are among the three digits) or puts one digit twice in cells that see each other; a
// digit of a base cell that no possible choice gives it leaves it.
// SE's order, whose first exclusion is taken: pairs of base cells (by index) by the second, then
// the first; then the third among the excluders of the first two that are base cells themselves,
// the first's by index, then the second's not met yet. SE builds every choice as arrays and sets
// of cells (tens of milliseconds a position); here cells and digits are bit masks, a pair without
// two common excluders is dropped before any third is tried, and a choice that keeps nothing new
// is not checked.
#include "logic/exclusion/base_cells.hpp"
#include "logic/techniques.hpp"

namespace dlx::logic {

namespace {

// The digits each of the three cells keeps: those of some choice that empties no excluder and
// repeats no digit in cells that see each other. For each digit of the first two cells, the third
// cell's digits left are found at once: an excluder that the two digits leave one candidate of
// bars that one from the third cell, one they cover bars every digit.
void keptDigits(const Board& board, const int (&cells)[3], const std::vector<Mask>& excluders, Mask (&keep)[3]) {
  const Mask m0 = board.candidates[cells[0]], m1 = board.candidates[cells[1]], m2 = board.candidates[cells[2]];
  const bool sees01 = board.sees(cells[0], cells[1]), sees02 = board.sees(cells[0], cells[2]), sees12 = board.sees(cells[1], cells[2]);
  keep[0] = keep[1] = keep[2] = 0;
  for (Mask a = m0; a; a &= a - 1) {
    const Mask d0 = a & -a;
    for (Mask b = m1; b; b &= b - 1) {
      const Mask d1 = b & -b;
      if (d0 == d1 && sees01) continue;
      Mask barred = (sees02 ? d0 : 0) | (sees12 ? d1 : 0);
      for (Mask e : excluders) {
        const Mask rest = e & ~(d0 | d1);
        if ((rest & (rest - 1)) == 0) barred |= rest ? rest : m2;  // one left: barred; none: all
      }
      const Mask left = m2 & ~barred;
      if (left) keep[0] |= d0, keep[1] |= d1, keep[2] |= left;
    }
    if (keep[0] == m0 && keep[1] == m1 && keep[2] == m2) return;  // every digit kept: no removal
  }
}

}  // namespace

bool findAlignedTripletExclusion(const Board& board, Step& step) {
  const exclusion::BaseCells base(board, 3);
  const int n = static_cast<int>(base.cells.size());
  if (n < 3) return false;
  const int words = base.words();
  std::vector<int> slot(board.area, -1);
  for (int i = 0; i < n; ++i) slot[base.cells[i]] = i;
  std::vector<exclusion::Word> pairShared(words), shared(words), tail(words);
  std::vector<Mask> excluders;
  std::vector<int> thirds;
  for (int second = 1; second < n; ++second) {
    for (int first = 0; first < second; ++first) {
      // The three's common excluders are among the first two's: fewer than two, no third helps.
      if (!exclusion::intersectTwo(base.excluders(first), base.excluders(second), pairShared.data(), words)) continue;
      const int c0 = base.cells[first], c1 = base.cells[second];
      // SE's third cells: the first's excluders, then the second's others, that are base cells.
      thirds.clear();
      const exclusion::Word* e0 = base.excluders(first);
      const exclusion::Word* e1 = base.excluders(second);
      for (int w = 0; w < words; ++w) tail[w] = e0[w] & base.baseRow()[w];
      exclusion::eachCell(tail.data(), words, [&](int cell) { thirds.push_back(cell); });
      for (int w = 0; w < words; ++w) tail[w] = e1[w] & ~e0[w] & base.baseRow()[w];
      exclusion::eachCell(tail.data(), words, [&](int cell) { thirds.push_back(cell); });
      for (int c2 : thirds) {
        if (c2 == c0 || c2 == c1) continue;
        if (!exclusion::intersectTwo(pairShared.data(), base.excluders(slot[c2]), shared.data(), words)) continue;
        exclusion::candidatesOf(board, shared.data(), words, excluders);
        const int cells[3] = {c0, c1, c2};
        Mask keep[3];
        keptDigits(board, cells, excluders, keep);
        bool removes = false;
        for (int i = 0; i < 3; ++i) removes = removes || (board.candidates[cells[i]] & ~keep[i]);
        if (!removes) continue;
        exclusion::writeStep(board, Technique::AlignedTripletExclusion, cells, keep, 3, shared.data(), words, step);
        return true;
      }
    }
  }
  return false;
}

}  // namespace dlx::logic
