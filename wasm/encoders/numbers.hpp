// Numbers arrive from JavaScript as doubles, so NaN, fractions and huge values reach C++ intact and
// are rejected here with the caller's description of where they stood.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>

#include "../core/errors.hpp"

namespace dlx {

// The number as printf("%.17g") writes it ("0.5", "1e+300", "NaN" and "Infinity" as JS writes
// them), worked out without printf or iostream, which would triple the module (numbers.cpp).
std::string describeNumber(double value);

// The integer value of `value` if it is one in [lo, hi]; otherwise a RangeError that starts with
// `where` ("row 3, position 2") and says what was expected.
inline int integerIn(double value, int lo, int hi, const std::string& where, Place place = {}) {
  if (!(value >= lo && value <= hi) || std::floor(value) != value) {
    rangeError(where + ": " + describeNumber(value) + " is not an integer in " + std::to_string(lo) +
                   ".." + std::to_string(hi),
               place);
  }
  return static_cast<int>(value);
}

// A 32-bit unsigned integer (a seed), 0..4294967295.
inline std::uint32_t uint32In(double value, const std::string& where) {
  if (!(value >= 0 && value <= 4294967295.0) || std::floor(value) != value) {
    rangeError(where + ": " + describeNumber(value) + " is not an integer in 0..4294967295");
  }
  return static_cast<std::uint32_t>(value);
}

}  // namespace dlx
