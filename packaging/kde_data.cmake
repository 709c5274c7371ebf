# Windows and macOS have no KDE card decks or mahjong tilesets to read, so their packages carry
# them: the KDE Gear release tarballs of libkdegames (carddecks/) and libkmahjongg (tilesets/),
# fetched at a pinned version and checked against their SHA-256, then installed where the game
# looks (ui/kde_theme.h themeDataDirs). Linux never fetches: the packages name the
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

  install(DIRECTORY ${kde_carddecks_SOURCE_DIR}/carddecks/ DESTINATION ${QIXING_THEME_DATADIR}/carddecks
          PATTERN CMakeLists.txt EXCLUDE)
  install(DIRECTORY ${kde_tilesets_SOURCE_DIR}/tilesets/ DESTINATION ${QIXING_THEME_DATADIR}/kmahjongglib/tilesets
          PATTERN CMakeLists.txt EXCLUDE)
  # Their licences travel with them (the tilesets are GPL-2+, the decks under their own).
  install(DIRECTORY ${kde_carddecks_SOURCE_DIR}/LICENSES/ DESTINATION ${QIXING_INSTALL_DOCDIR}/kde-carddecks-licenses OPTIONAL)
  install(DIRECTORY ${kde_tilesets_SOURCE_DIR}/LICENSES/ DESTINATION ${QIXING_INSTALL_DOCDIR}/kde-tilesets-licenses OPTIONAL)
endif()
