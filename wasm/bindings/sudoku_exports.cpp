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

#include "bindings/call_scope.hpp"
#include "bindings/sudoku_reply.hpp"
#include "bindings/summary.hpp"
#include "core/dlx.hpp"
#include "encoders/sudoku.hpp"
#include "encoders/sudoku_text.hpp"

namespace {

using dlx::bindings::SudokuReply;

// Kept between calls so a batch allocates nothing once warm; the reply points into them. They
// outlive a failed call (call_scope.hpp), so they are untracked.
dlx::bindings::InputBuffer input;
dlx::bindings::UntrackedString solutions;
dlx::bindings::UntrackedVector<int> conflicts;
SudokuReply reply;

// The reply of a failed call (dlx_recover()): no solutions, the failure's description.
const void* failureReply(const dlx::bindings::Failure& failure) {
  reply = SudokuReply{};
  solutions.clear();
  conflicts.clear();
  reply.solutions = solutions.data();
  reply.conflicts = conflicts.data();
  reply.errorClass = failure.errorClass;
  reply.errorClassLength = static_cast<std::int32_t>(std::strlen(failure.errorClass));
  reply.message = failure.message;
  reply.messageLength = static_cast<std::int32_t>(failure.messageLength);
  reply.line = failure.place.line;
  reply.row = failure.place.row;
  reply.column = failure.place.column;
  return &reply;
}

}  // namespace

extern "C" {

// Room for `bytes` of input; JS writes the puzzle text, then the symbols, there. Returns null when
// the heap cannot grow that far.
EMSCRIPTEN_KEEPALIVE char* dlx_input(int bytes) {
  return reinterpret_cast<char*>(input.room(static_cast<std::size_t>(bytes)));
}

// Solves the text in the input buffer: its first `textLength` bytes, then `symbolsLength` bytes of
// symbols. `limit` and `maxNodes` are whole numbers already checked by JS, 0 meaning none.
EMSCRIPTEN_KEEPALIVE const SudokuReply* dlx_solve_sudoku_text(int textLength, int symbolsLength, double limit,
                                                               double maxNodes) {
  dlx::bindings::beginCall(failureReply);
  reply = SudokuReply{};
  solutions.clear();
  conflicts.clear();
  const char* in = reinterpret_cast<const char*>(input.data());
  const std::string_view text(in, static_cast<std::size_t>(textLength));
  const std::string_view symbols(in + textLength, static_cast<std::size_t>(symbolsLength));
  const auto puzzle = dlx::sudoku::parseText(text, symbols);
  const auto limits = dlx::bindings::limitsFrom(limit, maxNodes, true);
  const auto outcome = dlx::sudoku::solve(puzzle.grid, limits);
  const std::size_t area = puzzle.grid.cells.size();
  solutions.resize(outcome.grids.size());  // one symbol a cell
  for (std::size_t at = 0; at < outcome.grids.size(); at += area) {
    dlx::sudoku::writeText(solutions.data() + at, outcome.grids.data() + at, puzzle.grid.box, puzzle.alphabet);
  }
  conflicts.assign(outcome.conflicts.begin(), outcome.conflicts.end());
  reply.count = static_cast<double>(outcome.search.count);
  reply.nodes = static_cast<double>(outcome.search.nodes);
  reply.stopped = static_cast<std::int32_t>(outcome.search.stop);
  reply.size = puzzle.grid.size();
  reply.solutions = solutions.data();
  reply.solutionsLength = static_cast<std::int32_t>(solutions.size());
  reply.conflicts = conflicts.data();
  reply.conflictsLength = static_cast<std::int32_t>(conflicts.size());
  dlx::bindings::endCall();
  return &reply;
}

}  // extern "C"
