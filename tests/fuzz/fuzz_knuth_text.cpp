// libFuzzer target: Knuth's item/option text. Small problems are counted against brute force;
// larger ones are searched under a node budget.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "../native/brute_force.hpp"
#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "encoders/knuth_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto parsed = dlx::knuth::parse(std::string_view(reinterpret_cast<const char*>(data), size));
    if (parsed.options.size() != static_cast<std::size_t>(parsed.problem.rows())) std::abort();
    if (parsed.problem.rows() <= 14) {
      const auto result = dlx::solve(parsed.problem, dlx::Limits{0, 0, false});
      if (result.count != dlx::test::bruteForceCount(parsed.problem)) std::abort();
    } else {
      dlx::solve(parsed.problem, dlx::Limits{0, 5000, true});
    }
  } catch (const dlx::InputError&) {
  }
  return 0;
}
