// An exact-cover problem in compressed sparse rows: the one shape every encoder produces and the
// search consumes.
#pragma once

#include <cstdint>
#include <vector>

namespace dlx {

// Limits checked before anything is allocated, so an oversized request is a clear error instead of
// an out-of-memory abort. Documented in README.md ("Limits").
inline constexpr std::int64_t kMaxColumns = 1 << 20;
inline constexpr std::int64_t kMaxRows = 1 << 22;
inline constexpr std::int64_t kMaxOnes = 1 << 24;
// Solutions are returned, so the row indices they hold are bounded too (64 MiB of them).
inline constexpr std::int64_t kMaxKeptRows = 1 << 24;

struct Problem {
  int columns = 0;  // items 0..columns-1
  int primary = 0;  // items [0, primary) must be covered exactly once; the rest at most once
  std::vector<int> rowStart{0};  // row r lists entries[rowStart[r] .. rowStart[r+1])
  std::vector<int> entries;      // column indices

  [[nodiscard]] int rows() const { return static_cast<int>(rowStart.size()) - 1; }

  void addRow(const int* cols, int count) {
    entries.insert(entries.end(), cols, cols + count);
    rowStart.push_back(static_cast<int>(entries.size()));
  }
};

// Throws InputError naming the first bad row, column index or count.
void validate(const Problem& problem);

}  // namespace dlx
