// Each cell's picture for the classifier: kCellSide x kCellSide grey, ink bright on a dark
// background, the cell's lines left out, scaled the same for every cell of a grid (a printed
// digit's size and place are what tell it from a player's pencilled note). The training tools
// (train/) read cells through this same code, so what the network learnt is what it is shown.
//
// The picture is the cell's inside less kInset of its side all round, cut from the cell's own four
// crossings (bilinearly between them). A pixel's value is its darkness against the paper nearby
// (1 - grey / paper's grey), scaled by the grid's ink (the darkness of its lines, or kPrintShare
// of its darkest print's when the lines are paler): kFloor of the ink and under is 0, kFull and
// over is 255.
#pragma once

#include <cstdint>
#include <vector>

#include "scan/lattice.hpp"

namespace dlx::scan {

constexpr int kCellSide = 32;
// Part of the cell's side left out on each side: the lines and what the lattice misses of them.
constexpr float kInset = 0.1F;
// Darkness under kFloor of the grid's ink is paper (grain, JPEG noise); from kFull of it on, 255.
constexpr float kFloor = 0.15F;
constexpr float kFull = 0.85F;
// The print's share of the grid's ink when its lines are paler than its print.
constexpr float kPrintShare = 0.7F;
// A cell has ink when at least kInkPixels of its picture's middle (less kInkMargin pixels each
// side) are kInkLevel or more: a false ink costs a classification, a missed one a printed digit.
constexpr int kInkLevel = 64;
constexpr int kInkPixels = 8;
constexpr int kInkMargin = 5;

struct Cells {
  int size = 0;                 // cells a side
  std::vector<uint8_t> pixels;  // size * size cells of kCellSide^2, row by row
  std::vector<uint8_t> ink;     // per cell: 1 when it holds any mark worth classifying (see kInkLevel)
  [[nodiscard]] const uint8_t* cell(int index) const { return pixels.data() + static_cast<size_t>(index) * kCellSide * kCellSide; }
};

// Empty (size 0) when the lattice is empty or its point count does not match its size.
Cells extractCells(const Gray& image, const Lattice& lattice);

}  // namespace dlx::scan
