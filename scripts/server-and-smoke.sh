#!/usr/bin/env bash
# npm test's second part: the server project (Node 24) and the smoke set (the machine's Node)
# at once. The server project's files spend much of their time waiting on streams, timers and
# restarted servers (the machine about a third idle over it), so the smoke set's four files,
# one at a time, fit beside it rather than after it. The server project's output is shown as
# it comes, the smoke set's when both have ended; either failing fails the whole.
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT

npm run -s test:smoke >"$log" 2>&1 &
smoke=$!

failed=0
npm run -s test:server || failed=1
if ! wait "$smoke"; then failed=1; smoke_failed=1; fi
echo
echo "npm run test:smoke (the machine's Node, beside the server project):"
cat "$log"
[ -z "${smoke_failed:-}" ] || echo "npm run test:smoke: failed"
exit $failed
