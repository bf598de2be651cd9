#!/usr/bin/env bash
# Builds the C++ core natively and runs its GoogleTest suite through ctest, twice: optimized, and
# under AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
for build in release asan; do
  flags=(-DCMAKE_BUILD_TYPE=Release)
  [ "$build" = asan ] && flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DDLX_SANITIZE=ON)
  dir=build/native
  [ "$build" = asan ] && dir=build/asan
  cmake -S . -B "$dir" "${flags[@]}" >/dev/null
  cmake --build "$dir" -j"$(nproc)"
  echo "ctest ($build):"
  ctest --test-dir "$dir" --output-on-failure -j"$(nproc)"
done
