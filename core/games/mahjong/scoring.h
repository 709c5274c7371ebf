// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Settlement of a finished hand (M50–M54): every payment with the figures behind it, so that
// the settlement screen can list who pays whom, for what, and how much, and every figure can
// be checked by hand.

#include "mahjong/hand.h"
#include "mahjong/rules.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace qixing::mahjong {

struct Payment
{
    enum class Why : std::uint8_t {
        Win,     // M51: base × way multiplier × streak factor + the winner's points
        Points,  // M52: difference of flower and kong points between two losers (or all four)
        FenBing, // M53: the dealer pays each of the others 1, 2, 4, … bases per matched round
        ZhaHu,   // M37: the guesser pays as if the receiver had won by 自摸
    };
    Why why = Why::Win;
    Seat from = 0;     // who pays (the 包牌 discarder when it pays for another)
    Seat to = 0;
    Seat owedBy = 0;   // whose debt it is (differs from `from` only under 包牌, M38)
    std::int64_t amount = 0;
    // The figures: Win/ZhaHu: base × multiplier × factor + points.
    std::int64_t base = 0;
    int multiplier = 0;
    std::int64_t factor = 0;
    int points = 0;
    // Points: higher − lower. FenBing: rounds.
    int higher = 0, lower = 0;
    int rounds = 0;
};
const char *whyName(Payment::Why w); // "win" | "points" | "fenBing" | "zhaHu"

struct Settlement
{
    bool drawn = false;
    Seat winner = -1;
    Way way = Way::PingHu;
    Seat dealer = 0;
    int streak = 1;
    Seat baoPai = -1;
    int fenBing = 0;
    std::array<int, kSeats> flowerPoints {};
    std::array<int, kSeats> kongPoints {};
    std::array<int, kSeats> points {};     // flower + kong points (M50)
    std::array<std::int64_t, kSeats> totals {}; // sum to zero
    std::vector<Payment> payments;
};

// The facts scoring needs beyond the outcome: the dealer and the streak.
Settlement settle(const Rules &rules, const Outcome &outcome, Seat dealer, int streak);

// One line per payment in plain English with its figures, e.g.
// "seat 2 pays seat 0 for 自摸: 1 x 2 x 2 + 3 = 7".
std::string paymentText(const Payment &p, const Settlement &st);

} // namespace qixing::mahjong
