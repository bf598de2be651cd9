#include "sudoku9_search.hpp"

#include <cstdint>
#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

#include "../core/engines.hpp"

namespace dlx::sudoku {
namespace {

using Bits = std::uint32_t;

constexpr Bits kTriadStarts = 0x1249249;              // bits 0, 3, ..., 24: the band's nine triads
constexpr Bits kRowStarts = 1u | 1u << 9 | 1u << 18;  // a row's first bit, or a column's three
constexpr Bits kRow = 0x1FF;                          // row 0 of a band
constexpr Bits kBox = 0x1C0E07;                       // box 0 of a band

constexpr Bits rowMask(int p) { return kRow << (9 * (p / 9)); }
constexpr Bits columnMask(int p) { return kRowStarts << (p % 9); }
constexpr Bits boxMask(int p) { return kBox << (3 * ((p % 9) / 3)); }

struct Peers {
  Bits inBand[27];  // row, column and box of bit p, p itself included
  Bits column[27];  // the column of bit p, in any band
};

constexpr Peers makePeers() {
  Peers peers{};
  for (int p = 0; p < 27; ++p) {
    peers.inBand[p] = rowMask(p) | columnMask(p) | boxMask(p);
    peers.column[p] = columnMask(p);
  }
  return peers;
}
constexpr Peers kPeers = makePeers();

// A digit takes one triad in each row of a band and one in each of its boxes, and in a stack one
// column in each band and one in each of its boxes' columns: either way the triads (or columns) it
// may take, as a 3×3 matrix (bit 3i + j), must hold one of the six permutation matrices.
constexpr int kPermutationMatrices[6] = {0421, 0241, 0412, 0142, 0214, 0124};

// Indexed by a digit's 3×3 matrix, the union of the permutations it holds (0: none, a dead end).
struct Permutations {
  std::uint16_t allowed[512];
};

constexpr Permutations makePermutations() {
  Permutations table{};
  for (int matrix = 0; matrix < 512; ++matrix) {
    int allowed = 0;
    for (const int permutation : kPermutationMatrices) {
      if ((permutation & ~matrix) == 0) allowed |= permutation;
    }
    table.allowed[matrix] = static_cast<std::uint16_t>(allowed);
  }
  return table;
}
constexpr Permutations kPermutations = makePermutations();

// The cells of a band's triads given as the 3×3 matrix of Permutations (triad (i, j) is bits
// 9i + 3j .. 9i + 3j + 2): each matrix bit moved to its triad's first bit, then ×7 fills the triad.
inline Bits triadCells(Bits matrix) {
  const Bits rows = (matrix & 7) | (matrix & 070) << 6 | (matrix & 0700) << 12;  // box j of row i at 9i + j
  return ((rows & kRowStarts) | (rows & kRowStarts << 1) << 2 | (rows & kRowStarts << 2) << 4) * 7;
}

// The cells in band `band` that a group's 3×3 matrix names: in a band (groups 0-2), its triads;
// in a stack (groups 3-5, bit 3i + j for band i and the stack's column j), its columns.
inline Bits cellsOf(int group, int band, Bits matrix) {
  if (group < 3) return group == band ? triadCells(matrix) : 0;
  return ((matrix >> (3 * band) & 7) << (3 * (group - 3))) * kRowStarts;
}

// The band rule in one look-up: by triad matrix, the permutations it holds
// (Permutations::allowed) and the cells of their triads, side by side so that one load reads
// both (docs/performance.md, "9x9", has the figures). Made at start-up, so it costs the module no
// bytes.
struct BandRule {
  Bits keep;              // triadCells(allowed)
  std::uint32_t allowed;  // Permutations::allowed
};
struct BandRules {
  BandRule at[512];
};
BandRules makeBandRules() {
  BandRules rules{};
  for (int m = 0; m < 512; ++m) rules.at[m] = {triadCells(kPermutations.allowed[m]), kPermutations.allowed[m]};
  return rules;
}
const BandRules kBandRules = makeBandRules();

// The band's triads that hold a bit of `bits`, as the 3×3 matrix of Permutations: the triads'
// first bits (9i + 3j) gathered by one multiplication (×21 puts row i's three at 9i + 4 .. 9i + 6,
// no two terms on one bit, so no carries).
inline int triadMatrix(Bits bits) {
  const Bits m = ((bits | bits >> 1 | bits >> 2) & kTriadStarts) * 21;
  return static_cast<int>((m >> 4 & 7) | (m >> 10 & 0x38) | (m >> 16 & 0x1C0));
}

// A band's nine digits side by side; in the build for WebAssembly SIMD (the -simd modules, which
// a runtime that has SIMD loads: web/lib/simd.js), three 128-bit vectors, words 9-11 left empty.
#ifdef __wasm_simd128__
constexpr int kBandWords = 12;
#else
constexpr int kBandWords = 9;
#endif

// For each digit, the cells it may still take, placed cells included (each house holds exactly one
// bit of a digit once it is placed there); `open`, the cells not placed yet.
struct Board {
  // Band k of digit d at [k][d]: a placement strikes one band's nine digits.
  alignas(16) Bits digit[3][kBandWords];
  Bits open[3];
  // Each digit's triads in bands 0-2 and columns in stacks 0-2 (groups 0-5, lanes 6-7 empty), as
  // the 3×3 matrices of Permutations that unit() and columns() last left: what the triad rule and
  // branching read, a digit's six as one vector in the SIMD build.
  alignas(16) std::uint16_t matrices[9][8];
};

// The digits of a band that may take `bit` (bit d), and the same after clearing `bit` from them
// all. With SIMD, three vectors at a time (i32x4.bitmask reads which have it): 5-6% faster on the
// 9x9 sets (docs/performance.md, "9x9"). The two versions must agree to the node:
// tests/node/simd.test.js.
#ifdef __wasm_simd128__
inline Bits holders(const Bits* band, Bits bit) {
  const v128_t cell = wasm_i32x4_splat(static_cast<std::int32_t>(bit));
  const v128_t zero = wasm_i32x4_splat(0);
  Bits had = 0;
  for (int v = 0; v < 3; ++v) {
    had |= static_cast<Bits>(wasm_i32x4_bitmask(wasm_i32x4_ne(wasm_v128_and(wasm_v128_load(band + 4 * v), cell), zero))) << (4 * v);
  }
  return had;
}
inline Bits strike(Bits* band, Bits bit) {
  const Bits had = holders(band, bit);
  const v128_t cell = wasm_i32x4_splat(static_cast<std::int32_t>(bit));
  for (int v = 0; v < 3; ++v) wasm_v128_store(band + 4 * v, wasm_v128_andnot(wasm_v128_load(band + 4 * v), cell));
  return had;
}
#else
inline Bits holders(const Bits* band, Bits bit) {
  Bits had = 0;
  for (int d = 0; d < 9; ++d) had |= static_cast<Bits>((band[d] & bit) != 0) << d;
  return had;
}
inline Bits strike(Bits* band, Bits bit) {
  const Bits had = holders(band, bit);
  for (int d = 0; d < 9; ++d) band[d] &= ~bit;
  return had;
}
#endif

// Whether a cell of the band has lost its last digit: looked at after each placement, in its
// band only, it cuts the nodes by 6% on top1465 and forum-hardest (docs/performance.md, "9x9").
#ifdef __wasm_simd128__
inline bool emptyCell(const Board& b, int band) {
  const Bits* y = b.digit[band];
  const v128_t some = wasm_v128_load(y) | wasm_v128_load(y + 4) | wasm_v128_load(y + 8);
  const v128_t half = some | wasm_i32x4_shuffle(some, some, 2, 3, 0, 1);
  const v128_t any = half | wasm_i32x4_shuffle(half, half, 1, 0, 3, 2);  // every lane: all nine digits
  return wasm_v128_any_true(wasm_v128_andnot(wasm_i32x4_splat(static_cast<std::int32_t>(b.open[band])), any));
}
#else
inline bool emptyCell(const Board& b, int band) {
  Bits any = 0;
  for (const Bits digit : b.digit[band]) any |= digit;
  return (b.open[band] & ~any) != 0;
}
#endif

// The cells of a band that at least one, two, three of its digits may take.
inline void counts(const Bits* band, Bits& once, Bits& twice, Bits& thrice) {
  once = twice = thrice = 0;
  for (int d = 0; d < 9; ++d) {
    thrice |= twice & band[d];
    twice |= once & band[d];
    once |= band[d];
  }
}

enum class Flow { Ok, DeadEnd, Budget };

// A unit to look at (band k of digit d, bit 9k + d) as its digit and band, read from a table: a
// division by 9 cost WebAssembly (no 32-bit multiply-high) 3-5% on the 9x9 sets (docs/performance.md,
// "9x9").
struct UnitPlaces {
  std::uint8_t digit[27];
  std::uint8_t band[27];
};
constexpr UnitPlaces makeUnitPlaces() {
  UnitPlaces places{};
  for (int u = 0; u < 27; ++u) {
    places.digit[u] = static_cast<std::uint8_t>(u % 9);
    places.band[u] = static_cast<std::uint8_t>(u / 9);
  }
  return places;
}
constexpr UnitPlaces kUnitPlaces = makeUnitPlaces();

inline int lowBit(Bits bits) { return __builtin_ctz(bits); }

// Both ways a pair of the three values a, b, c can share a bit: "at least two of three".
inline Bits twoOf(Bits a, Bits b, Bits c) { return (a & b) | (a & c) | (b & c); }

// Six 3×3 matrices side by side, 9 bits each (the triad rule's word): bits 0, 3, 6 of each.
constexpr std::uint64_t kMatrixRowStarts = 0111 * 0x201008040201ull;

// The bits of six matrices that are alone in their row (no row empty, as after the band rule):
// subtracting each row's first bit borrows within the row and keeps all but its lowest bit.
inline std::uint64_t onlyInRow(std::uint64_t m) {
  const std::uint64_t rest = m & (m - kMatrixRowStarts);
  return m & ~(((rest | rest >> 1 | rest >> 2) & kMatrixRowStarts) * 7);
}

// The triad rule counts on words (the plain build) or on vectors (the SIMD build, where each
// digit's six matrices are one vector of 16-bit lanes: Board::matrices).
#ifndef __wasm_simd128__
constexpr std::uint64_t kGroups = (std::uint64_t{1} << 54) - 1;  // the six matrices' bits
inline bool none(std::uint64_t bits) { return bits == 0; }
#else
inline v128_t onlyInRow(v128_t m) {
  const v128_t starts = wasm_i16x8_splat(0111);
  const v128_t rest = m & wasm_i16x8_sub(m, starts);
  const v128_t alone = (rest | wasm_u16x8_shr(rest, 1) | wasm_u16x8_shr(rest, 2)) & starts;
  return wasm_v128_andnot(m, wasm_i16x8_mul(alone, wasm_i16x8_splat(7)));
}
inline bool none(v128_t bits) { return !wasm_v128_any_true(bits); }
#endif

// A digit's six matrices (Board::matrices) side by side in one word, group g at bits 9g..9g+8.
inline std::uint64_t wordOf(const std::uint16_t* matrices) {
  std::uint64_t word = 0;
  for (int g = 0; g < 6; ++g) word |= std::uint64_t{matrices[g]} << (9 * g);
  return word;
}
#ifdef __wasm_simd128__
inline std::uint64_t wordOf(v128_t lanes) {
  alignas(16) std::uint16_t matrices[8];
  wasm_v128_store(matrices, lanes);
  return wordOf(matrices);
}
#endif

// The triad rule's counts over the nine digits' matrices (`words`, every matrix of `groups`):
// each triad's digits counted bit-sliced, those that may take it and those that must.
template <class Word>
struct TriadTally {
  Word three;   // triads exactly three digits may take
  Word sure3;   // triads at least three digits must take
  Word unsure;  // triads some digit may, not must, take
  bool dead;    // a triad fewer than three may take, or more than three must

  TriadTally(const Word* words, Word groups) {
    Word atLeast1{}, atLeast2{}, atLeast3{}, atLeast4{}, sure1{}, sure2{}, sure4{};
    sure3 = unsure = Word{};
    for (int d = 0; d < 9; ++d) {
      const Word m = words[d];
      const Word sure = onlyInRow(m);
      atLeast4 |= atLeast3 & m;
      atLeast3 |= atLeast2 & m;
      atLeast2 |= atLeast1 & m;
      atLeast1 |= m;
      sure4 |= sure3 & sure;
      sure3 |= sure2 & sure;
      sure2 |= sure1 & sure;
      sure1 |= sure;
      unsure |= m & ~sure;
    }
    dead = !none((groups & ~atLeast3) | sure4);
    three = atLeast3 & ~atLeast4;
  }
  // Whether the rule takes anything out.
  bool acts() const { return !dead && !none((three | sure3) & unsure); }
};

class BandSearch {
 public:
  BandSearch(const Grid& grid, const Limits& limits, Outcome& outcome)
      : grid_(grid), limits_(limits), outcome_(outcome), result_(outcome.search) {}

  void run() {
    Board board;  // every field set here: no zeroing pass first
    for (auto& band : board.digit) {
      for (int d = 0; d < kBandWords; ++d) band[d] = d < 9 ? (1u << 27) - 1 : 0;
    }
    for (auto& groups : board.matrices) {
      for (int g = 0; g < 8; ++g) groups[g] = g < 6 ? 0x1FF : 0;
    }
    // The givens placed all at once (every digit-band is looked at first anyway): each takes its
    // digit out of its peers, then the given cells leave every other digit.
    // The given cells listed first with no branch per cell (where they fall is too random to
    // predict), each as its band (bits 5-6) and its bit in the band: no division by 27. Kept a
    // loop: unrolled, it weighed 0.06 KB gzipped.
    std::uint8_t listed[81];
    int count = 0;
    for (int band = 0; band < 3; ++band) {
#pragma GCC unroll 1
      for (int p = 0; p < 27; ++p) {
        listed[count] = static_cast<std::uint8_t>(band << 5 | p);
        count += grid_.cells[27 * band + p] != 0;
      }
    }
    Bits given[3][9] = {};
    for (int k = 0; k < count; ++k) {
      const int band = listed[k] >> 5;
      const int p = listed[k] & 31;
      const int d = grid_.cells[27 * band + p] - 1;
      // A given whose digit a peer given already holds: givens that clash, named by conflicts().
      if ((board.digit[band][d] >> p & 1) == 0) {
        outcome_.conflicts = conflicts(grid_);
        return;
      }
      claim(board, d, band, p);  // every unit is marked already
      given[band][d] |= 1u << p;
    }
    for (int band = 0; band < 3; ++band) {
      Bits cells = 0;
      for (const Bits g : given[band]) cells |= g;
      for (int d = 0; d < 9; ++d) board.digit[band][d] &= ~cells | given[band][d];
      board.open[band] = ~cells & ((1u << 27) - 1);
    }
    const Flow flow = propagate(board);
    if (flow == Flow::Budget) result_.stop = Stop::NodeLimit;
    if (flow == Flow::Ok) search(board);
  }

 private:
  // What changed since propagation last looked: units (band k of digit d, bit 9k + d) to look at
  // again for the band rule and row singles, digits to look at again for their columns.
  Bits dirtyUnits_ = (1u << 27) - 1;
  Bits dirtyColumns_ = 0x1FF;

  // Digit d takes bit p of a band and leaves its peers there and in the other bands' column;
  // returns the units of the other bands it left (bit 9k + d).
  static Bits claim(Board& b, int d, int band, int p) {
    b.digit[band][d] = (b.digit[band][d] & ~kPeers.inBand[p]) | 1u << p;
    const Bits column = kPeers.column[p];
    Bits units = 0;
    for (int other = 0; other < 3; ++other) {
      if (other == band) continue;
      units |= static_cast<Bits>((b.digit[other][d] & column) != 0) << (9 * other + d);
      b.digit[other][d] &= ~column;
    }
    return units;
  }

  void place(Board& b, int d, int band, int p) {
    const Bits bit = 1u << p;
    const Bits had = strike(b.digit[band], bit);
    dirtyUnits_ |= (had | 1u << d) << (9 * band) | claim(b, d, band, p);
    dirtyColumns_ |= had | 1u << d;
    b.open[band] &= ~bit;
  }

  // A forced placement: counted as a node, and refused once the node budget is spent.
  Flow force(Board& b, int d, int band, int p) {
    if (limits_.maxNodes != 0 && result_.nodes >= limits_.maxNodes) return Flow::Budget;
    ++result_.nodes;
    place(b, d, band, p);
    return emptyCell(b, band) ? Flow::DeadEnd : Flow::Ok;
  }

  // Digit d in one band: the band rule (Permutations), then the rows where it has one cell left.
  // A box with one cell left needs no look of its own: the band rule keeps only that cell's triad
  // in its row, so the row has one cell left too.
  Flow unit(Board& b, int d, int band) {
    Bits& y = b.digit[band][d];
    const int matrix = triadMatrix(y);
    const BandRule rule = kBandRules.at[matrix];
    b.matrices[d][band] = static_cast<std::uint16_t>(rule.allowed);
    const Bits keep = rule.keep;
    if (keep == 0) return Flow::DeadEnd;
    if ((y & ~keep) != 0) {
      y &= keep;
      dirtyColumns_ |= 1u << d;
    }
    // No row is empty once the rule has passed, so subtracting 1 from each row borrows within it:
    // z keeps each row's cells but its lowest, and a row with nothing left in z has one cell.
    const Bits z = y & (y - kRowStarts);
    Bits singles = 0;
    for (int k = 0; k < 3; ++k) {
      const Bits row = kRow << (9 * k);
      if ((z & row) == 0) singles |= y & row;
    }
    for (singles &= b.open[band]; singles != 0; singles &= singles - 1) {
      const int p = lowBit(singles);
      // Two singles that see each other: the second is gone once the first is placed.
      if ((y >> p & 1) == 0) return Flow::DeadEnd;
      if (const Flow flow = force(b, d, band, p); flow != Flow::Ok) return flow;
    }
    return Flow::Ok;
  }

  // Digit d's columns: the stack rule (Permutations, bands by columns), then the columns where it
  // has one cell left.
  Flow columns(Board& b, int d) {
    Bits y[3] = {b.digit[0][d], b.digit[1][d], b.digit[2][d]};
    Bits across[3];
    for (int band = 0; band < 3; ++band) across[band] = (y[band] | y[band] >> 9 | y[band] >> 18) & kRow;
    Bits allowed[3] = {0, 0, 0};
    for (int stack = 0; stack < 3; ++stack) {
      const int shift = 3 * stack;
      const int matrix = static_cast<int>((across[0] >> shift & 7) | (across[1] >> shift & 7) << 3 | (across[2] >> shift & 7) << 6);
      const Bits keep = kPermutations.allowed[matrix];
      if (keep == 0) return Flow::DeadEnd;
      b.matrices[d][3 + stack] = static_cast<std::uint16_t>(keep);
      for (int band = 0; band < 3; ++band) allowed[band] |= (keep >> (3 * band) & 7) << shift;
    }
    for (int band = 0; band < 3; ++band) {
      const Bits keep = allowed[band] * kRowStarts;
      if ((y[band] & ~keep) != 0) {
        y[band] &= keep;
        b.digit[band][d] = y[band];
        dirtyUnits_ |= 1u << (9 * band + d);
      }
    }
    const Bits once = y[0] | y[1] | y[2];
    const Bits twice = twoOf(y[0], y[1], y[2]);
    const Bits colTwice = (twice | twice >> 9 | twice >> 18 | twoOf(once, once >> 9, once >> 18)) & kRow;
    const Bits open = (y[0] & b.open[0]) | (y[1] & b.open[1]) | (y[2] & b.open[2]);
    for (Bits single = ~colTwice & (open | open >> 9 | open >> 18) & kRow; single != 0; single &= single - 1) {
      const Bits column = kRowStarts << lowBit(single);
      for (int band = 0; band < 3; ++band) {
        const Bits cell = b.digit[band][d] & column & b.open[band];
        if (cell == 0) continue;
        if (const Flow flow = force(b, d, band, lowBit(cell)); flow != Flow::Ok) return flow;
      }
    }
    return Flow::Ok;
  }

  // Naked singles in every band. Sets `moved` when a digit was placed.
  Flow nakedSingles(Board& b, bool& moved) {
    for (int band = 0; band < 3; ++band) {
      Bits once, twice, thrice;
      counts(b.digit[band], once, twice, thrice);
      const Bits open = b.open[band];
      if ((open & ~once) != 0) return Flow::DeadEnd;  // a cell with no candidate
      for (Bits singles = open & ~twice; singles != 0; singles &= singles - 1) {
        const int p = lowBit(singles);
        const Bits digits = holders(b.digit[band], 1u << p);
        if (digits == 0) return Flow::DeadEnd;  // emptied by the single placed just before
        const int d = lowBit(digits);
        if (const Flow flow = force(b, d, band, p); flow != Flow::Ok) return flow;
        moved = true;
      }
    }
    return Flow::Ok;
  }

  // The triad rule: a triad's three cells hold three digits, so a triad that only three digits may
  // take holds them (they leave the rest of its row and box), one that three digits must take
  // (their only triad in its row) holds no other, and fewer than three, or more than three, is a
  // dead end. Likewise a box's column in a stack. The six groups' matrices side by side in one
  // 64-bit word per digit (group g at bits 9g..9g+8; one vector in the SIMD build), counted
  // bit-sliced over the nine digits: all 18 triad sets at once. With the branching of choose(), it
  // cuts the nodes on forum-hardest by a sixth (docs/performance.md, "9x9").
  Flow triads(Board& b, bool& moved) {
#ifdef __wasm_simd128__
    // In the SIMD build, counted on each digit's six matrices as one vector (Board::matrices).
    v128_t lanes[9];
    for (int d = 0; d < 9; ++d) lanes[d] = wasm_v128_load(b.matrices[d]);
    const TriadTally<v128_t> tally(lanes, wasm_i16x8_make(0x1FF, 0x1FF, 0x1FF, 0x1FF, 0x1FF, 0x1FF, 0, 0));
    if (tally.dead) return Flow::DeadEnd;
    if (!tally.acts()) return Flow::Ok;
    const std::uint64_t three = wordOf(tally.three);
    const std::uint64_t sure3 = wordOf(tally.sure3);
#else
    std::uint64_t words[9];
    for (int d = 0; d < 9; ++d) words[d] = wordOf(b.matrices[d]);
    const TriadTally<std::uint64_t> tally(words, kGroups);
    if (tally.dead) return Flow::DeadEnd;
    if (!tally.acts()) return Flow::Ok;
    const std::uint64_t three = tally.three;
    const std::uint64_t sure3 = tally.sure3;
#endif
    for (int d = 0; d < 9; ++d) {
      const std::uint64_t m = wordOf(b.matrices[d]);
      const std::uint64_t maybe = m & ~onlyInRow(m);
      std::uint64_t out = sure3 & maybe;
      for (std::uint64_t taken = three & maybe; taken != 0; taken &= taken - 1) {
        const int bit = __builtin_ctzll(taken);
        const int t = bit % 9;  // row t / 3 and column t % 3 of group bit / 9
        out |= ((std::uint64_t{7} << (t - t % 3) | std::uint64_t{0111} << (t % 3)) & ~(std::uint64_t{1} << t)) << (bit - t) & m;
      }
      if (out == 0) continue;
      for (int group = 0; group < 6; ++group) {
        const Bits matrix = static_cast<Bits>(out >> (9 * group) & 0x1FF);
        if (matrix != 0) leave(b, group, d, matrix);
      }
      moved = true;
    }
    return Flow::Ok;
  }

  // Units, then columns, then naked singles, then the triad rule, until none changes the board. A
  // dead end leaves marks behind; search() clears them before its next branch.
  Flow propagate(Board& b) {
    for (;;) {
      if (dirtyUnits_ != 0) {
        const int u = lowBit(dirtyUnits_);
        dirtyUnits_ &= dirtyUnits_ - 1;
        if (const Flow flow = unit(b, kUnitPlaces.digit[u], kUnitPlaces.band[u]); flow != Flow::Ok) return flow;
        continue;
      }
      if (dirtyColumns_ != 0) {
        const int d = lowBit(dirtyColumns_);
        dirtyColumns_ &= dirtyColumns_ - 1;
        if (const Flow flow = columns(b, d); flow != Flow::Ok) return flow;
        continue;
      }
      bool moved = false;
      if (const Flow flow = nakedSingles(b, moved); flow != Flow::Ok) return flow;
      if (moved) continue;
      if ((b.open[0] | b.open[1] | b.open[2]) == 0) return Flow::Ok;  // solved
      if (const Flow flow = triads(b, moved); flow != Flow::Ok) return flow;
      if (!moved) return Flow::Ok;
    }
  }

  // Where to branch: the band or stack whose nine digits have the fewest triads (columns) left
  // that is not settled (27), then its digit with the fewest beyond three (more than one
  // permutation left): with the triad rule, 12% fewer nodes on forum-hardest (tried branches
  // counted) than the bivalue cell with the most open peers (docs/performance.md, "9x9").
  // Counting the permutations instead of the triads does no better.
  // False when every group is settled: each digit's cell in each box is then known.
  static bool choose(const Board& b, int& group, int& digit) {
    int triadsOf[8];
#ifdef __wasm_simd128__
    v128_t sum = wasm_i16x8_splat(0);
    for (const auto& groups : b.matrices) {
      sum = wasm_i16x8_add(sum, wasm_u16x8_extadd_pairwise_u8x16(wasm_i8x16_popcnt(wasm_v128_load(groups))));
    }
    alignas(16) std::uint16_t sums[8];
    wasm_v128_store(sums, sum);
    for (int g = 0; g < 6; ++g) triadsOf[g] = sums[g];
#else
    for (int g = 0; g < 6; ++g) {
      triadsOf[g] = 0;
      for (const auto& groups : b.matrices) triadsOf[g] += __builtin_popcount(groups[g]);
    }
#endif
    int fewest = 1000;
    group = -1;
    for (int g = 0; g < 6; ++g) {
      const int triads = triadsOf[g];
      if (triads > 27 && triads < fewest) {
        fewest = triads;
        group = g;
      }
    }
    if (group < 0) return false;
    fewest = 10;
    for (int d = 0; d < 9; ++d) {
      const int triads = __builtin_popcount(b.matrices[d][group]);
      if (triads > 3 && triads < fewest) {
        fewest = triads;
        digit = d;
      }
    }
    return true;
  }

  // Takes digit d out of a group's triads (columns) that `matrix` names: for the triad rule, and
  // for a branch, which keeps the digit to one permutation by leaving the rest of the group. Out of
  // line: inlined in its two callers, the full module weighed 0.17 KB more gzipped.
  [[gnu::noinline]] void leave(Board& b, int group, int d, Bits matrix) {
    for (int band = 0; band < 3; ++band) {
      const Bits cells = cellsOf(group, band, matrix);
      if (cells == 0) continue;
      b.digit[band][d] &= ~cells;
      dirtyUnits_ |= 1u << (9 * band + d);
    }
    dirtyColumns_ |= 1u << d;
  }

  void keep(const Board& b) {
    ++result_.count;
    if (limits_.keepSolutions) {
      const std::size_t base = outcome_.grids.size();
      checkRoomToKeep(result_.count - 1, base, 81, "cells");
      outcome_.grids.resize(base + 81);
      for (int d = 0; d < 9; ++d) {
        for (int band = 0; band < 3; ++band) {
          for (Bits bits = b.digit[band][d]; bits != 0; bits &= bits - 1) outcome_.grids[base + 27 * band + lowBit(bits)] = d + 1;
        }
      }
    }
    if (limits_.maxSolutions != 0 && result_.count >= limits_.maxSolutions) result_.stop = Stop::SolutionLimit;
  }

  // Returns false when the search stops (a limit reached). A branch per permutation the chosen
  // digit may still take, each a node; the last one takes `b` itself, which nothing needs after.
  bool search(Board& b) {
    int group = 0;
    int digit = 0;
    if (!choose(b, group, digit)) {
      keep(b);
      return result_.stop == Stop::Exhausted;
    }
    ++result_.branches;
    const int matrix = b.matrices[digit][group];
    int branches[6];
    int count = 0;
    for (const int permutation : kPermutationMatrices) {
      if ((permutation & ~matrix) == 0) branches[count++] = permutation;
    }
    for (int i = 0; i < count; ++i) {
      if (limits_.maxNodes != 0 && result_.nodes >= limits_.maxNodes) {
        result_.stop = Stop::NodeLimit;
        return false;
      }
      ++result_.nodes;
      Board copy;
      Board& next = i + 1 < count ? (copy = b) : b;
      // A dead end's marks are stale here: `b` was propagated to the end before this branch.
      dirtyUnits_ = 0;
      dirtyColumns_ = 0;
      leave(next, group, digit, static_cast<Bits>(~branches[i] & 0x1FF));
      const Flow flow = propagate(next);
      if (flow == Flow::Budget) {
        result_.stop = Stop::NodeLimit;
        return false;
      }
      if (flow == Flow::Ok && !search(next)) return false;
    }
    return true;
  }

  const Grid& grid_;
  const Limits& limits_;
  Outcome& outcome_;
  Result& result_;
};

}  // namespace

Outcome searchBands(const Grid& grid, const Limits& limits) {
  Outcome outcome;
  BandSearch(grid, limits, outcome).run();
  return outcome;
}

}  // namespace dlx::sudoku
