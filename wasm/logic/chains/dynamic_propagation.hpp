// One dynamic propagation, as Sukaku Explainer's Chaining.doChaining makes it: from an assumption
// (a candidate on or off), every candidate that must then be on or off, each with the candidates
// it follows from (its parents), until nothing more follows or a candidate is both on and off.
//
//   on  r1c1=5 -> off r1c1's other digits; off 5 in r1c1's box, row and column (in that order)
//   off r1c1=5 -> on  r1c1's last digit when it had two; on 5's last place in a house
//   (the "off" is then taken from the board: later steps see the reduced candidates, and each
//    "on" found so also rests on every "off" that emptied its cell or house: hidden parents)
//
// The "on"s waiting are taken before the "off"s, each in the order found: SE's order, which
// decides which parents a candidate gets, so how many candidates a conclusion rests on (its
// complexity) and its value. With a level (dynamic forcing chains (+), nested chains), when
// nothing more follows, `Rules` may add "off"s that other techniques find on the reduced board
// (resting on the "off"s that made them possible), and propagation goes on.
#pragma once

#include <cstdint>
#include <vector>

#include "logic/chains/bitboard.hpp"

namespace dlx::logic::chains {

// A candidate reached: where, whether on or off, and its parents (indices into Run::nodes).
struct Link {
  std::int16_t cell;
  std::int8_t digit;
  bool on;
  int parentBegin;
  int parentCount;
  int nested;  // -1, or the inner chain (Run::inner) that removed it: nested chains only
  // Why it follows (SE's Potential.cause): kNoCause (the assumption, or another technique), kCell
  // (the cell's last digit, or a digit its "on" excludes), or the house (index) it was found in.
  int cause;
};
inline constexpr int kNoCause = -2;
inline constexpr int kCell = -1;

// What an inner chain (nested chains) adds to an outer one's complexity, and what makes two of
// them the same chain (SE counts each distinct chain once: FullChain).
struct Inner {
  int complexity;
  std::uint64_t signature;
};

// A propagation: its links in the order found; each candidate (on or off) once, found through
// `index`; a contradiction's two halves when one was met.
struct Run {
  std::vector<Link> nodes;
  std::vector<int> parents;
  std::vector<std::int16_t> index;  // per key (cell*size+digit-1)*2+on: its node, or -1
  std::vector<Inner> inner;
  int absurdOn = -1, absurdOff = -1;

  [[nodiscard]] int find(int key) const { return index[key]; }
  // Whether node i is in the sets (not a contradiction's extra half).
  [[nodiscard]] bool listed(const Link& l, int size) const {
    return index[(((l.cell * size) + l.digit - 1) << 1) | (l.on ? 1 : 0)] >= 0;
  }
};

// An "off" another technique finds on the reduced board, and the "off"s it rests on.
struct Derived {
  int cell;
  int digit;
  std::vector<int> parents;  // node indices in the run
  int nested = -1;           // index into Run::inner
};

class Propagator;

// The techniques a level adds inside a chain (Chaining.getAdvancedPotentials).
class Rules {
 public:
  virtual ~Rules() = default;
  // "Off"s found on `current` (the board as the chain left it; `source`: as it began), resting
  // on candidates the chain removed (nodes of `run`).
  virtual void derive(const Work& current, const Work& source, Run& run, std::vector<Derived>& out) = 0;
};

class Propagator {
 public:
  // `dynamic`: "off"s are taken from the board as they come (SE's isDynamic); static chains
  // (multiple forcing chains nested in others) leave it whole.
  Propagator(const Geometry& g, Rules* rules, bool dynamic = true) : g_(g), rules_(rules), dynamic_(dynamic) {}

  // From candidate (cell, digit) assumed on or off, on `work` (given back unchanged).
  void run(Work& work, int cell, int digit, bool on, Run& out);

  // How many distinct candidates node i rests on, itself included (SE's getAncestorCount), and
  // the inner chains met on the way (into `inner`, as indices into run.inner).
  int ancestors(const Run& run, int i, std::vector<int>* inner = nullptr);

  [[nodiscard]] int key(int cell, int digit, bool on) const { return (((cell * g_.size) + digit - 1) << 1) | (on ? 1 : 0); }

 private:
  int add(Run& r, int cell, int digit, bool on, const int* parents, int count, int nested, int cause);
  void expandOn(Work& w, Run& r, int i);
  void expandOff(Work& w, const Work& source, Run& r, int i);

  const Geometry& g_;
  Rules* rules_;
  bool dynamic_;
  std::vector<int> pendingOn_, pendingOff_;
  std::vector<int> scratch_;
  std::vector<int> causes_;
  std::vector<unsigned> seen_;
  unsigned stamp_ = 0;
  std::vector<int> stack_;
  std::vector<Derived> derived_;
};

}  // namespace dlx::logic::chains
