// For the text-format fuzz targets: a problem small enough is counted both by the search and by
// brute force, and a disagreement aborts (libFuzzer keeps the input); a larger one is only searched,
// under a node budget.
#pragma once

#include <cstdlib>

#include "../native/brute_force.hpp"
#include "core/dlx.hpp"
#include "core/engines.hpp"

namespace dlx::test {

inline void crossCheck(const Problem& problem) {
  for (const Engine engine : {Engine::Links, Engine::Bitsets}) {
    // The bitset search takes neither colors nor bounds (dlx.cpp sends those to the colored one).
    if (engine == Engine::Bitsets && (!fitsBitsets(problem) || problem.hasColorsOrBounds())) continue;
    if (problem.rows() <= 14) {
      if (solve(problem, Limits::count(0).on(engine)).count != bruteForceCount(problem)) std::abort();
    } else {
      solve(problem, Limits::find(0).budget(5000).on(engine));
    }
  }
}

}  // namespace dlx::test
