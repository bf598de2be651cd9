// The 9×9 band search against the exact-cover engines: the same counts and the same solutions on
// every 9×9 fixture, on grids of many solutions, and its limits honoured.
#include "encoders/sudoku9_search.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "encoders/random.hpp"
#include "encoders/sudoku_text.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {

// The solutions of a search as a sorted list of grids, to compare two searches that find them in
// different orders.
std::vector<std::vector<int>> gridsOf(const sudoku::Outcome& out) {
  std::vector<std::vector<int>> grids;
  for (std::size_t at = 0; at < out.grids.size(); at += 81) grids.emplace_back(out.grids.begin() + at, out.grids.begin() + at + 81);
  std::sort(grids.begin(), grids.end());
  return grids;
}

void expectAsEngines(const sudoku::Grid& grid, const Limits& limits, const std::string& what) {
  const auto bands = sudoku::searchBands(grid, limits);
  const auto links = sudoku::solve(grid, limits.on(Engine::Links));
  // Searches that stop at the node budget stop at different places; the others must agree.
  if (bands.search.stop != Stop::NodeLimit && links.search.stop != Stop::NodeLimit) {
    ASSERT_EQ(bands.search.count, links.search.count) << what;
    ASSERT_EQ(bands.search.stop, links.search.stop) << what;
    if (limits.keepSolutions && bands.search.complete()) ASSERT_EQ(gridsOf(bands), gridsOf(links)) << what;
  }
  for (std::size_t at = 0; at < bands.grids.size(); at += 81) ASSERT_TRUE(test::solves(grid, bands.grids.data() + at)) << what;
}

TEST(BandSearch, SolvesEvery9x9FixtureAsTheEnginesDo) {
  for (const char* file : {"9x9-top95.txt", "9x9-top1465.txt", "9x9-forum-hardest-1106.txt", "9x9-gecode.txt",
                           "9x9-17clue-sample.txt", "9x9-se-rated-diabolical.txt"}) {
    const auto lines = test::readPuzzles(file);
    ASSERT_FALSE(lines.empty()) << file;
    for (const auto& line : lines) {
      const auto grid = sudoku::parseText(line.substr(0, 81)).grid;
      const auto out = sudoku::searchBands(grid, Limits::find(2));
      ASSERT_EQ(out.search.count, 1u) << file << ": " << line;
      ASSERT_TRUE(out.search.complete()) << line;
      ASSERT_TRUE(test::solves(grid, out.grids.data())) << line;
    }
  }
}

// Grids cut at random from random full grids: many with several solutions, each counted in full
// and compared grid by grid with dancing links.
TEST(BandSearch, CountsGridsOfManySolutionsAsTheEnginesDo) {
  Random random(20261125);
  const auto full = sudoku::solve(sudoku::parseText(std::string(81, '.')).grid, Limits::find(1)).grids;
  int several = 0;
  std::uint64_t most = 0;
#ifdef DLX_SANITIZED  // a quarter under the sanitizers: the optimized build runs them all
  constexpr int kRounds = 100;
#else
  constexpr int kRounds = 400;
#endif
  for (int round = 0; round < kRounds; ++round) {
    sudoku::Grid grid;
    grid.box = 3;
    grid.cells = full;
    // A random relabelling of the digits, then 45 to 56 cells blanked.
    std::vector<int> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
    random.shuffle(digits);
    for (int& cell : grid.cells) cell = digits[cell - 1];
    std::vector<int> cells(81);
    for (int i = 0; i < 81; ++i) cells[i] = i;
    random.shuffle(cells);
    const int blanks = 45 + static_cast<int>(random.below(12));
    for (int k = 0; k < blanks; ++k) grid.cells[cells[k]] = 0;
    expectAsEngines(grid, Limits::find(0).budget(200'000), "round " + std::to_string(round));
    expectAsEngines(grid, Limits::count(50), "round " + std::to_string(round) + ", count");
    const auto count = sudoku::searchBands(grid, Limits::count(0).budget(200'000)).search.count;
    several += count > 1;
    most = std::max(most, count);
  }
  // The rounds are worth their time: many grids of several solutions, some of hundreds.
  EXPECT_GT(several, kRounds / 4);
  EXPECT_GT(most, 100u);
}

TEST(BandSearch, FindsNoSolutionWhereGivensLeaveACellEmpty) {
  // r1c9 sees 1..8 in its row and 9 in its column: no digit is left for it.
  std::string text = "12345678." + std::string(72, '.');
  text[8 + 9 * 4] = '9';
  const auto grid = sudoku::parseText(text).grid;
  const auto out = sudoku::searchBands(grid, Limits::find(2));
  EXPECT_EQ(out.search.count, 0u);
  EXPECT_TRUE(out.search.complete());
  EXPECT_TRUE(out.grids.empty());
}

TEST(BandSearch, AFullGridIsItsOwnSolution) {
  const std::string line = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
  const auto grid = sudoku::parseText(line).grid;
  const auto out = sudoku::searchBands(grid, Limits::find(2));
  EXPECT_EQ(out.search.count, 1u);
  EXPECT_EQ(out.grids, grid.cells);
}

TEST(BandSearch, StopsAtTheNodeBudgetAndTheSolutionLimit) {
  const auto empty = sudoku::parseText(std::string(81, '.')).grid;
  for (const std::uint64_t budget : {1u, 10u, 100u, 1000u}) {
    const auto out = sudoku::searchBands(empty, Limits::count(0).budget(budget));
    EXPECT_EQ(out.search.stop, Stop::NodeLimit) << budget;
    EXPECT_LE(out.search.nodes, budget);
  }
  const auto out = sudoku::searchBands(empty, Limits::find(7));
  EXPECT_EQ(out.search.count, 7u);
  EXPECT_EQ(out.search.stop, Stop::SolutionLimit);
  EXPECT_EQ(out.grids.size(), 7u * 81);
  const auto counted = sudoku::searchBands(empty, Limits::count(7));
  EXPECT_TRUE(counted.grids.empty());
}

// Kept solutions are bounded as the engines bound theirs: 2^24 cells, then an error that says so.
TEST(BandSearch, KeepsAtMost2To24CellsOfSolutions) {
  const auto empty = sudoku::parseText(std::string(81, '.')).grid;
  const std::string message = test::messageOf([&] { sudoku::searchBands(empty, Limits::find(0)); });
  EXPECT_EQ(message, "the 207126 solutions found so far hold 16777206 cells, and at most 16777216 are kept: ask for fewer "
                     "solutions (limit) or count them only (countOnly)");
  EXPECT_EQ(sudoku::searchBands(empty, Limits::find(207126)).search.count, 207126u);
}

// solve() takes 9x9 to the band search, unless an engine is asked for.
TEST(BandSearch, IsWhatSolveRunsOn9x9) {
  int differ = 0;
  for (const auto& line : test::readPuzzles("9x9-top95.txt")) {
    const auto grid = sudoku::parseText(line).grid;
    const auto viaSolve = sudoku::solve(grid, Limits::find(2));
    const auto bands = sudoku::searchBands(grid, Limits::find(2));
    EXPECT_EQ(viaSolve.search.nodes, bands.search.nodes) << line;
    EXPECT_EQ(viaSolve.search.branches, bands.search.branches) << line;
    EXPECT_EQ(viaSolve.grids, bands.grids) << line;
    differ += sudoku::solve(grid, Limits::find(2).on(Engine::Links)).search.nodes != bands.search.nodes;
  }
  EXPECT_GT(differ, 80);  // the engines count otherwise: the two are told apart
}

}  // namespace
}  // namespace dlx
