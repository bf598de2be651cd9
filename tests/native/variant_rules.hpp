// A Sudoku variant's rules checked on a complete grid, written from the definitions and not from
// the encoder (wasm/encoders/sudoku_variant.cpp): the native tests' and the fuzzer's checker.
#pragma once

#include <set>
#include <vector>

#include "encoders/sudoku_variant.hpp"

namespace dlx::test {

// The groups of cells that hold each digit at most once, from the definitions: each row, column
// and box (or region); with x, each main diagonal; with windoku, each b×b window whose corner is at
// row and column 1 + k(b+1) (0-based); each cage.
inline std::vector<std::vector<int>> ruleGroups(int box, const dlx::sudoku::Variant& v) {
  const int n = box * box;
  std::vector<std::vector<int>> groups;
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, column, block, region;
    for (int j = 0; j < n; ++j) {
      row.push_back(i * n + j);
      column.push_back(j * n + i);
      block.push_back((i / box * box + j / box) * n + i % box * box + j % box);
    }
    for (int c = 0; c < n * n; ++c) {
      if (!v.regions.empty() && v.regions[c] == i) region.push_back(c);
    }
    groups.push_back(row);
    groups.push_back(column);
    groups.push_back(v.regions.empty() ? block : region);
  }
  if (v.x) {
    std::vector<int> down, up;
    for (int i = 0; i < n; ++i) {
      down.push_back(i * n + i);
      up.push_back(i * n + (n - 1 - i));
    }
    groups.push_back(down);
    groups.push_back(up);
  }
  if (v.windoku) {
    for (int top = 1; top + box <= n; top += box + 1) {
      for (int left = 1; left + box <= n; left += box + 1) {
        std::vector<int> window;
        for (int r = top; r < top + box; ++r) {
          for (int c = left; c < left + box; ++c) window.push_back(r * n + c);
        }
        groups.push_back(window);
      }
    }
  }
  for (const dlx::sudoku::Cage& cage : v.cages) groups.push_back(cage.cells);
  return groups;
}

// Whether a complete grid keeps the rules: every group holds distinct digits 1..n, and each cage
// (the last groups, in order) adds up to its sum.
inline bool keepsRules(const std::vector<int>& g, int box, const dlx::sudoku::Variant& v) {
  const int n = box * box;
  for (const auto& group : ruleGroups(box, v)) {
    std::set<int> seen;
    for (int c : group) {
      if (g[c] < 1 || g[c] > n || !seen.insert(g[c]).second) return false;
    }
  }
  for (const dlx::sudoku::Cage& cage : v.cages) {
    int sum = 0;
    for (int c : cage.cells) sum += g[c];
    if (sum != cage.sum) return false;
  }
  return true;
}

// Every 4x4 Latin square (576): the grids a 4x4 variant's solutions are among, for counting them
// by brute force.
inline std::vector<std::vector<int>> latinSquares() {
  std::vector<std::vector<int>> out;
  std::vector<int> g(16, 0);
  auto fill = [&](auto& self, int cell) -> void {
    if (cell == 16) {
      out.push_back(g);
      return;
    }
    for (int d = 1; d <= 4; ++d) {
      bool ok = true;
      for (int k = 0; k < 4; ++k) ok = ok && g[cell / 4 * 4 + k] != d && g[k * 4 + cell % 4] != d;
      if (!ok) continue;
      g[cell] = d;
      self(self, cell + 1);
      g[cell] = 0;
    }
  };
  fill(fill, 0);
  return out;
}

}  // namespace dlx::test
