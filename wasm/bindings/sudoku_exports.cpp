// The hottest call: Sudoku given as text, one or tens of thousands in a batch, with a reply of
// fixed layout rather than the wire's tagged values (docs/design.md, "Bindings"): JS writes the
// texts into a buffer in the WASM heap, calls one function and reads the reply (sudoku_reply.hpp)
// where it lies.
#include <emscripten/emscripten.h>

#include <algorithm>
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

using dlx::bindings::SudokuRecord;
using dlx::bindings::SudokuReply;

// Kept between calls so a batch allocates nothing once warm; the reply points into them. They
// outlive a failed call (call_scope.hpp), so they are untracked, and a failure keeps the records
// of the puzzles before it.
dlx::bindings::InputBuffer input;
dlx::bindings::UntrackedVector<SudokuRecord> records;
dlx::bindings::UntrackedString solutions;
dlx::bindings::UntrackedVector<int> conflicts;
SudokuReply reply;

// Points the reply at the records so far: a call's reply, or its failure's (no error set).
void replyWithRecords() {
  reply = SudokuReply{};
  reply.records = records.data();
  reply.solved = static_cast<std::int32_t>(records.size());
  reply.solutions = solutions.data();
  reply.conflicts = conflicts.data();
}

// The reply of a failed call (dlx_recover()): the records before the puzzle that failed, and the
// failure's description.
const void* failureReply(const dlx::bindings::Failure& failure) {
  replyWithRecords();
  reply.errorClass = failure.errorClass;
  reply.errorClassLength = static_cast<std::int32_t>(std::strlen(failure.errorClass));
  reply.message = failure.message;
  reply.messageLength = static_cast<std::int32_t>(failure.messageLength);
  reply.line = failure.place.line;
  reply.row = failure.place.row;
  reply.column = failure.place.column;
  return &reply;
}

// Solves one puzzle and appends its record, its solutions and its conflicts.
void solveOne(std::string_view text, std::string_view symbols, const dlx::Limits& limits) {
  const auto puzzle = dlx::sudoku::parseText(text, symbols);
  const auto outcome = dlx::sudoku::solve(puzzle.grid, limits);
  const std::size_t area = puzzle.grid.cells.size();
  const std::size_t base = solutions.size();
  solutions.resize(base + outcome.grids.size());  // one symbol a cell
  for (std::size_t at = 0; at < outcome.grids.size(); at += area) {
    dlx::sudoku::writeText(solutions.data() + base + at, outcome.grids.data() + at, puzzle.grid.box, puzzle.alphabet);
  }
  const std::size_t clashes = conflicts.size();
  conflicts.resize(clashes + outcome.conflicts.size());
  std::copy(outcome.conflicts.begin(), outcome.conflicts.end(), conflicts.begin() + static_cast<std::ptrdiff_t>(clashes));
  SudokuRecord& record = records.emplace_back();
  record.count = static_cast<double>(outcome.search.count);
  record.nodes = static_cast<double>(outcome.search.nodes);
  record.stopped = static_cast<std::int32_t>(outcome.search.stop);
  record.size = puzzle.grid.size();
  record.solutionsLength = static_cast<std::int32_t>(outcome.grids.size());
  record.conflictsLength = static_cast<std::int32_t>(outcome.conflicts.size());
}

}  // namespace

extern "C" {

// Room for `bytes` of input; JS writes the texts' lengths, the symbols and the texts there.
// Returns null when the heap cannot grow that far.
EMSCRIPTEN_KEEPALIVE char* dlx_input(int bytes) {
  return reinterpret_cast<char*>(input.room(static_cast<std::size_t>(bytes)));
}

// Solves puzzles `first` to `count` - 1 of the input buffer: `count` int32 byte lengths,
// `symbolsLength` bytes of symbols, then the texts back to back. `limit` and `maxNodes` are whole
// numbers already checked by JS, 0 meaning none. A puzzle that fails ends the call with the
// records of those before it; JS goes on from the one after.
EMSCRIPTEN_KEEPALIVE const SudokuReply* dlx_solve_sudoku_texts(int first, int count, int symbolsLength, double limit,
                                                                double maxNodes) {
  dlx::bindings::beginCall(failureReply);
  records.clear();
  solutions.clear();
  conflicts.clear();
  const auto* lengths = reinterpret_cast<const std::int32_t*>(input.data());
  const std::string_view symbols(reinterpret_cast<const char*>(lengths + count), static_cast<std::size_t>(symbolsLength));
  const char* text = symbols.data() + symbols.size();
  for (int k = 0; k < first; ++k) text += lengths[k];
  const auto limits = dlx::bindings::limitsFrom(limit, maxNodes, true);
  for (int k = first; k < count; text += lengths[k], ++k) {
    solveOne(std::string_view(text, static_cast<std::size_t>(lengths[k])), symbols, limits);
  }
  replyWithRecords();
  dlx::bindings::endCall();
  return &reply;
}

}  // extern "C"
