#!/usr/bin/env bash
# The .deb as a person gets it (ctest packaging_deb; docs/packaging.md): builds it with CPack
# into a temporary directory, checks its control fields and file list, unpacks it with dpkg -x
# (nothing is installed on the machine) and runs the programs from there.
#
#   scripts/package-test.sh BUILD_DIR VERSION [CPACK]
set -euo pipefail
build_dir="$1"
version="$2"
cpack="${3:-cpack}"
app_id=io.github.qixing.Qixing

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "package-test: $*" >&2; exit 1; }
# A PNG's width and height (the IHDR chunk, big-endian, bytes 16..23).
png_size() { od -An -tu4 --endian=big -j16 -N8 "$1" | tr -s ' ' | sed 's/^ //'; }

"$cpack" --config "$build_dir/CPackConfig.cmake" -G DEB -B "$tmp/pkg" >"$tmp/cpack.log" 2>&1 \
  || { cat "$tmp/cpack.log" >&2; fail "cpack -G DEB failed"; }
debs=("$tmp"/pkg/qixing_*.deb)
[ "${#debs[@]}" -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one qixing_*.deb, found: ${debs[*]}"
deb="${debs[0]}"
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes"

# Control fields.
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = qixing ] || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] || fail "Version is '$(field Version)', project(VERSION) is $version"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture is '$(field Architecture)'"
[ "$(field Section)" = games ] || fail "Section is '$(field Section)'"
depends="$(field Depends)"
for p in libqt6core6 libqt6gui6 libqt6widgets6 libqt6network6 libqt6svg6; do
  grep -Eq "(^|[ ,|])$p( |,|$)" <<<"$depends" || fail "Depends lacks $p: $depends"
done
recommends="$(field Recommends)"
for p in kdegames-card-data-kf5 kdegames-mahjongg-data-kf5 fonts-noto-cjk; do
  grep -Eq "(^|[ ,|])$p( |,|$)" <<<"$recommends" || fail "Recommends lacks $p: $recommends"
done
echo "Depends: $depends"
echo "Recommends: $recommends"

# File list: the programs, the desktop entry, the metainfo, every icon, the licence; and
# nothing outside /usr.
dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$tmp/files"
expected=(
  /usr/bin/qixing /usr/bin/qixing-cli /usr/bin/qixing-server
  "/usr/share/applications/$app_id.desktop"
  "/usr/share/metainfo/$app_id.metainfo.xml"
  "/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
  /usr/share/doc/qixing/copyright /usr/share/doc/qixing/README.md
)
for size in 16 22 24 32 48 64 128 256 512; do
  expected+=("/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for f in "${expected[@]}"; do
  grep -qxF "$f" "$tmp/files" || fail "the package lacks $f"
done
if grep -v '^/usr/' "$tmp/files" | grep -vx '/'; then
  fail "the package installs outside /usr (above)"
fi

# Unpacked, not installed: the programs run from the package's own tree against the system's Qt.
root="$tmp/root"
dpkg -x "$deb" "$root"
for exe in qixing-cli qixing-server; do
  out="$("$root/usr/bin/$exe" --version)"
  [ "$out" = "$exe $version" ] || fail "$exe --version printed '$out'"
done
out="$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/qixing" --version)"
[ "$out" = "qixing $version" ] || fail "qixing --version printed '$out'"
# The translations are compiled into the program (no .qm files to list): draw in Chinese.
QT_QPA_PLATFORM=offscreen "$root/usr/bin/qixing" --screenshot "$tmp/out.png" --lang zh_TW --size 1024x640 \
  || fail "qixing --screenshot failed"
[ -s "$tmp/out.png" ] || fail "no screenshot written"
[ "$(head -c 8 "$tmp/out.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "the screenshot is not a PNG"
[ "$(png_size "$tmp/out.png")" = "1024 640" ] || fail "the screenshot is $(png_size "$tmp/out.png"), not 1024x640"

# The icons rendered from our SVG: each PNG as large as its hicolor folder says, and the
# Windows and macOS containers (not in the .deb) well-formed: an ICO directory of 7 images, an
# ICNS whose length field is its size.
for size in 16 22 24 32 48 64 128 256 512; do
  f="$root/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
  [ "$(png_size "$f")" = "$size $size" ] || fail "$f is $(png_size "$f"), not ${size}x${size}"
done
ico="$build_dir/packaging/icons/$app_id.ico"
icns="$build_dir/packaging/icons/$app_id.icns"
[ "$(od -An -tu2 --endian=little -N6 "$ico" | tr -s ' ' | sed 's/^ //')" = "0 1 7" ] || fail "$ico is not an ICO of 7 images"
[ "$(head -c 4 "$icns")" = icns ] || fail "$icns is not an ICNS file"
[ "$(od -An -tu4 --endian=big -j4 -N4 "$icns" | tr -d ' ')" = "$(stat -c %s "$icns")" ] || fail "$icns: its length field is not its size"
echo "package-test: ok"
