# SPDX-License-Identifier: GPL-3.0-or-later
# The packages (`cpack` in the build directory; docs/packaging.md): a .deb on Linux, an NSIS
# installer on Windows, a disk image with qixing.app on macOS. Included last by the top-level
# CMakeLists.txt, so that every install rule is known.
set(CPACK_PACKAGE_NAME qixing)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Qixing developers")
# Placeholder address and homepage until the project is published (docs/packaging.md).
set(CPACK_PACKAGE_CONTACT "The Qixing developers <qixing@example.org>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/qixing/qixing")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Sevens and Zhangzhou mahjong against the computer or on the LAN")
# The long description: lines under 80 characters (lintian), as dpkg shows them.
set(CPACK_PACKAGE_DESCRIPTION
    "Qixing (七星牌館) is a card and tile game hall: Sevens (排七, 憋七) with both
scoring presets and the common table options, and Zhangzhou mahjong (漳州麻將)
with golds. Computer opponents, LAN play with the host checking every move,
settlements that show every figure, in English, traditional and simplified
Chinese. Also qixing-cli (the engines on the command line) and qixing-server
(a LAN host without a window).")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_INSTALL_DIRECTORY Qixing)
set(CPACK_PACKAGE_EXECUTABLES qixing Qixing)
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/" "/dist/")

# Debian. Depends: what the binaries link, found by dpkg-shlibdeps (libqt6core6, libqt6gui6,
# libqt6widgets6, libqt6network6, libqt6svg6 …; libqt6svg6 also holds the SVG icon engine and
# image plugin Qt loads). The xcb and offscreen platform plugins come with libqt6gui6 on
# Debian 12 (qt6-qpa-plugins only holds vnc and tuio). Recommends: the KDE decks and tilesets
# Settings offers, a CJK font for the Chinese interface (what scripts/setup.sh installs) and
# Qt's native Wayland plugin (without it, XWayland).
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Version <upstream>-1: built by upstream, with a Debian changelog (changelog.Debian.gz) beside
# the project's own (changelog.gz); the first line of packaging/linux/changelog names it.
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
# /usr/games for the programs and the lintian override (packaging/deb_layout.cmake).
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/deb_layout.cmake)
set(CPACK_QIXING_SOURCE_DIR ${PROJECT_SOURCE_DIR})
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt SQL loads its SQLite driver as a plug-in, which dpkg-shlibdeps cannot see: the records store.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "kdegames-card-data-kf5, kdegames-mahjongg-data-kf5, fonts-noto-cjk, qt6-wayland")

# Windows: an NSIS installer with a Start menu entry (bin\qixing.exe) and our icon.
set(CPACK_NSIS_DISPLAY_NAME "Qixing ${PROJECT_VERSION}")
set(CPACK_NSIS_PACKAGE_NAME "Qixing")
set(CPACK_NSIS_MUI_ICON ${QIXING_ICON_DIR}/${QIXING_APP_ID}.ico)
set(CPACK_NSIS_MUI_UNIICON ${QIXING_ICON_DIR}/${QIXING_APP_ID}.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\qixing.exe")
set(CPACK_NSIS_URL_INFO_ABOUT ${CPACK_PACKAGE_HOMEPAGE_URL})
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)

# The C++ runtime the programs need and Windows does not have: msvcp140.dll, vcruntime140.dll
# and vcruntime140_1.dll from Visual Studio's redistributable folder, beside the programs, so
# the installer works on a Windows without the Visual C++ Redistributable. The UCRT is part of
# Windows 10 and later, the oldest Windows Qt 6 runs on. (The module knows MSVC only; the
# project's Windows build is MSVC's, docs/packaging.md.)
if(WIN32)
  set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION ${QIXING_INSTALL_BINDIR})
  include(InstallRequiredSystemLibraries)
endif()

# macOS: a disk image holding qixing.app (the bundle carries the command-line tools too) and
# LICENSE and README.md beside it. No licence to accept when the image is opened: attaching
# one needs `hdiutil udifrez`, which macOS 12 deprecated, and the GPL asks no acceptance to run
# the program (its section 9). CMake 3.24+ leaves the agreement out under CMP0133 NEW; 3.23
# reads the variable; 3.21 and 3.22 attach CPACK_RESOURCE_FILE_LICENSE whenever it is set, so
# the disk image does not set it (the Windows installer shows it as its licence page).
if(POLICY CMP0133)
  cmake_policy(SET CMP0133 NEW)
endif()
set(CPACK_DMG_VOLUME_NAME "Qixing ${PROJECT_VERSION}")
set(CPACK_DMG_SLA_USE_RESOURCE_FILE_LICENSE OFF)
if(APPLE)
  unset(CPACK_RESOURCE_FILE_LICENSE)
endif()

if(WIN32)
  set(CPACK_GENERATOR NSIS)
elseif(APPLE)
  set(CPACK_GENERATOR DragNDrop)
else()
  set(CPACK_GENERATOR DEB)
endif()
include(CPack)
