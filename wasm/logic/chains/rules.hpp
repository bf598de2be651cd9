// The techniques Sukaku Explainer applies inside a dynamic chain when nothing else follows
// (Chaining.getAdvancedPotentials), by level: none at level 0; at level 1 ("(+)") pointing and
// claiming, hidden and naked pairs and X-wings, the first of them (in that order) that finds
// anything resting on the chain; nested chains at levels 2 to 4.
#pragma once

#include <memory>

#include "logic/chains/propagation.hpp"

namespace dlx::logic::chains {

std::unique_ptr<Rules> rulesFor(const Geometry& g, int level);

}  // namespace dlx::logic::chains
