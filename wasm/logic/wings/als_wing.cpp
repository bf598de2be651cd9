// WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-wings as Sukaku Explainer finds them (WXYZWing.java and its
// three siblings): an almost locked set of 3, 4, 5 or 6 cells that all see each other (so n cells
// with n+1 digits in one house) and a bivalue cell {x,z} outside it, both digits among the set's,
// that sees at least one of the set's cells.
// - x is restricted when the bivalue cell sees every cell of the set that holds x: x cannot be in
//   both. If the bivalue cell is x, the set loses x and locks its other n digits, so z is in the
//   set or in the bivalue cell: z leaves every cell that sees the bivalue cell and every z of the
//   set. (SE tries the smaller digit of the pair as x first, then the larger.)
// - Both digits restricted (doubly linked): one of them is in the bivalue cell, so the set is
//   locked either way: each of its other digits leaves every cell that sees all of the set's cells
//   that hold it, and x and z each leave the cells that see the bivalue cell and the set's x (z).
//   SE calls it doubly linked only if those other digits or both x and z remove something.
// SE collects every such wing, sorts them (value, then more removals first, then the form it
// prints, "WXYZ-Wing 137", compared as text from the end of the alphabet) and takes the first; the
// form is 1 (2 if doubly linked), the set's largest cell and the sum of its cells' candidates.
// Values: WXYZ 5.5 + (1 - |3 - largest|) tenths, VWXYZ 6.2 + (2 - |3 - largest|), UVWXYZ and
// TUVWXYZ flat (their least and top in step.hpp's table).
#include <algorithm>
#include <cstdlib>
#include <string>

#include "logic/techniques.hpp"

namespace dlx::logic {
namespace {

struct Found {
  int difficulty = 0;
  int eliminations = 0;
  std::string form;
  std::vector<Candidate> removals;
  std::vector<int> cells;  // the set's cells, then the bivalue cell
  Mask digits = 0;
};

// SE's order: lower value first, then more removals, then the form later in the alphabet; a tie
// keeps the one found first (Java's sort is stable).
bool better(const Found& a, const Found& b) {
  if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
  if (a.eliminations != b.eliminations) return a.eliminations > b.eliminations;
  return a.form > b.form;
}

class AlsWings {
 public:
  AlsWings(const Board& board, Technique technique, int cells) : board_(board), technique_(technique), n_(cells) {}

  bool find(Step& step) {
    for (int cell = 0; cell < board_.area; ++cell) {
      if (count(board_.candidates[cell]) == 2) bivalues_.push_back(cell);
    }
    if (bivalues_.empty()) return false;
    // SE's loops: the set's cells in increasing order, each one a peer of those before it.
    std::vector<int> forward;
    for (int first = 0; first < board_.area; ++first) {
      const Mask m = board_.candidates[first];
      if (count(m) < 2 || count(m) > n_ + 1) continue;
      forward.clear();
      for (int peer : board_.peers[first]) {
        if (peer > first) forward.push_back(peer);
      }
      set_.assign(1, first);
      grow(forward, m);
    }
    if (!found_) return false;
    step = Step(technique_);
    step.difficulty = best_.difficulty;
    step.removals = std::move(best_.removals);
    step.cells = std::move(best_.cells);
    step.digits = best_.digits;
    // The set's house (its cells all see each other, so one holds them on a plain grid).
    for (int h : board_.housesOf[step.cells[0]]) {
      int inside = 0;
      for (int c = 0; c < n_; ++c) {
        for (int cell : board_.houses[h].cells) inside += cell == step.cells[c];
      }
      if (inside == n_) {
        step.houses.push_back(h);
        break;
      }
    }
    return true;
  }

 private:
  // Adds cells from `allowed` (peers of every cell so far, above the last) while the set's digits
  // stay within n + 1.
  void grow(const std::vector<int>& allowed, Mask digits) {
    if (static_cast<int>(set_.size()) == n_) {
      if (count(digits) == n_ + 1) tryBivalues(digits);
      return;
    }
    std::vector<int> next;
    for (int cell : allowed) {
      const Mask m = board_.candidates[cell];
      if (count(m) < 2 || count(digits | m) > n_ + 1) continue;
      next.clear();
      if (static_cast<int>(set_.size()) + 1 < n_) {  // the last cell needs no successors
        for (int other : allowed) {
          if (other > cell && board_.sees(cell, other)) next.push_back(other);
        }
      }
      set_.push_back(cell);
      grow(next, digits | m);
      set_.pop_back();
    }
  }

  bool inSet(int cell) const {
    for (int s : set_) {
      if (s == cell) return true;
    }
    return false;
  }

  // Whether `cell` sees each of the set's cells that hold `digit`.
  bool seesHolders(int cell, int digit) const {
    for (int s : set_) {
      if ((board_.candidates[s] & bit(digit)) && !board_.sees(cell, s)) return false;
    }
    return true;
  }

  // The cells (not the set's, not the bivalue cell) holding `digit` that see every cell of the set
  // holding it, and the bivalue cell too when `pincer` >= 0: sought among the peers of the pincer,
  // or of the first cell holding it.
  void victims(int digit, int pincer, int bivalue, Found& out) const {
    int from = pincer;
    for (std::size_t i = 0; from < 0 && i < set_.size(); ++i) {
      if (board_.candidates[set_[i]] & bit(digit)) from = set_[i];
    }
    for (int cell : board_.peers[from]) {
      if (!(board_.candidates[cell] & bit(digit)) || cell == bivalue || inSet(cell)) continue;
      if (seesHolders(cell, digit)) out.removals.push_back({cell, digit});
    }
  }

  // SE's bivalue cells: every cell that sees one of the set's, by index.
  void tryBivalues(Mask digits) {
    for (int yz : bivalues_) {
      const Mask pair = board_.candidates[yz];
      if ((pair & ~digits) || inSet(yz)) continue;
      bool near = false;
      for (int s : set_) near = near || board_.sees(yz, s);
      if (!near) continue;
      const int x = lowest(pair), z = lowest(pair & (pair - 1));
      const bool xLinked = seesHolders(yz, x), zLinked = seesHolders(yz, z);
      if (!xLinked && !zLinked) continue;
      Found wing;
      bool doubly = xLinked && zLinked;
      if (doubly) {
        // The set is locked: its other digits leave every cell that sees all their holders.
        bool weak = false, strongX = false, strongZ = false;
        for (Mask rest = digits & ~pair; rest; rest &= rest - 1) victims(lowest(rest), -1, yz, wing);
        weak = !wing.removals.empty();
        std::size_t before = wing.removals.size();
        victims(x, yz, yz, wing);
        strongX = wing.removals.size() > before;
        before = wing.removals.size();
        victims(z, yz, yz, wing);
        strongZ = wing.removals.size() > before;
        // SE's rule for the form it prints: "doubly linked" needs removals of the locked digits,
        // or of both x and z.
        if (!weak && (!strongZ || !strongX)) doubly = false;
      } else {
        victims(xLinked ? z : x, yz, yz, wing);
      }
      if (wing.removals.empty()) continue;
      int largest = 0, size = 0;
      for (int s : set_) {
        largest = std::max(largest, count(board_.candidates[s]));
        size += count(board_.candidates[s]);
      }
      wing.difficulty = valueOf(technique_);
      if (technique_ == Technique::WXYZWing || technique_ == Technique::VWXYZWing) {
        wing.difficulty += (n_ - 2) - std::abs(3 - largest);  // within step.hpp's top
      }
      wing.eliminations = static_cast<int>(wing.removals.size());
      wing.form = std::to_string(doubly ? 2 : 1) + std::to_string(largest) + std::to_string(size);
      wing.cells = set_;
      wing.cells.push_back(yz);
      wing.digits = digits;
      if (!found_ || better(wing, best_)) best_ = std::move(wing), found_ = true;
    }
  }

  const Board& board_;
  Technique technique_;
  int n_;
  std::vector<int> set_;
  std::vector<int> bivalues_;  // the cells of two candidates, by index
  bool found_ = false;
  Found best_;
};

}  // namespace

bool findAlsWing(const Board& board, Step& step, int cells) {
  static constexpr Technique kBySize[] = {Technique::WXYZWing, Technique::VWXYZWing, Technique::UVWXYZWing, Technique::TUVWXYZWing};
  return AlsWings(board, kBySize[cells - 3], cells).find(step);
}

}  // namespace dlx::logic
