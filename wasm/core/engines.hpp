// The two searches behind dlx::solve and what they share. Both take a validated problem and honour
// every field of Limits; they differ only in how they represent what is left of the matrix.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "dlx.hpp"
#include "watch.hpp"

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

// countLastItem() one level up, in both dancing-links searches: with two primary items left, X
// (chosen) and Y, each to be covered once, counts the covers at once. An option of X that covers Y
// completes one; any other completes one with each option of Y that leaves X alone and agrees with
// it on every item both name: both give it the same color (colorAt(node): 0 none, which never
// agrees; -1 "given this color already" agrees with -1). `Node` has `top` (the item, <= 0 in a
// spacer, whose `up` is the option's first node) and `down`.
class LastTwo {
 public:
  void reset(std::size_t items) {
    stampOf_.assign(items, 0);
    colorOf_.resize(items);
    stamp_ = 0;
  }

  // False, having counted nothing, in a search that keeps solutions, or where the sum could pass
  // the node budget or the solution limit.
  template <typename Node, typename ColorAt>
  bool count(const Node* nd, int x, int y, const Limits& limits, Result& result, ColorAt colorAt) {
    if (limits.keepSolutions) return false;
    const std::uint64_t most = static_cast<std::uint64_t>(nd[x].top) * (1 + static_cast<std::uint64_t>(nd[y].top));
    if (limits.maxNodes != 0 && result.nodes + nd[x].top + most > limits.maxNodes) return false;
    if (limits.maxSolutions != 0 && result.count + most >= limits.maxSolutions) return false;
    std::uint64_t found = 0;
    for (int a = nd[x].down; a != x; a = nd[a].down) {
      if (++stamp_ == 0) {  // wrapped: old marks would match again
        std::fill(stampOf_.begin(), stampOf_.end(), 0);
        stamp_ = 1;
      }
      ++result.nodes;
      bool coversY = false;
      forOthers(nd, a, [&](int p, int item) {
        stampOf_[item] = stamp_;
        colorOf_[item] = colorAt(p);
        coversY = coversY || item == y;
        return true;
      });
      if (coversY) {
        ++found;
        continue;
      }
      stampOf_[x] = stamp_;
      colorOf_[x] = 0;
      for (int b = nd[y].down; b != y; b = nd[b].down) {
        found += forOthers(nd, b, [&](int p, int item) {
          return stampOf_[item] != stamp_ || (colorAt(p) != 0 && colorAt(p) == colorOf_[item]);
        }) ? 1 : 0;
      }
    }
    result.nodes += found;
    result.count += found;
    return true;
  }

 private:
  // visit(node, item) for the other nodes of `node`'s option, while it returns true.
  template <typename Node, typename Visit>
  static bool forOthers(const Node* nd, int node, Visit visit) {
    for (int p = node + 1; p != node;) {
      const int item = nd[p].top;
      if (item <= 0) {
        p = nd[p].up;
        continue;
      }
      if (!visit(p, item)) return false;
      ++p;
    }
    return true;
  }

  std::vector<std::uint32_t> stampOf_;  // per item, the option of X that last marked it
  std::vector<int> colorOf_;            // ... and the color that option gives it
  std::uint32_t stamp_ = 0;
};

// Dancing links (dancing_links.cpp): memory and work in proportion to the ones of the matrix, so
// it takes problems of any size.
Result searchLinks(const Problem& problem, const Limits& limits);

// The dancing-links search step by step (dlx::trace, dancing_links.cpp).
Trace traceLinks(const Problem& problem, std::size_t maxSteps);

// Bitsets over the options (bitset_search.cpp): every item's options are a row of machine words,
// so memory grows with items × options. Faster where that is small; see fitsBitsets().
Result searchBitsets(const Problem& problem, const Limits& limits);

// Dancing links with colors and bounds (colored_links.cpp, Knuth's Algorithm M): the search for
// problems with either. Honours every field of Limits but the subset rule and probing (reduceUpTo,
// probe), which only the plain searches have.
Result searchColored(const Problem& problem, const Limits& limits);

// Whether the bitset search takes `problem`: few enough options and a small enough table.
bool fitsBitsets(const Problem& problem);

// Appends one solution (its rows in any order) to `solutions`, sorted ascending if `sort`. Throws
// InputError when the kept solutions would hold more than kMaxKeptRows row indices.
void keepSolution(Solutions& solutions, const int* rows, int count, bool sort);

// Throws that InputError when `held` kept values (`what`: "row indices", "cells") and `adding`
// more would pass kMaxKeptRows, over `solutions` solutions kept so far.
void checkRoomToKeep(std::size_t solutions, std::size_t held, std::size_t adding, const char* what);

}  // namespace dlx
