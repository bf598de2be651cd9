// The grid finder's quadrilaterals: from a piece of dark pixels, the four corners of its convex
// hull and the variants where a side is moved onto the line the piece's border follows there.
#pragma once

#include <vector>

#include "scan/grid_finder.hpp"
#include "scan/grid_pieces.hpp"

namespace dlx::scan::grid {

// Andrew's monotone chain.
std::vector<Point> convexHull(std::vector<Point> pts);
// The hull's four vertices that span the largest quadrilateral (top-left, top-right,
// bottom-right, bottom-left).
Quad hullQuad(const std::vector<Point>& hull);
double quadArea(const Point* corners);
Point quadCentre(const Quad& q);
// Whether p lies inside the convex quad (corners clockwise on the screen, as plausibleQuad wants).
bool inside(const Quad& q, Point p);
// A quadrilateral a perspective view of a square could give: convex, no side under 40% of the
// longest nor under minSide, no corner's angle far from square.
bool plausibleQuad(const Quad& q, float minSide);
// The hull's quad and, side by side, the variants with a side on the line fitted to the piece's
// border there (print touching the grid pushes the hull out, a broken border pulls a fit in: the
// lattice check decides), all plausible and near the image.
std::vector<Quad> quadVariants(const std::vector<int>& labels, int width, int height, const Piece& piece,
                               const Quad& hullCorners, float minSide);

}  // namespace dlx::scan::grid
