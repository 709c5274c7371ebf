// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Cards and card sets for Sevens (S1). A card is a bit index in a 64-bit word: suit s
// occupies the 16-bit lane s, rank r (A=1 … K=13) bit r-1 of that lane. Lanes make the
// row arithmetic of S5 a pair of shifts, and a whole hand, pile or table is one word.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace qixing::sevens {

enum class Suit : std::uint8_t { Spades = 0, Hearts = 1, Diamonds = 2, Clubs = 3 };
inline constexpr int kSuits = 4;
inline constexpr int kRanks = 13;
inline constexpr int kDeckSize = 52;

class Card
{
public:
    constexpr Card() = default;
    constexpr Card(Suit suit, int rank) : code_(std::uint8_t(int(suit) * 16 + rank - 1)) {}
    static constexpr Card fromIndex(int bitIndex) { Card c; c.code_ = std::uint8_t(bitIndex); return c; }

    constexpr Suit suit() const { return Suit(code_ >> 4); }
    constexpr int rank() const { return (code_ & 15) + 1; }
    // S1: a card's points equal its rank.
    constexpr int points() const { return rank(); }
    constexpr int index() const { return code_; }
    constexpr std::uint64_t bit() const { return std::uint64_t{1} << code_; }
    constexpr bool isSeven() const { return rank() == 7; }

    // Notation "7S", "TD", "KC" (rank A 2-9 T J Q K, then suit S H D C).
    std::string toString() const;
    static std::optional<Card> parse(std::string_view text);

    friend constexpr bool operator==(Card a, Card b) { return a.code_ == b.code_; }
    friend constexpr auto operator<=>(Card a, Card b) { return a.code_ <=> b.code_; }

private:
    std::uint8_t code_ = 0;
};

inline constexpr Card kSevenOfSpades {Suit::Spades, 7};

class CardSet
{
public:
    constexpr CardSet() = default;
    explicit constexpr CardSet(std::uint64_t bits) : bits_(bits) {}
    static constexpr CardSet fullDeck() { return CardSet(kDeckBits); }
    static constexpr CardSet ofSuit(Suit s) { return CardSet(kLaneBits << (16 * int(s))); }

    constexpr std::uint64_t bits() const { return bits_; }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr int size() const { return std::popcount(bits_); }
    constexpr bool contains(Card c) const { return bits_ & c.bit(); }
    constexpr void insert(Card c) { bits_ |= c.bit(); }
    constexpr void erase(Card c) { bits_ &= ~c.bit(); }
    constexpr Card first() const { return Card::fromIndex(std::countr_zero(bits_)); }
    // The n-th card (0-based) in index order; n < size().
    constexpr Card nth(int n) const
    {
        std::uint64_t b = bits_;
        for (; n > 0; --n)
            b &= b - 1;
        return Card::fromIndex(std::countr_zero(b));
    }
    // Sum of the points of the cards (S10).
    constexpr int points() const
    {
        int total = 0;
        for (int s = 0; s < kSuits; ++s) {
            std::uint64_t lane = (bits_ >> (16 * s)) & kLaneBits;
            while (lane) {
                total += std::countr_zero(lane) + 1;
                lane &= lane - 1;
            }
        }
        return total;
    }

    constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
    constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
    constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
    constexpr CardSet &operator|=(CardSet o) { bits_ |= o.bits_; return *this; }
    constexpr CardSet &operator&=(CardSet o) { bits_ &= o.bits_; return *this; }
    constexpr CardSet &operator-=(CardSet o) { bits_ &= ~o.bits_; return *this; }
    friend constexpr bool operator==(CardSet a, CardSet b) { return a.bits_ == b.bits_; }

    class iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Card;
        using difference_type = std::ptrdiff_t;
        using pointer = const Card *;
        using reference = Card;
        constexpr iterator() = default;
        constexpr explicit iterator(std::uint64_t b) : b_(b) {}
        constexpr Card operator*() const { return Card::fromIndex(std::countr_zero(b_)); }
        constexpr iterator &operator++() { b_ &= b_ - 1; return *this; }
        constexpr iterator operator++(int) { iterator old = *this; ++*this; return old; }
        constexpr bool operator==(const iterator &o) const { return b_ == o.b_; }
    private:
        std::uint64_t b_ = 0;
    };
    constexpr iterator begin() const { return iterator(bits_); }
    constexpr iterator end() const { return iterator(0); }

    // Space-separated notation, cards in suit-then-rank order.
    std::string toString() const;

    static constexpr std::uint64_t kLaneBits = 0x1FFF;
    static constexpr std::uint64_t kDeckBits = 0x1FFF'1FFF'1FFF'1FFFull;
    static constexpr std::uint64_t kSevens = 0x0040'0040'0040'0040ull;
    static constexpr std::uint64_t kAces = 0x0001'0001'0001'0001ull;
    static constexpr std::uint64_t kKings = 0x1000'1000'1000'1000ull;

private:
    std::uint64_t bits_ = 0;
};

char suitLetter(Suit s);
char rankLetter(int rank);

} // namespace qixing::sevens
