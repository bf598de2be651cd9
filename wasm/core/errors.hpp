// The one exception type user input can raise. `kind` tells the bindings which JS error to throw.
#pragma once

#include <stdexcept>
#include <string>

namespace dlx {

enum class ErrorKind { Type, Range };

class InputError : public std::runtime_error {
 public:
  InputError(ErrorKind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
  [[nodiscard]] ErrorKind kind() const { return kind_; }

 private:
  ErrorKind kind_;
};

[[noreturn]] inline void rangeError(const std::string& message) {
  throw InputError(ErrorKind::Range, message);
}

[[noreturn]] inline void typeError(const std::string& message) {
  throw InputError(ErrorKind::Type, message);
}

}  // namespace dlx
