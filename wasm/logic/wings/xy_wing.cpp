// Wings: a pivot cell and two pincers it sees. XY-wing: pivot {x,y}, pincers {x,z} and {y,z}:
// whichever the pivot takes, one pincer is z, so z leaves every cell that sees both pincers.
// XYZ-wing: pivot {x,y,z}, the same pincers: z leaves every cell that sees all three.
// The order is Sukaku Explainer's (XYWing.java), whose first wing is taken: pivots by index, then
// the pincers among the pivot's peers by index. SE tries both orders of the pincers, but a wing is
// one either way, so the first pair it meets is the first pair (i < j) tried here.
#include "../techniques.hpp"

namespace dlx::logic {
namespace {

bool findWing(const Board& board, Step& step, bool xyz) {
  for (int pivot = 0; pivot < board.area; ++pivot) {
    const Mask p = board.candidates[pivot];
    if (count(p) != (xyz ? 3 : 2)) continue;
    const auto& near = board.peers[pivot];
    for (std::size_t i = 0; i < near.size(); ++i) {
      const int a = near[i];
      const Mask ma = board.candidates[a];
      if (count(ma) != 2 || count(ma & p) != (xyz ? 2 : 1)) continue;
      for (std::size_t j = i + 1; j < near.size(); ++j) {
        const int b = near[j];
        const Mask mb = board.candidates[b];
        if (count(mb) != 2 || mb == ma) continue;
        const Mask z = ma & mb;
        if (count(z) != 1) continue;
        if (xyz ? ((ma | mb) != p) : ((z & p) != 0 || ((ma | mb) & ~z) != p)) continue;
        const int digit = lowest(z);
        std::vector<Candidate> removals;
        for (int cell : board.peers[a]) {
          if (cell == b || cell == pivot || !(board.candidates[cell] & z) || !board.sees(cell, b)) continue;
          if (xyz && !board.sees(cell, pivot)) continue;
          removals.push_back({cell, digit});
        }
        if (removals.empty()) continue;
        step = Step(xyz ? Technique::XYZWing : Technique::XYWing);
        step.removals = std::move(removals);
        step.cells = {pivot, a, b};
        step.digits = p | z;
        return true;
      }
    }
  }
  return false;
}

}  // namespace

bool findXYWing(const Board& board, Step& step) { return findWing(board, step, false); }
bool findXYZWing(const Board& board, Step& step) { return findWing(board, step, true); }

}  // namespace dlx::logic
