// The grid finder on shared photos (corners checked by eye on 4x crops, recorded here), on
// drawn grids (two side by side, 16x16 screenshots) and on images with no grid at all.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "scan_fixtures.hpp"

namespace dlx::scan {
namespace {

using test::blank;
using test::digitIn;
using test::GridStyle;
using test::paintGrid;
using test::quadOf;
using test::Shape;

float gap(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

void expectCorners(const Quad& found, const Quad& expected, float tolerance, const std::string& what) {
  const char* names[4] = {"top-left", "top-right", "bottom-right", "bottom-left"};
  for (int c = 0; c < 4; ++c) {
    if (std::isnan(expected.corner[c].x)) {
      // A corner off the frame's left edge: its row is seen, where it lies beyond the edge is not.
      EXPECT_NEAR(found.corner[c].y, expected.corner[c].y, tolerance) << what << " " << names[c];
      EXPECT_LT(found.corner[c].x, 20) << what << " " << names[c];
      continue;
    }
    EXPECT_LT(gap(found.corner[c], expected.corner[c]), tolerance)
        << what << " " << names[c] << ": found (" << found.corner[c].x << ", " << found.corner[c].y << "), expected ("
        << expected.corner[c].x << ", " << expected.corner[c].y << ")";
  }
}

struct Verified {
  const char* photo;
  Quad corners;  // where the border lines' middles cross, read on 4x crops of the photo
  float tolerance;
};

// A blurred 640x480 grid; one with text under and beside it; a red-printed one; a 960x1280 one
// whose left border runs off the frame (its bottom-left corner lies just outside); one whose
// header box and the next puzzle's strip touch it; one with text touching its curled top-left;
// one whose lines touch the page's frame and text all round (one piece with the page at 7%).
const Verified kVerified[] = {
    {"image1", quadOf({46, 15.5F}, {574, 20}, {584, 459.5F}, {50.5F, 467.5F}), 3},
    {"image44", quadOf({80, 27}, {567, 27.5F}, {584, 436}, {79.5F, 452}), 3},
    {"image150", quadOf({111, 20.5F}, {532, 26.5F}, {537, 444}, {109.5F, 452}), 3},
    {"image1000", quadOf({20.5F, 148.5F}, {928, 120.5F}, {936, 1155}, {std::nanf(""), 1113.5F}), 5},
    {"image1022", quadOf({91.5F, 304}, {814, 289.5F}, {828, 1017}, {88, 1029}), 5},
    {"image1070", quadOf({144, 324}, {778.5F, 327}, {802, 977}, {129, 992.5F}), 5},
    {"image1049", quadOf({61, 287.5F}, {720, 285}, {718, 939.5F}, {50, 939.5F}), 5},
};

TEST(FindGrid, FindsTheGridOfPhotosWhereTheirLinesCross) {
  if (!test::havePhotos()) GTEST_SKIP() << "no shared photos at " << DLX_SHARED_DATA;
  for (const Verified& v : kVerified) {
    const Gray image = test::readPhoto(v.photo);
    ASSERT_FALSE(image.empty()) << v.photo;
    const GridFound grid = findGrid(image);
    ASSERT_TRUE(grid.found) << v.photo << ": " << grid.why;
    EXPECT_EQ(grid.size, 9) << v.photo;
    EXPECT_GE(grid.gridShaped, 1) << v.photo;
    EXPECT_TRUE(grid.why.empty()) << v.photo;
    expectCorners(grid.quad, v.corners, v.tolerance, v.photo);
  }
}

// Two grids side by side: the larger is taken, whichever side it is on, and both are counted.
TEST(FindGrid, TakesTheLargerOfTwoGrids) {
  for (bool largerRight : {true, false}) {
    Gray image = blank(980, 520, 215);
    const Quad small = largerRight ? quadOf({30, 90}, {360, 95}, {355, 420}, {28, 415}) : quadOf({600, 90}, {930, 95}, {925, 420}, {598, 415});
    const Quad large = largerRight ? quadOf({440, 40}, {920, 50}, {930, 495}, {430, 490}) : quadOf({40, 40}, {520, 50}, {530, 495}, {30, 490});
    std::vector<Shape> digits;
    for (int k = 0; k < 9; ++k) {
      for (const Shape& s : digitIn(9, k, (k * 4) % 9, 25)) digits.push_back(s);
    }
    paintGrid(&image, squareToQuad(small), GridStyle{}, digits);
    paintGrid(&image, squareToQuad(large), GridStyle{}, digits);
    const GridFound grid = findGrid(image);
    ASSERT_TRUE(grid.found) << grid.why;
    EXPECT_EQ(grid.size, 9);
    EXPECT_EQ(grid.gridShaped, 2);
    expectCorners(grid.quad, large, 2.5F, largerRight ? "larger on the right" : "larger on the left");
  }
}

// A 16x16 puzzle as a screenshot shows it: square, one-pixel lines, every fourth one thicker.
TEST(FindGrid, ReadsASixteenBySixteenScreenshotAsSize16) {
  Gray image = blank(820, 760, 250);
  const Quad where = quadOf({90, 60}, {730, 60}, {730, 700}, {90, 700});
  std::vector<Shape> digits;
  for (int k = 0; k < 40; ++k) {
    for (const Shape& s : digitIn(16, (k * 7) % 16, (k * 5) % 16, 20)) digits.push_back(s);
  }
  paintGrid(&image, squareToQuad(where), GridStyle{16, 4, 1.0F / 640, 3.0F / 640, 40}, digits);
  const GridFound grid = findGrid(image);
  ASSERT_TRUE(grid.found) << grid.why;
  EXPECT_EQ(grid.size, 16);
  expectCorners(grid.quad, where, 2.0F, "16x16");
  // Small in a full-HD screenshot: the finder's copy is a third of it, where one-pixel lines are
  // faint (they once passed for a 9x9 lattice's).
  Gray screen = blank(1920, 1080, 250);
  const Quad small = quadOf({800, 200}, {1440, 200}, {1440, 840}, {800, 840});
  paintGrid(&screen, squareToQuad(small), GridStyle{16, 4, 1.0F / 640, 3.0F / 640, 40}, digits);
  const GridFound smallGrid = findGrid(screen);
  ASSERT_TRUE(smallGrid.found) << smallGrid.why;
  EXPECT_EQ(smallGrid.size, 16);
  expectCorners(smallGrid.quad, small, 3.0F, "small 16x16");
  // The same drawing with 9x9 lines is read as 9.
  Gray nine = blank(820, 760, 250);
  paintGrid(&nine, squareToQuad(where), GridStyle{9, 3, 1.0F / 640, 3.0F / 640, 40});
  const GridFound nineGrid = findGrid(nine);
  ASSERT_TRUE(nineGrid.found) << nineGrid.why;
  EXPECT_EQ(nineGrid.size, 9);
}

// A dark theme's screenshot: light lines and digits on a dark ground, a highlighted row and
// column. Found in the negative; its cells, cut from the negative, hold the digits.
TEST(FindGrid, FindsADarkThemesGridInTheNegative) {
  Gray image = blank(1280, 800, 18);
  const Quad where = quadOf({300, 160}, {720, 160}, {720, 580}, {300, 580});
  for (int y = 160; y < 580; ++y) {  // the selected cell's row and column, lit up
    for (int x = 300; x < 720; ++x) {
      if ((y >= 207 && y < 253) || (x >= 487 && x < 533)) image.pixels[static_cast<size_t>(y) * 1280 + x] = 45;
    }
  }
  std::vector<Shape> digits;
  for (int k = 0; k < 20; ++k) {
    for (const Shape& s : digitIn(9, (k * 4) % 9, (k * 7) % 9, 235)) digits.push_back(s);
  }
  paintGrid(&image, squareToQuad(where), GridStyle{9, 3, 1.0F / 420, 3.0F / 420, 200}, digits);
  const GridFound grid = findGrid(image);
  ASSERT_TRUE(grid.found) << grid.why;
  EXPECT_TRUE(grid.inverted);
  EXPECT_EQ(grid.size, 9);
  expectCorners(grid.quad, where, 2.5F, "dark theme");
  const Gray negated = negative(image);
  const Cells cells = extractCells(negated, fitLattice(negated, grid.quad, grid.size));
  ASSERT_EQ(cells.size, 9);
  for (int k = 0; k < 20; ++k) EXPECT_EQ(cells.ink[((k * 4) % 9) * 9 + (k * 7) % 9], 1) << k;
  // A light page is not inverted.
  EXPECT_FALSE(findGrid(negated).inverted);
}

// A whole page's screenshot, much taller than wide: the finder's copy keeps the grid large.
TEST(FindGrid, FindsTheGridOfATallPage) {
  Gray image = blank(1280, 4800, 250);
  const Quad where = quadOf({320, 260}, {960, 260}, {960, 900}, {320, 900});
  paintGrid(&image, squareToQuad(where), GridStyle{9, 3, 1.0F / 640, 3.0F / 640, 40});
  const GridFound grid = findGrid(image);
  ASSERT_TRUE(grid.found) << grid.why;
  EXPECT_EQ(grid.size, 9);
  expectCorners(grid.quad, where, 3.0F, "tall page");
}

TEST(FindGrid, SaysWhyWhenThereIsNoGrid) {
  std::mt19937 random(44);
  Gray noise = blank(640, 480, 0);
  for (uint8_t& v : noise.pixels) v = static_cast<uint8_t>(random() & 255);
  Gray square = blank(640, 480, 220);  // a box with nothing inside: a square, but not a grid
  paintGrid(&square, squareToQuad(quadOf({100, 50}, {500, 50}, {500, 450}, {100, 450})), GridStyle{1, 1, 0.01F, 0.01F, 20});
  Gray text = blank(640, 480, 220);  // rows of word-like blocks
  for (int row = 0; row < 20; ++row) {
    for (int word = 0; word < 12; ++word) {
      const int x0 = 20 + word * 50 + (row * 7) % 13;
      for (int y = 20 + row * 22; y < 32 + row * 22; ++y) {
        for (int x = x0; x < x0 + 30 + (word * row) % 12; ++x) text.pixels[static_cast<size_t>(y) * 640 + x] = 40;
      }
    }
  }
  const struct {
    const char* what;
    Gray image;
  } cases[] = {{"white", blank(640, 480, 255)}, {"black", blank(640, 480, 0)}, {"noise", noise},
               {"an empty square", square}, {"text", text}};
  for (const auto& c : cases) {
    const GridFound grid = findGrid(c.image);
    EXPECT_FALSE(grid.found) << c.what;
    EXPECT_EQ(grid.size, 0) << c.what;
    EXPECT_EQ(grid.gridShaped, 0) << c.what;
    EXPECT_EQ(grid.why.rfind("No Sudoku grid was found in the image: ", 0), 0U) << c.what << ": " << grid.why;
  }
}

TEST(FindGrid, SaysATinyImageIsTooSmall) {
  for (int side : {0, 1, 20}) {
    const GridFound grid = findGrid(blank(side, side, 128));
    EXPECT_FALSE(grid.found);
    EXPECT_NE(grid.why.find("too small"), std::string::npos) << grid.why;
  }
}

// A large noisy image is brought down first: it ends, with a reason, allocating about its size.
TEST(FindGrid, HandlesALargeNoisyImage) {
  std::mt19937 random(7);
  Gray large = blank(4000, 3000, 0);
  for (uint8_t& v : large.pixels) v = static_cast<uint8_t>(random() & 255);
  const GridFound grid = findGrid(large);
  EXPECT_FALSE(grid.found);
  EXPECT_FALSE(grid.why.empty());
}

}  // namespace
}  // namespace dlx::scan
