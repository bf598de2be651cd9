// The chains family below the dynamic ones, each on a position where it is the next step: SE's
// "Forcing Chains & Cycles" producer (X-, Y- and XY-cycles, forcing X-chains, forcing chains),
// Nishio forcing chains, and cell and region forcing chains (multiple). For each: the technique
// and value nextStep gives, what it removes or places, that it carries its chains, and that no
// earlier rung of the ladder applies there. The positions (values and candidates) come from the
// project's own solving paths through top1465 and the shared sets; the values match serate's for
// those steps where it takes them.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "encoders/sudoku_text.hpp"
#include "logic/chains/length.hpp"
#include "logic/ladder.hpp"
#include "logic/techniques.hpp"

namespace dlx {
namespace {

struct Fixture {
  const char* technique;
  int difficulty;
  const char* values;      // 81 cells, '.' empty
  const char* candidates;  // per cell, comma separated
  const char* removals;    // "cell:digit ..."
  const char* placements;
  std::size_t chains;
  // The rung Sukaku Explainer's order takes first at this position, for the techniques it never
  // takes first on the shared sets' paths (X-cycles and forcing X-chains: every one the ladder's
  // paths through top1465, top95 and the 49,158 17-clue puzzles meet is an X-loop or a turbot fish
  // of the strong-link rungs, which come first); nullptr: none, the step is the next.
  const char* preempted = nullptr;
};

const Fixture kFixtures[] = {
    {"x-cycle", 65,
     "5...93......5..293493.72.853.57....9846951327..93.685...74.59...54..9..693..6754.",
     ",128,128,168,,,1467,167,14,67,67,18,,148,48,,,,,,,16,,,16,,,,12,,,248,48,146,16,,,,,,,,,,,127,127,,,24,,,,14,26,268,,,13,,,13,28,12,,,128,38,,17,37,,,,128,12,,,,,28",
     "3:1 6:1 33:1", "", 1, "two strong links"},
    {"y-cycle", 66,
     ".4..1.2.....3.9.7..1..........43.6..8....1.5....28....735..8......6..39.9....3...",
     "356,,79,578,,67,,368,35689,256,2568,268,,246,,145,,16,2356,,79,578,24567,24,4589,3468,345689,125,59,12,,,57,,128,2789,,267,23,79,69,,47,,234,1456,5679,1346,,,567,179,13,1379,,,,19,249,,14,1246,1246,124,28,1248,,57,24,,,57,,26,246,157,2457,,1578,1248,12578",
     "15:4 24:4 37:7 61:1 62:1", "", 1},
    {"forcing-x-chain", 66,
     "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
     ",569,1268,5789,,15789,25,2567,5679,1237,359,12,,127,14579,,2357,34579,23678,3569,268,45789,278,45789,2345,23567,,1236,346,1246,378,,13678,23,,378,123,,59,3479,17,13479,,12357,3457,136,,59,,168,134689,345,1358,3458,68,46,468,,,,,35,35,,,,78,678,678,,,,,,,35,,35,,68,68",
     "44:4", "", 1, "two strong links"},
    {"xy-cycle", 71,
     "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
     ",569,1268,789,,178,25,267,5679,1237,59,12,,127,49,,2357,3459,23678,39,268,459,278,578,34,2367,,1236,346,1246,378,,13678,23,,78,23,,59,49,17,349,,12357,357,136,,59,,168,13689,345,158,458,68,46,468,,,,,35,35,,,,78,678,678,,,,,,,35,,35,,68,68",
     "27:3 32:3 33:3", "", 1},
    {"forcing-chain", 72,
     "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
     ",569,1268,5789,,1578,25,2567,5679,1237,359,12,,127,14579,,2357,34579,23678,3569,268,45789,278,45789,2345,23567,,1236,346,1246,378,,13678,23,,378,123,,59,479,17,13479,,12357,357,136,,59,,168,13689,345,1358,3458,68,46,468,,,,,35,35,,,,78,678,678,,,,,,,35,,35,,68,68",
     "5:5", "", 1},
    {"nishio-forcing-chain", 79,
     "7.8...3.....2.1...5.........4.....263...8.......1...93.9.6....4....7.5...........",
     ",126,,459,4569,4569,,1456,1259,469,36,3469,,34569,,4679,45678,5789,,1236,123469,78,3469,78,12469,146,129,189,,1579,3579,59,3579,178,,,,1267,12679,479,,24679,147,1457,157,268,25678,2567,,2456,24567,478,,,128,,12357,,125,2358,127,1378,,12468,12368,12346,3489,,23489,,1368,1289,12468,1235678,1234567,34589,12459,234589,12679,13678,12789",
     "73:2", "", 2},
    {"cell-forcing-chain", 84,
     "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
     ",569,1268,5789,,178,25,267,5679,1237,359,12,,127,49,,2357,3459,23678,359,268,45789,278,578,34,2367,,1236,346,1246,378,,13678,23,,78,123,,59,49,17,349,,12357,357,136,,59,,168,13689,345,1358,458,68,46,468,,,,,35,35,,,,78,678,678,,,,,,,35,,35,,68,68",
     "36:1", "", 3},
    {"region-forcing-chain", 83,
     "4...3.......6..8..........1....5..9..8....6...7.2........1927..513...942927.4.1..",
     ",569,1268,5789,,15789,25,2567,5679,1237,359,12,,127,14579,,2357,34579,23678,3569,268,45789,278,45789,2345,23567,,1236,346,1246,378,,13678,23,,378,123,,59,3479,17,13479,,12357,357,136,,59,,168,13689,345,1358,3458,68,46,468,,,,,35,35,,,,78,678,678,,,,,,,35,,35,,68,68",
     "5:9", "", 3},
};

logic::Board boardOf(const Fixture& f) {
  logic::Board board(sudoku::parseText(f.values).grid, {});
  std::istringstream in(f.candidates);
  std::string marks;
  for (int cell = 0; cell < 81 && std::getline(in, marks, ','); ++cell) {
    if (board.value[cell] != 0) continue;
    logic::Mask m = 0;
    for (char c : marks) m |= logic::bit(c - '0');
    board.keep(cell, m);
  }
  return board;
}

std::string listOf(const std::vector<logic::Candidate>& xs) {
  std::string out;
  for (const auto& x : xs) out += (out.empty() ? "" : " ") + std::to_string(x.cell) + ":" + std::to_string(x.digit);
  return out;
}

class ChainsFixture : public ::testing::TestWithParam<Fixture> {};

TEST_P(ChainsFixture, IsTheNextStepWithItsValueAndChains) {
  const Fixture& f = GetParam();
  const logic::Board board = boardOf(f);
  logic::Step step;
  if (f.preempted) {
    // The chains' own finder gives the step; the ladder takes the pre-empting rung's first.
    logic::Step first;
    ASSERT_TRUE(logic::nextStep(board, first));
    int rung = 0;
    while (rung < logic::kRungs && !logic::kLadder[rung].find(board, first)) ++rung;
    ASSERT_LT(rung, logic::kRungs);
    EXPECT_STREQ(logic::kLadder[rung].name, f.preempted);
    ASSERT_TRUE(logic::findForcingChain(board, step));
  } else {
    ASSERT_TRUE(logic::nextStep(board, step));
  }
  EXPECT_STREQ(logic::nameOf(step.technique), f.technique);
  EXPECT_EQ(step.difficulty, f.difficulty);
  EXPECT_EQ(listOf(step.removals), f.removals);
  EXPECT_EQ(listOf(step.placements), f.placements);
  ASSERT_EQ(step.chains.size(), f.chains);
  for (const auto& chain : step.chains) {
    ASSERT_GE(chain.size(), 2u);
    // Each link of a chain is a candidate of the position, read on or off in turn where the chain
    // is a plain alternation (static chains); every node is a candidate there.
    for (const auto& node : chain) EXPECT_TRUE(board.candidates[node.cell] & logic::bit(node.digit)) << f.technique;
  }
  // No earlier rung applies: every rung before the chains' own finds nothing.
  const std::string own = step.technique == logic::Technique::NishioForcingChain ? "nishio forcing chains"
                          : step.technique == logic::Technique::CellForcingChain || step.technique == logic::Technique::RegionForcingChain
                              ? "cell and region forcing chains"
                              : "forcing chains";
  int rung = 0;
  while (rung < logic::kRungs && own != logic::kLadder[rung].name) ++rung;
  ASSERT_LT(rung, logic::kRungs);
  for (int easier = 0; easier < rung; ++easier) {
    logic::Step other;
    if (f.preempted && std::string(logic::kLadder[easier].name).find("strong links") != std::string::npos) continue;
    EXPECT_FALSE(logic::kLadder[easier].find(board, other)) << logic::kLadder[easier].name << " applies first";
  }
}

INSTANTIATE_TEST_SUITE_P(Logic, ChainsFixture, ::testing::ValuesIn(kFixtures),
                         [](const ::testing::TestParamInfo<Fixture>& info) {
                           std::string name = info.param.technique;
                           for (char& c : name) c = c == '-' ? '_' : c;
                           return name;
                         });

// SE's length bonus: +0.1 each time the nodes, less 2, pass 4, 6, 8, 12, 16, 24, 32, ...; and
// its values as doubles, where 6.5 plus one bonus ties with 6.6.
TEST(LogicChains, LengthBonusAsSukakuExplainer) {
  EXPECT_EQ(logic::lengthBonus(6), 0);
  EXPECT_EQ(logic::lengthBonus(7), 1);
  EXPECT_EQ(logic::lengthBonus(8), 1);
  EXPECT_EQ(logic::lengthBonus(9), 2);
  EXPECT_EQ(logic::lengthBonus(11), 3);
  EXPECT_EQ(logic::lengthBonus(14), 3);
  EXPECT_EQ(logic::lengthBonus(15), 4);
  EXPECT_EQ(logic::lengthBonus(19), 5);
  EXPECT_EQ(logic::lengthBonus(27), 6);
  EXPECT_EQ(logic::lengthBonus(35), 7);
  EXPECT_EQ(logic::chainDifficulty(6.5, 7), 6.6);
  EXPECT_EQ(logic::tenthsOf(logic::chainDifficulty(7.0, 35)), 77);
}

}  // namespace
}  // namespace dlx
