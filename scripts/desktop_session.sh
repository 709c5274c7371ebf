#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command inside a private desktop session for the manual desktop checks
# (scripts/atspi_tree.sh, scripts/exit_time.sh): its own D-Bus session, an Xvfb display, the
# AT-SPI accessibility bus and registry (so that Qt finds them when it starts), a fresh HOME,
# and with --wm an openbox window manager, with --pulse a PulseAudio daemon with a null sink
# (so that the sounds really play). The command runs with DISPLAY and HOME set.
#
#   scripts/desktop_session.sh [--wm] [--pulse] -- COMMAND [ARGS…]
#
# Needs: dbus (dbus-run-session), xvfb, at-spi2-core, python3-pyatspi; openbox for --wm;
# pulseaudio and pulseaudio-utils for --pulse.
set -euo pipefail
wm=0 pulse=0
while [ $# -gt 0 ]; do
  case "$1" in
    --wm) wm=1 ;;
    --pulse) pulse=1 ;;
    --) shift; break ;;
    *) echo "desktop_session: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
[ $# -gt 0 ] || { echo "usage: desktop_session.sh [--wm] [--pulse] -- COMMAND [ARGS…]" >&2; exit 2; }
need=(dbus-run-session Xvfb /usr/libexec/at-spi-bus-launcher)
[ $wm -eq 0 ] || need+=(openbox)
[ $pulse -eq 0 ] || need+=(pulseaudio)
for tool in "${need[@]}"; do
  command -v "$tool" >/dev/null || { echo "desktop_session: $tool is missing" >&2; exit 2; }
done
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "desktop_session: python3-pyatspi is missing" >&2; exit 2; }

if [ -z "${QIXING_DESKTOP_SESSION:-}" ]; then
  # Again, inside a D-Bus session of its own.
  export QIXING_DESKTOP_SESSION=1 QIXING_SESSION_WM=$wm QIXING_SESSION_PULSE=$pulse
  exec dbus-run-session -- "$0" -- "$@"
fi
wm=$QIXING_SESSION_WM pulse=$QIXING_SESSION_PULSE
home=$(mktemp -d)
pids=()
cleanup() {
  [ "$pulse" -eq 0 ] || pulseaudio -k 2>/dev/null || true
  kill "${pids[@]}" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$home"
}
trap cleanup EXIT
export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_RUNTIME_DIR=$home/run
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1
display=:$((90 + RANDOM % 400))
Xvfb "$display" -screen 0 1440x900x24 -nolisten tcp >/dev/null 2>&1 & pids+=($!)
export DISPLAY=$display
sleep 0.5
[ "$wm" -eq 0 ] || { openbox >/dev/null 2>&1 & pids+=($!); }
if [ "$pulse" -eq 1 ]; then
  printf 'load-module module-null-sink sink_name=silence\nload-module module-native-protocol-unix\nset-default-sink silence\n' >"$home/pulse.pa"
  pulseaudio -n -F "$home/pulse.pa" --exit-idle-time=-1 --daemonize=yes 2>/dev/null
fi
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 & pids+=($!)
sleep 1
# The registry first, so that the application finds it when it starts.
/usr/bin/python3 -c "import pyatspi; pyatspi.Registry.getDesktop(0)" 2>/dev/null
"$@"
