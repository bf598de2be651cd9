#include "knuth_text.hpp"

#include <algorithm>

#include "../core/errors.hpp"
#include "named_items.hpp"
#include "text_lines.hpp"

namespace dlx::knuth {
using text::lineError;
using text::words;

namespace {

std::string quoted(std::string_view word) { return "'" + std::string(word) + "'"; }

// "name", "hi|name" or "lo:hi|name" (Knuth's dlx3), the bound checked; `bounded` says whether one
// was given.
std::string_view itemWithBound(std::string_view word, int line, Bound& bound, bool& bounded) {
  const std::size_t bar = word.find('|');
  bounded = bar != std::string_view::npos;
  if (!bounded) return word;
  const std::string_view name = word.substr(bar + 1);
  const std::string_view range = word.substr(0, bar);
  if (name.empty()) lineError(line, quoted(word) + " bounds no item: write lo:hi|name or hi|name, as in 2:3|x");
  bound = readBound(range, "item " + quoted(name), line);
  return name;
}

}  // namespace

Bound readBound(std::string_view text, const std::string& what, int line) {
  const auto number = [&](std::string_view digits) {
    std::int64_t value = 0;
    if (digits.empty()) value = -1;
    for (char c : digits) {
      if (c < '0' || c > '9') {
        value = -1;
        break;
      }
      value = std::min<std::int64_t>(value * 10 + (c - '0'), kMaxBound + 1);
    }
    if (value < 0) lineError(line, what + ": bound '" + std::string(text) + "' is not lo:hi or hi, as in 2:3 or 2");
    if (value > kMaxBound) {
      lineError(line, what + ": bound '" + std::string(text) + "' is over the limit " + std::to_string(kMaxBound));
    }
    return static_cast<int>(value);
  };
  const std::size_t colon = text.find(':');
  Bound bound;
  bound.hi = number(colon == std::string_view::npos ? text : text.substr(colon + 1));
  bound.lo = colon == std::string_view::npos ? bound.hi : number(text.substr(0, colon));
  checkBound(bound, "line " + std::to_string(line) + ": " + what, Place{line, 0, 0});
  return bound;
}

Parsed parse(std::string_view text) {
  Parsed parsed;
  named::Builder builder;
  bool haveItems = false;
  text::Lines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    const int lineNumber = lines.number();
    if (!line.empty() && line[0] == '|') continue;  // a comment
    const auto tokens = words(line);
    if (tokens.empty()) continue;

    if (!haveItems) {
      haveItems = true;
      parsed.itemLine = lineNumber;
      bool secondary = false;
      for (std::string_view word : tokens) {
        if (word == "|") {
          if (secondary) lineError(lineNumber, "'|' appears twice; it separates primary from secondary items once");
          secondary = true;
          continue;
        }
        Bound bound;
        bool bounded = false;
        const std::string_view name = itemWithBound(word, lineNumber, bound, bounded);
        builder.item(name, bound, bounded, secondary, lineNumber);
        parsed.items.emplace_back(name);
      }
      if (builder.items() == 0) lineError(lineNumber, "the item line names no items");
      continue;
    }

    builder.beginOption("option " + std::to_string(parsed.options.size() + 1), lineNumber);
    std::string option;
    for (std::string_view word : tokens) {
      const std::size_t colon = word.find(':');
      const bool colored = colon != std::string_view::npos;
      builder.entry(word.substr(0, colon), colored ? word.substr(colon + 1) : std::string_view(), colored);
      if (!option.empty()) option.push_back(' ');
      option.append(word);
    }
    builder.endOption();
    parsed.options.push_back(std::move(option));
    parsed.optionLines.push_back(lineNumber);
  }
  if (!haveItems) rangeError("the text has no item line; the first line must name the items");
  parsed.problem = builder.finish();
  return parsed;
}

std::string write(const Problem& problem, const std::vector<std::string>& items) {
  std::string out;
  for (int c = 0; c < problem.columns; ++c) {
    if (c == problem.primary) out += c == 0 ? "| " : " | ";
    else if (c > 0) out += ' ';
    if (c < problem.primary && !problem.bounds.empty()) {
      const Bound& b = problem.bounds[c];
      if (b.lo != b.hi) out += std::to_string(b.lo) + ":" + std::to_string(b.hi) + "|";
      else if (b.hi != 1) out += std::to_string(b.hi) + "|";
    }
    out += items[c];
  }
  out += '\n';
  for (int r = 0; r < problem.rows(); ++r) {
    for (int k = problem.rowStart[r]; k < problem.rowStart[r + 1]; ++k) {
      if (k > problem.rowStart[r]) out += ' ';
      out += items[problem.entries[k]];
      if (!problem.colors.empty() && problem.colors[k] != 0) out += ":" + std::to_string(problem.colors[k]);
    }
    out += '\n';
  }
  return out;
}

}  // namespace dlx::knuth
