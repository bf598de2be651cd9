#include "encoders/queens.hpp"

#include <gtest/gtest.h>

#include <cstdlib>

#include "core/errors.hpp"

namespace dlx {
namespace {

TEST(Queens, CountsMatchOeisA000170UpTo12) {
  const std::uint64_t known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
  for (int n = 1; n <= 12; ++n) {
    for (const Engine engine : {Engine::Bitsets, Engine::Links}) {
      Limits limits = Limits::count(0);
      limits.engine = engine;
      const Result r = solve(queens::encode(n), limits);
      EXPECT_EQ(r.count, known[n - 1]) << "n = " << n;
      EXPECT_TRUE(r.complete());
    }
  }
}

TEST(Queens, EverySolutionIsANonAttackingPlacement) {
  const int n = 8;
  const Result r = solve(queens::encode(n), Limits::find(0));
  ASSERT_EQ(r.solutions.size(), 92u);
  for (std::size_t s = 0; s < r.solutions.size(); ++s) {
    const int* rows = r.solutions.rows.data() + r.solutions.start[s];
    const auto files = queens::decode(rows, r.solutions.start[s + 1] - r.solutions.start[s], n);
    for (int a = 0; a < n; ++a) {
      ASSERT_GE(files[a], 1);
      for (int b = a + 1; b < n; ++b) {
        EXPECT_NE(files[a], files[b]);
        EXPECT_NE(std::abs(files[a] - files[b]), b - a);
      }
    }
  }
}

TEST(Queens, RejectsSizesOutOfRange) {
  EXPECT_THROW(queens::encode(0), InputError);
  EXPECT_THROW(queens::encode(queens::kMaxN + 1), InputError);
}

}  // namespace
}  // namespace dlx
