#include "sudoku_generator.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "../core/errors.hpp"
#include "random.hpp"

namespace dlx::sudoku {
namespace {

constexpr int kAttempts = 50;
constexpr int kAttemptsForLevel = 200;

// Level thresholds on branch points, set from the spread of minimal 9x9 puzzles this generator
// makes (docs/api.md, generateSudoku).
Level levelOf(std::uint64_t branches) {
  if (branches == 0) return Level::Easy;
  if (branches <= 5) return Level::Medium;
  if (branches <= 25) return Level::Hard;
  return Level::Expert;
}

bool unique(const Grid& grid) {
  const Outcome out = solve(grid, Limits::count(2));
  return out.conflicts.empty() && out.search.count == 1 && out.search.complete();
}

// A random complete grid: a random first row completed by the solver, then shuffled by moves that
// keep a grid valid (digits relabelled, rows within bands, bands, columns within stacks, stacks).
Grid randomSolution(int box, Random& random) {
  const int size = box * box;
  Grid grid;
  grid.box = box;
  grid.cells.assign(static_cast<std::size_t>(size) * size, 0);
  std::vector<int> digits(size);
  for (int d = 0; d < size; ++d) digits[d] = d + 1;
  random.shuffle(digits);
  std::copy(digits.begin(), digits.end(), grid.cells.begin());
  const Outcome filled = solve(grid, Limits::find(1));
  grid.cells.assign(filled.grids.begin(), filled.grids.begin() + static_cast<std::ptrdiff_t>(grid.cells.size()));

  auto lines = [&]() {
    std::vector<int> bands(box);
    for (int b = 0; b < box; ++b) bands[b] = b;
    random.shuffle(bands);
    std::vector<int> order;
    for (int b : bands) {
      std::vector<int> within(box);
      for (int k = 0; k < box; ++k) within[k] = b * box + k;
      random.shuffle(within);
      order.insert(order.end(), within.begin(), within.end());
    }
    return order;
  };
  const std::vector<int> rows = lines();
  const std::vector<int> cols = lines();
  random.shuffle(digits);
  Grid out = grid;
  for (int r = 0; r < size; ++r) {
    for (int c = 0; c < size; ++c) out.cells[r * size + c] = digits[grid.cells[rows[r] * size + cols[c]] - 1];
  }
  return out;
}

// The cells that must be removed together to keep the symmetry: each orbit once, smallest first.
std::vector<std::vector<int>> orbits(int size, Symmetry symmetry) {
  const int area = size * size;
  std::vector<std::vector<int>> out;
  for (int cell = 0; cell < area; ++cell) {
    const int r = cell / size;
    const int c = cell % size;
    int mate = cell;
    if (symmetry == Symmetry::Rotational) mate = area - 1 - cell;
    if (symmetry == Symmetry::Mirror) mate = r * size + (size - 1 - c);
    if (mate < cell) continue;
    out.push_back(mate == cell ? std::vector<int>{cell} : std::vector<int>{cell, mate});
  }
  return out;
}

int givens(const Grid& grid) {
  return static_cast<int>(std::count_if(grid.cells.begin(), grid.cells.end(), [](int v) { return v != 0; }));
}

// One complete grid thinned out: every orbit is tried once, in random order. Removing an orbit that
// failed earlier can only fail again later (fewer givens never make fewer solutions), so with
// `minimal` the result is minimal.
Grid carve(const Grid& solution, const GenerateOptions& options, Random& random) {
  Grid puzzle = solution;
  auto order = orbits(solution.size(), options.symmetry);
  random.shuffle(order);
  const int stopAt = options.minimal ? 0 : (options.maxGivens > 0 ? options.maxGivens : static_cast<int>(puzzle.cells.size()) / 2);
  int left = static_cast<int>(puzzle.cells.size());
  for (const auto& orbit : order) {
    if (left <= stopAt) break;
    for (int cell : orbit) puzzle.cells[cell] = 0;
    if (unique(puzzle)) {
      left -= static_cast<int>(orbit.size());
    } else {
      for (int cell : orbit) puzzle.cells[cell] = solution.cells[cell];
    }
  }
  return puzzle;
}

}  // namespace

namespace {

// Each name once, in the order of its enum.
constexpr std::string_view kSymmetries[] = {"none", "rotational", "mirror"};
constexpr std::string_view kLevels[] = {"easy", "medium", "hard", "expert"};

template <std::size_t N>
int indexNamed(const std::string_view (&names)[N], std::string_view name, const char* what) {
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i] == name) return static_cast<int>(i);
  }
  std::string choices;
  for (std::size_t i = 0; i < N; ++i) choices += (i > 0 ? ", '" : "'") + std::string(names[i]) + "'";
  rangeError(std::string(what) + " '" + std::string(name.substr(0, 20)) + "' is not one of " + choices);
}

}  // namespace

Symmetry symmetryNamed(std::string_view name) { return static_cast<Symmetry>(indexNamed(kSymmetries, name, "symmetry")); }

Level levelNamed(std::string_view name) { return static_cast<Level>(indexNamed(kLevels, name, "difficulty")); }

const char* levelName(Level level) { return kLevels[static_cast<int>(level)].data(); }

Rating rate(const Grid& puzzle) {
  const Outcome out = solve(puzzle, Limits::count(2));
  Rating rating;
  rating.branches = out.search.branches;
  rating.nodes = out.search.nodes;
  rating.level = levelOf(rating.branches);
  return rating;
}

int generatedBox(int size) {
  for (int box = 2; box <= 5; ++box) {
    if (box * box == size) return box;
  }
  rangeError("size " + std::to_string(size) + " cannot be generated; sizes 4, 9, 16 and 25 can");
}

Generated generate(const GenerateOptions& options) {
  generatedBox(options.box * options.box);
  const int area = options.box * options.box * options.box * options.box;
  if (options.maxGivens < 0 || options.maxGivens > area) {
    rangeError("maxGivens " + std::to_string(options.maxGivens) + " is outside 0.." + std::to_string(area));
  }
  // Grids to try before the RangeError that says what was made instead (a level is rarer than any).
  const int budget = options.difficulty >= 0 ? kAttemptsForLevel : kAttempts;
  Random random(options.seed);
  int made[4] = {0, 0, 0, 0};
  int fewest = area;
  for (int attempt = 1; attempt <= budget; ++attempt) {
    Generated out;
    out.solution = randomSolution(options.box, random);
    out.puzzle = carve(out.solution, options, random);
    out.rating = rate(out.puzzle);
    out.attempts = attempt;
    const int count = givens(out.puzzle);
    fewest = std::min(fewest, count);
    ++made[static_cast<int>(out.rating.level)];
    const bool levelOk = options.difficulty < 0 || static_cast<int>(out.rating.level) == options.difficulty;
    const bool givensOk = options.maxGivens == 0 || count <= options.maxGivens;
    if (levelOk && givensOk) return out;
  }
  std::string what;
  if (options.difficulty >= 0) {
    const Level level = static_cast<Level>(options.difficulty);
    what = std::string(level == Level::Easy || level == Level::Expert ? "an " : "a ") + levelName(level) + " puzzle";
    if (options.maxGivens > 0) what += " with at most " + std::to_string(options.maxGivens) + " givens";
  } else {
    what = "a puzzle with at most " + std::to_string(options.maxGivens) + " givens";
  }
  rangeError("could not make " + what + " in " + std::to_string(budget) + " attempts (made: " +
             std::to_string(made[0]) + " easy, " + std::to_string(made[1]) + " medium, " + std::to_string(made[2]) +
             " hard, " + std::to_string(made[3]) + " expert; fewest givens " + std::to_string(fewest) +
             "); try another seed or relax the request");
}

}  // namespace dlx::sudoku
