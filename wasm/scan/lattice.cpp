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

namespace {

// The crossing points where the image shows them near where h puts them: one search pass.
std::vector<Point> crossings(const Gray& image, const Homography& h, int size, int cell, int samples) {
  const int n = size + 1;
  const Rectified r = rectify(image, h, size, cell, samples);
  const int reach = std::max(2, nearestInt(0.3F * cell));
  const int half = std::max(2, nearestInt(0.45F * cell));
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
  std::vector<Point> points(static_cast<size_t>(n) * n);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      const double u = (j * cell + ox[i * n + j]) / unit;
      const double v = (i * cell + oy[i * n + j]) / unit;
      points[i * n + j] = h.apply({static_cast<float>(u), static_cast<float>(v)});
    }
  }
  return points;
}

// Solves a x = b (8 x 8, Gaussian elimination with partial pivoting); false when singular.
bool solve8(double a[8][8], double b[8], double x[8]) {
  for (int c = 0; c < 8; ++c) {
    int pivot = c;
    for (int r = c + 1; r < 8; ++r) {
      if (std::fabs(a[r][c]) > std::fabs(a[pivot][c])) pivot = r;
    }
    if (std::fabs(a[pivot][c]) < 1e-12) return false;
    std::swap(a[c], a[pivot]);
    std::swap(b[c], b[pivot]);
    for (int r = c + 1; r < 8; ++r) {
      const double f = a[r][c] / a[c][c];
      for (int k = c; k < 8; ++k) a[r][k] -= f * a[c][k];
      b[r] -= f * b[c];
    }
  }
  for (int c = 7; c >= 0; --c) {
    double sum = b[c];
    for (int k = c + 1; k < 8; ++k) sum -= a[c][k] * x[k];
    x[c] = sum / a[c][c];
  }
  return true;
}

// The perspective that best takes the lattice's unit-square places to the points marked in use
// (least squares on the linearised equations, image coordinates centred and scaled for accuracy).
bool fitHomography(const std::vector<Point>& points, const std::vector<char>& use, int size, Homography* out) {
  const int n = size + 1;
  double cx = 0, cy = 0, count = 0;
  for (size_t i = 0; i < points.size(); ++i) {
    if (!use[i]) continue;
    cx += points[i].x;
    cy += points[i].y;
    ++count;
  }
  if (count < 8) return false;
  cx /= count;
  cy /= count;
  double spread = 0;
  for (size_t i = 0; i < points.size(); ++i) {
    if (use[i]) spread += std::fabs(points[i].x - cx) + std::fabs(points[i].y - cy);
  }
  const double s = std::max(1e-6, spread / count);
  double ata[8][8] = {};
  double atb[8] = {};
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (!use[i * n + j]) continue;
      const double u = static_cast<double>(j) / size;
      const double v = static_cast<double>(i) / size;
      const double x = (points[i * n + j].x - cx) / s;
      const double y = (points[i * n + j].y - cy) / s;
      const double rows[2][8] = {{u, v, 1, 0, 0, 0, -u * x, -v * x}, {0, 0, 0, u, v, 1, -u * y, -v * y}};
      const double rhs[2] = {x, y};
      for (int e = 0; e < 2; ++e) {
        for (int r = 0; r < 8; ++r) {
          for (int c = 0; c < 8; ++c) ata[r][c] += rows[e][r] * rows[e][c];
          atb[r] += rows[e][r] * rhs[e];
        }
      }
    }
  }
  double g[8];
  if (!solve8(ata, atb, g)) return false;
  // Undo the normalisation: H = [[s, 0, cx], [0, s, cy], [0, 0, 1]] G.
  *out = Homography{{s * g[0] + cx * g[6], s * g[1] + cx * g[7], s * g[2] + cx,
                     s * g[3] + cy * g[6], s * g[4] + cy * g[7], s * g[5] + cy,
                     g[6], g[7], 1}};
  for (double v : out->h) {
    if (!std::isfinite(v)) return false;
  }
  return true;
}

}  // namespace

// Two passes: the crossings near the quad's perspective; then the perspective that fits most of
// them (those far off it left out: a corner the outline missed, a smudge), and the crossings
// again near it, so that a wrong corner of the outline costs no more than its own cell.
Lattice fitLattice(const Gray& image, const Quad& quad, int size) {
  Lattice lattice;
  if (size <= 0 || size > 64 || image.empty()) return lattice;
  lattice.size = size;
  Homography h = squareToQuad(quad);
  float perimeter = 0;
  for (int i = 0; i < 4; ++i) perimeter += distance(quad.corner[i], quad.corner[(i + 1) % 4]);
  const float cellPixels = perimeter / 4 / size;
  if (!std::isfinite(cellPixels)) {
    lattice.points.assign(static_cast<size_t>(size + 1) * (size + 1), Point{});
    return lattice;
  }
  const int cell = std::clamp(nearestInt(cellPixels), 12, 32);
  const int samples = std::clamp(nearestInt(std::ceil(cellPixels / cell - 0.25F)), 1, 2);
  std::vector<Point> points = crossings(image, h, size, cell, samples);
  const int n = size + 1;
  const float tolerance = std::max(2.0F, 0.1F * cellPixels);
  // The crossings a perspective puts within `tolerance` of where they were found (marked in use).
  auto agreeing = [&](const Homography& k, std::vector<char>* use) {
    int count = 0;
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        const Point p = k.apply({static_cast<float>(j) / size, static_cast<float>(i) / size});
        const bool near = distance(p, points[i * n + j]) <= tolerance;
        (*use)[i * n + j] = near;
        count += near;
      }
    }
    return count;
  };
  std::vector<char> use(points.size(), 1);
  const int outlineAgrees = agreeing(h, &use);
  std::fill(use.begin(), use.end(), 1);
  Homography fitted = h;
  int fittedAgrees = -1;
  for (int round = 0; round < 3; ++round) {
    if (!fitHomography(points, use, size, &fitted)) {
      fittedAgrees = -1;
      break;
    }
    fittedAgrees = agreeing(fitted, &use);
  }
  if (fittedAgrees > outlineAgrees) points = crossings(image, fitted, size, cell, samples);
  lattice.points = std::move(points);
  return lattice;
}

}  // namespace dlx::scan
