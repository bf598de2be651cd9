// The ladder's dynamic chain rungs (Sukaku Explainer's Chaining(true, true, false, level)): the
// easiest hint of dynamic forcing chains (level 0), with the techniques SE applies inside a chain
// when nothing else follows (level 1, "(+)"), or with nested chains (levels 2 to 4), as a Step.
#include "logic/chains/dynamic.hpp"
#include "logic/chains/length.hpp"
#include "logic/chains/rules.hpp"
#include "logic/techniques.hpp"

namespace dlx::logic {

namespace {

Technique techniqueOf(chains::Kind kind, int level) {
  switch (level) {
    case 0:
      switch (kind) {
        case chains::Kind::Contradiction: return Technique::ContradictionForcingChain;
        case chains::Kind::Double: return Technique::DoubleForcingChain;
        case chains::Kind::Cell: return Technique::DynamicCellForcingChain;
        case chains::Kind::Region: return Technique::DynamicRegionForcingChain;
      }
      break;
    case 1: return Technique::DynamicForcingChainPlus;
    case 2: return Technique::NestedForcingChain;
    case 3: return Technique::NestedMultipleForcingChain;
    default: break;
  }
  return Technique::NestedDynamicForcingChain;
}

}  // namespace

bool findDynamicChains(const Board& board, Step& step, int level, int sublevel) {
  if (!chains::Geometry::fits(board)) return false;
  const chains::Geometry geometry(board);
  const chains::Work work = chains::workOf(board);
  auto rules = chains::rulesFor(board, geometry, level, sublevel);
  if (level > 0 && !rules) return false;
  chains::DynamicSearch search(geometry, work, rules.get());
  chains::Hint hint;
  std::vector<std::vector<Node>> paths;
  if (!chains::easiestHint(search, hint, paths)) return false;
  step = Step(techniqueOf(hint.kind, level));
  step.difficulty = valueOf(step.technique) + lengthBonus(hint.complexity);
  if (hint.on) step.placements.push_back({hint.cell, hint.digit});
  else step.removals.push_back({hint.cell, hint.digit});
  if (hint.kind == chains::Kind::Region) {
    step.houses = {hint.source};
    for (int c : board.houses[hint.source].cells) {
      if (board.candidates[c] & bit(hint.sourceDigit)) step.cells.push_back(c);
    }
    step.digits = bit(hint.sourceDigit);
  } else {
    step.cells = {hint.source};
    step.digits = hint.kind == chains::Kind::Cell ? board.candidates[hint.source] : bit(hint.sourceDigit);
  }
  step.chains = std::move(paths);
  return true;
}

}  // namespace dlx::logic
