// The 9×9 search: a dedicated one, far faster on 9×9 than the grid as exact cover. Each digit's
// candidates are three 27-bit bands (a band is three rows of the grid, bit 9·row + column), so
// naked and hidden singles and locked candidates are found on a whole band at once:
//
//        band 0: rows 1-3    . . . | . . . | . . .   bits  0- 8   (row 1)
//                            . . . | . . . | . . .   bits  9-17   (row 2)
//                            . . . | . . . | . . .   bits 18-26   (row 3)
//        band 1: rows 4-6,  band 2: rows 7-9, the same way
//
// A triad is three cells of one row in one box (bits 3k..3k+2): a row is three triads side by side,
// a box three triads one above the other. A digit fills one triad per row and per box of a band,
// so the triads it may take must hold a permutation of the band's 3×3 triads; likewise bands by
// columns in a stack. That rule (locked candidates and more, by one table look-up), hidden singles
// in rows and columns (a box's follow from the rule), and naked singles are propagated on the
// digit-bands that changed; then the triad rule (a triad holds exactly three digits) over all 18
// triad sets at once. Branching goes to the band or stack with the fewest triads left, on its
// digit with the fewest: a branch per permutation it may still take. In the modules' SIMD builds a
// placement strikes its cell from a band's nine digits as three vectors.
#pragma once

#include "sudoku.hpp"

namespace dlx::sudoku {

// Solves a 9×9 grid (box 3) as solve() does: up to maxSolutions (0: all), within maxNodes (each
// forced placement and each branch tried is a node), keeping the solutions as grids if keepSolutions; givens
// that clash are named in `conflicts`, with no search. Limits' branching, engine, probing and
// frontier settings are not used.
Outcome searchBands(const Grid& grid, const Limits& limits);

// Whether a search of `grid` under `limits` may go to searchBands(): a 9x9 with no engine asked
// for (tests and benchmarks ask for one to reach the engines).
inline bool bandsTake(const Grid& grid, const Limits& limits) { return grid.box == 3 && limits.engine == Engine::Auto; }

}  // namespace dlx::sudoku
