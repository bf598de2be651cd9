// Cells as the classifier sees them. Darkness is measured against the paper's own brightness
// nearby (a background map of the grid's area, so a shadow's edge across a cell is not ink) and
// scaled by the darkness of the grid's own lines (so a blurred or pale print reads like a sharp
// one): one scale for the whole grid, never per cell, so a pencilled note stays faint and small.
#include "scan/cells.hpp"

#include <algorithm>
#include <cmath>

namespace dlx::scan {

namespace {

// v within [lo, hi]; NaN gives lo (a nonsense lattice's points must still index memory safely).
float within(float v, float lo, float hi) { return v > lo ? (v < hi ? v : hi) : lo; }

// The paper's brightness, block by block over the grid's area: each block's brightest 2x2 mean
// (some paper shows in any block a sixth of a cell wide: a bold stroke is narrower; and small
// blocks follow a shadow's soft edge), then the median of 3x3 blocks so that a block all ink (a
// thick line's crossing) takes its neighbours' paper.
class Background {
 public:
  // The area from (x0, y0) to (x1, y1), clipped to the image (an area wholly outside it gives one
  // block at its nearest edge).
  Background(const Gray& image, float x0, float y0, float x1, float y1, int block) : block_(block) {
    auto inside = [](float v, int size) { return static_cast<int>(within(v, 0.0F, static_cast<float>(size - 1))); };
    x0_ = inside(x0, image.width);
    y0_ = inside(y0, image.height);
    const int xe = inside(x1, image.width) + 1;
    const int ye = inside(y1, image.height) + 1;
    cols_ = std::max(1, (xe - x0_ + block - 1) / block);
    rows_ = std::max(1, (ye - y0_ + block - 1) / block);
    std::vector<float> raw(static_cast<size_t>(cols_) * rows_, 0.0F);
    for (int by = 0; by < rows_; ++by) {
      for (int bx = 0; bx < cols_; ++bx) {
        const int xa = x0_ + bx * block;
        const int ya = y0_ + by * block;
        const int xb = std::min(xa + block, image.width) - 1;  // last x a 2x2 may start at, exclusive
        const int yb = std::min(ya + block, image.height) - 1;
        int best = 0;
        for (int y = ya; y < std::max(yb, ya + 1); ++y) {
          const int y2 = std::min(y + 1, image.height - 1);
          for (int x = xa; x < std::max(xb, xa + 1); ++x) {
            const int x2 = std::min(x + 1, image.width - 1);
            const int s = image.at(x, y) + image.at(x2, y) + image.at(x, y2) + image.at(x2, y2);
            best = std::max(best, s);
          }
        }
        raw[static_cast<size_t>(by) * cols_ + bx] = std::max(best / 4.0F, 8.0F);
      }
    }
    paper_.resize(raw.size());
    float around[9];
    for (int by = 0; by < rows_; ++by) {
      for (int bx = 0; bx < cols_; ++bx) {
        int k = 0;
        for (int dy = -1; dy <= 1; ++dy) {
          for (int dx = -1; dx <= 1; ++dx) {
            const int y = by + dy;
            const int x = bx + dx;
            if (x >= 0 && y >= 0 && x < cols_ && y < rows_) around[k++] = raw[static_cast<size_t>(y) * cols_ + x];
          }
        }
        std::nth_element(around, around + k / 2, around + k);
        paper_[static_cast<size_t>(by) * cols_ + bx] = around[k / 2];
      }
    }
  }

  // The paper's brightness at (x, y), bilinear between the blocks' centres.
  [[nodiscard]] float at(float x, float y) const {
    const float fx = within((x - x0_) / block_ - 0.5F, 0.0F, static_cast<float>(cols_ - 1));
    const float fy = within((y - y0_) / block_ - 0.5F, 0.0F, static_cast<float>(rows_ - 1));
    const int ix = std::min(static_cast<int>(fx), cols_ - 1);
    const int iy = std::min(static_cast<int>(fy), rows_ - 1);
    const int jx = std::min(ix + 1, cols_ - 1);
    const int jy = std::min(iy + 1, rows_ - 1);
    const float tx = fx - ix;
    const float ty = fy - iy;
    auto v = [&](int cx, int cy) { return paper_[static_cast<size_t>(cy) * cols_ + cx]; };
    const float top = v(ix, iy) + tx * (v(jx, iy) - v(ix, iy));
    const float bottom = v(ix, jy) + tx * (v(jx, jy) - v(ix, jy));
    return top + ty * (bottom - top);
  }

 private:
  int block_;
  int x0_ = 0;
  int y0_ = 0;
  int cols_ = 1;
  int rows_ = 1;
  std::vector<float> paper_;
};

float darkness(const Gray& image, const Background& paper, Point p) {
  const float bg = paper.at(p.x, p.y);
  return std::max(0.0F, 1.0F - sampleBilinear(image, p.x, p.y) / bg);
}

// The grid lines' darkness: per cell side, the darkest point across the line at its middle;
// their median, so that a side a digit touches or a glare hides does not count.
float lineDarkness(const Gray& image, const Background& paper, const Lattice& lattice, float cellPixels) {
  const int n = lattice.size;
  std::vector<float> found;
  found.reserve(static_cast<size_t>(2 * n * (n + 1)));
  const float reach = std::clamp(0.15F * cellPixels, 2.0F, 64.0F);  // bounded: a nonsense lattice stays cheap
  auto across = [&](Point a, Point b) {
    const float length = std::max(1e-3F, distance(a, b));
    const Point mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
    const float px = -(b.y - a.y) / length;
    const float py = (b.x - a.x) / length;
    float best = 0;
    for (float t = -reach; t <= reach; t += 0.5F) best = std::max(best, darkness(image, paper, {mid.x + t * px, mid.y + t * py}));
    found.push_back(best);
  };
  for (int i = 0; i <= n; ++i) {
    for (int j = 0; j < n; ++j) {
      across(lattice.at(i, j), lattice.at(i, j + 1));
      across(lattice.at(j, i), lattice.at(j + 1, i));
    }
  }
  std::nth_element(found.begin(), found.begin() + found.size() / 2, found.end());
  return std::max(0.08F, found[found.size() / 2]);
}

// The darkness of the grid's darkest print: the 99.5th percentile of its cells' darkness (print
// covers a few percent of a grid's cells; in a grid with no digit this is paper, and the lines
// decide).
float darkestPrint(const std::vector<float>& dark) {
  std::vector<int> histogram(256, 0);
  for (float d : dark) ++histogram[std::clamp(static_cast<int>(d * 255), 0, 255)];
  const size_t wanted = dark.size() / 200;
  size_t seen = 0;
  for (int level = 255; level > 0; --level) {
    seen += histogram[level];
    if (seen > wanted) return level / 255.0F;
  }
  return 0;
}

}  // namespace

Cells extractCells(const Gray& image, const Lattice& lattice) {
  Cells cells;
  const int n = lattice.size;
  if (n <= 0 || image.empty() || lattice.points.size() != static_cast<size_t>(n + 1) * (n + 1)) return cells;
  cells.size = n;
  cells.pixels.assign(static_cast<size_t>(n) * n * kCellSide * kCellSide, 0);
  cells.ink.assign(static_cast<size_t>(n) * n, 0);
  float x0 = lattice.points[0].x, x1 = x0, y0 = lattice.points[0].y, y1 = y0;
  for (const Point& p : lattice.points) {
    x0 = std::min(x0, p.x);
    x1 = std::max(x1, p.x);
    y0 = std::min(y0, p.y);
    y1 = std::max(y1, p.y);
  }
  const float cellPixels = std::max(x1 - x0, y1 - y0) / n;
  if (!(cellPixels > 0) || !std::isfinite(cellPixels)) return cells;
  const int block = std::clamp(static_cast<int>(cellPixels / 6), 2, 64);
  const Background paper(image, x0 - cellPixels / 2, y0 - cellPixels / 2, x1 + cellPixels / 2, y1 + cellPixels / 2, block);
  // Samples per picture pixel a side, so that a large cell is averaged rather than skipped over.
  const int k = cellPixels * (1 - 2 * kInset) >= 1.5F * kCellSide ? 2 : 1;
  const size_t area = static_cast<size_t>(kCellSide) * kCellSide;
  std::vector<float> dark(cells.pixels.size());
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const Point p00 = lattice.at(row, col);
      const Point p01 = lattice.at(row, col + 1);
      const Point p10 = lattice.at(row + 1, col);
      const Point p11 = lattice.at(row + 1, col + 1);
      auto place = [&](float s, float t) {
        return Point{(1 - s) * (1 - t) * p00.x + s * (1 - t) * p01.x + s * t * p11.x + (1 - s) * t * p10.x,
                     (1 - s) * (1 - t) * p00.y + s * (1 - t) * p01.y + s * t * p11.y + (1 - s) * t * p10.y};
      };
      float* out = dark.data() + static_cast<size_t>(row * n + col) * area;
      for (int y = 0; y < kCellSide; ++y) {
        for (int x = 0; x < kCellSide; ++x) {
          const Point centre = place(kInset + (1 - 2 * kInset) * (x + 0.5F) / kCellSide,
                                     kInset + (1 - 2 * kInset) * (y + 0.5F) / kCellSide);
          const float bg = paper.at(centre.x, centre.y);
          float sum = 0;
          for (int sy = 0; sy < k; ++sy) {
            for (int sx = 0; sx < k; ++sx) {
              const Point q = place(kInset + (1 - 2 * kInset) * (x + (sx + 0.5F) / k) / kCellSide,
                                    kInset + (1 - 2 * kInset) * (y + (sy + 0.5F) / k) / kCellSide);
              sum += sampleBilinear(image, q.x, q.y);
            }
          }
          out[y * kCellSide + x] = std::max(0.0F, 1.0F - sum / (k * k) / bg);
        }
      }
    }
  }
  // The grid's ink: its lines' darkness, or most of its darkest print's when the lines are
  // printed paler than the digits (grey lines, black digits: scaled by the lines alone, paper
  // stains would read as ink).
  const float ink = std::max(lineDarkness(image, paper, lattice, cellPixels), kPrintShare * darkestPrint(dark));
  const float floor = kFloor * ink;
  const float full = kFull * ink;
  for (int index = 0; index < n * n; ++index) {
    const float* in = dark.data() + static_cast<size_t>(index) * area;
    uint8_t* out = cells.pixels.data() + static_cast<size_t>(index) * area;
    int inked = 0;
    for (int y = 0; y < kCellSide; ++y) {
      for (int x = 0; x < kCellSide; ++x) {
        const float v = std::clamp(255.0F * (in[y * kCellSide + x] - floor) / (full - floor), 0.0F, 255.0F);
        const auto value = static_cast<uint8_t>(v + 0.5F);
        out[y * kCellSide + x] = value;
        if (value >= kInkLevel && x >= kInkMargin && y >= kInkMargin && x < kCellSide - kInkMargin && y < kCellSide - kInkMargin) ++inked;
      }
    }
    cells.ink[index] = inked >= kInkPixels ? 1 : 0;
  }
  return cells;
}

}  // namespace dlx::scan
