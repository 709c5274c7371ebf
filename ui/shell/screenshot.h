// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `qixing --screenshot`: renders the table in the middle of a seeded hand (or the
// settlement, the table settings, the hall, the rules) to a PNG, offscreen, and returns.

#include <QSize>
#include <QString>
#include <QStringList>

namespace qixing {
namespace ui {

struct ScreenshotRequest
{
    QString file;
    std::uint64_t seed = 7;
    QString language = QStringLiteral("en");
    QSize size {1280, 800};
    // table | settlement | settings | hall | rules | lobby | browser | joined (a LAN table
    // joined at seat 2, on loopback) | tiles (every mahjong tile at several sizes) | preferences
    QString view = QStringLiteral("table");
    // mahjong: the views table (or turn: the person to discard), claim (a claim prompt), call (a
    // call called out), you (游金 asked), win (a win called out), over (a hand won),
    // settlement, settings, rules
    QString game = QStringLiteral("sevens");
    int turn = 23;                           // table: stop at the person's first turn from here
    bool headTail = false;                   // play with 去頭去尾 (S9)
    bool biqi = false;                       // the biqi preset instead of uniform
    QString deck;                            // a card deck id (Settings), e.g. svg-standard
    bool fourColour = false;                 // four suit colours
    QString tileset;                         // a mahjong tileset id (Settings), e.g. default
    QStringList names;                       // table views: the seats' names (an empty one: a computer)
};

bool renderScreenshot(const ScreenshotRequest &r, QString *error);

} // namespace ui
} // namespace qixing
