// libFuzzer target: the "N M" 0/1 matrix text format, several matrices per text.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "../native/brute_force.hpp"
#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "encoders/matrix_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    for (const auto& matrix : dlx::matrix::parseText(std::string_view(reinterpret_cast<const char*>(data), size))) {
      if (matrix.problem.rows() <= 14) {
        const auto result = dlx::solve(matrix.problem, dlx::Limits{0, 0, false});
        if (result.count != dlx::test::bruteForceCount(matrix.problem)) std::abort();
      } else {
        dlx::solve(matrix.problem, dlx::Limits{1, 5000, true});
      }
    }
  } catch (const dlx::InputError&) {
  }
  return 0;
}
