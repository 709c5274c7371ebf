// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Sevens table page: the felt table (SevensTableWidget) with the side panel beside it, and
// what follows a hand there: the settlement dialog, the next deal, the final standings. It
// owns the desktop SevensSession and its match flows (開桌設定, resume, leaving with the
// penalty: sevens_table_flows.cpp) and shows a hosted table or a joined LAN table when the
// LanController hands it one (GameScreen). Whichever it is, the table reads one SevensModel
// folded from the seat's protocol messages.

#include "sevens/sevens_session.h"
#include "ui/sevens/sevens_settlement_dialog.h"
#include "ui/shell/game_screen.h"
#include "ui/kit/table_side_panel.h"
#include "ui/sevens/sevens_table_widget.h"

#include <QDialog>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace qixing {
namespace net {
class JoinedSevensGame;
}
namespace ui {

class SevensTableScreen : public GameScreen
{
    Q_OBJECT
public:
    explicit SevensTableScreen(QWidget *parent = nullptr);
    ~SevensTableScreen() override;

    // --- The desktop table (sevens_table_flows.cpp)
    // The desktop session: only it waits while a dialog is open (a LAN host's clock runs on).
    session::SevensSession *session() const { return local_; }
    // Where the desktop match is autosaved (default: SevensSession::defaultSavePath()).
    void setSavePath(const QString &path) { local_->setSavePath(path); }
    // A new desktop match (after freeToStart), replacing the saved one.
    void start(const session::SessionSettings &settings);
    // Asks, then leaves mid-match with the penalty (S43); `then` runs once left (or when
    // there is nothing to leave).
    void askToLeave(std::function<void()> then);
    // The joined LAN table shown, if any.
    net::JoinedSevensGame *remoteGame() const;
    // A table of these settings hosted on the LAN (hostRequested, after freeToStart); the
    // game's part of the host's table.
    void requestHost(const session::SessionSettings &settings, const LanHostOptions &options);
    net::ServerTableConfig hostConfig(const session::SessionSettings &settings);

    QString gameId() const override { return QStringLiteral("sevens"); }
    QString title() const override { return tr("Sevens"); }
    void openNewTable(bool hostOnLan) override;
    bool resume() override;
    bool hasSave() const override;
    session::TableSession *tableSession() override { return &local_->tableSession(); }
    void closeDesktop() override;
    void leave() override;
    bool askBeforeReplacing(const std::function<void()> &go) override;
    QString putAsideText() const override;
    bool playOn(const QJsonObject &save) override;
    void hint() override;
    void openRules() override;
    bool matchRunning() const override;
    bool handInProgress() const override;
    void setAnimationSpeed(AnimationSpeed speed) override;
    void showMessage(const QString &text, bool warning) override;
    void takeHostedTable(net::TableServer *server, int table) override;
    net::TableClient *newClient() const override;
    void takeJoinedTable(net::TableClient *client, const QString &host) override;
    void dropLanTable() override;
    QString hostedSaveName() const override { return QStringLiteral("lan-host-match.json"); }

    // What the table shows: the local session, a hosted table's session or a joined LAN
    // table; nullptr for none.
    void useGame(session::SevensGame *game);
    session::SevensGame *game() const { return game_; }
    // Whether the table is played on the LAN, here (host) or joined at `host`.
    void setLanRole(LanRole role, const QString &host = {});
    SevensTableWidget *table() const { return table_; }
    TableSidePanel *panel() const override { return side_; }
    // The page shows (its clock ticks) or not.
    void setActive(bool on) override;
    // A dialog of this window is open: the desktop match waits; the clock says paused, or
    // that a LAN host's runs on.
    void setDialogUp(bool up) override;
    // Show dialogs at once instead of after the last card's animation (tests, screenshots).
    void setImmediateDialogs(bool on) { immediate_ = on; }
    SevensSettlementDialog *settlementDialog() const { return settlement_; }
    QDialog *finalDialog() const { return final_; }
    // The final standings (with the leaving when the person left, S43); `then` runs when
    // they are closed, else matchOver() is emitted.
    void showFinal(const sevens::Match::Leaving *left, std::function<void()> then = {});
    // Closes the settlement and final dialogs without what would follow them.
    void closeDialogs();
    void retranslate() override;

signals:
    void settlementShown();

private:
    void onHandFinished(const sevens::Settlement &st);
    void showSettlement(SevensSettlementDialog *d);
    void refreshSide();
    void refreshLog();
    void refreshClock();
    QString moveText(const session::MoveRecord &m) const;
    // What the move log's lines were written for (refreshLog).
    struct LogFor
    {
        const session::SevensGame *game = nullptr;
        int hand = -1;
        QString language;
        bool operator==(const LogFor &) const = default;
    } logFor_;
    int logMoves_ = 0; // the moves written in the log (the host's notices come between them)

    session::SevensSession *local_;
    QPointer<session::SevensGame> game_;
    QPointer<net::JoinedSevensGame> remote_; // a joined table (it owns its client)
    QPointer<session::SevensSession> hosted_; // the host's own seat at a table hosted here
    bool pausedHere_ = false;     // local_ was paused for a dialog
    bool shown_ = false;          // the page is in front (setActive)
    session::MatchSummary lastSummary_;
    LanRole lan_ = LanRole::None;
    QString lanHost_;
    SevensTableWidget *table_ = nullptr;
    TableSidePanel *side_ = nullptr;
    QTimer clockTick_;
    bool dialogUp_ = false;
    QPointer<SevensSettlementDialog> settlement_;
    QPointer<SevensSettlementDialog> pendingSettlement_; // built at the hand's end, shown after the last card lands
    QPointer<QDialog> final_;
    bool immediate_ = false;
};

} // namespace ui
} // namespace qixing
