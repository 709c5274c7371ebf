// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/strong_player.h"

#include "common/stats.h"
#include "mahjong/scoring.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <ctime>
#include <limits>

namespace qixing::mahjong {

namespace {
constexpr int kDrawableAtStart = 48;
}

// ---------------------------------------------------------------------------------------
// Worlds consistent with a seat's view.

WorldSampler::WorldSampler(const HandView &v, int infer, int particles, std::uint64_t seed, ChainMemory *memory,
                           int chainCount)
    : seat_(v.seat()), historySeed_(seed)
{
    // The opening declarations are taken at once by every computer player; nothing to model.
    if (v.phase() == Phase::Opening || v.phase() == Phase::Over)
        return;
    const Tile gold = v.gold();
    HandState::SeatMirror m;
    m.seat = seat_;
    m.phase = v.phase();
    m.hand = v.hand();
    m.gold = gold;
    m.lastDiscard = v.lastDiscard();
    m.lastDiscarder = v.lastDiscarder();
    m.lastDrawn = v.lastDrawn();
    m.dealer = v.dealer();
    m.drawable = v.drawable();
    for (int i = 0; i < v.discardHistorySize(); ++i)
        m.discards.push_back(v.discardRecord(i));
    for (int k = 0; k < kAllKinds; ++k) {
        pool_[std::size_t(k)] = v.unseen(k);
        m.visible[std::size_t(k)] = std::uint8_t(copiesOf(k) - v.unseen(k) - (k < kKinds ? v.hand()[std::size_t(k)] : 0));
    }
    // Tiles every seat sees (river_): the visible ones not in an exposed meld, a flower or the
    // revealed gold. Kept so that the world's tiles add up to 144 (checkConservation).
    std::array<int, kAllKinds> river {};
    for (int k = 0; k < kAllKinds; ++k)
        river[std::size_t(k)] = m.visible[std::size_t(k)];
    --river[std::size_t(gold.kind())];
    for (Seat s = 0; s < kSeats; ++s) {
        for (int i = 0; i < v.meldCount(s); ++i) {
            Meld meld;
            meld.type = v.meldType(s, i);
            const int kind = v.meldKind(s, i);
            if (kind < 0) {
                hiddenKongs_.emplace_back(s, i); // its kind is dealt with the world
            } else if (meld.type == Meld::Type::Chow) {
                const int p = plainKindOf(Tile(kind), gold);
                for (int j = 0; j < 3; ++j)
                    meld.tiles[std::size_t(j)] = physicalOf(p + j, gold);
            } else {
                meld.tiles.fill(Tile(kind));
            }
            if (meld.type == Meld::Type::ConcealedKong && kind >= 0) {
                // The seat's own kong is hidden from the others until robbed; its tiles are in
                // no count the view keeps, so they are no unseen tiles either.
                meld.revealed = s != seat_ || v.unseen(kind) == 0;
                if (!meld.revealed)
                    pool_[std::size_t(kind)] -= 4;
            }
            if (kind >= 0 && (meld.type != Meld::Type::ConcealedKong || meld.revealed))
                for (int j = 0; j < meld.size(); ++j)
                    --river[std::size_t(meld.tiles[std::size_t(j)].kind())];
            m.melds[std::size_t(s)].push_back(meld);
        }
        m.flowers[std::size_t(s)] = v.flowers(s);
        m.you[std::size_t(s)] = v.youLevel(s);
        handSize_[std::size_t(s)] = s == seat_ ? 0 : 16 - 3 * v.meldCount(s);
    }
    base_ = HandState::mirror(m);
    // Which flower each seat holds is not told, only how many: give the seen ones out in order.
    int flower = kKinds;
    for (Seat s = 0; s < kSeats; ++s) {
        HandState::SeatState &st = base_.seats_[std::size_t(s)];
        st.flowerMask = 0;
        for (int n = 0; n < st.flowers; ++n) {
            while (flower < kAllKinds && m.visible[std::size_t(flower)] == 0)
                ++flower;
            if (flower == kAllKinds)
                return; // more flowers than seen: not a view of a real hand
            st.flowerMask |= std::uint8_t(1u << (flower - kKinds));
            --river[std::size_t(flower++)];
        }
    }
    for (int k = 0; k < kAllKinds; ++k) {
        if (river[std::size_t(k)] < 0 || pool_[std::size_t(k)] < 0)
            return;
        base_.river_[std::size_t(k)] = std::uint8_t(river[std::size_t(k)]);
    }
    base_.goldOnTable_ = true;
    base_.firstTurn_ = false;
    base_.fenBingLive_ = false; // 分餅 is settled by the dealer's first discards, long past
    base_.recountPoints();
    wallLeft_ = v.drawable() + base_.keptBack();
    base_.front_ = 0;
    base_.back_ = std::uint8_t(wallLeft_);
    // M38: the last four drawable tiles have begun once at most three are left.
    base_.lastFourReached_ = v.drawable() < kLastDrawable;
    base_.discardLastFour_ = base_.lastFourReached_;
    base_.justDrew_ = v.phase() == Phase::Turn;
    if (v.phase() == Phase::Claim) {
        ActionList legal;
        v.legalActions(legal);
        claimMine_ = legal.containsKind(Action::Kind::Win);
    }
    int total = 0, needed = wallLeft_ + 4 * int(hiddenKongs_.size());
    for (int k = 0; k < kAllKinds; ++k)
        total += pool_[std::size_t(k)];
    for (Seat s = 0; s < kSeats; ++s)
        needed += handSize_[std::size_t(s)];
    usable_ = total == needed && wallLeft_ <= kTileCount;
    // The last discarder's hand and its discard: what the field's policy let go (sample()).
    const Seat d = v.lastDiscarder();
    const Tile t = v.lastDiscard();
    if (infer == 1 && d >= 0 && d != seat_ && v.youLevel(d) == 0 && !t.isFlower() && t != gold) {
        discarder_ = d;
        discard_ = t;
        // What that seat saw unseen then: all but the public tiles (its discard among them now,
        // in its hand then) and its own hand; our hand is hidden from it.
        for (int k = 0; k < kAllKinds; ++k)
            seenAsUnseen_[std::size_t(k)] = v.unseen(k) + (k < kKinds ? v.hand()[std::size_t(k)] : 0);
        ++seenAsUnseen_[std::size_t(t.kind())];
    }
    // About 48 tiles are drawable when play starts (after 補花 and 開金, M40); each seat has
    // drawn about a quarter of those gone since.
    improveTurns_ = std::clamp((kDrawableAtStart - v.drawable()) / kSeats, 0, 12);
    if (usable_ && (infer == 4 || infer == 5))
        histories(v, infer, particles);
    if (usable_ && infer == 6)
        chains(v, particles, memory, std::max(1, chainCount));
}

namespace {

// Takes one set of physical tiles out of `pool` for a 游金 hand: a pung or a chow of kinds
// other than the gold's (a 白板 plays the gold's kind, so its pung is a set too).
bool takeSet(std::array<int, kAllKinds> &pool, Tile gold, Rng &rng, Counts &hand)
{
    for (int attempt = 0; attempt < 64; ++attempt) {
        const int k = int(rng.below(kKinds));
        if (k == gold.kind() || pool[std::size_t(k)] == 0)
            continue;
        const bool chow = k < 27 && k % 9 <= 6 && rng.below(2) == 0;
        if (chow) {
            if (gold.kind() >= k && gold.kind() <= k + 2)
                continue;
            if (pool[std::size_t(k + 1)] == 0 || pool[std::size_t(k + 2)] == 0)
                continue;
            for (int j = 0; j < 3; ++j) {
                --pool[std::size_t(k + j)];
                ++hand[std::size_t(k + j)];
            }
            return true;
        }
        if (pool[std::size_t(k)] >= 3) {
            pool[std::size_t(k)] -= 3;
            hand[std::size_t(k)] += 3;
            return true;
        }
    }
    return false;
}

// The tile of a 3n+2 hand whose discard leaves the lowest shanten (never a gold), ties at
// random.
Tile leastUseful(const Counts &hand, Tile gold, Rng &rng)
{
    const Concealed c = concealedOf(hand, gold);
    const ShantenNear near(c);
    int best = 99, ties = 0;
    Tile pick = gold;
    for (int k = 0; k < kKinds; ++k) {
        if (hand[std::size_t(k)] == 0 || k == gold.kind())
            continue;
        const int sh = near.with(plainKindOf(Tile(k), gold), -1);
        if (sh < best) {
            best = sh;
            ties = 1;
            pick = Tile(k);
        } else if (sh == best && rng.below(std::uint32_t(++ties)) == 0) {
            pick = Tile(k);
        }
    }
    return pick;
}

// Plays `turns` turns again on a dealt hand: draws one of the first `count` tiles and puts back
// the one that helps least, so that the hand is as near to ready as a player of the field's.
void improve(Counts &hand, Tile *tiles, int count, int turns, Tile gold, Rng &rng)
{
    for (int turn = 0; turn < turns && count > 0; ++turn) {
        const std::size_t drawn = rng.below(std::uint32_t(count));
        ++hand[std::size_t(tiles[drawn].kind())];
        const Tile back = leastUseful(hand, gold, rng);
        --hand[std::size_t(back.kind())];
        tiles[drawn] = back;
    }
}

// Whether discarding `t` from the 3n+2 `hand` leaves its lowest 向聽 (golds kept).
bool keepsBestShanten(const Counts &hand, Tile gold, Tile t)
{
    const Concealed c = concealedOf(hand, gold);
    const ShantenNear near(c);
    int best = 99;
    for (int k = 0; k < kKinds; ++k)
        if (hand[std::size_t(k)] > 0 && k != gold.kind())
            best = std::min(best, near.with(plainKindOf(Tile(k), gold), -1));
    return t != gold && near.with(plainKindOf(t, gold), -1) == best;
}

// Removes one tile of t's kind from the first `count` of `tiles` (it is there).
void takeOne(std::array<Tile, kTileCount> &tiles, int &count, Tile t)
{
    for (int i = count - 1; i >= 0; --i)
        if (tiles[std::size_t(i)] == t) {
            tiles[std::size_t(i)] = tiles[std::size_t(--count)];
            return;
        }
}

} // namespace

// Reading every discard (infer 4, 5): a seat's hand is dealt as the plain worlds deal it
// (random, improved for the turns played), `particles` times, and each such hand is weighed by
// whether the seat would have let go each of its discards from that hand plus the discard: a
// discard that efficient would have chosen weighs 1, one that keeps the lowest 向聽 1 (infer 4)
// or 0.25 (infer 5), any other 0.05 (never 0: the hand now only stands in for the hand then,
// and other players are not efficient). The weighed hands are resampled once a decision; a
// world takes one of them that fits among the tiles left (sample()).
void WorldSampler::histories(const HandView &v, int infer, int particles)
{
    const Tile gold = v.gold();
    Rng rng(historySeed_);
    // What another seat sees unseen: what this seat does not see, and this seat's hand.
    std::array<int, kAllKinds> seen {};
    for (int k = 0; k < kAllKinds; ++k)
        seen[std::size_t(k)] = v.unseen(k) + (k < kKinds ? v.hand()[std::size_t(k)] : 0);
    const double keeps = infer == 5 ? 0.25 : 1.0, other = 0.05;
    const std::size_t n = std::size_t(particles);
    std::vector<Counts> bank(n);
    std::vector<double> weight(n);
    std::vector<Tile> own;
    std::array<Tile, kTileCount> tiles {};
    for (Seat s = 0; s < kSeats; ++s) {
        const int size = handSize_[std::size_t(s)];
        if (s == seat_ || v.youLevel(s) > 0 || size <= 0)
            continue;
        own.clear();
        for (int i = 0; i < v.discardHistorySize(); ++i) {
            const DiscardRecord &r = v.discardRecord(i);
            if (r.seat == s && r.tile != gold && !r.tile.isFlower())
                own.push_back(r.tile);
        }
        if (own.empty())
            continue;
        double total = 0;
        for (std::size_t j = 0; j < n; ++j) {
            int count = 0;
            for (int k = 0; k < kKinds; ++k)
                for (int c = 0; c < pool_[std::size_t(k)]; ++c)
                    tiles[std::size_t(count++)] = Tile(k);
            Counts &hand = bank[j];
            hand = {};
            for (int i = 0; i < size && count > 0; ++i) {
                const std::size_t at = rng.below(std::uint32_t(count));
                ++hand[std::size_t(tiles[at].kind())];
                tiles[at] = tiles[std::size_t(--count)];
            }
            improve(hand, tiles.data(), count, improveTurns_, gold, rng);
            double w = 1;
            for (const Tile d : own) {
                Counts before = hand;
                ++before[std::size_t(d.kind())];
                std::array<int, kAllKinds> unseen = seen;
                for (int k = 0; k < kKinds; ++k)
                    unseen[std::size_t(k)] -= before[std::size_t(k)];
                if (infer == 5 && EfficientPlayer::bestDiscard(before, gold, unseen) == d)
                    continue;
                w *= keepsBestShanten(before, gold, d) ? keeps : other;
            }
            weight[j] = w;
            total += w;
        }
        // Systematic resampling: the hands in proportion to their weights.
        const double step = total / double(n);
        double u = step * (double(rng.next() >> 11) * 0x1.0p-53), acc = 0;
        std::size_t j = 0;
        for (std::size_t i = 0; i < n; ++i) {
            while (j + 1 < n && acc + weight[j] < u) {
                acc += weight[j];
                ++j;
            }
            posterior_[std::size_t(s)].push_back(bank[j]);
            u += step;
        }
    }
}

// Drawing the other hands by a Markov chain (infer 6). The field plays as efficient does, so a
// seat's public history is a trajectory of its hand: dealt 16 tiles (the dealer 17), then turn
// after turn a draw (hidden) or a claim (public), then a discard (public). Given the hand now and
// which tile each draw brought, every hand the seat held is known; the state of the chain is
// exactly that: the hand now and the draws. It is weighed by
// - each discard: efficient lets go a tile that keeps its lowest 向聽 and, of those, its own
//   choice; a discard that does not keep 向聽 from the hand it was made from weighs kMissDiscard,
//   one that does but is not efficient's choice kNotChosen;
// - each discard of another seat that nobody claimed: efficient wins whenever it can, takes a
//   kong that keeps its 向聽 and a pung or a chow (the next seat only) that lowers it; a hand
//   then that would have claimed weighs kMissClaim;
// - and the deal itself: every order of the physical tiles is equally likely, so a state of
//   kinds weighs the number of tile orders it stands for (the factorials below).
// Moves: swap a tile of the hand now with one not in any hand (the draws unchanged), choose
// anew which tile of the hand a draw brought, or say that a draw brought another unseen tile,
// kept until now. Each is accepted with the Metropolis–Hastings probability. Concealed and
// added kongs are left out of the trajectory (their tiles and replacement draws): the hands
// before them are read a little short.
namespace {

struct Step
{
    enum Type : std::uint8_t { Draw, Discard, Claim, Watch };
    Type type = Draw;
    std::int8_t kind = -1;         // Discard: the physical tile; Watch: the plain kind offered
    bool scored = false;           // Discard: weighed (not a gold); Watch: a chow was possible
    std::array<std::int8_t, 3> taken {-1, -1, -1}; // Claim: the physical tiles from the hand
    std::array<std::int8_t, kKinds> later {};      // Discard: tiles discarded since (itself too)
};

struct Trajectory
{
    std::vector<Step> steps;
    std::vector<int> draws; // the indices of the Draw steps, in order
};

double logFactorial(int n)
{
    static const std::array<double, 160> table = [] {
        std::array<double, 160> t {};
        for (std::size_t i = 1; i < t.size(); ++i)
            t[i] = t[i - 1] + std::log(double(i));
        return t;
    }();
    return table[std::size_t(n)];
}

} // namespace

void WorldSampler::chains(const HandView &v, int samples, ChainMemory *memory, int chainCount)
{
    const Tile gold = v.gold();
    Rng rng(historySeed_);
    // Nearly hard: the field is efficient, and what is left soft is for what the trajectory
    // leaves out (kongs) and unseen counts read a little off. Measured on seeded hands (the test
    // worldsReadEveryDiscard, docs/players.md): softer weights (1/20, 1/4, 1/50) dealt fewer of
    // the real tiles, and chains ten times as long barely more.
    constexpr double kMissDiscard = 12, kNotChosen = 8, kMissClaim = 12; // log weights lost
    // Steps before the first hands kept (fewer when every seat goes on from the last decision),
    // and between two kept.
    constexpr int kBurn = 120, kWarmBurn = 30, kShortBurn = 60, kThin = 6;
    // The trajectories, from the discard history and the melds.
    std::array<Trajectory, kSeats> path {};
    std::vector<Seat> seats;
    for (Seat s = 0; s < kSeats; ++s)
        if (s != seat_ && v.youLevel(s) == 0 && handSize_[std::size_t(s)] > 0)
            seats.push_back(s);
    if (seats.empty())
        return;
    // In the claim phase the last discard is still open to claims: its discarder's turn, but
    // not yet evidence of what the others hold. The others' evidence ends before it (n).
    const int recorded = v.discardHistorySize();
    const int n = recorded - (v.phase() == Phase::Claim ? 1 : 0);
    // The discards from record i on, per kind: not yet seen when record i was made.
    std::vector<std::array<std::int8_t, kKinds>> since(std::size_t(recorded) + 1);
    for (int i = recorded - 1; i >= 0; --i) {
        since[std::size_t(i)] = since[std::size_t(i) + 1];
        if (const Tile t = v.discardRecord(i).tile; !t.isFlower())
            ++since[std::size_t(i)][std::size_t(t.kind())];
    }
    for (const Seat s : seats) {
        Trajectory &t = path[std::size_t(s)];
        // The melds made on claims, in order (concealed kongs are not claims).
        std::vector<int> claimed;
        for (int i = 0; i < v.meldCount(s); ++i)
            if (v.meldType(s, i) != Meld::Type::ConcealedKong)
                claimed.push_back(i);
        std::size_t claims = 0;
        bool acted = false;
        for (int i = 0; i < recorded; ++i) {
            const DiscardRecord &r = v.discardRecord(i);
            if (i >= n && r.seat != s)
                continue;
            if (r.seat == s) {
                // A turn begins with a draw unless with a claim; the dealer's first begins with 17.
                const bool first = !acted && s == v.dealer();
                if (!r.afterClaim() && !first) {
                    t.draws.push_back(int(t.steps.size()));
                    t.steps.push_back({Step::Draw});
                }
                acted = true;
                if (r.tile.isFlower())
                    continue;
                Step d {Step::Discard, std::int8_t(r.tile.kind()), r.tile != gold && !r.you()};
                d.later = since[std::size_t(i)];
                t.steps.push_back(d);
                continue;
            }
            if (r.claimedBy == s) {
                acted = true;
                if (claims >= claimed.size())
                    continue;
                const int m = claimed[claims++];
                Step c {Step::Claim};
                const int kind = v.meldKind(s, m);
                if (v.meldType(s, m) == Meld::Type::Chow) {
                    const int p = plainKindOf(Tile(kind), gold);
                    int j = 0;
                    bool skipped = false;
                    for (int q = p; q < p + 3; ++q) {
                        const Tile tile = physicalOf(q, gold);
                        if (!skipped && tile == r.tile) {
                            skipped = true;
                            continue;
                        }
                        if (j < 3)
                            c.taken[std::size_t(j++)] = std::int8_t(tile.kind());
                    }
                } else {
                    // A pung is followed by a discard of the same turn; a claimed kong by a
                    // replacement draw (an added kong's fourth tile is left out).
                    bool pung = v.meldType(s, m) == Meld::Type::Pung;
                    for (int j = i + 1; j < recorded && !pung; ++j)
                        if (v.discardRecord(j).seat == s) {
                            pung = v.discardRecord(j).afterClaim();
                            break;
                        }
                    for (int j = 0; j < (pung ? 2 : 3); ++j)
                        c.taken[std::size_t(j)] = std::int8_t(r.tile.kind());
                }
                t.steps.push_back(c);
                continue;
            }
            if (r.claimed() || r.tile == gold || r.tile.isFlower() || r.you())
                continue;
            Step w {Step::Watch, std::int8_t(plainKindOf(r.tile, gold)), s == nextSeat(r.seat) && plainKindOf(r.tile, gold) < 27};
            t.steps.push_back(w);
        }
    }
    // What another seat sees unseen: what this seat does not see, and this seat's hand.
    std::array<int, kAllKinds> seen {};
    for (int k = 0; k < kAllKinds; ++k)
        seen[std::size_t(k)] = v.unseen(k) + (k < kKinds ? v.hand()[std::size_t(k)] : 0);
    using Hand = std::array<int, kKinds>;
    const auto counts = [](const Hand &h) {
        Counts c {};
        for (int k = 0; k < kKinds; ++k)
            c[std::size_t(k)] = std::uint8_t(h[std::size_t(k)]);
        return c;
    };
    // Whether efficient, holding `c` (3n+1, 向聽 sh), claims or wins on plain kind p.
    const auto wouldClaim = [&](const Concealed &c, int sh, int golds, int p, bool chow) {
        const int have = c.plain[std::size_t(p)];
        if (sh == 0 && golds < 2 && have < 4) { // M21, M22
            Concealed won = c;
            ++won.plain[std::size_t(p)];
            if (isComplete(won))
                return true;
        }
        if (have >= 2) {
            Concealed rest = c;
            rest.plain[std::size_t(p)] -= 2;
            if (have >= 3) {
                --rest.plain[std::size_t(p)];
                if (shanten(rest) <= sh)
                    return true;
                ++rest.plain[std::size_t(p)];
            }
            if (shanten(rest) < sh)
                return true;
        }
        if (!chow)
            return false;
        const int rank = p % 9;
        for (int low = std::max(0, rank - 2); low <= std::min(rank, 6); ++low) {
            Concealed rest = c;
            bool held = true;
            for (int j = p - rank + low; j < p - rank + low + 3; ++j)
                if (j != p)
                    held = held && rest.plain[std::size_t(j)]-- > 0;
            if (held && shanten(rest) < sh)
                return true;
        }
        return false;
    };
    // The log weight of a seat's state (hand now, draws), its deal factorials included, or
    // -infinity when some hand of the trajectory would hold a tile it cannot.
    constexpr double kNever = -std::numeric_limits<double>::infinity();
    const auto weigh = [&](Seat s, const Hand &now, const std::vector<int> &x) {
        const Trajectory &t = path[std::size_t(s)];
        Hand cur = now;
        double w = 0;
        int di = int(x.size()) - 1;
        bool known = false; // cur's 向聽 below is cur's
        Concealed c;
        int sh = 0;
        const auto read = [&] {
            if (!known) {
                c = concealedOf(counts(cur), gold);
                sh = shanten(c);
                known = true;
            }
        };
        for (int i = int(t.steps.size()) - 1; i >= 0; --i) {
            const Step &st = t.steps[std::size_t(i)];
            switch (st.type) {
            case Step::Watch:
                read();
                if (wouldClaim(c, sh, cur[std::size_t(gold.kind())], st.kind, st.scored))
                    w -= kMissClaim;
                break;
            case Step::Discard:
                if (cur[std::size_t(st.kind)] >= 4)
                    return kNever;
                if (st.scored) {
                    // Efficient's choice from the hand then (its work is kept per thread, and
                    // most hands of a trajectory recur from one proposal to the next); only
                    // when it is another tile, whether this one kept the lowest 向聽.
                    Hand before = cur;
                    ++before[std::size_t(st.kind)];
                    // What the seat saw unseen then: the discards made since were not out yet.
                    std::array<int, kAllKinds> unseen = seen;
                    for (int k = 0; k < kKinds; ++k)
                        unseen[std::size_t(k)] = std::max(0, unseen[std::size_t(k)] + st.later[std::size_t(k)] - before[std::size_t(k)]);
                    int best = 0;
                    const Counts b = counts(before);
                    if (EfficientPlayer::bestDiscard(b, gold, unseen, &best) == Tile(st.kind)) {
                        if (!known) {
                            c = concealedOf(counts(cur), gold);
                            sh = best;
                            known = true;
                        }
                    } else if (EfficientPlayer::keepsLowestShanten(b, gold, Tile(st.kind))) {
                        w -= kNotChosen;
                    } else {
                        w -= kMissDiscard;
                    }
                }
                ++cur[std::size_t(st.kind)];
                known = false;
                break;
            case Step::Claim:
                for (const std::int8_t k : st.taken)
                    if (k >= 0 && ++cur[std::size_t(k)] > 4)
                        return kNever;
                known = false;
                break;
            case Step::Draw:
                if (--cur[std::size_t(x[std::size_t(di--)])] < 0)
                    return kNever;
                known = false;
                break;
            }
        }
        // cur is the dealt hand; the tiles that ever were in the hand are it and the draws.
        Hand all = cur;
        for (const int k : x)
            ++all[std::size_t(k)];
        for (int k = 0; k < kKinds; ++k)
            w += logFactorial(all[std::size_t(k)]) - logFactorial(cur[std::size_t(k)]) - logFactorial(now[std::size_t(k)]);
        return w;
    };
    // The hand right after draw number d (before the rest of that turn).
    const auto afterDraw = [&](Seat s, const Hand &now, const std::vector<int> &x, int d) {
        const Trajectory &t = path[std::size_t(s)];
        Hand cur = now;
        int di = int(x.size()) - 1;
        for (int i = int(t.steps.size()) - 1; i > t.draws[std::size_t(d)]; --i) {
            const Step &st = t.steps[std::size_t(i)];
            if (st.type == Step::Discard)
                ++cur[std::size_t(st.kind)];
            else if (st.type == Step::Claim)
                for (const std::int8_t k : st.taken)
                    cur[std::size_t(k < 0 ? 0 : k)] += k >= 0;
            else if (st.type == Step::Draw)
                --cur[std::size_t(x[std::size_t(di--)])];
        }
        return cur;
    };
    // One chain, or several independent ones (`chainCount`) whose draws are less alike; the
    // first goes on from the last decision.
    const int draws = (samples + chainCount - 1) / chainCount;
    for (int chain = 0; chain < chainCount; ++chain) {
        std::array<Hand, kSeats> hands {};
        std::array<std::vector<int>, kSeats> drawn {};
        std::array<double, kSeats> weight {};
        const auto nth = [](const Hand &c, int k) {
            int kind = 0;
            while (k >= c[std::size_t(kind)])
                k -= c[std::size_t(kind++)];
            return kind;
        };
        // Go on from where the chain of this seat's last decision of the same hand ended: its
        // trajectories are the first steps of today's; the draws since are taken as let go at
        // once, and the hand follows the steps since (a state the steps since contradict, or that
        // holds tiles now seen, is dropped, and that seat starts afresh).
        std::array<bool, kSeats> warm {};
        bool sameHand = chain == 0 && memory && memory->seat == seat_ && memory->dealer == v.dealer() && memory->gold == gold
                        && memory->drawable >= v.drawable() && !memory->history.empty() && int(memory->history.size()) <= n;
        for (std::size_t i = 0; sameHand && i < memory->history.size(); ++i)
            sameHand = memory->history[i] == v.discardRecord(int(i));
        for (const Seat s : seats) {
            if (!sameHand || !memory->kept[std::size_t(s)])
                continue;
            const Trajectory &t = path[std::size_t(s)];
            const int from = memory->steps[std::size_t(s)];
            std::vector<int> x = memory->draws[std::size_t(s)];
            Hand now = memory->hands[std::size_t(s)];
            bool ok = from <= int(t.steps.size()) && std::count_if(t.steps.begin(), t.steps.begin() + from, [](const Step &st) {
                          return st.type == Step::Draw;
                      }) == int(x.size());
            for (int i = from; ok && i < int(t.steps.size()); ++i) {
                const Step &st = t.steps[std::size_t(i)];
                if (st.type == Step::Draw) {
                    int k = -1;
                    for (int j = i + 1; j < int(t.steps.size()) && k < 0; ++j)
                        if (t.steps[std::size_t(j)].type == Step::Discard)
                            k = t.steps[std::size_t(j)].kind;
                    if (k < 0)
                        k = 0;
                    x.push_back(k);
                    ++now[std::size_t(k)];
                } else if (st.type == Step::Discard) {
                    ok = --now[std::size_t(st.kind)] >= 0;
                } else if (st.type == Step::Claim) {
                    for (const std::int8_t k : st.taken)
                        if (k >= 0)
                            ok = ok && --now[std::size_t(k)] >= 0;
                }
            }
            int size = 0;
            for (const int c : now)
                size += c;
            if (!ok || size != handSize_[std::size_t(s)])
                continue;
            hands[std::size_t(s)] = now;
            drawn[std::size_t(s)] = x;
            warm[std::size_t(s)] = true;
        }
        // The warm hands must be among the tiles this seat cannot see, all together.
        {
            Hand used {};
            for (const Seat s : seats)
                if (warm[std::size_t(s)])
                    for (int k = 0; k < kKinds; ++k)
                        used[std::size_t(k)] += hands[std::size_t(s)][std::size_t(k)];
            for (int k = 0; k < kKinds; ++k)
                if (used[std::size_t(k)] > pool_[std::size_t(k)])
                    warm.fill(false);
        }
        // The other seats start from the plain worlds' hands (random, improved for the turns
        // played), and draws chosen backwards among the tiles then held.
        std::array<Tile, kTileCount> tiles {};
        int count = 0;
        for (int k = 0; k < kKinds; ++k) {
            int left = pool_[std::size_t(k)];
            for (const Seat s : seats)
                if (warm[std::size_t(s)])
                    left -= hands[std::size_t(s)][std::size_t(k)];
            for (int c = 0; c < left; ++c)
                tiles[std::size_t(count++)] = Tile(k);
        }
        rng.shuffle(tiles.data(), std::size_t(count));
        for (const Seat s : seats) {
            if (warm[std::size_t(s)]) {
                weight[std::size_t(s)] = weigh(s, hands[std::size_t(s)], drawn[std::size_t(s)]);
                if (weight[std::size_t(s)] != kNever)
                    continue;
                // Contradicted by what happened since: put it back and start afresh.
                warm[std::size_t(s)] = false;
                for (int k = 0; k < kKinds; ++k)
                    for (int c = 0; c < hands[std::size_t(s)][std::size_t(k)]; ++c)
                        tiles[std::size_t(count++)] = Tile(k);
                hands[std::size_t(s)] = {};
                rng.shuffle(tiles.data(), std::size_t(count));
            }
            Counts dealt {};
            for (int i = 0; i < handSize_[std::size_t(s)] && count > 0; ++i)
                ++dealt[std::size_t(tiles[std::size_t(--count)].kind())];
            improve(dealt, tiles.data(), count, improveTurns_, gold, rng);
            Hand &now = hands[std::size_t(s)];
            for (int k = 0; k < kKinds; ++k)
                now[std::size_t(k)] = dealt[std::size_t(k)];
            const Trajectory &t = path[std::size_t(s)];
            std::vector<int> &x = drawn[std::size_t(s)];
            x.assign(t.draws.size(), 0);
            Hand cur = now;
            int di = int(x.size()) - 1, size = handSize_[std::size_t(s)];
            for (int i = int(t.steps.size()) - 1; i >= 0; --i) {
                const Step &st = t.steps[std::size_t(i)];
                if (st.type == Step::Discard) {
                    ++cur[std::size_t(st.kind)];
                    ++size;
                } else if (st.type == Step::Claim) {
                    for (const std::int8_t k : st.taken)
                        if (k >= 0) {
                            ++cur[std::size_t(k)];
                            ++size;
                        }
                } else if (st.type == Step::Draw && size > 0) {
                    const int k = nth(cur, int(rng.below(std::uint32_t(size))));
                    x[std::size_t(di--)] = k;
                    --cur[std::size_t(k)];
                    --size;
                }
            }
            // Better still when it can be: every draw let go at once (the hand then as now but
            // for its claims), which a field that keeps its best tiles does most often.
            {
                std::vector<int> kept = x;
                for (std::size_t d = 0; d < t.draws.size(); ++d)
                    for (std::size_t i = std::size_t(t.draws[d]) + 1; i < t.steps.size(); ++i)
                        if (t.steps[i].type == Step::Discard) {
                            kept[d] = t.steps[i].kind;
                            break;
                        } else if (t.steps[i].type == Step::Draw) {
                            break;
                        }
                if (weigh(s, now, kept) != kNever)
                    x = kept;
            }
            weight[std::size_t(s)] = weigh(s, now, x);
        }
        Hand free {};
        for (int i = 0; i < count; ++i)
            ++free[std::size_t(tiles[std::size_t(i)].kind())];
        const auto uniform = [&] { return double(rng.next() >> 11) * 0x1.0p-53; };
        // Kind j is kind k or a suited kind up to two ranks from it in its suit.
        const auto near = [](int k, int j) {
            return j == k || (j >= 0 && j < 27 && k < 27 && j / 9 == k / 9 && std::abs(j - k) <= 2);
        };
        // The chance that a swap of the hand `h` (of `size` tiles) proposes to take in kind k.
        const auto proposeIn = [&](int k, const Hand &h, const Hand &f, int size) {
            int held = 0;
            for (int j = std::max(0, k - 2); j <= std::min(kKinds - 1, k + 2); ++j)
                held += near(j, k) ? h[std::size_t(j)] : 0;
            return 0.5 * double(f[std::size_t(k)]) / double(count) + 0.5 * double(held) / (5.0 * double(size));
        };
        const bool allWarm = std::all_of(seats.begin(), seats.end(), [&](Seat s) { return warm[std::size_t(s)]; });
        const int burn = allWarm ? kWarmBurn : chainCount > 1 ? kShortBurn : kBurn;
        for (int step = 0; step < burn + draws * kThin; ++step) {
            for (const Seat s : seats) {
                Hand &now = hands[std::size_t(s)];
                std::vector<int> &x = drawn[std::size_t(s)];
                const int size = handSize_[std::size_t(s)];
                const int move = x.empty() ? 0 : int(rng.below(3));
                Hand next = now;
                std::vector<int> nextX = x;
                // log of q(back) / q(forth), and of the change in the free tiles' orders, where the
                // proposal does not cancel them
                double hastings = 0;
                int out = -1, in = -1;
                if (move == 0 || move == 2) {
                    // 0: a tile of the hand now for a free one; 2: draw d brought a free tile,
                    // kept until now, rather than the tile it brought.
                    if (count == 0)
                        continue;
                    if (move == 0) {
                        // Half the time the tile taken in is a free one at random, half the time
                        // one of the kind of a tile held or of one up to two ranks from it (which a
                        // hand that explains its discards mostly needs); Hastings counts both.
                        out = nth(now, int(rng.below(std::uint32_t(size))));
                        if (rng.below(2) == 0) {
                            in = nth(free, int(rng.below(std::uint32_t(count))));
                        } else {
                            const int held = nth(now, int(rng.below(std::uint32_t(size))));
                            const int off = int(rng.below(5)) - 2;
                            in = held + off;
                            if (!near(held, in) || free[std::size_t(in)] == 0)
                                continue;
                        }
                        if (out == in)
                            continue;
                        Hand after = now, freeAfter = free;
                        --after[std::size_t(out)];
                        ++after[std::size_t(in)];
                        ++freeAfter[std::size_t(out)];
                        --freeAfter[std::size_t(in)];
                        hastings = std::log(double(after[std::size_t(in)]) * proposeIn(out, after, freeAfter, size))
                                   - std::log(double(now[std::size_t(out)]) * proposeIn(in, now, free, size))
                                   + std::log(double(free[std::size_t(in)])) - std::log(double(free[std::size_t(out)] + 1));
                    } else {
                        in = nth(free, int(rng.below(std::uint32_t(count))));
                        const int d = int(rng.below(std::uint32_t(x.size())));
                        out = x[std::size_t(d)];
                        if (now[std::size_t(out)] == 0)
                            continue;
                        nextX[std::size_t(d)] = in;
                    }
                    if (out == in)
                        continue;
                    --next[std::size_t(out)];
                    ++next[std::size_t(in)];
                } else {
                    // 1: which tile of the hand right after draw d it brought.
                    const int d = int(rng.below(std::uint32_t(x.size())));
                    const Hand after = afterDraw(s, now, x, d);
                    int total = 0;
                    for (const int c : after)
                        total += std::max(c, 0);
                    if (total <= 0)
                        continue;
                    Hand positive = after;
                    for (int &c : positive)
                        c = std::max(c, 0);
                    const int k = nth(positive, int(rng.below(std::uint32_t(total))));
                    if (k == x[std::size_t(d)])
                        continue;
                    hastings = std::log(double(positive[std::size_t(x[std::size_t(d)])])) - std::log(double(positive[std::size_t(k)]));
                    nextX[std::size_t(d)] = k;
                }
                const double w = weigh(s, next, nextX);
                if (w == kNever)
                    continue;
                const double a = w - weight[std::size_t(s)] + hastings;
                if (a >= 0 || uniform() < std::exp(a)) {
                    now = next;
                    x = nextX;
                    weight[std::size_t(s)] = w;
                    if (out >= 0) {
                        ++free[std::size_t(out)];
                        --free[std::size_t(in)];
                    }
                }
            }
            if (step >= burn && (step - burn) % kThin == kThin - 1)
                for (const Seat s : seats)
                    posterior_[std::size_t(s)].push_back(counts(hands[std::size_t(s)]));
        }
        if (chain == 0 && memory) {
            memory->history.assign(std::size_t(n), DiscardRecord {});
            for (int i = 0; i < n; ++i)
                memory->history[std::size_t(i)] = v.discardRecord(i);
            memory->seat = seat_;
            memory->dealer = v.dealer();
            memory->gold = gold;
            memory->drawable = v.drawable();
            memory->kept.fill(false);
            for (const Seat s : seats) {
                memory->kept[std::size_t(s)] = true;
                memory->steps[std::size_t(s)] = int(path[std::size_t(s)].steps.size());
                memory->hands[std::size_t(s)] = hands[std::size_t(s)];
                memory->draws[std::size_t(s)] = drawn[std::size_t(s)];
            }
        }
    }
    joint_ = true;
}

HandState WorldSampler::sample(Rng &rng) const
{
    HandState w = base_;
    // Hands are dealt anew below: a discard list the engine remembered for the seat to act
    // (HandState::legalActions) no longer holds.
    w.listedAt_ = ~0u;
    std::array<int, kAllKinds> pool = pool_;
    const Tile gold = base_.gold_;
    // Concealed kongs not turned over: any kind of which all four are unseen (never the gold's).
    for (const auto &[s, i] : hiddenKongs_) {
        int options = 0;
        for (int k = 0; k < kKinds; ++k)
            options += k != gold.kind() && pool[std::size_t(k)] >= 4;
        int pick = options ? int(rng.below(std::uint32_t(options))) : -1;
        for (int k = 0; k < kKinds && pick >= 0; ++k) {
            if (k == gold.kind() || pool[std::size_t(k)] < 4 || pick-- > 0)
                continue;
            pool[std::size_t(k)] -= 4;
            w.seats_[std::size_t(s)].melds[std::size_t(i)].tiles.fill(Tile(k));
        }
    }
    std::array<bool, kSeats> dealt {};
    dealt[std::size_t(seat_)] = true;
    // A seat in 游金 holds sets plus one gold (M33): its next draw wins.
    for (Seat s = 0; s < kSeats; ++s) {
        HandState::SeatState &st = w.seats_[std::size_t(s)];
        if (s == seat_ || st.you == 0 || pool[std::size_t(gold.kind())] == 0)
            continue;
        std::array<int, kAllKinds> trial = pool;
        Counts hand {};
        --trial[std::size_t(gold.kind())];
        hand[std::size_t(gold.kind())] = 1;
        bool ok = true;
        for (int n = 0; n < (handSize_[std::size_t(s)] - 1) / 3 && ok; ++n)
            ok = takeSet(trial, gold, rng, hand);
        if (!ok)
            continue; // dealt at random below
        pool = trial;
        st.hand = hand;
        dealt[std::size_t(s)] = true;
    }
    std::array<Tile, kTileCount> tiles {};
    int count = 0;
    for (int k = 0; k < kKinds; ++k)
        for (int c = 0; c < pool[std::size_t(k)]; ++c)
            tiles[std::size_t(count++)] = Tile(k);
    rng.shuffle(tiles.data(), std::size_t(count));
    // A seat's hand is not a random one: it has kept its best tiles for as many turns as it
    // has played. Play those turns again on the dealt hand, drawing from the unseen tiles and
    // putting back the tile that helps least, so that the others are as near to ready as
    // players of the field are at this point of the wall.
    const auto deal = [&](Counts &hand, int size) {
        for (int n = 0; n < size && count > 0; ++n)
            ++hand[std::size_t(tiles[std::size_t(--count)].kind())];
        improve(hand, tiles.data(), count, improveTurns_, gold, rng);
    };
    // A hand read from the discards (infer 4, 5, 6), taken from the tiles not dealt yet.
    const auto dealHand = [&](Seat s, const Counts &h) {
        Counts &hand = w.seats_[std::size_t(s)].hand;
        for (int k = 0; k < kKinds; ++k)
            for (int c = 0; c < h[std::size_t(k)]; ++c) {
                takeOne(tiles, count, Tile(k));
                ++hand[std::size_t(k)];
            }
        dealt[std::size_t(s)] = true;
    };
    // The chain's hands (infer 6): one joint draw, taken if it fits among the tiles not dealt yet
    // (a 游金 seat's hand or a hidden kong may hold some of them), a few tried; else as below.
    for (int attempt = 0; joint_ && attempt < kPosteriorTries; ++attempt) {
        std::array<int, kKinds> left {};
        for (int i = 0; i < count; ++i)
            ++left[std::size_t(tiles[std::size_t(i)].kind())];
        std::size_t draws = 0;
        for (Seat s = 0; s < kSeats; ++s)
            draws = std::max(draws, posterior_[std::size_t(s)].size());
        if (draws == 0)
            break;
        const std::size_t j = rng.below(std::uint32_t(draws));
        bool fits = true;
        for (Seat s = 0; s < kSeats && fits; ++s)
            if (!dealt[std::size_t(s)] && !posterior_[std::size_t(s)].empty())
                for (int k = 0; k < kKinds && fits; ++k)
                    fits = (left[std::size_t(k)] -= posterior_[std::size_t(s)][j][std::size_t(k)]) >= 0;
        if (!fits)
            continue;
        for (Seat s = 0; s < kSeats; ++s) {
            if (dealt[std::size_t(s)] || posterior_[std::size_t(s)].empty())
                continue;
            dealHand(s, posterior_[std::size_t(s)][j]);
        }
        break;
    }
    // The hands read from the discards (infer 4, 5): one of each seat's weighed hands that fits
    // among the tiles not dealt yet, a few tried; else the plain deal below.
    for (Seat s = 0; s < kSeats; ++s) {
        const std::vector<Counts> &hands = posterior_[std::size_t(s)];
        if (dealt[std::size_t(s)] || hands.empty())
            continue;
        std::array<int, kKinds> left {};
        for (int i = 0; i < count; ++i)
            ++left[std::size_t(tiles[std::size_t(i)].kind())];
        for (int attempt = 0; attempt < kPosteriorTries; ++attempt) {
            const Counts &h = hands[rng.below(std::uint32_t(hands.size()))];
            bool fits = true;
            for (int k = 0; k < kKinds && fits; ++k)
                fits = h[std::size_t(k)] <= left[std::size_t(k)];
            if (!fits)
                continue;
            dealHand(s, h);
            break;
        }
    }
    if (discarder_ >= 0 && !dealt[std::size_t(discarder_)]) {
        // The last discarder has not drawn since: its hand and the discard were a hand from
        // which the field's policy (efficient) let that tile go. A hand that would have kept it
        // is unlikely: deal again, a few times at most, keeping the first that would have
        // discarded it (else the first that keeps it among the discards of the best 向聽).
        Counts &hand = w.seats_[std::size_t(discarder_)].hand;
        const Counts start = hand;
        Counts fallback {};
        bool haveFallback = false;
        for (int attempt = 0; attempt < kDealAttempts; ++attempt) {
            hand = start;
            deal(hand, handSize_[std::size_t(discarder_)]);
            Counts before = hand;
            ++before[std::size_t(discard_.kind())];
            std::array<int, kAllKinds> unseen = seenAsUnseen_;
            for (int k = 0; k < kKinds; ++k)
                unseen[std::size_t(k)] -= before[std::size_t(k)];
            if (EfficientPlayer::bestDiscard(before, gold, unseen) == discard_)
                break;
            if (!haveFallback && keepsBestShanten(before, gold, discard_)) {
                fallback = hand;
                haveFallback = true;
            }
            // Put the hand back among the unseen tiles: to deal again, or after the last
            // attempt to take out the fallback (or this last hand) for good.
            for (int k = 0; k < kKinds; ++k)
                for (int c = start[std::size_t(k)]; c < hand[std::size_t(k)]; ++c)
                    tiles[std::size_t(count++)] = Tile(k);
            const bool lastAttempt = attempt + 1 == kDealAttempts;
            if (lastAttempt) {
                if (haveFallback)
                    hand = fallback;
                for (int k = 0; k < kKinds; ++k)
                    for (int c = start[std::size_t(k)]; c < hand[std::size_t(k)]; ++c)
                        takeOne(tiles, count, Tile(k));
            }
            rng.shuffle(tiles.data(), std::size_t(count));
            if (lastAttempt)
                break;
        }
        dealt[std::size_t(discarder_)] = true;
    }
    for (Seat s = 0; s < kSeats; ++s)
        if (!dealt[std::size_t(s)])
            deal(w.seats_[std::size_t(s)].hand, handSize_[std::size_t(s)]);
    // The rest and the flowers (never in a hand) make the wall.
    for (int k = kKinds; k < kAllKinds; ++k)
        for (int c = 0; c < pool[std::size_t(k)]; ++c)
            tiles[std::size_t(count++)] = Tile(k);
    rng.shuffle(tiles.data(), std::size_t(count));
    for (int i = 0; i < count && i < w.back_; ++i)
        w.wall_[std::size_t(i)] = tiles[std::size_t(i)];
    if (w.phase_ == Phase::Claim) {
        // Who may claim the discard in this world; those after the seat answer in turn.
        w.phase_ = Phase::Turn; // claimOffer's win check, as when the discard was made
        for (Seat o = 0; o < kSeats; ++o) {
            const HandState::ClaimOffer offer = w.claimOffer(o, true);
            w.claimAnswers_[std::size_t(o)] = Action::pass();
            w.couldWin_[std::size_t(o)] = o == seat_ ? claimMine_ : offer.win;
            w.claimAnswered_[std::size_t(o)] = o != seat_ && !offer.any();
        }
        w.phase_ = Phase::Claim;
        for (int i = 1; i < kSeats; ++i) {
            const Seat o = (w.lastDiscarder_ + i) & 3;
            if (!w.claimAnswered_[std::size_t(o)]) {
                w.toAct_ = std::int8_t(o);
                break;
            }
        }
    }
    return w;
}

// ---------------------------------------------------------------------------------------

StrongPlayer::StrongPlayer(std::uint64_t seed, StrongOptions options, Rules rules)
    : rng_(seed), options_(options), rules_(rules), rolloutPlan_(options)
{
    // In the playouts the seat follows its plan but for the weighing of next draws, which
    // would make every playout several times dearer.
    rolloutPlan_.depth = 0;
}

std::optional<StrongOptions> StrongPlayer::parse(std::string_view kind, std::string *why)
{
    constexpr std::string_view name = "strong";
    if (kind.substr(0, name.size()) != name)
        return std::nullopt;
    kind.remove_prefix(name.size());
    if (!kind.empty() && kind.front() != ':')
        return std::nullopt; // another word ("strongest"), not a strong player with options
    // Built by appending (GCC 12 warns, wrongly, of overlapping copies in "…" + string).
    const auto quoted = [](std::string_view text) {
        std::string q(1, '"');
        q.append(text);
        q.push_back('"');
        return q;
    };
    const auto wrong = [why](std::string text) -> std::optional<StrongOptions> {
        if (why)
            *why = std::move(text);
        return std::nullopt;
    };
    // Each option's range; `whole` options take whole numbers only (the others are truncated
    // or used as they are).
    struct Range
    {
        std::string_view key;
        double min, max;
        bool whole;
    };
    static constexpr Range kRanges[] = {
        {"playouts", 1, 1'000'000, false}, {"ms", 0, 60'000, false},  {"margin", 0, 100, false},
        {"drop", 0, 100, false},           {"near", 0, 8, false},     {"discards", 1, 17, false},
        {"depth", 0, 2, true},             {"infer", 0, 6, true},     {"particles", 1, 4096, true},
        {"chains", 1, 64, true},           {"search", 0, 1, true},    {"kongs", 0, 1, true},
        {"claims", 0, 1, true},            {"couple", 0, 1, true},
    };
    StrongOptions o;
    while (!kind.empty()) {
        kind.remove_prefix(1); // the ':'
        const std::size_t end = std::min(kind.find(':'), kind.size());
        const std::string_view item = kind.substr(0, end);
        kind.remove_prefix(end);
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos)
            return wrong(quoted(item).append(" is not key=value"));
        const std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
        const Range *range = nullptr;
        for (const Range &r : kRanges)
            if (r.key == key)
                range = &r;
        if (!range) {
            std::string keys;
            for (const Range &r : kRanges)
                keys.append(keys.empty() ? "" : ", ").append(r.key);
            return wrong(std::string("no option ").append(quoted(key)).append(" (options: ").append(keys).append(")"));
        }
        const auto limits = [&] {
            const auto num = [](double x) {
                std::string t = std::to_string(x);
                t.erase(t.find_last_not_of('0') + 1);
                if (t.back() == '.')
                    t.pop_back();
                return t;
            };
            return std::string(key)
                .append(range->whole ? " must be a whole number from " : " must be a number from ")
                .append(num(range->min))
                .append(" to ")
                .append(num(range->max))
                .append(key == "infer" ? " (0, 1, 4, 5 or 6)" : "")
                .append(", not ")
                .append(quoted(value));
        };
        double x = 0;
        const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), x);
        if (ec != std::errc() || ptr != value.data() + value.size() || x < range->min || x > range->max
            || (range->whole && x != int(x)) || (key == "infer" && x > 1 && x < 4))
            return wrong(limits());
        if (key == "playouts")
            o.playouts = int(x);
        else if (key == "ms")
            o.ms = x;
        else if (key == "margin")
            o.margin = x;
        else if (key == "drop")
            o.drop = x;
        else if (key == "near")
            o.near = int(x);
        else if (key == "discards")
            o.discards = int(x);
        else if (key == "depth")
            o.depth = int(x);
        else if (key == "infer")
            o.infer = int(x);
        else if (key == "particles")
            o.particles = int(x);
        else if (key == "chains")
            o.chains = int(x);
        else
            (key == "search" ? o.search : key == "kongs" ? o.kongs : key == "claims" ? o.claims : o.couple) = x == 1;
    }
    return o;
}

namespace {

// Shanten of the concealed tiles less one plain tile of `p` and the unseen tiles that would
// bring them closer (for a ready rest: the waits, and any gold).
struct DiscardRank
{
    int shanten = 99;
    int acceptance = 0;
};

DiscardRank rankDiscard(const HandView &v, const Concealed &c, int p, int shantenAfter)
{
    DiscardRank r {shantenAfter, 0};
    Concealed rest = c;
    --rest.plain[std::size_t(p)];
    const auto unseenPlain = [&](int k) { return v.unseen(physicalOf(k, v.gold()).kind()); };
    if (shantenAfter == 0) {
        for (std::uint64_t m = waitingMask(rest); m; m &= m - 1)
            r.acceptance += unseenPlain(std::countr_zero(m));
        r.acceptance += v.unseen(v.gold().kind());
        return r;
    }
    const ShantenNear near(rest);
    for (int k = 0; k < kKinds; ++k)
        if (rest.plain[std::size_t(k)] < 4 && near.with(k, 1) < shantenAfter)
            r.acceptance += unseenPlain(k);
    return r;
}

// The concealed tiles of a 3n+1 hand after claiming the discard `p` with the tiles of `a`.
Concealed afterClaim(const Concealed &c, const Action &a, int p)
{
    Concealed rest = c;
    if (a.kind == Action::Kind::Pung)
        rest.plain[std::size_t(p)] -= 2;
    else if (a.kind == Action::Kind::Kong)
        rest.plain[std::size_t(p)] -= 3;
    else
        for (int j = a.tile.kind(); j < a.tile.kind() + 3; ++j)
            if (j != p)
                --rest.plain[std::size_t(j)];
    return rest;
}

// Shanten after that claim (3n+2 after a chow or pung counts the best discard; a kong's
// replacement is still to come).
int shantenAfterClaim(const Concealed &c, const Action &a, int p)
{
    return shanten(afterClaim(c, a, p));
}

// Live waits of a ready 3n+1 hand, as efficient counts them (the golds too), less the tile just
// drawn: of plain kind `drawn`, or a gold (-2).
int liveWaits(const HandView &v, const Concealed &ready, int drawn)
{
    int n = v.unseen(v.gold().kind()) - (drawn == -2);
    for (std::uint64_t m = waitingMask(ready); m; m &= m - 1) {
        const int k = std::countr_zero(m);
        n += v.unseen(physicalOf(k, v.gold()).kind()) - (k == drawn);
    }
    return n;
}

// Unseen tiles that bring a 3n+1 hand of 向聽 `sh` (at least 1) one step nearer to ready, a
// gold among them, less the tile just drawn: of plain kind `drawn`, or a gold (-2).
int nearerDraws(const HandView &v, const Concealed &hand, int sh, int drawn)
{
    const ShantenNear near(hand);
    int n = 0;
    for (int k = 0; k < kKinds; ++k)
        if (hand.plain[std::size_t(k)] < 4 && near.with(k, 1) < sh)
            n += v.unseen(physicalOf(k, v.gold()).kind()) - (k == drawn);
    Concealed withGold = hand;
    ++withGold.golds;
    if (shanten(withGold) < sh)
        n += v.unseen(v.gold().kind()) - (drawn == -2);
    return n;
}

// After the discard of plain kind p, a hand `sh` tiles from ready (1 or 2): the draws that take
// it one step nearer, each weighted by its unseen copies and by what the best hand it allows
// (its best discard) is worth one step on: the live waits of a ready hand, or the draws that
// would make a hand one tile from ready ready.
long long afterNextDraw(const HandView &v, const Concealed &c, int p, int sh)
{
    Concealed rest = c;
    --rest.plain[std::size_t(p)];
    const auto bestNext = [&](const Concealed &drawnHand, int drawn) {
        int most = 0;
        const ShantenNear near(drawnHand);
        for (int d = 0; d < kKinds; ++d) {
            if (drawnHand.plain[std::size_t(d)] == 0 || near.with(d, -1) != sh - 1)
                continue;
            Concealed next = drawnHand;
            --next.plain[std::size_t(d)];
            most = std::max(most, sh == 1 ? liveWaits(v, next, drawn) : nearerDraws(v, next, sh - 1, drawn));
        }
        return most;
    };
    long long total = 0;
    const ShantenNear near(rest);
    for (int t = 0; t < kKinds; ++t) {
        const int u = v.unseen(physicalOf(t, v.gold()).kind());
        if (u == 0 || rest.plain[std::size_t(t)] >= 4 || near.with(t, 1) != sh - 1)
            continue;
        Concealed drawnHand = rest;
        ++drawnHand.plain[std::size_t(t)];
        total += u * bestNext(drawnHand, t);
    }
    if (const int u = v.unseen(v.gold().kind()); u > 0) {
        Concealed drawnHand = rest;
        ++drawnHand.golds;
        total += u * bestNext(drawnHand, -2);
    }
    return total;
}

} // namespace

Action StrongPlayer::planned(const HandView &v, const StrongOptions &o)
{
    EfficientPlayer efficientPlayer;
    const Action efficient = efficientPlayer.choose(v);
    if (v.youLevel(v.seat()) > 0 || efficient.kind == Action::Kind::Win || efficient.kind == Action::Kind::You)
        return efficient;
    ActionList legal;
    v.legalActions(legal);
    // M50: every loser pays the winner the winner's kong points and the losers settle theirs
    // between them, so a kong pays whoever wins; efficient declines one that takes its hand
    // farther from ready (measured: declaring every kong gains 0.02 base a hand).
    if (o.kongs)
        for (const Action &a : legal)
            if (a.kind == Action::Kind::Kong || a.kind == Action::Kind::ConcealedKong || a.kind == Action::Kind::AddKong)
                return a;
    const bool claims = efficient.kind == Action::Kind::Chow || efficient.kind == Action::Kind::Pung;
    if (v.phase() == Phase::Claim && o.claims && claims) {
        // Efficient's rule of when to claim (the claim lowers 向聽), but of the chows and the
        // pung the one whose hand after its best discard is nearest to ready and accepts the
        // most tiles (efficient takes the pung, else the first chow).
        const Concealed c = v.concealed();
        const int p = plainKindOf(v.lastDiscard(), v.gold());
        Action pick = efficient;
        DiscardRank best {99, -1};
        for (const Action &a : legal) {
            if (a.kind != Action::Kind::Pung && a.kind != Action::Kind::Chow)
                continue;
            const Concealed rest = afterClaim(c, a, p);
            const ShantenNear near(rest);
            for (int d = 0; d < kKinds; ++d) {
                if (rest.plain[std::size_t(d)] == 0)
                    continue;
                const int after = near.with(d, -1);
                if (after > best.shanten)
                    continue;
                const DiscardRank r = rankDiscard(v, rest, d, after);
                if (r.shanten < best.shanten || r.acceptance > best.acceptance) {
                    best = r;
                    pick = a;
                }
            }
        }
        return pick;
    }
    if (v.phase() == Phase::Turn && o.depth > 0 && efficient.kind == Action::Kind::Discard && efficient.tile != v.gold()) {
        // Up to `depth` tiles from ready: of the discards that keep efficient's 向聽, the one
        // whose next draws make the best hands one step on (efficient counts only how many
        // draws take the hand a step nearer, not what they leave).
        const Concealed c = v.concealed();
        const ShantenNear near(c);
        const int p0 = plainKindOf(efficient.tile, v.gold());
        const int sh = near.with(p0, -1);
        if (sh < 1 || sh > o.depth)
            return efficient;
        Action pick = efficient;
        long long most = afterNextDraw(v, c, p0, sh);
        for (const Action &a : legal) {
            if (a.kind != Action::Kind::Discard || a.tile == v.gold() || a == efficient)
                continue;
            const int p = plainKindOf(a.tile, v.gold());
            if (near.with(p, -1) != sh)
                continue;
            if (const long long value = afterNextDraw(v, c, p, sh); value > most) {
                most = value;
                pick = a;
            }
        }
        return pick;
    }
    return efficient;
}

std::vector<Action> StrongPlayer::candidates(const HandView &v, Action efficient) const
{
    ActionList legal;
    v.legalActions(legal);
    std::vector<Action> out;
    const Concealed c = v.concealed();
    switch (v.phase()) {
    case Phase::Opening:
    case Phase::Over:
        return out;
    case Phase::RobKong: {
        // M37: only a guess likely to be right is worth simulating; the others pass.
        const std::uint64_t waits = waitingMask(c);
        if (waits == 0)
            return out;
        int possible = 0, winning = 0;
        for (int k = 0; k < kKinds; ++k) {
            if (Tile(k) == v.gold() || v.unseen(k) < 4)
                continue;
            ++possible;
            winning += int((waits >> plainKindOf(Tile(k), v.gold())) & 1);
        }
        if (2 * winning < possible || winning == 0)
            return out;
        out.push_back(Action::pass());
        for (const Action &a : legal)
            if (a.kind == Action::Kind::RobKong)
                out.push_back(a);
        return out;
    }
    case Phase::Claim: {
        // A win on a discard is taken, as efficient does: passing it (M21) for a later
        // self-draw or 游金 measured no better.
        if (legal.containsKind(Action::Kind::Win))
            return out;
        const int now = shanten(c);
        const int p = plainKindOf(v.lastDiscard(), v.gold());
        out.push_back(Action::pass());
        for (const Action &a : legal)
            if (a.kind != Action::Kind::Pass && (shantenAfterClaim(c, a, p) <= now || a == efficient))
                out.push_back(a);
        if (out.size() == 1)
            out.clear();
        return out;
    }
    case Phase::Turn:
        break;
    }
    if (v.youLevel(v.seat()) > 0) // 游金: win now or climb with a drawn gold
        return legal.toVector();
    const bool canYou = legal.containsKind(Action::Kind::You);
    if (legal.containsKind(Action::Kind::Win) && !canYou)
        return out; // nothing beats the win
    for (const Action &a : legal)
        if (a.kind == Action::Kind::Win || a.kind == Action::Kind::You || a.kind == Action::Kind::ConcealedKong
            || a.kind == Action::Kind::AddKong)
            out.push_back(a);
    // Discards: the ones that keep the best shanten, by acceptance; among the last four
    // drawable tiles (包牌, M38) every discard, so that safety can count.
    const bool lastFour = v.drawable() <= kLastDrawable;
    const ShantenNear near(c);
    std::array<std::pair<DiscardRank, Tile>, kKinds> ranked;
    int n = 0, best = 99;
    for (const Action &a : legal) {
        if (a.kind != Action::Kind::Discard || a.tile == v.gold())
            continue;
        const int p = plainKindOf(a.tile, v.gold());
        ranked[std::size_t(n++)] = {{near.with(p, -1), 0}, a.tile};
        best = std::min(best, ranked[std::size_t(n - 1)].first.shanten);
    }
    // Far from ready the candidates differ by less than the playouts can tell apart (about
    // 0.1 base against a standard error of 0.3 at this budget, measured): efficient decides.
    if (best > options_.near && !lastFour)
        n = 0;
    int kept = 0;
    for (int i = 0; i < n; ++i) {
        auto &[rank, tile] = ranked[std::size_t(i)];
        if (rank.shanten == best || lastFour)
            rank = rankDiscard(v, c, plainKindOf(tile, v.gold()), rank.shanten);
        if (rank.shanten == best || lastFour)
            ranked[std::size_t(kept++)] = {rank, tile};
    }
    std::stable_sort(ranked.begin(), ranked.begin() + kept, [](const auto &a, const auto &b) {
        return a.first.shanten != b.first.shanten ? a.first.shanten < b.first.shanten
                                                  : a.first.acceptance > b.first.acceptance;
    });
    const int limit = lastFour ? kept : std::min(kept, options_.discards);
    for (int i = 0; i < limit; ++i)
        out.push_back(Action::discard(ranked[std::size_t(i)].second));
    if (std::find(out.begin(), out.end(), efficient) == out.end())
        out.push_back(efficient);
    if (out.size() == 1)
        out.clear();
    return out;
}

double StrongPlayer::playout(HandState world, Seat seat, const Action &first) const
{
    EfficientPlayer rollout;
    bool played = false;
    for (int steps = 0; !world.over(); ++steps) {
        const Seat s = world.toAct();
        const bool mine = s == seat && !played;
        const HandView view(world, s);
        const Action a = mine ? first : s == seat ? planned(view, rolloutPlan_) : rollout.choose(view);
        played = played || mine;
        if (!world.apply(s, a).empty() || steps > 2000)
            return mine ? -std::numeric_limits<double>::infinity() : 0.0;
    }
    const Settlement st = settle(rules_, world.outcome(), world.dealer(), world.streak());
    return double(st.totals[std::size_t(seat)]) / double(rules_.base);
}

Action StrongPlayer::search(const HandView &view, const std::vector<Action> &cands, Action planned)
{
    // Reading every discard weighs its hands once a decision, from a seed of its own.
    const WorldSampler sampler(view, options_.infer, options_.particles, options_.infer >= 4 ? rng_.next() : 0,
                               options_.infer == 6 ? &memory_ : nullptr, options_.chains);
    if (!sampler.usable())
        return planned;
    const int k = int(cands.size());
    const int e = int(std::find(cands.begin(), cands.end(), planned) - cands.begin());
    if (e >= k)
        return planned; // candidates() always holds the plan's choice
    // Every world plays every candidate still in the running (common random numbers), paired
    // against the plan's choice; a candidate clearly worse than it (by `drop` standard errors,
    // after kFirstWorlds) leaves the running, so that the budget goes to the close ones. A
    // decision runs at most max(playouts, candidates) playouts.
    constexpr int kFirstWorlds = 24;
    std::vector<MeanAndError> gain(static_cast<std::size_t>(k));
    std::vector<double> values(static_cast<std::size_t>(k));
    std::vector<char> running(static_cast<std::size_t>(k), 1);
    int live = k;
    const std::clock_t start = std::clock();
    const auto overTime = [&] {
        return options_.ms > 0 && 1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC > options_.ms;
    };
    for (int done = 0; done == 0 || lastPlayouts_ + live <= options_.playouts; ++done) {
        // The time cap is checked before every playout after the first world (which every
        // decision plays whole, so that it has a result): a world of many candidates (every
        // discard among the last four drawable tiles) can take long on its own. A world cut
        // short is left out of the results, which stay paired (common random numbers).
        if (done > 0 && overTime())
            break;
        Rng worldRng(rng_.next());
        HandState world = sampler.sample(worldRng);
        if (options_.couple)
            world.coupleDraws();
        int played = 0;
        bool whole = true;
        for (int i = 0; i < k; ++i) {
            if (!running[std::size_t(i)])
                continue;
            if (done > 0 && played > 0 && overTime()) {
                whole = false;
                break;
            }
            values[std::size_t(i)] = playout(world, view.seat(), cands[std::size_t(i)]);
            ++played;
        }
        playouts_ += played;
        lastPlayouts_ += played;
        if (!whole)
            break;
        for (int i = 0; i < k; ++i)
            if (running[std::size_t(i)])
                gain[std::size_t(i)].add(values[std::size_t(i)] - values[std::size_t(e)]);
        if (options_.drop > 0 && done + 1 >= kFirstWorlds) {
            for (int i = 0; i < k; ++i) {
                const MeanAndError &g = gain[std::size_t(i)];
                if (i != e && running[std::size_t(i)] && g.mean() + options_.drop * g.stderror() < 0) {
                    running[std::size_t(i)] = 0;
                    --live;
                }
            }
            if (live == 1)
                break;
        }
    }
    int spreads = 0;
    for (int i = 0; i < k; ++i)
        if (i != e && gain[std::size_t(i)].n >= 2) {
            lastSpread_ += gain[std::size_t(i)].stderror() * std::sqrt(double(gain[std::size_t(i)].n));
            ++spreads;
        }
    if (spreads > 0)
        lastSpread_ /= spreads;
    int best = e;
    for (int i = 0; i < k; ++i)
        if (running[std::size_t(i)] && gain[std::size_t(i)].mean() > gain[std::size_t(best)].mean())
            best = i;
    const MeanAndError &g = gain[std::size_t(best)];
    if (best != e && g.mean() > 0 && g.mean() > options_.margin * g.stderror())
        return cands[std::size_t(best)];
    return planned;
}

std::vector<StrongPlayer::Valued> StrongPlayer::value(const HandView &view, const std::vector<Action> &actions, int worlds)
{
    const WorldSampler sampler(view, options_.infer, options_.particles, options_.infer >= 4 ? rng_.next() : 0,
                               options_.infer == 6 ? &memory_ : nullptr, options_.chains);
    if (!sampler.usable() || actions.empty())
        return {};
    std::vector<MeanAndError> results(actions.size());
    for (int w = 0; w < worlds; ++w) {
        Rng worldRng(rng_.next());
        HandState world = sampler.sample(worldRng);
        if (options_.couple)
            world.coupleDraws();
        for (std::size_t i = 0; i < actions.size(); ++i)
            results[i].add(playout(world, view.seat(), actions[i]));
        playouts_ += (long long)actions.size();
    }
    std::vector<Valued> out;
    for (std::size_t i = 0; i < actions.size(); ++i)
        out.push_back({actions[i], results[i].mean(), results[i].stderror(), int(results[i].n)});
    return out;
}

Action StrongPlayer::choose(const HandView &view)
{
    lastPlayouts_ = 0;
    lastSpread_ = 0;
    ActionList legal;
    view.legalActions(legal);
    if (legal.size() == 1)
        return legal.front();
    const Action efficient = plan(view);
    if (!options_.search)
        return efficient;
    const std::vector<Action> cands = candidates(view, efficient);
    if (cands.size() < 2)
        return efficient;
    return search(view, cands, efficient);
}

} // namespace qixing::mahjong
