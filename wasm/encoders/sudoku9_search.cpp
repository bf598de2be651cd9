#include "sudoku9_search.hpp"

#include <cstdint>

namespace dlx::sudoku {
namespace {

using Bits = std::uint32_t;

constexpr Bits kTriadStarts = 0x1249249;              // bits 0, 3, ..., 24: the band's nine triads
constexpr Bits kRowStarts = 1u | 1u << 9 | 1u << 18;  // a row's first bit, or a column's three
constexpr Bits kBoxStarts = 1u | 1u << 3 | 1u << 6;   // a box's first bit in the band
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

// For each digit, the cells it may still take, placed cells included (each house holds exactly one
// bit of a digit once it is placed there); `open`, the cells not placed yet.
struct Board {
  Bits digit[9][3];
  Bits open[3];
};

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
    for (auto& digit : board.digit) digit[0] = digit[1] = digit[2] = (1u << 27) - 1;
    board.open[0] = board.open[1] = board.open[2] = (1u << 27) - 1;
    for (int cell = 0; cell < 81; ++cell) {
      const int d = grid_.cells[cell] - 1;
      if (d < 0) continue;
      const int band = cell / 27;
      const int p = cell % 27;
      // Givens do not clash (the caller checked), but one given can strike a blank's last
      // candidate: propagation finds that dead end.
      if ((board.digit[d][band] >> p & 1) == 0) return;
      place(board, d, band, p);
    }
    const Flow flow = propagate(board);
    if (flow == Flow::Budget) result_.stop = Stop::NodeLimit;
    if (flow == Flow::Ok) search(board);
  }

 private:
  // Places digit d at bit p of `band`; the digits whose bands changed are marked to be looked at
  // again for hidden singles and locked candidates.
  void place(Board& b, int d, int band, int p) {
    const Bits bit = 1u << p;
    Bits changed = 1u << d;
    for (int e = 0; e < 9; ++e) {
      changed |= (b.digit[e][band] >> p & 1) << e;
      b.digit[e][band] &= ~bit;
    }
    b.digit[d][band] = (b.digit[d][band] & ~kPeers.inBand[p]) | bit;
    const Bits column = kPeers.column[p];
    b.digit[d][band == 0 ? 1 : 0] &= ~column;
    b.digit[d][band == 2 ? 1 : 2] &= ~column;
    b.open[band] &= ~bit;
    hiddenDirty_ |= changed;
    lockedDirty_ |= changed;
  }

  // A forced placement: counted as a node, and refused once the node budget is spent.
  Flow force(Board& b, int d, int band, int p) {
    if (limits_.maxNodes != 0 && result_.nodes >= limits_.maxNodes) return Flow::Budget;
    ++result_.nodes;
    place(b, d, band, p);
    return Flow::Ok;
  }

  // Naked singles in every band. Sets `moved` when a digit was placed.
  Flow nakedSingles(Board& b, bool& moved) {
    for (int band = 0; band < 3; ++band) {
      Bits once = 0;
      Bits twice = 0;
      for (const auto& digit : b.digit) {
        twice |= once & digit[band];
        once |= digit[band];
      }
      const Bits open = b.open[band];
      if ((open & ~once) != 0) return Flow::DeadEnd;  // a cell with no candidate
      for (Bits singles = open & ~twice; singles != 0; singles &= singles - 1) {
        const int p = lowBit(singles);
        int d = 0;
        while (d < 9 && (b.digit[d][band] >> p & 1) == 0) ++d;
        if (d == 9) return Flow::DeadEnd;  // emptied by the single placed just before
        if (const Flow flow = force(b, d, band, p); flow != Flow::Ok) return flow;
        moved = true;
      }
    }
    return Flow::Ok;
  }

  // Hidden singles of digit d: a row, column or box where it has one cell left.
  Flow hiddenSingles(Board& b, int d, bool& moved) {
    Bits* y = b.digit[d];
    // Columns, over the three bands: a column's bits are c, c+9, c+18 of each band.
    const Bits once = y[0] | y[1] | y[2];
    const Bits twice = twoOf(y[0], y[1], y[2]);
    const Bits colOnce = (once | once >> 9 | once >> 18) & kRow;
    const Bits colTwice = (twice | twice >> 9 | twice >> 18 | twoOf(once, once >> 9, once >> 18)) & kRow;
    if (colOnce != kRow) return Flow::DeadEnd;
    for (Bits single = colOnce & ~colTwice; single != 0; single &= single - 1) {
      const Bits column = kRowStarts << lowBit(single);
      for (int band = 0; band < 3; ++band) {
        const Bits cell = y[band] & column & b.open[band];
        if (cell == 0) continue;
        if (const Flow flow = force(b, d, band, lowBit(cell)); flow != Flow::Ok) return flow;
        moved = true;
      }
    }
    for (int band = 0; band < 3; ++band) {
      const Bits bits = y[band];
      const Bits t1 = (bits | bits >> 1 | bits >> 2) & kTriadStarts;
      const Bits t2 = twoOf(bits, bits >> 1, bits >> 2) & kTriadStarts;
      const Bits rowOnce = (t1 | t1 >> 3 | t1 >> 6) & kRowStarts;
      const Bits rowTwice = (t2 | t2 >> 3 | t2 >> 6 | twoOf(t1, t1 >> 3, t1 >> 6)) & kRowStarts;
      const Bits boxOnce = (t1 | t1 >> 9 | t1 >> 18) & kBoxStarts;
      const Bits boxTwice = (t2 | t2 >> 9 | t2 >> 18 | twoOf(t1, t1 >> 9, t1 >> 18)) & kBoxStarts;
      if (rowOnce != kRowStarts || boxOnce != kBoxStarts) return Flow::DeadEnd;
      Bits cells = 0;
      for (Bits single = rowOnce & ~rowTwice; single != 0; single &= single - 1) cells |= bits & (kRow << lowBit(single));
      for (Bits single = boxOnce & ~boxTwice; single != 0; single &= single - 1) cells |= bits & (kBox << lowBit(single));
      for (cells &= b.open[band]; cells != 0; cells &= cells - 1) {
        const int p = lowBit(cells);
        // Two singles of one digit that see each other: the second is gone once the first is placed.
        if ((y[band] >> p & 1) == 0) return Flow::DeadEnd;
        if (const Flow flow = force(b, d, band, p); flow != Flow::Ok) return flow;
        moved = true;
      }
    }
    return Flow::Ok;
  }

  // Locked candidates of digit d in every band: a box whose open cells for d lie in one triad
  // takes d from the rest of that triad's row (pointing); a row whose open cells for d lie in one
  // triad takes it from the rest of that triad's box (claiming). Sets `struck` when bits went.
  static void lockedCandidates(Board& b, int d, bool& struck) {
    for (int band = 0; band < 3; ++band) {
      const Bits bits = b.digit[d][band] & b.open[band];
      if (bits == 0) continue;
      const Bits t = (bits | bits >> 1 | bits >> 2) & kTriadStarts;  // the triads d may fill
      const Bits boxOne = (t | t >> 9 | t >> 18) & ~twoOf(t, t >> 9, t >> 18) & kBoxStarts;
      const Bits rowOne = (t | t >> 3 | t >> 6) & ~twoOf(t, t >> 3, t >> 6) & kRowStarts;
      Bits strike = 0;
      for (Bits lone = (boxOne | boxOne << 9 | boxOne << 18) & t; lone != 0; lone &= lone - 1) {
        const int p = lowBit(lone);
        strike |= rowMask(p) & ~boxMask(p);
      }
      for (Bits lone = (rowOne | rowOne << 3 | rowOne << 6) & t; lone != 0; lone &= lone - 1) {
        const int p = lowBit(lone);
        strike |= boxMask(p) & ~rowMask(p);
      }
      strike &= bits;
      if (strike != 0) {
        b.digit[d][band] &= ~strike;
        struck = true;
      }
    }
  }

  // Singles to a fixpoint, then locked candidates, until neither changes the board.
  // Only the digits whose bands changed since they were last looked at are looked at again.
  Flow propagate(Board& b) {
    for (;;) {
      bool moved = true;
      while (moved) {
        moved = false;
        if (const Flow flow = nakedSingles(b, moved); flow != Flow::Ok) return flow;
        while (hiddenDirty_ != 0) {
          const int d = lowBit(hiddenDirty_);
          hiddenDirty_ &= hiddenDirty_ - 1;
          if (const Flow flow = hiddenSingles(b, d, moved); flow != Flow::Ok) return flow;
        }
      }
      if ((b.open[0] | b.open[1] | b.open[2]) == 0) return Flow::Ok;
      bool struck = false;
      for (; lockedDirty_ != 0; lockedDirty_ &= lockedDirty_ - 1) {
        const int d = lowBit(lockedDirty_);
        bool digitStruck = false;
        lockedCandidates(b, d, digitStruck);
        if (digitStruck) hiddenDirty_ |= 1u << d;
        struck = struck || digitStruck;
      }
      if (!struck) return Flow::Ok;
    }
  }

  // An open cell of fewest candidates (two if any), as band and bit.
  static bool choose(const Board& b, int& band, int& p) {
    int best = 10;
    for (int k = 0; k < 3; ++k) {
      if (b.open[k] == 0) continue;
      Bits once = 0;
      Bits twice = 0;
      Bits thrice = 0;
      for (const auto& digit : b.digit) {
        const Bits bits = digit[k] & b.open[k];
        thrice |= twice & bits;
        twice |= once & bits;
        once |= bits;
      }
      if (const Bits pairs = twice & ~thrice; pairs != 0) {
        band = k;
        p = lowBit(pairs);
        return true;
      }
      for (Bits open = b.open[k]; open != 0; open &= open - 1) {
        const int q = lowBit(open);
        int n = 0;
        for (const auto& digit : b.digit) n += digit[k] >> q & 1;
        if (n < best) {
          best = n;
          band = k;
          p = q;
        }
      }
    }
    return best < 10;
  }

  void keep(const Board& b) {
    ++result_.count;
    if (limits_.keepSolutions) {
      const std::size_t base = outcome_.grids.size();
      outcome_.grids.resize(base + 81);
      for (int d = 0; d < 9; ++d) {
        for (int band = 0; band < 3; ++band) {
          for (Bits bits = b.digit[d][band]; bits != 0; bits &= bits - 1) outcome_.grids[base + 27 * band + lowBit(bits)] = d + 1;
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
    for (int d = 0; d < 9; ++d) digits |= (b.digit[d][band] >> p & 1) << d;
    if ((digits & (digits - 1)) != 0) ++result_.branches;
    for (; digits != 0; digits &= digits - 1) {
      Board next = b;
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
  Bits hiddenDirty_ = 0x1FF;  // digits to look at again for hidden singles
  Bits lockedDirty_ = 0x1FF;  // ... and for locked candidates
};

}  // namespace

Outcome searchBands(const Grid& grid, const Limits& limits) {
  Outcome outcome;
  BandSearch(grid, limits, outcome).run();
  return outcome;
}

}  // namespace dlx::sudoku
