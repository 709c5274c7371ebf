# SPDX-License-Identifier: GPL-3.0-or-later
# Linux builds as Debian builds its packages (docs/packaging.md), for every target: the
# hardening `dpkg-buildflags` gives and lintian checks (FORTIFY_SOURCE, stack protection,
# read-only relocations bound at start-up; PIE is the compiler's default and Qt's demand),
# and no RUNPATH in the installed programs, which find Qt where the system keeps it.
# The hardening is left out of fuzzing builds (libFuzzer's sanitizers instrument the same
# calls) and when QIXING_HARDENING is OFF; the packaging_deb test checks it when ON.
if(UNIX AND NOT APPLE)
  # qt_standard_project_setup() sets $ORIGIN:$ORIGIN/../lib, meant for a Qt shipped beside the
  # programs; on Linux they use the system's.
  set(CMAKE_INSTALL_RPATH "")
endif()
option(QIXING_HARDENING "Linux: build with Debian's hardening flags" ON)
if(UNIX AND NOT APPLE AND QIXING_HARDENING AND NOT QIXING_BUILD_FUZZERS AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  # FORTIFY_SOURCE needs the optimiser: not in Debug builds (glibc would warn on every file).
  add_compile_options("$<$<NOT:$<CONFIG:Debug>>:-U_FORTIFY_SOURCE;-D_FORTIFY_SOURCE=2>"
                      -fstack-protector-strong -Wformat -Werror=format-security)
  add_link_options(LINKER:-z,relro LINKER:-z,now)
  set(QIXING_HARDENED ON)
else()
  set(QIXING_HARDENED OFF)
endif()
