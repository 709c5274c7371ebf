# SPDX-License-Identifier: GPL-3.0-or-later
# ui/records: the History of recorded matches and the replay viewer (issue 29), part of
# qixing_ui; each game's replay table is in its own folder (GameUi::replayTable).
target_sources(qixing_ui PRIVATE
  records/replay_table.h
  records/replay_screen.h records/replay_screen.cpp
  records/review_panel.h records/review_panel.cpp
  records/history_screen.h records/history_screen.cpp
  records/record_keeper.h records/record_keeper.cpp
  records/records_screenshot.h records/records_screenshot.cpp
  sevens/sevens_replay_table.h sevens/sevens_replay_table.cpp
  mahjong/mahjong_replay_table.h mahjong/mahjong_replay_table.cpp
)
target_link_libraries(qixing_ui PUBLIC qixing_records)
