#!/usr/bin/env bash
# Installs whatever building and testing need and the machine lacks: Debian packages (as root, or
# through sudo) and the npm packages locked in package-lock.json. Quick when all is there.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v cmake >/dev/null || missing+=(cmake)
command -v g++ >/dev/null || missing+=(g++)
command -v make >/dev/null || missing+=(make)
command -v emcc >/dev/null || missing+=(emscripten)
command -v xz >/dev/null || missing+=(xz-utils)  # packs the modules' WASM in JS (tools/ship-wasm.js)
# DLX_FOR_TESTS=1: also GoogleTest, libjpeg, the fuzzers' clang, the browser tests' Chromium and GNU
# parallel (the tested recipe for jobs across machines, docs/cli.md).
if [ "${DLX_FOR_TESTS:-0}" = 1 ]; then
  [ -e /usr/include/gtest/gtest.h ] || missing+=(libgtest-dev)
  [ -e /usr/include/jpeglib.h ] || missing+=(libjpeg62-turbo-dev)  # the scanner's tests decode photos
  command -v clang++-14 >/dev/null || missing+=(clang-14)
  compgen -G '/usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a' >/dev/null || missing+=(libclang-rt-14-dev)
  command -v chromium >/dev/null || missing+=(chromium)
  command -v parallel >/dev/null || missing+=(parallel)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}" >&2
  sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v node >/dev/null || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
  echo "bootstrap: Node.js 20 or newer is needed (found: $(node --version 2>/dev/null || echo none))" >&2
  exit 1
fi

# npm ci when node_modules is missing or older than the lock file.
if [ ! -e node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # npm ci refuses a lock file that lacks optional platform packages a registry mirror does not
  # carry; npm install then still installs exactly the locked versions it can.
  npm ci --no-audit --no-fund --loglevel=error ||
    { echo "bootstrap: npm ci failed; falling back to npm install" >&2; npm install --no-audit --no-fund --loglevel=error; }
fi
