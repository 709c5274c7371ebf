# SPDX-License-Identifier: GPL-3.0-or-later
# ui/records: statistics (戰績) and the night's ledger (issue 29), part of qixing_ui.
target_sources(qixing_ui PRIVATE
  records/stats_screen.h records/stats_screen.cpp
)
target_link_libraries(qixing_ui PRIVATE qixing_records)
