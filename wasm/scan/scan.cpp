// The scanner's stages in order: grey (brought down to kScanMaxSide, as the training's cells
// were), grid, lattice and cells (on the negative for a dark theme's light lines), which way up,
// classifier (only on cells with a mark), corrector.
#include "scan/scan.hpp"

#include <algorithm>

#include "scan/orientation.hpp"

namespace dlx::scan {

ScanResult scanRgba(const uint8_t* rgba, int width, int height, const Classifier& classifier) {
  ScanResult result;
  float scale = 1;
  Gray image = grayFromRgba(rgba, width, height, kScanMaxSide, &scale);
  if (image.empty()) {
    result.why = "The image has no pixels to read.";
    return result;
  }
  const GridFound grid = findGrid(image);
  result.gridShaped = grid.gridShaped;
  if (!grid.found) {
    result.why = grid.why;
    return result;
  }
  result.size = grid.size;
  if (grid.inverted) image = negative(image);
  const Lattice lattice = fitLattice(image, grid.quad, grid.size);
  Cells cells = extractCells(image, lattice);
  // The corners where the lattice found them (sharper than the finder's quad), in the input's
  // pixels, then in the order the grid is read once turned upright: a quarter turn clockwise
  // brings the bottom-left corner to the top-left.
  const int n = grid.size;
  const Point found[4] = {lattice.at(0, 0), lattice.at(0, n), lattice.at(n, n), lattice.at(n, 0)};
  // The way up the digits read most surely, then, if its reading has no single solution, the
  // others, half a turn first (a faint or glared print can read surely enough upside down: 6s and
  // 9s, a Sudoku's symmetric givens), the first whose reading has one solution taken.
  const int best = uprightTurns(cells, classifier);
  const int count = n * n;
  std::vector<float> probs(static_cast<size_t>(count) * kClasses);
  for (int tried = 0; tried < 4; ++tried) {
    const int turns = (best + (tried == 0 ? 0 : tried == 1 ? 2 : tried == 2 ? 1 : 3)) % 4;
    const Cells turned = turnCells(cells, turns);
    std::fill(probs.begin(), probs.end(), 0.0F);
    for (int cell = 0; cell < count; ++cell) {
      float* p = probs.data() + static_cast<size_t>(cell) * kClasses;
      if (turned.ink[cell])
        classifier.classify(turned.cell(cell), p);
      else
        p[0] = 1;  // no mark at all: empty for sure
    }
    Reading reading = correct(n, probs);
    if (tried > 0 && !reading.unique) continue;  // the surest way up stays, unless another solves
    result.reading = std::move(reading);
    for (int k = 0; k < 4; ++k) {
      const Point& corner = found[(k + 4 - turns) % 4];
      result.quad.corner[k] = {corner.x * scale, corner.y * scale};
    }
    if (result.reading.unique) break;
  }
  result.found = true;
  return result;
}

}  // namespace dlx::scan
