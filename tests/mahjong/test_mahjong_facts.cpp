// SPDX-License-Identifier: GPL-3.0-or-later
// Mahjong's hand facts for statistics (GameInfo::handFacts): who won and how (M30–M36, 番),
// self-drawn, dealt in, 詐胡 (M37), a drawn hand (M40), read from settlement messages of
// stacked outcomes, as MahjongModule writes them.

#include "mahjong/mahjong_json.h"
#include "mahjong/scoring.h"
#include "table/game_registry.h"

#include <QTest>

using namespace qixing;
using namespace qixing::mahjong;

namespace {

// The settlement message as MahjongModule::settlementJson() builds it around the result.
QJsonObject settlementMessage(const Outcome &o, Seat dealer = 0)
{
    const Settlement st = settle(Rules {}, o, dealer, 1);
    return QJsonObject {{"type", "settlement"},
                        {"result", json::settlementTo(st)},
                        {"discarder", o.discarder >= 0 ? QJsonValue(o.discarder) : QJsonValue()}};
}

Outcome winBy(Seat winner, Way way, Seat discarder = -1)
{
    Outcome o;
    o.winner = winner;
    o.way = way;
    o.discarder = discarder;
    return o;
}

QJsonObject facts(const QJsonObject &settlement, int seat)
{
    return session::GameRegistry::find(QStringLiteral("mahjong"))->handFacts(settlement, seat);
}

QJsonObject expected(bool won, bool selfDrawn, bool dealtIn, const char *way, int fan, bool falseWin = false)
{
    QJsonObject o {{"won", won}, {"selfDrawn", selfDrawn}, {"dealtIn", dealtIn},
                   {"falseWin", falseWin}, {"way", QString::fromLatin1(way)}};
    if (won)
        o.insert("fan", fan); // only a win has 番
    return o;
}

const QJsonObject kNothing = expected(false, false, false, "", 0);

} // namespace

class TestMahjongFacts : public QObject
{
    Q_OBJECT
private slots:
    void m30_winOnADiscard()
    {
        const QJsonObject m = settlementMessage(winBy(2, Way::PingHu, 3));
        QCOMPARE(facts(m, 2), expected(true, false, false, "pingHu", 1));
        QCOMPARE(facts(m, 3), expected(false, false, true, "", 0));
        QCOMPARE(facts(m, 0), kNothing);
        QCOMPARE(facts(m, 1), kNothing);
    }

    void m38_baoPaiDiscarderDealtIn()
    {
        Outcome o = winBy(1, Way::PingHu, 0);
        o.baoPai = 0;
        const QJsonObject m = settlementMessage(o, 2);
        QCOMPARE(facts(m, 0), expected(false, false, true, "", 0));
        QCOMPARE(facts(m, 1), expected(true, false, false, "pingHu", 1));
    }

    void m30to36_everyWayAndItsFan_data()
    {
        QTest::addColumn<int>("way");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("fan");
        QTest::newRow("自摸") << int(Way::ZiMo) << "ziMo" << 2;
        QTest::newRow("單游") << int(Way::DanYou) << "danYou" << 4;
        QTest::newRow("雙游") << int(Way::ShuangYou) << "shuangYou" << 8;
        QTest::newRow("三游") << int(Way::SanYou) << "sanYou" << 16;
        QTest::newRow("三金倒") << int(Way::SanJinDao) << "sanJinDao" << 2;
        QTest::newRow("搶金") << int(Way::QiangJin) << "qiangJin" << 2;
        QTest::newRow("天胡") << int(Way::TianHu) << "tianHu" << 4;
    }
    void m30to36_everyWayAndItsFan()
    {
        QFETCH(int, way);
        QFETCH(QString, name);
        QFETCH(int, fan);
        const QJsonObject m = settlementMessage(winBy(0, Way(way)));
        QCOMPARE(facts(m, 0), expected(true, true, false, qPrintable(name), fan));
        for (int s = 1; s < 4; ++s)
            QCOMPARE(facts(m, s), kNothing);
    }

    void m37_robbedKongIsNotDealtIn()
    {
        // 搶槓胡 wins as 自摸: the kong's owner is the outcome's discarder but pays like the others.
        const QJsonObject m = settlementMessage(winBy(3, Way::QiangGangHu, 1));
        QCOMPARE(facts(m, 3), expected(true, true, false, "qiangGangHu", 2));
        QCOMPARE(facts(m, 1), kNothing);
    }

    void m37_falseWinIsNoWin()
    {
        const QJsonObject m = settlementMessage(winBy(2, Way::ZhaHu));
        QCOMPARE(facts(m, 2), expected(false, false, false, "", 0, true));
        QCOMPARE(facts(m, 0), kNothing);
    }

    void m40_drawnHand()
    {
        Outcome o;
        o.drawn = true;
        const QJsonObject m = settlementMessage(o);
        for (int s = 0; s < 4; ++s)
            QCOMPARE(facts(m, s), kNothing);
    }

    void noResultNoFacts()
    {
        QCOMPARE(facts(QJsonObject {{"type", "settlement"}}, 0), QJsonObject());
    }
};

QTEST_GUILESS_MAIN(TestMahjongFacts)
#include "test_mahjong_facts.moc"
