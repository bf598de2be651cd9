#include "ladder.hpp"

#include "techniques.hpp"

namespace dlx::logic {

bool nextStep(const Board& board, Step& step) {
  if (board.solved()) return false;
  return findFullHouse(board, step) || findHiddenSingle(board, step) || findCageCombination(board, step) ||
         findIntersection(board, step, true, true) || findIntersection(board, step, false, true) ||
         findHiddenSubset(board, step, 2, true) || findNakedSingle(board, step) || findHiddenSubset(board, step, 3, true) ||
         findIntersection(board, step, true, false) || findIntersection(board, step, false, false) ||
         findNakedSubset(board, step, 2) || findFish(board, step, 2) || findHiddenSubset(board, step, 2, false) ||
         findNakedSubset(board, step, 3) || findFish(board, step, 3) || findHiddenSubset(board, step, 3, false) ||
         findXYWing(board, step) || findXYZWing(board, step) || findUniqueRectangle(board, step) || findNakedSubset(board, step, 4) ||
         findFish(board, step, 4) || findHiddenSubset(board, step, 4, false) || findBentWing(board, step, 4) || findBivalueUniversalGrave(board, step) ||
         findAlignedPairExclusion(board, step) || findBentWing(board, step, 5) || findForcingChain(board, step) || findMultipleForcingChain(board, step) ||
         findDynamicForcingChain(board, step);
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
