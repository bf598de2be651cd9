#include "explain.hpp"

#include <stdexcept>
#include <string>

#include "core/errors.hpp"
#include "core/watch.hpp"
#include "encoders/sudoku_variant.hpp"

namespace dlx::logic {
namespace {

// Within the call's budget, if it has one (core/watch.hpp).
std::vector<int> uniqueSolution(const sudoku::Grid& puzzle, const sudoku::Variant& variant) {
  checkpoint(Phase::Uniqueness);
  const auto limits = watched(Limits::find(2));
  const auto outcome = variant.classic() ? sudoku::solve(puzzle, limits) : sudoku::solveVariant(puzzle, variant, limits);
  settle(outcome.search);
  if (!outcome.conflicts.empty()) {
    sudoku::fail({"the givens break a rule at ", sudoku::cellName(outcome.conflicts.front(), puzzle.size())});
  }
  if (outcome.search.count == 0) sudoku::fail({"the puzzle has no solution"});
  if (outcome.search.count > 1) sudoku::fail({"the puzzle has more than one solution; a logical solution needs exactly one"});
  return {outcome.grids.begin(), outcome.grids.begin() + static_cast<std::ptrdiff_t>(puzzle.cells.size())};
}

// A step that contradicts the solution is a defect of the solver, never shown to a player.
void check(const Step& step, const std::vector<int>& solution) {
  bool sound = true;
  for (const auto& [cell, digit] : step.removals) sound = sound && solution[cell] != digit;
  for (const auto& [cell, digit] : step.placements) sound = sound && solution[cell] == digit;
  if (!sound) internalError(std::string("a ") + nameOf(step.technique) + " step contradicts the solution");
}

}  // namespace

Explanation explain(const Position& position, Scope scope) {
  const auto& puzzle = position.puzzle;
  const int area = static_cast<int>(puzzle.cells.size());
  const auto at = [&](int cell) { return Place{0, cell / puzzle.size() + 1, cell % puzzle.size() + 1}; };
  if (!position.entries.empty() && static_cast<int>(position.entries.size()) != area) {
    sudoku::fail({"the entries have ", std::to_string(position.entries.size()), " cells; the puzzle has ", std::to_string(area)});
  }
  if (!position.marks.empty() && static_cast<int>(position.marks.size()) != area) {
    sudoku::fail({"the candidates have ", std::to_string(position.marks.size()), " cells; the puzzle has ", std::to_string(area)});
  }
  Explanation out{{}, uniqueSolution(puzzle, position.variant), {}, {}, Board(puzzle, position.variant)};
  sudoku::Grid grid = puzzle;
  for (int cell = 0; cell < static_cast<int>(position.entries.size()); ++cell) {
    const int entry = position.entries[cell];
    if (entry == 0 || entry == puzzle.cells[cell]) continue;
    if (entry < 0 || entry > puzzle.size()) sudoku::fail({"the entry at ", sudoku::cellName(cell, puzzle.size()), " is not a digit of the grid"}, at(cell));
    if (puzzle.cells[cell] != 0) sudoku::fail({"the entry at ", sudoku::cellName(cell, puzzle.size()), " overwrites a given"}, at(cell));
    if (entry != out.solution[cell]) out.mistakes.push_back({cell, entry, false});
    grid.cells[cell] = entry;
  }
  if (!out.mistakes.empty()) return out;
  Board& board = out.board;
  board = Board(grid, position.variant);
  const Mask all = allDigits(puzzle.size());
  for (int cell = 0; cell < static_cast<int>(position.marks.size()); ++cell) {
    const Mask marks = position.marks[cell];
    if (marks == 0 || board.value[cell] != 0) continue;
    if (marks & ~all) sudoku::fail({"the candidates at ", sudoku::cellName(cell, puzzle.size()), " are not digits of the grid"}, at(cell));
    board.keep(cell, marks);
    if (!(marks & bit(out.solution[cell]))) out.mistakes.push_back({cell, 0, true});
  }
  if (!out.mistakes.empty()) return out;
  Board walk = board;
  checkpoint(Phase::Steps);
  out.rating = solveLogically(walk, &out.steps, scope == Scope::Next ? 1 : 0);
  for (const auto& step : out.steps) check(step, out.solution);
  return out;
}

}  // namespace dlx::logic
