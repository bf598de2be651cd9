// Exact cover by its definition, for checking the search: every subset of rows, kept when it covers
// each primary column within its bounds (exactly once without bounds) and each secondary column at
// most once, or any number of times when every row covering it gives it the same color. Small
// problems only, and a generator of them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "core/problem.hpp"

namespace dlx::test {

// True when `rows` (distinct row indices) is a solution of `p`.
inline bool isCover(const Problem& p, const int* rows, int count) {
  std::vector<int> uses(static_cast<std::size_t>(p.columns), 0);
  std::vector<int> color(static_cast<std::size_t>(p.columns), 0);  // the first color seen, -1 none
  for (int k = 0; k < count; ++k) {
    const int r = rows[k];
    if (r < 0 || r >= p.rows()) return false;
    for (int e = p.rowStart[r]; e < p.rowStart[r + 1]; ++e) {
      const int c = p.entries[e];
      const int given = p.colors.empty() || p.colors[e] == 0 ? -1 : p.colors[e];
      if (uses[c]++ == 0) {
        color[c] = given;
      } else if (c >= p.primary && (given == -1 || given != color[c])) {
        return false;
      }
    }
  }
  for (int c = 0; c < p.primary; ++c) {
    const Bound bound = p.bounds.empty() ? Bound{} : p.bounds[c];
    if (uses[c] < bound.lo || uses[c] > bound.hi) return false;
  }
  return true;
}

inline std::uint64_t bruteForceCount(const Problem& p) {
  std::uint64_t count = 0;
  const int rows = p.rows();
  std::vector<int> chosen;
  for (std::uint32_t mask = 0; mask < (1u << rows); ++mask) {
    chosen.clear();
    for (int r = 0; r < rows; ++r) {
      if (mask >> r & 1) chosen.push_back(r);
    }
    count += isCover(p, chosen.data(), static_cast<int>(chosen.size()));
  }
  return count;
}

// A random problem of up to `maxRows` options: colors on some secondary entries (from a few
// colors, so that options agree often), bounds lo..hi on some primary items (lo 0..2, hi lo..3).
inline Problem randomProblem(std::mt19937& rng, int maxRows, bool colors, bool bounds) {
  Problem p;
  p.columns = 1 + static_cast<int>(rng() % 7);
  p.primary = 1 + static_cast<int>(rng() % p.columns);
  const int rows = static_cast<int>(rng() % (maxRows + 1));
  for (int r = 0; r < rows; ++r) {
    std::vector<int> row;
    for (int c = 0; c < p.columns; ++c) {
      if (rng() % 3 == 0) row.push_back(c);
    }
    if (row.empty() || row[0] >= p.primary) row.insert(row.begin(), static_cast<int>(rng() % p.primary));
    for (int c : row) p.colors.push_back(colors && c >= p.primary && rng() % 4 != 0 ? 1 + static_cast<int>(rng() % 2) : 0);
    p.addRow(row.data(), static_cast<int>(row.size()));
  }
  if (bounds) {
    for (int c = 0; c < p.primary; ++c) {
      Bound b;
      if (rng() % 2 == 0) {
        b.lo = static_cast<int>(rng() % 3);
        b.hi = std::max(1, b.lo + static_cast<int>(rng() % 3));
      }
      p.bounds.push_back(b);
    }
  }
  if (!colors) p.colors.clear();
  return p;
}

}  // namespace dlx::test
