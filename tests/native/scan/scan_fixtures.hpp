// What the scanner's native tests share: the shared photos (Wicht and Hennebert's Sudoku
// dataset, CC-BY-4.0, in DLX_SHARED_DATA/photos) decoded with libjpeg as stored (no EXIF
// rotation: the .dat files read them so), their printed digits, and grids drawn under a known
// perspective.
#pragma once

#include <jpeglib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "scan/cells.hpp"
#include "scan/lattice.hpp"

namespace dlx::scan::test {

inline std::string photoPath(const std::string& name, const char* extension = ".jpg") {
  return std::string(DLX_SHARED_DATA) + "/photos/" + name + extension;
}

inline bool havePhotos() { return std::ifstream(photoPath("image1")).good(); }

struct Rgba {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> data;
};

// The photo as RGBA (what the browser hands the scanner); empty when it cannot be read.
inline Rgba readJpeg(const std::string& path) {
  Rgba out;
  FILE* file = std::fopen(path.c_str(), "rb");
  if (!file) return out;
  jpeg_decompress_struct info;
  jpeg_error_mgr errors;
  info.err = jpeg_std_error(&errors);
  jpeg_create_decompress(&info);
  jpeg_stdio_src(&info, file);
  jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  out.width = static_cast<int>(info.output_width);
  out.height = static_cast<int>(info.output_height);
  out.data.resize(static_cast<size_t>(out.width) * out.height * 4);
  std::vector<uint8_t> row(static_cast<size_t>(out.width) * 3);
  while (info.output_scanline < info.output_height) {
    const size_t y = info.output_scanline;
    JSAMPROW rows[1] = {row.data()};
    jpeg_read_scanlines(&info, rows, 1);
    for (int x = 0; x < out.width; ++x) {
      uint8_t* p = out.data.data() + (y * out.width + x) * 4;
      p[0] = row[3 * x];
      p[1] = row[3 * x + 1];
      p[2] = row[3 * x + 2];
      p[3] = 255;
    }
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  std::fclose(file);
  return out;
}

// The photo in grey as the scan sees it (grayFromRgba, brought down to kScanMaxSide).
inline Gray readPhoto(const std::string& name) {
  const Rgba rgba = readJpeg(photoPath(name));
  float scale = 1;
  return grayFromRgba(rgba.data.empty() ? nullptr : rgba.data.data(), rgba.width, rgba.height, kScanMaxSide, &scale);
}

// The printed digits of a photo's .dat, row by row (0: no printed digit); empty when unreadable.
inline std::vector<int> readDigits(const std::string& name) {
  std::ifstream in(photoPath(name, ".dat"));
  std::string line;
  std::getline(in, line);  // the phone
  std::getline(in, line);  // the resolution
  std::vector<int> digits;
  int d = 0;
  while (in >> d) digits.push_back(d);
  if (digits.size() != 81) digits.clear();
  return digits;
}

// A rectangle in the grid's unit square (0..1 across the whole grid), filled with `ink`.
struct Shape {
  float u0, v0, u1, v1;
  uint8_t ink;
};

// A printed-digit-like mark in cell (row, column) of an n x n grid: a bar and a stem, about as
// large as a printed digit; `faint` makes it a small pale pencil note in the cell's corner.
inline std::vector<Shape> digitIn(int n, int row, int column, uint8_t ink, bool faint = false) {
  const float c = 1.0F / n;
  const float u = column * c;
  const float v = row * c;
  if (faint) return {{u + 0.12F * c, v + 0.14F * c, u + 0.3F * c, v + 0.2F * c, ink}};
  return {{u + 0.3F * c, v + 0.22F * c, u + 0.7F * c, v + 0.32F * c, ink},
          {u + 0.56F * c, v + 0.22F * c, u + 0.68F * c, v + 0.78F * c, ink}};
}

struct GridStyle {
  int size = 9;
  int box = 3;           // every box-th line is thick
  float thin = 0.004F;   // line widths, in parts of the grid's side
  float thick = 0.012F;
  uint8_t ink = 30;
};

// Paints a grid (and shapes in its unit square) onto the image through `toImage` (unit square to
// image pixels), 3 x 3 samples a pixel so that thin lines are drawn as a camera would show them.
inline void paintGrid(Gray* image, const Homography& toImage, const GridStyle& style, const std::vector<Shape>& shapes = {}) {
  const Homography toUnit = toImage.inverted();
  float x0 = 1e9F, y0 = 1e9F, x1 = -1e9F, y1 = -1e9F;
  for (Point p : {Point{0, 0}, Point{1, 0}, Point{1, 1}, Point{0, 1}}) {
    const Point q = toImage.apply(p);
    x0 = std::min(x0, q.x);
    y0 = std::min(y0, q.y);
    x1 = std::max(x1, q.x);
    y1 = std::max(y1, q.y);
  }
  const int xa = std::max(0, static_cast<int>(x0) - 4);
  const int ya = std::max(0, static_cast<int>(y0) - 4);
  const int xb = std::min(image->width - 1, static_cast<int>(x1) + 4);
  const int yb = std::min(image->height - 1, static_cast<int>(y1) + 4);
  const float n = static_cast<float>(style.size);
  auto onLine = [&](float t) {  // t in the unit square: on a line of the lattice, and its ink
    const float k = std::round(t * n);
    const float width = (static_cast<int>(k) % style.box == 0) ? style.thick : style.thin;
    return std::fabs(t - k / n) <= width / 2;
  };
  for (int y = ya; y <= yb; ++y) {
    for (int x = xa; x <= xb; ++x) {
      float sum = 0;
      for (int s = 0; s < 9; ++s) {
        const Point u = toUnit.apply({x - 0.5F + (s % 3 + 0.5F) / 3, y - 0.5F + (s / 3 + 0.5F) / 3});
        const float margin = style.thick / 2;
        uint8_t value = 255;
        if (u.x >= -margin && u.x <= 1 + margin && u.y >= -margin && u.y <= 1 + margin) {
          value = image->at(x, y);
          if (onLine(u.x) || onLine(u.y)) value = style.ink;
          for (const Shape& sh : shapes) {
            if (u.x >= sh.u0 && u.x <= sh.u1 && u.y >= sh.v0 && u.y <= sh.v1) value = sh.ink;
          }
        } else {
          value = image->at(x, y);
        }
        sum += value;
      }
      image->pixels[static_cast<size_t>(y) * image->width + x] = static_cast<uint8_t>(sum / 9 + 0.5F);
    }
  }
}

inline Gray blank(int width, int height, uint8_t paper) {
  Gray g;
  g.width = width;
  g.height = height;
  g.pixels.assign(static_cast<size_t>(width) * height, paper);
  return g;
}

inline Quad quadOf(Point a, Point b, Point c, Point d) { return Quad{{a, b, c, d}}; }

}  // namespace dlx::scan::test
