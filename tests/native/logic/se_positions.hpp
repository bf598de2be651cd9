// Positions where Sukaku Explainer's serate takes a step of one technique, as committed data (no
// test needs Java): each line `technique|SE value|what SE printed|cells|removals|position`, the
// position as serate reads pencil marks (81 cells of 9 characters, a digit or '.'), the cells
// 0-based row-major in SE's order, the removals `cell:digit`. The ladder must take that very
// step there: the first rung that finds a step is the technique's own, with SE's value, cells
// and removals.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "logic/ladder.hpp"

namespace dlx::test {

// A board with the position's candidates: a cell of one candidate is a digit placed (a position
// where a wing is the next step has no naked single).
inline logic::Board boardOfMarks(const std::string& marks) {
  sudoku::Grid grid{3, std::vector<int>(81, 0)};
  std::vector<logic::Mask> candidates(81, 0);
  for (int cell = 0; cell < 81; ++cell) {
    for (int d = 1; d <= 9; ++d) {
      if (marks[cell * 9 + d - 1] != '.') candidates[cell] |= logic::bit(d);
    }
    if (logic::count(candidates[cell]) == 1) grid.cells[cell] = logic::lowest(candidates[cell]);
  }
  logic::Board board(grid, sudoku::Variant{});
  for (int cell = 0; cell < 81; ++cell) {
    if (board.value[cell] == 0) board.keep(cell, candidates[cell]);
  }
  return board;
}

// The lines of the fixture file `name`, each split at '|'.
inline std::vector<std::vector<std::string>> readSePositions(const std::string& name) {
  std::ifstream in(std::string(DLX_FIXTURES) + "/" + name);
  EXPECT_TRUE(in.good()) << name;
  std::vector<std::vector<std::string>> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::istringstream fields(line);
    for (std::string part; std::getline(fields, part, '|');) f.push_back(part);
    out.push_back(f);
  }
  return out;
}

// The ladder's next step at the line's position is SE's.
inline void checkSePosition(const std::vector<std::string>& f) {
  ASSERT_EQ(f.size(), 6u);
  SCOPED_TRACE(f[2]);
  const auto board = boardOfMarks(f[5]);
  logic::Step step;
  ASSERT_TRUE(logic::nextStep(board, step));
  EXPECT_STREQ(logic::nameOf(step.technique), f[0].c_str());
  EXPECT_EQ(step.difficulty, static_cast<int>(std::stod(f[1]) * 10 + 0.5));
  std::vector<int> cells;
  std::istringstream cellText(f[3]);
  for (int c; cellText >> c;) cells.push_back(c);
  ASSERT_GE(step.cells.size(), cells.size());
  EXPECT_EQ(std::vector<int>(step.cells.begin(), step.cells.begin() + static_cast<std::ptrdiff_t>(cells.size())), cells);
  std::set<std::pair<int, int>> removals, expected;
  for (const auto& r : step.removals) removals.insert({r.cell, r.digit});
  std::istringstream removalText(f[4]);
  for (std::string r; removalText >> r;) expected.insert({std::stoi(r.substr(0, r.find(':'))), std::stoi(r.substr(r.find(':') + 1))});
  EXPECT_EQ(removals, expected);
  // No easier rung applies: every rung before the technique's own finds nothing.
  int rung = 0;
  while (rung < logic::kRungs && logic::kLadder[rung].from != step.technique) ++rung;
  ASSERT_LT(rung, logic::kRungs);
  for (int easier = 0; easier < rung; ++easier) {
    logic::Step other;
    EXPECT_FALSE(logic::kLadder[easier].find(board, other)) << logic::kLadder[easier].name << " applies first";
  }
}

}  // namespace dlx::test
