#!/usr/bin/env bash
# The native build of the core on the same sets as `npm run bench`, for the native/WASM ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
data=../shared/data
[ -d "$data" ] || data=tests/fixtures
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$(nproc)" --target dlx_bench >/dev/null
clue="$data/9x9-17clue.txt"
[ -e "$clue" ] || clue="$data/9x9-17clue-sample.txt"
build/native/dlx_bench "$clue" "$data/9x9-top1465.txt" "$data/9x9-forum-hardest-1106.txt" "$data/16x16-tarek20.txt"
build/native/dlx_bench --queens 12
