// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Sevens table page: the felt table (SevensTableWidget) with the side panel beside it, and
// what follows a hand there: the settlement dialog, the next deal, the final standings.
// The main window decides what the game is (the local session, a hosted table's session or
// a joined LAN table) and where the person goes after the match.

#include "sevens/sevens_session.h"
#include "ui/sevens/sevens_settlement_dialog.h"
#include "ui/kit/table_side_panel.h"
#include "ui/sevens/sevens_table_widget.h"

#include <QDialog>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace qixing {
namespace ui {

class SevensTableScreen : public QWidget
{
    Q_OBJECT
public:
    // `local` is the desktop session: only it waits while a dialog is open (a LAN host's
    // clock runs on).
    explicit SevensTableScreen(session::SevensSession *local, QWidget *parent = nullptr);

    // What the table shows: the local session, a hosted table's session or a joined LAN
    // table; nullptr for none.
    void useGame(session::SevensGame *game);
    session::SevensGame *game() const { return game_; }
    // Whether the table is played on the LAN, here (host) or joined at `host`.
    void setLanRole(LanRole role, const QString &host = {});
    SevensTableWidget *table() const { return table_; }
    TableSidePanel *panel() const { return side_; }
    // The page shows (its clock ticks) or not.
    void setActive(bool on);
    // A dialog of this window is open: the clock says paused, or that a LAN host's runs on.
    void setDialogUp(bool up);
    // Show dialogs at once instead of after the last card's animation (tests, screenshots).
    void setImmediateDialogs(bool on) { immediate_ = on; }
    SevensSettlementDialog *settlementDialog() const { return settlement_; }
    QDialog *finalDialog() const { return final_; }
    // The final standings (with the leaving when the person left, S43); `then` runs when
    // they are closed, else matchOver() is emitted.
    void showFinal(const sevens::Match::Leaving *left, std::function<void()> then = {});
    // Closes the settlement and final dialogs without what would follow them.
    void closeDialogs();
    void retranslate();

signals:
    void settlementShown();
    // The final standings of a match were closed.
    void matchOver();

private:
    void onHandFinished(const sevens::Settlement &st);
    void showSettlement(SevensSettlementDialog *d);
    void refreshSide();
    void refreshLog();
    void refreshClock();
    QString moveText(const session::MoveRecord &m) const;

    session::SevensSession *local_;
    QPointer<session::SevensGame> game_;
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
