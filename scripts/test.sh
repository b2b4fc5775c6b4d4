#!/usr/bin/env bash
# npm test. What waits on what:
# - the build, then the size budgets and the Storybook build, which the server project's
#   browser tests need, with the unit project (Node 24; it needs no build) beside them: at the
#   machine's own priority, first;
# - the formatting and the linters with the type check (oxlint's typeCheck: `npm run
#   typecheck`'s diagnostics from the same compiler): from the start, at a lower priority (nice),
#   so that they take what CPU the rest leaves (the server project's files wait on streams,
#   timers and restarted servers, the machine about a third idle over it) rather than hold up
#   the build. The unit project is not among them: its tests have timeouts, and starved they
#   came near them;
# - the server project (Node 24) once the builds are done, with the smoke set (the machine's
#   Node, one file at a time) beside it.
# The build's and the server project's output is shown as it comes; the others' when all have
# ended, in order. Any step that fails fails the whole.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

background() {
  local name=$1
  shift
  "$@" >"$logs/$name.log" 2>&1 &
  pids+=($!)
  names+=("$name")
}
pids=()
names=()

background format:check nice -n 10 npm run -s format:check
background lint nice -n 10 npm run -s lint
(npm run build && npm run size && npm run build-storybook) &
builds=$!
# Node 24 is installed (scripts/with-node24.sh) before the unit and server projects start, which
# would otherwise both install it at once on a fresh clone.
failed=0
if scripts/with-node24.sh true; then
  background test:unit npm run -s test:unit
else
  failed=1
fi

if wait $builds && [ $failed -eq 0 ]; then
  background test:smoke npm run -s test:smoke
  npm run -s test:server || failed=1
else
  failed=1
fi

for i in "${!pids[@]}"; do
  code=0
  wait "${pids[$i]}" || code=$?
  echo
  echo "npm run ${names[$i]}:"
  cat "$logs/${names[$i]}.log"
  if [ $code -ne 0 ]; then
    failed=1
    echo "npm run ${names[$i]}: failed"
  fi
done
exit $failed
