#!/usr/bin/env bash
# Builds the WASM module into web/generated/ (needs Emscripten: see tools/bootstrap.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Emscripten runs its JS optimizer with the system's Node modules (acorn lives there).
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
# The build's log goes to stderr: `npm pack --json` runs this (prepack) and its stdout must stay JSON.
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release -DDLX_WASM_OUTPUT_DIR="$PWD/web/generated" >/dev/null
cmake --build build/wasm -j"$(nproc)" >&2
node tools/inline-workers.js
