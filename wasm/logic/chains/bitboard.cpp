#include "logic/chains/bitboard.hpp"

namespace dlx::logic::chains {

Geometry::Geometry(const Board& b) : size(b.size), area(b.area) {
  const int n = static_cast<int>(b.houses.size());
  houseCells.resize(n);
  houseSet.resize(n);
  houseKind.resize(n);
  for (int h = 0; h < n; ++h) {
    houseCells[h] = b.houses[h].cells;
    houseKind[h] = b.houses[h].kind;
    for (int c : houseCells[h]) houseSet[h].set(c);
  }
  // SE meets a cell's houses as block, row, column: its Grid.getRegionTypes() order.
  const auto rank = [](HouseKind k) {
    switch (k) {
      case HouseKind::Box:
      case HouseKind::Region: return 0;
      case HouseKind::Row: return 1;
      case HouseKind::Column: return 2;
      default: return 3;
    }
  };
  housesOf.assign(area, {});
  peerSet.assign(area, {});
  for (int c = 0; c < area; ++c) {
    for (int r = 0; r < 4; ++r) {
      for (int h : b.housesOf[c]) {
        if (rank(houseKind[h]) == r) housesOf[c].push_back(h);
      }
    }
    for (int p : b.peers[c]) peerSet[c].set(p);
  }
}

Work workOf(const Board& b) {
  Work w;
  for (int c = 0; c < b.area; ++c) {
    w.cand[c] = static_cast<std::uint16_t>(b.candidates[c]);
    for (Mask m = b.candidates[c]; m; m &= m - 1) w.where[lowestIndex(m)].set(c);
  }
  return w;
}

}  // namespace dlx::logic::chains
