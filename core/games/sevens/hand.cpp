// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/hand.h"

#include "common/rng.h"

#include <algorithm>
#include <iterator>

namespace qixing::sevens {

const char *describe(MoveError e)
{
    switch (e) {
    case MoveError::None: return "legal";
    case MoveError::HandOver: return "the hand is over: all 52 turns have been played";
    case MoveError::NotYourTurn: return "it is not this seat's turn";
    case MoveError::NotInHand: return "the card is not in this seat's hand";
    case MoveError::FirstMustBeSevenOfSpades: return "the first card of a hand must be the 7 of spades (S4)";
    case MoveError::NotPlayable: return "the card does not fit next to its suit's row (S5)";
    case MoveError::MustPlay: return "a seat holding a playable card must play, not cover (S6)";
    }
    return "unknown error";
}

namespace {
struct SortedDeck
{
    Card cards[kDeckSize];
    constexpr SortedDeck()
    {
        int n = 0;
        for (int s = 0; s < kSuits; ++s)
            for (int r = 1; r <= kRanks; ++r)
                cards[n++] = Card(Suit(s), r);
    }
};
constexpr SortedDeck kSortedDeck;
} // namespace

Deal Deal::fromSeed(std::uint64_t seed)
{
    Card deck[kDeckSize];
    std::copy(std::begin(kSortedDeck.cards), std::end(kSortedDeck.cards), deck);
    // Fisher-Yates from the back, stopped once the last three hands are drawn: the first
    // 13 positions then hold the first hand, and a hand is a set, so the remaining swaps
    // (which only reorder those 13) would not change the deal.
    Rng rng(seed);
    for (int i = kDeckSize; i > kRanks; --i)
        std::swap(deck[i - 1], deck[rng.below(std::uint32_t(i))]);
    Deal d;
    for (int s = 0; s < kSeats; ++s) {
        std::uint64_t bits = 0;
        for (int i = s * kRanks; i < (s + 1) * kRanks; ++i)
            bits |= deck[i].bit();
        d.hands[std::size_t(s)] = CardSet(bits);
    }
    return d;
}

std::string Deal::validate() const
{
    CardSet seen;
    for (int s = 0; s < kSeats; ++s) {
        const CardSet h = hands[std::size_t(s)];
        if ((h - CardSet::fullDeck()).size() != 0)
            return "seat " + std::to_string(s) + " holds a card that is not in the deck";
        if (h.size() != kRanks)
            return "seat " + std::to_string(s) + " holds " + std::to_string(h.size()) + " cards, not 13";
        const CardSet dup = seen & h;
        if (!dup.empty())
            return "duplicate card " + dup.first().toString();
        seen |= h;
    }
    return {};
}

Seat Deal::holderOf(Card c) const
{
    for (int s = 0; s < kSeats; ++s)
        if (hands[std::size_t(s)].contains(c))
            return s;
    return -1;
}

HandState::HandState(const Deal &deal, bool headTail)
    : hands_(deal.hands), headTail_(headTail)
{
    const Seat first = deal.holderOf(kSevenOfSpades);
    first_ = toMove_ = std::uint8_t(first < 0 ? 0 : first);
}

std::optional<HandState> HandState::mirror(const SeatKnowledge &k)
{
    if (k.seat < 0 || k.seat > kSpectatorSeat || k.first < 0 || k.first >= kSeats || k.moves.size() > std::size_t(kTurns))
        return std::nullopt;
    HandState h;
    h.first_ = std::uint8_t(k.first);
    h.headTail_ = k.headTail;
    std::array<int, kSeats> turns {}, covers {};
    CardSet known = k.hand | k.covered;
    if ((k.hand & k.covered) != CardSet() || (known - CardSet::fullDeck()) != CardSet())
        return std::nullopt;
    CardSet ownCovers;
    for (std::size_t i = 0; i < k.moves.size(); ++i) {
        const PublicMove &m = k.moves[i];
        if (m.seat != (k.first + int(i)) % kSeats)
            return std::nullopt;
        ++turns[std::size_t(m.seat)];
        if (m.cover)
            ++covers[std::size_t(m.seat)];
        const bool mustShow = !m.cover || m.seat == k.seat;
        if (mustShow != m.card.has_value())
            return std::nullopt;
        if (!m.card)
            continue;
        if (m.cover) {
            ownCovers.insert(*m.card);
            continue;
        }
        if (known.contains(*m.card) || !CardSet::fullDeck().contains(*m.card))
            return std::nullopt;
        known.insert(*m.card);
        h.table_.insert(*m.card);
        h.lastPlayed_[std::size_t(m.seat)] = std::uint8_t(m.card->index());
    }
    const int held = k.seat == kSpectatorSeat ? 0 : kRanks - turns[std::size_t(k.seat)];
    if (ownCovers != k.covered || k.hand.size() != held)
        return std::nullopt;
    // Deal the unseen cards to the other seats' hands and cover piles, in any order.
    CardSet unseen = CardSet::fullDeck() - known;
    std::array<std::array<Card, kRanks>, kSeats> coverCards {}; // no heap: clients call this per move
    for (Seat s = 0; s < kSeats; ++s) {
        if (s == k.seat) {
            h.hands_[std::size_t(s)] = k.hand;
            h.covered_[std::size_t(s)] = k.covered;
            continue;
        }
        for (int n = 0; n < kRanks - turns[std::size_t(s)] + covers[std::size_t(s)]; ++n) {
            if (unseen.empty())
                return std::nullopt;
            const Card c = unseen.first();
            unseen.erase(c);
            if (n < covers[std::size_t(s)]) {
                h.covered_[std::size_t(s)].insert(c);
                coverCards[std::size_t(s)][std::size_t(n)] = c;
            } else {
                h.hands_[std::size_t(s)].insert(c);
            }
        }
    }
    if (!unseen.empty())
        return std::nullopt;
    std::array<std::size_t, kSeats> nextCover {};
    for (std::size_t i = 0; i < k.moves.size(); ++i) {
        const PublicMove &m = k.moves[i];
        const Card c = m.card ? *m.card : coverCards[std::size_t(m.seat)][nextCover[std::size_t(m.seat)]++];
        h.moves_[i] = std::uint8_t(c.index() | (m.cover ? kCoverFlag : 0));
    }
    h.turn_ = std::uint8_t(k.moves.size());
    h.toMove_ = std::uint8_t((k.first + int(k.moves.size())) % kSeats);
    h.targets_ = h.computeTargets();
    return h;
}

bool HandState::follow(Seat viewer, const PublicMove &m)
{
    if (finished() || viewer < 0 || viewer > kSpectatorSeat || m.seat != toMove_)
        return false;
    const bool mustShow = !m.cover || m.seat == viewer;
    if (mustShow != m.card.has_value())
        return false;
    CardSet &mover = hands_[std::size_t(m.seat)];
    if (m.seat == viewer) {
        if (!mover.contains(*m.card))
            return false;
        applyUnchecked(m.cover ? Action::cover(*m.card) : Action::play(*m.card));
        return true;
    }
    if (mover.empty())
        return false;
    if (m.cover) {
        applyUnchecked(Action::cover(mover.first())); // which unseen card: nobody can tell
        return true;
    }
    const Card c = *m.card;
    if (!CardSet::fullDeck().contains(c))
        return false;
    if (!mover.contains(c)) {
        // The mirror dealt c to another unseen place (a hand or a cover pile of a seat other
        // than the viewer): trade it for one of the mover's cards. On the table or in the
        // viewer's hand, it cannot be played again.
        const Card d = mover.first();
        bool traded = false;
        for (std::size_t s = 0; s < std::size_t(kSeats) && !traded; ++s) {
            if (Seat(s) == viewer)
                continue;
            if (hands_[s].contains(c)) {
                hands_[s].erase(c);
                hands_[s].insert(d);
                traded = true;
            } else if (covered_[s].contains(c)) {
                covered_[s].erase(c);
                covered_[s].insert(d);
                for (int i = 0; i < turn_; ++i) // the cover that hid c hid d instead
                    if (moves_[std::size_t(i)] == std::uint8_t(c.index() | kCoverFlag))
                        moves_[std::size_t(i)] = std::uint8_t(d.index() | kCoverFlag);
                traded = true;
            }
        }
        if (!traded)
            return false;
        mover.erase(d);
        mover.insert(c);
    }
    applyUnchecked(Action::play(c));
    return true;
}

Row Row::of(CardSet table, Suit s, bool headTail)
{
    const std::uint64_t lane = (table.bits() >> (16 * int(s))) & CardSet::kLaneBits;
    Row r;
    if (lane == 0)
        return r;
    r.low = std::countr_zero(lane) + 1;
    r.high = 64 - std::countl_zero(lane);
    r.closed = headTail && (r.low == 1 || r.high == kRanks);
    return r;
}

Row HandState::row(Suit s) const
{
    return Row::of(table_, s, headTail_);
}

} // namespace qixing::sevens
