// The colored search (colors and bounds, Knuth's dlx2/dlx3) against brute force and Knuth's own
// examples.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <stdexcept>

#include "brute_force.hpp"
#include "core/dlx.hpp"
#include "encoders/knuth_text.hpp"

namespace dlx {
namespace {

std::set<std::vector<int>> solutionSet(const Solutions& s) {
  std::set<std::vector<int>> out;
  for (std::size_t k = 0; k < s.size(); ++k) out.emplace(s.rows.begin() + s.start[k], s.rows.begin() + s.start[k + 1]);
  return out;
}

TEST(Colored, MatchesBruteForceOnRandomProblems) {
  std::mt19937 rng(20261123);
  int withSolutions = 0;
  int withSeveral = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const Problem p = test::randomProblem(rng, 12, trial % 3 != 1, trial % 3 != 0);
    const std::uint64_t expected = test::bruteForceCount(p);
    for (const Branching branching : {Branching::Mrv, Branching::First}) {
      Limits all = Limits::find(0);
      all.branching = branching;
      const Result r = solve(p, all);
      ASSERT_EQ(r.count, expected) << "trial " << trial;
      ASSERT_TRUE(r.complete());
      // Each solution once, each a cover.
      ASSERT_EQ(solutionSet(r.solutions).size(), expected) << "trial " << trial;
      for (std::size_t s = 0; s < r.solutions.size(); ++s) {
        ASSERT_TRUE(test::isCover(p, r.solutions.rows.data() + r.solutions.start[s],
                                  r.solutions.start[s + 1] - r.solutions.start[s]))
            << "trial " << trial;
      }
      Limits counting = Limits::count(0);
      counting.branching = branching;
      ASSERT_EQ(solve(p, counting).count, expected) << "trial " << trial;
    }
    withSolutions += expected > 0;
    withSeveral += expected > 2;
  }
  EXPECT_GT(withSolutions, 300);  // real covers, not only failures
  EXPECT_GT(withSeveral, 100);
}

TEST(Colored, StopsAtTheLimits) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    const Problem p = test::randomProblem(rng, 12, true, true);
    const std::uint64_t all = test::bruteForceCount(p);
    if (all < 2) continue;
    const Result two = solve(p, Limits::find(2));
    EXPECT_EQ(two.count, 2u);
    EXPECT_EQ(two.stop, Stop::SolutionLimit);
    EXPECT_EQ(two.solutions.size(), 2u);
    const Result budget = solve(p, Limits::count(0).budget(1));
    EXPECT_EQ(budget.stop, Stop::NodeLimit);
    EXPECT_LE(budget.nodes, 1u);
  }
}

TEST(Colored, KnuthsExamples) {
  // dlx2.w: the unique solution is rows "A C X:1 Y:1" and "B X:1" (the option with no primary item,
  // which his program skips, is left out here, where it is an error).
  auto dlx2 = knuth::parse("| A simple example of color controls\nA B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nB X:1\nC Y:1\n");
  Result r = solve(dlx2.problem, Limits::find(0));
  ASSERT_EQ(r.count, 1u);
  EXPECT_EQ(r.solutions.rows, (std::vector<int>{1, 2}));
  // dlx3.w: the unique solution is "A C X:1 Y:1", "B X:1", "C Y:1".
  auto dlx3 = knuth::parse("| A simple example of color controls\nA B 2:3|C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n");
  r = solve(dlx3.problem, Limits::find(0));
  ASSERT_EQ(r.count, 1u);
  EXPECT_EQ(r.solutions.rows, (std::vector<int>{1, 3, 4}));
}

TEST(Colored, ItemsWithRoomEnumerateEverySubset) {
  // 0:3|A with three options of A alone: every subset is a solution (Knuth's dlx3 reports one
  // "core solution" with 3 free options, 8 in total; the count here is the total).
  auto text = knuth::parse("0:3|A\nA\nA\nA\n");
  EXPECT_EQ(solve(text.problem, Limits::count(0)).count, 8u);
  // Two queens in each of 4 rows and columns of a 4x4 board, at most one per diagonal: 90 ways
  // without the diagonals; checked against brute force on the same problem.
  Problem p;
  p.columns = 8;
  p.primary = 8;
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) {
      const int row[] = {r, 4 + c};
      p.addRow(row, 2);
    }
  }
  p.bounds.assign(8, Bound{2, 2});
  EXPECT_EQ(solve(p, Limits::count(0)).count, 90u);
}

TEST(Colored, RefusesTheBitsetsItCannotUse) {
  auto text = knuth::parse("A | x\nA x:1\n");
  EXPECT_THROW(solve(text.problem, Limits::count(0).on(Engine::Bitsets)), std::invalid_argument);
  EXPECT_EQ(solve(text.problem, Limits::count(0).on(Engine::Links)).count, 1u);
}

}  // namespace
}  // namespace dlx
