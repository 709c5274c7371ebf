#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Rescans the UI sources for tr() strings and fills in the translations table.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
LUPDATE="${LUPDATE:-$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)}"
"$LUPDATE" -silent -no-obsolete -locations none -I . -I core ui -ts translations/qixing_zh_TW.ts translations/qixing_zh_CN.ts
python3 translations/fill_translations.py
