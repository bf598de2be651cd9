// For the text-format fuzz targets: a problem small enough is counted both by the search and by
// brute force, and a disagreement aborts (libFuzzer keeps the input); a larger one is only searched,
// under a node budget.
#pragma once

#include <cstdlib>

#include "../native/brute_force.hpp"
#include "core/dlx.hpp"

namespace dlx::test {

inline void crossCheck(const Problem& problem) {
  if (problem.rows() <= 14) {
    if (solve(problem, Limits{0, 0, false}).count != bruteForceCount(problem)) std::abort();
  } else {
    solve(problem, Limits{0, 5000, true});
  }
}

}  // namespace dlx::test
