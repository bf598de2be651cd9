#include "logic/chains/propagation.hpp"

#include <algorithm>

namespace dlx::logic {

int Branch::indexOf(int node) const {
  return static_cast<int>(std::find(order.begin(), order.end(), node) - order.begin());
}

std::vector<Node> Branch::path(int size, int i) const {
  std::vector<Node> out;
  for (; i >= 0; i = parent[i]) out.push_back(chainLink(size, order[i]));
  std::reverse(out.begin(), out.end());
  return out;
}

void StaticChainer::run(int start, Branch& out) {
  out.order.assign(1, start);
  out.parent.assign(1, -1);
  out.depth.assign(1, 1);
  out.reached.assign((static_cast<std::size_t>(links_.nodes()) + 63) / 64, 0);
  out.reached[start >> 6] |= std::uint64_t{1} << (start & 63);
  index_[start] = 0;
  std::vector<int> ons{0}, offs;
  std::size_t on = 0, off = 0;
  bool absurd = false;
  while (!absurd && (on < ons.size() || off < offs.size())) {
    const int i = on < ons.size() ? ons[on++] : offs[off++];
    const int n = out.order[i];
    for (const int* e = links_.begin(n); e != links_.end(n); ++e) {
      const int t = *e;
      if (index_[t ^ 1] >= 0) {  // both on and off: SE stops here
        absurd = true;
        break;
      }
      if (index_[t] >= 0) continue;
      index_[t] = static_cast<int>(out.order.size());
      out.order.push_back(t);
      out.parent.push_back(i);
      out.depth.push_back(out.depth[i] + 1);
      out.reached[t >> 6] |= std::uint64_t{1} << (t & 63);
      (chainOn(t) ? ons : offs).push_back(index_[t]);
    }
  }
  for (int n : out.order) index_[n] = -1;
}

}  // namespace dlx::logic
