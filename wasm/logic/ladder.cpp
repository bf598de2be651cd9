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
bool wxyzWing(const Board& b, Step& s) { return findBentWing(b, s, 4); }
bool vwxyzWing(const Board& b, Step& s) { return findBentWing(b, s, 5); }

}  // namespace

const Rung kLadder[] = {
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
    {"xy-wing", Technique::XYWing, findXYWing},
    {"xyz-wing", Technique::XYZWing, findXYZWing},
    {"unique rectangle", Technique::UniqueRectangle, findUniqueRectangle},
    {"naked quad", Technique::NakedQuad, nakedQuad},
    {"jellyfish", Technique::Jellyfish, jellyfish},
    {"hidden quad", Technique::HiddenQuad, hiddenQuad},
    {"wxyz-wing", Technique::WXYZWing, wxyzWing},
    {"bivalue universal grave", Technique::BivalueUniversalGrave, findBivalueUniversalGrave},
    {"aligned pair exclusion", Technique::AlignedPairExclusion, findAlignedPairExclusion},
    {"vwxyz-wing", Technique::VWXYZWing, vwxyzWing},
    {"forcing chains", Technique::ForcingXChain, findForcingChain},
    {"cell and region forcing chains", Technique::CellForcingChain, findMultipleForcingChain},
    {"dynamic forcing chains", Technique::ContradictionForcingChain, findDynamicForcingChain},
};
const int kRungs = sizeof(kLadder) / sizeof(kLadder[0]);

bool nextStep(const Board& board, Step& step, int ceiling) {
  if (board.solved()) return false;
  for (const auto& rung : kLadder) {
    if (valueOf(rung.from) > ceiling) return false;
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
    ++rating.counts[static_cast<int>(step.technique)];
    ++rating.steps;
    apply(board, step);
    if (steps) steps->push_back(std::move(step));
    checkpoint();  // a long call's deadline, signal and progress (core/watch.hpp)
  }
  rating.solved = board.solved();
  return rating;
}

}  // namespace dlx::logic
