#include "sudoku_generator.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "../core/errors.hpp"
#include "../core/watch.hpp"
#include "random.hpp"
#include "../logic/ladder.hpp"
#include "../logic/levels.hpp"

namespace dlx::sudoku {
namespace {

constexpr int kAttempts = 50;
constexpr int kAttemptsForLevel = 200;
constexpr int kKillerAttempts = 100;
// An SE range: the hardest ranges are the rarest (docs/api.md gives the times per level).
constexpr int kAttemptsForSE = 2000;
constexpr int kMinimalFirst = 50;  // 9x9 grids carved to a minimal puzzle before carving under a ceiling

// Level thresholds on branch points, set from the spread of minimal 9x9 puzzles this generator
// makes (docs/api.md, generateSudoku).
Level levelOf(std::uint64_t branches) {
  if (branches == 0) return Level::Easy;
  if (branches <= 5) return Level::Medium;
  if (branches <= 25) return Level::Hard;
  return Level::Expert;
}

// The classic rules take the tuned classic search; a variant the generic one. Every search here
// runs within the call's node budget, its nodes counted (watched() and settle(), core/watch.hpp).
Outcome solveUnder(const Grid& grid, const Variant& variant, const Limits& limits) {
  Outcome out = variant.classic() ? solve(grid, watched(limits)) : solveVariant(grid, variant, watched(limits));
  settle(out.search);
  return out;
}

// Above 9x9 a killer's proofs of uniqueness grow without bound as its givens go (a 16x16 one at
// 22 givens: 1.9 million nodes, 3.4 s natively), so there each is cut at this many nodes, and a
// given whose removal it cannot prove harmless stays.
constexpr std::uint64_t kLargeKillerCheckNodes = 50'000;

// Exactly one solution, proved within `maxNodes` (0: no bound).
bool unique(const Grid& grid, const Variant& variant, std::uint64_t maxNodes = 0) {
  const Outcome out = solveUnder(grid, variant, Limits::count(2).budget(maxNodes));
  return out.conflicts.empty() && out.search.count == 1 && out.search.complete();
}

// A random complete grid under a variant: the digits of a random first row, completed by the
// search (a first row that cannot be completed is drawn again), then relabelled. The line moves of
// the classic grid below would break diagonals, windows and regions.
Grid randomVariantSolution(int box, const Variant& variant, Random& random) {
  const int size = box * box;
  std::vector<int> digits(size);
  for (int d = 0; d < size; ++d) digits[d] = d + 1;
  for (int tries = 0; tries < 1000; ++tries) {
    Grid grid{box, std::vector<int>(static_cast<std::size_t>(size) * size, 0)};
    random.shuffle(digits);
    std::copy(digits.begin(), digits.end(), grid.cells.begin());
    const Outcome filled = solveVariant(grid, variant, watched(Limits::find(1).budget(100'000)));
    settle(filled.search);
    if (filled.search.count == 0) continue;
    grid.cells.assign(filled.grids.begin(), filled.grids.begin() + static_cast<std::ptrdiff_t>(grid.cells.size()));
    random.shuffle(digits);
    for (int& v : grid.cells) v = digits[v - 1];
    return grid;
  }
  rangeError("no complete grid keeps these rules (none found from 1000 first rows)");
}

// Cages drawn on a complete grid: every cell in one, each cage 1 to `most` connected cells with
// distinct digits, grown from random cells; single cells are merged into a neighbour's cage where
// its digit is new there, so few cages are lone cells.
std::vector<Cage> drawCages(const Grid& solution, Random& random) {
  const int size = solution.size();
  const int area = size * size;
  const int most = std::min(5, size);
  std::vector<int> cageAt(static_cast<std::size_t>(area), -1);
  std::vector<Cage> cages;
  std::vector<int> order(static_cast<std::size_t>(area));
  for (int c = 0; c < area; ++c) order[c] = c;
  random.shuffle(order);
  auto neighbours = [&](int cell) {
    std::vector<int> out;
    const int r = cell / size, c = cell % size;
    if (r > 0) out.push_back(cell - size);
    if (r + 1 < size) out.push_back(cell + size);
    if (c > 0) out.push_back(cell - 1);
    if (c + 1 < size) out.push_back(cell + 1);
    return out;
  };
  auto fits = [&](const Cage& cage, int cell) {
    for (int c : cage.cells) {
      if (solution.cells[c] == solution.cells[cell]) return false;
    }
    return true;
  };
  for (int start : order) {
    if (cageAt[start] >= 0) continue;
    Cage cage;
    cage.cells.push_back(start);
    cageAt[start] = static_cast<int>(cages.size());
    const int want = 2 + static_cast<int>(random.below(static_cast<std::uint32_t>(most - 1)));
    for (int grow = 0; grow < 4 * want && static_cast<int>(cage.cells.size()) < want; ++grow) {
      const int from = cage.cells[random.below(static_cast<std::uint32_t>(cage.cells.size()))];
      const auto next = neighbours(from);
      const int to = next[random.below(static_cast<std::uint32_t>(next.size()))];
      if (cageAt[to] >= 0 || !fits(cage, to)) continue;
      cageAt[to] = static_cast<int>(cages.size());
      cage.cells.push_back(to);
    }
    cages.push_back(std::move(cage));
  }
  // Lone cells join a neighbouring cage that can take their digit and is not full.
  for (std::size_t k = 0; k < cages.size(); ++k) {
    if (cages[k].cells.size() != 1) continue;
    const int cell = cages[k].cells[0];
    for (int n : neighbours(cell)) {
      Cage& other = cages[cageAt[n]];
      if (static_cast<int>(other.cells.size()) < most && &other != &cages[k] && fits(other, cell)) {
        other.cells.push_back(cell);
        cageAt[cell] = cageAt[n];
        cages[k].cells.clear();
        break;
      }
    }
  }
  cages.erase(std::remove_if(cages.begin(), cages.end(), [](const Cage& cage) { return cage.cells.empty(); }), cages.end());
  for (Cage& cage : cages) {
    std::sort(cage.cells.begin(), cage.cells.end());
    for (int c : cage.cells) cage.sum += solution.cells[c];
  }
  return cages;
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
  const Outcome filled = solve(grid, watched(Limits::find(1)));
  settle(filled.search);
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
// True when the ladder solves `puzzle` with no step above `ceiling` (SE tenths).
bool ratesAtMost(const Grid& puzzle, const Variant& variant, int ceiling) {
  logic::Board board(puzzle, variant);
  return logic::solveLogically(board, nullptr, 0, ceiling).solved;
}

// Removes givens, an orbit at a time in random order, while exactly one solution is left and, with a
// ceiling (SE tenths), while the puzzle rates no higher: an easy puzzle is not a minimal one, but
// minimal under its level (any further removal leaves two solutions or a harder step). A killer
// above 9x9 is minimal as far as kLargeKillerCheckNodes per removal can tell.
Grid carve(const Grid& solution, const GenerateOptions& options, const Variant& variant, Random& random, int ceiling) {
  Grid puzzle = solution;
  auto order = orbits(solution.size(), options.symmetry);
  random.shuffle(order);
  const int stopAt = options.minimal ? 0 : (options.maxGivens > 0 ? options.maxGivens : static_cast<int>(puzzle.cells.size()) / 2);
  const std::uint64_t checkNodes = options.killer && options.box > 3 ? kLargeKillerCheckNodes : 0;
  int left = static_cast<int>(puzzle.cells.size());
  for (const auto& orbit : order) {
    if (left <= stopAt) break;
    checkpoint(Phase::Carving);
    for (int cell : orbit) puzzle.cells[cell] = 0;
    if (unique(puzzle, variant, checkNodes) && (ceiling == logic::kNoCeiling || ratesAtMost(puzzle, variant, ceiling))) {
      left -= static_cast<int>(orbit.size());
    } else {
      for (int cell : orbit) puzzle.cells[cell] = solution.cells[cell];
    }
  }
  return puzzle;
}

// Puts the solution's digits back into blank cells, in random order, until the ladder solves
// `puzzle` with no step above `ceiling`: from a minimal killer (mostly far above an expert's top)
// down through the levels a given at a time, so the first puzzle under the ceiling is near it.
void addBackUnder(Grid& puzzle, const Grid& solution, const Variant& variant, Random& random, int ceiling) {
  std::vector<int> blanks;
  for (int cell = 0; cell < static_cast<int>(puzzle.cells.size()); ++cell) {
    if (puzzle.cells[cell] == 0) blanks.push_back(cell);
  }
  random.shuffle(blanks);
  for (int cell : blanks) {
    checkpoint(Phase::Carving);
    if (ratesAtMost(puzzle, variant, ceiling)) return;
    puzzle.cells[cell] = solution.cells[cell];
  }
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

Level levelNamed(std::string_view name) { return static_cast<Level>(indexNamed(kLevels, name, "searchLevel")); }

const char* levelName(Level level) { return kLevels[static_cast<int>(level)].data(); }

Rating rate(const Grid& puzzle, const Variant& variant) {
  const Outcome out = solveUnder(puzzle, variant, Limits::count(2));
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
  // A 25x25 killer took 73 s natively, even with its checks cut (kLargeKillerCheckNodes).
  if (options.killer && options.box > 4) rangeError("killers are generated up to 16x16: a 25x25 one takes minutes");
  Variant rules = options.variant;
  rules.cages.clear();
  checkVariant(rules, options.box);
  // Grids to try before the RangeError that says what was made instead (a level is rarer than any).
  // A killer's grids cost more (a rating per given tried): fewer of them.
  const bool seAsked = options.seMin != 0 || options.seMax != 0;
  if (seAsked && (options.seMin < 10 || options.seMax < options.seMin)) {
    rangeError("the SE range is empty or starts below 1.0");
  }
  const int budget = seAsked ? (options.killer ? kKillerAttempts : kAttemptsForSE)
                             : std::min(options.searchLevel >= 0 ? kAttemptsForLevel : kAttempts, options.killer ? kKillerAttempts : kAttemptsForLevel);
  Random random(options.seed);
  int made[4] = {0, 0, 0, 0};
  int madeSE[logic::kLevelCount] = {};
  int harder = 0;  // puzzles rated only far enough to know they are above seMax
  int fewest = area;
  // Asked for at most seMax, the rating stops at the first step above it. Minimal 9x9 puzzles fall
  // at every level, so they are tried first (a rating per removal costs 5x more, docs/performance.md);
  // minimal 16x16 puzzles are never easy or medium, so from the start there (and after 50 grids
  // here) givens are removed only while the puzzle stays within seMax. A killer's grids are too few
  // to wait: from the first, every other one is carved under the ceiling (those land mostly low in
  // a range), the others minimal, then given back givens while above seMax (addBackUnder: those
  // land mostly at a range's top). A 9x9 under other variant rules alternates the same way: its
  // minimal puzzles are mostly harder than the classic's (a jigsaw's nearly all extreme), so that
  // 50 minimal grids first cost it 0.5 to 1 s before the grids that land in a range.
  const int ceiling = seAsked && options.seMax < logic::kOpen ? options.seMax : logic::kNoCeiling;
  const bool alternate = options.killer || (options.box <= 3 && !rules.classic());
  const auto underCeiling = [&](int attempt) {
    return alternate ? attempt % 2 == 1 : attempt >= (options.box <= 3 ? kMinimalFirst + 1 : 1);
  };
  for (int attempt = 1; attempt <= budget; ++attempt) {
    if (watching != nullptr) watching->attempts = attempt;
    checkpoint(Phase::Grid);
    Generated out;
    out.solution = rules.classic() && !options.killer ? randomSolution(options.box, random) : randomVariantSolution(options.box, rules, random);
    Variant variant = rules;
    if (options.killer) variant.cages = out.cages = drawCages(out.solution, random);
    out.puzzle = carve(out.solution, options, variant, random, underCeiling(attempt) ? ceiling : logic::kNoCeiling);
    if (options.killer && !underCeiling(attempt) && ceiling != logic::kNoCeiling) addBackUnder(out.puzzle, out.solution, variant, random, ceiling);
    checkpoint(Phase::Rating);
    out.rating = rate(out.puzzle, variant);
    out.attempts = attempt;
    const int count = givens(out.puzzle);
    fewest = std::min(fewest, count);
    ++made[static_cast<int>(out.rating.level)];
    if (seAsked || options.box <= 3) {
      logic::Board board(out.puzzle, variant);
      const auto logic = logic::solveLogically(board, nullptr, 0, ceiling);
      out.logic = {true, logic.difficulty, static_cast<int>(logic.hardest), logic.solved, logic.pearl, logic.diamond};
      if (logic.solved || ceiling == logic::kNoCeiling) {
        ++madeSE[logic::levelOf(logic.difficulty, logic.solved)];
      } else {
        ++harder;
      }
    }
    // A puzzle beyond the ladder rates above every value.
    const int se = out.logic.solved ? out.logic.difficulty : logic::kOpen;
    const bool seOk = !seAsked || (se >= options.seMin && se <= options.seMax);
    const bool levelOk = options.searchLevel < 0 || static_cast<int>(out.rating.level) == options.searchLevel;
    const bool givensOk = options.maxGivens == 0 || count <= options.maxGivens;
    if (levelOk && seOk && givensOk) return out;
  }
  // None gave what was asked: what was made instead, for the caller's RangeError (its words are
  // JS's, web/lib/generate.js: they weighed half a KB of the module here).
  Generated out;
  out.shortfall = {true, budget, {made[0], made[1], made[2], made[3]}, {}, harder, fewest};
  std::copy(std::begin(madeSE), std::end(madeSE), out.shortfall.madeSE.begin());
  return out;
}

}  // namespace dlx::sudoku
