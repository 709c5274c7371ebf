#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A manual check of how long `qixing` lives after its window is closed (issue 13: "the process
# lingers 1–2 s"): in a private desktop session with a window manager and a PulseAudio null
# sink (scripts/desktop_session.sh --wm --pulse), for the hall, a desktop match, a hosted LAN
# table and a joined one (against a qixing-server), Sevens and mahjong, each RUNS times.
#
#   scripts/exit_time.sh [build/app/gui/qixing] [RUNS]
#
# Needs what scripts/atspi_tree.sh needs, and openbox, wmctrl, pulseaudio, pulseaudio-utils.
# Not part of ctest (real time, a desktop stack). Figures: docs/desktop-checks.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
QIXING="$(realpath "${1:-build/app/gui/qixing}")"
RUNS="${2:-1}"
SERVER="$(realpath "$(dirname "$QIXING")/../server/qixing-server")"
command -v wmctrl >/dev/null || { echo "exit_time: wmctrl is missing" >&2; exit 2; }
cases=("hall sevens")
for how in new host join; do
  for game in sevens mahjong; do cases+=("$how $game"); done
done
for c in "${cases[@]}"; do
  read -r how game <<<"$c"
  for _ in $(seq "$RUNS"); do
    scripts/desktop_session.sh --wm --pulse -- /usr/bin/python3 scripts/exit_time.py "$QIXING" "$how" --game "$game" \
      --server "$SERVER" 2>/dev/null | grep -v '^# pressing' || true
  done
done
