// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/match.h"

#include "common/rng.h"
#include "common/sha256.h"

#include <stdexcept>
#include <utility>

namespace qixing::sevens {

std::string MatchSettings::validate() const
{
    if (std::string e = rules.validate(); !e.empty())
        return e;
    if (hands < 1 || hands > 10000)
        return "the number of hands must be between 1 and 10000";
    if (penaltyBases != 1 && penaltyBases != 3 && penaltyBases != 5)
        return "the leaving penalty must be 1, 3 or 5 bases (S43)";
    return {};
}

Match::Match(const MatchSettings &settings, const std::array<std::int64_t, kSeats> &balances)
    : settings_(settings), opening_(balances), balances_(balances)
{
    if (std::string e = settings.validate(); !e.empty())
        throw std::invalid_argument(e);
}

std::uint64_t Match::handSeed(int k) const
{
    return settings_.oneWayHandSeeds ? oneWaySeed(settings_.seed, std::uint64_t(k)) : deriveSeed(settings_.seed, std::uint64_t(k));
}

void Match::record(const Settlement &st)
{
    if (finished())
        throw std::logic_error("the match is finished");
    booked_.push_back({st.results, st.money});
    for (int i = 0; i < kSeats; ++i)
        balances_[std::size_t(i)] += st.money[std::size_t(i)];
}

std::array<Fraction, kSeats> Match::totalResults() const
{
    std::array<Fraction, kSeats> total {};
    for (const BookedHand &b : booked_)
        for (int i = 0; i < kSeats; ++i)
            total[std::size_t(i)] += b.results[std::size_t(i)];
    return total;
}

Match::Leaving Match::leave(Seat seat)
{
    Leaving l;
    l.seat = seat;
    if (!finished() && !takenOver_[std::size_t(seat)]) {
        l.penalty = std::int64_t(settings_.penaltyBases) * settings_.rules.base();
        for (Seat s = 0; s < kSeats; ++s)
            l.change[std::size_t(s)] = s == seat ? -l.penalty : l.penalty / 3;
    }
    for (int i = 0; i < kSeats; ++i)
        balances_[std::size_t(i)] += l.change[std::size_t(i)];
    takenOver_[std::size_t(seat)] = true;
    leavings_.push_back(l);
    return l;
}

void Match::swapSeats(Seat a, Seat b)
{
    const auto swapIn = [a, b](auto &perSeat) { std::swap(perSeat[std::size_t(a)], perSeat[std::size_t(b)]); };
    swapIn(opening_);
    swapIn(balances_);
    swapIn(takenOver_);
    for (BookedHand &h : booked_) {
        swapIn(h.results);
        swapIn(h.money);
    }
    for (Leaving &l : leavings_) {
        l.seat = l.seat == a ? b : l.seat == b ? a : l.seat;
        swapIn(l.change);
    }
}

void Match::restore(const std::vector<BookedHand> &booked, const std::vector<Leaving> &leavings)
{
    balances_ = opening_;
    booked_ = booked;
    takenOver_ = {};
    for (const BookedHand &b : booked)
        for (int i = 0; i < kSeats; ++i)
            balances_[std::size_t(i)] += b.money[std::size_t(i)];
    leavings_ = leavings;
    for (const Leaving &l : leavings) {
        takenOver_[std::size_t(l.seat)] = true;
        for (int i = 0; i < kSeats; ++i)
            balances_[std::size_t(i)] += l.change[std::size_t(i)];
    }
}

} // namespace qixing::sevens
