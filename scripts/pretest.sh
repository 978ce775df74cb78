#!/usr/bin/env bash
# What `npm test` runs before its tests, in two lanes side by side: the checks (lint, format,
# knip, the service graph) and the builds followed by the type check (which reads the built
# contracts). Each tool keeps about one core busy, so on two cores the lanes take the time of the
# longer one (about 70 s here) instead of both (about 105 s). Neither lane reads what the other
# writes: the checks ignore dist/. The checks' output is printed once both lanes end; either
# failing fails.
set -uo pipefail
cd "$(dirname "$0")/.."
checks_log=$(mktemp "${TMPDIR:-/tmp}/sitetools-checks-XXXXXX")
trap 'rm -f "$checks_log"' EXIT
npm run check >"$checks_log" 2>&1 &
checks=$!
npm run build && npm run build:addons && npm run build:client && npm run typecheck
built=$?
wait "$checks"
checked=$?
echo "== npm run check"
cat "$checks_log"
exit $((built || checked))
