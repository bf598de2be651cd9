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

}  // namespace

int main(int argc, char** argv) {
  bool steps = false, ms = false, cells = false;
  const char* file = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--steps") == 0) steps = true;
    else if (std::strcmp(argv[i], "--ms") == 0) ms = true;
    else if (std::strcmp(argv[i], "--cells") == 0) cells = true;
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
