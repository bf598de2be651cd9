#include "dlx.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "engines.hpp"
#include "errors.hpp"

namespace dlx {
namespace {

Result search(const Problem& problem, const Limits& limits) {
  if (problem.hasColorsOrBounds()) {
#ifdef DLX_SUDOKU_ONLY
    // The Sudoku module's core (CMakeLists.txt, dlx_core_lean) leaves the colored search out: no
    // Sudoku is encoded with colors or bounds.
    internalError("this module has no search for colors or bounds (the full module has)");
#else
    // Asked for by tests and benchmarks, which must know which engine they measure: the bitsets
    // cannot take colors or bounds, and a silent fallback would mislead them.
    if (limits.engine == Engine::Bitsets) internalError<std::invalid_argument>("Engine::Bitsets: the problem has colors or bounds");
    return searchColored(problem, limits);
#endif
  }
  switch (limits.engine) {
    case Engine::Links: return searchLinks(problem, limits);
    case Engine::Bitsets:
      // Asked for by tests and benchmarks, which must know which engine they measure.
      if (!fitsBitsets(problem)) internalError<std::invalid_argument>("Engine::Bitsets: the problem is beyond the bitset search's bounds (fitsBitsets)");
      return searchBitsets(problem, limits);
    case Engine::Auto: break;
  }
  // Options of two items or fewer on average (matchings, domino tilings): a cover touches so few
  // nodes that the bitset search's cost per node, which grows with the items, is the larger
  // (docs/performance.md, "Plain counting").
  const bool shortOptions = problem.entries.size() <= 2 * static_cast<std::size_t>(problem.rows());
  return fitsBitsets(problem) && !shortOptions ? searchBitsets(problem, limits) : searchLinks(problem, limits);
}

}  // namespace

void checkRoomToKeep(std::size_t solutions, std::size_t held, std::size_t adding, const char* what) {
  if (held + adding > static_cast<std::size_t>(kMaxKeptRows)) {
    rangeError("the " + std::to_string(solutions) + " solutions found so far hold " + std::to_string(held) + " " + what +
               ", and at most " + std::to_string(kMaxKeptRows) +
               " are kept: ask for fewer solutions (limit) or count them only (countOnly)");
  }
}

void keepSolution(Solutions& solutions, const int* rows, int count, bool sort) {
  const std::size_t begin = solutions.rows.size();
  checkRoomToKeep(solutions.size(), begin, static_cast<std::size_t>(count), "row indices");
  if (solutions.start.empty()) solutions.start.push_back(0);
  solutions.rows.insert(solutions.rows.end(), rows, rows + count);
  if (sort) std::sort(solutions.rows.begin() + static_cast<std::ptrdiff_t>(begin), solutions.rows.end());
  solutions.start.push_back(static_cast<int>(solutions.rows.size()));
}

Result solve(const Problem& problem, const Limits& limits) {
  validate(problem);
  return search(problem, limits);
}

Result solveBuilt(const Problem& problem, const Limits& limits) { return search(problem, limits); }

Trace trace(const Problem& problem, std::size_t maxSteps) {
  validate(problem);
  if (problem.hasColorsOrBounds()) {
    rangeError("the step-through shows plain exact cover (Algorithm X); this problem has colors or bounds");
  }
  return traceLinks(problem, maxSteps);
}

}  // namespace dlx
