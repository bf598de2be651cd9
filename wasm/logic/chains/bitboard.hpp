// The board as dynamic chains read it: each cell's candidates (a bit per digit) and, per digit,
// the set of cells that still hold it as bits (a CellSet), so that "where can 5 go in this row"
// is an AND and a popcount. Copied whole to assume a candidate and put back after (a few hundred
// bytes), as Sukaku Explainer copies its grid around each chain.
//
// The houses are kept in Sukaku Explainer's order for each cell (its box or jigsaw region, its
// row, its column, then any other house), and their cells in board order: the order in which SE
// meets the consequences of an assumption decides which chain reaches a candidate first, so the
// chains' lengths, so their values.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "logic/board.hpp"

namespace dlx::logic::chains {

// Bit counts without the POPCNT instruction (a native build for any x86-64 calls a library
// routine for __builtin_popcount; these compile to a few shifts and one multiply).
inline int pop64(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}
inline int pop16(unsigned x) { return pop64(x); }

inline constexpr int kWords = 4;  // 256 cells: every grid up to 16x16 (larger grids: no dynamic chains)
inline constexpr int kMaxCells = 64 * kWords;
inline constexpr int kMaxDigits = 16;

struct CellSet {
  std::array<std::uint64_t, kWords> w{};

  void set(int c) { w[c >> 6] |= std::uint64_t{1} << (c & 63); }
  void clear(int c) { w[c >> 6] &= ~(std::uint64_t{1} << (c & 63)); }
  [[nodiscard]] bool has(int c) const { return (w[c >> 6] >> (c & 63)) & 1; }
  [[nodiscard]] int count() const {
    int n = 0;
    for (auto x : w) n += pop64(x);
    return n;
  }
  [[nodiscard]] bool empty() const {
    for (auto x : w)
      if (x) return false;
    return true;
  }
  friend CellSet operator&(CellSet a, const CellSet& b) {
    for (int i = 0; i < kWords; ++i) a.w[i] &= b.w[i];
    return a;
  }
  friend CellSet operator|(CellSet a, const CellSet& b) {
    for (int i = 0; i < kWords; ++i) a.w[i] |= b.w[i];
    return a;
  }
  CellSet operator~() const {
    CellSet r;
    for (int i = 0; i < kWords; ++i) r.w[i] = ~w[i];
    return r;
  }
  bool operator==(const CellSet& o) const { return w == o.w; }
  // The first cell at or after `from`, or -1.
  [[nodiscard]] int next(int from) const {
    for (int i = from >> 6; i < kWords; ++i) {
      std::uint64_t x = w[i];
      if (i == from >> 6) x &= ~std::uint64_t{0} << (from & 63);
      if (x) return i * 64 + __builtin_ctzll(x);
    }
    return -1;
  }
};

// The fixed shape of the board: houses in SE's order, as cell lists and cell sets.
struct Geometry {
  int size = 9;
  int area = 81;
  std::vector<std::vector<int>> houseCells;  // Board::houses' cells
  std::vector<CellSet> houseSet;
  std::vector<HouseKind> houseKind;
  std::vector<std::vector<int>> housesOf;  // per cell: box (or region), row, column, then the others
  std::vector<CellSet> peerSet;            // per cell: every cell it sees (not itself)

  static bool fits(const Board& b) { return b.area <= kMaxCells && b.size <= kMaxDigits && b.cages.empty(); }
  explicit Geometry(const Board& b);
};

// The candidates as the chains change them.
struct Work {
  std::array<std::uint16_t, kMaxCells> cand{};  // bit d-1: digit d
  std::array<CellSet, kMaxDigits> where{};      // per digit: the cells that still hold it

  void remove(int cell, int digit) {
    cand[cell] &= static_cast<std::uint16_t>(~(1u << (digit - 1)));
    where[digit - 1].clear(cell);
  }
  [[nodiscard]] bool has(int cell, int digit) const { return (cand[cell] >> (digit - 1)) & 1; }
};

Work workOf(const Board& b);

}  // namespace dlx::logic::chains
