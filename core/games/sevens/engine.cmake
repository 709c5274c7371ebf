# SPDX-License-Identifier: GPL-3.0-or-later
# The Sevens engine (S1–S45): the standard library only. Read by this folder's CMakeLists.txt
# and by tests/engines (the engines alone, built for Windows with MinGW-w64).
set(QIXING_SEVENS_ENGINE_SOURCES
  card.h card.cpp
  rules.h rules.cpp
  hand.h hand.cpp
  scoring.h scoring.cpp
  match.h match.cpp
  players.h players.cpp
  search_player.h search_player.cpp
  playout.h playout.cpp
  expert_player.h expert_player.cpp
  table.h table.cpp
  duplicate.h duplicate.cpp
)
