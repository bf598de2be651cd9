// libFuzzer target: sudoku::solveSlice, one worker's share of a split search, fed a small grid and
// an arbitrary list of searches. A bad list must be an InputError; a good one must hand back a
// list that is itself good, and running slices until none is left must count what one search
// counts, with valid solutions.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "../native/slice_runner.hpp"
#include "../native/test_helpers.hpp"
#include "core/errors.hpp"
#include "encoders/sudoku_slice.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return 0;
  // Byte 0: the box (2 or 3); byte 1: the slice budget; then the grid's cells (one byte each, as a
  // digit or blank), then the searches (one signed byte per entry, near the values that matter).
  dlx::sudoku::Grid grid;
  grid.box = 2 + data[0] % 2;
  const std::size_t area = static_cast<std::size_t>(grid.size()) * grid.size();
  const std::uint64_t budget = 1 + data[1] % 64;
  std::size_t at = 2;
  grid.cells.assign(area, 0);
  for (std::size_t cell = 0; cell < area && at < size; ++cell, ++at) {
    grid.cells[cell] = data[at] % 3 == 0 ? 1 + data[at] / 3 % grid.size() : 0;
  }
  std::vector<int> searches;
  for (; at < size; ++at) searches.push_back(static_cast<std::int8_t>(data[at]) % (static_cast<int>(area) + 3));
  dlx::sudoku::Slice slice;
  try {
    slice = dlx::sudoku::solveSlice(grid, searches, dlx::Limits::find(0).budget(budget));
  } catch (const dlx::InputError&) {
    return 0;
  }
  if (!slice.conflicts.empty()) return 0;
  if (slice.grids.size() != slice.search.count * area) std::abort();
  if ((slice.search.stop == dlx::Stop::NodeLimit) == slice.left.empty()) std::abort();

  // From the start: slices of this budget until nothing is left, against one search.
  // Only for small searches, so each input stays quick.
  const auto whole = dlx::sudoku::solve(grid, dlx::Limits::find(0).budget(3000));
  if (!whole.search.complete()) return 0;
  // As the pool does, one search per slice; a list a slice hands back must be good.
  dlx::test::SlicedRun run;
  try {
    run = dlx::test::runSlices(grid, budget, 1, 0, dlx::Engine::Auto, 3000);
  } catch (const dlx::InputError&) {
    std::abort();
  }
  if (!run.consistent) std::abort();
  for (const auto& solution : run.grids) {
    if (!dlx::test::solves(grid, solution.data())) std::abort();
  }
  if (run.finished && run.count != whole.search.count) std::abort();
  return 0;
}
