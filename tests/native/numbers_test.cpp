#include "encoders/numbers.hpp"

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>

namespace dlx {
namespace {

std::string printed(double value) {
  char out[64];
  std::snprintf(out, sizeof out, "%.17g", value);
  return out;
}

TEST(Numbers, DescribesADoubleAsPrintfDoesWithoutIt) {
  for (const double value : {0.5, 1.5, -3.0, 0.1, 1e21, 1e-5, 1e-4, 123456789012345678.0, 4294967296.0, 1e17, 1e16,
                             9.999999999999999e22, DBL_MAX, DBL_MIN, DBL_TRUE_MIN, -0.0, 2.5e-300, 0.30000000000000004}) {
    EXPECT_EQ(describeNumber(value), printed(value)) << printed(value);
  }
  std::mt19937_64 random(7);
  for (int k = 0; k < 20000; ++k) {
    const std::uint64_t bits = random();
    double value = 0;
    std::memcpy(&value, &bits, sizeof value);
    if (!std::isfinite(value)) continue;
    ASSERT_EQ(describeNumber(value), printed(value));
  }
  EXPECT_EQ(describeNumber(NAN), "NaN");
  EXPECT_EQ(describeNumber(-INFINITY), "-Infinity");
}

}  // namespace
}  // namespace dlx
