#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Brings the .ts files up to date with the sources: lupdate adds each new tr() string to its
# context (unfinished, for a translator to fill in Qt Linguist or by hand) and removes the
# entries no tr() has any more. The translations themselves are never touched here: the .ts
# files are the translators' source. The same as `cmake --build build --target update_translations`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
LUPDATE="${LUPDATE:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}"
"$LUPDATE" -silent -no-obsolete -locations none -I . -I core ui -ts translations/qixing_zh_TW.ts translations/qixing_zh_CN.ts
