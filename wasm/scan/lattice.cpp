// The perspective of the grid's outline, then each crossing of its lines found where the image
// shows it: the grid is resampled square (its cells c pixels a side), every crossing's vertical
// line sought sideways and its horizontal line up and down within 0.3 of a cell, and a crossing
// whose lines do not show (a smudge, a fold) put back on its line's course. When most crossings
// disagree with the outline's perspective, the search is done again near the perspective they
// agree on.
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
  if (image.empty() || side <= 0 || side > 16384) return out;
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
  std::fill(r.dark.begin(), r.dark.end(), 0.0F);
  const float weight = 1.0F / (samples * samples);
  // Along a row of samples the transform's numerators and denominator grow by constant steps.
  const double du = 1.0 / (unit * samples);
  for (int y = 0; y < r.side; ++y) {
    float* row = r.dark.data() + static_cast<size_t>(y) * r.side;
    for (int sy = 0; sy < samples; ++sy) {
      const double v = (y - r.margin + (sy + 0.5) / samples - 0.5) / unit;
      const double u0 = (-r.margin + 0.5 / samples - 0.5) / unit;
      double nx = h.h[0] * u0 + h.h[1] * v + h.h[2];
      double ny = h.h[3] * u0 + h.h[4] * v + h.h[5];
      double w = h.h[6] * u0 + h.h[7] * v + h.h[8];
      const double sx = h.h[0] * du, sy2 = h.h[3] * du, sw = h.h[6] * du;
      for (int x = 0; x < r.side; ++x) {
        float sum = 0;
        for (int k = 0; k < samples; ++k) {
          const double safe = std::fabs(w) < 1e-12 ? 1e-12 : w;
          sum += sampleBilinear(image, static_cast<float>(nx / safe), static_cast<float>(ny / safe));
          nx += sx;
          ny += sy2;
          w += sw;
        }
        row[x] += sum * weight;
      }
    }
    for (int x = 0; x < r.side; ++x) row[x] = 255.0F - row[x];
  }
  return r;
}

// Where the line through (x, y) lies within `reach` pixels across it: the offset whose segment
// from `from` to `to` pixels along it is darkest, to a fraction of a pixel. `vertical`: the line
// runs along y. (On the grid's border the segment stays inside: outside lie text and the next
// puzzle.)
float lineOffset(const Rectified& r, int x, int y, int reach, int from, int to, bool vertical) {
  // Darkness at each offset, then the ridge: darker than `beside` pixels to either side, so a
  // line beats the edge of a wide dark area (a header box, a shadowed margin) next to it.
  const int beside = std::max(2, nearestInt(0.12F * r.cell));
  const int wide = reach + beside;
  std::vector<float> dark(static_cast<size_t>(2 * wide + 1), 0.0F);
  // Every other pixel along the segment is enough to tell a line from a stroke.
  const int step = to - from > 16 ? 2 : 1;
  std::vector<float> along(static_cast<size_t>((to - from) / step + 1));
  const size_t half = along.size() / 2;
  for (int d = -wide; d <= wide; ++d) {
    for (size_t k = 0; k < along.size(); ++k) {
      const int t = from + static_cast<int>(k) * step;
      along[k] = vertical ? r.at(x + d, y + t) : r.at(x + t, y + d);
    }
    // The lighter half of the segment: a line is dark all along, a digit's stroke beside it
    // only along part.
    std::nth_element(along.begin(), along.begin() + half, along.end());
    float sum = 0;
    for (size_t k = 0; k <= half; ++k) sum += along[k];
    dark[d + wide] = sum;
  }
  std::vector<float> profile(static_cast<size_t>(2 * reach + 1));
  for (int d = -reach; d <= reach; ++d) {
    const float here = dark[d + wide];
    profile[d + reach] = 2 * here - dark[d + wide - beside] - dark[d + wide + beside];
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

// Offsets that stray by more than `limit` from their line's smooth course take that course: a
// line's offsets vary smoothly along it (a perspective a little off tilts them, curved paper bends
// them gently), while a digit's stroke beside a faint line, or a smudge, pulls a crossing off.
// The course is a parabola fitted to the line's offsets, refitted without those it leaves far off.
// `vertical`: the x offsets of the vertical lines (one per column, along the rows), else the y
// offsets of the horizontal ones.
void smoothAlong(std::vector<float>* offsets, int n, float limit, bool vertical) {
  std::vector<float> value(static_cast<size_t>(n));
  std::vector<char> use(static_cast<size_t>(n));
  for (int line = 0; line < n; ++line) {
    auto index = [&](int k) { return vertical ? k * n + line : line * n + k; };
    for (int k = 0; k < n; ++k) value[k] = (*offsets)[index(k)];
    std::fill(use.begin(), use.end(), 1);
    double c[3] = {0, 0, 0};
    bool fitted = false;
    for (int round = 0; round < 3; ++round) {
      // Least squares for value = c0 + c1 t + c2 t^2, t in [-1, 1] along the line.
      double m[3][4] = {};
      int count = 0;
      for (int k = 0; k < n; ++k) {
        if (!use[k]) continue;
        const double t = 2.0 * k / (n - 1) - 1;
        const double p[3] = {1, t, t * t};
        for (int r = 0; r < 3; ++r) {
          for (int q = 0; q < 3; ++q) m[r][q] += p[r] * p[q];
          m[r][3] += p[r] * value[k];
        }
        ++count;
      }
      if (count < 4) break;
      for (int col = 0; col < 3; ++col) {  // Gauss-Jordan on the 3 x 3 system
        int pivot = col;
        for (int r = col + 1; r < 3; ++r) {
          if (std::fabs(m[r][col]) > std::fabs(m[pivot][col])) pivot = r;
        }
        if (std::fabs(m[pivot][col]) < 1e-9) return;
        for (int q = 0; q < 4; ++q) std::swap(m[col][q], m[pivot][q]);
        for (int r = 0; r < 3; ++r) {
          if (r == col) continue;
          const double f = m[r][col] / m[col][col];
          for (int q = 0; q < 4; ++q) m[r][q] -= f * m[col][q];
        }
      }
      for (int r = 0; r < 3; ++r) c[r] = m[r][3] / m[r][r];
      fitted = true;
      for (int k = 0; k < n; ++k) {
        const double t = 2.0 * k / (n - 1) - 1;
        // The first fit is pulled towards its outliers: it keeps only what lies within half the limit.
        use[k] = std::fabs(value[k] - (c[0] + c[1] * t + c[2] * t * t)) <= (round == 0 ? limit / 2 : limit);
      }
    }
    if (!fitted) continue;
    for (int k = 0; k < n; ++k) {
      const double t = 2.0 * k / (n - 1) - 1;
      const auto course = static_cast<float>(c[0] + c[1] * t + c[2] * t * t);
      if (std::fabs(value[k] - course) > limit) (*offsets)[index(k)] = course;
    }
  }
}

}  // namespace

namespace {

constexpr float kFirstReach = 0.3F;    // near the outline's perspective, in parts of a cell
constexpr float kSecondReach = 0.18F;  // near the perspective most crossings agree on

// The crossing points where the image shows them near where h puts them: one search pass.
// `reachShare`: how far from h's place a line is sought, in parts of a cell.
std::vector<Point> crossings(const Gray& image, const Homography& h, int size, int cell, int samples, float reachShare) {
  const int n = size + 1;
  const Rectified r = rectify(image, h, size, cell, samples);
  const int reach = std::max(2, nearestInt(reachShare * cell));
  const int half = std::max(2, nearestInt(0.45F * cell));
  std::vector<float> ox(static_cast<size_t>(n) * n);
  std::vector<float> oy(static_cast<size_t>(n) * n);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      // Along a vertical line the segment runs up and down, but only down from the top row.
      const int up = i == 0 ? 0 : -half;
      const int down = i == size ? 0 : half;
      const int left = j == 0 ? 0 : -half;
      const int right = j == size ? 0 : half;
      ox[i * n + j] = lineOffset(r, j * cell, i * cell, reach, up, down, true);
      oy[i * n + j] = lineOffset(r, j * cell, i * cell, reach, left, right, false);
    }
  }
  smoothAlong(&ox, n, 0.12F * cell, true);
  smoothAlong(&oy, n, 0.12F * cell, false);
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
  const int cell = std::clamp(nearestInt(cellPixels), 12, 24);
  const int samples = cellPixels >= 2.0F * cell ? 2 : 1;  // so that thin lines survive a large reduction
  std::vector<Point> points = crossings(image, h, size, cell, samples, kFirstReach);
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
  // When some crossings disagree with the outline and more agree with the fitted perspective, they
  // are sought again near it, closer (it is right to within the paper's curve): a print beside a
  // wrong corner of the outline was nearer than the grid's own line.
  if (fittedAgrees > outlineAgrees) points = crossings(image, fitted, size, cell, samples, kSecondReach);
  lattice.points = std::move(points);
  return lattice;
}

}  // namespace dlx::scan
