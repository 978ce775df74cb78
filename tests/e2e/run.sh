#!/usr/bin/env bash
# The end-to-end files in two streams side by side: a file spends much of its time waiting on the
# browser and on its app, so two at a time take about two thirds of the time one at a time takes
# on two cores. The files that build and serve the Next.js example share examples/next/.next and
# run one after the other in the first stream, with admin files that even out the streams'
# lengths (measured in CI: the second stream ran 600 s against the first's 400 s with two); every
# other file runs in the second. A name here that matches no file fails its
# stream ("No test files found"), so a renamed file cannot drop out of both.
# Build first: the plugins, the playground's admin panel and the example (npm run test:e2e does).
set -uo pipefail
cd "$(dirname "$0")/../.."

first=(
  tests/e2e/next-example.test.ts
  tests/e2e/next-links.test.ts
  tests/e2e/editorial-loop.test.ts
  tests/e2e/translations.test.ts
  tests/e2e/patterns.test.ts
  tests/e2e/removal-impact.test.ts
  tests/e2e/single-type.test.ts
  tests/e2e/webtools-import.test.ts
)
exclude=()
for file in "${first[@]}"; do exclude+=(--exclude "$file"); done

first_log=$(mktemp "${TMPDIR:-/tmp}/sitetools-e2e-XXXXXX")
trap 'rm -f "$first_log"' EXIT
npx vitest run --config vitest.e2e.config.mts "${first[@]}" >"$first_log" 2>&1 &
first_stream=$!
npx vitest run --config vitest.e2e.config.mts "${exclude[@]}"
second=$?
wait "$first_stream"
first_status=$?
echo "== end-to-end files that serve the Next.js example (the first stream)"
cat "$first_log"
exit $((first_status || second))
