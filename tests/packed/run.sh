#!/usr/bin/env bash
# The addon's integration tests against the plugins as a user installs them: packs both plugins
# (their built dist/, so build them first), unpacks the tarballs into the node_modules of a
# throw-away copy of the playground, and runs the tests against that copy. Its other packages are
# links to the repository's node_modules (a full install takes minutes); the workspace packages
# (sitetools-kit, the plugins' own folders) are left out, so nothing resolves back to the sources.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/sitetools-packed-XXXXXX")
trap 'rm -rf "$work"' EXIT

npm pack --silent --pack-destination "$work" >/dev/null
npm pack --silent --pack-destination "$work" --workspace addons/redirects >/dev/null

app=$work/app
mkdir -p "$app/node_modules"
for entry in package.json favicon.png config src database public; do
  cp -R "playground/$entry" "$app/"
done
for dependency in "$repo"/node_modules/*; do
  # A workspace package is a link to a folder of this repository, outside node_modules.
  case "$(realpath "$dependency")" in
    "$repo"/node_modules/*) ln -s "$dependency" "$app/node_modules/" ;;
  esac
done
for tarball in "$work"/*.tgz; do
  name=$(tar -xzOf "$tarball" package/package.json | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).name')
  mkdir -p "$app/node_modules/$name"
  tar -xzf "$tarball" -C "$app/node_modules/$name" --strip-components=1
done

node tests/packed/check-requires.mjs "$app/node_modules/strapi-plugin-sitetools" "$app/node_modules/sitetools-addon-redirects"
# The model-based redirects test checks rules more than packaging: fewer sequences keep this short.
TEST_APP_DIR=$app SITETOOLS_INSTALLED=true MODEL_RUNS=${MODEL_RUNS:-20} \
  npx vitest run --config tests/packed/vitest.config.mts
