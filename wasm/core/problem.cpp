#include "problem.hpp"

#include <string>

#include "errors.hpp"

namespace dlx {

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
