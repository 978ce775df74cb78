#!/usr/bin/env bash
# Packs both plugins into the folder given ($1, which must exist) as `npm pack` makes them for a
# user: their built dist/ (build them first), the shared kit bundled in.
set -euo pipefail
cd "$(dirname "$0")/../.."
npm pack --silent --pack-destination "$1" >/dev/null
npm pack --silent --pack-destination "$1" --workspace addons/redirects >/dev/null
