// A search cut into slices, for a pool of workers (web/worker/pool.js) or hosts (the CLI's split and
// run-job): a slice is a list of searches of one problem, each with some options taken first and
// some left out, run one after another within one node budget; what the budget does not reach comes
// back as a list of the same kind, for anyone to take up. Every engine takes part, colored included.
//
//   searches, back to back:   t  taken_1 .. taken_t   e  left_out_1 .. left_out_e   t' ...
//                             (option numbers of the whole problem, 0-based)
//
// The covers under one search are those with every taken option and no left-out one. The searches
// a stopped search leaves (its frontier, Result::frontier) share none and miss none, so a slice's
// count plus the counts of what it left is the count of the slice.
#pragma once

#include <vector>

#include "dlx.hpp"

namespace dlx {

struct Slice {
  Result search{};          // over the whole slice: count, nodes, stop, and the solutions found
                            // (options of the whole problem, sorted unless Limits::sortRows is off)
  std::vector<int> left{};  // the searches not finished, in the format of `searches`
  std::vector<int> leftEnds{};  // where each of them ends in `left`
};

// Checks `searches` against `problem` (an InputError names the first bad search and entry), then
// runs them in order until all are done, `limits.maxSolutions` solutions are found, or
// `limits.maxNodes` (over the whole slice) runs out: then the search interrupted (split by its
// frontier) and those not started are in `left`. A search whose budget runs out before its first
// branch point comes back unchanged at the head of `left`: the caller gives it a larger budget. An
// empty `searches` is one search of the whole problem. `problem` must be valid (validate()).
Slice solveSlice(const Problem& problem, const std::vector<int>& searches, const Limits& limits);

}  // namespace dlx
