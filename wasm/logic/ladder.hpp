// The technique ladder: the next step is the easiest that applies (Sudoku Explainer's rule), and a
// puzzle rates as the hardest step on its way to the solution.
#pragma once

#include <array>
#include <vector>

#include "board.hpp"
#include "step.hpp"

namespace dlx::logic {

inline constexpr int kNoCeiling = 1 << 20;

// A rung of the ladder: a finder of one technique (or of a family rated together, as the chains).
struct Rung {
  const char* name;
  Technique from;  // its easiest technique: no step of this rung rates below it
  bool (*find)(const Board&, Step&);
};
extern const Rung kLadder[];
extern const int kRungs;

// The next step on `board`, as Sukaku Explainer takes it: the first rung (in its order) that finds one; false when none does (solved, or
// beyond the ladder), or none does below `ceiling` (SE tenths; later rungs are not tried).
bool nextStep(const Board& board, Step& step, int ceiling = kNoCeiling);

struct Rating {
  int difficulty = 0;  // the hardest step's SE value in tenths; 0 for a grid with nothing to do
  Technique hardest = Technique::FullHouse;
  int pearl = 0;    // SE's EP: the hardest step up to the first that places a digit (0: none yet)
  int diamond = 0;  // SE's ED: the first step's value
  bool solved = false;  // false: the ladder ran out first ("beyond" its last technique)
  int steps = 0;
  std::array<int, kTechniqueCount> counts{};  // steps per technique
};

// Takes steps on `board` until it is solved, no technique applies, or `maxSteps` were taken (0: no
// bound); each step into `steps` when given. With a `ceiling` (SE tenths), it stops unsolved where
// the next step would rate above it: enough to reject a puzzle harder than a level, and far cheaper
// than rating it to the end.
Rating solveLogically(Board& board, std::vector<Step>* steps = nullptr, int maxSteps = 0, int ceiling = kNoCeiling);

}  // namespace dlx::logic
