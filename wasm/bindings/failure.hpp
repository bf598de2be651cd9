// How a failed call reaches JS, shared by the Embind bindings and the plain C exports: a C++
// exception is caught at the boundary and described (which JS error class, its message, where in
// the input), so JS can build a real Error and the module stays usable.
#pragma once

#include <exception>
#include <new>
#include <string>

#include "core/errors.hpp"

namespace dlx::bindings {

struct Failure {
  const char* errorClass = "RangeError";  // bad input and out of memory; "Error" for a defect
  std::string message;
  Place place;
};

// Runs `body`; returns true if it finished, else fills `failure` and returns false.
template <typename Body>
bool runCatching(Body&& body, Failure& failure) {
  try {
    body();
    return true;
  } catch (const InputError& e) {
    failure = Failure{"RangeError", e.what(), e.place()};
  } catch (const std::bad_alloc&) {
    failure = Failure{"RangeError", "out of memory: the problem is too large for the WASM heap (at most 2 GiB)", {}};
  } catch (const std::exception& e) {
    failure = Failure{"Error", std::string("internal error: ") + e.what(), {}};
  }
  return false;
}

}  // namespace dlx::bindings
