#!/usr/bin/env bash
# Runs a command with Node 24, the current LTS, first on PATH (the machines here have Node 20):
#   scripts/with-node24.sh npx vitest run --project server
# Node 24 comes from the npm registry's `node` package, installed once into .cache/node24
# (git-ignored) at the exact version below.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=24.21.0
DIR=.cache/node24
BIN=$PWD/$DIR/node_modules/node/bin
if [ "$("$BIN/node" --version 2>/dev/null || true)" != "v$VERSION" ]; then
  echo "with-node24: installing node@$VERSION from the npm registry into $DIR" >&2
  rm -rf "$DIR"
  mkdir -p "$DIR"
  npm install --prefix "$DIR" --no-save --no-package-lock --no-audit --no-fund "node@$VERSION" >"$DIR.log" 2>&1 ||
    { cat "$DIR.log" >&2; exit 1; }
  [ "$("$BIN/node" --version 2>/dev/null || true)" = "v$VERSION" ] ||
    { echo "with-node24: node@$VERSION did not install:" >&2; cat "$DIR.log" >&2; exit 1; }
fi
export PATH="$BIN:$PATH"
echo "with-node24: $(node --version)" >&2
exec "$@"
