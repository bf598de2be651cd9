// Wings: a pivot cell and two pincers it sees. XY-wing: pivot {x,y}, pincers {x,z} and {y,z}:
// whichever the pivot takes, one pincer is z, so z leaves every cell that sees both pincers.
// XYZ-wing: pivot {x,y,z}, the same pincers: z leaves every cell that sees all three.
#include <algorithm>
#include <cstdlib>

#include "techniques.hpp"

namespace dlx::logic {
namespace {

bool findWing(const Board& board, Step& step, bool xyz) {
  for (int pivot = 0; pivot < board.area; ++pivot) {
    const Mask p = board.candidates[pivot];
    if (count(p) != (xyz ? 3 : 2)) continue;
    const auto& near = board.peers[pivot];
    for (std::size_t i = 0; i < near.size(); ++i) {
      const int a = near[i];
      const Mask ma = board.candidates[a];
      if (count(ma) != 2 || count(ma & p) != (xyz ? 2 : 1)) continue;
      for (std::size_t j = i + 1; j < near.size(); ++j) {
        const int b = near[j];
        const Mask mb = board.candidates[b];
        if (count(mb) != 2 || mb == ma) continue;
        const Mask z = ma & mb;
        if (count(z) != 1) continue;
        if (xyz ? ((ma | mb) != p) : ((z & p) != 0 || ((ma | mb) & ~z) != p)) continue;
        const int digit = lowest(z);
        std::vector<Candidate> removals;
        for (int cell : board.peers[a]) {
          if (cell == b || cell == pivot || !(board.candidates[cell] & z) || !board.sees(cell, b)) continue;
          if (xyz && !board.sees(cell, pivot)) continue;
          removals.push_back({cell, digit});
        }
        if (removals.empty()) continue;
        step = Step(xyz ? Technique::XYZWing : Technique::XYWing);
        step.removals = std::move(removals);
        step.cells = {pivot, a, b};
        step.digits = p | z;
        return true;
      }
    }
  }
  return false;
}

}  // namespace

bool findXYWing(const Board& board, Step& step) { return findWing(board, step, false); }
bool findXYZWing(const Board& board, Step& step) { return findWing(board, step, true); }

}  // namespace dlx::logic

// Bent sets: a pivot and n-1 wings it sees, n cells with n digits in all. A digit is restricted
// when every cell of the set that holds it sees every other: it fills at most one of them. If
// all digits but z are restricted, they fill at most n-1 cells, so z is in one of the cells that
// hold it: z leaves every cell that sees all of those. Rated as SukakuExplainer rates them: 5.5
// for four cells and 6.2 for five, plus 0.1 for each step the largest cell's candidates are from
// its extremes (two, or n).
namespace dlx::logic {

namespace {

// The bent set of set[0..n): if all its digits but one are restricted, a step removing that one.
bool bentStep(const Board& board, Step& step, const std::vector<int>& set, Mask all) {
  const int n = static_cast<int>(set.size());
  Mask loose = 0;
  for (Mask m = all; m; m &= m - 1) {
    const Mask d = m & -m;
    for (int a = 0; a < n && !(loose & d); ++a) {
      for (int b = a + 1; b < n; ++b) {
        if ((board.candidates[set[a]] & d) && (board.candidates[set[b]] & d) && !board.sees(set[a], set[b])) {
          loose |= d;
          break;
        }
      }
    }
  }
  if (count(loose) != 1) return false;
  const int z = lowest(loose);
  std::vector<Candidate> removals;
  for (int cell = 0; cell < board.area; ++cell) {
    if (!(board.candidates[cell] & loose)) continue;
    bool seesAll = true;
    for (int s : set) seesAll = seesAll && (s != cell) && (!(board.candidates[s] & loose) || board.sees(cell, s));
    if (seesAll) removals.push_back({cell, z});
  }
  if (removals.empty()) return false;
  int biggest = 0;
  for (int s : set) biggest = std::max(biggest, count(board.candidates[s]));
  step = Step(n == 4 ? Technique::WXYZWing : Technique::VWXYZWing);
  // Within the technique's range (step.hpp: its top is the most this adds up to).
  step.difficulty = std::min(topOf(step.technique), step.difficulty + (n - 3) - std::abs(3 - biggest));
  step.removals = std::move(removals);
  step.cells = set;
  step.digits = all;
  return true;
}

// Wings chosen in order from wings[from..], their digits with the set's so far never more than n,
// and never more than one loose digit (one in two cells that do not see each other): a digit once
// loose stays loose as cells are added, so a set with two can be dropped at once.
bool growBent(const Board& board, Step& step, const std::vector<int>& wings, std::size_t from, std::vector<int>& set, Mask all, Mask loose, int n) {
  if (static_cast<int>(set.size()) == n) return count(all) == n && bentStep(board, step, set, all);
  for (std::size_t i = from; i < wings.size(); ++i) {
    const int wing = wings[i];
    const Mask more = all | board.candidates[wing];
    if (count(more) > n) continue;
    Mask looser = loose;
    for (int s : set) {
      if (!board.sees(s, wing)) looser |= board.candidates[s] & board.candidates[wing];
    }
    if (count(looser) > 1) continue;
    set.push_back(wing);
    if (growBent(board, step, wings, i + 1, set, more, looser, n)) return true;
    set.pop_back();
  }
  return false;
}

}  // namespace

bool findBentWing(const Board& board, Step& step, int n) {
  std::vector<int> wings, set;
  for (int pivot = 0; pivot < board.area; ++pivot) {
    const Mask p = board.candidates[pivot];
    if (count(p) < 2 || count(p) > n) continue;
    wings.clear();
    for (int cell : board.peers[pivot]) {
      const int k = count(board.candidates[cell]);
      if (k >= 2 && k <= n && count(board.candidates[cell] | p) <= n) wings.push_back(cell);
    }
    set.assign(1, pivot);
    if (growBent(board, step, wings, 0, set, p, 0, n)) return true;
  }
  return false;
}

}  // namespace dlx::logic
