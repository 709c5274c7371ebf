// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the table window reads and where it sends the person's moves: one Sevens game as the
// person at this computer takes part in it. Its one implementation is SevensModel, folding
// the protocol's messages for that seat (sevens_source.h), whether they come from a desktop
// table, the LAN host's own seat or a joined table: the widgets see this interface only,
// and every kind of table is drawn from the same messages by the same code.

#include "sevens/hand.h"
#include "sevens/match.h"
#include "sevens/rules.h"
#include "sevens/scoring.h"

#include <QMetaType>
#include <QObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace qixing::session {

// One move as everybody at the table may know it (a cover by another seat hides its card).
struct MoveRecord
{
    int hand = 0;
    int turn = 0;
    sevens::Seat seat = 0;
    sevens::Action action;
};

// The match so far, as plain values (the final standings outlive a LAN host's session).
struct MatchSummary
{
    std::array<QString, sevens::kSeats> names {};
    sevens::Seat localSeat = 0;
    int hands = 0;
    int handsPlayed = 0;
    std::vector<sevens::Match::BookedHand> booked;
    std::vector<sevens::Match::Leaving> leavings;
    std::array<std::int64_t, sevens::kSeats> opening {};
    std::array<std::int64_t, sevens::kSeats> balances {};
};

class SevensGame : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    virtual bool active() const = 0;
    // The seat of the person at this computer (drawn at the bottom of the table).
    virtual sevens::Seat localSeat() const = 0;
    // What that seat may see of the current (or just finished) hand. Only when active().
    virtual sevens::HandView localView() const = 0;
    virtual bool handInProgress() const = 0;
    virtual bool isMatchFinished() const = 0;
    virtual const sevens::Rules &rules() const = 0;
    virtual QString seatName(sevens::Seat s) const = 0;
    // "person", "remote", "computer", a computer player's strength ("heuristic", ...).
    virtual QString seatKind(sevens::Seat s) const = 0;
    virtual int handIndex() const = 0;        // 0-based number of the current hand
    virtual int handsInMatch() const = 0;
    virtual int penaltyBases() const = 0;
    virtual int turnSeconds() const = 0;      // 0: no limit
    virtual std::int64_t balance(sevens::Seat s) const = 0;
    // The moves of the current (or last) hand, as the local seat may know them.
    virtual const std::vector<MoveRecord> &moveLog() const = 0;
    std::optional<MoveRecord> lastMove() const
    {
        const auto &log = moveLog();
        if (log.empty())
            return std::nullopt;
        return log.back();
    }
    // The person acts. A refused action changes nothing and returns the reason.
    virtual sevens::MoveError submitLocal(sevens::Action a) = 0;
    virtual std::optional<sevens::Action> localHint() const = 0;
    // Seconds left for the local person's move, or -1 without a limit or off turn.
    virtual int secondsLeft() const = 0;
    // The same in milliseconds (the clock's bar); -1 as above.
    virtual int msLeft() const = 0;
    // Of msLeft(), the clock bank the local seat's question said it has (issue 30); 0 without.
    virtual int questionBankMs() const { return 0; }
    // After a hand: each seat's covered cards, turned up.
    virtual sevens::CardSet coveredAtEnd(sevens::Seat s) const = 0;
    virtual MatchSummary summary() const = 0;
    // True when this window deals the next hand (closing the settlement does it); false
    // when someone else decides (a joined LAN table: the host does).
    virtual bool dealsNextHand() const { return true; }
    virtual void nextHand() = 0;

signals:
    // Something visible changed (a move, a new hand, a takeover): views are stale.
    void changed();
    void handStarted(int handNumber);
    // A move was applied; `action.card` is meaningful for the local seat or for a play only.
    void moveMade(const qixing::session::MoveRecord &move);
    void localTurn();                    // the person at this computer must act
    void handFinished(const qixing::sevens::Settlement &settlement);
    void matchFinished();
    void timeLimitPlayed(const qixing::sevens::Action &action); // the clock ran out for the person
};

} // namespace qixing::session

Q_DECLARE_METATYPE(qixing::session::MoveRecord)
