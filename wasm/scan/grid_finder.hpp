// Finds the puzzle's grid in a photo: the largest grid-shaped quadrilateral, whatever else
// (other puzzles, text, a table's edge) is in the frame.
#pragma once

#include <string>

#include "scan/image.hpp"

namespace dlx::scan {

// Corners in the image's pixels: top-left, top-right, bottom-right, bottom-left as the grid is read.
struct Quad {
  Point corner[4];
};

struct GridFound {
  bool found = false;
  Quad quad;             // where the border lines' middles cross (a corner may lie just off the frame), to
                         // a pixel of the finder's copy: fitLattice's corners are the full resolution's
  int size = 0;          // cells a side: 9 or 16 (0 when not found)
  int gridShaped = 0;    // how many grid-shaped candidates the frame held (2+: others beside the one taken)
  bool inverted = false; // found in the image's negative (light lines on a dark ground: a dark theme's
                         // screenshot); fitLattice and extractCells must then be given negative(image)
  std::string why;       // when not found: a sentence for the user ("No Sudoku grid was found in the image: ...")
};

// The largest quadrilateral whose inside shows a 9x9 lattice's lines where its perspective puts
// them (or a 16x16 one's: 16 when the lines say so, as in screenshots of digital puzzles); when
// the image holds none, its negative's (inverted). Works on a copy brought down to 480 pixels on
// its shorter side (1600 on its longer); any image size is safe (under 32 pixels a side: not
// found, with the reason).
GridFound findGrid(const Gray& image);

}  // namespace dlx::scan
