// Algorithm X with dancing links, after Knuth's dlx1: one iterative search loop over flat arrays of
// nodes. It takes any problem; dlx.cpp sends it the ones too big for the bitset search.
#include <algorithm>
#include <climits>

#include "engines.hpp"
#include "workspace.hpp"

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
  void load(const Problem& problem, int reduceUpTo);
  Result run(const Limits& limits);
  template <bool kHints>
  Result search(const Limits& given);
  Trace trace(std::size_t maxSteps);
  void releaseIfLarge();

 private:
  bool active(int item) const { return rlink_[llink_[item]] == item; }
  int length(int item) const { return nodes_[item].top; }
  template <bool kHints>
  void shortened(int item, int length);
  template <bool kHints = true>
  void unlink(int node);
  void relink(int node);
  template <bool kHints = true>
  void hide(int node);
  void unhide(int node);
  template <bool kHints = true>
  void cover(int item);
  void uncover(int item);
  template <bool kHints = true>
  void coverRestOfOption(int node);
  void uncoverRestOfOption(int node);
  template <typename Visit>
  bool forOtherItems(int node, Visit visit) const;
  bool optionHas(int node, int item) const;
  void removeOption(int node);
  void restoreOptionsTo(std::size_t mark);
  std::uint64_t reduce();
  template <bool kHints>
  int chooseItem();
  bool countLastTwo(int item, const Limits& limits, Result& result);
  enum class Trial { Holds, Fails, NodeLimit };
  Trial tryOption(int item, int option, Result& result, std::uint64_t maxNodes, int& cascade);
  Probed probe(Result& result, std::uint64_t maxNodes, int& branchItem);
  int rowOf(int node) const;
  void record(int level, Solutions& solutions);
  void keepFrontier(int level, bool inside, Result& result);

  std::vector<Node> nodes_;
  std::vector<int> llink_;
  std::vector<int> rlink_;  // index 0 is the root of the list of active primary items
  std::vector<int> choice_;
  std::vector<char> branchAt_;  // per level: whether its item had 2 or more options when chosen
  std::vector<int> rows_;         // scratch for record()
  std::vector<std::size_t> trailMark_;
  std::vector<int> trail_;       // a node of each option removed by reduce(), in order
  std::vector<int> candidates_;  // scratch for reduce()
  std::vector<int> probed_;      // a probe's steps to undo: (item, option) covered, or (0, trail mark)
  ItemStack singles_;            // primary items that dropped to 0 or 1 options
  ItemStack shortList_;          // primary items that dropped to 2..reduceUpTo_ options
  int primary_ = 0;
  int reduceUpTo_ = 0;
  bool sortRows_ = true;
  bool keepFrontier_ = false;
  LastTwo lastTwo_;
  int dead_ = 0;                 // a primary item that dropped to 0 options, if any
};

void Matrix::load(const Problem& problem, int reduceUpTo) {
  const int n = problem.columns;
  primary_ = problem.primary;
  reduceUpTo_ = reduceUpTo;
  dead_ = 0;
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
  int longest = 0;
  nodes_[spacer] = {0, spacer, spacer};
  for (int r = 0; r < problem.rows(); ++r) {
    const int first = p + 1;
    longest = std::max(longest, problem.rowStart[r + 1] - problem.rowStart[r]);
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

  choice_.resize(static_cast<std::size_t>(primary_) + 1);
  lastTwo_.reset(static_cast<std::size_t>(n) + 1);
  trailMark_.resize(static_cast<std::size_t>(primary_) + 1);
  trail_.clear();
  candidates_.resize(static_cast<std::size_t>(longest));
  singles_.reset(std::max<std::size_t>(64, 4 * static_cast<std::size_t>(n)));
  // reduce() drains this list at every step and each unlink pushes at most once, so one slot per
  // node never drops an entry.
  shortList_.reset(reduceUpTo_ > 0 ? nodes_.size() + n : 0);
  for (int i = 1; i <= primary_ && reduceUpTo_ > 0; ++i) {
    if (length(i) >= 2 && length(i) <= reduceUpTo_) shortList_.push(i);
  }
}

// Keeps small problems' buffers for the next call; gives a big one's memory back.
void Matrix::releaseIfLarge() {
  if (nodes_.capacity() > (std::size_t{1} << 20)) *this = Matrix();
}

// Called whenever a primary or secondary item loses an option: remembers the primary items that
// the MRV choice or the reduction will want to look at.
template <bool kHints>
inline void Matrix::shortened(int item, int length) {
  if (!kHints || item > primary_) return;
  if (length <= 1) {
    if (length == 0) dead_ = item;
    singles_.push(item);
  } else if (length <= reduceUpTo_) {
    shortList_.push(item);
  }
}

template <bool kHints>
inline void Matrix::unlink(int node) {
  Node* const nd = nodes_.data();
  const int x = nd[node].top;
  nd[nd[node].up].down = nd[node].down;
  nd[nd[node].down].up = nd[node].up;
  shortened<kHints>(x, --nd[x].top);
}

inline void Matrix::relink(int node) {
  Node* const nd = nodes_.data();
  nd[nd[node].up].down = node;
  nd[nd[node].down].up = node;
  ++nd[nd[node].top].top;
}

template <bool kHints>
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
      shortened<kHints>(x, --nd[x].top);
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

template <bool kHints>
inline void Matrix::cover(int item) {
  Node* const nd = nodes_.data();
  for (int p = nd[item].down; p != item; p = nd[p].down) hide<kHints>(p);
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

// Calls visit(item) for every item of `node`'s option after `node`, wrapping round to the ones
// before it (a spacer's `up` leads back to the option's first node); stops early, returning false,
// when visit does.
template <typename Visit>
inline bool Matrix::forOtherItems(int node, Visit visit) const {
  const Node* const nd = nodes_.data();
  for (int p = node + 1; p != node;) {
    const int item = nd[p].top;
    if (item <= 0) {
      p = nd[p].up;
    } else {
      if (!visit(item)) return false;
      ++p;
    }
  }
  return true;
}

template <bool kHints>
inline void Matrix::coverRestOfOption(int node) {
  forOtherItems(node, [this](int item) {
    cover<kHints>(item);
    return true;
  });
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

inline bool Matrix::optionHas(int node, int item) const {
  return !forOtherItems(node, [item](int other) { return other != item; });
}

// Takes a whole option out of the matrix (every node, `node` included) and trails it.
void Matrix::removeOption(int node) {
  unlink(node);
  hide(node);
  trail_.push_back(node);
}

// Puts back the options removed since `mark`, latest first: the exact reverse of removeOption.
void Matrix::restoreOptionsTo(std::size_t mark) {
  while (trail_.size() > mark) {
    const int node = trail_.back();
    trail_.pop_back();
    unhide(node);
    relink(node);
  }
}

// The subset rule (Knuth's DLX preprocessor applies it once; here it runs during the search): if
// every remaining option of primary item X also covers item Y, then X's eventual option covers Y,
// so every option of Y without X is impossible and is removed. In Sudoku this is "locked
// candidates". Only items whose length fell to 2..reduceUpTo_ are examined. Returns how many options
// were removed.
std::uint64_t Matrix::reduce() {
  const Node* const nd = nodes_.data();
  std::uint64_t removed = 0;
  int x = 0;
  while (shortList_.pop(x)) {
    if (!active(x)) continue;
    const int len = length(x);
    if (len < 2 || len > reduceUpTo_) continue;

    // Items of X's first option (X excepted) ...
    const int first = nd[x].down;
    int count = 0;
    forOtherItems(first, [&](int item) {
      candidates_[count++] = item;  // the walk starts after `first`, X's own node
      return true;
    });
    // ... that every other option of X covers too.
    for (int o = nd[first].down; o != x && count > 0; o = nd[o].down) {
      int kept = 0;
      for (int k = 0; k < count; ++k) {
        if (optionHas(o, candidates_[k])) candidates_[kept++] = candidates_[k];
      }
      count = kept;
    }
    for (int k = 0; k < count; ++k) {
      const int y = candidates_[k];
      if (length(y) <= len) continue;  // Y has no option besides X's
      for (int q = nd[y].down; q != y;) {
        const int next = nd[q].down;
        if (!optionHas(q, x)) {
          removeOption(q);
          ++removed;
        }
        q = next;
      }
    }
  }
  return removed;
}

// Failed-literal probing: would choosing `option` for `item` lead, by forced moves (items left with
// one option) and the subset rule alone, to an item with none? Everything it does is undone;
// `cascade` says how many moves it made. The option and each forced move are nodes: maxNodes
// bounds probing too.
Matrix::Trial Matrix::tryOption(int item, int option, Result& result, std::uint64_t maxNodes, int& cascade) {
  const auto budgetLeft = [&] { return maxNodes == 0 || result.nodes < maxNodes; };
  if (!budgetLeft()) return Trial::NodeLimit;
  ++result.nodes;
  probed_.clear();
  singles_.clear();
  dead_ = 0;
  cover(item);
  coverRestOfOption(option);
  probed_.push_back(item);
  probed_.push_back(option);
  Trial trial = Trial::Holds;
  int next = 0;
  while (static_cast<int>(probed_.size()) < 2 * kMaxForced) {
    if (!singles_.pop(next)) {
      if (reduceUpTo_ == 0) break;
      const std::size_t mark = trail_.size();
      reduce();
      if (trail_.size() == mark) break;
      probed_.push_back(0);  // item numbers start at 1: 0 marks a batch of removed options
      probed_.push_back(static_cast<int>(mark));
      continue;
    }
    if (next > primary_ || !active(next)) continue;
    const int len = length(next);
    if (len == 0) {
      trial = Trial::Fails;
      break;
    }
    if (len > 1) continue;
    if (!budgetLeft()) {
      trial = Trial::NodeLimit;
      break;
    }
    ++result.nodes;
    const int forced = nodes_[next].down;
    cover(next);
    coverRestOfOption(forced);
    probed_.push_back(next);
    probed_.push_back(forced);
    ++result.probeMoves;
  }
  cascade = static_cast<int>(probed_.size() / 2);
  for (std::size_t k = probed_.size(); k > 0; k -= 2) {
    if (probed_[k - 2] == 0) {
      restoreOptionsTo(static_cast<std::size_t>(probed_[k - 1]));
    } else {
      uncoverRestOfOption(probed_[k - 1]);
      uncover(probed_[k - 2]);
    }
  }
  shortList_.clear();
  singles_.clear();
  dead_ = 0;
  return trial;
}

// At a branch point: probes every option of every item of minimum length. The first option found to
// fail is removed (Struck; the search then takes the forced moves that follow). Otherwise
// `branchItem` becomes the item whose options set off the most moves (the product of their cascades,
// as look-ahead SAT solvers weigh a variable), a far better branch than the first of equal length.
Probed Matrix::probe(Result& result, std::uint64_t maxNodes, int& branchItem) {
  int best = INT_MAX;
  for (int x = rlink_[0]; x != 0; x = rlink_[x]) best = std::min(best, length(x));
  double bestScore = -1;
  for (int x = rlink_[0]; x != 0; x = rlink_[x]) {
    if (length(x) != best) continue;
    double score = 1;
    for (int o = nodes_[x].down; o != x; o = nodes_[o].down) {
      int cascade = 0;
      const Trial trial = tryOption(x, o, result, maxNodes, cascade);
      if (trial == Trial::NodeLimit) return Probed::NodeLimit;
      if (trial == Trial::Fails) {
        removeOption(o);
        return Probed::Struck;
      }
      score *= 1 + cascade;
    }
    if (score > bestScore) {
      bestScore = score;
      branchItem = x;
    }
  }
  return Probed::Weighed;
}

// Minimum remaining values: the item with the fewest options left. An item noted (kHints) to have
// dropped to 0 or 1 wins at once; otherwise the list is scanned, stopping at 0 or 1.
template <bool kHints>
inline int Matrix::chooseItem() {
  if (kHints && dead_ != 0) {
    const int item = dead_;
    dead_ = 0;
    if (active(item) && length(item) == 0) return item;
  }
  int item = 0;
  while (kHints && singles_.pop(item)) {
    if (active(item) && length(item) <= 1) return item;
  }
  int best = INT_MAX;
  int chosen = rlink_[0];
  for (int i = rlink_[0]; i != 0; i = rlink_[i]) {
    const int len = length(i);
    if (len < best) {
      best = len;
      chosen = i;
      if (len <= 1) break;
    }
  }
  return chosen;
}

// LastTwo (engines.hpp) where exactly two primary items are left.
bool Matrix::countLastTwo(int x, const Limits& limits, Result& result) {
  if (rlink_[rlink_[0]] == 0 || rlink_[rlink_[rlink_[0]]] != 0) return false;
  const int y = rlink_[0] == x ? rlink_[x] : rlink_[0];
  return lastTwo_.count(nodes_.data(), x, y, limits, result, [](int) { return 0; });
}

int Matrix::rowOf(int node) const {
  while (nodes_[node].top > 0) ++node;
  return -nodes_[node].top - 1;
}

void Matrix::record(int level, Solutions& solutions) {
  rows_.resize(static_cast<std::size_t>(level));
  for (int k = 0; k < level; ++k) rows_[k] = rowOf(choice_[k]);
  keepSolution(solutions, rows_.data(), level, sortRows_);
}

// Stops at the node budget. With Limits::keepFrontier, lists what is left: at every level below
// `level`, the options after the one taken, each after the options taken above; at `level`, every
// option from choice_[level] on when the budget ran out before taking it, or, when it ran out
// `inside` the node the taken options lead to, that node itself.
void Matrix::keepFrontier(int level, bool inside, Result& result) {
  result.stop = Stop::NodeLimit;
  if (!keepFrontier_) return;
  rows_.clear();
  const int levels = inside ? level : level + 1;
  for (int k = 0; k < levels; ++k) {
    const int item = nodes_[choice_[k]].top;
    const int first = k < level ? nodes_[choice_[k]].down : choice_[k];
    for (int node = first; node != item; node = nodes_[node].down) {
      rows_.push_back(rowOf(node));
      keepSolution(result.frontier, rows_.data(), static_cast<int>(rows_.size()), false);
      keepSolution(result.frontierRemoved, nullptr, 0, false);
      rows_.pop_back();
    }
    rows_.push_back(rowOf(choice_[k]));
  }
  if (inside) {
    keepSolution(result.frontier, rows_.data(), level, false);
    keepSolution(result.frontierRemoved, nullptr, 0, false);
  }
}

Result Matrix::run(const Limits& limits) {
  const bool mrv = limits.branching == Branching::Mrv;
  sortRows_ = limits.sortRows;
  keepFrontier_ = limits.keepFrontier;
  if (!mrv) reduceUpTo_ = 0;  // keep the plain order of the rows
  // Without the subset rule and probing, chooseItem()'s scan alone finds the shortest item, and
  // noting short items on every update costs more than it saves (docs/performance.md, "Plain counting").
#ifdef DLX_SUDOKU_ONLY
  return search<true>(limits);  // the Sudoku module: a Sudoku always asks for the subset rule (sudoku::tuned)
#else
  return reduceUpTo_ > 0 || (limits.probe && mrv) ? search<true>(limits) : search<false>(limits);
#endif
}

template <bool kHints>
Result Matrix::search(const Limits& given) {
  const Limits limits = given;  // a copy the node updates cannot alias, kept in registers
  Result result;
  const bool mrv = limits.branching == Branching::Mrv;
  int level = 0;
  int item = 0;
  int openBranches = limits.startDepth;  // branch points above `level`, in the whole search (reduceDepth)
  branchAt_.assign(choice_.size(), 0);

  // The search is a state machine instead of recursion: depth can reach the number of primary
  // items (625 for a 25x25 Sudoku, far more for big matrices) and must never touch the call stack.
  enum class Step { Forward, Advance, TryNext, Backup, Done };
  Step step = Step::Forward;
  Probed probed = Probed::Weighed;
  while (step != Step::Done) {
    switch (step) {
      case Step::Forward: {
        if (rlink_[0] == 0) {
          ++result.count;
          if (limits.keepSolutions) record(level, result.solutions);
          if (limits.maxSolutions != 0 && result.count >= limits.maxSolutions) {
            result.stop = Stop::SolutionLimit;
            step = Step::Done;
          } else {
            step = Step::Backup;
          }
          break;
        }
        trailMark_[level] = trail_.size();
        const bool reduceHere = kHints && reduceUpTo_ > 0 && (limits.reduceDepth == 0 || openBranches < limits.reduceDepth);
        if (reduceHere) {
          result.removed += reduce();
        } else {
          shortList_.clear();  // hints for a node the rule skips: stale by the time it runs again
        }
        item = mrv ? chooseItem<kHints>() : rlink_[0];
        // Probing only where branches are narrow (kProbeUpTo, engines.hpp).
        probed = Probed::Weighed;
        while (kHints && limits.probe && mrv && length(item) >= 2 && length(item) <= kProbeUpTo &&
               (probed = probe(result, limits.maxNodes, item)) == Probed::Struck) {
          if (reduceHere) result.removed += reduce();
          item = chooseItem<kHints>();
        }
        if (probed == Probed::NodeLimit) {
          keepFrontier(level, true, result);
          step = Step::Done;
          break;
        }
        if ((rlink_[item] == 0 && llink_[item] == 0 &&
             countLastItem(static_cast<std::uint64_t>(length(item)), limits, result)) ||
            (!kHints && countLastTwo(item, limits, result))) {
          restoreOptionsTo(trailMark_[level]);
          step = Step::Backup;
          break;
        }
        branchAt_[level] = length(item) >= 2 ? 1 : 0;
        result.branches += branchAt_[level];
        openBranches += branchAt_[level];
        cover<kHints>(item);
        choice_[level] = nodes_[item].down;
        step = Step::Advance;
        break;
      }

      case Step::Advance:
        if (choice_[level] == item) {
          openBranches -= branchAt_[level];
          uncover(item);
          restoreOptionsTo(trailMark_[level]);
          step = Step::Backup;
          break;
        }
        if (limits.maxNodes != 0 && result.nodes >= limits.maxNodes) {
          keepFrontier(level, false, result);
          step = Step::Done;
          break;
        }
        watchNode(++result.nodes);
        coverRestOfOption<kHints>(choice_[level]);
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
        uncoverRestOfOption(choice_[level]);
        item = nodes_[choice_[level]].top;
        choice_[level] = nodes_[choice_[level]].down;
        step = Step::Advance;
        break;

      case Step::Done:
        break;
    }
  }
  return result;
}

// search()'s steps without inference or shortcuts, each recorded (dlx::trace): the same matrix,
// covers and MRV choice, so that the step-through shows this search and no other.
Trace Matrix::trace(std::size_t maxSteps) {
  Trace out;
  int level = 0;
  int item = 0;
  const auto add = [&](TraceEvent event, int at, int option, int length = 0) {
    if (out.steps.size() >= maxSteps) {
      out.complete = false;
      return false;
    }
    out.steps.push_back({event, level, at - 1, option, length});
    return true;
  };
  // Each other item of the option at `node`, covered (in forOtherItems' order) or uncovered (in
  // uncoverRestOfOption's, the reverse), one event each.
  const auto coverOthers = [&](int node) {
    return forOtherItems(node, [&](int other) {
      if (!add(TraceEvent::Cover, other, rowOf(node))) return false;
      cover<false>(other);
      return true;
    });
  };
  const auto uncoverOthers = [&](int node) {
    for (int p = node - 1; p != node;) {
      const int other = nodes_[p].top;
      if (other <= 0) {
        p = nodes_[p].down;
        continue;
      }
      if (!add(TraceEvent::Uncover, other, rowOf(node))) return false;
      uncover(other);
      --p;
    }
    return true;
  };
  enum class Step { Forward, Advance, TryNext, Backup, Done };
  Step step = Step::Forward;
  while (step != Step::Done) {
    switch (step) {
      case Step::Forward:
        if (rlink_[0] == 0) {
          ++out.count;
          step = add(TraceEvent::Solution, 0, -1) ? Step::Backup : Step::Done;
          break;
        }
        item = chooseItem<false>();
        if (!add(TraceEvent::Choose, item, -1, length(item))) {
          step = Step::Done;
        } else if (length(item) == 0) {
          step = add(TraceEvent::DeadEnd, item, -1) ? Step::Backup : Step::Done;
        } else if (!add(TraceEvent::Cover, item, -1)) {
          step = Step::Done;
        } else {
          cover<false>(item);
          choice_[level] = nodes_[item].down;
          step = Step::Advance;
        }
        break;

      case Step::Advance:
        if (choice_[level] == item) {
          step = add(TraceEvent::Uncover, item, -1) ? Step::Backup : Step::Done;
          if (step == Step::Backup) uncover(item);
          break;
        }
        if (!add(TraceEvent::Try, item, rowOf(choice_[level])) || !coverOthers(choice_[level])) {
          step = Step::Done;
          break;
        }
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
        item = nodes_[choice_[level]].top;
        if (!uncoverOthers(choice_[level]) || !add(TraceEvent::Leave, item, rowOf(choice_[level]))) {
          step = Step::Done;
          break;
        }
        choice_[level] = nodes_[choice_[level]].down;
        step = Step::Advance;
        break;

      case Step::Done:
        break;
    }
  }
  return out;
}

}  // namespace

Trace traceLinks(const Problem& problem, std::size_t maxSteps) {
  return useWorkspace<Matrix>([&](Matrix& matrix) {
    matrix.load(problem, 0);
    Trace trace = matrix.trace(maxSteps);
    matrix.releaseIfLarge();
    return trace;
  });
}

Result searchLinks(const Problem& problem, const Limits& limits) {
  return useWorkspace<Matrix>([&](Matrix& matrix) {
    matrix.load(problem, limits.reduceUpTo);
    Result result = matrix.run(limits);
    matrix.releaseIfLarge();
    return result;
  });
}

}  // namespace dlx
