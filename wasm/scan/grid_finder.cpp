// The grid finder works on a copy brought down to kWorkShort x kWorkLong: dark pixels by a local threshold,
// their connected pieces (grid_pieces), for each large piece the quadrilaterals of its hull and
// border (quad_fit), and for each quadrilateral the lattice check (lattice_check): grid-shaped
// when the dark pixels run along the lines a 9x9 (or 16x16) lattice puts inside it and not along
// the middles of its cells. The largest grid-shaped one is the grid; its corners are then put
// where its border lines' middles cross.
#include "scan/grid_finder.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "scan/grid_pieces.hpp"
#include "scan/lattice.hpp"
#include "scan/lattice_check.hpp"
#include "scan/quad_fit.hpp"

namespace dlx::scan {

namespace {

using namespace grid;

// The finder's copy: at most kWorkShort pixels on its shorter side and kWorkLong on its longer
// (the grid's lines stay a pixel or more wide; a tall screenshot of a page keeps its grid large).
constexpr int kWorkShort = 480;
constexpr int kWorkLong = 1600;
constexpr int kMinSide = 32;          // a smaller image cannot show a grid's lines
constexpr int kCandidates = 12;       // pieces tried per threshold, largest first
constexpr float kMinGridSide = 0.1F;  // a grid spans at least this part of the image's shorter side

// A variant whose lattice's lines lie this close along their length needs no other tried.
constexpr float kFitsAlready = 0.97F;

struct Candidate {
  Quad quad;
  int size = 0;
  float rank = -1;  // how tightly its lattice's lines fit (LineScore::tight)
};

// The piece's best grid-shaped quad, if any: among its hull's quad and the variants with fitted
// sides, the one whose lattice lines fit tightest. 9x9 first (newspapers); a 9x9 grid is then
// tried as 16x16 too, as a small 16x16 screenshot's faint lines may pass for 9x9 while a 9x9
// grid has lines at few of a 16x16 lattice's places and never passes for one. A 16x16 grid's box
// lines must stand out.
Candidate judge(const Gray& work, const Mask& faint, const std::vector<Quad>& variants) {
  Candidate best;
  for (const Quad& v : variants) {
    const LineScore score = scoreLattice(work, faint, v, 9);
    if (score.gridShaped() && score.tight > best.rank) best = {v, 9, score.tight};
    if (best.rank >= kFitsAlready) break;
  }
  if (best.size) {
    const LineScore sixteen = scoreLattice(work, faint, best.quad, 16);
    if (sixteen.gridShaped() && boxLinesStandOut(work, best.quad, 16)) best = {best.quad, 16, sixteen.tight};
    return best;
  }
  for (const Quad& v : variants) {
    const LineScore score = scoreLattice(work, faint, v, 16);
    if (score.gridShaped() && score.tight > best.rank) best = {v, 16, score.tight};
  }
  // 16x16 has more lines to fit by chance (a 9x9 grid's part with candidates in its cells): its
  // box lines must stand out as a Sudoku prints them.
  if (best.size == 16 && !boxLinesStandOut(work, best.quad, 16)) return {};
  return best;
}

// The largest pieces of a mask, at most kCandidates, each at least minSide both ways.
std::vector<Piece> largePieces(const std::vector<Piece>& all, float minSide) {
  std::vector<Piece> large;
  for (const Piece& p : all) {
    if (p.x1 - p.x0 + 1 >= minSide && p.y1 - p.y0 + 1 >= minSide) large.push_back(p);
  }
  std::sort(large.begin(), large.end(), [](const Piece& a, const Piece& b) {
    return static_cast<int64_t>(a.x1 - a.x0) * (a.y1 - a.y0) > static_cast<int64_t>(b.x1 - b.x0) * (b.y1 - b.y0);
  });
  if (large.size() > static_cast<size_t>(kCandidates)) large.resize(kCandidates);
  return large;
}

}  // namespace

namespace {

GridFound findIn(const Gray& image);

}  // namespace

GridFound findGrid(const Gray& image) {
  GridFound found = findIn(image);
  if (found.found || image.width < kMinSide || image.height < kMinSide) return found;
  // A dark theme draws light lines on a dark ground: its negative is a grid like any other.
  GridFound negated = findIn(negative(image));
  if (!negated.found) return found;
  negated.inverted = true;
  return negated;
}

namespace {

GridFound findIn(const Gray& image) {
  GridFound result;
  if (image.width < kMinSide || image.height < kMinSide) {
    char text[160];
    std::snprintf(text, sizeof text, "No Sudoku grid was found in the image: at %dx%d pixels it is too small to show one.",
                  std::max(image.width, 0), std::max(image.height, 0));
    result.why = text;
    return result;
  }
  float scale = 1;
  const int longer = std::max(image.width, image.height);
  const int shorter = std::min(image.width, image.height);
  const double factor = std::max({1.0, static_cast<double>(shorter) / kWorkShort, static_cast<double>(longer) / kWorkLong});
  const Gray work = downscale(image, static_cast<int>(longer / factor), &scale);
  // Pieces at the strict and the bold thresholds (a black grid whose lines touch the page's frame
  // or text is one piece with all of it at 7%, its own piece at 25%); the lattice check on the
  // faint one.
  std::vector<Mask> masks = darkPixels(work);
  addReach(&masks[kFaint]);
  const Mask& faint = masks[kFaint];
  const float minSide = kMinGridSide * std::min(work.width, work.height);
  const int near = std::max(2, std::max(work.width, work.height) / 100);
  std::vector<Candidate> grids;
  std::vector<Piece> tried;
  bool anyQuad = false;
  for (int threshold : {kStrict, kBold}) {
    std::vector<int> labels;
    for (const Piece& p : largePieces(pieces(masks[threshold], &labels), minSide)) {
      // A piece the strict threshold already gave (the same box within 1% of the image) is not
      // tried again.
      bool seen = false;
      for (const Piece& t : tried) {
        seen = seen || (std::abs(t.x0 - p.x0) <= near && std::abs(t.x1 - p.x1) <= near && std::abs(t.y0 - p.y0) <= near &&
                        std::abs(t.y1 - p.y1) <= near);
      }
      if (seen) continue;
      tried.push_back(p);
      const std::vector<Point> hull = convexHull(pieceEnds(labels, work.width, p));
      if (hull.size() < 4) continue;
      const Quad hullCorners = hullQuad(hull);
      if (!plausibleQuad(hullCorners, minSide)) continue;
      anyQuad = true;
      const Candidate c = judge(work, faint, quadVariants(labels, work.width, work.height, p, hullCorners, minSide));
      if (c.size == 0) continue;
      // The same grid seen at both thresholds (either's centre inside the other) counts once, as
      // its tighter fit.
      bool known = false;
      for (Candidate& g : grids) {
        if (inside(g.quad, quadCentre(c.quad)) || inside(c.quad, quadCentre(g.quad))) {
          known = true;
          if (c.rank > g.rank) g = c;
        }
      }
      if (!known) grids.push_back(c);
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
  if (!result.found) {
    result.why = anyQuad ? "No Sudoku grid was found in the image: no square of lines in it is divided into 9 x 9 (or 16 x 16) cells."
                         : "No Sudoku grid was found in the image: nothing in it is drawn as a square of lines.";
    return result;
  }
  // The quad shrunk onto the lattice its lines show, when the lattice's lines then fit tighter
  // (twice: a quad that took in more than the grid has a perspective a little off, the second
  // pass sees the lines through the first one's), then its corners where the border lines'
  // middles cross, as the lattice finds them.
  float tight = scoreLattice(work, faint, result.quad, result.size).tight;
  for (int pass = 0; pass < 2; ++pass) {
    const Quad aligned = alignLattice(work, result.quad, result.size);
    if (!plausibleQuad(aligned, minSide)) break;
    const LineScore score = scoreLattice(work, faint, aligned, result.size);
    if (!score.gridShaped() || score.tight <= tight) break;
    result.quad = aligned;
    tight = score.tight;
  }
  const Lattice lattice = fitLattice(work, result.quad, result.size);
  const int n = result.size;
  const Quad fitted{{lattice.at(0, 0), lattice.at(0, n), lattice.at(n, n), lattice.at(n, 0)}};
  if (plausibleQuad(fitted, minSide)) result.quad = fitted;
  for (Point& c : result.quad.corner) c = {(c.x + 0.5F) * scale - 0.5F, (c.y + 0.5F) * scale - 0.5F};
  return result;
}

}  // namespace

}  // namespace dlx::scan
