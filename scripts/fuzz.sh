#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with clang (in build-fuzz/) and runs each for a while.
# Usage: scripts/fuzz.sh [seconds per target, default 30]. Skips (exit 0) without clang.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_PER_TARGET="${1:-30}"
if ! command -v clang++ >/dev/null; then
  echo "fuzz.sh: clang++ not found, fuzzers skipped"
  exit 0
fi
BUILD="${QIXING_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}"
# The libraries the fuzzer drives are built with the sanitizers too (not only the target's
# own file): a bad read in the engine is what the fuzzer is for. Any report stops the run.
SAN="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all"
CC=clang CXX=clang++ cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS="$SAN" \
  -DQIXING_BUILD_FUZZERS=ON -DQIXING_BUILD_GUI=OFF -DQIXING_BUILD_TESTS=OFF >/dev/null
cmake --build "$BUILD" --target fuzz_protocol --parallel "$(nproc 2>/dev/null || echo 2)"
CORPUS="$BUILD/corpus-protocol"
mkdir -p "$CORPUS"
cp -n "$ROOT"/tests/fuzz/corpus/* "$CORPUS"/ 2>/dev/null || true
echo "fuzzing the protocol decoder for ${SECONDS_PER_TARGET}s"
ASAN_OPTIONS=detect_leaks=0 "$BUILD/tests/fuzz/fuzz_protocol" -max_total_time="$SECONDS_PER_TARGET" \
  -max_len=4096 -timeout=10 -print_final_stats=1 "$CORPUS" 2>&1 | tail -n 12
