#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The desktop entry and the AppStream metainfo (ctest packaging_metadata; docs/packaging.md):
# both pass their validators, name one application id and icon, and the newest release in the
# metainfo is CMake's project(VERSION).
#
#   scripts/package-metadata-test.sh SOURCE_DIR VERSION
set -euo pipefail
src="$1"
version="$2"
app_id=io.github.qixing.Qixing
desktop="$src/packaging/linux/$app_id.desktop"
metainfo="$src/packaging/linux/$app_id.metainfo.xml"
fail() { echo "package-metadata-test: $*" >&2; exit 1; }

desktop-file-validate "$desktop" || fail "desktop-file-validate rejects $desktop"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli rejects $metainfo"

grep -qx "Icon=$app_id" "$desktop" || fail "the desktop entry's Icon is not $app_id"
grep -q "<id>$app_id</id>" "$metainfo" || fail "the metainfo's id is not $app_id"
grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" || fail "the metainfo launches another entry"
[ -f "$src/packaging/icons/$app_id.svg" ] || fail "no icon packaging/icons/$app_id.svg"
newest="$(grep -o '<release version="[^"]*"' "$metainfo" | head -n 1 | cut -d'"' -f2)"
[ "$newest" = "$version" ] || fail "the newest release in the metainfo is '$newest', project(VERSION) is $version"
# Software centres look the translations up by POSIX locale: Debian 12's AppStream keeps
# xml:lang="zh-TW" as "zh-TW", which no zh_TW desktop asks for.
yaml="$(mktemp)"
trap 'rm -f "$yaml"' EXIT
appstreamcli convert --format=yaml "$metainfo" "$yaml" >/dev/null || fail "appstreamcli cannot convert $metainfo"
for locale in zh_TW zh_CN; do
  grep -q "^  $locale: " "$yaml" || fail "the metainfo has no name or summary under the locale $locale"
done
echo "package-metadata-test: ok"
