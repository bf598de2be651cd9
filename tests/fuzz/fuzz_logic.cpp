// libFuzzer target: the logic solver (wasm/logic/explain.hpp) on positions cut from a known grid:
// a puzzle (the bytes say which cells are given), the player's digits and pencil marks, right or
// wrong. Bad input must be an InputError; every step is checked against the solution inside
// explain() (a logic_error, which libFuzzer reports as a crash); every placement must be a digit
// of the solution and a finished rating must have filled the grid.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "logic/explain.hpp"

namespace {

// Complete grids to cut puzzles from, 4x4 and 9x9.
constexpr char kGrid4[] = "1234341221434321";
constexpr char kGrid9[] = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  // The first byte: the size and the digits' relabelling; then a bit per cell (given or not); then
  // pairs for the player: (cell, digit) entries while the top bit of the cell byte is clear, then
  // (cell, marks) pencil marks.
  const int box = data[0] & 1 ? 3 : 2;
  const int n = box * box;
  const int area = n * n;
  const char* grid = box == 3 ? kGrid9 : kGrid4;
  const int shift = (data[0] >> 1) % n;
  const auto solutionAt = [&](int cell) { return (grid[cell] - '1' + shift) % n + 1; };
  std::size_t at = 1;
  dlx::logic::Position position;
  position.puzzle = dlx::sudoku::Grid{box, std::vector<int>(area, 0)};
  for (int cell = 0; cell < area; ++cell) {
    const std::size_t byte = at + cell / 8;
    if (byte < size && (data[byte] >> (cell % 8) & 1)) position.puzzle.cells[cell] = solutionAt(cell);
  }
  at += (area + 7) / 8;
  for (; at + 1 < size; at += 2) {
    const int cell = data[at] & 0x7f;
    if (cell >= area) continue;
    if (data[at] & 0x80) {
      if (position.marks.empty()) position.marks.assign(area, 0);
      position.marks[cell] = data[at + 1] & ((1u << n) - 1);
    } else {
      if (position.entries.empty()) position.entries.assign(area, 0);
      position.entries[cell] = data[at + 1] % (n + 1);
    }
  }
  try {
    const auto out = dlx::logic::explain(position, dlx::logic::Scope::All);
    if (!out.mistakes.empty()) return 0;
    for (const auto& step : out.steps) {
      for (const auto& placed : step.placements) {
        if (placed.digit != solutionAt(placed.cell)) std::abort();
      }
    }
    // Solved with no step is only right when the position was already full.
    if (out.rating.solved && out.steps.empty() && !out.board.solved()) std::abort();
  } catch (const dlx::InputError&) {
  }
  return 0;
}
