// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match: N hands at one table with fixed options, each seat's balance, the opening limit
// (S42) and the penalty for leaving early (S43). Plain bookkeeping, no play.

#include "sevens/hand.h"
#include "sevens/rules.h"
#include "sevens/scoring.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace qixing::sevens {

struct MatchSettings
{
    Rules rules;
    int hands = 12;            // 把數 (S40)
    int penaltyBases = 1;      // 棄權處罰: 1, 3 or 5 bases (S43)
    std::uint64_t seed = 1;    // hand k is dealt from deriveSeed(seed, k)
    // Hand k is dealt from oneWaySeed(seed, k) instead (common/sha256.h): a LAN host reveals
    // each hand's seed after it (docs/protocol.md, "Verifiable deals"), and deriveSeed's
    // output gives its seed, so every later deal, back.
    bool oneWayHandSeeds = false;

    std::string validate() const;
    friend bool operator==(const MatchSettings &, const MatchSettings &) = default;
};

class Match
{
public:
    // settings must be valid; balances are each seat's money when the match opens.
    Match(const MatchSettings &settings, const std::array<std::int64_t, kSeats> &balances);

    // S42 [decided]: a player may open or join a table with at least one base.
    static bool meetsOpeningLimit(std::int64_t balance, const Rules &rules) { return balance >= rules.base(); }

    const MatchSettings &settings() const { return settings_; }
    int handsPlayed() const { return int(booked_.size()); }
    bool finished() const { return handsPlayed() >= settings_.hands; }
    std::uint64_t handSeed(int k) const;
    Deal dealFor(int k) const { return Deal::fromSeed(handSeed(k)); }

    const std::array<std::int64_t, kSeats> &balances() const { return balances_; }
    const std::array<std::int64_t, kSeats> &openingBalances() const { return opening_; }
    // What each hand moved, one entry per hand played.
    struct BookedHand
    {
        std::array<Fraction, kSeats> results {}; // in 注
        std::array<std::int64_t, kSeats> money {};
    };
    const std::vector<BookedHand> &booked() const { return booked_; }
    std::array<Fraction, kSeats> totalResults() const;

    // Books a finished hand. Throws std::logic_error once the match is finished.
    void record(const Settlement &settlement);

    struct Leaving
    {
        Seat seat = 0;
        std::int64_t penalty = 0;                    // money the leaver paid
        std::array<std::int64_t, kSeats> change {};  // what each seat gained or lost by it
    };
    // S43 [decided]: the leaver pays penaltyBases × base, shared equally by the three other
    // seats (a base is 30 bet units, so the share is always whole); the seat is taken over by
    // a computer player and its balance carries on. No penalty once the match is finished.
    Leaving leave(Seat seat);
    bool takenOver(Seat seat) const { return takenOver_[std::size_t(seat)]; }
    const std::vector<Leaving> &leavings() const { return leavings_; }

    // The people at seats a and b change chairs between hands (a LAN host's swap, issue 30):
    // each takes their history along (opening balance, every hand's result, a leaving), as if
    // they had sat there all match, so the totals and positions follow the person.
    void swapSeats(Seat a, Seat b);

    // For resuming a saved match: replay its history.
    void restore(const std::vector<BookedHand> &booked, const std::vector<Leaving> &leavings);

private:
    MatchSettings settings_;
    std::array<std::int64_t, kSeats> opening_ {};
    std::array<std::int64_t, kSeats> balances_ {};
    std::vector<BookedHand> booked_;
    std::array<bool, kSeats> takenOver_ {};
    std::vector<Leaving> leavings_;
};

} // namespace qixing::sevens
