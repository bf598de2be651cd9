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

// The same k-subsets in colexicographic order, the order of their bit masks as numbers ({0,1},
// {0,2}, {1,2}, {0,3}, ...): Sukaku Explainer's (its Permutations), for the families whose first
// step found must be SE's.
template <typename Visit>
bool anySubsetColex(int n, int k, Visit&& visit) {
  if (k > n || k <= 0) return false;
  std::vector<int> chosen(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) chosen[i] = i;
  while (true) {
    if (visit(chosen)) return true;
    // The lowest member that can move up by one: each below it goes back to its least place.
    int i = 0;
    while (i < k && chosen[i] + 1 == (i + 1 < k ? chosen[i + 1] : n)) ++i;
    if (i == k) return false;
    ++chosen[i];
    for (int j = 0; j < i; ++j) chosen[j] = j;
  }
}

}  // namespace dlx::logic
