#include "logic/chains/dynamic.hpp"

#include <algorithm>

#include "core/watch.hpp"

namespace dlx::logic::chains {

DynamicSearch::DynamicSearch(const Geometry& g, const Work& board, Rules* rules, bool dynamic)
    : g_(g), dynamic_(dynamic), board_(board), work_(board), prop_(g, rules, dynamic), on_(static_cast<std::size_t>(g.area) * g.size), onDone_(on_.size(), 0) {}

const Run& DynamicSearch::onRun(int cell, int digit) {
  const std::size_t k = static_cast<std::size_t>(cell) * g_.size + digit - 1;
  if (reused_ && (*reused_)[k]) return *(*reused_)[k];
  if (!onDone_[k]) {
    prop_.run(work_, cell, digit, true, on_[k]);
    onDone_[k] = 1;
  }
  return on_[k];
}

int DynamicSearch::complexityOf(const std::vector<std::pair<const Run*, int>>& chains, int limit) {
  int total = 0;
  signatures_.clear();
  for (const auto& [run, node] : chains) {
    inner_.clear();
    total += prop_.ancestors(*run, node, &inner_);
    // Each distinct inner chain once (SE's FullChain), whichever chain met it.
    for (int k : inner_) {
      const Inner& in = run->inner[k];
      if (std::find(signatures_.begin(), signatures_.end(), in.signature) != signatures_.end()) continue;
      signatures_.push_back(in.signature);
      total += in.complexity;
    }
    if (total > limit) break;
  }
  return total;
}

const Run& DynamicSearch::runOff(int cell, int digit) {
  if (offKept_.empty()) offKept_.resize(on_.size()), offKeptDone_.assign(on_.size(), 0);
  const std::size_t k = static_cast<std::size_t>(cell) * g_.size + digit - 1;
  if (!offKeptDone_[k]) {
    prop_.run(work_, cell, digit, false, offKept_[k]);
    offKeptDone_[k] = 1;
  }
  return offKept_[k];
}

bool DynamicSearch::allReused(const std::vector<const Run*>& branches, int) const {
  for (const Run* b : branches) {
    const Link& first = b->nodes.front();
    if ((*reused_)[static_cast<std::size_t>(first.cell) * g_.size + first.digit - 1] != b) return false;
  }
  return true;
}

void DynamicSearch::list(const std::function<void(Hint&)>& take, const int* bound, const std::function<bool(Hint&)>& keep) {
  const int size = g_.size;
  const auto limit = [&] { return bound ? *bound : 1 << 30; };
  // A conclusion is worth a hint when it changes the board: a removal of a candidate still
  // there, a placement in a cell with other candidates.
  const auto worth = [&](int cell, int digit, bool on) {
    return on ? (board_.cand[cell] & ~(1u << (digit - 1))) != 0 : board_.has(cell, digit);
  };
  Hint hint;
  const auto offer = [&](Kind kind, int sortKey, int cell, int digit, bool on, int source, int sourceDigit) {
    if (!worth(cell, digit, on)) return;
    hint.kind = kind;
    hint.sortKey = sortKey;
    hint.cell = cell, hint.digit = digit, hint.on = on;
    hint.source = source, hint.sourceDigit = sourceDigit;
    if (keep && !keep(hint)) return;
    hint.complexity = complexityOf(hint.chains, limit());
    if (hint.complexity > limit()) return;
    take(hint);
  };
  // What every branch leads to (a cell's digits, a digit's places in a house): each candidate
  // `first` reaches, its ons then its offs in its order, that every branch reaches too.
  const auto offerCommon = [&](const Run& first, const std::vector<const Run*>& all, Kind kind, int sortKey, int source,
                               int sourceDigit) {
    for (const bool state : {true, false}) {
      for (int i = 0; i < static_cast<int>(first.nodes.size()); ++i) {
        const Link& l = first.nodes[i];
        if (l.on != state || first.find(prop_.key(l.cell, l.digit, l.on)) != i) continue;
        const int k = prop_.key(l.cell, l.digit, l.on);
        bool every = true;
        for (const Run* b : all) every = every && b->find(k) >= 0;
        if (!every) continue;
        hint.chains.clear();
        for (const Run* b : all) hint.chains.push_back({b, b->find(k)});
        offer(kind, sortKey, l.cell, l.digit, l.on, source, sourceDigit);
      }
    }
  };
  std::vector<const Run*> branches;
  for (int cell = 0; cell < g_.area; ++cell) {
    const unsigned digits = board_.cand[cell];
    if (pop16(digits) < (dynamic_ ? 2 : 3)) continue;
    checkpoint();  // a long rating's deadline, signal and progress (core/watch.hpp)
    const int cardinality = pop16(digits);
    for (unsigned m = digits; m; m &= m - 1) {
      const int digit = __builtin_ctz(m) + 1;
      const Run& on = onRun(cell, digit);
      const std::size_t slot = static_cast<std::size_t>(cell) * size + digit - 1;
      const Run* offReused = reusedOff_ ? (*reusedOff_)[slot] : nullptr;
      if (dynamic_ && !offReused) prop_.run(work_, cell, digit, false, off_);
      const Run& off = offReused ? *offReused : off_;
      // Two reused runs: their contradictions and double chains rest on nothing the outer chain did.
      const bool quiet = offReused && reused_ && (*reused_)[slot] == &on;
      // The digit on leads to a contradiction: it is off; off leads to one: it is on.
      if (dynamic_ && !quiet && on.absurdOn >= 0) {
        hint.chains = {{&on, on.absurdOn}, {&on, on.absurdOff}};
        offer(Kind::Contradiction, 7, cell, digit, false, cell, digit);
      }
      if (dynamic_ && !quiet && off.absurdOn >= 0) {
        hint.chains = {{&off, off.absurdOn}, {&off, off.absurdOff}};
        offer(Kind::Contradiction, 7, cell, digit, true, cell, digit);
      }
      // What on and off both lead to: the ons, then the offs, in the on-branch's order.
      if (dynamic_ && !quiet && cardinality >= 3) {
        for (const bool state : {true, false}) {
          for (int i = 0; i < static_cast<int>(on.nodes.size()); ++i) {
            const Link& l = on.nodes[i];
            if (l.on != state || !on.listed(l, size) || on.find(prop_.key(l.cell, l.digit, l.on)) != i) continue;
            const int j = off.find(prop_.key(l.cell, l.digit, l.on));
            if (j < 0) continue;
            hint.chains = {{&on, i}, {&off, j}};
            offer(Kind::Double, 1, l.cell, l.digit, l.on, cell, digit);
          }
        }
      }
      // Each house of the cell where the digit has places, met at its first place.
      for (int h : g_.housesOf[cell]) {
        const CellSet places = board_.where[digit - 1] & g_.houseSet[h];
        if (places.count() < 2) continue;
        int firstPlace = -1;
        for (int c : g_.houseCells[h]) {
          if (places.has(c)) {
            firstPlace = c;
            break;
          }
        }
        if (firstPlace != cell) continue;
        branches.clear();
        for (int c : g_.houseCells[h]) {
          if (places.has(c)) branches.push_back(&onRun(c, digit));
        }
        if (reused_ && allReused(branches, digit) &&
            (outer_->where[digit - 1] & g_.houseSet[h] & ~board_.where[digit - 1]).empty()) continue;
        // (the cache holds every run: `on` stays valid)
        offerCommon(onRun(cell, digit), branches, Kind::Region, 6, h, digit);
      }
    }
    // What every digit of the cell leads to.
    branches.clear();
    for (unsigned m = digits; m; m &= m - 1) branches.push_back(&onRun(cell, __builtin_ctz(m) + 1));
    if (reused_ && allReused(branches, 0) && outer_->cand[cell] == board_.cand[cell]) continue;
    offerCommon(*branches.front(), branches, Kind::Cell, 5, cell, 0);
  }
}

std::vector<Node> pathTo(const Run& run, int i) {
  std::vector<Node> out;
  while (true) {
    const Link& l = run.nodes[i];
    out.push_back({l.cell, l.digit, l.on});
    if (l.parentCount == 0) break;
    i = run.parents[l.parentBegin];
  }
  std::reverse(out.begin(), out.end());
  return out;
}

bool easiestHint(DynamicSearch& search, Hint& best, std::vector<std::vector<Node>>& paths) {
  bool found = false;
  int bound = 1 << 30;
  search.list(
      [&](Hint& h) {
        if (found && (h.complexity > best.complexity || (h.complexity == best.complexity && h.sortKey >= best.sortKey))) return;
        best = h;
        found = true;
        paths.clear();
        for (const auto& [run, node] : h.chains) paths.push_back(pathTo(*run, node));
        bound = best.complexity;
      },
      &bound);
  return found;
}

}  // namespace dlx::logic::chains
