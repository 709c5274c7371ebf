#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds a Release build in build/, and runs the whole test suite
# through ctest (GUI tests offscreen). Exits non-zero on any failure.
#
#   scripts/test.sh [--sanitize] [ctest arguments, e.g. -R test_net]
#
# --sanitize (or QIXING_SANITIZE=1): builds in build-asan/ with AddressSanitizer and
# UndefinedBehaviorSanitizer (any report fails the test) and skips the fuzzer.
# QIXING_BUILD_TARGETS="test_net …" builds only those targets.
# QIXING_CMAKE_ARGS="-DQIXING_EPOLL_DISPATCHER=OFF …" adds CMake options (with QIXING_BUILD_DIR,
# a build of its own: .ci/run tests the build with only Qt's event dispatcher this way).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
SANITIZE="${QIXING_SANITIZE:-0}"
if [ "${1:-}" = "--sanitize" ]; then
  SANITIZE=1
  shift
fi
qixing_setup
extra=()
if [ "$SANITIZE" = 1 ]; then
  BUILD_DIR="${QIXING_BUILD_DIR:-$QIXING_ROOT/build-asan}"
  # GCC leaves float-cast-overflow (a double beyond int converted) out of "undefined".
  flags="-fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all -fno-omit-frame-pointer"
  extra=(-DCMAKE_CXX_FLAGS="$flags" -DCMAKE_C_FLAGS="$flags"
         -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined,float-cast-overflow" -DCMAKE_BUILD_TYPE=RelWithDebInfo
         -DQIXING_HARDENING=OFF) # FORTIFY_SOURCE's own checks would abort before ASan reports
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
  export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
  export QIXING_FUZZ_SECONDS=0
  # A sanitized build runs several times slower: a test function may take longer than Qt's
  # default 5 minutes; ctest's own --timeout below still bounds each test.
  export QTEST_FUNCTION_TIMEOUT="${QTEST_FUNCTION_TIMEOUT:-1500000}"
else
  BUILD_DIR="${QIXING_BUILD_DIR:-$QIXING_ROOT/build}"
fi
if command -v ccache >/dev/null; then
  extra+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
# shellcheck disable=SC2206
extra+=(${QIXING_CMAKE_ARGS:-})
if [ -n "${QIXING_BUILD_TARGETS:-}" ]; then
  cmake -S "$QIXING_ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release "${extra[@]}"
  # shellcheck disable=SC2086
  cmake --build "$BUILD_DIR" --parallel "$(nproc 2>/dev/null || echo 2)" --target $QIXING_BUILD_TARGETS
else
  qixing_configure_and_build "$BUILD_DIR" "${extra[@]}"
fi
export QT_QPA_PLATFORM=offscreen
# The protocol fuzzer, briefly (skipped without clang). QIXING_FUZZ_SECONDS=0 turns it off.
if [ "${QIXING_FUZZ_SECONDS:-30}" -gt 0 ]; then
  bash "$QIXING_ROOT/scripts/fuzz.sh" "${QIXING_FUZZ_SECONDS:-30}"
fi
cd "$BUILD_DIR"
ctest --output-on-failure --timeout 1500 -j "$(nproc 2>/dev/null || echo 2)" "$@"
