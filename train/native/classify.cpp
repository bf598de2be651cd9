// The classifier for the training tools (train/check_native.py, through ctypes): the C++ inference
// the scanner ships, run on cells Python hands over, so its probabilities can be held against
// torch's and its speed measured.
#include <chrono>
#include <cstddef>
#include <cstdint>

#include "scan/classifier.hpp"
#include "scan/orientation.hpp"

extern "C" {

// Classifies `count` cells (kCellSide^2 bytes each) into probs (count * kClasses floats) with the
// weights of `blob` (size bytes), or the built-in weights when blob is null. Returns the seconds
// the classification took, or -1 when the blob is refused.
double dlx_scan_classify(const uint8_t* blob, size_t size, const uint8_t* cells, int count, float* probs) {
  dlx::scan::Classifier loaded;
  if (blob != nullptr && !loaded.load(blob, size)) return -1;
  const dlx::scan::Classifier& classifier = blob != nullptr ? loaded : dlx::scan::builtinClassifier();
  if (!classifier.loaded()) return -1;
  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < count; ++i) {
    classifier.classify(cells + static_cast<size_t>(i) * dlx::scan::kCellSide * dlx::scan::kCellSide,
                        probs + static_cast<size_t>(i) * dlx::scan::kClasses);
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The quarter turns clockwise that make a grid upright (dlx::scan::uprightTurns), for `size` x `size`
// cells as the scanner cut them, every cell counted as inked when it has 12 pixels over 128 (the
// scanner's own ink flags are not kept by the tools), asking at most maxCells of them (0: all).
// -1 when the blob is refused.
int dlx_scan_upright(const uint8_t* blob, size_t size, const uint8_t* cells, int gridSize, int maxCells) {
  dlx::scan::Classifier loaded;
  if (blob != nullptr && !loaded.load(blob, size)) return -1;
  const dlx::scan::Classifier& classifier = blob != nullptr ? loaded : dlx::scan::builtinClassifier();
  if (!classifier.loaded() || gridSize <= 0 || gridSize > 16) return -1;
  dlx::scan::Cells grid;
  grid.size = gridSize;
  const size_t area = static_cast<size_t>(dlx::scan::kCellSide) * dlx::scan::kCellSide;
  grid.pixels.assign(cells, cells + area * gridSize * gridSize);
  grid.ink.resize(static_cast<size_t>(gridSize) * gridSize);
  for (size_t i = 0; i < grid.ink.size(); ++i) {
    int bright = 0;
    for (size_t p = 0; p < area; ++p) bright += grid.pixels[i * area + p] > 128 ? 1 : 0;
    grid.ink[i] = bright >= 12 ? 1 : 0;
  }
  return dlx::scan::uprightTurns(grid, classifier, maxCells);
}

// The classes and the cell's side this build was made with, for the tools to check against.
int dlx_scan_classes() { return dlx::scan::kClasses; }
int dlx_scan_cell_side() { return dlx::scan::kCellSide; }

}  // extern "C"
