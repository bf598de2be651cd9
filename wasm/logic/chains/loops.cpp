// Level 2's inner technique, static forcing chains and cycles as Sukaku Explainer's
// Chaining(false, false, false, 0) lists them: for X links alone, Y links alone, then both; each
// cell (board order) and digit: the cycles back to the digit's "on", then the chains from its
// "on" and from its "off" to their opposite. Their searches take every pending "on", then every
// pending "off", in turn (not one "on" first as dynamic chains do), and a cycle's search lets a
// candidate be reached again along another way: both as SE does, as they decide the chains found.
#include <algorithm>

#include "logic/chains/inner.hpp"

namespace dlx::logic::chains {

namespace {

// One static search's candidates: every one found (a candidate may be found more than once by a
// cycle search), the first of each in `on`/`off`.
class Loops {
 public:
  Loops(const Geometry& g, const Work& board, const Work& outerSource, std::vector<InnerHint>& out)
      : g_(g), b_(board), src_(outerSource), out_(out), first_(static_cast<std::size_t>(g.area) * g.size * 2, -1) {
    const std::size_t n = static_cast<std::size_t>(g.area) * g.size;
    for (auto& v : offSlot_) v.assign(n, {-1, 0});
    for (auto& v : onSlot_) v.assign(n, {-1, 0});
    pool_.reserve(n * 8);
  }

  void all(const LoopReach* reach) {
    const bool passes[3][2] = {{false, true}, {true, false}, {true, true}};  // y, x
    std::vector<std::uint64_t> changed;
    if (reach) changed = changedKeys(g_, src_, b_);
    for (int pass = 0; pass < 3; ++pass) {
      for (int cell = 0; cell < g_.area; ++cell) {
        const int n = pop16(b_.cand[cell]);
        if (n < 2) continue;
        for (unsigned m = b_.cand[cell]; m; m &= m - 1) {
          const int digit = __builtin_ctz(m) + 1;
          const int from = reach ? reach->touches(pass, cell, digit, changed) : 3;
          if (from) unary(cell, digit, n, passes[pass][0], passes[pass][1], from);
        }
      }
    }
  }

 private:
  int key(int c, int d, bool on) const { return (((c * g_.size) + d - 1) << 1) | (on ? 1 : 0); }

  void reset() {
    for (int k : touched_) first_[k] = -1;
    touched_.clear();
    nodes_.clear();
    parents_.clear();
  }
  int node(int c, int d, bool on, int parent, int cause) {
    const int i = static_cast<int>(nodes_.size());
    nodes_.push_back({static_cast<std::int16_t>(c), static_cast<std::int8_t>(d), on, static_cast<int>(parents_.size()), parent >= 0 ? 1 : 0, -1, cause});
    if (parent >= 0) parents_.push_back(parent);
    return i;
  }
  void remember(int k, int i) {
    if (first_[k] < 0) first_[k] = i, touched_.push_back(k);
  }

  struct Next {
    int cell, digit, cause;
  };
  // SE's getOnToOff: the cell's other digits (with Y links), then the digit in the box, row and
  // column.
  void onToOff(int i, bool y, std::vector<Next>& out) const {
    out.clear();
    const int cell = nodes_[i].cell, digit = nodes_[i].digit;
    if (y) {
      for (unsigned m = b_.cand[cell] & ~(1u << (digit - 1)); m; m &= m - 1) out.push_back({cell, __builtin_ctz(m) + 1, kCell});
    }
    // (A house's cells are in board order: its bits, lowest first.)
    CellSet done;
    done.set(cell);
    for (int h : g_.housesOf[cell]) {
      const CellSet there = g_.houseSet[h] & b_.where[digit - 1] & ~done;
      for (int c = there.next(0); c >= 0; c = there.next(c + 1)) out.push_back({c, digit, h});
      done = done | there;
    }
  }
  // SE's getOffToOn: the cell's other digit when it has two (with Y links), the digit's other
  // place in a house that has two (with X links).
  void offToOn(int i, bool y, bool x, std::vector<Next>& out) const {
    out.clear();
    const int cell = nodes_[i].cell, digit = nodes_[i].digit;
    if (y && pop16(b_.cand[cell]) == 2) out.push_back({cell, __builtin_ctz(b_.cand[cell] & ~(1u << (digit - 1))) + 1, kCell});
    if (!x) return;
    for (int h : g_.housesOf[cell]) {
      CellSet others = b_.where[digit - 1] & g_.houseSet[h];
      others.clear(cell);
      if (others.count() != 1) continue;
      const int o = others.next(0);
      bool known = false;
      for (const Next& n : out) known = known || (n.cell == o && n.digit == digit);
      if (!known) out.push_back({o, digit, h});
    }
  }
  // The "off"s that lead to the "on" of (cell, digit) (offToOn): the cell's other digit when it
  // has two; the digit's other place in a house of the cell where it has two.
  void closing(int cell, int digit, bool y, bool x) {
    closeCell_ = y && pop16(b_.cand[cell]) == 2;
    closePlaces_ = CellSet{};
    if (!x) return;
    for (int h : g_.housesOf[cell]) {
      const CellSet there = b_.where[digit - 1] & g_.houseSet[h];
      if (there.count() == 2) closePlaces_ = closePlaces_ | there;
    }
    closePlaces_.clear(cell);
  }
  [[nodiscard]] bool closes(int c, int d, int cell, int digit) const {
    if (c == cell) return closeCell_ && d != digit;
    return d == digit && closePlaces_.has(c);
  }
  // The links of node i, worked out once per candidate and kind of link for the whole search
  // (the board does not change): [begin, end) of Next.
  struct Span {
    const Next* b;
    const Next* e;
    const Next* begin() const { return b; }
    const Next* end() const { return e; }
  };
  Span offsOf(int i, bool y) {
    const int k = key(nodes_[i].cell, nodes_[i].digit, true) >> 1;
    const int v = y ? 1 : 0;
    auto& slot = offSlot_[v][k];
    if (slot.first < 0) {
      onToOff(i, y, next_);
      slot = {static_cast<int>(pool_.size()), static_cast<int>(next_.size())};
      pool_.insert(pool_.end(), next_.begin(), next_.end());
    }
    return {pool_.data() + slot.first, pool_.data() + slot.first + slot.second};
  }
  Span onsOf(int i, bool y, bool x) {
    const int k = key(nodes_[i].cell, nodes_[i].digit, false) >> 1;
    const int v = (y ? 2 : 0) + (x ? 1 : 0);
    auto& slot = onSlot_[v][k];
    if (slot.first < 0) {
      offToOn(i, y, x, next_);
      slot = {static_cast<int>(pool_.size()), static_cast<int>(next_.size())};
      pool_.insert(pool_.end(), next_.begin(), next_.end());
    }
    return {pool_.data() + slot.first, pool_.data() + slot.first + slot.second};
  }
  // Whether a candidate equal to (c, d, on) is among i's first-parent ancestors (not i itself).
  bool isParent(int i, int c, int d, bool on) const {
    while (nodes_[i].parentCount > 0) {
      i = parents_[nodes_[i].parentBegin];
      if (nodes_[i].cell == c && nodes_[i].digit == d && nodes_[i].on == on) return true;
    }
    return false;
  }

  // `from`: bit 0, search from the digit's "on"; bit 1, from its "off" (the others cannot give
  // a hint resting on the outer chain).
  void unary(int cell, int digit, int cardinality, bool y, bool x, int from) {
    if (cardinality > 2 && !x) return;  // Y-cycles start only in a bivalue cell
    // Cycles: from the digit on, back to it (after four links or more).
    reset();
    closing(cell, digit, y, x);
    cycles_.clear();
    int sourceOff = -1;  // the first "off" of the start found by the cycle search
    auto& cycles = cycles_;
    auto& chains = chains_;
    {
      const int root = node(cell, digit, true, -1, kNoCause);
      remember(key(cell, digit, true), root);
      auto& pendingOn = pendingOn_;
      auto& pendingOff = pendingOff_;
      pendingOn.assign(1, root);
      pendingOff.clear();
      int length = 0;
      while (!pendingOn.empty() || !pendingOff.empty()) {
        ++length;
        for (std::size_t k = 0; k < pendingOn.size(); ++k) {
          const int p = pendingOn[k];
          for (const Next& n : offsOf(p, y)) {
            // SE queues every "off" that is not an ancestor of p, found before or not. One found
            // before gives no new "on" (its first copy gave them all): only a cycle, when it
            // leads back to the start; the others are skipped unqueued, with the same result.
            // (A new one cannot be an ancestor: ancestors were all found.)
            const int kk = key(n.cell, n.digit, false);
            if (first_[kk] >= 0 && (!closes(n.cell, n.digit, cell, digit) || isParent(p, n.cell, n.digit, false))) continue;
            const int i = node(n.cell, n.digit, false, p, n.cause);
            if (n.cell == cell && n.digit == digit && sourceOff < 0) sourceOff = i;
            pendingOff.push_back(i);
            remember(kk, i);
          }
        }
        pendingOn.clear();
        ++length;
        for (std::size_t k = 0; k < pendingOff.size(); ++k) {
          const int p = pendingOff[k];
          for (const Next& n : onsOf(p, y, x)) {
            const bool source = n.cell == cell && n.digit == digit;
            if (length >= 4 && source) cycles.push_back(node(n.cell, n.digit, true, p, n.cause));
            const int kk = key(n.cell, n.digit, true);
            if (first_[kk] >= 0) continue;
            const int i = node(n.cell, n.digit, true, p, n.cause);
            pendingOn.push_back(i);
            remember(kk, i);
          }
        }
        pendingOff.clear();
      }
    }
    for (int dstOn : cycles) cycleHint(dstOn, y, x);
    if (!x) return;
    // Forcing chains: the digit on leads to its off, or off to its on. From "on", SE's search
    // meets every candidate first as the cycle search just did (the cycle search's repeats add no
    // candidate), so the chain to the digit's "off" is the one found there.
    if (sourceOff >= 0) chainHint(sourceOff, y, x);
    for (const bool on : {false}) {
      if (!(from & 2)) break;
      reset();
      const int root = node(cell, digit, on, -1, kNoCause);
      remember(key(cell, digit, on), root);
      auto& pendingOn = pendingOn_;
      auto& pendingOff = pendingOff_;
      pendingOn.clear();
      pendingOff.clear();
      (on ? pendingOn : pendingOff).push_back(root);
      chains.clear();
      bool reached = false;
      // Once the opposite is reached the search goes on in SE, to no effect: the chain to it
      // is fixed, and no second one is kept.
      while (!reached && (!pendingOn.empty() || !pendingOff.empty())) {
        for (std::size_t k = 0; k < pendingOn.size(); ++k) {
          const int p = pendingOn[k];
          for (const Next& n : offsOf(p, y)) {
            const int kk = key(n.cell, n.digit, false);
            const bool opposite = on && n.cell == cell && n.digit == digit;
            if (opposite && !reached) reached = true, chains.push_back(node(n.cell, n.digit, false, p, n.cause));
            if (first_[kk] >= 0) continue;
            const int i = opposite ? chains.back() : node(n.cell, n.digit, false, p, n.cause);
            pendingOff.push_back(i);
            remember(kk, i);
          }
        }
        pendingOn.clear();
        for (std::size_t k = 0; k < pendingOff.size(); ++k) {
          const int p = pendingOff[k];
          for (const Next& n : onsOf(p, y, true)) {
            const int kk = key(n.cell, n.digit, true);
            const bool opposite = !on && n.cell == cell && n.digit == digit;
            if (opposite && !reached) reached = true, chains.push_back(node(n.cell, n.digit, true, p, n.cause));
            if (first_[kk] >= 0) continue;
            const int i = opposite ? chains.back() : node(n.cell, n.digit, true, p, n.cause);
            pendingOn.push_back(i);
            remember(kk, i);
          }
        }
        pendingOff.clear();
      }
      for (int target : chains) chainHint(target, y, x);
    }
  }

  static int sortKeyOf(bool y, bool x) { return y && x ? 4 : y ? 3 : 2; }

  void chainHint(int target, bool y, bool x) {
    const Link& t = nodes_[target];
    InnerHint h;
    if (t.on) {
      const unsigned others = b_.cand[t.cell] & ~(1u << (t.digit - 1));
      if (others) h.removals.push_back({t.cell, others});
    } else if (b_.has(t.cell, t.digit)) {
      h.removals.push_back({t.cell, 1u << (t.digit - 1)});
    }
    if (h.removals.empty()) return;
    h.complexity = ancestorsByKey(g_, nodes_, parents_, target);
    h.difficulty = seDifficulty(y && x ? 7.0 : 6.6, h.complexity);
    h.sortKey = sortKeyOf(y, x);
    ruleParents(g_, src_, b_, nodes_, parents_, {target}, kNoCause, h.parents);
    h.signature = signatureOf(g_, nodes_, parents_, {target});
    out_.push_back(std::move(h));
  }

  void cycleHint(int dstOn, bool y, bool x) {
    // The cycle's cells, then what both colours of it see: candidates the cycle's "on"s exclude
    // and its "off"s exclude too (SE's createCycleHint).
    CellSet inCycle;
    for (int p = dstOn; nodes_[p].parentCount > 0; p = parents_[nodes_[p].parentBegin]) inCycle.set(nodes_[p].cell);
    // Marks per candidate: seen by the "on"s (1), by the "off"s (2); the "on"s' in order.
    const std::size_t candidates = static_cast<std::size_t>(g_.area) * g_.size;
    if (mark_.size() < candidates) mark_.assign(candidates, 0);
    std::vector<int> forw;
    std::vector<int> touched;
    for (int p = dstOn; nodes_[p].parentCount > 0; p = parents_[nodes_[p].parentBegin]) {
      const Link& l = nodes_[p];
      const CellSet seen = g_.peerSet[l.cell] & b_.where[l.digit - 1] & ~inCycle;
      for (int c = seen.next(0); c >= 0; c = seen.next(c + 1)) {
        const std::size_t k = static_cast<std::size_t>(c) * g_.size + l.digit - 1;
        if (mark_[k] == 0) touched.push_back(static_cast<int>(k));
        if (l.on && !(mark_[k] & 1)) forw.push_back(static_cast<int>(k));
        mark_[k] |= l.on ? 1 : 2;
      }
    }
    InnerHint h;
    for (int k : forw) {
      if (mark_[k] != 3) continue;
      const int c = k / g_.size, d = k % g_.size + 1;
      auto it = std::find_if(h.removals.begin(), h.removals.end(), [c](const auto& r) { return r.first == c; });
      if (it == h.removals.end()) h.removals.push_back({c, 1u << (d - 1)});
      else it->second |= 1u << (d - 1);
    }
    for (int k : touched) mark_[k] = 0;
    if (h.removals.empty()) return;
    hashMapOrder(h.removals);
    // The cycle reversed (SE's getReversedCycle): each candidate's opposite, with its cause.
    std::vector<int> forward;
    for (int p = dstOn;; p = parents_[nodes_[p].parentBegin]) {
      forward.push_back(p);
      if (nodes_[p].parentCount == 0) break;
    }
    const int base = static_cast<int>(nodes_.size());
    const int n = static_cast<int>(forward.size());
    // reversed[k] mirrors forward[n-1-k]; reversed[k]'s parent is reversed[k+1].
    for (int k = 0; k < n; ++k) {
      const Link& o = nodes_[forward[n - 1 - k]];
      const Link l{o.cell, o.digit, !o.on, static_cast<int>(parents_.size()), k + 1 < n ? 1 : 0, -1, o.cause};
      nodes_.push_back(l);
      if (k + 1 < n) parents_.push_back(base + k + 1);
    }
    const int dstOff = base;
    h.complexity = ancestorsByKey(g_, nodes_, parents_, dstOn);
    h.difficulty = seDifficulty(y && x ? 7.0 : 6.5, h.complexity);
    h.sortKey = sortKeyOf(y, x);
    ruleParents(g_, src_, b_, nodes_, parents_, {dstOn, dstOff}, kNoCause, h.parents);
    h.signature = signatureOf(g_, nodes_, parents_, {dstOn, dstOff});
    out_.push_back(std::move(h));
  }

  const Geometry& g_;
  const Work& b_;
  const Work& src_;
  std::vector<InnerHint>& out_;
  std::vector<Link> nodes_;
  std::vector<int> parents_;
  std::vector<int> first_;
  std::vector<int> touched_;
  std::vector<unsigned char> mark_;
  std::vector<int> cycles_, chains_, pendingOn_, pendingOff_;
  std::vector<Next> next_;
  std::vector<Next> pool_;
  std::vector<std::pair<int, int>> offSlot_[2], onSlot_[4];  // per candidate: where its links are in pool_
  bool closeCell_ = false;
  CellSet closePlaces_;
};

}  // namespace

void loopHints(const Geometry& g, const Work& board, const Work& outerSource, std::vector<InnerHint>& out,
               const LoopReach* reach) {
  Loops(g, board, outerSource, out).all(reach);
}

std::vector<std::uint64_t> changedKeys(const Geometry& g, const Work& source, const Work& current) {
  const int words = (g.area * g.size * 2 + 63) / 64;
  std::vector<std::uint64_t> out(words, 0);
  const auto mark = [&](int c, int d) {
    const int k = ((c * g.size) + d - 1) << 1;
    out[k >> 6] |= std::uint64_t{3} << (k & 63);  // on and off: k is even, both in one word
  };
  for (int c = 0; c < g.area; ++c) {
    const unsigned gone = source.cand[c] & ~current.cand[c];
    if (!gone) continue;
    for (unsigned m = source.cand[c]; m; m &= m - 1) mark(c, __builtin_ctz(m) + 1);
    for (unsigned m = gone; m; m &= m - 1) {
      const int d = __builtin_ctz(m) + 1;
      const CellSet seen = g.peerSet[c] & source.where[d - 1];
      for (int p = seen.next(0); p >= 0; p = seen.next(p + 1)) mark(p, d);
    }
  }
  return out;
}

LoopReach::LoopReach(const Geometry& g, const Work& board)
    : keys_(g.area * g.size * 2), words_((keys_ + 63) / 64), board_(board), size_(g.size) {
  reach_.assign(static_cast<std::size_t>(3) * keys_ * words_, 0);
  const bool passes[3][2] = {{false, true}, {true, false}, {true, true}};  // y, x
  std::vector<int> queue;
  for (int pass = 0; pass < 3; ++pass) {
    const bool y = passes[pass][0], x = passes[pass][1];
    for (int start = 0; start < keys_; ++start) {
      const int sc = (start >> 1) / g.size, sd = (start >> 1) % g.size + 1;
      if (!board.has(sc, sd)) continue;
      std::uint64_t* seen = &reach_[(static_cast<std::size_t>(pass) * keys_ + start) * words_];
      const auto visit = [&](int c, int d, bool on) {
        const int k = (((c * g.size) + d - 1) << 1) | (on ? 1 : 0);
        if (seen[k >> 6] >> (k & 63) & 1) return;
        seen[k >> 6] |= std::uint64_t{1} << (k & 63);
        queue.push_back(k);
      };
      queue.clear();
      visit(sc, sd, start & 1);
      for (std::size_t q = 0; q < queue.size(); ++q) {
        const int k = queue[q];
        const int c = (k >> 1) / g.size, d = (k >> 1) % g.size + 1;
        if (k & 1) {
          if (y) {
            for (unsigned m = board.cand[c] & ~(1u << (d - 1)); m; m &= m - 1) visit(c, __builtin_ctz(m) + 1, false);
          }
          const CellSet seenBy = g.peerSet[c] & board.where[d - 1];
          for (int p = seenBy.next(0); p >= 0; p = seenBy.next(p + 1)) visit(p, d, false);
        } else {
          if (y && pop16(board.cand[c]) == 2) visit(c, __builtin_ctz(board.cand[c] & ~(1u << (d - 1))) + 1, true);
          if (!x) continue;
          for (int h : g.housesOf[c]) {
            CellSet others = board.where[d - 1] & g.houseSet[h];
            others.clear(c);
            if (others.count() == 1) visit(others.next(0), d, true);
          }
        }
      }
    }
  }
}

int LoopReach::touches(int pass, int cell, int digit, const std::vector<std::uint64_t>& changed) const {
  const int on = (((cell * size_) + digit - 1) << 1) | 1;
  const std::uint64_t* a = &reach_[(static_cast<std::size_t>(pass) * keys_ + on) * words_];
  const std::uint64_t* b = &reach_[(static_cast<std::size_t>(pass) * keys_ + (on ^ 1)) * words_];
  int out = 0;
  for (int w = 0; w < words_ && out != 3; ++w) {
    if (a[w] & changed[w]) out |= 1;
    if (b[w] & changed[w]) out |= 2;
  }
  return out;
}

}  // namespace dlx::logic::chains

