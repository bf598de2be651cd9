// Quadrilaterals from a piece: its hull's corners, and its border's lines fitted where print
// touching the grid bulges the hull.
#include "scan/quad_fit.hpp"

#include <algorithm>
#include <cmath>

namespace dlx::scan::grid {

namespace {

double cross(Point o, Point a, Point b) {
  return static_cast<double>(a.x - o.x) * (b.y - o.y) - static_cast<double>(a.y - o.y) * (b.x - o.x);
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

}  // namespace

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

std::vector<Quad> quadVariants(const std::vector<int>& labels, int width, int height, const Piece& piece,
                               const Quad& hullCorners, float minSide) {
  Line hullSides[4];
  Line fittedSides[4];
  bool fitted[4];
  fitSides(labels, width, height, piece.label, hullCorners, hullSides, fittedSides, fitted);
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
      usable = usable && c.x > -0.1F * width && c.x < 1.1F * width && c.y > -0.1F * height && c.y < 1.1F * height;
    }
    if (!usable || !plausibleQuad(v, minSide)) continue;
    // Variants within a pixel and a half of one already listed are the same quad.
    bool same = false;
    for (const Quad& w : variants) {
      float off = 0;
      for (int c = 0; c < 4; ++c) off = std::max(off, distance(v.corner[c], w.corner[c]));
      same = same || off < 1.5F;
    }
    if (!same) variants.push_back(v);
  }
  return variants;
}

}  // namespace dlx::scan::grid
