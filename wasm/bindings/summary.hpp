// What every search reply says, through Embind and the C exports alike: the count, the nodes, and
// why the search stopped, as the number of a dlx::Stop; and the limits every search call takes. JS names those numbers with stopReasons()
// (sudoku_bindings.cpp), built from stopName() here: the one place a reason is spelled.
#pragma once

#include <cstdint>

#include "core/dlx.hpp"

namespace dlx::bindings {

// A search ended by the solution limit or the node budget, or null (exhausted) for JS.
inline const char* stopName(Stop stop) {
  switch (stop) {
    case Stop::Exhausted: return nullptr;
    case Stop::SolutionLimit: return "limit";
    case Stop::NodeLimit: return "maxNodes";
  }
  return nullptr;
}
// How many reasons there are: Stop::NodeLimit is the last of them.
inline constexpr int kStops = static_cast<int>(Stop::NodeLimit) + 1;

struct Summary {
  double count = 0;
  double nodes = 0;
  int stopped = 0;  // a dlx::Stop
};

// A search's limits as JS passes them: 0 for "no limit", already checked to be whole and positive.
inline Limits limitsFrom(double limit, double maxNodes, bool keepSolutions, Branching branching = Branching::Mrv) {
  const auto solutions = static_cast<std::uint64_t>(limit);
  Limits limits = (keepSolutions ? Limits::find(solutions) : Limits::count(solutions)).budget(static_cast<std::uint64_t>(maxNodes));
  limits.branching = branching;
  return limits;
}

inline void summarize(const Result& result, Summary& out) {
  out.count = static_cast<double>(result.count);
  out.nodes = static_cast<double>(result.nodes);
  out.stopped = static_cast<int>(result.stop);
}

}  // namespace dlx::bindings
