// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The mahjong table of the replay viewer (GameUi::replayTable): a MahjongTableWidget showing
// a ReplayMahjongGame.

#include "ui/records/replay_table.h"

namespace qixing::ui {

ReplayTable *newMahjongReplayTable(QWidget *parent);

} // namespace qixing::ui
