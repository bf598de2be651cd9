#!/usr/bin/env bash
# Builds the module and serves the page on a local port (PORT, default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh
bash tools/build-wasm.sh
port="${PORT:-8080}"

exec npx sirv . --port "$port" --host 127.0.0.1
