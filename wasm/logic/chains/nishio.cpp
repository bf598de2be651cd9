// Nishio forcing chains (Sukaku Explainer's Chaining(nishio), 7.5 and up): assume a candidate true
// (or false) and follow one digit at a time: it leaves the cells that see it, and a house left
// with one place for a digit puts it there. The board loses each "off" candidate as it is read,
// so a house counts the places that are left; a node placed that way rests on the "off" nodes
// that emptied its house too. An assumption that makes a candidate both true and false is wrong.
// The length is the count of nodes the two halves of the contradiction rest on, together.
//
// SE's order: cells r1c1 to r9c9 with two candidates or more, their digits ascending, each assumed
// true then false; the first of the least value, then length, is taken.
#include <algorithm>

#include "logic/chains/length.hpp"
#include "logic/chains/links.hpp"
#include "logic/techniques.hpp"

namespace dlx::logic {
namespace {

constexpr double kBase = 7.5;

class NishioChainer {
 public:
  NishioChainer(const Board& board, const ChainOrder& order)
      : board_(board), order_(order), size_(board.size), index_(static_cast<std::size_t>(board.area) * board.size * 2, -1) {}

  // Follows `start`; true when it reaches a contradiction, whose halves are then absurdOn and
  // absurdOff (indices; the second reached of the two is not listed in index_).
  bool run(int start) {
    work_ = board_.candidates;
    nodes_.clear();
    parentStart_.assign(1, 0);
    parents_.clear();
    append(start, nullptr, nullptr);
    ons.clear();
    offs.clear();
    (chainOn(start) ? ons : offs).push_back(0);
    std::size_t on = 0, off = 0;
    bool absurd = false;
    while (!absurd && (on < ons.size() || off < offs.size())) {
      if (on < ons.size()) {
        const int i = ons[on++];
        const int cell = chainCell(size_, nodes_[i]), digit = chainDigit(size_, nodes_[i]);
        for (int peer : order_.peers[cell]) {
          if (!(work_[peer] & bit(digit))) continue;
          const int t = chainNode(size_, peer, digit, false);
          if (index_[t ^ 1] >= 0) {
            absurdOn = index_[t ^ 1];
            absurdOff = append(t, &i, &i + 1);
            absurd = true;
            break;
          }
          if (index_[t] < 0) offs.push_back(index_[t] = append(t, &i, &i + 1));
        }
        continue;
      }
      const int i = offs[off++];
      const int cell = chainCell(size_, nodes_[i]), digit = chainDigit(size_, nodes_[i]);
      // The places left for the digit in each house: a house left with this one and one other.
      made_.clear();
      madeStart_.assign(1, 0);
      madeParents_.clear();
      for (int h : order_.houses[cell]) {
        const auto& cells = board_.houses[h].cells;
        int left = 0, other = -1;
        for (int c : cells) {
          if (!(work_[c] & bit(digit))) continue;
          ++left;
          if (c != cell && other < 0) other = c;
        }
        if (left != 2 || other < 0) continue;
        const int t = chainNode(size_, other, digit, true);
        if (std::find(made_.begin(), made_.end(), t) != made_.end()) continue;
        made_.push_back(t);
        madeParents_.push_back(i);
        for (int c : cells) {
          if (!(board_.candidates[c] & bit(digit)) || (work_[c] & bit(digit))) continue;
          const int hidden = index_[chainNode(size_, c, digit, false)];  // read, so reached
          if (hidden >= 0) madeParents_.push_back(hidden);
        }
        madeStart_.push_back(static_cast<int>(madeParents_.size()));
      }
      work_[cell] &= ~bit(digit);
      for (std::size_t k = 0; k < made_.size(); ++k) {
        const int t = made_[k];
        const int* from = madeParents_.data() + madeStart_[k];
        const int* to = madeParents_.data() + madeStart_[k + 1];
        if (index_[t ^ 1] >= 0) {
          absurdOn = append(t, from, to);
          absurdOff = index_[t ^ 1];
          absurd = true;
          break;
        }
        if (index_[t] < 0) ons.push_back(index_[t] = append(t, from, to));
      }
    }
    for (int n : nodes_) index_[n] = -1;
    return absurd;
  }

  // The distinct nodes the node at index i rests on, itself included.
  int ancestors(int i) {
    seen_.assign(nodes_.size(), 0);
    std::vector<int> stack{i};
    seen_[i] = 1;
    int n = 0;
    while (!stack.empty()) {
      const int k = stack.back();
      stack.pop_back();
      ++n;
      for (int j = parentStart_[k]; j < parentStart_[k + 1]; ++j) {
        if (!seen_[parents_[j]]) seen_[parents_[j]] = 1, stack.push_back(parents_[j]);
      }
    }
    return n;
  }

  // The chain to the node at index i along first parents.
  std::vector<Node> path(int i) const {
    std::vector<Node> out;
    while (true) {
      out.push_back(chainLink(size_, nodes_[i]));
      if (parentStart_[i] == parentStart_[i + 1]) break;
      i = parents_[parentStart_[i]];
    }
    std::reverse(out.begin(), out.end());
    return out;
  }

  int absurdOn = -1, absurdOff = -1;

 private:
  int append(int node, const int* from, const int* to) {
    const int i = static_cast<int>(nodes_.size());
    nodes_.push_back(node);
    parents_.insert(parents_.end(), from, to);
    parentStart_.push_back(static_cast<int>(parents_.size()));
    return i;
  }

  const Board& board_;
  const ChainOrder& order_;
  int size_;
  std::vector<int> index_;
  std::vector<Mask> work_;
  std::vector<int> nodes_, parentStart_, parents_;
  std::vector<int> made_, madeStart_, madeParents_;  // an "off" node's "on" nodes, each with its parents
  std::vector<char> seen_;
  std::vector<int> ons, offs;
};

}  // namespace

bool findNishioForcingChain(const Board& board, Step& step) {
  const ChainOrder order(board);
  NishioChainer chainer(board, order);
  ChainPick pick;
  for (int cell = 0; cell < board.area; ++cell) {
    const Mask digits = board.candidates[cell];
    if (count(digits) < 2) continue;
    for (Mask m = digits; m; m &= m - 1) {
      const int digit = lowest(m);
      for (const bool on : {true, false}) {
        if (!chainer.run(chainNode(board.size, cell, digit, on))) continue;
        const int complexity = chainer.ancestors(chainer.absurdOn) + chainer.ancestors(chainer.absurdOff);
        const double difficulty = chainDifficulty(kBase, complexity);
        if (!pick.beats(difficulty, complexity, 7)) continue;
        Step s(Technique::NishioForcingChain);
        // Assumed true and absurd: the digit goes; assumed false and absurd: it stays.
        if (on) s.removals.push_back({cell, digit});
        else s.placements.push_back({cell, digit});
        s.cells = {cell};
        s.digits = bit(digit);
        s.chains = {chainer.path(chainer.absurdOn), chainer.path(chainer.absurdOff)};
        pick.take(difficulty, complexity, 7, std::move(s));
      }
    }
  }
  if (pick.found) step = std::move(pick.step);
  return pick.found;
}

}  // namespace dlx::logic
