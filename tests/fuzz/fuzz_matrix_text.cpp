// libFuzzer target: the "N M" 0/1 matrix text format, several matrices per text.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/errors.hpp"
#include "cross_check.hpp"
#include "encoders/matrix_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    for (const auto& matrix : dlx::matrix::parseText(std::string_view(reinterpret_cast<const char*>(data), size))) {
      dlx::test::crossCheck(matrix.problem);
    }
  } catch (const dlx::InputError&) {
  }
  return 0;
}
