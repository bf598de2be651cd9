// Sukaku Explainer's length bonus for a chain (ChainingHint.getLengthDifficulty): +0.1 each time
// the chain's complexity, less 2, passes a ceiling that starts at 4 and grows by 3/2 and 4/3 in
// turn (4, 6, 8, 10, 14, 18, 24, 32, ...). In tenths.
#pragma once

namespace dlx::logic {

inline int lengthBonus(int complexity) {
  int length = complexity - 2, added = 0, ceil = 4;
  bool odd = false;
  while (length > ceil) {
    ++added;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return added;
}

}  // namespace dlx::logic
