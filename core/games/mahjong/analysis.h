// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Winning-hand logic with golds (M4, M12, M13): the win check, one decomposition to show,
// the waiting tiles of a hand one tile short, and the distance to ready (向聽).
//
// Everything here works on the concealed part of a hand as the rules see it: plain tiles per
// kind, with every 白板 already counted as the gold's kind, and the golds (wilds) apart. The
// win check is a sum of per-suit table look-ups: for every count vector of one suit (5^9
// entries) a table holds the fewest wilds that complete it into sets, and into sets plus the
// pair; a hand wins when the golds cover what the four suits need together.

#include "mahjong/tile.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

namespace qixing::mahjong {

struct Concealed
{
    Counts plain {}; // per kind, golds excluded, 白板 counted as the gold's kind
    int golds = 0;

    int size() const;
    friend bool operator==(const Concealed &, const Concealed &) = default;
};

// The rules' view of physical concealed tiles (flowers are never in a hand): tiles of the
// gold's kind are golds; 白板 stands in for the gold's kind unless 白板 is the gold (正金).
// (Inline: the engine asks at every decision.)
inline Concealed concealedOf(const Counts &physical, Tile gold)
{
    Concealed h;
    h.plain = physical;
    h.golds = physical[std::size_t(gold.kind())];
    h.plain[std::size_t(gold.kind())] = 0;
    if (gold != kWhiteDragon) {
        h.plain[std::size_t(gold.kind())] = physical[std::size_t(kWhiteDragon.kind())];
        h.plain[std::size_t(kWhiteDragon.kind())] = 0;
    }
    return h;
}
// The physical tile that plays the plain kind `kind` (白板 for the gold's kind).
inline Tile physicalOf(int kind, Tile gold)
{
    return (kind == gold.kind() && gold != kWhiteDragon) ? kWhiteDragon : Tile(kind);
}
// The plain kind a physical tile counts as, or -1 for a gold.
inline int plainKindOf(Tile t, Tile gold)
{
    if (t == gold)
        return -1;
    if (t == kWhiteDragon)
        return gold.kind();
    return t.kind();
}

// Bits of the 34 kinds from the counts, eight kinds a word: bit k set when counts[k] has bit
// `bit` set, or (bit -1) when counts[k] > 0. A count is at most 4, so a byte never carries
// into the next and 4 is the only count with bit 2.
template<int bit>
std::uint64_t kindBits(const Counts &c)
{
    const auto byWord = [](std::uint64_t x) {
        const std::uint64_t low = bit < 0 ? ((x + 0x7F7F7F7F7F7F7F7Full) >> 7) & 0x0101010101010101ull
                                          : (x >> bit) & 0x0101010101010101ull; // a bit at each byte's bottom
        return (low * 0x0102040810204080ull) >> 56;                              // gathered into 8 bits
    };
    std::uint64_t mask = 0;
    if constexpr (std::endian::native == std::endian::little) {
        for (int w = 0; w < 4; ++w) {
            std::uint64_t x;
            std::memcpy(&x, c.data() + 8 * w, 8);
            mask |= byWord(x) << (8 * w);
        }
        std::uint64_t x; // kinds 26-33: the top two are 32 and 33
        std::memcpy(&x, c.data() + 26, 8);
        mask |= (byWord(x) >> 6) << 32;
    } else {
        for (int k = 0; k < kKinds; ++k)
            mask |= std::uint64_t(bit < 0 ? c[std::size_t(k)] > 0 : (c[std::size_t(k)] >> bit) & 1) << k;
    }
    return mask;
}
// Bit k set when the hand holds kind k.
inline std::uint64_t heldKinds(const Counts &c) { return kindBits<-1>(c); }
// Bit k set when the hand holds all four of kind k.
inline std::uint64_t fourKinds(const Counts &c) { return kindBits<2>(c); }

// The fewest extra wilds that make the plain tiles exactly sets plus one pair (withPair) or
// exactly sets. The tile count must then work out: a hand of 3n+2 tiles with golds ≥ this
// number is complete, because golds left over form whole sets of golds.
int wildsNeeded(const Counts &plain, bool withPair);

// M4: 3n+2 concealed tiles form n sets and a pair, golds wild.
bool isComplete(const Concealed &h);
// 3n concealed tiles form n sets (the rest of a 游金 hand, M33).
bool isAllSets(const Concealed &h);

// One way to show a complete hand: groups of plain kinds, -1 for a gold. The pair comes last.
struct Group
{
    std::array<std::int8_t, 4> kinds {-1, -1, -1, -1};
    std::uint8_t size = 0;
};
std::vector<Group> decompose(const Concealed &h); // empty if not complete
// The same for 3n tiles that are exactly sets (the rest of a 游金 hand, M33); nullopt if not.
std::optional<std::vector<Group>> decomposeSets(const Concealed &h);

// Bit k set when the plain tiles less one of kind k are exactly sets with `wilds` wilds: the
// 游金 test (M33) for every discard at once, from one look-up per suit.
std::uint64_t setsAfterDiscardMask(const Concealed &h, int wilds);

// What an own turn asks of the concealed tiles (3n+2), from one reading of the tables: the win
// check (isComplete) and, with `withYou`, the 游金 discards (M33, M34): a plain kind whose
// discard leaves sets plus one gold (setsAfterDiscardMask(h, golds - 1)), and whether a gold
// discard does (sets with golds - 2 wilds).
struct TurnShape
{
    bool complete = false;
    std::uint64_t youPlain = 0;
    bool youGold = false;
};
TurnShape turnShape(const Concealed &h, bool withYou);

// Plain kinds that complete a 3n+1 hand (a kind all four of which are already in the hand is
// left out: there is no fifth). A drawn gold completes it whenever this is not empty.
std::vector<int> waitingKinds(const Concealed &h);
// Bit k set when plain kind k completes the hand; same as waitingKinds.
std::uint64_t waitingMask(const Concealed &h);

// 向聽 with golds: -1 complete (3n+2 tiles), 0 ready (3n+1 tiles with a wait, or 3n+2 tiles
// one discard from ready), and so on. Based on the usual sets-and-partial-sets count with each
// gold filling one missing tile. Exact for -1 and 0 (checked against the waits); above that it
// is the usual count, which can be one too low for a hand whose only way on needs a fifth copy
// of a kind it holds all four of.
// Table-driven: per suit (and for the honours) a table, filled on demand per thread, holds the
// most partial sets beside each number of sets, with and without the pair.
int shanten(const Concealed &h);
// The same number by an exhaustive search of each suit's blocks: the slow reference for tests.
int shantenBySearch(const Concealed &h);

// 向聽 of the hands one plain tile away from a base hand (one more or one fewer of a kind),
// sharing the work of the three groups the tile does not touch: what a player weighing every
// discard, or every draw, asks many times.
class ShantenNear
{
public:
    explicit ShantenNear(const Concealed &base);
    // shanten() of the base with one plain tile of `kind` added (delta 1) or taken out (-1).
    int with(int kind, int delta) const;
    // The plain count of that hand without making -1 and 0 exact: never above shanten(), and
    // equal to it whenever it is above 0.
    int rawWith(int kind, int delta) const;
    // Whether rawWith(kind, delta) < limit, stopping as soon as one split shows it.
    bool rawBelow(int kind, int delta, int limit) const;

    // Sets and partial sets of some groups together: for the pair unused or used and s sets
    // (0..5), the most partial sets beside them, -1 when none.
    struct Blocks
    {
        std::array<std::array<int, 6>, 2> partials {{{0, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}}};
        int maxSets = 0;
        // Adds one group, given by its splits that no other beats (a table entry).
        template<typename Splits>
        void add(const Splits &b);
        // 2 per set and 1 per partial set within `need` blocks, and 1 for the pair.
        int value(int need) const;
    };

private:
    // One (pair used, sets, partial sets) of a sum that no other beats (more sets and more
    // partial sets with the same pair use).
    struct Best
    {
        std::int8_t pair, sets, partials;
    };
    // The count's value (2 per set, 1 per partial set and the pair) with one tile of `kind`
    // added or taken out, or any value of at least `enough` once one split reaches it.
    int valueWith(int kind, int delta, int enough) const;
    // The splits of b that no other beats, into out; their number.
    template<typename Counts>
    static int unbeaten(const Counts &b, std::array<Best, 12> &out);

    Concealed base_;
    int size_ = 0;
    std::array<int, 4> keys_ {};
    // Of all groups but group g (the three suits, the honours): the best splits.
    std::array<std::array<Best, 12>, 4> others_ {};
    std::array<int, 4> otherCount_ {};
    // For group g and a tile taken out or added (index 2g + (delta > 0)), the value a split of
    // g (its byte in the table) gives with the others' best splits, filled as asked.
    static constexpr std::int8_t kUnknownValue = -128;
    mutable std::array<std::array<std::int8_t, 256>, 8> valueBySplit_;
    mutable std::uint8_t valueBySplitReady_ = 0;
};

} // namespace qixing::mahjong
