// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics from a real records file: matches of both games played by `qixing-cli <game> play
// --records`, read back by RecordStore::statsRows (their facts as each game's handFacts wrote
// them from real settlements), and `qixing-cli records stats|ledger` on the same file.

#include "records/record_store.h"
#include "records/statistics.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing::records;

namespace {

struct Run
{
    int code = -1;
    QByteArray out, err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(QIXING_CLI), args);
    p.waitForFinished(60000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QList<QJsonObject> lines(const QByteArray &out)
{
    QList<QJsonObject> o;
    for (const QByteArray &l : out.split('\n'))
        if (!l.trimmed().isEmpty())
            o.append(QJsonDocument::fromJson(l).object());
    return o;
}

} // namespace

class TestRecordsStats : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;
    QString db_;

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        db_ = dir_.filePath("r.sqlite");
        QCOMPARE(cli({"sevens", "play", "--games", "6", "--seed", "11", "--records", db_}).code, 0);
        QCOMPARE(cli({"mahjong", "play", "--games", "6", "--seed", "12", "--records", db_}).code, 0);
    }

    void rowsAndFactsFromRealSettlements()
    {
        RecordStore store;
        QVERIFY(store.open(db_).ok);
        QString error;
        const QList<StatsMatchRow> rows = store.statsRows({}, {}, &error);
        QCOMPARE(error, QString());
        QVERIFY(rows.size() >= 2); // one Sevens match; the mahjong hands may end a match and begin another
        int sevensHands = 0, mahjongHands = 0, wins = 0;
        for (const StatsMatchRow &m : rows) {
            QVERIFY(m.balancesKnown);
            QVERIFY(!m.hands.isEmpty());
            // The nets from the balances are the hands' results added up (nobody left).
            std::array<qint64, 4> sums {};
            for (const StatsHandRow &h : m.hands)
                for (std::size_t s = 0; s < 4; ++s)
                    sums[s] += h.results[s];
            QCOMPARE(matchNets(m), sums);
            for (const StatsHandRow &h : m.hands) {
                QCOMPARE(h.names, m.names);
                int won = 0, dealtIn = 0;
                for (std::size_t s = 0; s < 4; ++s) {
                    const QJsonObject f = h.facts[s];
                    QVERIFY2(!f.isEmpty(), qPrintable(m.game));
                    if (m.game == "sevens") {
                        // 脫手 is covering nothing; 七脫手 is a kind of 脫手.
                        QCOMPARE(f.value("out").toBool(), f.value("covered").toInt() == 0);
                        QVERIFY(!f.value("sevenOut").toBool() || f.value("out").toBool());
                        QVERIFY(!f.value("allCovered").toBool() || f.value("covered").toInt() > 0);
                    } else {
                        won += f.value("won").toBool();
                        dealtIn += f.value("dealtIn").toBool();
                        QCOMPARE(f.contains("fan"), f.value("won").toBool());
                        QCOMPARE(f.value("way").toString().isEmpty(), !f.value("won").toBool());
                        // A winner gains, whoever else pays.
                        if (f.value("won").toBool())
                            QVERIFY(h.results[s] > 0);
                    }
                }
                QVERIFY(won <= 1 && dealtIn <= won);
                wins += won;
                (m.game == "sevens" ? sevensHands : mahjongHands)++;
            }
        }
        QCOMPARE(sevensHands, 6);
        QCOMPARE(mahjongHands, 6);
        QVERIFY(wins > 0);
        // The game filter is the SQL's.
        QCOMPARE(store.statsRows("sevens").size(), 1);
        QCOMPARE(store.statsRows("mahjong").size(), rows.size() - 1);
        QCOMPARE(store.statsRows("mahjong").first().game, QStringLiteral("mahjong"));
        QVERIFY(store.statsRows("sevens", "nobody").isEmpty());
        // A time window (the ledger's): the matches started in it.
        const QDateTime first = rows.first().started;
        QCOMPARE(store.statsRows({}, {}, nullptr, first, first.addSecs(3600)).size(), rows.size());
        QCOMPARE(store.statsRows({}, {}, nullptr, first.addMSecs(1), first.addSecs(3600)).size(), rows.size() - 1);
        QVERIFY(store.statsRows({}, {}, nullptr, first.addSecs(-3600), first).isEmpty());
    }

    void statsCommand()
    {
        const Run r = cli({"records", "stats", "--db", db_});
        QCOMPARE(r.code, 0);
        const QList<QJsonObject> all = lines(r.out);
        QVERIFY(all.size() >= 2);
        QMap<QString, qint64> totals;
        QMap<QString, int> hands;
        for (const QJsonObject &p : all) {
            totals[p.value("game").toString()] += p.value("total").toInteger();
            hands[p.value("game").toString()] += p.value("hands").toInt();
            QCOMPARE(p.value("resultPerHand").toArray().size(), p.value("hands").toInt());
        }
        // Every hand's money sums to zero; four seats a hand.
        QCOMPARE(totals.value("sevens"), qint64(0));
        QCOMPARE(totals.value("mahjong"), qint64(0));
        QCOMPARE(hands.value("sevens"), 24);
        const QString someone = all.last().value("name").toString(); // by game, then name: a Sevens player
        QCOMPARE(all.last().value("game").toString(), QStringLiteral("sevens"));
        const QList<QJsonObject> one = lines(cli({"records", "stats", "--db", db_, "--game", "sevens", "--player", someone}).out);
        QCOMPARE(one.size(), 1);
        QCOMPARE(one.first().value("name").toString(), someone);
    }

    void ledgerCommand()
    {
        RecordStore store;
        QVERIFY(store.open(db_).ok);
        const QList<StatsMatchRow> rows = store.statsRows();
        QVERIFY(rows.size() >= 2);
        QCOMPARE(eveningOf(rows.first().started), eveningOf(rows.last().started)); // all played just now
        const QString today = eveningOf(rows[0].started).toString(Qt::ISODate);
        const Run r = cli({"records", "ledger", "--db", db_, "--date", today});
        QCOMPARE(r.code, 0);
        const QJsonObject l = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(l.value("matches").toInt(), rows.size());
        // The payments settle every net exactly.
        QMap<QString, qint64> left;
        for (const QJsonValue &n : l.value("nets").toArray())
            left[n.toObject().value("name").toString()] = n.toObject().value("net").toInteger();
        for (const QJsonValue &p : l.value("payments").toArray()) {
            left[p.toObject().value("from").toString()] += p.toObject().value("amount").toInteger();
            left[p.toObject().value("to").toString()] -= p.toObject().value("amount").toInteger();
        }
        for (auto it = left.begin(); it != left.end(); ++it)
            QCOMPARE(it.value(), qint64(0));
        QVERIFY(l.value("payments").toArray().size() < left.size());
        QCOMPARE(QJsonDocument::fromJson(cli({"records", "ledger", "--db", db_, "--date", "2001-01-01"}).out).object().value("matches").toInt(), 0);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("no db") << QStringList {"records", "stats"} << "needs --db FILE";
        QTest::newRow("missing file") << QStringList {"records", "stats", "--db", "/nonexistent/r.sqlite"} << "no records file";
        QTest::newRow("no date") << QStringList {"records", "ledger", "--db", "x"} << "needs --date YYYY-MM-DD";
        QTest::newRow("bad date") << QStringList {"records", "ledger", "--db", "x", "--date", "tonight"} << "not \"tonight\"";
        QTest::newRow("stray argument") << QStringList {"records", "stats", "--db", "x", "y"} << "unexpected argument";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestRecordsStats)
#include "test_records_stats.moc"
