// Dancing links with colors and bounds: Knuth's Algorithm M (TAOCP 7.2.2.1), the search of his
// dlx2 (color controls) and dlx3 (multiplicities). dlx.cpp sends it every problem with colors or
// bounds; plain exact cover keeps the leaner searches (dancing_links.cpp, bitset_search.cpp).
//
// Layout as in dancing_links.cpp, each node one int wider for its color:
//
//   headers 1..N     spacer   option 0       spacer   option 1   spacer ...
//   [top=len|up|down|-] [0] [x|.|.|color]... [-1] [y|.|.|color]... [-2]
//
// A node whose color is -1 sits in a secondary item already given its color (purify() marks the
// options that agree), so blocking its option leaves it where it is: nobody reads that list again
// until the mark is undone.
#include <algorithm>
#include <climits>

#include "engines.hpp"
#include "workspace.hpp"

namespace dlx {
namespace {

struct Node {
  int top;    // the item (1-based); a header's length; a spacer's -(option + 1)
  int up;
  int down;
  int color;  // 0 none, > 0 the option's color, -1 already purified
};

// A primary item's room: `bound` more options may still cover it, and `slack` of those are
// optional (hi - lo, fixed). Secondary items have none.
struct Room {
  int bound = 1;
  int slack = 0;
};

class ColoredMatrix {
 public:
  void load(const Problem& problem);
  Result run(const Limits& limits);
  void releaseIfLarge();

 private:
  int length(int item) const { return nodes_[item].top; }
  void hide(int node);
  void unhide(int node);
  void deactivate(int item);
  void reactivate(int item);
  void cover(int item);
  void uncover(int item);
  void purify(int node);
  void unpurify(int node);
  void commitRest(int node);
  void uncommitRest(int node);
  void tweak(int node, int item, bool hidden);
  void untweak(int level, int item, bool hidden);
  int chooseItem(bool mrv, int& degree) const;
  bool countLastTwo(int item, const Limits& limits, Result& result);
  void keepFrontier(int level, Result& result);
  int rowOf(int node) const;
  void record(int level, Solutions& solutions, bool sort);

  std::vector<Node> nodes_;
  std::vector<int> llink_;
  std::vector<int> rlink_;  // index 0 heads the list of active primary items
  std::vector<Room> room_;  // per item (1-based)
  std::vector<int> choice_;      // per level: the node tried, or the item's header for "none"
  std::vector<int> firstTweak_;  // per level: the first node tweaked, or -1 (an exact item: no tweaking)
  std::vector<int> rows_;        // scratch for record()
  LastTwo lastTwo_;
  int primary_ = 0;
};

void ColoredMatrix::load(const Problem& problem) {
  const int n = problem.columns;
  primary_ = problem.primary;
  nodes_.resize(static_cast<std::size_t>(n) + 2 + problem.rows() + problem.entries.size());
  for (int i = 0; i <= n; ++i) nodes_[i] = {0, i, i, 0};
  llink_.resize(static_cast<std::size_t>(n) + 1);
  rlink_.resize(static_cast<std::size_t>(n) + 1);
  for (int i = 0; i <= n; ++i) llink_[i] = rlink_[i] = i;  // secondary items stay self-linked
  for (int i = 1; i <= primary_; ++i) {
    llink_[i] = i - 1;
    rlink_[i - 1] = i;
  }
  llink_[0] = primary_;
  rlink_[primary_] = 0;
  room_.assign(static_cast<std::size_t>(n) + 1, Room{});
  for (int i = 1; i <= primary_ && !problem.bounds.empty(); ++i) {
    room_[i] = {problem.bounds[i - 1].hi, problem.bounds[i - 1].hi - problem.bounds[i - 1].lo};
  }

  int p = n + 1;
  int spacer = p;
  nodes_[spacer] = {0, spacer, spacer, 0};
  int levels = 0;
  for (int r = 0; r < problem.rows(); ++r) {
    const int first = p + 1;
    for (int k = problem.rowStart[r]; k < problem.rowStart[r + 1]; ++k) {
      ++p;
      const int item = problem.entries[k] + 1;
      const int last = nodes_[item].up;
      nodes_[p] = {item, last, item, problem.colors.empty() ? 0 : problem.colors[k]};
      nodes_[last].down = p;
      nodes_[item].up = p;
      ++nodes_[item].top;
    }
    nodes_[spacer].down = p;
    ++p;
    spacer = p;
    nodes_[spacer] = {-(r + 1), first, spacer, 0};
  }
  // Every level either chooses an option (which lowers the room of a primary item) or closes an
  // item ("none"): at most the options plus the primary items.
  for (int i = 1; i <= primary_; ++i) levels += std::min(room_[i].bound, length(i)) + 1;
  choice_.resize(static_cast<std::size_t>(levels) + 1);
  lastTwo_.reset(static_cast<std::size_t>(n) + 1);
  firstTweak_.resize(choice_.size());
}

void ColoredMatrix::releaseIfLarge() {
  if (nodes_.capacity() > (std::size_t{1} << 20)) *this = ColoredMatrix();
}

// Blocks the option of `node`: takes its other nodes out of their items' lists.
inline void ColoredMatrix::hide(int node) {
  Node* const nd = nodes_.data();
  for (int q = node + 1; q != node;) {
    const int x = nd[q].top;
    if (x <= 0) {
      q = nd[q].up;
      continue;
    }
    if (nd[q].color >= 0) {
      nd[nd[q].up].down = nd[q].down;
      nd[nd[q].down].up = nd[q].up;
      --nd[x].top;
    }
    ++q;
  }
}

inline void ColoredMatrix::unhide(int node) {
  Node* const nd = nodes_.data();
  for (int q = node - 1; q != node;) {
    const int x = nd[q].top;
    if (x <= 0) {
      q = nd[q].down;
      continue;
    }
    if (nd[q].color >= 0) {
      nd[nd[q].up].down = q;
      nd[nd[q].down].up = q;
      ++nd[x].top;
    }
    --q;
  }
}

inline void ColoredMatrix::deactivate(int item) {
  rlink_[llink_[item]] = rlink_[item];
  llink_[rlink_[item]] = llink_[item];
}

inline void ColoredMatrix::reactivate(int item) {
  rlink_[llink_[item]] = item;
  llink_[rlink_[item]] = item;
}

inline void ColoredMatrix::cover(int item) {
  for (int p = nodes_[item].down; p != item; p = nodes_[p].down) hide(p);
  deactivate(item);
}

inline void ColoredMatrix::uncover(int item) {
  reactivate(item);
  for (int p = nodes_[item].up; p != item; p = nodes_[p].up) unhide(p);
}

// A chosen option gives secondary item x color c: blocks the options that give x another color or
// none, and marks those that agree (-1) so that choosing them later changes nothing.
void ColoredMatrix::purify(int node) {
  const int item = nodes_[node].top;
  const int color = nodes_[node].color;
  for (int q = nodes_[item].down; q != item; q = nodes_[q].down) {
    if (nodes_[q].color != color) {
      hide(q);
    } else if (q != node) {
      nodes_[q].color = -1;
    }
  }
}

void ColoredMatrix::unpurify(int node) {
  const int item = nodes_[node].top;
  const int color = nodes_[node].color;
  for (int q = nodes_[item].up; q != item; q = nodes_[q].up) {
    if (nodes_[q].color < 0) {
      nodes_[q].color = color;
    } else if (q != node) {
      unhide(q);
    }
  }
}

// The other items of a chosen option: a primary item has one less to take (covered when it has
// none), an uncolored secondary item is covered, a colored one purified (unless an earlier choice
// gave it this color already, color -1).
inline void ColoredMatrix::commitRest(int node) {
  for (int p = node + 1; p != node;) {
    const int item = nodes_[p].top;
    if (item <= 0) {
      p = nodes_[p].up;
      continue;
    }
    if (item <= primary_) {
      if (--room_[item].bound == 0) cover(item);
    } else if (nodes_[p].color == 0) {
      cover(item);
    } else if (nodes_[p].color > 0) {
      purify(p);
    }
    ++p;
  }
}

inline void ColoredMatrix::uncommitRest(int node) {
  for (int p = node - 1; p != node;) {
    const int item = nodes_[p].top;
    if (item <= 0) {
      p = nodes_[p].down;
      continue;
    }
    if (item <= primary_) {
      if (room_[item].bound++ == 0) uncover(item);
    } else if (nodes_[p].color == 0) {
      uncover(item);
    } else if (nodes_[p].color > 0) {
      unpurify(p);
    }
    --p;
  }
}

// Tweaking (Knuth's dance step for items that take several options): the topmost option of
// `item` leaves its list, blocked unless covering `item` blocked it already (`hidden`), so the
// options below it are tried without it; untweak() puts every option tweaked at `level` back.
inline void ColoredMatrix::tweak(int node, int item, bool hidden) {
  if (!hidden) hide(node);
  const int d = nodes_[node].down;
  nodes_[item].down = d;
  nodes_[d].up = item;
  --nodes_[item].top;
}

void ColoredMatrix::untweak(int level, int item, bool hidden) {
  const int first = firstTweak_[level];
  const int last = nodes_[item].down;
  nodes_[item].down = first;
  int above = item;
  int count = 0;
  for (int x = first; x != last; x = nodes_[x].down) {
    nodes_[x].up = above;
    ++count;
    if (!hidden) unhide(x);
    above = x;
  }
  nodes_[last].up = above;
  nodes_[item].top += count;
}

// The active item with the fewest ways to go on (Knuth's branching degree: its options, plus one
// for "no more", less the options it still needs: length + 1 - max(bound - slack, 0)), ties to the
// item with less slack, then the longer (as dlx3). 0 means a dead end.
int ColoredMatrix::chooseItem(bool mrv, int& degree) const {
  degree = INT_MAX;
  int best = 0;
  int bestSlack = 0;
  int bestLength = 0;
  for (int i = rlink_[0]; i != 0; i = rlink_[i]) {
    const int bound = room_[i].bound;
    const int slack = std::min(room_[i].slack, bound);
    const int len = length(i);
    const int d = len + 1 - (bound - slack);
    if (d < degree || (d == degree && (slack < bestSlack || (slack == bestSlack && len > bestLength)))) {
      degree = d;
      best = i;
      bestSlack = slack;
      bestLength = len;
      if (d <= 0) break;
    }
    if (!mrv) break;
  }
  return best;
}

// LastTwo (engines.hpp) where exactly two primary items are left, both to be covered once.
bool ColoredMatrix::countLastTwo(int x, const Limits& limits, Result& result) {
  if (rlink_[rlink_[0]] == 0 || rlink_[rlink_[rlink_[0]]] != 0) return false;
  const int y = rlink_[0] == x ? rlink_[x] : rlink_[0];
  for (int item : {x, y}) {
    if (room_[item].bound != 1 || room_[item].slack != 0) return false;
  }
  const Node* const nd = nodes_.data();
  return lastTwo_.count(nd, x, y, limits, result, [nd](int p) { return nd[p].color; });
}

// Stops at the node budget in TryOption at `level`, its way (choice_[level]) chosen but not taken,
// and lists every way left, as the search would have met them, undoing each level to read its
// item's list as it stood there (deeper levels take options out of it):
//
//   level 0 .. level-1:  the ways after the one taken, each after the options taken above
//   level:               the way chosen, then the ways after it
//
// A way is an option, or "none" (the item takes no more). With tweaking, the options a level tried
// before a way are out of the search under it: its list of left-out options (frontierRemoved)
// names them, and "none" leaves out every option of the item still there.
void ColoredMatrix::keepFrontier(int level, Result& result) {
  const auto tweaked = [this](int k) { return firstTweak_[k] >= 0; };
  std::vector<int> taken;
  std::vector<int> leftOut;
  std::vector<std::size_t> takenAt(static_cast<std::size_t>(level) + 1);
  std::vector<std::size_t> leftOutAt(static_cast<std::size_t>(level) + 1);
  for (int k = 0; k <= level; ++k) {
    takenAt[k] = taken.size();
    leftOutAt[k] = leftOut.size();
    if (tweaked(k)) {
      for (int x = firstTweak_[k]; x != choice_[k]; x = nodes_[x].down) leftOut.push_back(rowOf(x));
    }
    if (choice_[k] > primary_) taken.push_back(rowOf(choice_[k]));
  }
  auto emit = [&](int k, int option, const std::vector<int>& alsoLeftOut) {
    taken.resize(takenAt[k]);
    if (option > primary_) taken.push_back(rowOf(option));
    keepSolution(result.frontier, taken.data(), static_cast<int>(taken.size()), false);
    std::vector<int> out(leftOut.begin(), leftOut.begin() + static_cast<std::ptrdiff_t>(leftOutAt[k]));
    if (tweaked(k)) {
      for (int x = firstTweak_[k]; x != choice_[k]; x = nodes_[x].down) out.push_back(rowOf(x));
    }
    out.insert(out.end(), alsoLeftOut.begin(), alsoLeftOut.end());
    keepSolution(result.frontierRemoved, out.data(), static_cast<int>(out.size()), false);
  };
  std::vector<int> before;  // the options this level tries before the way emitted
  for (int k = level; k >= 0; --k) {
    const int x = choice_[k];
    const bool option = x > primary_;
    const int item = option ? nodes_[x].top : x;
    if (k < level && option) uncommitRest(x);
    before.clear();
    if (k == level) {
      if (option) {
        emit(k, x, before);
      } else {
        for (int o = nodes_[item].down; o != item; o = nodes_[o].down) before.push_back(rowOf(o));
        emit(k, item, before);
      }
    }
    if (option) {
      if (tweaked(k)) before.push_back(rowOf(x));
      for (int o = tweaked(k) ? nodes_[item].down : nodes_[x].down; o != item; o = nodes_[o].down) {
        emit(k, o, before);
        if (tweaked(k)) before.push_back(rowOf(o));
      }
      if (tweaked(k)) emit(k, item, before);  // "none"
    } else if (room_[item].bound != 0) {
      reactivate(item);
    }
    if (tweaked(k)) {
      untweak(k, item, room_[item].bound == 0);
      if (room_[item].bound == 0) uncover(item);
    } else {
      uncover(item);
    }
    ++room_[item].bound;
  }
}

int ColoredMatrix::rowOf(int node) const {
  while (nodes_[node].top > 0) ++node;
  return -nodes_[node].top - 1;
}

void ColoredMatrix::record(int level, Solutions& solutions, bool sort) {
  rows_.clear();
  for (int k = 0; k < level; ++k) {
    if (choice_[k] > primary_) rows_.push_back(rowOf(choice_[k]));  // headers mean "none"
  }
  keepSolution(solutions, rows_.data(), static_cast<int>(rows_.size()), sort);
}

// Algorithm M's steps, as a state machine (the depth can reach the number of options and must
// never touch the call stack). `item` is the item branched on at `level`.
Result ColoredMatrix::run(const Limits& limits) {
  Result result;
  const bool mrv = limits.branching == Branching::Mrv;
  int level = 0;
  int item = 0;
  enum class Step { Forward, TryOption, NextOption, Restore, Backup, Done };
  Step step = Step::Forward;
  const auto exact = [this](int i) { return room_[i].bound == 0 && room_[i].slack == 0; };
  while (step != Step::Done) {
    switch (step) {
      case Step::Forward: {
        if (rlink_[0] == 0) {
          ++result.count;
          if (limits.keepSolutions) record(level, result.solutions, limits.sortRows);
          const bool full = limits.maxSolutions != 0 && result.count >= limits.maxSolutions;
          step = full ? Step::Done : Step::Backup;
          if (full) result.stop = Stop::SolutionLimit;
          break;
        }
        int degree = 0;
        item = chooseItem(mrv, degree);
        if (degree <= 0) {
          step = Step::Backup;
          break;
        }
        // The last item, to be covered once: each of its options completes a cover.
        if (rlink_[item] == 0 && llink_[item] == 0 && room_[item].bound == 1 && room_[item].slack == 0 &&
            countLastItem(static_cast<std::uint64_t>(length(item)), limits, result)) {
          step = Step::Backup;
          break;
        }
        if (countLastTwo(item, limits, result)) {
          step = Step::Backup;
          break;
        }
        if (degree >= 2) ++result.branches;
        choice_[level] = nodes_[item].down;
        if (--room_[item].bound == 0) cover(item);
        firstTweak_[level] = exact(item) ? -1 : choice_[level];
        step = Step::TryOption;
        break;
      }

      case Step::TryOption: {
        const int x = choice_[level];
        if (exact(item)) {
          if (x == item) {
            step = Step::Restore;
            break;
          }
        } else if (length(item) <= room_[item].bound - room_[item].slack) {
          step = Step::Restore;  // too few options left to reach the lower bound
          break;
        } else if (x != item) {
          tweak(x, item, room_[item].bound == 0);
        } else if (room_[item].bound != 0) {
          deactivate(item);  // "none": the item takes no more options
        }
        if (limits.maxNodes != 0 && result.nodes >= limits.maxNodes) {
          result.stop = Stop::NodeLimit;
          if (limits.keepFrontier) keepFrontier(level, result);  // else the state stays: nothing reads it
          step = Step::Done;
          break;
        }
        watchNode(++result.nodes);
        if (x != item) commitRest(x);
        ++level;
        step = Step::Forward;
        break;
      }

      case Step::NextOption: {
        const int x = choice_[level];
        if (x <= primary_) {  // "none" was the last way: the item's header
          item = x;
          if (room_[item].bound != 0) reactivate(item);
          step = Step::Restore;
          break;
        }
        uncommitRest(x);
        item = nodes_[x].top;
        choice_[level] = nodes_[x].down;
        step = Step::TryOption;
        break;
      }

      case Step::Restore:
        if (exact(item)) {
          uncover(item);
        } else {
          untweak(level, item, room_[item].bound == 0);
          if (room_[item].bound == 0) uncover(item);
        }
        ++room_[item].bound;
        step = Step::Backup;
        break;

      case Step::Backup:
        if (level == 0) {
          step = Step::Done;
          break;
        }
        --level;
        step = Step::NextOption;
        break;

      case Step::Done:
        break;
    }
  }
  return result;
}

}  // namespace

Result searchColored(const Problem& problem, const Limits& limits) {
  return useWorkspace<ColoredMatrix>([&](ColoredMatrix& matrix) {
    matrix.load(problem);
    Result result = matrix.run(limits);
    matrix.releaseIfLarge();
    return result;
  });
}

}  // namespace dlx
