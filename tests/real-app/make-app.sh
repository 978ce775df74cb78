#!/usr/bin/env bash
# Makes, in the folder given ($1, which must exist), Strapi's example app as `create-strapi-app`
# ships it on the registry, on Strapi $2 (for example 5.54.0), with both plugins installed from
# their tarballs the way a user installs them: one plain `npm install` in the app, nothing linked
# to this repository. The app is at $1/app. Build the plugins first.
#
# - The template comes from the newest `create-strapi-app` not newer than $2 (the CLI scaffolds
#   offline with --no-install); every @strapi/* dependency of the app is pinned to $2.
# - SECOND_STRAPI_UTILS=<version> also makes the app depend on that @strapi/utils (as an app with
#   its own code on it does), so that npm keeps a second copy beside the one @strapi/core uses.
# - SITETOOLS_TARBALLS=<folder> takes the plugins' tarballs from there (packed earlier, as .ci/run
#   does before its own builds rewrite dist/); else both are packed now.
# - better-sqlite3 is pinned to the repository's version and its compiled build/ copied from the
#   repository's node_modules (no prebuilt binary is reachable here; a compile takes 2-3 minutes),
#   so install scripts are skipped; it is compiled only when the copy does not load.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
work=$1
strapi_version=$2

if [ -n "${SITETOOLS_TARBALLS:-}" ]; then
  cp "$SITETOOLS_TARBALLS"/*.tgz "$work"/
else
  bash tests/packed/pack.sh "$work"
fi
cli_version=$(npm view create-strapi-app versions --json | node -e '
  const compare = (a, b) => a.map((n, i) => n - b[i]).find((d) => d !== 0) ?? 0;
  const wanted = process.argv[1].split(".").map(Number);
  const versions = JSON.parse(require("fs").readFileSync(0, "utf8")).filter((v) => /^5\.\d+\.\d+$/.test(v));
  const fit = versions.map((v) => v.split(".").map(Number)).filter((v) => compare(v, wanted) <= 0);
  console.log(fit.sort(compare).at(-1).join("."));
' "$strapi_version")
echo "create-strapi-app@${cli_version} --example, Strapi ${strapi_version}"
# Older CLIs have no --non-interactive and still ask whether to join their A/B tests: "n".
(cd "$work" && printf 'n\nn\nn\n' | npx --yes "create-strapi-app@${cli_version}" app --example --typescript --use-npm --no-install \
  --skip-cloud --no-git-init --no-run --dbclient sqlite --dbfile .tmp/data.db >/dev/null)
test -f "$work/app/package.json" || { echo "create-strapi-app@${cli_version} made no app" >&2; exit 1; }

app=$work/app
sqlite_version=$(node -p 'require("./node_modules/better-sqlite3/package.json").version')
node tests/real-app/enable-plugins.mjs "$app" "$strapi_version" "$sqlite_version" "${SECOND_STRAPI_UTILS:-}"
(cd "$app" && npm install --no-audit --no-fund --prefer-offline --ignore-scripts "$work"/*.tgz >/dev/null)

cp -R node_modules/better-sqlite3/build "$app/node_modules/better-sqlite3/"
if ! (cd "$app" && node -e 'new (require("better-sqlite3"))(":memory:")' 2>/dev/null); then
  (cd "$app" && npm_config_nodedir=${npm_config_nodedir:-/usr} npm rebuild better-sqlite3 >/dev/null)
fi

# Which @strapi/utils copies the app got: the one at its root (if any) and the one @strapi/core uses.
(cd "$app" && node -e '
  const { createRequire } = require("node:module");
  const core = createRequire(createRequire(require.resolve("@strapi/strapi")).resolve("@strapi/core"));
  let root = "none";
  try { root = require("@strapi/utils/package.json").version; } catch {}
  console.log(`@strapi/utils: ${root} at the app root, ${core("@strapi/utils/package.json").version} for @strapi/core`);
')
