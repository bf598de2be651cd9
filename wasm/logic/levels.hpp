// The levels players pick from, as ranges of the SE scale (tenths, both ends included): what each
// needs at its hardest. Named once here; the API, the generator and the docs use these.
#pragma once

#include <string_view>

namespace dlx::logic {

struct LevelRange {
  std::string_view name;
  int min;  // SE in tenths
  int max;  // SE in tenths; kOpen: no top (and puzzles beyond the ladder)
};

inline constexpr int kOpen = 1000;
inline constexpr LevelRange kLevels[] = {
    {"easy", 10, 23},     // singles
    {"medium", 24, 34},   // intersections, pairs, X-wings
    {"hard", 35, 44},     // triples, swordfish, XY- and XYZ-wings
    {"expert", 45, 64},   // uniqueness, quads, jellyfish, bent wings, BUG, aligned pairs
    {"extreme", 65, kOpen},  // chains, and beyond the ladder
};
inline constexpr int kLevelCount = sizeof(kLevels) / sizeof(kLevels[0]);

// The level of a rating: `solved` false (beyond the ladder) is the last.
inline int levelOf(int difficulty, bool solved) {
  if (!solved) return kLevelCount - 1;
  for (int i = 0; i < kLevelCount; ++i) {
    if (difficulty <= kLevels[i].max) return i;
  }
  return kLevelCount - 1;
}

}  // namespace dlx::logic
