// Searches cut into slices (core/slice.hpp), as a pool of workers or hosts runs them: every
// engine's frontier, colored included, splits the rest of a search without loss or overlap.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "brute_force.hpp"
#include "core/slice.hpp"
#include "encoders/knuth_text.hpp"
#include "encoders/queens.hpp"
#include "slice_runner.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {

using SolutionSet = std::multiset<std::vector<int>>;

SolutionSet setOf(const Solutions& s) {
  SolutionSet out;
  for (std::size_t k = 0; k < s.size(); ++k) out.emplace(s.rows.begin() + s.start[k], s.rows.begin() + s.start[k + 1]);
  return out;
}

// Runs `p` as a pool does: slices of up to `perSlice` searches off a stack, each within `budget`
// nodes (twice that for a search that came back unchanged), until nothing is left. Every solution
// found, and the count, into `found` and `count`; returns the number of slices.
int solveInSlices(const Problem& p, Limits limits, std::uint64_t budget, std::size_t perSlice, SolutionSet& found,
                  std::uint64_t& count) {
  struct Todo {
    std::vector<int> search;
    std::uint64_t budget;
  };
  std::vector<Todo> stack{{{0, 0}, budget}};
  int slices = 0;
  count = 0;
  while (!stack.empty()) {
    std::vector<int> searches;
    std::uint64_t share = 0;
    std::vector<int> first;
    for (std::size_t k = 0; k < perSlice && !stack.empty(); ++k) {
      if (k == 0) first = stack.back().search;
      share = std::max(share, stack.back().budget);
      searches.insert(searches.end(), stack.back().search.begin(), stack.back().search.end());
      stack.pop_back();
    }
    limits.maxNodes = share;
    const Slice slice = solveSlice(p, searches, limits);
    ++slices;
    count += slice.search.count;
    const SolutionSet some = setOf(slice.search.solutions);
    found.insert(some.begin(), some.end());
    EXPECT_EQ(slice.search.stop == Stop::NodeLimit, !slice.left.empty());
    const auto left = test::searchesIn(slice.left);
    for (std::size_t k = left.size(); k-- > 0;) {
      stack.push_back({left[k], k == 0 && left[k] == first ? 2 * share : budget});
    }
  }
  return slices;
}

TEST(Slice, WithoutSearchesIsTheWholeSearch) {
  const Problem p = queens::encode(8);
  const Slice whole = solveSlice(p, {}, Limits::find(0));
  EXPECT_EQ(whole.search.count, 92u);
  EXPECT_EQ(whole.search.solutions.size(), 92u);
  EXPECT_TRUE(whole.left.empty());
  EXPECT_EQ(setOf(whole.search.solutions), setOf(solve(p, Limits::find(0)).solutions));
}

TEST(Slice, SplitsEveryEngineWithoutLossOrOverlap) {
  std::mt19937 rng(20261124);
  std::vector<Problem> problems{queens::encode(6), knuth::parse("a b c d e f g\nc e f\na d g\nb c f\na d\nb g\nd e g\n").problem};
  for (int trial = 0; trial < 60; ++trial) problems.push_back(test::randomProblem(rng, 14, trial % 3 != 1, trial % 3 != 0));
  int split = 0;
  int coloredSplit = 0;
  for (std::size_t n = 0; n < problems.size(); ++n) {
    const Problem& p = problems[n];
    for (const Engine engine : {Engine::Auto, Engine::Links, Engine::Bitsets}) {
      if (engine == Engine::Bitsets && p.hasColorsOrBounds()) continue;
      for (const Branching branching : {Branching::Mrv, Branching::First}) {
        Limits limits = Limits::find(0);
        limits.engine = engine;
        limits.branching = branching;
        limits.probe = engine == Engine::Bitsets;
        const Result whole = solve(p, limits);
        if (p.hasColorsOrBounds()) ASSERT_EQ(whole.count, test::bruteForceCount(p)) << "problem " << n;
        for (const std::uint64_t budget : {1u, 2u, 5u, 23u}) {
          for (const std::size_t perSlice : {1u, 3u}) {
            SolutionSet found;
            std::uint64_t count = 0;
            const bool wasSplit = solveInSlices(p, limits, budget, perSlice, found, count) > 1;
            split += wasSplit;
            coloredSplit += wasSplit && p.hasColorsOrBounds();
            ASSERT_EQ(count, whole.count) << "problem " << n << " budget " << budget;
            ASSERT_EQ(found, setOf(whole.solutions)) << "problem " << n << " budget " << budget;
          }
        }
      }
    }
  }
  EXPECT_GT(split, 300);  // most runs really were split
  EXPECT_GT(coloredSplit, 200);  // the colored search's among them
}

TEST(Slice, CountsAloneAndStopsAtTheSolutionLimit) {
  const Problem p = queens::encode(9);
  SolutionSet found;
  std::uint64_t count = 0;
  EXPECT_GT(solveInSlices(p, Limits::count(0), 50, 4, found, count), 10);
  EXPECT_EQ(count, 352u);
  EXPECT_TRUE(found.empty());
  const Slice some = solveSlice(p, {}, Limits::find(5));
  EXPECT_EQ(some.search.count, 5u);
  EXPECT_EQ(some.search.stop, Stop::SolutionLimit);
  EXPECT_TRUE(some.left.empty());
}

TEST(Slice, TakenAndLeftOutOptionsNarrowTheSearch) {
  // Knuth's example: its one cover is options 0, 3, 4.
  const Problem p = knuth::parse("a b c d e f g\nc e f\na d g\nb c f\na d\nb g\nd e g\n").problem;
  EXPECT_EQ(solveSlice(p, {1, 3, 0}, Limits::find(0)).search.count, 1u);
  EXPECT_EQ(solveSlice(p, {1, 3, 1, 4}, Limits::find(0)).search.count, 0u);
  EXPECT_EQ(solveSlice(p, {2, 0, 1, 0}, Limits::find(0)).search.count, 0u);  // options that clash
  const Slice all = solveSlice(p, {3, 4, 3, 0, 0}, Limits::find(0));
  EXPECT_EQ(setOf(all.search.solutions), (SolutionSet{{0, 3, 4}}));
  // Colors: options that give x different colors clash; agreeing ones keep the rest open.
  const Problem colored = knuth::parse("A B | x\nA x:1\nA x:2\nB x:1\nB x:2\nB\n").problem;
  EXPECT_EQ(solveSlice(colored, {1, 0, 0}, Limits::find(0)).search.count, 2u);
  EXPECT_EQ(solveSlice(colored, {2, 0, 3, 0}, Limits::find(0)).search.count, 0u);
  // Bounds: 2|A takes two of its options.
  const Problem bounded = knuth::parse("2|A B\nA\nA B\nA\n").problem;
  EXPECT_EQ(solveSlice(bounded, {1, 1, 0}, Limits::find(0)).search.count, 2u);
  EXPECT_EQ(solveSlice(bounded, {2, 0, 2, 0}, Limits::find(0)).search.count, 0u);
}

TEST(Slice, NamesTheBadSearch) {
  const Problem p = queens::encode(4);
  EXPECT_EQ(test::messageOf([&] { solveSlice(p, {0, 0, 3, 1}, Limits::find(0)); }),
            "search 2 of the slice says it has 3 taken options, but 1 numbers are left in the list");
  EXPECT_EQ(test::messageOf([&] { solveSlice(p, {1, 99, 0}, Limits::find(0)); }),
            "search 1 of the slice names option 99 among its taken options; the problem's are 0..15");
  EXPECT_EQ(test::messageOf([&] { solveSlice(p, {1, 2, 1, 2}, Limits::find(0)); }),
            "search 1 of the slice names option 2 twice");
  EXPECT_EQ(test::messageOf([&] { solveSlice(p, {1, -1, 0}, Limits::find(0)); }),
            "search 1 of the slice names option -1 among its taken options; the problem's are 0..15");
  EXPECT_EQ(test::messageOf([&] { solveSlice(p, {0}, Limits::find(0)); }),
            "search 1 of the slice says it has no count of left-out options, but 0 numbers are left in the list");
}

}  // namespace
}  // namespace dlx
