#include "encoders/sudoku_slice.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "encoders/sudoku9_search.hpp"
#include "encoders/sudoku_text.hpp"
#include "slice_runner.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {

using Searches = std::vector<std::vector<int>>;  // each in the flat format of solveSlice()
using test::runSlices;
using test::searchesIn;

sudoku::Grid top95First() { return sudoku::parseText(test::readPuzzles("9x9-top95.txt")[0]).grid; }

// The solution of top95's first puzzle with cells blanked, from the first, until the grid has
// `solutions` solutions or more; a blank that would give it over 10 times as many is kept.
sudoku::Grid openPuzzle(std::uint64_t solutions) {
  auto grid = top95First();
  grid.cells = sudoku::solve(grid, Limits::find(1)).grids;
  for (int cell = 0; cell < 81; ++cell) {
    if (sudoku::solve(grid, Limits::count(solutions)).search.count >= solutions) break;
    const int given = grid.cells[cell];
    grid.cells[cell] = 0;
    if (sudoku::solve(grid, Limits::count(10 * solutions + 1)).search.count > 10 * solutions) grid.cells[cell] = given;
  }
  return grid;
}

TEST(SudokuSlice, SlicesFindEverySolutionExactlyOnce) {
  const auto grid = openPuzzle(30);
  // Auto: each run's first slice tries the band search, on half its budget, then the engines.
  for (const Engine engine : {Engine::Bitsets, Engine::Links, Engine::Auto}) {
    const auto whole = sudoku::solve(grid, Limits::find(0).on(engine));
    ASSERT_TRUE(whole.search.complete());
    ASSERT_GT(whole.search.count, 20u);
    std::vector<std::vector<int>> expected;
    for (std::size_t at = 0; at < whole.grids.size(); at += 81) {
      expected.emplace_back(whole.grids.begin() + static_cast<std::ptrdiff_t>(at),
                            whole.grids.begin() + static_cast<std::ptrdiff_t>(at + 81));
    }
    std::sort(expected.begin(), expected.end());
    for (const std::uint64_t budget : {1u, 7u, 60u}) {
      for (const std::size_t perSlice : {1u, 4u}) {
        const test::SlicedRun pieces = runSlices(grid, budget, perSlice, 0, engine);
        EXPECT_TRUE(pieces.consistent);
        EXPECT_TRUE(pieces.finished);
        EXPECT_EQ(pieces.grids, expected) << "budget " << budget << " per slice " << perSlice;
        EXPECT_EQ(pieces.count, whole.search.count);
        EXPECT_GT(pieces.slices, 3);
      }
    }
  }
}

// A pool's first slice of a 9x9 is the whole search: the band search answers it when it finishes
// within half the budget, with nothing left.
TEST(SudokuSlice, TheWholeOfA9x9IsTheBandSearchs) {
  for (const auto& line : test::readPuzzles("9x9-forum-hardest-1106.txt")) {
    const auto grid = sudoku::parseText(line.substr(0, 81)).grid;
    const auto bands = sudoku::searchBands(grid, Limits::find(2));
    const auto slice = sudoku::solveSlice(grid, {0, 0}, Limits::find(2).budget(200'000));
    ASSERT_EQ(slice.search.count, 1u) << line;
    EXPECT_EQ(slice.search.nodes, bands.search.nodes) << line;
    EXPECT_EQ(slice.grids, bands.grids) << line;
    EXPECT_TRUE(slice.left.empty()) << line;
  }
  // An empty grid's count does not finish: the engines take it from the start, the band search's
  // nodes counted in the slice's.
  const auto empty = sudoku::parseText(std::string(81, '.')).grid;
  const auto slice = sudoku::solveSlice(empty, {0, 0}, Limits::count(0).budget(1000));
  EXPECT_EQ(slice.search.stop, Stop::NodeLimit);
  EXPECT_LE(slice.search.nodes, 1000u);
  EXPECT_GE(slice.search.nodes, 500u);
  EXPECT_FALSE(slice.left.empty());
}

TEST(SudokuSlice, SlicesProveAHard25x25UniqueWithWhatProbingRemoved) {
  // frisch18 #3: 742,029 nodes in one search, probing at every branch point. What it had removed
  // goes along with the searches left, so the pieces together do no more than the whole.
  const auto puzzle = sudoku::parseText(test::readPuzzles("25x25-frisch18.txt")[2]);
  const auto whole = sudoku::solve(puzzle.grid, Limits::find(2));
  ASSERT_EQ(whole.search.count, 1u);
  const test::SlicedRun pieces = runSlices(puzzle.grid, 50'000, 2, 2, Engine::Auto);
  EXPECT_TRUE(pieces.consistent);
  EXPECT_TRUE(pieces.finished);
  EXPECT_EQ(pieces.count, 1u);
  EXPECT_EQ(pieces.stop, Stop::Exhausted);
  ASSERT_EQ(pieces.grids.size(), 1u);
  EXPECT_EQ(pieces.grids[0], whole.grids);
  EXPECT_GT(pieces.slices, 5);
  EXPECT_GT(pieces.exclusions, 0u);
}

TEST(SudokuSlice, StopsAtTheSolutionLimitAcrossSlices) {
  const auto grid = openPuzzle(30);
  const test::SlicedRun pieces = runSlices(grid, 5, 2, 7, Engine::Auto);
  EXPECT_TRUE(pieces.consistent);
  EXPECT_TRUE(pieces.finished);
  EXPECT_EQ(pieces.count, 7u);
  EXPECT_EQ(pieces.grids.size(), 7u);
  EXPECT_EQ(pieces.stop, Stop::SolutionLimit);
  for (const auto& solution : pieces.grids) EXPECT_TRUE(test::solves(grid, solution.data()));
}

TEST(SudokuSlice, HandsBackTheSearchesItDidNotStart) {
  // Two searches, each a candidate of the first blank cell, and a budget of 1 node: the first
  // search stops at once, split by its frontier, and the second is not begun.
  const auto grid = top95First();
  const auto encoded = sudoku::encode(grid);
  std::vector<int> options;  // the first blank cell's candidates
  for (int option = 0; option < encoded.problem.rows(); ++option) {
    if (encoded.cell[option] == encoded.cell[0]) options.push_back(option);
  }
  ASSERT_GE(options.size(), 2u);
  const std::vector<int> searches{1, options[0], 0, 1, options[1], 0};
  const auto slice = sudoku::solveSlice(grid, searches, Limits::find(0).budget(1));
  EXPECT_EQ(slice.search.stop, Stop::NodeLimit);
  EXPECT_EQ(slice.search.nodes, 1u);
  const Searches left = searchesIn(slice.left);
  ASSERT_GE(left.size(), 2u);
  EXPECT_EQ(slice.leftEnds.size(), left.size());
  EXPECT_EQ(left.back(), (std::vector<int>{1, options[1], 0}));
  for (std::size_t s = 0; s + 1 < left.size(); ++s) {
    ASSERT_GE(left[s].size(), 3u);
    EXPECT_EQ(left[s][1], options[0]);  // everything left of the first search keeps its option first
  }
}

TEST(SudokuSlice, ReportsClashingGivensWithoutSearching) {
  auto grid = top95First();
  int blank = 0;
  while (grid.cells[blank] != 0) ++blank;
  int given = 0;
  while (grid.cells[given] == 0 || given / 9 != blank / 9) ++given;
  grid.cells[blank] = grid.cells[given];
  const auto slice = sudoku::solveSlice(grid, {0, 0}, Limits::find(2));
  EXPECT_EQ(slice.conflicts, (std::vector<int>{std::min(blank, given), std::max(blank, given)}));
  EXPECT_EQ(slice.search.count, 0u);
}

TEST(SudokuSlice, NamesTheBadEntryAndFindsNothingUnderClashingPlacements) {
  const auto grid = top95First();
  const auto encoded = sudoku::encode(grid);
  const int options = encoded.problem.rows();
  EXPECT_EQ(test::messageOf([&] { sudoku::solveSlice(grid, {0, 0, 1, options, 0}, Limits::find(2)); }),
            "search 2 of the slice names option " + std::to_string(options) + " among its taken options; the problem's are 0.." +
                std::to_string(options - 1));
  // Two digits in one cell: no grid has both.
  const auto none = sudoku::solveSlice(grid, {2, 0, 1, 0}, Limits::find(2));
  ASSERT_EQ(encoded.cell[0], encoded.cell[1]);
  EXPECT_EQ(none.search.count, 0u);
  EXPECT_TRUE(none.left.empty());
}

}  // namespace
}  // namespace dlx
