#include "slice.hpp"

#include <algorithm>
#include <string>

#include "engines.hpp"
#include "errors.hpp"

namespace dlx {
namespace {

// One search of a slice: its taken options at [taken, taken + takenCount) of the list, its
// left-out ones at [leftOut, leftOut + leftOutCount).
struct Search {
  std::size_t taken = 0;
  int takenCount = 0;
  std::size_t leftOut = 0;
  int leftOutCount = 0;
};

// Splits `flat` into its searches, checking every count and option against `problem`.
std::vector<Search> searchesOf(const Problem& problem, const std::vector<int>& flat) {
  std::vector<Search> out;
  std::vector<int> seenIn(static_cast<std::size_t>(problem.rows()), -1);  // the search that last named an option
  std::size_t at = 0;
  // The options that the count at `at` announces; advances `at` past them.
  auto options = [&](const std::string& name, const char* what, std::size_t& begin, int& count) {
    count = at < flat.size() ? flat[at] : -1;
    const std::size_t left = at < flat.size() ? flat.size() - at - 1 : 0;
    if (count < 0 || static_cast<std::size_t>(count) > left) {
      rangeError(name + " says it has " + (at < flat.size() ? std::to_string(count) : "no count of") + " " + what +
                 " options, but " + std::to_string(left) + " numbers are left in the list");
    }
    begin = at + 1;
    for (std::size_t k = begin; k < begin + static_cast<std::size_t>(count); ++k) {
      const int option = flat[k];
      if (option < 0 || option >= problem.rows()) {
        rangeError(name + " names option " + std::to_string(option) + " among its " + what + " options; the problem's are 0.." +
                   std::to_string(problem.rows() - 1));
      }
      if (seenIn[option] == static_cast<int>(out.size())) {
        rangeError(name + " names option " + std::to_string(option) + " twice");
      }
      seenIn[option] = static_cast<int>(out.size());
    }
    at = begin + static_cast<std::size_t>(count);
  };
  while (at < flat.size()) {
    const std::string name = "search " + std::to_string(out.size() + 1) + " of the slice";
    Search search;
    options(name, "taken", search.taken, search.takenCount);
    options(name, "left-out", search.leftOut, search.leftOutCount);
    out.push_back(search);
  }
  if (out.empty()) out.emplace_back();  // no searches: the whole problem
  return out;
}

// The problem left under one search, in `sub`, with `original` mapping its options back: the items
// the taken options fill are gone, and with them every option that clashes; a bounded item keeps
// what is left of its bounds, a secondary item the taken options colored keeps only the options
// that agree (that entry dropped: it is settled). False when the taken options clash among
// themselves: no cover has them all.
bool restrict(const Problem& p, const int* taken, int takenCount, const int* leftOut, int leftOutCount, Problem& sub,
              std::vector<int>& original) {
  const auto items = static_cast<std::size_t>(p.columns);
  std::vector<int> uses(items, 0);
  std::vector<int> colorOf(items, 0);  // secondary items: the color the taken options give (-1 none)
  for (int k = 0; k < takenCount; ++k) {
    const int row = taken[k];
    for (int e = p.rowStart[row]; e < p.rowStart[row + 1]; ++e) {
      const int item = p.entries[e];
      const int color = p.colors.empty() || p.colors[e] == 0 ? -1 : p.colors[e];
      if (item >= p.primary && uses[item] > 0 && (color == -1 || color != colorOf[item])) return false;
      ++uses[item];
      colorOf[item] = color;
    }
  }
  // What becomes of each item: -1 gone, -2 settled (its color fixed), else its number in `sub`.
  std::vector<int> renamed(items, -1);
  sub = Problem{};
  for (int item = 0; item < p.primary; ++item) {
    const Bound bound = p.bounds.empty() ? Bound{} : p.bounds[item];
    if (uses[item] > bound.hi) return false;
    if (uses[item] == bound.hi) continue;
    renamed[item] = sub.columns++;
    sub.bounds.push_back(Bound{std::max(bound.lo - uses[item], 0), bound.hi - uses[item]});
  }
  sub.primary = sub.columns;
  for (int item = p.primary; item < p.columns; ++item) {
    if (uses[item] == 0) {
      renamed[item] = sub.columns++;
    } else if (colorOf[item] != -1) {
      renamed[item] = -2;
    }
  }
  if (std::all_of(sub.bounds.begin(), sub.bounds.end(), [](const Bound& b) { return b.lo == 1 && b.hi == 1; })) {
    sub.bounds.clear();
  }
  std::vector<char> out(static_cast<std::size_t>(p.rows()), 0);
  for (int k = 0; k < takenCount; ++k) out[taken[k]] = 1;
  for (int k = 0; k < leftOutCount; ++k) out[leftOut[k]] = 1;
  original.clear();
  std::vector<int> entries;
  std::vector<int> colors;
  bool colored = false;
  for (int row = 0; row < p.rows(); ++row) {
    if (out[row]) continue;
    entries.clear();
    colors.clear();
    bool keep = true;
    for (int e = p.rowStart[row]; e < p.rowStart[row + 1] && keep; ++e) {
      const int item = p.entries[e];
      const int color = p.colors.empty() ? 0 : p.colors[e];
      if (renamed[item] == -2) {
        keep = color != 0 && color == colorOf[item];
      } else if (renamed[item] == -1) {
        keep = false;
      } else {
        entries.push_back(renamed[item]);
        colors.push_back(color);
        colored = colored || color != 0;
      }
    }
    if (!keep) continue;
    sub.addRow(entries.data(), static_cast<int>(entries.size()));
    sub.colors.insert(sub.colors.end(), colors.begin(), colors.end());
    original.push_back(row);
  }
  if (!colored) sub.colors.clear();
  return true;
}

// Appends a count of `total` options, then the first `copied` options of `from` (the caller
// appends the rest).
void appendOptions(std::vector<int>& out, int total, const int* from, int copied) {
  out.push_back(total);
  out.insert(out.end(), from, from + copied);
}

}  // namespace

Slice solveSlice(const Problem& problem, const std::vector<int>& searches, const Limits& limits) {
  const std::vector<Search> list = searchesOf(problem, searches);
  Slice slice;
  Result& total = slice.search;
  Problem sub;
  std::vector<int> original;
  std::vector<int> rows;
  for (const Search& search : list) {
    const int* taken = searches.empty() ? nullptr : searches.data() + search.taken;
    const int* leftOut = searches.empty() ? nullptr : searches.data() + search.leftOut;
    const bool budgetGone = limits.maxNodes != 0 && total.nodes >= limits.maxNodes;
    if (budgetGone || total.stop != Stop::Exhausted) {
      // Not started: handed back as it came.
      appendOptions(slice.left, search.takenCount, taken, search.takenCount);
      appendOptions(slice.left, search.leftOutCount, leftOut, search.leftOutCount);
      slice.leftEnds.push_back(static_cast<int>(slice.left.size()));
      if (budgetGone) total.stop = Stop::NodeLimit;
      continue;
    }
    if (!restrict(problem, taken, search.takenCount, leftOut, search.leftOutCount, sub, original)) continue;
    Result part;
    Limits share = limits;
    share.keepFrontier = true;
    share.startDepth = limits.startDepth + search.takenCount;
    if (limits.maxSolutions != 0) share.maxSolutions = limits.maxSolutions - total.count;
    if (limits.maxNodes != 0) share.maxNodes = limits.maxNodes - total.nodes;
    if (sub.primary == 0) {
      part.count = 1;  // every item is settled: the taken options are a cover
      if (limits.keepSolutions) keepSolution(part.solutions, nullptr, 0, false);
      part.stop = share.maxSolutions == 1 ? Stop::SolutionLimit : Stop::Exhausted;
    } else {
      part = solveBuilt(sub, share);
    }
    total.count += part.count;
    total.nodes += part.nodes;
    total.branches += part.branches;
    total.removed += part.removed;
    total.probeMoves += part.probeMoves;
    const Solutions& found = part.solutions;
    for (std::size_t s = 0; s < found.size(); ++s) {
      rows.assign(taken, taken + search.takenCount);
      for (int at = found.start[s]; at < found.start[s + 1]; ++at) rows.push_back(original[found.rows[at]]);
      keepSolution(total.solutions, rows.data(), static_cast<int>(rows.size()), limits.sortRows);
    }
    if (part.stop == Stop::SolutionLimit) {
      total.stop = Stop::SolutionLimit;
      slice.left.clear();  // enough solutions: nothing is left to do
      slice.leftEnds.clear();
      break;
    }
    if (part.stop != Stop::NodeLimit) continue;
    total.stop = Stop::NodeLimit;
    // Each search left below this one: this one's taken options, then its own; this one's
    // left-out options, then what the search had found in no cover there.
    for (std::size_t f = 0; f < part.frontier.size(); ++f) {
      const int newTaken = part.frontier.start[f + 1] - part.frontier.start[f];
      const int newLeftOut = part.frontierRemoved.start[f + 1] - part.frontierRemoved.start[f];
      appendOptions(slice.left, search.takenCount + newTaken, taken, search.takenCount);
      for (int at = part.frontier.start[f]; at < part.frontier.start[f + 1]; ++at) {
        slice.left.push_back(original[part.frontier.rows[at]]);
      }
      appendOptions(slice.left, search.leftOutCount + newLeftOut, leftOut, search.leftOutCount);
      for (int at = part.frontierRemoved.start[f]; at < part.frontierRemoved.start[f + 1]; ++at) {
        slice.left.push_back(original[part.frontierRemoved.rows[at]]);
      }
      slice.leftEnds.push_back(static_cast<int>(slice.left.size()));
    }
  }
  return slice;
}

}  // namespace dlx
