// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/hand_record.h"

#include "table/game_registry.h"

#include <QUuid>
#include <QVariant>

#include <utility>

using namespace Qt::StringLiterals;

namespace qixing::records {

namespace {

using session::kTableSeats;

QJsonArray money(const std::array<std::int64_t, kTableSeats> &m)
{
    return session::moneyTo(m);
}

// GameInfo::handFacts of every seat, or [] while the game (or this build) has none.
template <typename Info>
QJsonArray factsOf(const Info *info, const QJsonObject &settlement)
{
    QJsonArray out;
    if constexpr (requires { info->handFacts; }) {
        if (info && info->handFacts)
            for (int s = 0; s < kTableSeats; ++s)
                out.append(info->handFacts(settlement, s));
    }
    return out;
}

QJsonArray factsFor(const QString &game, const QJsonObject &settlement)
{
    return factsOf(session::GameRegistry::find(game), settlement);
}

// The document's fields every hand and match shares.
QJsonObject header(const QString &format, const QString &game, const MatchInfo &info, int view)
{
    QJsonObject d {{"format", format}, {"version", kHandFormatVersion}, {"game", game}, {"match", info.uid},
                   {"origin", info.origin}, {"view", view}, {"table", info.table}};
    if (!info.rules.isEmpty())
        d.insert("rules"_L1, info.rules);
    return d;
}

} // namespace

QString matchUid(const MatchInfo &info)
{
    return info.uid.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : info.uid;
}

QString recordTime(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

// ---------------------------------------------------------------------------------------
HandRecordBuilder::HandRecordBuilder(MatchInfo info) : info_(std::move(info))
{
    info_.uid = matchUid(info_);
}

void HandRecordBuilder::beginHand(const session::GameModule &m, const std::array<QString, 4> &kinds, bool resumed)
{
    if (!matchStarted_.isValid())
        matchStarted_ = QDateTime::currentDateTimeUtc();
    std::array<QString, kTableSeats> names;
    for (int s = 0; s < kTableSeats; ++s)
        names[std::size_t(s)] = m.seatName(s);
    hand_ = header(u"qixing-hand"_s, m.game(), info_, -1);
    hand_.insert("hand"_L1, m.handNumber());
    hand_.insert("names"_L1, session::seatStringsTo(names));
    hand_.insert("kinds"_L1, session::seatStringsTo(kinds));
    hand_.insert("started"_L1, recordTime(QDateTime::currentDateTimeUtc()));
    if (resumed)
        hand_.insert("resumed"_L1, true);
    hand_.insert("start"_L1, m.save(kinds));
    decisions_ = {};
    before_ = m.balances();
    handClock_.start();
    open_ = true;
}

void HandRecordBuilder::decision(int seat, const QJsonObject &action, qint64 ms, int options, bool held)
{
    if (!open_)
        return;
    QJsonObject d {{"seat", seat}, {"action", action}, {"ms", ms}, {"options", options}};
    if (held)
        d.insert("held"_L1, true);
    decisions_.append(d);
}

QJsonObject HandRecordBuilder::finishHand(const session::GameModule &m)
{
    QJsonObject doc = hand_;
    open_ = false;
    doc.insert("seconds"_L1, double(handClock_.elapsed()) / 1000.0);
    doc.insert("decisions"_L1, decisions_);
    const QJsonObject settlement = m.settlementJson();
    doc.insert("settlement"_L1, settlement);
    const auto after = m.balances();
    std::array<std::int64_t, kTableSeats> results {};
    for (std::size_t s = 0; s < results.size(); ++s)
        results[s] = after[s] - before_[s];
    doc.insert("balances"_L1, money(after));
    doc.insert("results"_L1, money(results));
    doc.insert("facts"_L1, factsFor(m.game(), settlement));
    decisions_ = {};
    ++handsRecorded_;
    return doc;
}

QJsonObject HandRecordBuilder::matchDocument(const session::GameModule &m, bool finished, int left, const QString &endedBy) const
{
    QJsonObject doc = header(u"qixing-match"_s, m.game(), info_, -1);
    std::array<QString, kTableSeats> names;
    for (int s = 0; s < kTableSeats; ++s)
        names[std::size_t(s)] = m.seatName(s);
    doc.insert("names"_L1, session::seatStringsTo(names));
    doc.insert("kinds"_L1, hand_.value("kinds"_L1));
    doc.insert("started"_L1, recordTime(matchStarted_.isValid() ? matchStarted_ : QDateTime::currentDateTimeUtc()));
    doc.insert("ended"_L1, recordTime(QDateTime::currentDateTimeUtc()));
    doc.insert("hands"_L1, handsRecorded_);
    doc.insert("finished"_L1, finished);
    doc.insert("left"_L1, left);
    if (!endedBy.isEmpty())
        doc.insert("endedBy"_L1, endedBy);
    doc.insert("balances"_L1, money(m.balances()));
    return doc;
}

// ---------------------------------------------------------------------------------------
TableRecorder::TableRecorder(session::TableSession *table, MatchInfo info, QObject *parent)
    : QObject(parent), table_(table), builder_(std::move(info))
{
    using session::TableSession;
    connect(table, &TableSession::handStarted, this, [this](int) {
        // Dealt here (nothing decided yet), or taken up mid-way from a save.
        begin(table_->handDecisions() != 0);
    });
    connect(table, &TableSession::decided, this, [this](int seat, const QJsonObject &action, qint64 ms) {
        const session::GameModule *m = table_->module();
        if (!m || !builder_.handOpen())
            return;
        // holding(): applied with the answers held through the moment after a discard.
        builder_.decision(seat, action, ms, int(m->legalActions(seat).size()), table_->holding());
    });
    connect(table, &TableSession::handFinished, this, [this] {
        const session::GameModule *m = table_->module();
        if (!m || !builder_.handOpen())
            return;
        lastFinished_ = builder_.handNumber();
        QJsonObject doc = builder_.finishHand(*m);
        // verify (issue 30): a LAN host's commitment to the hand and its salt, which the host
        // (net::TableServer::revealDeal) sets on the session right before this runs.
        if (const QJsonObject proof = table_->property("dealProof").toJsonObject();
            proof.value("hand"_L1).toInt(-1) == lastFinished_) {
            doc.insert("commit"_L1, proof.value("commit"_L1));
            doc.insert("salt"_L1, proof.value("salt"_L1));
        }
        emit handRecorded(doc);
    });
    connect(table, &TableSession::matchFinished, this, [this] {
        const session::GameModule *m = table_->module();
        if (!m || matchDone_)
            return;
        matchDone_ = true;
        // TableSession::leave() ends the match by playing it out: the hand in play was not
        // finished as played, or hands were dealt after the last one recorded. The seat that
        // left is the person's, now played by the game's computer.
        int left = -1;
        if (builder_.handOpen() || m->handNumber() > lastFinished_) {
            for (int s = 0; s < kTableSeats && left < 0; ++s)
                if (handKinds_[std::size_t(s)] == "person"_L1 && table_->seatKind(s) != "person"_L1)
                    left = s;
        }
        emit matchRecorded(builder_.matchDocument(*m, left < 0 && m->matchFinished(), left));
    });
    // Ended by the people at the table (a vote): finished, with the hands played; the hand in
    // play is not scored, so it is not recorded.
    connect(table, &TableSession::matchEndedEarly, this, [this](const QString &endedBy) {
        const session::GameModule *m = table_->module();
        if (!m || matchDone_)
            return;
        matchDone_ = true;
        emit matchRecorded(builder_.matchDocument(*m, true, -1, endedBy));
    });
    // Made while a hand is in play (a host's match has dealt before it is announced).
    if (table->handInProgress())
        begin(table->handDecisions() != 0);
}

std::array<QString, 4> TableRecorder::kindsNow() const
{
    std::array<QString, kTableSeats> kinds;
    for (int s = 0; s < kTableSeats; ++s)
        kinds[std::size_t(s)] = table_->seatKind(s);
    return kinds;
}

void TableRecorder::begin(bool resumed)
{
    const session::GameModule *m = table_->module();
    if (!m)
        return;
    // Another match at the same table (a new one started, or this one ended): a match of its own.
    if (matchDone_ || (match_ && match_ != m)) {
        builder_ = HandRecordBuilder(MatchInfo {QString(), builder_.info().origin, builder_.info().table});
        matchDone_ = false;
        lastFinished_ = -1;
    }
    match_ = m;
    handKinds_ = kindsNow();
    builder_.beginHand(*m, handKinds_, resumed);
}

// ---------------------------------------------------------------------------------------
SeatRecorder::SeatRecorder(QString game, int seat, MatchInfo info, QObject *parent)
    : QObject(parent), game_(std::move(game)), seat_(seat), info_(std::move(info))
{
    info_.uid = matchUid(info_);
}

void SeatRecorder::setSeats(const std::array<QString, 4> &names, const std::array<QString, 4> &kinds)
{
    names_ = names;
    kinds_ = kinds;
}

namespace {
std::array<qint64, kTableSeats> moneyFrom(const QJsonValue &v, bool *ok)
{
    std::array<qint64, kTableSeats> out {};
    const QJsonArray a = v.toArray();
    *ok = a.size() == kTableSeats;
    for (int s = 0; s < kTableSeats && *ok; ++s)
        out[std::size_t(s)] = a.at(s).toInteger();
    return out;
}
QJsonArray moneyArray(const std::array<qint64, kTableSeats> &m)
{
    QJsonArray a;
    for (qint64 x : m)
        a.append(x);
    return a;
}
} // namespace

void SeatRecorder::releaseHeld()
{
    if (held_.isEmpty())
        return;
    const QJsonObject doc = std::exchange(held_, {});
    emit handRecorded(doc);
}

void SeatRecorder::message(const QJsonObject &m)
{
    const QString type = m.value("type"_L1).toString();
    if (type == "dealCommit"_L1) {
        releaseHeld();
        commit_ = m;
        return;
    }
    if (type == "dealReveal"_L1) {
        if (!held_.isEmpty() && held_.value("hand"_L1) == m.value("hand"_L1)) {
            held_.insert("seed"_L1, m.value("seed"_L1));
            held_.insert("salt"_L1, m.value("salt"_L1));
        }
        releaseHeld();
        return;
    }
    if (type == "seated"_L1 && m.value("seat"_L1).toInt(-1) >= 0 && m.value("seat"_L1).toInt(-1) < kTableSeats) {
        seat_ = m.value("seat"_L1).toInt(); // moved by the host between hands (issue 30)
        return;
    }
    if (type == "seatsSwapped"_L1) { // the people change chairs, with their names and kinds
        const QJsonArray seats = m.value("seats"_L1).toArray();
        const int a = seats.at(0).toInt(-1), b = seats.at(1).toInt(-1);
        if (seats.size() == 2 && a >= 0 && b >= 0 && a < kTableSeats && b < kTableSeats) {
            std::swap(names_[std::size_t(a)], names_[std::size_t(b)]);
            std::swap(kinds_[std::size_t(a)], kinds_[std::size_t(b)]);
        }
        return;
    }
    if ((type == "state"_L1 && !open_) || type == "matchOver"_L1)
        releaseHeld();
    if (type == "state"_L1) {
        // A state while a hand is open is a reconnect's: the same hand, told again.
        if (!open_) {
            open_ = true;
            messages_ = {};
            handStarted_ = QDateTime::currentDateTimeUtc();
            if (!matchStarted_.isValid())
                matchStarted_ = handStarted_;
            handClock_.start();
            hand_ = m.value("hand"_L1).toInt();
            bool ok = false;
            const auto before = moneyFrom(m.value("balances"_L1), &ok);
            if (ok)
                balances_ = before;
            haveBalances_ = ok;
            if (const QJsonArray names = m.value("names"_L1).toArray(); names.size() == kTableSeats)
                for (int s = 0; s < kTableSeats; ++s)
                    if (names_[std::size_t(s)].isEmpty())
                        names_[std::size_t(s)] = names.at(s).toString();
        }
    }
    if (type == "matchOver"_L1) {
        open_ = false;
        if (!matchStarted_.isValid())
            return; // nothing of this match was seen
        QJsonObject doc = header(u"qixing-match"_s, game_, info_, seat_);
        doc.insert("names"_L1, session::seatStringsTo(names_));
        doc.insert("kinds"_L1, session::seatStringsTo(kinds_));
        doc.insert("started"_L1, recordTime(matchStarted_));
        doc.insert("ended"_L1, recordTime(QDateTime::currentDateTimeUtc()));
        doc.insert("hands"_L1, hands_);
        doc.insert("finished"_L1, true);
        doc.insert("left"_L1, -1);
        if (const QString endedBy = m.value("endedBy"_L1).toString(); !endedBy.isEmpty())
            doc.insert("endedBy"_L1, endedBy); // a vote (issue 30)
        doc.insert("balances"_L1, m.value("balances"_L1));
        emit matchRecorded(doc);
        return;
    }
    if (!open_)
        return;
    messages_.append(QJsonObject {{"t", handClock_.elapsed()}, {"m", m}});
    if (type != "settlement"_L1)
        return;
    open_ = false;
    QJsonObject doc = header(u"qixing-hand"_s, game_, info_, seat_);
    doc.insert("hand"_L1, hand_);
    doc.insert("names"_L1, session::seatStringsTo(names_));
    doc.insert("kinds"_L1, session::seatStringsTo(kinds_));
    doc.insert("started"_L1, recordTime(handStarted_));
    doc.insert("seconds"_L1, double(handClock_.elapsed()) / 1000.0);
    doc.insert("messages"_L1, messages_);
    doc.insert("settlement"_L1, m);
    bool ok = false;
    const auto after = moneyFrom(m.value("balances"_L1), &ok);
    std::array<qint64, kTableSeats> results {};
    for (std::size_t s = 0; s < results.size(); ++s)
        results[s] = ok && haveBalances_ ? after[s] - balances_[s] : 0;
    doc.insert("balances"_L1, ok ? moneyArray(after) : QJsonArray {0, 0, 0, 0});
    doc.insert("results"_L1, moneyArray(results));
    doc.insert("facts"_L1, factsFor(game_, m));
    messages_ = {};
    ++hands_;
    if (!commit_.isEmpty() && commit_.value("hand"_L1).toInt(-1) == hand_) {
        doc.insert("commit"_L1, commit_.value("commit"_L1));
        commit_ = {};
        held_ = doc; // until its dealReveal
        return;
    }
    emit handRecorded(doc);
}

} // namespace qixing::records
