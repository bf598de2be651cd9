// The corrector on probability tables built from a known puzzle: what a classifier that misread a
// digit, took a smudge for a digit or missed a given would give, and what no reading can fix.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "scan/corrector.hpp"

namespace dlx::scan {
namespace {

// top95's first puzzle: 17 givens, one solution, and minimal (any given left out leaves several).
const std::string kPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

int classOf(char symbol) { return static_cast<int>(std::string(kClassSymbols).find(symbol)); }

// A classifier's output that reads every cell as `puzzle` says with probability `sure`, the rest
// spread over the other classes.
std::vector<float> readingOf(const std::string& puzzle, float sure = 0.98F) {
  std::vector<float> probs(puzzle.size() * kClasses, (1 - sure) / (kClasses - 1));
  for (size_t cell = 0; cell < puzzle.size(); ++cell) probs[cell * kClasses + classOf(puzzle[cell])] = sure;
  return probs;
}

void setCell(std::vector<float>& probs, int cell, std::vector<std::pair<char, float>> chances) {
  float* p = probs.data() + static_cast<size_t>(cell) * kClasses;
  for (int k = 0; k < kClasses; ++k) p[k] = 0.001F;
  for (auto [symbol, chance] : chances) p[classOf(symbol)] = chance;
}

TEST(Corrector, KeepsAReadingWithOneSolution) {
  Reading reading = correct(9, readingOf(kPuzzle));
  EXPECT_TRUE(reading.unique);
  EXPECT_EQ(reading.puzzle, kPuzzle);
  EXPECT_TRUE(reading.corrected.empty());
  EXPECT_TRUE(reading.doubtful.empty());
  EXPECT_EQ(reading.tried, 0);
  ASSERT_EQ(reading.confidence.size(), 81U);
}

TEST(Corrector, FixesADigitReadAsAnotherThatClashes) {
  std::vector<float> probs = readingOf(kPuzzle);
  setCell(probs, 0, {{'9', 0.55F}, {'4', 0.40F}});  // the 4 at r1c1 read as a 9 (r1 has no 9 but...)
  setCell(probs, 6, {{'4', 0.6F}, {'8', 0.35F}});   // ...and r1c7's 8 as a 4, which clashes once r1c1 is right
  Reading reading = correct(9, probs);
  ASSERT_TRUE(reading.unique);
  EXPECT_EQ(reading.puzzle, kPuzzle);
  EXPECT_EQ(reading.corrected, (std::vector<int>{0, 6}));
  EXPECT_GE(reading.tried, 1);
}

TEST(Corrector, DropsASmudgeReadAsADigit) {
  std::vector<float> probs = readingOf(kPuzzle);
  setCell(probs, 1, {{'4', 0.7F}, {'.', 0.29F}});  // r1c2 is empty; a smudge read as 4 clashes with r1c1
  Reading reading = correct(9, probs);
  ASSERT_TRUE(reading.unique);
  EXPECT_EQ(reading.puzzle, kPuzzle);
  EXPECT_EQ(reading.corrected, std::vector<int>{1});
  EXPECT_EQ(reading.doubtful, std::vector<int>{1});  // 0.29 is not sure
}

TEST(Corrector, RestoresAGivenReadAsEmpty) {
  std::vector<float> probs = readingOf(kPuzzle);
  setCell(probs, 8, {{'.', 0.8F}, {'5', 0.19F}});  // the 5 at r1c9 missed: several solutions without it
  Reading reading = correct(9, probs);
  ASSERT_TRUE(reading.unique);
  EXPECT_EQ(reading.puzzle, kPuzzle);
  EXPECT_EQ(reading.corrected, std::vector<int>{8});
}

TEST(Corrector, NeverMakesAPrintedPuzzleUniqueWithADigitTheNetworkRulesOut) {
  // The puzzle with its r1c9 given left out has several solutions, and the network is sure the
  // cell is empty (p 0.995; the 5 it rules out at 0.004): a grid printed so comes back so.
  std::string several = kPuzzle;
  several[8] = '.';
  std::vector<float> probs = readingOf(several, 0.995F);
  setCell(probs, 8, {{'.', 0.995F}, {'5', 0.004F}});
  Reading reading = correct(9, probs);
  EXPECT_FALSE(reading.unique);
  EXPECT_EQ(reading.puzzle, several);
  EXPECT_TRUE(reading.corrected.empty());
}

TEST(Corrector, SaysSoWhenNoReadingHasOneSolution) {
  Reading reading = correct(9, readingOf(std::string(81, '.')));
  EXPECT_FALSE(reading.unique);
  EXPECT_EQ(reading.puzzle, std::string(81, '.'));
  EXPECT_TRUE(reading.corrected.empty());
}

TEST(Corrector, DoubtsWithoutChangingWhatIsRight) {
  std::vector<float> probs = readingOf(kPuzzle);
  setCell(probs, 0, {{'4', 0.6F}, {'9', 0.39F}});
  Reading reading = correct(9, probs);
  ASSERT_TRUE(reading.unique);
  EXPECT_EQ(reading.puzzle, kPuzzle);
  EXPECT_TRUE(reading.corrected.empty());
  EXPECT_EQ(reading.doubtful, std::vector<int>{0});
  EXPECT_NEAR(reading.confidence[0], 0.6F, 0.01F);
}

TEST(Corrector, ReadsA16x16InTheAlphabetItIsWrittenIn) {
  // A 16x16 written 0-F (its solution, every cell given: one solution).
  std::string zeroToF;
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 16; ++c) zeroToF += "0123456789ABCDEF"[(r * 4 + r / 4 + c) % 16];
  Reading reading = correct(16, readingOf(zeroToF));
  ASSERT_TRUE(reading.unique);
  EXPECT_EQ(reading.puzzle, zeroToF);
  std::string oneToG;
  for (char c : zeroToF) oneToG += "123456789ABCDEFG"[std::string("0123456789ABCDEF").find(c)];
  reading = correct(16, readingOf(oneToG));
  ASSERT_TRUE(reading.unique);
  EXPECT_EQ(reading.puzzle, oneToG);
}

}  // namespace
}  // namespace dlx::scan
