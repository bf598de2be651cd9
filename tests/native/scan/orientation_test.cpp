// Which way up a grid is: turnCells moves cells and turns their pictures; uprightTurns finds the
// turn back for a grid of real printed cells (tests/fixtures/scan/cells.pgm) turned each way.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "cell_fixtures.hpp"
#include "scan/orientation.hpp"

namespace {

using dlx::scan::Cells;
using dlx::scan::kCellSide;

constexpr int kArea = kCellSide * kCellSide;

Cells numbered(int size) {
  // Each cell's picture: a bright pixel at its top-left corner, its index in the next pixel.
  Cells c;
  c.size = size;
  c.pixels.assign(static_cast<size_t>(size) * size * kArea, 0);
  c.ink.assign(static_cast<size_t>(size) * size, 0);
  for (int i = 0; i < size * size; ++i) {
    c.pixels[static_cast<size_t>(i) * kArea] = 255;
    c.pixels[static_cast<size_t>(i) * kArea + 1] = static_cast<uint8_t>(i);
    c.ink[i] = static_cast<uint8_t>(i % 2);
  }
  return c;
}

TEST(Orientation, AQuarterTurnMovesCellsAndTurnsPictures) {
  const Cells c = numbered(9);
  const Cells t = dlx::scan::turnCells(c, 1);
  // Clockwise: the top-left cell goes top-right, and its picture's top-left pixel goes top-right.
  const uint8_t* moved = t.cell(8);
  EXPECT_EQ(moved[kCellSide - 1], 255);
  EXPECT_EQ(moved[1 * kCellSide + kCellSide - 1], 0);  // index 0, from the pixel right of the corner
  EXPECT_EQ(t.ink[8], c.ink[0]);
  // The bottom-left cell (index 72) goes top-left.
  EXPECT_EQ(t.cell(0)[kCellSide - 1], 255);
  EXPECT_EQ(t.cell(0)[kCellSide + kCellSide - 1], 72);
}

TEST(Orientation, FourQuarterTurnsAreNone) {
  for (int size : {9, 16}) {
    const Cells c = numbered(size);
    Cells t = c;
    for (int k = 0; k < 4; ++k) t = dlx::scan::turnCells(t, 1);
    EXPECT_EQ(t.pixels, c.pixels);
    EXPECT_EQ(t.ink, c.ink);
    EXPECT_EQ(dlx::scan::turnCells(c, 3).pixels, dlx::scan::turnCells(dlx::scan::turnCells(c, 2), 1).pixels);
    EXPECT_EQ(dlx::scan::turnCells(c, -1).pixels, dlx::scan::turnCells(c, 3).pixels);
  }
}

// A 9x9 grid of the fixture's printed cells (the rest blank), as a scanner would cut it upright.
Cells fixtureGrid() {
  Cells grid;
  grid.size = 9;
  grid.pixels.assign(81 * kArea, 0);
  grid.ink.assign(81, 0);
  const dlx::scan::test::Fixture f = dlx::scan::test::readFixture();
  int placed = 0;
  for (int index = 0; index < f.count && placed < 81; ++index) {
    if (f.labels[index] == '.') continue;
    const int at = (placed * 7) % 81;  // spread over the grid, not in reading order
    std::memcpy(&grid.pixels[static_cast<size_t>(at) * kArea], &f.pixels[static_cast<size_t>(index) * kArea], kArea);
    grid.ink[at] = 1;
    ++placed;
  }
  return grid;
}

TEST(Orientation, FindsTheTurnBackForRealCells) {
  const Cells grid = fixtureGrid();
  int inked = 0;
  for (uint8_t i : grid.ink) inked += i;
  ASSERT_GE(inked, 12);
  const auto& classifier = dlx::scan::builtinClassifier();
  for (int turns = 0; turns < 4; ++turns) {
    const Cells turned = dlx::scan::turnCells(grid, turns);
    EXPECT_EQ(dlx::scan::uprightTurns(turned, classifier), (4 - turns) % 4) << "grid turned " << turns;
    EXPECT_EQ(dlx::scan::uprightTurns(turned, classifier, 0), (4 - turns) % 4) << "all cells, turned " << turns;
  }
}

TEST(Orientation, NoInkMeansNoTurn) {
  Cells blank;
  blank.size = 9;
  blank.pixels.assign(81 * kArea, 0);
  blank.ink.assign(81, 0);
  EXPECT_EQ(dlx::scan::uprightTurns(blank, dlx::scan::builtinClassifier()), 0);
}

}  // namespace
