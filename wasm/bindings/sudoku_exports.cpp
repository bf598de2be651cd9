// Plain C exports for the hottest call: solving a Sudoku given as text, tens of thousands of times in
// a batch. Embind's generic invoker (the only one allowed without `new Function`, which a strict CSP
// forbids) costs about 0.4 µs a call before converting a string in and an object out (measured in
// Node: a C export call costs 0.05 µs); here JS writes the text into a buffer in the WASM heap,
// calls one function and reads a fixed-layout reply (web/module.js).
#include <emscripten/emscripten.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/dlx.hpp"
#include "encoders/sudoku.hpp"
#include "encoders/sudoku_text.hpp"
#include "failure.hpp"

namespace {

// Read by web/module.js at these byte offsets (checked below); pointers are 32-bit in WASM.
struct Reply {
  double count;            // 0
  double nodes;            // 8
  std::int32_t complete;   // 16
  std::int32_t stopped;    // 20: 0 exhausted, 1 solution limit, 2 node budget
  std::int32_t size;       // 24
  std::int32_t solutionsLength;  // 28: bytes of UTF-8, the solutions back to back
  const char* solutions;   // 32
  std::int32_t conflictsLength;  // 36
  const int* conflicts;    // 40: cell indices
  std::int32_t failed;     // 44: 0 ok, 1 RangeError, 2 Error; the fields below say why
  std::int32_t messageLength;  // 48
  const char* message;     // 52
  std::int32_t line;       // 56
  std::int32_t row;        // 60
  std::int32_t column;     // 64
};
static_assert(offsetof(Reply, solutions) == 32 && offsetof(Reply, message) == 52 && offsetof(Reply, column) == 64,
              "web/module.js reads the reply at these offsets");

// Kept between calls so a batch allocates nothing once warm; the reply points into them.
std::string input;
std::string solutions;
std::vector<int> conflicts;
dlx::bindings::Failure failure;
Reply reply;

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
EMSCRIPTEN_KEEPALIVE const Reply* dlx_solve_sudoku_text(int textLength, int symbolsLength, double limit,
                                                         double maxNodes) {
  reply = Reply{};
  solutions.clear();
  conflicts.clear();
  const bool ok = dlx::bindings::runCatching([&] {
    const std::string_view text(input.data(), static_cast<std::size_t>(textLength));
    const std::string_view symbols(input.data() + textLength, static_cast<std::size_t>(symbolsLength));
    const auto puzzle = dlx::sudoku::parseText(text, symbols);
    dlx::Limits limits;
    limits.maxSolutions = static_cast<std::uint64_t>(limit);
    limits.maxNodes = static_cast<std::uint64_t>(maxNodes);
    const auto outcome = dlx::sudoku::solve(puzzle.grid, limits);
    const std::size_t area = puzzle.grid.cells.size();
    for (std::size_t s = 0; s * area < outcome.grids.size(); ++s) {
      solutions += dlx::sudoku::formatText(outcome.grids.data() + s * area, puzzle.grid.box, puzzle.alphabet);
    }
    conflicts = outcome.conflicts;
    reply.count = static_cast<double>(outcome.search.count);
    reply.nodes = static_cast<double>(outcome.search.nodes);
    reply.complete = outcome.search.complete() ? 1 : 0;
    reply.stopped = outcome.search.stop == dlx::Stop::Exhausted ? 0 : outcome.search.stop == dlx::Stop::SolutionLimit ? 1 : 2;
    reply.size = puzzle.grid.size();
  }, failure);
  reply.solutions = solutions.data();
  reply.solutionsLength = static_cast<std::int32_t>(solutions.size());
  reply.conflicts = conflicts.data();
  reply.conflictsLength = static_cast<std::int32_t>(conflicts.size());
  if (!ok) {
    reply.failed = std::string_view(failure.errorClass) == "RangeError" ? 1 : 2;
    reply.message = failure.message.data();
    reply.messageLength = static_cast<std::int32_t>(failure.message.size());
    reply.line = failure.place.line;
    reply.row = failure.place.row;
    reply.column = failure.place.column;
  }
  return &reply;
}

}  // extern "C"
