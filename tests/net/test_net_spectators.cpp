// SPDX-License-Identifier: GPL-3.0-or-later
// Spectators at a LAN host (docs/protocol.md, "Spectators"), both games, both modes. Every
// frame the host sends a spectator is checked as it is sent (TableServer's spectator tap, on
// the host's thread) against what a spectator may know at that moment: the module's
// hiddenFrom(kSpectator). A piece whose every copy is hidden is named nowhere; a state names
// no piece more often than a spectator may know copies of it. A spectator is never asked;
// in "behind" mode the finished hand with every hand open ("handOpen") comes only after that
// hand's settlement. The planted fault (spectators sent a seat's view) must be caught. And
// what a spectator sends never changes play.

#include "mahjong/mahjong_client.h"
#include "net/frame.h"
#include "sevens/sevens_client.h"
#include "net/server.h"
#include "table/table_session.h"

#include "../table/hidden_pieces.h"
#include "spin_until.h"
#include "table_configs.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTcpSocket>
#include <QTest>

#include <memory>

using namespace qixing;
using namespace qixing::net;
using session::kSpectator;

namespace {

using qixing::test::countNamed; // tests/table/hidden_pieces.h

// Checks every frame a host sends the spectators of one table, at the moment it is sent.
struct SpectatorCheck
{
    const TableServer *server = nullptr;
    int table = 0;
    QStringList violations;
    int messages = 0, states = 0, events = 0, settlements = 0, opened = 0;
    int lastSettled = -1; // the last hand whose settlement was sent
    int namedHidden = 0;  // messages that named a piece hidden from spectators

    void flag(const QString &what)
    {
        if (violations.size() < 20)
            violations << QStringLiteral("message %1: %2").arg(messages).arg(what);
    }
    void frames(int tableId, const QByteArray &bytes)
    {
        if (tableId != table)
            return;
        FrameReader reader(kMaxHostFrame);
        reader.append(bytes);
        QByteArray payload;
        while (reader.next(&payload) == FrameReader::Status::Frame)
            message(QJsonDocument::fromJson(payload).object());
    }
    void message(const QJsonObject &m)
    {
        ++messages;
        const QString type = m.value("type").toString();
        const session::TableSession *ts = server->tableSession(table);
        const session::GameModule *game = ts ? ts->module() : nullptr;
        if (type == "yourTurn")
            flag("a spectator is asked");
        if (type == "state") {
            ++states;
            if (m.value("seat").toInt(-1) != kSpectator)
                flag(QStringLiteral("a state for seat %1").arg(m.value("seat").toInt(-1)));
            if (!m.value(m.value("game") == "mahjong" ? "tiles" : "cards").toArray().isEmpty())
                flag("a state with a hand");
        }
        events += type == "event" || type == "move";
        if (type == "settlement") {
            ++settlements;
            lastSettled = m.value("hand").toInt(-1);
        }
        if (type == "handOpen") {
            ++opened;
            // Only a settled hand, never the one in play.
            if (m.value("hand").toInt(-2) != lastSettled)
                flag(QStringLiteral("hand %1 opened; the last settled is %2").arg(m.value("hand").toInt()).arg(lastSettled));
            if (game && game->handInProgress())
                flag("a hand opened while one is in play");
        }
        if (!game)
            return; // between matches: nothing is hidden
        for (const session::GameModule::HiddenPiece &p : game->hiddenFrom(kSpectator)) {
            const int mayKnow = p.copies - p.hidden;
            if (mayKnow == 0 && countNamed(m, p.name) > 0) {
                flag(QStringLiteral("a %1 names %2, hidden from spectators").arg(type, p.name));
                ++namedHidden;
            } else if (type == "state" && countNamed(m, p.name, QLatin1StringView("events")) > mayKnow) {
                flag(QStringLiteral("a state names %1 more than %2 times").arg(p.name).arg(mayKnow));
                ++namedHidden;
            }
        }
    }
};

// A client on a raw socket: every message it gets, decoded.
struct RawClient
{
    QTcpSocket socket;
    FrameReader reader {kMaxHostFrame};
    std::vector<QJsonObject> got;
    bool closed = false;

    explicit RawClient(quint16 port, const QString &name = QStringLiteral("watcher"))
    {
        QObject::connect(&socket, &QTcpSocket::readyRead, [this] {
            reader.append(socket.readAll());
            QByteArray payload;
            while (reader.next(&payload) == FrameReader::Status::Frame)
                got.push_back(QJsonDocument::fromJson(payload).object());
        });
        QObject::connect(&socket, &QTcpSocket::disconnected, [this] { closed = true; });
        socket.connectToHost(QHostAddress::LocalHost, port);
        send({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", name}});
    }
    void send(const QJsonObject &m) { socket.write(encodeFrame(m)); }
    // The first message of this type from `from` on (its index), or -1.
    int find(const QString &type, std::size_t from = 0) const
    {
        for (std::size_t i = from; i < got.size(); ++i)
            if (got[i].value("type") == type)
                return int(i);
        return -1;
    }
    bool waitFor(const QString &type, std::size_t from = 0, int ms = 5000)
    {
        return spinUntil([&] { return find(type, from) >= 0; }, ms);
    }
    QString lastError() const
    {
        for (auto it = got.rbegin(); it != got.rend(); ++it)
            if (it->value("type") == "error")
                return it->value("code").toString();
        return {};
    }
};

ServerTableConfig computerTable(const QString &game, SpectatorPolicy::Hands hands)
{
    ServerTableConfig c;
    if (game == "sevens") {
        editSevens(c, [](session::SessionSettings &s) {
            s.match.hands = 3;
            for (auto &k : s.kinds)
                k = QStringLiteral("heuristic");
        });
    } else {
        editMahjong(c, [](session::MahjongSettings &m) {
            m.rules.rounds = 1;
            for (auto &k : m.kinds)
                k = QStringLiteral("efficient");
        });
    }
    c.name = QStringLiteral("watched");
    c.computerPauseMs = 0;
    c.nextHandDelayMs = 0;
    c.claimPauseMs = 0;
    c.seed = 31;
    c.spectators.hands = hands;
    return c;
}

QJsonObject spectatorsOf(const TableServer &server, int table)
{
    return server.tableInfo(table).value("spectators").toObject();
}

} // namespace

class TestNetSpectators : public QObject
{
    Q_OBJECT

private:
    // Plays `hands` hands of a table of computer players watched by one spectator (the
    // planted fault: spectators are sent `leakSeat`'s view); returns the check.
    std::unique_ptr<SpectatorCheck> watchHands(const QString &game, SpectatorPolicy::Hands mode, int hands, int leakSeat = -1)
    {
        TableServer server(QStringLiteral("spectated"));
        if (!server.listen(QHostAddress::LocalHost, 0))
            return nullptr;
        const int table = server.addTable(computerTable(game, mode));
        auto check = std::make_unique<SpectatorCheck>();
        check->server = &server;
        check->table = table;
        server.setSpectatorTapForTests([c = check.get()](int t, const QByteArray &f) { c->frames(t, f); });
        if (leakSeat >= 0)
            server.plantSpectatorLeakForTests(leakSeat);
        RawClient watcher(server.port());
        watcher.send({{"type", "watch"}, {"table", table}});
        if (!watcher.waitFor("watching"))
            return nullptr;
        server.startTable(table);
        spinUntil([&] { return check->settlements >= hands || (leakSeat >= 0 && check->namedHidden > 0); }, 40000);
        server.closeAll(QStringLiteral("done"));
        check->server = nullptr;
        return check;
    }

private slots:
    void spectatorsLearnOnlyWhatIsPublic_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("mode");
        QTest::newRow("sevens public") << "sevens" << int(SpectatorPolicy::Public);
        QTest::newRow("sevens behind") << "sevens" << int(SpectatorPolicy::Behind);
        QTest::newRow("mahjong public") << "mahjong" << int(SpectatorPolicy::Public);
        QTest::newRow("mahjong behind") << "mahjong" << int(SpectatorPolicy::Behind);
    }

    void spectatorsLearnOnlyWhatIsPublic()
    {
        QFETCH(QString, game);
        QFETCH(int, mode);
        const auto hands = SpectatorPolicy::Hands(mode);
        const std::unique_ptr<SpectatorCheck> check = watchHands(game, hands, 3);
        QVERIFY(check);
        QVERIFY2(check->violations.isEmpty(), qPrintable(check->violations.join('\n')));
        QVERIFY(check->settlements >= 3);
        QVERIFY(check->states >= 3);
        QVERIFY(check->events > 30);
        if (hands == SpectatorPolicy::Behind)
            QCOMPARE(check->opened, check->settlements);
        else
            QCOMPARE(check->opened, 0);
        qInfo("%d messages checked (%d states, %d events, %d hands opened)", check->messages, check->states, check->events,
              check->opened);
    }

    // The check can fail: spectators sent seat 1's view are caught at once, by the pieces
    // its messages name (not only by the seat the state says).
    void spectatorGivenASeatsViewIsCaught_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("sevens") << "sevens";
        QTest::newRow("mahjong") << "mahjong";
    }

    void spectatorGivenASeatsViewIsCaught()
    {
        QFETCH(QString, game);
        const std::unique_ptr<SpectatorCheck> check = watchHands(game, SpectatorPolicy::Public, 1, 1);
        QVERIFY(check);
        QVERIFY(check->namedHidden > 0);
        qInfo("caught: %s", qPrintable(check->violations.last()));
    }

    // What a handOpen holds: every seat's own state at the start, the events as their
    // owners saw them; sent after the settlement.
    void behindOpensTheFinishedHand()
    {
        TableServer server(QStringLiteral("behind"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(computerTable(QStringLiteral("sevens"), SpectatorPolicy::Behind));
        RawClient watcher(server.port());
        watcher.send({{"type", "watch"}, {"table", table}});
        QVERIFY(watcher.waitFor("watching"));
        QCOMPARE(spectatorsOf(server, table).value("hands").toString(), QStringLiteral("behind"));
        server.startTable(table);
        QVERIFY(watcher.waitFor("handOpen", 0, 20000));
        const int open = watcher.find("handOpen");
        const int settled = watcher.find("settlement");
        QVERIFY(settled >= 0 && settled < open);
        const QJsonObject m = watcher.got[std::size_t(open)];
        QCOMPARE(m.value("hand").toInt(-1), 0);
        const QJsonArray states = m.value("states").toArray();
        QCOMPARE(states.size(), 4);
        int cards = 0;
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(states[s].toObject().value("seat").toInt(-1), s);
            cards += int(states[s].toObject().value("cards").toArray().size());
        }
        QCOMPARE(cards, 52); // every hand open
        const QJsonArray events = m.value("events").toArray();
        QCOMPARE(events.size(), 52);
        for (const QJsonValue &e : events)
            QVERIFY2(!e.toObject().value("card").isNull(), "a cover stays covered in the open hand");
    }

    // watch, TableInfo's "spectators", unwatch, a disconnect; a spectator's act and chat.
    void watchingAndLeaving()
    {
        TableServer server(QStringLiteral("spectators"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig c = computerTable(QStringLiteral("sevens"), SpectatorPolicy::Public);
        editSevens(c, [](session::SessionSettings &s) { s.turnSeconds = 1; }); // the seated person never answers
        c.computerPauseMs = 50;
        const int table = server.addTable(c);
        QCOMPARE(spectatorsOf(server, table),
                 (QJsonObject {{"allowed", true}, {"password", false}, {"chat", false}, {"hands", "public"}, {"watching", 0}}));

        // A person seated at the table, to see what the spectators' messages do there.
        RawClient seated(server.port(), QStringLiteral("seated"));
        seated.send({{"type", "sit"}, {"table", table}, {"seat", 0}});
        QVERIFY(seated.waitFor("seated"));

        RawClient a(server.port()), b(server.port());
        a.send({{"type", "watch"}, {"table", table}});
        b.send({{"type", "watch"}, {"table", table}});
        QVERIFY(a.waitFor("watching") && b.waitFor("watching"));
        QCOMPARE(server.spectatorCount(table), 2);
        QCOMPARE(spectatorsOf(server, table).value("watching").toInt(), 2);
        QVERIFY(spinUntil([&] {
            const int i = seated.find("table");
            return i >= 0 && seated.got.back().value("type") == "table"
                && seated.got.back().value("table").toObject().value("spectators").toObject().value("watching").toInt() == 2;
        }));
        server.startTable(table);
        QVERIFY(a.waitFor("state"));
        QVERIFY(seated.waitFor("state"));

        // A spectator may not sit while watching, play, or (here) chat.
        const std::size_t before = a.got.size();
        a.send({{"type", "act"}, {"hand", 0}, {"turn", 0}, {"play", "7S"}});
        QVERIFY(spinUntil([&] { return a.find("error", before) >= 0; }));
        QCOMPARE(a.lastError(), QStringLiteral("spectator"));
        a.send({{"type", "chat"}, {"text", "hello"}});
        QVERIFY(spinUntil([&] { return a.lastError() == "noChat"; }));
        a.send({{"type", "sit"}, {"table", table}});
        QVERIFY(spinUntil([&] { return a.lastError() == "seatTaken"; }));
        QCOMPARE(seated.find("chat"), -1);

        // The seated person's chat reaches the spectators.
        seated.send({{"type", "chat"}, {"text", "hi all"}});
        QVERIFY(a.waitFor("chat") && b.waitFor("chat"));

        // A spectator who disconnects is just gone; one who unwatches is back in the lobby.
        b.socket.abort();
        QVERIFY(spinUntil([&] { return server.spectatorCount(table) == 1; }));
        const std::size_t mark = a.got.size();
        a.send({{"type", "unwatch"}});
        QVERIFY(a.waitFor("tables", mark));
        QCOMPARE(server.spectatorCount(table), 0);
        // No more of the table's hand after that.
        const std::size_t after = a.got.size(), seatedAfter = seated.got.size();
        QVERIFY(seated.waitFor("move", seatedAfter, 10000));
        for (std::size_t i = after; i < a.got.size(); ++i)
            QVERIFY2(a.got[i].value("type") != "move" && a.got[i].value("type") != "state", "an unwatched table's hand");
        QVERIFY(!seated.closed);
    }

    // The switches: no spectators, a password, chat allowed, the limit.
    void policy()
    {
        TableServer server(QStringLiteral("policy"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig closed = computerTable(QStringLiteral("mahjong"), SpectatorPolicy::Public);
        closed.spectators.allowed = false;
        const int none = server.addTable(closed);
        ServerTableConfig guarded = computerTable(QStringLiteral("sevens"), SpectatorPolicy::Public);
        guarded.spectators.password = QStringLiteral("owl");
        guarded.spectators.chat = true;
        const int secret = server.addTable(guarded);
        QCOMPARE(spectatorsOf(server, secret).value("password").toBool(), true);
        QCOMPARE(spectatorsOf(server, none).value("allowed").toBool(), false);

        RawClient a(server.port());
        a.send({{"type", "watch"}, {"table", none}});
        QVERIFY(spinUntil([&] { return a.lastError() == "noSpectators"; }));
        a.send({{"type", "watch"}, {"table", 999}});
        QVERIFY(spinUntil([&] { return a.lastError() == "noSuchTable"; }));
        a.send({{"type", "watch"}, {"table", secret}, {"password", "owl"}});
        QVERIFY(a.waitFor("watching"));
        a.send({{"type", "chat"}, {"text", "from the rail"}});
        QVERIFY(a.waitFor("chat"));
        const QJsonObject line = a.got[std::size_t(a.find("chat"))];
        QCOMPARE(line.value("seat").toInt(), kSpectator);
        QCOMPARE(line.value("text").toString(), QStringLiteral("from the rail"));

        RawClient wrong(server.port());
        wrong.send({{"type", "watch"}, {"table", secret}, {"password", "cat"}});
        QVERIFY(spinUntil([&] { return wrong.closed; }));
        QCOMPARE(wrong.lastError(), QStringLiteral("password"));

        // At most kMaxSpectators: the next one is refused.
        std::vector<std::unique_ptr<RawClient>> crowd;
        for (int i = 1; i < kMaxSpectators; ++i) {
            crowd.push_back(std::make_unique<RawClient>(server.port()));
            crowd.back()->send({{"type", "watch"}, {"table", secret}, {"password", "owl"}});
        }
        QVERIFY(spinUntil([&] { return server.spectatorCount(secret) == kMaxSpectators; }, 10000));
        RawClient late(server.port());
        late.send({{"type", "watch"}, {"table", secret}, {"password", "owl"}});
        QVERIFY(spinUntil([&] { return late.lastError() == "tooManySpectators"; }));
        QCOMPARE(server.spectatorCount(secret), kMaxSpectators);
    }

    // Both games' clients follow a table as spectators: every state and move or event read
    // (a Sevens mirror with every hand unseen), no error, never asked.
    void clientsWatch_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("sevens") << "sevens";
        QTest::newRow("mahjong") << "mahjong";
    }

    void clientsWatch()
    {
        QFETCH(QString, game);
        TableServer server(QStringLiteral("clients"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const int table = server.addTable(computerTable(game, SpectatorPolicy::Public));
        std::unique_ptr<TableClient> client;
        if (game == "sevens")
            client = std::make_unique<SevensClient>();
        else
            client = std::make_unique<MahjongClient>();
        QStringList errors;
        int changes = 0, settled = 0, asked = 0;
        connect(client.get(), &TableClient::errorReceived, this, [&](const QString &code, const QString &why) { errors << code + ": " + why; });
        connect(client.get(), &TableClient::welcomed, this, [&] { client->watch(table); });
        connect(client.get(), &TableClient::yourTurn, this, [&] { ++asked; });
        connect(client.get(), &TableClient::handSettled, this, [&] { ++settled; });
        connect(client.get(), &TableClient::stateChanged, this, [&] {
            ++changes;
            if (!client->spectating())
                errors << "not a spectator";
            // A Sevens spectator's mirror: the moves so far, every hand unseen.
            if (auto *sc = qobject_cast<SevensClient *>(client.get()); sc && !sc->mirror())
                errors << "no mirror of the hand";
        });
        client->connectToHost(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("rail"));
        QVERIFY(spinUntil([&] { return client->spectating(); }));
        QCOMPARE(client->tableId(), table);
        server.startTable(table);
        QVERIFY(spinUntil([&] { return settled >= 2 || !errors.isEmpty(); }, 30000));
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QCOMPARE(asked, 0);
        QVERIFY(changes > 50);
    }

    // qixing-cli <game> bot-client --watch prints what it sees, one JSON object a line.
    void botClientWatches()
    {
        TableServer server(QStringLiteral("cli"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        ServerTableConfig c = computerTable(QStringLiteral("mahjong"), SpectatorPolicy::Behind);
        c.spectators.password = QStringLiteral("owl");
        const int table = server.addTable(c);
        QProcess cli;
        cli.start(QStringLiteral(QIXING_CLI), {"mahjong", "bot-client", "--port", QString::number(server.port()), "--table",
                                               QString::number(table), "--watch", "--password", "owl", "--hands", "2"});
        // The match starts once it watches: it sees the table from the first hand on.
        QVERIFY(spinUntil([&] { return server.spectatorCount(table) == 1; }, 20000));
        server.startTable(table);
        QVERIFY(spinUntil([&] { return cli.state() == QProcess::NotRunning; }, 30000));
        QCOMPARE(cli.exitCode(), 0);
        QStringList types;
        for (const QByteArray &line : cli.readAllStandardOutput().split('\n')) {
            if (line.isEmpty())
                continue;
            QJsonParseError e;
            const QJsonObject m = QJsonDocument::fromJson(line, &e).object();
            QVERIFY2(e.error == QJsonParseError::NoError, line.constData());
            types << m.value("type").toString();
        }
        QCOMPARE(types.value(0), QStringLiteral("welcome"));
        QCOMPARE(types.value(1), QStringLiteral("watching"));
        QVERIFY(types.contains("state") && types.contains("event"));
        QCOMPARE(types.count("settlement"), 2);
        QVERIFY(types.count("handOpen") >= 1); // the first hand, opened after its settlement
        QVERIFY(!types.contains("yourTurn"));
    }
};

QTEST_GUILESS_MAIN(TestNetSpectators)
#include "test_net_spectators.moc"
