// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the strong player's test (test_mahjong_strong.cpp) and its measurements
// (bench_mahjong_strong.cpp, run by scripts/bench_mahjong_strong.sh): seeded hands of efficient
// players, a seat's mirror, budgets, and the counts behind the worlds' figures in
// docs/players.md, which the test takes over a few hands and the bench over many.
#pragma once

#include "common/stats.h"
#include "mahjong/players.h"
#include "mahjong/strong_player.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <functional>

namespace qixing::mahjong::strongtest {

// Plays seeded hands with efficient players and calls `visit` at every decision with the
// state and the seat asked.
inline void forEachDecision(int hands, std::uint64_t seed, const std::function<void(const HandState &, Seat)> &visit)
{
    EfficientPlayer efficient;
    for (int n = 0; n < hands; ++n) {
        HandState h(HandSetup::fromSeed(deriveSeed(seed, std::uint64_t(n)), Seat(n & 3)));
        while (!h.over()) {
            const Seat s = h.toAct();
            visit(h, s);
            const Action a = efficient.choose(HandView(h, s));
            QVERIFY(h.apply(s, a).empty());
        }
    }
}

// What seat s sees of h, as a LAN client is told it; another seat's concealed kong not turned
// over is given a wrong kind on purpose (the view must not depend on it).
inline HandState::SeatMirror mirrorOf(const HandState &h, Seat s)
{
    HandState::SeatMirror m;
    m.seat = s;
    m.phase = h.phase();
    m.hand = h.hand(s);
    m.gold = h.gold();
    m.lastDiscard = h.lastDiscard();
    m.lastDrawn = h.lastDrawn();
    m.dealer = h.dealer();
    m.lastDiscarder = h.lastDiscarder();
    m.drawable = h.drawable();
    m.passedWin = h.mayNotWinOnDiscard(s);
    m.visible = h.visible();
    for (Seat o = 0; o < kSeats; ++o) {
        for (int i = 0; i < h.meldCount(o); ++i) {
            Meld meld = h.meld(o, i);
            if (o != s && meld.type == Meld::Type::ConcealedKong && !meld.revealed)
                meld.tiles.fill(Tile(h.gold().kind() == 0 ? 1 : 0));
            m.melds[std::size_t(o)].push_back(meld);
        }
        m.flowers[std::size_t(o)] = h.flowers(o);
        m.you[std::size_t(o)] = h.youLevel(o);
    }
    for (int i = 0; i < h.discardHistorySize(); ++i)
        m.discards.push_back(h.discardRecord(i));
    return m;
}

inline int concealedSize(const HandState &h, Seat s)
{
    int n = 0;
    for (auto c : h.hand(s))
        n += c;
    return n;
}

inline StrongOptions smallBudget(int playouts)
{
    StrongOptions o;
    o.playouts = playouts;
    o.ms = 0; // reproducible: the budget in playouts only
    return o;
}

// The inference from the last discard: over the decisions of `hands` seeded hands of efficient
// players, how many of 4 worlds a decision deal the last discarder a hand from which efficient
// would have let its discard go, without the inference (plain), with infer 1 (read) and with
// the chain (infer 6); `real` counts the real hands that did (all of them: the premise).
struct LastDiscardCounts
{
    int asked = 0, real = 0, plain = 0, read = 0, chained = 0;
};

inline LastDiscardCounts readLastDiscard(int hands, std::uint64_t seed)
{
    LastDiscardCounts c;
    forEachDecision(hands, seed, [&](const HandState &h, Seat s) {
        const Seat d = h.lastDiscarder();
        if (h.phase() == Phase::Opening || d < 0 || d == s || h.youLevel(d) > 0 || h.lastDiscard() == h.gold())
            return;
        const HandView view(h, s);
        // What d saw unseen when it discarded: its discard was in its hand, ours hidden.
        std::array<int, kAllKinds> unseen {};
        for (int k = 0; k < kAllKinds; ++k)
            unseen[std::size_t(k)] = view.unseen(k) + (k < kKinds ? view.hand()[std::size_t(k)] : 0);
        ++unseen[std::size_t(h.lastDiscard().kind())];
        const auto letsItGo = [&](const HandState &w) {
            Counts before = w.hand(d);
            ++before[std::size_t(h.lastDiscard().kind())];
            std::array<int, kAllKinds> u = unseen;
            for (int k = 0; k < kKinds; ++k)
                u[std::size_t(k)] -= before[std::size_t(k)];
            return EfficientPlayer::bestDiscard(before, h.gold(), u) == h.lastDiscard();
        };
        c.real += letsItGo(h);
        const WorldSampler without(view), with(view, 1), chain(view, 6, 16, std::uint64_t(c.asked));
        Rng ra(deriveSeed(3, std::uint64_t(c.asked))), rb(deriveSeed(3, std::uint64_t(c.asked))),
            rc(deriveSeed(3, std::uint64_t(c.asked)));
        for (int n = 0; n < 4; ++n) {
            c.plain += letsItGo(without.sample(ra));
            c.read += letsItGo(with.sample(rb));
            c.chained += letsItGo(chain.sample(rc));
        }
        ++c.asked;
    });
    return c;
}

// Reading every discard: how near the hands the worlds deal the other seats are to their real
// ones, over the decisions (8 discards or more) of `hands` seeded hands of efficient players, 4
// worlds a decision, by sampler mode: the sampler's infer (0, 1, 4, 5, 6; 2 and 3 unused), 7
// infer 6 going on from the seat's last decision, 8 the same with 8 independent chains.
struct WorldScore
{
    long long common = 0, tiles = 0, shantenOff = 0, hands = 0, signedOff = 0;
    long long alike = 0, compared = 0; // tiles two worlds of a decision deal alike
    double seconds = 0;                // spent building samplers
    double share() const { return double(common) / double(tiles); }
    double off() const { return double(shantenOff) / double(hands); }
    double signedOffMean() const { return double(signedOff) / double(hands); }
    double alikeShare() const { return double(alike) / double(compared); }
};

struct WorldScores
{
    int asked = 0;
    std::array<WorldScore, 9> mode {};
};

inline WorldScores scoreWorlds(int hands, std::uint64_t seed, int particles, std::initializer_list<int> modes)
{
    WorldScores r;
    std::array<ChainMemory, kSeats> memory {}, memory8 {};
    forEachDecision(hands, seed, [&](const HandState &h, Seat s) {
        if (h.phase() == Phase::Opening || h.discardHistorySize() < 8)
            return;
        const HandView view(h, s);
        for (const int mode : modes) {
            const int infer = std::min(mode, 6);
            const auto start = std::chrono::steady_clock::now();
            const WorldSampler sampler(view, infer, particles, deriveSeed(11, std::uint64_t(r.asked)),
                                       mode == 7 ? &memory[std::size_t(s)] : mode == 8 ? &memory8[std::size_t(s)] : nullptr,
                                       mode == 8 ? 8 : 1);
            WorldScore &sc = r.mode[std::size_t(mode)];
            sc.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            QVERIFY(sampler.usable());
            Rng rng(deriveSeed(13, std::uint64_t(r.asked)));
            HandState previous;
            for (int n = 0; n < 4; ++n) {
                const HandState w = sampler.sample(rng);
                QCOMPARE(QString::fromStdString(w.checkConservation()), QString());
                for (Seat o = 0; o < kSeats; ++o) {
                    if (o == s || h.youLevel(o) > 0)
                        continue;
                    for (int k = 0; k < kKinds; ++k) {
                        sc.common += std::min(w.hand(o)[std::size_t(k)], h.hand(o)[std::size_t(k)]);
                        sc.tiles += h.hand(o)[std::size_t(k)];
                        if (n > 0) {
                            sc.alike += std::min(w.hand(o)[std::size_t(k)], previous.hand(o)[std::size_t(k)]);
                            sc.compared += w.hand(o)[std::size_t(k)];
                        }
                    }
                    sc.shantenOff += std::abs(shanten(w.concealed(o)) - shanten(h.concealed(o)));
                    sc.signedOff += shanten(w.concealed(o)) - shanten(h.concealed(o));
                    ++sc.hands;
                }
                previous = w;
            }
        }
        ++r.asked;
    });
    return r;
}

// The claims nobody made (infer 6): efficient wins on a discard whenever it can, takes a kong
// that keeps its 向聽 and a pung, or as the next seat a chow, that lowers it. A seat's hand has
// not changed since its own last discard, so its real hand would have claimed none of the
// discards made since by others that nobody took. Over the decisions (8 discards or more) of
// `hands` seeded hands, 4 worlds each: such discards (offers), and how many of them the real
// hands, the plain worlds' and the chain's would have claimed (counted with shanten() and
// isComplete() alone).
struct UnclaimedCounts
{
    int asked = 0;
    long long offers = 0, real = 0, plain = 0, chained = 0;
};

inline bool efficientWouldClaim(const HandState &w, Seat o, const DiscardRecord &r, Tile gold)
{
    const Concealed c = w.concealed(o);
    const int sh = shanten(c), p = plainKindOf(r.tile, gold), have = c.plain[std::size_t(p)];
    if (sh == 0 && w.hand(o)[std::size_t(gold.kind())] < 2 && have < 4) {
        Concealed won = c;
        ++won.plain[std::size_t(p)];
        if (isComplete(won))
            return true;
    }
    for (const int taken : {3, 2}) {
        Concealed rest = c;
        rest.plain[std::size_t(p)] = std::uint8_t(rest.plain[std::size_t(p)] - taken);
        if (have >= taken && (taken == 3 ? shanten(rest) <= sh : shanten(rest) < sh))
            return true;
    }
    if (o != nextSeat(r.seat) || p >= 27)
        return false;
    for (int low = p - p % 9; low <= p - p % 9 + 6; ++low) {
        if (p < low || p > low + 2)
            continue;
        Concealed rest = c;
        bool held = true;
        for (int j = low; j < low + 3; ++j)
            if (j != p)
                held = held && rest.plain[std::size_t(j)]-- > 0;
        if (held && shanten(rest) < sh)
            return true;
    }
    return false;
}

inline UnclaimedCounts countUnclaimed(int hands, std::uint64_t seed)
{
    UnclaimedCounts c;
    forEachDecision(hands, seed, [&](const HandState &h, Seat s) {
        if (h.phase() == Phase::Opening || h.discardHistorySize() < 8)
            return;
        // In the claim phase the last discard is still open to claims.
        const int n = h.discardHistorySize() - (h.phase() == Phase::Claim ? 1 : 0);
        const Tile gold = h.gold();
        const auto broken = [&](const HandState &w, bool count) {
            int made = 0;
            for (Seat o = 0; o < kSeats; ++o) {
                if (o == s || h.youLevel(o) > 0)
                    continue;
                int last = -1; // the open discard too: its discarder's hand changed then
                for (int i = 0; i < h.discardHistorySize(); ++i)
                    if (h.discardRecord(i).seat == o)
                        last = i;
                for (int i = last + 1; i < n; ++i) {
                    const DiscardRecord &r = h.discardRecord(i);
                    if (r.seat == o || r.claimed() || r.tile == gold || r.tile.isFlower() || r.you())
                        continue;
                    c.offers += count;
                    made += efficientWouldClaim(w, o, r, gold);
                }
            }
            return made;
        };
        c.real += broken(h, true);
        const HandView view(h, s);
        const WorldSampler without(view), chain(view, 6, 16, std::uint64_t(c.asked));
        Rng ra(deriveSeed(5, std::uint64_t(c.asked))), rc(deriveSeed(5, std::uint64_t(c.asked)));
        for (int k = 0; k < 4; ++k) {
            c.plain += broken(without.sample(ra), false);
            c.chained += broken(chain.sample(rc), false);
        }
        ++c.asked;
    });
    return c;
}

// What the lanes are for (HandState::coupleDraws): the search's paired results stray less from
// world to world. The same decisions of `hands` seeded hands searched (160 playouts) with the
// shared wall and with the lanes: the spread of a world's paired gain (lastSpread()) each way,
// and in how many decisions it is less with the lanes.
struct SpreadCounts
{
    int searched = 0, better = 0;
    MeanAndError shared, coupled;
};

inline SpreadCounts spreadWithLanes(int hands, std::uint64_t seed)
{
    StrongOptions shared = smallBudget(160), coupled = shared;
    shared.couple = false;
    coupled.couple = true;
    SpreadCounts r;
    forEachDecision(hands, seed, [&](const HandState &h, Seat s) {
        std::array<double, 2> d {};
        for (int c = 0; c < 2; ++c) {
            StrongPlayer p(deriveSeed(48, std::uint64_t(r.searched)), c ? coupled : shared);
            p.choose(HandView(h, s));
            d[std::size_t(c)] = p.lastSpread();
        }
        if (d[0] == 0 || d[1] == 0)
            return; // not searched (forced, or left to the plan)
        ++r.searched;
        r.better += d[1] < d[0];
        r.shared.add(d[0]);
        r.coupled.add(d[1]);
    });
    return r;
}

} // namespace qixing::mahjong::strongtest
