#include "encoders/sudoku.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <thread>

#include "core/errors.hpp"
#include "encoders/sudoku_text.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {


std::string errorOf(const std::string& text) {
  return test::messageOf([&] { sudoku::parseText(text); });
}

// Checked with both engines: the bitset search is the one a Sudoku gets, dancing links the one a
// bigger problem would.
void expectUniqueAndValid(const std::string& text) {
  const auto puzzle = sudoku::parseText(text);
  for (const Engine engine : {Engine::Bitsets, Engine::Links}) {
    Limits limits = Limits::find(2);
    limits.engine = engine;
    const auto out = sudoku::solve(puzzle.grid, limits);
    ASSERT_TRUE(out.conflicts.empty()) << text;
    ASSERT_EQ(out.search.count, 1u) << text;
    ASSERT_TRUE(out.search.complete()) << text;
    ASSERT_TRUE(test::solves(puzzle.grid, out.grids.data())) << text;
  }
}

TEST(Sudoku, SolvesTop95WithUniquenessProven) {
  for (const auto& line : test::readPuzzles("9x9-top95.txt")) expectUniqueAndValid(line);
}

TEST(Sudoku, Solves16x16Janko) {
  for (const auto& line : test::readPuzzles("16x16-janko55.txt")) expectUniqueAndValid(line);
}

TEST(Sudoku, SolvesAn25x25GridAndAPuzzleCutFromIt) {
  const std::string empty(625, '.');
  const auto blank = sudoku::parseText(empty);
  const auto filled = sudoku::solve(blank.grid, Limits::find(1));
  ASSERT_EQ(filled.search.count, 1u);
  ASSERT_TRUE(test::solves(blank.grid, filled.grids.data()));

  // Keep two cells in three: many solutions or one, every one found must be valid.
  sudoku::Grid cut = blank.grid;
  for (int i = 0; i < 625; ++i) cut.cells[i] = i % 3 == 0 ? 0 : filled.grids[i];
  const auto out = sudoku::solve(cut, Limits::find(2));
  ASSERT_GE(out.search.count, 1u);
  for (std::size_t s = 0; s < out.search.count; ++s) {
    EXPECT_TRUE(test::solves(cut, out.grids.data() + s * 625));
  }
}

TEST(Sudoku, SolvesTheQuickFrisch25x25Puzzles) {
  // frisch18 #17 and #18 take milliseconds, yet branch and probe on problems of 1,940 and 2,007
  // options, where the bitset search strikes through clash words (and both engines must agree).
  const auto puzzles = test::readPuzzles("25x25-frisch18.txt");
  ASSERT_EQ(puzzles.size(), 18u);
  expectUniqueAndValid(puzzles[16]);
  expectUniqueAndValid(puzzles[17]);
}

TEST(Sudoku, PackedClashSetsAfterUnpackedOnesInOneThread) {
  // Each thread keeps one bitset workspace. An empty 9x9 (729 options) keeps its clash sets
  // unpacked, in a clash_ of 8,748 words and no index; frisch18 #17 (1,940 options) after it packs
  // them, and must size the index itself. The second round packs again after the 9x9 has cut
  // clash_ below the index left by the first. In a fresh thread, so that no test before sets the
  // workspace up (a pool's worker runs searches in this order).
  const auto puzzles = test::readPuzzles("25x25-frisch18.txt");
  ASSERT_EQ(puzzles.size(), 18u);
  const auto empty = sudoku::parseText(std::string(81, '0')).grid;
  std::thread([&] {
    for (int round = 0; round < 2; ++round) {
      EXPECT_EQ(sudoku::solve(empty, Limits::find(2)).search.count, 2u);
      expectUniqueAndValid(puzzles[16]);
    }
  }).join();
}

TEST(Sudoku, SolvesAHardFrisch25x25PuzzleProbingLongerItemsNearTheRoot) {
  // frisch18 #3 takes the bitset search past kLongerProbeAfter branch points, so its branch points
  // near the root also probe the items one option longer than the shortest.
  const auto puzzles = test::readPuzzles("25x25-frisch18.txt");
  ASSERT_EQ(puzzles.size(), 18u);
  const auto puzzle = sudoku::parseText(puzzles[2]);
  Limits limits = Limits::find(2);
  limits.engine = Engine::Bitsets;
  const auto out = sudoku::solve(puzzle.grid, limits);
  ASSERT_GT(out.search.branches, 100u);
  EXPECT_EQ(out.search.count, 1u);
  EXPECT_TRUE(out.search.complete());
  EXPECT_TRUE(test::solves(puzzle.grid, out.grids.data()));
}

TEST(Sudoku, EmptyGridHasManySolutions) {
  const auto out = sudoku::solve(sudoku::parseText(std::string(81, '0')).grid, Limits::find(2));
  EXPECT_EQ(out.search.count, 2u);
  EXPECT_FALSE(out.search.complete());
  EXPECT_EQ(out.grids.size(), 2u * 81);
}

TEST(Sudoku, NodeBudgetBoundsProbingToo) {
  // A nearly empty 25x25 makes the search probe at most branch points; every row tried while
  // probing is a node, so the budget stops the search at exactly maxNodes in both engines.
  std::string text(625, '.');
  text[0] = '1';
  const auto grid = sudoku::parseText(text).grid;
  for (const Engine engine : {Engine::Bitsets, Engine::Links}) {
    Limits limits = Limits::find(2).budget(2000);
    limits.engine = engine;
    const auto out = sudoku::solve(grid, limits);
    EXPECT_EQ(out.search.stop, Stop::NodeLimit);
    EXPECT_EQ(out.search.nodes, 2000u);
    EXPECT_GT(out.search.probeMoves, 0u);
    EXPECT_LT(out.search.probeMoves, out.search.nodes);
  }
}

TEST(Sudoku, UnsolvablePuzzleWithoutClashingGivens) {
  // Row 1 leaves only 9 for its last cell, but column 9 already holds a 9.
  const std::string text =
      "12345678."
      "........9"
      "........."
      "........."
      "........."
      "........."
      "........."
      "........."
      ".........";
  const auto out = sudoku::solve(sudoku::parseText(text).grid, Limits::find(2));
  EXPECT_TRUE(out.conflicts.empty());
  EXPECT_EQ(out.search.count, 0u);
  EXPECT_TRUE(out.search.complete());
}

TEST(Sudoku, ClashingGivensAreReportedWithoutSearch) {
  std::string text(81, '.');
  text[0] = '5';
  text[8] = '5';   // same row
  text[80] = '7';
  text[60] = '7';  // same box (rows 7-9, columns 7-9)
  const auto out = sudoku::solve(sudoku::parseText(text).grid, Limits::find(2));
  EXPECT_EQ(out.conflicts, (std::vector<int>{0, 8, 60, 80}));
  EXPECT_EQ(out.search.count, 0u);
  EXPECT_EQ(out.search.nodes, 0u);
}

TEST(Sudoku, FullGridIsItsOwnSolution) {
  const std::string grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  const auto out = sudoku::solve(sudoku::parseText(grid).grid, Limits::find(2));
  EXPECT_EQ(out.search.count, 1u);
  EXPECT_TRUE(out.search.complete());
  EXPECT_EQ(sudoku::formatText(out.grids.data(), 3, "123456789"), grid);
}

TEST(SudokuText, AcceptsBlanksWhitespaceAndLowerCase) {
  const auto p = sudoku::parseText("1.3-\n 0 2 4 . \n....\n....");
  EXPECT_EQ(p.grid.box, 2);
  EXPECT_EQ(p.grid.cells[0], 1);
  EXPECT_EQ(p.grid.cells[1], 0);
  EXPECT_EQ(p.grid.cells[3], 0);
  EXPECT_EQ(p.grid.cells[5], 2);
  std::string big(256, '.');
  big[0] = '1';
  big[1] = 'g';
  const auto q = sudoku::parseText(big);
  EXPECT_EQ(q.alphabet, "123456789ABCDEFG");
  EXPECT_EQ(q.grid.cells[1], 16);
}

TEST(SudokuText, DetectsTheLetterAlphabetFor16x16) {
  std::string text(256, '-');
  text[0] = 'A';
  text[1] = 'P';
  const auto p = sudoku::parseText(text);
  EXPECT_EQ(p.alphabet, "ABCDEFGHIJKLMNOP");
  EXPECT_EQ(p.grid.cells[0], 1);
  EXPECT_EQ(p.grid.cells[1], 16);
  EXPECT_EQ(sudoku::formatText(p.grid.cells.data(), 4, p.alphabet).substr(0, 3), "AP.");
}

TEST(SudokuText, TakesACustomAlphabet) {
  std::string hex(256, '.');
  hex[0] = '0';
  hex[1] = 'f';
  const auto p = sudoku::parseText(hex, "0123456789ABCDEF");
  EXPECT_EQ(p.grid.cells[0], 1);  // '0' is a symbol here, not a blank
  EXPECT_EQ(p.grid.cells[1], 16);
  EXPECT_EQ(p.grid.cells[2], 0);
  EXPECT_EQ(sudoku::formatText(p.grid.cells.data(), 4, p.alphabet).substr(0, 3), "0F.");
  auto error = [](std::string_view text, std::string_view symbols) {
    return test::messageOf([&] { sudoku::parseText(text, symbols); });
  };
  EXPECT_EQ(error(std::string(81, '.'), "123"), "the symbols \"123\" are 3; a 9x9 puzzle needs 9");
  EXPECT_EQ(error(std::string(16, '.'), "abca"), "the symbols list 'a' twice");
  EXPECT_EQ(error("z" + std::string(15, '.'), "abcd"),
            "symbol 'z' at row 1, column 1 is not allowed in a 4x4 puzzle (symbols \"abcd\"; blanks '.', '0' or '-')");
}

TEST(SudokuText, NamesTheProblem) {
  EXPECT_EQ(errorOf(std::string(80, '.')),
            "the puzzle has 80 symbols (whitespace ignored); expected 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)");
  std::string bad(81, '.');
  bad[10] = 'x';
  EXPECT_EQ(errorOf(bad),
            "symbol 'X' at row 2, column 2 is not allowed in a 9x9 puzzle (symbols 1-9; blanks '.', '0' or '-')");
  try {
    std::string at(81, '.');
    at[20] = '?';
    sudoku::parseText(at);
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.place().row, 3);
    EXPECT_EQ(e.place().column, 3);
  }
  std::string five(16, '.');
  five[15] = '5';
  EXPECT_EQ(errorOf(five),
            "symbol '5' at row 4, column 4 is not allowed in a 4x4 puzzle (symbols 1-4; blanks '.', '0' or '-')");
  std::string mixed(256, '.');
  mixed[0] = '1';
  mixed[17] = 'K';
  EXPECT_EQ(errorOf(mixed), "symbol 'K' at row 2, column 2 is not allowed in a 16x16 puzzle (symbols 1-9 and A-G, "
                            "or A-P with no digits; blanks '.', '0' or '-')");
}

TEST(SudokuNumbers, ValidatesEveryCell) {
  std::vector<double> cells(81, 0);
  cells[3] = 9;
  EXPECT_EQ(sudoku::gridFromNumbers(cells.data(), cells.size()).cells[3], 9);
  auto errorFor = [](std::vector<double> v) {
    return test::messageOf([&] { sudoku::gridFromNumbers(v.data(), v.size()); });
  };
  cells[12] = 10;
  EXPECT_EQ(errorFor(cells), "row 2, column 4 of the 9x9 grid: 10 is not an integer in 0..9");
  cells[12] = 2.5;
  EXPECT_EQ(errorFor(cells), "row 2, column 4 of the 9x9 grid: 2.5 is not an integer in 0..9");
  cells[12] = std::nan("");
  EXPECT_EQ(errorFor(cells), "row 2, column 4 of the 9x9 grid: NaN is not an integer in 0..9");
  EXPECT_NE(errorFor(std::vector<double>(50, 0)).find("a Sudoku grid has 50 cells"), std::string::npos);
}

}  // namespace
}  // namespace dlx
