// A photo or screenshot of a Sudoku in, the puzzle out: grid, lattice, cells, classifier, corrector.
#pragma once

#include <cstdint>
#include <string>

#include "scan/corrector.hpp"

namespace dlx::scan {

struct ScanResult {
  bool found = false;   // a grid was found and read
  std::string why;      // when not: what the user is told
  int size = 0;
  Quad quad;            // in the input's pixels
  int gridShaped = 0;
  Reading reading;
};

// rgba: width * height * 4 bytes. Bad sizes are the caller's to refuse (bindings check them).
ScanResult scanRgba(const uint8_t* rgba, int width, int height, const Classifier& classifier);

}  // namespace dlx::scan
