// The one exception type user input can raise (the bindings turn it into a JS RangeError: JS types
// are checked before C++ sees a value). The optional place (1-based; 0 = not known) lets callers
// point at the line or cell at fault.
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

[[noreturn]] inline void rangeError(const std::string& message, Place place = {}) {
  throw InputError(message, place);
}

}  // namespace dlx
