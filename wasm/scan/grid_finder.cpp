// The grid finder works on a copy brought down to kWorkSide: dark pixels by a local threshold
// (shadows and uneven light move the local mean, not the contrast of the print), their connected
// pieces, and for each large piece the quadrilateral of its convex hull. A quadrilateral is
// grid-shaped when the dark pixels run along the lines a 9x9 (or 16x16) lattice puts inside it
// and not along the middles of its cells; the largest grid-shaped one is the grid.
#include "scan/grid_finder.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "scan/lattice.hpp"

namespace dlx::scan {

namespace {

constexpr int kWorkSide = 640;      // the finder's copy: the grid's lines stay a pixel or more wide
constexpr int kMinSide = 32;        // a smaller image cannot show a grid's lines
constexpr int kCandidates = 12;     // pieces tried, largest first
constexpr float kMinGridSide = 0.1F;  // a grid spans at least this part of the image's shorter side

struct Mask {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> on;
  [[nodiscard]] bool at(int x, int y) const {
    return x >= 0 && y >= 0 && x < width && y < height && on[static_cast<size_t>(y) * width + x] != 0;
  }
};

// Dark pixels: darker than their neighbourhood's mean by `percent` of it and by at least `levels`.
Mask darkPixels(const Gray& g, int percent, int levels) {
  const int w = g.width;
  const int h = g.height;
  const int r = std::max(3, std::max(w, h) / 40);
  std::vector<uint32_t> integral(static_cast<size_t>(w + 1) * (h + 1), 0);
  for (int y = 0; y < h; ++y) {
    uint32_t rowSum = 0;
    const uint8_t* src = g.pixels.data() + static_cast<size_t>(y) * w;
    uint32_t* above = integral.data() + static_cast<size_t>(y) * (w + 1);
    uint32_t* cur = above + (w + 1);
    for (int x = 0; x < w; ++x) {
      rowSum += src[x];
      cur[x + 1] = above[x + 1] + rowSum;
    }
  }
  Mask m;
  m.width = w;
  m.height = h;
  m.on.assign(static_cast<size_t>(w) * h, 0);
  for (int y = 0; y < h; ++y) {
    const int y0 = std::max(0, y - r);
    const int y1 = std::min(h, y + r + 1);
    const uint32_t* top = integral.data() + static_cast<size_t>(y0) * (w + 1);
    const uint32_t* bottom = integral.data() + static_cast<size_t>(y1) * (w + 1);
    const uint8_t* src = g.pixels.data() + static_cast<size_t>(y) * w;
    uint8_t* dst = m.on.data() + static_cast<size_t>(y) * w;
    for (int x = 0; x < w; ++x) {
      const int x0 = std::max(0, x - r);
      const int x1 = std::min(w, x + r + 1);
      const int64_t area = static_cast<int64_t>(x1 - x0) * (y1 - y0);
      const int64_t sum = static_cast<int64_t>(bottom[x1]) - bottom[x0] - top[x1] + top[x0];
      const int64_t below = sum - area * src[x];  // (mean - value) * area
      dst[x] = (100 * below > percent * sum && below > levels * area) ? 1 : 0;
    }
  }
  return m;
}

struct Piece {
  int label = 0;
  int count = 0;
  int x0 = 0;
  int y0 = 0;
  int x1 = 0;
  int y1 = 0;
};

// The 8-connected pieces of the mask: labels per pixel (0 = none) and each piece's box.
std::vector<Piece> pieces(const Mask& m, std::vector<int>* labels) {
  const int w = m.width;
  const int h = m.height;
  labels->assign(static_cast<size_t>(w) * h, 0);
  std::vector<Piece> out;
  std::vector<int> stack;
  for (int start = 0; start < w * h; ++start) {
    if (!m.on[start] || (*labels)[start]) continue;
    Piece p;
    p.label = static_cast<int>(out.size()) + 1;
    p.x0 = p.x1 = start % w;
    p.y0 = p.y1 = start / w;
    (*labels)[start] = p.label;
    stack.push_back(start);
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      const int x = i % w;
      const int y = i / w;
      ++p.count;
      p.x0 = std::min(p.x0, x);
      p.x1 = std::max(p.x1, x);
      p.y0 = std::min(p.y0, y);
      p.y1 = std::max(p.y1, y);
      for (int dy = -1; dy <= 1; ++dy) {
        const int ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const int j = ny * w + nx;
          if (m.on[j] && !(*labels)[j]) {
            (*labels)[j] = p.label;
            stack.push_back(j);
          }
        }
      }
    }
    out.push_back(p);
  }
  return out;
}

double cross(Point o, Point a, Point b) {
  return static_cast<double>(a.x - o.x) * (b.y - o.y) - static_cast<double>(a.y - o.y) * (b.x - o.x);
}

// Andrew's monotone chain: the hull counter-clockwise in image coordinates' sense of cross().
std::vector<Point> convexHull(std::vector<Point> pts) {
  std::sort(pts.begin(), pts.end(), [](Point a, Point b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  if (pts.size() < 3) return pts;
  std::vector<Point> hull(2 * pts.size());
  size_t k = 0;
  for (size_t i = 0; i < pts.size(); ++i) {
    while (k >= 2 && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0) --k;
    hull[k++] = pts[i];
  }
  for (size_t i = pts.size() - 1, t = k + 1; i > 0; --i) {
    while (k >= t && cross(hull[k - 2], hull[k - 1], pts[i - 1]) <= 0) --k;
    hull[k++] = pts[i - 1];
  }
  hull.resize(k - 1);
  return hull;
}

double quadArea(const Point* q) {
  double a = 0;
  for (int i = 0; i < 4; ++i) {
    const Point p = q[i];
    const Point n = q[(i + 1) % 4];
    a += static_cast<double>(p.x) * n.y - static_cast<double>(n.x) * p.y;
  }
  return std::fabs(a) / 2;
}

// The hull's four vertices that span the largest quadrilateral: from the extreme points along the
// diagonals, each corner moved in turn to the vertex (between its neighbours) that adds most area.
Quad hullQuad(const std::vector<Point>& hull) {
  const int n = static_cast<int>(hull.size());
  int idx[4] = {0, 0, 0, 0};  // top-left, top-right, bottom-right, bottom-left
  for (int i = 0; i < n; ++i) {
    const Point p = hull[i];
    if (p.x + p.y < hull[idx[0]].x + hull[idx[0]].y) idx[0] = i;
    if (p.x - p.y > hull[idx[1]].x - hull[idx[1]].y) idx[1] = i;
    if (p.x + p.y > hull[idx[2]].x + hull[idx[2]].y) idx[2] = i;
    if (p.x - p.y < hull[idx[3]].x - hull[idx[3]].y) idx[3] = i;
  }
  auto area = [&](const int* id) {
    const Point q[4] = {hull[id[0]], hull[id[1]], hull[id[2]], hull[id[3]]};
    return quadArea(q);
  };
  for (int pass = 0; pass < 4; ++pass) {
    bool moved = false;
    for (int c = 0; c < 4; ++c) {
      const int prev = idx[(c + 3) % 4];
      const int next = idx[(c + 1) % 4];
      double best = area(idx);
      int bestAt = idx[c];
      // The vertices strictly between prev and next along the hull, on the side that holds this corner.
      int step = -1;
      for (int i = (prev + 1) % n; i != next && i != prev; i = (i + 1) % n) {
        if (i == idx[c]) step = 1;
      }
      for (int i = (prev + step + n) % n; i != next && i != prev; i = (i + step + n) % n) {
        int trial[4] = {idx[0], idx[1], idx[2], idx[3]};
        trial[c] = i;
        const double a = area(trial);
        if (a > best + 1e-6) {
          best = a;
          bestAt = i;
        }
      }
      if (bestAt != idx[c]) {
        idx[c] = bestAt;
        moved = true;
      }
    }
    if (!moved) break;
  }
  Quad q;
  for (int c = 0; c < 4; ++c) q.corner[c] = hull[idx[c]];
  return q;
}

float distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

Point quadCentre(const Quad& q) {
  return {(q.corner[0].x + q.corner[1].x + q.corner[2].x + q.corner[3].x) / 4,
          (q.corner[0].y + q.corner[1].y + q.corner[2].y + q.corner[3].y) / 4};
}

// Whether p lies inside the convex quad (corners clockwise on the screen, as plausibleQuad wants).
bool inside(const Quad& q, Point p) {
  for (int i = 0; i < 4; ++i) {
    const Point a = q.corner[i];
    const Point b = q.corner[(i + 1) % 4];
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < 0) return false;
  }
  return true;
}

// A line as a x + b y = c with (a, b) of unit length.
struct Line {
  double a = 0;
  double b = 0;
  double c = 0;
};

// The line through the points within `tolerance` of the one that most points are near, those
// tried being through pairs of points a quarter, a half and three quarters of the list apart: a
// straight border with bumps (print touching the grid) fits the border, not the bumps.
bool fitLine(const std::vector<Point>& pts, float tolerance, Line* out) {
  const size_t n = pts.size();
  if (n < 4) return false;
  size_t bestCount = 0;
  Line best;
  for (size_t gap : {n / 4, n / 2, 3 * n / 4}) {
    if (gap == 0) continue;
    for (size_t i = 0; i + gap < n; i += std::max<size_t>(1, n / 64)) {
      const Point p = pts[i];
      const Point q = pts[i + gap];
      const double dx = q.x - p.x;
      const double dy = q.y - p.y;
      const double len = std::hypot(dx, dy);
      if (len < 1e-6) continue;
      Line l{-dy / len, dx / len, 0};
      l.c = l.a * p.x + l.b * p.y;
      size_t count = 0;
      for (const Point& r : pts) count += std::fabs(l.a * r.x + l.b * r.y - l.c) <= tolerance;
      if (count > bestCount) {
        bestCount = count;
        best = l;
      }
    }
  }
  if (bestCount < std::max<size_t>(4, n / 3)) return false;
  // Least squares over the inliers: the principal direction of their scatter.
  double mx = 0, my = 0;
  size_t m = 0;
  for (const Point& r : pts) {
    if (std::fabs(best.a * r.x + best.b * r.y - best.c) > tolerance) continue;
    mx += r.x;
    my += r.y;
    ++m;
  }
  mx /= m;
  my /= m;
  double sxx = 0, sxy = 0, syy = 0;
  for (const Point& r : pts) {
    if (std::fabs(best.a * r.x + best.b * r.y - best.c) > tolerance) continue;
    sxx += (r.x - mx) * (r.x - mx);
    sxy += (r.x - mx) * (r.y - my);
    syy += (r.y - my) * (r.y - my);
  }
  const double angle = 0.5 * std::atan2(2 * sxy, sxx - syy);  // direction of the line
  Line l{-std::sin(angle), std::cos(angle), 0};
  l.c = l.a * mx + l.b * my;
  *out = l;
  return true;
}

bool intersect(const Line& p, const Line& q, Point* out) {
  const double det = p.a * q.b - p.b * q.a;
  if (std::fabs(det) < 1e-9) return false;
  *out = {static_cast<float>((p.c * q.b - p.b * q.c) / det), static_cast<float>((p.a * q.c - p.c * q.a) / det)};
  return true;
}

Line through(Point p, Point q) {
  const double dx = q.x - p.x;
  const double dy = q.y - p.y;
  const double len = std::max(1e-9, std::hypot(dx, dy));
  Line l{-dy / len, dx / len, 0};
  l.c = l.a * p.x + l.b * p.y;
  return l;
}

// The quad's sides as lines, and each one moved onto the piece's border where it can be (fitted[s]
// set): along the side, the first pixel of the piece met going inwards (up to a quarter of the
// side deep), and a line fitted through those.
void fitSides(const std::vector<int>& labels, int width, int height, int label, const Quad& q, Line* hullSides,
              Line* fittedSides, bool* fitted) {
  Point centre{0, 0};
  for (const Point& c : q.corner) {
    centre.x += c.x / 4;
    centre.y += c.y / 4;
  }
  for (int s = 0; s < 4; ++s) {
    const Point a = q.corner[s];
    const Point b = q.corner[(s + 1) % 4];
    hullSides[s] = through(a, b);
    fitted[s] = false;
    const float length = distance(a, b);
    if (length < 8) continue;
    float nx = -(b.y - a.y) / length;
    float ny = (b.x - a.x) / length;
    if (nx * (centre.x - (a.x + b.x) / 2) + ny * (centre.y - (a.y + b.y) / 2) < 0) {
      nx = -nx;
      ny = -ny;
    }
    const int samples = std::min(160, static_cast<int>(length));
    const float depth = 0.25F * length;
    std::vector<Point> found;
    for (int k = 0; k < samples; ++k) {
      const float t = 0.05F + 0.9F * (k + 0.5F) / samples;  // the corners' own pixels say nothing of the side
      const float x0 = a.x + t * (b.x - a.x);
      const float y0 = a.y + t * (b.y - a.y);
      for (float d = -2; d <= depth; d += 0.7F) {
        const int x = nearestInt(x0 + d * nx);
        const int y = nearestInt(y0 + d * ny);
        if (x >= 0 && y >= 0 && x < width && y < height && labels[static_cast<size_t>(y) * width + x] == label) {
          found.push_back({static_cast<float>(x), static_cast<float>(y)});
          break;
        }
      }
    }
    fitted[s] = fitLine(found, std::max(1.5F, 0.006F * length), &fittedSides[s]);
  }
}

// A quadrilateral a perspective view of a square could give: convex, no side under 40% of the
// longest, no corner's angle far from square.
bool plausibleQuad(const Quad& q, float minSide) {
  float sides[4];
  for (int i = 0; i < 4; ++i) sides[i] = distance(q.corner[i], q.corner[(i + 1) % 4]);
  const float longest = *std::max_element(sides, sides + 4);
  const float shortest = *std::min_element(sides, sides + 4);
  if (shortest < minSide || shortest < 0.4F * longest) return false;
  for (int i = 0; i < 4; ++i) {
    const Point a = q.corner[(i + 3) % 4];
    const Point o = q.corner[i];
    const Point b = q.corner[(i + 1) % 4];
    const double c = cross(o, b, a);  // positive for a clockwise (image: y down) corner order
    const double cosine = ((a.x - o.x) * (b.x - o.x) + (a.y - o.y) * (b.y - o.y)) /
                          (static_cast<double>(distance(o, a)) * distance(o, b));
    if (c <= 0 || std::fabs(cosine) > 0.6) return false;  // angles between 53 and 127 degrees
  }
  return true;
}

// How dark the line from a to b is against the paper beside it: the line cut in `bands` (one
// per cell: curved paper bends it off the straight path, a digit darkens one band), in each band
// the grey level averaged along it at every offset across it within `tolerance`, and the band's
// dip = (brightest - darkest) / brightest of those averages; the median of the bands' dips.
// Averaging along the line finds a faint, blurred thin line that no pixel threshold keeps whole.
float dip(const Gray& g, Point a, Point b, float tolerance, int bands) {
  const float length = distance(a, b);
  if (length < 3 || bands < 1) return 0;
  const float px = -(b.y - a.y) / length;
  const float py = (b.x - a.x) / length;
  const int r = std::clamp(nearestInt(tolerance), 1, 64);
  const int steps = std::max(bands, static_cast<int>(length));
  std::vector<float> dips;
  float profile[2 * 64 + 1];
  for (int band = 0; band < bands; ++band) {
    const int s0 = band * steps / bands;
    const int s1 = (band + 1) * steps / bands;
    for (int d = -r; d <= r; ++d) {
      int sum = 0;
      int count = 0;
      for (int s = s0; s < s1; ++s) {
        const float t = (s + 0.5F) / steps;
        const int x = nearestInt(a.x + t * (b.x - a.x) + d * px);
        const int y = nearestInt(a.y + t * (b.y - a.y) + d * py);
        if (x < 0 || y < 0 || x >= g.width || y >= g.height) continue;
        sum += g.at(x, y);
        ++count;
      }
      profile[d + r] = count ? static_cast<float>(sum) / count : -1;
    }
    float lo = 256;
    float hi = 0;
    for (int i = 0; i <= 2 * r; ++i) {
      if (profile[i] < 0) continue;
      lo = std::min(lo, profile[i]);
      hi = std::max(hi, profile[i]);
    }
    dips.push_back(hi > 0 ? (hi - lo) / hi : 0);
  }
  std::nth_element(dips.begin(), dips.begin() + dips.size() / 2, dips.end());
  return dips[dips.size() / 2];
}

// The part of the line from a to b (in the mask's pixels) along which dark pixels lie within
// `tolerance` pixels across it (looked for from the line outwards: most hits are on it).
float coverage(const Mask& m, Point a, Point b, float tolerance) {
  const float length = distance(a, b);
  if (length < 1) return 0;
  const int steps = static_cast<int>(length);
  const float px = -(b.y - a.y) / length;
  const float py = (b.x - a.x) / length;
  const int reach = static_cast<int>(std::ceil(tolerance));
  int hits = 0;
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

struct LineScore {
  float linesFound = 0;   // part of the 2 (n + 1) lines that show
  float lineMean = 0;     // mean coverage of the lines
  float middleMean = 0;   // mean coverage of the cells' middles
  float tight = 0;        // mean coverage of the lines within a few pixels: how exactly they fit
  [[nodiscard]] bool gridShaped() const { return linesFound >= 0.9F && middleMean < 0.55F * lineMean; }
};

float medianOf(std::vector<float> v) {
  std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
  return v[v.size() / 2];
}

// How well the lines of an n x n lattice under the quad's perspective match the image's lines.
// A line shows when dark pixels lie along most of it, or (a faint thin line the threshold breaks
// up) when it dips under the paper three times as much as the cells' middles do.
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
  for (int i = 0; i < total; ++i) {
    covered[i] = coverage(m, lines[2 * i], lines[2 * i + 1], lineTolerance);
    s.lineMean += covered[i];
    strong += covered[i] >= 0.6F;
    faint += covered[i] < 0.6F && covered[i] >= 0.2F;
  }
  s.lineMean /= total;
  s.linesFound = static_cast<float>(strong) / total;
  // The cheap verdicts first: too few lines show even faintly, or most show and the rest need no dip.
  if (strong + faint < 0.9F * total) return s;
  for (size_t i = 0; i < middles.size(); i += 2) s.middleMean += coverage(m, middles[i], middles[i + 1], middleTolerance);
  s.middleMean /= 2 * n;
  if (s.middleMean >= 0.55F * s.lineMean) return s;
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

// The quad shrunk onto the lattice the grid's lines show. In the quad's square, the grey level's
// profile across each axis (its darkness less its mean over a cell: shadows and dark margins are
// broad, lines narrow); each side is moved in by up to kSlack of the quad's side, to where the
// n + 1 evenly spaced lines between the first and the last are darkest, the box lines (thick in
// print) counting twice, less the darkness of the cells' middles. A quad that took in a header
// box or a strip of the next puzzle's print shrinks back to the grid; it never grows, as a
// lattice slipped by a cell onto what lies beside the grid would fit nearly as well.
constexpr float kSlack = 0.15F;

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

}  // namespace

GridFound findGrid(const Gray& image) {
  GridFound result;
  if (image.width < kMinSide || image.height < kMinSide) {
    char text[160];
    std::snprintf(text, sizeof text, "No Sudoku grid was found in the image: at %dx%d pixels it is too small to show one.",
                  std::max(image.width, 0), std::max(image.height, 0));
    result.why = text;
    return result;
  }
  float scale = 1;
  const Gray work = downscale(image, kWorkSide, &scale);
  // Pieces from a strict threshold (paper grain and faint texture stay apart from the grid); the
  // lattice check on a lenient one, where a blurred thin line still shows.
  // A bold threshold too: a grid printed black whose lines touch the page's other print (a
  // frame, a column of text) is one piece with all of it at 7%, its own piece at 25%.
  const Mask faint = darkPixels(work, 4, 2);
  const float minSide = kMinGridSide * std::min(work.width, work.height);
  struct Candidate {
    Quad quad;
    int size;
    float rank;
  };
  std::vector<Candidate> grids;
  bool anyQuad = false;
  std::vector<Piece> tried;
  for (const auto& [percent, levels] : {std::pair{7, 4}, std::pair{25, 8}}) {
  const Mask mask = darkPixels(work, percent, levels);
  std::vector<int> labels;
  std::vector<Piece> all = pieces(mask, &labels);
  std::vector<Piece> large;
  for (const Piece& p : all) {
    if (p.x1 - p.x0 + 1 >= minSide && p.y1 - p.y0 + 1 >= minSide) large.push_back(p);
  }
  std::sort(large.begin(), large.end(), [](const Piece& a, const Piece& b) {
    return static_cast<int64_t>(a.x1 - a.x0) * (a.y1 - a.y0) > static_cast<int64_t>(b.x1 - b.x0) * (b.y1 - b.y0);
  });
  if (large.size() > kCandidates) large.resize(kCandidates);
  for (const Piece& p : large) {
    // A piece the first threshold already gave (the same box within 1% of the image) is not
    // tried again.
    const int near = std::max(2, std::max(work.width, work.height) / 100);
    bool seen = false;
    for (const Piece& t : tried) {
      seen = seen || (std::abs(t.x0 - p.x0) <= near && std::abs(t.x1 - p.x1) <= near && std::abs(t.y0 - p.y0) <= near &&
                      std::abs(t.y1 - p.y1) <= near);
    }
    if (seen) continue;
    tried.push_back(p);
    // The hull of a piece is that of its leftmost and rightmost pixels row by row.
    std::vector<Point> ends;
    for (int y = p.y0; y <= p.y1; ++y) {
      const int* row = labels.data() + static_cast<size_t>(y) * work.width;
      int left = -1;
      int right = -1;
      for (int x = p.x0; x <= p.x1; ++x) {
        if (row[x] == p.label) {
          if (left < 0) left = x;
          right = x;
        }
      }
      if (left >= 0) {
        ends.push_back({static_cast<float>(left), static_cast<float>(y)});
        if (right != left) ends.push_back({static_cast<float>(right), static_cast<float>(y)});
      }
    }
    const std::vector<Point> hull = convexHull(ends);
    if (hull.size() < 4) continue;
    const Quad hullCorners = hullQuad(hull);
    if (!plausibleQuad(hullCorners, minSide)) continue;
    anyQuad = true;
    // The hull's sides or the border's fitted lines, side by side: print touching the grid pushes
    // the hull out, a broken border pulls the fit in; the variant whose lattice fits best wins.
    Line hullSides[4];
    Line fittedSides[4];
    bool fitted[4];
    fitSides(labels, work.width, work.height, p.label, hullCorners, hullSides, fittedSides, fitted);
    for (int k = 0; k < 4; ++k) {
      // A fitted side within a pixel of the hull's at both corners is the same side.
      const Point a = hullCorners.corner[k];
      const Point b = hullCorners.corner[(k + 1) % 4];
      const Line& f = fittedSides[k];
      if (fitted[k] && std::fabs(f.a * a.x + f.b * a.y - f.c) < 1 && std::fabs(f.a * b.x + f.b * b.y - f.c) < 1) fitted[k] = false;
    }
    std::vector<Quad> variants;
    for (int variant = 0; variant < 16; ++variant) {
      bool usable = true;
      Line sides[4];
      for (int k = 0; k < 4; ++k) {
        const bool fit = (variant >> k) & 1;
        usable = usable && (!fit || fitted[k]);
        sides[k] = fit ? fittedSides[k] : hullSides[k];
      }
      Quad v = hullCorners;
      for (int c = 0; c < 4 && usable && variant != 0; ++c) usable = intersect(sides[(c + 3) % 4], sides[c], &v.corner[c]);
      for (const Point& c : v.corner) {
        // Fitted sides meet where the image could show them (and every later loop stays bounded).
        usable = usable && c.x > -0.1F * work.width && c.x < 1.1F * work.width && c.y > -0.1F * work.height &&
                 c.y < 1.1F * work.height;
      }
      if (usable && plausibleQuad(v, minSide)) variants.push_back(v);
    }
    // 9x9 first (photos of newspapers); 16x16 when no variant is a 9x9 grid (a 16x16 grid's
    // middles hold lines where a 9x9 lattice looks for empty cells, so it never passes for one).
    int size = 0;
    float rank = -1;
    Quad q = hullCorners;
    for (int n : {9, 16}) {
      for (const Quad& v : variants) {
        const LineScore score = scoreLattice(work, faint, v, n);
        if (score.gridShaped() && score.tight > rank) {
          rank = score.tight;
          size = n;
          q = v;
        }
      }
      if (size) break;
    }
    if (size == 0) continue;
    // The same grid seen at both thresholds (either's centre inside the other) counts once, as
    // its tighter fit.
    const Point centre = quadCentre(q);
    bool known = false;
    for (Candidate& g : grids) {
      if (inside(g.quad, centre) || inside(q, quadCentre(g.quad))) {
        known = true;
        if (rank > g.rank) g = {q, size, rank};
      }
    }
    if (!known) grids.push_back({q, size, rank});
  }
  }
  result.gridShaped = static_cast<int>(grids.size());
  double bestArea = 0;
  for (const Candidate& g : grids) {
    const double area = quadArea(g.quad.corner);
    if (area > bestArea) {
      bestArea = area;
      result.found = true;
      result.size = g.size;
      result.quad = g.quad;
    }
  }
  if (result.found) {
    // The hull's corners are the outer edge of the border line, or a bump where print touches the
    // grid: the corners are where the border lines' middles cross, as the lattice finds them.
    // Twice: a quad that took in more than the grid has a perspective a little off, the second
    // pass sees the lines through the first one's.
    for (int pass = 0; pass < 2; ++pass) {
      const Quad aligned = alignLattice(work, result.quad, result.size);
      if (!plausibleQuad(aligned, minSide) || !scoreLattice(work, faint, aligned, result.size).gridShaped()) break;
      result.quad = aligned;
    }
    const Lattice lattice = fitLattice(work, result.quad, result.size);
    const int n = result.size;
    const Quad fitted{{lattice.at(0, 0), lattice.at(0, n), lattice.at(n, n), lattice.at(n, 0)}};
    if (plausibleQuad(fitted, minSide)) result.quad = fitted;
    for (Point& c : result.quad.corner) c = {(c.x + 0.5F) * scale - 0.5F, (c.y + 0.5F) * scale - 0.5F};
  }
  if (!result.found) {
    result.why = anyQuad ? "No Sudoku grid was found in the image: no square of lines in it is divided into 9 x 9 (or 16 x 16) cells."
                         : "No Sudoku grid was found in the image: nothing in it is drawn as a square of lines.";
  }
  return result;
}

}  // namespace dlx::scan
