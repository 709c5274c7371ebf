// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics (戰績) and the night's ledger (core/records/statistics.h) from hand-made rows:
// every figure exact.

#include "records/statistics.h"

#include <QJsonArray>
#include <QTest>

using namespace qixing::records;

namespace {

QJsonObject sevensFacts(bool out, int covered, bool sevenOut = false, bool allCovered = false)
{
    return QJsonObject {{"out", out}, {"sevenOut", sevenOut}, {"allCovered", allCovered}, {"covered", covered}};
}

StatsHandRow hand(int number, std::array<QString, 4> names, std::array<qint64, 4> results,
                  std::array<QJsonObject, 4> facts = {})
{
    return StatsHandRow {number, names, results, facts};
}

const std::array<QString, 4> kA {"Ann", "Bob", "Cy", "Dee"};
const std::array<QString, 4> kB {"Bob", "Ann", "Eve", "Dee"};

// Two Sevens matches on the evening of 1 December (one after midnight), a mahjong match on the next.
QList<StatsMatchRow> rows()
{
    StatsMatchRow a;
    a.uid = "a";
    a.game = "sevens";
    a.started = QDateTime(QDate(2026, 12, 1), QTime(20, 0));
    a.names = kA;
    a.finished = true;
    a.hands = {hand(0, kA, {30, -10, -10, -10},
                    {sevensFacts(true, 0), sevensFacts(false, 10), sevensFacts(false, 10), sevensFacts(false, 10)}),
               hand(1, kA, {-20, 40, -20, 0},
                    {sevensFacts(false, 20), sevensFacts(true, 0, true), sevensFacts(false, 85, false, true), sevensFacts(false, 5)})};
    // nets from the hands: Ann 10, Bob 30, Cy −30, Dee −10

    StatsMatchRow b;
    b.uid = "b";
    b.game = "sevens";
    b.started = QDateTime(QDate(2026, 12, 2), QTime(1, 30));
    b.names = kB;
    b.balancesKnown = true; // Ann left: her 30 penalty is in the balances, not in a hand
    b.balances = {160, 40, 100, 100};
    b.hands = {hand(0, kB, {60, -30, -15, -15},
                    {sevensFacts(true, 0), sevensFacts(false, 40), sevensFacts(false, 1), sevensFacts(false, 1)})};
    // nets from the balances (mean 100): Bob 60, Ann −60, Eve 0, Dee 0

    StatsMatchRow c;
    c.uid = "c";
    c.game = "mahjong";
    c.started = QDateTime(QDate(2026, 12, 2), QTime(12, 0));
    c.names = kA;
    c.finished = true;
    const QJsonObject none {{"won", false}, {"selfDrawn", false}, {"dealtIn", false}, {"way", ""}};
    QJsonObject dealtIn = none;
    dealtIn["dealtIn"] = true;
    c.hands = {hand(0, kA, {-6, 6, 0, 0},
                    {dealtIn, QJsonObject {{"won", true}, {"selfDrawn", false}, {"dealtIn", false}, {"way", "pingHu"}, {"fan", 1}}, none, none}),
               hand(1, kA, {24, -8, -8, -8},
                    {QJsonObject {{"won", true}, {"selfDrawn", true}, {"dealtIn", false}, {"way", "danYou"}, {"fan", 4}}, none, none, none})};
    return {c, b, a}; // any order: statistics take them oldest first
}

const PlayerStats *find(const QList<PlayerStats> &all, const QString &game, const QString &name)
{
    for (const PlayerStats &p : all)
        if (p.game == game && p.name == name)
            return &p;
    return nullptr;
}

} // namespace

class TestStatistics : public QObject
{
    Q_OBJECT
private slots:
    void netsFromHandsOrBalances()
    {
        const QList<StatsMatchRow> r = rows();
        QCOMPARE(matchNets(r[2]), (std::array<qint64, 4> {10, 30, -30, -10}));
        QCOMPARE(matchNets(r[1]), (std::array<qint64, 4> {60, -60, 0, 0}));
    }

    void placementsShareTies()
    {
        using Shares = std::array<std::array<double, 4>, 4>;
        QCOMPARE(placementShares({10, 30, -30, -10}), (Shares {{{0, 1, 0, 0}, {1, 0, 0, 0}, {0, 0, 0, 1}, {0, 0, 1, 0}}}));
        // Two tied for second and third hold half of each (S23's shared positions).
        QCOMPARE(placementShares({60, -60, 0, 0}), (Shares {{{1, 0, 0, 0}, {0, 0, 0, 1}, {0, 0.5, 0.5, 0}, {0, 0.5, 0.5, 0}}}));
        const double third = 1.0 / 3;
        QCOMPARE(placementShares({5, 5, 5, -15}), (Shares {{{third, third, third, 0}, {third, third, third, 0}, {third, third, third, 0}, {0, 0, 0, 1}}}));
        QCOMPARE(placementShares({0, 0, 0, 0})[2], (std::array<double, 4> {0.25, 0.25, 0.25, 0.25}));
    }

    // Per rules (issue 29): one rules' matches alone, each rules apart, or all together.
    void perRules()
    {
        QList<StatsMatchRow> r = rows(); // c (mahjong), b, a (sevens)
        r[1].rulesKey = "fast";
        r[2].rulesKey = "slow";
        r[0].rulesKey = "slow"; // another game's rules of the same key stay that game's
        const QList<PlayerStats> together = playerStatistics(r);
        QCOMPARE(find(together, "sevens", "Ann")->matches, 2);
        QCOMPARE(find(together, "sevens", "Ann")->rulesKey, QString());
        StatsFilter slow;
        slow.rulesKey = "slow";
        const QList<PlayerStats> onlySlow = playerStatistics(r, slow);
        const PlayerStats *ann = find(onlySlow, "sevens", "Ann");
        QVERIFY(ann);
        QCOMPARE(ann->rulesKey, QStringLiteral("slow"));
        QCOMPARE(ann->matches, 1);
        QCOMPARE(ann->handResults, (QList<qint64> {30, -20})); // match a only
        QVERIFY(!find(onlySlow, "sevens", "Eve")); // Eve played b, by the other rules
        QCOMPARE(find(onlySlow, "mahjong", "Ann")->matches, 1);
        QCOMPARE(ann->toJson().value("rules").toString(), QStringLiteral("slow"));
        StatsFilter each;
        each.eachRules = true;
        each.game = "sevens";
        int annRows = 0;
        for (const PlayerStats &p : playerStatistics(r, each)) {
            QCOMPARE(p.game, QStringLiteral("sevens"));
            QCOMPARE(p.matches, 1); // each sevens rules has one match
            annRows += p.name == "Ann";
        }
        QCOMPARE(annRows, 2);
    }

    void perPlayerAndGame()
    {
        const QList<PlayerStats> all = playerStatistics(rows());
        // Sevens: Ann, Bob, Cy, Dee, Eve; mahjong: Ann, Bob, Cy, Dee; by game then name.
        QCOMPARE(all.size(), 9);
        QCOMPARE(all.first().game, QStringLiteral("mahjong"));
        QCOMPARE(all.first().name, QStringLiteral("Ann"));
        const PlayerStats *ann = find(all, "sevens", "Ann");
        QVERIFY(ann);
        QCOMPARE(ann->matches, 2);
        QCOMPARE(ann->finishedMatches, 1);
        QCOMPARE(ann->hands, 3);
        QCOMPARE(ann->total, qint64(30 - 20 - 30));
        QCOMPARE(ann->meanPerHand(), -20.0 / 3);
        QCOMPARE(ann->placements, (std::array<double, 4> {0, 1, 0, 1}));
        QCOMPARE(ann->handResults, (QList<qint64> {30, -20, -30}));
        QCOMPARE(ann->balance.size(), 2);
        QCOMPARE(ann->balance[0].uid, QStringLiteral("a"));
        QCOMPARE(ann->balance[0].net, qint64(10));
        QCOMPARE(ann->balance[1].net, qint64(-60));
        QCOMPARE(ann->balance[1].cumulative, qint64(-50));
        // 脫手 in one hand of three; covered 0, 20, 40.
        QCOMPARE(ann->facts.counts.value("out"), 1);
        QCOMPARE(ann->share("out"), 1.0 / 3);
        QCOMPARE(ann->facts.counts.value("sevenOut"), 0);
        QVERIFY(ann->facts.counts.contains("sevenOut")); // known, never true
        QCOMPARE(ann->facts.mean("covered"), 20.0);

        const PlayerStats *bob = find(all, "sevens", "Bob");
        QCOMPARE(bob->facts.counts.value("sevenOut"), 1);
        QCOMPARE(bob->facts.counts.value("out"), 2);
        QCOMPARE(bob->placements, (std::array<double, 4> {2, 0, 0, 0}));
        QCOMPARE(find(all, "sevens", "Cy")->facts.counts.value("allCovered"), 1);
        QCOMPARE(find(all, "sevens", "Dee")->placements, (std::array<double, 4> {0, 0.5, 1.5, 0}));
        QCOMPARE(find(all, "sevens", "Eve")->placements, (std::array<double, 4> {0, 0.5, 0.5, 0}));

        // Mahjong: Ann dealt in once and won once by 單游 (4 番); Bob won once on her discard.
        const PlayerStats *mann = find(all, "mahjong", "Ann");
        QCOMPARE(mann->hands, 2);
        QCOMPARE(mann->share("won"), 0.5);
        QCOMPARE(mann->share("selfDrawn"), 0.5);
        QCOMPARE(mann->share("dealtIn"), 0.5);
        QCOMPARE(mann->facts.values.value("way").value("danYou"), 1);
        QCOMPARE(mann->facts.values.value("way").size(), 1);
        QCOMPARE(mann->facts.mean("fan"), 4.0); // over the hands that were won
        const PlayerStats *mbob = find(all, "mahjong", "Bob");
        QCOMPARE(mbob->facts.mean("fan"), 1.0);
        QCOMPARE(mbob->share("selfDrawn"), 0.0);
    }

    void filters()
    {
        const QList<PlayerStats> ann = playerStatistics(rows(), {QString(), "Ann"});
        QCOMPARE(ann.size(), 2);
        QCOMPARE(ann[1].game, QStringLiteral("sevens"));
        QCOMPARE(ann[1].hands, 3);
        const QList<PlayerStats> mahjong = playerStatistics(rows(), {"mahjong", QString()});
        QCOMPARE(mahjong.size(), 4);
        QVERIFY(playerStatistics(rows(), {"sevens", "Nobody"}).isEmpty());
    }

    void json()
    {
        const QJsonObject o = find(playerStatistics(rows()), "sevens", "Ann")->toJson();
        QCOMPARE(o.value("hands").toInt(), 3);
        QCOMPARE(o.value("total").toInteger(), qint64(-20));
        QCOMPARE(o.value("counts").toObject().value("out").toInt(), 1);
        QCOMPARE(o.value("means").toObject().value("covered").toDouble(), 20.0);
        QCOMPARE(o.value("placements").toObject().value("4").toDouble(), 1.0);
        QCOMPARE(o.value("balanceOverMatches").toArray().at(1).toObject().value("balance").toInteger(), qint64(-50));
        QCOMPARE(o.value("resultPerHand").toArray().size(), 3);
    }

    void eveningRunsNoonToNoon()
    {
        QCOMPARE(eveningOf(QDateTime(QDate(2026, 12, 2), QTime(11, 59, 59))), QDate(2026, 12, 1));
        QCOMPARE(eveningOf(QDateTime(QDate(2026, 12, 2), QTime(12, 0))), QDate(2026, 12, 2));
        QCOMPARE(eveningOf(QDateTime(QDate(2026, 12, 1), QTime(23, 0))), QDate(2026, 12, 1));
        QCOMPARE(eveningStart(QDate(2026, 12, 1)), QDateTime(QDate(2026, 12, 1), QTime(12, 0)));
        QCOMPARE(eveningEnd(QDate(2026, 12, 1)), QDateTime(QDate(2026, 12, 2), QTime(12, 0)));
    }

    void nightLedgerAcrossTables()
    {
        const Ledger l = nightLedger(rows(), QDate(2026, 12, 1));
        QCOMPARE(l.matches, 2); // the mahjong match at noon belongs to the next evening
        QCOMPARE(l.nets.size(), 5);
        const auto net = [&](const QString &name) {
            for (const Ledger::Net &n : l.nets)
                if (n.name == name)
                    return n.net;
            return qint64(-999);
        };
        QCOMPARE(net("Bob"), qint64(90));
        QCOMPARE(net("Eve"), qint64(0));
        QCOMPARE(net("Dee"), qint64(-10));
        QCOMPARE(net("Cy"), qint64(-30));
        QCOMPARE(net("Ann"), qint64(-50));
        QCOMPARE(l.nets.first().name, QStringLiteral("Bob"));
        QCOMPARE(l.nets.last().name, QStringLiteral("Ann"));
        QCOMPARE(l.payments.size(), 3);
        QCOMPARE(l.payments[0].from, QStringLiteral("Ann"));
        QCOMPARE(l.payments[0].to, QStringLiteral("Bob"));
        QCOMPARE(l.payments[0].amount, qint64(50));
        QCOMPARE(l.payments[2].from, QStringLiteral("Dee"));
        QCOMPARE(l.payments[2].amount, qint64(10));
        const Ledger next = nightLedger(rows(), QDate(2026, 12, 2));
        QCOMPARE(next.matches, 1);
        QCOMPARE(next.payments.size(), 3); // Ann +18, Bob −2, Cy −8, Dee −8
        QVERIFY(nightLedger(rows(), QDate(2026, 11, 30)).payments.isEmpty());
    }

    void greedySettlement()
    {
        // Largest debtor to largest creditor: C 60 → A, D 40 → B, then E's 20 to the two tens
        // left (ties to the first name): four payments for five people.
        const QList<Ledger::Payment> p = settleNets({{"A", 70, 1}, {"B", 50, 1}, {"C", -60, 1}, {"D", -40, 1}, {"E", -20, 1}});
        const auto text = [](const QList<Ledger::Payment> &list) {
            QStringList out;
            for (const Ledger::Payment &x : list)
                out << QStringLiteral("%1>%2:%3").arg(x.from, x.to).arg(x.amount);
            return out.join(' ');
        };
        QCOMPARE(text(p), QStringLiteral("C>A:60 D>B:40 E>A:10 E>B:10"));
        QVERIFY(settleNets({{"A", 0, 1}, {"B", 0, 1}}).isEmpty());
        // Nets that do not sum to zero (a damaged record) settle as far as they go.
        QCOMPARE(text(settleNets({{"A", 30, 1}, {"B", -50, 1}})), QStringLiteral("B>A:30"));
    }
};

QTEST_GUILESS_MAIN(TestStatistics)
#include "test_statistics.moc"
