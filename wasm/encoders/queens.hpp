// N queens as exact cover: ranks and files primary (one queen each), diagonals secondary (at most one).
#pragma once

#include <vector>

#include "../core/dlx.hpp"

namespace dlx::queens {

inline constexpr int kMaxN = 1024;

enum class Order { OrganPipe, RanksFirst };

// Row r*n + c places a queen on rank r, file c. Throws InputError unless 1 <= n <= kMaxN.
// RanksFirst is for lexicographic listing with Branching::First; OrganPipe is faster with MRV.
Problem encode(int n, Order order = Order::OrganPipe);

// The chosen rows of one solution as the 1-based file of the queen on each rank.
std::vector<int> decode(const int* rows, int count, int n);

}  // namespace dlx::queens
