// Each cell's picture for the classifier: kCellSide x kCellSide grey, ink bright on a dark
// background, the cell's lines left out, scaled the same for every cell of a grid (a printed
// digit's size and place are what tell it from a player's pencilled note). The training tools
// (train/) read cells through this same code, so what the network learnt is what it is shown.
#pragma once

#include <cstdint>
#include <vector>

#include "scan/lattice.hpp"

namespace dlx::scan {

constexpr int kCellSide = 32;

struct Cells {
  int size = 0;                 // cells a side
  std::vector<uint8_t> pixels;  // size * size cells of kCellSide^2, row by row
  std::vector<uint8_t> ink;     // per cell: 1 when it holds any mark worth classifying
  [[nodiscard]] const uint8_t* cell(int index) const { return pixels.data() + static_cast<size_t>(index) * kCellSide * kCellSide; }
};

Cells extractCells(const Gray& image, const Lattice& lattice);

}  // namespace dlx::scan
