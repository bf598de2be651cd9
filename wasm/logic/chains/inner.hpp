// Nested chains: a chain inside a chain. From level 2, when an outer dynamic chain stops, Sukaku
// Explainer searches the board it left with chaining techniques (forcing chains and cycles at
// level 2; also multiple forcing chains at level 3; dynamic forcing chains, themselves nested to
// a sub-level, at level 4), takes every hint of the first that finds any, sorted as it sorts
// them, and removes what each removes, resting on the candidates the outer chain took that the
// inner chain's singles needed (ChainingHint.getRuleParents). An inner chain adds its own
// complexity to the outer one's, each distinct chain once.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "logic/chains/dynamic_propagation.hpp"

namespace dlx::logic::chains {

// A hint found on the reduced board, as the outer chain takes it.
struct InnerHint {
  double difficulty;  // as SE computes it (seDifficulty), for its sort
  int complexity;
  int sortKey;
  std::vector<std::pair<int, unsigned>> removals;  // cell, digits: in SE's order (a HashMap of cells)
  std::vector<std::pair<int, int>> parents;        // cell, digit: candidates the outer chain removed
  std::uint64_t signature;                         // the same chains (SE's FullChain), the same value
};

// A hint's value as SE computes it in floating point: its base plus 0.1 added once per step of
// the length bonus. SE sorts on this double, and 6.5 + 0.1 + 0.1 + 0.1 is more than 6.6 + 0.1 +
// 0.1: an X-cycle then sorts after an X-chain of the same value in tenths, as here.
double seDifficulty(double base, int complexity);

// What the outer chain removed that an inner chain's "on" needed, for each of its chains (a node of
// `run`): a single in a cell rests on the cell's removed digits, one in a house on the house's
// removed places of its digit. `assumption`: the cause SE gives the chains' starting candidate
// (kCell for a cell's chains, a house for a region's, kNoCause else).
void ruleParents(const Geometry& g, const Work& outerSource, const Work& outerCurrent, const std::vector<Link>& nodes,
                 const std::vector<int>& parents, const std::vector<int>& targets, int assumption,
                 std::vector<std::pair<int, int>>& out);

// SE's getChain over each target (its ancestors, breadth first, each candidate once), hashed.
std::uint64_t signatureOf(const Geometry& g, const std::vector<Link>& nodes, const std::vector<int>& parents,
                          const std::vector<int>& targets);

// Distinct candidates (by cell, digit and state) node i rests on, itself included.
int ancestorsByKey(const Geometry& g, const std::vector<Link>& nodes, const std::vector<int>& parents, int i);

// Java's HashMap<Cell, BitSet> order: by cell index modulo the map's capacity (16, doubled past
// 3/4 full), in insertion order within a bucket.
void hashMapOrder(std::vector<std::pair<int, unsigned>>& removals);

// loops.cpp: what each static search reaches on the outer chain's starting board: for each pass (X links,
// Y links, both) and candidate (on or off), the candidates its search can meet. A search on the
// reduced board that meets none the outer chain changed (a candidate whose cell or peers lost
// something) runs as it would on the starting board, where nothing rests on the outer chain: its
// hints have no parents and SE drops them, so it need not run.
class LoopReach {
 public:
  LoopReach(const Geometry& g, const Work& board);
  [[nodiscard]] bool matches(const Work& board) const { return board_.cand == board.cand; }
  // Whether the searches from (cell, digit) in pass `pass` may meet a changed candidate: bit 0
  // from its "on" (cycles, the chain from "on"), bit 1 from its "off".
  [[nodiscard]] int touches(int pass, int cell, int digit, const std::vector<std::uint64_t>& changed) const;
  [[nodiscard]] int words() const { return words_; }

 private:
  int keys_, words_;
  Work board_;
  std::vector<std::uint64_t> reach_;  // [pass][key][word]
  int size_;
};

// The candidates (keys, as bits) whose links differ between `source` and `current`.
std::vector<std::uint64_t> changedKeys(const Geometry& g, const Work& source, const Work& current);

// Level 2's inner technique: forcing chains and cycles, static (SE's Chaining(false, false,
// false, 0)), on `board` (the outer chain's board), every hint that may rest on the outer chain
// (all, without `reach`), unsorted.
void loopHints(const Geometry& g, const Work& board, const Work& outerSource, std::vector<InnerHint>& out,
               const LoopReach* reach = nullptr);

}  // namespace dlx::logic::chains
