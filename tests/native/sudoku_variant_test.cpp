// Sudoku variants (sudoku_variant.hpp) against a checker of each variant's rules written here from
// their definitions, and against every 4x4 grid: each puzzle's solutions are exactly the grids that
// keep its givens and every rule.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "encoders/sudoku_variant.hpp"
#include "encoders/sudoku_generator.hpp"
#include "encoders/sudoku_variant_text.hpp"
#include "test_helpers.hpp"
#include "variant_rules.hpp"

namespace {

using dlx::InputError;
using dlx::Limits;
using dlx::sudoku::Cage;
using dlx::sudoku::Grid;
using dlx::sudoku::Variant;
using dlx::test::keepsRules;
using dlx::test::latinSquares;
using dlx::test::messageOf;

std::vector<std::vector<int>> solutionsOf(const Grid& grid, const Variant& variant) {
  const auto outcome = dlx::sudoku::solveVariant(grid, variant, Limits::find(0));
  std::vector<std::vector<int>> grids;
  const std::size_t area = grid.cells.size();
  for (std::size_t at = 0; at < outcome.grids.size(); at += area) grids.emplace_back(outcome.grids.begin() + at, outcome.grids.begin() + at + area);
  std::sort(grids.begin(), grids.end());
  return grids;
}

// A random connected partition of the grid into cages of 1 to `most` cells, with the sums of `g`.
std::vector<Cage> randomCages(const std::vector<int>& g, int n, int most, std::mt19937& random) {
  std::vector<int> cageAt(g.size(), -1);
  std::vector<Cage> cages;
  std::vector<int> order(g.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::shuffle(order.begin(), order.end(), random);
  for (int start : order) {
    if (cageAt[start] >= 0) continue;
    Cage cage;
    const int want = 1 + static_cast<int>(random() % most);
    cage.cells.push_back(start);
    cageAt[start] = static_cast<int>(cages.size());
    for (int tries = 0; tries < 20 && static_cast<int>(cage.cells.size()) < want; ++tries) {
      const int from = cage.cells[random() % cage.cells.size()];
      const int step[4] = {-n, n, -1, 1};
      const int to = from + step[random() % 4];
      if (to < 0 || to >= static_cast<int>(g.size())) continue;
      if ((to % n != from % n) && (to / n != from / n)) continue;  // a wrap to the next row
      if (cageAt[to] >= 0) continue;
      bool repeats = false;
      for (int c : cage.cells) repeats = repeats || g[c] == g[to];
      if (repeats) continue;
      cage.cells.push_back(to);
      cageAt[to] = static_cast<int>(cages.size());
    }
    for (int c : cage.cells) cage.sum += g[c];
    cages.push_back(cage);
  }
  return cages;
}

TEST(SudokuVariant, EveryFourByFourPuzzleHasExactlyTheGridsThatKeepItsRules) {
  const auto squares = latinSquares();
  ASSERT_EQ(squares.size(), 576u);
  std::mt19937 random(20);
  const std::vector<int> jigsaw = {0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 2, 1, 3, 3, 3, 3};  // four connected regions
  for (int round = 0; round < 300; ++round) {
    Variant variant;
    variant.x = round % 2 == 1;
    variant.windoku = round % 3 == 1;
    if (round % 5 >= 3) variant.regions = jigsaw;
    // A grid that keeps the rules, if any, to take givens and cages from.
    std::vector<std::vector<int>> valid;
    for (const auto& g : squares) {
      if (keepsRules(g, 2, variant)) valid.push_back(g);
    }
    if (valid.empty()) continue;
    const auto& base = valid[random() % valid.size()];
    if (round % 4 == 2) variant.cages = randomCages(base, 4, 3, random);
    Grid grid{2, std::vector<int>(16, 0)};
    for (int c = 0; c < 16; ++c) {
      if (random() % 4 == 0) grid.cells[c] = base[c];
    }
    std::vector<std::vector<int>> expected;
    for (const auto& g : squares) {
      bool keeps = keepsRules(g, 2, variant);
      for (int c = 0; c < 16 && keeps; ++c) keeps = grid.cells[c] == 0 || grid.cells[c] == g[c];
      if (keeps) expected.push_back(g);
    }
    EXPECT_EQ(solutionsOf(grid, variant), expected) << "round " << round;
  }
}

TEST(SudokuVariant, NineByNineSolutionsKeepEveryRule) {
  std::mt19937 random(9);
  for (int round = 0; round < 12; ++round) {
    Variant variant;
    variant.x = round % 2 == 0;
    variant.windoku = round % 3 == 0;
    Grid empty{3, std::vector<int>(81, 0)};
    const auto first = dlx::sudoku::solveVariant(empty, variant, Limits::find(3));
    ASSERT_EQ(first.search.count, 3u);
    for (std::size_t at = 0; at < first.grids.size(); at += 81) {
      const std::vector<int> g(first.grids.begin() + at, first.grids.begin() + at + 81);
      EXPECT_TRUE(keepsRules(g, 3, variant));
    }
    // Cages drawn on a solution, with no givens: every solution keeps them.
    const std::vector<int> g(first.grids.begin(), first.grids.begin() + 81);
    variant.cages = randomCages(g, 9, 5, random);
    const auto caged = dlx::sudoku::solveVariant(empty, variant, Limits::find(5));
    ASSERT_GE(caged.search.count, 1u);
    for (std::size_t at = 0; at < caged.grids.size(); at += 81) {
      EXPECT_TRUE(keepsRules(std::vector<int>(caged.grids.begin() + at, caged.grids.begin() + at + 81), 3, variant));
    }
  }
}

TEST(SudokuVariant, ACageWithManyWaysGoesByCombinationsAndKeepsItsSum) {
  // Eight cells of the first row adding up to 36 (all but a 9): 8! ways, too many to spell out.
  Variant variant;
  variant.x = true;
  variant.cages = {Cage{{0, 1, 2, 3, 4, 5, 6, 7}, 36}, Cage{{9, 10}, 17}};
  const auto outcome = dlx::sudoku::solveVariant(Grid{3, std::vector<int>(81, 0)}, variant, Limits::find(5));
  ASSERT_EQ(outcome.search.count, 5u);
  for (std::size_t at = 0; at < outcome.grids.size(); at += 81) {
    const std::vector<int> g(outcome.grids.begin() + at, outcome.grids.begin() + at + 81);
    EXPECT_TRUE(keepsRules(g, 3, variant));
    EXPECT_EQ(g[8], 9);
  }
  // Every item primary, no colors: the 81 cells, 9 digits in each of 29 units (the diagonals
  // too), and for the large cage its combination and its 9 digits; the pair 8 + 9 is spelled out.
  const auto items = [&] {
    const auto problem = dlx::sudoku::encodeVariant(Grid{3, std::vector<int>(81, 0)}, variant).problem;
    EXPECT_TRUE(problem.colors.empty());
    EXPECT_EQ(problem.primary, problem.columns);
    return problem.columns;
  };
  EXPECT_EQ(items(), 81 + 29 * 9 + 1 + 9);
  variant.cages.pop_back();
  variant.cages[0].cells.pop_back();  // seven cells adding up to 28: 1 to 7, 7! ways, still many
  variant.cages[0].sum = 28;
  EXPECT_EQ(items(), 81 + 29 * 9 + 1 + 9);
  variant.cages = {Cage{{0, 1, 2}, 24}};  // 7 8 9 in some order: spelled out
  EXPECT_EQ(items(), 81 + 29 * 9);
}

TEST(SudokuVariant, WindowsAreWhereWindokuPutsThem) {
  Variant variant;
  variant.windoku = true;
  const auto units = dlx::sudoku::unitsOf(variant, 3);
  ASSERT_EQ(units.size(), 27u + 4u);
  // The first window: rows 2-4, columns 2-4 (1-based).
  EXPECT_EQ(units[27], (std::vector<int>{10, 11, 12, 19, 20, 21, 28, 29, 30}));
  EXPECT_EQ(units[30].back(), 7 * 9 + 7);
  EXPECT_EQ(dlx::sudoku::unitsOf(variant, 4).size(), 48u + 9u);
}

TEST(SudokuVariant, GivensThatBreakARuleAreNamedWithoutASearch) {
  Variant variant;
  variant.x = true;
  Grid grid{3, std::vector<int>(81, 0)};
  grid.cells[0] = 5;
  grid.cells[80] = 5;  // both on the main diagonal
  EXPECT_EQ(dlx::sudoku::solveVariant(grid, variant, Limits::find(1)).conflicts, (std::vector<int>{0, 80}));
  Variant killer;
  killer.cages = {Cage{{0, 1}, 5}};
  Grid over{3, std::vector<int>(81, 0)};
  over.cells[0] = 6;
  EXPECT_EQ(dlx::sudoku::solveVariant(over, killer, Limits::find(1)).conflicts, (std::vector<int>{0}));
}

// Published puzzles with their published solutions.
std::string lineOf(const std::vector<int>& cells) {
  std::string out;
  for (int v : cells) out += static_cast<char>('0' + v);
  return out;
}

Grid gridOf(const std::string& line) {
  Grid grid{3, {}};
  for (char c : line) grid.cells.push_back(c == '.' ? 0 : c - '0');
  return grid;
}

TEST(SudokuVariant, SolvesAPublishedJigsaw) {
  // Janko, Chaos-Sudoku 108 (https://www.janko.at/Raetsel/Sudoku/Chaos/108.a.htm).
  Variant variant;
  dlx::sudoku::parseRegions(
      "99999 8888"
      "555 99 8888"
      "555 99 8 333"
      "555 111 333"
      "222 111 333"
      "222 111 444"
      "222 7 66 444"
      "7777 66 444"
      "7777 66666",
      9, variant);
  const Grid grid = gridOf("8........" "...1....." "2.....4.6" ".....8..5" "...62..18" ".3...4.2." "...5..1.7" "..2......" "...8...9.");
  const auto outcome = dlx::sudoku::solveVariant(grid, variant, Limits::find(2));
  ASSERT_EQ(outcome.search.count, 1u);
  EXPECT_EQ(lineOf(outcome.grids), "845279361359162784281395476467918235574623918136754829928536147792481653613847592");
}

TEST(SudokuVariant, SolvesAPublishedKiller) {
  // UK Puzzle Association, killer sudoku (ukpuzzles.org, file 247): cages only, no givens.
  Variant variant;
  dlx::sudoku::parseCages(
      "AABBDEEGG\n"
      "AACIDJFGG\n"
      "HCCIDJFFK\n"
      "HIIINJJJK\n"
      "LLLNNNMMM\n"
      "OPPPNQQQR\n"
      "OSSPVQXXR\n"
      "TTSPVQXYY\n"
      "TTUUVWWYY\n"
      "A=20 B=9 C=22 D=17 E=9 F=18 G=20 H=8 I=16 J=27 K=11 L=12 M=22\n"
      "N=15 O=8 P=30 Q=17 R=11 S=11 T=24 U=16 V=19 W=10 X=16 Y=17\n",
      9, variant);
  const auto outcome = dlx::sudoku::solveVariant(Grid{3, std::vector<int>(81, 0)}, variant, Limits::find(2));
  ASSERT_EQ(outcome.search.count, 1u);
  EXPECT_EQ(lineOf(outcome.grids), "632798154478165392195324786724639815813452679569817243346571928981243567257986431");
}


TEST(SudokuVariant, BadRegionsAndCagesAreNamed) {
  auto regions = [](const std::string& text) {
    return messageOf([&] {
      Variant v;
      dlx::sudoku::parseRegions(text, 4, v);
      dlx::sudoku::checkVariant(v, 2);
    });
  };
  EXPECT_EQ(regions("AABB AABB CCDD CCD"), "the region map has 15 labels; a 4x4 grid has 16 cells");
  EXPECT_EQ(regions("AABB AABB CCDD CCDE"), "the region map has more than 4 labels: 'E' at row 4, column 4 is one too many for the 4 regions of a 4x4 grid");
  EXPECT_EQ(regions("AAAB ABBB CCDD CCDD"), "no error");
  EXPECT_EQ(regions("AAAA BBBB CCCD CCDD"), "region 'C' has 5 cells; each region of a 4x4 grid has 4");
  EXPECT_EQ(regions("ABBA ABBA CCDD CCDD"), "region 'A' is not connected: row 1, column 4 is apart from row 1, column 1");
  auto cages = [](const std::string& text) {
    return messageOf([&] {
      Variant v;
      dlx::sudoku::parseCages(text, 4, v);
      dlx::sudoku::checkVariant(v, 2);
    });
  };
  EXPECT_EQ(cages("AB.. AB.. .... .... A=3 B=7"), "no error");
  EXPECT_EQ(cages("AB.. AB.. .... .... A=3"), "cage 'B' (at row 1, column 2) has no sum: add B=… after the map");
  EXPECT_EQ(cages("A... .... .... ...A A=3"), "cage 'A' is not connected: row 4, column 4 is apart from row 1, column 1");
  EXPECT_EQ(cages("AA.. .... .... .... A=9"), "cage 'A' (2 cells): no distinct digits 1 to 4 add up to 9 (3 to 7)");
  EXPECT_EQ(cages("AA.. .... .... .... A=x"), "'A=x': cage 'A' needs a whole number for its sum, as in A=10");
  EXPECT_EQ(cages("AA.. .... .... .... A=3 C=4"), "the sum C=4 names no cage of the map");
  EXPECT_EQ(cages("AA.. .... .... ... A=3"), "the cage map has 15 labels; a 4x4 grid has 16 cells ('.' for a cell in no cage)");
  Variant overlapping;
  overlapping.cages = {Cage{{0, 1}, 3}, Cage{{1, 2}, 3}};
  EXPECT_EQ(messageOf([&] { dlx::sudoku::checkVariant(overlapping, 2); }), "cage 2: row 1, column 2 is also in cage 1");
  Variant big;
  big.cages = {Cage{{0, 1, 2, 3, 4}, 10}};
  EXPECT_EQ(messageOf([&] { dlx::sudoku::checkVariant(big, 2); }), "cage 1 has 5 cells; at most 4 (no digit twice in a cage)");
}

// A sum is read whole, never cut to an int: 2^32 + 3 is not 3, 2^40 not 0.
TEST(SudokuVariant, CageSumsBeyondAnyCagesAreNamedNotWrapped) {
  auto cages = [](const std::string& text) {
    return messageOf([&] {
      Variant v;
      dlx::sudoku::parseCages(text, 4, v);
      dlx::sudoku::checkVariant(v, 2);
    });
  };
  EXPECT_EQ(cages("AA.. .... .... .... A=4294967299"), "cage 'A' cannot add up to 4294967299: a cage's sum is a whole number, at most 2080 (1 + 2 + … + 64)");
  EXPECT_EQ(cages("AA.. .... .... .... A=1099511627776"), "cage 'A' cannot add up to 1099511627776: a cage's sum is a whole number, at most 2080 (1 + 2 + … + 64)");
  EXPECT_EQ(cages("AA.. .... .... .... A=" + std::string(400, '9')).substr(0, 51), "cage 'A' cannot add up to 99999999999999999999…: ");
  EXPECT_EQ(cages("AA.. .... .... .... A=0000003"), "no error");  // 7 digits: no longer "needs a whole number"
  EXPECT_EQ(cages("AA.. .... .... .... A=2080"), "cage 'A' (2 cells): no distinct digits 1 to 4 add up to 2080 (3 to 7)");
  EXPECT_EQ(messageOf([] { dlx::sudoku::cageSum(4294967299.0, "cage 3", "4294967299"); }),
            "cage 3 cannot add up to 4294967299: a cage's sum is a whole number, at most 2080 (1 + 2 + … + 64)");
  EXPECT_EQ(messageOf([] { dlx::sudoku::cageSum(2.5, "cage 1", "2.5"); }).substr(0, 29), "cage 1 cannot add up to 2.5: ");
  EXPECT_EQ(dlx::sudoku::cageSum(-2080.0, "cage 1", "-2080"), -2080);  // checkVariant() names it
}

// Labels are characters (code points) of the UTF-8 text, not bytes: é, ß, ☃ and emoji; Unicode's
// whitespace (no-break space, ideographic space) between them is ignored; a control character
// in a message is escaped, never raw.
TEST(SudokuVariant, LabelsAreAnyCharacterButWhitespace) {
  Variant v;
  dlx::sudoku::parseRegions("éé\u00a0üü éé\u3000üü ☃☃😀😀 ☃☃😀😀", 4, v);
  EXPECT_EQ(v.regions, (std::vector<int>{0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}));
  EXPECT_EQ(v.regionNames, (std::vector<std::string>{"é", "ü", "☃", "😀"}));
  dlx::sudoku::parseCages("ßß.. ☃... ☃... .... ß=3 ☃=7", 4, v);
  ASSERT_EQ(v.cages.size(), 2u);
  EXPECT_EQ(v.cages[0].cells, (std::vector<int>{0, 1}));
  EXPECT_EQ(v.cages[1].sum, 7);
  EXPECT_EQ(v.cageNames, (std::vector<std::string>{"ß", "☃"}));
  auto regions = [](const std::string& text) {
    return messageOf([&] {
      Variant variant;
      dlx::sudoku::parseRegions(text, 4, variant);
      dlx::sudoku::checkVariant(variant, 2);
    });
  };
  EXPECT_EQ(regions("AAAA BBBB \x07" "C\x07" "C \x07" "C\x07" "C"), "region '\\u0007' is not connected: row 3, column 3 is apart from row 3, column 1");
  EXPECT_EQ(regions("AABB AABB CCDD CCD\x1b"), "the region map has more than 4 labels: '\\u001B' at row 4, column 4 is one too many for the 4 regions of a 4x4 grid");
  EXPECT_EQ(regions("AABB AABB CCDD CCD\xff"), "the region map has more than 4 labels: '\\xFF' at row 4, column 4 is one too many for the 4 regions of a 4x4 grid");
  auto cages = [](const std::string& text) {
    return messageOf([&] {
      Variant variant;
      dlx::sudoku::parseCages(text, 4, variant);
      dlx::sudoku::checkVariant(variant, 2);
    });
  };
  EXPECT_EQ(cages("😀😀.. .... .... .... 😀=9"), "cage '😀' (2 cells): no distinct digits 1 to 4 add up to 9 (3 to 7)");
  EXPECT_EQ(cages("\x07\x07.. .... .... .... \x07=9"), "cage '\\u0007' (2 cells): no distinct digits 1 to 4 add up to 9 (3 to 7)");
  EXPECT_EQ(cages("éé.. .... .... .... éx=3"), "'éx=3': a cage's label is one character (not '.'), as in A=10");
}

}  // namespace

namespace {

// Counts solutions up to `most` by plain backtracking over the rules' groups (ruleGroups(), no exact
// cover): the independent count for the generator's uniqueness and minimality.
struct Counter {
  int box, n;
  const Variant& v;
  std::vector<std::vector<int>> groups;  // every unit and cage, as cells
  std::vector<std::vector<int>> groupsOf;
  std::vector<int> sums;                 // per group: its cage sum, or -1
  std::vector<int> g;

  Counter(int b, const Variant& variant) : box(b), n(b * b), v(variant), groupsOf(static_cast<std::size_t>(n) * n) {
    const auto all = dlx::test::ruleGroups(box, v);
    const std::size_t units = all.size() - v.cages.size();  // the cages come last
    for (std::size_t k = 0; k < all.size(); ++k) add(all[k], k < units ? -1 : v.cages[k - units].sum);
  }

  void add(const std::vector<int>& cells, int sum) {
    for (int c : cells) groupsOf[c].push_back(static_cast<int>(groups.size()));
    groups.push_back(cells);
    sums.push_back(sum);
  }

  // Whether digit d may go in the blank `cell`: new to each of its groups, and each cage's sum still
  // reachable with distinct digits the cage lacks (the smallest and the largest that many).
  bool fits(int cell, int d) {
    for (int k : groupsOf[cell]) {
      int total = d, blanks = 0;
      std::array<char, 65> used{};
      used[d] = 1;
      for (int c : groups[k]) {
        if (c == cell) continue;
        if (g[c] == d) return false;
        total += g[c];
        used[g[c]] = 1;
        blanks += g[c] == 0;
      }
      if (sums[k] < 0) continue;
      int lo = total, hi = total;
      for (int digit = 1, left = blanks; digit <= n && left > 0; ++digit) {
        if (!used[digit]) lo += digit, --left;
      }
      for (int digit = n, left = blanks; digit >= 1 && left > 0; --digit) {
        if (!used[digit]) hi += digit, --left;
      }
      if (sums[k] < lo || sums[k] > hi) return false;
    }
    return true;
  }

  int count(std::vector<int> cells, int most) {
    g = std::move(cells);
    int found = 0;
    search(found, most);
    return found;
  }

  void search(int& found, int most) {
    // The blank with the fewest digits that fit.
    int best = -1, bestCount = n + 1;
    for (int c = 0; c < n * n && bestCount > 1; ++c) {
      if (g[c] != 0) continue;
      int k = 0;
      for (int d = 1; d <= n; ++d) k += fits(c, d);
      if (k < bestCount) {
        best = c;
        bestCount = k;
      }
    }
    if (best < 0) {
      ++found;
      return;
    }
    for (int d = 1; d <= n && found < most; ++d) {
      if (!fits(best, d)) continue;
      g[best] = d;
      search(found, most);
      g[best] = 0;
    }
  }
};

TEST(SudokuVariant, GeneratesUniqueMinimalPuzzlesOfEachVariant) {
  std::vector<int> jigsaw;
  Variant read;
  dlx::sudoku::parseRegions("999998888 555998888 555998333 555111333 222111333 222111444 222766444 777766444 777766666", 9, read);
  struct Case {
    const char* name;
    bool x, windoku, regions, killer;
  };
  for (const Case& c : {Case{"x", true, false, false, false}, Case{"windoku", false, true, false, false}, Case{"jigsaw", false, false, true, false},
                        Case{"killer", false, false, false, true}}) {
    dlx::sudoku::GenerateOptions options;
    options.seed = 7;
    options.variant.x = c.x;
    options.variant.windoku = c.windoku;
    if (c.regions) options.variant.regions = read.regions;
    options.killer = c.killer;
    const auto made = dlx::sudoku::generate(options);
    Variant rules = options.variant;
    rules.cages = made.cages;
    EXPECT_EQ(c.killer, !made.cages.empty()) << c.name;
    EXPECT_TRUE(keepsRules(made.solution.cells, 3, rules)) << c.name;
    Counter counter(3, rules);
    EXPECT_EQ(counter.count(made.puzzle.cells, 2), 1) << c.name;
    for (int cell = 0; cell < 81; ++cell) {
      if (made.puzzle.cells[cell] == 0) continue;
      EXPECT_EQ(made.puzzle.cells[cell], made.solution.cells[cell]) << c.name;
#ifdef DLX_SANITIZED
      if (cell % 4 != 0) continue;  // under the sanitizers, a quarter of the givens' removals, for time
#endif
      auto fewer = made.puzzle.cells;
      fewer[cell] = 0;
      EXPECT_EQ(counter.count(fewer, 2), 2) << c.name << ": the given at " << cell << " can go";
    }
  }
}

}  // namespace
