// Exact cover by Knuth's Algorithm X: the search's limits, results and entry points. Two
// representations of the matrix sit behind it (engines.hpp), picked per problem.
#pragma once

#include <cstdint>
#include <vector>

#include "problem.hpp"

namespace dlx {

// Which primary column to branch on. Mrv (fewest rows left) is fast; First (the leftmost uncovered
// column) visits solutions in the order of the rows, e.g. lexicographically for N queens.
enum class Branching { Mrv, First };

// Which representation searches. Auto takes bitsets when the problem fits (fitsBitsets in
// engines.hpp), else dancing links; the other two force one, for tests and benchmarks (Bitsets on a
// problem that does not fit throws std::invalid_argument). A problem with colors or bounds always
// goes to the colored search (searchColored in engines.hpp), whatever the engine asked for.
enum class Engine { Auto, Links, Bitsets };

struct Limits {
  std::uint64_t maxSolutions = 1;  // stop after this many; 0 = no limit
  std::uint64_t maxNodes = 0;      // stop before trying more rows than this; 0 = no limit
  bool keepSolutions = true;       // false: only count
  bool sortRows = true;            // false: a kept solution's rows in the order they were chosen
  Branching branching = Branching::Mrv;
  // Apply the subset rule ("locked candidates") during the search to primary items left with
  // 2..reduceUpTo options; 0 = never. See reduce() in dancing_links.cpp.
  int reduceUpTo = 0;
  // With reduceUpTo on: 0 applies the subset rule at every node; d > 0 only at nodes under fewer
  // than d open branch points, near the root, where a removal prunes the most and the rule is run
  // least often.
  int reduceDepth = 0;
  // At branch points, probe every option of the shortest items: an option whose forced moves run
  // into a dead end is removed, and the branch goes to the item whose options force the most (in
  // the bitset search: shorten the items they touch the most, and options struck by every option
  // of an item are removed too). Costly per branch, decisive on hard instances (probe() in both engines).
  bool probe = false;
  Engine engine = Engine::Auto;
  // On stopping at maxNodes, list the searches left undone in Result::frontier, so the rest of the
  // search can be split across threads or workers (see Result::frontier).
  bool keepFrontier = false;
  // For a search that is one list of another's frontier: how many branch points deep that list
  // starts. The rules that depend on depth (reduceDepth, and in the bitset search the longer
  // probes near the root, kLongerProbeDepth) count from there, and a search that had to be split
  // counts as a hard one (kLongerProbeAfter), so the pieces search as the whole would have.
  int startDepth = 0;

  // Named starting points, so that a call says what it asks for: Limits::find(2),
  // Limits::count(0).budget(5000), Limits::find(0).on(Engine::Links). 0 solutions means all.
  static Limits find(std::uint64_t solutions) {
    Limits limits;
    limits.maxSolutions = solutions;
    return limits;
  }
  static Limits count(std::uint64_t upTo) {
    Limits limits = find(upTo);
    limits.keepSolutions = false;
    return limits;
  }
  [[nodiscard]] Limits budget(std::uint64_t nodes) const {
    Limits limits = *this;
    limits.maxNodes = nodes;
    return limits;
  }
  [[nodiscard]] Limits on(Engine which) const {
    Limits limits = *this;
    limits.engine = which;
    return limits;
  }
};

enum class Stop { Exhausted, SolutionLimit, NodeLimit };

struct Solutions {
  std::vector<int> rows{};      // chosen row indices of every kept solution, each run ascending
                                // (in the order chosen if Limits::sortRows is false)
  // Solution s is rows[start[s] .. start[s+1]). Empty until the first solution is kept (then 0
  // first), so a result with none allocates nothing: a batch of puzzles makes several per puzzle.
  std::vector<int> start{};

  [[nodiscard]] std::size_t size() const { return start.empty() ? 0 : start.size() - 1; }
};

struct Result {
  std::uint64_t count = 0;    // solutions found
  std::uint64_t nodes = 0;    // rows tried, forced and while probing too (what maxNodes bounds)
  std::uint64_t branches = 0; // times the search had to choose among 2 or more rows
  std::uint64_t removed = 0;  // options removed by the subset rule, and by probing in the bitset search
                              // when every option of an item strikes them (see probe())
  std::uint64_t probeMoves = 0;  // forced moves made while probing (also counted in nodes)
  Stop stop = Stop::Exhausted;
  Solutions solutions{};
  // With Limits::keepFrontier, after a stop at maxNodes: the searches left, each a list of rows to
  // take first (as `solutions` lists rows, in the order taken). The covers that contain one list's
  // rows, over all the lists, are exactly the covers this search had not reached: none of them
  // was counted, and no cover is under two lists. Empty otherwise. A list can be empty: the whole
  // problem is left (the budget ran out before the first branch point).
  Solutions frontier{};
  // In step with `frontier`: for each list, rows the search had already found in no cover under
  // it (by probing or the subset rule; rows that clash with the list's own are not listed), so the
  // search of that list can leave them out instead of finding them again. The bitset search lists
  // them; dancing links leaves every list empty.
  Solutions frontierRemoved{};

  // True when the whole search space was explored, so `count` is exact.
  [[nodiscard]] bool complete() const { return stop == Stop::Exhausted; }
};

// Algorithm X step by step, for showing how it works (the page's step-through): the dancing-links
// search on its own matrix, plain (MRV, no inference, no shortcuts), each step an event. Replaying
// the covers and uncovers on a copy of the matrix gives the state the search saw at every step.
enum class TraceEvent {
  Choose,    // `item`, of `length` options, has the fewest of the active primary items
  DeadEnd,   // ... and has none: back up
  Cover,     // `item` leaves the header list, and every option that has it leaves the other items
  Try,       // `option` is tried for the item chosen at this level (its other items are covered next)
  Solution,  // no primary item is left: the options tried at levels 0..level-1 are a cover
  Uncover,   // the reverse of a Cover, in the reverse order
  Leave,     // `option` is done with (its other items were uncovered)
};
// Their names, in the enum's order, as the JS API gives them.
inline constexpr const char* kTraceEventNames[] = {"choose", "dead-end", "cover", "try", "solution", "uncover", "leave"};

struct TraceStep {
  TraceEvent event = TraceEvent::Choose;
  int level = 0;    // the depth: options taken above; an option's own steps are at its level
  int item = -1;    // 0-based, or -1
  int option = -1;  // 0-based, or -1
  int length = 0;   // Choose: the item's options left
};

struct Trace {
  std::vector<TraceStep> steps;
  std::uint64_t count = 0;  // solutions met
  bool complete = true;     // false: stopped at maxSteps
};

// Validates the problem (throws InputError; one with colors or bounds too: the step-through shows
// plain exact cover), then traces its whole search, or its first `maxSteps` steps.
Trace trace(const Problem& problem, std::size_t maxSteps);

// Validates the problem (throws InputError), then searches. Also throws InputError when the kept
// solutions would hold more than kMaxKeptRows row indices.
Result solve(const Problem& problem, const Limits& limits);

// Searches a problem an encoder built itself, skipping validation: the encoder guarantees column
// indices in range, no duplicates and a primary column in every row.
Result solveBuilt(const Problem& problem, const Limits& limits);

}  // namespace dlx
