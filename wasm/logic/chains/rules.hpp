// The techniques Sukaku Explainer applies inside a dynamic chain when nothing else follows
// (Chaining.getAdvancedPotentials), by level: none at level 0; at level 1 ("(+)") pointing and
// claiming, hidden pairs, naked pairs and X-wings, in that order, the first of them that finds
// removals resting on the chain giving them all; nested chains at levels 2 to 4.
#pragma once

#include <memory>

#include "logic/board.hpp"
#include "logic/chains/dynamic_propagation.hpp"

namespace dlx::logic::chains {

// Null at level 0 (nothing added) and for boards the rules do not read (not 9x9 in rows,
// columns and boxes). At level 4, `sublevel` is the inner dynamic chains' own level (SE's
// nestingLimit: 0, 1 or 2).
std::unique_ptr<Rules> rulesFor(const Board& board, const Geometry& g, int level, int sublevel = 0);

// Level 1's four techniques alone (nested levels try them first).
std::unique_ptr<Rules> plusRules(const Board& board, const Geometry& g);

// Levels 2 to 4: nested.cpp.
std::unique_ptr<Rules> nestedRules(const Board& board, const Geometry& g, int level, int sublevel);

}  // namespace dlx::logic::chains
