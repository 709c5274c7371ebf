// SPDX-License-Identifier: GPL-3.0-or-later
// The decision audit (mahjong/audit.h): a measuring tool that values players' choices from the
// true state with the wall reshuffled. What it must get right: a reshuffled wall changes only
// the order of the tiles no seat has seen; a player audited against itself differs nowhere; a
// clearly worse choice is valued as worse; every valued decision is counted once, in its
// situation; the oracle values exactly the decisions the strong player searches.

#include "common/rng.h"
#include "common/stats.h"
#include "mahjong/audit.h"
#include "mahjong/players.h"
#include "mahjong/strong_player.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <string_view>

using namespace qixing;
using namespace qixing::mahjong;

namespace {

// Audits `deals` deals of `seed` as qixing-cli mahjong audit does: the field efficient, the
// seat playing on as the strong player's playouts do.
AuditTally audit(std::string_view tested, std::string_view against, int deals, std::uint64_t seed, int worlds)
{
    AuditOptions options;
    options.worlds = worlds;
    return auditDeals(Rules {}, tested, against, "efficient", "strong:search=0:depth=0", deals, seed, options);
}

double sumOverSituations(const AuditTally &t)
{
    double sum = 0;
    for (const MeanAndError &g : t.gain)
        sum += g.sum;
    return sum;
}

long long countOverSituations(const AuditTally &t)
{
    long long n = 0;
    for (const MeanAndError &g : t.gain)
        n += g.n;
    return n;
}

// Counts the decisions a strong player searches (two candidates or more), as it plays.
class CountingSearches final : public Player
{
public:
    explicit CountingSearches(StrongPlayer &inner) : inner_(inner) {}
    std::string kind() const override { return inner_.kind(); }
    Action choose(const HandView &view) override
    {
        ActionList legal;
        view.legalActions(legal);
        if (legal.size() > 1 && inner_.searchCandidates(view).size() >= 2)
            ++searched;
        return inner_.choose(view);
    }
    long long searched = 0;

private:
    StrongPlayer &inner_;
};

} // namespace

class TestMahjongAudit : public QObject
{
    Q_OBJECT

private slots:
    // Only the order of the tiles not yet drawn changes: every seat sees the same, may do the
    // same, and the 144 tiles are all in place (M1); and the order is new.
    void shuffledWallChangesOnlyTheOrder()
    {
        Rng rng(7);
        EfficientPlayer efficient;
        int states = 0, compared = 0, reordered = 0;
        for (int n = 0; n < 120; ++n) {
            HandState h(HandSetup::fromSeed(deriveSeed(3, std::uint64_t(n)), Seat(n & 3)));
            const int stop = int(rng.below(40));
            for (int step = 0; step < stop && !h.over(); ++step) {
                const Seat s = h.toAct();
                QVERIFY(h.apply(s, efficient.choose(HandView(h, s))).empty());
            }
            if (h.over())
                continue;
            HandState w = h;
            w.shuffleWall(rng);
            ++states;
            QCOMPARE(QString::fromStdString(w.checkConservation()), QString());
            QCOMPARE(w.drawable(), h.drawable());
            QCOMPARE(w.wallLeft(), h.wallLeft());
            QCOMPARE(w.toAct(), h.toAct());
            QVERIFY(w.visible() == h.visible());
            for (Seat s = 0; s < kSeats; ++s) {
                QVERIFY(w.hand(s) == h.hand(s));
                QCOMPARE(w.meldCount(s), h.meldCount(s));
                QCOMPARE(w.flowers(s), h.flowers(s));
                QVERIFY(w.legalActions(s) == h.legalActions(s));
            }
            // The same tiles, in another order: the tiles drawn next (front or tail), as the same
            // players play on, differ within the first five draws (a wall repeats that many
            // draws by chance almost never). Hands that end before five draws are not counted.
            const auto draws = [&](HandState x) {
                EventLog log;
                for (int step = 0; step < 400 && !x.over(); ++step) {
                    const Seat s = x.toAct();
                    if (!x.apply(s, efficient.choose(HandView(x, s)), &log).empty())
                        return std::vector<int> {};
                }
                std::vector<int> drawn;
                for (const Event &e : log)
                    if ((e.type == Event::Type::Draw || e.type == Event::Type::Replacement) && drawn.size() < 5)
                        drawn.push_back(e.tile.kind());
                return drawn;
            };
            const std::vector<int> before = draws(h), after = draws(w);
            if (before.size() == 5 && after.size() == 5) {
                ++compared;
                reordered += int(before != after);
            }
        }
        QVERIFY2(states > 90, qPrintable(QString::number(states)));
        QVERIFY2(compared > 60, qPrintable(QString::number(compared)));
        QCOMPARE(reordered, compared);
    }

    // The same kind with the same seed chooses alike everywhere: nothing to value.
    void aPlayerAgainstItselfDiffersNowhere()
    {
        const AuditTally e = audit("efficient", "efficient", 6, 21, 8);
        QCOMPARE(e.hands, 24);
        QVERIFY(e.decisions > 200);
        QCOMPARE(e.differing, 0);
        QCOMPARE(e.perHand.mean(), 0.0);
        const AuditTally s = audit("strong:ms=0:playouts=100", "strong:ms=0:playouts=100", 2, 22, 8);
        QVERIFY2(s.decisions > 30, qPrintable(QString::number(s.decisions)));
        QCOMPARE(s.differing, 0);
    }

    // Random choices where efficient plays lose clearly, decision by decision, and every valued
    // decision is counted once, in one situation, the hands' sums adding up to the same total.
    void aWorseChoiceIsValuedWorse()
    {
        const AuditTally t = audit("efficient", "random", 16, 23, 24);
        QCOMPARE(t.hands, 64);
        QVERIFY(t.differing > 300);
        QVERIFY(t.differing <= t.decisions);
        QCOMPARE(countOverSituations(t), t.differing);
        QVERIFY(std::abs(sumOverSituations(t) - t.perHand.sum) < 1e-6);
        QVERIFY2(t.perHand.mean() + 5 * t.perHand.stderror() < 0,
                 qPrintable(QStringLiteral("%1 ± %2").arg(t.perHand.mean()).arg(t.perHand.stderror())));
        // Random discards far from ready cost least, random discards of a ready hand most.
        const MeanAndError &far = t.gain[std::size_t(Situation::DiscardFarther)];
        QVERIFY(far.n > 50);
        QVERIFY(far.mean() < 0);
    }

    // The oracle values each decision the strong player searches (two candidates or more),
    // and no other: the same hands played by the same player without the audit search exactly
    // as many. It needs a strong player.
    void theOracleValuesTheSearchedDecisions()
    {
        const std::uint64_t seed = 24;
        AuditOptions options;
        options.worlds = 6;
        EfficientPlayer field;
        std::array<Player *, kSeats> continuation {&field, &field, &field, &field};
        const auto rollout = makePlayer("strong:search=0:depth=0", 1);
        const StrongOptions strongOptions = *StrongPlayer::parse("strong:ms=0:playouts=60");
        long long searched = 0;
        AuditTally tally;
        Rng rng(seed);
        for (int k = 0; k < 3; ++k) {
            const HandSetup setup = HandSetup::fromSeed(deriveSeed(seed, std::uint64_t(k)), Seat(k & 3));
            StrongPlayer audited(5 + std::uint64_t(k), strongOptions);
            std::array<Player *, kSeats> players {&audited, &field, &field, &field};
            auditHand(Rules {}, setup, players, 0, nullptr, *rollout, continuation, options, rng, tally);
            StrongPlayer again(5 + std::uint64_t(k), strongOptions);
            CountingSearches counted(again);
            playHand(Rules {}, setup, {&counted, &field, &field, &field}, false);
            searched += counted.searched;
        }
        QVERIFY(searched > 10);
        QCOMPARE(tally.differing, searched);
        QCOMPARE(countOverSituations(tally), searched);

        AuditTally none;
        EfficientPlayer notStrong;
        std::array<Player *, kSeats> players {&notStrong, &field, &field, &field};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 auditHand(Rules {}, HandSetup::fromSeed(1, 0), players, 0, nullptr, *rollout,
                                           continuation, options, rng, none));
    }
};

QTEST_GUILESS_MAIN(TestMahjongAudit)
#include "test_mahjong_audit.moc"
