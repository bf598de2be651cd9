#include "ladder.hpp"

#include "core/watch.hpp"
#include "techniques.hpp"

namespace dlx::logic {

namespace {

bool nakedPair(const Board& b, Step& s) { return findNakedSubset(b, s, 2); }
bool nakedTriple(const Board& b, Step& s) { return findNakedSubset(b, s, 3); }
bool nakedQuad(const Board& b, Step& s) { return findNakedSubset(b, s, 4); }
bool hiddenPair(const Board& b, Step& s) { return findHiddenSubset(b, s, 2, false); }
bool hiddenTriple(const Board& b, Step& s) { return findHiddenSubset(b, s, 3, false); }
bool hiddenQuad(const Board& b, Step& s) { return findHiddenSubset(b, s, 4, false); }
bool directHiddenPair(const Board& b, Step& s) { return findHiddenSubset(b, s, 2, true); }
bool directHiddenTriple(const Board& b, Step& s) { return findHiddenSubset(b, s, 3, true); }
bool directPointing(const Board& b, Step& s) { return findIntersection(b, s, true, true); }
bool directClaiming(const Board& b, Step& s) { return findIntersection(b, s, false, true); }
bool pointing(const Board& b, Step& s) { return findIntersection(b, s, true, false); }
bool claiming(const Board& b, Step& s) { return findIntersection(b, s, false, false); }
bool xWing(const Board& b, Step& s) { return findFish(b, s, 2); }
bool swordfish(const Board& b, Step& s) { return findFish(b, s, 3); }
bool jellyfish(const Board& b, Step& s) { return findFish(b, s, 4); }
bool wxyzWing(const Board& b, Step& s) { return findAlsWing(b, s, 3); }
bool vwxyzWing(const Board& b, Step& s) { return findAlsWing(b, s, 4); }
bool uvwxyzWing(const Board& b, Step& s) { return findAlsWing(b, s, 5); }
bool tuvwxyzWing(const Board& b, Step& s) { return findAlsWing(b, s, 6); }
bool twoStrongLinks(const Board& b, Step& s) { return findStrongLinks(b, s, 2); }
bool threeStrongLinks(const Board& b, Step& s) { return findStrongLinks(b, s, 3); }
bool fourStrongLinks(const Board& b, Step& s) { return findStrongLinks(b, s, 4); }
bool dynamicChains(const Board& b, Step& s) { return findDynamicChains(b, s, 0); }
bool dynamicChainsPlus(const Board& b, Step& s) { return findDynamicChains(b, s, 1); }
bool nestedChains(const Board& b, Step& s) { return findDynamicChains(b, s, 2); }
bool nestedMultipleChains(const Board& b, Step& s) { return findDynamicChains(b, s, 3); }
bool nestedDynamicChains(const Board& b, Step& s) { return findDynamicChains(b, s, 4, 0); }
bool nestedDynamicChainsPlus(const Board& b, Step& s) { return findDynamicChains(b, s, 4, 1); }
bool nestedDynamicChainsNested(const Board& b, Step& s) { return findDynamicChains(b, s, 4, 2); }

}  // namespace

// Sukaku Explainer's producers in its order (serate's default set): the first that finds a step
// gives it, so the order, not the values, decides which step is taken. Not every rung rates
// above the one before it (a unique loop, 4.5, comes before a naked quad, 5.0).
const Rung kLadder[] = {
    // SE's one HiddenSingle producer, as two rungs: its pass for last empty cells, then its pass for
    // hidden singles (which leaves a house with one empty cell to the first), nothing between them.
    {"full house", Technique::FullHouse, findFullHouse},
    {"hidden single", Technique::HiddenSingle, findHiddenSingle},
    {"cage combination", Technique::CageCombination, findCageCombination},
    {"direct pointing", Technique::DirectPointing, directPointing},
    {"direct claiming", Technique::DirectClaiming, directClaiming},
    {"direct hidden pair", Technique::DirectHiddenPair, directHiddenPair},
    {"naked single", Technique::NakedSingle, findNakedSingle},
    {"direct hidden triple", Technique::DirectHiddenTriple, directHiddenTriple},
    {"pointing", Technique::Pointing, pointing},
    {"claiming", Technique::Claiming, claiming},
    {"naked pair", Technique::NakedPair, nakedPair},
    {"x-wing", Technique::XWing, xWing},
    {"hidden pair", Technique::HiddenPair, hiddenPair},
    {"naked triple", Technique::NakedTriple, nakedTriple},
    {"swordfish", Technique::Swordfish, swordfish},
    {"hidden triple", Technique::HiddenTriple, hiddenTriple},
    {"two strong links", Technique::Skyscraper, twoStrongLinks},  // skyscraper, 2-string kite, turbot fish
    {"xy-wing", Technique::XYWing, findXYWing},
    {"xyz-wing", Technique::XYZWing, findXYZWing},
    {"unique loops", Technique::UniqueRectangleType1, findUniqueLoop},
    {"naked quad", Technique::NakedQuad, nakedQuad},
    {"jellyfish", Technique::Jellyfish, jellyfish},
    {"hidden quad", Technique::HiddenQuad, hiddenQuad},
    {"three strong links", Technique::ThreeStrongLinks, threeStrongLinks},
    {"wxyz-wing", Technique::WXYZWing, wxyzWing},
    {"bivalue universal grave", Technique::BugType1, findBivalueUniversalGrave},
    {"four strong links", Technique::FourStrongLinks, fourStrongLinks},
    {"vwxyz-wing", Technique::VWXYZWing, vwxyzWing},
    {"aligned pair exclusion", Technique::AlignedPairExclusion, findAlignedPairExclusion},
    {"uvwxyz-wing", Technique::UVWXYZWing, uvwxyzWing},
    {"forcing chains", Technique::XCycle, findForcingChain},
    {"tuvwxyz-wing", Technique::TUVWXYZWing, tuvwxyzWing},
    {"aligned triplet exclusion", Technique::AlignedTripletExclusion, findAlignedTripletExclusion},
    {"nishio forcing chains", Technique::NishioForcingChain, findNishioForcingChain},
    {"cell and region forcing chains", Technique::CellForcingChain, findMultipleForcingChain},
    {"dynamic forcing chains", Technique::ContradictionForcingChain, dynamicChains},
    {"dynamic forcing chains (+)", Technique::DynamicForcingChainPlus, dynamicChainsPlus},
    {"nested forcing chains", Technique::NestedForcingChain, nestedChains},
    {"nested multiple forcing chains", Technique::NestedMultipleForcingChain, nestedMultipleChains},
    {"nested dynamic forcing chains", Technique::NestedDynamicForcingChain, nestedDynamicChains},
    {"nested dynamic forcing chains (+)", Technique::NestedDynamicForcingChain, nestedDynamicChainsPlus},
    {"nested dynamic forcing chains (nested)", Technique::NestedDynamicForcingChain, nestedDynamicChainsNested},
};
const int kRungs = sizeof(kLadder) / sizeof(kLadder[0]);

bool nextStep(const Board& board, Step& step, int ceiling) {
  if (board.solved()) return false;
  for (const auto& rung : kLadder) {
    if (valueOf(rung.from) > ceiling) continue;  // later rungs may rate lower
    if (rung.find(board, step)) return true;
  }
  return false;
}

Rating solveLogically(Board& board, std::vector<Step>* steps, int maxSteps, int ceiling) {
  Rating rating;
  Step step;
  while ((maxSteps == 0 || rating.steps < maxSteps) && nextStep(board, step, ceiling)) {
    if (step.difficulty > ceiling) break;
    if (step.difficulty > rating.difficulty) rating.difficulty = step.difficulty, rating.hardest = step.technique;
    // SE's diamond is the hardest step up to the first (its first step); its pearl, the hardest up
    // to the first that places a digit.
    if (rating.steps == 0) rating.diamond = rating.difficulty;
    if (rating.pearl == 0 && !step.placements.empty()) rating.pearl = rating.difficulty;
    ++rating.counts[static_cast<int>(step.technique)];
    ++rating.steps;
    apply(board, step);
    if (steps) steps->push_back(std::move(step));
    if (watching != nullptr) watching->steps = rating.steps, watching->hardest = rating.difficulty;  // for onProgress
    checkpoint();  // a long call's deadline, signal and progress (core/watch.hpp)
  }
  rating.solved = board.solved();
  return rating;
}

}  // namespace dlx::logic
