#include "encoders/knuth_text.hpp"

#include <gtest/gtest.h>

#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {

std::string errorOf(const std::string& text) {
  return test::messageOf([&] { knuth::parse(text); });
}

TEST(KnuthText, ParsesItemsOptionsAndComments) {
  const auto parsed = knuth::parse(
      "| Knuth's example with one secondary item\n"
      "A B C D E F | G\n"
      "C E F\n"
      "\n"
      "A D G\n"
      "B C F\n"
      "A D\n"
      "B G\n"
      "  D   E  G \r\n");
  EXPECT_EQ(parsed.items, (std::vector<std::string>{"A", "B", "C", "D", "E", "F", "G"}));
  EXPECT_EQ(parsed.problem.primary, 6);
  EXPECT_EQ(parsed.problem.columns, 7);
  EXPECT_EQ(parsed.options.size(), 6u);
  EXPECT_EQ(parsed.options[5], "D E G");
  EXPECT_EQ(parsed.optionLines[1], 5);
  const Result r = solve(parsed.problem, Limits::find(0));
  // With G secondary, {A D}{B G}{C E F} still covers; {C E F}{A D}{B ...} needs B: only rows 0,3,4.
  EXPECT_EQ(r.count, 1u);
  EXPECT_EQ(r.solutions.rows, (std::vector<int>{0, 3, 4}));
}

TEST(KnuthText, NamesTheLineAndItem) {
  EXPECT_EQ(errorOf("a b\na c\n"), "line 2: 'c' is not an item named on the first line");
  EXPECT_EQ(errorOf("a b\n\na a\n"), "line 3: item 'a' appears twice in this option");
  EXPECT_EQ(errorOf("a b a\n"), "line 1: item 'a' is named twice");
  EXPECT_EQ(errorOf("a | b | c\n"), "line 1: '|' appears twice; it separates primary from secondary items once");
  EXPECT_EQ(errorOf("a b\na:red\n"), "line 2: 'a:red' has a color; colors (dlx2) are not supported");
  EXPECT_EQ(errorOf("| only a comment\n\n"), "the text has no item line; the first line must name the items");
}

}  // namespace
}  // namespace dlx
