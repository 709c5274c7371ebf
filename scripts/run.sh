#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds a Release build in build/, and starts the game.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
qixing_setup
BUILD_DIR="${QIXING_BUILD_DIR:-$QIXING_ROOT/build}"
qixing_configure_and_build "$BUILD_DIR"
if [ -x "$BUILD_DIR/app/gui/qixing" ]; then
  exec "$BUILD_DIR/app/gui/qixing" "$@"
fi
# Until the table window exists: a short demo match of four computer players, one hand
# logged move by move.
"$BUILD_DIR/app/cli/qixing-cli" sevens play --games 1 --seed "${QIXING_SEED:-$RANDOM}" --log -
exec "$BUILD_DIR/app/cli/qixing-cli" sevens play --games 12 --seed "${QIXING_SEED:-$RANDOM}" --players heuristic,random,heuristic,random
