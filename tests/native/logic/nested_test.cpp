// Dynamic forcing chains, dynamic forcing chains (+) and nested forcing chains, as Sukaku
// Explainer's serate takes them: on puzzles of top1465 and of the forum's hardest list, the
// ladder walked from the start meets each technique first where serate does, with serate's value
// and conclusion (serate's lines quoted); nextStep gives it, so no earlier rung applies there.
#include <gtest/gtest.h>

#include <string>

#include "encoders/sudoku_text.hpp"
#include "logic/ladder.hpp"
#include "logic/techniques.hpp"

namespace dlx {
namespace {

constexpr const char* kTop77 = "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5";
// The forum's hardest list (HardestDatabase110626), its first puzzle (serate 10.3/1.2/1.2) and its
// fifth in /work/oracle/forum12.txt's order (serate 11.0/1.2/1.2).
constexpr const char* kForum1 = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
constexpr const char* kForum1Solution = "621943758783615492594728361142879635357461289869532174238197546916354827475286913";
constexpr const char* kForum5 = "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8";

// The first step of `technique` on the way from `puzzle`, and what was taken before it.
logic::Step firstOf(const char* puzzle, logic::Technique technique, int& before) {
  logic::Board board(sudoku::parseText(puzzle).grid, {});
  logic::Step step;
  before = 0;
  while (logic::nextStep(board, step)) {
    if (step.technique == technique) return step;
    logic::apply(board, step);
    ++before;
  }
  ADD_FAILURE() << "no " << logic::nameOf(technique) << " on the way";
  return step;
}

TEST(NestedChains, DynamicContradiction) {
  // serate: "9.2, Contradiction Forcing Chain: r5c1.4 on ==> r3c2.5 both on & off"
  int before = 0;
  const logic::Step step = firstOf(kTop77, logic::Technique::ContradictionForcingChain, before);
  EXPECT_EQ(step.difficulty, 92);
  ASSERT_EQ(step.removals.size(), 1u);
  EXPECT_EQ(step.removals[0].cell, 4 * 9 + 0);
  EXPECT_EQ(step.removals[0].digit, 4);
  ASSERT_EQ(step.chains.size(), 2u);
  const auto& on = step.chains[0].back();
  const auto& off = step.chains[1].back();
  EXPECT_EQ(on.cell, off.cell);
  EXPECT_EQ(on.digit, off.digit);
  EXPECT_NE(on.on, off.on);
  EXPECT_EQ(on.cell, 2 * 9 + 1);  // r3c2
  EXPECT_EQ(on.digit, 5);
}

TEST(NestedChains, DynamicPlusRegion) {
  // serate: "9.7, Region Forcing Chains: 5 in column ==> r1c3.5 off", level 1 (+)
  int before = 0;
  const logic::Step step = firstOf(kTop77, logic::Technique::DynamicForcingChainPlus, before);
  EXPECT_EQ(step.difficulty, 97);
  ASSERT_EQ(step.removals.size(), 1u);
  EXPECT_EQ(step.removals[0].cell, 2);  // r1c3
  EXPECT_EQ(step.removals[0].digit, 5);
  ASSERT_EQ(step.houses.size(), 1u);
  EXPECT_EQ(step.chains.size(), step.cells.size());
  EXPECT_EQ(step.digits, logic::bit(5));
}

TEST(NestedChains, NestedForcingChainLevel2) {
  // serate: "10.3, Region Forcing Chains: 3 in row ==> r6c5.4 off", its first step after a single
  int before = 0;
  const logic::Step step = firstOf(kForum1, logic::Technique::NestedForcingChain, before);
  EXPECT_EQ(before, 1);
  EXPECT_EQ(step.difficulty, 103);
  ASSERT_EQ(step.removals.size(), 1u);
  EXPECT_EQ(step.removals[0].cell, 5 * 9 + 4);  // r6c5
  EXPECT_EQ(step.removals[0].digit, 4);
  EXPECT_EQ(step.digits, logic::bit(3));
  ASSERT_EQ(step.houses.size(), 1u);
}

TEST(NestedChains, NestedMultipleForcingChainLevel3) {
  // serate: "10.9, Region Forcing Chains: 1 in row ==> r2c9.2 off", after three level 1-2 steps
  int before = 0;
  const logic::Step step = firstOf(kForum5, logic::Technique::NestedMultipleForcingChain, before);
  EXPECT_EQ(step.difficulty, 109);
  ASSERT_EQ(step.removals.size(), 1u);
  EXPECT_EQ(step.removals[0].cell, 1 * 9 + 8);  // r2c9
  EXPECT_EQ(step.removals[0].digit, 2);
  EXPECT_EQ(step.digits, logic::bit(1));
}

TEST(NestedChains, PlusRatingAsSerate) {
  logic::Board board(sudoku::parseText(kTop77).grid, {});
  const logic::Rating rating = logic::solveLogically(board);
  EXPECT_TRUE(rating.solved);
  EXPECT_EQ(rating.difficulty, 98);
  EXPECT_EQ(rating.pearl, 12);
  EXPECT_EQ(rating.diamond, 12);
}

}  // namespace
}  // namespace dlx

namespace dlx {
namespace {

// Level 4 (dynamic forcing chains nested in dynamic ones), where serate would take level 2 first:
// its rung called alone on forum #1's first hard position gives a step that agrees with the
// solution (the soundness sweep meets level 4 only where nothing easier applies).
TEST(NestedChains, NestedDynamicStepIsSound) {
  logic::Board board(sudoku::parseText(kForum1).grid, {});
  logic::Step step;
  ASSERT_TRUE(logic::nextStep(board, step));  // the hidden single first
  logic::apply(board, step);
  ASSERT_TRUE(logic::findDynamicChains(board, step, 4, 0));
  EXPECT_EQ(step.technique, logic::Technique::NestedDynamicForcingChain);
  EXPECT_GE(step.difficulty, 105);
  for (const auto& r : step.removals) EXPECT_NE(kForum1Solution[r.cell] - '0', r.digit);
  for (const auto& p : step.placements) EXPECT_EQ(kForum1Solution[p.cell] - '0', p.digit);
}

}  // namespace
}  // namespace dlx
