// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The mahjong table page: the table (MahjongTableWidget) with the one side panel beside it,
// and what follows a hand there: the settlement, the next deal, the final standings. It plays
// a desktop table of its own (a TableSession with a MahjongModule, autosaved) with its match
// flows (開桌設定, resume, leaving); the game it shows is a MahjongGame, so a hosted or joined
// table the LanController hands it is shown by the same page (GameScreen).

#include "mahjong/local_mahjong_game.h"
#include "table/table_session.h"
#include "ui/kit/settings.h"
#include "ui/mahjong/mahjong_settlement_dialog.h"
#include "ui/kit/table_side_panel.h"
#include "ui/shell/game_screen.h"

#include <QJsonObject>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <array>
#include <vector>

namespace qixing::net {
class JoinedMahjongGame;
}

namespace qixing::ui {

class MahjongTableWidget;

class MahjongTableScreen : public GameScreen
{
    Q_OBJECT
public:
    explicit MahjongTableScreen(QWidget *parent = nullptr);
    ~MahjongTableScreen() override;

    QString gameId() const override { return QStringLiteral("mahjong"); }
    QString title() const override { return tr("Zhangzhou mahjong"); }
    // The flows of the desktop table (GameScreen): 開桌設定 then a new match (asking before
    // the saved one is replaced), or the saved one.
    void openNewTable(bool hostOnLan) override;
    bool resume() override;
    void closeDesktop() override { close(); }
    void leave() override;
    bool askBeforeReplacing(const std::function<void()> &go) override;
    QString putAsideText() const override { return {}; }
    bool playOn(const QJsonObject &save) override;
    void hint() override;
    void openRules() override;
    bool handInProgress() const override;
    void setAnimationSpeed(AnimationSpeed speed) override;
    void showMessage(const QString &text, bool warning) override;
    void takeHostedTable(net::TableServer *server, int table) override;
    net::TableClient *newClient() const override;
    void takeJoinedTable(net::TableClient *client, const QString &host) override;
    void dropLanTable() override;
    QString hostedSaveName() const override { return QStringLiteral("lan-host-mahjong.json"); }
    // The joined LAN table shown, if any.
    net::JoinedMahjongGame *joinedGame() const;
    // A table of these settings hosted on the LAN (hostRequested); the game's part of the
    // host's table.
    void requestHost(const session::MahjongSettings &settings, const LanHostOptions &options);

    // A new desktop match (the save of an unfinished one is replaced).
    void start(const session::MahjongSettings &settings);
    // The saved desktop match; false with `error` when there is none or it is damaged.
    bool resume(QString *error);
    bool hasSave() const override;
    // A match runs on this page: the desktop one, or the hosted or joined one shown.
    bool matchRunning() const override;
    // Back to the hall: the match stays saved and can be resumed.
    void close();

    session::TableSession *tableSession() override { return &session_; }
    MahjongTableWidget *table() const { return table_; }
    TableSidePanel *panel() const override { return side_; }
    MahjongSettlementDialog *settlementDialog() const { return settlement_; }
    // The final standings after the last hand's settlement, while shown.
    QDialog *finalDialog() const { return final_; }
    void setActive(bool on) override;
    void retranslate() override;

    // --- LAN: a table hosted from this window (its seat 0 played through a LocalMahjongGame
    // over the host's TableSession) or joined (a net::JoinedMahjongGame) is shown by the same
    // page; `game` is not owned. showDesktop() returns to this window's own desktop table.
    // With LanRole::None the game is only shown, without chat (the screenshots' frozen table).
    void showLanGame(session::MahjongGame *game, LanRole role, const QString &host = {});
    void showDesktop();
    LanRole lanRole() const { return lan_; }
    session::MahjongGame *game() const { return game_; }
    // The match shown has ended (its last settlement came).
    bool matchOver() const { return matchOver_; }
    // A dialog of this window is up: a desktop table waits; a LAN table's clock runs on.
    void setDialogUp(bool up) override;

private:
    // Resumes the saved desktop match now; false (with a notice) when it cannot be.
    bool resumeNow();

    void followAnimationSpeed(AnimationSpeed speed);
    void useGame(session::MahjongGame *game);
    void resetMatch();
    void closeDialogs();
    void onMessage(const QJsonObject &m);
    void refreshSide();
    void showSettlement(const QJsonObject &settlement);
    void showFinal();
    QString eventText(const QJsonObject &e) const;

    session::TableSession session_;
    session::LocalMahjongGame local_;
    QPointer<session::MahjongGame> game_;
    // The host's own seat at a table hosted here, and a joined table (it owns its client).
    QPointer<session::LocalMahjongGame> hosted_;
    QPointer<net::JoinedMahjongGame> joined_;
    bool shown_ = false; // the page is in front (setActive)
    MahjongTableWidget *table_ = nullptr;
    TableSidePanel *side_ = nullptr;
    QTimer clockTick_;
    QJsonObject state_;                  // the hand's last state message
    std::vector<std::array<std::int64_t, 4>> handTotals_;
    bool matchOver_ = false;
    LanRole lan_ = LanRole::None;
    QString lanHost_;
    bool dialogUp_ = false;
    QPointer<MahjongSettlementDialog> settlement_;
    QPointer<QDialog> final_;
    MahjongHandResult last_; // the last hand's, for the final standings
};

} // namespace qixing::ui
