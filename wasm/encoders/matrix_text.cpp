#include "matrix_text.hpp"

#include <cctype>
#include <string>

#include "../core/errors.hpp"
#include "text_lines.hpp"

namespace dlx::matrix {
namespace {

using text::lineError;
using text::words;

// The next line that is not blank, from `lines`; false at the end of the text.
bool nextFilled(text::Lines& lines, std::string_view& line) {
  while (lines.next(line)) {
    for (const char c : line) {
      if (!std::isspace(static_cast<unsigned char>(c))) return true;
    }
  }
  return false;
}

// A whole number in [lo, hi] written in decimal, or -1.
long long wholeNumber(std::string_view word, long long lo, long long hi) {
  if (word.empty() || word.size() > 12) return -1;
  long long value = 0;
  for (char c : word) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value >= lo && value <= hi ? value : -1;
}

}  // namespace

std::vector<TextMatrix> parseText(std::string_view text) {
  std::vector<TextMatrix> out;
  text::Lines lines(text);
  std::string_view line;
  while (nextFilled(lines, line)) {
    const auto header = words(line);
    const long long rows = header.size() == 2 ? wholeNumber(header[0], 0, kMaxRows) : -1;
    const long long columns = header.size() == 2 ? wholeNumber(header[1], 1, kMaxColumns) : -1;
    if (rows < 0 || columns < 0) {
      lineError(lines.number(), "expected the matrix size \"N M\" (rows 0.." + std::to_string(kMaxRows) +
                                  ", columns 1.." + std::to_string(kMaxColumns) + "); got \"" +
                                  std::string(line.substr(0, 40)) + "\"");
    }
    TextMatrix matrix;
    matrix.line = lines.number();
    matrix.problem.columns = matrix.problem.primary = static_cast<int>(columns);
    for (long long r = 0; r < rows; ++r) {
      if (!nextFilled(lines, line)) {
        lineError(lines.number(), "the text ends after " + std::to_string(r) + " of the " + std::to_string(rows) +
                                    " rows announced on line " + std::to_string(matrix.line));
      }
      auto values = words(line);
      if (values.size() == 1 && static_cast<long long>(values[0].size()) == columns && columns > 1) {
        // Written together: "0110" is four values.
        std::string_view packed = values[0];
        values.clear();
        for (std::size_t k = 0; k < packed.size(); ++k) values.push_back(packed.substr(k, 1));
      }
      if (static_cast<long long>(values.size()) != columns) {
        lineError(lines.number(), "expected " + std::to_string(columns) + " values of 0 or 1; found " +
                                    std::to_string(values.size()));
      }
      bool any = false;
      for (std::size_t c = 0; c < values.size(); ++c) {
        if (values[c] == "1") {
          matrix.problem.entries.push_back(static_cast<int>(c));
          any = true;
        } else if (values[c] != "0") {
          lineError(lines.number(), "value " + std::to_string(c + 1) + " is \"" + std::string(values[c].substr(0, 20)) +
                                      "\"; only 0 and 1 are allowed");
        }
      }
      if (!any) lineError(lines.number(), "the row has no 1; every row must cover a column");
      matrix.problem.rowStart.push_back(static_cast<int>(matrix.problem.entries.size()));
    }
    out.push_back(std::move(matrix));
  }
  if (out.empty()) rangeError("the text holds no matrix; expected a line \"N M\" and then N rows");
  return out;
}

}  // namespace dlx::matrix
