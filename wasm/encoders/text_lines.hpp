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

// The lines of a text one at a time, numbered from 1; a last line without '\n' counts, and so does
// the empty line after a final '\n'.
class Lines {
 public:
  explicit Lines(std::string_view text) : text_(text) {}

  bool next(std::string_view& line) {
    if (pos_ > text_.size()) return false;
    std::size_t end = text_.find('\n', pos_);
    if (end == std::string_view::npos) end = text_.size();
    line = text_.substr(pos_, end - pos_);
    pos_ = end + 1;
    ++number_;
    return true;
  }
  [[nodiscard]] int number() const { return number_; }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int number_ = 0;
};

[[noreturn]] inline void lineError(int line, const std::string& message) {
  rangeError("line " + std::to_string(line) + ": " + message, Place{line, 0, 0});
}

}  // namespace dlx::text
