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
// may take, as a 3×3 matrix (bit 3i + j), must hold one of the six permutation matrices. Indexed by
// that matrix, the union of the permutations it holds (0: none, a dead end).
struct Permutations {
  std::uint16_t allowed[512];
};

constexpr Permutations makePermutations() {
  constexpr int kOrders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  Permutations table{};
  for (int matrix = 0; matrix < 512; ++matrix) {
    int allowed = 0;
    for (const auto& order : kOrders) {
      const int permutation = 1 << order[0] | 1 << (3 + order[1]) | 1 << (6 + order[2]);
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

// The band rule in one look-up: by triad matrix, the cells of the triads it keeps (triadCells of
// Permutations::allowed). Made at start-up, so it costs the module no bytes.
struct KeepCells {
  Bits at[512];
};
KeepCells makeKeepCells() {
  KeepCells keep{};
  for (int m = 0; m < 512; ++m) keep.at[m] = triadCells(kPermutations.allowed[m]);
  return keep;
}
const KeepCells kKeepCells = makeKeepCells();

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
};

// Clears `bit` from the nine digits of a band; returns the digits that had it (bit d). With SIMD,
// three vectors at a time (i32x4.bitmask reads which had it): 5-6% faster on the 9x9 sets
// (docs/performance.md, "9x9"). The two versions must agree to the node: tests/node/simd.test.js.
#ifdef __wasm_simd128__
inline Bits strike(Bits* band, Bits bit) {
  const v128_t cell = wasm_i32x4_splat(static_cast<std::int32_t>(bit));
  const v128_t none = wasm_i32x4_splat(0);
  Bits had = 0;
  for (int v = 0; v < 3; ++v) {
    const v128_t digits = wasm_v128_load(band + 4 * v);
    had |= static_cast<Bits>(wasm_i32x4_bitmask(wasm_i32x4_ne(wasm_v128_and(digits, cell), none))) << (4 * v);
    wasm_v128_store(band + 4 * v, wasm_v128_andnot(digits, cell));
  }
  return had;
}
#else
inline Bits strike(Bits* band, Bits bit) {
  Bits had = 0;
  for (int d = 0; d < 9; ++d) {
    had |= static_cast<Bits>((band[d] & bit) != 0) << d;
    band[d] &= ~bit;
  }
  return had;
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

inline int lowBit(Bits bits) { return __builtin_ctz(bits); }

// Both ways a pair of the three values a, b, c can share a bit: "at least two of three".
inline Bits twoOf(Bits a, Bits b, Bits c) { return (a & b) | (a & c) | (b & c); }

class BandSearch {
 public:
  BandSearch(const Grid& grid, const Limits& limits, Outcome& outcome)
      : grid_(grid), limits_(limits), outcome_(outcome), result_(outcome.search) {}

  void run() {
    Board board{};
    for (auto& band : board.digit) {
      for (int d = 0; d < 9; ++d) band[d] = (1u << 27) - 1;
    }
    board.open[0] = board.open[1] = board.open[2] = (1u << 27) - 1;
    for (int cell = 0; cell < 81; ++cell) {
      const int d = grid_.cells[cell] - 1;
      if (d < 0) continue;
      const int band = cell / 27;
      const int p = cell % 27;
      // A given whose digit a peer given already holds: givens that clash, named by conflicts().
      if ((board.digit[band][d] >> p & 1) == 0) {
        outcome_.conflicts = conflicts(grid_);
        return;
      }
      place(board, d, band, p);
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

  void place(Board& b, int d, int band, int p) {
    const Bits bit = 1u << p;
    const Bits had = strike(b.digit[band], bit);
    Bits units = (had | 1u << d) << (9 * band);
    const Bits columns = had | 1u << d;
    b.digit[band][d] = (b.digit[band][d] & ~kPeers.inBand[p]) | bit;
    const Bits column = kPeers.column[p];
    for (int other = 0; other < 3; ++other) {
      if (other == band) continue;
      units |= static_cast<Bits>((b.digit[other][d] & column) != 0) << (9 * other + d);
      b.digit[other][d] &= ~column;
    }
    b.open[band] &= ~bit;
    dirtyUnits_ |= units;
    dirtyColumns_ |= columns;
  }

  // A forced placement: counted as a node, and refused once the node budget is spent.
  Flow force(Board& b, int d, int band, int p) {
    if (limits_.maxNodes != 0 && result_.nodes >= limits_.maxNodes) return Flow::Budget;
    ++result_.nodes;
    place(b, d, band, p);
    return Flow::Ok;
  }

  // Digit d in one band: the band rule (Permutations), then the rows where it has one cell left.
  // A box with one cell left needs no look of its own: the band rule keeps only that cell's triad
  // in its row, so the row has one cell left too.
  Flow unit(Board& b, int d, int band) {
    Bits& y = b.digit[band][d];
    const Bits keep = kKeepCells.at[triadMatrix(y)];
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
        int d = 0;
        while (d < 9 && (b.digit[band][d] >> p & 1) == 0) ++d;
        if (d == 9) return Flow::DeadEnd;  // emptied by the single placed just before
        if (const Flow flow = force(b, d, band, p); flow != Flow::Ok) return flow;
        moved = true;
      }
    }
    return Flow::Ok;
  }

  // Units, then columns, then naked singles, until none changes the board. A dead end leaves
  // marks behind; search() clears them before its next branch.
  Flow propagate(Board& b) {
    for (;;) {
      if (dirtyUnits_ != 0) {
        const int u = lowBit(dirtyUnits_);
        dirtyUnits_ &= dirtyUnits_ - 1;
        if (const Flow flow = unit(b, u % 9, u / 9); flow != Flow::Ok) return flow;
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
      if (!moved) return Flow::Ok;
    }
  }

  // An open cell of fewest candidates: of the bivalue cells, the one with the most open peers (a
  // digit placed there strikes the most: half the nodes of the first one on forum-hardest).
  static bool choose(const Board& b, int& band, int& p) {
    Bits pairs[3];
    for (int k = 0; k < 3; ++k) {
      Bits once, twice, thrice;
      counts(b.digit[k], once, twice, thrice);
      pairs[k] = twice & ~thrice & b.open[k];
    }
    int most = -1;
    for (int k = 0; k < 3; ++k) {
      for (Bits cells = pairs[k]; cells != 0; cells &= cells - 1) {
        const int q = lowBit(cells);
        const Bits column = kPeers.column[q];
        const int peers = __builtin_popcount(kPeers.inBand[q] & b.open[k]) + __builtin_popcount(column & b.open[k == 0 ? 1 : 0]) +
                          __builtin_popcount(column & b.open[k == 2 ? 1 : 2]);
        if (peers > most) {
          most = peers;
          band = k;
          p = q;
        }
      }
    }
    if (most >= 0) return true;
    int fewest = 10;
    for (int k = 0; k < 3; ++k) {
      for (Bits open = b.open[k]; open != 0; open &= open - 1) {
        const int q = lowBit(open);
        int n = 0;
        for (int d = 0; d < 9; ++d) n += b.digit[k][d] >> q & 1;
        if (n < fewest) {
          fewest = n;
          band = k;
          p = q;
        }
      }
    }
    return fewest < 10;
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

  // Returns false when the search stops (a limit reached).
  bool search(const Board& b) {
    int band = 0;
    int p = 0;
    if (!choose(b, band, p)) {
      keep(b);
      return result_.stop == Stop::Exhausted;
    }
    Bits digits = 0;
    for (int d = 0; d < 9; ++d) digits |= (b.digit[band][d] >> p & 1) << d;
    if ((digits & (digits - 1)) != 0) ++result_.branches;
    for (; digits != 0; digits &= digits - 1) {
      Board next = b;
      // A dead end's marks are stale here: `b` was propagated to the end before this branch.
      dirtyUnits_ = 0;
      dirtyColumns_ = 0;
      if (force(next, lowBit(digits), band, p) == Flow::Budget) {
        result_.stop = Stop::NodeLimit;
        return false;
      }
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
