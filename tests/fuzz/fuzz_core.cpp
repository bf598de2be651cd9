// libFuzzer target: the search on small random matrices built from the input bytes, every count
// checked against brute force and every solution checked to be a cover, with and without the
// optional inferences (subset rule, probing) and the lexicographic branching, in both engines, and
// with colors and bounds (settings bits 32 and 64) in the colored search; then cut into slices of a
// few nodes (core/slice.hpp), as a pool of workers runs it, which must count the same.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "../native/brute_force.hpp"
#include "../native/slice_runner.hpp"
#include "core/dlx.hpp"
#include "core/errors.hpp"
#include "core/slice.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 4) return 0;
  std::size_t at = 0;
  auto byte = [&]() -> std::uint8_t { return at < size ? data[at++] : 0; };
  dlx::Problem p;
  p.columns = 1 + byte() % 10;
  p.primary = byte() % (p.columns + 1);
  const int rows = byte() % 15;
  const std::uint8_t settings = byte();
  for (int r = 0; r < rows && at < size; ++r) {
    const int length = 1 + byte() % 5;
    int cols[5];
    for (int k = 0; k < length; ++k) cols[k] = byte() % (p.columns + 1) - (byte() % 16 == 0 ? 1 : 0);
    // Colors 0..3 (0 none); on primary columns too now and then, which validation must refuse.
    for (int k = 0; k < length; ++k) p.colors.push_back((settings & 32) != 0 ? byte() % 4 : 0);
    p.addRow(cols, length);
  }
  if ((settings & 32) == 0) p.colors.clear();
  if ((settings & 64) != 0) {
    for (int c = 0; c < p.primary; ++c) {
      const int lo = byte() % 3;
      p.bounds.push_back(dlx::Bound{lo, lo + byte() % 3});  // hi 0 now and then: refused
    }
  }
  dlx::Limits limits = dlx::Limits::find(0);
  limits.reduceUpTo = settings & 3;
  limits.probe = (settings & 4) != 0;
  limits.branching = (settings & 8) != 0 ? dlx::Branching::First : dlx::Branching::Mrv;
  limits.engine = (settings & 16) != 0 || p.hasColorsOrBounds() ? dlx::Engine::Links : dlx::Engine::Bitsets;
  dlx::Result result;
  try {
    result = dlx::solve(p, limits);
  } catch (const dlx::InputError&) {
    return 0;  // out-of-range or duplicate columns, empty rows: rejected, as they must be
  }
  if (!result.complete() || result.count != dlx::test::bruteForceCount(p)) std::abort();
  const auto& s = result.solutions;
  for (std::size_t k = 0; k < s.size(); ++k) {
    if (!dlx::test::isCover(p, s.rows.data() + s.start[k], s.start[k + 1] - s.start[k])) std::abort();
  }
  // Slices of 1 to 8 nodes off a stack until none is left; a search handed back as it came gets
  // twice the budget.
  const std::uint64_t budget = 1 + byte() % 8;
  std::vector<std::vector<int>> stack{{0, 0}};
  std::vector<std::uint64_t> budgets{budget};
  std::uint64_t count = 0;
  for (int slices = 0; !stack.empty(); ++slices) {
    if (slices > 100000) std::abort();  // a split that makes no headway
    const std::vector<int> search = stack.back();
    const std::uint64_t nodes = budgets.back();
    stack.pop_back();
    budgets.pop_back();
    limits.maxNodes = nodes;
    const dlx::Slice slice = dlx::solveSlice(p, search, limits);
    count += slice.search.count;
    const auto& found = slice.search.solutions;
    for (std::size_t k = 0; k < found.size(); ++k) {
      if (!dlx::test::isCover(p, found.rows.data() + found.start[k], found.start[k + 1] - found.start[k])) std::abort();
    }
    const auto left = dlx::test::searchesIn(slice.left);
    if ((slice.search.stop == dlx::Stop::NodeLimit) == left.empty() || left.size() != slice.leftEnds.size()) std::abort();
    for (std::size_t k = left.size(); k-- > 0;) {
      stack.push_back(left[k]);
      budgets.push_back(k == 0 && left[k] == search ? 2 * nodes : budget);
    }
  }
  if (count != result.count) std::abort();
  return 0;
}
