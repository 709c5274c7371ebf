#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The kde_data test (ctest -L packaging): packaging/kde_data.cmake's install rules run on a
# stand-in for the KDE Gear 22.12.3 trees the Windows and macOS packages carry, laid out as
# the real ones are (libkdegames: src/carddecks/svg-*/, each index.desktop naming a .svgz
# beside which only the .svg is; libkmahjongg: tilesets/*.desktop naming .svgz, .svg files;
# LICENSES/ at the top of both; checked against the v22.12.3 tags, docs/packaging.md).
# Checks what `cmake --install` puts where, and that a tree of another layout (the decks at
# carddecks/, as the rules once assumed) or a deck whose picture is missing fails at
# configure time with a message naming it.
#
#   scripts/kde-data-test.sh SOURCE_DIR [CMAKE]
set -euo pipefail
src="$1"
cmake="${2:-cmake}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "kde-data-test: $*" >&2; exit 1; }

svg='<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect id="back" width="10" height="10"/></svg>'
make_trees() { # $1: root; the libkdegames and libkmahjongg trees under it
  local g="$1/libkdegames-22.12.3" m="$1/libkmahjongg-22.12.3"
  mkdir -p "$g/src/carddecks" "$g/LICENSES" "$m/tilesets" "$m/LICENSES"
  # What src/carddecks holds besides the decks (none of it is installed).
  echo 'install_carddeck(svg-dondorf PREVIEW 11.png SVG dondorf.svg)' > "$g/src/carddecks/CMakeLists.txt"
  echo readme > "$g/src/carddecks/README"
  echo '#!/bin/sh' > "$g/src/carddecks/convertpysols"
  echo contrib > "$g/src/carddecks/readme.contrib"
  local deck
  for deck in dondorf konqi; do
    mkdir -p "$g/src/carddecks/svg-$deck"
    printf '[KDE Backdeck]\nName=%s\nPreview=11.png\nSVG=%s.svgz\nBack=%s\n' "$deck" "$deck" "$deck" \
      > "$g/src/carddecks/svg-$deck/index.desktop"
    echo "$svg" > "$g/src/carddecks/svg-$deck/$deck.svg"
    printf 'PNG' > "$g/src/carddecks/svg-$deck/11.png"
  done
  echo 'Konqi deck copyright' > "$g/src/carddecks/svg-konqi/COPYRIGHT"
  echo 'LGPL' > "$g/LICENSES/LGPL-2.0-or-later.txt"
  echo 'install(FILES default.desktop ...)' > "$m/tilesets/CMakeLists.txt"
  local set
  for set in default classic; do
    printf '[KMahjonggTileset]\nName=%s\nVersionFormat=1\nFileName=%s.svgz\nTileWidth=96\n' "$set" "$set" \
      > "$m/tilesets/$set.desktop"
    echo "$svg" > "$m/tilesets/$set.svg"
    echo "$set copyright" > "$m/tilesets/$set.copyright"
  done
  echo 'GPL' > "$m/LICENSES/GPL-2.0-or-later.txt"
}
configure() { # $1: tree root, $2: build dir
  "$cmake" -S "$src/tests/packaging/kde_data" -B "$2" -DQIXING_SOURCE_DIR="$src" \
    -DFETCHCONTENT_SOURCE_DIR_KDE_CARDDECKS="$1/libkdegames-22.12.3" \
    -DFETCHCONTENT_SOURCE_DIR_KDE_TILESETS="$1/libkmahjongg-22.12.3" -DFETCHCONTENT_FULLY_DISCONNECTED=ON
}

# The real layout installs.
make_trees "$tmp/good"
configure "$tmp/good" "$tmp/build" > "$tmp/configure.log" 2>&1 || { cat "$tmp/configure.log"; fail "configure failed on the real layout"; }
grep -q "Bundling 2 KDE card decks" "$tmp/configure.log" || fail "the two decks were not found"
grep -q "Bundling 2 KDE mahjong tilesets" "$tmp/configure.log" || fail "the two tilesets were not found"
"$cmake" --install "$tmp/build" --prefix "$tmp/stage" > "$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "install failed"; }
(cd "$tmp/stage" && find . -type f | sort) > "$tmp/files"
cat > "$tmp/expected" <<'LIST'
./data/carddecks/svg-dondorf/11.png
./data/carddecks/svg-dondorf/dondorf.svg
./data/carddecks/svg-dondorf/index.desktop
./data/carddecks/svg-konqi/11.png
./data/carddecks/svg-konqi/COPYRIGHT
./data/carddecks/svg-konqi/index.desktop
./data/carddecks/svg-konqi/konqi.svg
./data/kmahjongglib/tilesets/classic.copyright
./data/kmahjongglib/tilesets/classic.desktop
./data/kmahjongglib/tilesets/classic.svg
./data/kmahjongglib/tilesets/default.copyright
./data/kmahjongglib/tilesets/default.desktop
./data/kmahjongglib/tilesets/default.svg
./doc/kde-carddecks-licenses/LGPL-2.0-or-later.txt
./doc/kde-tilesets-licenses/GPL-2.0-or-later.txt
LIST
diff -u "$tmp/expected" "$tmp/files" || fail "installed files differ from the expected (above)"

# The layout the rules once assumed (carddecks/ at the top) fails at configure time.
make_trees "$tmp/old"
mv "$tmp/old/libkdegames-22.12.3/src/carddecks" "$tmp/old/libkdegames-22.12.3/carddecks"
if configure "$tmp/old" "$tmp/build-old" > "$tmp/old.log" 2>&1; then fail "a tree without src/carddecks was accepted"; fi
grep -q "no card deck" "$tmp/old.log" || { cat "$tmp/old.log"; fail "no clear message for a tree without src/carddecks"; }

# A deck whose picture is there under neither name fails, naming it.
make_trees "$tmp/bad"
rm "$tmp/bad/libkdegames-22.12.3/src/carddecks/svg-konqi/konqi.svg"
if configure "$tmp/bad" "$tmp/build-bad" > "$tmp/bad.log" 2>&1; then fail "a deck without its SVG was accepted"; fi
tr -s " \n" "  " < "$tmp/bad.log" | grep -q "svg-konqi/index.desktop names SVG=konqi.svgz" || { cat "$tmp/bad.log"; fail "no clear message for the deck without its SVG"; }
echo "kde-data-test: passed"
