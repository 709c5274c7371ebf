// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One hand record read back (docs/records.md, "Reading a record back"). A full record is
// replayed through its game's module (session::GameRegistry): its "start" restored, then each
// decision checked and applied in order; verify() says whether that gives the recorded
// settlement. What a seat was told is rebuilt as the table told it (messagesFor), so a
// replay is a joined table whose host is a file. A seat record holds its messages as received.

#include "records/hand_record.h"
#include "table/game_module.h"

#include <QJsonObject>
#include <QList>

#include <memory>
#include <vector>

namespace qixing::session {
struct GameInfo;
}

namespace qixing::records {

class HandReplay
{
public:
    // Throws RecordError: not a hand document, a newer version, an unknown game, a full
    // record whose start does not restore.
    explicit HandReplay(const QJsonObject &handDocument);
    QString game() const { return game_; }
    int viewSeat() const { return view_; }
    bool full() const { return view_ < 0; }
    const QJsonObject &document() const { return doc_; }

    // "" when the record holds together, else why not: for a full record, the first decision
    // that is not legal (or offered another number of options), or a settlement or balances
    // that differ from the replay's; for a seat record, a malformed message list.
    QString verify() const;
    // Full: the decisions; a seat record: the seat's questions answered (its yourTurn messages).
    int decisionCount() const;

    struct Told
    {
        QJsonObject message;
        int afterDecision; // -1: before the first decision
        // A full record: how many of the hand's events the table had shown when it was told
        // (this one included). With afterDecision it orders the messages of every seat on
        // one clock (the replay's "show other hands"); a seat record: 0.
        int shown = 0;
    };
    // Full: the messages a table (each game's local game for the window, the host) told `viewer`,
    // in order: the state at the deal, each event as that seat was shown it, its question
    // when it was asked (if a person played it: a computer is asked no message), the
    // settlement. A seat record: its messages (only for viewSeat(); others get nothing).
    QList<Told> messagesFor(int viewer) const;
    // Full only: the module after the first `decisions` decisions ("play on from here");
    // throws RecordError on a seat record or a decision that does not apply.
    std::unique_ptr<session::GameModule> moduleAt(int decisions) const;
    // Full only: what the seat of decision `decision` could answer then (legalActions).
    std::vector<QJsonObject> optionsAt(int decision) const;

private:
    struct Decision
    {
        int seat = -1;
        QJsonObject action;
        int options = -1;
        bool held = false;
    };
    std::unique_ptr<session::GameModule> restoreStart() const;

    QJsonObject doc_;
    QString game_;
    int view_ = -1;
    const session::GameInfo *info_ = nullptr;
    std::vector<Decision> decisions_;
    std::array<QString, 4> kinds_;
};

} // namespace qixing::records
