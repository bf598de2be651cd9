// Native speed of the same core the WASM module runs.
//   dlx_bench [--rounds R] [--engine auto|links|bitsets] FILE...
//                        µs per puzzle for each puzzle file (the median of R rounds, default 3),
//                        searching for up to 2 solutions (solve and prove uniqueness), as
//                        `npm run bench` does in WASM; --engine forces one representation
//   dlx_bench --queens N milliseconds to count all N-queens solutions
//   dlx_bench [--engine E] --cover FILE
//                        milliseconds to count every solution of an exact-cover problem in
//                        Knuth's text format (median of 3), with the nodes searched
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "encoders/cover_text.hpp"
#include "encoders/queens.hpp"
#include "encoders/sudoku.hpp"
#include "encoders/sudoku_text.hpp"

namespace {

double elapsedUs(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
}

int benchQueens(int n) {
  const auto problem = dlx::queens::encode(n);
  std::vector<double> ms;
  std::uint64_t count = 0;
  for (int round = 0; round < 5; ++round) {
    const auto start = std::chrono::steady_clock::now();
    count = dlx::solve(problem, dlx::Limits::count(0)).count;
    ms.push_back(elapsedUs(start) / 1000);
  }
  std::sort(ms.begin(), ms.end());
  std::printf("queens %d: %llu solutions, %.1f ms (median of 5)\n", n, static_cast<unsigned long long>(count), ms[2]);
  return 0;
}

int benchCover(const char* path, const dlx::Limits& limits) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path);
    return 2;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto problem = dlx::cover_text::parse(text, dlx::cover_text::Format::Auto, 1).front().problem;
  dlx::Limits counting = dlx::Limits::count(0).on(limits.engine);
  std::vector<double> ms;
  dlx::Result result;
  for (int round = 0; round < 3; ++round) {
    const auto start = std::chrono::steady_clock::now();
    result = dlx::solve(problem, counting);
    ms.push_back(elapsedUs(start) / 1000);
  }
  std::sort(ms.begin(), ms.end());
  std::printf("%s: %llu solutions, %llu nodes, %.1f ms (median of 3)\n", path,
              static_cast<unsigned long long>(result.count), static_cast<unsigned long long>(result.nodes), ms[1]);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 3 && std::strcmp(argv[1], "--queens") == 0) return benchQueens(std::atoi(argv[2]));
  int first = 1;
  int rounds = 3;
  dlx::Limits limits = dlx::Limits::find(2);
  while (first + 1 < argc && argv[first][0] == '-' && argv[first][1] == '-') {
    const std::string flag = argv[first];
    const std::string value = argv[first + 1];
    if (flag == "--cover") return benchCover(value.c_str(), limits);
    if (flag == "--rounds") {
      rounds = std::max(1, std::atoi(value.c_str()));
    } else if (flag == "--engine" && (value == "auto" || value == "links" || value == "bitsets")) {
      limits.engine = value == "links" ? dlx::Engine::Links : value == "bitsets" ? dlx::Engine::Bitsets : dlx::Engine::Auto;
    } else {
      break;
    }
    first += 2;
  }
  if (argc <= first || argv[first][0] == '-') {
    std::fprintf(stderr, "usage: %s [--rounds R] [--engine auto|links|bitsets] PUZZLE_FILE... | --queens N\n", argv[0]);
    return 2;
  }
  for (int a = first; a < argc; ++a) {
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
    std::vector<double> times;
    std::uint64_t nodes = 0;
    std::uint64_t branches = 0;
    int unique = 0;
    double slowest = 0;
    for (int round = 0; round < rounds; ++round) {
      nodes = 0;
      branches = 0;
      unique = 0;
      const auto start = std::chrono::steady_clock::now();
      for (const auto& grid : puzzles) {
        const auto one = std::chrono::steady_clock::now();
        const auto out = dlx::sudoku::solve(grid, limits);
        slowest = std::max(slowest, elapsedUs(one));
        nodes += out.search.nodes;
        branches += out.search.branches;
        unique += out.search.count == 1 && out.search.complete();
      }
      times.push_back(elapsedUs(start));
    }
    std::sort(times.begin(), times.end());
    std::printf("%-40s %6zu puzzles %6d unique %10.1f us/puzzle %10.1f nodes %8.1f branches/puzzle %8.1f ms slowest\n",
                argv[a], puzzles.size(), unique, times[times.size() / 2] / puzzles.size(),
                static_cast<double>(nodes) / puzzles.size(), static_cast<double>(branches) / puzzles.size(),
                slowest / 1000);
  }
  return 0;
}
