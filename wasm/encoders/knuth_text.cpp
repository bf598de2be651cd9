#include "knuth_text.hpp"

#include <unordered_map>

#include "../core/errors.hpp"
#include "text_lines.hpp"

namespace dlx::knuth {
using text::lineError;
using text::words;

Parsed parse(std::string_view text) {
  Parsed parsed;
  Problem& problem = parsed.problem;
  std::unordered_map<std::string_view, int> index;
  std::vector<int> lastRow;
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
        if (word.find('|') != std::string_view::npos || word.find(':') != std::string_view::npos) {
          lineError(lineNumber, "item name '" + std::string(word) + "' may not contain '|' or ':'");
        }
        if (index.count(word)) lineError(lineNumber, "item '" + std::string(word) + "' is named twice");
        index.emplace(word, problem.columns++);
        parsed.items.emplace_back(word);
        if (!secondary) problem.primary = problem.columns;
      }
      if (problem.columns == 0) lineError(lineNumber, "the item line names no items");
      lastRow.assign(static_cast<std::size_t>(problem.columns), -1);
      continue;
    }

    const int row = problem.rows();
    std::string option;
    for (std::string_view word : tokens) {
      if (word.find(':') != std::string_view::npos) {
        lineError(lineNumber, "'" + std::string(word) + "' has a color; colors (dlx2) are not supported");
      }
      const auto found = index.find(word);
      if (found == index.end()) {
        lineError(lineNumber, "'" + std::string(word) + "' is not an item named on the first line");
      }
      const int column = found->second;
      if (lastRow[column] == row) lineError(lineNumber, "item '" + std::string(word) + "' appears twice in this option");
      lastRow[column] = row;
      problem.entries.push_back(column);
      if (!option.empty()) option.push_back(' ');
      option.append(word);
    }
    problem.rowStart.push_back(static_cast<int>(problem.entries.size()));
    parsed.options.push_back(std::move(option));
    parsed.optionLines.push_back(lineNumber);
  }
  if (!haveItems) rangeError("the text has no item line; the first line must name the items");
  validate(problem);
  return parsed;
}

}  // namespace dlx::knuth
