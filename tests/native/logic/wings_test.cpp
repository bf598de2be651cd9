// Wings as Sukaku Explainer takes them: XY and XYZ, and the wings of an almost locked set and a
// bivalue cell from WXYZ to TUVWXYZ in each form SE prints and rates ("WXYZ-Wing 126" 5.5, "137"
// 5.6, "148" 5.5, doubly linked "226" and "238"; VWXYZ 6.2 to 6.4; UVWXYZ 6.6; TUVWXYZ 7.5), on
// positions from serate's own runs (tests/fixtures/logic-wings.txt): the ladder's step there, its
// value and removals are SE's, and no easier rung applies.
#include <gtest/gtest.h>

#include "se_positions.hpp"

namespace dlx {
namespace {

TEST(LogicWings, EachFormOnAPositionWhereSudokuExplainerTakesIt) {
  const auto positions = test::readSePositions("logic-wings.txt");
  EXPECT_EQ(positions.size(), 16u);
  for (const auto& f : positions) test::checkSePosition(f);
}

}  // namespace
}  // namespace dlx
