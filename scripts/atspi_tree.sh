#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A manual check of what a screen reader hears at the tables: reads the Sevens and the mahjong
# table of `qixing` through AT-SPI (scripts/atspi_tree.py, pyatspi) in a private desktop
# session (scripts/desktop_session.sh: Xvfb, D-Bus, the AT-SPI bus), in English and zh_TW by
# default, and writes one file per game and language to ${OUT:-/tmp/qixing-atspi}.
#
#   scripts/atspi_tree.sh [build/app/gui/qixing] [languages…]      e.g. … build/app/gui/qixing en zh_CN
#
# Needs the Debian packages at-spi2-core, python3-pyatspi, dbus and xvfb. Not part of ctest:
# it needs a desktop accessibility stack that a build machine need not have, and it plays in
# real time (about 15 s a table).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
QIXING="$(realpath "${1:-build/app/gui/qixing}")"
shift || true
LANGS=("$@")
[ "${#LANGS[@]}" -gt 0 ] || LANGS=(en zh_TW)
OUT="${OUT:-/tmp/qixing-atspi}"
mkdir -p "$OUT"
status=0
for lang in "${LANGS[@]}"; do
  for game in sevens mahjong; do
    out="$OUT/$game-$lang.txt"
    if ! scripts/desktop_session.sh -- /usr/bin/python3 scripts/atspi_tree.py "$QIXING" --lang "$lang" --game "$game" --press \
        >"$out" 2>"$out.log"; then
      echo "atspi_tree: $game ($lang) failed, see $out and $out.log" >&2
      status=1
    fi
    echo "$out"
  done
done
exit $status
