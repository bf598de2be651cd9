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
// intersections.cpp: pointing and claiming; `direct`: only those that leave a hidden single (in a
// house of the first house's kind, as Sukaku Explainer looks for it), placed with them
bool findIntersection(const Board& board, Step& step, bool pointing, bool direct);
// subsets.cpp: naked and hidden pairs, triples and quads
bool findNakedSubset(const Board& board, Step& step, int k);
// `direct`: only those that leave a hidden single in their own house, placed with them
bool findHiddenSubset(const Board& board, Step& step, int k, bool direct);
// fish.cpp: X-wing (2), swordfish (3), jellyfish (4)
bool findFish(const Board& board, Step& step, int k);
// strong_links.cpp: Sukaku Explainer's StrongLinks(links) for 2, 3 or 4 links (skyscraper, 2-string
// kite, turbot fish, their grouped forms, n strong links, X-loops)
bool findStrongLinks(const Board& board, Step& step, int links);
// wings/xy_wing.cpp
bool findXYWing(const Board& board, Step& step);
bool findXYZWing(const Board& board, Step& step);
// wings/als_wing.cpp: an almost locked set of `cells` (3: WXYZ, 4: VWXYZ, 5: UVWXYZ, 6: TUVWXYZ)
// in one house and a bivalue cell, as Sukaku Explainer finds them
bool findAlsWing(const Board& board, Step& step, int cells);
// uniqueness/: the puzzle has one solution, so no pattern may allow two
bool findUniqueLoop(const Board& board, Step& step);             // unique rectangles and loops, types 1-4
bool findBivalueUniversalGrave(const Board& board, Step& step);  // BUG types 1-4
// exclusion/: aligned pair and triplet exclusion
bool findAlignedPairExclusion(const Board& board, Step& step);
bool findAlignedTripletExclusion(const Board& board, Step& step);
// chains/: Sukaku Explainer's chain producers, each taking the first of its hints as SE sorts them
// forcing.cpp, cycles.cpp: bidirectional X-, Y- and XY-cycles, forcing X-chains and forcing chains
bool findForcingChain(const Board& board, Step& step);
bool findNishioForcingChain(const Board& board, Step& step);    // nishio.cpp
bool findMultipleForcingChain(const Board& board, Step& step);  // multiple.cpp: cell and region forcing chains
// dynamic_steps.cpp (dynamic.cpp, nested.cpp, rules.cpp): Sukaku Explainer's dynamic chaining at `level` (0: dynamic forcing
// chains; 1: "(+)", other techniques inside the chains; 2 to 4: nested chains; at 4, `sublevel`
// is the nested dynamic chains' own level, 0 to 2)
bool findDynamicChains(const Board& board, Step& step, int level, int sublevel = 0);

}  // namespace dlx::logic
