// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Settlement of a finished hand (S10–S13, S20–S23, S30–S31): each seat's status and points,
// its result in 注 (exact), its money, and the transfers that make the results up, with the
// figures behind each one so that a settlement screen can show how it was computed.

#include "common/fraction.h"
#include "sevens/hand.h"
#include "sevens/rules.h"

#include <array>
#include <optional>
#include <span>
#include <string>

namespace qixing::sevens {

enum class Status : std::uint8_t {
    Covered,      // covered at least one card, not all 13
    Clear,        // 脫手 / 走通 (S11)
    ClearOnSeven, // 七脫手 / 独头七 (S12)
    AllCovered,   // 全蓋 (S13)
};
const char *statusName(Status s); // "covered" | "clear" | "clearOnSeven" | "allCovered"

// What a finished hand leaves for scoring: each seat's covered cards and last played card.
struct HandOutcome
{
    std::array<CardSet, kSeats> covered {};
    std::array<std::optional<Card>, kSeats> last {};

    static HandOutcome of(const HandState &finished);
    // Empty when consistent with some legal hand, otherwise why not (duplicates, more than
    // 13 covered, a covered seven, a last card that was also covered, …).
    std::string validate() const;
    Status status(Seat s) const;
};

struct Transfer
{
    enum class Why : std::uint8_t {
        PointsDifference, // uniform S20/S22 and biqi S31: (higher − lower) × multiplier
        Position,         // 大中小頭 S23: a position's fixed amount
    };
    Seat from = 0;
    Seat to = 0;
    Fraction amount; // in 注
    Why why = Why::PointsDifference;
    int higher = 0;     // the payer's compared points
    int lower = 0;      // the receiver's compared points
    int multiplier = 1; // PointsDifference: the multiplier applied to the difference
};

enum class ScoringMode : std::uint8_t { Uniform, Biqi, BigMidSmall };

struct Settlement
{
    std::array<int, kSeats> points {};         // covered points (S10)
    std::array<Status, kSeats> status {};
    std::array<int, kSeats> comparedPoints {};  // what the preset compares: + 全蓋 bonus (S22) or × M (S31)
    std::array<int, kSeats> multiplier {};      // uniform: each seat's own m (S20); biqi: M (S30); 大中小頭: 1
    std::array<Fraction, kSeats> results {};    // in 注, sum to zero
    std::array<std::int64_t, kSeats> money {};  // results × bet unit, whole units, sum to zero
    ScoringMode mode = ScoringMode::Uniform;
    // 大中小頭: the positions (1 = 大頭 … 4 = lowest) each seat occupies; a tie spans several.
    std::array<int, kSeats> positionFirst {}, positionLast {};

    // The transfers that add up to the results (at most one per pair of seats).
    static constexpr int kMaxTransfers = 6;
    std::array<Transfer, kMaxTransfers> transferSlots {};
    int transferCount = 0;
    std::span<const Transfer> transfers() const { return {transferSlots.data(), std::size_t(transferCount)}; }
    void addTransfer(const Transfer &t) { transferSlots[std::size_t(transferCount++)] = t; }
};

// Why a transfer is owed, in English words with its figures, e.g.
// "points 92 - 15 = 77 x 2 (receiver clear, 脫手)". Front ends build translated text from
// the same fields.
std::string reasonText(const Settlement &st, const Transfer &t);

// rules must be valid (Rules::validate) and outcome consistent (HandOutcome::validate).
Settlement settle(const Rules &rules, const HandOutcome &outcome);

// Whole money for exact amounts that sum to zero: floors, then the missing units go to the
// largest remainders (ties to the lower seat), so the money still sums to zero (S23).
std::array<std::int64_t, kSeats> largestRemainder(const std::array<Fraction, kSeats> &amounts);

} // namespace qixing::sevens
