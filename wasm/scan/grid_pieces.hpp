// The grid finder's first step: the dark pixels of its working copy (a local threshold: shadows
// and uneven light move the local mean, not the print's contrast) and their connected pieces.
#pragma once

#include <cstdint>
#include <iterator>
#include <vector>

#include "scan/image.hpp"

namespace dlx::scan::grid {

// Pixels on (1) or off (0); outside the image off. With addReach: each pixel's distance to the
// nearest pixel on along its row and along its column (capped at 255), so that "is a dark pixel
// within d across this line" is one look-up.
struct Mask {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> on;
  std::vector<uint8_t> alongRow;
  std::vector<uint8_t> alongColumn;
  [[nodiscard]] bool at(int x, int y) const {
    return x >= 0 && y >= 0 && x < width && y < height && on[static_cast<size_t>(y) * width + x] != 0;
  }
};

// Fills the mask's alongRow and alongColumn distances.
void addReach(Mask* m);

// The dark pixels at each of kThresholds: darker than their neighbourhood's mean by `percent`
// of it and by at least `levels` (one pass over the image gives them all).
struct Threshold {
  int percent;
  int levels;
};
constexpr Threshold kThresholds[] = {{4, 2}, {7, 4}, {25, 8}};
constexpr int kFaint = 0;   // the lattice check's: a blurred thin line still shows
constexpr int kStrict = 1;  // the pieces': paper grain and faint texture stay apart from the grid
constexpr int kBold = 2;    // a black grid touching the page's other print is its own piece

std::vector<Mask> darkPixels(const Gray& g);

struct Piece {
  int label = 0;
  int count = 0;
  int x0 = 0;
  int y0 = 0;
  int x1 = 0;
  int y1 = 0;
};

// The 8-connected pieces of the mask: labels per pixel (0 = none) and each piece's box.
std::vector<Piece> pieces(const Mask& m, std::vector<int>* labels);

// The piece's leftmost and rightmost pixels row by row: all its convex hull needs.
std::vector<Point> pieceEnds(const std::vector<int>& labels, int width, const Piece& p);

}  // namespace dlx::scan::grid
