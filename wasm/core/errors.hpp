// The one exception type user input can raise (the bindings turn it into a JS RangeError: JS types
// are checked before C++ sees a value). The optional place (1-based; 0 = not known) lets callers
// point at the line or cell at fault. The WASM modules are built without C++ exceptions
// (DLX_NO_EXCEPTIONS): there a failure ends the entry point's call instead
// (wasm/bindings/call_scope.hpp); natively it is thrown.
#pragma once

#include <stdexcept>
#include <string>

namespace dlx {

struct Place {
  int line = 0;    // line of a text input
  int row = 0;     // row of a grid
  int column = 0;  // column of a grid
};

class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& message, Place place = {}) : std::runtime_error(message), place_(place) {}
  [[nodiscard]] const Place& place() const { return place_; }

 private:
  Place place_;
};

#ifdef DLX_NO_EXCEPTIONS
// Ends the current entry point's call with a JS error of class `errorClass` (call_scope.cpp).
[[noreturn]] void failCall(const char* errorClass, const std::string& message, Place place);
#endif

[[noreturn]] inline void rangeError(const std::string& message, Place place = {}) {
#ifdef DLX_NO_EXCEPTIONS
  failCall("RangeError", message, place);
#else
  throw InputError(message, place);
#endif
}

// A defect of the module or of its JS caller, never the user's input: natively an `Exception`
// (what the native tests expect), in WASM a JS Error.
template <typename Exception = std::logic_error>
[[noreturn]] void internalError(const std::string& message) {
#ifdef DLX_NO_EXCEPTIONS
  failCall("Error", "internal error: " + message, {});
#else
  throw Exception(message);
#endif
}

}  // namespace dlx
