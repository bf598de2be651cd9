// The two searches behind dlx::solve and what they share. Both take a validated problem and honour
// every field of Limits; they differ only in how they represent what is left of the matrix.
#pragma once

#include "dlx.hpp"

namespace dlx {

// Probing, the same in both: only at branch points whose shortest item has at most kProbeUpTo
// options (probing a wide-open grid, like an empty 25x25's 2,500 items of 25 options, would cost
// minutes), and a probe's chain of forced moves is cut at kMaxForced.
inline constexpr int kProbeUpTo = 3;
inline constexpr int kMaxForced = 400;

// Dancing links (dancing_links.cpp): memory and work in proportion to the ones of the matrix, so
// it takes problems of any size.
Result searchLinks(const Problem& problem, const Limits& limits);

// Bitsets over the options (bitset_search.cpp): every item's options are a row of machine words,
// so memory grows with items × options. Faster where that is small; see fitsBitsets().
Result searchBitsets(const Problem& problem, const Limits& limits);

// Whether the bitset search takes `problem`: few enough options and a small enough table.
bool fitsBitsets(const Problem& problem);

// Appends one solution (its rows in any order) to `solutions`, sorted ascending if `sort`. Throws
// InputError when the kept solutions would hold more than kMaxKeptRows row indices.
void keepSolution(Solutions& solutions, const int* rows, int count, bool sort);

}  // namespace dlx
