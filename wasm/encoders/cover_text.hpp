// An exact-cover problem as text, in either format: Knuth's items and options (knuth_text.hpp) or
// the judge's "N M" 0/1 matrix (matrix_text.hpp). The one place that tells them apart, for the API,
// the command line and the page alike.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../core/problem.hpp"

namespace dlx::cover_text {

enum class Format { Auto, Knuth, Matrix };

// "auto", "knuth" or "matrix"; InputError naming the value otherwise.
Format formatNamed(std::string_view name);

// Auto: a matrix when the first line that is neither blank nor a '|' comment is two whole numbers
// ("N M"), else Knuth's format.
Format detect(std::string_view text);

struct TextProblem {
  Format format = Format::Knuth;     // Knuth or Matrix: the format it was read in
  Problem problem;
  int line = 0;                      // 1-based line where the problem starts (its item line or header)
  std::vector<std::string> options;  // Knuth's format only: each option's item names, in row order
  std::vector<std::string> items;    // Knuth's format only: the items' names, in column order
};

// Every problem of the text: one in Knuth's format, one or more matrices following each other in
// the "N M" format. `most` > 0: an InputError, naming the line where the next one starts, when the
// text holds more. Throws InputError naming the line (and item or value) at fault.
std::vector<TextProblem> parse(std::string_view text, Format format, int most = 0);

}  // namespace dlx::cover_text
