// An exact-cover problem in compressed sparse rows: the one shape every encoder produces and the
// search consumes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "errors.hpp"

namespace dlx {

// Limits checked before anything is allocated, so an oversized request is a clear error instead of
// an out-of-memory abort. Documented in docs/api.md ("Limits").
inline constexpr std::int64_t kMaxColumns = 1 << 20;
inline constexpr std::int64_t kMaxRows = 1 << 22;
inline constexpr std::int64_t kMaxOnes = 1 << 24;
// Solutions are returned, so the row indices they hold are bounded too (64 MiB of them).
inline constexpr std::int64_t kMaxKeptRows = 1 << 24;
// A primary item's bounds (Bound) and a color's number stay below these.
inline constexpr std::int64_t kMaxBound = kMaxRows;
inline constexpr std::int64_t kMaxColor = 1 << 30;

// How many chosen options may cover a primary item: from `lo` to `hi` (Knuth's dlx3 `lo:hi|x`).
struct Bound {
  int lo = 1;
  int hi = 1;
};

struct Problem {
  int columns = 0;  // items 0..columns-1
  int primary = 0;  // items [0, primary) must be covered exactly once; the rest at most once
  std::vector<int> rowStart{0};  // row r lists entries[rowStart[r] .. rowStart[r+1])
  std::vector<int> entries;      // column indices
  // Knuth's color controls (dlx2): empty, or one per entry: 0 for none, else the color (1 and up)
  // the option gives that secondary item. Options that give an item the same color are
  // compatible; an option naming it with another color, or with none, is not.
  std::vector<int> colors;
  // Knuth's multiplicities (dlx3): empty (every primary item covered exactly once), or one per
  // primary item.
  std::vector<Bound> bounds;

  [[nodiscard]] int rows() const { return static_cast<int>(rowStart.size()) - 1; }
  // Whether the search must honour colors or bounds (only the colored search does, engines.hpp).
  [[nodiscard]] bool hasColorsOrBounds() const { return !colors.empty() || !bounds.empty(); }

  void addRow(const int* cols, int count) {
    entries.insert(entries.end(), cols, cols + count);
    rowStart.push_back(static_cast<int>(entries.size()));
  }
};

// Throws InputError naming the first bad row, column index, count, color or bound.
void validate(const Problem& problem);

// Throws InputError, starting with `what` (the item, as the caller names it) and carrying `place`,
// unless 0 <= lo <= hi and 1 <= hi <= kMaxBound.
void checkBound(const Bound& bound, const std::string& what, Place place = {});

}  // namespace dlx
