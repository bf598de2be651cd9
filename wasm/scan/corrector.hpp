// The solver as corrector: each cell's likely readings are the options, and the answer is the
// most probable reading of the whole grid that has exactly one solution.
#pragma once

#include <string>
#include <vector>

#include "scan/classifier.hpp"

namespace dlx::scan {

struct Reading {
  std::string puzzle;              // size * size symbols, '.' for an empty cell
  std::string symbols;             // the alphabet puzzle is written in, digit 1 first ("123456789"; a 16x16's "0123456789ABCDEF" or "123456789ABCDEFG")
  std::vector<float> confidence;   // per cell: the probability of what was read there
  std::vector<int> corrected;      // cells (row * size + column) whose reading differs from the classifier's first choice
  std::vector<int> doubtful;       // cells whose reading stays uncertain (confidence under kDoubt), corrected or not
  bool unique = false;             // the reading has exactly one solution
  int tried = 0;                   // readings tried before this one
};

constexpr float kDoubt = 0.9F;

// probs: size * size * kClasses, the classifier's output cell by cell.
Reading correct(int size, const std::vector<float>& probs);

}  // namespace dlx::scan
