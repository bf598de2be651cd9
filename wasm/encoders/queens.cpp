#include "queens.hpp"

#include <string>

#include "../core/errors.hpp"

namespace dlx::queens {

Problem encode(int n) {
  if (n < 1 || n > kMaxN) {
    rangeError("n = " + std::to_string(n) + " is outside 1.." + std::to_string(kMaxN));
  }
  Problem problem;
  // Ranks 0..n-1, files n..2n-1, then the 2n-1 diagonals each way.
  problem.primary = 2 * n;
  problem.columns = 2 * n + 2 * (2 * n - 1);
  const int diagonal = 2 * n;
  const int antiDiagonal = diagonal + 2 * n - 1;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int row[4] = {r, n + c, diagonal + r + c, antiDiagonal + r - c + n - 1};
      problem.addRow(row, 4);
    }
  }
  return problem;
}

std::vector<int> decode(const int* rows, int count, int n) {
  std::vector<int> files(static_cast<std::size_t>(n), 0);
  for (int k = 0; k < count; ++k) files[rows[k] / n] = rows[k] % n + 1;
  return files;
}

}  // namespace dlx::queens
