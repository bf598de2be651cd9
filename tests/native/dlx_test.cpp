#include "core/dlx.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>

#include "brute_force.hpp"
#include "core/engines.hpp"
#include "core/errors.hpp"
#include "encoders/queens.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {

Problem make(int columns, int primary, const std::vector<std::vector<int>>& rows) {
  Problem p;
  p.columns = columns;
  p.primary = primary;
  for (const auto& r : rows) p.addRow(r.data(), static_cast<int>(r.size()));
  return p;
}

std::vector<std::vector<int>> solutionsOf(const Result& result) {
  std::vector<std::vector<int>> out;
  const Solutions& s = result.solutions;
  for (std::size_t i = 0; i < s.size(); ++i) {
    out.emplace_back(s.rows.begin() + s.start[i], s.rows.begin() + s.start[i + 1]);
  }
  return out;
}

// Knuth's example from "Dancing Links" (items A..G): the unique cover is {A D}, {B G}, {C E F}.
Problem knuthExample() {
  return make(7, 7, {{2, 4, 5}, {0, 3, 6}, {1, 2, 5}, {0, 3}, {1, 6}, {3, 4, 6}});
}

TEST(Dlx, SolvesKnuthsExample) {
  const Result r = solve(knuthExample(), Limits::find(0));
  EXPECT_EQ(r.count, 1u);
  EXPECT_TRUE(r.complete());
  EXPECT_EQ(solutionsOf(r), (std::vector<std::vector<int>>{{0, 3, 4}}));
  EXPECT_GT(r.nodes, 0u);
}

TEST(Dlx, ReportsNoSolution) {
  const Result r = solve(make(3, 3, {{0, 1}, {1, 2}}), Limits::find(0));
  EXPECT_EQ(r.count, 0u);
  EXPECT_TRUE(r.complete());
}

TEST(Dlx, ColumnNoRowCoversMeansNoSolution) {
  const Result r = solve(make(3, 3, {{0, 1}}), Limits::find(0));
  EXPECT_EQ(r.count, 0u);
  EXPECT_TRUE(r.complete());
  EXPECT_LE(r.nodes, 1u);  // MRV takes the first single-row column before it sees the empty one
}

TEST(Dlx, SolutionLimitStopsAndSaysSo) {
  // Four single-column rows for two columns: {0,1} x {2,3} gives four covers.
  const Problem p = make(2, 2, {{0}, {0}, {1}, {1}});
  const Result all = solve(p, Limits::find(0));
  EXPECT_EQ(all.count, 4u);
  EXPECT_TRUE(all.complete());
  EXPECT_EQ(solutionsOf(all), (std::vector<std::vector<int>>{{0, 2}, {0, 3}, {1, 2}, {1, 3}}));

  const Result two = solve(p, Limits::find(2));
  EXPECT_EQ(two.count, 2u);
  EXPECT_FALSE(two.complete());
  EXPECT_EQ(two.stop, Stop::SolutionLimit);
  EXPECT_EQ(two.solutions.size(), 2u);
}

TEST(Dlx, CountOnlyKeepsNoSolutions) {
  const Result r = solve(make(2, 2, {{0}, {0}, {1}, {1}}), Limits::count(0));
  EXPECT_EQ(r.count, 4u);
  EXPECT_EQ(r.solutions.size(), 0u);
}

TEST(Dlx, NodeBudgetStopsTheSearch) {
  const Problem p = make(2, 2, {{0}, {0}, {1}, {1}});
  const Result r = solve(p, Limits::find(0).budget(3));
  EXPECT_EQ(r.nodes, 3u);
  EXPECT_EQ(r.stop, Stop::NodeLimit);
  EXPECT_FALSE(r.complete());
  EXPECT_LT(r.count, 4u);
}

TEST(Dlx, SecondaryColumnsAreCoveredAtMostOnce) {
  // Column 2 is secondary: rows 0 and 1 both use it, so they cannot be chosen together.
  const Problem p = make(3, 2, {{0, 2}, {1, 2}, {0}, {1}});
  const Result r = solve(p, Limits::find(0));
  EXPECT_EQ(solutionsOf(r), (std::vector<std::vector<int>>{{0, 3}, {1, 2}, {2, 3}}));
}

TEST(Dlx, DeepSearchDoesNotUseTheCallStack) {
  // 100,000 primary columns, each with its own row: the search goes 100,000 levels deep.
  Problem p;
  p.columns = p.primary = 100000;
  for (int c = 0; c < p.columns; ++c) p.addRow(&c, 1);
  const Result r = solve(p, Limits::find(0));
  EXPECT_EQ(r.count, 1u);
  EXPECT_EQ(r.solutions.rows.size(), 100000u);
}

TEST(Dlx, RejectsBadProblemsWithTheirLocation) {
  auto message = [](const Problem& p) { return test::messageOf([&] { solve(p, Limits{}); }); };
  EXPECT_EQ(message(make(0, 0, {})), "the problem has 0 columns; at least 1 is needed");
  EXPECT_EQ(message(make(3, 4, {{0}})), "primary = 4 is outside 0..3 (the number of columns)");
  EXPECT_EQ(message(make(3, 3, {{0}, {1, 3}})), "row 1: column index 3 is out of range 0..2");
  EXPECT_EQ(message(make(3, 3, {{0}, {-1}})), "row 1: column index -1 is out of range 0..2");
  EXPECT_EQ(message(make(3, 3, {{0, 2, 0}})), "row 0 lists column 0 twice");
  EXPECT_EQ(message(make(3, 3, {{0}, {}})), "row 1 is empty; every row must cover a column");
  EXPECT_EQ(message(make(3, 1, {{0}, {1, 2}})),
            "row 1 covers only secondary columns; every row needs a primary column");
}

TEST(Dlx, MatchesBruteForceOnRandomMatrices) {
  std::mt19937 rng(20261121);
  int withSolutions = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int columns = 1 + static_cast<int>(rng() % 7);
    const int primary = 1 + static_cast<int>(rng() % columns);
    const int rows = static_cast<int>(rng() % 13);
    Problem p;
    p.columns = columns;
    p.primary = primary;
    for (int r = 0; r < rows; ++r) {
      std::vector<int> row;
      for (int c = 0; c < columns; ++c) {
        if (rng() % 3 == 0) row.push_back(c);
      }
      if (row.empty() || row[0] >= primary) row.insert(row.begin(), static_cast<int>(rng() % primary));
      p.addRow(row.data(), static_cast<int>(row.size()));
    }
    const std::uint64_t expected = test::bruteForceCount(p);
    for (const Engine engine : {Engine::Links, Engine::Bitsets}) {
      Limits all = Limits::find(0);
      all.engine = engine;
      const Result r = solve(p, all);
      const char* name = engine == Engine::Links ? "links" : "bitsets";
      ASSERT_EQ(r.count, expected) << "trial " << trial << " " << name;
      ASSERT_TRUE(r.complete());
      ASSERT_EQ(r.solutions.size(), expected);
      for (std::size_t s = 0; s < r.solutions.size(); ++s) {
        ASSERT_TRUE(test::isCover(p, r.solutions.rows.data() + r.solutions.start[s], r.solutions.start[s + 1] - r.solutions.start[s]));
      }
      // The optional inferences never change what is found, only how fast.
      for (int reduceUpTo : {0, 2, 4}) {
        for (bool probe : {false, true}) {
          for (int reduceDepth : {0, 1, 2}) {
            Limits tuned = Limits::count(0);
            tuned.reduceUpTo = reduceUpTo;
            tuned.reduceDepth = reduceDepth;
            tuned.probe = probe;
            tuned.engine = engine;
            ASSERT_EQ(solve(p, tuned).count, expected) << "trial " << trial << " " << name << " reduce " << reduceUpTo
                                                       << " depth " << reduceDepth << " probe " << probe;
          }
        }
      }
      // In row order both engines list the same solutions in the same order.
      Limits ordered = Limits::find(0);
      ordered.branching = Branching::First;
      ordered.engine = engine;
      Limits orderedLinks = ordered;
      orderedLinks.engine = Engine::Links;
      ASSERT_EQ(solutionsOf(solve(p, ordered)), solutionsOf(solve(p, orderedLinks))) << "trial " << trial << " " << name;
    }
    withSolutions += expected > 0;
  }
  EXPECT_GT(withSolutions, 50);  // the generator must exercise real covers, not only failures
}

// Solves `p` in searches of at most `budget` nodes, as a pool of workers does: each search stopped
// at the budget leaves a frontier, and each list in it becomes a search of `p` with those rows taken
// first (their clashing rows left out) and the rows its frontierRemoved list names left out. A
// search that makes no headway gets twice the budget. Returns every solution found, each sorted, in
// the order found; `searches` counts the searches and `removed` the rows left out as removed.
std::vector<std::vector<int>> solveInPieces(const Problem& p, Limits limits, std::uint64_t budget, int& searches,
                                            std::size_t& removed) {
  struct Piece {
    std::vector<int> taken;
    std::vector<int> removed;
    std::uint64_t budget;
  };
  std::vector<std::vector<int>> found;
  std::vector<Piece> todo{{{}, {}, budget}};
  searches = 0;
  removed = 0;
  while (!todo.empty()) {
    const Piece piece = todo.back();
    todo.pop_back();
    ++searches;
    std::vector<char> covered(static_cast<std::size_t>(p.columns), 0);
    for (const int row : piece.taken) {
      for (int k = p.rowStart[row]; k < p.rowStart[row + 1]; ++k) covered[p.entries[k]] = 1;
    }
    Problem sub;
    sub.columns = p.columns;
    sub.primary = p.primary;
    std::vector<int> original;  // sub's row -> p's row
    for (int row = 0; row < p.rows(); ++row) {
      const bool isTaken = std::find(piece.taken.begin(), piece.taken.end(), row) != piece.taken.end();
      bool out = std::find(piece.removed.begin(), piece.removed.end(), row) != piece.removed.end();
      for (int k = p.rowStart[row]; k < p.rowStart[row + 1]; ++k) out = out || covered[p.entries[k]] != 0;
      if (out && !isTaken) continue;
      sub.addRow(&p.entries[p.rowStart[row]], p.rowStart[row + 1] - p.rowStart[row]);
      original.push_back(row);
    }
    limits.maxNodes = piece.budget;
    limits.keepFrontier = true;
    const Result r = solve(sub, limits);
    for (const auto& rows : solutionsOf(r)) {
      std::vector<int> solution;
      for (const int row : rows) solution.push_back(original[row]);
      std::sort(solution.begin(), solution.end());
      found.push_back(solution);
    }
    if (r.stop != Stop::NodeLimit) {
      EXPECT_EQ(r.frontier.size(), 0u);
      EXPECT_EQ(r.frontierRemoved.size(), 0u);
      continue;
    }
    EXPECT_GT(r.frontier.size(), 0u);
    EXPECT_EQ(r.frontierRemoved.size(), r.frontier.size());
    for (std::size_t f = 0; f < r.frontier.size(); ++f) {
      Piece next{piece.taken, piece.removed, budget};
      for (int at = r.frontier.start[f]; at < r.frontier.start[f + 1]; ++at) {
        const int row = original[r.frontier.rows[at]];
        if (std::find(next.taken.begin(), next.taken.end(), row) == next.taken.end()) next.taken.push_back(row);
      }
      for (int at = r.frontierRemoved.start[f]; at < r.frontierRemoved.start[f + 1]; ++at) {
        next.removed.push_back(original[r.frontierRemoved.rows[at]]);
        ++removed;
      }
      if (next.taken == piece.taken && next.removed.size() == piece.removed.size()) next.budget = 2 * piece.budget;
      todo.push_back(next);
    }
  }
  return found;
}

TEST(Dlx, FrontierSplitsTheRestOfTheSearchWithoutLossOrOverlap) {
  std::mt19937 rng(20261122);
#ifdef DLX_SANITIZED
  // Under the sanitizers (12 times slower), 8 queens and most random problems are left to the
  // optimized build.
  std::vector<Problem> problems{knuthExample(), queens::encode(6)};
  const int trials = 10;
#else
  std::vector<Problem> problems{knuthExample(), queens::encode(6), queens::encode(8)};
  const int trials = 40;
#endif
  for (int trial = 0; trial < trials; ++trial) {
    const int columns = 6 + static_cast<int>(rng() % 6);
    Problem p;
    p.columns = columns;
    p.primary = columns - static_cast<int>(rng() % 3);
    for (int r = 0; r < 40; ++r) {
      std::vector<int> row;
      for (int c = 0; c < columns; ++c) {
        if (rng() % 4 == 0) row.push_back(c);
      }
      if (row.empty() || row[0] >= p.primary) row.insert(row.begin(), static_cast<int>(rng() % p.primary));
      p.addRow(row.data(), static_cast<int>(row.size()));
    }
    problems.push_back(p);
  }
  int split = 0;
  std::size_t removedRows = 0;
  for (std::size_t n = 0; n < problems.size(); ++n) {
    const Problem& p = problems[n];
    for (const Engine engine : {Engine::Links, Engine::Bitsets}) {
      for (const bool probe : {false, true}) {
        for (const Branching branching : {Branching::Mrv, Branching::First}) {
          Limits limits = Limits::find(0);
          limits.engine = engine;
          limits.probe = probe;
          limits.reduceUpTo = probe ? 3 : 0;
          limits.branching = branching;
          auto whole = solutionsOf(solve(p, limits));
          for (auto& solution : whole) std::sort(solution.begin(), solution.end());
          std::sort(whole.begin(), whole.end());
          for (const std::uint64_t budget : {1u, 2u, 5u, 23u}) {
            int searches = 0;
            std::size_t removed = 0;
            auto pieces = solveInPieces(p, limits, budget, searches, removed);
            removedRows += removed;
            std::sort(pieces.begin(), pieces.end());
            ASSERT_EQ(pieces, whole) << "problem " << n << (engine == Engine::Links ? " links" : " bitsets")
                                     << " probe " << probe << " budget " << budget;
            split += searches > 1;
          }
        }
      }
    }
  }
  EXPECT_GT(split, 5 * static_cast<int>(problems.size()));  // runs really were split (of 32 per problem)
  EXPECT_GT(removedRows, 100u);  // and pieces really left out rows their frontier said were removed
}

TEST(Dlx, FrontierIsKeptOnlyWhenAskedAndOnlyAtTheBudget) {
  const Problem p = queens::encode(8);
  for (const Engine engine : {Engine::Links, Engine::Bitsets}) {
    Limits limits = Limits::find(0).budget(50);
    limits.engine = engine;
    EXPECT_EQ(solve(p, limits).frontier.size(), 0u);
    limits.keepFrontier = true;
    const Result stopped = solve(p, limits);
    EXPECT_EQ(stopped.stop, Stop::NodeLimit);
    EXPECT_GT(stopped.frontier.size(), 1u);
    limits.maxNodes = 0;
    EXPECT_EQ(solve(p, limits).frontier.size(), 0u);
    limits.maxSolutions = 3;
    const Result three = solve(p, limits);
    EXPECT_EQ(three.stop, Stop::SolutionLimit);
    EXPECT_EQ(three.frontier.size(), 0u);
  }
}

TEST(Dlx, BothEnginesHonourTheLimits) {
  const Problem p = make(2, 2, {{0}, {0}, {1}, {1}});
  for (const Engine engine : {Engine::Links, Engine::Bitsets}) {
    Limits two = Limits::find(2);
    two.engine = engine;
    const Result first = solve(p, two);
    EXPECT_EQ(first.count, 2u);
    EXPECT_EQ(first.stop, Stop::SolutionLimit);
    EXPECT_EQ(solutionsOf(first), (std::vector<std::vector<int>>{{0, 2}, {0, 3}}));

    Limits budget = Limits::find(0).budget(3);
    budget.engine = engine;
    const Result bounded = solve(p, budget);
    EXPECT_EQ(bounded.nodes, 3u);
    EXPECT_EQ(bounded.stop, Stop::NodeLimit);

    Limits count = Limits::count(0);
    count.engine = engine;
    const Result counted = solve(p, count);
    EXPECT_EQ(counted.count, 4u);
    EXPECT_TRUE(counted.solutions.rows.empty());
  }
}

TEST(Dlx, BitsetProbingRemovesWhatEveryBranchStrikes) {
  // Items X, P, Q; options a = {X, P}, b = {X, Q}, c = {P, Q}, d = {Q}, e = {P}. X has two options,
  // neither fails when probed, but both strike c (a through P, b through Q): c is in no cover, and
  // the probe removes it before any branch. The covers are {a, d} and {b, e}.
  const Problem p = make(3, 3, {{0, 1}, {0, 2}, {1, 2}, {2}, {1}});
  Limits limits = Limits::find(0);
  limits.engine = Engine::Bitsets;
  limits.probe = true;
  const Result r = solve(p, limits);
  EXPECT_EQ(r.count, 2u);
  EXPECT_TRUE(r.complete());
  EXPECT_EQ(r.removed, 1u);
  EXPECT_EQ(solutionsOf(r), (std::vector<std::vector<int>>{{0, 3}, {1, 4}}));
}

// Items A, X, Y, Z, W, B. The search branches on A first. Choosing {A, B} strikes {X, B}, which
// leaves X with {X, Y} and {X, Y, W}: both cover Y, so the subset rule removes {Y, Z}, under one
// open branch point.
Problem removalUnderOneBranchPoint() {
  return make(6, 6, {{0, 5}, {0}, {1, 2}, {1, 2, 4}, {1, 5}, {2, 3}, {3}, {4}, {3, 4}, {5}});
}

TEST(Dlx, SubsetRuleStopsBelowReduceDepth) {
  // reduceDepth 1 allows the rule at the root only, 2 under one open branch point too.
  const Problem p = removalUnderOneBranchPoint();
  for (const Engine engine : {Engine::Links, Engine::Bitsets}) {
    Limits all = Limits::find(0);
    all.engine = engine;
    const auto expected = solutionsOf(solve(p, all));
    for (int reduceDepth : {1, 2}) {
      Limits limits = all;
      limits.reduceUpTo = 2;
      limits.reduceDepth = reduceDepth;
      const Result r = solve(p, limits);
      EXPECT_EQ(solutionsOf(r), expected) << "depth " << reduceDepth;
      if (reduceDepth == 1) {
        EXPECT_EQ(r.removed, 0u);
      } else {
        EXPECT_GE(r.removed, 1u);
      }
    }
  }
}

TEST(Dlx, StartDepthCountsDepthFromTheWholeSearchsRoot) {
  // reduceDepth 2 allows the removal under one open branch point. Started as a piece one branch
  // point deep in a larger search, that node is two deep, and the rule stays off.
  const Problem p = removalUnderOneBranchPoint();
  for (const Engine engine : {Engine::Links, Engine::Bitsets}) {
    Limits limits = Limits::find(0);
    limits.engine = engine;
    const auto expected = solutionsOf(solve(p, limits));
    limits.reduceUpTo = 2;
    limits.reduceDepth = 2;
    EXPECT_GE(solve(p, limits).removed, 1u);
    limits.startDepth = 1;
    const Result piece = solve(p, limits);
    EXPECT_EQ(piece.removed, 0u);
    EXPECT_EQ(solutionsOf(piece), expected);
  }
}

TEST(Dlx, UnsortedRowsAreTheSameSolution) {
  for (const Engine engine : {Engine::Links, Engine::Bitsets}) {
    Limits limits = Limits::find(0);
    limits.engine = engine;
    limits.sortRows = false;
    auto found = solutionsOf(solve(knuthExample(), limits));
    ASSERT_EQ(found.size(), 1u);
    std::sort(found[0].begin(), found[0].end());
    EXPECT_EQ(found[0], (std::vector<int>{0, 3, 4}));
  }
}

TEST(Dlx, AutoTakesLinksBeyondTheBitsetSearchsBounds) {
  // 20,000 options (more than the bitset search takes): one per column, a single cover.
  Problem p;
  p.columns = p.primary = 20000;
  for (int c = 0; c < p.columns; ++c) p.addRow(&c, 1);
  ASSERT_FALSE(fitsBitsets(p));
  const Result r = solve(p, Limits::find(0));
  EXPECT_EQ(r.count, 1u);
  EXPECT_EQ(r.solutions.rows.size(), 20000u);
  // Asked for by name, the bitset search refuses it rather than let links run in its place.
  EXPECT_THROW(solve(p, Limits::find(0).on(Engine::Bitsets)), std::invalid_argument);
}

}  // namespace
}  // namespace dlx
