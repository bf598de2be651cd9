// libFuzzer target: the polyomino pictures. The input is a board, a line "--", then the pieces;
// what parses is encoded (with and without turns and the symmetry reduction) and, when small,
// counted against brute force; larger problems are searched under a node budget.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/errors.hpp"
#include "cross_check.hpp"
#include "encoders/polyomino.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::size_t split = text.find("\n--\n");
  if (split == std::string_view::npos || size < 2) return 0;
  const std::uint8_t settings = data[0];
  try {
    const auto board = dlx::polyomino::parseBoard(text.substr(1, split - 1));
    const auto pieces = dlx::polyomino::parsePieces(text.substr(split + 4));
    const dlx::polyomino::Turns turns{(settings & 1) != 0, (settings & 2) != 0};
    const auto encoded = dlx::polyomino::encode(board, pieces, turns, (settings & 4) != 0);
    if (encoded.placements.size() != static_cast<std::size_t>(encoded.problem.rows())) std::abort();
    dlx::validate(encoded.problem);  // what the encoder builds must always be valid
    dlx::test::crossCheck(encoded.problem);
  } catch (const dlx::InputError&) {
  }
  return 0;
}
