#include "knuth_text.hpp"

#include <algorithm>
#include <unordered_map>

#include "../core/errors.hpp"
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
  Problem& problem = parsed.problem;
  std::unordered_map<std::string_view, int> index;
  std::unordered_map<std::string_view, int> colorIndex;
  std::vector<int> lastRow;
  bool haveItems = false;
  bool anyBound = false;
  bool anyColor = false;
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
        if (bounded && secondary) {
          lineError(lineNumber, quoted(word) + " bounds secondary item " + quoted(name) +
                                    "; only primary items (before '|') take bounds");
        }
        if (name.find('|') != std::string_view::npos || name.find(':') != std::string_view::npos) {
          lineError(lineNumber, "item name " + quoted(name) + " may not contain '|' or ':'");
        }
        if (index.count(name)) lineError(lineNumber, "item " + quoted(name) + " is named twice");
        index.emplace(name, problem.columns++);
        parsed.items.emplace_back(name);
        if (!secondary) {
          problem.primary = problem.columns;
          problem.bounds.push_back(bound);
          anyBound = anyBound || bound.lo != 1 || bound.hi != 1;
        }
      }
      if (problem.columns == 0) lineError(lineNumber, "the item line names no items");
      lastRow.assign(static_cast<std::size_t>(problem.columns), -1);
      continue;
    }

    const int row = problem.rows();
    const std::string where = "option " + std::to_string(row + 1) + ": ";
    bool coversPrimary = false;
    std::string option;
    for (std::string_view word : tokens) {
      const std::size_t colon = word.find(':');
      const std::string_view name = word.substr(0, colon);
      const auto found = index.find(name);
      if (found == index.end()) {
        lineError(lineNumber, where + quoted(name) + " is not an item named on the first line");
      }
      const int column = found->second;
      int color = 0;
      if (colon != std::string_view::npos) {
        const std::string_view colorName = word.substr(colon + 1);
        if (column < problem.primary) {
          lineError(lineNumber, where + quoted(word) + " gives primary item " + quoted(name) +
                                    " a color; only secondary items (after '|') take colors");
        }
        if (colorName.empty()) lineError(lineNumber, where + quoted(word) + ": the color after ':' is empty");
        if (colorName.find(':') != std::string_view::npos) {
          lineError(lineNumber, where + quoted(word) + ": a color may not contain ':'");
        }
        color = colorIndex.emplace(colorName, static_cast<int>(colorIndex.size()) + 1).first->second;
        anyColor = true;
      }
      coversPrimary = coversPrimary || column < problem.primary;
      if (lastRow[column] == row) lineError(lineNumber, where + "item " + quoted(name) + " appears twice in this option");
      lastRow[column] = row;
      problem.entries.push_back(column);
      problem.colors.push_back(color);
      if (!option.empty()) option.push_back(' ');
      option.append(word);
    }
    // As in Knuth's programs the search branches on primary items only, so such an option could never
    // be chosen (his programs skip it with a warning; here it is an error, nothing dropped unseen).
    if (!coversPrimary) lineError(lineNumber, where + "names no primary item; every option needs one");
    problem.rowStart.push_back(static_cast<int>(problem.entries.size()));
    parsed.options.push_back(std::move(option));
    parsed.optionLines.push_back(lineNumber);
  }
  if (!haveItems) rangeError("the text has no item line; the first line must name the items");
  // Plain problems keep the plain searches (dlx.cpp routes on these).
  if (!anyColor) problem.colors.clear();
  if (!anyBound) problem.bounds.clear();
  validate(problem);
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
