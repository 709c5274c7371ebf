// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the mahjong table window reads and where it sends the person's answers: one match as
// the person at this computer takes part in it, told as the messages of the LAN protocol
// (docs/protocol.md, "Zhangzhou mahjong": state, event, yourTurn, settlement, matchOver). A
// local table builds them from its own TableSession (LocalMahjongGame); a joined table
// receives them from the host. The window folds them into what it draws, so a local and a
// joined table are drawn by one code path and see exactly the same things.

#include "mahjong/rules.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace qixing::session {

class MahjongGame : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    virtual bool active() const = 0;
    // The seat of the person at this computer (drawn at the bottom).
    virtual int localSeat() const = 0;
    virtual const mahjong::Rules &rules() const = 0;
    // A seat's name as the table should show it ("" for an unnamed computer player: the
    // window names it in its language).
    virtual QString seatName(int seat) const = 0;
    // "person", "remote", "computer" or a computer player's kind ("efficient", ...).
    virtual QString seatKind(int seat) const = 0;
    virtual int turnSeconds() const = 0; // 0: no limit

    // The messages that rebuild the table as it is now: the hand's "state" (with every event
    // shown so far), then the "yourTurn" the person has not answered yet, or the hand's
    // "settlement" once it is over (and "matchOver" after the last hand), and any
    // "seatsSwapped" since (a joined table between hands). Empty when no hand was dealt yet.
    virtual QList<QJsonObject> replay() const = 0;

    // The person's answer to the question asked: an Action ({"action": "discard", "tile":
    // "3m"} …) without hand and step (the game adds them). Returns "" when taken (a joined
    // table: sent) or the English reason it was refused; a refusal changes nothing.
    virtual QString submit(const QJsonObject &action) = 0;
    // Milliseconds left to answer the question asked, or -1 without a limit or not asked.
    virtual int msLeft() const = 0;
    // What the computer player would answer to the question asked; {} when not asked.
    virtual QJsonObject hint() const = 0;
    // The same as work for another thread (the table's hint must not think on the GUI
    // thread): a function owning copies of all it reads, so that the game may move on
    // meanwhile. The default is for games whose hint costs nothing to ask.
    virtual std::function<QJsonObject()> hintWork() const { return [h = hint()] { return h; }; }

    // True when this window deals the next hand (closing the settlement does it); a joined
    // table: the host does.
    virtual bool dealsNextHand() const { return true; }
    virtual void nextHand() = 0;

signals:
    // One message of the protocol's shapes, in order, as they happen.
    void message(const QJsonObject &m);
    // The clock ran out for the person: this answer was given for them.
    void timeLimitPlayed(const QJsonObject &action);
    // A joined table's host refused an answer submit() had sent (its English reason).
    void refused(const QString &reason);
};

} // namespace qixing::session
