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

// The weights blob (little-endian; train/export.py writes it, this is its definition):
//   "DLXC", u16 version (kBlobVersion), u16 layer count, u16 input side (kCellSide), u16 classes
//   (kClasses), f32 temperature (the logits are divided by it: calibrated probabilities);
//   per layer: u8 kind (1: 3x3 convolution, zero-padded; 2: 2x2 max-pool; 3: dense), u8 relu,
//   u16 inputs, u16 outputs, u16 0; a convolution or dense layer then has f32 scale[outputs],
//   f32 bias[outputs], i8 weight[outputs][inputs][3][3] (dense: [outputs][inputs]; a dense layer
//   after a convolution reads its channels flattened channel by channel), weight = i8 * scale;
//   last a u32 FNV-1a of every byte before it. The input is the cell's pixels / 255.
constexpr uint16_t kBlobVersion = 1;

class Classifier {
 public:
  // Reads a weights blob; false (and the classifier left unloaded) when it is not a valid one:
  // wrong magic, version or checksum, truncated, or layer shapes that do not chain from a
  // kCellSide^2 cell to kClasses outputs.
  bool load(const uint8_t* blob, size_t size);
  // probs[kClasses], summing to 1. An unloaded classifier gives every class the same probability.
  void classify(const uint8_t* cell, float* probs) const;
  [[nodiscard]] bool loaded() const { return !layers_.empty(); }
  // Multiply-adds one cell costs (0 when unloaded).
  [[nodiscard]] size_t macs() const { return macs_; }

 private:
  enum Kind : uint8_t { kConv = 1, kPool = 2, kDense = 3 };
  struct Layer {
    Kind kind = kConv;
    bool relu = false;
    int inputs = 0;
    int outputs = 0;
    int side = 0;                // a convolution's or pool's input side (square)
    std::vector<float> weights;  // dequantized: i8 * its output's scale
    std::vector<float> bias;
  };
  std::vector<Layer> layers_;
  float temperature_ = 1;
  size_t largest_ = 0;  // floats in the largest activation, padding included
  size_t macs_ = 0;
};

// The weights compiled in (wasm/scan/digit_weights.inc, trained on every shared photo).
const Classifier& builtinClassifier();

}  // namespace dlx::scan
