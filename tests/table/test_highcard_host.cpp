// SPDX-License-Identifier: GPL-3.0-or-later
// A third game is one folder plus its screens (issue 28): high card (tests/games/highcard),
// registered by this test alone, is hosted by the LAN host, shown in its lobby as the game
// describes its settings, joined and played to the end by bot clients of its own client
// class over a real socket, and saved and resumed by a host with a state folder, with no
// file outside its folder and tests/ that names it.

#include "highcard_client.h"
#include "highcard_module.h"
#include "net/server.h"
#include "table/game_registry.h"

#include "../net/spin_until.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace qixing;

namespace {

// A seat played by a bot of high card's own client: it plays its lowest card when asked.
struct Bot
{
    net::HighCardClient client;
    int answered = 0;
    bool over = false;
    QJsonObject matchOver;
    QStringList errors;
    bool lost = false;

    Bot(quint16 port, int table, const QString &name, const QString &token = {})
    {
        client.setLobby(false);
        if (token.isEmpty()) {
            QObject::connect(&client, &net::TableClient::welcomed, [this, table](const QJsonArray &) { client.sit(table); });
            QObject::connect(&client, &net::TableClient::seated, [this](int, int) { client.setReady(true); });
        }
        QObject::connect(&client, &net::TableClient::yourTurn, [this](int) {
            ++answered;
            client.act(client.cards().front());
        });
        QObject::connect(&client, &net::TableClient::matchOver, [this](const QJsonObject &m) {
            over = true;
            matchOver = m;
        });
        QObject::connect(&client, &net::TableClient::errorReceived, [this](const QString &code, const QString &) { errors << code; });
        QObject::connect(&client, &net::TableClient::disconnected, [this](const QString &) { lost = true; });
        client.connectToHost(u"127.0.0.1"_s, port, name, token);
    }
};

net::ServerTableConfig highCardTable(int hands)
{
    const session::GameInfo *info = session::GameRegistry::find(u"highcard"_s);
    QJsonObject settings = info->defaultSettings();
    settings.insert("hands"_L1, hands);
    settings.insert("turnSeconds"_L1, 30);
    net::ServerTableConfig c;
    c.name = u"High card"_s;
    c.game = u"highcard"_s;
    c.settings = settings;
    c.computerPauseMs = 0;
    c.nextHandDelayMs = 0;
    c.seed = 42;
    return c;
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

bool copyFolder(const QString &from, const QString &to)
{
    for (const QString &f : filesIn(from))
        if (!QFile::copy(QDir(from).filePath(f), QDir(to).filePath(f)))
            return false;
    return true;
}

std::vector<std::unique_ptr<Bot>> seatFour(quint16 port, int table)
{
    std::vector<std::unique_ptr<Bot>> bots;
    for (const char *name : {"Ann", "Bo", "Cy", "Di"})
        bots.push_back(std::make_unique<Bot>(port, table, QString::fromLatin1(name)));
    return bots;
}

} // namespace

class TestHighCardHost : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { session::registerGame_highcard(); }

    // Hosted, shown in the lobby with the game's own description, played to the end by four
    // bot clients.
    void hostedJoinedAndPlayed()
    {
        net::TableServer host(u"Test host"_s);
        QSignalSpy warnings(&host, &net::TableServer::warning);
        QVERIFY(host.listen(QHostAddress::LocalHost, 0));
        const int table = host.addTable(highCardTable(3));
        QVERIFY(table > 0);

        // What a lobby shows: the game and its lobbyInfo.
        net::TableClient *lobby = new net::HighCardClient(this);
        QJsonArray welcome;
        connect(lobby, &net::TableClient::welcomed, this, [&](const QJsonArray &t) { welcome = t; });
        lobby->connectToHost(u"127.0.0.1"_s, host.port(), u"Lobby"_s);
        QVERIFY(spinUntil([&] { return !welcome.isEmpty(); }));
        const QJsonObject info = welcome.first().toObject();
        QCOMPARE(info.value("id"_L1).toInt(), table);
        QCOMPARE(info.value("game"_L1).toString(), u"highcard"_s);
        QCOMPARE(info.value("rules"_L1).toString(), u"High card, 3 hands"_s);
        QCOMPARE(info.value("hands"_L1).toInt(), 3);
        QCOMPARE(info.value("turnSeconds"_L1).toInt(), 30);
        delete lobby;

        auto bots = seatFour(host.port(), table);
        QVERIFY(spinUntil([&] {
            return std::all_of(bots.begin(), bots.end(), [](const auto &b) { return b->over; });
        }, 30000));
        std::int64_t sum = 0;
        int plays = 0;
        for (const auto &b : bots) {
            QVERIFY2(b->errors.isEmpty(), qPrintable(b->errors.join(u',')));
            plays += b->answered;
            for (const QJsonValue &v : b->matchOver.value("balances"_L1).toArray())
                sum += v.toInteger();
        }
        QCOMPARE(plays, 3 * highcard::kPlays); // every card of three hands played by a bot
        QCOMPARE(sum, 0);                       // zero-sum, four times over
        QCOMPARE(warnings.count(), 0);
    }

    // A host with a state folder dies mid-hand; one started on what it left resumes the match
    // where it was, and the bots' tokens bring them back to finish it.
    void savedAndResumed()
    {
        QTemporaryDir live, crashed;
        QVERIFY(live.isValid() && crashed.isValid());
        auto first = std::make_unique<net::TableServer>(u"host"_s);
        first->setStateDir(live.path());
        QVERIFY(first->listen(QHostAddress::LocalHost, 0));
        const int table = first->addTable(highCardTable(2));
        QVERIFY(table > 0);
        auto bots = seatFour(first->port(), table);
        QVERIFY(spinUntil([&] {
            const session::TableSession *ts = first->tableSession(table);
            return ts && ts->handInProgress() && ts->module()->eventCount() >= 6;
        }, 20000));
        // The bots answer at once: stop them answering so the match stands still while the
        // folder is copied.
        for (auto &b : bots)
            QObject::disconnect(&b->client, &net::TableClient::yourTurn, nullptr, nullptr);
        QTest::qWait(50);
        const session::TableSession &was = *first->tableSession(table);
        const int step = was.module()->step();
        std::array<QJsonObject, session::kTableSeats> views;
        for (int s = 0; s < session::kTableSeats; ++s)
            views[std::size_t(s)] = was.module()->stateFor(s, was.module()->eventCount());
        QVERIFY(copyFolder(live.path(), crashed.path()));
        QVERIFY(!filesIn(crashed.path()).isEmpty());
        std::vector<std::pair<QString, int>> tokens;
        for (const auto &b : bots)
            tokens.emplace_back(b->client.token(), b->client.seat());
        first.reset();
        QVERIFY(spinUntil([&] { return std::all_of(bots.begin(), bots.end(), [](const auto &b) { return b->lost || !b->errors.isEmpty(); }); }));
        bots.clear();

        net::TableServer again(u"host"_s);
        QSignalSpy warnings(&again, &net::TableServer::warning);
        again.setStateDir(crashed.path());
        QVERIFY(again.listen(QHostAddress::LocalHost, 0));
        QCOMPARE(again.addTable(highCardTable(2)), table);
        const session::TableSession *ts = again.tableSession(table);
        QVERIFY(ts && ts->handInProgress());
        QCOMPARE(ts->module()->game(), u"highcard"_s);
        QCOMPARE(ts->module()->step(), step);
        for (int s = 0; s < session::kTableSeats; ++s)
            QCOMPARE(ts->module()->stateFor(s, ts->module()->eventCount()), views[std::size_t(s)]);

        for (const auto &[token, seat] : tokens)
            bots.push_back(std::make_unique<Bot>(again.port(), table, u"Back"_s, token));
        QVERIFY(spinUntil([&] { return std::all_of(bots.begin(), bots.end(), [](const auto &b) { return b->over; }); }, 30000));
        for (std::size_t i = 0; i < bots.size(); ++i)
            QCOMPARE(bots[i]->client.seat(), tokens[i].second);
        QVERIFY(spinUntil([&] { return !again.tableSession(table); }));
        QCOMPARE(filesIn(crashed.path()), QStringList {"night.json"}); // the night's standings stay for the evening
        QCOMPARE(warnings.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestHighCardHost)
#include "test_highcard_host.moc"
