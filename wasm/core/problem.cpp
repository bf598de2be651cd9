#include "problem.hpp"

#include <string>

#include "errors.hpp"

namespace dlx {

void checkBound(const Bound& bound, const std::string& what, Place place) {
  if (bound.hi < 1) rangeError(what + ": upper bound " + std::to_string(bound.hi) + " is below 1", place);
  if (bound.hi > kMaxBound) {
    rangeError(what + ": upper bound " + std::to_string(bound.hi) + " is over the limit " + std::to_string(kMaxBound), place);
  }
  if (bound.lo < 0 || bound.lo > bound.hi) {
    rangeError(what + ": lower bound " + std::to_string(bound.lo) + " is outside 0.." + std::to_string(bound.hi) +
                   " (the upper bound)", place);
  }
}

void validate(const Problem& problem) {
  if (problem.columns < 1) {
    rangeError("the problem has " + std::to_string(problem.columns) + " columns; at least 1 is needed");
  }
  if (problem.columns > kMaxColumns) {
    rangeError("the problem has " + std::to_string(problem.columns) + " columns; at most " +
               std::to_string(kMaxColumns) + " are supported");
  }
  if (problem.primary < 0 || problem.primary > problem.columns) {
    rangeError("primary = " + std::to_string(problem.primary) + " is outside 0.." +
               std::to_string(problem.columns) + " (the number of columns)");
  }
  if (problem.rows() > kMaxRows) {
    rangeError("the problem has " + std::to_string(problem.rows()) + " rows; at most " +
               std::to_string(kMaxRows) + " are supported");
  }
  if (static_cast<std::int64_t>(problem.entries.size()) > kMaxOnes) {
    rangeError("the problem has " + std::to_string(problem.entries.size()) + " ones; at most " +
               std::to_string(kMaxOnes) + " are supported");
  }
  const bool colored = !problem.colors.empty();
  if (colored && problem.colors.size() != problem.entries.size()) {
    rangeError("the problem has " + std::to_string(problem.colors.size()) + " colors for " +
               std::to_string(problem.entries.size()) + " entries; give one per entry (0: none) or none at all");
  }
  if (!problem.bounds.empty()) {
    if (static_cast<int>(problem.bounds.size()) != problem.primary) {
      rangeError("the problem has " + std::to_string(problem.bounds.size()) + " bounds for " +
                 std::to_string(problem.primary) + " primary items; give one per primary item or none at all");
    }
    for (int item = 0; item < problem.primary; ++item) checkBound(problem.bounds[item], "primary column " + std::to_string(item));
  }
  // A stamp per column (the row that last used it) finds duplicates in one pass without clearing.
  std::vector<int> lastRow(static_cast<std::size_t>(problem.columns), -1);
  for (int r = 0; r < problem.rows(); ++r) {
    const int begin = problem.rowStart[r];
    const int end = problem.rowStart[r + 1];
    if (begin == end) rangeError("row " + std::to_string(r) + " is empty; every row must cover a column");
    bool coversPrimary = false;
    for (int k = begin; k < end; ++k) {
      const int c = problem.entries[k];
      if (c < 0 || c >= problem.columns) {
        rangeError("row " + std::to_string(r) + ": column index " + std::to_string(c) +
                   " is out of range 0.." + std::to_string(problem.columns - 1));
      }
      if (lastRow[c] == r) {
        rangeError("row " + std::to_string(r) + " lists column " + std::to_string(c) + " twice");
      }
      lastRow[c] = r;
      if (colored && problem.colors[k] != 0) {
        if (c < problem.primary) {
          rangeError("row " + std::to_string(r) + " gives primary column " + std::to_string(c) +
                     " a color; only secondary items take colors");
        }
        if (problem.colors[k] < 0 || problem.colors[k] >= kMaxColor) {
          rangeError("row " + std::to_string(r) + ": color " + std::to_string(problem.colors[k]) +
                     " of column " + std::to_string(c) + " is out of range 1.." + std::to_string(kMaxColor - 1));
        }
      }
      coversPrimary = coversPrimary || c < problem.primary;
    }
    // As in Knuth's dlx1: the search branches only on primary columns, so a row without one could
    // never be chosen and its solutions would be silently missed.
    if (!coversPrimary) {
      rangeError("row " + std::to_string(r) + " covers only secondary columns; every row needs a primary column");
    }
  }
}

}  // namespace dlx
