#!/usr/bin/env bash
# A manual check of what a screen reader hears at the tables: starts `qixing` under Xvfb with
# its own D-Bus session and AT-SPI bus, and reads the Sevens and the mahjong table through
# AT-SPI (scripts/atspi_tree.py, pyatspi), in English and zh_TW by default.
#
#   scripts/atspi_tree.sh [build/app/gui/qixing] [languages…]     e.g. scripts/atspi_tree.sh build/app/gui/qixing en zh_CN
#
# Needs the Debian packages at-spi2-core, python3-pyatspi, dbus (dbus-run-session) and xvfb
# (apt-get install at-spi2-core python3-pyatspi dbus xvfb). Not part of ctest: it depends on
# a desktop accessibility stack the test machines need not have. Writes one file per game and
# language to ${OUT:-/tmp/qixing-atspi} and prints where.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
QIXING="$(realpath "${1:-build/app/gui/qixing}")"
shift || true
LANGS=("$@")
[ "${#LANGS[@]}" -gt 0 ] || LANGS=(en zh_TW)
OUT="${OUT:-/tmp/qixing-atspi}"
mkdir -p "$OUT"
for tool in dbus-run-session Xvfb /usr/libexec/at-spi-bus-launcher; do
  command -v "$tool" >/dev/null || { echo "atspi_tree: $tool is missing (apt-get install at-spi2-core dbus xvfb)" >&2; exit 2; }
done
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "atspi_tree: python3-pyatspi is missing" >&2; exit 2; }

status=0
for lang in "${LANGS[@]}"; do
  for game in sevens mahjong; do
    out="$OUT/$game-$lang.txt"
    # One private session each: its own X display, D-Bus, accessibility bus and settings.
    if ! dbus-run-session -- bash -c '
      set -u
      home=$(mktemp -d)
      export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_RUNTIME_DIR=$home/run
      mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
      export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 NO_AT_BRIDGE=0
      display=:$((90 + RANDOM % 400))
      Xvfb "$display" -screen 0 1440x900x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
      export DISPLAY=$display
      /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 & bus=$!
      sleep 1
      # The registry first, so that the application finds it when it starts.
      /usr/bin/python3 -c "import pyatspi; pyatspi.Registry.getDesktop(0)" 2>/dev/null
      "$0" --lang "$1" >/dev/null 2>&1 & app=$!
      /usr/bin/python3 "$2" --game "$3" --press; rc=$?
      kill $app $bus $xvfb 2>/dev/null; wait 2>/dev/null
      rm -rf "$home"
      exit $rc' "$QIXING" "$lang" "$PWD/scripts/atspi_tree.py" "$game" >"$out" 2>"$out.log"; then
      echo "atspi_tree: $game ($lang) failed, see $out and $out.log" >&2
      status=1
    fi
    echo "$out"
  done
done
exit $status
