#!/usr/bin/env bash
# Builds the C++ core natively and runs its GoogleTest suite through ctest, twice: optimized (g++,
# build/native, which the native benchmark shares), and under AddressSanitizer + UBSan (clang,
# build/fuzz, which the fuzz targets share: tools/build-fuzz.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$(nproc)"
echo "ctest (optimized):"
ctest --test-dir build/native --output-on-failure -j"$(nproc)"
bash tools/build-fuzz.sh
echo "ctest (sanitized):"
ctest --test-dir build/fuzz --output-on-failure -j"$(nproc)"
