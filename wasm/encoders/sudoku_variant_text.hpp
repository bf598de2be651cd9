// The text forms of Sudoku variants (docs/formats.md, "Sudoku variants"): a jigsaw's region map and
// a killer's cages, both laid out like a puzzle, one label per cell (whitespace ignored).
//   regions:  AAABBBCCC          cages:  AAB.C...   then the sums, anywhere after the map:
//             AAABBBCCC …                 …           A=10 B=7 C=15
#pragma once

#include <string_view>

#include "sudoku_variant.hpp"

namespace dlx::sudoku {

// A label is one character of the UTF-8 text (a code point: é, ☃ and emoji alike), any but
// whitespace (Unicode's); errors show a control character in a label escaped.

// size² labels, `size` different ones: region numbers in the order the labels first appear. Fills
// variant.regions and variant.regionNames; InputError names the count.
void parseRegions(std::string_view text, int size, Variant& variant);

// A map of size² labels ('.' for a cell in no cage) and a sum for each label, as label=sum. Fills
// variant.cages and variant.cageNames; InputError names the label or the token at fault, and a sum
// beyond any cage's (cageSum()).
void parseCages(std::string_view text, int size, Variant& variant);

// Cages as parseCages() reads them: the map, a row a line, labels A-Z, a-z, 0-9 and then other
// printable characters in cage order, and a line of label=sum. InputError when there are more
// cages than labels (92).
std::string formatCages(const std::vector<Cage>& cages, int size);

}  // namespace dlx::sudoku
