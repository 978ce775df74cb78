#!/usr/bin/env bash
# The real-app checks on Strapi $1 (for example 5.54.0): Strapi's example app as create-strapi-app
# ships it, with both plugins installed from their tarballs (make-app.sh; build the plugins first),
# its admin panel built with `strapi build`, seeded by its own seed script, started, and checked
# over HTTP (*.test.ts here). SECOND_STRAPI_UTILS: see make-app.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
version=${1:?usage: run.sh <strapi version>}
work=$(mktemp -d "${TMPDIR:-/tmp}/sitetools-real-app-XXXXXX")
server=
stop() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap stop EXIT

bash tests/real-app/make-app.sh "$work" "$version"
cd "$work/app"
export STRAPI_TELEMETRY_DISABLED=true HOST=127.0.0.1
port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
export PORT=$port

echo "== Strapi ${version}: strapi build (the admin panel with both plugins)"
NODE_ENV=production node_modules/.bin/strapi build >build.log 2>&1 || { tail -40 build.log; exit 1; }
for plugin in sitetools sitetools-addon-redirects; do
  if ! grep -rqs --include="*.js" "\"${plugin}\"" dist/build; then
    echo "the admin panel built by strapi build does not register the ${plugin} plugin" >&2
    exit 1
  fi
done

echo "== Strapi ${version}: the template's seed script"
npm run --silent seed:example >seed.log 2>&1 || { tail -40 seed.log; exit 1; }
grep -q 'Ready to go' seed.log || { tail -40 seed.log; exit 1; }

node_modules/.bin/strapi start >start.log 2>&1 &
server=$!
for _ in $(seq 1 120); do
  if curl -fs -o /dev/null "http://127.0.0.1:${port}/_health"; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then tail -40 start.log; exit 1; fi
  sleep 1
done

echo "== Strapi ${version}: the checks over HTTP"
cd "$repo"
REAL_APP_URL="http://127.0.0.1:${port}" npx vitest run --config tests/real-app/vitest.config.mts
