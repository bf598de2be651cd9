// The hottest call, a Sudoku given as text, tens of thousands of times in a batch, with a reply of
// fixed layout rather than the wire's tagged values (docs/design.md, "Bindings"): JS writes the
// text into a buffer in the WASM heap, calls one function and reads the reply (sudoku_reply.hpp)
// where it lies.
#include <emscripten/emscripten.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "bindings/failure.hpp"
#include "bindings/sudoku_reply.hpp"
#include "bindings/summary.hpp"
#include "core/dlx.hpp"
#include "encoders/sudoku.hpp"
#include "encoders/sudoku_text.hpp"

namespace {

using dlx::bindings::SudokuReply;

// Kept between calls so a batch allocates nothing once warm; the reply points into them.
std::string input;
std::string solutions;
std::vector<int> conflicts;
dlx::bindings::Failure failure;
SudokuReply reply;

}  // namespace

extern "C" {

// Room for `bytes` of input; JS writes the puzzle text, then the symbols, there. Returns null when
// the heap cannot grow that far.
EMSCRIPTEN_KEEPALIVE char* dlx_input(int bytes) {
  char* out = nullptr;
  dlx::bindings::runCatching([&] {
    input.resize(static_cast<std::size_t>(bytes));
    out = input.data();
  }, failure);
  return out;
}

// Solves the text in the input buffer: its first `textLength` bytes, then `symbolsLength` bytes of
// symbols. `limit` and `maxNodes` are whole numbers already checked by JS, 0 meaning none.
EMSCRIPTEN_KEEPALIVE const SudokuReply* dlx_solve_sudoku_text(int textLength, int symbolsLength, double limit,
                                                               double maxNodes) {
  reply = SudokuReply{};
  solutions.clear();
  conflicts.clear();
  const bool ok = dlx::bindings::runCatching([&] {
    const std::string_view text(input.data(), static_cast<std::size_t>(textLength));
    const std::string_view symbols(input.data() + textLength, static_cast<std::size_t>(symbolsLength));
    const auto puzzle = dlx::sudoku::parseText(text, symbols);
    const auto limits = dlx::bindings::limitsFrom(limit, maxNodes, true);
    const auto outcome = dlx::sudoku::solve(puzzle.grid, limits);
    const std::size_t area = puzzle.grid.cells.size();
    for (std::size_t s = 0; s * area < outcome.grids.size(); ++s) {
      solutions += dlx::sudoku::formatText(outcome.grids.data() + s * area, puzzle.grid.box, puzzle.alphabet);
    }
    conflicts = outcome.conflicts;
    reply.count = static_cast<double>(outcome.search.count);
    reply.nodes = static_cast<double>(outcome.search.nodes);
    reply.stopped = static_cast<std::int32_t>(outcome.search.stop);
    reply.size = puzzle.grid.size();
  }, failure);
  reply.solutions = solutions.data();
  reply.solutionsLength = static_cast<std::int32_t>(solutions.size());
  reply.conflicts = conflicts.data();
  reply.conflictsLength = static_cast<std::int32_t>(conflicts.size());
  if (!ok) {
    reply.errorClass = failure.errorClass;
    reply.errorClassLength = static_cast<std::int32_t>(std::strlen(failure.errorClass));
    reply.message = failure.message.data();
    reply.messageLength = static_cast<std::int32_t>(failure.message.size());
    reply.line = failure.place.line;
    reply.row = failure.place.row;
    reply.column = failure.place.column;
  }
  return &reply;
}

}  // extern "C"
