// Where a digit's places in a house make one strong link of Sukaku Explainer's StrongLinks
// (strong_links.cpp): two places, or, grouped, places confined to two "blades" so that the digit
// is in one blade or the other. The shapes and the order in which they are tried are SE's: the
// first shape whose empty area holds none of the digit's places is the one that counts.
#pragma once

#include <vector>

#include "board.hpp"

namespace dlx::logic {

// One grouped shape of a house: positions (indices into the house's cells) as masks.
struct LinkShape {
  Mask empty;      // the area that must hold none of the digit's places
  Mask blade1;
  Mask blade2;
  Mask heart = 0;  // a box's cross: the cell where its row and column meet (0: no heart)
};

// The shapes of a box of side `box` (row-major positions): first a cross per heart cell (the
// digit in one row and one column of the box; blade1 the column's other cells, blade2 the row's),
// then two of the box's rows, then two of its columns (in SE's order for a 3x3 box: rows 0-1,
// 0-2, 1-2, then columns the same).
inline std::vector<LinkShape> boxShapes(int box) {
  const int n = box * box;
  std::vector<LinkShape> out;
  const auto rowOf = [&](int r) {
    Mask m = 0;
    for (int k = 0; k < box; ++k) m |= Mask{1} << (r * box + k);
    return m;
  };
  const auto columnOf = [&](int c) {
    Mask m = 0;
    for (int k = 0; k < box; ++k) m |= Mask{1} << (k * box + c);
    return m;
  };
  const Mask all = allDigits(n);
  for (int e = 0; e < n; ++e) {
    const Mask heart = Mask{1} << e;
    const Mask row = rowOf(e / box), column = columnOf(e % box);
    out.push_back({all & ~(row | column), column & ~heart, row & ~heart, heart});
  }
  for (const bool rows : {true, false}) {
    for (int a = 0; a < box; ++a) {
      for (int b = a + 1; b < box; ++b) {
        const Mask one = rows ? rowOf(a) : columnOf(a), two = rows ? rowOf(b) : columnOf(b);
        out.push_back({all & ~(one | two), one, two});
      }
    }
  }
  return out;
}

// The shapes of a line of `box` segments (a segment: where it crosses a box): two segments, the
// others empty; in SE's order for three segments, by the empty one (0, 1, 2), which is the pairs
// of segments from the last (1-2, 0-2, 0-1).
inline std::vector<LinkShape> lineShapes(int box) {
  const auto segment = [&](int s) {
    Mask m = 0;
    for (int k = 0; k < box; ++k) m |= Mask{1} << (s * box + k);
    return m;
  };
  const Mask all = allDigits(box * box);
  std::vector<LinkShape> out;
  for (int a = box - 1; a >= 0; --a) {
    for (int b = box - 1; b > a; --b) {
      out.push_back({all & ~(segment(a) | segment(b)), segment(a), segment(b)});
    }
  }
  return out;
}

}  // namespace dlx::logic
