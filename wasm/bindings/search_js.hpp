// What the Embind entry points (cover_bindings.cpp) share: the searches a slice left, a result's
// summary fields.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <vector>

#include "bindings/summary.hpp"
#include "core/dlx.hpp"

namespace dlx::bindings {

// The searches a slice left, each its own Int32Array, so that callers need not know their format.
inline emscripten::val searchesToJs(const std::vector<int>& flat, const std::vector<int>& ends) {
  emscripten::val out = emscripten::val::array();
  int begin = 0;
  for (const int end : ends) {
    out.call<void>("push", emscripten::val(emscripten::typed_memory_view(end - begin, flat.data() + begin)).call<emscripten::val>("slice"));
    begin = end;
  }
  return out;
}

// Registers a result's summary fields (summary.hpp) on its value_object.
template <typename T>
emscripten::value_object<T>& withSummary(emscripten::value_object<T>& object) {
  return object.field("count", &T::count).field("nodes", &T::nodes).field("stopped", &T::stopped);
}

}  // namespace dlx::bindings
