// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Table options of Zhangzhou mahjong (開桌設定) and the parts of the rules that are numbers.

#include <algorithm>
#include <cstdint>
#include <string>

namespace qixing::mahjong {

// M51: how the streak factor grows with the dealer's n-th hand in a row.
enum class StreakOption : std::uint8_t {
    Linear,   // n between two non-dealers, n + 1 when the dealer pays or wins (the seed's tables)
    Doubling, // "1-2-4": 2^(n-1) and 2^n
};

struct Rules
{
    std::int64_t base = 1;           // 底分 (M51)
    StreakOption streak = StreakOption::Linear;
    int claimSeconds = 10;           // M23: time to answer a claim prompt (front ends)
    int rounds = 1;                  // 圈 in a match (M3)

    std::string validate() const;
    friend bool operator==(const Rules &, const Rules &) = default;
};

// M51 [decided]: every amount is an exact integer below 2^53 (it survives a JSON double). The
// base is therefore at most 1,000,000 and "1-2-4" stops doubling at 2^20: the largest payment,
// 1,000,000 x 16 (三游) x 2^21 (dealer involved) + 15 points x 1,000,000, is below 2^45.
inline constexpr std::int64_t kMaxBase = 1'000'000;
inline constexpr int kMaxDoublings = 20;

// The table's other limits (Rules::validate), so that a front end can say them.
inline constexpr int kMaxClaimSeconds = 600;
inline constexpr int kMaxRounds = 100;

inline constexpr int kKeptStacks = 13; // M40
inline constexpr int kLastDrawable = 4; // M38

// M51: the streak factor for the dealer's n-th hand in a row (n >= 1).
constexpr std::int64_t streakFactor(StreakOption o, int n, bool dealerInvolved)
{
    if (o == StreakOption::Linear)
        return n + (dealerInvolved ? 1 : 0);
    // [decided] the doubling stops at 2^20, the dealer's 21st hand in a row; the dealer's own
    // factor stays twice that.
    return (std::int64_t {1} << std::min(n - 1, kMaxDoublings)) << (dealerInvolved ? 1 : 0);
}

// M50: flower points: four flowers count as one exposed kong, each further flower one more.
constexpr int flowerPoints(int flowers) { return flowers >= 4 ? flowers - 3 : 0; }

} // namespace qixing::mahjong
