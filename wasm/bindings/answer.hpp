// What the Sudoku entry points share (sudoku_bindings.cpp, logic_exports.cpp): reading a call's
// arguments from the wire (wire.hpp), writing its reply or its failure, and the values several
// calls take (a puzzle, a variant) or give (a search's summary).
#pragma once

#include <emscripten/emscripten.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "bindings/call_scope.hpp"
#include "bindings/summary.hpp"
#include "bindings/wire.hpp"
#include "core/watch.hpp"
#include "encoders/sudoku.hpp"
#include "encoders/sudoku_variant.hpp"

namespace dlx::bindings {

// Runs `body(arguments, reply)` on the `length` bytes JS wrote to wire::input(), as a call
// (call_scope.hpp), and returns the reply's bytes: the value body wrote or, from dlx_recover()
// when it failed, { failed: { name, message, line, row, column } } (what web/lib/errors.js reads).
// (One copy of it, answer.cpp: each entry point's own weighed 1-2 KB of code.)
const std::uint8_t* answerCall(int length, void (*run)(void*, const wire::Arguments&, wire::Reply&), void* body);

template <typename Body>
const std::uint8_t* answer(int length, Body body) {
  return answerCall(length, [](void* b, const wire::Arguments& in, wire::Reply& out) { (*static_cast<Body*>(b))(in, out); }, &body);
}

// Watches the call under way (core/watch.hpp) with `watch`, from its arguments `maxNodes` (0: no
// budget) and `ticking` (JS asks to be told between steps: a deadline, a signal or onProgress).
// The report is JS's (web/lib/budget.js), which throws to end the call.
void watchCall(const wire::Value& maxNodes, const wire::Value& ticking, Watch& watch);

// A search's summary fields, inside an open record.
inline void summaryFields(wire::Reply& reply, const Result& result) {
  reply.key("count").number(static_cast<double>(result.count)).key("nodes").number(static_cast<double>(result.nodes));
  reply.key("stopped").number(static_cast<int>(result.stop));
}

// A puzzle as text (in `symbols`' alphabet, or the default one) or as numbers; with `alphabet`,
// the alphabet it is written in.
sudoku::Grid gridOf(const wire::Value& puzzle, std::string_view symbols, std::string* alphabet);

// A Sudoku variant as web/lib/variant.js hands it over: { x, windoku, regions: a map's text or an
// Int32Array of region numbers (or null), cages: a map's text, or null with cageCells, cageStarts
// and cageSums (cage k is cageCells[cageStarts[k] .. cageStarts[k + 1]))}.
sudoku::Variant variantFrom(const wire::Value& spec, int size);

}  // namespace dlx::bindings
