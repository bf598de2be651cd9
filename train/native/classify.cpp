// The classifier for the training tools (train/check_native.py, through ctypes): the C++ inference
// the scanner ships, run on cells Python hands over, so its probabilities can be held against
// torch's and its speed measured.
#include <chrono>
#include <cstddef>
#include <cstdint>

#include "scan/classifier.hpp"

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

// The classes and the cell's side this build was made with, for the tools to check against.
int dlx_scan_classes() { return dlx::scan::kClasses; }
int dlx_scan_cell_side() { return dlx::scan::kCellSide; }

}  // extern "C"
