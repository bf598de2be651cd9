// For the text-format fuzz targets: a problem small enough is counted both by the search and by
// brute force, and a disagreement aborts (libFuzzer keeps the input); a larger one is only searched,
// under a node budget.
#pragma once

#include <cstdlib>

#include "../native/brute_force.hpp"
#include "core/dlx.hpp"

namespace dlx::test {

inline void crossCheck(const Problem& problem) {
  for (const Engine engine : {Engine::Links, Engine::Bitsets}) {
    if (problem.rows() <= 14) {
      Limits count{0, 0, false};
      count.engine = engine;
      if (solve(problem, count).count != bruteForceCount(problem)) std::abort();
    } else {
      Limits bounded{0, 5000, true};
      bounded.engine = engine;
      solve(problem, bounded);
    }
  }
}

}  // namespace dlx::test
