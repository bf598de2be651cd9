// Knuth's exact-cover text format (the input of his dlx1): the first line names the items, with '|'
// before the secondary ones; every later line is an option listing the items it covers. Lines
// starting with '|' are comments, blank lines are skipped.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../core/problem.hpp"

namespace dlx::knuth {

struct Parsed {
  Problem problem;
  std::vector<std::string> items;    // names, in column order
  std::vector<std::string> options;  // each option's item names joined by single spaces, in row order
  std::vector<int> optionLines;      // 1-based line of each option in the text
  int itemLine = 0;                  // 1-based line of the item line
};

// Throws InputError naming the line (1-based) and the item at fault.
Parsed parse(std::string_view text);

// Knuth's multiplicity, as on his item line and for a polyomino's count: "lo:hi" or "hi" (lo = hi),
// 0 <= lo <= hi, 1 <= hi <= kMaxBound. Throws InputError naming the line and `what` ("item 'x'").
Bound readBound(std::string_view text, const std::string& what, int line);

// A problem an encoder built, as text parse() reads back: the item line (bounds as lo:hi|name or
// hi|name), then one option per line. Colors are written by number (x:1).
std::string write(const Problem& problem, const std::vector<std::string>& items);

}  // namespace dlx::knuth
