// A long call watched while it runs: the API's maxNodes, deadline, signal and onProgress on hint,
// explain, rate and generateSudoku (web/lib/budget.js). The call's searches share one node budget
// (each search gets what is left of it through Limits::maxNodes, so it stops exactly there), and
// the watch's `report` is asked every kWatchEvery nodes inside the searches and at every step
// between them (a logic step, a given removed, a grid tried). `report` is the caller's: it ends
// the call itself when it must (in WASM a JS exception, which unwinds as a failed call does:
// bindings/call_scope.hpp), so nothing here knows of deadlines, signals or messages.
#pragma once

#include <cstdint>

#include "dlx.hpp"

namespace dlx {

// What the call is doing when it is asked (web/lib/budget.js names each).
enum class Phase { Uniqueness, Steps, Grid, Carving, Rating };

inline constexpr std::uint32_t kWatchEvery = 1 << 14;

struct Watch {
  std::uint64_t maxNodes = 0;  // the call's node budget; 0: none
  std::uint64_t spent = 0;     // nodes of its finished searches
  int attempts = 0;            // the generator's complete grids so far
  int steps = 0;               // the logic solver's steps so far (Phase::Steps: hint, explain, rate)
  int hardest = 0;             // and the hardest of them, SE in tenths
  Phase phase = Phase::Uniqueness;
  // Asked with the nodes so far; `spentAll`: the budget is gone (it must not return then). Set
  // whenever the watch is.
  void (*report)(const Watch& watch, std::uint64_t nodes, bool spentAll) = nullptr;
  bool ticking = false;  // ask `report` between steps too (a deadline, a signal or onProgress)
  std::uint64_t nextAt = kWatchEvery;  // the nodes (spent and the search's) at which to ask next
};

// The watch of the call under way, or null (set by the entry point; reset when a call begins).
extern Watch* watching;

// `limits` held to what is left of the call's budget.
Limits watched(Limits limits);
// After a search run with watched() limits: its nodes counted; the call ends if it took the last.
void settle(const Result& result);
// Between steps: asks the report, the call now at `phase` (or where it was).
void checkpoint(Phase phase);
void checkpoint();

// In the searches' main loops, once a node (`nodes`: the search's so far, probing's included):
// asks the report once kWatchEvery more nodes were counted. Out of line but for the test, which is
// all an unwatched call pays (the searches are instantiated several times: bytes count).
void watchNodes(std::uint64_t nodes);
inline void watchNode(std::uint64_t nodes) {
  if (watching != nullptr) watchNodes(nodes);
}

}  // namespace dlx
