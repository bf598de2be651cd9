// The two searches behind dlx::solve and what they share. Both take a validated problem and honour
// every field of Limits; they differ only in how they represent what is left of the matrix.
#pragma once

#include <cstddef>
#include <vector>

#include "dlx.hpp"

namespace dlx {

// Probing, the same in both: only at branch points whose shortest item has at most kProbeUpTo
// options (probing a wide-open grid, like an empty 25x25's 2,500 items of 25 options, would cost
// minutes), and a probe's chain of forced moves is cut at kMaxForced.
inline constexpr int kProbeUpTo = 3;
inline constexpr int kMaxForced = 400;

// What a round of probing ended with: an option found in no cover and struck out, the items weighed
// (the branch chosen), or the node budget gone.
enum class Probed { Struck, Weighed, NodeLimit };

// A bounded stack of item numbers that are hints: when full it drops pushes, and the search checks
// every entry again when it pops it, so a stale or missing entry costs time, never correctness.
class ItemStack {
 public:
  void reset(std::size_t capacity) {
    items_.resize(capacity);
    size_ = 0;
  }
  void push(int item) {
    if (size_ < items_.size()) items_[size_++] = item;
  }
  bool pop(int& item) {
    if (size_ == 0) return false;
    item = items_[--size_];
    return true;
  }
  void clear() { size_ = 0; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  [[nodiscard]] const int* begin() const { return items_.data(); }
  [[nodiscard]] const int* end() const { return items_.data() + size_; }

 private:
  std::vector<int> items_;
  std::size_t size_ = 0;
};

// At the last uncovered primary item of a search that only counts, each of its `options` completes
// a cover: counts them all at once and returns true, unless that would pass the node budget or the
// solution limit (the search then tries them one by one, to stop exactly there).
inline bool countLastItem(std::uint64_t options, const Limits& limits, Result& result) {
  if (limits.keepSolutions) return false;
  const bool budget = limits.maxNodes == 0 || result.nodes + options <= limits.maxNodes;
  const bool room = limits.maxSolutions == 0 || result.count + options < limits.maxSolutions;
  if (!budget || !room) return false;
  result.nodes += options;
  result.count += options;
  return true;
}

// Dancing links (dancing_links.cpp): memory and work in proportion to the ones of the matrix, so
// it takes problems of any size.
Result searchLinks(const Problem& problem, const Limits& limits);

// Bitsets over the options (bitset_search.cpp): every item's options are a row of machine words,
// so memory grows with items × options. Faster where that is small; see fitsBitsets().
Result searchBitsets(const Problem& problem, const Limits& limits);

// Dancing links with colors and bounds (colored_links.cpp, Knuth's Algorithm M): the search for
// problems with either. Honours every field of Limits but the subset rule, probing and the frontier
// (reduceUpTo, probe, keepFrontier), which only the plain searches have.
Result searchColored(const Problem& problem, const Limits& limits);

// Whether the bitset search takes `problem`: few enough options and a small enough table.
bool fitsBitsets(const Problem& problem);

// Appends one solution (its rows in any order) to `solutions`, sorted ascending if `sort`. Throws
// InputError when the kept solutions would hold more than kMaxKeptRows row indices.
void keepSolution(Solutions& solutions, const int* rows, int count, bool sort);

}  // namespace dlx
