// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sevens' own views of `qixing --screenshot` (ui/shell/screenshot.h), registered with its
// GameUi.

#include <QSize>
#include <QString>
#include <QStringList>

namespace qixing::ui {

struct ScreenshotRequest;

const QStringList &sevensScreenshotViews();
bool sevensScreenshot(const ScreenshotRequest &r, QSize size, QString *error);

} // namespace qixing::ui
