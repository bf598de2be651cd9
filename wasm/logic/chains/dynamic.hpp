// Dynamic forcing chains as Sukaku Explainer lists them (Chaining.getMultipleChainsHintList with
// isDynamic): for each cell with two candidates or more, in board order, and each of its digits:
//   - contradiction: the digit on (or off) leads to a candidate both on and off, so it is off (on);
//   - double: what the digit's "on" and its "off" both lead to is true (cells with 3+ digits);
//   - region: what each place of the digit in a house (its box, row, column) leads to is true,
//     counted once, from the house's first place;
// and then, for the cell: what each of its digits leads to is true. Each conclusion that changes
// the board is a hint; its complexity is the candidates its chains rest on (each chain's ancestors
// counted apart, and inner chains once each), and SE takes the least complexity, then the kind
// (double 1, cell 5, region 6, contradiction 7), then the first found.
#pragma once

#include <functional>
#include <vector>

#include "logic/chains/dynamic_propagation.hpp"
#include "logic/step.hpp"

namespace dlx::logic::chains {

enum class Kind { Contradiction, Double, Cell, Region };

struct Hint {
  Kind kind;
  int complexity;
  int sortKey;
  int cell, digit;  // the conclusion: that candidate...
  bool on;          // ...placed (on) or removed (off)
  int source;       // the cell (contradiction, double, cell) or house (region) it rests on
  int sourceDigit;  // the assumed digit (contradiction, double, region)
  std::vector<std::pair<const Run*, int>> chains;  // each chain's run and last node
};

// Every propagation of one board, kept: each candidate's "on" is followed once and shared by the
// cell, the region and the double hints that need it.
class DynamicSearch {
 public:
  // `dynamic` false: SE's static multiple forcing chains (cells of three digits or more, and
  // regions; no contradictions or double chains), as nested in others.
  DynamicSearch(const Geometry& g, const Work& board, Rules* rules, bool dynamic = true);

  // Lists the hints in SE's order of discovery, calling `take` with each (its complexity known).
  // `bound` (when given): hints whose complexity passes *bound may be skipped, as the caller keeps
  // only easier ones.
  // `keep` (when given) is asked first, before the hint's complexity is counted: false drops it.
  void list(const std::function<void(Hint&)>& take, const int* bound = nullptr,
            const std::function<bool(Hint&)>& keep = nullptr);

  // Static searches nested in a chain: `reused[cell * size + digit - 1]`, when not null, is the run
  // from that candidate on the outer chains' starting board (`outer`), which this one would repeat
  // (it meets nothing the outer chain changed). A cell or region hint made of such runs alone, on
  // a cell or house the outer chain left whole, rests on nothing the outer chain did: SE drops it,
  // and it is not listed.
  // Dynamic searches (without rules inside) reuse the runs from "off"s too (`reusedOff`), and a
  // contradiction or double hint from two reused runs is not listed either.
  void reuse(const std::vector<const Run*>* reused, const Work* outer, const std::vector<const Run*>* reusedOff = nullptr) {
    reused_ = reused, outer_ = outer, reusedOff_ = reusedOff;
  }
  // The run from (cell, digit) on, as list() follows it; and from (cell, digit) off, kept.
  const Run& run(int cell, int digit) { return onRun(cell, digit); }
  const Run& runOff(int cell, int digit);

  Propagator& propagator() { return prop_; }
  const Geometry& geometry() const { return g_; }

 private:
  const Run& onRun(int cell, int digit);
  bool allReused(const std::vector<const Run*>& branches, int) const;
  // The hint's complexity, or more than `limit` (counting stops there).
  int complexityOf(const std::vector<std::pair<const Run*, int>>& chains, int limit);

  const Geometry& g_;
  bool dynamic_;
  Work board_;
  Work work_;
  Propagator prop_;
  std::vector<Run> on_;
  std::vector<char> onDone_;
  Run off_;
  std::vector<int> inner_;
  std::vector<std::uint64_t> signatures_;
  const std::vector<const Run*>* reused_ = nullptr;
  const std::vector<const Run*>* reusedOff_ = nullptr;
  std::vector<Run> offKept_;
  std::vector<char> offKeptDone_;
  const Work* outer_ = nullptr;
};

// The easiest hint, or false when none; `paths`: its chains, each from its assumption to the
// conclusion along first parents (for the page).
bool easiestHint(DynamicSearch& search, Hint& best, std::vector<std::vector<Node>>& paths);

// The chain to node i of `run`, from the assumption, along first parents.
std::vector<Node> pathTo(const Run& run, int i);

}  // namespace dlx::logic::chains
