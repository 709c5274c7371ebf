// SPDX-License-Identifier: GPL-3.0-or-later
// Payments (M30, M50–M54), checked against the seed's tables for the first, second and third
// hand of a dealer, transcribed as plain numbers.

#include "mahjong/scoring.h"

#include <QTest>

using namespace qixing::mahjong;

namespace {

Outcome winBy(Seat winner, Way way)
{
    Outcome o;
    o.winner = winner;
    o.way = way;
    return o;
}

// What `payer` paid in all (to anyone) in a settlement.
std::int64_t paidBy(const Settlement &st, Seat payer)
{
    std::int64_t sum = 0;
    for (const Payment &p : st.payments)
        if (p.from == payer)
            sum += p.amount;
    return sum;
}

} // namespace

class TestMahjongScoring : public QObject
{
    Q_OBJECT
private slots:
    // The seed's rows: streak n, way, dealer wins?, a non-dealer loser pays, the dealer pays.
    void seedTables_M30_M51_data()
    {
        QTest::addColumn<int>("streak");
        QTest::addColumn<int>("way");
        QTest::addColumn<bool>("dealerWins");
        QTest::addColumn<int>("nonDealerPays");
        QTest::addColumn<int>("dealerPays");
        struct Row { int n; Way w; bool dealer; int nd; int d; };
        const Row rows[] = {
            // 第一庄
            {1, Way::PingHu, false, 1, 2}, {1, Way::PingHu, true, 2, 0},
            {1, Way::ZiMo, false, 2, 4}, {1, Way::ZiMo, true, 4, 0},
            {1, Way::DanYou, false, 4, 8}, {1, Way::DanYou, true, 8, 0},
            {1, Way::ShuangYou, false, 8, 16}, {1, Way::ShuangYou, true, 16, 0},
            {1, Way::SanYou, false, 16, 32}, {1, Way::SanYou, true, 32, 0},
            // 第二庄
            {2, Way::PingHu, false, 2, 3}, {2, Way::PingHu, true, 3, 0},
            {2, Way::ZiMo, false, 4, 6}, {2, Way::ZiMo, true, 6, 0},
            {2, Way::DanYou, false, 8, 12}, {2, Way::DanYou, true, 12, 0},
            {2, Way::ShuangYou, false, 16, 24}, {2, Way::ShuangYou, true, 24, 0},
            {2, Way::SanYou, false, 32, 48}, {2, Way::SanYou, true, 48, 0},
            // 第三庄
            {3, Way::PingHu, false, 3, 4}, {3, Way::PingHu, true, 4, 0},
            {3, Way::ZiMo, false, 6, 8}, {3, Way::ZiMo, true, 8, 0},
            {3, Way::DanYou, false, 12, 16}, {3, Way::DanYou, true, 16, 0},
            {3, Way::ShuangYou, false, 24, 32}, {3, Way::ShuangYou, true, 32, 0},
            {3, Way::SanYou, false, 48, 64}, {3, Way::SanYou, true, 64, 0},
            // 抢金, 三金倒, 抢杠胡 as 自摸; 天胡 as 单游 (first hand)
            {1, Way::QiangJin, false, 2, 4}, {1, Way::SanJinDao, false, 2, 4},
            {1, Way::QiangGangHu, false, 2, 4}, {1, Way::TianHu, true, 8, 0},
            {1, Way::QiangJin, true, 4, 0},
        };
        for (const Row &r : rows)
            QTest::addRow("n%d %s %s", r.n, wayName(r.w), r.dealer ? "dealer" : "non-dealer")
                << r.n << int(r.w) << r.dealer << r.nd << r.d;
    }
    void seedTables_M30_M51()
    {
        QFETCH(int, streak);
        QFETCH(int, way);
        QFETCH(bool, dealerWins);
        QFETCH(int, nonDealerPays);
        QFETCH(int, dealerPays);
        const Seat dealer = 1;
        const Seat winner = dealerWins ? dealer : 3;
        Rules rules;
        for (const std::int64_t base : {1, 5}) {
            rules.base = base;
            const Settlement st = settle(rules, winBy(winner, Way(way)), dealer, streak);
            for (Seat s = 0; s < kSeats; ++s) {
                if (s == winner)
                    continue;
                QCOMPARE(paidBy(st, s), base * (s == dealer ? dealerPays : nonDealerPays));
            }
            std::int64_t sum = 0;
            for (auto t : st.totals)
                sum += t;
            QCOMPARE(sum, std::int64_t(0));
        }
    }

    void flowerAndKongPoints_M50()
    {
        QCOMPARE(flowerPoints(3), 0);
        QCOMPARE(flowerPoints(4), 1);
        QCOMPARE(flowerPoints(5), 2);
        QCOMPARE(flowerPoints(8), 5);
        // Winner: 5 flowers (2) + an exposed kong (1) + a concealed kong (2) = 5 points, added
        // to every loser's payment: first hand, non-dealer 自摸.
        Outcome o = winBy(2, Way::ZiMo);
        o.flowers[2] = 5;
        o.kongs[2] = 1;
        o.concealedKongs[2] = 1;
        const Settlement st = settle(Rules {}, o, 0, 1);
        QCOMPARE(st.points[2], 5);
        QCOMPARE(paidBy(st, 1), std::int64_t(2 + 5));
        QCOMPARE(paidBy(st, 0), std::int64_t(4 + 5));
        QCOMPARE(st.totals[2], std::int64_t(7 + 9 + 7));
    }

    void losersSettlePoints_M52()
    {
        // The seed's example: A none, B 2, C 3 → A pays B 2 and C 3, B pays C 1; the winner
        // pays nobody for points.
        Outcome o = winBy(0, Way::PingHu);
        o.flowers[0] = 8; // the winner's own points do not enter the pairwise part
        o.kongs[2] = 2;
        o.concealedKongs[3] = 1;
        o.kongs[3] = 1;
        o.flowers[1] = 0;
        const Settlement st = settle(Rules {}, o, 0, 1);
        std::int64_t aToB = 0, aToC = 0, bToC = 0, winnerPaid = 0;
        for (const Payment &p : st.payments) {
            if (p.why != Payment::Why::Points)
                continue;
            aToB += (p.from == 1 && p.to == 2) ? p.amount : 0;
            aToC += (p.from == 1 && p.to == 3) ? p.amount : 0;
            bToC += (p.from == 2 && p.to == 3) ? p.amount : 0;
            winnerPaid += p.from == 0 ? p.amount : 0;
        }
        QCOMPARE(aToB, std::int64_t(2));
        QCOMPARE(aToC, std::int64_t(3));
        QCOMPARE(bToC, std::int64_t(1));
        QCOMPARE(winnerPaid, std::int64_t(0));
        // [decided] a drawn hand: all four settle pairwise.
        Outcome d;
        d.drawn = true;
        d.flowers[0] = 4; // 1 point
        d.kongs[1] = 1;   // 1 point
        d.concealedKongs[2] = 1; // 2 points
        const Settlement ds = settle(Rules {}, d, 0, 1);
        QCOMPARE(ds.totals[0], std::int64_t(1 - 1 - 0));      // from 3: +1; to 2: -1
        QCOMPARE(ds.totals[1], std::int64_t(1 - 1));
        QCOMPARE(ds.totals[2], std::int64_t(2 + 1 + 1));
        QCOMPARE(ds.totals[3], std::int64_t(-1 - 1 - 2));
    }

    void fenBing_M53()
    {
        Outcome d;
        d.drawn = true;
        d.fenBing = 1;
        QCOMPARE(settle(Rules {}, d, 2, 1).totals[2], std::int64_t(-3));
        d.fenBing = 2; // 1 + 2 bases to each
        const Settlement st = settle(Rules {}, d, 2, 1);
        QCOMPARE(st.totals[2], std::int64_t(-9));
        QCOMPARE(st.totals[0], std::int64_t(3));
        d.fenBing = 3; // 1 + 2 + 4
        QCOMPARE(settle(Rules {}, d, 2, 1).totals[1], std::int64_t(7));
    }

    void baoPai_M38()
    {
        // Seat 3 won on seat 1's discard among the last four: seat 1 pays what all three owed.
        Outcome o = winBy(3, Way::PingHu);
        o.baoPai = 1;
        o.flowers[3] = 4;
        o.fenBing = 1; // the dealer (0) owes the winner 1 base for 分餅: also paid by seat 1
        const Settlement st = settle(Rules {}, o, 0, 1);
        QCOMPARE(st.totals[3], std::int64_t((1 + 1) + (2 + 1) + (1 + 1) + 1));
        QCOMPARE(st.totals[0], std::int64_t(-2)); // only its own 分餅 to seats 1 and 2
        QCOMPARE(st.totals[2], std::int64_t(1));  // 分餅 received; points: 0 vs seat 1's 0
        QCOMPARE(st.totals[1], std::int64_t(-(2 + 3 + 2 + 1) + 1));
        for (const Payment &p : st.payments)
            if (p.why == Payment::Why::Win)
                QCOMPARE(p.from, Seat(1));
    }

    void zhaHu_M37()
    {
        // Guesser 2 (non-dealer), dealer 0, seat 1 has a concealed kong (2 points): the guesser
        // pays each as if that seat had won by 自摸.
        Outcome o = winBy(2, Way::ZhaHu);
        o.concealedKongs[1] = 1;
        const Settlement st = settle(Rules {}, o, 0, 1);
        QCOMPARE(st.totals[0], std::int64_t(4));
        QCOMPARE(st.totals[1], std::int64_t(2 + 2));
        QCOMPARE(st.totals[3], std::int64_t(2));
        QCOMPARE(st.totals[2], std::int64_t(-10));
    }

    void streakOptions_M51()
    {
        QCOMPARE(streakFactor(StreakOption::Linear, 1, false), std::int64_t(1));
        QCOMPARE(streakFactor(StreakOption::Linear, 4, true), std::int64_t(5));
        QCOMPARE(streakFactor(StreakOption::Doubling, 1, false), std::int64_t(1));
        QCOMPARE(streakFactor(StreakOption::Doubling, 1, true), std::int64_t(2));
        QCOMPARE(streakFactor(StreakOption::Doubling, 2, false), std::int64_t(2));
        QCOMPARE(streakFactor(StreakOption::Doubling, 3, true), std::int64_t(8));
        // [decided] the doubling stops at 2^20: the dealer's 21st hand in a row and beyond.
        QCOMPARE(streakFactor(StreakOption::Doubling, 20, false), std::int64_t(1) << 19);
        QCOMPARE(streakFactor(StreakOption::Doubling, 21, false), std::int64_t(1) << 20);
        QCOMPARE(streakFactor(StreakOption::Doubling, 22, false), std::int64_t(1) << 20);
        QCOMPARE(streakFactor(StreakOption::Doubling, 10000, true), std::int64_t(1) << 21);
        Rules r;
        r.streak = StreakOption::Doubling;
        const Settlement st = settle(r, winBy(3, Way::ZiMo), 1, 3); // 2 × 4 and 2 × 8
        QCOMPARE(paidBy(st, 0), std::int64_t(8));
        QCOMPARE(paidBy(st, 1), std::int64_t(16));
    }

    void amountsBelow2Pow53_M51()
    {
        // [decided] every amount is an exact integer below 2^53: the largest base, the longest
        // streak, the highest way, every flower and kong point and 分餅 at the reader's limit.
        for (const StreakOption option : {StreakOption::Linear, StreakOption::Doubling}) {
            Rules r;
            r.base = kMaxBase;
            r.streak = option;
            QVERIFY(r.validate().empty());
            for (int w = 0; w < kWays; ++w) {
                Outcome o = winBy(0, Way(w));
                o.flowers = {8, 0, 0, 0};
                o.concealedKongs = {4, 4, 0, 0};
                o.kongs = {1, 0, 1, 0};
                o.fenBing = 20;
                o.baoPai = Way(w) == Way::PingHu ? 2 : -1;
                for (const Seat dealer : {0, 1}) {
                    const Settlement st = settle(r, o, dealer, 10000);
                    std::int64_t sum = 0;
                    for (const Payment &p : st.payments)
                        QVERIFY(p.amount > 0 && p.amount < (std::int64_t(1) << 53));
                    for (const std::int64_t t : st.totals) {
                        QVERIFY(std::abs(t) < (std::int64_t(1) << 53));
                        sum += t;
                    }
                    QCOMPARE(sum, std::int64_t(0));
                }
            }
        }
    }

    void itemisedBreakdown_M54()
    {
        Outcome o = winBy(2, Way::ZiMo);
        o.flowers[2] = 4;
        const Settlement st = settle(Rules {}, o, 0, 2);
        QCOMPARE(int(st.payments.size()), 3);
        for (const Payment &p : st.payments) {
            QCOMPARE(p.amount, p.base * p.multiplier * p.factor + p.points * p.base);
            QVERIFY(!paymentText(p, st).empty());
        }
        QCOMPARE(QString::fromStdString(paymentText(st.payments[1], st)),
                 QStringLiteral("seat 0 pays seat 2 for 自摸: 1 x 2 x 3 + 1 x 1 = 7"));
    }
};

QTEST_GUILESS_MAIN(TestMahjongScoring)
#include "test_mahjong_scoring.moc"
