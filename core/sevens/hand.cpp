#include "sevens/hand.h"

#include "common/rng.h"

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

Deal Deal::fromSeed(std::uint64_t seed)
{
    Card deck[kDeckSize];
    int n = 0;
    for (int s = 0; s < kSuits; ++s)
        for (int r = 1; r <= kRanks; ++r)
            deck[n++] = Card(Suit(s), r);
    Rng rng(seed);
    rng.shuffle(deck);
    Deal d;
    for (int i = 0; i < kDeckSize; ++i)
        d.hands[std::size_t(i / kRanks)].insert(deck[i]);
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

Row HandState::row(Suit s) const
{
    const std::uint64_t lane = (table_.bits() >> (16 * int(s))) & CardSet::kLaneBits;
    Row r;
    if (lane == 0)
        return r;
    r.low = std::countr_zero(lane) + 1;
    r.high = 64 - std::countl_zero(lane);
    r.closed = headTail_ && (r.low == 1 || r.high == kRanks);
    return r;
}

MoveError HandState::check(Seat seat, Action a) const
{
    if (finished())
        return MoveError::HandOver;
    if (seat != toMove_)
        return MoveError::NotYourTurn;
    if (!hands_[seat].contains(a.card))
        return MoveError::NotInHand;
    const CardSet fit = targets();
    if (a.isCover())
        return (hands_[seat] & fit).empty() ? MoveError::None : MoveError::MustPlay;
    if (turn_ == 0 && a.card != kSevenOfSpades)
        return MoveError::FirstMustBeSevenOfSpades;
    return fit.contains(a.card) ? MoveError::None : MoveError::NotPlayable;
}

} // namespace qixing::sevens
