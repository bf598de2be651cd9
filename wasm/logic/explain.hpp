// The logic solver behind the API: a puzzle (with the player's own digits and pencil marks, if
// any) checked against its one solution, then the next step, or every step to the end.
#pragma once

#include <vector>

#include "board.hpp"
#include "ladder.hpp"
#include "step.hpp"

namespace dlx::logic {

// A player's digit that the solution does not have there, or pencil marks that leave out the
// solution's digit (`marks`).
struct Mistake {
  int cell;
  int digit;  // the wrong digit; for marks, 0
  bool marks;
};

struct Position {
  sudoku::Grid puzzle;
  sudoku::Variant variant;
  std::vector<int> entries;  // the player's digits, per cell (0: none); empty: none at all
  std::vector<Mask> marks;   // the player's candidates, per cell (0: not marked); empty: none
};

enum class Scope { Next, All };

struct Explanation {
  std::vector<Mistake> mistakes;  // when not empty, nothing else is filled
  std::vector<int> solution;
  std::vector<Step> steps;        // the next step (Scope::Next) or all of them
  Rating rating;                  // Scope::All: the rating of the path from the position
  Board board;                    // the position the steps start from (its houses name what they rest on)
};

// Throws InputError when the puzzle has no solution or more than one, when an entry or marks do
// not fit the grid, or when an entry overwrites a given. Only marks of empty cells count; a
// marked cell's candidates are its marks, less what the digits in its houses rule out.
Explanation explain(const Position& position, Scope scope);

}  // namespace dlx::logic
