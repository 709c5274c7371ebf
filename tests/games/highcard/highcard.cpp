// SPDX-License-Identifier: GPL-3.0-or-later
#include "highcard.h"

#include <algorithm>
#include <random>

namespace qixing::highcard {

std::string cardName(int card)
{
    return std::string("c") + char('0' + card / 10) + char('0' + card % 10);
}

int cardFrom(const std::string &name)
{
    if (name.size() != 3 || name[0] != 'c' || name[1] < '0' || name[1] > '9' || name[2] < '0' || name[2] > '9')
        return 0;
    const int c = (name[1] - '0') * 10 + (name[2] - '0');
    return c >= 1 && c <= kCards ? c : 0;
}

Hand::Hand(std::uint64_t seed, int number, int leader) : toMove_(leader)
{
    // Fisher-Yates on mt19937_64's own outputs: the same deal on every platform (std::shuffle
    // and the distributions are the library's own).
    std::array<int, kCards> deck {};
    for (int i = 0; i < kCards; ++i)
        deck[std::size_t(i)] = i + 1;
    std::mt19937_64 rng(seed * 1000003u + std::uint64_t(number));
    for (int i = kCards - 1; i > 0; --i)
        std::swap(deck[std::size_t(i)], deck[std::size_t(rng() % std::uint64_t(i + 1))]);
    for (int i = 0; i < kCards; ++i)
        hands_[std::size_t(i % kSeats)].push_back(deck[std::size_t(i)]);
    for (auto &h : hands_)
        std::sort(h.begin(), h.end());
    dealt_ = hands_;
}

std::string Hand::check(int seat, int card) const
{
    if (finished())
        return "the hand is over";
    if (seat != toMove_)
        return "it is not this seat's turn";
    const auto &h = hands_[std::size_t(seat)];
    if (std::find(h.begin(), h.end(), card) == h.end())
        return "that card is not in this seat's hand";
    return {};
}

void Hand::play(int seat, int card)
{
    auto &h = hands_[std::size_t(seat)];
    h.erase(std::find(h.begin(), h.end(), card));
    plays_.push_back({seat, card});
    toMove_ = (seat + 1) % kSeats;
    if (plays_.size() % kSeats == 0) {
        // The trick is complete: its highest card takes it and leads next.
        const auto first = plays_.end() - kSeats;
        const Play best = *std::max_element(first, plays_.end(), [](Play a, Play b) { return a.card < b.card; });
        ++tricks_[std::size_t(best.seat)];
        toMove_ = best.seat;
    }
}

std::array<std::int64_t, kSeats> Hand::result() const
{
    std::array<std::int64_t, kSeats> r {};
    for (int s = 0; s < kSeats; ++s)
        for (int o = 0; o < kSeats; ++o)
            r[std::size_t(s)] += o == s ? 3 * tricks_[std::size_t(s)] : -tricks_[std::size_t(o)];
    return r;
}

} // namespace qixing::highcard
