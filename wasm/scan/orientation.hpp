// Which way up the grid is. A photo taken sideways or upside down gives a grid whose cells are read
// turned (3 of the 160 shared photos come out a quarter turn off, 4 more half a turn or three
// quarters), and the lines alone cannot tell: a Sudoku's givens are usually symmetric under half
// a turn, so the pattern of inked cells is too. The digits tell: the network reads upright ones
// surely, turned ones not.
#pragma once

#include "scan/cells.hpp"
#include "scan/classifier.hpp"

namespace dlx::scan {

// The quarter turns clockwise (0-3) that make the grid upright: the turn under which the inked
// cells read most surely as the grid's symbols (the sum of each one's log-probability of its
// likeliest symbol: '1'-'9' for a 9x9 grid, any for a 16x16 one). A cell's part is floored at
// log 0.05, so that cells which read as no symbol either way (a player's notes) do not sway it.
// At most maxCells inked cells are asked, spread over the grid (each costs four classifications;
// a dozen digits settle it). 0 when no cell has ink.
constexpr int kOrientationCells = 12;
int uprightTurns(const Cells& cells, const Classifier& classifier, int maxCells = kOrientationCells);

// The cells turned clockwise by `turns` quarter turns: the grid's order and each picture alike.
Cells turnCells(const Cells& cells, int turns);

}  // namespace dlx::scan
