// What one assumption leads to, as Sukaku Explainer's doChaining follows it: one node at a time,
// every pending "on" node before the next "off" one, each node reached once (from the first node
// that reaches it), and a stop at the first node whose opposite was already reached (the
// assumption is then absurd). The multiple forcing chains follow static links (both Y and X);
// Nishio forcing chains follow X links on a board that loses each "off" candidate as it is read
// (nishio.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "logic/chains/links.hpp"

namespace dlx::logic {

// The nodes reached, in order, each with the index of the node it came from and its depth (the
// nodes of its chain, both ends included).
struct Branch {
  std::vector<int> order;
  std::vector<int> parent;
  std::vector<int> depth;
  std::vector<std::uint64_t> reached;  // per node, a bit

  [[nodiscard]] bool has(int node) const { return (reached[node >> 6] >> (node & 63)) & 1; }
  // The index of a reached node (a scan: only read for the few conclusions every branch shares).
  [[nodiscard]] int indexOf(int node) const;
  // The chain from the assumption to the node at index i.
  [[nodiscard]] std::vector<Node> path(int size, int i) const;
};

// doChaining over static links.
class StaticChainer {
 public:
  explicit StaticChainer(const StaticLinks& links) : links_(links), index_(links.nodes(), -1) {}
  void run(int start, Branch& out);

 private:
  const StaticLinks& links_;
  std::vector<int> index_;  // per node, its index in the branch being built (-1: not reached)
};

}  // namespace dlx::logic
