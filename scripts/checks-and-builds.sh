#!/usr/bin/env bash
# npm test's first part: the formatting, the linters with the type check (oxlint's typeCheck:
# the diagnostics `npm run typecheck` gives, from the same compiler, made once rather than
# twice) and the unit tests (which need no build) run beside the build (mostly one core's
# work), then the size budgets and the Storybook build. Each step's output is kept apart and
# shown in order; any step that fails fails the whole.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

checks=(format:check lint test:unit)
pids=()
for step in "${checks[@]}"; do
  npm run -s "$step" >"$logs/$step.log" 2>&1 &
  pids+=($!)
done

failed=0
npm run build || failed=1
for i in "${!checks[@]}"; do
  if ! wait "${pids[$i]}"; then failed=1; echo "npm run ${checks[$i]}: failed"; fi
  cat "$logs/${checks[$i]}.log"
done
[ $failed -eq 0 ] || exit 1
npm run size && npm run build-storybook
