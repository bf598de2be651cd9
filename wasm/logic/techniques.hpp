// The technique families, one file each (as HoDoKu and Sudoku Explainer keep them): each finder
// looks for the easiest step of its techniques on `board` and fills `step`, returning whether it
// found one. ladder.cpp calls them easiest first.
#pragma once

#include "board.hpp"
#include "step.hpp"

namespace dlx::logic {

// singles.cpp
bool findFullHouse(const Board& board, Step& step);
bool findHiddenSingle(const Board& board, Step& step);
bool findNakedSingle(const Board& board, Step& step);
// cages.cpp: the digits a killer cage's sum still allows in each of its cells
bool findCageCombination(const Board& board, Step& step);
// intersections.cpp: pointing and claiming; `direct`: only those that leave a hidden single
bool findIntersection(const Board& board, Step& step, bool pointing, bool direct);
// subsets.cpp: naked and hidden pairs, triples and quads
bool findNakedSubset(const Board& board, Step& step, int k);
bool findHiddenSubset(const Board& board, Step& step, int k, bool direct);
// fish.cpp: X-wing (2), swordfish (3), jellyfish (4)
bool findFish(const Board& board, Step& step, int k);
// wings.cpp
bool findXYWing(const Board& board, Step& step);
bool findXYZWing(const Board& board, Step& step);
// bent sets of 4 (WXYZ) or 5 (VWXYZ) cells: a pivot and wings it sees, as many digits as cells
bool findBentWing(const Board& board, Step& step, int cells);
// uniqueness.cpp: the puzzle has one solution, so no pattern may allow two
bool findUniqueRectangle(const Board& board, Step& step);
bool findBivalueUniversalGrave(const Board& board, Step& step);
// exclusion.cpp
bool findAlignedPairExclusion(const Board& board, Step& step);
// chains.cpp
bool findForcingChain(const Board& board, Step& step);          // forcing X-chains and forcing chains
bool findMultipleForcingChain(const Board& board, Step& step);  // cell and region forcing chains
bool findDynamicForcingChain(const Board& board, Step& step);
// chains/dynamic_steps.cpp: Sukaku Explainer's dynamic chaining at `level` (0: dynamic forcing
// chains; 1: "(+)", other techniques inside the chains; 2 to 4: nested chains; at 4, `sublevel`
// is the nested dynamic chains' own level, 0 to 2)
bool findDynamicChains(const Board& board, Step& step, int level, int sublevel = 0);

// A hidden single that the removals leave (the first house, then digit, where one position is
// left of several): for the direct techniques. Fills `placed` and `house`.
bool leavesHiddenSingle(const Board& board, const std::vector<Candidate>& removals, Candidate& placed, int& house);

}  // namespace dlx::logic
