// The techniques Sukaku Explainer applies inside a dynamic chain when nothing else follows
// (Chaining.getAdvancedPotentials), by level: none at level 0; at level 1 ("(+)") pointing and
// claiming, hidden pairs, naked pairs and X-wings, in that order, the first of them that finds
// removals resting on the chain giving them all; nested chains at levels 2 to 4.
#pragma once

#include <memory>

#include "logic/board.hpp"
#include "logic/chains/propagation.hpp"

namespace dlx::logic::chains {

// Null at level 0 (nothing added) and for levels not built.
std::unique_ptr<Rules> rulesFor(const Board& board, const Geometry& g, int level);

}  // namespace dlx::logic::chains
