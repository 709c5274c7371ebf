#pragma once
// A Sevens session: one table of four seats, a match of N hands, as the person at this
// computer plays it. It owns the engine's sevens::Table (the one place where actions are
// checked and applied), drives each seat through a SeatAgent, applies the turn time limit,
// and autosaves after every move. Qt Core only: the table window renders its views and
// sends the person's actions; the LAN host can drive the same class.

#include "session/seat_agent.h"
#include "session/sevens_game.h"
#include "session/sevens_save.h"

#include "sevens/table.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

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

    explicit SevensSession(QObject *parent = nullptr);
    ~SevensSession() override;

    // Where the autosave goes; empty disables autosave.
    void setSavePath(const QString &path) { savePath_ = path; }
    QString savePath() const { return savePath_; }
    static QString defaultSavePath();
    // The pause of computer players before they move, in milliseconds.
    void setComputerPause(int ms);
    int computerPause() const { return pauseMs_; }
    // How long the first seat waits after a deal (the table window animates the deal).
    void setDealPause(int ms) { dealPauseMs_ = ms; }

    // Opens a new table with valid settings and deals the first hand.
    void start(const SessionSettings &settings);
    // Resumes the match saved at savePath(). Returns false with `error` (English) when there
    // is no save or it is damaged; a damaged file is put aside (`movedTo`).
    enum class ResumeResult { Resumed, NoSave, Damaged };
    ResumeResult resume(QString *error = nullptr, QString *movedTo = nullptr);
    static bool hasSave(const QString &path);

    bool active() const override { return table_ != nullptr; }
    const SessionSettings &settings() const { return settings_; }
    const sevens::Table &table() const { return *table_; }
    const sevens::Rules &rules() const override { return settings_.match.rules; }
    sevens::HandView view(sevens::Seat seat) const { return table_->view(seat); }
    bool handInProgress() const override { return table_ && table_->handInProgress(); }
    bool isMatchFinished() const override { return table_ && table_->match().finished(); }
    QString seatKind(sevens::Seat s) const override;
    QString seatName(sevens::Seat s) const override { return settings_.names[std::size_t(s)]; }
    bool localTakenOver() const { return table_ && table_->match().takenOver(kLocalSeat); }
    // The moves of the current (or last) hand, as the local seat may know them.
    const std::vector<MoveRecord> &moveLog() const override { return log_; }

    // SevensGame: the table window reads the local seat's side of the session.
    sevens::Seat localSeat() const override { return kLocalSeat; }
    sevens::HandView localView() const override { return view(kLocalSeat); }
    int handIndex() const override { return table_ ? table_->handNumber() : 0; }
    int handsInMatch() const override { return settings_.match.hands; }
    int penaltyBases() const override { return settings_.match.penaltyBases; }
    int turnSeconds() const override { return settings_.turnSeconds; }
    std::int64_t balance(sevens::Seat s) const override { return table_->match().balances()[std::size_t(s)]; }
    std::optional<sevens::Action> localHint() const override { return hint(kLocalSeat); }
    sevens::CardSet coveredAtEnd(sevens::Seat s) const override { return table_->hand().covered(s); }
    MatchSummary summary() const override;

    // The person at this computer acts (seat 0). Rejected actions change nothing and
    // return the reason; the table window explains it.
    sevens::MoveError submitLocal(sevens::Action a) override;
    // What the hint suggests for a seat to move: the computer player's best choice.
    std::optional<sevens::Action> hint(sevens::Seat seat = kLocalSeat) const;

    // Agents for kinds the session does not make itself ("remote" on a LAN host). Return
    // nullptr to fall back to a computer player.
    using AgentFactory = std::function<SeatAgent *(sevens::Seat seat, const QString &kind)>;
    void setAgentFactory(AgentFactory f) { agentFactory_ = std::move(f); }
    // Who plays a seat from now on, e.g. a computer player while a remote person is
    // disconnected, and the person again after reconnecting. A seat whose turn it is is
    // asked again.
    void setSeatKind(sevens::Seat seat, const QString &kind);
    // Seconds left for the local person's move, or -1 without a limit or off turn.
    int secondsLeft() const override;
    // A person's turn clock in milliseconds (frozen while paused), or -1 as above.
    int turnMsLeft() const;

    // While the person at this computer reads a dialog: the turn clock keeps its remaining
    // time and computer players wait. Pauses nest; the last unpause() carries on. (resume()
    // is the saved match's.)
    void pause();
    void unpause();
    bool paused() const { return pauseDepth_ > 0; }

    // After a hand's settlement: deal the next one (no effect if the match is over).
    void nextHand() override;
    // The local person leaves before the match is finished (S43): pays the penalty,
    // shared by the others; the seat is taken over by a computer player. The match ends for
    // this computer and the save is removed. Returns what it cost.
    sevens::Match::Leaving leave();
    // Forget the table (back to the hall). The save stays so the match can be resumed.
    void close();
    // Removes the autosave (the match is over).
    void discardSave();

signals:
    // The same, per seat: what `seat` may see (view(seat)) changed. A network host forwards
    // each seat's view to that seat only.
    void viewChanged(int seat);
    void timeLimitPlayedFor(qixing::sevens::Seat seat, const qixing::sevens::Action &action); // any person's seat
    void saveFailed(const QString &reason);

private:
    void buildAgents(const std::array<QString, sevens::kSeats> &kinds);
    void dealNextHand(); // deal, reset the hand's logs, autosave, tell everyone, prompt
    SeatAgent *makeAgent(sevens::Seat seat, const QString &kind);
    void afterMove();
    void promptSeat();
    void promptAfterDeal();
    sevens::MoveError submitFrom(sevens::Seat seat, sevens::Action a);
    void autosave();
    void notifyChanged();
    SavedGame snapshot() const;

    SessionSettings settings_;
    std::unique_ptr<sevens::Table> table_;
    std::array<SeatAgent *, sevens::kSeats> agents_ {};
    std::array<QString, sevens::kSeats> kindsNow_ {};
    std::vector<MoveRecord> log_;
    std::vector<sevens::Action> handMoves_;
    QString savePath_;
    int pauseMs_ = 700;
    int dealPauseMs_ = 0;
    QTimer turnTimer_;
    QElapsedTimer turnClock_;
    quint64 generation_ = 0; // stale submits from cancelled agents are ignored
    int pauseDepth_ = 0;
    int pausedTurnMs_ = -1;     // the turn clock when paused, -1 if it was not running
    quint64 pausedGeneration_ = 0;
    bool promptDeferred_ = false; // a seat was to be prompted while paused
    AgentFactory agentFactory_;
};

} // namespace qixing::session

