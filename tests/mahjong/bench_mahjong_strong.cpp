// SPDX-License-Identifier: GPL-3.0-or-later
// Measurements of the strong player's worlds and of the lanes' paired playouts (not a test:
// ctest does not run it; see scripts/bench_mahjong_strong.sh). The figures docs/players.md
// quotes for them come from here, over the same seeded hands of efficient players, and each is
// checked against the margin the docs claim for it, so that a run says whether they still
// hold. test_mahjong_strong.cpp checks the same behaviours over a few hands.

#include "strong_support.h"

#include <QTest>

using namespace qixing;
using namespace qixing::mahjong;
using namespace qixing::mahjong::strongtest;

class BenchMahjongStrong : public QObject
{
    Q_OBJECT

private slots:
    // The inference from the last discard (infer 1) and the chain (infer 6) deal the last
    // discarder a hand from which efficient would have let its discard go far more often than
    // the plain worlds (docs: 3,604 and 3,855 worlds of 4,792 against 1,379).
    void worldsReadTheLastDiscard()
    {
        const LastDiscardCounts c = readLastDiscard(30, 83);
        qInfo("worlds whose last discarder would have let its discard go: %d of %d without the "
              "inference, %d with it, %d with the chain (infer 6)",
              c.plain, 4 * c.asked, c.read, c.chained);
        QCOMPARE(c.real, c.asked); // the premise: efficient's hand let the tile go
        QVERIFY(c.read * 10 > 4 * c.asked * 6);
        QVERIFY(c.read > 2 * c.plain);
        QVERIFY(c.chained > 2 * c.plain);
    }

    // Reading every discard (infer 4, 5, 6) deals the other seats hands nearer their real ones,
    // tile for tile and in distance to ready, than the plain worlds; one chain's worlds are
    // alike, 8 chains' less. Over 8,436 hands of 24 seeded deals (docs: 36.0 % of the real
    // tiles with infer 5 against 34.2 %, 37.0 % and 37.5 % with the chain; alike 66.7 % against
    // 33.2 %, 41.5 % from 8 chains). The time a sampler takes is told, not checked.
    void worldsReadEveryDiscard()
    {
        const WorldScores r = scoreWorlds(24, 91, 64, {0, 1, 4, 5, 6, 7, 8});
        for (const int i : {0, 1, 4, 5, 6, 7, 8}) {
            const WorldScore &m = r.mode[std::size_t(i)];
            qInfo("%s: %.1f %% of the real hands' tiles dealt, 向聽 off by %.2f on average, signed %.2f (%lld hands); "
                  "two worlds deal %.1f %% of a hand alike; %.2f ms a sampler",
                  i == 7 ? "infer=6 going on from the last decision" : i == 8 ? "infer=6:chains=8" : qPrintable(QStringLiteral("infer=%1").arg(i)),
                  100.0 * m.share(), m.off(), m.signedOffMean(), m.hands, 100.0 * m.alikeShare(), 1000.0 * m.seconds / r.asked);
        }
        const auto share = [&](int i) { return r.mode[std::size_t(i)].share(); };
        const auto off = [&](int i) { return r.mode[std::size_t(i)].off(); };
        const auto alike = [&](int i) { return r.mode[std::size_t(i)].alikeShare(); };
        QVERIFY(share(5) > share(0) + 0.01);
        QVERIFY(share(4) > share(0));
        QVERIFY(off(5) < off(0) - 0.05);
        QVERIFY(off(4) < off(0));
        QVERIFY(share(6) > share(0) + 0.02);
        QVERIFY(share(7) > share(0) + 0.02);
        QVERIFY(share(6) > share(5));
        QVERIFY(off(6) < off(0));
        QVERIFY(off(7) < off(0) - 0.05);
        QVERIFY(alike(6) > alike(0) + 0.2);
        QVERIFY(alike(8) < alike(6) - 0.15);
        QVERIFY(share(8) > share(0) + 0.01);
    }

    // The chain's hands almost never would have claimed a discard nobody claimed since their
    // seat's last discard; the plain worlds' often would (docs: 0 against 170, 1,373 discards of
    // 16 seeded deals, 4 worlds each).
    void worldsExplainTheClaimsNobodyMade()
    {
        const UnclaimedCounts c = countUnclaimed(16, 97);
        qInfo("%lld discards nobody claimed, each 4 worlds: the plain worlds' hands would have claimed %lld, the chain's %lld",
              c.offers, c.plain, c.chained);
        QCOMPARE(c.real, 0LL); // the premise: the field is efficient
        QVERIFY(c.plain > 100);
        QVERIFY(c.chained * 4 < c.plain);
    }

    // The lanes (HandState::coupleDraws): on the same searched decisions of 16 seeded hands, a
    // world's paired gain strays less than with the shared wall (docs: 3.76 base against 4.93
    // over 207 decisions, less in 187).
    void coupledPlayoutsStrayLess()
    {
        const SpreadCounts r = spreadWithLanes(16, 47);
        qInfo("%d decisions searched: a world's paired gain strays by %.3f base with the shared wall, %.3f coupled; "
              "less in %d", r.searched, r.shared.mean(), r.coupled.mean(), r.better);
        QVERIFY(r.searched >= 100);
        QVERIFY(r.coupled.mean() < 0.85 * r.shared.mean());
        QVERIFY(r.better > r.searched * 2 / 3);
    }
};

QTEST_GUILESS_MAIN(BenchMahjongStrong)
#include "bench_mahjong_strong.moc"
