// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A hand as a record (牌譜, docs/records.md): one JSON document per hand, built either from the
// module a table plays (a full record: where the hand started and every decision, enough to
// replay it exactly) or from the messages one seat of a joined table received (a seat record:
// only what that seat was shown, and the settlement everyone sees). Game-neutral: what a
// game keeps is its own save and its own messages.

#include "table/game_module.h"
#include "table/table_session.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <array>
#include <stdexcept>

namespace qixing::records {

inline constexpr int kHandFormatVersion = 1;

class RecordError : public std::runtime_error
{
public:
    using runtime_error::runtime_error;
};

struct MatchInfo // what a recorder knows of its table
{
    QString uid;    // QUuid::createUuid().toString(QUuid::WithoutBraces) by default
    QString origin; // "desktop" | "hosted" | "joined" | "server" | "cli"
    QString table;  // table name or ""
    // The table's rules (a joined seat: its TableInfo's "rules"), written as the documents'
    // "rules"; {} leaves them to "start" (a full record holds its settings there).
    QJsonObject rules = {};
};

// The match's uid given, or a new one.
QString matchUid(const MatchInfo &info);
// UTC, ISO 8601 with milliseconds, as every document writes its times.
QString recordTime(const QDateTime &t);

// Builds full hand documents from a module: the same code for a TableSession and for a
// headless loop that drives a module itself.
class HandRecordBuilder
{
public:
    explicit HandRecordBuilder(MatchInfo info);
    const MatchInfo &info() const { return info_; }
    // Right after the deal (`resumed`: the hand was taken up mid-way, from a save with its
    // answers: "start" is the module then).
    void beginHand(const session::GameModule &m, const std::array<QString, 4> &kinds, bool resumed = false);
    // Before the module takes it: `options` = legalActions(seat).size() now. `held`: applied
    // at the end of the fixed moment after a claimable discard, with the other answers held
    // through it (where the messages of a seat fall in a replay, M23).
    void decision(int seat, const QJsonObject &action, qint64 ms, int options, bool held = false);
    bool handOpen() const { return open_; }
    int handNumber() const { return hand_.value(QLatin1StringView("hand")).toInt(-1); }
    int handsRecorded() const { return handsRecorded_; }
    QJsonObject finishHand(const session::GameModule &m); // the hand document
    // The match document (RecordStore::finishMatch); `left`: the seat that left, or -1;
    // `endedBy`: how a match ended before its last hand ("vote"), "" when played to its end.
    QJsonObject matchDocument(const session::GameModule &m, bool finished, int left, const QString &endedBy = {}) const;

private:
    MatchInfo info_;
    QDateTime matchStarted_;
    QJsonObject hand_;
    QJsonArray decisions_;
    std::array<std::int64_t, 4> before_ {};
    QElapsedTimer handClock_;
    bool open_ = false;
    int handsRecorded_ = 0;
};

// Records every hand of one TableSession (a desktop table, each table of a host). Made at
// any time: a hand already in play is taken up from that moment ("resumed" unless nothing
// was decided in it yet). A later match at the same table gets a uid of its own.
class TableRecorder : public QObject
{
    Q_OBJECT
public:
    TableRecorder(session::TableSession *table, MatchInfo info, QObject *parent = nullptr);
    const MatchInfo &info() const { return builder_.info(); }

signals:
    void handRecorded(const QJsonObject &handDocument);
    // At the match's end, leave() or endEarly() (a vote: finished, with its "endedBy").
    void matchRecorded(const QJsonObject &matchDocument);

private:
    void begin(bool resumed);
    std::array<QString, 4> kindsNow() const;

    QPointer<session::TableSession> table_;
    HandRecordBuilder builder_;
    std::array<QString, 4> handKinds_;
    const session::GameModule *match_ = nullptr; // the match recorded (a new one gets its own uid)
    int lastFinished_ = -1; // the number of the last hand recorded to its end
    bool matchDone_ = false;
};

// A joined seat's record, fed every message the seat receives (its client's messageArrived):
// a "state" begins a hand, its "settlement" ends it, "matchOver" ends the match. The
// messages are kept as received, "t" in ms since the hand's state.
class SeatRecorder : public QObject
{
    Q_OBJECT
public:
    SeatRecorder(QString game, int seat, MatchInfo info, QObject *parent = nullptr);
    const MatchInfo &info() const { return info_; }
    void setSeats(const std::array<QString, 4> &names, const std::array<QString, 4> &kinds);
    void message(const QJsonObject &m);

signals:
    void handRecorded(const QJsonObject &handDocument);
    void matchRecorded(const QJsonObject &matchDocument);

private:
    // --- verify (issue 30): a hand committed to (dealCommit, before its state) is recorded
    // with its "commit", and held after its settlement until its dealReveal adds "seed" and
    // "salt" (or until the next hand or the match's end, without them).
    void releaseHeld();
    QJsonObject commit_;
    QJsonObject held_;

    QString game_;
    int seat_;
    MatchInfo info_;
    std::array<QString, 4> names_, kinds_;
    QDateTime matchStarted_, handStarted_;
    QElapsedTimer handClock_;
    QJsonArray messages_;
    bool open_ = false;
    int hand_ = 0;
    int hands_ = 0;
    std::array<qint64, 4> balances_ {};
    bool haveBalances_ = false;
};

} // namespace qixing::records
