// libFuzzer target: the Sudoku text parser (with an optional custom alphabet) and a bounded solve;
// every solution returned must be a valid grid that keeps the givens, and on 9x9 the band search
// must count what dancing links counts. A 9x9 read in the default alphabet (a packed line takes a
// one-pass reader of its own) must read as the general reader reads it with the symbols spelled out.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "../native/test_helpers.hpp"
#include "core/errors.hpp"
#include "encoders/sudoku9_search.hpp"
#include "encoders/sudoku_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  // The first byte says how many of the following bytes form a custom alphabet.
  const std::size_t symbolsLength = std::min<std::size_t>(data[0] % 32, size - 1);
  const std::string symbols(reinterpret_cast<const char*>(data + 1), symbolsLength);
  const std::string text(reinterpret_cast<const char*>(data + 1 + symbolsLength), size - 1 - symbolsLength);
  try {
    const auto puzzle = dlx::sudoku::parseText(text, symbols);
    const auto out = dlx::sudoku::solve(puzzle.grid, dlx::Limits::find(2).budget(2000));
    const std::size_t area = puzzle.grid.cells.size();
    if (out.grids.size() != out.search.count * area) std::abort();
    for (std::size_t s = 0; s * area < out.grids.size(); ++s) {
      if (!dlx::test::solves(puzzle.grid, out.grids.data() + s * area)) std::abort();
    }
    if (puzzle.grid.box == 3 && symbols.empty() && dlx::sudoku::parseText(text, "123456789").grid.cells != puzzle.grid.cells) {
      std::abort();
    }
    if (puzzle.grid.box == 3 && out.conflicts.empty()) {
      const auto bands = dlx::sudoku::searchBands(puzzle.grid, dlx::Limits::find(2).budget(2000));
      const auto links = dlx::sudoku::solve(puzzle.grid, dlx::Limits::find(2).budget(20000).on(dlx::Engine::Links));
      for (std::size_t s = 0; s * area < bands.grids.size(); ++s) {
        if (!dlx::test::solves(puzzle.grid, bands.grids.data() + s * area)) std::abort();
      }
      const bool finished = bands.search.stop != dlx::Stop::NodeLimit && links.search.stop != dlx::Stop::NodeLimit;
      if (finished && bands.search.count != links.search.count) std::abort();
    }
    const std::string line = dlx::sudoku::formatText(puzzle.grid.cells.data(), puzzle.grid.box, puzzle.alphabet);
    if (line.size() != area) std::abort();
  } catch (const dlx::InputError&) {
  }
  return 0;
}
