#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The rules engines on a Windows ABI: builds tests/engines (engine_check, the Qt-free engines
# and nothing else) with Debian's MinGW-w64 and runs it under Wine, then compares its
# transcript — seeded deals (S2), walls (M5), played hands and every settlement figure — with
# the native engine_check's, line by line (docs/packaging.md). Run by .ci/run; installs
# g++-mingw-w64-x86-64-posix and wine (wine64) when missing (Debian, as root or through sudo).
#
#   scripts/windows-engines-test.sh NATIVE_ENGINE_CHECK [SEEDS]
# NATIVE_ENGINE_CHECK: the engine_check of a native build (build/tests/engines/engine_check).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
native="$1"
seeds="${2:-40}"
[ -x "$native" ] || { echo "windows-engines-test: no native engine_check at $native" >&2; exit 1; }

packages=(g++-mingw-w64-x86-64-posix wine wine64)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
wine=$(command -v wine || true)
[ -n "$wine" ] || { echo "windows-engines-test: wine is installed but there is no wine command" >&2; exit 1; }

build="${QIXING_MINGW_BUILD_DIR:-$root/build-mingw}"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$root/tests/engines" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE="$root/cmake/mingw-w64-x86_64.cmake" "${launcher[@]}"
cmake --build "$build" --parallel "$(nproc 2>/dev/null || echo 2)"

tmp="$(mktemp -d)"
# A Wine prefix of its own, made on first use and removed after; no display is needed.
export WINEPREFIX="$tmp/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
# wineserver lingers a few seconds after the program: ended here, before the prefix goes.
trap 'wineserver -k >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
"$native" --seeds "$seeds" > "$tmp/native.txt" || { tail -5 "$tmp/native.txt"; echo "windows-engines-test: the native engine_check failed" >&2; exit 1; }
status=0
env -u DISPLAY "$wine" "$build/engine_check.exe" --seeds "$seeds" > "$tmp/windows.raw" 2> "$tmp/wine.log" || status=$?
tr -d '\r' < "$tmp/windows.raw" > "$tmp/windows.txt"
if [ "$status" -ne 0 ] || ! grep -q "^engine_check: [0-9]* passed, 0 failed$" "$tmp/windows.txt"; then
  tail -20 "$tmp/windows.txt"; tail -20 "$tmp/wine.log"
  echo "windows-engines-test: engine_check.exe failed under Wine (exit $status)" >&2
  exit 1
fi
if ! diff -u "$tmp/native.txt" "$tmp/windows.txt" > "$tmp/diff"; then
  head -40 "$tmp/diff"
  echo "windows-engines-test: the Windows build's deals, walls or settlements differ from the native ones (above)" >&2
  exit 1
fi
lines=$(wc -l < "$tmp/native.txt")
checks=$(sed -n 's/^engine_check: \([0-9]*\) passed.*/\1/p' "$tmp/windows.txt")
echo "windows-engines-test: $lines transcript lines identical on Linux and Windows (MinGW-w64 under Wine), in $SECONDS s"
echo "windows-engines: $((checks + 1)) passed, 0 failed"
