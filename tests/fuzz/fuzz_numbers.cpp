// libFuzzer target: the number-array entry points (sparse rows, dense rows, Sudoku cells, queens n)
// fed raw doubles, NaN, infinities and negative zero included, as JavaScript may pass them.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "encoders/matrix.hpp"
#include "encoders/numbers.hpp"
#include "encoders/queens.hpp"
#include "encoders/sudoku.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const int which = data[0] % 4;
  const int rows = data[1] % 12;
  std::vector<double> values((size - 2) / sizeof(double));
  if (!values.empty()) std::memcpy(values.data(), data + 2, values.size() * sizeof(double));
  std::vector<int> lengths(rows, 0);
  std::size_t left = values.size();
  for (int r = 0; r < rows; ++r) {
    lengths[r] = static_cast<int>(left / static_cast<std::size_t>(rows - r));
    left -= static_cast<std::size_t>(lengths[r]);
  }
  try {
    switch (which) {
      case 0: {
        const double columns = values.empty() ? 3 : values[0];
        const auto p = dlx::matrix::fromSparse(columns, columns, values.data(), values.size(), lengths.data(), lengths.size());
        dlx::solve(p, dlx::Limits::find(0).budget(5000));
        break;
      }
      case 1: {
        const auto p = dlx::matrix::fromDense(values.data(), values.size(), lengths.data(), lengths.size());
        dlx::solve(p, dlx::Limits::find(0).budget(5000));
        break;
      }
      case 2: {
        const auto grid = dlx::sudoku::gridFromNumbers(values.data(), values.size());
        dlx::sudoku::solve(grid, dlx::Limits::find(2).budget(2000));
        break;
      }
      default: {
        const int n = dlx::integerIn(values.empty() ? 0 : values[0], 1, 12, "n");
        dlx::solve(dlx::queens::encode(n), dlx::Limits::count(0).budget(5000));
        break;
      }
    }
  } catch (const dlx::InputError&) {
  }
  return 0;
}
