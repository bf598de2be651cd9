#!/usr/bin/env bash
# Builds the modules and the site (build/site/, vite.site.config.js) and serves the site on a local
# port (PORT, default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh
bash tools/build-wasm.sh
npm run build:site
port="${PORT:-8080}"

exec npx sirv build/site --port "$port" --host 127.0.0.1
