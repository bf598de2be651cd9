#include "encoders/matrix_text.hpp"

#include <gtest/gtest.h>

#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "test_helpers.hpp"

namespace dlx {
namespace {

std::string errorOf(const std::string& text, int* line = nullptr) {
  Place place;
  const std::string message = test::messageOf([&] { matrix::parseText(text); }, &place);
  if (line) *line = place.line;
  return message;
}

TEST(MatrixText, ParsesSpacedAndPackedRowsAndSeveralMatrices) {
  const auto parsed = matrix::parseText(
      "6 7\n"
      "0 0 1 0 1 1 0\n"
      "1 0 0 1 0 0 1\n"
      "0110010\n"
      "1 0 0 1 0 0 0\n"
      "0 1 0 0 0 0 1\n"
      "0 0 0 1 1 0 1\n"
      "\n"
      "2 2\n"
      "1 0\n"
      "1 0\n");
  ASSERT_EQ(parsed.size(), 2u);
  EXPECT_EQ(parsed[0].line, 1);
  EXPECT_EQ(parsed[1].line, 9);
  const Result first = solve(parsed[0].problem, Limits::find(0));
  EXPECT_EQ(first.solutions.rows, (std::vector<int>{0, 3, 4}));
  EXPECT_EQ(solve(parsed[1].problem, Limits::find(0)).count, 0u);
}

TEST(MatrixText, NamesTheLine) {
  int line = 0;
  EXPECT_EQ(errorOf("2 3\n1 0 0\n0 1\n", &line), "line 3: expected 3 values of 0 or 1; found 2");
  EXPECT_EQ(line, 3);
  EXPECT_EQ(errorOf("2 3\n1 0 0\n0 2 1\n"), "line 3: value 2 is \"2\"; only 0 and 1 are allowed");
  EXPECT_EQ(errorOf("2 3\n1 0 0\n"), "line 3: the text ends after 1 of the 2 rows announced on line 1");
  EXPECT_EQ(errorOf("1 3\n0 0 0\n"), "line 2: the row has no 1; every row must cover a column");
  EXPECT_EQ(errorOf("x y\n"),
            "line 1: expected the matrix size \"N M\" (rows 0..4194304, columns 1..1048576); got \"x y\"");
  EXPECT_EQ(errorOf("\n\n"), "the text holds no matrix; expected a line \"N M\" and then N rows");
}

}  // namespace
}  // namespace dlx
