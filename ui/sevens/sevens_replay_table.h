// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Sevens table of the replay viewer (GameUi::replayTable): a SevensTableWidget reading a
// SevensModel of a ReplaySevensSource.

#include "ui/records/replay_table.h"

namespace qixing::ui {

class SevensTableWidget;

ReplayTable *newSevensReplayTable(QWidget *parent);

} // namespace qixing::ui
