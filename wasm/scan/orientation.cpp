#include "scan/orientation.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace dlx::scan {

namespace {

constexpr double kLeastPart = 0.05;  // a cell's probability floor in the score

// One cell's picture turned clockwise `turns` quarter turns, into out.
void turnPicture(const uint8_t* in, int turns, uint8_t* out) {
  constexpr int n = kCellSide;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      int sy = y;
      int sx = x;
      // (x, y) of the turned picture comes from the source pixel turned back.
      for (int t = 0; t < turns; ++t) {
        const int ny = n - 1 - sx;
        sx = sy;
        sy = ny;
      }
      out[y * n + x] = in[sy * n + sx];
    }
  }
}

// Where the cell at (row, column) lands when the grid turns clockwise once.
int turnedIndex(int size, int index, int turns) {
  int r = index / size;
  int c = index % size;
  for (int t = 0; t < turns; ++t) {
    const int nr = c;
    c = size - 1 - r;
    r = nr;
  }
  return r * size + c;
}

}  // namespace

Cells turnCells(const Cells& cells, int turns) {
  turns = ((turns % 4) + 4) % 4;
  Cells out;
  out.size = cells.size;
  out.pixels.assign(cells.pixels.size(), 0);
  out.ink.assign(cells.ink.size(), 0);
  const int count = cells.size * cells.size;
  const size_t area = static_cast<size_t>(kCellSide) * kCellSide;
  for (int i = 0; i < count && static_cast<size_t>(i) < cells.ink.size(); ++i) {
    const int j = turnedIndex(cells.size, i, turns);
    turnPicture(cells.cell(i), turns, out.pixels.data() + static_cast<size_t>(j) * area);
    out.ink[j] = cells.ink[i];
  }
  return out;
}

int uprightTurns(const Cells& cells, const Classifier& classifier, int maxCells) {
  const int count = cells.size * cells.size;
  std::vector<int> inked;
  for (int i = 0; i < count && static_cast<size_t>(i) < cells.ink.size(); ++i) {
    if (cells.ink[i]) inked.push_back(i);
  }
  if (maxCells > 0 && static_cast<int>(inked.size()) > maxCells) {
    std::vector<int> spread(static_cast<size_t>(maxCells));
    for (int k = 0; k < maxCells; ++k) spread[k] = inked[static_cast<size_t>(k) * inked.size() / maxCells];
    inked.swap(spread);
  }
  double best = -1e300;
  int bestTurns = 0;
  uint8_t turned[kCellSide * kCellSide];
  float probs[kClasses];
  for (int turns = 0; turns < 4; ++turns) {
    double score = 0;
    for (int i : inked) {
      turnPicture(cells.cell(i), turns, turned);
      classifier.classify(turned, probs);
      // Only the grid's own symbols count: upside down, a 6 is a 9 but a 2 reads as a fair G.
      float top = 0;
      for (int k = 1; k < kClasses; ++k) {
        const char symbol = kClassSymbols[k];
        const bool own = cells.size > 9 || (symbol >= '1' && symbol <= '9');
        if (own && probs[k] > top) top = probs[k];
      }
      // A cell that reads as no symbol whichever way (a player's notes, a smudge) says nothing
      // about the turn: its part is floored, so that its noise cannot outweigh the givens.
      score += std::log(std::max(static_cast<double>(top), kLeastPart));
    }
    if (score > best) {
      best = score;
      bestTurns = turns;
    }
  }
  return bestTurns;
}

}  // namespace dlx::scan
