// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Sevens session: one table of four seats, a match of N hands, as the person at this
// computer plays it. The table itself (seats, pacing, the turn time limit, autosave) is the
// game-neutral TableSession driving a SevensModule; this class is the Sevens face of it that
// the table window (SevensGame) and the LAN host read: typed views, the move log, the hint.
// Qt Core only.

#include "sevens/sevens_game.h"
#include "sevens/sevens_module.h"
#include "sevens/sevens_save.h"
#include "table/table_session.h"

#include <QObject>

#include <array>
#include <functional>
#include <memory>
#include <optional>

namespace qixing::session {

class SevensSession : public SevensGame
{
    Q_OBJECT
public:
    static constexpr sevens::Seat kLocalSeat = 0;

    // A desktop table: the session owns its TableSession.
    explicit SevensSession(QObject *parent = nullptr);
    // Seat 0 of a table this session does not own (the LAN host's own seat: the host made
    // and drives `table`). start(), resume(), leave() and close() are the owner's there. The
    // session deletes itself (later) when `table` is destroyed.
    explicit SevensSession(TableSession &table, QObject *parent = nullptr);
    ~SevensSession() override;

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
    // Resumes the match saved at savePath(). Returns false with `error` (English) when there
    // is no save or it is damaged; a damaged file is put aside (`movedTo`).
    using ResumeResult = TableSession::ResumeResult;
    ResumeResult resume(QString *error = nullptr, QString *movedTo = nullptr);
    static bool hasSave(const QString &path) { return TableSession::hasSave(path); }

    bool active() const override { return module() != nullptr; }
    // The open table's settings (defaults before a table is opened, as the window asks early).
    const SessionSettings &settings() const;
    const sevens::Table &table() const { return module()->table(); }
    const sevens::Rules &rules() const override { return settings().match.rules; }
    sevens::HandView view(sevens::Seat seat) const { return table().view(seat); }
    bool handInProgress() const override { return core_->handInProgress(); }
    bool isMatchFinished() const override { return core_->isMatchFinished(); }
    QString seatKind(sevens::Seat s) const override { return core_->seatKind(s); }
    QString seatName(sevens::Seat s) const override { return settings().names[std::size_t(s)]; }
    bool localTakenOver() const { return active() && table().match().takenOver(kLocalSeat); }
    // The moves of the current (or last) hand, as the local seat may know them.
    const std::vector<MoveRecord> &moveLog() const override { return log_; }

    // SevensGame: the table window reads the local seat's side of the session.
    sevens::Seat localSeat() const override { return kLocalSeat; }
    sevens::HandView localView() const override { return view(kLocalSeat); }
    int handIndex() const override { return active() ? table().handNumber() : 0; }
    int handsInMatch() const override { return settings().match.hands; }
    int penaltyBases() const override { return settings().match.penaltyBases; }
    int turnSeconds() const override { return settings().turnSeconds; }
    std::int64_t balance(sevens::Seat s) const override { return active() ? table().match().balances()[std::size_t(s)] : 0; }
    std::optional<sevens::Action> localHint() const override { return hint(kLocalSeat); }
    sevens::CardSet coveredAtEnd(sevens::Seat s) const override { return table().hand().covered(s); }
    MatchSummary summary() const override;

    // The person at this computer acts (seat 0). Rejected actions change nothing and
    // return the reason; the table window explains it.
    sevens::MoveError submitLocal(sevens::Action a) override;
    // What the hint suggests for a seat to move: the computer player's best choice.
    std::optional<sevens::Action> hint(sevens::Seat seat = kLocalSeat) const;

    // Agents for kinds the session does not make itself ("remote" on a LAN host). Return
    // nullptr to fall back to a computer player.
    using AgentFactory = TableSession::AgentFactory;
    void setAgentFactory(AgentFactory f) { core_->setAgentFactory(std::move(f)); }
    // Who plays a seat from now on, e.g. a computer player while a remote person is
    // disconnected, and the person again after reconnecting. A seat whose turn it is is
    // asked again.
    void setSeatKind(sevens::Seat seat, const QString &kind) { core_->setSeatKind(seat, kind); }
    // Seconds left for the local person's move, or -1 without a limit or off turn.
    int secondsLeft() const override { return core_->secondsLeft(kLocalSeat); }
    // A person's turn clock in milliseconds (frozen while paused), or -1 as above.
    int turnMsLeft() const { return core_->msLeft(kLocalSeat); }

    // While the person at this computer reads a dialog: the turn clock keeps its remaining
    // time and computer players wait. Pauses nest; the last unpause() carries on. (resume()
    // is the saved match's.)
    void pause() { core_->pause(); }
    void unpause() { core_->unpause(); }
    bool paused() const { return core_->paused(); }

    // After a hand's settlement: deal the next one (no effect if the match is over).
    void nextHand() override { core_->nextHand(); }
    // The local person leaves before the match is finished (S43): pays the penalty,
    // shared by the others; the seat is taken over by a computer player. The match ends for
    // this computer and the save is removed. Returns what it cost.
    sevens::Match::Leaving leave();
    // Forget the table (back to the hall). The save stays so the match can be resumed.
    void close();
    // Removes the autosave (the match is over).
    void discardSave() { core_->discardSave(); }

signals:
    // The same, per seat: what `seat` may see (view(seat)) changed. A network host forwards
    // each seat's view to that seat only.
    void viewChanged(int seat);
    void timeLimitPlayedFor(qixing::sevens::Seat seat, const qixing::sevens::Action &action); // any person's seat
    void saveFailed(const QString &reason);

private:
    const SevensModule *module() const { return core_ ? static_cast<const SevensModule *>(core_->module()) : nullptr; }
    void rebuildLog();

    void wire();
    std::unique_ptr<TableSession> owned_; // a desktop table's; nullptr on a LAN host
    TableSession *core_;
    std::vector<MoveRecord> log_;
};

} // namespace qixing::session
