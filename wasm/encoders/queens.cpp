#include "queens.hpp"

#include <string>

#include "../core/errors.hpp"

namespace dlx::queens {

Problem encode(int n, Order order) {
  if (n < 1 || n > kMaxN) {
    rangeError("n = " + std::to_string(n) + " is outside 1.." + std::to_string(kMaxN));
  }
  Problem problem;
  // Primary items: a rank and a file for each line; then the 2n-1 diagonals each way, secondary.
  // In organ-pipe order (middle lines first, rank and file alternating, as in Knuth's examples)
  // MRV's ties fall on the most constrained lines and the tree shrinks; in rank order the first
  // uncovered item is always the next rank, which lists solutions lexicographically.
  std::vector<int> rank(n);
  std::vector<int> file(n);
  for (int k = 0; k < n; ++k) {
    if (order == Order::RanksFirst) {
      rank[k] = k;
      file[k] = n + k;
    } else {
      const int line = n / 2 + (k % 2 == 0 ? k / 2 : -(k + 1) / 2);
      rank[line] = 2 * k;
      file[line] = 2 * k + 1;
    }
  }
  problem.primary = 2 * n;
  problem.columns = 2 * n + 2 * (2 * n - 1);
  const int diagonal = 2 * n;
  const int antiDiagonal = diagonal + 2 * n - 1;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int row[4] = {rank[r], file[c], diagonal + r + c, antiDiagonal + r - c + n - 1};
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
