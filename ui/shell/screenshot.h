// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `qixing --screenshot`: renders a view of a game (its table in the middle of a seeded hand,
// its settlement, its 開桌設定 …) or of the program (the hall, the rules, the preferences) to
// a PNG, offscreen, and returns. The game's views are the game's own (GameUi::screenshot).

#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>

class QWidget;

namespace qixing {
namespace ui {

struct ScreenshotRequest
{
    QString file;
    std::uint64_t seed = 7;
    QString language = QStringLiteral("en");
    QSize size {1280, 800};
    // The program's views hall | rules | preferences, or one of the game's own
    // (screenshotViews()).
    QString view = QStringLiteral("table");
    QString game;                            // a registered game's id; "" for the first
    int turn = 23;                           // table: stop at the person's first turn from here
    bool headTail = false;                   // play with 去頭去尾 (S9)
    bool biqi = false;                       // the biqi preset instead of uniform
    QString deck;                            // a card deck id (Settings), e.g. svg-standard
    bool fourColour = false;                 // four suit colours
    QString tileset;                         // a tileset id (Settings), e.g. default
    QStringList names;                       // table views: the seats' names (an empty one: a computer)
};

bool renderScreenshot(const ScreenshotRequest &r, QString *error);
// The views `qixing --screenshot --game <game>` accepts (the program's and the game's); empty
// for a game that is not registered.
QStringList screenshotViews(const QString &game);

// For the games' own views: the widget as a PNG in `file` (false and *error when it was
// not written); the events handled for `ms` or until `until` holds; the request's card deck
// and colours applied (after the window applied the saved ones).
bool saveScreenshot(QWidget *w, const QString &file, QString *error);
void handleEventsFor(int ms, const std::function<bool()> &until = {});
bool applyScreenshotDeck(const ScreenshotRequest &r, QString *error);

} // namespace ui
} // namespace qixing
