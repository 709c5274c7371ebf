// SPDX-License-Identifier: GPL-3.0-or-later
// The strong mahjong player (strong_player.h): it decides from its view alone (a mirror of the
// seat's view with nothing hidden in it gets the same decision from the same seed), the worlds
// it simulates are consistent with the view (144 tiles in place, the seat's hand and everything
// public unchanged, a 游金 seat dealt a 游金 hand, M33), its playout budget holds, and it never
// makes an illegal move over many seeded hands (M20–M38).

#include "mahjong/players.h"
#include "common/stats.h"
#include "mahjong/strong_player.h"
#include "strong_support.h"

#include <QTest>

#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>

using namespace qixing;
using namespace qixing::mahjong;
using namespace qixing::mahjong::strongtest;

namespace {

// A state as seat 0 sees it on its own turn: `hand` (physical tiles), the gold revealed, nothing
// else seen, `drawable` tiles left.
HandState turnWith(const std::vector<Tile> &hand, Tile gold, int drawable)
{
    HandState::SeatMirror m;
    m.seat = 0;
    m.phase = Phase::Turn;
    m.gold = gold;
    m.drawable = drawable;
    for (const Tile t : hand)
        ++m.hand[std::size_t(t.kind())];
    m.visible[std::size_t(gold.kind())] = 1;
    return HandState::mirror(m);
}

std::vector<Tile> tiles(std::string_view text)
{
    std::vector<Tile> out;
    for (std::size_t i = 0; i + 1 < text.size(); i += 3)
        out.push_back(*Tile::parse(text.substr(i, 2)));
    return out;
}

// By brute force over physical tiles (isComplete only): for a 17-tile hand less `discard`,
// the sum over every next draw (weighted by its unseen copies) of the live waits of the best
// ready hand that draw allows (0 when none is ready).
long long waitsAfterNextDraw(const HandView &v, Tile discard)
{
    Counts rest = v.hand();
    --rest[std::size_t(discard.kind())];
    long long total = 0;
    for (int t = 0; t < kKinds; ++t) {
        const int u = v.unseen(t);
        if (u == 0)
            continue;
        Counts drawn = rest;
        ++drawn[std::size_t(t)];
        int best = 0;
        for (int d = 0; d < kKinds; ++d) {
            if (drawn[std::size_t(d)] == 0 || Tile(d) == v.gold())
                continue;
            Counts ready = drawn;
            --ready[std::size_t(d)];
            int live = 0;
            for (int w = 0; w < kKinds; ++w) {
                const int left = v.unseen(w) - (w == t);
                Counts done = ready;
                ++done[std::size_t(w)];
                if (left > 0 && done[std::size_t(w)] <= 4 && isComplete(concealedOf(done, v.gold())))
                    live += left;
            }
            best = std::max(best, live);
        }
        total += u * best;
    }
    return total;
}

// By brute force over physical tiles (shanten() of whole hands only): for a 17-tile hand two
// tiles from ready less `discard`, the sum over every next draw that takes it one tile from
// ready (weighted by its unseen copies) of the most draws that would then make the hand ready,
// over every discard that keeps it one tile from ready (the drawn tile not counted twice).
long long readyDrawsAfterNextDraw(const HandView &v, Tile discard)
{
    Counts rest = v.hand();
    --rest[std::size_t(discard.kind())];
    const auto sh = [&](const Counts &c) { return shanten(concealedOf(c, v.gold())); };
    long long total = 0;
    for (int t = 0; t < kKinds; ++t) {
        const int u = v.unseen(t);
        Counts drawn = rest;
        if (u == 0 || ++drawn[std::size_t(t)] > 4 || sh(drawn) != 1)
            continue;
        int best = 0;
        for (int d = 0; d < kKinds; ++d) {
            Counts next = drawn;
            if (next[std::size_t(d)] == 0 || Tile(d) == v.gold() || (--next[std::size_t(d)], sh(next)) != 1)
                continue;
            int ready = 0;
            for (int w = 0; w < kKinds; ++w) {
                const int left = v.unseen(w) - (w == t);
                Counts after = next;
                if (left > 0 && ++after[std::size_t(w)] <= 4 && sh(after) == 0)
                    ready += left;
            }
            best = std::max(best, ready);
        }
        total += u * best;
    }
    return total;
}

// The plan alone, with none of its changes to efficient's choice but those asked.
StrongOptions planOnly()
{
    StrongOptions o;
    o.search = false;
    o.kongs = o.claims = false;
    o.depth = 0;
    return o;
}

} // namespace

class TestMahjongStrong : public QObject
{
    Q_OBJECT

private slots:
    // The sampled worlds hold the 144 tiles exactly once each (no kind more than four times,
    // nothing seen dealt again), keep the seat's hand and everything public, give every other
    // seat as many tiles as it holds, and differ in what the seat cannot see; for every sampler
    // (infer 0, 1, 4, 5, 6, and 6 with 8 chains going on from the seat's last decision).
    void worldsAreConsistentWithTheView()
    {
        int checked = 0, differing = 0, swimming = 0, visited = 0;
        std::array<ChainMemory, kSeats> memory {};
        forEachDecision(40, 41, [&](const HandState &h, Seat s) {
            // Every decision while another seat is in 游金 (rare) and one in 10 of the others:
            // the samplers cost milliseconds each, and a sample still meets every phase and stage.
            bool swimmer = false;
            for (Seat o = 0; o < kSeats; ++o)
                swimmer = swimmer || (o != s && h.youLevel(o) > 0);
            if (h.phase() != Phase::Opening && !swimmer && visited++ % 10 != 0)
                return;
            const HandView view(h, s);
            const WorldSampler sampler(view), reading(view, 1), filter(view, 4, 16, std::uint64_t(checked)),
                weighed(view, 5, 16, std::uint64_t(checked)), chain(view, 6, 16, std::uint64_t(checked)),
                chains(view, 6, 16, std::uint64_t(checked), &memory[std::size_t(s)], 8);
            if (h.phase() == Phase::Opening) {
                QVERIFY(!sampler.usable());
                QVERIFY(!reading.usable());
                QVERIFY(!weighed.usable());
                QVERIFY(!chain.usable());
                QVERIFY(!chains.usable());
                return;
            }
            QVERIFY(chain.usable());
            QVERIFY(chains.usable());
            QVERIFY2(sampler.usable(), "every decision after the opening can be modelled");
            QVERIFY(reading.usable());
            QVERIFY(filter.usable());
            QVERIFY(weighed.usable());
            Rng rng(deriveSeed(7, std::uint64_t(checked)));
            const HandState a = sampler.sample(rng);
            const HandState b = sampler.sample(rng);
            const HandState r = reading.sample(rng); // the last discarder dealt a likely hand
            const HandState f = filter.sample(rng);  // every seat's hand read from its discards
            const HandState g = weighed.sample(rng);
            const HandState c = chain.sample(rng); // the other hands drawn by the Markov chain
            const HandState m = chains.sample(rng); // 8 chains, going on from the last decision
            for (const HandState *w : {&a, &b, &r, &f, &g, &c, &m}) {
                // The world shows the same discard history.
                QCOMPARE(w->discardHistorySize(), h.discardHistorySize());
                for (int i = 0; i < h.discardHistorySize(); ++i)
                    QVERIFY(w->discardRecord(i) == h.discardRecord(i));
                QCOMPARE(QString::fromStdString(w->checkConservation()), QString());
                const HandView seen(*w, s);
                QVERIFY(seen.hand() == view.hand());
                QCOMPARE(seen.drawable(), view.drawable());
                QCOMPARE(w->phase(), h.phase());
                QCOMPARE(w->gold(), h.gold());
                for (int k = 0; k < kAllKinds; ++k)
                    QCOMPARE(seen.unseen(k), view.unseen(k));
                for (Seat o = 0; o < kSeats; ++o) {
                    QCOMPARE(w->meldCount(o), h.meldCount(o));
                    for (int i = 0; i < h.meldCount(o); ++i) {
                        QCOMPARE(seen.meldKind(o, i), view.meldKind(o, i));
                        QCOMPARE(int(seen.meldType(o, i)), int(view.meldType(o, i)));
                    }
                    QCOMPARE(w->flowers(o), h.flowers(o));
                    QCOMPARE(w->youLevel(o), h.youLevel(o));
                    if (o != s)
                        QCOMPARE(concealedSize(*w, o), concealedSize(h, o));
                    if (o != s && h.youLevel(o) > 0) {
                        // M33: the next draw wins, whatever it is.
                        ++swimming;
                        Concealed next = w->concealed(o);
                        ++next.plain[0];
                        QVERIFY(isComplete(next));
                    }
                }
                // What the seat may do is still allowed in the world.
                ActionList legal;
                view.legalActions(legal);
                const HandState asked = w->phase() == Phase::Claim ? w->askedInClaim(s) : *w;
                for (const Action &act : legal)
                    QVERIFY2(asked.check(s, act).empty(), actionKindName(act.kind));
            }
            for (Seat o = 0; o < kSeats; ++o)
                differing += o != s && a.hand(o) != b.hand(o);
            ++checked;
        });
        QVERIFY(checked > 150);
        QVERIFY(differing > checked); // the hidden tiles are dealt afresh
        QVERIFY(swimming > 0);
    }

    // The inference from the last discard (StrongOptions::infer): when the field is efficient,
    // the last discarder's real hand is one from which efficient let its discard go, and the
    // worlds that read the discard deal it such a hand far more often than the others do. Over
    // 6 seeded hands (fixed seeds: deterministic; 70 % read, 26 % plain): the margins hold with
    // room. The figure over 30 hands: scripts/bench_mahjong_strong.sh.
    void worldsReadTheLastDiscard()
    {
        const LastDiscardCounts c = readLastDiscard(6, 83);
        QVERIFY(c.asked > 120);
        QCOMPARE(c.real, c.asked); // the premise: efficient's hand let the tile go
        qInfo("worlds whose last discarder would have let its discard go: %d of %d without the "
              "inference, %d with it, %d with the chain (infer 6)",
              c.plain, 4 * c.asked, c.read, c.chained);
        QVERIFY(c.read * 10 > 4 * c.asked * 6);
        QVERIFY(c.read > 2 * c.plain);
        // The chain weighs every discard, the last one as one of many, and still deals a hand
        // that lets it go far more often than the plain worlds.
        QVERIFY(c.chained > 2 * c.plain);
    }

    // Reading every discard with the chain (infer 6): one chain's successive worlds deal a hand
    // much alike (its draws are steps of one walk), 8 independent chains' much less. One seeded
    // hand, deterministic (88 %, 46 % and 35 % for the plain worlds: far from the margins).
    // Whether the readings (infer 4, 5, 6) deal hands nearer the real ones is a difference of a
    // few points over thousands of hands: measured by scripts/bench_mahjong_strong.sh.
    void worldsReadEveryDiscard()
    {
        const WorldScores r = scoreWorlds(1, 91, 16, {0, 6, 8});
        const auto alike = [&](int i) { return r.mode[std::size_t(i)].alikeShare(); };
        QVERIFY(r.asked > 30);
        QVERIFY(alike(6) > alike(0) + 0.2);
        QVERIFY(alike(8) < alike(6) - 0.15);
    }

    // The claims nobody made (infer 6): efficient wins on a discard whenever it can, takes a
    // kong that keeps its 向聽 and a pung, or as the next seat a chow, that lowers it. A seat's
    // hand has not changed since its own last discard, so its real hand would have claimed none
    // of the discards made since by others that nobody took; the chain's hands break that far
    // less often than the plain worlds' (counted with shanten() and isComplete() alone). Over 4
    // seeded hands, deterministic (0 against 42 of 312); over 16: scripts/bench_mahjong_strong.sh.
    void worldsExplainTheClaimsNobodyMade()
    {
        const UnclaimedCounts c = countUnclaimed(4, 97);
        qInfo("%lld discards nobody claimed, each 4 worlds: the plain worlds' hands would have claimed %lld, the chain's %lld",
              c.offers, c.plain, c.chained);
        QVERIFY(c.asked > 100);
        QVERIFY(c.offers > 250);
        QCOMPARE(c.real, 0LL); // the premise: the field is efficient
        QVERIFY(c.plain > 20);
        QVERIFY(c.chained * 4 < c.plain);
    }

    // The chain goes on from where it ended at the seat's last decision of the hand
    // (ChainMemory): players that remember, one per seat, decide through whole hands exactly
    // alike from every state and from its mirror (other hands and wall empty, hidden kongs of a
    // wrong kind), so what they remember comes from their views alone.
    void chainMemoryComesFromTheViews()
    {
        StrongOptions o = smallBudget(16);
        o.infer = 6;
        o.particles = 8;
        std::array<std::unique_ptr<StrongPlayer>, kSeats> real, mirrored;
        for (Seat s = 0; s < kSeats; ++s) {
            real[std::size_t(s)] = std::make_unique<StrongPlayer>(deriveSeed(61, std::uint64_t(s)), o);
            mirrored[std::size_t(s)] = std::make_unique<StrongPlayer>(deriveSeed(61, std::uint64_t(s)), o);
        }
        int compared = 0, searched = 0;
        forEachDecision(4, 59, [&](const HandState &h, Seat s) {
            if (h.phase() == Phase::Opening)
                return;
            const std::vector<Action> offered = h.legalActions(s);
            const HandState m = HandState::mirror(mirrorOf(h, s));
            const HandView rv(h, s), mv(m, s, &offered);
            QVERIFY(real[std::size_t(s)]->choose(rv) == mirrored[std::size_t(s)]->choose(mv));
            QCOMPARE(real[std::size_t(s)]->playouts(), mirrored[std::size_t(s)]->playouts());
            searched += real[std::size_t(s)]->lastPlayouts() > 0;
            ++compared;
        });
        QVERIFY(compared > 100);
        QVERIFY(searched > 20);
    }

    // Two states that look the same from a seat: the real one, and its mirror in which the
    // other hands and the wall are empty and hidden kongs have a wrong kind. The same seed
    // gives the same worlds and the same decision.
    void decidesFromTheViewAlone()
    {
        int searched = 0, compared = 0;
        forEachDecision(2, 43, [&](const HandState &h, Seat s) {
            if (h.phase() == Phase::Opening)
                return;
            const std::vector<Action> offered = h.legalActions(s);
            const HandState m = HandState::mirror(mirrorOf(h, s));
            const HandView real(h, s), mirrored(m, s, &offered);
            for (const int infer : {0, 1, 4, 5, 6}) {
                const WorldSampler a(real, infer, 16, 8), b(mirrored, infer, 16, 8);
                QCOMPARE(a.usable(), b.usable());
                QVERIFY(a.unseen() == b.unseen());
                Rng ra(5), rb(5);
                const HandState wa = a.sample(ra), wb = b.sample(rb);
                for (Seat o = 0; o < kSeats; ++o)
                    QVERIFY(wa.hand(o) == wb.hand(o));
            }
            StrongPlayer pa(99, smallBudget(24)), pb(99, smallBudget(24));
            const Action da = pa.choose(real), db = pb.choose(mirrored);
            QVERIFY(da == db);
            QCOMPARE(pa.playouts(), pb.playouts());
            // The same with the inference from the last discard, and from every discard.
            for (const int infer : {1, 5, 6}) {
                StrongOptions reading = smallBudget(24);
                reading.infer = infer;
                StrongPlayer ia(99, reading), ib(99, reading);
                QVERIFY(ia.choose(real) == ib.choose(mirrored));
                QCOMPARE(ia.playouts(), ib.playouts());
            }
            searched += pa.lastPlayouts() > 0;
            ++compared;
        });
        QVERIFY(compared > 60);
        QVERIFY(searched > 20); // many of them were real searches
    }

    // The playout budget: no decision runs more than it, real choices use it, forced ones none.
    void respectsThePlayoutBudget()
    {
        constexpr int kBudget = 64;
        StrongPlayer strong(3, smallBudget(kBudget));
        long long sum = 0;
        int searched = 0;
        forEachDecision(6, 47, [&](const HandState &h, Seat s) {
            const HandView view(h, s);
            strong.choose(view);
            QVERIFY(strong.lastPlayouts() <= kBudget);
            if (h.legalActions(s).size() == 1)
                QCOMPARE(strong.lastPlayouts(), 0);
            searched += strong.lastPlayouts() > 0;
            sum += strong.lastPlayouts();
        });
        QCOMPARE(strong.playouts(), sum);
        QVERIFY(searched > 20);
        QVERIFY(sum > 20LL * kBudget / 2);
    }


    // The time cap holds within a world: with a budget of a nanosecond a decision plays its
    // first world whole (one playout per candidate, so at most one per legal action) and no
    // more, where the cap used to be checked only between worlds and after the first four, so
    // that a decision of many candidates (among the last four drawable tiles every discard is
    // one) could run far past it. Counted in playouts, not timed.
    void timeCapHoldsWithinAWorld()
    {
        constexpr int kBudget = 200;
        StrongOptions tiny = smallBudget(kBudget);
        tiny.ms = 1e-6;
        int many = 0, stopped = 0;
        forEachDecision(10, 71, [&](const HandState &h, Seat s) {
            const HandView view(h, s);
            const int legal = int(h.legalActions(s).size());
            StrongPlayer capped(11, tiny), free(11, smallBudget(kBudget));
            capped.choose(view);
            free.choose(view);
            QVERIFY(capped.lastPlayouts() <= kBudget);
            QVERIFY(capped.lastPlayouts() <= legal);
            QCOMPARE(capped.lastPlayouts() > 0, free.lastPlayouts() > 0); // the same decisions searched
            if (legal == 1)
                QCOMPARE(capped.lastPlayouts(), 0);
            stopped += capped.lastPlayouts() < free.lastPlayouts();
            many += 4 * capped.lastPlayouts() > legal; // four worlds would have been more
        });
        QVERIFY(many > 20);
        QVERIFY(stopped > 20);
    }

    // Candidates clearly worse than the plan's choice leave the running, and a search stops
    // once only that choice is left: the same decisions cost fewer playouts in all with `drop`
    // than without, none more than the budget, and what is chosen rarely changes (the dropped
    // ones would almost never have been chosen).
    void dropsCandidatesClearlyWorse()
    {
        constexpr int kBudget = 400;
        StrongOptions keep = smallBudget(kBudget), drop = smallBudget(kBudget);
        keep.drop = 0;
        drop.drop = 2;
        long long kept = 0, dropped = 0;
        int searched = 0, fewer = 0, same = 0;
        forEachDecision(3, 61, [&](const HandState &h, Seat s) {
            const HandView view(h, s);
            StrongPlayer a(7, keep), b(7, drop);
            const Action da = a.choose(view), db = b.choose(view);
            if (a.lastPlayouts() == 0)
                return;
            ++searched;
            QVERIFY(b.lastPlayouts() <= kBudget);
            fewer += b.lastPlayouts() < a.lastPlayouts();
            same += da == db;
            kept += a.lastPlayouts();
            dropped += b.lastPlayouts();
        });
        QVERIFY(searched > 10);
        QVERIFY(fewer > 0);
        QVERIFY(dropped < kept);
        QVERIFY(same * 10 >= searched * 8);
    }

    // Efficient's discard (the playouts' policy, whose per-hand work is kept between calls) is
    // the one a brute-force count with shanten() and the waits alone gives: the lowest 向聽
    // after the discard (golds kept), then the most unseen tiles that would lower it (a ready
    // hand: its live waits and the golds), then honours, then terminals, then the lowest kind.
    // Every turn of 60 seeded hands, asked twice (the second time from what was kept).
    void efficientDiscardIsTheBruteForceOne()
    {
        const auto reference = [](const HandView &v) {
            const Tile gold = v.gold();
            const Concealed c = v.concealed();
            const auto unseenPlain = [&](int k) { return v.unseen(physicalOf(k, gold).kind()); };
            int best = 99;
            for (int k = 0; k < kKinds; ++k)
                if (v.hand()[std::size_t(k)] > 0 && Tile(k) != gold) {
                    Concealed rest = c;
                    --rest.plain[std::size_t(plainKindOf(Tile(k), gold))];
                    best = std::min(best, shanten(rest));
                }
            Tile pick = gold;
            int bestScore = -1;
            for (int k = 0; k < kKinds; ++k) {
                if (v.hand()[std::size_t(k)] == 0 || Tile(k) == gold)
                    continue;
                const int p = plainKindOf(Tile(k), gold);
                Concealed rest = c;
                --rest.plain[std::size_t(p)];
                if (shanten(rest) != best)
                    continue;
                int acceptance = best == 0 ? v.unseen(gold.kind()) : 0;
                for (int d = 0; d < kKinds; ++d) {
                    if (best == 0) {
                        acceptance += (waitingMask(rest) >> d & 1) ? unseenPlain(d) : 0;
                        continue;
                    }
                    if (rest.plain[std::size_t(d)] >= 4 || unseenPlain(d) <= 0)
                        continue;
                    Concealed drawn = rest;
                    ++drawn.plain[std::size_t(d)];
                    acceptance += shanten(drawn) < best ? unseenPlain(d) : 0;
                }
                const int edge = p >= 27 ? 2 : (p % 9 == 0 || p % 9 == 8) ? 1 : 0;
                if (acceptance * 4 + edge > bestScore) {
                    bestScore = acceptance * 4 + edge;
                    pick = Tile(k);
                }
            }
            return pick;
        };
        int turns = 0;
        forEachDecision(60, 91, [&](const HandState &h, Seat s) {
            const HandView v(h, s);
            if (h.phase() != Phase::Turn || v.concealed().size() % 3 != 2)
                return;
            ++turns;
            const Tile expected = reference(v);
            QCOMPARE(EfficientPlayer::bestDiscard(v).kind(), expected.kind());
            QCOMPARE(EfficientPlayer::bestDiscard(v).kind(), expected.kind());
        });
        QVERIFY(turns > 1000);
    }

    // Over many seeded hands, with the engine checking every action and the 144 tiles after
    // every step: strong in one or two seats, the others efficient or random.
    void neverMakesAnIllegalMove()
    {
        EfficientPlayer efficient;
        for (int n = 0; n < 40; ++n) {
            StrongPlayer a(deriveSeed(11, std::uint64_t(n)), smallBudget(16));
            StrongPlayer b(deriveSeed(12, std::uint64_t(n)), smallBudget(16));
            RandomPlayer random(deriveSeed(13, std::uint64_t(n)));
            std::array<Player *, kSeats> players {&a, &efficient, n % 2 ? static_cast<Player *>(&b) : &random, &efficient};
            const PlayedHand p = playHand(Rules {}, HandSetup::fromSeed(deriveSeed(17, std::uint64_t(n)), Seat(n & 3)),
                                          players, false, true);
            std::int64_t total = 0;
            for (auto t : p.settlement.totals)
                total += t;
            QCOMPARE(total, std::int64_t(0));
        }
    }


    // HandState::coupleDraws, the playouts' draws. Coupled at the dealer's first turn, whose
    // wall from the front is the setup's from index 65 (16 a seat and the dealer's 17th come
    // from the front; 補花 and the gold take from the tail), each seat draws the tiles of its
    // lane in order, the lane being every fourth place from the one it would draw without
    // claims, whatever claims shift the turns (checked while more than 20 tiles are drawable:
    // near the end the tail and the tiles kept back reach into the lanes).
    void coupledDrawsFollowTheLanes()
    {
        EfficientPlayer efficient;
        int draws = 0;
        for (std::uint64_t n = 0; n < 200; ++n) {
            const HandSetup setup = HandSetup::fromSeed(deriveSeed(41, n), Seat(n & 3));
            HandState h(setup);
            while (!h.over() && h.phase() != Phase::Turn)
                QVERIFY(h.apply(h.toAct(), efficient.choose(HandView(h, h.toAct()))).empty());
            if (h.over())
                continue;
            h.coupleDraws();
            std::array<int, kSeats> taken {};
            EventLog log;
            while (!h.over()) {
                const Seat s = h.toAct();
                const int drawable = h.drawable();
                log.clear();
                QVERIFY(h.apply(s, efficient.choose(HandView(h, s)), &log).empty());
                for (const Event &e : log) {
                    if (e.type != Event::Type::Draw || drawable <= 20)
                        continue;
                    const int lane = (e.seat - nextSeat(setup.dealer)) & 3;
                    const int index = 65 + lane + 4 * taken[std::size_t(e.seat)]++;
                    QCOMPARE(e.tile, setup.wall[std::size_t(index)]);
                    ++draws;
                }
            }
        }
        qInfo("%d draws checked", draws);
        QVERIFY(draws > 3000);
    }

    // The lanes leave the odds of the hand as they were: hands of four efficient players
    // coupled at the dealer's first turn end as hands with the shared wall do (other seeds,
    // so that the two samples are independent): the same shares of drawn hands, of each way
    // of winning and of dealer wins, and as many draws.
    void coupledDrawsKeepTheOdds()
    {
        EfficientPlayer efficient;
        constexpr int kHands = 3000;
        // Classes: drawn hand, then way x (dealer won or not); then the front draws, by fives.
        const auto classes = [&](bool coupled, std::uint64_t seed) {
            std::array<int, 64> counts {};
            for (int n = 0; n < kHands; ++n) {
                HandState h(HandSetup::fromSeed(deriveSeed(seed, std::uint64_t(n)), Seat(n & 3)));
                bool done = false;
                int front = 0;
                EventLog log;
                while (!h.over()) {
                    if (coupled && !done && h.phase() == Phase::Turn) {
                        h.coupleDraws();
                        done = true;
                    }
                    const Seat s = h.toAct();
                    log.clear();
                    [&] { QVERIFY(h.apply(s, efficient.choose(HandView(h, s)), &log).empty()); }();
                    front += int(std::count_if(log.begin(), log.end(), [](const Event &e) { return e.type == Event::Type::Draw; }));
                }
                const Outcome &o = h.outcome();
                ++counts[std::size_t(o.drawn ? 0 : 1 + 2 * int(o.way) + int(o.winner == h.dealer()))];
                ++counts[std::size_t(32 + std::min(front / 5, 31))];
            }
            return counts;
        };
        const auto a = classes(false, 44), b = classes(true, 45);
        // Two-sample chi-square per statistic; classes seen fewer than 10 times together are
        // left out. About 12 and 14 degrees of freedom: 50 is passed by chance far less than
        // once in a million. Fixed seeds make it deterministic (12.3 and 11.9), and 3,000
        // hands a side take about a second, so the whole measurement stays here.
        for (const auto &[from, to] : {std::pair {0, 32}, std::pair {32, 64}}) {
            double chi2 = 0;
            int classesUsed = 0;
            for (int i = from; i < to; ++i) {
                const double x = a[std::size_t(i)], y = b[std::size_t(i)];
                if (x + y < 10)
                    continue;
                chi2 += (x - y) * (x - y) / (x + y);
                ++classesUsed;
            }
            qInfo("classes %d-%d: chi-square %.1f over %d classes", from, to - 1, chi2, classesUsed);
            QVERIFY(classesUsed >= 5);
            QVERIFY2(chi2 < 50, qPrintable(QString::number(chi2)));
        }
    }

    // What the lanes are for: the search's paired results stray less from world to world, so
    // that fewer worlds tell its candidates apart. The same decisions searched with and without
    // them, over 6 seeded hands: deterministic, and far from the margins (0.78 of the spread,
    // less in 85 of 95 decisions). Over 16 hands: scripts/bench_mahjong_strong.sh.
    void coupledPlayoutsStrayLess()
    {
        const SpreadCounts r = spreadWithLanes(6, 47);
        qInfo("%d decisions searched: a world's paired gain strays by %.3f base with the shared wall, %.3f coupled; "
              "less in %d", r.searched, r.shared.mean(), r.coupled.mean(), r.better);
        QVERIFY(r.searched >= 80);
        QVERIFY(r.coupled.mean() < 0.85 * r.shared.mean());
        QVERIFY(r.better > r.searched * 2 / 3);
    }

    // Two copies of a state that part at one discard, played to the end by efficient players:
    // with coupled draws a seat's k-th draw is the same kind in both far more often than with
    // the shared wall, where a claim in one copy hands the next tiles to other seats. The 144
    // tiles stay in place and every step is legal throughout.
    void coupledDrawsStayPaired()
    {
        EfficientPlayer efficient;
        std::array<long, 2> same {}, both {};
        int pairs = 0, visited = 0;
        forEachDecision(40, 43, [&](const HandState &h, Seat s) {
            if (h.phase() != Phase::Turn || h.drawable() < 30 || ++visited % 7 != 0)
                return;
            ActionList legal;
            h.legalActions(s, legal);
            std::vector<Action> discards;
            for (const Action &a : legal)
                if (a.kind == Action::Kind::Discard && (discards.empty() || discards.front().tile != a.tile))
                    discards.push_back(a);
            if (discards.size() < 2)
                return;
            ++pairs;
            for (int coupled = 0; coupled < 2; ++coupled) {
                std::array<std::array<std::vector<int>, kSeats>, 2> draws;
                for (int side = 0; side < 2; ++side) {
                    HandState c = h;
                    if (coupled)
                        c.coupleDraws();
                    EventLog log;
                    QVERIFY(c.apply(s, discards[std::size_t(side)], &log).empty());
                    while (!c.over()) {
                        const Seat t = c.toAct();
                        QVERIFY(c.apply(t, efficient.choose(HandView(c, t)), &log).empty());
                        QVERIFY(c.checkConservation().empty());
                    }
                    for (const Event &e : log)
                        if (e.type == Event::Type::Draw)
                            draws[std::size_t(side)][std::size_t(e.seat)].push_back(e.tile.kind());
                }
                for (Seat t = 0; t < kSeats; ++t) {
                    const auto &a = draws[0][std::size_t(t)], &b = draws[1][std::size_t(t)];
                    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
                        ++both[std::size_t(coupled)];
                        same[std::size_t(coupled)] += a[i] == b[i];
                    }
                }
            }
        });
        const double shared = double(same[0]) / double(both[0]), coupled = double(same[1]) / double(both[1]);
        qInfo("%d pairs: the same k-th draw in %.1f %% of %ld draws with the shared wall, %.1f %% of %ld coupled", pairs,
              100 * shared, both[0], 100 * coupled, both[1]);
        QVERIFY(pairs >= 100);
        QVERIFY(coupled > 0.9);
        QVERIFY(coupled > shared + 0.2);
    }

    // The plan, one tile from ready: of the discards that keep 向聽, the one whose next draws
    // give the most live waits (counted here by brute force with the win check). In this hand
    // efficient lets go of 3s and keeps 2p (equal tile acceptance); 2p is the better one.
    void planWeighsTheWaitsOfTheNextDraw()
    {
        const HandState h = turnWith(tiles("1m 2m 3m 3m 3m 4m 5m 6m 8m 8m 8m 3s 7s 2p 7p 8p 9p"), Tile::honour(1), 30);
        const HandView v(h, 0);
        EfficientPlayer efficient;
        const Action e = efficient.choose(v);
        StrongOptions o = planOnly();
        o.depth = 1;
        const Action p = StrongPlayer(1, o).plan(v);
        QCOMPARE(e, Action::discard(*Tile::parse("3s")));
        QCOMPARE(p, Action::discard(*Tile::parse("2p")));
        QVERIFY(waitsAfterNextDraw(v, p.tile) > waitsAfterNextDraw(v, e.tile));
        // And no other discard is better by that count.
        for (const Action &a : h.legalActions(0))
            if (a.kind == Action::Kind::Discard && a.tile != v.gold())
                QVERIFY(waitsAfterNextDraw(v, a.tile) <= waitsAfterNextDraw(v, p.tile));
        // Without the option the plan is efficient's choice.
        QCOMPARE(StrongPlayer(1, planOnly()).plan(v), e);
    }

    // The plan, two tiles from ready (depth 2): of the discards that keep 向聽, the one whose
    // next draws make hands one tile from ready from which the most draws make it ready (counted
    // here by brute force with shanten() of whole hands). Efficient lets go of 1s (the most
    // draws that bring it nearer, and a terminal); 4p is the better one by that count.
    void planWeighsTheNextDrawsTwoTilesFromReady()
    {
        const HandState h = turnWith(tiles("2m 2m 2m 4m 5m 6m 7m 9m 1s 1s 3s 8s 8s 4p 4p 6p 8p"), Tile::honour(1), 22);
        const HandView v(h, 0);
        QCOMPARE(shanten(v.concealed()), 2);
        EfficientPlayer efficient;
        const Action e = efficient.choose(v);
        StrongOptions o = planOnly();
        o.depth = 2;
        const Action p = StrongPlayer(1, o).plan(v);
        QCOMPARE(e, Action::discard(*Tile::parse("1s")));
        QCOMPARE(p, Action::discard(*Tile::parse("4p")));
        QVERIFY(readyDrawsAfterNextDraw(v, p.tile) > readyDrawsAfterNextDraw(v, e.tile));
        for (const Action &a : h.legalActions(0))
            if (a.kind == Action::Kind::Discard && a.tile != v.gold() && shanten(concealedOf([&] {
                    Counts c = v.hand();
                    --c[std::size_t(a.tile.kind())];
                    return c;
                }(), v.gold())) == 2)
                QVERIFY(readyDrawsAfterNextDraw(v, a.tile) <= readyDrawsAfterNextDraw(v, p.tile));
        // Depth 1 leaves a hand two tiles from ready to efficient.
        o.depth = 1;
        QCOMPARE(StrongPlayer(1, o).plan(v), e);
    }

    // M50: kong points are paid by every loser to a winner and settled between losers, so the
    // plan declares every kong the rules allow (efficient declines one that takes its hand
    // farther from ready), except in 游金 and when it can win.
    void planDeclaresEveryKong()
    {
        StrongOptions o = planOnly();
        o.kongs = true;
        const StrongPlayer strong(1, o);
        EfficientPlayer efficient;
        int offered = 0, declined = 0;
        forEachDecision(400, 53, [&](const HandState &h, Seat s) {
            const HandView v(h, s);
            ActionList legal;
            v.legalActions(legal);
            const bool kong = legal.containsKind(Action::Kind::Kong) || legal.containsKind(Action::Kind::ConcealedKong)
                              || legal.containsKind(Action::Kind::AddKong);
            if (!kong || legal.containsKind(Action::Kind::Win) || legal.containsKind(Action::Kind::You)
                || v.youLevel(s) > 0)
                return;
            ++offered;
            const Action a = strong.plan(v);
            QVERIFY(a.kind == Action::Kind::Kong || a.kind == Action::Kind::ConcealedKong || a.kind == Action::Kind::AddKong);
            declined += !(efficient.choose(v) == a);
        });
        QVERIFY(offered > 20);
        QVERIFY(declined > 0);
    }

    // The plan's claim: among the chows and the pung that bring the hand closer to ready (when
    // efficient claims too), the one whose hand after its best discard is nearest to ready and
    // accepts the most unseen tiles, counted here with shanten() alone.
    void planTakesTheBestClaim()
    {
        StrongOptions o = planOnly();
        o.claims = true;
        const StrongPlayer strong(1, o);
        EfficientPlayer efficient;
        // (向聽, -acceptance) of the best discard after claim `a` of the discard on the table.
        const auto after = [](const HandView &v, const Action &a) {
            Concealed c = v.concealed();
            const int p = plainKindOf(v.lastDiscard(), v.gold());
            if (a.kind == Action::Kind::Pung)
                c.plain[std::size_t(p)] -= 2;
            else
                for (int j = a.tile.kind(); j < a.tile.kind() + 3; ++j)
                    c.plain[std::size_t(j)] -= j != p;
            std::pair<int, int> best {99, 0};
            for (int d = 0; d < kKinds; ++d) {
                if (c.plain[std::size_t(d)] == 0)
                    continue;
                Concealed rest = c;
                --rest.plain[std::size_t(d)];
                const int sh = shanten(rest);
                int acceptance = v.unseen(v.gold().kind()) * (sh == 0);
                for (int t = 0; t < kKinds; ++t) {
                    Concealed more = rest;
                    ++more.plain[std::size_t(t)];
                    if (rest.plain[std::size_t(t)] < 4 && (sh == 0 ? isComplete(more) : shanten(more) < sh))
                        acceptance += v.unseen(physicalOf(t, v.gold()).kind());
                }
                best = std::min(best, std::pair<int, int> {sh, -acceptance});
            }
            return best;
        };
        int claims = 0, better = 0;
        forEachDecision(300, 59, [&](const HandState &h, Seat s) {
            if (h.phase() != Phase::Claim)
                return;
            const HandView v(h, s);
            const Action e = efficient.choose(v), p = strong.plan(v);
            const bool eClaims = e.kind == Action::Kind::Chow || e.kind == Action::Kind::Pung;
            const bool pClaims = p.kind == Action::Kind::Chow || p.kind == Action::Kind::Pung;
            if (!eClaims && !pClaims)
                return;
            ++claims;
            QCOMPARE(pClaims, eClaims); // the same rule of when to claim
            QVERIFY(after(v, p) <= after(v, e));
            better += after(v, p) < after(v, e);
        });
        QVERIFY(claims > 50);
        QVERIFY(better > 0);
    }

    // Levels and kinds: makePlayer knows every kind and level, and the strong options.
    void levelsAndKinds()
    {
        for (const std::string &k : playerKinds())
            QVERIFY(makePlayer(k, 1) != nullptr);
        const auto levels = playerLevels();
        QCOMPARE(int(levels.size()), 3);
        QCOMPARE(QString::fromStdString(levels.back().kind), QStringLiteral("strong"));
        for (const PlayerLevel &l : levels)
            QCOMPARE(QString::fromStdString(makePlayer(l.id, 1)->kind()), QString::fromStdString(l.kind));
        const auto o = StrongPlayer::parse("strong:playouts=500:ms=20:margin=0.5");
        QVERIFY(o.has_value());
        QCOMPARE(o->playouts, 500);
        QCOMPARE(o->ms, 20.0);
        QCOMPARE(o->margin, 0.5);
        const auto plan = StrongPlayer::parse("strong:search=0:kongs=0:drop=3:near=2:discards=5");
        QVERIFY(plan.has_value());
        QVERIFY(!plan->search && !plan->kongs && plan->claims && plan->depth == 2);
        QCOMPARE(plan->drop, 3.0);
        QCOMPARE(plan->near, 2);
        QCOMPARE(plan->discards, 5);
        QCOMPARE(StrongPlayer::parse("strong:depth=1")->depth, 1);
        QVERIFY(!StrongPlayer::parse("strong:depth=3"));
        QVERIFY(!StrongPlayer::parse("strong:depth=1.5"));
        QCOMPARE(StrongPlayer::parse("strong:infer=6")->infer, 6);
        QCOMPARE(StrongPlayer::parse("strong:infer=6:chains=8")->chains, 8);
        QVERIFY(!StrongPlayer::parse("strong:chains=0"));
        QCOMPARE(StrongPlayer::parse("strong:infer=5")->infer, 5);
        QVERIFY(!StrongPlayer::parse("strong:infer=2"));
        QVERIFY(!StrongPlayer::parse("strong:infer=7"));
        QVERIFY(!StrongPlayer::parse("strong:kongs=2"));
        QVERIFY(!StrongPlayer::parse("strong:discards=0"));
        QVERIFY(!StrongPlayer::parse("strong:playouts=0"));
        QVERIFY(!StrongPlayer::parse("strong:speed=2"));
        QVERIFY(!StrongPlayer::parse("strongest"));
        QVERIFY(makePlayer("strong:nonsense", 1) == nullptr);
    }
};

QTEST_GUILESS_MAIN(TestMahjongStrong)
#include "test_mahjong_strong.moc"
