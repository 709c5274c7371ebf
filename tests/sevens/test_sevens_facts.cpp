// SPDX-License-Identifier: GPL-3.0-or-later
// Sevens' hand facts for statistics (GameInfo::handFacts): 脫手, 七脫手, 全蓋 and covered points
// (S10–S13) read from settlement messages of stacked outcomes, as SevensModule writes them.

#include "sevens/sevens_json.h"
#include "sevens_test_util.h"
#include "table/game_registry.h"

#include <QJsonArray>
#include <QTest>

using namespace qixing;
using namespace qixing::sevens;
using namespace qixing::sevens::testutil;

namespace {

// The settlement message as SevensModule::settlementJson() builds it around the result.
QJsonObject settlementMessage(const Settlement &st)
{
    return QJsonObject {{"type", "settlement"}, {"hand", 0}, {"result", json::settlementTo(st)}};
}

QJsonObject facts(const QJsonObject &settlement, int seat)
{
    return session::GameRegistry::find(QStringLiteral("sevens"))->handFacts(settlement, seat);
}

QJsonObject expected(bool out, bool sevenOut, bool allCovered, int covered)
{
    return QJsonObject {{"out", out}, {"sevenOut", sevenOut}, {"allCovered", allCovered}, {"covered", covered}};
}

} // namespace

class TestSevensFacts : public QObject
{
    Q_OBJECT
private slots:
    void s11to13_eachStatus()
    {
        // A clear (last 8C), B clear on a seven, C covered 15 points, D all covered (85).
        const QJsonObject m = settlementMessage(settle(Rules {}, outcome({{"", "8C"}, {"", "7D"}, {"AS 2S 3S 4S 5S", "9C"},
                                                                           {"AH 2H 3H 4H 5H 6H 8H 9H TH JH QH KH AD", nullptr}})));
        QCOMPARE(facts(m, 0), expected(true, false, false, 0));
        QCOMPARE(facts(m, 1), expected(true, true, false, 0));
        QCOMPARE(facts(m, 2), expected(false, false, false, 15));
        QCOMPARE(facts(m, 3), expected(false, false, true, 85));
    }

    void s22_coveredPointsBeforeTheBonus()
    {
        // 全蓋100分 compares 0 for the all-covered seat and +100 for the others: the facts keep
        // the points actually covered (S10), which is what "average covered points" means.
        Rules r;
        r.allCovered100 = true;
        const QJsonObject m = settlementMessage(settle(r, outcome({{"AS 2S 3S 4S 5S 6S 8S 9S TS JS QS KS AH", nullptr},
                                                                   {"5H", "9C"}, {"", "8D"}, {"TH", "KC"}})));
        QCOMPARE(facts(m, 0), expected(false, false, true, 85));
        QCOMPARE(facts(m, 1), expected(false, false, false, 5));
        QCOMPARE(facts(m, 2), expected(true, false, false, 0));
        QCOMPARE(facts(m, 3), expected(false, false, false, 10));
    }

    void s30_biqiMultiplierIsNotPoints()
    {
        // 比七: compared points are × M; covered stays the cards' points.
        Rules r;
        r.preset = Preset::Biqi;
        const QJsonObject m = settlementMessage(settle(r, outcome({{"", "8H"}, {"TS", "9C"}, {"TH QS 2D 6C", nullptr}, {"KD", nullptr}})));
        QCOMPARE(facts(m, 1).value("covered").toInt(), 10);
        QCOMPARE(facts(m, 2).value("covered").toInt(), 30);
        QVERIFY(facts(m, 0).value("out").toBool());
    }

    void noResultNoFacts()
    {
        // A match left before a hand was settled: a settlement message without a result.
        QCOMPARE(facts(QJsonObject {{"type", "settlement"}, {"hand", 0}}, 0), QJsonObject());
    }
};

QTEST_GUILESS_MAIN(TestSevensFacts)
#include "test_sevens_facts.moc"
