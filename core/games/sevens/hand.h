// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One hand of Sevens: the deal, the table rows, whose turn it is, and the rules of play
// (S2–S9). HandState is a small trivially-copyable value (about 150 bytes) so that search
// players can clone it freely; every action is checked before it is applied.

#include "sevens/card.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace qixing::sevens {

using Seat = int; // 0..3; seat + 1 is that seat's 下家 (S3)
inline constexpr int kSeats = 4;
// The seat of a spectator's knowledge (no hand, no covers of its own: session::kSpectator),
// which mirror() and follow() take like a seat that holds nothing.
inline constexpr Seat kSpectatorSeat = kSeats;
inline constexpr int kTurns = 52; // S8
constexpr Seat nextSeat(Seat s) { return (s + 1) & 3; }

struct Action
{
    enum class Kind : std::uint8_t { Play, Cover };
    Kind kind = Kind::Play;
    Card card;

    static constexpr Action play(Card c) { return {Kind::Play, c}; }
    static constexpr Action cover(Card c) { return {Kind::Cover, c}; }
    constexpr bool isCover() const { return kind == Kind::Cover; }
    friend constexpr bool operator==(Action, Action) = default;
};

enum class MoveError : std::uint8_t {
    None,
    HandOver,            // all 52 turns are played
    NotYourTurn,         // the seat is not the one to move
    NotInHand,           // the card is not in the seat's hand
    FirstMustBeSevenOfSpades, // S4
    NotPlayable,         // S5 (and S9): the card does not fit a row
    MustPlay,            // S6: covering while holding a playable card
};
// A one-line English explanation, e.g. for CLI errors and logs.
const char *describe(MoveError e);

// The cards that fit the rows of `table` on turn `turn` (S4, S5, S9), whoever holds them.
constexpr CardSet targetsFor(CardSet table, int turn, bool headTail)
{
    if (turn == 0)
        return CardSet(kSevenOfSpades.bit());
    // A row is a run of bits around the 7: its neighbours are the run shifted by one either
    // way, minus the run; lanes keep suits from touching.
    const std::uint64_t t = table.bits();
    std::uint64_t fit = (((t << 1) | (t >> 1)) | CardSet::kSevens) & ~t & CardSet::kDeckBits;
    if (headTail) {
        const std::uint64_t closed = (t & CardSet::kAces) | ((t & CardSet::kKings) >> 12);
        fit &= ~(closed * CardSet::kLaneBits);
    }
    return CardSet(fit);
}

// The four hands of a deal (S2).
struct Deal
{
    std::array<CardSet, kSeats> hands;

    // Shuffle with our own RNG (same result on every platform); seat i gets cards
    // 13i … 13i+12 of the shuffled deck.
    static Deal fromSeed(std::uint64_t seed);
    // Empty when the four hands are 13 distinct cards each, otherwise why not.
    std::string validate() const;
    Seat holderOf(Card c) const;
};

// A suit's row on the table: the run low..high around the 7, or not opened.
struct Row
{
    int low = 0;  // 0 when the suit is not opened
    int high = 0;
    bool closed = false; // 去頭去尾 (S9): reached A or K
    bool opened() const { return low != 0; }

    // The suit's row among the cards on `table` (HandState::row, and players reading a
    // table they rebuilt).
    static Row of(CardSet table, Suit s, bool headTail);
};

// One move as every seat may know it: another seat's cover shows no card.
struct PublicMove
{
    Seat seat = 0;
    bool cover = false;
    std::optional<Card> card; // empty for another seat's cover
};

// Everything one seat knows of a hand in play — what a network client is told.
struct SeatKnowledge
{
    Seat seat = 0;
    Seat first = 0; // who held 7S
    bool headTail = false;
    CardSet hand;    // the seat's own
    CardSet covered; // the seat's own covers
    std::vector<PublicMove> moves;
};

class HandState
{
public:
    HandState() = default;
    HandState(const Deal &deal, bool headTail);

    // A state that looks exactly like `k` to k.seat: the other seats' hands and covers hold
    // unseen cards in an arbitrary order, which no HandView of k.seat can tell apart. For a
    // client that must decide from what the host told it (k.seat may be kSpectatorSeat: every
    // hand unseen). Empty if `k` is inconsistent
    // (counts, duplicate cards, turn order).
    static std::optional<HandState> mirror(const SeatKnowledge &k);
    // On such a mirror of `viewer`'s, the next move as that seat saw it: what mirror() of the
    // knowledge with the move appended would give, as far as any HandView of `viewer` can
    // tell, without dealing the hand again (a client follows every move). A card another
    // seat plays that the mirror put elsewhere among the unseen is first traded for one of
    // that seat's. False, and nothing changed, if the move cannot follow (as mirror() would
    // refuse it).
    bool follow(Seat viewer, const PublicMove &m);

    Seat toMove() const { return toMove_; }
    Seat firstSeat() const { return first_; }
    int turn() const { return turn_; }
    bool finished() const { return turn_ == kTurns; }
    bool headTail() const { return headTail_; }

    CardSet hand(Seat s) const { return hands_[s]; }
    CardSet covered(Seat s) const { return covered_[s]; }
    CardSet table() const { return table_; }
    Row row(Suit s) const;
    std::optional<Card> lastPlayed(Seat s) const
    {
        return lastPlayed_[s] == kNone ? std::nullopt : std::optional<Card>(Card::fromIndex(lastPlayed_[s]));
    }

    // Cards that fit a row now, whoever holds them (S4, S5, S9). Kept up to date by every
    // move, since players and checks ask for it several times a turn.
    CardSet targets() const { return targets_; }
    // The cards the seat to move may play; empty means it must cover (S6, S7).
    CardSet playable() const { return hands_[toMove_] & targets(); }
    // Every legal action of the seat to move: plays if any, else a cover of any card.
    bool mustCover() const { return playable().empty(); }

    MoveError check(Seat seat, Action a) const
    {
        if (finished())
            return MoveError::HandOver;
        if (seat != toMove_)
            return MoveError::NotYourTurn;
        if (!hands_[seat].contains(a.card))
            return MoveError::NotInHand;
        if (a.isCover())
            return (hands_[seat] & targets_).empty() ? MoveError::None : MoveError::MustPlay;
        if (turn_ == 0 && a.card != kSevenOfSpades)
            return MoveError::FirstMustBeSevenOfSpades;
        return targets_.contains(a.card) ? MoveError::None : MoveError::NotPlayable;
    }
    // Checks, then applies; a rejected action changes nothing.
    MoveError apply(Seat seat, Action a)
    {
        const MoveError e = check(seat, a);
        if (e == MoveError::None)
            applyUnchecked(a);
        return e;
    }
    // For engines and bots that only ever generate legal actions.
    void applyUnchecked(Action a)
    {
        const Seat s = toMove_;
        hands_[s].erase(a.card);
        if (a.isCover()) {
            covered_[s].insert(a.card);
        } else {
            table_.insert(a.card);
            lastPlayed_[s] = std::uint8_t(a.card.index());
        }
        moves_[turn_] = std::uint8_t(a.card.index() | (a.isCover() ? kCoverFlag : 0));
        ++turn_;
        toMove_ = std::uint8_t(nextSeat(s));
        if (!a.isCover())
            targets_ = computeTargets();
    }

    // Move i (0 <= i < turn()): which seat, and what it did (S8: turns rotate strictly).
    Seat moveSeat(int i) const { return (first_ + i) & 3; }
    Action moveAction(int i) const
    {
        const Card c = Card::fromIndex(moves_[i] & ~kCoverFlag);
        return (moves_[i] & kCoverFlag) ? Action::cover(c) : Action::play(c);
    }

private:
    CardSet computeTargets() const { return targetsFor(table_, turn_, headTail_); }

    static constexpr std::uint8_t kNone = 0xFF;
    static constexpr std::uint8_t kCoverFlag = 0x80;

    std::array<CardSet, kSeats> hands_ {};
    std::array<CardSet, kSeats> covered_ {};
    CardSet table_;
    CardSet targets_ {kSevenOfSpades.bit()};
    std::array<std::uint8_t, kSeats> lastPlayed_ {kNone, kNone, kNone, kNone};
    std::array<std::uint8_t, kTurns> moves_ {};
    std::uint8_t turn_ = 0;
    std::uint8_t toMove_ = 0;
    std::uint8_t first_ = 0;
    bool headTail_ = false;
};

// What one seat may know of a hand: its own hand and covers, the table, the counts of
// everyone's cards and covers, and the public history (a cover by another seat shows no
// card). Computer players, the table window and network seats all decide from this alone.
class HandView
{
public:
    HandView(const HandState &state, Seat seat) : s_(&state), seat_(seat) {}

    Seat seat() const { return seat_; }
    Seat toMove() const { return s_->toMove(); }
    bool myTurn() const { return s_->toMove() == seat_ && !s_->finished(); }
    int turn() const { return s_->turn(); }
    bool finished() const { return s_->finished(); }
    bool headTail() const { return s_->headTail(); }

    CardSet hand() const { return s_->hand(seat_); }
    CardSet myCovered() const { return s_->covered(seat_); }
    CardSet table() const { return s_->table(); }
    Row row(Suit s) const { return s_->row(s); }
    CardSet targets() const { return s_->targets(); }
    CardSet playable() const { return myTurn() ? s_->playable() : CardSet(); }
    int handCount(Seat s) const { return s_->hand(s).size(); }
    int coverCount(Seat s) const { return s_->covered(s).size(); }
    std::optional<Card> lastPlayed(Seat s) const { return s_->lastPlayed(s); }
    // Cards this seat cannot see: in other hands or covered by others.
    CardSet unseen() const { return CardSet::fullDeck() - hand() - myCovered() - table(); }

    using PublicMove = sevens::PublicMove;
    PublicMove move(int i) const
    {
        const Action a = s_->moveAction(i);
        const Seat who = s_->moveSeat(i);
        const bool visible = !a.isCover() || who == seat_;
        return {who, a.isCover(), visible ? std::optional<Card>(a.card) : std::nullopt};
    }

    // All of the above as data, e.g. to send to a network client.
    SeatKnowledge knowledge() const
    {
        SeatKnowledge k;
        k.seat = seat_;
        k.first = s_->firstSeat();
        k.headTail = headTail();
        k.hand = hand();
        k.covered = myCovered();
        k.moves.reserve(std::size_t(turn()));
        for (int i = 0; i < turn(); ++i)
            k.moves.push_back(move(i));
        return k;
    }

private:
    const HandState *s_;
    Seat seat_;
};

} // namespace qixing::sevens
