// Sudoku puzzles with exactly one solution, made the classic Dancing Links way: a random complete
// grid, then givens removed one orbit at a time while a count with limit 2 still finds one solution.
// Variants (sudoku_variant.hpp) the same way through the generic search; a killer's cages are
// drawn on the complete grid first.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "../logic/levels.hpp"
#include "sudoku.hpp"
#include "sudoku_variant.hpp"

namespace dlx::sudoku {

enum class Symmetry { None, Rotational, Mirror };

// How hard a puzzle is for the solver itself (its "search level", apart from the SE levels players
// know, logic/levels.hpp): the branch points of the search that solves it and proves it unique,
// with the forced moves (and, from 16x16 up, locked candidates) it uses between.
enum class Level { Easy, Medium, Hard, Expert };

struct Rating {
  std::uint64_t branches = 0;  // times the search had to guess; 0 = forced moves alone suffice
  std::uint64_t nodes = 0;
  Level level = Level::Easy;
};

// How hard a puzzle is for a player: the logic solver's rating (logic/ladder.hpp) on the SE scale.
struct LogicRating {
  bool rated = false;   // false: not asked for (grids above 9x9 without an SE range)
  int difficulty = 0;   // SE in tenths
  int hardest = 0;      // a logic::Technique
  bool solved = false;  // false: beyond the ladder
  int pearl = 0;        // SE's EP and ED (logic::Rating), in tenths
  int diamond = 0;
};

// The names the API and the command line use: "none", "rotational", "mirror"; "easy", "medium",
// "hard", "expert". InputError naming the value and the choices for any other.
Symmetry symmetryNamed(std::string_view name);
Level levelNamed(std::string_view name);

struct GenerateOptions {
  int box = 3;
  std::uint32_t seed = 0;
  Symmetry symmetry = Symmetry::None;
  bool minimal = true;      // remove givens until none (no symmetric orbit) can go
  int maxGivens = 0;        // 0 = no bound; with minimal = false, where removal stops
  int searchLevel = -1;     // a Level to ask for, or -1 for any
  int seMin = 0, seMax = 0; // an SE range (tenths, both ends included) to ask for; 0, 0: any
  Variant variant;          // the rules the puzzle keeps (its cages are ignored: see killer)
  bool killer = false;      // draw cages on the solution, then remove givens, down to none
};

// What was made instead when no grid gave what was asked within the attempt budget.
struct Shortfall {
  bool missed = false;  // true: no puzzle; the rest says what was made instead
  int attempts = 0;
  std::array<int, 4> made{};  // puzzles by search level (Level)
  std::array<int, logic::kLevelCount> madeSE{};  // rated puzzles by SE level (logic::kLevels)
  int harder = 0;  // puzzles rated only far enough to know they are above the range's top
  int fewest = 0;  // the fewest givens of any
};

struct Generated {
  Grid puzzle;
  Grid solution;
  std::vector<Cage> cages;  // killer: the cages drawn on the solution
  Rating rating;
  LogicRating logic;  // rated for grids up to 9x9, and whenever an SE range is asked for
  int attempts = 0;  // complete grids tried before one gave what was asked
  Shortfall shortfall;  // missed: none did, and no puzzle is made
};

// The box of a grid size the generator makes (4, 9, 16 or 25: box 2..5); InputError otherwise.
int generatedBox(int size);

// Throws InputError for options out of range. When a level, an SE range or `maxGivens` cannot be
// met within the attempt budget, returns no puzzle but the shortfall (what was made instead).
Generated generate(const GenerateOptions& options);

Rating rate(const Grid& puzzle, const Variant& variant = {});

const char* levelName(Level level);

}  // namespace dlx::sudoku
