// The links of Sukaku Explainer's chains, in the order it follows them (the order decides which
// chain is found first, and so which step is taken and how it rates). A node is a candidate
// assumed true (on) or false (off), numbered ((cell * size + digit - 1) << 1) | on.
//
//   on  r1c1=5 -> off r1c1=x, each other digit of the cell, ascending ("Y" links: the cell takes
//                 one digit), then off 5 in the cells r1c1 sees: its box, then its row and its
//                 column outside the box (then any other house of a variant)
//   off r1c1=5 -> on  the other digit of a cell with two ("Y"), then on 5 at the other place of
//                 a house left with two places for 5 ("X"): box, row, column (then the others)
#pragma once

#include <vector>

#include "logic/board.hpp"
#include "logic/step.hpp"

namespace dlx::logic {

inline int chainNode(int size, int cell, int digit, bool on) { return ((cell * size + digit - 1) << 1) | (on ? 1 : 0); }
inline int chainCell(int size, int node) { return (node >> 1) / size; }
inline int chainDigit(int size, int node) { return (node >> 1) % size + 1; }
inline bool chainOn(int node) { return (node & 1) != 0; }
inline Node chainLink(int size, int node) { return {chainCell(size, node), chainDigit(size, node), chainOn(node)}; }

// SE's order of houses and peers, per cell.
struct ChainOrder {
  std::vector<std::vector<int>> houses;  // box (or jigsaw region), row, column, then the rest
  std::vector<std::vector<int>> peers;   // the box's cells, then the row's and column's outside it, then the rest

  explicit ChainOrder(const Board& board);
};

// The static links of one rule set (Y links, X links, or both) on a board, as a graph: each
// node's successors in SE's order. Built once per search: every assumption follows the same.
class StaticLinks {
 public:
  StaticLinks(const Board& board, const ChainOrder& order, bool y, bool x);

  [[nodiscard]] const int* begin(int node) const { return next_.data() + start_[node]; }
  [[nodiscard]] const int* end(int node) const { return next_.data() + start_[node + 1]; }
  [[nodiscard]] int nodes() const { return static_cast<int>(start_.size()) - 1; }

 private:
  std::vector<int> start_;
  std::vector<int> next_;
};

// The chain to `node` along `parent` (node -> the node it came from, -1 at the assumption).
std::vector<Node> chainPath(int size, const std::vector<int>& parent, int node);

// The easiest chain step so far, as SE sorts its chain hints: least value (a double, compared as
// SE compares it), then fewest nodes, then its kind's sort key; among equals, the first found.
struct ChainPick {
  bool found = false;
  double difficulty = 0;
  int complexity = 0;
  int sortKey = 0;
  Step step;

  [[nodiscard]] bool beats(double d, int c, int key) const {
    if (!found) return true;
    if (d != difficulty) return d < difficulty;
    if (c != complexity) return c < complexity;
    return key < sortKey;
  }
  // The most nodes a chain of base value `base` and sort key `key` may rest on and still beat it.
  [[nodiscard]] int longest(double base, int key) const;
  void take(double d, int c, int key, Step&& s);
};

}  // namespace dlx::logic
