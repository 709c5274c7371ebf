// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window needs of a game, registered once from the game's own folder (ui/<game>/),
// as the table layer's GameInfo is (the core's game registry): the hall's tile, the rules
// help, a LAN table's rules in words, the screenshots, the game's page in the window and its
// rows in the Settings dialog. The window, the hall, the lobby, the LAN browser, the rules
// help, the preferences and `qixing --screenshot` find a game here by its id and know no game
// by name. Which games have screens is one list in ui/CMakeLists.txt (QIXING_UI_GAMES);
// each game `x` defines registerGameUi_x() in its own files.

#include <QJsonObject>
#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

class QFormLayout;
class QPainter;
class QWidget;

namespace qixing::ui {

class GameScreen;
struct ScreenshotRequest;
class ReplayTable;

struct GameUi
{
    QString id; // the core's id for the game: in the protocol, the saves and on the command line
    // The game's name for people, in the current language: the hall tile's title, the lobby's
    // and the LAN browser's name for a table's game.
    std::function<QString()> title;
    // The hall tile's line about the game.
    std::function<QString()> blurb;
    // A picture on the hall's felt (optional): the hall shows the first registered game's.
    std::function<void(QPainter &p, const QRectF &hall, qreal dpr)> paintHallArt;
    // The rules help: its window title and the whole text as HTML, in the current language.
    std::function<QString()> rulesTitle;
    std::function<QString()> rulesHtml;
    // A LAN table's rules and match options in words, from its TableInfo ("rules", "hands" …):
    // one line for the browser, several for the lobby.
    std::function<QString(const QJsonObject &info, bool oneLine)> tableRules;
    // `qixing --screenshot --game id --view v`: the views the game draws itself, and drawing
    // one on a screen of `screen` (false and *error when it cannot).
    QStringList screenshotViews;
    std::function<bool(const ScreenshotRequest &r, QSize screen, QString *error)> screenshot;
    // The game's page in the main window (ui/shell/game_screen.h), made once per window: it
    // owns the game's desktop table and shows the LAN tables of the game. A game without one
    // has a hall tile but no page.
    std::function<GameScreen *(QWidget *parent)> newScreen;
    // The game's rows in the Settings dialog (its looks: a card deck, a tileset …), added to
    // the dialog's form after the program's language and speed rows, in the registry's order;
    // their widgets are the dialog's. The function returned stores the choices when the dialog
    // is accepted. Optional.
    std::function<std::function<void()>(QFormLayout *form, QWidget *dialog)> preferencesRows;
    // The game's remembered looks (its renderers' deck, tileset …): applied now (at the
    // window's start: PreferencesDialog::applySaved), and followed from then on, whenever the
    // game's settings change (the first call connects; later ones do nothing). Optional.
    std::function<void()> applySavedLooks;
    std::function<void()> followSavedLooks;
    // The replay viewer's table (ui/records/replay_table.h): the game's table widget fed with
    // a recorded hand's messages.
    std::function<ReplayTable *(QWidget *parent)> replayTable;
    // One of the game's actions (its JSON, as in a hand record) in the game's words, for the
    // review panel's lists: "Play 7♥", "Discard 5 萬". Optional: the JSON is shown without it.
    std::function<QString(const QJsonObject &action)> actionText;
    // Whether the game's screen can show a table to a spectator (no seat of its own): the LAN
    // browser offers Watch only for such games.
    bool watchable = false;
};

class GameUis
{
public:
    // The game with this id, or nullptr.
    static const GameUi *find(const QString &id);
    // Every game, in the order registered (the hall's order).
    static QList<const GameUi *> all();
    static QStringList ids();
    // Adds a game (its registerGameUi_x(), or a test's). A second game with the same id is a
    // programming error (std::logic_error).
    static void add(GameUi game);
};

} // namespace qixing::ui
