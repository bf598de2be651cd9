// Fixtures and checks shared by the native tests.
#pragma once

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "encoders/sudoku.hpp"

namespace dlx::test {

// The message of the InputError that `f` throws (its place into `place`), or "no error".
template <typename F>
std::string messageOf(F f, Place* place = nullptr) {
  try {
    f();
  } catch (const InputError& e) {
    if (place) *place = e.place();
    return e.what();
  }
  return "no error";
}

// The fields of a fixture line, split at `by` (a trailing separator ends with an empty field).
inline std::vector<std::string> fields(const std::string& line, char by) {
  std::vector<std::string> out;
  std::string part;
  std::istringstream in(line);
  while (std::getline(in, part, by)) out.push_back(part);
  if (!line.empty() && line.back() == by) out.emplace_back();
  return out;
}

// The puzzles of a fixture file: one per line, '#' lines and blank lines skipped.
inline std::vector<std::string> readPuzzles(const std::string& name) {
  std::ifstream in(std::string(DLX_FIXTURES) + "/" + name);
  std::vector<std::string> out;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    out.push_back(line);
  }
  return out;
}

// True when `solution` is a complete valid grid that keeps every given of `puzzle`.
inline bool solves(const sudoku::Grid& puzzle, const int* solution) {
  const int size = puzzle.size();
  const int box = puzzle.box;
  for (std::size_t i = 0; i < puzzle.cells.size(); ++i) {
    if (puzzle.cells[i] != 0 && puzzle.cells[i] != solution[i]) return false;
    if (solution[i] < 1 || solution[i] > size) return false;
  }
  for (int unit = 0; unit < size; ++unit) {
    std::set<int> row;
    std::set<int> col;
    std::set<int> blk;
    for (int k = 0; k < size; ++k) {
      row.insert(solution[unit * size + k]);
      col.insert(solution[k * size + unit]);
      blk.insert(solution[((unit / box) * box + k / box) * size + (unit % box) * box + k % box]);
    }
    if (static_cast<int>(row.size()) != size || static_cast<int>(col.size()) != size ||
        static_cast<int>(blk.size()) != size) {
      return false;
    }
  }
  return true;
}

}  // namespace dlx::test
