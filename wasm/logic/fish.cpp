// Fish: k rows in which a digit's places all lie in the same k columns (or k columns, in k rows):
// the digit leaves those columns' (rows') other cells. X-wing, swordfish, jellyfish for k = 2, 3, 4.
#include "combinations.hpp"
#include "techniques.hpp"

namespace dlx::logic {
namespace {

constexpr Technique kFish[] = {Technique::XWing, Technique::Swordfish, Technique::Jellyfish};

}  // namespace

bool findFish(const Board& board, Step& step, int k) {
  const int size = board.size;
  for (int digit = 1; digit <= size; ++digit) {
    for (const bool rows : {true, false}) {
      // base[i]: the cover lines (columns, or rows) where the digit may go in base line i.
      std::vector<int> lines;
      std::vector<Mask> base;
      for (int i = 0; i < size; ++i) {
        Mask m = 0;
        for (int j = 0; j < size; ++j) {
          const int cell = rows ? i * size + j : j * size + i;
          if (board.candidates[cell] & bit(digit)) m |= Mask{1} << j;
        }
        if (count(m) >= 2 && count(m) <= k) lines.push_back(i), base.push_back(m);
      }
      const bool found = anySubset(static_cast<int>(lines.size()), k, [&](const std::vector<int>& chosen) {
        Mask cover = 0;
        for (int i : chosen) cover |= base[i];
        if (count(cover) != k) return false;
        std::vector<Candidate> removals;
        std::vector<int> corners;
        for (Mask m = cover; m; m &= m - 1) {
          const int j = lowestIndex(m);
          for (int i = 0; i < size; ++i) {
            const int cell = rows ? i * size + j : j * size + i;
            if (!(board.candidates[cell] & bit(digit))) continue;
            bool inBase = false;
            for (int c : chosen) inBase = inBase || lines[c] == i;
            if (inBase) corners.push_back(cell);
            else removals.push_back({cell, digit});
          }
        }
        if (removals.empty()) return false;
        step = Step(kFish[k - 2]);
        step.removals = std::move(removals);
        step.cells = std::move(corners);
        for (int c : chosen) step.houses.push_back(rows ? lines[c] : size + lines[c]);
        for (Mask m = cover; m; m &= m - 1) step.houses.push_back(rows ? size + lowestIndex(m) : lowestIndex(m));
        step.digits = bit(digit);
        return true;
      });
      if (found) return true;
    }
  }
  return false;
}

}  // namespace dlx::logic
