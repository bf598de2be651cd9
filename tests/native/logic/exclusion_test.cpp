// Aligned pair and triplet exclusion as Sukaku Explainer takes them, on positions where serate's
// first step is one (tests/fixtures/logic-exclusion.txt): the ladder's step there, its value, base
// cells and removals are SE's, and no easier rung applies.
#include <gtest/gtest.h>

#include "se_positions.hpp"

namespace dlx {
namespace {

TEST(LogicExclusion, PairAndTripletOnPositionsWhereSudokuExplainerTakesThem) {
  const auto positions = test::readSePositions("logic-exclusion.txt");
  EXPECT_EQ(positions.size(), 2u);
  for (const auto& f : positions) test::checkSePosition(f);
}

}  // namespace
}  // namespace dlx
