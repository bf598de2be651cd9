#include "matrix.hpp"

#include <string>

#include "../core/errors.hpp"
#include "numbers.hpp"

namespace dlx::matrix {
namespace {

void checkCounts(std::size_t itemCount, const int* rowLengths, std::size_t rowCount, const char* what) {
  if (rowCount > static_cast<std::size_t>(kMaxRows)) {
    rangeError("the matrix has " + std::to_string(rowCount) + " rows; at most " + std::to_string(kMaxRows) +
               " are supported");
  }
  std::size_t total = 0;
  for (std::size_t r = 0; r < rowCount; ++r) total += static_cast<std::size_t>(rowLengths[r]);
  if (total != itemCount) {
    rangeError(std::string("the row lengths add up to ") + std::to_string(total) + " but " +
               std::to_string(itemCount) + " " + what + " were given");
  }
}

}  // namespace

Problem fromSparse(double columns, double primary, const double* entries, std::size_t entryCount,
                   const int* rowLengths, std::size_t rowCount) {
  checkCounts(entryCount, rowLengths, rowCount, "column indices");
  if (entryCount > static_cast<std::size_t>(kMaxOnes)) {
    rangeError("the matrix has " + std::to_string(entryCount) + " ones; at most " + std::to_string(kMaxOnes) +
               " are supported");
  }
  Problem problem;
  problem.columns = integerIn(columns, 1, static_cast<int>(kMaxColumns), "columns");
  problem.primary = integerIn(primary, 0, problem.columns, "primary");
  problem.entries.reserve(entryCount);
  problem.rowStart.reserve(rowCount + 1);
  std::size_t k = 0;
  for (std::size_t r = 0; r < rowCount; ++r) {
    for (int j = 0; j < rowLengths[r]; ++j, ++k) {
      problem.entries.push_back(integerIn(entries[k], 0, problem.columns - 1,
                                          "row " + std::to_string(r) + ", entry " + std::to_string(j) +
                                              " (a column index)"));
    }
    problem.rowStart.push_back(static_cast<int>(problem.entries.size()));
  }
  validate(problem);
  return problem;
}

Problem fromDense(const double* values, std::size_t valueCount, const int* rowLengths, std::size_t rowCount) {
  checkCounts(valueCount, rowLengths, rowCount, "values");
  if (rowCount == 0) rangeError("the matrix has no rows; give at least one row of 0s and 1s");
  const int width = rowLengths[0];
  if (width < 1) rangeError("row 0 of the matrix is empty; it needs one value per column");
  if (width > kMaxColumns) {
    rangeError("the matrix has " + std::to_string(width) + " columns; at most " + std::to_string(kMaxColumns) +
               " are supported");
  }
  Problem problem;
  problem.columns = width;
  problem.primary = width;
  std::size_t k = 0;
  for (std::size_t r = 0; r < rowCount; ++r) {
    if (rowLengths[r] != width) {
      rangeError("row " + std::to_string(r) + " of the matrix has " + std::to_string(rowLengths[r]) +
                 " values but row 0 has " + std::to_string(width));
    }
    for (int c = 0; c < width; ++c, ++k) {
      const int bit = integerIn(values[k], 0, 1, "row " + std::to_string(r) + ", column " + std::to_string(c));
      if (bit) {
        if (problem.entries.size() >= static_cast<std::size_t>(kMaxOnes)) {
          rangeError("the matrix has more than " + std::to_string(kMaxOnes) + " ones; that is the limit");
        }
        problem.entries.push_back(c);
      }
    }
    problem.rowStart.push_back(static_cast<int>(problem.entries.size()));
  }
  validate(problem);
  return problem;
}

}  // namespace dlx::matrix
