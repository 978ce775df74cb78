#!/usr/bin/env bash
# The addon's integration tests against the plugins as a user installs them: a throw-away copy of
# the playground with both plugins unpacked from their tarballs (make-app.sh; build them first).
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d "${TMPDIR:-/tmp}/sitetools-packed-XXXXXX")
trap 'rm -rf "$work"' EXIT

bash tests/packed/make-app.sh "$work"
TEST_APP_DIR=$work/app SITETOOLS_INSTALLED=true npx vitest run --config tests/packed/vitest.config.mts
