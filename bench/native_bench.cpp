// Native speed of the same core the WASM module runs: µs per puzzle for each puzzle file given,
// searching for up to 2 solutions (solve and prove uniqueness). Usage: dlx_bench FILE...
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "encoders/sudoku.hpp"
#include "encoders/sudoku_text.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s PUZZLE_FILE...\n", argv[0]);
    return 2;
  }
  for (int a = 1; a < argc; ++a) {
    std::ifstream in(argv[a]);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", argv[a]);
      return 2;
    }
    std::vector<dlx::sudoku::Grid> puzzles;
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      puzzles.push_back(dlx::sudoku::parseText(line).grid);
    }
    std::uint64_t nodes = 0;
    int unique = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const auto& grid : puzzles) {
      const auto out = dlx::sudoku::solve(grid, dlx::Limits{2, 0, true});
      nodes += out.search.nodes;
      unique += out.search.count == 1 && out.search.complete();
    }
    const double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    std::printf("%-40s %6zu puzzles %6d unique %10.1f us/puzzle %12.1f nodes/puzzle\n", argv[a], puzzles.size(),
                unique, us / puzzles.size(), static_cast<double>(nodes) / puzzles.size());
  }
  return 0;
}
