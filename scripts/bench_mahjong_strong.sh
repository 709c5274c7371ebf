#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Reproduces the strong mahjong player's figures quoted in docs/players.md for its worlds (the
# last discard read, every discard read, the claims nobody made) and for the lanes' playouts
# (how much less a world's paired gain strays): builds bench_mahjong_strong
# (tests/mahjong/bench_mahjong_strong.cpp) in a Release build and runs it. Each figure is printed
# (QINFO lines) and checked against the margin the docs claim; exits non-zero if one fails.
# They are measurements over many seeded hands, so they are not in the test suite; under three
# minutes on a 2-core machine at load 3, longer when it is busier (the machine's load is printed).
#
#   scripts/bench_mahjong_strong.sh [function ...]   e.g. worldsReadEveryDiscard
#
# QIXING_BUILD_DIR: the build directory (default build/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${QIXING_BUILD_DIR:-$ROOT/build}"
extra=()
if command -v ccache >/dev/null; then
  extra+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release "${extra[@]}" >/dev/null
cmake --build "$BUILD" --parallel "$(nproc 2>/dev/null || echo 2)" --target bench_mahjong_strong
echo "load: $(cat /proc/loadavg 2>/dev/null || uptime)"
# No per-function limit: a measurement on a loaded machine may well take over Qt's 5 minutes.
QTEST_FUNCTION_TIMEOUT=86400000 QT_QPA_PLATFORM=offscreen "$BUILD/tests/mahjong/bench_mahjong_strong" "$@"
