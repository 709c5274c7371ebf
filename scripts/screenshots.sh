#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates docs/screenshots/*.png with `qixing --screenshot` (offscreen, no display needed):
# the table in the middle of a seeded hand, the 開桌設定 dialog, a settlement, the LAN lobby
# and the LAN browser, in the three languages; the mahjong table, claim, 游金 and won hand. LAN shots stay on loopback (the browser's
# tables are sample answers; nothing is broadcast). Usage: scripts/screenshots.sh [build-dir]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-${QIXING_BUILD_DIR:-$ROOT/build}}"
QIXING="$BUILD/app/gui/qixing"
if [ ! -x "$QIXING" ]; then
  echo "screenshots.sh: $QIXING not found; build first (cmake + ninja)" >&2
  exit 1
fi
OUT="$ROOT/docs/screenshots"
mkdir -p "$OUT"
export QT_QPA_PLATFORM=offscreen
SEED="${QIXING_SEED:-7}"
shot() { # file view lang size [more options]
  local file="$1" view="$2" lang="$3" size="$4"
  shift 4
  "$QIXING" --screenshot "$OUT/$file" --view "$view" --lang "$lang" --size "$size" --seed "$SEED" "$@" 2>/dev/null
  echo "wrote docs/screenshots/$file"
}
for lang in en zh_TW zh_CN; do
  shot "hall-$lang.png" hall "$lang" 1280x800
  shot "table-$lang.png" table "$lang" 1280x800
  shot "settings-$lang.png" settings "$lang" 1280x800
  shot "settlement-$lang.png" settlement "$lang" 1280x800
  shot "lobby-$lang.png" lobby "$lang" 1280x800
  shot "lan-browser-$lang.png" browser "$lang" 1280x800
  shot "mahjong-settings-$lang.png" settings "$lang" 1280x800 --game mahjong
done
shot "mahjong-rules-zh_TW.png" rules zh_TW 1280x800 --game mahjong
# The mahjong table page at moments of a seeded match: seat 0 to discard, a claim prompt, 游金
# asked, a hand won; and at the smallest window size.
shot "mahjong-table-en.png" table en 1280x800 --game mahjong
shot "mahjong-claim-zh_TW.png" claim zh_TW 1280x800 --game mahjong
shot "mahjong-you-zh_CN.png" you zh_CN 1280x800 --game mahjong
shot "mahjong-over-en.png" over en 1920x1080 --game mahjong
shot "mahjong-table-zh_TW-1024x640.png" table zh_TW 1024x640 --game mahjong
# Issue 31, the table as a player feels it: the turn cue (the seat lit, the clock by the
# middle), a call called out, a win called out, and the settlement at a glance: each in English
# at the smallest and the largest size, in Chinese at 1440x900 (zh_TW and zh_CN), and the table
# at twice the scale (1920x1080 at QT_SCALE_FACTOR=2 is 960x540 logical).
for view in turn call win settlement; do
  for size in 1024x640 1920x1080; do
    shot "mahjong-$view-en-$size.png" "$view" en "$size" --game mahjong
  done
  for lang in zh_TW zh_CN; do
    shot "mahjong-$view-$lang-1440x900.png" "$view" "$lang" 1440x900 --game mahjong
  done
done
QT_SCALE_FACTOR=2 shot "mahjong-turn-zh_TW-2x.png" turn zh_TW 960x540 --game mahjong
QT_SCALE_FACTOR=2 shot "mahjong-call-en-2x.png" call en 960x540 --game mahjong
shot "lan-joined-en.png" joined en 1280x800
shot "table-en-1024x640.png" table en 1024x640
shot "rules-zh_TW.png" rules zh_TW 1280x800
shot "table-head-tail-zh_CN.png" table zh_CN 1280x800 --head-tail --turn 40
shot "table-zh_TW-3840x2160.png" table zh_TW 3840x2160
# Our own mahjong tiles at 24, 32, 40, 64 and 100 px (never a KDE tileset's: those stay where installed).
shot "tiles-qixing.png" tiles en 1280x800 --tileset qixing --game mahjong
