// Grey conversion, downscaling and sampling.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "scan/image.hpp"

namespace dlx::scan {
namespace {

TEST(GrayFromRgba, WeighsRedGreenAndBlueAsLumaAndIgnoresAlpha) {
  const uint8_t rgba[] = {255, 255, 255, 0, 0, 0, 0, 255, 255, 0, 0, 7, 0, 255, 0, 7};
  float scale = 0;
  const Gray g = grayFromRgba(rgba, 4, 1, 0, &scale);
  ASSERT_EQ(g.width, 4);
  ASSERT_EQ(g.height, 1);
  EXPECT_EQ(g.at(0, 0), 255);
  EXPECT_EQ(g.at(1, 0), 0);
  EXPECT_EQ(g.at(2, 0), 77);   // red print stays dark
  EXPECT_EQ(g.at(3, 0), 149);
  EXPECT_EQ(scale, 1);
}

TEST(GrayFromRgba, BringsALongSideDownByAreaAveraging) {
  // 8 x 4, columns alternating black and white: brought down to 4 x 2, every pixel is grey.
  std::vector<uint8_t> rgba(8 * 4 * 4);
  for (int i = 0; i < 32; ++i) {
    const uint8_t v = (i % 2) ? 255 : 0;
    rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = v;
  }
  float scale = 0;
  const Gray g = grayFromRgba(rgba.data(), 8, 4, 4, &scale);
  ASSERT_EQ(g.width, 4);
  ASSERT_EQ(g.height, 2);
  EXPECT_FLOAT_EQ(scale, 2);
  for (uint8_t v : g.pixels) EXPECT_NEAR(v, 128, 1);
}

TEST(GrayFromRgba, RefusesWhatItCannotHold) {
  const uint8_t one[4] = {1, 2, 3, 4};
  float scale = 0;
  EXPECT_TRUE(grayFromRgba(nullptr, 1, 1, 0, &scale).empty());
  EXPECT_TRUE(grayFromRgba(one, 0, 1, 0, &scale).empty());
  EXPECT_TRUE(grayFromRgba(one, 1, -3, 0, &scale).empty());
  // Past kMaxPixels nothing is read nor allocated (the pointer holds one pixel only).
  EXPECT_TRUE(grayFromRgba(one, 20000, 20000, 1600, &scale).empty());
  EXPECT_EQ(scale, 1);
  const Gray g = grayFromRgba(one, 1, 1, 1600, &scale);
  EXPECT_EQ(g.width, 1);
}

TEST(Downscale, KeepsAFractionalFactorsAverage) {
  Gray g;
  g.width = 10;
  g.height = 3;
  g.pixels.assign(30, 90);
  float scale = 0;
  const Gray d = downscale(g, 4, &scale);
  EXPECT_EQ(d.width, 4);
  EXPECT_EQ(d.height, 1);
  EXPECT_FLOAT_EQ(scale, 2.5F);
  for (uint8_t v : d.pixels) EXPECT_EQ(v, 90);
  EXPECT_EQ(downscale(g, 0, &scale).width, 10);
}

TEST(SampleBilinear, InterpolatesBetweenPixelCentresAndClampsOutside) {
  Gray g;
  g.width = 2;
  g.height = 2;
  g.pixels = {0, 100, 100, 200};
  EXPECT_FLOAT_EQ(sampleBilinear(g, 0, 0), 0);
  EXPECT_FLOAT_EQ(sampleBilinear(g, 0.5F, 0.5F), 100);
  EXPECT_FLOAT_EQ(sampleBilinear(g, 1, 0), 100);
  EXPECT_FLOAT_EQ(sampleBilinear(g, -50, -50), 0);
  EXPECT_FLOAT_EQ(sampleBilinear(g, 1e30F, 1e30F), 200);
  EXPECT_FLOAT_EQ(sampleBilinear(g, std::numeric_limits<float>::quiet_NaN(), 0), 0);
}

TEST(NearestInt, RoundsAndBoundsAnyFloat) {
  EXPECT_EQ(nearestInt(2.5F), 3);
  EXPECT_EQ(nearestInt(-2.4F), -2);
  EXPECT_EQ(nearestInt(-2.6F), -3);
  EXPECT_EQ(nearestInt(1e20F), 100000000);
  EXPECT_EQ(nearestInt(-std::numeric_limits<float>::infinity()), -100000000);
  EXPECT_EQ(nearestInt(std::numeric_limits<float>::quiet_NaN()), -100000000);
}

}  // namespace
}  // namespace dlx::scan
