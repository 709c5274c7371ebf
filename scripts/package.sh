#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what building needs (not the test tools), builds a Release build without the tests
# in build-package/ and makes the Debian package with CPack in dist/ (docs/packaging.md). Then:
#   apt install ./dist/qixing_<version>_<arch>.deb      (as root, or with sudo)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
qixing_setup build
BUILD_DIR="${QIXING_BUILD_DIR:-$QIXING_ROOT/build-package}"
extra=(-DQIXING_BUILD_TESTS=OFF)
command -v ccache >/dev/null && extra+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
qixing_configure_and_build "$BUILD_DIR" "${extra[@]}"
rm -f "$QIXING_ROOT"/dist/qixing_*.deb
(cd "$BUILD_DIR" && cpack -G DEB -B "$QIXING_ROOT/dist")
rm -rf "$QIXING_ROOT/dist/_CPack_Packages"
deb="$(ls "$QIXING_ROOT"/dist/qixing_*.deb)"
echo
echo "Built $deb"
echo "Install it (as root, or with sudo) with:  apt install $deb"
