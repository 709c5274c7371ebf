// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/card.h"

namespace qixing::sevens {

namespace {
constexpr std::string_view kRankLetters = "A23456789TJQK";
constexpr std::string_view kSuitLetters = "SHDC";
}

char suitLetter(Suit s) { return kSuitLetters[std::size_t(s)]; }
char rankLetter(int rank) { return kRankLetters[std::size_t(rank - 1)]; }

std::string Card::toString() const
{
    return {rankLetter(rank()), suitLetter(suit())};
}

std::optional<Card> Card::parse(std::string_view text)
{
    if (text.size() != 2)
        return std::nullopt;
    const auto r = kRankLetters.find(text[0]);
    const auto s = kSuitLetters.find(text[1]);
    if (r == std::string_view::npos || s == std::string_view::npos)
        return std::nullopt;
    return Card(Suit(s), int(r) + 1);
}

std::string CardSet::toString() const
{
    std::string out;
    for (Card c : *this) {
        if (!out.empty())
            out += ' ';
        out += c.toString();
    }
    return out;
}

} // namespace qixing::sevens
