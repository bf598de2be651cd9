// Sudoku of box size n (an n²×n² grid) as exact cover: one column per cell, per row-digit, per
// column-digit and per box-digit. The givens are propagated while encoding: their columns and every
// candidate that clashes with them are left out, so the search starts where the givens leave off.
#pragma once

#include <cstdint>
#include <vector>

#include "../core/dlx.hpp"

namespace dlx::sudoku {

inline constexpr int kMinBox = 2;
inline constexpr int kMaxBox = 8;  // 64×64: 262,144 candidate rows, about a million nodes

struct Grid {
  int box = 3;
  std::vector<int> cells;  // row-major, 0 = blank, else 1..box²

  [[nodiscard]] int size() const { return box * box; }
};

// A grid from raw numbers (row-major, 0 = blank); the count decides the size. Throws InputError
// naming the count or the cell (1-based row and column) whose value is not allowed.
Grid gridFromNumbers(const double* values, std::size_t count);

// Givens that share a row, column or box with an equal given: every such cell index, ascending.
std::vector<int> conflicts(const Grid& grid);

struct Outcome {
  Result search{};                // count, nodes, stop; search.solutions is not used
  std::vector<int> conflicts{};   // non-empty means no search was run
  std::vector<int> grids{};       // the kept solutions, each a full grid of size² cells
};

Outcome solve(const Grid& grid, const Limits& limits);

// A grid as exact cover, its givens propagated: option k places digit[k] in cell[k]. Throws
// InputError when givens clash (conflicts() names them).
struct Encoded {
  Problem problem;
  std::vector<int> cell;
  std::vector<int> digit;
};
Encoded encode(const Grid& grid);

// Appends each of `found`'s solutions of encode(grid) (option k: digit[k] in cell[k]) to `grids`,
// as a full grid.
void appendGrids(const Grid& grid, const int* cell, const int* digit, const Solutions& found, std::vector<int>& grids);

// The search settings solve() gives a grid of box size `box` on top of `limits`.
Limits tuned(int box, const Limits& limits);

}  // namespace dlx::sudoku
