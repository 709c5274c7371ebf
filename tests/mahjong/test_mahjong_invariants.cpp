// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants over many seeded hands (M1, M5, M50–M53): 144 tiles conserved after every step,
// every action chosen from the legal ones and accepted, payments summing to zero, and the
// same seed giving the same hand.

#include "mahjong/players.h"

#include <QTest>

#include <algorithm>
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

// The claim options of the seat asked, found the straightforward way from what the rules say
// (M12, M14, M20-M22, M33): win when the discard completes the hand (no two golds, not after
// passing a win, M21), pung with two, kong with three, chows from the previous seat; then a pass.
std::vector<Action> referenceClaimOptions(const HandState &h, Seat s)
{
    std::vector<Action> out;
    const Tile t = h.lastDiscard();
    if (s == h.lastDiscarder() || t == h.gold() || h.youLevel(s) > 0)
        return out;
    const Concealed c = h.concealed(s);
    const int p = plainKindOf(t, h.gold());
    Concealed with = c;
    ++with.plain[std::size_t(p)];
    if (c.golds < 2 && !h.mayNotWinOnDiscard(s) && isComplete(with))
        out.push_back(Action::win());
    if (c.plain[std::size_t(p)] >= 2)
        out.push_back(Action::pung());
    if (c.plain[std::size_t(p)] >= 3)
        out.push_back(Action::kong());
    if (s == nextSeat(h.lastDiscarder()) && p < 27)
        for (int low = p - p % 9; low + 2 < p - p % 9 + 9; ++low) {
            bool ok = low <= p && p <= low + 2;
            for (int j = low; j < low + 3; ++j)
                ok = ok && (j == p || c.plain[std::size_t(j)] > 0);
            if (ok)
                out.push_back(Action::chow(Tile(low)));
        }
    if (!out.empty())
        out.push_back(Action::pass());
    return out;
}

// The discards of an own turn in order, each followed by its 游金 form where allowed.
std::vector<Action> discardsOf(const std::vector<Action> &legal)
{
    std::vector<Action> out;
    for (const Action &a : legal)
        if (a.kind == Action::Kind::Discard || a.kind == Action::Kind::You)
            out.push_back(a);
    return out;
}

// The same for an ordinary turn from the hand alone: every kind held, the 游金 discards kind by
// kind (slowYouOffers).
std::vector<Action> referenceDiscards(const HandState &h, Seat s, const std::vector<Action> &legal)
{
    const std::vector<int> you = slowYouOffers(h, s, legal);
    std::vector<Action> out;
    for (int k = 0; k < kKinds; ++k) {
        if (h.hand(s)[std::size_t(k)] == 0)
            continue;
        out.push_back(Action::discard(Tile(k)));
        if (std::find(you.begin(), you.end(), k) != you.end())
            out.push_back(Action::you(Tile(k)));
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

    // The discard history (HandState::discardRecord) after every step of many seeded hands is
    // the one the event log tells: every discard and 游金 discard in order with its seat, the
    // seat that claimed it or won on it, and whether the turn began with that seat's chow or
    // pung. Random players make long hands with many claims (the history's capacity), efficient
    // ones 游金.
    void discardHistoryFollowsTheEvents()
    {
        int longest = 0, claimed = 0, won = 0, swum = 0, afterClaim = 0;
        for (int k = 0; k < 3000; ++k) {
            const std::uint64_t seed = deriveSeed(71, std::uint64_t(k));
            std::array<std::unique_ptr<Player>, kSeats> players;
            for (Seat s = 0; s < kSeats; ++s)
                players[std::size_t(s)] = makePlayer(k % 2 ? "efficient" : "random", deriveSeed(seed, std::uint64_t(s)));
            EventLog log;
            HandState h(HandSetup::fromSeed(seed, Seat(k & 3)), &log);
            std::vector<DiscardRecord> expected;
            std::size_t read = 0;
            Seat claimer = -1;
            while (true) {
                for (; read < log.size(); ++read) {
                    const Event &e = log[read];
                    switch (e.type) {
                    case Event::Type::Discard:
                    case Event::Type::You: {
                        DiscardRecord r;
                        r.tile = e.tile;
                        r.seat = e.seat;
                        r.flags = std::uint8_t((e.type == Event::Type::You ? DiscardRecord::You : 0)
                                               | (e.seat == claimer ? DiscardRecord::AfterClaim : 0));
                        expected.push_back(r);
                        claimer = -1;
                        break;
                    }
                    case Event::Type::Chow:
                    case Event::Type::Pung:
                    case Event::Type::Kong:
                        expected.back().claimedBy = e.seat;
                        claimer = e.type == Event::Type::Kong ? -1 : e.seat; // a kong draws again
                        break;
                    case Event::Type::Win:
                        if (Way(e.a) == Way::PingHu) {
                            expected.back().claimedBy = e.seat;
                            ++won;
                        }
                        break;
                    default:
                        break;
                    }
                }
                QCOMPARE(h.discardHistorySize(), int(expected.size()));
                for (int i = 0; i < h.discardHistorySize(); ++i)
                    QVERIFY(h.discardRecord(i) == expected[std::size_t(i)]);
                if (h.over())
                    break;
                const Seat s = h.toAct();
                const Action a = players[std::size_t(s)]->choose(HandView(h, s));
                QVERIFY(h.apply(s, a, &log).empty());
            }
            longest = std::max(longest, h.discardHistorySize());
            for (const DiscardRecord &r : expected) {
                claimed += r.claimed();
                swum += r.you();
                afterClaim += r.afterClaim();
            }
        }
        qInfo("longest history %d discards; claimed %d (won on %d), 游金 %d, after a claim %d", longest, claimed, won, swum,
              afterClaim);
        QVERIFY(longest < HandState::kHistoryCapacity);
        QVERIFY(claimed > won && won > 0 && swum > 0 && afterClaim > 0);
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
                    // The claim options of the seat asked and the discards of an ordinary turn
                    // against the straightforward reading of the rules.
                    if (s == h.toAct() && h.phase() == Phase::Claim)
                        QCOMPARE(legal, referenceClaimOptions(h, s));
                    // M38: a turn's draw (from the front or a replacement) was among the last
                    // four when it left three or fewer drawable; if it completes the hand the
                    // win is all there is, in 游金 and in the 雙游 round too.
                    if (s == h.toAct() && h.phase() == Phase::Turn && h.turnBeganWithDraw()) {
                        QCOMPARE(h.lastDrawWasLastFour(), h.drawable() < kLastDrawable);
                        if (h.lastDrawWasLastFour() && isComplete(h.concealed(s)))
                            QCOMPARE(legal, std::vector<Action> {Action::win()});
                    }
                    // M36 [decided]: a dealer whose tiles win (天胡) is never offered them as 搶金.
                    if (s == h.toAct() && h.phase() == Phase::Opening && s == h.dealer()
                        && std::any_of(legal.begin(), legal.end(), [](const Action &a) { return a.kind == Action::Kind::Win && a.tile != kNoTile; }))
                        QVERIFY(!isComplete(h.concealed(s)));
                    if (s == h.toAct() && h.phase() == Phase::Turn && h.youLevel(s) == 0 && !h.forcedRound()
                        && !(h.lastDrawWasLastFour() && isComplete(h.concealed(s)))) {
                        QCOMPARE(discardsOf(legal), referenceDiscards(h, s, legal));
                        const Concealed c = h.concealed(s);
                        if (h.legalActions(s).front().kind == Action::Kind::Win)
                            QVERIFY(isComplete(c) || c.golds >= 3);
                    }
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

    void checkedDiscardsAreTheListedOnes() // M20: a turn's discards, whether listed or not
    {
        // apply() takes a discard from the turn's list just built without building it again:
        // check() must accept exactly the listed discards, on a state that has listed them, on
        // one that has not, and never from a list made before the last action.
        const auto contains = [](const std::vector<Action> &list, const Action &a) {
            return std::find(list.begin(), list.end(), a) != list.end();
        };
        int turns = 0;
        for (int k = 0; k < 300; ++k) {
            HandState h(HandSetup::fromSeed(deriveSeed(11, std::uint64_t(k)), Seat(k & 3)));
            Rng rng {std::uint64_t(k)};
            std::vector<Action> before; // the list of the step before
            Seat beforeSeat = -1;
            for (int steps = 0; !h.over(); ++steps) {
                QVERIFY(steps < 5000);
                const Seat s = h.toAct();
                const HandState unlisted = h;
                if (beforeSeat >= 0) {
                    // The last list is stale now: its discards are judged on today's state.
                    const std::vector<Action> now = HandState(h).legalActions(beforeSeat);
                    for (const Action &a : before)
                        if (a.kind == Action::Kind::Discard)
                            QCOMPARE(h.check(beforeSeat, a).empty(), contains(now, a));
                }
                const std::vector<Action> legal = h.legalActions(s);
                turns += h.phase() == Phase::Turn;
                // The same state with another seat to act knows nothing of this seat's list.
                const HandState other = h.askedInClaim(nextSeat(s));
                const std::vector<Action> otherLegal = HandState(other).legalActions(nextSeat(s));
                for (int kind = 0; kind <= kAllKinds; ++kind) {
                    const Action d = Action::discard(kind < kAllKinds ? Tile(kind) : kNoTile);
                    const bool listed = contains(legal, d);
                    QCOMPARE(h.check(s, d).empty(), listed);
                    QCOMPARE(unlisted.check(s, d).empty(), listed);
                    QVERIFY(!h.check(nextSeat(s), d).empty());
                    QCOMPARE(other.check(nextSeat(s), d).empty(), contains(otherLegal, d));
                }
                before = legal;
                beforeSeat = s;
                Action a = legal[rng.below(std::uint32_t(legal.size()))];
                if (h.phase() == Phase::RobKong && rng.below(10) != 0)
                    a = Action::pass();
                QVERIFY(h.apply(s, a).empty());
            }
        }
        QVERIFY(turns > 10000);
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
