// The cells aligned exclusion starts from, as Sukaku Explainer lists them (AlignedExclusion.java):
// every cell with two candidates or more that sees a possible excluder, a cell of 2..degree
// candidates (a cell the base cells could empty). Shared by the pair and triplet finders. Sets of
// cells are rows of bits (one per grid cell), so that the excluders two or three base cells share
// are a few ANDs, not lists merged for each of the thousands of pairs and triplets tried.
#pragma once

#include <cstdint>
#include <vector>

#include "logic/board.hpp"
#include "logic/step.hpp"

namespace dlx::logic::exclusion {

using Word = std::uint64_t;

class BaseCells {
 public:
  BaseCells(const Board& board, int degree) : words_((board.area + 63) / 64) {
    base_.assign(words_, 0);
    for (int cell = 0; cell < board.area; ++cell) {
      if (count(board.candidates[cell]) < 2) continue;
      std::vector<Word> near(words_, 0);
      bool single = false, any = false;  // SE skips a cell next to a naked single (none is left by this rung)
      for (int peer : board.peers[cell]) {
        const int k = count(board.candidates[peer]);
        if (k == 1) single = true;
        else if (k >= 2 && k <= degree) near[peer / 64] |= Word{1} << (peer % 64), any = true;
      }
      if (single || !any) continue;
      base_[cell / 64] |= Word{1} << (cell % 64);
      cells.push_back(cell);
      excluders_.insert(excluders_.end(), near.begin(), near.end());
    }
  }

  std::vector<int> cells;  // by index, SE's candidate list

  int words() const { return words_; }
  // The excluders the i-th base cell sees, as a row of bits.
  const Word* excluders(int i) const { return excluders_.data() + static_cast<std::size_t>(i) * words_; }
  // The base cells, as a row of bits.
  const Word* baseRow() const { return base_.data(); }

 private:
  int words_;
  std::vector<Word> base_;
  std::vector<Word> excluders_;
};

// out = a & b over `words`; returns whether it holds two cells or more (the excluders aligned
// exclusion needs), without counting them.
inline bool intersectTwo(const Word* a, const Word* b, Word* out, int words) {
  int nonEmpty = 0;
  bool two = false;
  for (int w = 0; w < words; ++w) {
    const Word m = out[w] = a[w] & b[w];
    nonEmpty += m != 0;
    two = two || (m & (m - 1)) != 0;
  }
  return two || nonEmpty > 1;
}

// Calls visit(cell) for each cell of a row of bits, by index.
template <typename Visit>
void eachCell(const Word* row, int words, Visit&& visit) {
  for (int w = 0; w < words; ++w) {
    for (Word m = row[w]; m; m &= m - 1) visit(w * 64 + __builtin_ctzll(m));
  }
}

// An aligned exclusion's step: each base cell loses the digits not in its `keep`; it rests on the
// base cells, then the excluders (a row of bits) and their digits.
inline void writeStep(const Board& board, Technique technique, const int* cells, const Mask* keep, int n, const Word* excluders,
                      int words, Step& step) {
  step = Step(technique);
  for (int i = 0; i < n; ++i) {
    for (Mask m = board.candidates[cells[i]] & ~keep[i]; m; m &= m - 1) step.removals.push_back({cells[i], lowest(m)});
  }
  step.cells.assign(cells, cells + n);
  eachCell(excluders, words, [&](int e) {
    step.cells.push_back(e);
    step.digits |= board.candidates[e];
  });
}

// The candidates of a row's cells, one mask each, by index.
inline void candidatesOf(const Board& board, const Word* row, int words, std::vector<Mask>& out) {
  out.clear();
  eachCell(row, words, [&](int cell) { out.push_back(board.candidates[cell]); });
}

// Whether some excluder's candidates all lie in `digits`: the base cells taking those digits would
// empty it.
inline bool empties(const std::vector<Mask>& excluders, Mask digits) {
  for (Mask e : excluders) {
    if ((e & ~digits) == 0) return true;
  }
  return false;
}

}  // namespace dlx::logic::exclusion
