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
  EXPECT_EQ(errorOf("a b\na c\n"), "line 2: option 1: 'c' is not one of the items");
  EXPECT_EQ(errorOf("a b\na\n\na a\n"), "line 4: option 2: item 'a' appears twice in this option");
  EXPECT_EQ(errorOf("a | x\na x:1 x:1\n"), "line 2: option 1: item 'x' appears twice in this option");
  EXPECT_EQ(errorOf("a b a\n"), "line 1: item 'a' is named twice");
  EXPECT_EQ(errorOf("a | b | c\n"), "line 1: '|' appears twice; it separates primary from secondary items once");
  EXPECT_EQ(errorOf("a | b\nb\n"), "line 2: option 1: names no primary item; every option needs one");
  EXPECT_EQ(errorOf("| only a comment\n\n"), "the text has no item line; the first line must name the items");
}

TEST(KnuthText, ReadsColorsAndBounds) {
  const auto parsed = knuth::parse("A 2|B 0:3|C | x y\nA x:red\nB x:red y:blue\nC y\n");
  EXPECT_EQ(parsed.items, (std::vector<std::string>{"A", "B", "C", "x", "y"}));
  ASSERT_EQ(parsed.problem.bounds.size(), 3u);
  EXPECT_EQ(parsed.problem.bounds[1].lo, 2);
  EXPECT_EQ(parsed.problem.bounds[1].hi, 2);
  EXPECT_EQ(parsed.problem.bounds[2].lo, 0);
  EXPECT_EQ(parsed.problem.bounds[2].hi, 3);
  // One number per color name, shared by every item; 0 where an entry has none.
  EXPECT_EQ(parsed.problem.colors, (std::vector<int>{0, 1, 0, 1, 2, 0, 0}));
  EXPECT_EQ(parsed.options[1], "B x:red y:blue");
  // Plain text stays plain, for the plain searches.
  const auto plain = knuth::parse("A B | x\nA x\nB\n");
  EXPECT_TRUE(plain.problem.colors.empty());
  EXPECT_TRUE(plain.problem.bounds.empty());
}

TEST(KnuthText, NamesTheBadColorOrBound) {
  EXPECT_EQ(errorOf("a | x\na:red\n"),
            "line 2: option 1: 'a:red' gives primary item 'a' a color; only secondary items (after '|') take colors");
  EXPECT_EQ(errorOf("a | x\na x:\n"), "line 2: option 1: 'x:': the color after ':' is empty");
  EXPECT_EQ(errorOf("a | x\na x:r:g\n"), "line 2: option 1: 'x:r:g': a color must be a word: no spaces, ':' or '|'");
  EXPECT_EQ(errorOf("a | 2|x\n"), "line 1: 'x' is a secondary item and takes no bounds; only primary items (before '|') do");
  EXPECT_EQ(errorOf("3:2|a\n"), "line 1: item 'a': lower bound 3 is outside 0..2 (the upper bound)");
  EXPECT_EQ(errorOf("0|a\n"), "line 1: item 'a': upper bound 0 is below 1");
  EXPECT_EQ(errorOf("99999999|a\n"), "line 1: item 'a': bound '99999999' is over the limit 4194304");
  EXPECT_EQ(errorOf("1:2|\n"), "line 1: '1:2|' bounds no item: write lo:hi|name or hi|name, as in 2:3|x");
  EXPECT_EQ(errorOf("1:|a\n"), "line 1: item 'a': bound '1:' is not lo:hi or hi, as in 2:3 or 2");
  EXPECT_EQ(errorOf("x2|a\n"), "line 1: item 'a': bound 'x2' is not lo:hi or hi, as in 2:3 or 2");
}

}  // namespace
}  // namespace dlx
