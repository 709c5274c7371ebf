#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The .deb as a person gets it (ctest packaging_deb; docs/packaging.md): builds it with CPack
# into a temporary directory, checks its control fields and file list, unpacks it with dpkg -x
# (nothing is installed on the machine) and runs the programs from there; then lintian on it
# (no errors or warnings), and a user's `cmake --install --prefix` beside it.
# Exits 77 (ctest: skipped) when all passed but lintian is not installed.
#
#   scripts/package-test.sh BUILD_DIR VERSION [CPACK] [HARDENED: ON|OFF, default ON]
set -euo pipefail
build_dir="$1"
version="$2"
cpack="${3:-cpack}"
hardened="${4:-ON}"
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
# <upstream>-1 (cpack.cmake), and the Debian changelog's newest entry says the same.
[ "$(field Version)" = "$version-1" ] || fail "Version is '$(field Version)', project(VERSION) is $version (want $version-1)"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture is '$(field Architecture)'"
[ "$(field Section)" = games ] || fail "Section is '$(field Section)'"
depends="$(field Depends)"
for p in libqt6core6 libqt6gui6 libqt6widgets6 libqt6network6 libqt6svg6 libqt6sql6-sqlite; do
  grep -Eq "(^|[ ,|])$p( |,|$)" <<<"$depends" || fail "Depends lacks $p: $depends"
done
recommends="$(field Recommends)"
for p in kdegames-card-data-kf5 kdegames-mahjongg-data-kf5 fonts-noto-cjk; do
  grep -Eq "(^|[ ,|])$p( |,|$)" <<<"$recommends" || fail "Recommends lacks $p: $recommends"
done
echo "Depends: $depends"
echo "Recommends: $recommends"

# File list: the programs in /usr/games (Section games), their manual pages, the desktop
# entry, the metainfo, every icon, the copyright and changelogs; nothing outside /usr.
dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$tmp/files"
expected=(
  /usr/games/qixing /usr/games/qixing-cli /usr/games/qixing-server
  /usr/share/man/man6/qixing.6.gz /usr/share/man/man6/qixing-cli.6.gz /usr/share/man/man6/qixing-server.6.gz
  "/usr/share/applications/$app_id.desktop"
  "/usr/share/metainfo/$app_id.metainfo.xml"
  "/usr/share/icons/hicolor/scalable/apps/$app_id.svg"
  /usr/share/doc/qixing/copyright /usr/share/doc/qixing/README.md
  /usr/share/doc/qixing/changelog.Debian.gz /usr/share/doc/qixing/changelog.gz
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
if grep '^/usr/bin/' "$tmp/files"; then
  fail "the package has programs in /usr/bin (above), not /usr/games"
fi

# Unpacked, not installed: the programs run from the package's own tree against the system's Qt.
root="$tmp/root"
dpkg -x "$deb" "$root"
games="$root/usr/games"
for exe in qixing-cli qixing-server; do
  out="$("$games/$exe" --version)"
  [ "$out" = "$exe $version" ] || fail "$exe --version printed '$out'"
done
out="$(QT_QPA_PLATFORM=offscreen "$games/qixing" --version)"
[ "$out" = "qixing $version" ] || fail "qixing --version printed '$out'"
# The translations are compiled into the program (no .qm files to list): draw in Chinese.
QT_QPA_PLATFORM=offscreen "$games/qixing" --screenshot "$tmp/out.png" --lang zh_TW --size 1024x640 \
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
# Debian's conventions, read from the unpacked tree: the copyright in DEP-5 form pointing to
# the GPL in common-licenses, the changelog's newest entry this version, a manual page per
# program naming it, the desktop entry starting /usr/games/qixing, the programs hardened
# (BIND_NOW, a read-only GNU_RELRO segment) and without RUNPATH.
doc="$root/usr/share/doc/qixing"
head -n 1 "$doc/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
  || fail "copyright is not machine-readable (DEP-5)"
grep -q '/usr/share/common-licenses/GPL-3' "$doc/copyright" || fail "copyright does not point to /usr/share/common-licenses/GPL-3"
first="$(zcat "$doc/changelog.Debian.gz" | head -n 1)"
[[ "$first" == "qixing ($version-1) "* ]] || fail "changelog.Debian.gz starts '$first', not qixing ($version-1)"
for exe in qixing qixing-cli qixing-server; do
  zcat "$root/usr/share/man/man6/$exe.6.gz" | grep -q "^\.TH \"\?${exe^^}\"\? \"\?6" || fail "$exe.6.gz is not section 6 of $exe"
  zcat "$root/usr/share/man/man6/$exe.6.gz" | grep -qF -- '\-\-version' || fail "$exe.6.gz does not list the options"
  dyn="$(readelf -d "$games/$exe")"
  if grep -Eq 'RUNPATH|RPATH' <<<"$dyn"; then fail "$exe has a RUNPATH: $(grep -E 'RUNPATH|RPATH' <<<"$dyn")"; fi
  [ "$hardened" = ON ] || continue
  grep -Eq 'BIND_NOW|FLAGS_1.*NOW' <<<"$dyn" || fail "$exe is not linked with -z now"
  readelf -lW "$games/$exe" | grep -q GNU_RELRO || fail "$exe has no RELRO segment (-z relro)"
  readelf -sW --dyn-syms "$games/$exe" | grep -oE '__[a-z]+_chk' | grep -qvx '__stack_chk' \
    || fail "$exe calls no fortified function (-D_FORTIFY_SOURCE=2)"
done
[ "$hardened" = ON ] || echo "package-test: built with QIXING_HARDENING=OFF: the hardening was not checked"
grep -qx 'Exec=/usr/games/qixing' "$root/usr/share/applications/$app_id.desktop" || fail "the desktop entry's Exec is not /usr/games/qixing"

# A user's install keeps GNUInstallDirs' places (bin/, a desktop entry that runs `qixing`).
cmake --install "$build_dir" --prefix "$tmp/user" >/dev/null || fail "cmake --install --prefix failed"
[ -x "$tmp/user/bin/qixing" ] && [ -x "$tmp/user/bin/qixing-cli" ] || fail "cmake --install put no programs in bin/"
[ -f "$tmp/user/share/man/man6/qixing.6.gz" ] || fail "cmake --install put no manual page in share/man/man6"
grep -qx 'Exec=qixing' "$tmp/user/share/applications/$app_id.desktop" || fail "the user's desktop entry does not run qixing"

# lintian: no errors and no warnings (informational tags are allowed).
if ! command -v lintian >/dev/null; then
  echo "package-test: lintian not found (scripts/setup.sh installs it): everything else passed, lintian was not run"
  exit 77
fi
rc=0
lintian --fail-on error,warning "$deb" >"$tmp/lintian.txt" 2>&1 || rc=$?
grep -v 'running with root privileges' "$tmp/lintian.txt" || true
if [ "$rc" -ne 0 ] || grep -Eq '^[EW]: ' "$tmp/lintian.txt"; then
  fail "lintian reports errors or warnings (above; exit $rc)"
fi
echo "lintian: no errors or warnings"
echo "package-test: ok"
