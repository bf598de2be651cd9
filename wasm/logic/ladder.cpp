#include "ladder.hpp"

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
bool wxyzWing(const Board& b, Step& s) { return findBentWing(b, s, 4); }
bool vwxyzWing(const Board& b, Step& s) { return findBentWing(b, s, 5); }

}  // namespace

const Rung kLadder[] = {
    {"full house", findFullHouse},
    {"hidden single", findHiddenSingle},
    {"cage combination", findCageCombination},
    {"direct pointing", directPointing},
    {"direct claiming", directClaiming},
    {"direct hidden pair", directHiddenPair},
    {"naked single", findNakedSingle},
    {"direct hidden triple", directHiddenTriple},
    {"pointing", pointing},
    {"claiming", claiming},
    {"naked pair", nakedPair},
    {"x-wing", xWing},
    {"hidden pair", hiddenPair},
    {"naked triple", nakedTriple},
    {"swordfish", swordfish},
    {"hidden triple", hiddenTriple},
    {"xy-wing", findXYWing},
    {"xyz-wing", findXYZWing},
    {"unique rectangle", findUniqueRectangle},
    {"naked quad", nakedQuad},
    {"jellyfish", jellyfish},
    {"hidden quad", hiddenQuad},
    {"wxyz-wing", wxyzWing},
    {"bivalue universal grave", findBivalueUniversalGrave},
    {"aligned pair exclusion", findAlignedPairExclusion},
    {"vwxyz-wing", vwxyzWing},
    {"forcing chains", findForcingChain},
    {"cell and region forcing chains", findMultipleForcingChain},
    {"dynamic forcing chains", findDynamicForcingChain},
};
const int kRungs = sizeof(kLadder) / sizeof(kLadder[0]);

bool nextStep(const Board& board, Step& step) {
  if (board.solved()) return false;
  for (const auto& rung : kLadder) {
    if (rung.find(board, step)) return true;
  }
  return false;
}

Rating solveLogically(Board& board, std::vector<Step>* steps, int maxSteps) {
  Rating rating;
  Step step;
  while ((maxSteps == 0 || rating.steps < maxSteps) && nextStep(board, step)) {
    if (step.difficulty > rating.difficulty) rating.difficulty = step.difficulty, rating.hardest = step.technique;
    ++rating.counts[static_cast<int>(step.technique)];
    ++rating.steps;
    apply(board, step);
    if (steps) steps->push_back(std::move(step));
  }
  rating.solved = board.solved();
  return rating;
}

}  // namespace dlx::logic
