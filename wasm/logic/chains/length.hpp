// Sudoku Explainer's length bonus for chains, in one place for every chain finder (static and
// dynamic): a chain's "complexity" is how many distinct nodes (a candidate on or off) its
// conclusion rests on, and it adds 0.1 each time that count, less 2, passes 4, 6, 8, 12, 16, 24,
// 32, ... (the bound grows by 3/2 and 4/3 in turn).
#pragma once

#include <cmath>

namespace dlx::logic {

// The bonus in tenths.
inline int lengthBonus(int complexity) {
  int length = complexity - 2, added = 0, ceil = 4;
  bool odd = false;
  while (length > ceil) {
    ++added;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return added;
}

// A chain hint's value exactly as SE computes it, in doubles: the base plus 0.1 added once per
// step of the bonus. SE sorts its chain hints by this double, and 6.5 + 0.1 (an X-cycle with a
// bonus) must tie with 6.6 (a forcing X-chain without) as it does there.
inline double chainDifficulty(double base, int complexity) {
  double added = 0.0;
  for (int i = lengthBonus(complexity); i > 0; --i) added += 0.1;
  return base + added;
}

// Tenths of a value SE prints with one decimal.
inline int tenthsOf(double difficulty) { return static_cast<int>(std::lround(difficulty * 10)); }

}  // namespace dlx::logic
