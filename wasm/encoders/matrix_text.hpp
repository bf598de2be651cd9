// The 0/1 matrix text format of classic exact-cover exercises: a line "N M", then N lines of M
// values 0/1 (separated by whitespace or written together). Several matrices may follow each other.
#pragma once

#include <string_view>
#include <vector>

#include "../core/problem.hpp"

namespace dlx::matrix {

struct TextMatrix {
  Problem problem;  // all columns primary
  int line = 0;     // 1-based line of its "N M" header
};

// Throws InputError naming the line (and value) at fault.
std::vector<TextMatrix> parseText(std::string_view text);

}  // namespace dlx::matrix
