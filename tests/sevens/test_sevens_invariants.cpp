// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants over many seeded hands, every valid preset/option combination, random and
// heuristic players mixed: 52 turns, cards conserved, every move legal by a slow reference
// rule check, must-play respected, results sum to zero, transfers add up to results, and
// results equal a direct reference formula for each preset.

#include "common/rng.h"
#include "sevens/players.h"
#include "sevens/scoring.h"
#include "sevens/table.h"

#include <QTest>

#include <algorithm>

using namespace qixing;
using namespace qixing::sevens;

namespace {

// S5/S9 by scanning the table rank by rank: obviously correct, slow.
bool referenceFits(const HandState &h, Card c)
{
    if (h.turn() == 0)
        return c == kSevenOfSpades;
    const CardSet t = h.table();
    if (!t.contains(Card(c.suit(), 7)))
        return c.rank() == 7;
    int low = 7, high = 7;
    while (low > 1 && t.contains(Card(c.suit(), low - 1)))
        --low;
    while (high < 13 && t.contains(Card(c.suit(), high + 1)))
        ++high;
    if (h.headTail() && (low == 1 || high == 13))
        return false;
    return c.rank() == low - 1 || c.rank() == high + 1;
}

// The table's cards of each suit form one run through the 7 (or nothing).
bool rowsContiguous(const HandState &h)
{
    for (int s = 0; s < kSuits; ++s) {
        const Row r = h.row(Suit(s));
        for (int rank = 1; rank <= 13; ++rank) {
            const bool on = h.table().contains(Card(Suit(s), rank));
            const bool inRun = r.opened() && rank >= r.low && rank <= r.high;
            if (on != inRun || (r.opened() && (r.low > 7 || r.high < 7)))
                return false;
        }
    }
    return true;
}

// The presets written as directly as the rules state them (S20–S23, S30–S31).
std::array<Fraction, kSeats> referenceResults(const Rules &r, const HandOutcome &o)
{
    std::array<int, kSeats> p {};
    std::array<Status, kSeats> st {};
    int allCovered = 0, clear = 0, sevens = 0;
    for (int i = 0; i < kSeats; ++i) {
        p[std::size_t(i)] = o.covered[std::size_t(i)].points();
        st[std::size_t(i)] = o.status(i);
        allCovered += st[std::size_t(i)] == Status::AllCovered;
        clear += st[std::size_t(i)] == Status::Clear || st[std::size_t(i)] == Status::ClearOnSeven;
        sevens += st[std::size_t(i)] == Status::ClearOnSeven;
    }
    std::array<Fraction, kSeats> res {};
    if (r.preset == Preset::Biqi) {
        const int M = std::max(clear >= 3 ? 8 : clear == 2 ? 4 : clear == 1 ? 2 : 1, 8 * sevens);
        std::array<int, kSeats> e {};
        for (int i = 0; i < kSeats; ++i) {
            const bool isClear = st[std::size_t(i)] == Status::Clear || st[std::size_t(i)] == Status::ClearOnSeven;
            e[std::size_t(i)] = isClear ? 0 : p[std::size_t(i)] * M;
        }
        for (int i = 0; i < kSeats; ++i)
            for (int j = 0; j < kSeats; ++j)
                res[std::size_t(i)] += Fraction(e[std::size_t(j)] - e[std::size_t(i)]);
        return res;
    }
    if (r.bigMidSmall) {
        static constexpr int amount[4] = {-7, -3, -1, 11};
        for (int i = 0; i < kSeats; ++i) {
            int above = 0, equal = 0; // seats with more points; seats with the same (incl. self)
            for (int j = 0; j < kSeats; ++j) {
                above += p[std::size_t(j)] > p[std::size_t(i)];
                equal += p[std::size_t(j)] == p[std::size_t(i)];
            }
            int total = 0;
            for (int k = above; k < above + equal; ++k)
                total += amount[k];
            res[std::size_t(i)] = Fraction(total, equal);
        }
        return res;
    }
    std::array<int, kSeats> q = p, m {};
    for (int i = 0; i < kSeats; ++i) {
        if (r.allCovered100)
            q[std::size_t(i)] = st[std::size_t(i)] == Status::AllCovered ? 0 : p[std::size_t(i)] + 100 * allCovered;
        m[std::size_t(i)] = st[std::size_t(i)] == Status::ClearOnSeven ? (r.sevenClearSix ? 6 : 2)
            : st[std::size_t(i)] == Status::Clear                       ? 2
                                                                        : 1;
    }
    for (int i = 0; i < kSeats; ++i)
        for (int j = 0; j < kSeats; ++j) {
            const int d = q[std::size_t(j)] - q[std::size_t(i)];
            res[std::size_t(i)] += Fraction(d > 0 ? d * m[std::size_t(i)] : d * m[std::size_t(j)]);
        }
    return res;
}

std::vector<Rules> everyValidCombination()
{
    std::vector<Rules> all;
    for (int preset = 0; preset < 2; ++preset)
        for (int bits = 0; bits < 16; ++bits) {
            Rules r;
            r.preset = Preset(preset);
            r.headTail = bits & 1;
            r.allCovered100 = bits & 2;
            r.sevenClearSix = bits & 4;
            r.bigMidSmall = bits & 8;
            r.betUnit = 1 + bits * 7;
            if (r.validate().empty())
                all.push_back(r);
        }
    return all;
}

} // namespace

class TestSevensInvariants : public QObject
{
    Q_OBJECT

private slots:
    void combinations()
    {
        // uniform: headTail × (大中小頭 alone, or any of 全蓋100 × 七脫手加倍) = 10; biqi: 2.
        QCOMPARE(int(everyValidCombination().size()), 12);
    }

    void manySeededHands()
    {
        const std::vector<Rules> combos = everyValidCombination();
        const int handsPerCombo = 200'000 / int(combos.size()) + 1;
        long long hands = 0, covers = 0;
        std::array<long long, 4> statusSeen {};
        for (std::size_t ci = 0; ci < combos.size(); ++ci) {
            const Rules &rules = combos[ci];
            for (int k = 0; k < handsPerCombo; ++k) {
                const std::uint64_t seed = deriveSeed(1000 + ci, std::uint64_t(k));
                RandomPlayer r0(seed), r1(seed + 1), r2(seed + 2), r3(seed + 3);
                HeuristicPlayer h0, h1, h2, h3;
                std::array<Player *, 4> randoms {&r0, &r1, &r2, &r3}, heuristics {&h0, &h1, &h2, &h3}, players {};
                for (int s = 0; s < kSeats; ++s) // a different mix of players for each hand
                    players[std::size_t(s)] = ((k >> s) & 1) ? heuristics[std::size_t(s)] : randoms[std::size_t(s)];

                const Deal deal = Deal::fromSeed(seed);
                HandState h(deal, rules.headTail);
                while (!h.finished()) {
                    const Seat s = h.toMove();
                    CardSet refPlayable;
                    for (Card c : h.hand(s))
                        if (referenceFits(h, c))
                            refPlayable.insert(c);
                    if (h.playable() != refPlayable)
                        QFAIL(qPrintable(QString("seed %1 turn %2: playable differs from the reference").arg(seed).arg(h.turn())));
                    const Action a = players[std::size_t(s)]->chooseAction(HandView(h, s));
                    const bool legal = a.isCover() ? refPlayable.empty() && h.hand(s).contains(a.card)
                                                   : refPlayable.contains(a.card);
                    if (!legal)
                        QFAIL(qPrintable(QString("seed %1 turn %2: illegal action by the reference").arg(seed).arg(h.turn())));
                    if (h.apply(s, a) != MoveError::None)
                        QFAIL("the engine refused an action the reference allows");
                    covers += a.isCover();
                    // Conservation: every card in exactly one place.
                    CardSet all = h.table();
                    int count = h.table().size();
                    for (Seat x = 0; x < kSeats; ++x) {
                        all |= h.hand(x) | h.covered(x);
                        count += h.hand(x).size() + h.covered(x).size();
                    }
                    if (all != CardSet::fullDeck() || count != 52 || !rowsContiguous(h))
                        QFAIL(qPrintable(QString("seed %1 turn %2: cards not conserved").arg(seed).arg(h.turn())));
                }
                QCOMPARE(h.turn(), 52);
                const HandOutcome o = HandOutcome::of(h);
                QVERIFY(o.validate().empty());
                for (Seat x = 0; x < kSeats; ++x) {
                    QVERIFY(h.hand(x).empty());
                    ++statusSeen[std::size_t(o.status(x))];
                }
                const Settlement st = settle(rules, o);
                Fraction total;
                std::array<Fraction, kSeats> fromTransfers {};
                for (const Transfer &t : st.transfers()) {
                    QVERIFY(t.from != t.to);
                    QVERIFY(t.amount > Fraction(0));
                    fromTransfers[std::size_t(t.to)] += t.amount;
                    fromTransfers[std::size_t(t.from)] -= t.amount;
                }
                std::int64_t money = 0;
                for (int x = 0; x < kSeats; ++x) {
                    total += st.results[std::size_t(x)];
                    money += st.money[std::size_t(x)];
                    const Fraction exact = st.results[std::size_t(x)] * Fraction(rules.betUnit);
                    const std::int64_t floor = exact.num() / exact.den() - (exact.num() % exact.den() < 0 ? 1 : 0);
                    QVERIFY(st.money[std::size_t(x)] == floor || st.money[std::size_t(x)] == floor + 1);
                    if (exact.isWhole())
                        QCOMPARE(st.money[std::size_t(x)], exact.num());
                }
                QCOMPARE(total, Fraction(0));
                QCOMPARE(money, std::int64_t(0));
                QCOMPARE(fromTransfers, st.results);
                if (st.results != referenceResults(rules, o))
                    QFAIL(qPrintable(QString("seed %1: results differ from the reference formula").arg(seed)));
                ++hands;
            }
        }
        QVERIFY(hands >= 200'000);
        // The hands reached every status (so the multiplier branches above were exercised).
        for (long long n : statusSeen)
            QVERIFY(n > 0);
        qInfo("%lld hands, %lld covers; statuses covered/clear/clearOnSeven/allCovered: %lld/%lld/%lld/%lld",
              hands, covers, statusSeen[0], statusSeen[1], statusSeen[2], statusSeen[3]);
    }
};

QTEST_GUILESS_MAIN(TestSevensInvariants)
#include "test_sevens_invariants.moc"
