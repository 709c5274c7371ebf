// SPDX-License-Identifier: GPL-3.0-or-later
// Zhangzhou mahjong over the LAN, through the same host and client as Sevens: a whole match
// of bot-client processes on a qixing-server that plays a Sevens match at the same time;
// what each seat receives never holds what it may not see; claim windows over the network
// (a late answer is stale, a timeout passes, a drop mid-window hands the seat to a computer
// and a reconnect restores exactly that seat's view); bad actions get the protocol's errors.

#include "mahjong/mahjong_client.h"
#include "mahjong/joined_mahjong_game.h"
#include "net/server.h"

#include "mahjong/mahjong_json.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QPointer>
#include <QProcess>
#include <QTcpSocket>
#include "hosts.h"
#include "spin_until.h"

#include <QTest>
#include <QTimer>

#include <memory>

using namespace qixing;
using namespace qixing::net;
using qixing::mahjong::Action;

namespace {

// A mahjong seat played by the efficient player through a MahjongClient, as bot-client runs
// it, keeping every message it receives.
struct Seat
{
    MahjongClient client;
    std::unique_ptr<mahjong::Player> player = mahjong::makePlayer("efficient", 1);
    std::vector<QJsonObject> received;
    QStringList errors;
    bool over = false;
    bool answer = true; // false: ignores claim windows (to test the clock)
    int historyRecords = 0, historyMismatches = 0; // the view's discard history against the events

    Seat(quint16 port, const QString &name, int table, const QString &token = {})
    {
        QObject::connect(&client, &TableClient::messageArrived, [this](const QJsonObject &m) { received.push_back(m); });
        if (token.isEmpty()) {
            QObject::connect(&client, &TableClient::welcomed, [this, table](const QJsonArray &) { client.sit(table); });
            QObject::connect(&client, &TableClient::seated, [this](int, int) { client.setReady(true); });
        }
        QObject::connect(&client, &TableClient::yourTurn, [this](int) {
            // The view's discard history is what this seat's events say, in order.
            const mahjong::HandView v = client.view();
            int n = 0;
            for (const QJsonValue &ev : client.events()) {
                const QJsonObject e = ev.toObject();
                if (e.value("e") != QLatin1String("discard") && e.value("e") != QLatin1String("you"))
                    continue;
                if (n >= v.discardHistorySize() || v.discardRecord(n).seat != e.value("seat").toInt()
                    || QString::fromStdString(v.discardRecord(n).tile.toString()) != e.value("tile").toString())
                    ++historyMismatches;
                ++n;
            }
            historyMismatches += n != v.discardHistorySize();
            historyRecords += n;
            if (!answer && client.inWindow())
                return;
            client.act(player->choose(v));
        });
        QObject::connect(&client, &TableClient::matchOver, [this](const QJsonObject &) { over = true; });
        QObject::connect(&client, &TableClient::errorReceived, [this](const QString &c, const QString &) { errors << c; });
        client.connectToHost("127.0.0.1", port, name, token);
    }
};

// What a seat may never be told (docs/protocol.md): another seat's draws, replacements,
// concealed tiles or hidden concealed kong, the wall, and another seat's passes.
void checkSeen(int seat, const QJsonObject &m)
{
    const QString type = m.value("type").toString();
    const auto checkEvent = [seat](const QJsonObject &e) {
        const QString kind = e.value("e").toString();
        const bool other = e.value("seat").toInt() != seat;
        if (other && (kind == "draw" || kind == "replacement" || kind == "concealedKong"))
            QVERIFY2(e.value("tile").isNull(), qPrintable(QStringLiteral("seat %1 saw another's %2").arg(seat).arg(kind)));
        QVERIFY2(!(other && kind == "pass"), "a seat was told another seat passed");
    };
    if (type == "event") {
        checkEvent(m.value("event").toObject());
    } else if (type == "state") {
        QVERIFY(!m.contains("wall"));
        for (const QJsonValue &e : m.value("events").toArray())
            checkEvent(e.toObject());
        const QJsonArray seats = m.value("seats").toArray();
        for (int s = 0; s < seats.size(); ++s) {
            QVERIFY(seats[s].toObject().value("tiles").isDouble()); // a count, never tiles
            for (const QJsonValue &mv : seats[s].toObject().value("melds").toArray()) {
                const QJsonObject meld = mv.toObject();
                if (s != seat && meld.value("type") == "concealedKong" && !meld.value("revealed").toBool())
                    QVERIFY(meld.value("tiles").toArray().at(0).isNull());
            }
        }
    } else if (type == "yourTurn") {
        for (const QJsonValue &sv : m.value("view").toObject().value("seats").toArray())
            QVERIFY(sv.toObject().value("tiles").isDouble());
    }
}

QString cli()
{
    return QStringLiteral(QIXING_CLI);
}

} // namespace

class TestNetMahjong : public QObject
{
    Q_OBJECT
private slots:
    void joinedGameIsToldWhatTheHostsSeatSees()
    {
        // A window that joined a LAN mahjong table reads JoinedMahjongGame: the host's
        // messages as they are, so folding them gives exactly the host module's events as
        // that seat may know them, replay() rebuilds the table, a hint is always legal, and
        // an answer that was not offered is refused here without being sent.
        TableServer server(QStringLiteral("test"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig config = mahjongTable();
        config.nextHandDelayMs = -1; // the hand stays on the host to compare with
        const int table = server.addTable(config);
        auto *client = new MahjongClient;
        JoinedMahjongGame game(client);
        QList<QJsonObject> got;
        int questions = 0, refusedHere = 0;
        QStringList hostRefused;
        connect(client, &TableClient::welcomed, this, [&](const QJsonArray &) { client->sit(table); });
        connect(client, &TableClient::seated, this, [&](int, int) {
            client->setReady(true);
            client->startMatch();
        });
        connect(&game, &session::MahjongGame::refused, this, [&](const QString &why) { hostRefused << why; });
        connect(&game, &session::MahjongGame::message, this, [&](const QJsonObject &m) {
            got.append(m);
            if (m.value("type") != QLatin1String("yourTurn"))
                return;
            ++questions;
            QTimer::singleShot(0, this, [&] {
                if (!game.submit(QJsonObject {{"action", "discard"}, {"tile", "9f"}}).isEmpty())
                    ++refusedHere;
                QCOMPARE(game.submit(game.hint()), QString());
            });
        });
        client->connectToHost(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QVERIFY(spinUntil([&] { return !got.isEmpty() && got.last().value("type") == QLatin1String("settlement"); }, 60000));
        // Only a claim answered after its window closed may be refused (M20: the computer
        // seats answer at once, so the window can be decided before this answer arrives).
        QVERIFY2(hostRefused.count(QStringLiteral("that turn is over")) == hostRefused.size(), qPrintable(hostRefused.join(", ")));
        QVERIFY(questions > 0);
        QCOMPARE(refusedHere, questions);
        const auto *module = dynamic_cast<const session::MahjongModule *>(server.tableSession(table)->module());
        QVERIFY(module);
        const int seat = game.localSeat();
        QJsonArray expected;
        for (const mahjong::Event &e : module->events())
            if (const QJsonObject o = session::mahjongEventFor(seat, e); !o.isEmpty())
                expected.append(o);
        const QList<QJsonObject> replay = game.replay();
        QCOMPARE(replay.first().value("events").toArray(), expected);
        QCOMPARE(replay.last().value("result"), module->settlementJson().value("result"));
        QCOMPARE(game.seatKind(seat), QStringLiteral("person"));
        QCOMPARE(game.seatName(seat), QStringLiteral("Mei"));
        qInfo("%d questions answered over the LAN", questions);
    }

    void wholeMatchBesideSevensOnOneServer()
    {
        // qixing-server with a Sevens and a mahjong table; eight bot-client processes.
        QProcess server;
        server.start(QStringLiteral(QIXING_SERVER),
                     {"--port", "0", "--tables", "1", "--mahjong-tables", "1", "--hands", "2", "--pause", "0",
                      "--next-hand-delay", "0", "--claim-pause", "0", "--turn-seconds", "0", "--no-discovery", "--no-state"});
        QVERIFY(server.waitForReadyRead(10000));
        const QString banner = QString::fromUtf8(server.readAllStandardOutput());
        const QString port = banner.section(QLatin1String("port "), 1).section(QLatin1Char(','), 0, 0).trimmed();
        QVERIFY2(port.toInt() > 0, qPrintable(banner));
        std::vector<std::unique_ptr<QProcess>> bots;
        for (const char *game : {"mahjong", "sevens"})
            for (int i = 0; i < 4; ++i) {
                auto p = std::make_unique<QProcess>();
                p->start(cli(), {game, "bot-client", "--port", port, "--seed", QString::number(i + 1)});
                bots.push_back(std::move(p));
            }
        for (auto &b : bots) {
            QVERIFY(b->waitForFinished(120000));
            QCOMPARE(b->exitCode(), 0);
        }
        server.terminate();
        QVERIFY(server.waitForFinished(10000));
    }

    void seatsReceiveOnlyWhatTheyMaySee()
    {
        TableServer server(QStringLiteral("test"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(mahjongTable());
        std::vector<std::unique_ptr<Seat>> seats;
        for (int i = 0; i < 4; ++i)
            seats.push_back(std::make_unique<Seat>(server.port(), QStringLiteral("s%1").arg(i), table));
        QVERIFY(spinUntil([&] {
            for (auto &s : seats)
                if (!s->over)
                    return false;
            return true;
        }, 120000));
        int events = 0, asks = 0, windows = 0;
        for (auto &s : seats) {
            // Only a claim answered after its window closed may be refused.
            QVERIFY2(s->errors.count(QStringLiteral("staleTurn")) == s->errors.size(), qPrintable(s->errors.join(',')));
            for (const QJsonObject &m : s->received) {
                checkSeen(s->client.seat(), m);
                if (QTest::currentTestFailed())
                    return;
                events += m.value("type") == "event";
                asks += m.value("type") == "yourTurn";
                windows += m.value("type") == "yourTurn" && m.value("window").toBool();
            }
        }
        int records = 0;
        for (auto &s : seats) {
            QCOMPARE(s->historyMismatches, 0);
            records += s->historyRecords;
        }
        qInfo("%d events, %d questions (%d claim windows) checked, %d discard records read", events, asks, windows, records);
        QVERIFY(events > 100 && windows > 0 && records > 100);
    }

    void claimWindowsOverTheNetwork()
    {
        // A seat that never answers a claim window: the host's clock passes for it (M23),
        // and its late answer is refused as stale; then it drops mid-window, a computer takes
        // the seat, and its token brings it back with exactly its own view.
        TableServer server(QStringLiteral("test"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(mahjongTable(1));
        auto quiet = std::make_unique<Seat>(server.port(), QStringLiteral("quiet"), table);
        quiet->answer = false;
        std::vector<std::unique_ptr<Seat>> others;
        for (int i = 0; i < 3; ++i)
            others.push_back(std::make_unique<Seat>(server.port(), QStringLiteral("o%1").arg(i), table));
        // The first window the quiet seat is asked in.
        QJsonObject ask;
        QVERIFY(spinUntil([&] {
            for (const QJsonObject &m : quiet->received)
                if (m.value("type") == "yourTurn" && m.value("window").toBool()) {
                    ask = m;
                    return true;
                }
            return false;
        }, 60000));
        QCOMPARE(ask.value("deadline").toInt() <= 1000, true);
        // Held by QPointer: the host lets the session go when the match ends, which can
        // happen before a claim window comes (then the checks of a drop while asked are moot).
        QPointer<session::TableSession> ts = server.tableSession(table);
        QVERIFY(ts);
        const int seat = quiet->client.seat();
        // The clock passes for it: the window moves on without its answer.
        QVERIFY(spinUntil([&] { return !ts->isAsked(seat) || ts->module()->questionPoint(seat) != ask.value("step").toInt(); }, 5000));
        // A late answer: refused, nothing changes.
        const int step = ts->module()->step();
        QJsonObject late = session::MahjongModule::actionTo(Action::pass());
        late.insert("type", "act");
        late.insert("hand", ask.value("hand"));
        late.insert("step", ask.value("step"));
        quiet->client.send(late);
        QVERIFY(spinUntil([&] { return quiet->errors.contains("staleTurn"); }, 5000));
        QVERIFY(ts->module()->step() >= step);
        // Its next claim window: it drops while asked; a computer takes the seat and answers,
        // and the window goes on.
        const std::size_t seen = quiet->received.size();
        QJsonObject again;
        // (A window the others' answers already settled, or whose clock ran out, does not
        // count: the host runs in this thread, so "still asked" holds until we act.)
        QVERIFY(spinUntil([&] {
            for (std::size_t i = seen; i < quiet->received.size(); ++i)
                if (quiet->received[i].value("type") == "yourTurn" && quiet->received[i].value("window").toBool()
                    && quiet->received[i].value("step").toInt() == ts->module()->questionPoint(seat) && ts->isAsked(seat)) {
                    again = quiet->received[i];
                    return true;
                }
            return !ts || ts->module()->matchFinished();
        }, 60000));
        const QString token = quiet->client.token();
        qInfo("dropped %s", again.isEmpty() ? "after the match" : "while asked in a claim window");
        if (!again.isEmpty()) {
            QVERIFY(ts->isAsked(seat));
            quiet->client.disconnectFromHost();
            QVERIFY(spinUntil([&] { return ts->seatKind(seat) == QLatin1String("efficient"); }, 5000));
            QVERIFY(spinUntil([&] { return !ts->isAsked(seat) || ts->module()->questionPoint(seat) != again.value("step").toInt(); }, 5000));
        } else {
            quiet->client.disconnectFromHost();
            if (!ts)
                return; // the match is over and its session gone: no seat to stand in for
            QVERIFY(spinUntil([&] { return !ts || ts->seatKind(seat) == QLatin1String("efficient"); }, 5000));
            if (!ts)
                return;
        }
        auto back = std::make_unique<Seat>(server.port(), QStringLiteral("quiet"), table, token);
        QVERIFY(spinUntil([&] {
            for (const QJsonObject &m : back->received)
                if (m.value("type") == "state")
                    return true;
            return !ts || !ts->handInProgress();
        }, 10000));
        if (ts && ts->handInProgress()) {
            QJsonObject state;
            for (const QJsonObject &m : back->received)
                if (m.value("type") == "state")
                    state = m;
            QCOMPARE(state.value("seat").toInt(), seat);
            checkSeen(seat, state);
            QVERIFY(spinUntil([&] { return !ts || ts->seatKind(seat) == QLatin1String("remote"); }, 5000));
        }
        quiet.reset();
    }

    // A mahjong table hosted from a window names the host's seat with the name chosen in the
    // mahjong settings, not "Host" (the Sevens settings' name, empty there).
    void hostSeatHasTheHostsName()
    {
        TableServer server(QStringLiteral("test"));
        net::ServerTableConfig c = mahjongTable(1);
        c.hostSeat = true;
        editMahjong(c, [&](qixing::session::MahjongSettings &m) { m.names[0] = QStringLiteral("阿美"); });
        const int table = server.addTable(c);
        const QJsonObject seat0 = server.tableInfo(table).value("seats").toArray().at(0).toObject();
        QCOMPARE(seat0.value("name").toString(), QStringLiteral("阿美"));
        QCOMPARE(seat0.value("kind").toString(), QStringLiteral("person"));
    }

    // The strengths the table's settings chose (開桌設定, qixing-server --mahjong-computer) play
    // the seats nobody takes, and a dropped person's seat until they come back (issue 12).
    void chosenStrengthPlaysEmptySeatsAndStandsIn()
    {
        TableServer server(QStringLiteral("test"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        net::ServerTableConfig c = mahjongTable(1);
        editMahjong(c, [&](qixing::session::MahjongSettings &m) { m.kinds = {QStringLiteral("random"), QStringLiteral("random"), QStringLiteral("random"), QStringLiteral("random")}; });
        c.computerPauseMs = 300; // the match must still run while we look
        const int table = server.addTable(c);
        auto one = std::make_unique<Seat>(server.port(), QStringLiteral("one"), table);
        QVERIFY(spinUntil([&] { return one->client.seat() >= 0; }, 5000));
        const int seat = one->client.seat();
        QVERIFY(server.startTable(table));
        session::TableSession *ts = server.tableSession(table);
        QVERIFY(ts);
        for (int s = 0; s < 4; ++s)
            QCOMPARE(ts->seatKind(s), s == seat ? QStringLiteral("remote") : QStringLiteral("random"));
        one->client.disconnectFromHost();
        QVERIFY(spinUntil([&] { return ts->seatKind(seat) == QLatin1String("random"); }, 5000));
    }

    // qixing-server --seed: a table's matches deal from the seed, then the next, so a host can
    // be replayed; a table without one deals each match from a fresh random seed.
    void seededTableDealsItsMatchesFromTheSeed()
    {
        TableServer server(QStringLiteral("test"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig c = mahjongTable(1);
        editMahjong(c, [&](qixing::session::MahjongSettings &m) { m.rules.rounds = 1; });
        c.seed = 41;
        const int seeded = server.addTable(c);
        c.seed = 0;
        const int unseeded = server.addTable(c);
        QVERIFY(server.startTable(seeded));
        QCOMPARE(server.tableSession(seeded)->module()->seed(), std::uint64_t(41));
        QVERIFY(spinUntil([&] { return server.tableSession(seeded) == nullptr; }, 60000)); // the match ends
        QVERIFY(server.startTable(seeded));
        QCOMPARE(server.tableSession(seeded)->module()->seed(), std::uint64_t(42));
        QVERIFY(server.startTable(unseeded));
        const std::uint64_t first = server.tableSession(unseeded)->module()->seed();
        QVERIFY(first != 41 && first != 42); // 1 chance in 2^52 of failing
    }

    // A match the host has let go of (it ended, or the host closed) is deleted later and may
    // signal until then; none of that reaches the host, whose handlers would find no session
    // on the table (a crash in sendEvents) or the next match's.
    void matchLetGoSignalsNothing()
    {
        TableServer server(QStringLiteral("test"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig c = mahjongTable(1);
        editMahjong(c, [&](qixing::session::MahjongSettings &m) { m.rules.rounds = 1; });
        c.seed = 9;
        const int table = server.addTable(c);
        QPointer<session::TableSession> current;
        connect(&server, &TableServer::matchStarted, this, [&](int id) { current = server.tableSession(id); });
        const auto signalAgain = [](session::TableSession *ts) {
            emit ts->handStarted(0);
            emit ts->eventsShown(0, 1);
            emit ts->handFinished();
            emit ts->matchFinished();
        };
        int ended = 0;
        connect(&server, &TableServer::matchEnded, this, [&](int) {
            QVERIFY(current); // still alive: deleted later
            QVERIFY(!server.tableSession(table));
            signalAgain(current);
            ++ended;
        });
        QVERIFY(server.startTable(table));
        QVERIFY(spinUntil([&] { return ended == 1; }, 60000));
        QVERIFY(spinUntil([&] { return current.isNull(); })); // and then deleted
        QVERIFY(server.startTable(table));
        QVERIFY(current);
        session::TableSession *running = current;
        server.closeAll(QStringLiteral("closing"));
        QVERIFY(current);
        signalAgain(running);
        QVERIFY(spinUntil([&] { return current.isNull(); }));
        QCOMPARE(ended, 1);
    }

    void badActionsGetTheProtocolsErrors()
    {
        TableServer server(QStringLiteral("test"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig cfg = mahjongTable();
        cfg.computerPauseMs = 100000; // computers take no turn: the host waits for us
        editMahjong(cfg, [&](qixing::session::MahjongSettings &m) { m.firstDealer = 0; });
        const int table = server.addTable(cfg);
        MahjongClient c;
        std::vector<QJsonObject> got;
        QStringList errors;
        QObject::connect(&c, &TableClient::messageArrived, [&](const QJsonObject &m) { got.push_back(m); });
        QObject::connect(&c, &TableClient::errorReceived, [&](const QString &code, const QString &) { errors << code; });
        QObject::connect(&c, &TableClient::welcomed, [&](const QJsonArray &) { c.sit(table, 0); });
        QObject::connect(&c, &TableClient::seated, [&](int, int) {
            c.setReady(true);
            c.startMatch();
        });
        c.connectToHost("127.0.0.1", server.port(), "me");
        QVERIFY(spinUntil([&] { return server.tableSession(table) != nullptr; }, 5000));
        session::TableSession *ts = server.tableSession(table);
        const auto sendRaw = [&](const QJsonObject &msg) { c.send(msg); };
        // Seat 0 deals, so it is asked first. A question it was never asked: notYourTurn; a
        // tile not held on its turn: illegal, and nothing changes; its own question once
        // answered: staleTurn. Each seat's questions are numbered by what it is told.
        const auto *m = static_cast<const session::MahjongModule *>(ts->module());
        QJsonObject ask;
        QVERIFY(spinUntil([&] {
            for (const QJsonObject &x : got)
                if (x.value("type") == "yourTurn")
                    ask = x;
            return !ask.isEmpty();
        }));
        QJsonObject act = session::MahjongModule::actionTo(Action::discard(mahjong::Tile(0)));
        act.insert("type", "act");
        act.insert("hand", ask.value("hand"));
        act.insert("step", ask.value("step").toInt() + 1000);
        sendRaw(act);
        QVERIFY(spinUntil([&] { return errors.contains("notYourTurn"); }));
        const int step = m->step();
        act.insert("step", ask.value("step"));
        QVERIFY(ts->isAsked(0));
        int missing = 0;
        while (m->hand().hand(0)[std::size_t(missing)] > 0)
            ++missing;
        act.insert("tile", mahjong::json::tileName(mahjong::Tile(missing)));
        sendRaw(act);
        QVERIFY(spinUntil([&] { return errors.contains("illegal"); }));
        QCOMPARE(m->step(), step); // nothing changed
        QJsonObject legal = ask.value("options").toArray().at(0).toObject();
        legal.insert("type", "act");
        legal.insert("hand", ask.value("hand"));
        legal.insert("step", ask.value("step"));
        sendRaw(legal);
        QVERIFY(spinUntil([&] { return m->step() != step; }));
        sendRaw(legal);
        QVERIFY(spinUntil([&] { return errors.contains("staleTurn"); }));
        // Malformed: a step that is not a number closes the connection as badMessage.
        act.insert("step", "soon");
        sendRaw(act);
        QVERIFY(spinUntil([&] { return errors.contains("badMessage"); }));
    }
};

QTEST_GUILESS_MAIN(TestNetMahjong)
#include "test_net_mahjong.moc"
