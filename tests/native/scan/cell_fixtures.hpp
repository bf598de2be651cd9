// The real cells committed as fixtures (tests/fixtures/scan/, made by train/fixtures.py), read
// by the classifier's and the orientation's tests.
#pragma once

#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "scan/cells.hpp"

namespace dlx::scan::test {

// tests/fixtures/scan/cells.pgm: cells cut from the shared photos by the scanner, side by side in
// one row; cells.txt: their labels, one symbol each ('.' empty), the photo's fold and name.
constexpr int kCellPixels = kCellSide * kCellSide;

struct Fixture {
  std::vector<uint8_t> pixels;  // count cells, each kCellPixels
  std::string labels;
  std::vector<int> folds;
  int count = 0;
};

inline Fixture readFixture() {
  Fixture f;
  const std::string dir = std::string(DLX_FIXTURES) + "/scan/";
  std::ifstream pgm(dir + "cells.pgm", std::ios::binary);
  std::string magic;
  int width = 0;
  int height = 0;
  int maxval = 0;
  pgm >> magic >> width >> height >> maxval;
  pgm.get();
  if (magic != "P5" || height != kCellSide || maxval != 255 || width % kCellSide != 0) return f;
  std::vector<uint8_t> image(static_cast<size_t>(width) * height);
  pgm.read(reinterpret_cast<char*>(image.data()), static_cast<std::streamsize>(image.size()));
  f.count = width / kCellSide;
  f.pixels.resize(static_cast<size_t>(f.count) * kCellPixels);
  for (int i = 0; i < f.count; ++i) {
    for (int y = 0; y < kCellSide; ++y) {
      std::memcpy(&f.pixels[static_cast<size_t>(i) * kCellPixels + y * kCellSide], &image[static_cast<size_t>(y) * width + i * kCellSide], kCellSide);
    }
  }
  std::ifstream txt(dir + "cells.txt");
  std::string line;
  while (std::getline(txt, line)) {
    if (line.empty() || line[0] == '#') continue;
    f.labels.push_back(line[0]);
    f.folds.push_back(line[2] - '0');
  }
  return f;
}

}  // namespace dlx::scan::test
