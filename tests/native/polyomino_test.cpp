#include "encoders/polyomino.hpp"

#include <gtest/gtest.h>

#include "core/dlx.hpp"
#include "encoders/knuth_text.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {

std::string rectangle(int rows, int columns) {
  std::string board;
  for (int r = 0; r < rows; ++r) board += std::string(static_cast<std::size_t>(columns), '#') + "\n";
  return board;
}

std::uint64_t countPentominoes(int rows, int columns, bool uniqueOnly) {
  const auto encoded = polyomino::encode(polyomino::parseBoard(rectangle(rows, columns)),
                                         polyomino::parsePieces("pentominoes"), {}, uniqueOnly);
  return solve(encoded.problem, Limits::count(0)).count;
}

TEST(Polyomino, CountsThePentominoRectangles) {
  // The classic counts: every packing, and up to the rectangle's 4 symmetries.
  EXPECT_EQ(countPentominoes(3, 20, false), 8u);
  EXPECT_EQ(countPentominoes(3, 20, true), 2u);
#ifndef DLX_SANITIZED  // 6x10's full search takes 40 s under the sanitizers: the optimized build counts it
  EXPECT_EQ(countPentominoes(6, 10, false), 9356u);
  EXPECT_EQ(countPentominoes(6, 10, true), 2339u);
#endif
}

TEST(Polyomino, WritesItsProblemAsKnuthsText) {
  const auto encoded = polyomino::encode(polyomino::parseBoard("+###\n####\n"), polyomino::parsePieces("A 0:2\n##\n\nB 2\n#\n"), {}, false);
  const std::string text = knuth::write(encoded.problem, encoded.items);
  EXPECT_EQ(text.substr(0, text.find('\n')), "0:2|A 2|B 0,1 0,2 0,3 1,0 1,1 1,2 1,3 | 0,0");
  const auto back = knuth::parse(text);
  EXPECT_EQ(solve(back.problem, Limits::count(0)).count, solve(encoded.problem, Limits::count(0)).count);
  EXPECT_EQ(back.problem.entries, encoded.problem.entries);
}

TEST(Polyomino, GeneratesEachDistinctTurnOnce) {
  const auto pieces = polyomino::parsePieces("pentominoes");
  const auto board = polyomino::parseBoard(rectangle(8, 8));
  const auto encoded = polyomino::encode(board, pieces, {}, false);
  // On an 8x8 board, X (1 orientation) has 6*6 placements, I (2) has 2*4*8.
  int x = 0;
  int i = 0;
  for (const auto& p : encoded.placements) {
    x += encoded.items[p.piece] == "X";
    i += encoded.items[p.piece] == "I";
  }
  EXPECT_EQ(x, 36);
  EXPECT_EQ(i, 64);
  // Without reflections, the chiral pieces lose their mirror images.
  const auto turnsOnly = polyomino::encode(board, pieces, {true, false}, false);
  EXPECT_LT(turnsOnly.placements.size(), encoded.placements.size());
}

TEST(Polyomino, CountsBoundsAndOptionalCells) {
  // Dominoes on 2x3: 3 tilings; with one '+' corner and two trominoes-or-dominoes...
  const auto domino = polyomino::parsePieces("D 3\n##\n");
  const auto board = polyomino::parseBoard("###\n###\n");
  const auto encoded = polyomino::encode(board, domino, {}, false);
  ASSERT_EQ(encoded.problem.bounds.size(), static_cast<std::size_t>(encoded.problem.primary));
  EXPECT_EQ(solve(encoded.problem, Limits::count(0)).count, 3u);
  // Up to 3 dominoes on a 2x3 board whose cells may all stay empty: every set of disjoint dominoes.
  const auto loose = polyomino::encode(polyomino::parseBoard("+++\n+++\n"), polyomino::parsePieces("D 0:3\n##\n"), {}, false);
  // Matchings of the 2x3 grid graph: 1 empty, 7 edges, 21 - 10 = 11 disjoint pairs (10 pairs meet
  // at a cell: 1 at each corner, 3 at each middle cell), 3 perfect.
  EXPECT_EQ(solve(loose.problem, Limits::count(0)).count, 22u);
}

TEST(Polyomino, DrawsASolution) {
  const auto board = polyomino::parseBoard("####\n#++#\n");
  const auto pieces = polyomino::parsePieces("L\n##\n#.\n\nJ\n##\n.#\n");
  const auto encoded = polyomino::encode(board, pieces, {false, false}, false);
  const auto result = solve(encoded.problem, Limits::find(0));
  ASSERT_EQ(result.count, 1u);
  EXPECT_EQ(polyomino::picture(board, encoded, result.solutions.rows.data(), 2), "LLJJ\nL..J\n");
}

TEST(Polyomino, NamesTheBadInput) {
  const auto boardError = [](const std::string& text) { return test::messageOf([&] { polyomino::parseBoard(text); }); };
  const auto piecesError = [](const std::string& text) { return test::messageOf([&] { polyomino::parsePieces(text); }); };
  EXPECT_EQ(boardError("\n###\n#x#\n"),
            "line 3, column 2: 'x' is not a board cell: '#' to cover, '+' may stay empty, '.' or ' ' no cell");
  EXPECT_EQ(boardError("...\n"), "the board has no cells: draw them with '#' (and '+' for cells that may stay empty)");
  EXPECT_EQ(piecesError("A\n#\n\nA\n##\n"), "line 4: piece 'A' is named twice");
  EXPECT_EQ(piecesError("A 3:2\n#\n"), "line 1: piece 'A': lower bound 3 is outside 0..2 (the upper bound)");
  EXPECT_EQ(piecesError("A x\n#\n"), "line 1: piece 'A': bound 'x' is not lo:hi or hi, as in 2:3 or 2");
  EXPECT_EQ(piecesError("A\n#o\n"), "line 2: piece 'A', column 2: 'o' is not '#' (a cell), '.' or ' '");
  EXPECT_EQ(piecesError("A\n\nB\n#\n"), "piece 'A' has no cells: draw it with '#' under its name");
  const auto square = polyomino::parseBoard("##\n##\n");
  EXPECT_EQ(test::messageOf([&] { polyomino::encode(square, polyomino::parsePieces("O\n##\n##\n"), {}, true); }),
            "unique: no piece used exactly once tells the board's 8 symmetries apart (each has a placement that a "
            "symmetry leaves in place)");
}

}  // namespace
}  // namespace dlx
