# SPDX-License-Identifier: GPL-3.0-or-later
# Windows and macOS have no KDE card decks or mahjong tilesets to read, so their packages carry
# them: the KDE Gear release tarballs of libkdegames (src/carddecks/) and libkmahjongg
# (tilesets/), fetched at a pinned version and checked against their SHA-256, then installed
# where the game looks (ui/kit/kde_theme.h themeDataDirs). The trees ship each deck's and
# tileset's picture as .svg while the .desktop files name the .svgz KDE's build makes of it;
# the game reads the .svg in that case (themeFile in ui/kit/kde_theme.h), so they are installed
# as they are. Linux never fetches: the packages name the
# distribution's kdegames-card-data-kf5 and kdegames-mahjongg-data-kf5 instead.
#
# The hashes are those of Debian 12's source packages libkdegames and libkf5kmahjongg
# 4:22.12.3-1, whose .orig.tar.xz files are the upstream tarballs (they carry KDE's release
# signatures, .orig.tar.xz.asc); they were read from Debian's signed Sources index, not from a
# download of these URLs, which this project's machines cannot reach (docs/packaging.md).
set(_kde_default OFF)
if(WIN32 OR APPLE)
  set(_kde_default ON)
endif()
option(QIXING_BUNDLE_KDE_DATA "Fetch the KDE card decks and mahjong tilesets and install them with the game" ${_kde_default})
set(QIXING_KDE_GEAR_VERSION 22.12.3 CACHE STRING "KDE Gear release whose card decks and tilesets are bundled")

# The install rules for the unpacked trees (also run by the kde_data test on a stand-in tree
# with their layout). Each deck and tileset is checked at configure time to have the picture
# its .desktop file names, as .svgz or .svg: a tree of another layout fails here, not in the
# installer or at run time.
function(_qixing_kde_picture desktop key)
  file(STRINGS ${desktop} line REGEX "^${key}=")
  string(REGEX REPLACE "^${key}=[ \t]*" "" name "${line}")
  string(STRIP "${name}" name)
  get_filename_component(dir ${desktop} DIRECTORY)
  string(REGEX REPLACE "z$" "" svg "${name}")
  if(name STREQUAL "" OR name MATCHES "[/\\\\]" OR NOT (EXISTS ${dir}/${name} OR EXISTS ${dir}/${svg}))
    message(FATAL_ERROR "QIXING_BUNDLE_KDE_DATA: ${desktop} names ${key}=${name}, which is not there (as .svgz or .svg)")
  endif()
endfunction()

function(qixing_install_kde_data libkdegames libkmahjongg)
  set(decks_root ${libkdegames}/src/carddecks)
  file(GLOB decks LIST_DIRECTORIES true ${decks_root}/svg-*)
  set(n 0)
  foreach(deck IN LISTS decks)
    if(IS_DIRECTORY ${deck} AND EXISTS ${deck}/index.desktop)
      _qixing_kde_picture(${deck}/index.desktop SVG)
      # The folder whole (index.desktop, the .svg, the preview, COPYRIGHT/AUTHORS/COPYING).
      install(DIRECTORY ${deck} DESTINATION ${QIXING_THEME_DATADIR}/carddecks)
      math(EXPR n "${n} + 1")
    endif()
  endforeach()
  if(n EQUAL 0)
    message(FATAL_ERROR "QIXING_BUNDLE_KDE_DATA: no card deck (svg-*/index.desktop) in ${decks_root}")
  endif()
  message(STATUS "Bundling ${n} KDE card decks from ${decks_root}")

  set(sets_root ${libkmahjongg}/tilesets)
  file(GLOB tilesets ${sets_root}/*.desktop)
  list(LENGTH tilesets n)
  if(n EQUAL 0)
    message(FATAL_ERROR "QIXING_BUNDLE_KDE_DATA: no tileset (*.desktop) in ${sets_root}")
  endif()
  foreach(desktop IN LISTS tilesets)
    _qixing_kde_picture(${desktop} FileName)
  endforeach()
  install(DIRECTORY ${sets_root}/ DESTINATION ${QIXING_THEME_DATADIR}/kmahjongglib/tilesets
          FILES_MATCHING PATTERN "*.desktop" PATTERN "*.svg" PATTERN "*.svgz" PATTERN "*.copyright")
  message(STATUS "Bundling ${n} KDE mahjong tilesets from ${sets_root}")

  # Their licences travel with them (the tilesets are GPL-2+, the decks under their own).
  install(DIRECTORY ${libkdegames}/LICENSES/ DESTINATION ${QIXING_INSTALL_DOCDIR}/kde-carddecks-licenses OPTIONAL)
  install(DIRECTORY ${libkmahjongg}/LICENSES/ DESTINATION ${QIXING_INSTALL_DOCDIR}/kde-tilesets-licenses OPTIONAL)
endfunction()

if(QIXING_BUNDLE_KDE_DATA)
  if(NOT QIXING_KDE_GEAR_VERSION STREQUAL "22.12.3")
    message(FATAL_ERROR "QIXING_KDE_GEAR_VERSION: only 22.12.3 has pinned hashes (packaging/kde_data.cmake)")
  endif()
  include(FetchContent)
  if(POLICY CMP0135)
    cmake_policy(SET CMP0135 NEW) # unpacked files dated when unpacked
  endif()
  set(_kde_src https://download.kde.org/stable/release-service/${QIXING_KDE_GEAR_VERSION}/src)
  # SOURCE_SUBDIR names a directory without a CMakeLists.txt: the tarballs are only unpacked,
  # never built.
  FetchContent_Declare(kde_carddecks
    URL ${_kde_src}/libkdegames-${QIXING_KDE_GEAR_VERSION}.tar.xz
    URL_HASH SHA256=9c8f6e92902d9e231c37f3db8f20321c46d0fbb66f50178840dd687dee525f1c
    SOURCE_SUBDIR qixing-data-only)
  FetchContent_Declare(kde_tilesets
    URL ${_kde_src}/libkmahjongg-${QIXING_KDE_GEAR_VERSION}.tar.xz
    URL_HASH SHA256=a01a64970d18bd5e53ecac10f980a374b6d4c1bd17009e3c8cab692bcc304c13
    SOURCE_SUBDIR qixing-data-only)
  FetchContent_MakeAvailable(kde_carddecks kde_tilesets)

  qixing_install_kde_data(${kde_carddecks_SOURCE_DIR} ${kde_tilesets_SOURCE_DIR})
endif()
