// SPDX-License-Identifier: GPL-3.0-or-later
// Host tools and manners (issue 30) on loopback: the clock bank is spent once a turn's base
// runs out, kept in the state folder and resumed with the match; away (托管) hands a seat to
// the computer and back; a vote to end the match passes only unanimously and times out; a
// removed person's token seats nobody; a swap moves people with their tokens, and between
// hands of a match their money and the game's totals too (both games, through a restart); a
// rematch starts with the same people in the same seats.

#include "net/frame.h"
#include "net/server.h"
#include "records/hand_record.h"
#include "records/record_store.h"
#include "sevens/sevens_module.h"
#include "table_configs.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include "spin_until.h"

#include <QTest>

#include <memory>

using namespace qixing;
using namespace qixing::net;

namespace {

ServerTableConfig sevensTable(int turnSeconds, int bankSeconds, int hands = 2, int pauseMs = 0)
{
    ServerTableConfig c;
    c.name = QStringLiteral("tools");
    editSevens(c, [&](session::SessionSettings &s) {
        s.match.hands = hands;
        s.match.rules.betUnit = 10;
        s.kinds.fill(QStringLiteral("heuristic"));
        s.startingBalance = 3000;
        s.turnSeconds = turnSeconds;
        s.bankSeconds = bankSeconds;
    });
    c.computerPauseMs = pauseMs;
    c.nextHandDelayMs = 0;
    return c;
}

// A connection that speaks frames by hand and keeps every message.
struct Raw
{
    QTcpSocket socket;
    FrameReader reader {kMaxHostFrame};
    std::vector<QJsonObject> got;

    explicit Raw(quint16 port, const QString &name = QStringLiteral("raw"), const QString &token = {})
    {
        socket.connectToHost(QStringLiteral("127.0.0.1"), port);
        if (!socket.waitForConnected(3000))
            qFatal("cannot connect");
        QObject::connect(&socket, &QTcpSocket::readyRead, [this] {
            reader.append(socket.readAll());
            QByteArray f;
            while (reader.next(&f) == FrameReader::Status::Frame)
                got.push_back(QJsonDocument::fromJson(f).object());
        });
        QJsonObject hello {{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", name}};
        if (!token.isEmpty())
            hello.insert("token", token);
        send(hello);
    }
    void send(const QJsonObject &m) { socket.write(encodeFrame(m)); }
    int count(const QString &type) const
    {
        return int(std::count_if(got.begin(), got.end(), [&](const QJsonObject &m) { return m.value("type").toString() == type; }));
    }
    QJsonObject last(const QString &type) const
    {
        for (auto it = got.rbegin(); it != got.rend(); ++it)
            if (it->value("type").toString() == type)
                return *it;
        return {};
    }
    bool waitFor(const QString &type, int atLeast = 1, int ms = 5000)
    {
        return spinUntil([&] { return count(type) >= atLeast; }, ms);
    }
    std::vector<QJsonObject> all(const QString &type) const
    {
        std::vector<QJsonObject> out;
        for (const QJsonObject &m : got)
            if (m.value("type").toString() == type)
                out.push_back(m);
        return out;
    }
    void sit(int table, int seat = -1)
    {
        send({{"type", "sit"}, {"table", table}, {"seat", seat < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(seat)}});
    }
};

// The seat's first legal answer to the question it was asked (a Sevens act).
// Every person seated at `table` has said ready.
bool allReady(const TableServer &server, int table)
{
    return spinUntil([&] {
        for (const QJsonValue &seat : server.tableInfo(table).value("seats").toArray())
            if (seat.toObject().value("kind").toString() == "remote" && !seat.toObject().value("ready").toBool())
                return false;
        return true;
    });
}

// Two people sit at `table` (seats sa and sb), say ready, and the first starts the match:
// true once both are told the hand's state.
bool seatTwoAndStart(const TableServer &server, int table, Raw &a, int sa, Raw &b, int sb)
{
    a.sit(table, sa);
    b.sit(table, sb);
    if (!a.waitFor("seated") || !b.waitFor("seated"))
        return false;
    a.send({{"type", "ready"}, {"ready", true}});
    b.send({{"type", "ready"}, {"ready", true}});
    if (!allReady(server, table))
        return false;
    a.send({{"type", "start"}});
    return a.waitFor("state") && b.waitFor("state");
}

// A table of either game for the swap tests: computers at once, and the test deals each next
// hand itself (nextHandDelayMs < 0), so that it stays between hands as long as it likes.
ServerTableConfig swapTable(const QString &game)
{
    ServerTableConfig c = sevensTable(0, 0, 4, 0);
    if (game == QLatin1String("mahjong")) {
        c.settings = {};
        editMahjong(c, [](session::MahjongSettings &m) {
            m.rules.rounds = 1;
            m.kinds.fill(QStringLiteral("efficient"));
        });
    }
    c.nextHandDelayMs = -1;
    c.claimPauseMs = 0; // (M23's moment after every discard would make a mahjong hand last a minute)
    c.seed = 11;
    return c;
}

std::array<std::int64_t, 4> moneyOf(const QJsonValue &v)
{
    std::array<std::int64_t, 4> out {};
    for (int s = 0; s < 4; ++s)
        out[std::size_t(s)] = v.toArray().at(s).toInteger();
    return out;
}

QJsonObject actFor(const session::TableSession &ts, int seat, const QJsonObject &yourTurn)
{
    QJsonObject a = ts.module()->legalActions(seat).front();
    a.insert("type", "act");
    a.insert("hand", yourTurn.value("hand"));
    a.insert("turn", yourTurn.value("turn"));
    return a;
}

} // namespace

class TestHostTools : public QObject
{
    Q_OBJECT
private slots:
    // The bank is spent only once the base is over, and only what was used; the rest is saved
    // with the match and a restarted host goes on with it; a seat whose base and bank are both
    // spent is played for at the end of them.
    void clockBankIsSpentSavedAndResumed()
    {
        QTemporaryDir dir;
        const ServerTableConfig cfg = sevensTable(1, 2);
        int seat = -1, table = -1;
        QString token;
        int leftBefore = -1;
        {
            TableServer server(QStringLiteral("bank"));
            server.setStateDir(dir.path());
            QVERIFY(server.listen(QHostAddress::LocalHost, 0));
            table = server.addTable(cfg);
            QCOMPARE(server.tableInfo(table).value("clock").toObject(), (QJsonObject {{"base", 1}, {"bank", 2}}));
            Raw r(server.port());
            r.sit(table);
            QVERIFY(r.waitFor("seated"));
            seat = r.last("seated").value("seat").toInt();
            token = r.last("seated").value("token").toString();
            r.send({{"type", "ready"}, {"ready", true}});
            r.send({{"type", "start"}});
            QVERIFY(r.waitFor("yourTurn"));
            QElapsedTimer asked;
            asked.start();
            const QJsonObject q = r.last("yourTurn");
            // The deadline is the base and the whole bank; "bank" is the bank.
            QCOMPARE(q.value("bank").toInt(), 2000);
            QVERIFY2(q.value("deadline").toInt() > 2500 && q.value("deadline").toInt() <= 3000, qPrintable(QString::number(q.value("deadline").toInt())));
            session::TableSession *ts = server.tableSession(table);
            // Within the base nothing of the bank is spent.
            QTest::qWait(800);
            QCOMPARE(ts->bankMsLeft(seat), 2000);
            // 0.6 s into the bank: answer.
            QVERIFY(spinUntil([&] { return asked.elapsed() >= 1600; }, 3000));
            QVERIFY(ts->bankMsLeft(seat) < 2000);
            r.send(actFor(*ts, seat, q));
            QVERIFY(spinUntil([&] { return ts->module()->bankLeftMs(seat) < 2000; }, 3000));
            leftBefore = ts->module()->bankLeftMs(seat);
            QVERIFY2(leftBefore >= 1100 && leftBefore <= 1500, qPrintable(QString::number(leftBefore)));
            // The state file keeps it.
            QVERIFY(spinUntil([&] { return r.count("yourTurn") > 1; }, 5000));
            QFile f(dir.filePath(QStringLiteral("table-%1.json").arg(table)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonArray bank = QJsonDocument::fromJson(f.readAll()).object().value("match").toObject().value("bankMs").toArray();
            QCOMPARE(bank.size(), 4);
            QCOMPARE(bank[seat].toInt(), leftBefore);
            // The next question says what is left.
            QCOMPARE(r.last("yourTurn").value("bank").toInt(), leftBefore);
        } // the host stops; its state folder keeps the match

        TableServer again(QStringLiteral("bank again"));
        again.setStateDir(dir.path());
        QVERIFY(again.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig slower = cfg; // the stand-in must not finish the match before the person is back
        slower.computerPauseMs = 150;
        QCOMPARE(again.addTable(slower), table);
        session::TableSession *ts = again.tableSession(table);
        QVERIFY(ts);
        QCOMPARE(ts->module()->bankLeftMs(seat), leftBefore);
        QCOMPARE(ts->module()->bankLeftMs((seat + 1) % 4), 2000);
        // Back with the token, and then silent: played for once the base and the bank left
        // are over, and the bank is gone.
        Raw back(again.port(), QStringLiteral("raw"), token);
        QVERIFY(back.waitFor("seated"));
        QVERIFY(back.waitFor("yourTurn", 1, 5000));
        QElapsedTimer asked;
        asked.start();
        const QJsonObject q = back.last("yourTurn");
        QCOMPARE(q.value("bank").toInt(), leftBefore);
        QVERIFY(back.waitFor("timeUp", 1, 6000));
        QVERIFY2(asked.elapsed() >= 1000 + leftBefore - 150, qPrintable(QString::number(asked.elapsed())));
        QCOMPARE(ts->module()->bankLeftMs(seat), 0);
        QVERIFY(back.waitFor("yourTurn", 2, 5000));
        QCOMPARE(back.last("yourTurn").value("bank").toInt(), 0);
        QVERIFY(back.last("yourTurn").value("deadline").toInt() <= 1000);
    }
    // Away (托管): the seat's agent becomes the table's computer player, everyone is told and
    // the lobby shows it; back, the person is asked again.
    void awayHandsTheSeatToTheComputerAndBack()
    {
        TableServer server(QStringLiteral("away"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(sevensTable(0, 0, 2, 40));
        Raw me(server.port(), QStringLiteral("me")), other(server.port(), QStringLiteral("other"));
        me.sit(table, 1);
        other.sit(table, 2);
        QVERIFY(me.waitFor("seated") && other.waitFor("seated"));
        me.send({{"type", "away"}, {"away", true}}); // not in play yet
        QVERIFY(me.waitFor("error"));
        QCOMPARE(me.last("error").value("code").toString(), QStringLiteral("notJoined"));
        me.send({{"type", "ready"}, {"ready", true}});
        other.send({{"type", "ready"}, {"ready", true}});
        QVERIFY(allReady(server, table));
        me.send({{"type", "start"}});
        QVERIFY(me.waitFor("state"));
        session::TableSession *ts = server.tableSession(table);
        QCOMPARE(ts->seatKind(1), QStringLiteral("remote"));
        other.send({{"type", "away"}, {"away", true}}); // (so that the table never waits for it)
        QVERIFY(other.waitFor("away"));
        me.send({{"type", "away"}, {"away", true}});
        QVERIFY(other.waitFor("away", 2));
        QCOMPARE(other.last("away"), (QJsonObject {{"type", "away"}, {"seat", 1}, {"away", true}}));
        QVERIFY(me.waitFor("away"));
        QCOMPARE(ts->seatKind(1), QStringLiteral("heuristic"));
        QVERIFY(server.tableInfo(table).value("seats").toArray()[1].toObject().value("away").toBool());
        QVERIFY(server.tableInfo(table).value("seats").toArray()[2].toObject().value("away").toBool());
        QVERIFY(!server.tableInfo(table).value("seats").toArray()[0].toObject().value("away").toBool());
        // The computer plays the seat: seat 1 moves while "me" sends nothing.
        QVERIFY(spinUntil([&] {
            for (const QJsonObject &m : me.all("move"))
                if (m.value("seat").toInt() == 1)
                    return true;
            return false;
        }, 10000));
        const int asked = me.count("yourTurn");
        me.send({{"type", "away"}, {"away", false}});
        QVERIFY(me.waitFor("away", 3));
        QVERIFY(!me.last("away").value("away").toBool());
        QCOMPARE(ts->seatKind(1), QStringLiteral("remote"));
        QVERIFY(!server.tableInfo(table).value("seats").toArray()[1].toObject().value("away").toBool());
        // Back: asked again at the seat's next turn (and the table waits for it).
        QVERIFY(me.waitFor("yourTurn", asked + 1, 10000));
        // The host's own call does the same (the window's toggle for its seat uses it).
        QVERIFY(server.setAway(table, 2, false));
        QVERIFY(!server.isAway(table, 2));
        QCOMPARE(ts->seatKind(2), QStringLiteral("remote"));
        QVERIFY(server.setAway(table, 2, true));
        QVERIFY(server.isAway(table, 2));
        QCOMPARE(ts->seatKind(2), QStringLiteral("heuristic"));
        QVERIFY(!server.setAway(table, 3, true)); // a computer's seat has nobody to be away
    }

    // The vote to end the match: one refusal fails it, an unanswered one fails when its time
    // is up, and only everyone's yes ends the match, settling the hands played (the hand in
    // play is not scored).
    void voteToEndIsUnanimousAndTimesOut()
    {
        TableServer server(QStringLiteral("vote"));
        server.voteSeconds = 30; // a refusal ends it long before
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(sevensTable(0, 0, 3, 60));
        // The records of the match (as qixing-server and the host window keep them).
        QTemporaryDir dir;
        records::RecordStore store;
        QVERIFY(store.open(dir.filePath("records.sqlite")).ok);
        std::vector<QJsonObject> matchDocs;
        connect(&server, &TableServer::matchStarted, this, [&](int t) {
            auto *recorder = new records::TableRecorder(server.tableSession(t), {QString(), QStringLiteral("server"), QStringLiteral("vote")},
                                                        server.tableSession(t));
            connect(recorder, &records::TableRecorder::handRecorded, &store, &records::RecordStore::saveHand);
            connect(recorder, &records::TableRecorder::matchRecorded, &store, &records::RecordStore::finishMatch);
            connect(recorder, &records::TableRecorder::matchRecorded, this, [&](const QJsonObject &m) { matchDocs.push_back(m); });
        });
        Raw a(server.port(), QStringLiteral("a")), b(server.port(), QStringLiteral("b"));
        QVERIFY(seatTwoAndStart(server, table, a, 0, b, 3));
        // Both away: the computers play the first hand out.
        a.send({{"type", "away"}, {"away", true}});
        b.send({{"type", "away"}, {"away", true}});
        QVERIFY(a.waitFor("settlement", 1, 20000));
        a.send({{"type", "voteEnd"}, {"agree", false}}); // nothing to refuse yet
        QVERIFY(a.waitFor("error"));
        QCOMPARE(a.last("error").value("code").toString(), QStringLiteral("noVote"));

        a.send({{"type", "voteEnd"}, {"agree", true}});
        QVERIFY(b.waitFor("vote"));
        QJsonObject v = b.last("vote");
        QVERIFY(v.value("open").toBool());
        QCOMPARE(v.value("agree").toArray(), QJsonArray {0});
        QCOMPARE(v.value("needed").toArray(), (QJsonArray {0, 3}));
        QVERIFY(v.value("secondsLeft").toInt() > 25 && v.value("secondsLeft").toInt() <= 30);
        QVERIFY(v.value("result").isNull());
        b.send({{"type", "voteEnd"}, {"agree", false}});
        QVERIFY(a.waitFor("vote", 2, 3000));
        QCOMPARE(a.last("vote").value("result").toString(), QStringLiteral("failed"));
        QVERIFY(server.tableSession(table));

        server.voteSeconds = 1;
        a.send({{"type", "voteEnd"}, {"agree", true}}); // nobody answers: it fails in time
        QVERIFY(a.waitFor("vote", 3));
        QVERIFY(a.waitFor("vote", 4, 4000));
        QCOMPARE(a.last("vote").value("result").toString(), QStringLiteral("failed"));
        QVERIFY(server.tableSession(table));
        QCOMPARE(a.count("matchOver"), 0);

        a.send({{"type", "voteEnd"}, {"agree", true}});
        QVERIFY(b.waitFor("vote", 5));
        b.send({{"type", "voteEnd"}, {"agree", true}});
        QVERIFY(a.waitFor("matchOver", 1, 5000));
        QCOMPARE(a.last("vote").value("result").toString(), QStringLiteral("passed"));
        const QJsonObject over = a.last("matchOver");
        QCOMPARE(over.value("endedBy").toString(), QStringLiteral("vote"));
        // Ended mid-match, and what was settled is what counts.
        QVERIFY(a.count("settlement") < 3);
        QCOMPARE(over.value("balances"), a.last("settlement").value("balances"));
        QVERIFY(spinUntil([&] { return !server.tableSession(table); }));
        QCOMPARE(server.tableInfo(table).value("state").toString(), QStringLiteral("lobby"));
        // The records keep it finished, ended by the vote, with the hands settled.
        QCOMPARE(int(matchDocs.size()), 1);
        QCOMPARE(matchDocs[0].value("finished").toBool(), true);
        QCOMPARE(matchDocs[0].value("endedBy").toString(), QStringLiteral("vote"));
        QCOMPARE(matchDocs[0].value("hands").toInt(), a.count("settlement"));
        QCOMPARE(matchDocs[0].value("balances"), over.value("balances"));
        store.flush();
        const QList<records::RecordStore::MatchRow> rows = store.matches();
        QCOMPARE(rows.size(), 1);
        QVERIFY(rows[0].finished);
        QCOMPARE(rows[0].endedBy, QStringLiteral("vote"));
        QCOMPARE(rows[0].hands, a.count("settlement"));
        QCOMPARE(store.matchDocument(rows[0].uid).value("endedBy").toString(), QStringLiteral("vote"));
    }

    // A removed person is told so and back in the lobby; in a match the computer takes the
    // seat, and the token opens nothing any more.
    void removedPersonsTokenNoLongerSeats()
    {
        TableServer server(QStringLiteral("remove"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(sevensTable(0, 0, 2, 40));
        Raw a(server.port(), QStringLiteral("a")), b(server.port(), QStringLiteral("b"));
        a.sit(table, 1);
        b.sit(table, 2);
        QVERIFY(a.waitFor("seated") && b.waitFor("seated"));
        QVERIFY(!server.removePerson(table, 0)); // nobody there
        // In the lobby the seat is simply free again.
        QVERIFY(server.removePerson(table, 2));
        QVERIFY(b.waitFor("removed"));
        QVERIFY(b.waitFor("tables"));
        QCOMPARE(server.tableInfo(table).value("seats").toArray()[2].toObject().value("kind").toString(), QStringLiteral("empty"));
        // In a match.
        const QString token = a.last("seated").value("token").toString();
        a.send({{"type", "ready"}, {"ready", true}});
        a.send({{"type", "start"}});
        QVERIFY(a.waitFor("state"));
        session::TableSession *ts = server.tableSession(table);
        QCOMPARE(ts->seatKind(1), QStringLiteral("remote"));
        QVERIFY(server.removePerson(table, 1));
        QVERIFY(a.waitFor("removed"));
        QCOMPARE(ts->seatKind(1), QStringLiteral("heuristic"));
        QCOMPARE(server.tableInfo(table).value("seats").toArray()[1].toObject().value("kind").toString(), QStringLiteral("computer"));
        a.send({{"type", "chat"}, {"text", "still here?"}}); // no longer at the table
        QVERIFY(a.waitFor("error"));
        QCOMPARE(a.last("error").value("code").toString(), QStringLiteral("notJoined"));
        Raw back(server.port(), QStringLiteral("a"), token);
        QVERIFY(back.waitFor("error"));
        QCOMPARE(back.last("error").value("code").toString(), QStringLiteral("notJoined"));
        QCOMPARE(back.count("seated"), 0);
        QCOMPARE(ts->seatKind(1), QStringLiteral("heuristic"));
    }

    // In the lobby two people change seats with their names, readiness and tokens: each is
    // told its new seat, and the token seats its holder.
    void swapMovesPeopleWithTheirTokens()
    {
        TableServer server(QStringLiteral("swap"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(sevensTable(0, 0, 1, 0));
        Raw a(server.port(), QStringLiteral("a")), b(server.port(), QStringLiteral("b"));
        a.sit(table, 1);
        QVERIFY(a.waitFor("seated"));
        b.sit(table, 2);
        QVERIFY(b.waitFor("seated"));
        a.send({{"type", "ready"}, {"ready", true}});
        const QString tokenA = a.last("seated").value("token").toString(), tokenB = b.last("seated").value("token").toString();
        QVERIFY(spinUntil([&] { return server.tableInfo(table).value("seats").toArray()[1].toObject().value("ready").toBool(); }));
        QVERIFY(!server.swapSeats(table, 1, 1));
        QVERIFY(server.swapSeats(table, 1, 2));
        QVERIFY(a.waitFor("seated", 2) && b.waitFor("seated", 2));
        QCOMPARE(a.last("seated").value("seat").toInt(), 2);
        QCOMPARE(a.last("seated").value("token").toString(), tokenA);
        QCOMPARE(b.last("seated").value("seat").toInt(), 1);
        QCOMPARE(b.last("seated").value("token").toString(), tokenB);
        const QJsonArray seats = server.tableInfo(table).value("seats").toArray();
        QCOMPARE(seats[2].toObject().value("name").toString(), QStringLiteral("a"));
        QVERIFY(seats[2].toObject().value("ready").toBool());
        QCOMPARE(seats[1].toObject().value("name").toString(), QStringLiteral("b"));
        QVERIFY(!seats[1].toObject().value("ready").toBool());
        // A person and an empty seat swap too; the match starts with everyone where they are.
        QVERIFY(server.swapSeats(table, 2, 0));
        QVERIFY(a.waitFor("seated", 3));
        QCOMPARE(a.last("seated").value("seat").toInt(), 0);
        b.send({{"type", "ready"}, {"ready", true}});
        QVERIFY(allReady(server, table));
        b.send({{"type", "start"}});
        QVERIFY(a.waitFor("state"));
        QCOMPARE(a.last("state").value("seat").toInt(), 0);
        QCOMPARE(server.tableSession(table)->module()->seatName(0), QStringLiteral("a"));
        QCOMPARE(server.tableSession(table)->module()->seatName(1), QStringLiteral("b"));
        QVERIFY(!server.swapSeats(table, 0, 1)); // not while a hand is played
    }

    // Between hands of a running match (both games) two people swap seats: refused in a hand
    // in play; between hands each is told their new seat (the same token), everyone the new
    // seating with the money that moved along, and nothing of any hand; the away flag, a yes
    // to the vote and the seat's player follow the person; the next hand deals them in their
    // new seats; a restarted host resumes the match so; and the night's standings by name
    // still add up.
    void swapBetweenHandsMovesTheMatchWithThePeople_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("sevens") << QStringLiteral("sevens");
        QTest::newRow("mahjong") << QStringLiteral("mahjong");
    }
    void swapBetweenHandsMovesTheMatchWithThePeople()
    {
        QFETCH(QString, game);
        QTemporaryDir dir;
        const ServerTableConfig cfg = swapTable(game);
        int table = -1;
        QString tokenA, tokenB;
        std::array<std::int64_t, 4> opening {}, saved {};
        {
            TableServer server(QStringLiteral("swap"));
            server.setStateDir(dir.path());
            server.voteSeconds = 30;
            QVERIFY(server.listen(QHostAddress::LocalHost, 0));
            table = server.addTable(cfg);
            Raw a(server.port(), QStringLiteral("a")), b(server.port(), QStringLiteral("b"));
            QVERIFY(seatTwoAndStart(server, table, a, 1, b, 2));
            tokenA = a.last("seated").value("token").toString();
            tokenB = b.last("seated").value("token").toString();
            session::TableSession *ts = server.tableSession(table);
            QVERIFY(ts);
            opening = ts->module()->balances();
            // In the hand in play: refused, and nothing moves.
            QString why;
            QVERIFY(ts->handInProgress());
            QVERIFY(!server.swapSeats(table, 1, 2, &why));
            QVERIFY2(why.contains(QStringLiteral("between hands")), qPrintable(why));
            QCOMPARE(ts->module()->seatName(1), QStringLiteral("a"));
            QCOMPARE(a.count("seated"), 1);
            // The computers play the first hand out.
            a.send({{"type", "away"}, {"away", true}});
            b.send({{"type", "away"}, {"away", true}});
            QVERIFY(a.waitFor("settlement", 1, 30000));
            QVERIFY(spinUntil([&] { return !ts->handInProgress(); }));
            const auto before = ts->module()->balances();
            QVERIFY2(before[1] != before[2], "the seed must give the two seats different money");
            // b is back; a proposes to end the match.
            QVERIFY(server.setAway(table, 2, false));
            a.send({{"type", "voteEnd"}, {"agree", true}});
            QVERIFY(b.waitFor("vote"));
            QCOMPARE(b.last("vote").value("agree").toArray(), QJsonArray {1});
            const std::size_t aFrom = a.got.size(), bFrom = b.got.size();

            QVERIFY2(server.swapSeats(table, 1, 2, &why), qPrintable(why));
            QVERIFY(a.waitFor("seated", 2) && b.waitFor("seated", 2));
            QCOMPARE(a.last("seated").value("seat").toInt(), 2);
            QCOMPARE(a.last("seated").value("token").toString(), tokenA);
            QCOMPARE(b.last("seated").value("seat").toInt(), 1);
            QCOMPARE(b.last("seated").value("token").toString(), tokenB);
            QVERIFY(a.waitFor("seatsSwapped") && b.waitFor("seatsSwapped"));
            const QJsonObject told = b.last("seatsSwapped");
            QCOMPARE(told.value("seats").toArray(), (QJsonArray {1, 2}));
            QCOMPARE(told.value("names").toArray().at(1).toString(), QStringLiteral("b"));
            QCOMPARE(told.value("names").toArray().at(2).toString(), QStringLiteral("a"));
            std::array<std::int64_t, 4> swapped = before;
            std::swap(swapped[1], swapped[2]);
            QCOMPARE(moneyOf(told.value("balances")), swapped);
            QCOMPARE(ts->module()->balances(), swapped);
            QCOMPARE(ts->module()->seatName(2), QStringLiteral("a"));
            // Away and who plays the seat follow the person.
            QVERIFY(server.isAway(table, 2));
            QVERIFY(!server.isAway(table, 1));
            QCOMPARE(ts->seatKind(1), QStringLiteral("remote"));
            QVERIFY(ts->seatKind(2) != QLatin1String("remote"));
            // a's yes moved with a: a's yes again is still not b's (the vote stays open).
            const int votes = a.count("vote");
            a.send({{"type", "voteEnd"}, {"agree", true}});
            QVERIFY(a.waitFor("vote", votes + 1));
            QCOMPARE(a.last("vote").value("agree").toArray(), QJsonArray {2});
            QVERIFY(a.last("vote").value("open").toBool());
            b.send({{"type", "voteEnd"}, {"agree", false}});
            QVERIFY(a.waitFor("vote", votes + 2));
            QCOMPARE(a.last("vote").value("result").toString(), QStringLiteral("failed"));
            // Between hands nobody is told anything of a hand (there is none in play).
            for (Raw *r : {&a, &b})
                for (std::size_t i = r == &a ? aFrom : bFrom; i < r->got.size(); ++i) {
                    const QString type = r->got[i].value("type").toString();
                    static const QStringList ofAHand {"state", "event", "move", "yourTurn", "settlement", "handOpen", "dealCommit"};
                    QVERIFY2(!ofAHand.contains(type), qPrintable(type));
                }
            // The next hand deals the people in their new seats, with their money.
            QVERIFY(server.setAway(table, 1, true));
            const int states = a.count("state");
            ts->nextHand();
            QVERIFY(a.waitFor("state", states + 1));
            QCOMPARE(a.last("state").value("seat").toInt(), 2);
            QCOMPARE(moneyOf(a.last("state").value("balances")), swapped);
            QVERIFY(b.waitFor("state", 2));
            QCOMPARE(b.last("state").value("seat").toInt(), 1);
            QVERIFY(a.waitFor("settlement", 2, 30000));
            QVERIFY(spinUntil([&] { return !ts->handInProgress(); }));
            saved = ts->module()->balances();
            // The state folder has the people where they sit now.
            QFile f(dir.filePath(QStringLiteral("table-%1.json").arg(table)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonArray seats = QJsonDocument::fromJson(f.readAll()).object().value("table").toObject().value("seats").toArray();
            QCOMPARE(seats.at(2).toObject().value("token").toString(), tokenA);
            QCOMPARE(seats.at(1).toObject().value("token").toString(), tokenB);
        } // the host stops; its state folder keeps the match between hands

        TableServer again(QStringLiteral("swap again"));
        again.setStateDir(dir.path());
        QVERIFY(again.listen(QHostAddress::LocalHost, 0));
        QCOMPARE(again.addTable(cfg), table);
        session::TableSession *ts = again.tableSession(table);
        QVERIFY(ts);
        // Resumed (the next hand dealt at once), the people in their new seats with their money.
        QCOMPARE(ts->module()->seatName(2), QStringLiteral("a"));
        QCOMPARE(ts->module()->seatName(1), QStringLiteral("b"));
        QCOMPARE(ts->module()->handNumber(), 2);
        QCOMPARE(ts->module()->balances(), saved);
        QVERIFY(spinUntil([&] { return !ts->handInProgress(); }, 30000));
        Raw a(again.port(), QStringLiteral("a"), tokenA);
        QVERIFY(a.waitFor("seated"));
        QCOMPARE(a.last("seated").value("seat").toInt(), 2);
        // The night: every hand by name, the ledger sums to zero, and each person's net is
        // what their money did wherever they sat.
        const QJsonArray nets = again.night().nightPart().value("nets").toArray();
        QCOMPARE(again.night().hands().size(), 3);
        std::int64_t sum = 0, netA = 0, netB = 0;
        for (const QJsonValue &n : nets) {
            sum += n.toObject().value("net").toInteger();
            if (n.toObject().value("name").toString() == "a")
                netA = n.toObject().value("net").toInteger();
            if (n.toObject().value("name").toString() == "b")
                netB = n.toObject().value("net").toInteger();
        }
        QCOMPARE(sum, 0);
        const auto now = ts->module()->balances();
        QCOMPARE(netA, now[2] - opening[1]);
        QCOMPARE(netB, now[1] - opening[2]);
    }

    // After a match the host offers a rematch: a new match starts, with the same people in
    // the same seats, only when every person has said yes; a no closes the offer.
    void rematchStartsWithTheSamePeople()
    {
        TableServer server(QStringLiteral("rematch"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(sevensTable(0, 0, 1, 0));
        QVERIFY(!server.offerRematch(table)); // no match yet
        Raw a(server.port(), QStringLiteral("a")), b(server.port(), QStringLiteral("b"));
        QVERIFY(seatTwoAndStart(server, table, a, 2, b, 3));
        a.send({{"type", "away"}, {"away", true}});
        b.send({{"type", "away"}, {"away", true}});
        QVERIFY(a.waitFor("matchOver", 1, 20000));
        QVERIFY(spinUntil([&] { return !server.tableSession(table); }));
        b.send({{"type", "rematch"}, {"agree", true}}); // not offered yet
        QVERIFY(b.waitFor("error"));
        QCOMPARE(b.last("error").value("code").toString(), QStringLiteral("noRematch"));

        QVERIFY(server.offerRematch(table));
        QVERIFY(a.waitFor("rematch") && b.waitFor("rematch"));
        QVERIFY(a.last("rematch").value("open").toBool());
        QCOMPARE(a.last("rematch").value("needed").toArray(), (QJsonArray {2, 3}));
        b.send({{"type", "rematch"}, {"agree", false}});
        QVERIFY(a.waitFor("rematch", 2));
        QCOMPARE(a.last("rematch").value("result").toString(), QStringLiteral("failed"));
        QVERIFY(!server.tableSession(table));

        QVERIFY(server.offerRematch(table));
        QVERIFY(a.waitFor("rematch", 3));
        a.send({{"type", "rematch"}, {"agree", true}});
        QVERIFY(b.waitFor("rematch", 4));
        QVERIFY(!server.tableSession(table)); // b has not said yes
        b.send({{"type", "rematch"}, {"agree", true}});
        QVERIFY(a.waitFor("state", 2, 5000));
        QCOMPARE(a.last("rematch").value("result").toString(), QStringLiteral("passed"));
        session::TableSession *ts = server.tableSession(table);
        QVERIFY(ts);
        QCOMPARE(ts->module()->seatName(2), QStringLiteral("a"));
        QCOMPARE(ts->module()->seatName(3), QStringLiteral("b"));
        QCOMPARE(ts->seatKind(2), QStringLiteral("remote"));
        QCOMPARE(ts->seatKind(3), QStringLiteral("remote"));
        QCOMPARE(a.last("state").value("seat").toInt(), 2);
        QVERIFY(ts->module()->seed() != 0);
    }

    // The last person going while a rematch is offered: nobody is left to play again for, so
    // the offer fails and no match of four computers starts (it did: the offer was judged
    // among the persons still seated, and none is all of none).
    void rematchWithNobodyLeftFails()
    {
        TableServer server(QStringLiteral("rematch"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(sevensTable(0, 0, 1, 0));
        Raw a(server.port(), QStringLiteral("a"));
        auto b = std::make_unique<Raw>(server.port(), QStringLiteral("b"));
        QVERIFY(seatTwoAndStart(server, table, a, 0, *b, 1));
        a.send({{"type", "away"}, {"away", true}});
        b->send({{"type", "away"}, {"away", true}});
        QVERIFY(a.waitFor("matchOver", 1, 20000));
        QVERIFY(spinUntil([&] { return !server.tableSession(table); }));
        QVERIFY(server.offerRematch(table));
        QVERIFY(a.waitFor("rematch"));
        a.send({{"type", "rematch"}, {"agree", true}});
        QVERIFY(a.waitFor("rematch", 2));
        QVERIFY(!server.tableSession(table)); // b has not said yes
        bool started = false;
        connect(&server, &TableServer::matchStarted, this, [&] { started = true; });
        a.socket.disconnectFromHost();
        b.reset();
        QVERIFY(spinUntil([&] { return server.tableInfo(table).value("seats").toArray().at(0).toObject().value("kind").toString() == QStringLiteral("empty")
                                       && server.tableInfo(table).value("seats").toArray().at(1).toObject().value("kind").toString() == QStringLiteral("empty"); }));
        QTest::qWait(200); // a match would start at once
        QVERIFY(!started);
        QVERIFY(!server.tableSession(table));
        // The table is open again for whoever comes next.
        QCOMPARE(server.tableInfo(table).value("state").toString(), QStringLiteral("lobby"));
    }
};

QTEST_GUILESS_MAIN(TestHostTools)
#include "test_host_tools.moc"
