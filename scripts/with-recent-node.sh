#!/usr/bin/env bash
# Runs a command under Node >= 22.12 (the project's `engines`): the machine's Node when it is recent enough,
# otherwise Node 24 LTS from scripts/with-node24.sh (downloaded once from the npm registry). The npm scripts
# that run the app or its tests go through here, so `npm install && npm start` works on a machine whose Node
# is 20. Usage: bash scripts/with-recent-node.sh npm run serve
set -euo pipefail
if node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null; then
  exec "$@"
fi
exec bash "$(dirname "$0")/with-node24.sh" "$@"
