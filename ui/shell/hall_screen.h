// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The game hall: the felt with a tile per game. Each tile offers a new table (開桌設定),
// hosting and joining a LAN table, resuming the unfinished match and the rules; the History
// (every game's records), the settings and quitting are the hall's own, in a bar under the
// tiles. The hall only reports what the
// person chose.

#include <QWidget>

#include <utility>
#include <vector>

class QFrame;
class QLabel;
class QPushButton;
class QSpacerItem;

namespace qixing {
namespace ui {

class HallScreen : public QWidget
{
    Q_OBJECT
public:
    // One game's tile: its title and text, and how to sit down at it.
    struct GameTile
    {
        QFrame *frame = nullptr;
        QLabel *title = nullptr, *text = nullptr;
        QSpacerItem *gap = nullptr; // between the text and the buttons
        QPushButton *newTable = nullptr, *host = nullptr, *join = nullptr, *resume = nullptr, *rules = nullptr;
        // Shows or hides the buttons (a game not yet playable has none).
        void setEntriesVisible(bool on) const;
    };

    explicit HallScreen(QWidget *parent = nullptr);

    // The tile of a registered game (ui/shell/game_ui.h), or nullptr.
    const GameTile *tile(const QString &game) const;
    void setCanResume(const QString &game, bool on);
    // Scales the hall for a window of this size (the text size setting included); `force`
    // after that setting changed.
    void fitTo(const QSize &window, bool force = false);
    void retranslate();

signals:
    void settingsClicked();
    // The History (Game > History): the matches kept here, for every game.
    void historyClicked();
    void quitClicked();

protected:
    void paintEvent(QPaintEvent *) override;

private:
    GameTile buildTile(const QString &game);
    GameTile *findTile(const QString &game);

    int hallScale_ = 0;
    QLabel *hallTitle_ = nullptr, *hallSubtitle_ = nullptr;
    std::vector<std::pair<QString, GameTile>> tiles_; // by game id, in the registry's order
    QPushButton *historyButton_ = nullptr, *settingsButton_ = nullptr, *quitButton_ = nullptr;
};

} // namespace ui
} // namespace qixing
