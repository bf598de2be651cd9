// A problem by name: Knuth's items and options as words, with every check that names them (a
// color on a primary item, a bound on a secondary one, an unknown item, the same item twice in an
// option, an option with no primary item). The one place for those rules, used by Knuth's text
// (knuth_text.cpp) and by the structured form of the JS API (the bindings).
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "../core/problem.hpp"

namespace dlx::named {

class Builder {
 public:
  // `line`: where a text has the item or option, named first in every error (0: no text, the JS
  // form). Items come first: the primary ones, each with its bound (`bounded`: one was written),
  // then the secondary ones.
  void item(std::string_view name, Bound bound, bool bounded, bool secondary, int line);
  // `label` names the option in errors: "option 2" (a text's second) or "options[1]" (JS).
  void beginOption(const std::string& label, int line);
  // An entry of the current option: an item's name, with a color when `colored`.
  void entry(std::string_view name, std::string_view color, bool colored);
  void endOption();

  [[nodiscard]] int items() const { return problem_.columns; }
  // The problem: colors and bounds kept only when some entry or item has one, so that plain
  // problems keep the plain searches; then validated.
  Problem finish();

 private:
  [[noreturn]] void fail(const std::string& message) const;

  Problem problem_;
  std::unordered_map<std::string, int> index_;
  std::unordered_map<std::string, int> colorIndex_;
  std::vector<int> lastRow_;
  bool secondarySeen_ = false;
  bool anyBound_ = false;
  bool anyColor_ = false;
  bool coversPrimary_ = false;
  int line_ = 0;       // the current item's or option's line, for errors
  std::string label_;  // the current option's label and ": ", for errors
};

}  // namespace dlx::named
