// The scanner's vision stages for the Python training tools (ctypes, library dlx_scan_train):
// the very code the product runs (wasm/scan/: grey, grid, lattice, cells), so that a network
// trained on these cells is shown the same cells in the browser.
//
//   int dlx_scan_cells(const uint8_t* rgba, int width, int height,
//                      uint8_t* cellsOut, uint8_t* inkOut, float* cornersOut, int* sizeOut)
//
// rgba: width * height * 4 bytes (alpha ignored). On success (returns 0): *sizeOut = the grid's
// cells a side (9 or 16); cellsOut (room for 16 * 16 * 32 * 32 bytes) receives size * size cells of
// 32 x 32 grey row by row (dlx::scan::Cells: ink bright on dark, the lines left out, one scale for
// the whole grid); inkOut (room for 16 * 16) one byte per cell, 1 when it holds a mark worth
// classifying; cornersOut (8 floats) the grid's corners x, y in the input's pixels (the
// lattice's): top-left, top-right, bottom-right, bottom-left. A dark theme's screenshot (light
// lines on a dark ground) is read through its negative, so its cells look like print's too.
// Returns 1 when no grid was found (outputs untouched but *sizeOut = 0), -1 for bad arguments (a
// null pointer, a side not positive, past kMaxPixels).
//
//   int dlx_scan_cells_detail(... the same seven ..., float* latticeOut, int* gridShapedOut,
//                             char* whyOut, int whyCapacity, double* millisecondsOut)
//
// The same, and for the check tool: latticeOut (room for 2 * 17 * 17 floats) the crossing points
// x, y row by row ((size + 1)^2 of them), *gridShapedOut the grid-shaped candidates seen, whyOut
// the reason when not found (NUL-terminated, cut to whyCapacity), millisecondsOut (3 doubles) the
// time spent finding the grid (grey conversion included), fitting the lattice, cutting the cells.
// Any of these four may be null.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>

#include "scan/cells.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

extern "C" int dlx_scan_cells_detail(const uint8_t* rgba, int width, int height, uint8_t* cellsOut, uint8_t* inkOut,
                                     float* cornersOut, int* sizeOut, float* latticeOut, int* gridShapedOut,
                                     char* whyOut, int whyCapacity, double* millisecondsOut) {
  using namespace dlx::scan;
  if (!rgba || !cellsOut || !inkOut || !cornersOut || !sizeOut || width <= 0 || height <= 0 ||
      static_cast<size_t>(width) * static_cast<size_t>(height) > kMaxPixels) {
    return -1;
  }
  *sizeOut = 0;
  const auto start = Clock::now();
  float scale = 1;
  Gray gray = grayFromRgba(rgba, width, height, kScanMaxSide, &scale);
  const GridFound grid = findGrid(gray);
  if (grid.inverted) gray = negative(gray);  // a dark theme's screenshot: its cells read as print
  if (millisecondsOut) millisecondsOut[0] = millisecondsSince(start);
  if (gridShapedOut) *gridShapedOut = grid.gridShaped;
  if (whyOut && whyCapacity > 0) {
    const size_t n = std::min(grid.why.size(), static_cast<size_t>(whyCapacity - 1));
    std::memcpy(whyOut, grid.why.data(), n);
    whyOut[n] = '\0';
  }
  if (!grid.found) return 1;
  const auto latticeStart = Clock::now();
  const Lattice lattice = fitLattice(gray, grid.quad, grid.size);
  if (lattice.size != grid.size || lattice.points.size() != static_cast<size_t>(grid.size + 1) * (grid.size + 1)) return 1;
  if (millisecondsOut) millisecondsOut[1] = millisecondsSince(latticeStart);
  const auto cellsStart = Clock::now();
  const Cells cells = extractCells(gray, lattice);
  if (millisecondsOut) millisecondsOut[2] = millisecondsSince(cellsStart);
  if (cells.size != grid.size) return 1;
  // Back to the input's pixels: pixel centres map as x_in + 0.5 = (x + 0.5) * scale.
  auto back = [scale](float v) { return (v + 0.5F) * scale - 0.5F; };
  *sizeOut = cells.size;
  std::memcpy(cellsOut, cells.pixels.data(), cells.pixels.size());
  std::memcpy(inkOut, cells.ink.data(), cells.ink.size());
  // The corners as the full-resolution lattice found them (findGrid's are its working copy's).
  const int n = lattice.size;
  const Point corners[4] = {lattice.at(0, 0), lattice.at(0, n), lattice.at(n, n), lattice.at(n, 0)};
  for (int c = 0; c < 4; ++c) {
    cornersOut[2 * c] = back(corners[c].x);
    cornersOut[2 * c + 1] = back(corners[c].y);
  }
  if (latticeOut) {
    for (size_t i = 0; i < lattice.points.size(); ++i) {
      latticeOut[2 * i] = back(lattice.points[i].x);
      latticeOut[2 * i + 1] = back(lattice.points[i].y);
    }
  }
  return 0;
}

extern "C" int dlx_scan_cells(const uint8_t* rgba, int width, int height, uint8_t* cellsOut, uint8_t* inkOut,
                              float* cornersOut, int* sizeOut) {
  return dlx_scan_cells_detail(rgba, width, height, cellsOut, inkOut, cornersOut, sizeOut, nullptr, nullptr, nullptr, 0,
                               nullptr);
}
