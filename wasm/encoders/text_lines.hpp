// Reading line-based text formats: the words of a line, and an error that names its line.
#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "../core/errors.hpp"

namespace dlx::text {

inline std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    const std::size_t begin = i;
    while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    if (i > begin) out.push_back(line.substr(begin, i - begin));
  }
  return out;
}

[[noreturn]] inline void lineError(int line, const std::string& message) {
  rangeError("line " + std::to_string(line) + ": " + message, Place{line, 0, 0});
}

}  // namespace dlx::text
