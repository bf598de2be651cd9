// The cells the classifier is shown: ink flags against the shared photos' printed digits, and on
// drawn grids the lines left out, one scale for the grid (a pencil note stays faint and small),
// shadows levelled.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numeric>

#include "scan_fixtures.hpp"

namespace dlx::scan {
namespace {

using test::blank;
using test::digitIn;
using test::GridStyle;
using test::paintGrid;
using test::quadOf;
using test::Shape;

int sum(const Cells& cells, int index) {
  const uint8_t* c = cells.cell(index);
  return std::accumulate(c, c + kCellSide * kCellSide, 0);
}

int brightest(const Cells& cells, int index) {
  const uint8_t* c = cells.cell(index);
  return *std::max_element(c, c + kCellSide * kCellSide);
}

int countAbove(const Cells& cells, int index, int level) {
  const uint8_t* c = cells.cell(index);
  return static_cast<int>(std::count_if(c, c + kCellSide * kCellSide, [&](uint8_t v) { return v >= level; }));
}

// Every printed digit's cell has ink (the classifier never sees the others), and few empty cells
// do: a blurred photo, one cut by the frame, red print, a 960x1280 one, pale grey lines with
// stains, text touching a curled corner.
TEST(ExtractCells, InkMarksEveryPrintedDigitOfPhotos) {
  if (!test::havePhotos()) GTEST_SKIP() << "no shared photos at " << DLX_SHARED_DATA;
  for (const char* name : {"image13", "image70", "image150", "image1000", "image1045", "image1070"}) {
    const Gray image = test::readPhoto(name);
    const std::vector<int> digits = test::readDigits(name);
    ASSERT_EQ(digits.size(), 81U) << name;
    const GridFound grid = findGrid(image);
    ASSERT_TRUE(grid.found) << name << ": " << grid.why;
    const Cells cells = extractCells(image, fitLattice(image, grid.quad, grid.size));
    ASSERT_EQ(cells.size, 9) << name;
    ASSERT_EQ(cells.pixels.size(), 81U * kCellSide * kCellSide);
    int extra = 0;
    int empties = 0;
    for (int i = 0; i < 81; ++i) {
      if (digits[i]) {
        EXPECT_EQ(cells.ink[i], 1) << name << " r" << i / 9 + 1 << "c" << i % 9 + 1 << " holds a printed " << digits[i];
        EXPECT_GE(brightest(cells, i), 200) << name << " r" << i / 9 + 1 << "c" << i % 9 + 1;
      } else {
        ++empties;
        extra += cells.ink[i];
      }
    }
    EXPECT_LE(extra, empties / 5) << name << ": empty cells with ink";  // image1045's stains: 9 of 54
  }
}

struct Drawn {
  Gray image;
  Quad quad;
};

// A 9x9 grid under a perspective with printed digits in r3c4 and r7c2, a pencil-like pale small
// note in r6c6, the rest empty.
Drawn drawnGrid() {
  Drawn d{blank(640, 480, 205), quadOf({120, 40}, {540, 55}, {560, 450}, {95, 430})};
  std::vector<Shape> shapes = digitIn(9, 2, 3, 30);
  for (const Shape& s : digitIn(9, 6, 1, 30)) shapes.push_back(s);
  for (const Shape& s : digitIn(9, 5, 5, 150, true)) shapes.push_back(s);
  paintGrid(&d.image, squareToQuad(d.quad), GridStyle{}, shapes);
  return d;
}

TEST(ExtractCells, LeavesTheLinesOutAndKeepsOneScale) {
  const Drawn d = drawnGrid();
  const Cells cells = extractCells(d.image, fitLattice(d.image, d.quad, 9));
  ASSERT_EQ(cells.size, 9);
  ASSERT_EQ(cells.ink.size(), 81U);
  const int printed = 2 * 9 + 3;
  const int other = 6 * 9 + 1;
  const int pencil = 5 * 9 + 5;
  EXPECT_EQ(cells.ink[printed], 1);
  EXPECT_EQ(cells.ink[other], 1);
  EXPECT_GE(brightest(cells, printed), 230);
  // Two identical digits read alike: one scale for the grid.
  EXPECT_NEAR(sum(cells, printed), sum(cells, other), sum(cells, printed) / 10);
  // The pencil note is small and faint beside a printed digit (it may still be flagged: a false
  // ink costs only a classification).
  EXPECT_LT(countAbove(cells, pencil, 128), countAbove(cells, printed, 128) / 4);
  EXPECT_LT(sum(cells, pencil), sum(cells, printed) / 4);
  // Empty cells are dark to their edges: the lines are left out.
  for (int i = 0; i < 81; ++i) {
    if (i == printed || i == other || i == pencil) continue;
    EXPECT_EQ(cells.ink[i], 0) << "r" << i / 9 + 1 << "c" << i % 9 + 1;
    EXPECT_LE(brightest(cells, i), 40) << "r" << i / 9 + 1 << "c" << i % 9 + 1;
  }
}

// A hard shadow over the right half (the paper there at 55% of its light): the digit in the shadow
// reads like the one in the light, and the cells the shadow's edge crosses stay empty.
TEST(ExtractCells, LevelsAShadow) {
  Drawn d{blank(640, 480, 205), quadOf({100, 40}, {540, 40}, {540, 460}, {100, 460})};
  std::vector<Shape> shapes = digitIn(9, 4, 1, 30);
  for (const Shape& s : digitIn(9, 4, 7, 30)) shapes.push_back(s);
  paintGrid(&d.image, squareToQuad(d.quad), GridStyle{}, shapes);
  const int edge = 350;  // inside column 6 (x from 344 to 393)
  for (int y = 0; y < d.image.height; ++y) {
    for (int x = edge; x < d.image.width; ++x) {
      uint8_t& v = d.image.pixels[static_cast<size_t>(y) * d.image.width + x];
      v = static_cast<uint8_t>(v * 0.55F);
    }
  }
  const Cells cells = extractCells(d.image, fitLattice(d.image, d.quad, 9));
  const int light = 4 * 9 + 1;
  const int shade = 4 * 9 + 7;
  EXPECT_EQ(cells.ink[light], 1);
  EXPECT_EQ(cells.ink[shade], 1);
  EXPECT_NEAR(sum(cells, shade), sum(cells, light), sum(cells, light) / 5);
  for (int row = 0; row < 9; ++row) {
    if (row != 4) EXPECT_EQ(cells.ink[row * 9 + 5], 0) << "r" << row + 1 << "c6, under the shadow's edge";
  }
}

TEST(ExtractCells, CutsSixteenBySixteenGrids) {
  Gray image = blank(700, 700, 240);
  const Quad q = quadOf({30, 30}, {670, 30}, {670, 670}, {30, 670});
  paintGrid(&image, squareToQuad(q), GridStyle{16, 4, 1.5F / 640, 3.0F / 640, 40}, digitIn(16, 10, 12, 30));
  const Cells cells = extractCells(image, fitLattice(image, q, 16));
  ASSERT_EQ(cells.size, 16);
  ASSERT_EQ(cells.pixels.size(), 256U * kCellSide * kCellSide);
  for (int i = 0; i < 256; ++i) EXPECT_EQ(cells.ink[i], i == 10 * 16 + 12 ? 1 : 0) << i;
}

// A lattice of nonsense (not a number, far outside the image, the wrong count) gives cells or
// nothing, never a crash.
TEST(ExtractCells, SurvivesANonsenseLattice) {
  const Gray image = blank(200, 200, 128);
  Lattice nan;
  nan.size = 9;
  nan.points.assign(100, Point{std::numeric_limits<float>::quiet_NaN(), 3});
  EXPECT_NO_FATAL_FAILURE(extractCells(image, nan));
  Lattice far;
  far.size = 9;
  for (int i = 0; i <= 9; ++i) {
    for (int j = 0; j <= 9; ++j) far.points.push_back({j * 1e7F - 3e7F, i * 1e7F});
  }
  const Cells cells = extractCells(image, far);
  EXPECT_EQ(cells.size, 9);
  Lattice beyond;  // wholly past the image's right edge, a point not a number among them
  beyond.size = 9;
  for (int i = 0; i <= 9; ++i) {
    for (int j = 0; j <= 9; ++j) beyond.points.push_back({5000.0F + j * 40, i * 40.0F});
  }
  beyond.points[57].x = std::numeric_limits<float>::quiet_NaN();
  EXPECT_EQ(extractCells(image, beyond).size, 9);
  Lattice wrong;
  wrong.size = 9;
  wrong.points.resize(5);
  EXPECT_EQ(extractCells(image, wrong).size, 0);
  EXPECT_EQ(extractCells(Gray{}, far).size, 0);
}

}  // namespace
}  // namespace dlx::scan
