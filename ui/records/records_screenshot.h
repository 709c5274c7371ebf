// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `qixing --screenshot --view history|replay` (ui/shell/screenshot.cpp): the History listing
// matches recorded from seeded computer play, and the replay viewer in the middle of a hand of
// the game asked for. Also what tests use to record a match without a window.

#include "records/record_store.h"

#include <QJsonObject>
#include <QList>
#include <QSize>
#include <QString>

#include <cstdint>

namespace qixing::ui {

struct ScreenshotRequest;

// The views drawn here.
QStringList recordsScreenshotViews();
bool recordsScreenshot(const ScreenshotRequest &r, QSize screen, QString *error);

// A match of `game` from `seed` played by the game's computer players without a table, seat 0
// recorded as the person's, its first `hands` hands recorded as at a desktop table: the hand
// documents, then the match document last. Empty with *error set when it cannot be played.
QList<QJsonObject> recordedComputerMatch(const QString &game, std::uint64_t seed, int hands, const std::array<QString, 4> &names,
                                         QString *error);

} // namespace qixing::ui
