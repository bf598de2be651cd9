// The step-through trace (dlx::trace): replayed on a model of the matrix, every step is what the
// search saw, and the covers it records are the search's own.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "brute_force.hpp"
#include "core/dlx.hpp"
#include "encoders/knuth_text.hpp"
#include "encoders/queens.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {

// Replays `trace` on a model of `p`'s matrix (which items are covered; an option is in an active
// item's list while none of its items is covered) and checks each step against it. The covers the
// trace records, each sorted, into `covers`.
void replayInto(const Problem& p, const Trace& trace, std::set<std::vector<int>>& covers) {
  std::vector<char> covered(static_cast<std::size_t>(p.columns), 0);
  std::vector<int> stack;        // items covered, in order
  std::vector<int> path;         // options tried, per level
  auto hasItem = [&](int option, int item) {
    for (int k = p.rowStart[option]; k < p.rowStart[option + 1]; ++k) {
      if (p.entries[k] == item) return true;
    }
    return false;
  };
  auto length = [&](int item) {
    int n = 0;
    for (int option = 0; option < p.rows(); ++option) {
      bool live = hasItem(option, item);
      for (int k = p.rowStart[option]; k < p.rowStart[option + 1] && live; ++k) live = !covered[p.entries[k]];
      n += live;
    }
    return n;
  };
  std::size_t pendingCovers = 0;  // the other items of the option just tried, still to be covered
  int tried = -1;
  for (std::size_t s = 0; s < trace.steps.size(); ++s) {
    const TraceStep& step = trace.steps[s];
    SCOPED_TRACE("step " + std::to_string(s));
    // An option's own steps (its covers and uncovers, Leave) are at its level; the rest below it.
    const bool ofOption = step.option >= 0 && step.event != TraceEvent::Try;
    EXPECT_EQ(step.level, static_cast<int>(path.size()) - (ofOption ? 1 : 0));
    switch (step.event) {
      case TraceEvent::Choose: {
        EXPECT_EQ(pendingCovers, 0u);
        // The search's MRV: the first active primary item of the fewest options, or the first
        // with at most one.
        int best = -1;
        for (int item = 0; item < p.primary; ++item) {
          if (covered[item]) continue;
          if (best < 0 || length(item) < length(best)) best = item;
          if (length(best) <= 1) break;
        }
        EXPECT_EQ(step.item, best);
        EXPECT_EQ(step.length, length(step.item));
        break;
      }
      case TraceEvent::DeadEnd:
        EXPECT_EQ(length(step.item), 0);
        break;
      case TraceEvent::Cover:
        EXPECT_FALSE(covered[step.item]);
        if (step.option >= 0) {
          ASSERT_GT(pendingCovers, 0u);
          EXPECT_EQ(step.option, tried);
          EXPECT_TRUE(hasItem(step.option, step.item));
          --pendingCovers;
        }
        covered[step.item] = 1;
        stack.push_back(step.item);
        break;
      case TraceEvent::Try: {
        EXPECT_EQ(pendingCovers, 0u);
        EXPECT_TRUE(covered[step.item]);  // the item chosen at this level
        EXPECT_TRUE(hasItem(step.option, step.item));
        for (int k = p.rowStart[step.option]; k < p.rowStart[step.option + 1]; ++k) {
          if (p.entries[k] != step.item) EXPECT_FALSE(covered[p.entries[k]]);  // the option was in the item's list
        }
        tried = step.option;
        pendingCovers = static_cast<std::size_t>(p.rowStart[step.option + 1] - p.rowStart[step.option] - 1);
        path.push_back(step.option);
        break;
      }
      case TraceEvent::Solution: {
        for (int item = 0; item < p.primary; ++item) EXPECT_TRUE(covered[item]);
        EXPECT_TRUE(test::isCover(p, path.data(), static_cast<int>(path.size())));
        std::vector<int> cover = path;
        std::sort(cover.begin(), cover.end());
        EXPECT_TRUE(covers.insert(cover).second);  // met once
        break;
      }
      case TraceEvent::Uncover:
        ASSERT_FALSE(stack.empty());
        EXPECT_EQ(stack.back(), step.item);  // the reverse order
        stack.pop_back();
        covered[step.item] = 0;
        if (step.option >= 0) EXPECT_EQ(step.option, path.back());
        break;
      case TraceEvent::Leave:
        ASSERT_FALSE(path.empty());
        EXPECT_EQ(step.option, path.back());
        path.pop_back();
        break;
    }
  }
  if (trace.complete) {
    EXPECT_TRUE(stack.empty());
    EXPECT_TRUE(path.empty());
  }
}

std::set<std::vector<int>> replay(const Problem& p, const Trace& trace) {
  std::set<std::vector<int>> covers;
  replayInto(p, trace, covers);
  return covers;
}

std::set<std::vector<int>> solutionsOf(const Problem& p) {
  const Result r = solve(p, Limits::find(0));
  std::set<std::vector<int>> out;
  for (std::size_t k = 0; k < r.solutions.size(); ++k) {
    out.emplace(r.solutions.rows.begin() + r.solutions.start[k], r.solutions.rows.begin() + r.solutions.start[k + 1]);
  }
  return out;
}

TEST(Trace, KnuthsExampleStepByStep) {
  const Problem p = knuth::parse("a b c d e f g\nc e f\na d g\nb c f\na d\nb g\nd e g\n").problem;
  const Trace t = trace(p, 10'000);
  EXPECT_TRUE(t.complete);
  EXPECT_EQ(t.count, 1u);
  EXPECT_EQ(replay(p, t), (std::set<std::vector<int>>{{0, 3, 4}}));
  // It starts as Knuth's paper does: item a (two options) chosen and covered, option 1 (a d g) tried.
  ASSERT_GE(t.steps.size(), 3u);
  EXPECT_EQ(t.steps[0].event, TraceEvent::Choose);
  EXPECT_EQ(t.steps[0].item, 0);
  EXPECT_EQ(t.steps[0].length, 2);
  EXPECT_EQ(t.steps[1].event, TraceEvent::Cover);
  EXPECT_EQ(t.steps[2].event, TraceEvent::Try);
  EXPECT_EQ(t.steps[2].option, 1);
}

TEST(Trace, ReplaysTheSearchOnRandomProblems) {
  std::mt19937 rng(20261124);
  int withCovers = 0;
  for (int trial = 0; trial < 300; ++trial) {
    Problem p = test::randomProblem(rng, 12, false, false);
    const Trace t = trace(p, 1'000'000);
    ASSERT_TRUE(t.complete);
    const auto covers = replay(p, t);
    EXPECT_EQ(covers, solutionsOf(p)) << "trial " << trial;
    EXPECT_EQ(t.count, covers.size());
    withCovers += !covers.empty();
  }
  EXPECT_GT(withCovers, 50);
  const Problem six = queens::encode(6);
  EXPECT_EQ(replay(six, trace(six, 1'000'000)), solutionsOf(six));
}

TEST(Trace, StopsAtMaxStepsAndRefusesColors) {
  const Problem p = queens::encode(8);
  const Trace t = trace(p, 500);
  EXPECT_FALSE(t.complete);
  EXPECT_EQ(t.steps.size(), 500u);
  replay(p, t);
  const Problem colored = knuth::parse("a | x\na x:1\n").problem;
  EXPECT_EQ(test::messageOf([&] { trace(colored, 10); }),
            "the step-through shows plain exact cover (Algorithm X); this problem has colors or bounds");
}

}  // namespace
}  // namespace dlx
