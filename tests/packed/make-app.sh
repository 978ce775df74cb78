#!/usr/bin/env bash
# Makes, in the folder given ($1, which must exist), a throw-away copy of the playground with both
# plugins installed as a user installs them: packs them (pack.sh; their built dist/, so build them first)
# and unpacks the tarballs into the copy's node_modules, at $1/app. Its other packages are links to
# the repository's node_modules (a full install takes minutes); the workspace packages
# (sitetools-kit, the plugins' own folders) are left out, so nothing resolves back to the sources.
# Used by the packed-tarball tests (run.sh) and by the benchmarks' packed app.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
work=$1

bash tests/packed/pack.sh "$work"

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
