#!/usr/bin/env bash
# Every test: native C++ (ctest, plain and under ASan/UBSan), the fuzzers (their corpus and crashes
# replayed, then DLX_FUZZ_SECONDS of fuzzing per target, default 10), the WASM module and JS API in
# Node, the page in Chromium, the packed package (Vitest), and the type declarations.
set -euo pipefail
cd "$(dirname "$0")/.."
DLX_FOR_TESTS=1 bash tools/bootstrap.sh
bash tools/test-native.sh
bash tools/fuzz.sh
bash tools/build-wasm.sh
npx tsc -p tests/types
npx vitest run
