// Strong links (wasm/logic/strong_links.cpp): for each form, a position where its rung gives the
// next step, with Sukaku Explainer's value and removals there (tests/fixtures/logic-strong-links.txt,
// each checked against SE's own StrongLinks producer), and no easier rung applies; and SE's reading
// of a box's three places in an L.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "encoders/sudoku_text.hpp"
#include "logic/ladder.hpp"
#include "logic/techniques.hpp"
#include "../test_helpers.hpp"

namespace dlx {
namespace {

// The board of a position: its digits, then each empty cell's candidates.
logic::Board boardOf(const std::string& digits, const std::string& candidates) {
  logic::Board board(sudoku::parseText(digits).grid, {});
  const auto marks = test::fields(candidates, ',');
  EXPECT_EQ(marks.size(), 81u);
  for (int cell = 0; cell < 81; ++cell) {
    if (board.value[cell] != 0) continue;
    logic::Mask m = 0;
    for (char c : marks[cell]) m |= logic::bit(c - '0');
    board.keep(cell, m);
  }
  return board;
}

struct Form {
  std::string rung, technique, value, source, digits, candidates, cells, removals, se;
};

std::vector<Form> forms() {
  std::ifstream in(std::string(DLX_FIXTURES) + "/logic-strong-links.txt");
  std::vector<Form> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto f = test::fields(line, '|');
    if (f.size() != 9) {
      ADD_FAILURE() << line;
      continue;
    }
    out.push_back({f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8]});
  }
  return out;
}

class StrongLinks : public ::testing::TestWithParam<std::string> {};

TEST_P(StrongLinks, ItsRungGivesSukakuExplainersStepAndNoEasierRungApplies) {
  const auto all = forms();
  const Form* form = nullptr;
  for (const auto& f : all) form = f.technique == GetParam() ? &f : form;
  ASSERT_NE(form, nullptr) << GetParam() << " has no position in logic-strong-links.txt";
  SCOPED_TRACE(form->source + ": SE " + form->se);
  const auto board = boardOf(form->digits, form->candidates);
  logic::Step step;
  ASSERT_TRUE(logic::nextStep(board, step));
  EXPECT_STREQ(logic::nameOf(step.technique), form->technique.c_str());
  EXPECT_EQ(std::to_string(step.difficulty / 10) + "." + std::to_string(step.difficulty % 10), form->value);
  std::string cells, removals;
  for (int c : step.cells) cells += (cells.empty() ? "" : " ") + std::to_string(c);
  for (const auto& x : step.removals) removals += (removals.empty() ? "" : " ") + std::to_string(x.cell) + ":" + std::to_string(x.digit);
  EXPECT_EQ(cells, form->cells);
  EXPECT_EQ(removals, form->removals);
  // The chain runs from its start (off) to its end (on), one digit, through its houses.
  ASSERT_EQ(step.chains.size(), 1u);
  EXPECT_FALSE(step.chains[0].front().on);
  EXPECT_TRUE(step.chains[0].back().on);
  EXPECT_EQ(logic::count(step.digits), 1);
  EXPECT_GE(step.houses.size(), 3u);
  int rung = 0;
  while (rung < logic::kRungs && form->rung != logic::kLadder[rung].name) ++rung;
  ASSERT_LT(rung, logic::kRungs);
  for (int easier = 0; easier < rung; ++easier) {
    logic::Step other;
    EXPECT_FALSE(logic::kLadder[easier].find(board, other)) << logic::kLadder[easier].name << " applies first";
  }
}

INSTANTIATE_TEST_SUITE_P(EachForm, StrongLinks,
                         ::testing::Values("skyscraper", "two-string-kite", "turbot-fish", "grouped-skyscraper",
                                           "grouped-two-string-kite", "grouped-turbot-fish", "three-strong-links",
                                           "grouped-three-strong-links", "x-loop", "grouped-x-loop", "four-strong-links",
                                           "grouped-four-strong-links"),
                         [](const auto& info) {
                           std::string name = info.param;
                           for (char& c : name) c = c == '-' ? '_' : c;
                           return name;
                         });

// Three places of a box in an L (r1c5, r1c6, r2c5: the heart r1c5 where the box's row and column
// cross) make one link, r1c6 against the column's group r1c5-r2c5, never r1c6 against r2c5 alone:
// so no chain runs from r2c5 along row 2 (SE's producer finds no step here; read the other way,
// r1c6 = 9 false would not make r2c5 true). Puzzle 3 of 9x9-se-rated-diabolical.txt after its
// first 12 steps.
TEST(StrongLinksReading, ABoxsThreePlacesInAnLKeepTheirHeart) {
  const auto board = boardOf("800500621065102080201004050009201070020050030080903200050300002010025790602000503",
                             ",3479,347,,379,79,,,,379,,,,379,,349,,479,,379,,68,68,,39,,79,345,34,,,468,,48,,4568,147,,"
                             "467,478,,678,1489,,489,1457,,467,,47,,,146,45,479,,478,,1479,679,148,146,,34,,348,46,,,,,468,,"
                             "479,,478,14789,789,,14,");
  ASSERT_TRUE(board.candidates[4] & logic::bit(9));  // the heart r1c5 holds 9
  logic::Step step;
  EXPECT_FALSE(logic::findStrongLinks(board, step, 2));
}

}  // namespace
}  // namespace dlx
