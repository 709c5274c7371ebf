// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `qixing --screenshot --view standings|bigscreen`: the standings dialog of a made-up duplicate
// night, and the big screen following a mahjong table in play among three.

#include <QSize>
#include <QString>
#include <QStringList>

namespace qixing::ui {

struct ScreenshotRequest;

QStringList partyScreenshotViews();
bool partyScreenshot(const ScreenshotRequest &r, QSize screen, QString *error);

} // namespace qixing::ui
