#!/usr/bin/env bash
# Builds the modules and the site (build/site/, vite.site.config.js) and serves the site on a local
# port (PORT, default 8080), under the site's Content-Security-Policy (tools/csp.js).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/bootstrap.sh
bash tools/build-wasm.sh
npm run build:site
port="${PORT:-8080}"

exec node tools/serve-site.js build/site "$port"
