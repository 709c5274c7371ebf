// SPDX-License-Identifier: GPL-3.0-or-later
// The win check, decomposition, waits and shanten (M4, M12, M13) against a slow, obviously
// correct search on many random hands.

#include "common/rng.h"
#include "mahjong/analysis.h"

#include <QTest>

#include <vector>

using namespace qixing;
using namespace qixing::mahjong;

namespace {

// Tries every group the lowest remaining tile can belong to, golds filling any place, even
// where a real tile would do.
bool referenceComplete(Counts &c, int golds, bool pairUsed)
{
    int i = 0;
    while (i < kKinds && c[std::size_t(i)] == 0)
        ++i;
    if (i == kKinds) {
        if (!pairUsed)
            return golds >= 2 && (golds - 2) % 3 == 0;
        return golds % 3 == 0;
    }
    auto &ci = c[std::size_t(i)];
    // Pair: i i, i G.
    if (!pairUsed) {
        for (int real = 1; real <= 2; ++real) {
            const int g = 2 - real;
            if (ci >= real && golds >= g) {
                ci = std::uint8_t(ci - real);
                const bool ok = referenceComplete(c, golds - g, true);
                ci = std::uint8_t(ci + real);
                if (ok)
                    return true;
            }
        }
    }
    // Pung: i i i, i i G, i G G.
    for (int real = 1; real <= 3; ++real) {
        const int g = 3 - real;
        if (ci >= real && golds >= g) {
            ci = std::uint8_t(ci - real);
            const bool ok = referenceComplete(c, golds - g, pairUsed);
            ci = std::uint8_t(ci + real);
            if (ok)
                return true;
        }
    }
    // Any chow holding i: places below i can only be golds (nothing lower is left), the
    // others real or gold.
    for (int start = i - 2; start <= i && i < 27; ++start) {
        if (start < 9 * (i / 9) || start % 9 > 6)
            continue;
        for (int mask = 0; mask < 8; ++mask) {
            int g = 0;
            bool possible = true;
            bool usesI = false;
            Counts d = c;
            for (int j = 0; j < 3; ++j) {
                const int k = start + j;
                const bool real = (mask >> j) & 1;
                if (!real) {
                    ++g;
                    continue;
                }
                if (k < i || d[std::size_t(k)] == 0) {
                    possible = false;
                    break;
                }
                usesI = usesI || k == i;
                --d[std::size_t(k)];
            }
            if (!possible || !usesI || golds < g)
                continue;
            if (referenceComplete(d, golds - g, pairUsed))
                return true;
        }
    }
    return false;
}

bool reference(const Concealed &h)
{
    Counts c = h.plain;
    return referenceComplete(c, h.golds, false);
}

// A random hand of n tiles from the 136 (one kind taken as the gold's, with up to 3 golds),
// leaning towards near-complete hands so that wins are common enough to test.
Concealed randomHand(Rng &rng, int n, int maxGolds)
{
    Concealed h;
    h.golds = int(rng.below(std::uint32_t(maxGolds + 1)));
    const bool structured = rng.below(2) == 0;
    int left = n - h.golds;
    const int suitBias = int(rng.below(4));
    while (left > 0) {
        if (structured && left >= 3 && rng.below(3) != 0) {
            const int k = int(rng.below(kKinds));
            if (k < 27 && k % 9 <= 6 && rng.below(2) == 0) {
                if (h.plain[std::size_t(k)] < 4 && h.plain[std::size_t(k + 1)] < 4 && h.plain[std::size_t(k + 2)] < 4) {
                    ++h.plain[std::size_t(k)], ++h.plain[std::size_t(k + 1)], ++h.plain[std::size_t(k + 2)];
                    left -= 3;
                }
            } else if (h.plain[std::size_t(k)] <= 1) {
                h.plain[std::size_t(k)] += 3;
                left -= 3;
            }
            continue;
        }
        int k = int(rng.below(kKinds));
        if (rng.below(2) == 0 && suitBias < 3)
            k = 9 * suitBias + int(rng.below(9));
        if (h.plain[std::size_t(k)] < 4) {
            ++h.plain[std::size_t(k)];
            --left;
        }
    }
    return h;
}

bool decompositionMatches(const Concealed &h, const std::vector<Group> &groups)
{
    Counts c {};
    int golds = 0, pairs = 0;
    for (const Group &g : groups) {
        if (g.size == 2) {
            ++pairs;
            if (g.kinds[0] >= 0 && g.kinds[1] >= 0 && g.kinds[0] != g.kinds[1])
                return false;
        } else if (g.size == 3) {
            std::vector<int> real;
            for (int j = 0; j < 3; ++j) {
                if (g.kinds[std::size_t(j)] >= 0)
                    real.push_back(g.kinds[std::size_t(j)]);
            }
            std::sort(real.begin(), real.end());
            const bool same = real.empty() || real.front() == real.back();
            bool run = !real.empty() && real.front() < 27 && real.back() - real.front() <= 2
                       && real.front() / 9 == real.back() / 9;
            for (std::size_t j = 1; j < real.size(); ++j)
                run = run && real[j] != real[j - 1];
            if (!same && !run)
                return false;
        } else {
            return false;
        }
        for (int j = 0; j < g.size; ++j) {
            if (g.kinds[std::size_t(j)] < 0)
                ++golds;
            else
                ++c[std::size_t(g.kinds[std::size_t(j)])];
        }
    }
    return pairs == 1 && c == h.plain && golds == h.golds;
}

} // namespace

class TestMahjongAnalysis : public QObject
{
    Q_OBJECT
private slots:
    void knownHands()
    {
        // M4: five sets and a pair.
        Concealed h;
        for (int k : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 27, 27, 27, 30, 30})
            ++h.plain[std::size_t(k)];
        QVERIFY(isComplete(h));
        QCOMPARE(shanten(h), -1);
        // M12: a gold fills the pair's second tile.
        --h.plain[30];
        h.golds = 1;
        QVERIFY(isComplete(h));
        // Three golds make any pair and a set.
        Concealed g3;
        g3.golds = 3;
        for (int k : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 27, 30})
            ++g3.plain[std::size_t(k)];
        QVERIFY(isComplete(g3));
        QCOMPARE(int(decompose(g3).size()), 6);
    }

    void whiteDragonStandsIn() // M13
    {
        Counts phys {};
        phys[4] = 2;  // two 5萬: golds when the gold is 5萬
        phys[31] = 1; // 白板 counts as 5萬
        const Concealed c = concealedOf(phys, Tile(4));
        QCOMPARE(c.golds, 2);
        QCOMPARE(int(c.plain[4]), 1);
        QCOMPARE(int(c.plain[31]), 0);
        const Concealed z = concealedOf(phys, kWhiteDragon); // 正金
        QCOMPARE(z.golds, 1);
        QCOMPARE(int(z.plain[4]), 2);
        QCOMPARE(physicalOf(4, Tile(4)), kWhiteDragon);
        QCOMPARE(plainKindOf(kWhiteDragon, Tile(4)), 4);
        QCOMPARE(plainKindOf(Tile(4), Tile(4)), -1);
    }

    void winCheckAgainstReference()
    {
        Rng rng(2024);
        int wins = 0;
        const int n = 60000;
        for (int i = 0; i < n; ++i) {
            const int size = 3 * int(1 + rng.below(5)) + 2; // 5, 8, … 17
            const Concealed h = randomHand(rng, size, 4);
            const bool fast = isComplete(h);
            const bool slow = reference(h);
            if (fast != slow) {
                QString s;
                for (int k = 0; k < kKinds; ++k)
                    for (int c = 0; c < h.plain[std::size_t(k)]; ++c)
                        s += QString::fromStdString(Tile(k).toString()) + " ";
                QFAIL(qPrintable(QStringLiteral("hand %1+ %2 golds: fast %3 slow %4").arg(s).arg(h.golds).arg(fast).arg(slow)));
            }
            if (fast) {
                ++wins;
                QVERIFY(decompositionMatches(h, decompose(h)));
                QCOMPARE(shanten(h), -1);
            } else {
                QVERIFY(decompose(h).empty());
                QVERIFY(shanten(h) >= 0);
            }
        }
        QVERIFY2(wins > n / 10, qPrintable(QString::number(wins)));
    }

    void waitsAgainstReference()
    {
        Rng rng(77);
        int ready = 0;
        for (int i = 0; i < 20000; ++i) {
            const Concealed h = randomHand(rng, 16, 3);
            std::uint64_t slow = 0;
            for (int k = 0; k < kKinds; ++k) {
                if (h.plain[std::size_t(k)] >= 4)
                    continue;
                Concealed w = h;
                ++w.plain[std::size_t(k)];
                if (reference(w))
                    slow |= std::uint64_t {1} << k;
            }
            QCOMPARE(waitingMask(h), slow);
            const int sh = shanten(h);
            QCOMPARE(sh == 0, slow != 0);
            if (slow)
                ++ready;
            // Shanten moves by at most one per tile exchanged.
            for (int k = 0; k < kKinds; k += 5) {
                if (h.plain[std::size_t(k)] >= 4)
                    continue;
                Concealed w = h;
                ++w.plain[std::size_t(k)];
                QVERIFY(shanten(w) >= sh - 1);
            }
        }
        QVERIFY(ready > 500);
    }
    void tableShantenEqualsSearch()
    {
        // The table-driven 向聽 against the exhaustive search of blocks it replaced, on every
        // hand size a player meets (3n+1 and 3n+2, with 0-3 golds).
        Rng rng(2024);
        for (int i = 0; i < 60000; ++i) {
            const int sizes[] = {17, 16, 14, 13, 11, 10, 8, 7, 5, 4, 2, 1};
            const int n = sizes[i % 12];
            const Concealed h = randomHand(rng, n, std::min(3, n));
            QCOMPARE(shanten(h), shantenBySearch(h));
        }
    }

    void shantenNearEqualsShanten()
    {
        // The incremental 向聽 of a hand one tile away equals shanten() of that hand, and its
        // plain count is never above it and equal whenever above 0.
        Rng rng(909);
        for (int i = 0; i < 6000; ++i) {
            const int n = i % 2 ? 17 : 16;
            const Concealed h = randomHand(rng, n, 3);
            const ShantenNear near(h);
            for (int k = 0; k < kKinds; ++k) {
                for (const int delta : {1, -1}) {
                    if (delta > 0 ? h.plain[std::size_t(k)] >= 4 : h.plain[std::size_t(k)] == 0)
                        continue;
                    Concealed w = h;
                    w.plain[std::size_t(k)] = std::uint8_t(w.plain[std::size_t(k)] + delta);
                    const int exact = shanten(w);
                    QCOMPARE(near.with(k, delta), exact);
                    const int raw = near.rawWith(k, delta);
                    QVERIFY(raw <= exact);
                    for (int limit = -1; limit <= 4; ++limit)
                        QCOMPARE(near.rawBelow(k, delta, limit), raw < limit);
                    if (raw > 0)
                        QCOMPARE(raw, exact);
                }
            }
        }
    }

    void youDiscardMaskEqualsPerKindTest_M33()
    {
        // setsAfterDiscardMask (one look-up per suit) against isAllSets per discard kind.
        Rng rng(33);
        int hits = 0;
        for (int i = 0; i < 20000; ++i) {
            const Concealed h = randomHand(rng, i % 2 ? 17 : 14, 3);
            for (int wilds = 0; wilds <= h.golds; ++wilds) {
                const std::uint64_t mask = setsAfterDiscardMask(h, wilds);
                for (int k = 0; k < kKinds; ++k) {
                    bool slow = false;
                    if (h.plain[std::size_t(k)] > 0) {
                        Concealed rest = h;
                        --rest.plain[std::size_t(k)];
                        rest.golds = wilds;
                        slow = isAllSets(rest);
                    }
                    QCOMPARE(((mask >> k) & 1) != 0, slow);
                    hits += slow;
                }
            }
        }
        QVERIFY(hits > 1000);
    }

    void turnShapeEqualsSeparateChecks_M33()
    {
        // turnShape (one reading of the tables for a turn) against the separate checks it
        // stands for: the win check by search, and the 游金 discards kind by kind (M33, M34).
        Rng rng(34);
        int wins = 0, you = 0;
        for (int i = 0; i < 20000; ++i) {
            const Concealed h = randomHand(rng, i % 3 == 0 ? 14 : 17, 3);
            for (const bool withYou : {false, true}) {
                const TurnShape t = turnShape(h, withYou);
                QCOMPARE(t.complete, reference(h));
                std::uint64_t plain = 0;
                bool gold = false;
                if (withYou && h.golds >= 1) {
                    for (int k = 0; k < kKinds; ++k) {
                        Concealed rest = h;
                        if (rest.plain[std::size_t(k)] == 0)
                            continue;
                        --rest.plain[std::size_t(k)];
                        --rest.golds;
                        if (isAllSets(rest))
                            plain |= std::uint64_t {1} << k;
                    }
                    Concealed rest = h;
                    rest.golds -= 2;
                    gold = rest.golds >= 0 && isAllSets(rest);
                }
                QCOMPARE(t.youPlain, plain);
                QCOMPARE(t.youGold, gold);
                wins += t.complete;
                you += plain != 0 || gold;
            }
        }
        QVERIFY(wins > 1000 && you > 1000);
    }

    void kindMasksEqualCounts()
    {
        // heldKinds and fourKinds (eight kinds a word) against the counts one by one.
        Rng rng(4);
        for (int i = 0; i < 20000; ++i) {
            Counts c {};
            for (auto &n : c)
                n = std::uint8_t(rng.below(3) == 0 ? rng.below(5) : 0);
            std::uint64_t held = 0, four = 0;
            for (int k = 0; k < kKinds; ++k) {
                held |= std::uint64_t(c[std::size_t(k)] > 0) << k;
                four |= std::uint64_t(c[std::size_t(k)] == 4) << k;
            }
            QCOMPARE(heldKinds(c), held);
            QCOMPARE(fourKinds(c), four);
        }
    }

    void shantenAgainstExchanges()
    {
        // 向聽 1 means: not ready, and one exchange (a tile out, a tile in) makes it ready. And
        // on 17 tiles it is the best over the discards.
        Rng rng(5);
        int ones = 0;
        for (int i = 0; i < 4000; ++i) {
            const Concealed h = randomHand(rng, 16, 2);
            const int sh = shanten(h);
            if (sh != 0) {
                bool one = false;
                for (int d = 0; d < kKinds && !one; ++d) {
                    if (h.plain[std::size_t(d)] == 0)
                        continue;
                    for (int t = 0; t < kKinds && !one; ++t) {
                        if (t == d || h.plain[std::size_t(t)] >= 4)
                            continue;
                        Concealed w = h;
                        --w.plain[std::size_t(d)];
                        ++w.plain[std::size_t(t)];
                        one = waitingMask(w) != 0;
                    }
                }
                for (int t = 0; t < kKinds && !one && h.golds > 0; ++t) {
                    Concealed w = h;
                    --w.golds;
                    if (w.plain[std::size_t(t)] >= 4)
                        continue;
                    ++w.plain[std::size_t(t)];
                    one = waitingMask(w) != 0;
                }
                // The count may say 1 where only a fifth copy of a kind would help: allowed
                // only for hands holding all four of some kind (documented).
                bool fourOfAKind = false;
                for (auto c : h.plain)
                    fourOfAKind = fourOfAKind || c == 4;
                if (!fourOfAKind || !(sh == 1 && !one))
                    QCOMPARE(sh == 1, one);
                ones += sh == 1;
            }
            for (int t = 0; t < kKinds; t += 4) {
                Concealed w = h;
                if (w.plain[std::size_t(t)] >= 4)
                    continue;
                ++w.plain[std::size_t(t)];
                const int s17 = shanten(w);
                if (s17 < 0)
                    continue;
                int best = 99;
                for (int d = 0; d < kKinds; ++d) {
                    if (w.plain[std::size_t(d)] == 0)
                        continue;
                    Concealed x = w;
                    --x.plain[std::size_t(d)];
                    best = std::min(best, shanten(x));
                }
                if (w.golds > 0) {
                    Concealed x = w;
                    --x.golds;
                    best = std::min(best, shanten(x));
                }
                QCOMPARE(s17, best);
            }
        }
        QVERIFY(ones > 300);
    }
};

QTEST_GUILESS_MAIN(TestMahjongAnalysis)
#include "test_mahjong_analysis.moc"
