#!/usr/bin/env bash
# The clang build under AddressSanitizer + UBSan with libFuzzer's coverage instrumentation
# (build/fuzz): the fuzz targets (tools/fuzz.sh) and the GoogleTest suite under the sanitizers
# (tools/test-native.sh) share it, so the core is compiled once for both.
set -euo pipefail
cd "$(dirname "$0")/.."
# Line tables are all a sanitizer's report needs, and compile a fifth faster than full debug info.
CXX=clang++-14 cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" -DDLX_FUZZ=ON >/dev/null
cmake --build build/fuzz -j"$(nproc)" >/dev/null
