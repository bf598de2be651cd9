#!/usr/bin/env bash
# The native build of the core against the WASM module on the sets of `npm run bench`, in
# alternating rounds (bench/native-vs-wasm.js): µs per puzzle for each, and WASM/native.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$(nproc)" --target dlx_bench >/dev/null
[ -e web/generated/dlx.mjs ] || bash tools/build-wasm.sh
node bench/native-vs-wasm.js "$@"
