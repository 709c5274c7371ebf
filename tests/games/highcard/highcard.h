// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High card: a game that lives only in the tests, the proof that a third game is one folder
// (issue 28). Four seats, sixteen cards "c01".."c16", four each. The leader of a trick plays
// any card, the others follow in seat order with any card; the highest card takes the trick
// and leads the next. A trick is worth 3 to its taker and costs the others 1 each. A hand is
// four tricks. The engine knows no Qt.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace qixing::highcard {

inline constexpr int kSeats = 4;
inline constexpr int kCards = 16;                    // cards 1..16
inline constexpr int kPlays = kCards;                // plays in a hand
inline constexpr int kPerHand = kCards / kSeats;

std::string cardName(int card);                      // 7 -> "c07"
int cardFrom(const std::string &name);               // "c07" -> 7, 0 when not a card

struct Play
{
    int seat = 0;
    int card = 0;
};

class Hand
{
public:
    // Deals from the match's seed and the hand's number; `leader` leads the first trick.
    Hand(std::uint64_t seed, int number, int leader);

    bool finished() const { return int(plays_.size()) == kPlays; }
    int toMove() const { return toMove_; }
    const std::vector<int> &cards(int seat) const { return hands_[std::size_t(seat)]; }
    const std::array<std::vector<int>, kSeats> &dealt() const { return dealt_; }
    const std::vector<Play> &plays() const { return plays_; }
    const std::array<int, kSeats> &tricks() const { return tricks_; }
    // Empty when `seat` may play `card` now, else why not.
    std::string check(int seat, int card) const;
    void play(int seat, int card); // checked before
    // What each seat won or lost in the hand (zero-sum).
    std::array<std::int64_t, kSeats> result() const;

private:
    std::array<std::vector<int>, kSeats> hands_ {}, dealt_ {};
    std::vector<Play> plays_;
    std::array<int, kSeats> tricks_ {};
    int toMove_ = 0;
};

} // namespace qixing::highcard
