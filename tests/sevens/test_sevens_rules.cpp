// SPDX-License-Identifier: GPL-3.0-or-later
// One test at least per rule ID of ../shared/rules/sevens.md (S1–S13, S20–S23, S30–S32,
// S40–S44), with the seed's worked examples S21 and S32.

#include "common/rng.h"
#include "sevens/hand.h"
#include "sevens/match.h"
#include "sevens/players.h"
#include "sevens/scoring.h"
#include "sevens/table.h"
#include "sevens_test_util.h"

#include <QTest>

using namespace qixing;
using namespace qixing::sevens;
using namespace qixing::sevens::testutil;

namespace {

// Seat 1 holds nothing that fits after 7S, so it must cover at once.
Deal coverDeal()
{
    return deal("7S 7H 7D 7C 8S 9S TS JS QS KS 6S 5S 4S",
                "AH 2H 3H 4H 5H AD 2D 3D 4D 5D AC 2C 3C",
                "6H 8H 9H TH JH QH KH 6D 8D 9D TD JD QD",
                "KD AS 2S 3S 6C 8C 9C TC JC QC KC 4C 5C");
}

std::array<Fraction, kSeats> fr(std::int64_t a, std::int64_t b, std::int64_t c, std::int64_t d)
{
    return {Fraction(a), Fraction(b), Fraction(c), Fraction(d)};
}

Fraction sum(const std::array<Fraction, kSeats> &x)
{
    return x[0] + x[1] + x[2] + x[3];
}

// Plays a hand with uniformly random legal actions and returns it.
HandState randomHand(std::uint64_t seed, bool headTail)
{
    HandState h(Deal::fromSeed(seed), headTail);
    RandomPlayer p(seed + 1);
    while (!h.finished())
        h.applyUnchecked(p.chooseAction(HandView(h, h.toMove())));
    return h;
}

} // namespace

class TestSevensRules : public QObject
{
    Q_OBJECT

private slots:
    void s1_deckAndPoints()
    {
        QCOMPARE(CardSet::fullDeck().size(), 52);
        QCOMPARE(CardSet::fullDeck().points(), 4 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13));
        QCOMPARE(card("AS").points(), 1);
        QCOMPARE(card("TD").points(), 10);
        QCOMPARE(card("KC").points(), 13);
        for (Card c : CardSet::fullDeck()) {
            QCOMPARE(Card::parse(c.toString()), std::optional<Card>(c));
            QCOMPARE(c.points(), c.rank());
        }
        QVERIFY(!Card::parse("1S"));
        QVERIFY(!Card::parse("10S"));
        QVERIFY(!Card::parse("7s"));
        QVERIFY(!Card::parse("7X"));
        QVERIFY(!Card::parse(""));
    }

    // S2: the same seed gives the same deal on every platform. These are the deals our own
    // shuffle produces; a change here breaks every saved seed and log.
    void s2_seededDealIsFixed()
    {
        const Deal d = Deal::fromSeed(deriveSeed(42, 0));
        QCOMPARE(deriveSeed(42, 0), std::uint64_t(4471935826587907));
        QCOMPARE(d.hands[0], cards("AS 2S 2H 6H 7H TH 2D 3D 5D 7D 9D 9C JC"));
        QCOMPARE(d.hands[1], cards("6S 8S 9S TS QS KS 8H JH AD 4D QD 6C KC"));
        QCOMPARE(d.hands[2], cards("3S 7S JS AH 5H QH TD JD KD AC 7C 8C QC"));
        QCOMPARE(d.hands[3], cards("4S 5S 3H 4H 9H KH 6D 8D 2C 3C 4C 5C TC"));
        QCOMPARE(Deal::fromSeed(deriveSeed(42, 1)).hands[1], cards("7S 9S TS 4H 7H 3D 5D 6D 7D KD 7C TC KC"));
        Rng rng(1);
        QCOMPARE(rng.next(), Rng(1).next());
    }

    void s2_dealsAreValidAndFair()
    {
        // Every card lands in each seat about equally often (chi-square, 3 degrees of freedom
        // per card; the bound is far in the tail so the test is stable, yet a skewed shuffle
        // such as seat = card mod 4 fails it at once).
        std::array<std::array<int, kSeats>, 64> counts {};
        const int n = 20000;
        for (int k = 0; k < n; ++k) {
            const Deal d = Deal::fromSeed(deriveSeed(7, std::uint64_t(k)));
            QVERIFY(d.validate().empty());
            for (Seat s = 0; s < kSeats; ++s)
                for (Card c : d.hands[std::size_t(s)])
                    ++counts[std::size_t(c.index())][std::size_t(s)];
        }
        double worst = 0;
        for (Card c : CardSet::fullDeck()) {
            double chi = 0;
            for (Seat s = 0; s < kSeats; ++s) {
                const double e = n / 4.0, o = counts[std::size_t(c.index())][std::size_t(s)];
                chi += (o - e) * (o - e) / e;
            }
            worst = std::max(worst, chi);
        }
        QVERIFY2(worst < 30, qPrintable(QString("worst chi-square %1").arg(worst)));
    }

    void s3_turnPassesToNextSeat()
    {
        const HandState h = randomHand(5, false);
        QVERIFY(h.finished());
        for (int i = 0; i < kTurns; ++i)
            QCOMPARE(h.moveSeat(i), (h.firstSeat() + i) % 4);
        QCOMPARE(nextSeat(0), 1);
        QCOMPARE(nextSeat(3), 0);
    }

    void s4_sevenOfSpadesOpens()
    {
        const Deal d = coverDeal();
        HandState h(d, false);
        QCOMPARE(h.toMove(), 0);
        QCOMPARE(h.check(0, Action::play(card("7H"))), MoveError::FirstMustBeSevenOfSpades);
        QCOMPARE(h.check(0, Action::cover(card("KS"))), MoveError::MustPlay);
        QCOMPARE(h.check(1, Action::play(card("AH"))), MoveError::NotYourTurn);
        QCOMPARE(h.playable(), cards("7S"));
        QCOMPARE(h.apply(0, Action::play(card("7S"))), MoveError::None);
        // The holder of 7S starts wherever it sits.
        for (std::uint64_t seed = 1; seed < 200; ++seed) {
            const Deal x = Deal::fromSeed(seed);
            QVERIFY(x.hands[std::size_t(HandState(x, false).toMove())].contains(kSevenOfSpades));
        }
    }

    void s5_playableCards()
    {
        HandState h(coverDeal(), false);
        h.apply(0, Action::play(card("7S")));
        QCOMPARE(h.targets(), cards("6S 8S 7H 7D 7C"));
        QCOMPARE(h.check(1, Action::play(card("5H"))), MoveError::NotPlayable);
        h.apply(1, Action::cover(card("5H")));
        QCOMPARE(h.toMove(), 2);
        QCOMPARE(h.playable(), CardSet()); // seat 2 holds no 7 and no spade next to the row
    }

    void s6_mustPlayWhenPossible()
    {
        HandState h(coverDeal(), false);
        h.apply(0, Action::play(card("7S")));
        h.apply(1, Action::cover(card("AH")));
        // Seat 2 holds no playable card either (no 7, no 6S/8S): it covers; seat 3 neither.
        QCOMPARE(h.playable(), CardSet());
        h.apply(2, Action::cover(card("6H")));
        QCOMPARE(h.playable(), CardSet());
        h.apply(3, Action::cover(card("AS")));
        // Seat 0 holds 7H, 7D, 7C, 6S, 8S: covering is illegal and changes nothing.
        const CardSet before = h.hand(0);
        QCOMPARE(h.apply(0, Action::cover(card("KS"))), MoveError::MustPlay);
        QCOMPARE(h.hand(0), before);
        QCOMPARE(h.turn(), 4);
        QCOMPARE(h.playable(), cards("6S 8S 7H 7D 7C"));
        QCOMPARE(h.apply(0, Action::play(card("KS"))), MoveError::NotPlayable);
        QCOMPARE(h.apply(0, Action::play(card("2C"))), MoveError::NotInHand);
        QCOMPARE(h.apply(0, Action::play(card("8S"))), MoveError::None);
    }

    void s7_coverIsPrivate()
    {
        HandState h(coverDeal(), false);
        h.apply(0, Action::play(card("7S")));
        QCOMPARE(h.apply(1, Action::cover(card("5H"))), MoveError::None);
        QCOMPARE(h.covered(1), cards("5H"));
        QVERIFY(!h.hand(1).contains(card("5H")));
        // The owner sees the card, nobody else does.
        const HandView own(h, 1), other(h, 2);
        QCOMPARE(own.move(1).card, std::optional<Card>(card("5H")));
        QVERIFY(other.move(1).cover);
        QCOMPARE(other.move(1).card, std::optional<Card>());
        QCOMPARE(other.coverCount(1), 1);
        QCOMPARE(other.handCount(1), 12);
        QVERIFY(other.unseen().contains(card("5H")));
        QCOMPARE(other.move(0).card, std::optional<Card>(card("7S"))); // plays are public
        // A covered card never returns: it is in no hand for the rest of the hand.
        HandState rest = h;
        RandomPlayer p(3);
        while (!rest.finished()) {
            rest.applyUnchecked(p.chooseAction(HandView(rest, rest.toMove())));
            QVERIFY(rest.covered(1).contains(card("5H")));
            QVERIFY(!rest.table().contains(card("5H")));
        }
    }

    // S7 seen from a client: a state rebuilt from one seat's knowledge alone looks the same
    // to that seat as the real one, and bad knowledge is refused.
    void s7_mirrorOfSeatKnowledge()
    {
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            HandState h(Deal::fromSeed(seed), seed % 2);
            RandomPlayer p(seed);
            const int stop = int(seed % 52);
            while (h.turn() < stop)
                h.applyUnchecked(p.chooseAction(HandView(h, h.toMove())));
            for (Seat s = 0; s < kSeats; ++s) {
                const HandView v(h, s);
                const auto m = HandState::mirror(v.knowledge());
                QVERIFY(m);
                const HandView w(*m, s);
                QCOMPARE(w.hand(), v.hand());
                QCOMPARE(w.myCovered(), v.myCovered());
                QCOMPARE(w.table(), v.table());
                QCOMPARE(w.targets(), v.targets());
                QCOMPARE(w.playable(), v.playable());
                QCOMPARE(w.toMove(), v.toMove());
                QCOMPARE(w.unseen(), v.unseen());
                for (Seat o = 0; o < kSeats; ++o) {
                    QCOMPARE(w.handCount(o), v.handCount(o));
                    QCOMPARE(w.coverCount(o), v.coverCount(o));
                    QCOMPARE(w.lastPlayed(o), v.lastPlayed(o));
                }
                for (int i = 0; i < v.turn(); ++i)
                    QCOMPARE(w.move(i).card, v.move(i).card);
                HeuristicPlayer a, b;
                if (v.myTurn())
                    QCOMPARE(a.chooseAction(w), b.chooseAction(v));
            }
        }
        HandState h(coverDeal(), false);
        h.apply(0, Action::play(card("7S")));
        h.apply(1, Action::cover(card("5H")));
        SeatKnowledge k = HandView(h, 2).knowledge();
        QVERIFY(HandState::mirror(k));
        SeatKnowledge bad = k;
        bad.moves[1].card = card("5H"); // another seat's cover must not carry its card
        QVERIFY(!HandState::mirror(bad));
        bad = k;
        bad.hand.insert(card("7S")); // a played card cannot be in the hand
        QVERIFY(!HandState::mirror(bad));
        bad = k;
        bad.moves[1].seat = 3; // out of turn
        QVERIFY(!HandState::mirror(bad));
    }

    // A client follows each move on its mirror (HandState::follow) instead of dealing the
    // mirror again: at every turn of 200 random hands, for every seat, what it sees is what
    // the real hand and a mirror dealt afresh show, and a move that does not fit is refused
    // by both, leaving the mirror as it was.
    void s7_mirrorFollowsEveryMove()
    {
        const auto same = [](const HandView &w, const HandView &v) {
            bool ok = w.hand() == v.hand() && w.myCovered() == v.myCovered() && w.table() == v.table()
                && w.targets() == v.targets() && w.playable() == v.playable() && w.toMove() == v.toMove()
                && w.turn() == v.turn() && w.unseen() == v.unseen();
            for (Seat o = 0; o < kSeats; ++o)
                ok = ok && w.handCount(o) == v.handCount(o) && w.coverCount(o) == v.coverCount(o)
                    && w.lastPlayed(o) == v.lastPlayed(o);
            for (int i = 0; ok && i < v.turn(); ++i)
                ok = w.move(i).seat == v.move(i).seat && w.move(i).cover == v.move(i).cover && w.move(i).card == v.move(i).card;
            return ok;
        };
        int traded = 0, refused = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const Deal deal = Deal::fromSeed(seed);
            HandState h(deal, seed % 2);
            std::array<HandState, kSeats> followed;
            for (Seat s = 0; s < kSeats; ++s)
                followed[std::size_t(s)] = *HandState::mirror(HandView(h, s).knowledge());
            RandomPlayer p(seed);
            while (!h.finished()) {
                const Seat mover = h.toMove();
                const Action a = p.chooseAction(HandView(h, mover));
                h.applyUnchecked(a);
                for (Seat s = 0; s < kSeats; ++s) {
                    HandState &f = followed[std::size_t(s)];
                    const HandView v(h, s);
                    const PublicMove seen = v.move(h.turn() - 1);
                    // Moves that cannot follow: out of turn, a card already seen, a card
                    // shown for another seat's cover, one the seat does not hold.
                    std::vector<PublicMove> bad {{nextSeat(mover), seen.cover, seen.card}};
                    if (!h.table().empty())
                        bad.push_back({mover, false, h.table().first()});
                    if (s != mover && !v.hand().empty())
                        bad.push_back({mover, false, v.hand().first()});
                    if (s != mover && seen.cover)
                        bad.push_back({mover, true, a.card});
                    if (s == mover && !(CardSet::fullDeck() - v.hand() - CardSet(a.card.bit())).empty())
                        bad.push_back({mover, seen.cover, (CardSet::fullDeck() - v.hand() - CardSet(a.card.bit())).first()});
                    for (const PublicMove &m : bad) {
                        if (m.seat == seen.seat && m.cover == seen.cover && m.card == seen.card)
                            continue;
                        HandState g = f;
                        SeatKnowledge k = HandView(f, s).knowledge();
                        k.moves.push_back(m);
                        if (m.seat == s && m.card) {
                            k.hand.erase(*m.card);
                            if (m.cover)
                                k.covered.insert(*m.card);
                        }
                        const bool fresh = HandState::mirror(k).has_value();
                        QCOMPARE(g.follow(s, m), fresh);
                        if (!fresh) {
                            QVERIFY(same(HandView(g, s), HandView(f, s)));
                            ++refused;
                        }
                    }
                    if (s != mover && !seen.cover && !f.hand(mover).contains(a.card))
                        ++traded;
                    QVERIFY(f.follow(s, seen));
                    QVERIFY(same(HandView(f, s), v));
                    const auto fresh = HandState::mirror(v.knowledge());
                    QVERIFY(fresh);
                    QVERIFY(same(HandView(f, s), HandView(*fresh, s)));
                    // Every unseen card is somewhere in the mirror, once.
                    CardSet all = f.table();
                    int cards = f.table().size();
                    for (Seat o = 0; o < kSeats; ++o) {
                        all |= f.hand(o) | f.covered(o);
                        cards += f.hand(o).size() + f.covered(o).size();
                    }
                    QCOMPARE(all, CardSet::fullDeck());
                    QCOMPARE(cards, 52);
                    if (!h.finished() && h.toMove() == s) {
                        HeuristicPlayer x, y;
                        QCOMPARE(x.chooseAction(HandView(f, s)), y.chooseAction(v));
                    }
                }
            }
        }
        QVERIFY(traded > 1000); // the trade is exercised, not a rare path
        QVERIFY(refused > 1000);
    }

    void s8_fiftyTwoTurns()
    {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const HandState h = randomHand(seed, seed % 2);
            QCOMPARE(h.turn(), 52);
            QVERIFY(h.finished());
            for (Seat s = 0; s < kSeats; ++s)
                QVERIFY(h.hand(s).empty());
            QCOMPARE(h.check(h.toMove(), Action::play(card("7S"))), MoveError::HandOver);
        }
    }

    void s9_headTailClosesSuit()
    {
        // Whenever a row reaches A or K under 去頭去尾, nothing more of that suit fits; the
        // same moves without the option leave the other end open.
        int closures = 0;
        for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
            HandState ht(Deal::fromSeed(seed), true), plain(Deal::fromSeed(seed), false);
            RandomPlayer p(seed);
            while (!ht.finished()) {
                const Action a = p.chooseAction(HandView(ht, ht.toMove()));
                const Seat s = ht.toMove();
                QCOMPARE(ht.apply(s, a), MoveError::None);
                if (plain.check(s, a) != MoveError::None)
                    break; // the plain game would force a play here; stop comparing
                plain.applyUnchecked(a);
                for (int su = 0; su < kSuits; ++su) {
                    const Row r = ht.row(Suit(su));
                    const CardSet suit = CardSet::ofSuit(Suit(su));
                    if (r.opened() && (r.low == 1 || r.high == 13)) {
                        QVERIFY(r.closed);
                        QCOMPARE(ht.targets() & suit, CardSet());
                        if (r.low > 1 || r.high < 13) {
                            QVERIFY(!(plain.targets() & suit).empty());
                            ++closures;
                        }
                    } else {
                        QCOMPARE(ht.targets() & suit, plain.targets() & suit);
                    }
                }
            }
        }
        QVERIFY(closures > 100);
    }

    void s10to13_outcomes()
    {
        const HandOutcome o = outcome({{"", "8C"}, {"", "7D"}, {"AS 2S 3S 4S 5S", "9C"},
                                       {"AH 2H 3H 4H 5H 6H 8H 9H TH JH QH KH AD", nullptr}});
        QVERIFY(o.validate().empty());
        QCOMPARE(o.status(0), Status::Clear);
        QCOMPARE(o.status(1), Status::ClearOnSeven);
        QCOMPARE(o.status(2), Status::Covered);
        QCOMPARE(o.status(3), Status::AllCovered);
        const Settlement st = settle(Rules {}, o);
        QCOMPARE(st.points[2], 15);
        QCOMPARE(st.points[3], 1 + 2 + 3 + 4 + 5 + 6 + 8 + 9 + 10 + 11 + 12 + 13 + 1);
        // A played hand agrees with the definitions.
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const HandState h = randomHand(seed, false);
            const HandOutcome ho = HandOutcome::of(h);
            QVERIFY(ho.validate().empty());
            for (Seat s = 0; s < kSeats; ++s) {
                const Status x = ho.status(s);
                QCOMPARE(x == Status::Clear || x == Status::ClearOnSeven, h.covered(s).empty());
                if (x == Status::ClearOnSeven)
                    QVERIFY(h.lastPlayed(s)->isSeven());
                if (x == Status::AllCovered)
                    QVERIFY(!h.lastPlayed(s));
            }
        }
    }

    void s10_inconsistentOutcomesRejected()
    {
        QVERIFY(!outcome({{"AS", nullptr}, {"AS", nullptr}, {"", nullptr}, {"", nullptr}}).validate().empty());
        QVERIFY(!outcome({{"7H", nullptr}, {"", nullptr}, {"", nullptr}, {"", nullptr}}).validate().empty());
        QVERIFY(!outcome({{"AS", "AS"}, {"", nullptr}, {"", nullptr}, {"", nullptr}}).validate().empty());
        QVERIFY(!outcome({{"", "8H"}, {"", "8H"}, {"", nullptr}, {"", nullptr}}).validate().empty());
        QVERIFY(!outcome({{"AH 2H 3H 4H 5H 6H 8H 9H TH JH QH KH AD", "8D"}, {"", nullptr}, {"", nullptr}, {"", nullptr}})
                     .validate().empty());
    }

    void s20_pairwiseWithClearMultiplier()
    {
        const Settlement st = settle(Rules {}, outcome({{"", "8H"}, {"TS", "9C"}, {"TH QS 2D 6C", nullptr}, {"TD KS 8C 9D", nullptr}}));
        // Points 0 (clear), 10, 30, 40 → comparisons with the clear seat are doubled.
        QCOMPARE(st.points, (std::array<int, 4> {0, 10, 30, 40}));
        QCOMPARE(st.multiplier, (std::array<int, 4> {2, 1, 1, 1}));
        QCOMPARE(st.results, fr(2 * 10 + 2 * 30 + 2 * 40, -20 + 20 + 30, -60 - 20 + 10, -80 - 30 - 10));
        QCOMPARE(sum(st.results), Fraction(0));
        // Without 七脫手加倍 a clear-on-seven seat is an ordinary clear seat (×2).
        const Settlement seven = settle(Rules {}, outcome({{"", "7H"}, {"TS", "9C"}, {"", "8D"}, {"KD", nullptr}}));
        QCOMPARE(seven.multiplier[0], 2);
        QCOMPARE(seven.results[0], Fraction(2 * 10 + 2 * 13));
    }

    void s21_workedExample()
    {
        Rules r;
        r.sevenClearSix = true;
        const Settlement st = settle(r, outcome({{"", "8H"}, {"", "7D"}, {"AS 2S 3S 4S 5S", "9C"},
                                                 {"JS JH JD JC QS QH QD QC", "TC"}}));
        QCOMPARE(st.points, (std::array<int, 4> {0, 0, 15, 92}));
        QCOMPARE(st.results, fr(214, 642, -43, -813));
        QCOMPARE(st.money, (std::array<std::int64_t, 4> {214, 642, -43, -813}));
        // The seed's own breakdown: A wins 30 + 184, B 90 + 552, C pays D's 77 back.
        QCOMPARE(st.transfers().size(), std::size_t(5));
        const auto find = [&](Seat from, Seat to) {
            for (const Transfer &t : st.transfers())
                if (t.from == from && t.to == to)
                    return t.amount;
            return Fraction(-1);
        };
        QCOMPARE(find(2, 0), Fraction(30));
        QCOMPARE(find(3, 0), Fraction(184));
        QCOMPARE(find(2, 1), Fraction(90));
        QCOMPARE(find(3, 1), Fraction(552));
        QCOMPARE(find(3, 2), Fraction(77));
        QCOMPARE(QString::fromStdString(reasonText(st, st.transfers()[3])),
                 QString::fromUtf8("points 92 - 0 = 92 x 6 (receiver clear on a seven, 七脫手加倍)"));
        r.betUnit = 100;
        QCOMPARE(settle(r, outcome({{"", "8H"}, {"", "7D"}, {"AS 2S 3S 4S 5S", "9C"},
                                    {"JS JH JD JC QS QH QD QC", "TC"}})).money,
                 (std::array<std::int64_t, 4> {21400, 64200, -4300, -81300}));
    }

    void s22_allCovered100()
    {
        Rules r;
        r.allCovered100 = true;
        // A all covered (85 points → 0); the others +100: B 105, C clear 100, D 110.
        const Settlement st = settle(r, outcome({{"AS 2S 3S 4S 5S 6S 8S 9S TS JS QS KS AH", nullptr},
                                                 {"5H", "9C"}, {"", "8D"}, {"TH", "KC"}}));
        QCOMPARE(st.comparedPoints, (std::array<int, 4> {0, 105, 100, 110}));
        QCOMPARE(st.results, fr(105 + 100 + 110, -105 - 5 * 2 + 5, -100 + 10 + 10 * 2, -110 - 5 - 20));
        // Without the option the all-covered seat simply has the most points.
        const Settlement plain = settle(Rules {}, outcome({{"AS 2S 3S 4S 5S 6S 8S 9S TS JS QS KS AH", nullptr},
                                                           {"5H", "9C"}, {"", "8D"}, {"TH", "KC"}}));
        QCOMPARE(plain.comparedPoints, (std::array<int, 4> {85, 5, 0, 10}));
        QVERIFY(plain.results[0] < Fraction(0));
    }

    void s22_twoAllCoveredDecided()
    {
        Rules r;
        r.allCovered100 = true;
        // [decided] each of the others gets +100 for each of the two: C 3 + 200, D clear 200.
        const Settlement st = settle(r, outcome({{"AS 2S 3S 4S 5S 6S 8S 9S TS JS QS KS AH", nullptr},
                                                 {"2H 3H 4H 5H 6H 8H 9H TH JH QH KH AD 2D", nullptr},
                                                 {"3D", "9C"}, {"", "8D"}}));
        QCOMPARE(st.comparedPoints, (std::array<int, 4> {0, 0, 203, 200}));
        QCOMPARE(st.results, fr(403, 403, -203 - 203 - 6, -400 + 6));
    }

    void s23_bigMidSmall()
    {
        Rules r;
        r.bigMidSmall = true;
        // Points A 5, B 8, C 1, D 12: D 大頭 −7, B 中頭 −3, A 小頭 −1, C +11.
        const auto pts = outcome({{"5S", "9C"}, {"8S", "9H"}, {"AS", "9D"}, {"QS", "9S"}});
        QCOMPARE(settle(r, pts).results, fr(-1, -3, 11, -7));
        // No multipliers and no 全蓋 bonus: clear seats just have 0 points.
        // [decided] ties share: two tied for lowest (both clear) receive (11 − 1) / 2 = 5.
        const Settlement tie = settle(r, outcome({{"", "8H"}, {"8S", "9H"}, {"", "7D"}, {"QS", "9S"}}));
        QCOMPARE(tie.results, fr(5, -3, 5, -7));
        QCOMPARE(tie.multiplier, (std::array<int, 4> {1, 1, 1, 1}));
        // Three tied for highest: −11/3 each, exact; money by largest remainder sums to zero.
        r.betUnit = 10;
        const Settlement three = settle(r, outcome({{"TS", "9C"}, {"TH", "9H"}, {"TD", "9D"}, {"2S", "9S"}}));
        QCOMPARE(three.results[0], Fraction(-11, 3));
        QCOMPARE(three.results[3], Fraction(11));
        QCOMPARE(three.money, (std::array<std::int64_t, 4> {-36, -37, -37, 110}));
        QCOMPARE(three.money[0] + three.money[1] + three.money[2] + three.money[3], std::int64_t(0));
        // All four tied: nobody pays.
        QCOMPARE(settle(r, outcome({{"TS", "9C"}, {"TH", "9H"}, {"TD", "9D"}, {"TC", "9S"}})).results, fr(0, 0, 0, 0));
        // Transfers add up to the results.
        std::array<Fraction, 4> fromTransfers {};
        for (const Transfer &t : three.transfers()) {
            fromTransfers[std::size_t(t.to)] += t.amount;
            fromTransfers[std::size_t(t.from)] -= t.amount;
        }
        QCOMPARE(fromTransfers, three.results);
    }

    void s23_largestRemainder()
    {
        const auto m = largestRemainder({Fraction(-5, 2), Fraction(-5, 2), Fraction(5, 2), Fraction(5, 2)});
        // Floors −3 −3 2 2 leave 2 units; equal remainders go to the lower seats first.
        QCOMPARE(m, (std::array<std::int64_t, 4> {-2, -2, 2, 2}));
        const auto n = largestRemainder({Fraction(-7, 3), Fraction(-7, 3), Fraction(-7, 3), Fraction(7)});
        QCOMPARE(n, (std::array<std::int64_t, 4> {-2, -2, -3, 7}));
    }

    void s30_biqiMultiplier()
    {
        Rules r;
        r.preset = Preset::Biqi;
        const auto M = [&](std::initializer_list<SeatOutcome> o) { return settle(r, outcome(o)).multiplier[0]; };
        QCOMPARE(M({{"5S", "9C"}, {"8S", "9H"}, {"AS", "9D"}, {"QS", "9S"}}), 1);
        QCOMPARE(M({{"", "9C"}, {"8S", "9H"}, {"AS", "9D"}, {"QS", "9S"}}), 2);
        QCOMPARE(M({{"", "9C"}, {"", "9H"}, {"AS", "9D"}, {"QS", "9S"}}), 4);
        QCOMPARE(M({{"", "9C"}, {"", "9H"}, {"", "9D"}, {"QS", "9S"}}), 8);
        QCOMPARE(M({{"", "7C"}, {"8S", "9H"}, {"AS", "9D"}, {"QS", "9S"}}), 8);   // one 独头七: max(2, 8)
        QCOMPARE(M({{"", "7C"}, {"", "9H"}, {"AS", "9D"}, {"QS", "9S"}}), 8);    // max(4, 8)
        QCOMPARE(M({{"", "7C"}, {"", "7H"}, {"", "9D"}, {"QS", "9S"}}), 16);    // max(8, 16)
        QCOMPARE(M({{"", "7C"}, {"", "7H"}, {"", "7D"}, {"QS", "9S"}}), 24);    // max(8, 24)
        // [decided] four clear: every score 0.
        QCOMPARE(settle(r, outcome({{"", "7C"}, {"", "9H"}, {"", "9D"}, {"", "9S"}})).results, fr(0, 0, 0, 0));
    }

    void s31_biqiScores()
    {
        Rules r;
        r.preset = Preset::Biqi;
        // A clear; M = 2: E = 0, 10, 16, 24.
        const Settlement st = settle(r, outcome({{"", "9C"}, {"5S", "9H"}, {"8S", "9D"}, {"QS", "9S"}}));
        QCOMPARE(st.comparedPoints, (std::array<int, 4> {0, 10, 16, 24}));
        QCOMPARE(st.results, fr(50, 10, -14, -46));
        QCOMPARE(sum(st.results), Fraction(0));
    }

    void s32_workedExample()
    {
        Rules r;
        r.preset = Preset::Biqi;
        const Settlement st = settle(r, outcome({{"5S", "9C"}, {"8S", "9H"}, {"AS", "9D"}, {"QS", "9S"}}));
        QCOMPARE(st.results, fr(6, -6, 22, -22));
    }

    void s40_matchOfNHands()
    {
        MatchSettings ms;
        ms.hands = 5;
        ms.seed = 99;
        Table t(ms, {3000, 3000, 3000, 3000});
        HeuristicPlayer h0, h1, h2, h3;
        std::array<Player *, 4> players {&h0, &h1, &h2, &h3};
        std::array<std::int64_t, 4> expected {3000, 3000, 3000, 3000};
        for (int k = 0; k < 5; ++k) {
            t.startHand();
            QCOMPARE(t.deal().hands, Deal::fromSeed(deriveSeed(99, std::uint64_t(k))).hands);
            while (t.handInProgress()) {
                const Seat s = t.hand().toMove();
                QCOMPARE(t.submit(s, players[std::size_t(s)]->chooseAction(t.view(s))), MoveError::None);
            }
            for (int i = 0; i < 4; ++i)
                expected[std::size_t(i)] += t.lastSettlement()->money[std::size_t(i)];
        }
        QVERIFY(t.match().finished());
        QCOMPARE(t.match().balances(), expected);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, t.startHand());
        // Illegal actions from any seat are refused by the table and change nothing.
        Table u(ms, {3000, 3000, 3000, 3000});
        u.startHand();
        const Seat first = u.hand().toMove();
        QCOMPARE(u.submit(nextSeat(first), Action::play(kSevenOfSpades)), MoveError::NotYourTurn);
        QCOMPARE(u.hand().turn(), 0);
    }

    void s41_base()
    {
        Rules r;
        r.betUnit = 100;
        QCOMPARE(r.base(), std::int64_t(3000));
    }

    void s42_openingLimit()
    {
        Rules r;
        r.betUnit = 100;
        QVERIFY(!Match::meetsOpeningLimit(2999, r));
        QVERIFY(Match::meetsOpeningLimit(3000, r));
    }

    void s43_leavingPenalty()
    {
        MatchSettings ms;
        ms.rules.betUnit = 10;
        ms.penaltyBases = 3;
        ms.hands = 2;
        Match m(ms, {1000, 1000, 1000, 1000});
        const auto l = m.leave(2);
        QCOMPARE(l.penalty, std::int64_t(3 * 300));
        QCOMPARE(m.balances(), (std::array<std::int64_t, 4> {1300, 1300, 100, 1300}));
        QVERIFY(m.takenOver(2));
        // A seat already taken over pays nothing more; nor does anyone once the match ends.
        QCOMPARE(m.leave(2).penalty, std::int64_t(0));
        Settlement zero;
        m.record(zero);
        m.record(zero);
        QVERIFY(m.finished());
        QCOMPARE(m.leave(0).penalty, std::int64_t(0));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, m.record(zero));
        // Restoring from the history gives the same balances.
        Match again(ms, {1000, 1000, 1000, 1000});
        again.restore(m.booked(), m.leavings());
        QCOMPARE(again.balances(), m.balances());
        QVERIFY(again.takenOver(2));
    }

    void s44_invalidCombinationsExplained()
    {
        Rules r;
        QVERIFY(r.validate().empty());
        r.bigMidSmall = true;
        r.allCovered100 = true;
        QVERIFY(QString::fromStdString(r.validate()).contains("bigMidSmall"));
        r = Rules {};
        r.preset = Preset::Biqi;
        r.sevenClearSix = true;
        QVERIFY(!r.validate().empty());
        r = Rules {};
        r.betUnit = 0;
        QVERIFY(!r.validate().empty());
        MatchSettings ms;
        ms.penaltyBases = 2;
        QVERIFY(!ms.validate().empty());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Match(ms, {0, 0, 0, 0}));
    }
};

QTEST_GUILESS_MAIN(TestSevensRules)
#include "test_sevens_rules.moc"
