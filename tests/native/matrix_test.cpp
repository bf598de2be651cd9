#include "encoders/matrix.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {

TEST(Matrix, SparseRowsWithSecondaryColumns) {
  const std::vector<double> entries = {0, 2, 1, 2, 0, 1};
  const std::vector<int> lengths = {2, 2, 1, 1};
  const Problem p = matrix::fromSparse(3, 2, entries.data(), entries.size(), lengths.data(), lengths.size());
  EXPECT_EQ(p.rows(), 4);
  EXPECT_EQ(p.primary, 2);
  EXPECT_EQ(solve(p, Limits::count(0)).count, 3u);
}

TEST(Matrix, SparseErrorsNameRowAndEntry) {
  const std::vector<int> lengths = {1, 2};
  std::vector<double> entries = {0, 1, 5};
  EXPECT_EQ(test::messageOf([&] { matrix::fromSparse(3, 3, entries.data(), 3, lengths.data(), 2); }),
            "row 1, entry 1 (a column index): 5 is not an integer in 0..2");
  entries[2] = 1.5;
  EXPECT_EQ(test::messageOf([&] { matrix::fromSparse(3, 3, entries.data(), 3, lengths.data(), 2); }),
            "row 1, entry 1 (a column index): 1.5 is not an integer in 0..2");
  entries[2] = 1;
  EXPECT_EQ(test::messageOf([&] { matrix::fromSparse(3, 3, entries.data(), 3, lengths.data(), 2); }),
            "row 1 lists column 1 twice");
  EXPECT_EQ(test::messageOf([&] { matrix::fromSparse(0, 0, entries.data(), 3, lengths.data(), 2); }),
            "columns: 0 is not an integer in 1..1048576");
  EXPECT_EQ(test::messageOf([&] { matrix::fromSparse(3, std::nan(""), entries.data(), 3, lengths.data(), 2); }),
            "primary: NaN is not an integer in 0..3");
}

TEST(Matrix, DenseRows) {
  // Knuth's example again, as 0/1 rows.
  const std::vector<double> values = {
      0, 0, 1, 0, 1, 1, 0,  //
      1, 0, 0, 1, 0, 0, 1,  //
      0, 1, 1, 0, 0, 1, 0,  //
      1, 0, 0, 1, 0, 0, 0,  //
      0, 1, 0, 0, 0, 0, 1,  //
      0, 0, 0, 1, 1, 0, 1};
  const std::vector<int> lengths(6, 7);
  const Result r = solve(matrix::fromDense(values.data(), values.size(), lengths.data(), 6), Limits::find(0));
  EXPECT_EQ(r.count, 1u);
  EXPECT_EQ(r.solutions.rows, (std::vector<int>{0, 3, 4}));
}

TEST(Matrix, DenseErrorsNameRowAndColumn) {
  std::vector<double> values = {1, 0, 0, 1, 1};
  const std::vector<int> ragged = {2, 3};
  EXPECT_EQ(test::messageOf([&] { matrix::fromDense(values.data(), 5, ragged.data(), 2); }),
            "row 1 of the matrix has 3 values but row 0 has 2");
  const std::vector<int> even = {2, 2};
  values[3] = 2;
  EXPECT_EQ(test::messageOf([&] { matrix::fromDense(values.data(), 4, even.data(), 2); }),
            "row 1, column 1: 2 is not an integer in 0..1");
  values = {1, 0, 0, 0};
  EXPECT_EQ(test::messageOf([&] { matrix::fromDense(values.data(), 4, even.data(), 2); }),
            "row 1 is empty; every row must cover a column");
  EXPECT_EQ(test::messageOf([&] { matrix::fromDense(values.data(), 0, even.data(), 0); }),
            "the matrix has no rows; give at least one row of 0s and 1s");
}

}  // namespace
}  // namespace dlx
