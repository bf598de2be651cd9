// The perspective transform and the lattice: exact on drawn grids whose lines are known.
#include <gtest/gtest.h>

#include <cmath>

#include "scan_fixtures.hpp"

namespace dlx::scan {
namespace {

using test::blank;
using test::GridStyle;
using test::paintGrid;
using test::quadOf;

float gap(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

TEST(SquareToQuad, TakesTheUnitSquaresCornersToTheQuads) {
  const Quad q = quadOf({102.5F, 61}, {540, 80}, {575.25F, 430}, {80, 410});
  const Homography h = squareToQuad(q);
  const Point unit[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  for (int c = 0; c < 4; ++c) {
    const Point p = h.apply(unit[c]);
    EXPECT_NEAR(p.x, q.corner[c].x, 1e-3) << "corner " << c;
    EXPECT_NEAR(p.y, q.corner[c].y, 1e-3) << "corner " << c;
  }
  EXPECT_EQ(h.h[8], 1);
}

TEST(SquareToQuad, RoundTripsThroughItsInverse) {
  const Quad q = quadOf({12, 30}, {300, 5}, {330, 290}, {-5, 260});
  const Homography h = squareToQuad(q);
  const Homography back = h.inverted();
  for (float u = 0; u <= 1; u += 0.125F) {
    for (float v = 0; v <= 1; v += 0.125F) {
      const Point there = h.apply({u, v});
      const Point again = back.apply(there);
      EXPECT_NEAR(again.x, u, 1e-4);
      EXPECT_NEAR(again.y, v, 1e-4);
    }
  }
}

TEST(SquareToQuad, AParallelogramIsAnAffineMap) {
  const Homography h = squareToQuad(quadOf({10, 10}, {110, 20}, {120, 120}, {20, 110}));
  EXPECT_EQ(h.h[6], 0);
  EXPECT_EQ(h.h[7], 0);
  const Point mid = h.apply({0.5F, 0.5F});
  EXPECT_NEAR(mid.x, 65, 1e-4);
  EXPECT_NEAR(mid.y, 65, 1e-4);
}

TEST(SquareToQuad, ADegenerateQuadGivesFinitePoints) {
  const Homography h = squareToQuad(quadOf({5, 5}, {5, 5}, {5, 5}, {5, 5}));
  const Point p = h.apply({0.3F, 0.7F});
  EXPECT_TRUE(std::isfinite(p.x) && std::isfinite(p.y));
  const Homography back = h.inverted();
  EXPECT_TRUE(std::isfinite(back.apply({1, 2}).x));
}

// A 9x9 grid drawn under a strong perspective: every crossing found within 1.5 pixels of where
// the drawing put it, starting from a quad a few pixels off the true corners.
TEST(FitLattice, FindsTheCrossingsOfAGridUnderAKnownPerspective) {
  const Quad truth = quadOf({130, 70}, {520, 95}, {560, 440}, {90, 410});
  Gray image = blank(640, 480, 200);
  paintGrid(&image, squareToQuad(truth), GridStyle{});
  const Quad rough = quadOf({133, 67}, {517, 98}, {563, 437}, {88, 413});
  const Lattice lattice = fitLattice(image, rough, 9);
  ASSERT_EQ(lattice.size, 9);
  ASSERT_EQ(lattice.points.size(), 100U);
  const Homography h = squareToQuad(truth);
  float worst = 0;
  for (int i = 0; i <= 9; ++i) {
    for (int j = 0; j <= 9; ++j) worst = std::max(worst, gap(lattice.at(i, j), h.apply({j / 9.0F, i / 9.0F})));
  }
  EXPECT_LT(worst, 1.5F);
}

// Curved paper: the grid's rows bow by 6 pixels in the middle, which no perspective of the
// corners follows; the lattice does, each crossing where the lines cross.
TEST(FitLattice, FollowsLinesThatBow) {
  const Quad outline = quadOf({100, 60}, {540, 60}, {540, 460}, {100, 460});
  const Homography h = squareToQuad(outline);
  Gray flat = blank(640, 520, 200);
  paintGrid(&flat, h, GridStyle{});
  // Bowed: each column shifted down by 6 sin(pi u) pixels (sampled from the flat drawing).
  Gray bowed = blank(640, 520, 200);
  auto bow = [](float x) { return 6.0F * std::sin(3.14159265F * std::clamp((x - 100) / 440, 0.0F, 1.0F)); };
  for (int y = 0; y < bowed.height; ++y) {
    for (int x = 0; x < bowed.width; ++x) {
      bowed.pixels[static_cast<size_t>(y) * bowed.width + x] =
          static_cast<uint8_t>(sampleBilinear(flat, static_cast<float>(x), y - bow(static_cast<float>(x))) + 0.5F);
    }
  }
  const Lattice lattice = fitLattice(bowed, outline, 9);
  float worst = 0;
  float straightWorst = 0;
  for (int i = 0; i <= 9; ++i) {
    for (int j = 0; j <= 9; ++j) {
      Point truth = h.apply({j / 9.0F, i / 9.0F});
      const Point straight = truth;
      truth.y += bow(truth.x);
      worst = std::max(worst, gap(lattice.at(i, j), truth));
      straightWorst = std::max(straightWorst, gap(straight, truth));
    }
  }
  EXPECT_GT(straightWorst, 5.0F);  // the perspective alone is off
  EXPECT_LT(worst, 1.5F);
}

TEST(FitLattice, KeepsCrossingsWhereNoLineShows) {
  // A grid whose middle is wiped out (a glare): those crossings stay in line with the others.
  const Quad truth = quadOf({100, 50}, {500, 60}, {520, 440}, {90, 430});
  Gray image = blank(640, 480, 200);
  paintGrid(&image, squareToQuad(truth), GridStyle{});
  for (int y = 200; y < 290; ++y) {
    for (int x = 250; x < 350; ++x) image.pixels[static_cast<size_t>(y) * 640 + x] = 200;
  }
  const Lattice lattice = fitLattice(image, truth, 9);
  const Homography h = squareToQuad(truth);
  for (int i = 0; i <= 9; ++i) {
    for (int j = 0; j <= 9; ++j) EXPECT_LT(gap(lattice.at(i, j), h.apply({j / 9.0F, i / 9.0F})), 2.0F) << i << "," << j;
  }
}

TEST(FitLattice, GivesAnEmptyLatticeForNothing) {
  EXPECT_EQ(fitLattice(Gray{}, quadOf({0, 0}, {1, 0}, {1, 1}, {0, 1}), 9).size, 0);
  EXPECT_EQ(fitLattice(blank(50, 50, 9), quadOf({0, 0}, {1, 0}, {1, 1}, {0, 1}), 0).points.size(), 0U);
}

TEST(Warp, ResamplesTheQuadSquare) {
  const Quad truth = quadOf({130, 70}, {520, 95}, {560, 440}, {90, 410});
  Gray image = blank(640, 480, 200);
  paintGrid(&image, squareToQuad(truth), GridStyle{});
  const Gray square = warp(image, truth, 180);
  ASSERT_EQ(square.width, 180);
  ASSERT_EQ(square.height, 180);
  // Lines every 20 pixels (the output's pixel centres are half a pixel off them), paper between.
  for (int k = 1; k < 9; ++k) {
    EXPECT_LT(std::min({square.at(k * 20 - 1, 10), square.at(k * 20, 10)}), 165) << k;
    EXPECT_GT(square.at(k * 20 - 10, 10), 190) << k;
  }
  EXPECT_EQ(warp(image, truth, 0).width, 0);
}

}  // namespace
}  // namespace dlx::scan
