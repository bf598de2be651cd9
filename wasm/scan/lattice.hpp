// The grid's lines as found in the photo: (size + 1)^2 crossing points, so that curved paper and
// a lens's distortion are followed cell by cell rather than by one perspective for the whole grid.
#pragma once

#include <vector>

#include "scan/grid_finder.hpp"

namespace dlx::scan {

// A perspective transform (3x3, row-major, h[8] = 1) from one plane to another.
struct Homography {
  double h[9];
  [[nodiscard]] Point apply(Point p) const;
  // The transform back (the identity's when this one is singular).
  [[nodiscard]] Homography inverted() const;
};
// The transform that takes the unit square's corners (0,0) (1,0) (1,1) (0,1) to quad's.
Homography squareToQuad(const Quad& quad);

struct Lattice {
  int size = 0;                // cells a side
  std::vector<Point> points;   // (size + 1)^2, row by row, in the image's pixels
  [[nodiscard]] Point at(int row, int column) const { return points[static_cast<size_t>(row) * (size + 1) + column]; }
};

// The quad's perspective resampled into a side x side square (bilinear): output pixel (x, y) is
// the unit square's point ((x + 0.5) / side, (y + 0.5) / side). Empty past 16384 a side.
Gray warp(const Gray& image, const Quad& quad, int side);
// The crossing points, found near where the quad's perspective puts them: each one where the
// grid's lines cross in the image (within 0.3 of a cell of its place in the perspective), those
// the lines do not show (smudged, hidden) put back on their line's smooth course. Empty for a
// size outside 1..64.
Lattice fitLattice(const Gray& image, const Quad& quad, int size);

}  // namespace dlx::scan
