#!/usr/bin/env bash
# Installs what is missing, builds a Release build in build/, and runs the whole test suite
# through ctest (GUI tests offscreen). Exits non-zero on any failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
qixing_setup
BUILD_DIR="${QIXING_BUILD_DIR:-$QIXING_ROOT/build}"
qixing_configure_and_build "$BUILD_DIR"
export QT_QPA_PLATFORM=offscreen
# The protocol fuzzer, briefly (skipped without clang). QIXING_FUZZ_SECONDS=0 turns it off.
if [ "${QIXING_FUZZ_SECONDS:-30}" -gt 0 ]; then
  bash "$QIXING_ROOT/scripts/fuzz.sh" "${QIXING_FUZZ_SECONDS:-30}"
fi
cd "$BUILD_DIR"
ctest --output-on-failure --timeout 1500 -j "$(nproc 2>/dev/null || echo 2)"
