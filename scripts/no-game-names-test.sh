#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The game-neutral folders name no game (issue 28): no file under them contains "sevens" or
# "mahjong" in any case, in code, strings or comments; a game's knowledge lives in its own
# folder and reaches them through the registries (core's GameInfo, ui/shell/game_ui.h).
#   scripts/no-game-names-test.sh SOURCE_DIR FOLDER... [--known FILE...]
# FILEs after --known (paths from SOURCE_DIR) still name a game and are waiting for their
# move: they are listed, not failed. A known file that no longer names a game fails too, so
# that the list only shrinks.
set -euo pipefail
cd "$1"
shift
folders=()
known=()
while [ $# -gt 0 ] && [ "$1" != "--known" ]; do folders+=("$1"); shift; done
[ $# -gt 0 ] && shift
known=("$@")
[ ${#folders[@]} -gt 0 ] || { echo "usage: $0 SOURCE_DIR FOLDER... [--known FILE...]"; exit 2; }
for d in "${folders[@]}"; do
  [ -d "$d" ] || { echo "no folder $d"; exit 2; }
done

status=0
naming=$(grep -rilE 'sevens|mahjong' -- "${folders[@]}" | sort || true)
for f in $naming; do
  if printf '%s\n' "${known[@]}" | grep -qxF -- "$f"; then
    echo "known, still to move: $f ($(grep -ciE 'sevens|mahjong' -- "$f") lines)"
  else
    echo "names a game: $f"
    grep -niE 'sevens|mahjong' -- "$f" | head -n 5 | sed 's/^/    /'
    status=1
  fi
done
for f in "${known[@]}"; do
  if ! printf '%s\n' $naming | grep -qxF -- "$f"; then
    echo "listed as known but names no game (or is gone): $f — take it off the list"
    status=1
  fi
done
if [ $status -eq 0 ]; then
  echo "${folders[*]}: no game named outside the known files (${#known[@]})"
fi
exit $status
