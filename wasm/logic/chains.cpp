// Chains, as Sudoku Explainer finds and rates them. A chain assumes a candidate true (on) or false
// (off) and follows what must then be true or false:
//
//   on  r1c1=5 ──> off r1c1=x (the cell takes one digit; "Y" links)
//              └─> off 5 in every cell r1c1 sees
//   off r1c1=5 ──> on  r1c1=x when x is the cell's other candidate ("Y")
//              └─> on  5 where a house of r1c1 has one other place for 5 ("X" links)
//
// Forcing chains (6.6 with X links alone, 7.0 with both): an assumption that reaches its own
// opposite is wrong. Cell and region forcing chains (8.0): what every candidate of a cell, or
// every place of a digit in a house, leads to is true. Dynamic ones (8.5) apply every "off" as
// they go, so singles left in cells and houses count too; an assumption that leads to a candidate
// both on and off is wrong, and what a candidate's "on" and "off" both lead to is true. Longer
// chains rate higher: SE's length bonus, +0.1 each time the chain's nodes pass 6, 8, 10, 14, 18,
// 26, 34, ... (lengthBonus()).
#include <algorithm>
#include <initializer_list>

#include "techniques.hpp"

namespace dlx::logic {
namespace {

int lengthBonus(int complexity) {
  int length = complexity - 2, added = 0, ceil = 4;
  bool odd = false;
  while (length > ceil) {
    ++added;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return added;
}

struct Mode {
  bool x = true;         // off -> on where a house has one other place
  bool y = true;         // a cell's digits exclude each other; off -> on in a bivalue cell
  bool dynamic = false;  // offs applied as they come: singles from the reduced candidates
  bool absurd = true;    // stop at a candidate both on and off
};

// One propagation from an assumption, kept: the nodes it reached in order, each with its parents.
// A node is ((cell * size + digit - 1) << 1) | on.
struct Propagation {
  std::vector<int> order;
  std::vector<int> parentStart{0};
  std::vector<int> parents;  // indices into order
  std::vector<std::uint64_t> reached;
  int absurdOn = -1, absurdOff = -1;  // the index of each half of a contradiction
  int target = -1;                    // the index where the wanted node was reached

  [[nodiscard]] bool has(int node) const { return (reached[node >> 6] >> (node & 63)) & 1; }
  [[nodiscard]] int indexOf(int node) const {
    return static_cast<int>(std::find(order.begin(), order.end(), node) - order.begin());
  }
};

class Chainer {
 public:
  explicit Chainer(const Board& board)
      : board_(board), size_(board.size), nodes_(board.area * board.size * 2), index_(nodes_, -1), work_(board.candidates) {}

  [[nodiscard]] int node(int cell, int digit, bool on) const { return ((cell * size_ + digit - 1) << 1) | (on ? 1 : 0); }
  [[nodiscard]] int cellOf(int n) const { return (n >> 1) / size_; }
  [[nodiscard]] int digitOf(int n) const { return (n >> 1) % size_ + 1; }

  // Propagates from `start` into `out`, stopping where `wanted` is reached (if not -1).
  void run(int start, const Mode& mode, Propagation& out, int wanted = -1) {
    out = Propagation{};
    out.reached.assign((nodes_ + 63) / 64, 0);
    if (mode.dynamic) work_ = board_.candidates;
    mode_ = mode;
    out_ = &out;
    wanted_ = wanted;
    stopped_ = false;
    std::size_t on = 0, off = 0;
    std::vector<int> ons, offs;
    pendingOn_ = &ons;
    pendingOff_ = &offs;
    add(start, {});
    while (!stopped_ && (on < ons.size() || off < offs.size())) {
      if (on < ons.size()) expandOn(ons[on++]);
      else expandOff(offs[off++]);
    }
    for (int n : out.order) index_[n] = -1;
  }

  // How many nodes the conclusion at index i rests on, itself included (SE's complexity).
  static int ancestors(const Propagation& p, int i) {
    std::vector<char> seen(p.order.size(), 0);
    std::vector<int> stack{i};
    int n = 0;
    seen[i] = 1;
    while (!stack.empty()) {
      const int k = stack.back();
      stack.pop_back();
      ++n;
      for (int j = p.parentStart[k]; j < p.parentStart[k + 1]; ++j) {
        if (!seen[p.parents[j]]) seen[p.parents[j]] = 1, stack.push_back(p.parents[j]);
      }
    }
    return n;
  }

  // The chain from the assumption to the node at index i, along first parents.
  [[nodiscard]] std::vector<Node> path(const Propagation& p, int i) const {
    std::vector<Node> out;
    while (true) {
      const int n = p.order[i];
      out.push_back({cellOf(n), digitOf(n), (n & 1) != 0});
      if (p.parentStart[i] == p.parentStart[i + 1]) break;
      i = p.parents[p.parentStart[i]];
    }
    std::reverse(out.begin(), out.end());
    return out;
  }

 private:
  Mask has(int cell) const { return mode_.dynamic ? work_[cell] : board_.candidates[cell]; }

  void add(int n, std::initializer_list<int> from, const std::vector<int>* more = nullptr) {
    if (stopped_ || index_[n] >= 0) return;
    Propagation& p = *out_;
    const int i = static_cast<int>(p.order.size());
    index_[n] = i;
    p.order.push_back(n);
    p.reached[n >> 6] |= std::uint64_t{1} << (n & 63);
    p.parents.insert(p.parents.end(), from.begin(), from.end());
    if (more) p.parents.insert(p.parents.end(), more->begin(), more->end());
    p.parentStart.push_back(static_cast<int>(p.parents.size()));
    if (n == wanted_) {
      p.target = i;
      stopped_ = true;
      return;
    }
    if (mode_.absurd && index_[n ^ 1] >= 0) {
      p.absurdOn = (n & 1) ? i : index_[n ^ 1];
      p.absurdOff = (n & 1) ? index_[n ^ 1] : i;
      stopped_ = true;
      return;
    }
    ((n & 1) ? pendingOn_ : pendingOff_)->push_back(i);
  }

  void expandOn(int i) {
    const int n = out_->order[i];
    const int cell = cellOf(n), digit = digitOf(n);
    if (mode_.y) {
      for (Mask m = has(cell) & ~bit(digit); m; m &= m - 1) add(node(cell, __builtin_ctz(m) + 1, false), {i});
    }
    for (int peer : board_.peers[cell]) {
      if (has(peer) & bit(digit)) add(node(peer, digit, false), {i});
    }
  }

  void expandOff(int i) {
    const int n = out_->order[i];
    const int cell = cellOf(n), digit = digitOf(n);
    if (mode_.dynamic) {
      // Singles among what is left, each resting on every "off" that made it.
      work_[cell] &= ~bit(digit);
      if (mode_.y && count(work_[cell]) == 1 && count(board_.candidates[cell]) > 1) {
        hidden_.clear();
        for (Mask m = board_.candidates[cell] & ~work_[cell] & ~bit(digit); m; m &= m - 1) {
          hidden_.push_back(index_[node(cell, __builtin_ctz(m) + 1, false)]);
        }
        add(node(cell, lowest(work_[cell]), true), {i}, &hidden_);
      }
      if (!mode_.x) return;
      for (int h : board_.housesOf[cell]) {
        int left = -1, places = 0;
        hidden_.clear();
        for (int other : board_.houses[h].cells) {
          if (work_[other] & bit(digit)) left = other, ++places;
          else if (other != cell && (board_.candidates[other] & bit(digit))) hidden_.push_back(index_[node(other, digit, false)]);
        }
        if (places == 1) add(node(left, digit, true), {i}, &hidden_);
      }
      return;
    }
    if (mode_.y && count(board_.candidates[cell]) == 2) add(node(cell, lowest(board_.candidates[cell] & ~bit(digit)), true), {i});
    if (!mode_.x) return;
    for (int h : board_.housesOf[cell]) {
      const Mask where = board_.positions(h, digit);
      if (count(where) != 2) continue;
      for (Mask m = where; m; m &= m - 1) {
        const int other = board_.houses[h].cells[__builtin_ctz(m)];
        if (other != cell) add(node(other, digit, true), {i});
      }
    }
  }

  const Board& board_;
  int size_;
  int nodes_;
  std::vector<int> index_;
  std::vector<Mask> work_;
  std::vector<int> hidden_;
  Mode mode_;
  Propagation* out_ = nullptr;
  std::vector<int>* pendingOn_ = nullptr;
  std::vector<int>* pendingOff_ = nullptr;
  int wanted_ = -1;
  bool stopped_ = false;
};

// The easiest step found so far: least SE value, then fewest nodes.
struct Best {
  Step step;
  int complexity = 0;
  bool found = false;

  bool better(int difficulty, int nodes) const {
    return !found || difficulty < step.difficulty || (difficulty == step.difficulty && nodes < complexity);
  }
};

// The conclusion a node states about the board: a digit placed (on) or a candidate removed (off);
// false when the board already says it.
bool conclude(const Board& board, int cell, int digit, bool on, Step& step) {
  if (on) {
    if (board.value[cell] != 0) return false;
    step.placements.push_back({cell, digit});
  } else {
    if (!(board.candidates[cell] & bit(digit))) return false;
    step.removals.push_back({cell, digit});
  }
  return true;
}

// A conclusion that every branch reaches (cell or region forcing chains; double forcing chains).
void intersect(const Board& board, const Chainer& chainer, const std::vector<const Propagation*>& branches, Technique technique,
               int base, const std::vector<int>& cells, int house, Mask digits, Best& best) {
  const Propagation& first = *branches.front();
  for (std::size_t w = 0; w < first.reached.size(); ++w) {
    std::uint64_t all = first.reached[w];
    for (const auto* b : branches) all &= b->reached[w];
    for (; all; all &= all - 1) {
      const int n = static_cast<int>(w * 64) + __builtin_ctzll(all);
      const int cell = chainer.cellOf(n), digit = chainer.digitOf(n);
      const bool on = (n & 1) != 0;
      if (on ? board.value[cell] != 0 : !(board.candidates[cell] & bit(digit))) continue;
      int nodes = 0;
      for (const auto* b : branches) nodes += Chainer::ancestors(*b, b->indexOf(n));
      const int difficulty = base + lengthBonus(nodes);
      if (!best.better(difficulty, nodes)) continue;
      Step step(technique);
      step.difficulty = difficulty;
      conclude(board, cell, digit, on, step);
      step.cells = cells;
      if (house >= 0) step.houses = {house};
      step.digits = digits;
      for (const auto* b : branches) step.chains.push_back(chainer.path(*b, b->indexOf(n)));
      best = {std::move(step), nodes, true};
    }
  }
}

}  // namespace

bool findForcingChain(const Board& board, Step& step) {
  Chainer chainer(board);
  Propagation p;
  Best best;
  for (int cell = 0; cell < board.area; ++cell) {
    if (count(board.candidates[cell]) < 2) continue;
    for (Mask m = board.candidates[cell]; m; m &= m - 1) {
      const int digit = __builtin_ctz(m) + 1;
      for (const bool y : {false, true}) {
        const Mode mode{true, y, false, false};
        const Technique technique = y ? Technique::ForcingChain : Technique::ForcingXChain;
        for (const bool on : {true, false}) {
          const int start = chainer.node(cell, digit, on);
          chainer.run(start, mode, p, start ^ 1);
          if (p.target < 0) continue;
          const int nodes = static_cast<int>(chainer.path(p, p.target).size());
          const int difficulty = valueOf(technique) + lengthBonus(nodes);
          if (!best.better(difficulty, nodes)) continue;
          Step s(technique);
          s.difficulty = difficulty;
          conclude(board, cell, digit, !on, s);
          s.cells = {cell};
          s.digits = bit(digit);
          s.chains.push_back(chainer.path(p, p.target));
          best = {std::move(s), nodes, true};
        }
      }
    }
  }
  if (best.found) step = std::move(best.step);
  return best.found;
}

namespace {

// Cell and region forcing chains, static (multiple) or dynamic: every branch from each candidate
// of a cell, or each place of a digit in a house; with `dynamic`, contradictions and double
// forcing chains too.
bool findMultiple(const Board& board, Step& step, bool dynamic) {
  Chainer chainer(board);
  const Mode mode{true, true, dynamic, true};
  const int base = dynamic ? 85 : 80;
  Best best;
  // Every candidate's "on" branch, computed once: cells and houses share them.
  std::vector<Propagation> onBranch(static_cast<std::size_t>(board.area) * board.size);
  const auto branch = [&](int cell, int digit) -> const Propagation& {
    Propagation& p = onBranch[static_cast<std::size_t>(cell) * board.size + digit - 1];
    if (p.order.empty()) chainer.run(chainer.node(cell, digit, true), mode, p);
    return p;
  };
  Propagation off;
  for (int cell = 0; cell < board.area; ++cell) {
    const int n = count(board.candidates[cell]);
    if (n < (dynamic ? 2 : 3)) continue;
    std::vector<const Propagation*> branches;
    for (Mask m = board.candidates[cell]; m; m &= m - 1) {
      const int digit = __builtin_ctz(m) + 1;
      const Propagation& on = branch(cell, digit);
      branches.push_back(&on);
      if (!dynamic) continue;
      const auto contradiction = [&](const Propagation& p, bool placeIt) {
        if (p.absurdOn < 0) return;
        const int nodes = Chainer::ancestors(p, p.absurdOn) + Chainer::ancestors(p, p.absurdOff);
        const int difficulty = base + lengthBonus(nodes);
        if (!best.better(difficulty, nodes)) return;
        Step s(Technique::ContradictionForcingChain);
        s.difficulty = difficulty;
        conclude(board, cell, digit, placeIt, s);
        s.cells = {cell};
        s.digits = bit(digit);
        s.chains = {chainer.path(p, p.absurdOn), chainer.path(p, p.absurdOff)};
        best = {std::move(s), nodes, true};
      };
      contradiction(on, false);
      chainer.run(chainer.node(cell, digit, false), mode, off);
      contradiction(off, true);
      if (n >= 3) intersect(board, chainer, {&on, &off}, Technique::DoubleForcingChain, base, {cell}, -1, bit(digit), best);
    }
    intersect(board, chainer, branches, dynamic ? Technique::DynamicCellForcingChain : Technique::CellForcingChain, base, {cell}, -1,
              board.candidates[cell], best);
  }
  for (int h = 0; h < static_cast<int>(board.houses.size()); ++h) {
    for (int digit = 1; digit <= board.size; ++digit) {
      const Mask where = board.positions(h, digit);
      if (count(where) < 2) continue;
      std::vector<const Propagation*> branches;
      std::vector<int> cells;
      for (Mask m = where; m; m &= m - 1) {
        cells.push_back(board.houses[h].cells[__builtin_ctz(m)]);
        branches.push_back(&branch(cells.back(), digit));
      }
      intersect(board, chainer, branches, dynamic ? Technique::DynamicRegionForcingChain : Technique::RegionForcingChain, base, cells, h,
                bit(digit), best);
    }
  }
  if (best.found) step = std::move(best.step);
  return best.found;
}

}  // namespace

bool findMultipleForcingChain(const Board& board, Step& step) { return findMultiple(board, step, false); }
bool findDynamicForcingChain(const Board& board, Step& step) { return findMultiple(board, step, true); }

}  // namespace dlx::logic
