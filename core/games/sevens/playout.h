// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A hand of Sevens reduced to what a search player needs to play it out to the end many
// thousands of times per decision: the hands and cover piles as bit words, the table, the
// cards that fit, and each seat's covered points. No checks and no history: the playout
// policy only ever makes legal moves (S5–S7), and search players build the start from a
// world they sampled from their own view, never from the real deal.

#include "common/rng.h"
#include "sevens/hand.h"
#include "sevens/players.h"
#include "sevens/rules.h"
#include "sevens/scoring.h"

#include <array>
#include <cstdint>

namespace qixing::sevens {

// The playout policy's weights (integers: the policy runs millions of times a second).
struct PlayoutPolicy
{
    // A play scores own·(my cards beyond it) + ownPoints·(their points) − gift·(others' cards
    // beyond it): bring my cards closer, hold back cards that only help others.
    int own = 16;
    int ownPoints = 0;
    int gift = 4; // tuned in duplicate play: 1 and 8 to 32 were weaker (docs/players.md)
    // A cover costs coverOwn·(its points + my points beyond it) − coverBlock·(others' points
    // beyond it): lose little, shut off much.
    int coverOwn = 3;
    int coverBlock = 1;
};

struct Playout
{
    std::array<std::uint64_t, kSeats> hands {};
    std::array<std::uint64_t, kSeats> covered {};
    std::array<int, kSeats> coverPoints {};
    std::array<bool, kSeats> lastSeven {}; // the seat's last played card was a 7 (S12)
    std::uint64_t table = 0;
    std::uint64_t targets = kSevenOfSpades.bit();
    int turn = 0;
    Seat toMove = 0;
    bool headTail = false;

    // The same position as a full HandState (for tests, benchmarks and checks).
    static Playout of(const HandState &h);

    bool finished() const { return turn == kTurns; }
    void apply(Action a)
    {
        const std::uint64_t bit = a.card.bit();
        hands[std::size_t(toMove)] &= ~bit;
        if (a.isCover()) {
            covered[std::size_t(toMove)] |= bit;
            coverPoints[std::size_t(toMove)] += a.card.points();
        } else {
            table |= bit;
            lastSeven[std::size_t(toMove)] = a.card.isSeven();
            targets = targetsFor(CardSet(table), turn + 1, headTail).bits();
        }
        ++turn;
        toMove = nextSeat(toMove);
    }

    // The playout policy, for whoever is to move; `rng` breaks ties. Plays the card that
    // brings the most of the seat's own cards closer, holding back gifts to others when it
    // can; covers a dead card if it holds one, else the card whose loss costs the fewest
    // points (its own and those of the seat's cards beyond it). Decides from the whole
    // position: inside a sampled world every hand is "known".
    Action policy(Rng &rng, const PlayoutPolicy &w) const;
    Action policy(Rng &rng) const { return policy(rng, PlayoutPolicy {}); }
    // Plays the policy to the end of the hand.
    void finish(Rng &rng, const PlayoutPolicy &w)
    {
        while (!finished())
            apply(policy(rng, w));
    }
    void finish(Rng &rng) { finish(rng, PlayoutPolicy {}); }
    // What HeuristicPlayer `h` would do in the place of the seat to move, from what that seat
    // sees (its own cards, the table, the cover counts): the same choice as h.chooseAction.
    Action heuristic(const HeuristicPlayer &h) const;
    // Plays to the end with `pick(position)` choosing every move.
    template <class Pick>
    void finishWith(Pick &&pick)
    {
        while (!finished())
            apply(pick(*this));
    }

    Status status(Seat s) const;
    // The seat's result in 注 at the end of the hand (quickResult of the final position).
    double result(const Rules &rules, Seat s) const;
};

// The cards of c's suit beyond c, seen from the row: lower ranks for a card below 7, higher
// for one above, the whole rest of the suit for a 7. Covering c kills them; playing c
// brings them one step closer.
constexpr std::uint64_t beyondMask(Card c)
{
    const int lane = c.index() & ~15;
    const std::uint64_t suit = CardSet::kLaneBits << lane;
    if (c.isSeven())
        return suit & ~c.bit();
    if (c.rank() < 7)
        return (c.bit() - 1) & suit;
    return suit & ~((c.bit() << 1) - 1);
}

// Seat s's result in 注, exactly as settle() computes it (the tests compare the two on every
// rule combination), from the seats' covered points and statuses alone: search players call
// it at the end of every playout, where settle()'s transfers, fractions and money would
// cost more than the playout itself.
double quickResult(const Rules &rules, const std::array<int, kSeats> &points,
                   const std::array<Status, kSeats> &status, Seat s);

} // namespace qixing::sevens
