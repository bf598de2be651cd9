// Level 1 of Sukaku Explainer's dynamic chains, "(+)": when a chain's propagation stops, the
// board it left is searched with pointing and claiming (Locking), hidden pairs, naked pairs and
// X-wings (Fisherman(2)), each as SE searches it, in its order; the first technique that finds
// any removal resting on the chain gives all of its removals as "off"s. A removal rests on the
// candidates the chain took away that the technique needed (SE's getRuleParents): outside the
// pointing box or claiming line, outside the hidden pair, the naked pair's other digits, the
// X-wing's base lines outside its cover lines. SE keeps a technique's removals in a hash map
// keyed by cell index: they come out by index modulo the map's capacity, as here.
#include "logic/chains/rules.hpp"

#include <algorithm>
#include <utility>

namespace dlx::logic::chains {
namespace {

struct Found {
  std::vector<std::pair<int, unsigned>> removals;  // cell, digits (bit d-1), as the technique met them
  std::vector<std::pair<int, int>> parents;        // cell, digit: candidates the chain removed
};

class PlusRules final : public Rules {
 public:
  PlusRules(const Board& board, const Geometry& g) : g_(g) {
    rows_.assign(9, -1), cols_.assign(9, -1), boxes_.assign(9, -1);
    for (int h = 0; h < static_cast<int>(board.houses.size()); ++h) {
      const auto& house = board.houses[h];
      if (house.index >= 9) continue;
      if (house.kind == HouseKind::Row) rows_[house.index] = h;
      else if (house.kind == HouseKind::Column) cols_[house.index] = h;
      else if (house.kind == HouseKind::Box || house.kind == HouseKind::Region) boxes_[house.index] = h;
    }
    for (int c = 0; c < g.area; ++c) {
      if (board.value[c] != 0) ++placed_[board.value[c]];
    }
    empty_.assign(g.houseCells.size(), 0);
    for (std::size_t h = 0; h < g.houseCells.size(); ++h) {
      for (int c : g.houseCells[h]) empty_[h] += board.value[c] == 0 ? 1 : 0;
    }
    positions_.assign(g.houseCells.size() * 9, 0);
    removedIn_.assign(g.houseCells.size(), 0);
    // SE's pointing and claiming passes, as (confining house, crossing house) pairs in its order.
    const std::vector<int>* passes[4][2] = {{&boxes_, &cols_}, {&boxes_, &rows_}, {&cols_, &boxes_}, {&rows_, &boxes_}};
    for (int k = 0; k < 4; ++k) {
      for (int r1 : *passes[k][0]) {
        for (int r2 : *passes[k][1]) {
          if (!(g.houseSet[r1] & g.houseSet[r2]).empty()) crossing_[k].push_back({r1, r2});
        }
      }
    }
  }

  static bool fits(const Board& board) { return board.size == 9 && board.houses.size() == 27; }

  void derive(const Work& current, const Work& source, Run& run, std::vector<Derived>& out) override {
    cur_ = &current;
    src_ = &source;
    // What the chain took from each house: a pattern that rests on none of it gives nothing (SE
    // drops a hint without parents), so only houses the chain touched are searched.
    bool any = false;
    for (std::size_t h = 0; h < g_.houseCells.size(); ++h) {
      unsigned m = 0;
      for (int c : g_.houseCells[h]) m |= source.cand[c] & ~current.cand[c];
      removedIn_[h] = m;
      any = any || m != 0;
    }
    if (!any) return;
    // Where each digit is left in each house, as positions in the house: read by every rule.
    for (const auto* kind : {&rows_, &cols_, &boxes_}) {
      for (int h : *kind) {
        unsigned* p = &positions_[static_cast<std::size_t>(h) * 9];
        std::fill(p, p + 9, 0u);
        for (int i = 0; i < 9; ++i) {
          for (unsigned m = current.cand[g_.houseCells[h][i]]; m; m &= m - 1) p[__builtin_ctz(m)] |= 1u << i;
        }
      }
    }
    for (int rule = 0; rule < 4 && out.empty(); ++rule) {
      found_.clear();
      switch (rule) {
        case 0: locking(); break;
        case 1: hiddenPairs(); break;
        case 2: nakedPairs(); break;
        default: xWings(); break;
      }
      for (Found& f : found_) emit(f, run, out);
    }
  }

 private:
  // A technique's removals as "off"s resting on its parents; none when it rests on nothing the
  // chain did (it was on the board already).
  void emit(Found& f, Run& run, std::vector<Derived>& out) {
    if (f.parents.empty()) return;
    std::vector<int> parents;
    for (auto [c, d] : f.parents) {
      const int i = run.index[(((c * g_.size) + d - 1) << 1)];
      if (i >= 0) parents.push_back(i);
    }
    // Java's HashMap of cells: by index modulo its capacity (16, doubled past 3/4 full), in
    // insertion order within a bucket.
    std::size_t capacity = 16;
    while (f.removals.size() > capacity * 3 / 4) capacity *= 2;
    std::stable_sort(f.removals.begin(), f.removals.end(),
                     [capacity](const auto& a, const auto& b) { return (a.first & (capacity - 1)) < (b.first & (capacity - 1)); });
    for (auto [c, digits] : f.removals) {
      for (unsigned m = digits; m; m &= m - 1) out.push_back({c, __builtin_ctz(m) + 1, parents, -1});
    }
  }

  [[nodiscard]] bool removedByChain(int c, int d) const { return src_->has(c, d) && !cur_->has(c, d); }
  [[nodiscard]] int emptyCells(int h) const { return empty_[h]; }
  // The positions (indices in the house) where digit d is left.
  [[nodiscard]] unsigned positions(int h, int d) const { return positions_[static_cast<std::size_t>(h) * 9 + d - 1]; }

  // Pointing (box -> column, box -> row) and claiming (column -> box, row -> box).
  void locking() {
    for (const auto& pass : crossing_) {
      for (int d = 1; d <= 9; ++d) {
        for (auto [r1, r2] : pass) {
          if (!(removedIn_[r1] >> (d - 1) & 1) || pop16(positions(r1, d)) < 2) continue;
          const CellSet where = cur_->where[d - 1] & g_.houseSet[r1];
          {
            if (!((where & ~g_.houseSet[r2]).empty())) continue;
            Found f;
            for (int c : g_.houseCells[r2]) {
              if (!g_.houseSet[r1].has(c) && cur_->has(c, d)) f.removals.push_back({c, 1u << (d - 1)});
            }
            if (f.removals.empty()) continue;
            for (int c : g_.houseCells[r1]) {
              if (removedByChain(c, d) && !g_.houseSet[r2].has(c)) f.parents.push_back({c, d});
            }
            found_.push_back(std::move(f));
          }
        }
      }
    }
  }

  void hiddenPairs() {
    for (const auto* kind : {&boxes_, &cols_, &rows_}) {
      for (int h : *kind) {
        if (emptyCells(h) <= 4) continue;
        for (int b = 1; b < 9; ++b) {
          for (int a = 0; a < b; ++a) {
            if (!(removedIn_[h] & ((1u << a) | (1u << b)))) continue;
            const unsigned pa = positions(h, a + 1), pb = positions(h, b + 1);
            if (pop16(pa) < 2 || pop16(pb) < 2 || pop16(pa | pb) != 2) continue;
            const unsigned both = pa | pb, keep = (1u << a) | (1u << b);
            Found f;
            for (int i = 0; i < 9; ++i) {
              if (!(both >> i & 1)) continue;
              const int c = g_.houseCells[h][i];
              if (cur_->cand[c] & ~keep) f.removals.push_back({c, cur_->cand[c] & ~keep & 0x1ffu});
            }
            if (f.removals.empty()) continue;
            for (int i = 0; i < 9; ++i) {
              if (both >> i & 1) continue;
              const int c = g_.houseCells[h][i];
              for (int v : {a + 1, b + 1}) {
                if (src_->has(c, v)) f.parents.push_back({c, v});
              }
            }
            found_.push_back(std::move(f));
          }
        }
      }
    }
  }

  void nakedPairs() {
    for (const auto* kind : {&boxes_, &cols_, &rows_}) {
      for (int h : *kind) {
        if (emptyCells(h) < 4) continue;
        for (int j = 1; j < 9; ++j) {
          for (int i = 0; i < j; ++i) {
            const int ci = g_.houseCells[h][i], cj = g_.houseCells[h][j];
            const unsigned di = cur_->cand[ci], dj = cur_->cand[cj];
            if (src_->cand[ci] == di && src_->cand[cj] == dj) continue;
            if (pop16(di) < 2 || pop16(dj) < 2 || pop16(di | dj) != 2) continue;
            const unsigned pair = di | dj;
            Found f;
            for (int c : g_.houseCells[h]) {
              if (c != ci && c != cj && (cur_->cand[c] & pair)) f.removals.push_back({c, cur_->cand[c] & pair});
            }
            if (f.removals.empty()) continue;
            for (int c : {ci, cj}) {
              for (int v = 1; v <= 9; ++v) {
                if (src_->has(c, v) && !(pair >> (v - 1) & 1)) f.parents.push_back({c, v});
              }
            }
            found_.push_back(std::move(f));
          }
        }
      }
    }
  }

  // X-wings: two base lines whose places for a digit lie in two cover lines (columns on rows,
  // then rows on columns).
  void xWings() {
    const std::vector<int>* passes[2][2] = {{&cols_, &rows_}, {&rows_, &cols_}};
    for (auto& pass : passes) {
      const auto& base = *pass[0];
      const auto& cover = *pass[1];
      for (int j = 1; j < 9; ++j) {
        for (int i = 0; i < j; ++i) {
          for (int d = 1; d <= 9; ++d) {
            if (placed_[d] + 4 > 9 || !((removedIn_[base[i]] | removedIn_[base[j]]) >> (d - 1) & 1)) continue;
            const unsigned pi = positions(base[i], d), pj = positions(base[j], d);
            if (pop16(pi) < 2 || pop16(pj) < 2 || pop16(pi | pj) != 2) continue;
            const unsigned lines = pi | pj, bases = (1u << i) | (1u << j);
            Found f;
            CellSet covered;
            for (int k = 0; k < 9; ++k) {
              if (!(lines >> k & 1)) continue;
              covered = covered | g_.houseSet[cover[k]];
              const unsigned outside = positions(cover[k], d) & ~bases;
              for (int p = 0; p < 9; ++p) {
                if (outside >> p & 1) f.removals.push_back({g_.houseCells[cover[k]][p], 1u << (d - 1)});
              }
            }
            if (f.removals.empty()) continue;
            for (int line : {base[i], base[j]}) {
              for (int c : g_.houseCells[line]) {
                if (removedByChain(c, d) && !covered.has(c)) f.parents.push_back({c, d});
              }
            }
            found_.push_back(std::move(f));
          }
        }
      }
    }
  }

  const Geometry& g_;
  std::vector<int> rows_, cols_, boxes_;
  std::vector<int> empty_;        // per house: its cells empty on the board (SE's getEmptyCellCount)
  std::vector<unsigned> positions_;  // per house and digit, for the board being searched
  std::vector<unsigned> removedIn_;  // per house: the digits the chain took from it
  std::vector<std::pair<int, int>> crossing_[4];
  int placed_[10] = {};
  const Work* cur_ = nullptr;
  const Work* src_ = nullptr;
  std::vector<Found> found_;
};

}  // namespace

std::unique_ptr<Rules> plusRules(const Board& board, const Geometry& g) {
  if (!PlusRules::fits(board)) return nullptr;
  return std::make_unique<PlusRules>(board, g);
}

std::unique_ptr<Rules> rulesFor(const Board& board, const Geometry& g, int level, int sublevel) {
  if (level == 1) return plusRules(board, g);
  if (level >= 2 && PlusRules::fits(board)) return nestedRules(board, g, level, sublevel);
  return nullptr;
}

}  // namespace dlx::logic::chains
