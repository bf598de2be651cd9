#include "cover_text.hpp"

#include <cctype>

#include "../core/errors.hpp"
#include "knuth_text.hpp"
#include "matrix_text.hpp"
#include "text_lines.hpp"

namespace dlx::cover_text {

Format formatNamed(std::string_view name) {
  if (name == "auto") return Format::Auto;
  if (name == "knuth") return Format::Knuth;
  if (name == "matrix") return Format::Matrix;
  rangeError("format '" + std::string(name.substr(0, 20)) + "' is not one of 'auto', 'knuth', 'matrix'");
}

Format detect(std::string_view text) {
  text::Lines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    const auto words = text::words(line);
    if (words.empty() || line[0] == '|') continue;
    auto whole = [](std::string_view word) {
      for (const char c : word) {
        if (c < '0' || c > '9') return false;
      }
      return true;
    };
    return words.size() == 2 && whole(words[0]) && whole(words[1]) ? Format::Matrix : Format::Knuth;
  }
  return Format::Knuth;
}

std::vector<TextProblem> parse(std::string_view text, Format format, int most) {
  if (format == Format::Auto) format = detect(text);
  std::vector<TextProblem> out;
  if (format == Format::Knuth) {
    knuth::Parsed parsed = knuth::parse(text);
    TextProblem one;
    one.problem = std::move(parsed.problem);
    one.line = parsed.itemLine;
    one.options = std::move(parsed.options);
    one.items = std::move(parsed.items);
    out.push_back(std::move(one));
    return out;
  }
  auto matrices = matrix::parseText(text);
  if (most > 0 && static_cast<int>(matrices.size()) > most) {
    const int line = matrices[static_cast<std::size_t>(most)].line;
    text::lineError(line, "a further matrix starts here, and one problem is asked for (exactCoverEach, or the "
                          "command line's cover, solves each)");
  }
  for (auto& matrix : matrices) {
    TextProblem one;
    one.format = Format::Matrix;
    one.problem = std::move(matrix.problem);
    one.line = matrix.line;
    out.push_back(std::move(one));
  }
  return out;
}

}  // namespace dlx::cover_text
