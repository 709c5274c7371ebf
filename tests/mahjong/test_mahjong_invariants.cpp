// Invariants over many seeded hands (M1, M5, M50–M53): 144 tiles conserved after every step,
// every action chosen from the legal ones and accepted, payments summing to zero, and the
// same seed giving the same hand.

#include "mahjong/players.h"

#include <QTest>

#include <cstring>

using namespace qixing;
using namespace qixing::mahjong;

namespace {

// The 游金 discards offered, as kinds.
std::vector<int> youOffers(const std::vector<Action> &legal)
{
    std::vector<int> out;
    for (const Action &a : legal)
        if (a.kind == Action::Kind::You)
            out.push_back(a.tile.kind());
    return out;
}

// The same found the slow way the engine used before (a full sets test per discard kind),
// for an ordinary turn (not in 游金, not the 雙游 round); otherwise what the engine says.
std::vector<int> slowYouOffers(const HandState &h, Seat s, const std::vector<Action> &legal)
{
    const bool ordinary = h.phase() == Phase::Turn && h.youLevel(s) == 0 && !h.forcedRound()
                          && std::any_of(legal.begin(), legal.end(), [](const Action &a) { return a.kind == Action::Kind::Discard; });
    if (!ordinary)
        return youOffers(legal);
    std::vector<int> out;
    const Concealed c = h.concealed(s);
    for (int k = 0; k < kKinds; ++k) {
        if (h.hand(s)[std::size_t(k)] == 0)
            continue;
        Concealed rest = c;
        if (Tile(k) == h.gold()) {
            rest.golds -= 2;
        } else {
            --rest.plain[std::size_t(plainKindOf(Tile(k), h.gold()))];
            --rest.golds;
        }
        if (rest.golds >= 0 && isAllSets(rest))
            out.push_back(k);
    }
    return out;
}

} // namespace

class TestMahjongInvariants : public QObject
{
    Q_OBJECT
private slots:
    void seededHands()
    {
        Rules rules;
        int ways[kWays] = {};
        int drawn = 0;
        const int hands = 20000;
        for (int k = 0; k < hands; ++k) {
            const std::uint64_t seed = deriveSeed(99, std::uint64_t(k));
            // Mostly random players (every kind of action), some efficient ones (游金, kongs).
            std::array<std::unique_ptr<Player>, kSeats> owned;
            std::array<Player *, kSeats> ps {};
            for (Seat s = 0; s < kSeats; ++s) {
                const bool eff = (k % 4 == 0) ? true : (k % 4 == 1 ? s == 0 : false);
                owned[std::size_t(s)] = makePlayer(eff ? "efficient" : "random", deriveSeed(seed, 10 + std::uint64_t(s)));
                ps[std::size_t(s)] = owned[std::size_t(s)].get();
            }
            const HandSetup setup = HandSetup::fromSeed(seed, Seat(k & 3), 1 + (k % 3));
            QVERIFY(setup.validate().empty());
            PlayedHand h;
            try {
                h = playHand(rules, setup, ps, k % 50 == 0, true);
            } catch (const std::exception &e) {
                QFAIL(qPrintable(QStringLiteral("hand %1: %2").arg(k).arg(e.what())));
            }
            std::int64_t sum = 0;
            for (auto t : h.settlement.totals)
                sum += t;
            QCOMPARE(sum, std::int64_t(0));
            if (h.outcome.drawn)
                ++drawn;
            else
                ++ways[int(h.outcome.way)];
        }
        QString summary = QStringLiteral("drawn %1").arg(drawn);
        for (int w = 0; w < kWays; ++w)
            summary += QStringLiteral(", %1 %2").arg(wayName(Way(w))).arg(ways[w]);
        qInfo("%s", qPrintable(summary));
        QVERIFY(ways[int(Way::PingHu)] > 0 && ways[int(Way::ZiMo)] > 0 && ways[int(Way::DanYou)] > 0);
    }

    void legalActionsAreAccepted()
    {
        // At every step: only the seat to act has actions, each of them passes check(), and
        // the action taken (a random one) applies.
        for (int k = 0; k < 400; ++k) {
            HandState h(HandSetup::fromSeed(deriveSeed(7, std::uint64_t(k)), Seat(k & 3)));
            Rng rng {std::uint64_t(k)};
            for (int steps = 0; !h.over(); ++steps) {
                QVERIFY(steps < 5000);
                for (Seat s = 0; s < kSeats; ++s) {
                    const auto legal = h.legalActions(s);
                    QCOMPARE(legal.empty(), s != h.toAct());
                    for (const Action &a : legal)
                        QVERIFY2(h.check(s, a).empty(), h.check(s, a).c_str());
                    ActionList buffer;
                    buffer.push(Action::kong()); // cleared first
                    h.legalActions(s, buffer);
                    QCOMPARE(buffer.toVector(), legal);
                    if (s == h.toAct())
                        QCOMPARE(youOffers(legal), slowYouOffers(h, s, legal));
                }
                const auto legal = h.legalActions(h.toAct());
                Action a = legal[rng.below(std::uint32_t(legal.size()))];
                if (h.phase() == Phase::RobKong && rng.below(10) != 0)
                    a = Action::pass();
                // A few illegal tries are rejected and change nothing.
                const HandState before = h;
                QVERIFY(!h.apply(nextSeat(h.toAct()), a).empty());
                QVERIFY(!h.apply(h.toAct(), Action::robKong(h.toAct(), 3)).empty());
                QCOMPARE(std::memcmp(&before, &h, sizeof h), 0);
                QVERIFY(h.apply(h.toAct(), a).empty());
                QVERIFY(h.checkConservation().empty());
            }
        }
    }

    void sameSeedSameHand() // M5
    {
        Rules rules;
        for (int k = 0; k < 20; ++k) {
            const HandSetup setup = HandSetup::fromSeed(std::uint64_t(k), 0);
            std::array<std::unique_ptr<Player>, kSeats> a, b;
            std::array<Player *, kSeats> pa {}, pb {};
            for (Seat s = 0; s < kSeats; ++s) {
                a[std::size_t(s)] = makePlayer("random", std::uint64_t(s));
                b[std::size_t(s)] = makePlayer("random", std::uint64_t(s));
                pa[std::size_t(s)] = a[std::size_t(s)].get();
                pb[std::size_t(s)] = b[std::size_t(s)].get();
            }
            const PlayedHand x = playHand(rules, setup, pa), y = playHand(rules, setup, pb);
            QCOMPARE(x.actions.size(), y.actions.size());
            QCOMPARE(x.events.size(), y.events.size());
            QVERIFY(x.settlement.totals == y.settlement.totals);
        }
        // The first tiles of seed 1's wall are fixed forever (platform independence).
        const HandSetup s1 = HandSetup::fromSeed(1, 0);
        QString first;
        for (int i = 0; i < 8; ++i)
            first += QString::fromStdString(s1.wall[std::size_t(i)].toString());
        qInfo("seed 1 wall starts %s", qPrintable(first));
    }
};

QTEST_GUILESS_MAIN(TestMahjongInvariants)
#include "test_mahjong_invariants.moc"
