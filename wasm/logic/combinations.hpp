// The k-subsets of 0..n-1, for the families that try every choice of k cells, digits or lines.
#pragma once

#include <vector>

namespace dlx::logic {

// Calls visit(chosen) for each k-subset of 0..n-1 (ascending, in lexicographic order) until it
// returns true; returns whether one did.
template <typename Visit>
bool anySubset(int n, int k, Visit&& visit) {
  if (k > n || k <= 0) return false;
  std::vector<int> chosen(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) chosen[i] = i;
  while (true) {
    if (visit(chosen)) return true;
    int i = k - 1;
    while (i >= 0 && chosen[i] == n - k + i) --i;
    if (i < 0) return false;
    ++chosen[i];
    for (int j = i + 1; j < k; ++j) chosen[j] = chosen[j - 1] + 1;
  }
}

}  // namespace dlx::logic
