// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a Sevens table window's messages come from: one seat of a match, told as the LAN
// protocol's Sevens messages (docs/protocol.md: state, move, yourTurn, timeUp, settlement,
// matchOver). A desktop table and the LAN host's own seat build them from their
// TableSession (LocalSevensGame: the same stateFor / eventFor / question / settlement a
// remote seat is sent); a joined table passes on what the host sent (net::JoinedSevensGame);
// a replay could read them from a file. SevensModel folds them into what the window draws,
// so every kind of table is drawn from the same messages by the same code (as
// MahjongGame does for mahjong).

#include "sevens/sevens_game.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace qixing::session {

class SevensSource : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // A match is there to be told (a joined table: the host has sent its state).
    virtual bool active() const = 0;
    // The seat the messages are for (known before the first state on a joined table).
    virtual int localSeat() const = 0;
    // What the messages do not carry: the table's seats and limits as the table knows them.
    virtual QString seatName(int seat) const = 0;
    // "person" (the seat of these messages), "remote", "computer" or a computer's kind.
    virtual QString seatKind(int seat) const = 0;
    virtual int penaltyBases() const = 0;
    virtual int turnSeconds() const = 0; // 0: no limit

    // The messages that rebuild the table as it is now: the hand's "state" (every move so far
    // in it), then the "yourTurn" not answered yet, or the hand's "settlement" once it is
    // over (and "matchOver" after the last hand), and any "seatsSwapped" since (a joined
    // table between hands). Empty before the first deal.
    virtual QList<QJsonObject> replay() const = 0;
    // The seat's answer ({"play": "7S"} or {"cover": "KD"}): "" when taken (a joined table:
    // sent, or already on its way) or the English reason it was refused; a refusal changes
    // nothing.
    virtual QString submit(const QJsonObject &action) = 0;
    // Milliseconds left for the question asked, or -1 without a limit or not asked (a desktop
    // table's clock stops while paused).
    virtual int msLeft() const = 0;
    // The whole match as this computer keeps it (every hand, leavings under S43, the opening
    // balances), or nullopt when it keeps only what the messages told (a joined table).
    virtual std::optional<MatchSummary> matchRecord() const { return std::nullopt; }
    // True when this window deals the next hand (closing the settlement does it); a joined
    // table: the host does.
    virtual bool dealsNextHand() const { return true; }
    virtual void nextHand() = 0;

signals:
    // One message of the protocol's shapes, in order, as they happen.
    void message(const QJsonObject &m);
    // Something the messages do not tell changed (a seat's kind, the host's table list).
    void changed();
    // A joined table's host refused an answer submit() had sent: its code ("illegal",
    // "notYourTurn", "staleTurn") and English reason.
    void refused(const QString &code, const QString &reason);
};

} // namespace qixing::session
