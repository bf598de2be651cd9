// Exact cover by its definition, for checking the search: every subset of rows, kept when it covers
// each primary column exactly once and each secondary column at most once. Small problems only.
#pragma once

#include <cstdint>
#include <vector>

#include "core/problem.hpp"

namespace dlx::test {

inline std::uint64_t bruteForceCount(const Problem& p) {
  std::uint64_t count = 0;
  const int rows = p.rows();
  std::vector<int> uses(static_cast<std::size_t>(p.columns));
  for (std::uint32_t mask = 0; mask < (1u << rows); ++mask) {
    std::fill(uses.begin(), uses.end(), 0);
    for (int r = 0; r < rows; ++r) {
      if (!(mask >> r & 1)) continue;
      for (int k = p.rowStart[r]; k < p.rowStart[r + 1]; ++k) ++uses[p.entries[k]];
    }
    bool ok = true;
    for (int c = 0; c < p.columns && ok; ++c) ok = c < p.primary ? uses[c] == 1 : uses[c] <= 1;
    count += ok;
  }
  return count;
}

// True when `rows` (a solution the search returned) is an exact cover of `p`.
inline bool isCover(const Problem& p, const int* rows, int count) {
  std::vector<int> uses(static_cast<std::size_t>(p.columns), 0);
  for (int k = 0; k < count; ++k) {
    const int r = rows[k];
    if (r < 0 || r >= p.rows()) return false;
    for (int e = p.rowStart[r]; e < p.rowStart[r + 1]; ++e) ++uses[p.entries[e]];
  }
  for (int c = 0; c < p.columns; ++c) {
    if (c < p.primary ? uses[c] != 1 : uses[c] > 1) return false;
  }
  return true;
}

}  // namespace dlx::test
