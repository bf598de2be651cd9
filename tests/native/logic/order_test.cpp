// The basic techniques take Sukaku Explainer's step, not merely one of its value: on puzzles whose
// paths serate printed (tests/fixtures/se-paths.txt, its sentences verbatim), every step of the
// ladder is serate's, in order: value, technique, the cell and digit of a single, the cells and
// digits of the others, the kinds of their houses. The order of each finder's search decides it
// (house_order.hpp and the finders' notes), and SE's direct steps only place their single.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <memory>
#include <regex>
#include <string>
#include <vector>

#include "encoders/sudoku.hpp"
#include "encoders/sudoku_text.hpp"
#include "logic/ladder.hpp"
#include "logic/techniques.hpp"

namespace dlx {
namespace {

// SE's names of the techniques the fixture holds, and ours (SE's hidden single at 1.0 is our full
// house).
const std::vector<std::pair<std::string, std::vector<std::string>>> kNames = {
    {"Hidden Single", {"hidden-single", "full-house"}},
    {"Naked Single", {"naked-single"}},
    {"Direct Pointing", {"direct-pointing"}},
    {"Direct Claiming", {"direct-claiming"}},
    {"Direct Hidden Pair", {"direct-hidden-pair"}},
    {"Direct Hidden Triplet", {"direct-hidden-triple"}},
    {"Pointing", {"pointing"}},
    {"Claiming", {"claiming"}},
    {"Naked Pair", {"naked-pair"}},
    {"Naked Triplet", {"naked-triple"}},
    {"Naked Quad", {"naked-quad"}},
    {"X-Wing", {"x-wing"}},
    {"Swordfish", {"swordfish"}},
    {"Jellyfish", {"jellyfish"}},
    {"Hidden Pair", {"hidden-pair"}},
    {"Hidden Triplet", {"hidden-triple"}},
    {"Hidden Quad", {"hidden-quad"}},
};

std::string cellName(int cell) { return "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1); }

std::string sorted(std::vector<std::string> items) {
  std::sort(items.begin(), items.end());
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ",") + item;
  return out;
}

std::vector<std::string> splitList(const std::string& text) {
  std::vector<std::string> out;
  std::size_t from = 0;
  while (from <= text.size()) {
    const auto to = std::min(text.find(',', from), text.size());
    out.push_back(text.substr(from, to - from));
    from = to + 1;
  }
  return out;
}

// The kinds of houses a sentence names, in order ("in block and column", "in 2 columns and 2 rows").
std::vector<std::string> kindsIn(const std::string& text) {
  std::vector<std::string> out;
  static const std::regex word("block|row|column");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator(); ++it) {
    const std::string kind = it->str() == "block" ? "box" : it->str();
    if (out.empty() || out.back() != kind) out.push_back(kind);
  }
  return out;
}

// A step as SE's sentence gives it, and ours in the same terms.
struct Seen {
  std::string value, technique, cells, digits;
  std::vector<std::string> kinds;
};

Seen fromSerate(const std::string& line) {
  static const std::regex shape(R"(^(\d\.\d), ([^:]+): (.*)$)");
  static const std::regex set(R"(^Cells ([^:]+): ([\d,]+) (.*)$)");
  static const std::regex single(R"(^(r\dc\d): (\d)(.*)$)");
  std::smatch m, rest;
  EXPECT_TRUE(std::regex_match(line, m, shape)) << line;
  Seen seen{m[1], m[2], "", "", {}};
  const std::string text = m[3];
  if (std::regex_match(text, rest, set)) {
    seen.cells = sorted(splitList(rest[1]));
    seen.digits = sorted(splitList(rest[2]));
    seen.kinds = kindsIn(rest[3]);
  } else if (std::regex_match(text, rest, single)) {
    seen.cells = rest[1];
    seen.digits = rest[2];
    seen.kinds = kindsIn(rest[3]);
  } else {
    ADD_FAILURE() << "not a sentence of the basic techniques: " << line;
  }
  return seen;
}

Seen fromLadder(const logic::Board& board, const logic::Step& step) {
  Seen seen;
  seen.value = std::to_string(step.difficulty / 10) + "." + std::to_string(step.difficulty % 10);
  seen.technique = logic::nameOf(step.technique);
  // A single names the cell it fills; a set, its cells (a direct one's, not its single's).
  const bool single = step.technique == logic::Technique::FullHouse || step.technique == logic::Technique::HiddenSingle ||
                      step.technique == logic::Technique::NakedSingle;
  std::vector<std::string> cells, digits;
  if (single) cells.push_back(cellName(step.placements[0].cell));
  else for (int cell : step.cells) cells.push_back(cellName(cell));
  const logic::Mask set = single ? logic::bit(step.placements[0].digit) : step.digits;
  for (int d = 1; d <= 9; ++d) {
    if (set & logic::bit(d)) digits.push_back(std::to_string(d));
  }
  seen.cells = sorted(cells);
  seen.digits = sorted(digits);
  for (int h : step.houses) {
    const std::string kind = logic::kHouseKindNames[static_cast<int>(board.houses[h].kind)];
    if (seen.kinds.empty() || seen.kinds.back() != kind) seen.kinds.push_back(kind);
  }
  return seen;
}

TEST(LogicOrder, EveryStepIsSukakuExplainersOnItsPrintedPaths) {
  std::ifstream in(std::string(DLX_FIXTURES) + "/se-paths.txt");
  ASSERT_TRUE(in) << "tests/fixtures/se-paths.txt";
  std::string line, puzzle;
  int puzzles = 0, steps = 0;
  std::unique_ptr<logic::Board> board;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (line.rfind("puzzle ", 0) == 0) {
      puzzle = line.substr(7);
      board = std::make_unique<logic::Board>(sudoku::parseText(puzzle).grid, sudoku::Variant{});
      ++puzzles;
      continue;
    }
    ASSERT_TRUE(board) << line;
    if (line == "end" || line == "more") {
      if (line == "end") EXPECT_TRUE(board->solved()) << puzzle << ": serate's path ends; ours does not";
      board.reset();
      continue;
    }
    SCOPED_TRACE(puzzle + ", serate's step: " + line);
    const Seen expected = fromSerate(line);
    logic::Step step;
    ASSERT_TRUE(logic::nextStep(*board, step)) << "the ladder stops";
    const Seen got = fromLadder(*board, step);
    EXPECT_EQ(got.value, expected.value);
    const auto names = std::find_if(kNames.begin(), kNames.end(), [&](const auto& n) { return n.first == expected.technique; });
    ASSERT_NE(names, kNames.end()) << expected.technique;
    EXPECT_NE(std::find(names->second.begin(), names->second.end(), got.technique), names->second.end()) << got.technique;
    EXPECT_EQ(got.cells, expected.cells);
    EXPECT_EQ(got.digits, expected.digits);
    // Ours may name one house more (a direct step's single's house): SE's come first.
    ASSERT_GE(got.kinds.size(), expected.kinds.size());
    for (std::size_t k = 0; k < expected.kinds.size(); ++k) EXPECT_EQ(got.kinds[k], expected.kinds[k]);
    // SE's direct steps place their single and remove nothing.
    if (got.technique.rfind("direct-", 0) == 0) {
      EXPECT_TRUE(step.removals.empty());
      EXPECT_EQ(step.placements.size(), 1u);
    }
    if (::testing::Test::HasFailure()) return;  // the path has parted: later steps say nothing more
    logic::apply(*board, step);
    ++steps;
  }
  EXPECT_EQ(puzzles, 7);
  EXPECT_GE(steps, 300);
}

// A direct claiming never comes first on a classic grid (tests/fixtures/README.md: a hidden single
// or a direct pointing always applies before it), so no path above has one: its finder alone,
// wherever one applies on the paths of the fixture's puzzles. Its single is SE's: in another line
// of the first's kind that crosses the box, outside the box, and right.
TEST(LogicOrder, DirectClaimingFindsItsSingleInALineAsSukakuExplainerDoes) {
  std::ifstream in(std::string(DLX_FIXTURES) + "/se-paths.txt");
  std::string line;
  int found = 0;
  while (std::getline(in, line)) {
    if (line.rfind("puzzle ", 0) != 0) continue;
    const auto grid = sudoku::parseText(line.substr(7)).grid;
    const auto solved = sudoku::solve(grid, Limits::find(1));
    ASSERT_EQ(solved.search.count, 1u);
    logic::Board board(grid, sudoku::Variant{});
    logic::Step step, claiming;
    while (logic::nextStep(board, step)) {
      if (logic::findIntersection(board, claiming, false, true)) {
        ++found;
        SCOPED_TRACE(line);
        EXPECT_EQ(claiming.technique, logic::Technique::DirectClaiming);
        ASSERT_EQ(claiming.houses.size(), 3u);
        const auto& first = board.houses[claiming.houses[0]];
        const auto& box = board.houses[claiming.houses[1]];
        const auto& single = board.houses[claiming.houses[2]];
        EXPECT_TRUE(first.kind == logic::HouseKind::Row || first.kind == logic::HouseKind::Column);
        EXPECT_EQ(box.kind, logic::HouseKind::Box);
        EXPECT_EQ(single.kind, first.kind);
        EXPECT_NE(claiming.houses[2], claiming.houses[0]);
        EXPECT_TRUE(claiming.removals.empty());
        ASSERT_EQ(claiming.placements.size(), 1u);
        const auto [cell, digit] = claiming.placements[0];
        EXPECT_NE(std::find(single.cells.begin(), single.cells.end(), cell), single.cells.end());
        EXPECT_EQ(std::find(box.cells.begin(), box.cells.end(), cell), box.cells.end());
        EXPECT_EQ(solved.grids[cell], digit);
        // And an easier rung applies: the ladder's step is a single or a direct pointing.
        EXPECT_TRUE(step.technique == logic::Technique::FullHouse || step.technique == logic::Technique::HiddenSingle ||
                    step.technique == logic::Technique::DirectPointing)
            << logic::nameOf(step.technique);
      }
      logic::apply(board, step);
    }
  }
  EXPECT_GE(found, 10);
}

}  // namespace
}  // namespace dlx
