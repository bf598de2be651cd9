// Sudoku variants as exact cover, through the generic search: the classic units (rows, columns,
// boxes) with the boxes replaced by irregular regions (jigsaw), plus the two main diagonals (x),
// the windows (windoku), and killer cages. Every unit of n cells that holds each digit once is n
// primary items "unit has digit d"; a cage, a set of cells with a sum and no repeated digit, is a
// spelled out, an option per way to fill it, or, with many ways, a primary item chosen with one
// combination of digits that makes its sum (Knuth's colors tell the cage's cells which digits they
// may take: see encodeVariant()).
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "../core/errors.hpp"

#include "sudoku.hpp"
#include "sudoku_slice.hpp"

namespace dlx::sudoku {

struct Cage {
  std::vector<int> cells;  // cell indices, row-major, 0-based
  int sum = 0;
};

struct Variant {
  bool x = false;                // both main diagonals hold each digit once
  bool windoku = false;          // the (box-1)² windows of box×box cells at rows and columns 1, box+2, …
  std::vector<int> regions;      // jigsaw: one region number (0..size-1) per cell; empty: the boxes
  std::vector<Cage> cages;       // killer
  // The names errors give regions and cages (the labels of their text forms); else 1, 2, ….
  std::vector<std::string> regionNames;
  std::vector<std::string> cageNames;

  [[nodiscard]] bool classic() const { return !x && !windoku && regions.empty() && cages.empty(); }
};

// The largest sum of any cage: 1 + 2 + … + 64, a whole row of a 64x64 grid.
inline constexpr int kMostCageSum = 64 * 65 / 2;

// `value` read as the sum of `cage` ("cage 'A'", "cage 3"), `shown` as the input wrote it: an
// InputError when it is not a whole number or lies beyond ±kMostCageSum (an int would wrap it);
// checkVariant() then holds it to what the cage's cells can make.
int cageSum(double value, const std::string& cage, std::string_view shown);

// Throws InputError naming the place: a region map of the wrong length, a region that is not of
// `size` cells or not connected; a cage cell out of the grid, a cell in two cages, a cage that is
// not connected, larger than `size` cells, or whose sum no distinct digits make.
void checkVariant(const Variant& variant, int box);

// The units of a grid of box size `box` under `variant`, each `size` cells: rows, columns, boxes
// or regions, then the diagonals, then the windows.
std::vector<std::vector<int>> unitsOf(const Variant& variant, int box);

// Givens that break a rule of the variant: equal digits in a unit or a cage, or a cage whose givens
// exceed its sum (or fill it without making it). Every such cell, ascending.
std::vector<int> variantConflicts(const Grid& grid, const Variant& variant);

// The exact cover of `grid` under `variant` (checked first): option k places digits[p] in cells[p]
// for p in [start[k], start[k + 1]) (none for a cage's combination, several for a cage spelled out).
struct VariantEncoded {
  Problem problem;
  std::vector<int> start{0};
  std::vector<int> cells;
  std::vector<int> digits;
};
// A cage with at most `spellUpTo` ways to fill it is spelled out, a way per option; a larger one
// goes by its combinations (encodeVariant()). Tests set it to cross-check both encodings.
inline constexpr std::size_t kSpellUpTo = 100;
VariantEncoded encodeVariant(const Grid& grid, const Variant& variant, std::size_t spellUpTo = kSpellUpTo);

Outcome solveVariant(const Grid& grid, const Variant& variant, const Limits& limits, std::size_t spellUpTo = kSpellUpTo);

// One share of a search split across workers (sudoku_slice.hpp), under a variant.
Slice solveVariantSlice(const Grid& grid, const Variant& variant, const std::vector<int>& searches, const Limits& limits);

// "row R, column C" of a cell, 1-based, as errors name cells.
std::string cellName(int cell, int size);

// Throws an InputError of the parts joined: one call per message, where + chains would each
// inline their own appends into the module.
[[noreturn]] void fail(std::initializer_list<std::string_view> parts, Place place = {});

}  // namespace dlx::sudoku
