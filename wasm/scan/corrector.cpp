// The most probable reading with exactly one solution, by best-first search over the classifier's
// second choices. A reading costs the sum of -log p over its cells; a change from a cell's first
// choice to another costs the difference, so readings are tried cheapest first, and the first one
// the solver finds exactly one solution for is the most probable such reading (among readings
// the network gives at least kMinChance, and within kMaxTries readings and kMaxTotalNodes).
#include "scan/corrector.hpp"

#include <algorithm>
#include <cmath>
#include <queue>

#include "encoders/sudoku.hpp"

namespace dlx::scan {
namespace {

// A reading the network gives less than this is no reading: the corrector never tries it. Its
// probabilities are calibrated (train/train.py fits a temperature on the folds' held-out
// cells), and the misreads it makes leave the truth 3% to 20% (bench:scan); a printed puzzle
// that has several solutions must come back as printed, not made unique by a digit it surely
// is not (a trial saw confident 6s turned into 5s to get one solution).
constexpr double kMinChance = 0.01;
// Readings tried at most. Each costs one bounded search (a few microseconds on 9x9); a photo
// whose first reading is off by one or two digits is fixed within a few dozen.
constexpr int kMaxTries = 3000;
// Alternatives kept, cheapest first: enough for several misreads at once.
constexpr size_t kMaxAlternatives = 48;
// A reading whose search passes this many nodes is given up (not counted as unique): a reading
// with most givens missing can take long to tell one solution from several. And all readings'
// searches together stop at kMaxTotalNodes, so that a photo the classifier got badly wrong
// still answers in a few tens of milliseconds (with the classifier's reading, not unique).
constexpr uint64_t kMaxNodes = 200000;
constexpr uint64_t kMaxTotalNodes = 2000000;

struct Alternative {
  int cell;
  int symbol;     // 0 empty, else the digit 1..size
  double change;  // -log p(alternative) + log p(first choice)
};

// The symbols a grid of `size` is written in: class indexes of kClassSymbols for digits 1..size.
// A 16x16 grid is written 0-F or 1-G; the one its cells' readings favour is taken.
std::vector<int> alphabetOf(int size, const std::vector<float>& probs) {
  auto classOf = [](char symbol) { return static_cast<int>(std::string(kClassSymbols).find(symbol)); };
  auto alphabet = [&](const char* symbols) {
    std::vector<int> classes;
    for (int k = 0; k < size; ++k) classes.push_back(classOf(symbols[k]));
    return classes;
  };
  if (size != 16) return alphabet("123456789ABCDEFG");
  std::vector<int> fromZero = alphabet("0123456789ABCDEF");
  std::vector<int> fromOne = alphabet("123456789ABCDEFG");
  double zero = 0;
  double one = 0;
  for (size_t cell = 0; cell * kClasses < probs.size(); ++cell) {
    const float* p = probs.data() + cell * kClasses;
    zero += p[classOf('0')];
    one += p[classOf('G')];
  }
  return zero > one ? fromZero : fromOne;
}

// 0: none, 1: exactly one, 2: several (or not known within kMaxNodes).
int solutions(int size, const std::vector<int>& cells, uint64_t& nodes) {
  sudoku::Grid grid;
  grid.box = size == 16 ? 4 : size == 4 ? 2 : size == 25 ? 5 : 3;
  grid.cells = cells;
  if (!sudoku::conflicts(grid).empty()) return 0;
  Limits limits;
  limits.maxSolutions = 2;
  limits.keepSolutions = false;
  limits.maxNodes = kMaxNodes;
  sudoku::Outcome outcome = sudoku::solve(grid, limits);
  nodes += outcome.search.nodes;
  if (!outcome.conflicts.empty()) return 0;
  if (outcome.search.stop == Stop::NodeLimit) return 2;
  return static_cast<int>(std::min<uint64_t>(outcome.search.count, 2));
}

// A set of alternatives, as ascending indexes into the sorted list, with its summed change.
struct Candidate {
  double change;
  std::vector<int> picks;
  bool operator>(const Candidate& other) const { return change > other.change; }
};

}  // namespace

Reading correct(int size, const std::vector<float>& probs) {
  const int cellCount = size * size;
  const std::vector<int> alphabet = alphabetOf(size, probs);
  Reading reading;
  std::vector<int> first(cellCount);
  std::vector<std::vector<double>> chances(cellCount);  // per cell: p(empty), p(digit 1..size), renormalised
  std::vector<Alternative> alternatives;
  for (int cell = 0; cell < cellCount; ++cell) {
    const float* p = probs.data() + static_cast<size_t>(cell) * kClasses;
    std::vector<double>& chance = chances[cell];
    chance.push_back(p[0]);
    for (int cls : alphabet) chance.push_back(p[cls]);
    double total = 0;
    for (double c : chance) total += c;
    for (double& c : chance) c = total > 0 ? c / total : (&c == &chance[0] ? 1.0 : 0.0);
    first[cell] = static_cast<int>(std::max_element(chance.begin(), chance.end()) - chance.begin());
    const double best = std::log(std::max(chance[first[cell]], 1e-30));
    for (int symbol = 0; symbol <= size; ++symbol) {
      if (symbol == first[cell] || chance[symbol] < kMinChance) continue;
      alternatives.push_back({cell, symbol, best - std::log(chance[symbol])});
    }
  }
  std::sort(alternatives.begin(), alternatives.end(),
            [](const Alternative& a, const Alternative& b) { return a.change < b.change; });
  if (alternatives.size() > kMaxAlternatives) alternatives.resize(kMaxAlternatives);

  // Best first over sets of alternatives: from {i..., k}, the successors {i..., k, k+1} and
  // {i..., k+1} enumerate every set once, in order of summed change (changes are sorted).
  std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> queue;
  queue.push({0, {}});
  std::vector<int> chosen = first;
  bool found = false;
  const int n = static_cast<int>(alternatives.size());
  uint64_t nodes = 0;
  while (!queue.empty() && reading.tried < kMaxTries && nodes < kMaxTotalNodes) {
    Candidate candidate = queue.top();
    queue.pop();
    const int last = candidate.picks.empty() ? -1 : candidate.picks.back();
    if (last + 1 < n) {
      Candidate grown = candidate;
      grown.picks.push_back(last + 1);
      grown.change += alternatives[last + 1].change;
      queue.push(grown);
      if (last >= 0) {
        Candidate moved = candidate;
        moved.picks.back() = last + 1;
        moved.change += alternatives[last + 1].change - alternatives[last].change;
        queue.push(moved);
      }
    }
    std::vector<int> cells = first;
    bool distinct = true;
    for (int pick : candidate.picks) {
      const Alternative& alternative = alternatives[pick];
      if (cells[alternative.cell] != first[alternative.cell]) distinct = false;
      cells[alternative.cell] = alternative.symbol;
    }
    if (!distinct) continue;  // two changes to one cell: not a reading
    ++reading.tried;
    if (solutions(size, cells, nodes) == 1) {
      chosen = cells;
      found = true;
      break;
    }
  }
  reading.unique = found;
  if (found) --reading.tried;  // the readings tried before the one taken
  for (int cls : alphabet) reading.symbols += kClassSymbols[cls];
  const std::string symbols = "." + reading.symbols;
  for (int cell = 0; cell < cellCount; ++cell) {
    reading.puzzle += symbols[chosen[cell]];
    const auto confidence = static_cast<float>(chances[cell][chosen[cell]]);
    reading.confidence.push_back(confidence);
    if (chosen[cell] != first[cell]) reading.corrected.push_back(cell);
    if (chosen[cell] != first[cell] || confidence < kDoubt) reading.doubtful.push_back(cell);
  }
  return reading;
}

}  // namespace dlx::scan
