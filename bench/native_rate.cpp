// The logic solver's ratings, natively, in serate's output shape, to set beside Sukaku
// Explainer's own (tools/se-diff.js finds where the two part):
//   dlx_rate [--steps] [--ms] FILE     one line per puzzle of FILE (81 symbols, '.' or 0 blank;
//                                      anything after them is ignored; '#' lines skipped):
//                                      ER/EP/ED as serate's --format='%r/%p/%d'
//   --steps                            before each puzzle's line, one line per step as serate's
//                                      --after='%r, %s': "7.1, forcing-chain: ...", and the
//                                      puzzle's line starts "ED=" (serate --format='ED=%r/%p/%d')
//   --ms                               the milliseconds each puzzle took, after its ratings
//   --cells                            with --steps: after each step, what it rests on, as
//                                      " {cells=r4c5,r6c5 digits=1,2 houses=column,row}"
//                                      (tools/se-steps.js sets it beside serate's sentence)
//   --fixture RUNG                     instead: the first position on the puzzles' paths where the
//                                      ladder's rung RUNG (its name in ladder.cpp, or a technique's
//                                      API name) gives the step,
//                                      as a line of tests/fixtures/logic-steps.txt
// A puzzle the ladder cannot finish rates 20.0, as serate's "Beyond solver".
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "encoders/sudoku_text.hpp"
#include "logic/board.hpp"
#include "logic/ladder.hpp"
#include "logic/step.hpp"

namespace {

std::string tenths(int value) {
  char text[16];
  std::snprintf(text, sizeof text, "%d.%d", value / 10, value % 10);
  return text;
}

std::string cellName(const dlx::logic::Board& board, int cell) {
  return "r" + std::to_string(cell / board.size + 1) + "c" + std::to_string(cell % board.size + 1);
}

// What a step does, in a few words: its placements, else its removals.
std::string result(const dlx::logic::Board& board, const dlx::logic::Step& step) {
  std::string out;
  for (const auto& c : step.placements) out += (out.empty() ? "" : ",") + cellName(board, c.cell) + "=" + std::to_string(c.digit);
  if (!out.empty()) return out;
  for (const auto& c : step.removals) out += (out.empty() ? "" : ",") + cellName(board, c.cell) + "<>" + std::to_string(c.digit);
  return out;
}

// What a step rests on: its cells (the cell it fills, for a single), digits and houses' kinds.
std::string basis(const dlx::logic::Board& board, const dlx::logic::Step& step) {
  std::string cells, digits, houses;
  const bool single = step.placements.size() == 1;
  for (int cell : step.cells.empty() && single ? std::vector<int>{step.placements[0].cell} : step.cells) {
    cells += (cells.empty() ? "" : ",") + cellName(board, cell);
  }
  const dlx::logic::Mask set = step.digits == 0 && single ? dlx::logic::bit(step.placements[0].digit) : step.digits;
  for (int d = 1; d <= board.size; ++d) {
    if (set & dlx::logic::bit(d)) digits += (digits.empty() ? "" : ",") + std::to_string(d);
  }
  for (int h : step.houses) houses += (houses.empty() ? "" : ",") + std::string(dlx::logic::kHouseKindNames[static_cast<int>(board.houses[h].kind)]);
  return " {cells=" + cells + " digits=" + digits + " houses=" + houses + "}";
}

// The rung that gives the next step at `board` (the first that finds one), or -1.
int rungAt(const dlx::logic::Board& board, dlx::logic::Step& step) {
  for (int r = 0; r < dlx::logic::kRungs; ++r) {
    if (dlx::logic::kLadder[r].find(board, step)) return r;
  }
  return -1;
}

// The first position on `text`'s path where rung `wanted` gives the step, as a logic-steps line
// (rung|technique|puzzle|position|candidates|cells|removals|placements); false if none.
bool printFixture(const std::string& text, const std::string& wanted) {
  const auto grid = dlx::sudoku::parseText(text).grid;
  dlx::logic::Board board(grid, dlx::sudoku::Variant{});
  dlx::logic::Step step;
  int stepNumber = 0;
  for (int r; !board.solved() && (r = rungAt(board, step)) >= 0; dlx::logic::apply(board, step)) {
    ++stepNumber;
    if (wanted != dlx::logic::kLadder[r].name && wanted != dlx::logic::nameOf(step.technique)) continue;
    std::string position, marks, cells, removals, placements;
    for (int c = 0; c < board.area; ++c) {
      position += board.value[c] ? static_cast<char>('0' + board.value[c]) : '.';
      if (c) marks += ',';
      if (board.value[c]) marks += '.';
      for (int d = 1; d <= board.size && !board.value[c]; ++d) {
        if (board.candidates[c] & dlx::logic::bit(d)) marks += static_cast<char>('0' + d);
      }
    }
    for (int c : step.cells) cells += (cells.empty() ? "" : " ") + std::to_string(c);
    for (const auto& x : step.removals) removals += (removals.empty() ? "" : " ") + std::to_string(x.cell) + ":" + std::to_string(x.digit);
    for (const auto& x : step.placements) placements += (placements.empty() ? "" : " ") + std::to_string(x.cell) + ":" + std::to_string(x.digit);
    std::printf("%s|%s|%s|%s|%s|%s|%s|%s\n", dlx::logic::kLadder[r].name, dlx::logic::nameOf(step.technique), text.c_str(), position.c_str(),
                marks.c_str(), cells.c_str(), removals.c_str(), placements.c_str());
    std::fprintf(stderr, "%s %s, step %d\n", tenths(step.difficulty).c_str(), dlx::logic::nameOf(step.technique), stepNumber);
    return true;
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  bool steps = false, ms = false, cells = false;
  std::string fixture;
  const char* file = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--steps") == 0) steps = true;
    else if (std::strcmp(argv[i], "--ms") == 0) ms = true;
    else if (std::strcmp(argv[i], "--cells") == 0) cells = true;
    else if (std::strcmp(argv[i], "--fixture") == 0 && i + 1 < argc) fixture = argv[++i];
    else file = argv[i];
  }
  if (!file) {
    std::fprintf(stderr, "usage: dlx_rate [--steps [--cells]] [--ms] FILE\n");
    return 2;
  }
  std::ifstream in(file);
  if (!in) {
    std::fprintf(stderr, "dlx_rate: cannot read %s\n", file);
    return 2;
  }
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::string text = line.substr(0, line.find_first_of(" \t\r"));
    if (!fixture.empty()) {
      if (printFixture(text, fixture)) return 0;
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    dlx::logic::Board board(dlx::sudoku::parseText(text).grid, dlx::sudoku::Variant{});
    std::vector<dlx::logic::Step> path;
    const auto rating = dlx::logic::solveLogically(board, steps ? &path : nullptr);
    const double took = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (steps) {
      dlx::logic::Board replay(dlx::sudoku::parseText(text).grid, dlx::sudoku::Variant{});
      for (const auto& step : path) {
        std::printf("%s, %s: %s%s\n", tenths(step.difficulty).c_str(), dlx::logic::nameOf(step.technique), result(replay, step).c_str(),
                    cells ? basis(replay, step).c_str() : "");
        dlx::logic::apply(replay, step);
      }
    }
    const int er = rating.solved ? rating.difficulty : 200;
    std::printf("%s%s/%s/%s", steps ? "ED=" : "", tenths(er).c_str(), tenths(rating.pearl).c_str(), tenths(rating.diamond).c_str());
    if (ms) std::printf(" %.2fms", took);
    std::printf("\n");
    std::fflush(stdout);
  }
  return 0;
}
