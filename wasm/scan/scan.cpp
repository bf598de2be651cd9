// The scanner's stages in order: grey, grid, lattice, cells, classifier (only on cells with a
// mark), corrector.
#include "scan/scan.hpp"

namespace dlx::scan {
namespace {

// Larger photos are brought down to this before anything else: a phone's 12-megapixel picture
// holds nothing the classifier's 32x32 cells need that 2048 pixels a side does not.
constexpr int kWorkSide = 2048;

}  // namespace

ScanResult scanRgba(const uint8_t* rgba, int width, int height, const Classifier& classifier) {
  ScanResult result;
  float scale = 1;
  const Gray image = grayFromRgba(rgba, width, height, kWorkSide, &scale);
  const GridFound grid = findGrid(image);
  result.gridShaped = grid.gridShaped;
  if (!grid.found) {
    result.why = grid.why;
    return result;
  }
  result.size = grid.size;
  for (int k = 0; k < 4; ++k)
    result.quad.corner[k] = {grid.quad.corner[k].x * scale, grid.quad.corner[k].y * scale};
  const Lattice lattice = fitLattice(image, grid.quad, grid.size);
  const Cells cells = extractCells(image, lattice);
  const int count = grid.size * grid.size;
  std::vector<float> probs(static_cast<size_t>(count) * kClasses, 0.0F);
  for (int cell = 0; cell < count; ++cell) {
    float* p = probs.data() + static_cast<size_t>(cell) * kClasses;
    if (cells.ink[cell])
      classifier.classify(cells.cell(cell), p);
    else
      p[0] = 1;  // no mark at all: empty for sure
  }
  result.reading = correct(grid.size, probs);
  result.found = true;
  return result;
}

}  // namespace dlx::scan
