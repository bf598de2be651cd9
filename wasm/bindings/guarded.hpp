// What the Embind bindings (cover_bindings.cpp) share: copying results out of the WASM heap, and
// returning a failure as a value.
#pragma once

#include <emscripten/bind.h>

#include <vector>

#include "bindings/failure.hpp"

namespace dlx::bindings {

using emscripten::val;

template <typename T>
inline val copyToJs(const std::vector<T>& data) {
  // slice() copies out of the WASM heap: the result stays valid when memory grows.
  return val(emscripten::typed_memory_view(data.size(), data.data())).call<val>("slice");
}

// Runs `body` and returns its result, or, when it fails, { failed: { name, message, line, row,
// column } } (the description web/lib/errors.js reads) for web/lib/facade.js to throw. The error is returned, never thrown: a JS
// exception unwinding through WASM frames would skip restoring Emscripten's stack pointer, and a
// long run of failing calls would then overrun the stack (docs/design.md, "Bindings").
template <typename Body>
val guarded(Body body) {
  val out = val::undefined();
  dlx::bindings::Failure failure;
  if (dlx::bindings::runCatching([&] { out = val(body()); }, failure)) return out;
  val description = val::object();
  description.set("name", std::string(failure.errorClass));
  description.set("message", failure.message);
  description.set("line", failure.place.line);
  description.set("row", failure.place.row);
  description.set("column", failure.place.column);
  val wrapped = val::object();
  wrapped.set("failed", description);
  return wrapped;
}

}  // namespace dlx::bindings
