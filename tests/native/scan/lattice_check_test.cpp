// The grid finder's lattice check on drawn grids: which lattice a quad holds, and whether its
// box lines stand out as a Sudoku prints them.
#include <gtest/gtest.h>

#include "scan/lattice_check.hpp"
#include "scan_fixtures.hpp"

namespace dlx::scan {
namespace {

using grid::boxLinesStandOut;
using test::blank;
using test::GridStyle;
using test::paintGrid;
using test::quadOf;

const Quad kWhere = quadOf({40, 40}, {520, 40}, {520, 520}, {40, 520});

Gray drawn(const GridStyle& style) {
  Gray image = blank(560, 560, 240);
  paintGrid(&image, squareToQuad(kWhere), style);
  return image;
}

// A 16x16 lattice has more lines to fit by chance than a 9x9 one (a 9x9 grid's part with
// candidates in its cells once passed for one): its box lines must stand out.
TEST(BoxLines, StandOutInASudokusPrintOnly) {
  EXPECT_TRUE(boxLinesStandOut(drawn(GridStyle{16, 4, 1.0F / 480, 3.0F / 480, 30}), kWhere, 16));
  EXPECT_TRUE(boxLinesStandOut(drawn(GridStyle{9, 3, 1.0F / 480, 3.0F / 480, 30}), kWhere, 9));
  // Every line alike: no boxes.
  EXPECT_FALSE(boxLinesStandOut(drawn(GridStyle{16, 1, 1.5F / 480, 1.5F / 480, 30}), kWhere, 16));
  // A 9x9 grid's boxes are not where a 16x16 lattice's would be.
  EXPECT_FALSE(boxLinesStandOut(drawn(GridStyle{9, 3, 1.0F / 480, 3.0F / 480, 30}), kWhere, 16));
}

TEST(ScoreLattice, TellsNineFromSixteen) {
  const Gray nine = drawn(GridStyle{9, 3, 1.5F / 480, 3.0F / 480, 30});
  const Gray sixteen = drawn(GridStyle{16, 4, 1.5F / 480, 3.0F / 480, 30});
  const std::vector<grid::Mask> nineMasks = grid::darkPixels(nine);
  const std::vector<grid::Mask> sixteenMasks = grid::darkPixels(sixteen);
  EXPECT_TRUE(grid::scoreLattice(nine, nineMasks[grid::kFaint], kWhere, 9).gridShaped());
  EXPECT_FALSE(grid::scoreLattice(nine, nineMasks[grid::kFaint], kWhere, 16).gridShaped());
  EXPECT_TRUE(grid::scoreLattice(sixteen, sixteenMasks[grid::kFaint], kWhere, 16).gridShaped());
  EXPECT_FALSE(grid::scoreLattice(sixteen, sixteenMasks[grid::kFaint], kWhere, 9).gridShaped());
}

}  // namespace
}  // namespace dlx::scan
