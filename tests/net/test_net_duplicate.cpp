// SPDX-License-Identifier: GPL-3.0-or-later
// Duplicate tables and the night (docs/protocol.md, "Duplicate tables and standings"): a night
// of three Sevens tables in one duplicate group on a host on its own thread, twelve bot clients
// over loopback; the standings every seat gets agree with the hands the host recorded, the
// ledger settles to zero, a restarted host keeps the night; and the comparison itself, with
// mahjong hands whose dealer or streak differ kept apart.

#include "net/night.h"
#include "net/server.h"
#include "records/hand_record.h"
#include "sevens/players.h"
#include "sevens/sevens_client.h"
#include "hosts.h"
#include "spin_until.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QMutex>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <memory>

using namespace qixing;
using namespace qixing::net;
using namespace qixing::sevens;

namespace {

// A computer player behind a SevensClient, as bot-client runs it; it keeps every message.
struct Bot
{
    SevensClient client;
    HeuristicPlayer player;
    bool over = false;
    std::vector<QJsonObject> standings;
    int settlements = 0;

    Bot(quint16 port, const QString &name, int table, bool start)
    {
        QObject::connect(&client, &SevensClient::messageArrived, [this](const QJsonObject &m) {
            if (m.value("type") == "standings")
                standings.push_back(m);
            settlements += m.value("type") == "settlement";
        });
        QObject::connect(&client, &SevensClient::welcomed, [this, table](const QJsonArray &) { client.sit(table); });
        QObject::connect(&client, &SevensClient::seated, [this, start](int, int) {
            client.setReady(true);
            if (start)
                client.startMatch();
        });
        QObject::connect(&client, &SevensClient::yourTurn, [this](int) { client.act(player.chooseAction(client.view())); });
        QObject::connect(&client, &SevensClient::matchOver, [this](const QJsonObject &) { over = true; });
        client.connectToHost("127.0.0.1", port, name);
    }
};

ServerTableConfig groupTable(int group)
{
    ServerTableConfig c;
    c.name = QStringLiteral("duplicate");
    editSevens(c, [&](session::SessionSettings &s) {
        s.match.hands = 2;
        s.kinds.fill("heuristic");
        s.startingBalance = 3000;
    });
    c.computerPauseMs = 0;
    c.nextHandDelayMs = 0;
    c.duplicateGroup = group;
    return c; // seed 0: the group's first match draws the seed every table deals from
}

std::array<qint64, 4> moneyOf(const QJsonValue &v)
{
    std::array<qint64, 4> m {};
    for (int s = 0; s < 4; ++s)
        m[std::size_t(s)] = v.toArray().at(s).toInteger();
    return m;
}

NightHand hand(int table, const QString &deal, std::array<qint64, 4> results, int group = 1)
{
    NightHand h;
    h.table = table;
    h.group = group;
    h.game = QStringLiteral("mahjong");
    h.deal = deal;
    for (int s = 0; s < 4; ++s)
        h.names[std::size_t(s)] = QStringLiteral("t%1s%2").arg(table).arg(s);
    h.results = results;
    return h;
}

} // namespace

class TestNetDuplicate : public QObject
{
    Q_OBJECT
private slots:
    // Three tables of one group, twelve people, two hands each: every seat hears the standings
    // after every hand of the group, and they are the host's records compared.
    void duplicateNightOfThreeTables()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QMutex lock;
        QList<QJsonObject> recorded; // the host's hand records, by table
        std::map<int, int> tableOfSession;
        std::vector<int> tables;
        {
            ThreadedHost host([&](TableServer &server) {
                server.setStateDir(dir.path());
                for (int i = 0; i < 3; ++i)
                    tables.push_back(server.addTable(groupTable(1)));
                QObject::connect(&server, &TableServer::matchStarted, &server, [&server, &lock, &recorded](int table) {
                    auto *r = new records::TableRecorder(server.tableSession(table), {QString(), QStringLiteral("server"), QString()},
                                                         server.tableSession(table));
                    QObject::connect(r, &records::TableRecorder::handRecorded, &server, [&lock, &recorded, table](const QJsonObject &doc) {
                        QMutexLocker l(&lock);
                        QJsonObject d = doc;
                        d.insert("hostTable", table);
                        recorded.append(d);
                    });
                });
            }, ThreadedHost::Dispatcher::AsServer);
            std::vector<std::unique_ptr<Bot>> bots;
            for (int t = 0; t < 3; ++t)
                for (int s = 0; s < 4; ++s)
                    bots.push_back(std::make_unique<Bot>(host.port(), QStringLiteral("p%1").arg(t * 4 + s + 1), tables[std::size_t(t)], s == 3));
            QVERIFY(spinUntil([&] { return std::all_of(bots.begin(), bots.end(), [](const auto &b) { return b->over; }); }, 50000));
            // The last standings reach the tables after the last settlement of the group.
            QVERIFY(spinUntil([&] {
                return std::all_of(bots.begin(), bots.end(), [](const auto &b) {
                    return !b->standings.empty() && b->standings.back().value("dealsPlayed").toInt() == 2
                           && b->standings.back().value("night").toObject().value("hands").toInt() == 6;
                });
            }, 10000));

            QMutexLocker l(&lock);
            QCOMPARE(recorded.size(), 6);
            // Every seat heard one standings per hand of its group (six), the last one whole.
            for (const auto &b : bots) {
                QCOMPARE(int(b->standings.size()), 6);
                QCOMPARE(b->settlements, 2);
            }
            const QJsonObject last = bots.front()->standings.back();
            QCOMPARE(last.value("group").toInt(), 1);
            QCOMPARE(last.value("tables").toArray().size(), 3);
            // Same deals at every table: the match's seed in each record's start is the group's.
            QSet<QString> seeds;
            for (const QJsonObject &r : recorded)
                seeds.insert(QString::number(r.value("start").toObject().value("settings").toObject().value("seed").toInteger()));
            QCOMPARE(seeds.size(), 1);
            QVERIFY(!seeds.contains("0"));

            // Each deal's rows are the records' results; each diff the result less the mean of
            // the same seat at the three tables; each person's score the sum of theirs.
            const QJsonArray deals = last.value("deals").toArray();
            QCOMPARE(deals.size(), 2);
            std::map<QString, double> score;
            std::map<QString, qint64> night;
            for (const QJsonValue &dv : deals) {
                const QJsonObject deal = dv.toObject();
                const int handNo = deal.value("hand").toInt();
                const QJsonArray rows = deal.value("tables").toArray();
                QCOMPARE(rows.size(), 3);
                std::array<double, 4> mean {};
                for (const QJsonValue &rv : rows)
                    for (int s = 0; s < 4; ++s)
                        mean[std::size_t(s)] += double(moneyOf(rv.toObject().value("results"))[std::size_t(s)]) / 3.0;
                for (const QJsonValue &rv : rows) {
                    const QJsonObject row = rv.toObject();
                    const int table = row.value("table").toInt();
                    const auto rec = std::find_if(recorded.begin(), recorded.end(), [&](const QJsonObject &r) {
                        return r.value("hostTable").toInt() == table && r.value("hand").toInt() == handNo;
                    });
                    QVERIFY(rec != recorded.end());
                    const auto results = moneyOf(row.value("results"));
                    QCOMPARE(results, moneyOf(rec->value("results")));
                    for (int s = 0; s < 4; ++s) {
                        const double diff = row.value("diffs").toArray().at(s).toDouble();
                        QVERIFY2(std::abs(diff - (double(results[std::size_t(s)]) - mean[std::size_t(s)])) < 0.01,
                                 qPrintable(QStringLiteral("table %1 seat %2: diff %3").arg(table).arg(s).arg(diff)));
                        const QString name = row.value("names").toArray().at(s).toString();
                        QCOMPARE(name, rec->value("names").toArray().at(s).toString());
                        score[name] += diff;
                        night[name] += results[std::size_t(s)];
                    }
                }
            }
            const QJsonArray players = last.value("players").toArray();
            QCOMPARE(players.size(), 12);
            for (const QJsonValue &pv : players) {
                const QJsonObject p = pv.toObject();
                const QString name = p.value("name").toString();
                QVERIFY(std::abs(p.value("score").toDouble() - score[name]) < 0.05);
                QCOMPARE(p.value("money").toInteger(), night[name]);
                QCOMPARE(p.value("deals").toInt(), 2);
                QCOMPARE(p.value("compared").toInt(), 2);
            }
            // The ledger: the nets are the records' sums, add up to nothing, and the payments
            // settle every one of them.
            const QJsonObject n = last.value("night").toObject();
            std::map<QString, qint64> left;
            qint64 sum = 0;
            for (const QJsonValue &v : n.value("nets").toArray()) {
                const QString name = v.toObject().value("name").toString();
                left[name] = v.toObject().value("net").toInteger();
                QCOMPARE(left[name], night[name]);
                sum += left[name];
            }
            QCOMPARE(sum, 0);
            QVERIFY(!n.value("payments").toArray().isEmpty());
            for (const QJsonValue &v : n.value("payments").toArray()) {
                left[v.toObject().value("from").toString()] += v.toObject().value("amount").toInteger();
                left[v.toObject().value("to").toString()] -= v.toObject().value("amount").toInteger();
            }
            for (const auto &[name, rest] : left)
                QVERIFY2(rest == 0, qPrintable(name));
            QVERIFY(QFile::exists(dir.filePath("night.json")));
        }
        // A host started again on the same state folder keeps the night and the group's seed.
        TableServer again(QStringLiteral("again"));
        again.setStateDir(dir.path());
        QCOMPARE(again.night().hands().size(), 6);
        const int t = again.addTable(groupTable(1));
        QCOMPARE(again.standings(t).value("dealsPlayed").toInt(), 2);
        QCOMPARE(again.tableInfo(t).value("duplicate").toObject().value("group").toInt(), 1);
    }

    // A mahjong hand is the same deal only with the same wall, dealer and streak: a table whose
    // streak put another dealer at the same hand number is not compared with the others.
    void comparesOnlyTheSameDeal()
    {
        Night night(QDate(2026, 12, 2));
        night.add(hand(1, "7/0/d0/s1", {30, -10, -10, -10}));
        night.add(hand(2, "7/0/d0/s1", {-30, 10, 10, 10}));
        night.add(hand(3, "7/0/d1/s1", {90, -30, -30, -30})); // the dealer moved at table 3
        const Night::Compared a = night.compare(0, 0), c = night.compare(2, 0);
        QCOMPARE(a.tables, 2);
        QCOMPARE(a.diff(), 30.0);
        QCOMPARE(night.compare(1, 0).diff(), -30.0);
        QCOMPARE(c.tables, 1);
        QCOMPARE(c.diff(), 0.0);
        const QJsonObject s = night.standings(1);
        QCOMPARE(s.value("dealsPlayed").toInt(), 2);
        const QJsonArray players = s.value("players").toArray();
        QCOMPARE(players.first().toObject().value("name").toString(), QStringLiteral("t1s0"));
        QCOMPARE(players.first().toObject().value("score").toDouble(), 30.0);
        // A hand outside any group is never compared, but counts in the night.
        night.add(hand(4, "7/0/d0/s1", {5, -5, 0, 0}, 0));
        QCOMPARE(night.compare(3, 0).tables, 1);
        QCOMPARE(night.standings(1).value("dealsPlayed").toInt(), 2);
        QCOMPARE(night.nightPart().value("hands").toInt(), 4);
        // Round trip through the state folder's file.
        night.setGroupSeed(1, 123456789012345ULL);
        const Night back = Night::fromJson(night.toJson());
        QCOMPARE(back.toJson(), night.toJson());
        QCOMPARE(back.groupSeed(1), 123456789012345ULL);
    }

    // A night file that does not read is put aside with a warning, never overwritten.
    void damagedNightPutAside()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("night.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": 1, \"evening\": 3");
        f.close();
        TableServer server(QStringLiteral("damaged"));
        QStringList warnings;
        connect(&server, &TableServer::warning, [&](const QString &w) { warnings << w; });
        server.setStateDir(dir.path());
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains("do not read back"), qPrintable(warnings.first()));
        QVERIFY(!QFile::exists(dir.filePath("night.json")));
        QCOMPARE(QDir(dir.path()).entryList({"night.json.*"}, QDir::Files).size(), 1);
        QVERIFY(server.night().hands().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestNetDuplicate)
#include "test_net_duplicate.moc"
