#!/usr/bin/env bash
# Every test: native C++ (ctest), the WASM module and JS API in Node (Vitest), the type declarations.
set -euo pipefail
cd "$(dirname "$0")/.."
DLX_NEED_BROWSER=1 bash tools/bootstrap.sh
bash tools/test-native.sh
bash tools/build-wasm.sh
npx tsc -p tests/types
npx vitest run
