// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Sevens session: one table of four seats, a match of N hands, as the person at this
// computer plays it. The table itself (seats, pacing, the turn time limit, autosave) is the
// game-neutral TableSession driving a SevensModule; this class keeps what only a local match
// has: starting and resuming it, its save, leaving it (S43), the questions the window asks
// before replacing it. What the window draws is model(): seat 0's messages folded by
// SevensModel, as for a joined table. Qt Core only.

#include "sevens/local_sevens_game.h"
#include "sevens/sevens_model.h"
#include "sevens/sevens_module.h"
#include "sevens/sevens_save.h"
#include "table/table_session.h"

#include <QObject>
#include <QPointer>

#include <array>
#include <functional>
#include <memory>
#include <optional>

namespace qixing::session {

class SevensSession : public QObject
{
    Q_OBJECT
public:
    static constexpr sevens::Seat kLocalSeat = 0;

    // A desktop table: the session owns its TableSession.
    explicit SevensSession(QObject *parent = nullptr);
    // Seat 0 of a table this session does not own (the LAN host's own seat: the host made
    // and drives `table`). start(), resume(), leave() and close() are the owner's there.
    explicit SevensSession(TableSession &table, QObject *parent = nullptr);
    ~SevensSession() override;

    // What the table window reads: seat 0's side of the table, from its messages. Made when
    // first asked, from the table as it is then (a LAN host's session has no window and
    // never tells anyone this way).
    SevensModel *model();
    // The one table layer beneath (for the LAN host and tests).
    TableSession &tableSession() { return *core_; }

    // Where the autosave goes; empty disables autosave.
    void setSavePath(const QString &path) { core_->setSavePath(path); }
    QString savePath() const { return core_->savePath(); }
    static QString defaultSavePath();
    // The pause of computer players before they move, in milliseconds.
    void setComputerPause(int ms) { core_->setComputerPause(ms); }
    int computerPause() const { return core_->computerPause(); }
    // How long the first seat waits after a deal (the table window animates the deal).
    void setDealPause(int ms) { core_->setDealPause(ms); }

    // Opens a new table with valid settings and deals the first hand.
    void start(const SessionSettings &settings);
    // "Play on from here": a new match taken up from a module's save (TableSession::takeUp),
    // the person at its "person" seat; false with `error` (English) when it cannot be.
    bool takeUp(const QJsonObject &save, QString *error = nullptr);
    // Resumes the match saved at savePath(). Returns false with `error` (English) when there
    // is no save or it is damaged; a damaged file is put aside (`movedTo`).
    using ResumeResult = TableSession::ResumeResult;
    ResumeResult resume(QString *error = nullptr, QString *movedTo = nullptr);
    static bool hasSave(const QString &path) { return TableSession::hasSave(path); }

    bool active() const { return module() != nullptr; }
    // The open table's settings (defaults before a table is opened, as the window asks early).
    const SessionSettings &settings() const;
    // The authoritative table (every seat's cards: not for the window, which reads model()).
    const sevens::Table &table() const { return module()->table(); }
    sevens::HandView view(sevens::Seat seat) const { return table().view(seat); }
    bool handInProgress() const { return core_->handInProgress(); }
    bool isMatchFinished() const { return core_->isMatchFinished(); }
    QString seatKind(sevens::Seat s) const { return core_->seatKind(s); }
    int handIndex() const { return active() ? table().handNumber() : 0; }
    int handsInMatch() const { return settings().match.hands; }
    bool localTakenOver() const { return active() && table().match().takenOver(localSeat()); }
    // The person's seat: kLocalSeat, but at a desktop match played on from a record the seat
    // watched there (LocalSevensGame::kPersonSeat).
    sevens::Seat localSeat() const { return local_ ? sevens::Seat(local_->localSeat()) : kLocalSeat; }
    // The whole match so far (every hand, leavings, opening balances).
    MatchSummary summary() const;

    // The person at this computer acts (seat 0), as the window does: through the model.
    sevens::MoveError submitLocal(sevens::Action a) { return model()->submitLocal(a); }
    // What the hint suggests for a seat to move: the computer player's best choice.
    std::optional<sevens::Action> hint() const { return hint(localSeat()); }
    std::optional<sevens::Action> hint(sevens::Seat seat) const;

    // Agents for kinds the session does not make itself ("remote" on a LAN host). Return
    // nullptr to fall back to a computer player.
    using AgentFactory = TableSession::AgentFactory;
    void setAgentFactory(AgentFactory f) { core_->setAgentFactory(std::move(f)); }
    // Who plays a seat from now on (see TableSession::setSeatKind).
    void setSeatKind(sevens::Seat seat, const QString &kind) { core_->setSeatKind(seat, kind); }
    // The local person's turn clock in milliseconds (frozen while paused), or -1 without a
    // limit or off turn.
    int turnMsLeft() const { return core_->msLeft(localSeat()); }

    // While the person at this computer reads a dialog: the turn clock keeps its remaining
    // time and computer players wait. Pauses nest; the last unpause() carries on. (resume()
    // is the saved match's.)
    void pause() { core_->pause(); }
    void unpause() { core_->unpause(); }
    bool paused() const { return core_->paused(); }

    // After a hand's settlement: deal the next one (no effect if the match is over).
    void nextHand() { core_->nextHand(); }
    // The local person leaves before the match is finished (S43): pays the penalty,
    // shared by the others; the seat is taken over by a computer player. The match ends for
    // this computer and the save is removed. Returns what it cost.
    sevens::Match::Leaving leave();
    // Forget the table (back to the hall). The save stays so the match can be resumed.
    void close();
    // Removes the autosave (the match is over).
    void discardSave() { core_->discardSave(); }

private:
    const SevensModule *module() const { return core_ ? dynamic_cast<const SevensModule *>(core_->module()) : nullptr; }

    std::unique_ptr<TableSession> owned_;
    QPointer<TableSession> core_; // a host lets its match go when the match ends: then null
    LocalSevensGame *local_ = nullptr;
    SevensModel *model_ = nullptr;
};

} // namespace qixing::session
