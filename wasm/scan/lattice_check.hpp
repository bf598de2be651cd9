// Whether a quadrilateral holds a Sudoku's lattice: the grid finder's test of a candidate, its
// choice between 9x9 and 16x16, and the quad shrunk onto the lattice its lines show.
#pragma once

#include "scan/grid_finder.hpp"
#include "scan/grid_pieces.hpp"

namespace dlx::scan::grid {

// How the lines of an n x n lattice under a quad's perspective show in the image.
struct LineScore {
  float linesFound = 0;   // part of the 2 (n + 1) lines that show
  float lineMean = 0;     // mean coverage of the lines
  float middle = 0;       // the cells' middles' coverage, the median over the cells
  float tight = 0;        // mean coverage of the lines within a few pixels: how exactly they fit
  [[nodiscard]] bool gridShaped() const { return linesFound >= 0.9F && middle < 0.55F * lineMean; }
};

// How well the lines of an n x n lattice under the quad's perspective match the image's lines
// (m: its faint dark pixels). A line shows when dark pixels lie along most of it, or (a faint thin
// line the threshold breaks up) when it dips under the paper 2.5 times as much as the cells'
// middles do.
LineScore scoreLattice(const Gray& g, const Mask& m, const Quad& q, int n);

// Whether the n x n lattice's box lines (every 4th of 16, every 3rd of 9) hold 1.3 times the ink
// of its other lines, as a Sudoku prints them: a 9x9 grid's part, its candidates' rows passing
// for lines, does not.
bool boxLinesStandOut(const Gray& g, const Quad& q, int n);

// The quad shrunk onto the lattice the grid's lines show. In the quad's square, the grey level's
// profile across each axis (its darkness less its mean over a cell: shadows and dark margins are
// broad, lines narrow); each side is moved in by up to 15% of the quad's side, to where the
// n + 1 evenly spaced lines between the first and the last are darkest, the box lines (thick in
// print) counting twice, less the darkness of the cells' middles. A quad that took in a header
// box or a strip of the next puzzle's print shrinks back to the grid; it never grows, as a
// lattice slipped by a cell onto what lies beside the grid would fit nearly as well.
Quad alignLattice(const Gray& g, const Quad& q, int n);

}  // namespace dlx::scan::grid
