// SPDX-License-Identifier: GPL-3.0-or-later
// Hands recorded and read back (issue 29), for both games:
// - a desktop match (TableSession, computer players and a person answered by the test)
//   records every hand; each record passes HandReplay::verify(), and messagesFor(seat) is,
//   message for message, what LocalSevensGame / LocalMahjongGame told that seat live; a
//   tampered decision or settlement fails verify() with its reason;
// - a hosted match recorded on the host (TableRecorder) verifies; a joined seat's record
//   (SeatRecorder fed by its client) is exactly the messages it received, and names no piece
//   the host's module kept from that seat when each message was sent (GameModule::hiddenFrom,
//   as test_game_conformance checks it); a planted fault (another seat's state) is caught;
// - a match resumed from its save mid-hand records that hand from the resume point.

#include "records/hand_record.h"
#include "records/hand_replay.h"

#include "mahjong/local_mahjong_game.h"
#include "mahjong/mahjong_client.h"
#include "mahjong/mahjong_module.h"
#include "net/server.h"
#include "sevens/local_sevens_game.h"
#include "sevens/sevens_client.h"
#include "sevens/sevens_save.h"
#include "table/game_registry.h"
#include "table/table_session.h"

#include "../net/spin_until.h"
#include "../table/hidden_pieces.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace qixing;
using records::HandReplay;
using session::GameModule;
using session::kTableSeats;
using session::TableSession;

namespace {

const QStringList kNames {u"Mei"_s, u"Kai"_s, u"Lan"_s, u"Wen"_s};

// A match's settings: seat 0 `seat0`, the others fast computer players; Sevens of `hands`
// hands, mahjong of one round.
QJsonObject settingsFor(const QString &game, std::uint64_t seed, const QString &seat0, int hands = 2)
{
    if (game == "sevens"_L1) {
        session::SessionSettings s;
        s.match.hands = hands;
        s.match.seed = seed;
        s.names = {kNames[0], kNames[1], kNames[2], kNames[3]};
        s.kinds = {seat0, u"heuristic"_s, u"random"_s, u"heuristic"_s};
        return session::settingsTo(s);
    }
    session::MahjongSettings s;
    s.rules.rounds = 1;
    s.names = {kNames[0], kNames[1], kNames[2], kNames[3]};
    s.kinds = {seat0, u"efficient"_s, u"random"_s, u"efficient"_s};
    s.seed = seed;
    return session::mahjongSettingsTo(s);
}

// The record cannot know how long a person had left: a question's deadline is not compared.
QJsonObject withoutDeadline(QJsonObject m)
{
    if (m.value("type"_L1) == "yourTurn"_L1)
        m.insert("deadline"_L1, QJsonValue::Null);
    return m;
}

// What one seat's game told it, hand by hand (state … settlement).
struct SeatLog
{
    QList<QList<QJsonObject>> hands;
    bool inHand = false;
    void told(const QJsonObject &m)
    {
        const QString type = m.value("type"_L1).toString();
        if (type == "state"_L1) {
            hands.append(QList<QJsonObject>());
            inHand = true;
        }
        if (!inHand)
            return;
        hands.last().append(withoutDeadline(m));
        if (type == "settlement"_L1)
            inHand = false;
    }
};

// The seat's game as the window reads it (LocalSevensGame / LocalMahjongGame), logged.
QObject *localGame(const QString &game, TableSession *table, int seat, SeatLog &log, QObject *parent)
{
    if (game == "sevens"_L1) {
        auto *g = new session::LocalSevensGame(table, seat, parent);
        QObject::connect(g, &session::SevensSource::message, parent, [&log](const QJsonObject &m) { log.told(m); });
        return g;
    }
    auto *g = new session::LocalMahjongGame(table, seat, parent);
    g->setDealsNextHand(false);
    QObject::connect(g, &session::MahjongGame::message, parent, [&log](const QJsonObject &m) { log.told(m); });
    return g;
}

QList<QJsonObject> replayed(const HandReplay &r, int seat)
{
    QList<QJsonObject> out;
    for (const HandReplay::Told &t : r.messagesFor(seat))
        out.append(t.message);
    return out;
}

// The first message where two lists differ, or "".
QString firstDifference(const QList<QJsonObject> &live, const QList<QJsonObject> &replay)
{
    for (qsizetype i = 0; i < std::max(live.size(), replay.size()); ++i) {
        const QJsonObject a = i < live.size() ? live[i] : QJsonObject();
        const QJsonObject b = i < replay.size() ? replay[i] : QJsonObject();
        if (a != b)
            return u"message %1 of %2/%3: live %4, replayed %5"_s.arg(i).arg(live.size()).arg(replay.size())
                .arg(QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact)).left(300),
                     QString::fromUtf8(QJsonDocument(b).toJson(QJsonDocument::Compact)).left(300));
    }
    return {};
}

// The person at seat 0, played by the test: what the game plays for a person out of time.
// After `delayMs`: a person answering a claim window after the computers (held through the
// moment with theirs, or after it) is asked again as the table goes on without it.
void answerForPerson(TableSession &table, QObject *context, int delayMs = 0)
{
    QObject::connect(&table, &TableSession::asked, context, [&table, context, delayMs](int seat) {
        QTimer::singleShot(delayMs, Qt::PreciseTimer, context, [&table, seat] {
            if (table.handInProgress() && table.isAsked(seat))
                table.submit(seat, table.module()->timeoutAction(seat)); // may be "already answered"
        });
    });
}

// --- hidden pieces (as tests/table/test_game_conformance.cpp checks them)
using qixing::test::countNamed; // tests/table/hidden_pieces.h

// What the host's module kept from the joined seat when it sent a message of `type`.
struct Moment
{
    QString type;
    std::vector<GameModule::HiddenPiece> hidden;
};

// The seat record's messages checked against the moments they were sent at: empty when
// nothing names a piece hidden from the seat then.
QStringList leaksIn(const QJsonArray &messages, const QList<Moment> &moments, qsizetype *used)
{
    QStringList out;
    const Moment *now = nullptr;
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QJsonObject m = messages.at(i).toObject().value("m"_L1).toObject();
        const QString type = m.value("type"_L1).toString();
        if (type == "settlement"_L1)
            break; // the hands are shown to everyone at the end
        if (*used < moments.size() && moments[*used].type == type)
            now = &moments[(*used)++];
        else if (type == "state"_L1 || type == "yourTurn"_L1 || type == "move"_L1 || type == "event"_L1)
            out << u"message %1 (%2) has no moment of its own on the host"_s.arg(i).arg(type);
        if (!now)
            continue;
        for (const GameModule::HiddenPiece &p : now->hidden) {
            const int mayKnow = p.copies - p.hidden;
            if (mayKnow == 0 && countNamed(m, p.name) > 0)
                out << u"message %1 (%2) names %3, hidden from the seat"_s.arg(i).arg(type, p.name);
            if (type == "state"_L1)
                if (const int n = countNamed(m, p.name, "events"_L1); n > mayKnow)
                    out << u"message %1 (state) names %2 %3 times; the seat may know %4"_s.arg(i).arg(p.name).arg(n).arg(mayKnow);
        }
    }
    return out;
}

net::TableClient *clientFor(const QString &game)
{
    if (game == "sevens"_L1)
        return new net::SevensClient;
    return new net::MahjongClient;
}

} // namespace

class TestRecordsCapture : public QObject
{
    Q_OBJECT
private slots:
    void desktopMatch_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("claimPause");
        QTest::newRow("sevens") << u"sevens"_s << 0;
        QTest::newRow("mahjong") << u"mahjong"_s << 0;
        QTest::newRow("mahjong held") << u"mahjong"_s << 10;
    }
    // A desktop match records every hand; each replays to its settlement and tells every
    // seat what its game told it live.
    void desktopMatch()
    {
        QFETCH(QString, game);
        QFETCH(int, claimPause);
        const session::GameInfo *info = session::GameRegistry::find(game);
        QVERIFY(info);
        QObject context;
        TableSession table;
        table.setComputerPause(0);
        table.setClaimPause(claimPause);
        std::array<SeatLog, kTableSeats> logs;
        for (int s = 0; s < kTableSeats; ++s)
            localGame(game, &table, s, logs[std::size_t(s)], &context);
        records::TableRecorder recorder(&table, {QString(), u"desktop"_s, QString()});
        QList<QJsonObject> hands, matches;
        connect(&recorder, &records::TableRecorder::handRecorded, &context, [&](const QJsonObject &d) { hands << d; });
        connect(&recorder, &records::TableRecorder::matchRecorded, &context, [&](const QJsonObject &d) { matches << d; });
        answerForPerson(table, &context, claimPause > 0 ? 3 : 0);
        // Mahjong: two hands, then the person leaves (the match is played out without records).
        const int keep = 2;
        connect(&table, &TableSession::handFinished, &context, [&] {
            QTimer::singleShot(0, &context, [&] {
                if (game == "mahjong"_L1 && hands.size() >= keep && !table.isMatchFinished())
                    table.leave(0);
                else
                    table.nextHand();
            });
        });
        table.start(info->newMatch(settingsFor(game, 2026, u"person"_s)));
        QVERIFY(spinUntil([&] { return !matches.isEmpty(); }, 40000));

        QCOMPARE(hands.size(), keep);
        const QJsonObject match = matches.first();
        QCOMPARE(match.value("format"), "qixing-match");
        QCOMPARE(match.value("hands").toInt(), keep);
        QCOMPARE(match.value("left").toInt(), game == "mahjong"_L1 ? 0 : -1);
        QCOMPARE(match.value("finished").toBool(), game == "sevens"_L1);
        QCOMPARE(match.value("balances").toArray(), session::moneyTo(table.module()->balances()));
        int held = 0;
        for (int h = 0; h < hands.size(); ++h) {
            const QJsonObject &doc = hands[h];
            QCOMPARE(doc.value("format"), "qixing-hand");
            QCOMPARE(doc.value("match"), match.value("match"));
            QCOMPARE(doc.value("hand").toInt(), h);
            QCOMPARE(doc.value("origin"), "desktop");
            QCOMPARE(doc.value("view").toInt(), -1);
            QCOMPARE(doc.value("kinds").toArray().first(), "person");
            QVERIFY(!doc.contains("resumed"));
            const QJsonArray decisions = doc.value("decisions").toArray();
            QVERIFY(decisions.size() > 10);
            for (const QJsonValue &d : decisions) {
                QVERIFY(d["ms"].toInteger(-1) >= 0);
                // The person answers 3 ms after its question (the time runs from the question).
                if (claimPause > 0 && d["seat"].toInt() == 0)
                    QVERIFY2(d["ms"].toInteger() >= 3, qPrintable(QString::number(d["ms"].toInteger())));
                QVERIFY(d["options"].toInt() >= 1);
                held += d["held"].toBool();
            }
            QJsonArray results = doc.value("results").toArray();
            qint64 sum = 0;
            for (const QJsonValue &r : results)
                sum += r.toInteger();
            QCOMPARE(results.size(), 4);
            Q_UNUSED(sum);
            HandReplay replay(doc);
            QCOMPARE(replay.verify(), QString());
            QCOMPARE(replay.decisionCount(), decisions.size());
            for (int s = 0; s < kTableSeats; ++s)
                QCOMPARE(firstDifference(logs[std::size_t(s)].hands.value(h), replayed(replay, s)), QString());
            // The module at any decision plays on; its options are those recorded.
            const int k = int(decisions.size() / 2);
            QCOMPARE(int(replay.optionsAt(k).size()), decisions[k]["options"].toInt());
            QVERIFY(replay.moduleAt(k)->handInProgress());
            QVERIFY(replay.moduleAt(int(decisions.size()))->check(0, {}).size() > 0);
        }
        if (claimPause > 0)
            QVERIFY(held > 0); // the moment's held answers were recorded as such
        if (game == "sevens"_L1) {
            // The next match at the same table is a match of its own.
            table.start(info->newMatch(settingsFor(game, 2027, u"person"_s)));
            QVERIFY(spinUntil([&] { return hands.size() > keep; }, 20000));
            QCOMPARE(hands.last().value("hand").toInt(), 0);
            QVERIFY(hands.last().value("match") != match.value("match"));
            QCOMPARE(HandReplay(hands.last()).verify(), QString());
            table.close();
        }

        // Tampered: a decision by a seat that was not asked, a settlement, the balances.
        QJsonObject doc = hands.first();
        QJsonArray decisions = doc.value("decisions").toArray();
        QJsonObject d = decisions[3].toObject();
        d.insert("seat", (d.value("seat").toInt() + 1) % kTableSeats);
        decisions[3] = d;
        doc.insert("decisions", decisions);
        const QString badDecision = HandReplay(doc).verify();
        qInfo("tampered decision: %s", qPrintable(badDecision));
        QVERIFY(badDecision.startsWith(u"decision 3 (seat"_s));

        doc = hands.first();
        QJsonObject settlement = doc.value("settlement").toObject();
        settlement.insert("hand", 7);
        doc.insert("settlement", settlement);
        const QString badSettlement = HandReplay(doc).verify();
        qInfo("tampered settlement: %s", qPrintable(badSettlement));
        QVERIFY(badSettlement.startsWith(u"the settlement differs from the replay's: \"hand\" is 7"_s));

        doc = hands.first();
        doc.insert("balances", QJsonArray {1, 2, 3, 4});
        QVERIFY(HandReplay(doc).verify().startsWith(u"the balances"_s));

        // qixing-cli <game> replay checks an exported match (its line, then its hands) and
        // refuses a tampered hand with the same reason.
        QTemporaryDir dir;
        const auto cliReplay = [&](const QList<QJsonObject> &lines, QByteArray *out) {
            QFile f(dir.filePath(u"match.jsonl"_s));
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                return -1;
            for (const QJsonObject &o : lines)
                f.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
            f.close();
            QProcess cli;
            cli.start(QStringLiteral(QIXING_CLI), {game, u"replay"_s, f.fileName()});
            cli.waitForFinished(30000);
            *out = cli.readAllStandardOutput() + cli.readAllStandardError();
            return cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
        };
        QByteArray said;
        QCOMPARE(cliReplay(QList<QJsonObject> {match} + hands.mid(0, keep), &said), 0);
        QVERIFY2(said.contains(QByteArray("{\"hands\":") + QByteArray::number(keep) + ",\"ok\":true}"), said.constData());
        doc = hands.first();
        doc.insert("decisions", decisions); // decision 3 by another seat
        QVERIFY(cliReplay({match, hands[1], doc}, &said) != 0);
        QVERIFY2(said.contains("line 3: hand 0: decision 3 (seat"), said.constData());

        doc = hands.first();
        decisions = doc.value("decisions").toArray();
        decisions.removeLast();
        doc.insert("decisions", decisions);
        QVERIFY(HandReplay(doc).verify().startsWith(u"the hand is not over"_s));
    }

    // A record that is not one, or of a newer version or unknown game, is refused.
    void malformedRefused()
    {
        QVERIFY_THROWS_EXCEPTION(records::RecordError, HandReplay(QJsonObject {{"format", "qixing-match"}}));
        QVERIFY_THROWS_EXCEPTION(records::RecordError,
                                 HandReplay(QJsonObject {{"format", "qixing-hand"}, {"version", 2}, {"game", "sevens"}}));
        QVERIFY_THROWS_EXCEPTION(records::RecordError,
                                 HandReplay(QJsonObject {{"format", "qixing-hand"}, {"version", 1}, {"game", "chess"}}));
        QVERIFY_THROWS_EXCEPTION(records::RecordError,
                                 HandReplay(QJsonObject {{"format", "qixing-hand"}, {"version", 1}, {"game", "sevens"}, {"view", -1},
                                                         {"settlement", QJsonObject()}, {"start", QJsonObject {{"x", 1}}},
                                                         {"decisions", QJsonArray()}}));
    }

    void hostedAndJoined_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("sevens") << u"sevens"_s;
        QTest::newRow("mahjong") << u"mahjong"_s;
    }
    // A hosted match recorded on the host, and the joined seat's own record.
    void hostedAndJoined()
    {
        QFETCH(QString, game);
        QObject context;
        net::TableServer server(u"Records host"_s);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        net::ServerTableConfig config;
        config.name = u"Table 1"_s;
        config.game = game;
        config.settings = settingsFor(game, 0, u"heuristic"_s);
        if (game == "mahjong"_L1)
            config.settings = settingsFor(game, 0, u"efficient"_s);
        config.computerPauseMs = 0;
        config.nextHandDelayMs = 0;
        config.claimPauseMs = 0;
        config.seed = 4242;
        const int id = server.addTable(config);
        QVERIFY(id >= 0);
        const int seat = 2;

        QList<QJsonObject> hostHands;
        QList<Moment> moments;
        QJsonObject otherSeatsState; // the planted fault
        connect(&server, &net::TableServer::matchStarted, &context, [&](int t) {
            TableSession *ts = server.tableSession(t);
            auto *rec = new records::TableRecorder(ts, {QString(), u"hosted"_s, config.name}, ts);
            connect(rec, &records::TableRecorder::handRecorded, &context, [&](const QJsonObject &d) { hostHands << d; });
            // The host told the seat these before it was announced (the deal).
            const GameModule *m = ts->module();
            moments.append({u"state"_s, m->hiddenFrom(seat)});
            otherSeatsState = m->stateFor((seat + 1) % kTableSeats, 0);
            for (int i = 0; i < ts->shownEvents(); ++i)
                if (const QJsonObject e = m->eventFor(seat, i); !e.isEmpty())
                    moments.append({e.value("type"_L1).toString(), m->hiddenFrom(seat)});
            if (ts->isAsked(seat))
                moments.append({u"yourTurn"_s, m->hiddenFrom(seat)});
            connect(ts, &TableSession::handStarted, &context, [&, ts] { moments.append({u"state"_s, ts->module()->hiddenFrom(seat)}); });
            connect(ts, &TableSession::eventsShown, &context, [&, ts](int first, int count) {
                for (int i = first; i < first + count; ++i)
                    if (const QJsonObject e = ts->module()->eventFor(seat, i); !e.isEmpty())
                        moments.append({e.value("type"_L1).toString(), ts->module()->hiddenFrom(seat)});
            });
            connect(ts, &TableSession::asked, &context, [&, ts](int s) {
                if (s == seat)
                    moments.append({u"yourTurn"_s, ts->module()->hiddenFrom(seat)});
            });
        });

        // The joined seat: a bot answering what the game plays for a person out of time.
        std::unique_ptr<net::TableClient> client(clientFor(game));
        records::SeatRecorder seatRecorder(game, seat, {QString(), u"joined"_s, config.name});
        QList<QJsonObject> seatHands, received;
        bool over = false;
        connect(&seatRecorder, &records::SeatRecorder::handRecorded, &context, [&](const QJsonObject &d) { seatHands << d; });
        connect(&seatRecorder, &records::SeatRecorder::matchRecorded, &context, [&](const QJsonObject &) { over = true; });
        connect(client.get(), &net::TableClient::messageArrived, &context, [&](const QJsonObject &m) {
            received << m;
            seatRecorder.message(m);
            if (m.value("type"_L1) != "yourTurn"_L1)
                return;
            TableSession *ts = server.tableSession(id);
            if (!ts || !ts->isAsked(seat))
                return; // the question is over
            QJsonObject act = ts->module()->timeoutAction(seat);
            act.insert("type"_L1, "act"_L1);
            for (const auto key : {"hand"_L1, "turn"_L1, "step"_L1})
                if (m.contains(key))
                    act.insert(key, m.value(key));
            client->send(act);
        });
        connect(client.get(), &net::TableClient::welcomed, &context, [&] { client->sit(id, seat); });
        connect(client.get(), &net::TableClient::seated, &context, [&] {
            client->setReady(true);
            client->startMatch();
        });
        client->connectToHost(u"127.0.0.1"_s, server.port(), kNames[seat]);
        // Sevens: the whole match; mahjong: its first two hands.
        QVERIFY(spinUntil([&] { return over || (game == "mahjong"_L1 && seatHands.size() >= 2 && hostHands.size() >= 2); }, 40000));
        client->disconnectFromHost();
        QVERIFY(seatHands.size() >= 2);

        // The host's records replay to their settlements.
        for (const QJsonObject &doc : hostHands) {
            QCOMPARE(doc.value("origin"), "hosted");
            QCOMPARE(doc.value("table"), "Table 1");
            QCOMPARE(doc.value("kinds").toArray().at(seat), "remote");
            QCOMPARE(HandReplay(doc).verify(), QString());
        }
        qsizetype used = 0, from = 0;
        for (int h = 0; h < seatHands.size(); ++h) {
            const QJsonObject &doc = seatHands[h];
            QCOMPARE(doc.value("view").toInt(), seat);
            QCOMPARE(doc.value("hand").toInt(), h);
            QVERIFY(!doc.contains("decisions") && !doc.contains("start"));
            // The seat record is the messages received from the hand's state to its settlement.
            while (from < received.size() && received[from].value("type"_L1) != "state"_L1)
                ++from;
            const QJsonArray messages = doc.value("messages").toArray();
            QList<QJsonObject> inRecord, asReceived;
            for (const QJsonValue &t : messages)
                inRecord << t["m"].toObject();
            for (qsizetype i = 0; i < messages.size() && from < received.size(); ++i)
                asReceived << received[from++];
            QCOMPARE(firstDifference(asReceived, inRecord), QString());
            QCOMPARE(inRecord.last().value("type"), "settlement");
            QCOMPARE(doc.value("settlement").toObject(), hostHands[h].value("settlement").toObject());
            QCOMPARE(doc.value("results"), hostHands[h].value("results"));
            QCOMPARE(doc.value("balances"), hostHands[h].value("balances"));
            HandReplay replay(doc);
            QCOMPARE(replay.verify(), QString());
            QCOMPARE(firstDifference(inRecord, replayed(replay, seat)), QString());
            QVERIFY(replay.messagesFor((seat + 1) % kTableSeats).isEmpty());
            QVERIFY(replay.decisionCount() > 0);
            // Nothing hidden from the seat when it was told.
            const QStringList leaks = leaksIn(messages, moments, &used);
            QCOMPARE(leaks, QStringList());
        }
        // The planted fault: the first hand's state as another seat was told it.
        QJsonObject doc = seatHands.first();
        QJsonArray messages = doc.value("messages").toArray();
        QJsonObject first = messages.first().toObject();
        first.insert("m", otherSeatsState);
        messages[0] = first;
        used = 0;
        const QStringList planted = leaksIn(messages, moments, &used);
        qInfo("planted fault: %s", qPrintable(planted.value(0)));
        QVERIFY(!planted.isEmpty());
    }

    void resumedMatch_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("sevens") << u"sevens"_s;
        QTest::newRow("mahjong") << u"mahjong"_s;
    }
    // A match resumed from its save mid-hand records that hand from the resume point.
    void resumedMatch()
    {
        QFETCH(QString, game);
        const session::GameInfo *info = session::GameRegistry::find(game);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"save.json"_s);
        int decidedBefore = 0;
        {
            // Played until the person (who does not answer here) is asked after a few moves.
            TableSession first;
            first.setSavePath(path);
            first.setComputerPause(0);
            connect(&first, &TableSession::decided, this, [&] { ++decidedBefore; });
            bool stop = false;
            connect(&first, &TableSession::asked, this, [&](int) {
                if (decidedBefore < 3)
                    QTimer::singleShot(0, this, [&] {
                        if (first.isAsked(0))
                            first.submit(0, first.module()->timeoutAction(0));
                    });
                else
                    stop = true;
            });
            first.start(info->newMatch(settingsFor(game, 99, u"person"_s, 1)));
            QVERIFY(spinUntil([&] { return stop; }, 20000));
            first.close();
        }
        QVERIFY(decidedBefore >= 3);

        QObject context;
        TableSession table;
        table.setSavePath(path);
        table.setComputerPause(0);
        SeatLog log;
        localGame(game, &table, 0, log, &context);
        records::TableRecorder recorder(&table, {u"resumed-match"_s, u"desktop"_s, QString()});
        QList<QJsonObject> hands;
        connect(&recorder, &records::TableRecorder::handRecorded, &context, [&](const QJsonObject &d) { hands << d; });
        int decidedAfter = 0;
        connect(&table, &TableSession::decided, &context, [&] {
            if (hands.isEmpty())
                ++decidedAfter;
        });
        answerForPerson(table, &context);
        QCOMPARE(table.resume(info->restore), TableSession::ResumeResult::Resumed);
        QVERIFY(spinUntil([&] { return !hands.isEmpty(); }, 20000));
        const QJsonObject doc = hands.first();
        QCOMPARE(doc.value("match"), "resumed-match");
        QCOMPARE(doc.value("hand").toInt(), 0);
        QVERIFY(doc.value("resumed").toBool());
        HandReplay replay(doc);
        QCOMPARE(replay.verify(), QString());
        // The record begins where the table took the hand up: the start holds the answers.
        QCOMPARE(replay.decisionCount(), decidedAfter);
        std::array<QString, kTableSeats> kinds;
        const auto start = info->restore(doc.value("start").toObject(), kinds);
        QVERIFY(start->eventCount() > 0);
        QCOMPARE(start->handNumber(), 0);
        QCOMPARE(firstDifference(log.hands.value(0), replayed(replay, 0)), QString());
        table.close();
    }
};

QTEST_GUILESS_MAIN(TestRecordsCapture)
#include "test_records_capture.moc"
