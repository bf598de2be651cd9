// Nested chains' shared pieces: SE's values as doubles, its hash-map order, counts by candidate,
// rule parents and FullChain signatures of an inner chain.
#include "core/workspace.hpp"
#include "logic/chains/inner.hpp"

#include <algorithm>


namespace dlx::logic::chains {

namespace {

int keyOf(const Geometry& g, const Link& l) { return (((l.cell * g.size) + l.digit - 1) << 1) | (l.on ? 1 : 0); }

// A stamp per candidate key: "seen" sets without clearing.
struct Stamps {
  std::vector<unsigned> seen;
  unsigned stamp = 0;
  void next(std::size_t n) {
    if (seen.size() < n) {
      const WorkspaceScope scope;  // kept between calls (keptWorkspace)
      seen.assign(n, 0), stamp = 0;
    }
    if (++stamp == 0) std::fill(seen.begin(), seen.end(), 0), stamp = 1;
  }
  bool mark(int k) {
    if (seen[k] == stamp) return false;
    seen[k] = stamp;
    return true;
  }
};
// Kept between calls: a workspace (core/workspace.hpp), made anew after a failed call.
Stamps& stampsOf() { return keptWorkspace<Stamps>(); }

}  // namespace

double seDifficulty(double base, int complexity) {
  double added = 0.0;
  int ceil = 4;
  const int length = complexity - 2;
  bool odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return base + added;
}

void hashMapOrder(std::vector<std::pair<int, unsigned>>& removals) {
  std::size_t capacity = 16;
  while (removals.size() > capacity * 3 / 4) capacity *= 2;
  std::stable_sort(removals.begin(), removals.end(),
                   [capacity](const auto& a, const auto& b) { return (a.first & (capacity - 1)) < (b.first & (capacity - 1)); });
}

int ancestorsByKey(const Geometry& g, const std::vector<Link>& nodes, const std::vector<int>& parents, int i) {
  stampsOf().next(static_cast<std::size_t>(g.area) * g.size * 2);
  std::vector<int> todo{i};
  int n = 0;
  while (!todo.empty()) {
    const int k = todo.back();
    todo.pop_back();
    if (!stampsOf().mark(keyOf(g, nodes[k]))) continue;
    ++n;
    for (int j = nodes[k].parentBegin; j < nodes[k].parentBegin + nodes[k].parentCount; ++j) todo.push_back(parents[j]);
  }
  return n;
}

void ruleParents(const Geometry& g, const Work& outerSource, const Work& outerCurrent, const std::vector<Link>& nodes,
                 const std::vector<int>& parents, const std::vector<int>& targets, int assumption,
                 std::vector<std::pair<int, int>>& out) {
  const std::size_t keys = static_cast<std::size_t>(g.area) * g.size * 2;
  std::vector<char> listed(static_cast<std::size_t>(g.area) * g.size, 0);
  for (auto [c, d] : out) listed[static_cast<std::size_t>(c) * g.size + d - 1] = 1;
  const auto put = [&](int c, int d) {
    char& l = listed[static_cast<std::size_t>(c) * g.size + d - 1];
    if (!l) l = 1, out.push_back({c, d});
  };
  for (int target : targets) {
    // Breadth first over the ancestors, each candidate once (per target, as SE).
    stampsOf().next(keys);
    std::vector<int> todo{target}, next;
    while (!todo.empty()) {
      next.clear();
      for (int k : todo) {
        const Link& l = nodes[k];
        if (!stampsOf().mark(keyOf(g, l))) continue;
        int cause = l.cause;
        if (cause == kNoCause && l.parentCount == 0) cause = assumption;
        if (l.on && cause != kNoCause) {
          if (cause == kCell) {
            for (unsigned m = outerSource.cand[l.cell] & ~outerCurrent.cand[l.cell]; m; m &= m - 1) put(l.cell, __builtin_ctz(m) + 1);
          } else {
            for (int c : g.houseCells[cause]) {
              if (outerSource.has(c, l.digit) && !outerCurrent.has(c, l.digit)) put(c, l.digit);
            }
          }
        }
        for (int j = l.parentBegin; j < l.parentBegin + l.parentCount; ++j) next.push_back(parents[j]);
      }
      std::swap(todo, next);
    }
  }
}

std::uint64_t signatureOf(const Geometry& g, const std::vector<Link>& nodes, const std::vector<int>& parents,
                          const std::vector<int>& targets) {
  std::uint64_t h = 1469598103934665603ull;
  const auto mix = [&h](std::uint64_t x) { h = (h ^ x) * 1099511628211ull; };
  for (int target : targets) {
    mix(0xffff);
    stampsOf().next(static_cast<std::size_t>(g.area) * g.size * 2);
    std::vector<int> todo{target}, next;
    while (!todo.empty()) {
      next.clear();
      for (int k : todo) {
        const int key = keyOf(g, nodes[k]);
        if (!stampsOf().mark(key)) continue;
        mix(static_cast<std::uint64_t>(key) + 1);
        for (int j = nodes[k].parentBegin; j < nodes[k].parentBegin + nodes[k].parentCount; ++j) next.push_back(parents[j]);
      }
      std::swap(todo, next);
    }
  }
  return h;
}

}  // namespace dlx::logic::chains
