// Algorithm X over bitsets. Every item keeps the set of options that cover it as a row of 64-bit
// words, and the options still in play are one more such row. Choosing an option strikes out every
// option that clashes with it in one AND-NOT per word, and only the items of the struck options are
// touched (their counts drop by one). Going back restores a copy of the state saved at the last
// branch point, so forced moves are never undone one by one. On Sudoku-sized problems this does the
// work of dancing links' cover and uncover in a fraction of the time; on big sparse matrices the
// rows of words would be too long, and dancing links takes them (fitsBitsets).
#include <algorithm>
#include <climits>
#include <cstring>

#include "engines.hpp"
#include "workspace.hpp"

namespace dlx {
namespace {

using Word = std::uint64_t;
constexpr int kWordBits = 64;

// Bounds for taking the bitset search: counts fit in 16 bits with room for the "covered" mark, and
// the item table (items × words) stays a few MiB so it lives in cache-friendly memory.
constexpr int kMaxOptions = 1 << 14;
constexpr std::size_t kMaxTableWords = std::size_t{1} << 20;  // 8 MiB
// A covered item's count is set to kCovered; striking its options later lowers it by at most
// kMaxOptions, so every count from kCoveredFloor up means covered, and MRV never picks one.
constexpr std::uint16_t kCovered = 0xFFFF;
constexpr std::uint16_t kCoveredFloor = kCovered - kMaxOptions;

// Items probed per round: probing every shortest item of a 25x25 costs milliseconds per branch
// point, and 48, 96 or 128 did no better than 64 (docs/performance.md, "Probing").
constexpr int kMaxProbedItems = 64;
// Near the root (under kLongerProbeDepth open branch points) of a hard search (kLongerProbeAfter
// branch points opened), a branch point whose shortest items yield no removal also probes the items
// one option longer: a removal there prunes all below it, and easy puzzles never pay for it
// (docs/performance.md, "Probing").
constexpr int kLongerProbeDepth = 8;
constexpr std::uint64_t kLongerProbeAfter = 100;
// How many of the shortest items heaviestTie() weighs at a branch point: weighing every tie costs
// more than it saves (docs/performance.md, "Branching").
constexpr int kWeighedTies = 8;
// A probe's weight: how far it shortens the items it touches, as SAT look-ahead solvers weigh the
// clauses a probe shortens. Each count it lowers to 4 adds 1, to 3 adds 2, to 2 adds 7 (kStep,
// indexed by the new count, at most kWeighedUpTo + 1), so an item cut from 5 or more to 2 options
// adds 10; the branch goes to the item whose options' weights have the largest product. Smaller
// trees than weighing what the options strike out (docs/performance.md, "Probing").
constexpr int kWeighedUpTo = 4;
constexpr int kStep[kWeighedUpTo + 2] = {0, 0, 7, 2, 1, 0};

int wordsFor(int options) { return (options + kWordBits - 1) / kWordBits; }

inline int lowestBit(Word w) { return __builtin_ctzll(w); }

class BitsetSearch {
 public:
  void load(const Problem& problem, const Limits& limits);
  Result run();
  void releaseIfLarge();

 private:
  enum class Outcome { Solved, Dead, Stuck, NodeLimit };

  const Word* optionsOf(int item) const { return &table_[static_cast<std::size_t>(item) * words_]; }
  void choose(int option);
  const Word* clashesOf(int option);
  [[gnu::noinline]] const Word* workOutClashes(int option);
  void strike(const Word* struck, int lo, int hi);
  enum class Walk { Struck, Clashes, ClashWords };
  template <Walk kWalk>
  void strikeBy(const Word* words, int lo, int hi, int base = 0, const std::uint16_t* index = nullptr);
  template <int K, Walk kWalk, bool kWeigh>
  void strikeWith(const Word* words, int lo, int hi, int base, const std::uint16_t* index);
  [[gnu::noinline]] void strikeClashWords(const Word* clash, int option);
  template <typename Visit>
  void forClashWords(int option, Visit visit);
  void strikeOne(int option);
  void noteCount(int item, std::uint16_t count);
  Outcome propagate(bool probing, int& moves);
  std::uint64_t reduce();
  Probed probe(int& branchItem, bool longer);
  Outcome tryOption(int option, bool first, int& weight, std::vector<int>* chosen);
  void markDominated();
  void useSubsetRule(bool on);
  void keepCommonStrikes(bool first);
  bool strikeCommon();
  int shortestItem() const;
  int heaviestTie(int first);
  int firstUncovered() const;
  void save(std::size_t slot);
  void restore(std::size_t slot);
  void clearNotes();
  void keepFrontier(std::size_t depth, bool inside);
  bool budgetLeft() const { return limits_.maxNodes == 0 || result_.nodes < limits_.maxNodes; }

  const Problem* problem_ = nullptr;
  Limits limits_{};
  Result result_{};
  int words_ = 0;
  int primary_ = 0;
  int noteUpTo_ = 1;  // counts at or below this are noted: 0 dead, 1 forced, 2.. for reduce()
  bool reduceNow_ = false;  // whether propagate() applies the subset rule here (useSubsetRule())
  int probeFrom_ = 0;  // probe() starts here: after a failed probe, the item it was probing
  bool weighing_ = false;  // inside a probe: strikes add to weight_ (kStep)
  int weight_ = 0;
  bool mrv_ = true;

  std::vector<Word> table_;  // item i's options: words [i*words_, (i+1)*words_)
  // The words of item i's row that can be non-zero: [span_[i].lo, span_[i].hi). Most items' options
  // sit close together (a Sudoku cell's, a row's), so the word loops skip the rest.
  struct Span {
    int lo = 0;
    int hi = 0;
  };
  std::vector<Span> span_;
  std::vector<Span> optionSpan_;  // the union of the spans of an option's items
  // clashesOf()'s kept answers: option o's at clash_[clashAt_[o]..], valid (as is optionSpan_[o])
  // once clashAt_[o] != kNotWorkedOut; when they would take too much memory (!keepClashes_),
  // clashTemp_ is used. Unpacked sets sit at a fixed stride of words_; packed ones (below) one
  // after the other in the order they were worked out, clashUsed_ words in all.
  static constexpr std::uint32_t kNotWorkedOut = UINT32_MAX;
  std::vector<Word> clash_;
  std::vector<std::uint32_t> clashAt_;
  std::size_t clashUsed_ = 0;
  bool keepClashes_ = false;
  std::vector<Word> clashTemp_;
  // Per option, how many words of its clash set are non-zero, and which (clashIndex_, at the same
  // offset as in clash_, or clashIndexTemp_); the set itself then holds only those words, packed
  // (workOutClashes). Only for wide problems (sparseClashes_, over 1,536 options): with fewer, most
  // clash words are non-zero (docs/performance.md, "Clash sets").
  bool sparseClashes_ = false;
  std::vector<std::uint16_t> clashWords_;
  std::vector<std::uint16_t> clashIndex_;
  std::vector<std::uint16_t> clashIndexTemp_;
  std::uint16_t* clashIndexOf(int option) {
    return keepClashes_ ? &clashIndex_[clashAt_[option]] : clashIndexTemp_.data();
  }
  // Each option's primary items, the only ones whose counts striking it changes: option o's are
  // primaryItems_[primaryStart_[o] .. primaryStart_[o+1]). When every item is primary (Sudoku)
  // these point into the problem itself; else into ownStart_ and ownItems_.
  const int* primaryStart_ = nullptr;
  const int* primaryItems_ = nullptr;
  std::vector<int> ownStart_;
  std::vector<int> ownItems_;
  int uniform_ = 0;  // the number of primary items every option has, if they all have the same
  // The state: options in play, each primary item's count (kCoveredFloor up once covered), how
  // many primary items are uncovered, and the options chosen so far.
  std::vector<Word> alive_;
  std::vector<std::uint16_t> count_;
  int uncovered_ = 0;
  std::vector<int> chosen_;  // room for every primary item; the first chosenCount_ are chosen
  int chosenCount_ = 0;

  // Pending work found while striking options out: items forced to their last option, items short
  // enough for the subset rule, and whether some uncovered item has none left.
  ItemStack forced_;
  // Probing: items that dropped to 2 options since the last probe() call, outside probes (noted
  // only in searches that probe, noteRecent_), probed first; and per item the probe() call that
  // last probed it.
  ItemStack recent_;
  bool noteRecent_ = false;
  std::vector<int> recentList_;
  std::vector<std::uint32_t> probedIn_;
  ItemStack shortList_;
  std::vector<char> listed_;  // whether a primary item is on shortList_
  bool dead_ = false;

  // Saved states, one slot per open branch point plus one for probing (slot 0).
  struct Frame {
    int chosen = 0;     // chosenCount_ at the branch point
    int uncovered = 0;
    Span untried{};     // the words of untried_ in use
    bool fresh = true;  // the state still equals the saved one: nothing to restore
  };
  std::vector<Frame> frames_;
  std::vector<Word> savedAlive_;
  std::vector<std::uint16_t> savedCount_;
  std::vector<Word> untried_;  // per open branch point: the options of its item not yet tried

  std::vector<Word> scratch_;  // strikeOne()'s struck set
  std::vector<Word> mine_;     // reduce()'s options of X; all zero between calls
  std::vector<Word> subset_;   // probe()'s options of the item
  std::vector<Word> cut_;      // reduce()'s options to remove
  std::vector<Word> common_;   // probe()'s options struck by every option of the item so far
  // Dominance among binary items (markDominated()): the options each probe of the item chose
  // (filled by tryOption()), and per item the probe() call that found it dominated.
  std::vector<int> probeChosen_[2];
  std::vector<std::uint32_t> coveredIn_;  // per item, the markDominated() call whose b covers it
  std::uint32_t markCall_ = 0;
  std::vector<std::uint32_t> dominatedIn_;
  std::uint32_t probeCall_ = 0;
  Span commonSpan_{};          // the words of common_ that can be non-zero
  Span touched_{};             // keepCommonStrikes()'s words that can differ from the saved state
};

void BitsetSearch::load(const Problem& problem, const Limits& limits) {
  problem_ = &problem;
  limits_ = limits;
  result_ = Result{};
  mrv_ = limits.branching == Branching::Mrv;
  words_ = std::max(1, wordsFor(problem.rows()));
  primary_ = problem.primary;
  const int reduceUpTo = mrv_ ? limits.reduceUpTo : 0;  // keep the plain order of the rows
  limits_.reduceUpTo = reduceUpTo;
  useSubsetRule(true);  // at the root, under no open branch point, whatever reduceDepth says
  probeFrom_ = 0;  // a search must not depend on the one before it

  const int rows = problem.rows();
  table_.assign(static_cast<std::size_t>(problem.columns) * words_, 0);
  alive_.assign(static_cast<std::size_t>(words_), 0);
  count_.assign(static_cast<std::size_t>(primary_), 0);
  span_.assign(static_cast<std::size_t>(problem.columns), Span{});
  for (int r = 0; r < rows; ++r) {
    const int w = r / kWordBits;
    const Word bit = Word{1} << (r % kWordBits);
    alive_[w] |= bit;
    for (int k = problem.rowStart[r]; k < problem.rowStart[r + 1]; ++k) {
      const int item = problem.entries[k];
      table_[static_cast<std::size_t>(item) * words_ + w] |= bit;
      Span& span = span_[item];
      if (span.hi == 0) span.lo = w;  // rows come in order: the first seen is the lowest
      span.hi = w + 1;
      if (item < primary_) ++count_[item];
    }
  }
  if (problem.primary == problem.columns) {
    primaryStart_ = problem.rowStart.data();
    primaryItems_ = problem.entries.data();
  } else {
    ownStart_.resize(static_cast<std::size_t>(rows) + 1);
    ownItems_.resize(problem.entries.size());
    int listed = 0;
    ownStart_[0] = 0;
    for (int r = 0; r < rows; ++r) {
      for (int k = problem.rowStart[r]; k < problem.rowStart[r + 1]; ++k) {
        if (problem.entries[k] < primary_) ownItems_[listed++] = problem.entries[k];
      }
      ownStart_[r + 1] = listed;
    }
    primaryStart_ = ownStart_.data();
    primaryItems_ = ownItems_.data();
  }
  uniform_ = rows > 0 ? primaryStart_[1] : 0;
  for (int r = 1; r < rows && uniform_ != 0; ++r) {
    if (primaryStart_[r + 1] - primaryStart_[r] != uniform_) uniform_ = 0;
  }
  // Clash sets are kept at a fixed stride of words_ per option, their spans worked out on first use.
  optionSpan_.resize(static_cast<std::size_t>(rows));
  keepClashes_ = static_cast<std::size_t>(rows) * words_ <= kMaxTableWords;
  sparseClashes_ = words_ > 24;
  if (keepClashes_) {
    // Packed sets grow their pool, clash_ and clashIndex_ alike, from empty as they are worked
    // out (workOutClashes()); unpacked ones take clash_ at its full size.
    if (sparseClashes_) {
      clash_.clear();
      clashIndex_.clear();
    } else {
      clash_.resize(static_cast<std::size_t>(rows) * words_);
    }
    clashAt_.assign(static_cast<std::size_t>(rows), kNotWorkedOut);
    clashUsed_ = 0;
  }
  clashTemp_.resize(static_cast<std::size_t>(words_));
  if (sparseClashes_) {
    clashIndexTemp_.resize(static_cast<std::size_t>(words_));
    clashWords_.resize(static_cast<std::size_t>(rows));
  }
  listed_.assign(static_cast<std::size_t>(primary_), 0);
  uncovered_ = primary_;
  chosen_.resize(static_cast<std::size_t>(primary_));
  chosenCount_ = 0;
  forced_.reset(primary_);
  recent_.reset(primary_);
  noteRecent_ = limits.probe && mrv_;
  probedIn_.assign(static_cast<std::size_t>(primary_), 0);
  shortList_.reset(primary_);
  dead_ = false;
  for (int i = 0; i < primary_; ++i) {
    if (count_[i] <= noteUpTo_) noteCount(i, count_[i]);
  }
  frames_.assign(1, Frame{});  // slot 0: probing
  savedAlive_.resize(static_cast<std::size_t>(words_));
  savedCount_.resize(static_cast<std::size_t>(primary_));
  untried_.resize(static_cast<std::size_t>(words_));
  scratch_.resize(static_cast<std::size_t>(words_));
  subset_.resize(static_cast<std::size_t>(words_));
  mine_.assign(static_cast<std::size_t>(words_), 0);
  cut_.resize(static_cast<std::size_t>(words_));
  common_.resize(static_cast<std::size_t>(words_));
  coveredIn_.assign(static_cast<std::size_t>(primary_), 0);
  markCall_ = 0;
  dominatedIn_.assign(static_cast<std::size_t>(primary_), 0);
  probeCall_ = 0;
}

void BitsetSearch::releaseIfLarge() {
  if (table_.capacity() + clash_.capacity() + savedAlive_.capacity() > (std::size_t{1} << 20)) *this = BitsetSearch();
}

inline void BitsetSearch::noteCount(int item, std::uint16_t count) {
  if (count == 0) {
    dead_ = true;
  } else if (count == 1) {
    if (mrv_) forced_.push(item);  // in row order (Branching::First) nothing is forced
  } else {
    if (count == 2 && noteRecent_ && !weighing_) recent_.push(item);
    if (listed_[item] == 0) {
      listed_[item] = 1;
      shortList_.push(item);
    }
  }
}

// Every option in `struck` has just left alive_: each primary item it covers has one option fewer.
// The innermost loop of the search. When every option has the same number of primary items (4 in
// Sudoku, 2 in N queens) that number is a constant and the loop over them unrolls. Stops at a dead
// end: the state is then thrown away (restored from a saved copy), so the counts left undone do
// not matter.
inline void BitsetSearch::strike(const Word* struck, int lo, int hi) { strikeBy<Walk::Struck>(struck, lo, hi); }

// Picks strikeWith()'s K for the problem: every option's number of primary items, when fixed.
template <BitsetSearch::Walk kWalk>
inline void BitsetSearch::strikeBy(const Word* words, int lo, int hi, int base, const std::uint16_t* index) {
  if (weighing_) {  // probes: Sudoku's 4 items per option, or any number (no other K is probed)
    if (uniform_ == 4) {
      strikeWith<4, kWalk, true>(words, lo, hi, base, index);
    } else {
      strikeWith<0, kWalk, true>(words, lo, hi, base, index);
    }
    return;
  }
  switch (uniform_) {
#ifndef DLX_SUDOKU_ONLY  // the Sudoku module: a Sudoku's options have 4 primary items or more
    case 2: strikeWith<2, kWalk, false>(words, lo, hi, base, index); break;
    case 3: strikeWith<3, kWalk, false>(words, lo, hi, base, index); break;
#endif
    case 4: strikeWith<4, kWalk, false>(words, lo, hi, base, index); break;
    default: strikeWith<0, kWalk, false>(words, lo, hi, base, index); break;
  }
}

// K: the number of primary items of every option, or 0 when it varies. kWalk: Struck, `words`
// holds options already taken out of play, words lo..hi; Clashes, `words` is a clash set whose
// first word is word `base`, walked from lo to hi, and its options still in play are struck and
// taken out in the same pass; ClashWords, the same but only at the words index[lo..hi) names.
// kWeigh, in probes: each lowered count adds its kStep to weight_.
template <int K, BitsetSearch::Walk kWalk, bool kWeigh>
inline void BitsetSearch::strikeWith(const Word* words, int lo, int hi, int base, const std::uint16_t* index) {
  const int* const start = primaryStart_;
  const int* const items = primaryItems_;
  std::uint16_t* const count = count_.data();
  Word* const alive = alive_.data();
  const int noteUpTo = noteUpTo_;
  int weight = 0;
  for (int j = lo; j < hi; ++j) {
    const int w = kWalk == Walk::ClashWords ? index[j] : j;
    Word struck = kWalk == Walk::ClashWords ? words[j] : words[w - base];
    if (kWalk != Walk::Struck) {
      struck &= alive[w];
      alive[w] ^= struck;
    }
    for (Word bits = struck; bits != 0; bits &= bits - 1) {
      const int option = w * kWordBits + lowestBit(bits);
      const int* const its = items + (K > 0 ? K * option : start[option]);
      const int n = K > 0 ? K : start[option + 1] - start[option];
      // Unrolled: GCC leaves the loop rolled even for a fixed K. A branch-free count here was faster
      // natively but slower in WASM (docs/performance.md, "The strike loop").
#pragma GCC unroll 4
      for (int k = 0; k < n; ++k) {
        const int item = its[k];
        const std::uint16_t left = --count[item];
        if (kWeigh) weight += kStep[std::min<int>(left, kWeighedUpTo + 1)];
        if (left <= noteUpTo) {
          noteCount(item, left);
          if (dead_) return;
        }
      }
    }
  }
  if (kWeigh) weight_ += weight;
}

void BitsetSearch::strikeOne(int option) {
  const int w = option / kWordBits;
  scratch_[w] = Word{1} << (option % kWordBits);
  alive_[w] &= ~scratch_[w];
  strike(scratch_.data(), w, w + 1);
}

// Takes `option` into the solution: its items are covered and every option sharing one is struck.
// The items' own counts are set to kCovered first, so striking their options never notes them.
// Stops at a dead end, as strike() does, with alive_ then only partly updated.
void BitsetSearch::choose(int option) {
  const int begin = primaryStart_[option];
  const int end = primaryStart_[option + 1];
  for (int k = begin; k < end; ++k) count_[primaryItems_[k]] = kCovered;
  uncovered_ -= end - begin;
  chosen_[chosenCount_++] = option;
  const Word* const clash = clashesOf(option);  // also sets optionSpan_ and clashWords_[option]
  if (sparseClashes_) {
    strikeClashWords(clash, option);
    return;
  }
  const Span span = optionSpan_[option];
  strikeBy<Walk::Clashes>(clash, span.lo, span.hi, span.lo);
}

// A clash set mostly of zero words (a 25x25 column-digit item spans every row of the grid) is kept
// packed, its non-zero words only, and walked through them.
void BitsetSearch::strikeClashWords(const Word* clash, int option) {
  strikeBy<Walk::ClashWords>(clash, 0, clashWords_[option], 0, clashIndexOf(option));
}

// Calls visit(w, word) for every word of `option`'s clash set that can be non-zero, packed or not.
template <typename Visit>
void BitsetSearch::forClashWords(int option, Visit visit) {
  const Word* const clash = clashesOf(option);
  if (sparseClashes_) {
    const std::uint16_t* const index = clashIndexOf(option);
    for (int j = 0; j < clashWords_[option]; ++j) visit(index[j], clash[j]);
    return;
  }
  const Span span = optionSpan_[option];
  for (int w = span.lo; w < span.hi; ++w) visit(w, clash[w - span.lo]);
}

// The options that clash with `option` (share an item with it, itself included), as the words of
// its span. Each is worked out on first use and kept, when the problem is small enough to keep
// them all; a Sudoku search chooses the same options many times over.
// The kept answer is returned inline; working one out is the rare case, out of line.
inline const Word* BitsetSearch::clashesOf(int option) {
  if (keepClashes_ && clashAt_[option] != kNotWorkedOut) return &clash_[clashAt_[option]];
  return workOutClashes(option);
}

const Word* BitsetSearch::workOutClashes(int option) {
  Span span{words_, 0};
  for (int k = problem_->rowStart[option]; k < problem_->rowStart[option + 1]; ++k) {
    span.lo = std::min(span.lo, span_[problem_->entries[k]].lo);
    span.hi = std::max(span.hi, span_[problem_->entries[k]].hi);
  }
  optionSpan_[option] = span;
  Word* out = clashTemp_.data();
  if (keepClashes_) {
    std::size_t at = static_cast<std::size_t>(option) * words_;
    if (sparseClashes_) {
      // Packed sets one after the other, so those in use share cache lines (docs/performance.md,
      // "Clash sets").
      at = clashUsed_;
      const std::size_t needed = at + static_cast<std::size_t>(span.hi - span.lo);
      if (clash_.size() < needed) {
        const std::size_t most = static_cast<std::size_t>(problem_->rows()) * words_;  // every set whole
        clash_.resize(std::min(most, std::max(needed, 2 * clash_.size())));
        clashIndex_.resize(clash_.size());
      }
    }
    clashAt_[option] = static_cast<std::uint32_t>(at);
    out = &clash_[at];
  }
  const int* const its = &problem_->entries[problem_->rowStart[option]];
  const int n = problem_->rowStart[option + 1] - problem_->rowStart[option];
  if (n == 4) {
    // A Sudoku option: one pass over the four rows, which are zero outside their spans, rather than
    // clearing the set first; on 9x9 most chooses work a set out (docs/performance.md, "Clash sets").
    const Word* const r0 = optionsOf(its[0]);
    const Word* const r1 = optionsOf(its[1]);
    const Word* const r2 = optionsOf(its[2]);
    const Word* const r3 = optionsOf(its[3]);
    for (int w = span.lo; w < span.hi; ++w) out[w - span.lo] = r0[w] | r1[w] | r2[w] | r3[w];
  } else {
    std::fill(out, out + (span.hi - span.lo), 0);
    for (int k = 0; k < n; ++k) {
      const Word* const row = optionsOf(its[k]);
      for (int w = span_[its[k]].lo; w < span_[its[k]].hi; ++w) out[w - span.lo] |= row[w];
    }
  }
  if (!sparseClashes_) return out;
  // Packed: the non-zero words moved to the front (in place: each moves down or stays), their
  // word numbers in the index. A 25x25 option's clashes then fill a few cache lines instead of one
  // line per word across a 2 KB stretch.
  std::uint16_t* const index = clashIndexOf(option);
  int nonZero = 0;
  for (int w = span.lo; w < span.hi; ++w) {
    if (out[w - span.lo] == 0) continue;
    index[nonZero] = static_cast<std::uint16_t>(w);
    out[nonZero++] = out[w - span.lo];
  }
  clashWords_[option] = static_cast<std::uint16_t>(nonZero);
  clashUsed_ += static_cast<std::size_t>(nonZero);
  return out;
}

// Makes the forced moves (and, if on, the subset rule's removals) until none is left. Every forced
// move is a node and counts against maxNodes, while probing too; there `moves` counts them as well
// and the chain stops at kMaxForced. The subset rule runs only where useSubsetRule() allows it.
BitsetSearch::Outcome BitsetSearch::propagate(bool probing, int& moves) {
  for (;;) {
    if (dead_) return Outcome::Dead;
    if (uncovered_ == 0) return Outcome::Solved;
    int item = 0;
    if (mrv_ && forced_.pop(item)) {
      if (count_[item] != 1) continue;  // covered since, or already taken
      if (probing && ++moves > kMaxForced) return Outcome::Stuck;
      if (!budgetLeft()) return Outcome::NodeLimit;
      ++result_.nodes;
      if (probing) ++result_.probeMoves;
      const Word* const options = optionsOf(item);
      int w = span_[item].lo;
      while ((alive_[w] & options[w]) == 0) ++w;
      choose(w * kWordBits + lowestBit(alive_[w] & options[w]));
      continue;
    }
    if (reduceNow_ && !shortList_.empty()) {
      result_.removed += reduce();
      continue;
    }
    return Outcome::Stuck;
  }
}

// The subset rule, as in dancing_links.cpp: if every option left to primary item X also covers Y,
// the options of Y without X are impossible. Examines the items noted as short since the last call.
std::uint64_t BitsetSearch::reduce() {
  std::uint64_t removed = 0;
  Word* const mine = mine_.data();  // zero outside X's span
  Word* const cut = cut_.data();
  int options[kWordBits];  // X's options; reduceUpTo is far below 64 in practice
  int x = 0;
  while (!dead_ && shortList_.pop(x)) {
    listed_[x] = 0;
    const int len = count_[x];
    if (len < 2 || len > limits_.reduceUpTo || len > kWordBits) continue;
    const Word* const xs = optionsOf(x);
    int n = 0;
    for (int w = span_[x].lo; w < span_[x].hi; ++w) {
      mine[w] = alive_[w] & xs[w];
      for (Word bits = mine[w]; bits != 0; bits &= bits - 1) options[n++] = w * kWordBits + lowestBit(bits);
    }
    // Y must be an item of X's first option; test it against the others bit by bit.
    for (int k = problem_->rowStart[options[0]]; k < problem_->rowStart[options[0] + 1]; ++k) {
      const int y = problem_->entries[k];
      if (y == x) continue;
      const Word* const ys = optionsOf(y);
      int o = 1;
      while (o < n && ((ys[options[o] / kWordBits] >> (options[o] % kWordBits)) & 1) != 0) ++o;
      if (o < n) continue;
      const Span ySpan = span_[y];
      Word any = 0;
      for (int w = ySpan.lo; w < ySpan.hi; ++w) {
        cut[w] = alive_[w] & ys[w] & ~mine[w];
        any |= cut[w];
      }
      if (any == 0) continue;
      for (int w = ySpan.lo; w < ySpan.hi; ++w) {
        alive_[w] &= ~cut[w];
        removed += static_cast<std::uint64_t>(__builtin_popcountll(cut[w]));
      }
      strike(cut, ySpan.lo, ySpan.hi);
    }
    std::fill(mine + span_[x].lo, mine + span_[x].hi, 0);
  }
  return removed;
}

// Minimum remaining values; the first of equal length. Once the forced moves are made no item has
// fewer than 2 options, so 2 ends the scan (and 0 or 1 still do, in row order).
int BitsetSearch::shortestItem() const {
  int best = INT_MAX;
  int chosen = -1;
  for (int i = 0; i < primary_; ++i) {
    if (count_[i] < best) {
      best = count_[i];
      chosen = i;
      if (best <= 2) break;
    }
  }
  return chosen;
}

// Among the first kWeighedTies items as short as `first` (itself the first), the one whose options
// strike out the most others: its branches set off more forced moves and end sooner. On the 9×9
// sets this cuts nodes by a quarter to a third; weighing every tie costs more than it saves.
int BitsetSearch::heaviestTie(int first) {
  const int len = count_[first];
  int best = first;
  int bestWeight = -1;
  int weighed = 0;
  for (int x = first; x < primary_ && weighed < kWeighedTies; ++x) {
    if (count_[x] != len) continue;
    ++weighed;
    const Word* const xs = optionsOf(x);
    int weight = 0;
    for (int w = span_[x].lo; w < span_[x].hi; ++w) {
      for (Word bits = alive_[w] & xs[w]; bits != 0; bits &= bits - 1) {
        const int option = w * kWordBits + lowestBit(bits);
        forClashWords(option, [&](int v, Word clash) { weight += __builtin_popcountll(alive_[v] & clash); });
      }
    }
    if (weight > bestWeight) {
      bestWeight = weight;
      best = x;
    }
  }
  return best;
}

int BitsetSearch::firstUncovered() const {
  int i = 0;
  while (count_[i] >= kCoveredFloor) ++i;
  return i;
}

void BitsetSearch::save(std::size_t slot) {
  const std::size_t needed = slot + 1;
  if (savedAlive_.size() < needed * words_) {
    savedAlive_.resize(needed * words_);
    savedCount_.resize(needed * primary_);
    untried_.resize(needed * words_);
  }
  std::memcpy(&savedAlive_[slot * words_], alive_.data(), sizeof(Word) * words_);
  std::memcpy(&savedCount_[slot * primary_], count_.data(), sizeof(std::uint16_t) * primary_);
  frames_[slot].chosen = chosenCount_;
  frames_[slot].uncovered = uncovered_;
  frames_[slot].fresh = true;
}

void BitsetSearch::restore(std::size_t slot) {
  std::memcpy(alive_.data(), &savedAlive_[slot * words_], sizeof(Word) * words_);
  std::memcpy(count_.data(), &savedCount_[slot * primary_], sizeof(std::uint16_t) * primary_);
  chosenCount_ = frames_[slot].chosen;
  uncovered_ = frames_[slot].uncovered;
  clearNotes();
  if (slot != 0) recent_.clear();
}

void BitsetSearch::clearNotes() {
  forced_.clear();
  for (const int item : shortList_) listed_[item] = 0;
  shortList_.clear();
  dead_ = false;
}

// After probing one option of an item: keeps, in common_, the options its moves struck out (not
// the ones they chose) that every option probed before also struck. One of the item's options is
// in every cover, so an option every one of them strikes is in none ("all branches agree").
void BitsetSearch::keepCommonStrikes(bool first) {
  const Word* const before = &savedAlive_[0];
  Word* const common = common_.data();
  // Probes strike only around the options they choose (propagate() makes no subset-rule removals
  // there), so only those words can differ from the saved state. common_ is valid in commonSpan_
  // only, which shrinks to what every option touched.
  for (int k = frames_[0].chosen; k < chosenCount_; ++k) {
    const int option = chosen_[k];
    alive_[option / kWordBits] |= Word{1} << (option % kWordBits);  // chosen, not struck
    touched_.lo = std::min(touched_.lo, optionSpan_[option].lo);
    touched_.hi = std::max(touched_.hi, optionSpan_[option].hi);
  }
  if (first) {
    commonSpan_ = touched_;
  } else {
    commonSpan_.lo = std::max(commonSpan_.lo, touched_.lo);
    commonSpan_.hi = std::min(commonSpan_.hi, touched_.hi);
  }
  for (int w = touched_.lo; w < touched_.hi; ++w) {
    const Word gone = before[w] & ~alive_[w];
    common[w] = first ? gone : common[w] & gone;
  }
}

// Strikes out the options common_ holds, if any; whether there were.
bool BitsetSearch::strikeCommon() {
  Word* const common = common_.data();
  int lo = words_;
  int hi = 0;
  for (int w = commonSpan_.lo; w < commonSpan_.hi; ++w) {
    if (common[w] == 0) continue;
    lo = std::min(lo, w);
    hi = w + 1;
    alive_[w] &= ~common[w];
    result_.removed += static_cast<std::uint64_t>(__builtin_popcountll(common[w]));
  }
  if (hi == 0) return false;
  strike(common, lo, hi);
  return true;
}

// Failed-literal probing, as in dancing_links.cpp: tries every option of the shortest items with
// its forced moves. An option that runs into a dead end is struck out, and so are the options that
// every option of one item strikes (keepCommonStrikes); either returns Struck, and the next call
// resumes at that item rather than probing again the ones before it. Otherwise `branchItem` becomes
// the item whose options weigh the most (the product of their weights, kStep), and the next call
// starts after the last item probed. At most kMaxProbedItems items are probed per call: binary
// items that became so since the last call first, then the rest round-robin. A `longer` call probes
// every item one option longer than the shortest, for removals only, and leaves branchItem alone
// (kLongerProbeDepth). Every option tried is a node, so maxNodes bounds probing too.
Probed BitsetSearch::probe(int& branchItem, bool longer) {
  const int best = count_[shortestItem()];
  const int length = longer ? best + 1 : best;
  const int cap = longer ? primary_ : kMaxProbedItems;
  const bool binary = length == 2 && !longer;
  double bestScore = -1;
  save(0);
  ++probeCall_;
  int probed = 0;
  const int start = probeFrom_ % primary_;
  int last = start;
  // Probes item x; Struck or NodeLimit end the call, Weighed goes on.
  auto probeItem = [&](int x) {
    ++probed;
    probedIn_[x] = probeCall_;
    if (dominatedIn_[x] == probeCall_) return Probed::Weighed;  // can change nothing here (markDominated())
    int probedOptions = 0;
    const Word* const xs = optionsOf(x);
    for (int w = span_[x].lo; w < span_[x].hi; ++w) subset_[w] = alive_[w] & xs[w];
    double score = 1;
    bool firstOption = true;
    for (int w = span_[x].lo; w < span_[x].hi; ++w) {
      for (Word bits = subset_[w]; bits != 0; bits &= bits - 1) {
        const int option = w * kWordBits + lowestBit(bits);
        if (!budgetLeft()) return Probed::NodeLimit;
        ++result_.nodes;
        int weight = 0;
        std::vector<int>* const chosen = binary ? &probeChosen_[probedOptions] : nullptr;
        const Outcome outcome = tryOption(option, firstOption, weight, chosen);
        if (outcome == Outcome::NodeLimit) return Probed::NodeLimit;
        if (outcome == Outcome::Dead) {
          strikeOne(option);
          probeFrom_ = x;
          return Probed::Struck;
        }
        firstOption = false;
        score *= std::max(1, weight);
        ++probedOptions;
      }
    }
    if (strikeCommon()) {
      probeFrom_ = x;
      return Probed::Struck;
    }
    if (binary && !probeChosen_[0].empty() && !probeChosen_[1].empty()) markDominated();
    if (!longer && score > bestScore) {
      bestScore = score;
      branchItem = x;
    }
    return Probed::Weighed;
  };
  // Items that became binary since the last call first: the strikes that made them so are the
  // likeliest to have made one of their options fail (docs/performance.md, "Probing").
  if (binary) {
    recentList_.assign(recent_.begin(), recent_.end());
    recent_.clear();
    for (std::size_t k = 0; k < recentList_.size() && probed < cap; ++k) {
      const int x = recentList_[k];
      if (count_[x] != length || probedIn_[x] == probeCall_) continue;
      const Probed outcome = probeItem(x);
      if (outcome != Probed::Weighed) {
        for (std::size_t j = k + 1; j < recentList_.size(); ++j) recent_.push(recentList_[j]);  // still first next time
        return outcome;
      }
    }
  }
  for (int i = 0; i < primary_ && probed < cap; ++i) {
    const int x = (start + i) % primary_;
    if (count_[x] != length || probedIn_[x] == probeCall_) continue;
    last = x;
    const Probed outcome = probeItem(x);
    if (outcome != Probed::Weighed) return outcome;
  }
  // The next call (mostly the branch's own) starts with the items this one did not reach, rather
  // than weigh the same ones again (docs/performance.md, "Probing").
  if (!longer) probeFrom_ = last + 1;
  return Probed::Weighed;
}

// One probe: `option` and its forced moves, from the state saved in slot 0 and back to it. Unless
// they run into a dead end, their strikes go into common_ (keepCommonStrikes) and `weight` is
// theirs (kStep); `chosen`, if given, gets the options they chose, or nothing if the chain was cut
// at kMaxForced. Probes make no subset-rule removals and so note no short items for it: the rule
// took most of their time, and keepCommonStrikes finds most of what it would (docs/performance.md,
// "Probing").
BitsetSearch::Outcome BitsetSearch::tryOption(int option, bool first, int& weight, std::vector<int>* chosen) {
  const bool reducing = reduceNow_;
  useSubsetRule(false);
  weighing_ = true;
  weight_ = 0;
  touched_ = Span{words_, 0};
  choose(option);
  int moves = 0;
  const Outcome outcome = propagate(true, moves);
  if (chosen != nullptr) chosen->clear();
  if (outcome != Outcome::Dead && outcome != Outcome::NodeLimit) {
    keepCommonStrikes(first);
    weight = weight_;
    if (chosen != nullptr && moves <= kMaxForced) {
      chosen->assign(chosen_.begin() + frames_[0].chosen, chosen_.begin() + chosenCount_);
    }
  }
  weighing_ = false;
  restore(0);
  useSubsetRule(reducing);
  return outcome;
}

// After probing a binary item X = {a, b} with no removal found: another binary item Y = {c, d}
// with c among a's forced moves and d among b's would find no removal in this probe() call either.
// Every move of c's probe is one of a's (propagation only adds), so c does not fail where a did
// not and strikes nothing a does not, and the same for d and b: what both of Y's options strike,
// both of X's strike, and that was nothing. So Y is skipped (it still counts against
// kMaxProbedItems) and cannot become the branch. Its weights would mostly be no larger than X's,
// though not always (a's probe can cover an item before striking the options of it that c's probe
// weighs), so the branches can differ (docs/performance.md, "Probing"). Only for chains never cut
// at kMaxForced.
void BitsetSearch::markDominated() {
  // An item that one of b's moves covers, if it is binary and one of a's moves covers it too, is
  // covered by two different options, one in each probe (an option both chose would have all its
  // clashes struck by both, a removal, and this is not reached).
  ++markCall_;
  for (const int d : probeChosen_[1]) {
    for (int k = primaryStart_[d]; k < primaryStart_[d + 1]; ++k) coveredIn_[primaryItems_[k]] = markCall_;
  }
  for (const int c : probeChosen_[0]) {
    for (int k = primaryStart_[c]; k < primaryStart_[c + 1]; ++k) {
      const int y = primaryItems_[k];
      if (count_[y] == 2 && coveredIn_[y] == markCall_) dominatedIn_[y] = probeCall_;
    }
  }
}

// Turns the subset rule on or off for the nodes that follow, with its notes: items short enough
// for it are noted only while it can run.
void BitsetSearch::useSubsetRule(bool on) {
  reduceNow_ = on && limits_.reduceUpTo > 0;
  noteUpTo_ = reduceNow_ ? limits_.reduceUpTo : 1;
}

// Stops at the node budget. With Limits::keepFrontier, lists what is left: at every open branch
// point, its untried options, each after the options taken at the branch points above it; and,
// when the budget ran out `inside` the node the taken options lead to, that node itself. With each
// goes what the state saved at its branch point had removed beyond the clashes of the options
// taken: those are in no cover below it.
void BitsetSearch::keepFrontier(std::size_t depth, bool inside) {
  result_.stop = Stop::NodeLimit;
  if (!limits_.keepFrontier) return;
  const int rows = problem_->rows();
  std::vector<int> path;     // the options taken at the branch points above the one listed
  std::vector<int> removed;  // what the state at that branch point had removed
  std::vector<Word> clashed(static_cast<std::size_t>(words_), 0);  // options clashing with those taken
  int taken = 0;
  for (std::size_t d = 1; d <= depth; ++d) {
    for (; taken < frames_[d].chosen; ++taken) {
      forClashWords(chosen_[taken], [&](int w, Word clash) { clashed[w] |= clash; });
    }
    removed.clear();
    const Word* const saved = &savedAlive_[d * words_];
    for (int w = 0; w < words_; ++w) {
      for (Word bits = ~saved[w] & ~clashed[w]; bits != 0; bits &= bits - 1) {
        const int option = w * kWordBits + lowestBit(bits);
        if (option < rows) removed.push_back(option);
      }
    }
    const Word* const untried = &untried_[d * words_];
    for (int w = frames_[d].untried.lo; w < frames_[d].untried.hi; ++w) {
      for (Word bits = untried[w]; bits != 0; bits &= bits - 1) {
        path.push_back(w * kWordBits + lowestBit(bits));
        keepSolution(result_.frontier, path.data(), static_cast<int>(path.size()), false);
        keepSolution(result_.frontierRemoved, removed.data(), static_cast<int>(removed.size()), false);
        path.pop_back();
      }
    }
    path.push_back(chosen_[frames_[d].chosen]);  // the option taken at d, first after the save
  }
  if (inside) {
    keepSolution(result_.frontier, path.data(), static_cast<int>(path.size()), false);
    keepSolution(result_.frontierRemoved, removed.data(), static_cast<int>(removed.size()), false);
  }
}

Result BitsetSearch::run() {
  // The search is a loop over an explicit stack of branch points (frames_[1..]), never recursion.
  std::size_t depth = 0;
  bool backtrack = false;
  for (;;) {
    if (!backtrack) {
      int moves = 0;
      const int deep = static_cast<int>(depth) + limits_.startDepth;  // counted from the whole search's root
      useSubsetRule(limits_.reduceDepth == 0 || deep < limits_.reduceDepth);
      const Outcome outcome = propagate(false, moves);
      if (outcome == Outcome::NodeLimit) {
        keepFrontier(depth, true);
        break;
      }
      if (outcome == Outcome::Solved) {
        ++result_.count;
        if (limits_.keepSolutions) {
          keepSolution(result_.solutions, chosen_.data(), chosenCount_, limits_.sortRows);
        }
        if (limits_.maxSolutions != 0 && result_.count >= limits_.maxSolutions) {
          result_.stop = Stop::SolutionLimit;
          break;
        }
      }
      if (outcome == Outcome::Stuck) {
        int item = mrv_ ? shortestItem() : firstUncovered();
        // Probing only where branches are narrow (kProbeUpTo, engines.hpp); else weigh the ties.
        if (limits_.probe && mrv_ && count_[item] >= 2 && count_[item] <= kProbeUpTo) {
          Probed probed = probe(item, false);
          if (probed == Probed::Weighed && deep < kLongerProbeDepth &&
              (result_.branches >= kLongerProbeAfter || limits_.startDepth > 0)) {
            probed = probe(item, true);  // leaves `item`, the branch, alone
          }
          if (probed == Probed::NodeLimit) {
            keepFrontier(depth, true);
            break;
          }
          if (probed == Probed::Struck) continue;
        } else if (mrv_ && count_[item] >= 2) {
          item = heaviestTie(item);
        }
        const int options = count_[item];
        if (uncovered_ != 1 || !countLastItem(static_cast<std::uint64_t>(options), limits_, result_)) {
          if (options >= 2) ++result_.branches;
          ++depth;
          if (frames_.size() <= depth) frames_.resize(depth + 1);
          save(depth);
          const Word* const xs = optionsOf(item);
          Word* const untried = &untried_[depth * words_];
          frames_[depth].untried = span_[item];
          for (int w = span_[item].lo; w < span_[item].hi; ++w) untried[w] = alive_[w] & xs[w];
        }
      }
    }
    // Next option of the innermost open branch point, closing the ones that have none left.
    backtrack = true;
    while (depth > 0) {
      Word* const untried = &untried_[depth * words_];
      Span& range = frames_[depth].untried;
      while (range.lo < range.hi && untried[range.lo] == 0) ++range.lo;
      const int w = range.lo;
      if (w == range.hi) {
        --depth;
        continue;
      }
      if (!budgetLeft()) {
        keepFrontier(depth, false);
        return result_;
      }
      const int option = w * kWordBits + lowestBit(untried[w]);
      untried[w] &= untried[w] - 1;
      if (!frames_[depth].fresh) restore(depth);
      frames_[depth].fresh = false;
      watchNode(++result_.nodes);
      choose(option);
      backtrack = false;
      break;
    }
    if (backtrack) break;  // every branch point closed: the search is exhausted
  }
  return result_;
}

}  // namespace

bool fitsBitsets(const Problem& problem) {
  if (problem.rows() > kMaxOptions) return false;
  return static_cast<std::size_t>(problem.columns) * static_cast<std::size_t>(wordsFor(problem.rows())) <=
         kMaxTableWords;
}

Result searchBitsets(const Problem& problem, const Limits& limits) {
  return useWorkspace<BitsetSearch>([&](BitsetSearch& search) {
    search.load(problem, limits);
    Result result = search.run();
    search.releaseIfLarge();
    return result;
  });
}

}  // namespace dlx
