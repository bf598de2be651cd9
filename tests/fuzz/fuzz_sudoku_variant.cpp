// libFuzzer target: the Sudoku variants' maps (sudoku_variant_text.hpp) and a bounded solve under
// them; every solution returned must keep every rule (tests/native/variant_rules.hpp), and on 4x4
// the count of every solution, with cages spelled out and with every cage by its combinations,
// must be the brute force's over all 576 Latin squares.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "../native/variant_rules.hpp"
#include "core/errors.hpp"
#include "encoders/sudoku_variant.hpp"
#include "encoders/sudoku_variant_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  // The first byte: x, windoku, 4x4 or 9x9, a region map or not; the second: where the region map
  // ends and the cage map begins.
  const int box = data[0] & 4 ? 3 : 2;
  const std::string rest(reinterpret_cast<const char*>(data + 2), size - 2);
  const std::size_t split = std::min<std::size_t>(data[1] * 2, rest.size());
  try {
    dlx::sudoku::Variant variant;
    variant.x = data[0] & 1;
    variant.windoku = data[0] & 2;
    if (data[0] & 8) dlx::sudoku::parseRegions(rest.substr(0, split), box * box, variant);
    dlx::sudoku::parseCages(rest.substr(split), box * box, variant);
    const dlx::sudoku::Grid grid{box, std::vector<int>(static_cast<std::size_t>(box) * box * box * box, 0)};
    const auto out = dlx::sudoku::solveVariant(grid, variant, dlx::Limits::find(2).budget(2000));
    const std::size_t area = grid.cells.size();
    if (out.grids.size() != out.search.count * area) std::abort();
    for (std::size_t s = 0; s * area < out.grids.size(); ++s) {
      if (!dlx::test::keepsRules(std::vector<int>(out.grids.begin() + s * area, out.grids.begin() + (s + 1) * area), box, variant)) std::abort();
    }
    if (box == 2) {
      std::uint64_t expected = 0;
      static const auto squares = dlx::test::latinSquares();
      for (const auto& square : squares) expected += dlx::test::keepsRules(square, box, variant) ? 1 : 0;
      for (const std::size_t spellUpTo : {dlx::sudoku::kSpellUpTo, std::size_t{0}}) {
        if (dlx::sudoku::solveVariant(grid, variant, dlx::Limits::count(0), spellUpTo).search.count != expected) std::abort();
      }
    }
  } catch (const dlx::InputError&) {
  }
  return 0;
}
