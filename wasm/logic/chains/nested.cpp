// Nested forcing chains, levels 2 to 4 (Sukaku Explainer's Chaining(true, true, false, level)):
// when an outer dynamic chain stops, level 1's four techniques are tried on the board it left,
// then chaining ones: static forcing chains and cycles (level 2), and static multiple forcing
// chains (level 3); at level 4, dynamic forcing chains of the sub-level instead (0: plain, 1: (+),
// 2: nested level 2). The first technique with a hint resting on the outer chain gives every
// such hint, sorted as SE sorts a chaining technique's hints (value, complexity, kind), each
// removal an "off" whose parents are what the outer chain removed that the hint needed, carrying
// the hint's complexity.
#include <algorithm>
#include <unordered_map>

#include "core/watch.hpp"
#include "logic/chains/dynamic.hpp"
#include "logic/chains/inner.hpp"
#include "core/workspace.hpp"
#include "logic/chains/rules.hpp"

namespace dlx::logic::chains {
namespace {

// Inner hints already listed, by technique and board: a board recurs (a bivalue cell's digit "on"
// and its other digit "off" reach the same removals; the level 3 rung meets every board the
// level 2 rung met), and an inner technique's hints depend on the board and on the outer chains'
// starting board alone. Cleared when that starting board changes, or when full.
struct InnerCache {
  struct Entry {
    int kind;
    std::array<std::uint16_t, kMaxCells> cand;
    std::vector<InnerHint> hints;
  };
  std::array<std::uint16_t, kMaxCells> source{};
  std::unordered_map<std::uint64_t, Entry> entries;
};
constexpr std::size_t kInnerCacheEntries = 8192;

std::uint64_t boardKey(int kind, const Work& w) {
  std::uint64_t h = 1469598103934665603ull ^ static_cast<std::uint64_t>(kind);
  for (auto c : w.cand) h = (h ^ c) * 1099511628211ull;
  return h;
}

class NestedRules final : public Rules {
 public:
  NestedRules(const Board& board, const Geometry& g, int level, int sublevel)
      : g_(g), level_(level), sublevel_(sublevel), plus_(plusRules(board, g)) {
    if (level_ == 4) inner_ = rulesFor(board, g, sublevel_);
  }

  void derive(const Work& current, const Work& source, Run& run, std::vector<Derived>& out) override {
    plus_->derive(current, source, run, out);
    if (!out.empty()) return;
    checkpoint();  // nested searches are long: a deadline or signal stops them here
    if (level_ < 4) {
      emit(cached(0, current, source, [&] {
             // The searches' reach on the outer chains' starting board, worked out once per
             // board, when a second chain from it stops (nested in a nested search, a board may
             // serve once).
             if (!reach_ || !reach_->matches(source)) {
               reach_.reset();
               if (lastSource_.cand == source.cand) reach_ = std::make_unique<LoopReach>(g_, source);
               lastSource_ = source;
             }
             loopHints(g_, current, source, hints_, reach_.get());
           }),
           run, out);
      if (!out.empty() || level_ < 3) return;
      emit(cached(1, current, source, [&] { chaining(current, source, false, nullptr, 8.0); }), run, out);
      return;
    }
    emit(cached(2 + sublevel_, current, source,
                [&] { chaining(current, source, true, inner_.get(), sublevel_ == 0 ? 8.5 : 8.5 + 0.5 * sublevel_); }),
         run, out);
  }

 private:
  // Runs on the outer chains' starting board (static, or dynamic without rules inside), and the
  // candidates each meets (as bits), for the searches on reduced boards to reuse where they meet
  // nothing the outer chain changed (DynamicSearch::reuse): such a run repeats step for step.
  void runReuse(const Work& current, const Work& source, bool dynamic) {
    if (!sourceRuns_ || sourceBoard_.cand != source.cand || sourceDynamic_ != dynamic) {
      sourceBoard_ = source;
      sourceDynamic_ = dynamic;
      sourceRuns_ = std::make_unique<DynamicSearch>(g_, sourceBoard_, nullptr, dynamic);
      for (auto& keys : runKeys_) keys.assign(static_cast<std::size_t>(g_.area) * g_.size, {});
    }
    const std::vector<std::uint64_t> changed = changedKeys(g_, source, current);
    for (int on = 0; on < 2; ++on) reused_[on].assign(static_cast<std::size_t>(g_.area) * g_.size, nullptr);
    for (int c = 0; c < g_.area; ++c) {
      if (pop16(current.cand[c]) < 2) continue;
      for (unsigned m = current.cand[c]; m; m &= m - 1) {
        const int d = __builtin_ctz(m) + 1;
        const std::size_t k = static_cast<std::size_t>(c) * g_.size + d - 1;
        for (int on = dynamic ? 0 : 1; on < 2; ++on) {
          const Run& r = on ? sourceRuns_->run(c, d) : sourceRuns_->runOff(c, d);
          auto& keys = runKeys_[on][k];
          if (keys.empty()) {
            keys.assign(changed.size(), 0);
            for (const Link& l : r.nodes) {
              const int key = (((l.cell * g_.size) + l.digit - 1) << 1) | (l.on ? 1 : 0);
              keys[key >> 6] |= std::uint64_t{1} << (key & 63);
            }
          }
          bool clean = true;
          for (std::size_t w = 0; w < keys.size() && clean; ++w) clean = (keys[w] & changed[w]) == 0;
          if (clean) reused_[on][k] = &r;
        }
      }
    }
  }

  // Multiple (static) or dynamic forcing chains on the reduced board: every hint.
  void chaining(const Work& current, const Work& source, bool dynamic, Rules* rules, double base) {
    DynamicSearch search(g_, current, rules, dynamic);
    if (!dynamic) {
      runReuse(current, source, false);
      search.reuse(&reused_[1], &source);
    } else if (rules == nullptr) {
      runReuse(current, source, true);
      search.reuse(&reused_[1], &source, &reused_[0]);
    }
    // What a hint rests on is found first: a hint resting on nothing the outer chain did is
    // dropped (emit), so its complexity is not counted.
    std::vector<std::pair<int, int>> parents;
    const auto keep = [&](Hint& hint) {
      parents.clear();
      const int assumption = hint.kind == Kind::Cell ? kCell : hint.kind == Kind::Region ? hint.source : kNoCause;
      for (const auto& [r, node] : hint.chains) ruleParents(g_, source, current, r->nodes, r->parents, {node}, assumption, parents);
      return !parents.empty();
    };
    search.list(
        [&](Hint& hint) {
          InnerHint h;
          if (hint.on) {
            const unsigned others = current.cand[hint.cell] & ~(1u << (hint.digit - 1));
            if (others) h.removals.push_back({hint.cell, others});
          } else {
            h.removals.push_back({hint.cell, 1u << (hint.digit - 1)});
          }
          h.complexity = hint.complexity;
          h.difficulty = seDifficulty(base, hint.complexity);
          h.sortKey = hint.sortKey;
          h.parents = parents;
          h.signature = 0;
          for (const auto& [r, node] : hint.chains) h.signature = h.signature * 1000003u + signatureOf(g_, r->nodes, r->parents, {node});
          hints_.push_back(std::move(h));
        },
        nullptr, keep);
  }

  // An inner technique's hints on `current`, in SE's order: listed by `list` into hints_ (then
  // sorted), or as listed before on the same board.
  template <class List>
  const std::vector<InnerHint>& cached(int kind, const Work& current, const Work& source, List&& list) {
    const WorkspaceScope scope;  // the hints listed here are kept in the cache
    InnerCache& cache = keptWorkspace<InnerCache>();
    if (cache.source != source.cand || cache.entries.size() >= kInnerCacheEntries) cache.entries.clear(), cache.source = source.cand;
    const std::uint64_t key = boardKey(kind, current);
    const auto it = cache.entries.find(key);
    if (it != cache.entries.end() && it->second.kind == kind && it->second.cand == current.cand) return it->second.hints;
    hints_.clear();
    list();
    std::stable_sort(hints_.begin(), hints_.end(), [](const InnerHint& a, const InnerHint& b) {
      if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
      if (a.complexity != b.complexity) return a.complexity < b.complexity;
      return a.sortKey < b.sortKey;
    });
    if (it != cache.entries.end()) return hints_;  // another board with the same key: not kept
    return cache.entries.emplace(key, InnerCache::Entry{kind, current.cand, std::move(hints_)}).first->second.hints;
  }

  // The hints, in SE's order, as "off"s of the outer chain.
  void emit(const std::vector<InnerHint>& hints, Run& run, std::vector<Derived>& out) {
    for (const InnerHint& h : hints) {
      if (h.parents.empty()) continue;  // on the board already, not the chain's doing
      std::vector<int> parents;
      for (auto [c, d] : h.parents) {
        const int i = run.index[(((c * g_.size) + d - 1) << 1)];
        if (i >= 0) parents.push_back(i);
      }
      const int nested = static_cast<int>(run.inner.size());
      run.inner.push_back({h.complexity, h.signature});
      for (auto [c, digits] : h.removals) {
        for (unsigned m = digits; m; m &= m - 1) out.push_back({c, __builtin_ctz(m) + 1, parents, nested});
      }
    }
  }

  const Geometry& g_;
  int level_;
  int sublevel_;
  std::unique_ptr<Rules> plus_;
  std::unique_ptr<Rules> inner_;
  std::vector<InnerHint> hints_;
  std::unique_ptr<LoopReach> reach_;
  Work lastSource_;
  Work sourceBoard_;
  std::unique_ptr<DynamicSearch> sourceRuns_;
  bool sourceDynamic_ = false;
  std::vector<std::vector<std::uint64_t>> runKeys_[2];  // per candidate, from its off (0) or on (1)
  std::vector<const Run*> reused_[2];
};

}  // namespace

std::unique_ptr<Rules> nestedRules(const Board& board, const Geometry& g, int level, int sublevel) {
  return std::make_unique<NestedRules>(board, g, level, sublevel);
}

}  // namespace dlx::logic::chains
