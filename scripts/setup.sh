#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what Qixing needs to build, test and run. On Debian/Ubuntu it installs the
# missing packages with apt-get (as root, or through sudo); elsewhere it says what to install.
# Sourced by run.sh and test.sh; safe to run again (installs nothing that is present).
set -euo pipefail

# What building and packaging need (scripts/package.sh installs only these).
QIXING_BUILD_PACKAGES=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libgl-dev
  # Sound (QSoundEffect; the library carries its media plugins). The build stays silent without it.
  qt6-multimedia-dev libqt6multimedia6
  # The records store (Qt SQL's SQLite driver, a plug-in loaded at run time; Qt6::Sql is in qt6-base-dev).
  libqt6sql6-sqlite
  # The .deb: dpkg-shlibdeps (its Depends) and help2man (the manual pages, made from --help).
  dpkg-dev help2man
)
# What running the tests and playing need besides.
QIXING_TEST_PACKAGES=(
  qt6-qpa-plugins fonts-noto-cjk xvfb xauth
  # Real card decks to choose in Settings (read at run time, never copied into the project).
  kdegames-card-data-kf5
  # Real mahjong tilesets to choose in Settings (GPL-2+, read at run time, never copied in).
  kdegames-mahjongg-data-kf5
  # The packaging tests: the validators for the desktop entry and the AppStream metainfo, and
  # lintian for the .deb.
  desktop-file-utils appstream lintian
)
QIXING_PACKAGES=("${QIXING_BUILD_PACKAGES[@]}" "${QIXING_TEST_PACKAGES[@]}")

# qixing_setup [build]: with "build", only what building and packaging need.
qixing_setup() {
  local only_build=0
  [ "${1:-}" = build ] && only_build=1
  case "$(uname -s)" in
    Darwin)
      if ! command -v cmake >/dev/null || ! command -v qmake6 >/dev/null && ! brew list qt@6 >/dev/null 2>&1; then
        echo "On macOS install the tools with Homebrew first:  brew install cmake ninja qt@6" >&2
        echo "then run this script again (Qt 6.4 or newer)." >&2
        command -v cmake >/dev/null || exit 1
      fi
      return 0 ;;
    MINGW*|MSYS*|CYGWIN*)
      echo "On Windows install Qt 6.4+ (MSVC 2019/2022 kit, with Qt SVG and Qt Linguist tools) from the" >&2
      echo "Qt online installer, CMake 3.21+ and Ninja; then configure with -DCMAKE_PREFIX_PATH=<Qt>/lib/cmake." >&2
      return 0 ;;
  esac
  if ! command -v dpkg-query >/dev/null; then
    echo "Install CMake 3.21+, Ninja, a C++20 compiler and Qt 6.4+ (Core, Gui, Widgets, Network, Svg, Test," >&2
    echo "LinguistTools; Multimedia for sound) with your system's package manager, then run this script again." >&2
    return 0
  fi
  local missing=() wanted=("${QIXING_PACKAGES[@]}")
  [ "$only_build" = 1 ] && wanted=("${QIXING_BUILD_PACKAGES[@]}")
  for p in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
  [ "$only_build" = 1 ] && return 0
  local optional=()
  for p in "${QIXING_OPTIONAL_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || optional+=("$p")
  done
  if [ "${#optional[@]}" -gt 0 ]; then
    local sudo2=""
    [ "$(id -u)" -eq 0 ] || sudo2="sudo"
    $sudo2 env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${optional[@]}" \
      || echo "setup.sh: optional ${optional[*]} not installed (fuzzing will be skipped)"
  fi
}

qixing_configure_and_build() {
  local build_dir="$1"; shift
  local gen=()
  command -v ninja >/dev/null && gen=(-G Ninja)
  cmake -S "$QIXING_ROOT" -B "$build_dir" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release "$@"
  cmake --build "$build_dir" --parallel "$(nproc 2>/dev/null || echo 2)"
}

# For scripts/fuzz.sh only: installed when the distribution has them, skipped otherwise.
QIXING_OPTIONAL_PACKAGES=(clang libclang-rt-14-dev)

QIXING_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  qixing_setup
fi
