// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players: always legal, decide from their seat's view alone, and the heuristic
// player is clearly stronger than random play (duplicate format, fixed seeds).

#include "common/rng.h"
#include "sevens/duplicate.h"
#include "sevens/players.h"
#include "sevens/search_player.h"
#include "sevens/table.h"

#include <QTest>

using namespace qixing;
using namespace qixing::sevens;

class TestSevensPlayers : public QObject
{
    Q_OBJECT

private slots:
    void factory()
    {
        for (const std::string &k : playerKinds()) {
            auto p = makePlayer(k, 1);
            QVERIFY(p);
            QCOMPARE(p->kind(), k);
        }
        QVERIFY(!makePlayer("oracle", 1));
    }

    // Two worlds that look the same from the seat to move (the other seats' hidden cards
    // dealt differently among them) must get the same decision.
    void decidesFromItsViewAlone()
    {
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const Deal deal = Deal::fromSeed(seed);
            HandState h(deal, seed % 3 == 0);
            HeuristicPlayer driver;
            Rng rng(seed);
            const int stopAt = 4 + int(rng.below(30));
            std::vector<Action> moves;
            while (!h.finished() && h.turn() < stopAt) {
                const Action a = driver.chooseAction(HandView(h, h.toMove()));
                moves.push_back(a);
                h.applyUnchecked(a);
            }
            if (h.finished())
                continue;
            const Seat me = h.toMove();
            // Redeal the cards the seat to move cannot see among the other seats' hands.
            const CardSet hidden = [&] {
                CardSet x;
                for (Seat s = 0; s < kSeats; ++s)
                    if (s != me)
                        x |= h.hand(s);
                return x;
            }();
            std::vector<Card> pool(hidden.begin(), hidden.end());
            rng.shuffle(pool.data(), pool.size());
            Deal other = deal;
            std::size_t next = 0;
            for (Seat s = 0; s < kSeats; ++s) {
                if (s == me)
                    continue;
                CardSet redealt = deal.hands[std::size_t(s)] - h.hand(s);
                for (int i = 0; i < h.hand(s).size(); ++i)
                    redealt.insert(pool[next++]);
                other.hands[std::size_t(s)] = redealt;
            }
            HandState g(other, h.headTail());
            bool replayed = true;
            for (const Action &a : moves)
                replayed = replayed && g.apply(g.toMove(), a) == MoveError::None;
            if (!replayed)
                continue; // a cover in the prefix would be illegal in the other world
            QCOMPARE(g.hand(me), h.hand(me));
            HeuristicPlayer a, b;
            QCOMPARE(a.chooseAction(HandView(h, me)), b.chooseAction(HandView(g, me)));
            if (seed % 8 == 0) { // the searching player too (same seed, same worlds)
                SearchPlayer sa(Rules {}, seed, 8), sb(Rules {}, seed, 8);
                QCOMPARE(sa.chooseAction(HandView(h, me)), sb.chooseAction(HandView(g, me)));
            }
            ++compared;
        }
        QVERIFY2(compared > 100, qPrintable(QString::number(compared)));
    }

    void alwaysLegal()
    {
        for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
            Rules r;
            r.headTail = seed % 2;
            HeuristicPlayer h0, h1;
            RandomPlayer r0(seed), r1(seed * 3);
            // playHand throws on any illegal action.
            const PlayedHand hand = playHand(r, Deal::fromSeed(seed), {&h0, &r0, &h1, &r1});
            QVERIFY(hand.final.finished());
        }
    }

    // A dead card (behind the seat's own cover, or in a closed suit) costs its points
    // whatever happens, so when the heuristic must cover and holds one, it covers one.
    void coversDeadCardsFirst()
    {
        int situations = 0;
        for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
            HandState h(Deal::fromSeed(seed), seed % 2);
            HeuristicPlayer p;
            while (!h.finished()) {
                const Seat s = h.toMove();
                const HandView v(h, s);
                const Action a = p.chooseAction(v);
                if (a.isCover()) {
                    CardSet dead;
                    for (Card c : h.hand(s)) {
                        const Row row = h.row(c.suit());
                        const int end = row.opened() ? (c.rank() < row.low ? row.low : row.high) : 7;
                        const int d = c.rank() < end ? -1 : 1;
                        bool blocked = row.closed;
                        for (int r = end + d; r != c.rank(); r += d)
                            blocked = blocked || h.covered(s).contains(Card(c.suit(), r));
                        if (blocked)
                            dead.insert(c);
                    }
                    if (!dead.empty()) {
                        QVERIFY(dead.contains(a.card));
                        ++situations;
                    }
                }
                h.applyUnchecked(a);
            }
        }
        QVERIFY(situations > 100);
    }

    // Every world the searching player imagines agrees with all it has seen: its own cards,
    // the table, every seat's counts, the public history — and a seat that covered held no
    // card that fit at that moment (the replay of the history would reject it otherwise).
    void searchWorldsAreConsistent()
    {
        int worlds = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            HandState h(Deal::fromSeed(seed), seed % 2);
            HeuristicPlayer p;
            SearchPlayer search(Rules {}, seed, 4);
            while (!h.finished()) {
                const Seat me = h.toMove();
                const HandView v(h, me);
                HandState w;
                if (search.sampleWorld(v, w)) {
                    ++worlds;
                    const HandView wv(w, me);
                    QCOMPARE(wv.turn(), v.turn());
                    QCOMPARE(wv.hand(), v.hand());
                    QCOMPARE(wv.myCovered(), v.myCovered());
                    QCOMPARE(wv.table(), v.table());
                    for (Seat s = 0; s < kSeats; ++s) {
                        QCOMPARE(wv.handCount(s), v.handCount(s));
                        QCOMPARE(wv.coverCount(s), v.coverCount(s));
                    }
                    for (int i = 0; i < v.turn(); ++i) {
                        QCOMPARE(wv.move(i).seat, v.move(i).seat);
                        QCOMPARE(wv.move(i).cover, v.move(i).cover);
                        QCOMPARE(wv.move(i).card, v.move(i).card);
                    }
                }
                h.applyUnchecked(p.chooseAction(v));
            }
        }
        qInfo("%d of %d positions sampled", worlds, 60 * 52);
        QVERIFY(worlds > 2500);
    }

    void searchBeatsHeuristic()
    {
        const DuplicateResult d = playDuplicate(Rules {}, "search", "heuristic", 200, 77);
        QVERIFY2(d.mean > 0, qPrintable(QString("mean %1 ± %2").arg(d.mean).arg(d.stderror)));
        Rules biqi;
        biqi.preset = Preset::Biqi;
        const DuplicateResult b = playDuplicate(biqi, "search", "random", 50, 78);
        QVERIFY2(b.mean > 3 * b.stderror, qPrintable(QString("mean %1 ± %2").arg(b.mean).arg(b.stderror)));
    }

    void heuristicBeatsRandom()
    {
        for (Preset preset : {Preset::Uniform, Preset::Biqi}) {
            Rules r;
            r.preset = preset;
            const DuplicateResult d = playDuplicate(r, "heuristic", "random", 400, 12345);
            QVERIFY2(d.mean > 5 * d.stderror && d.mean > 10,
                     qPrintable(QString("mean %1 ± %2").arg(d.mean).arg(d.stderror)));
            const DuplicateResult rev = playDuplicate(r, "random", "heuristic", 400, 12345);
            QVERIFY(rev.mean < -5 * rev.stderror);
        }
        // The same player against itself is even by construction of the duplicate format.
        const DuplicateResult self = playDuplicate(Rules {}, "heuristic", "heuristic", 50, 1);
        QCOMPARE(self.mean, 0.0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, playDuplicate(Rules {}, "oracle", "random", 1, 1));
    }
};

QTEST_GUILESS_MAIN(TestSevensPlayers)
#include "test_sevens_players.moc"
