#include "encoders/cover_text.hpp"

#include <gtest/gtest.h>

#include "test_helpers.hpp"

namespace dlx {
namespace {

using cover_text::Format;

TEST(CoverText, TellsTheFormatsApartByTheFirstLineThatIsNotBlankOrAComment) {
  EXPECT_EQ(cover_text::detect("6 7\n1 0 0 0 0 0 0\n"), Format::Matrix);
  EXPECT_EQ(cover_text::detect("\n| a comment\n  2   3  \n"), Format::Matrix);
  EXPECT_EQ(cover_text::detect("a b | c\na c\n"), Format::Knuth);
  EXPECT_EQ(cover_text::detect("6 7 8\n6 7\n"), Format::Knuth);
  EXPECT_EQ(cover_text::detect("6 x\n"), Format::Knuth);
  EXPECT_EQ(cover_text::detect(""), Format::Knuth);
}

TEST(CoverText, ParsesEitherFormatWithTheLineEachProblemStartsOn) {
  const auto knuth = cover_text::parse("| items\na b\na\nb\n", Format::Auto);
  ASSERT_EQ(knuth.size(), 1u);
  EXPECT_EQ(knuth[0].format, Format::Knuth);
  EXPECT_EQ(knuth[0].line, 2);
  EXPECT_EQ(knuth[0].options, (std::vector<std::string>{"a", "b"}));

  const auto matrices = cover_text::parse("1 1\n1\n\n2 1\n1\n1\n", Format::Auto);
  ASSERT_EQ(matrices.size(), 2u);
  EXPECT_EQ(matrices[1].format, Format::Matrix);
  EXPECT_EQ(matrices[1].line, 4);
  EXPECT_EQ(matrices[1].problem.rows(), 2);
  EXPECT_TRUE(matrices[1].options.empty());

  // Forced, the same text reads the other way.
  EXPECT_EQ(cover_text::parse("1 2\n1\n2\n", Format::Knuth)[0].problem.rows(), 2);
}

TEST(CoverText, NamesWhatIsWrong) {
  Place place;
  EXPECT_EQ(test::messageOf([] { cover_text::parse("1 1\n1\n1 1\n1\n", Format::Auto, 1); }, &place),
            "line 3: a further matrix starts here, and one problem is asked for (exactCoverEach, or the command line's "
            "cover, solves each)");
  EXPECT_EQ(place.line, 3);
  EXPECT_EQ(test::messageOf([] { cover_text::formatNamed("csv"); }), "format 'csv' is not one of 'auto', 'knuth', 'matrix'");
  EXPECT_EQ(cover_text::formatNamed("matrix"), Format::Matrix);
}

}  // namespace
}  // namespace dlx
