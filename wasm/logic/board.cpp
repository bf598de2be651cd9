#include "board.hpp"

#include <algorithm>

namespace dlx::logic {

Board::Board(const sudoku::Grid& grid, const sudoku::Variant& variant)
    : box(grid.box), size(grid.size()), area(grid.size() * grid.size()) {
  sudoku::checkVariant(variant, box);
  const auto units = sudoku::unitsOf(variant, box);
  const HouseKind third = variant.regions.empty() ? HouseKind::Box : HouseKind::Region;
  // unitsOf() lists rows, columns, boxes or regions, then the diagonals, then the windows.
  for (std::size_t u = 0; u < units.size(); ++u) {
    const int k = static_cast<int>(u);
    HouseKind kind = HouseKind::Window;
    int index = k - 3 * size - (variant.x ? 2 : 0);
    if (k < size) kind = HouseKind::Row, index = k;
    else if (k < 2 * size) kind = HouseKind::Column, index = k - size;
    else if (k < 3 * size) kind = third, index = k - 2 * size;
    else if (variant.x && k < 3 * size + 2) kind = HouseKind::Diagonal, index = k - 3 * size;
    houses.push_back({kind, index, units[u]});
  }
  housesOf.assign(area, {});
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    for (int cell : houses[h].cells) housesOf[cell].push_back(h);
  }
  // Through each cell's own houses: comparing every pair of houses cell by cell would take
  // 150 million steps on a 64x64 grid.
  std::vector<Mask> inside;
  for (int a = 0; a < static_cast<int>(houses.size()); ++a) {
    inside.assign(houses.size(), 0);
    for (std::size_t i = 0; i < houses[a].cells.size(); ++i) {
      for (int b : housesOf[houses[a].cells[i]]) inside[b] |= Mask{1} << i;
    }
    for (int b = 0; b < static_cast<int>(houses.size()); ++b) {
      if (b != a && count(inside[b]) >= 2) crossings.push_back({a, b, inside[b]});
    }
  }
  cages = variant.cages;
  cageOf.assign(area, -1);
  for (int k = 0; k < static_cast<int>(cages.size()); ++k) {
    for (int cell : cages[k].cells) cageOf[cell] = k;
  }
  uniqueness = !variant.x && !variant.windoku && cages.empty();
  seen_.assign(static_cast<std::size_t>(area) * area, 0);
  const auto link = [&](const std::vector<int>& cells) {
    for (int a : cells) {
      for (int b : cells) {
        if (a != b) seen_[static_cast<std::size_t>(a) * area + b] = 1;
      }
    }
  };
  for (const auto& house : houses) link(house.cells);
  for (const auto& cage : cages) link(cage.cells);
  peers.assign(area, {});
  for (int a = 0; a < area; ++a) {
    for (int b = 0; b < area; ++b) {
      if (sees(a, b)) peers[a].push_back(b);
    }
  }
  value.assign(area, 0);
  candidates.assign(area, allDigits(size));
  empty_ = area;
  for (int cell = 0; cell < area; ++cell) {
    if (grid.cells[cell] != 0) place(cell, grid.cells[cell]);
  }
}

Mask Board::positions(int h, int digit) const {
  if (!positionsKnown_) {
    positions_.assign(houses.size() * static_cast<std::size_t>(size), 0);
    for (std::size_t k = 0; k < houses.size(); ++k) {
      const auto& cells = houses[k].cells;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        for (Mask m = candidates[cells[i]]; m; m &= m - 1) positions_[k * size + lowestIndex(m)] |= Mask{1} << i;
      }
    }
    positionsKnown_ = true;
  }
  return positions_[static_cast<std::size_t>(h) * size + digit - 1];
}

void Board::place(int cell, int digit) {
  if (value[cell] == 0) --empty_;
  value[cell] = digit;
  candidates[cell] = 0;
  positionsKnown_ = false;
  for (int peer : peers[cell]) remove(peer, digit);
}

}  // namespace dlx::logic
