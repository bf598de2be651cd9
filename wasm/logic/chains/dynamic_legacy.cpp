// Dynamic forcing chains (8.5), as the project first wrote them: contradiction, double, cell and
// region forcing chains that apply every "off" as they go, so singles left in cells and houses
// count too. An assumption that leads to a candidate both on and off is wrong, and what a
// candidate's "on" and "off" both lead to is true. (The static chains below them, forcing chains,
// cycles, Nishio and multiple forcing chains, follow Sukaku Explainer's own order in their own
// files of this folder.)
#include <algorithm>
#include <initializer_list>

#include "logic/chains/length.hpp"
#include "logic/techniques.hpp"

namespace dlx::logic {
namespace {

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
  std::vector<int> depth;    // per index: the longest chain of parents to it, itself included (at
                             // most its ancestors: a bound that spares counting them)
  std::vector<std::uint64_t> reached;
  std::vector<int> hashed;  // node + 1 and its index, per slot of a hash table: see indexOf()
  int absurdOn = -1, absurdOff = -1;  // the index of each half of a contradiction
  int target = -1;                    // the index where the wanted node was reached

  // The index where `node` was reached (it must have been): a hash table built on first use, at
  // most half full, probed linearly from a multiplicative hash (an array over every node would
  // not fit once per branch on large grids, and sorting the nodes costs more code and time).
  [[nodiscard]] int indexOf(int node) {
    int bits = 1;
    while ((std::size_t{1} << bits) < 2 * order.size()) ++bits;
    const std::uint32_t mask = (std::uint32_t{1} << bits) - 1;
    const auto slot = [&](int n) { return static_cast<std::uint32_t>(n) * 2654435761u >> (32 - bits); };
    if (hashed.empty()) {
      hashed.assign(std::size_t{2} << bits, 0);
      for (std::size_t i = 0; i < order.size(); ++i) {
        std::uint32_t h = slot(order[i]);
        while (hashed[2 * h] != 0) h = (h + 1) & mask;
        hashed[2 * h] = order[i] + 1;
        hashed[2 * h + 1] = static_cast<int>(i);
      }
    }
    std::uint32_t h = slot(node);
    while (hashed[2 * h] != node + 1) h = (h + 1) & mask;
    return hashed[2 * h + 1];
  }
};

class Chainer {
 public:
  explicit Chainer(const Board& board)
      : board_(board), size_(board.size), nodes_(board.area * board.size * 2), index_(nodes_, -1), work_(board.candidates) {
    places_.resize(board.houses.size() * static_cast<std::size_t>(size_));
    for (std::size_t h = 0; h < board.houses.size(); ++h) {
      for (int digit = 1; digit <= size_; ++digit) places_[h * size_ + digit - 1] = count(board.positions(static_cast<int>(h), digit));
    }
  }

  [[nodiscard]] int node(int cell, int digit, bool on) const { return ((cell * size_ + digit - 1) << 1) | (on ? 1 : 0); }
  [[nodiscard]] int cellOf(int n) const { return (n >> 1) / size_; }
  [[nodiscard]] int digitOf(int n) const { return (n >> 1) % size_ + 1; }

  // Propagates from `start` into `out`, stopping where `wanted` is reached (if not -1); nodes at
  // `maxDepth` are not followed further (a longer chain could not be the easiest).
  void run(int start, const Mode& mode, Propagation& out, int wanted = -1, int maxDepth = 1 << 30) {
    out.order.clear();
    out.parentStart.assign(1, 0);
    out.parents.clear();
    out.depth.clear();
    out.hashed.clear();
    out.absurdOn = out.absurdOff = out.target = -1;
    out.reached.assign((nodes_ + 63) / 64, 0);
    maxDepth_ = maxDepth;
    if (mode.dynamic) work_ = board_.candidates, left_ = places_;
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
      const int i = on < ons.size() ? ons[on++] : offs[off++];
      if (out.depth[i] >= maxDepth_) continue;
      if (out.order[i] & 1) expandOn(i);
      else expandOff(i);
    }
    for (int n : out.order) index_[n] = -1;
  }

  // How many nodes the conclusion at index i rests on, itself included (SE's complexity).
  int ancestors(const Propagation& p, int i) {
    if (seen_.size() < p.order.size()) seen_.resize(p.order.size(), 0);
    if (++stamp_ == 0) std::fill(seen_.begin(), seen_.end(), 0), stamp_ = 1;
    stack_.assign(1, i);
    int n = 0;
    seen_[i] = stamp_;
    while (!stack_.empty()) {
      const int k = stack_.back();
      stack_.pop_back();
      ++n;
      for (int j = p.parentStart[k]; j < p.parentStart[k + 1]; ++j) {
        if (seen_[p.parents[j]] != stamp_) seen_[p.parents[j]] = stamp_, stack_.push_back(p.parents[j]);
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
    const std::size_t first = p.parents.size();
    p.parents.insert(p.parents.end(), from.begin(), from.end());
    if (more) p.parents.insert(p.parents.end(), more->begin(), more->end());
    p.parentStart.push_back(static_cast<int>(p.parents.size()));
    int deepest = 0;
    for (std::size_t j = first; j < p.parents.size(); ++j) deepest = std::max(deepest, p.depth[p.parents[j]]);
    p.depth.push_back(deepest + 1);
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
      for (Mask m = has(cell) & ~bit(digit); m; m &= m - 1) add(node(cell, lowest(m), false), {i});
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
          hidden_.push_back(index_[node(cell, lowest(m), false)]);
        }
        add(node(cell, lowest(work_[cell]), true), {i}, &hidden_);
      }
      if (!mode_.x) return;
      for (int h : board_.housesOf[cell]) {
        // Places left for the digit in each house, counted down: only a house left with one is read.
        if (--left_[static_cast<std::size_t>(h) * size_ + digit - 1] != 1) continue;
        int left = -1;
        hidden_.clear();
        for (int other : board_.houses[h].cells) {
          if (work_[other] & bit(digit)) left = other;
          else if (other != cell && (board_.candidates[other] & bit(digit))) hidden_.push_back(index_[node(other, digit, false)]);
        }
        add(node(left, digit, true), {i}, &hidden_);
      }
      return;
    }
    if (mode_.y && count(board_.candidates[cell]) == 2) add(node(cell, lowest(board_.candidates[cell] & ~bit(digit)), true), {i});
    if (!mode_.x) return;
    for (int h : board_.housesOf[cell]) {
      const Mask where = board_.positions(h, digit);
      if (count(where) != 2) continue;
      for (Mask m = where; m; m &= m - 1) {
        const int other = board_.houses[h].cells[lowestIndex(m)];
        if (other != cell) add(node(other, digit, true), {i});
      }
    }
  }

  const Board& board_;
  int size_;
  int nodes_;
  std::vector<int> index_;
  std::vector<Mask> work_;
  std::vector<int> places_, left_;  // per house and digit: its places on the board, and left in a dynamic run
  std::vector<int> hidden_;
  std::vector<unsigned> seen_;
  std::vector<int> stack_;
  unsigned stamp_ = 0;
  int maxDepth_ = 1 << 30;
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
void intersect(const Board& board, Chainer& chainer, const std::vector<Propagation*>& branches, Technique technique,
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
      // The depths bound the count from below: most conclusions cannot beat the best and are
      // never counted.
      int bound = 0;
      for (auto* b : branches) bound += b->depth[b->indexOf(n)];
      if (!best.better(base + lengthBonus(bound), bound)) continue;
      int nodes = 0;
      for (auto* b : branches) nodes += chainer.ancestors(*b, b->indexOf(n));
      const int difficulty = base + lengthBonus(nodes);
      if (!best.better(difficulty, nodes)) continue;
      Step step(technique);
      step.difficulty = difficulty;
      conclude(board, cell, digit, on, step);
      step.cells = cells;
      if (house >= 0) step.houses = {house};
      step.digits = digits;
      for (auto* b : branches) step.chains.push_back(chainer.path(*b, b->indexOf(n)));
      best = {std::move(step), nodes, true};
    }
  }
}

}  // namespace

namespace {

// Cell and region forcing chains, dynamic: every branch from each candidate
// of a cell, or each place of a digit in a house; with `dynamic`, contradictions and double
// forcing chains too.
bool findMultiple(const Board& board, Step& step) {
  const bool dynamic = true;
  Chainer chainer(board);
  const Mode mode{true, true, dynamic, true};
  const int base = dynamic ? 85 : 80;
  Best best;
  // Every candidate's "on" branch, computed once: cells and houses share them.
  std::vector<Propagation> onBranch(static_cast<std::size_t>(board.area) * board.size);
  // A conclusion rests on at least as many nodes as its depth in each branch, and one on more nodes
  // than the best so far cannot beat it (its value is no less): runs stop that deep.
  const auto deepest = [&] { return best.found ? best.complexity : 1 << 30; };
  const auto branch = [&](int cell, int digit) -> Propagation& {
    Propagation& p = onBranch[static_cast<std::size_t>(cell) * board.size + digit - 1];
    if (p.order.empty()) chainer.run(chainer.node(cell, digit, true), mode, p, -1, deepest());
    return p;
  };
  Propagation off;
  for (int cell = 0; cell < board.area; ++cell) {
    const int n = count(board.candidates[cell]);
    if (n < (dynamic ? 2 : 3)) continue;
    std::vector<Propagation*> branches;
    for (Mask m = board.candidates[cell]; m; m &= m - 1) {
      const int digit = lowest(m);
      Propagation& on = branch(cell, digit);
      branches.push_back(&on);
      if (!dynamic) continue;
      const auto contradiction = [&](const Propagation& p, bool placeIt) {
        if (p.absurdOn < 0) return;
        const int nodes = chainer.ancestors(p, p.absurdOn) + chainer.ancestors(p, p.absurdOff);
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
      chainer.run(chainer.node(cell, digit, false), mode, off, -1, deepest());
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
      std::vector<Propagation*> branches;
      std::vector<int> cells;
      for (Mask m = where; m; m &= m - 1) {
        cells.push_back(board.houses[h].cells[lowestIndex(m)]);
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

bool findDynamicForcingChain(const Board& board, Step& step) { return findMultiple(board, step); }

}  // namespace dlx::logic
