#include "dlx.hpp"

#include <algorithm>
#include <climits>

namespace dlx {
namespace {

// Knuth's dlx1 layout. Nodes 1..N are the item headers (their `top` holds the item's length);
// then each option is a run of nodes framed by spacers. A spacer's `top` is -k for the spacer that
// precedes option k, its `up` points at the first node of the option before it and its `down` at the
// last node of the option after it, so an option is walked without left/right links.
struct Node {
  int top;
  int up;
  int down;
};

class Matrix {
 public:
  explicit Matrix(const Problem& problem);

  Result run(const Limits& limits);

 private:
  void cover(int item);
  void uncover(int item);
  void hide(int node);
  void unhide(int node);
  void coverRestOfOption(int node);
  void uncoverRestOfOption(int node);
  int chooseItem() const;
  int rowOf(int node) const;
  void record(const std::vector<int>& choice, int level, Solutions& solutions) const;

  std::vector<Node> nodes_;
  std::vector<int> llink_;
  std::vector<int> rlink_;  // index 0 is the root of the list of uncovered primary items
  int primary_;
};

Matrix::Matrix(const Problem& problem) : primary_(problem.primary) {
  const int n = problem.columns;
  nodes_.resize(static_cast<std::size_t>(n) + 2 + problem.rows() + problem.entries.size());
  for (int i = 0; i <= n; ++i) nodes_[i] = {0, i, i};

  llink_.resize(static_cast<std::size_t>(n) + 1);
  rlink_.resize(static_cast<std::size_t>(n) + 1);
  for (int i = 0; i <= n; ++i) llink_[i] = rlink_[i] = i;  // secondary items stay self-linked
  for (int i = 1; i <= primary_; ++i) {
    llink_[i] = i - 1;
    rlink_[i - 1] = i;
  }
  llink_[0] = primary_;
  rlink_[primary_] = 0;

  int p = n + 1;
  int spacer = p;
  nodes_[spacer] = {0, spacer, spacer};
  for (int r = 0; r < problem.rows(); ++r) {
    const int first = p + 1;
    for (int k = problem.rowStart[r]; k < problem.rowStart[r + 1]; ++k) {
      ++p;
      const int item = problem.entries[k] + 1;
      const int last = nodes_[item].up;
      nodes_[p] = {item, last, item};
      nodes_[last].down = p;
      nodes_[item].up = p;
      ++nodes_[item].top;
    }
    nodes_[spacer].down = p;
    ++p;
    spacer = p;
    nodes_[spacer] = {-(r + 1), first, spacer};
  }
}

inline void Matrix::hide(int node) {
  Node* const nd = nodes_.data();
  for (int q = node + 1; q != node;) {
    const int x = nd[q].top;
    const int u = nd[q].up;
    const int d = nd[q].down;
    if (x <= 0) {
      q = u;
    } else {
      nd[u].down = d;
      nd[d].up = u;
      --nd[x].top;
      ++q;
    }
  }
}

inline void Matrix::unhide(int node) {
  Node* const nd = nodes_.data();
  for (int q = node - 1; q != node;) {
    const int x = nd[q].top;
    const int u = nd[q].up;
    const int d = nd[q].down;
    if (x <= 0) {
      q = d;
    } else {
      nd[u].down = q;
      nd[d].up = q;
      ++nd[x].top;
      --q;
    }
  }
}

inline void Matrix::cover(int item) {
  Node* const nd = nodes_.data();
  for (int p = nd[item].down; p != item; p = nd[p].down) hide(p);
  const int l = llink_[item];
  const int r = rlink_[item];
  rlink_[l] = r;
  llink_[r] = l;
}

inline void Matrix::uncover(int item) {
  Node* const nd = nodes_.data();
  const int l = llink_[item];
  const int r = rlink_[item];
  rlink_[l] = item;
  llink_[r] = item;
  for (int p = nd[item].up; p != item; p = nd[p].up) unhide(p);
}

inline void Matrix::coverRestOfOption(int node) {
  const Node* const nd = nodes_.data();
  for (int p = node + 1; p != node;) {
    const int item = nd[p].top;
    if (item <= 0) {
      p = nd[p].up;
    } else {
      cover(item);
      ++p;
    }
  }
}

inline void Matrix::uncoverRestOfOption(int node) {
  const Node* const nd = nodes_.data();
  for (int p = node - 1; p != node;) {
    const int item = nd[p].top;
    if (item <= 0) {
      p = nd[p].down;
    } else {
      uncover(item);
      --p;
    }
  }
}

// Minimum remaining values: the item with the fewest options left; 0 or 1 cannot be beaten.
inline int Matrix::chooseItem() const {
  int best = INT_MAX;
  int chosen = rlink_[0];
  for (int i = rlink_[0]; i != 0; i = rlink_[i]) {
    const int len = nodes_[i].top;
    if (len < best) {
      best = len;
      chosen = i;
      if (len <= 1) break;
    }
  }
  return chosen;
}

int Matrix::rowOf(int node) const {
  while (nodes_[node].top > 0) ++node;
  return -nodes_[node].top - 1;
}

void Matrix::record(const std::vector<int>& choice, int level, Solutions& solutions) const {
  const std::size_t begin = solutions.rows.size();
  for (int k = 0; k < level; ++k) solutions.rows.push_back(rowOf(choice[k]));
  std::sort(solutions.rows.begin() + static_cast<std::ptrdiff_t>(begin), solutions.rows.end());
  solutions.start.push_back(static_cast<int>(solutions.rows.size()));
}

Result Matrix::run(const Limits& limits) {
  Result result;
  std::vector<int> choice(static_cast<std::size_t>(primary_) + 1);
  int level = 0;
  int item = 0;

  // The search is a state machine instead of recursion: depth can reach the number of primary
  // items (625 for a 25x25 Sudoku, far more for big matrices) and must never touch the call stack.
  enum class Step { Forward, Advance, TryNext, Backup, Done };
  Step step = Step::Forward;
  while (step != Step::Done) {
    switch (step) {
      case Step::Forward:
        if (rlink_[0] == 0) {
          ++result.count;
          if (limits.keepSolutions) record(choice, level, result.solutions);
          if (limits.maxSolutions != 0 && result.count >= limits.maxSolutions) {
            result.stop = Stop::SolutionLimit;
            step = Step::Done;
          } else {
            step = Step::Backup;
          }
          break;
        }
        item = limits.branching == Branching::Mrv ? chooseItem() : rlink_[0];
        cover(item);
        choice[level] = nodes_[item].down;
        step = Step::Advance;
        break;

      case Step::Advance:
        if (choice[level] == item) {
          uncover(item);
          step = Step::Backup;
          break;
        }
        if (limits.maxNodes != 0 && result.nodes >= limits.maxNodes) {
          result.stop = Stop::NodeLimit;
          step = Step::Done;
          break;
        }
        ++result.nodes;
        coverRestOfOption(choice[level]);
        ++level;
        step = Step::Forward;
        break;

      case Step::Backup:
        if (level == 0) {
          step = Step::Done;
          break;
        }
        --level;
        step = Step::TryNext;
        break;

      case Step::TryNext:
        uncoverRestOfOption(choice[level]);
        item = nodes_[choice[level]].top;
        choice[level] = nodes_[choice[level]].down;
        step = Step::Advance;
        break;

      case Step::Done:
        break;
    }
  }
  return result;
}

}  // namespace

Result solve(const Problem& problem, const Limits& limits) {
  validate(problem);
  Matrix matrix(problem);
  return matrix.run(limits);
}

}  // namespace dlx
