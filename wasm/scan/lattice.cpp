// The perspective of the grid's outline, then each crossing of its lines found where the image
// shows it: the grid is resampled square (its cells c pixels a side), every crossing's vertical
// line sought sideways and its horizontal line up and down within a third of a cell, and a
// crossing whose lines do not show (a smudge, a fold) kept in line with its neighbours.
#include "scan/lattice.hpp"

#include <algorithm>
#include <cmath>

namespace dlx::scan {

Point Homography::apply(Point p) const {
  const double w = h[6] * p.x + h[7] * p.y + h[8];
  const double safe = std::fabs(w) < 1e-12 ? (w < 0 ? -1e-12 : 1e-12) : w;
  return {static_cast<float>((h[0] * p.x + h[1] * p.y + h[2]) / safe),
          static_cast<float>((h[3] * p.x + h[4] * p.y + h[5]) / safe)};
}

Homography Homography::inverted() const {
  const double* m = h;
  const double c0 = m[4] * m[8] - m[5] * m[7];
  const double c1 = m[5] * m[6] - m[3] * m[8];
  const double c2 = m[3] * m[7] - m[4] * m[6];
  const double det = m[0] * c0 + m[1] * c1 + m[2] * c2;
  Homography r{{1, 0, 0, 0, 1, 0, 0, 0, 1}};
  if (std::fabs(det) < 1e-12) return r;
  const double adj[9] = {c0, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                         c1, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                         c2, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]};
  // Scaled so that h[8] = 1 when it can be (any scale is the same transform).
  const double s = std::fabs(adj[8]) > 1e-12 ? adj[8] : det;
  for (int i = 0; i < 9; ++i) r.h[i] = adj[i] / s;
  return r;
}

// Heckbert's closed form ("Fundamentals of Texture Mapping and Image Warping", 1989).
Homography squareToQuad(const Quad& quad) {
  const double x0 = quad.corner[0].x, y0 = quad.corner[0].y;
  const double x1 = quad.corner[1].x, y1 = quad.corner[1].y;
  const double x2 = quad.corner[2].x, y2 = quad.corner[2].y;
  const double x3 = quad.corner[3].x, y3 = quad.corner[3].y;
  const double sx = x0 - x1 + x2 - x3;
  const double sy = y0 - y1 + y2 - y3;
  double g = 0;
  double hh = 0;
  const double dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
  const double det = dx1 * dy2 - dx2 * dy1;
  if ((std::fabs(sx) > 1e-9 || std::fabs(sy) > 1e-9) && std::fabs(det) > 1e-12) {
    g = (sx * dy2 - dx2 * sy) / det;
    hh = (dx1 * sy - sx * dy1) / det;
  }
  return Homography{{x1 - x0 + g * x1, x3 - x0 + hh * x3, x0,
                     y1 - y0 + g * y1, y3 - y0 + hh * y3, y0,
                     g, hh, 1}};
}

Gray warp(const Gray& image, const Quad& quad, int side) {
  Gray out;
  if (image.empty() || side <= 0) return out;
  const Homography h = squareToQuad(quad);
  out.width = out.height = side;
  out.pixels.resize(static_cast<size_t>(side) * side);
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) {
      const Point p = h.apply({(x + 0.5F) / side, (y + 0.5F) / side});
      out.pixels[static_cast<size_t>(y) * side + x] = static_cast<uint8_t>(sampleBilinear(image, p.x, p.y) + 0.5F);
    }
  }
  return out;
}

namespace {

float distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

float median(std::vector<float> v) {
  std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
  return v[v.size() / 2];
}

// The grid resampled square with a margin, as darkness (255 - grey): cell c pixels a side,
// column X and row Y of the grid's unit square at X / (size c), each pixel the mean of k x k
// samples so that thin lines survive a large reduction.
struct Rectified {
  int size = 0;
  int cell = 0;
  int margin = 0;
  int side = 0;  // size * cell + 2 * margin
  std::vector<float> dark;
  [[nodiscard]] float at(int x, int y) const {  // x, y from -margin
    x = std::clamp(x + margin, 0, side - 1);
    y = std::clamp(y + margin, 0, side - 1);
    return dark[static_cast<size_t>(y) * side + x];
  }
};

Rectified rectify(const Gray& image, const Homography& h, int size, int cell, int samples) {
  Rectified r;
  r.size = size;
  r.cell = cell;
  r.margin = (cell + 1) / 2;
  r.side = size * cell + 2 * r.margin;
  r.dark.resize(static_cast<size_t>(r.side) * r.side);
  const double unit = static_cast<double>(size) * cell;
  for (int y = 0; y < r.side; ++y) {
    for (int x = 0; x < r.side; ++x) {
      float sum = 0;
      for (int sy = 0; sy < samples; ++sy) {
        for (int sx = 0; sx < samples; ++sx) {
          const double u = (x - r.margin + (sx + 0.5) / samples - 0.5) / unit;
          const double v = (y - r.margin + (sy + 0.5) / samples - 0.5) / unit;
          const Point p = h.apply({static_cast<float>(u), static_cast<float>(v)});
          sum += sampleBilinear(image, p.x, p.y);
        }
      }
      r.dark[static_cast<size_t>(y) * r.side + x] = 255.0F - sum / (samples * samples);
    }
  }
  return r;
}

// Where the line through (x, y) lies within `reach` pixels across it: the offset whose segment of
// `half` pixels each side is darkest, to a fraction of a pixel. `vertical`: the line runs along y.
float lineOffset(const Rectified& r, int x, int y, int reach, int half, bool vertical) {
  std::vector<float> profile(static_cast<size_t>(2 * reach + 1), 0.0F);
  for (int d = -reach; d <= reach; ++d) {
    float sum = 0;
    for (int t = -half; t <= half; ++t) sum += vertical ? r.at(x + d, y + t) : r.at(x + t, y + d);
    profile[d + reach] = sum;
  }
  const int best = static_cast<int>(std::max_element(profile.begin(), profile.end()) - profile.begin());
  float offset = static_cast<float>(best - reach);
  if (best > 0 && best < 2 * reach) {
    const float a = profile[best - 1];
    const float b = profile[best];
    const float c = profile[best + 1];
    const float denominator = a - 2 * b + c;
    if (denominator < 0) offset += 0.5F * (a - c) / denominator;
  }
  return offset;
}

// Offsets that stray from their neighbours' median by more than `limit` take that median:
// a digit's stroke beside a faint line pulls a crossing off, its neighbours do not agree.
void smoothOutliers(std::vector<float>* offsets, int n, float limit) {
  for (int pass = 0; pass < 2; ++pass) {
    std::vector<float> next = *offsets;
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        std::vector<float> around;
        for (int di = -1; di <= 1; ++di) {
          for (int dj = -1; dj <= 1; ++dj) {
            const int a = i + di;
            const int b = j + dj;
            if ((di || dj) && a >= 0 && b >= 0 && a < n && b < n) around.push_back((*offsets)[a * n + b]);
          }
        }
        const float m = median(around);
        if (std::fabs((*offsets)[i * n + j] - m) > limit) next[i * n + j] = m;
      }
    }
    *offsets = next;
  }
}

}  // namespace

Lattice fitLattice(const Gray& image, const Quad& quad, int size) {
  Lattice lattice;
  if (size <= 0 || image.empty()) return lattice;
  lattice.size = size;
  const Homography h = squareToQuad(quad);
  const int n = size + 1;
  float perimeter = 0;
  for (int i = 0; i < 4; ++i) perimeter += distance(quad.corner[i], quad.corner[(i + 1) % 4]);
  const float cellPixels = perimeter / 4 / size;
  const int cell = std::clamp(static_cast<int>(std::lround(cellPixels)), 12, 32);
  const int samples = std::clamp(static_cast<int>(std::ceil(cellPixels / cell - 0.25F)), 1, 2);
  const Rectified r = rectify(image, h, size, cell, samples);
  const int reach = std::max(2, static_cast<int>(std::lround(0.3 * cell)));
  const int half = std::max(2, static_cast<int>(std::lround(0.45 * cell)));
  std::vector<float> ox(static_cast<size_t>(n) * n);
  std::vector<float> oy(static_cast<size_t>(n) * n);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      ox[i * n + j] = lineOffset(r, j * cell, i * cell, reach, half, true);
      oy[i * n + j] = lineOffset(r, j * cell, i * cell, reach, half, false);
    }
  }
  smoothOutliers(&ox, n, 0.12F * cell);
  smoothOutliers(&oy, n, 0.12F * cell);
  const double unit = static_cast<double>(size) * cell;
  lattice.points.resize(static_cast<size_t>(n) * n);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      const double u = (j * cell + ox[i * n + j]) / unit;
      const double v = (i * cell + oy[i * n + j]) / unit;
      lattice.points[i * n + j] = h.apply({static_cast<float>(u), static_cast<float>(v)});
    }
  }
  return lattice;
}

}  // namespace dlx::scan
