// The lattice check: line coverage and dips along the lines a lattice puts in the quad; the
// quad shrunk onto the lattice the grey profiles show.
#include "scan/lattice_check.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "scan/lattice.hpp"

namespace dlx::scan::grid {

namespace {

// The line from a to b cut in `bands` (one per cell: curved paper bends it off the straight path,
// a digit darkens one band); in each band the grey level averaged along it at every offset across
// it within `tolerance`, and `measure` of that profile; the median over the bands.
template <typename Measure>
float acrossLine(const Gray& g, Point a, Point b, float tolerance, int bands, Measure measure) {
  const float length = distance(a, b);
  if (length < 3 || bands < 1) return 0;
  const float px = -(b.y - a.y) / length;
  const float py = (b.x - a.x) / length;
  const int r = std::clamp(nearestInt(tolerance), 1, 64);
  const int steps = std::max(bands, static_cast<int>(length));
  std::vector<float> values;
  float profile[2 * 64 + 1];
  for (int band = 0; band < bands; ++band) {
    const int s0 = band * steps / bands;
    const int s1 = (band + 1) * steps / bands;
    int used = 0;
    const int step = s1 - s0 > 12 ? 2 : 1;  // every other pixel along a band averages out as well
    for (int d = -r; d <= r; ++d) {
      int sum = 0;
      int count = 0;
      for (int s = s0; s < s1; s += step) {
        const float t = (s + 0.5F) / steps;
        const int x = nearestInt(a.x + t * (b.x - a.x) + d * px);
        const int y = nearestInt(a.y + t * (b.y - a.y) + d * py);
        if (x < 0 || y < 0 || x >= g.width || y >= g.height) continue;
        sum += g.at(x, y);
        ++count;
      }
      if (count) profile[used++] = static_cast<float>(sum) / count;
    }
    values.push_back(used ? measure(profile, used) : 0.0F);
  }
  std::nth_element(values.begin(), values.begin() + values.size() / 2, values.end());
  return values[values.size() / 2];
}

// How dark the line is against the paper beside it: (brightest - darkest) / brightest across it.
// Averaging along the line finds a faint, blurred thin line that no pixel threshold keeps whole.
float dip(const Gray& g, Point a, Point b, float tolerance, int bands) {
  return acrossLine(g, a, b, tolerance, bands, [](const float* p, int n) {
    const float lo = *std::min_element(p, p + n);
    const float hi = *std::max_element(p, p + n);
    return hi > 0 ? (hi - lo) / hi : 0.0F;
  });
}

// How much ink the line holds: its darkness against the brightest across it, summed across it
// (a line's width times its contrast, in pixels): a box line printed thick holds more.
float ink(const Gray& g, Point a, Point b, float tolerance, int bands) {
  return acrossLine(g, a, b, tolerance, bands, [](const float* p, int n) {
    const float hi = *std::max_element(p, p + n);
    float sum = 0;
    for (int i = 0; i < n; ++i) sum += hi > 0 ? (hi - p[i]) / hi : 0.0F;
    return sum;
  });
}

// The part of the line from a to b (in the mask's pixels) along which dark pixels lie within
// `tolerance` pixels across it. With the mask's reach (addReach): the distance to a dark pixel
// along the row (a line nearer upright) or the column, scaled to the distance across the line;
// without, looked for from the line outwards.
float coverage(const Mask& m, Point a, Point b, float tolerance) {
  const float length = distance(a, b);
  if (length < 1) return 0;
  const int steps = static_cast<int>(length);
  const float px = -(b.y - a.y) / length;
  const float py = (b.x - a.x) / length;
  int hits = 0;
  if (!m.alongRow.empty()) {
    const bool upright = std::fabs(px) >= std::fabs(py);  // across the line is nearer a row
    const std::vector<uint8_t>& reach = upright ? m.alongRow : m.alongColumn;
    const float limit = tolerance / std::max(0.5F, std::fabs(upright ? px : py));
    for (int s = 0; s <= steps; ++s) {
      const float t = (s + 0.5F) / (steps + 1);
      const int x = nearestInt(a.x + t * (b.x - a.x));
      const int y = nearestInt(a.y + t * (b.y - a.y));
      if (x < 0 || y < 0 || x >= m.width || y >= m.height) continue;
      hits += reach[static_cast<size_t>(y) * m.width + x] <= limit;
    }
    return static_cast<float>(hits) / (steps + 1);
  }
  const int reach = static_cast<int>(std::ceil(tolerance));
  for (int s = 0; s <= steps; ++s) {
    const float t = (s + 0.5F) / (steps + 1);
    const float x = a.x + t * (b.x - a.x);
    const float y = a.y + t * (b.y - a.y);
    for (int k = 0; k <= 2 * reach; ++k) {
      const int d = (k & 1) ? (k + 1) / 2 : -k / 2;  // 0, 1, -1, 2, -2, ...
      if (m.at(nearestInt(x + d * px), nearestInt(y + d * py))) {
        ++hits;
        break;
      }
    }
  }
  return static_cast<float>(hits) / (steps + 1);
}

float medianOf(std::vector<float> v) {
  std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
  return v[v.size() / 2];
}

}  // namespace

bool boxLinesStandOut(const Gray& g, const Quad& q, int n) {
  const int box = n == 16 ? 4 : 3;
  const Homography h = squareToQuad(q);
  float side = 0;
  for (int i = 0; i < 4; ++i) side = std::max(side, distance(q.corner[i], q.corner[(i + 1) % 4]));
  const float tolerance = std::max(2.0F, 0.2F * side / n);
  std::vector<float> boxes;
  std::vector<float> others;
  for (int k = 1; k < n; ++k) {  // the border is left out: it may be cut, or touch other print
    const float u = static_cast<float>(k) / n;
    std::vector<float>& into = k % box == 0 ? boxes : others;
    into.push_back(ink(g, h.apply({u, 0}), h.apply({u, 1}), tolerance, n));
    into.push_back(ink(g, h.apply({0, u}), h.apply({1, u}), tolerance, n));
  }
  const float boxInk = medianOf(boxes);
  return boxInk > 0 && boxInk >= 1.3F * medianOf(others);
}

LineScore scoreLattice(const Gray& g, const Mask& m, const Quad& q, int n) {
  const Homography h = squareToQuad(q);
  float side = 0;
  for (int i = 0; i < 4; ++i) side = std::max(side, distance(q.corner[i], q.corner[(i + 1) % 4]));
  const float cell = side / n;
  const float lineTolerance = std::max(1.5F, 0.2F * cell);  // curved paper bends lines off the perspective
  const float middleTolerance = std::max(1.0F, 0.08F * cell);
  const float tightTolerance = std::max(1.0F, 0.06F * cell);
  LineScore s;
  std::vector<Point> lines;    // the lines' ends, two by two
  std::vector<Point> middles;  // the cells' middle lines' ends
  for (int k = 0; k <= n; ++k) {
    const float u = static_cast<float>(k) / n;
    lines.insert(lines.end(), {h.apply({u, 0}), h.apply({u, 1}), h.apply({0, u}), h.apply({1, u})});
    if (k < n) {
      const float mid = (k + 0.5F) / n;
      middles.insert(middles.end(), {h.apply({mid, 0}), h.apply({mid, 1}), h.apply({0, mid}), h.apply({1, mid})});
    }
  }
  const int total = 2 * (n + 1);
  std::vector<float> covered(static_cast<size_t>(total));
  int strong = 0;
  int faint = 0;  // lines the dip may still find
  int missing = 0;
  for (int i = 0; i < total; ++i) {
    covered[i] = coverage(m, lines[2 * i], lines[2 * i + 1], lineTolerance);
    s.lineMean += covered[i];
    strong += covered[i] >= 0.6F;
    faint += covered[i] < 0.6F && covered[i] >= 0.2F;
    missing += covered[i] < 0.2F;
    if (missing > 0.1F * total) return s;  // not a grid: most candidates end here, cheaply
  }
  s.lineMean /= total;
  s.linesFound = static_cast<float>(strong) / total;
  // The cheap verdicts first: too few lines show even faintly, or most show and the rest need no dip.
  if (strong + faint < 0.9F * total) return s;
  // The cells' middles, cell by cell: their median, so that the digits, a highlighted row, column
  // and box (a screenshot's) or a page's candidates in some cells do not make a grid's middles dark.
  std::vector<float> cellMiddles;
  for (size_t i = 0; i < middles.size(); i += 2) {
    const Point a = middles[i];
    const Point b = middles[i + 1];
    for (int k = 0; k < n; ++k) {
      const float t0 = static_cast<float>(k) / n;
      const float t1 = static_cast<float>(k + 1) / n;
      cellMiddles.push_back(coverage(m, {a.x + t0 * (b.x - a.x), a.y + t0 * (b.y - a.y)},
                                     {a.x + t1 * (b.x - a.x), a.y + t1 * (b.y - a.y)}, middleTolerance));
    }
  }
  s.middle = medianOf(cellMiddles);
  if (s.middle >= 0.55F * s.lineMean) return s;
  for (int i = 0; i < total; ++i) s.tight += coverage(m, lines[2 * i], lines[2 * i + 1], tightTolerance);
  s.tight /= total;
  if (strong < 0.9F * total) {
    std::vector<float> middleDips;
    for (size_t i = 0; i < middles.size(); i += 2) middleDips.push_back(dip(g, middles[i], middles[i + 1], middleTolerance, n));
    const float neededDip = std::max(0.03F, 2.5F * medianOf(middleDips));
    int found = strong;
    for (int i = 0; i < total; ++i) {
      if (covered[i] < 0.6F && covered[i] >= 0.2F) found += dip(g, lines[2 * i], lines[2 * i + 1], lineTolerance, n) >= neededDip;
    }
    s.linesFound = static_cast<float>(found) / total;
  }
  return s;
}


constexpr float kSlack = 0.15F;  // how far alignLattice may move a side in, in parts of the side

Quad alignLattice(const Gray& g, const Quad& q, int n) {
  const Homography h = squareToQuad(q);
  const int box = n == 16 ? 4 : 3;
  const int cell = 16;
  const int side = cell * n;
  const int margin = nearestInt(kSlack * side);
  const int span = side + 2 * margin;
  std::vector<float> columns(static_cast<size_t>(span), 0.0F);
  std::vector<float> rows(static_cast<size_t>(span), 0.0F);
  for (int y = 0; y < span; ++y) {
    for (int x = 0; x < span; ++x) {
      const Point p = h.apply({static_cast<float>(x - margin) / side, static_cast<float>(y - margin) / side});
      const float dark = 255.0F - sampleBilinear(g, p.x, p.y);
      // Only the square's own rows count for a column (and its columns for a row).
      if (y >= margin && y <= margin + side) columns[x] += dark;
      if (x >= margin && x <= margin + side) rows[y] += dark;
    }
  }
  auto highPass = [&](std::vector<float>* profile) {
    std::vector<float> out(profile->size());
    for (int i = 0; i < span; ++i) {
      float sum = 0;
      int count = 0;
      for (int d = -cell / 2; d <= cell / 2; ++d) {
        if (i + d >= 0 && i + d < span) {
          sum += (*profile)[i + d];
          ++count;
        }
      }
      out[i] = (*profile)[i] - sum / count;
    }
    *profile = out;
  };
  highPass(&columns);
  highPass(&rows);
  auto best = [&](const std::vector<float>& profile, int* first, int* last) {
    auto at = [&](float pos) {
      const int i = nearestInt(pos);
      float v = -1e30F;
      for (int d = -1; d <= 1; ++d) {
        if (i + d >= 0 && i + d < span) v = std::max(v, profile[i + d]);
      }
      return v;
    };
    float top = -1e30F;
    for (int a = margin; a <= 2 * margin; ++a) {
      for (int b = side; b <= side + margin; ++b) {
        const float step = static_cast<float>(b - a) / n;
        float score = 0;
        for (int k = 0; k <= n; ++k) score += (k % box == 0 ? 2.0F : 1.0F) * at(a + k * step);
        for (int k = 0; k < n; ++k) score -= at(a + (k + 0.5F) * step);
        if (score > top) {
          top = score;
          *first = a;
          *last = b;
        }
      }
    }
  };
  int x0 = margin, x1 = margin + side, y0 = margin, y1 = margin + side;
  best(columns, &x0, &x1);
  best(rows, &y0, &y1);
  auto unit = [&](int v) { return static_cast<float>(v - margin) / side; };
  return Quad{{h.apply({unit(x0), unit(y0)}), h.apply({unit(x1), unit(y0)}), h.apply({unit(x1), unit(y1)}),
               h.apply({unit(x0), unit(y1)})}};
}

}  // namespace dlx::scan::grid
