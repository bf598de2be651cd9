// Fish: k columns in which a digit's places all lie in the same k rows (or k rows, in k columns):
// the digit leaves those rows' (columns') other cells. X-wing, swordfish, jellyfish for k = 2, 3, 4.
//
// The search follows Sukaku Explainer's Fisherman, so that the step taken is its first: columns as
// the base lines first, then rows; for each, the k-sets of lines in colexicographic order, and for
// each set the digits in turn; a digit placed so often that fewer than 2k lines still want it is
// not tried (SE's bound). Searching digit by digit is cheaper (only lines of 2 to k places take
// part), so each digit's first fish is found and the one whose lines come first (then the smaller
// digit) is taken: the same step as SE's lines-then-digits loop.
#include "combinations.hpp"
#include "techniques.hpp"

namespace dlx::logic {
namespace {

constexpr Technique kFish[] = {Technique::XWing, Technique::Swordfish, Technique::Jellyfish};

// The first fish (in colexicographic order of its base lines) of `digit` on `columns` as base,
// into `step`; `before`: only sets of lines below it (as a mask) count. Returns the set's mask,
// or 0 for none.
Mask firstFish(const Board& board, Step& step, int k, int digit, bool columns, Mask before) {
  const int size = board.size;
  const auto cellAt = [&](int base, int cover) { return columns ? cover * size + base : base * size + cover; };
  // base[i]: the cover lines (rows, or columns) where the digit may go in base line lines[i].
  std::vector<int> lines;
  std::vector<Mask> base;
  for (int i = 0; i < size; ++i) {
    Mask m = 0;
    for (int j = 0; j < size; ++j) {
      if (board.candidates[cellAt(i, j)] & bit(digit)) m |= Mask{1} << j;
    }
    if (count(m) >= 2 && count(m) <= k) lines.push_back(i), base.push_back(m);
  }
  Mask found = 0;
  anySubsetColex(static_cast<int>(lines.size()), k, [&](const std::vector<int>& chosen) {
    Mask set = 0, cover = 0;
    for (int i : chosen) set |= Mask{1} << lines[i], cover |= base[i];
    if (before != 0 && set >= before) return true;  // no earlier set of lines is left
    if (count(cover) != k) return false;
    std::vector<Candidate> removals;
    std::vector<int> corners;
    for (Mask m = cover; m; m &= m - 1) {
      const int j = lowestIndex(m);
      for (int i = 0; i < size; ++i) {
        const int cell = cellAt(i, j);
        if (!(board.candidates[cell] & bit(digit))) continue;
        if (set & (Mask{1} << i)) corners.push_back(cell);
        else removals.push_back({cell, digit});
      }
    }
    if (removals.empty()) return false;
    step = Step(kFish[k - 2]);
    step.removals = std::move(removals);
    step.cells = std::move(corners);
    // Board::houses: rows 0..size-1, then columns.
    for (int i : chosen) step.houses.push_back(columns ? size + lines[i] : lines[i]);
    for (Mask m = cover; m; m &= m - 1) step.houses.push_back(columns ? lowestIndex(m) : size + lowestIndex(m));
    step.digits = bit(digit);
    found = set;
    return true;
  });
  return found;
}

}  // namespace

bool findFish(const Board& board, Step& step, int k) {
  const int size = board.size;
  std::vector<int> placed(static_cast<std::size_t>(size) + 1, 0);
  for (int cell = 0; cell < board.area; ++cell) ++placed[board.value[cell]];
  for (const bool columns : {true, false}) {
    Mask best = 0;
    for (int digit = 1; digit <= size; ++digit) {
      if (placed[digit] + 2 * k > size) continue;
      Step candidate;
      const Mask set = firstFish(board, candidate, k, digit, columns, best);
      // A later digit wins only with an earlier set of lines.
      if (set != 0) best = set, step = std::move(candidate);
    }
    if (best != 0) return true;
  }
  return false;
}

}  // namespace dlx::logic
