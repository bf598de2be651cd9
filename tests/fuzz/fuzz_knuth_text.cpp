// libFuzzer target: Knuth's item/option text. Small problems are counted against brute force;
// larger ones are searched under a node budget.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/errors.hpp"
#include "cross_check.hpp"
#include "encoders/knuth_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto parsed = dlx::knuth::parse(std::string_view(reinterpret_cast<const char*>(data), size));
    if (parsed.options.size() != static_cast<std::size_t>(parsed.problem.rows())) std::abort();
    dlx::test::crossCheck(parsed.problem);
  } catch (const dlx::InputError&) {
  }
  return 0;
}
