// The digit reader: a small convolutional network (train/ makes its weights) that gives each
// cell a probability for every class: empty, then the symbols of kClassSymbols.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "scan/cells.hpp"

namespace dlx::scan {

// Class 0 is an empty cell (or one with only a player's pencil marks); class k > 0 is the
// symbol kClassSymbols[k]. 9x9 grids use '1'-'9'; 16x16 ones '0'-'9' and 'A'-'F', or '1'-'9' and 'A'-'G'.
constexpr char kClassSymbols[] = ".0123456789ABCDEFG";
constexpr int kClasses = sizeof(kClassSymbols) - 1;

class Classifier {
 public:
  // Reads a weights blob (the format train/export.py writes); false when it is not one.
  bool load(const uint8_t* blob, size_t size);
  // probs[kClasses], summing to 1.
  void classify(const uint8_t* cell, float* probs) const;
  [[nodiscard]] bool loaded() const;

 private:
  // (the layers' shapes and weights: classifier.cpp decides)
};

// The weights compiled in (wasm/scan/digit_weights.inc, trained on every shared photo).
const Classifier& builtinClassifier();

}  // namespace dlx::scan
