// A long call's watch (core/watch.hpp) without JS: the node budget shared by the call's searches
// and exact (the uniqueness proof's own count is enough, one fewer is not), the report asked at
// every phase, and a generation ended by its report. In WASM the report is JS's and throws to end
// the call (web/lib/budget.js, tests/node/call-bounds.test.js); here it throws a C++ exception.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/watch.hpp"
#include "encoders/sudoku.hpp"
#include "encoders/sudoku_generator.hpp"
#include "encoders/sudoku_text.hpp"
#include "logic/explain.hpp"

namespace dlx {
namespace {

const char* const kNorvig = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

// What ended the call: the report's arguments.
struct Ended {
  Phase phase;
  std::uint64_t nodes;
};

// Every phase the report was asked in, for the test to read.
std::set<Phase> phases;

void endOnBudget(const Watch& watch, std::uint64_t nodes, bool spentAll) {
  phases.insert(watch.phase);
  if (spentAll) throw Ended{watch.phase, nodes};
}

// Runs `call` under a watch with `maxNodes` (0: none); `ticking`: ask between steps too.
template <typename Call>
void underWatch(std::uint64_t maxNodes, bool ticking, Call call) {
  Watch watch;
  watch.maxNodes = maxNodes;
  watch.ticking = ticking;
  watch.report = endOnBudget;
  watching = &watch;
  phases.clear();
  try {
    call();
  } catch (...) {
    watching = nullptr;
    throw;
  }
  watching = nullptr;
}

logic::Position norvig() {
  logic::Position position;
  position.puzzle = sudoku::parseText(kNorvig, "").grid;
  return position;
}

TEST(Watch, TheUniquenessProofTakesExactlyItsOwnNodesFromTheBudget) {
  const auto proof = sudoku::solve(norvig().puzzle, Limits::find(2));
  ASSERT_EQ(proof.search.count, 1u);
  const std::uint64_t nodes = proof.search.nodes;
  EXPECT_NO_THROW(underWatch(nodes, false, [] { logic::explain(norvig(), logic::Scope::All); }));
  try {
    underWatch(nodes - 1, false, [] { logic::explain(norvig(), logic::Scope::All); });
    FAIL() << "one node fewer than the proof takes ended nothing";
  } catch (const Ended& ended) {
    EXPECT_EQ(ended.phase, Phase::Uniqueness);
    EXPECT_EQ(ended.nodes, nodes - 1);
  }
}

TEST(Watch, ExplainIsAskedDuringTheProofAndTheSteps) {
  underWatch(0, true, [] { logic::explain(norvig(), logic::Scope::All); });
  EXPECT_EQ(phases, (std::set<Phase>{Phase::Uniqueness, Phase::Steps}));
}

TEST(Watch, AGenerationSharesOneBudgetOverItsSearches) {
  sudoku::GenerateOptions options;
  options.seed = 1;
  const auto made = sudoku::generate(options);  // unwatched: the same puzzle as watched with room
  underWatch(1'000'000'000, true, [&] { EXPECT_EQ(sudoku::generate(options).puzzle.cells, made.puzzle.cells); });
  EXPECT_EQ(phases, (std::set<Phase>{Phase::Grid, Phase::Carving, Phase::Rating}));
  // A 9x9's carving takes dozens of searches, each far under 2,000 nodes: only the sum can end it.
  try {
    underWatch(2'000, false, [&] { sudoku::generate(options); });
    FAIL() << "2,000 nodes made a whole puzzle";
  } catch (const Ended& ended) {
    EXPECT_EQ(ended.nodes, 2'000u);
  }
}

}  // namespace
}  // namespace dlx
