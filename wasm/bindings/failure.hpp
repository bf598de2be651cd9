// How a failed call reaches JS, shared by every C export: a C++ exception is caught at the
// boundary and described (which JS error class, its message, where in the input), so JS can build
// a real Error and the module stays usable.
#pragma once

#include <string>
#include <type_traits>

#include "core/errors.hpp"

namespace dlx::bindings {

struct Failure {
  const char* errorClass = "RangeError";  // bad input and out of memory; "Error" for a defect
  std::string message;
  Place place;
};

// run(body) inside the one try block of the module (failure.cpp): each entry point's own catch
// clauses weighed 0.5-2 KB of code.
bool runCatchingCall(void (*run)(void*), void* body, Failure& failure);

// Runs `body`; returns true if it finished, else fills `failure` and returns false.
template <typename Body>
bool runCatching(Body&& body, Failure& failure) {
  using Callable = std::remove_reference_t<Body>;
  return runCatchingCall([](void* b) { (*static_cast<Callable*>(b))(); }, &body, failure);
}

}  // namespace dlx::bindings
