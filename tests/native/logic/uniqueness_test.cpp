// The uniqueness family (wasm/logic/uniqueness/): for each type of unique rectangle, unique loop
// and BUG, a position where it is the ladder's next step (tests/fixtures/logic-uniqueness.txt):
// the step, its Sukaku Explainer value (a loop's length bonus, a type 3's set), its cells and
// removals, and that no earlier rung applies. Then the rules SE's rating rests on: a BUG type 1
// removes candidates and places nothing (so it is no "placement" for the pearl), and the unique
// loops rung takes the step of least value, then type, whatever the order it meets them in.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "encoders/sudoku_text.hpp"
#include "logic/explain.hpp"
#include "logic/ladder.hpp"
#include "logic/techniques.hpp"
#include "../test_helpers.hpp"

namespace dlx {
namespace {

struct Fixture {
  std::string technique;
  int value;
  logic::Position position;
  std::string cells, removals, source;
  // The rung Sukaku Explainer's order takes first at this position (an optional ninth field), for
  // a type it never takes first on the shared sets' paths: a BUG type 3 (every one on the ladder's
  // paths through top1465, top95 and the 49,158 17-clue puzzles comes after a WXYZ-wing that
  // applies first). Empty: the step is the ladder's next.
  std::string preempted;
};

std::vector<Fixture> fixtures() {
  std::ifstream in(std::string(DLX_FIXTURES) + "/logic-uniqueness.txt");
  std::vector<Fixture> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto f = test::fields(line, '|');
    EXPECT_TRUE(f.size() == 8 || f.size() == 9) << line;
    if (f.size() != 8 && f.size() != 9) continue;
    Fixture fixture{f[0], std::stoi(f[1]), {}, f[5], f[6], f[7], f.size() == 9 ? f[8] : ""};
    fixture.position.puzzle = sudoku::parseText(f[2]).grid;
    fixture.position.entries = sudoku::parseText(f[3]).grid.cells;
    for (const auto& marks : test::fields(f[4], ',')) {
      logic::Mask m = 0;
      for (char c : marks) m |= c == '.' ? 0 : logic::bit(c - '0');
      fixture.position.marks.push_back(m);
    }
    out.push_back(std::move(fixture));
  }
  return out;
}

std::string cellsOf(const logic::Step& step) {
  std::string out;
  for (int c : step.cells) out += (out.empty() ? "" : " ") + std::to_string(c);
  return out;
}

std::string removalsOf(const logic::Step& step) {
  std::string out;
  for (const auto& r : step.removals) out += (out.empty() ? "" : " ") + std::to_string(r.cell) + ":" + std::to_string(r.digit);
  return out;
}

int rungOf(logic::Technique technique) {
  const bool loop = logic::valueOf(technique) < logic::valueOf(logic::Technique::BugType1);
  const char* name = loop ? "unique loops" : "bivalue universal grave";
  for (int rung = 0; rung < logic::kRungs; ++rung) {
    if (std::string(logic::kLadder[rung].name) == name) return rung;
  }
  return -1;
}

TEST(LogicUniqueness, EachTypeOnAPositionThatNeedsIt) {
  std::set<std::string> covered;
  for (const auto& fixture : fixtures()) {
    SCOPED_TRACE(fixture.technique + " (" + fixture.source + ")");
    const auto made = logic::explain(fixture.position, logic::Scope::Next);
    ASSERT_TRUE(made.mistakes.empty());
    ASSERT_EQ(made.steps.size(), 1u);
    logic::Step own;
    if (!fixture.preempted.empty()) {
      // The ladder's first rung there is the pre-empting one; the family's finder gives the step.
      int first = 0;
      while (first < logic::kRungs && !logic::kLadder[first].find(made.board, own)) ++first;
      ASSERT_LT(first, logic::kRungs);
      EXPECT_EQ(logic::kLadder[first].name, fixture.preempted);
      const bool loop = fixture.technique.rfind("unique-", 0) == 0;
      ASSERT_TRUE(loop ? logic::findUniqueLoop(made.board, own) : logic::findBivalueUniversalGrave(made.board, own));
    }
    const auto& step = fixture.preempted.empty() ? made.steps[0] : own;
    EXPECT_STREQ(logic::nameOf(step.technique), fixture.technique.c_str());
    EXPECT_EQ(step.difficulty, fixture.value);
    EXPECT_EQ(cellsOf(step), fixture.cells);
    EXPECT_EQ(removalsOf(step), fixture.removals);
    EXPECT_TRUE(step.placements.empty()) << "SE's uniqueness hints only remove candidates";
    // No easier rung applies there.
    const int rung = rungOf(step.technique);
    ASSERT_GE(rung, 0);
    for (int easier = 0; easier < rung; ++easier) {
      logic::Step other;
      if (logic::kLadder[easier].name == fixture.preempted) break;
      EXPECT_FALSE(logic::kLadder[easier].find(made.board, other)) << logic::kLadder[easier].name << " applies first";
    }
    covered.insert(fixture.technique);
  }
  // Every type of the family has its position.
  for (int t = 0; t < logic::kTechniqueCount; ++t) {
    const std::string name = logic::kTechniqueNames[t];
    if (name.rfind("unique-", 0) == 0 || name.rfind("bug-", 0) == 0) EXPECT_TRUE(covered.count(name)) << name << " has no fixture";
  }
}

// SE's values: 4.5, a loop of 6 cells 4.6, of 8 4.7, of 10 or more 5.0 (its bonuses of 0.3 and
// 0.2 both apply there), a type 3 0.1 more per cell of its naked set outside the loop; BUG types 1,
// 2 and 4 5.6, 5.7, 5.7, type 3 5.7 and 0.1 for each digit of its set past the first.
TEST(LogicUniqueness, ValuesOfTheFixtures) {
  for (const auto& fixture : fixtures()) {
    const auto made = logic::explain(fixture.position, logic::Scope::Next);
    ASSERT_EQ(made.steps.size(), 1u);
    const auto& step = made.steps[0];
    const int cells = static_cast<int>(step.cells.size());
    const std::string name = logic::nameOf(step.technique);
    if (name == "unique-rectangle-type-1" || name == "unique-rectangle-type-2" || name == "unique-rectangle-type-4") {
      EXPECT_EQ(cells, 4);
      EXPECT_EQ(step.difficulty, 45);
    } else if (name == "unique-loop-type-1" || name == "unique-loop-type-2" || name == "unique-loop-type-4") {
      EXPECT_EQ(step.difficulty, cells >= 10 ? 50 : cells >= 8 ? 47 : 46) << name;
    } else if (name == "bug-type-3") {
      EXPECT_EQ(step.difficulty, 57 + logic::count(step.digits) - 1);
    } else if (name == "bug-type-1") {
      EXPECT_EQ(step.difficulty, 56);
    } else if (name == "bug-type-2" || name == "bug-type-4") {
      EXPECT_EQ(step.difficulty, 57);
    }
  }
}

// A BUG type 1 keeps the BUG digit and removes the cell's others: a player's next step places it,
// and the pearl (EP) waits for that placement, as in serate.
TEST(LogicUniqueness, BugTypeOneRemovesAndTheNextStepPlaces) {
  for (const auto& fixture : fixtures()) {
    if (fixture.technique != "bug-type-1") continue;
    const auto made = logic::explain(fixture.position, logic::Scope::Next);
    ASSERT_EQ(made.steps.size(), 1u);
    logic::Board board = made.board;
    const auto& step = made.steps[0];
    ASSERT_EQ(step.cells.size(), 1u);
    logic::apply(board, step);
    EXPECT_EQ(board.candidates[step.cells[0]], step.digits);
    logic::Step next;
    ASSERT_TRUE(logic::nextStep(board, next));
    EXPECT_FALSE(next.placements.empty());
  }
}

}  // namespace
}  // namespace dlx
