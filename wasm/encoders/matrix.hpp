// General exact-cover matrices handed over as numbers: sparse rows (column indices) or dense 0/1 rows.
#pragma once

#include <cstddef>

#include "../core/problem.hpp"

namespace dlx::matrix {

// `entries` holds every row's column indices back to back; row r has rowLengths[r] of them.
// Columns >= primary are secondary. Throws InputError naming the row and position of a bad index.
Problem fromSparse(double columns, double primary, const double* entries, std::size_t entryCount,
                   const int* rowLengths, std::size_t rowCount);

// `values` holds the rows back to back, each rowLengths[r] long; every row must be as long as the
// first, and every value 0 or 1. All columns are primary.
Problem fromDense(const double* values, std::size_t valueCount, const int* rowLengths, std::size_t rowCount);

}  // namespace dlx::matrix
