// Bivalue universal grave (BUG), types 1 to 4, as Sukaku Explainer's BivalueUniversalGrave finds
// them (serate's defaults: lkSudoku's fix on). Were every empty cell left with two candidates and
// every digit with two places in each house it still lacks, the digits could swap in pairs and
// the puzzle would have two solutions. So the few cells ("BUG cells") that hold more candidates
// must keep one of those more ("BUG digits"):
//   Type 1: one BUG cell: it keeps only its BUG digits (SE removes the others; it places nothing).
//   Type 2: one BUG digit: it is in one of the BUG cells, so it leaves the cells that see them all.
//   Type 3: the BUG cells of one house act as one cell holding the BUG digits, which with other
//           cells of the house forms a naked set: the set's digits leave the house's other
//           cells that see every BUG cell.
//   Type 4: two BUG cells in a house share one other digit: one of them keeps its BUG digit, so
//           that digit is the other's, and each keeps only its BUG digit and the shared one.
// The first step met is taken: type 1; else type 2, then 4; else type 4, then 3.
#include <algorithm>
#include <vector>

#include "../techniques.hpp"
#include "se_order.hpp"

namespace dlx::logic {
namespace {

using uniqueness::kRegionTypes;
using uniqueness::regionOf;

// The houses in SE's region order: every block, then every row, then every column.
std::vector<int> housesInOrder(const Board& board) {
  std::vector<int> out;
  for (int type = 0; type < kRegionTypes; ++type) {
    for (int h = 0; h < static_cast<int>(board.houses.size()); ++h) {
      if (regionOf(board, type, board.houses[h].cells[0]) == h) out.push_back(h);
    }
  }
  return out;
}

std::vector<Candidate> sorted(std::vector<Candidate> removals) {
  std::sort(removals.begin(), removals.end(),
            [](const Candidate& x, const Candidate& y) { return x.cell != y.cell ? x.cell < y.cell : x.digit < y.digit; });
  return removals;
}

class Grave {
 public:
  explicit Grave(const Board& board) : board_(board), bugDigits_(board.area, 0), rest_(board.candidates) {}

  bool find(Step& step) {
    return gather() && isGrave() && (typeOne(step) || (count(allDigits_) == 1 && (typeTwo(step) || typeFour(step))) ||
                                     (count(allDigits_) != 1 && !common_.empty() && (typeFour(step) || typeThree(step))));
  }

 private:
  // SE's walk: each digit with neither zero nor two places in a house must have exactly one of
  // them in a cell of three candidates or more (a BUG cell, the digit a BUG digit of it); two or
  // more such cells leave it undecided there (another house will tell). lkSudoku's fix: when that
  // one digit is the only one ever out of place, the cells holding it in those houses are all BUG
  // cells. Gives up as soon as the pattern cannot be a grave.
  bool gather() {
    std::vector<char> multi(board_.area, 0);
    int multiDigit = 0;
    bool oneDigit = true, anyMulti = false;
    for (int h : housesInOrder(board_)) {
      const auto& cells = board_.houses[h].cells;
      for (int d = 1; d <= board_.size; ++d) {
        const Mask places = board_.positions(h, d);
        if (count(places) == 0 || count(places) == 2) continue;
        std::vector<int> fat;
        for (Mask m = places; m; m &= m - 1) {
          if (count(board_.candidates[cells[lowestIndex(m)]]) >= 3) fat.push_back(cells[lowestIndex(m)]);
        }
        if (!anyMulti) {
          anyMulti = true;
          multiDigit = d;
          for (int cell : fat) multi[cell] = 1;
        } else if (oneDigit) {
          if (multiDigit == d) {
            for (int cell : fat) multi[cell] = 1;
          } else {
            oneDigit = false;
          }
        }
        if (fat.size() == 1 && !addBugCell(fat[0], d, true)) return false;
        if (fat.empty()) return false;  // a digit out of place with no cell to blame: no grave
      }
    }
    if (oneDigit && anyMulti) {
      int multiCount = 0;
      for (char m : multi) multiCount += m;
      if (multiCount > static_cast<int>(cells_.size())) {
        // SE adds them in cell order, without counting the digit among the BUG digits.
        for (int cell = 0; cell < board_.area; ++cell) {
          if (multi[cell] && std::find(cells_.begin(), cells_.end(), cell) == cells_.end() && !addBugCell(cell, multiDigit, false)) return false;
        }
      }
    }
    return true;
  }

  // A BUG cell and digit: the cells that see every BUG cell so far (common_) narrow. False when
  // two BUG cells or more with two BUG digits or more have no such cell left (no type 2 or 3).
  bool addBugCell(int cell, int digit, bool counted) {
    if (std::find(cells_.begin(), cells_.end(), cell) == cells_.end()) cells_.push_back(cell);
    bugDigits_[cell] |= bit(digit);
    if (counted) allDigits_ |= bit(digit);
    rest_[cell] &= ~bit(digit);
    std::vector<int> seeing;
    for (int other : board_.peers[cell]) {
      if ((!started_ || std::find(common_.begin(), common_.end(), other) != common_.end()) && board_.sees(cell, other)) seeing.push_back(other);
    }
    std::sort(seeing.begin(), seeing.end());
    common_.clear();
    for (int other : seeing) {
      if (std::find(cells_.begin(), cells_.end(), other) == cells_.end()) common_.push_back(other);
    }
    started_ = true;
    return !(cells_.size() > 1 && count(allDigits_) > 1 && common_.empty());
  }

  // Without the BUG digits every empty cell has two candidates and every digit two places or
  // none in each house: the grave.
  bool isGrave() const {
    for (int cell = 0; cell < board_.area; ++cell) {
      if (board_.value[cell] == 0 && count(rest_[cell]) != 2) return false;
    }
    for (int h = 0; h < static_cast<int>(board_.houses.size()); ++h) {
      for (int d = 1; d <= board_.size; ++d) {
        int places = 0;
        for (int cell : board_.houses[h].cells) places += (rest_[cell] & bit(d)) != 0;
        if (places != 0 && places != 2) return false;
      }
    }
    return true;
  }

  Step stepOf(Technique technique, std::vector<Candidate> removals, Mask digits) const {
    Step step(technique);
    step.removals = sorted(std::move(removals));
    step.cells = cells_;
    step.digits = digits;
    return step;
  }

  bool typeOne(Step& step) const {
    if (cells_.size() != 1) return false;
    const int cell = cells_[0];
    std::vector<Candidate> removals;
    for (Mask m = board_.candidates[cell] & ~allDigits_; m; m &= m - 1) removals.push_back({cell, lowest(m)});
    step = stepOf(Technique::BugType1, std::move(removals), allDigits_);
    return true;
  }

  bool typeTwo(Step& step) const {
    const int d = lowest(allDigits_);
    std::vector<Candidate> removals;
    for (int cell : common_) {
      if (board_.candidates[cell] & bit(d)) removals.push_back({cell, d});
    }
    if (removals.empty()) return false;
    step = stepOf(Technique::BugType2, std::move(removals), allDigits_);
    return true;
  }

  // Two BUG cells sharing a house (the first of SE's block, row, column) and one digit beyond
  // the BUG digits.
  bool typeFour(Step& step) const {
    if (cells_.size() != 2) return false;
    const int c1 = cells_[0], c2 = cells_[1];
    const Mask shared = board_.candidates[c1] & board_.candidates[c2] & ~allDigits_;
    if (count(shared) != 1) return false;
    for (int type = 0; type < kRegionTypes; ++type) {
      const int h = regionOf(board_, type, c1);
      if (h != regionOf(board_, type, c2)) continue;
      std::vector<Candidate> removals;
      for (int cell : {c1, c2}) {
        for (Mask m = board_.candidates[cell] & ~bugDigits_[cell] & ~shared; m; m &= m - 1) removals.push_back({cell, lowest(m)});
      }
      if (removals.empty()) return false;  // SE would take a step that changes nothing; we cannot
      step = stepOf(Technique::BugType4, std::move(removals), shared);
      step.houses = {h};
      return true;
    }
    return false;
  }

  // The BUG cells, all in one house, as one cell holding the BUG digits, with degree - 1 cells of
  // that house that see them all: a naked set of degree digits, the smallest first.
  bool typeThree(Step& step) const {
    for (int degree = 2; degree <= 6; ++degree) {
      for (int type = 0; type < kRegionTypes; ++type) {
        const int h = regionOf(board_, type, cells_[0]);
        bool shared = true;
        for (int cell : cells_) shared = shared && regionOf(board_, type, cell) == h;
        if (!shared) continue;
        std::vector<int> inHouse;
        for (int cell : common_) {
          if (regionOf(board_, type, cell) == h) inHouse.push_back(cell);
        }
        if (static_cast<int>(inHouse.size()) < degree) continue;
        const bool found = uniqueness::forEachCombination(inHouse, degree - 1, false, [&](const std::vector<int>& set) {
          Mask held = 0;
          bool wide = count(allDigits_) >= 2;  // SE's common tuple: each member two digits or more
          for (int cell : set) held |= board_.candidates[cell], wide = wide && count(board_.candidates[cell]) >= 2;
          if (count(held) != degree || !wide || count(held | allDigits_) != degree) return false;
          // The set's digits leave the other cells of the house that see every BUG cell (SE's
          // vanilla grids; its variant grids would take them from the cells seeing all holders).
          const Mask digits = held | allDigits_;
          std::vector<Candidate> removals;
          for (int cell : inHouse) {
            if (std::find(set.begin(), set.end(), cell) != set.end()) continue;
            for (Mask m = board_.candidates[cell] & digits; m; m &= m - 1) removals.push_back({cell, lowest(m)});
          }
          if (removals.empty()) return false;
          step = stepOf(Technique::BugType3, std::move(removals), digits);
          step.difficulty = valueOf(Technique::BugType3) + count(digits) - 2;
          step.cells.insert(step.cells.end(), set.begin(), set.end());
          step.houses = {h};
          return true;
        });
        if (found) return true;
      }
    }
    return false;
  }

  const Board& board_;
  std::vector<int> cells_;        // the BUG cells, in the order found
  std::vector<Mask> bugDigits_;   // per cell: its BUG digits
  Mask allDigits_ = 0;            // every BUG digit (those of lkSudoku's added cells aside)
  std::vector<Mask> rest_;        // the candidates without the BUG digits
  std::vector<int> common_;       // the cells that see every BUG cell, BUG cells aside, in cell order
  bool started_ = false;
};

}  // namespace

bool findBivalueUniversalGrave(const Board& board, Step& step) {
  if (!board.uniqueness) return false;
  return Grave(board).find(step);
}

}  // namespace dlx::logic
