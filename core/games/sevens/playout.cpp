// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/playout.h"

#include <algorithm>
#include <bit>
#include <climits>

namespace qixing::sevens {

Playout Playout::of(const HandState &h)
{
    Playout p;
    for (Seat s = 0; s < kSeats; ++s) {
        const auto i = std::size_t(s);
        p.hands[i] = h.hand(s).bits();
        p.covered[i] = h.covered(s).bits();
        p.coverPoints[i] = h.covered(s).points();
        p.lastSeven[i] = h.lastPlayed(s) && h.lastPlayed(s)->isSeven();
    }
    p.table = h.table().bits();
    p.targets = h.targets().bits();
    p.turn = h.turn();
    p.toMove = h.toMove();
    p.headTail = h.headTail();
    return p;
}

namespace {

int maskPoints(std::uint64_t m)
{
    return CardSet(m).points();
}

// Picks among equal scores uniformly (reservoir sampling), so no suit is favoured.
struct BestOf
{
    int best = INT_MIN;
    int ties = 0;
    Card card;
    void offer(Card c, int score, Rng &rng)
    {
        if (score > best) {
            best = score;
            card = c;
            ties = 1;
        } else if (score == best && rng.below(std::uint32_t(++ties)) == 0) {
            card = c;
        }
    }
};

} // namespace

Action Playout::policy(Rng &rng, const PlayoutPolicy &w) const
{
    const std::uint64_t hand = hands[std::size_t(toMove)];
    const std::uint64_t others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand;
    const std::uint64_t playable = hand & targets;
    BestOf pick;
    if (playable) {
        if (!(playable & (playable - 1)))
            return Action::play(Card::fromIndex(std::countr_zero(playable)));
        for (std::uint64_t b = playable; b; b &= b - 1) {
            const Card c = Card::fromIndex(std::countr_zero(b));
            int score;
            if (headTail && (c.rank() == 1 || c.rank() == kRanks)) {
                // Closing the suit (S9) kills what is left of it, mine and theirs.
                const std::uint64_t rest = CardSet::ofSuit(c.suit()).bits() & ~c.bit();
                score = -16 * std::popcount(hand & rest) + std::popcount(others & rest);
            } else {
                const std::uint64_t beyond = beyondMask(c);
                score = w.own * std::popcount(hand & beyond) - w.gift * std::popcount(others & beyond);
                if (w.ownPoints)
                    score += w.ownPoints * maskPoints(hand & beyond);
            }
            pick.offer(c, score, rng);
        }
        return Action::play(pick.card);
    }
    // Dead cards cost their points whatever happens: cover them first.
    std::uint64_t dead = 0;
    if (headTail) {
        const std::uint64_t closed = (table & CardSet::kAces) | ((table & CardSet::kKings) >> 12);
        dead |= hand & (closed * CardSet::kLaneBits);
    }
    for (std::uint64_t b = covered[std::size_t(toMove)]; b; b &= b - 1)
        dead |= hand & beyondMask(Card::fromIndex(std::countr_zero(b)));
    if (dead)
        return Action::cover(Card::fromIndex(std::countr_zero(dead)));
    // Otherwise the cheapest loss: the card and my cards beyond it, less a third of the
    // others' points it shuts off (a point another seat covers is won by three seats).
    for (std::uint64_t b = hand; b; b &= b - 1) {
        const Card c = Card::fromIndex(std::countr_zero(b));
        const std::uint64_t beyond = beyondMask(c);
        pick.offer(c, -(w.coverOwn * (c.points() + maskPoints(hand & beyond)) - w.coverBlock * maskPoints(others & beyond)), rng);
    }
    return Action::cover(pick.card);
}

Action Playout::heuristic(const HeuristicPlayer &h) const
{
    const auto me = std::size_t(toMove);
    int othersCovers = 0;
    for (std::size_t o = 0; o < kSeats; ++o)
        if (o != me)
            othersCovers += std::popcount(covered[o]);
    return h.choose(HeuristicPlayer::Sight::of(hands[me], covered[me], table, othersCovers, headTail),
                    CardSet(hands[me] & targets));
}

Status Playout::status(Seat s) const
{
    const int n = std::popcount(covered[std::size_t(s)]);
    if (n == kRanks)
        return Status::AllCovered;
    if (n > 0)
        return Status::Covered;
    return lastSeven[std::size_t(s)] ? Status::ClearOnSeven : Status::Clear;
}

double Playout::result(const Rules &rules, Seat s) const
{
    std::array<Status, kSeats> st {};
    for (Seat x = 0; x < kSeats; ++x)
        st[std::size_t(x)] = status(x);
    return quickResult(rules, coverPoints, st, s);
}

double quickResult(const Rules &rules, const std::array<int, kSeats> &points,
                   const std::array<Status, kSeats> &status, Seat s)
{
    const auto me = std::size_t(s);
    const auto isClear = [&](std::size_t i) { return status[i] == Status::Clear || status[i] == Status::ClearOnSeven; };
    if (rules.preset == Preset::Biqi) { // S30–S31
        int clear = 0, sevens = 0;
        for (std::size_t i = 0; i < kSeats; ++i) {
            clear += isClear(i);
            sevens += status[i] == Status::ClearOnSeven;
        }
        const int M = std::max(1 << std::min(clear, 3), 8 * sevens);
        const auto effective = [&](std::size_t i) { return isClear(i) ? 0 : points[i] * M; };
        int sum = 0;
        for (std::size_t j = 0; j < kSeats; ++j)
            sum += effective(j) - effective(me);
        return sum;
    }
    if (rules.bigMidSmall) { // S23: the average of the positions my tie group occupies
        static constexpr int kPositionAmount[kSeats] = {-7, -3, -1, 11};
        int above = 0, tied = 0;
        for (std::size_t j = 0; j < kSeats; ++j) {
            above += points[j] > points[me];
            tied += points[j] == points[me];
        }
        int sum = 0;
        for (int k = above; k < above + tied; ++k)
            sum += kPositionAmount[k];
        return double(sum) / tied;
    }
    // S20, S22.
    int allCovered = 0;
    for (std::size_t i = 0; i < kSeats; ++i)
        allCovered += status[i] == Status::AllCovered;
    const auto compared = [&](std::size_t i) {
        if (!rules.allCovered100)
            return points[i];
        return status[i] == Status::AllCovered ? 0 : points[i] + 100 * allCovered;
    };
    const auto multiplier = [&](std::size_t i) {
        if (status[i] == Status::ClearOnSeven)
            return rules.sevenClearSix ? 6 : 2;
        return status[i] == Status::Clear ? 2 : 1;
    };
    const int mine = compared(me);
    int sum = 0;
    for (std::size_t j = 0; j < kSeats; ++j) {
        const int theirs = compared(j);
        if (theirs > mine)
            sum += (theirs - mine) * multiplier(me);
        else if (theirs < mine)
            sum -= (mine - theirs) * multiplier(j);
    }
    return sum;
}

} // namespace qixing::sevens
