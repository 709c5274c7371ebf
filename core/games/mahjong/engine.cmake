# SPDX-License-Identifier: GPL-3.0-or-later
# The Zhangzhou mahjong engine (M1–M54): the standard library only. Read by this folder's
# CMakeLists.txt and by tests/engines (the engines alone, built for Windows with MinGW-w64).
set(QIXING_MAHJONG_ENGINE_SOURCES
  tile.h tile.cpp
  analysis.h analysis.cpp
  rules.h rules.cpp
  hand.h hand.cpp
  mirror.cpp
  scoring.h scoring.cpp
  split.h split.cpp
  players.h players.cpp
  strong_player.h strong_player.cpp
  audit.h audit.cpp
)
