#include "named_items.hpp"

#include "../core/errors.hpp"

namespace dlx::named {

namespace {

std::string quoted(std::string_view word) { return "'" + std::string(word) + "'"; }

// Names and colors are words of Knuth's text: non-empty, no white space, and no ':' or '|'
// (which his format gives a meaning), so that any problem can be written back as text.
bool isWord(std::string_view word) {
  if (word.empty()) return false;
  for (char c : word) {
    if (c == ':' || c == '|' || c == ' ' || (c >= 0 && c < ' ') || c == 127) return false;
  }
  return true;
}

}  // namespace

void Builder::fail(const std::string& message) const {
  const std::string at = line_ > 0 ? "line " + std::to_string(line_) + ": " : "";
  rangeError(at + label_ + message, Place{line_, 0, 0});
}

void Builder::item(std::string_view name, Bound bound, bool bounded, bool secondary, int line) {
  line_ = line;
  label_.clear();
  if (bounded && secondary) {
    fail(quoted(name) + " is a secondary item and takes no bounds; only primary items (before '|') do");
  }
  if (bounded) checkBound(bound, (line > 0 ? "line " + std::to_string(line) + ": " : "") + "item " + quoted(name), Place{line, 0, 0});
  if (!isWord(name)) fail("item name " + quoted(name) + " must be a word: no spaces, ':' or '|'");
  if (!secondary && secondarySeen_) fail("primary item " + quoted(name) + " comes after the secondary ones");
  if (!index_.emplace(std::string(name), problem_.columns).second) fail("item " + quoted(name) + " is named twice");
  ++problem_.columns;
  secondarySeen_ = secondarySeen_ || secondary;
  if (!secondary) {
    problem_.primary = problem_.columns;
    problem_.bounds.push_back(bound);
    anyBound_ = anyBound_ || bound.lo != 1 || bound.hi != 1;
  }
}

void Builder::beginOption(const std::string& label, int line) {
  line_ = line;
  label_ = label + ": ";
  coversPrimary_ = false;
  lastRow_.resize(static_cast<std::size_t>(problem_.columns), -1);
}

void Builder::entry(std::string_view name, std::string_view color, bool colored) {
  const std::string word = colored ? std::string(name) + ":" + std::string(color) : std::string(name);
  const auto found = index_.find(std::string(name));
  if (found == index_.end()) fail(quoted(name) + " is not one of the items");
  const int column = found->second;
  int number = 0;
  if (colored) {
    if (column < problem_.primary) {
      fail(quoted(word) + " gives primary item " + quoted(name) + " a color; only secondary items (after '|') take colors");
    }
    if (color.empty()) fail(quoted(word) + ": the color after ':' is empty");
    if (!isWord(color)) fail(quoted(word) + ": a color must be a word: no spaces, ':' or '|'");
    number = colorIndex_.emplace(std::string(color), static_cast<int>(colorIndex_.size()) + 1).first->second;
    anyColor_ = true;
  }
  const int row = problem_.rows();
  if (lastRow_[column] == row) fail("item " + quoted(name) + " appears twice in this option");
  lastRow_[column] = row;
  coversPrimary_ = coversPrimary_ || column < problem_.primary;
  problem_.entries.push_back(column);
  problem_.colors.push_back(number);
}

void Builder::endOption() {
  // As in Knuth's programs the search branches on primary items only, so such an option could never
  // be chosen (his programs skip it with a warning; here it is an error, nothing dropped unseen).
  if (!coversPrimary_) fail("names no primary item; every option needs one");
  problem_.rowStart.push_back(static_cast<int>(problem_.entries.size()));
}

Problem Builder::finish() {
  if (!anyColor_) problem_.colors.clear();
  if (!anyBound_) problem_.bounds.clear();
  validate(problem_);
  return std::move(problem_);
}

}  // namespace dlx::named
