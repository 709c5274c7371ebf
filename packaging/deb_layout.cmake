# SPDX-License-Identifier: GPL-3.0-or-later
# CPack pre-build script (CPACK_PRE_BUILD_SCRIPTS, cpack.cmake): what only the .deb has. Its
# programs live in /usr/games, where Debian puts games (Section games, policy 11.11), while
# `cmake --install` keeps GNUInstallDirs' bin/ for a user's ~/.local; and it carries a lintian
# override. Run on the staged tree before dpkg-deb, so every .deb is laid out alike, whatever
# build directory it comes from.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  return()
endif()
set(usr "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/usr")
if(NOT EXISTS "${usr}/bin/qixing")
  message(FATAL_ERROR "deb_layout.cmake: no usr/bin/qixing in the staged tree ${CPACK_TEMPORARY_INSTALL_DIRECTORY}")
endif()
file(MAKE_DIRECTORY "${usr}/games")
file(GLOB programs "${usr}/bin/*")
foreach(p IN LISTS programs)
  get_filename_component(name "${p}" NAME)
  file(RENAME "${p}" "${usr}/games/${name}")
endforeach()
file(REMOVE_RECURSE "${usr}/bin")
# The desktop entry names the program by its path: a desktop session's PATH need not hold
# /usr/games.
file(GLOB entries "${usr}/share/applications/*.desktop")
foreach(e IN LISTS entries)
  file(READ "${e}" text)
  string(REPLACE "\nExec=qixing\n" "\nExec=/usr/games/qixing\n" text "${text}")
  string(REPLACE "\nTryExec=qixing\n" "\nTryExec=/usr/games/qixing\n" text "${text}")
  file(WRITE "${e}" "${text}")
endforeach()
file(MAKE_DIRECTORY "${usr}/share/lintian/overrides")
configure_file("${CPACK_QIXING_SOURCE_DIR}/packaging/linux/lintian-overrides" "${usr}/share/lintian/overrides/qixing" COPYONLY)
