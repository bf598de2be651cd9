#include "logic/chains/dynamic_propagation.hpp"

#include "core/watch.hpp"

namespace dlx::logic::chains {

int Propagator::add(Run& r, int cell, int digit, bool on, const int* parents, int count, int nested, int cause) {
  const int i = static_cast<int>(r.nodes.size());
  r.nodes.push_back({static_cast<std::int16_t>(cell), static_cast<std::int8_t>(digit), on, static_cast<int>(r.parents.size()), count, nested, cause});
  r.parents.insert(r.parents.end(), parents, parents + count);
  return i;
}

void Propagator::run(Work& work, int cell, int digit, bool on, Run& out) {
  const Work source = work;
  out.nodes.clear();
  out.parents.clear();
  out.inner.clear();
  out.index.assign(static_cast<std::size_t>(g_.area) * g_.size * 2, -1);
  out.absurdOn = out.absurdOff = -1;
  pendingOn_.clear();
  pendingOff_.clear();
  std::size_t headOn = 0, headOff = 0;
  const int first = add(out, cell, digit, on, nullptr, 0, -1, kNoCause);
  out.index[key(cell, digit, on)] = static_cast<std::int16_t>(first);
  (on ? pendingOn_ : pendingOff_).push_back(first);
  while (out.absurdOn < 0 && (headOn < pendingOn_.size() || headOff < pendingOff_.size())) {
    if (headOn < pendingOn_.size()) expandOn(work, out, pendingOn_[headOn++]);
    else expandOff(work, source, out, pendingOff_[headOff++]);
    if (out.absurdOn >= 0 || rules_ == nullptr || headOn < pendingOn_.size() || headOff < pendingOff_.size()) continue;
    // Nothing more follows: what the level's other techniques find on the reduced board.
    derived_.clear();
    rules_->derive(work, source, out, derived_);
    for (const Derived& d : derived_) {
      const int k = key(d.cell, d.digit, false);
      if (out.index[k] >= 0) continue;
      const int i = add(out, d.cell, d.digit, false, d.parents.data(), static_cast<int>(d.parents.size()), d.nested, kNoCause);
      out.index[k] = static_cast<std::int16_t>(i);
      pendingOff_.push_back(i);
    }
  }
  work = source;
}

void Propagator::expandOn(Work& w, Run& r, int i) {
  const int cell = r.nodes[i].cell, digit = r.nodes[i].digit;
  // The offs this "on" makes, in SE's order: the cell's other digits, then the digit in the
  // cell's houses (box, row, column), each cell once.
  scratch_.clear();
  causes_.clear();
  for (unsigned m = w.cand[cell] & ~(1u << (digit - 1)); m; m &= m - 1) {
    scratch_.push_back(cell * 32 + __builtin_ctz(m) + 1);
    causes_.push_back(kCell);
  }
  CellSet done;
  done.set(cell);
  for (int h : g_.housesOf[cell]) {
    const CellSet there = w.where[digit - 1] & g_.houseSet[h] & ~done;
    if (there.empty()) continue;
    for (int c : g_.houseCells[h]) {
      if (there.has(c)) scratch_.push_back(c * 32 + digit), causes_.push_back(h), done.set(c);
    }
  }
  for (std::size_t e = 0; e < scratch_.size(); ++e) {
    const int c = scratch_[e] / 32, d = scratch_[e] % 32;
    const int conj = r.index[key(c, d, true)];
    if (conj >= 0) {
      // Both on and off: the assumption is wrong.
      r.absurdOn = conj;
      r.absurdOff = add(r, c, d, false, &i, 1, -1, causes_[e]);
      return;
    }
    const int k = key(c, d, false);
    if (r.index[k] >= 0) continue;
    r.index[k] = static_cast<std::int16_t>(add(r, c, d, false, &i, 1, -1, causes_[e]));
    pendingOff_.push_back(r.index[k]);
  }
}

void Propagator::expandOff(Work& w, const Work& source, Run& r, int i) {
  const int cell = r.nodes[i].cell, digit = r.nodes[i].digit;
  // The ons this "off" makes, each with its parents (this off first, then the hidden ones), in
  // SE's order; a candidate found twice keeps its first parents.
  struct On {
    int cell, digit, begin, count, cause;
  };
  On ons[8];
  int n = 0;
  scratch_.clear();
  const auto known = [&](int c, int d) {
    for (int k = 0; k < n; ++k) {
      if (ons[k].cell == c && ons[k].digit == d) return true;
    }
    return false;
  };
  if (pop16(w.cand[cell]) == 2) {
    const int other = __builtin_ctz(w.cand[cell] & ~(1u << (digit - 1))) + 1;
    const int begin = static_cast<int>(scratch_.size());
    scratch_.push_back(i);
    for (unsigned m = source.cand[cell] & ~w.cand[cell]; m; m &= m - 1) {
      const int p = r.index[key(cell, __builtin_ctz(m) + 1, false)];
      if (p >= 0) scratch_.push_back(p);
    }
    ons[n++] = {cell, other, begin, static_cast<int>(scratch_.size()) - begin, kCell};
  }
  for (int h : g_.housesOf[cell]) {
    CellSet others = w.where[digit - 1] & g_.houseSet[h];
    others.clear(cell);
    if (others.count() != 1) continue;
    const int other = others.next(0);
    if (known(other, digit) || n == 8) continue;
    const int begin = static_cast<int>(scratch_.size());
    scratch_.push_back(i);
    const CellSet gone = source.where[digit - 1] & g_.houseSet[h] & ~w.where[digit - 1];
    if (!gone.empty()) {
      for (int c : g_.houseCells[h]) {
        if (!gone.has(c)) continue;
        const int p = r.index[key(c, digit, false)];
        if (p >= 0) scratch_.push_back(p);
      }
    }
    ons[n++] = {other, digit, begin, static_cast<int>(scratch_.size()) - begin, h};
  }
  if (dynamic_) w.remove(cell, digit);
  for (int k = 0; k < n; ++k) {
    const On& o = ons[k];
    const int conj = r.index[key(o.cell, o.digit, false)];
    if (conj >= 0) {
      r.absurdOn = add(r, o.cell, o.digit, true, scratch_.data() + o.begin, o.count, -1, o.cause);
      r.absurdOff = conj;
      return;
    }
    const int kk = key(o.cell, o.digit, true);
    if (r.index[kk] >= 0) continue;
    r.index[kk] = static_cast<std::int16_t>(add(r, o.cell, o.digit, true, scratch_.data() + o.begin, o.count, -1, o.cause));
    pendingOn_.push_back(r.index[kk]);
  }
}

int Propagator::ancestors(const Run& run, int i, std::vector<int>* inner) {
  if (seen_.size() < run.nodes.size()) seen_.resize(run.nodes.size() + 64, 0);
  if (++stamp_ == 0) std::fill(seen_.begin(), seen_.end(), 0), stamp_ = 1;
  stack_.assign(1, i);
  seen_[i] = stamp_;
  int n = 0;
  while (!stack_.empty()) {
    const int k = stack_.back();
    stack_.pop_back();
    ++n;
    const Link& l = run.nodes[k];
    if (inner && l.nested >= 0) inner->push_back(l.nested);
    for (int j = l.parentBegin; j < l.parentBegin + l.parentCount; ++j) {
      const int p = run.parents[j];
      if (seen_[p] != stamp_) seen_[p] = stamp_, stack_.push_back(p);
    }
  }
  return n;
}

}  // namespace dlx::logic::chains
