// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A winning hand shown as the settlement shows it (M54): the concealed tiles split into sets
// and the pair, with what each gold (金) stood for and which kind a 白板 played as (M12, M13).
//
// The split is analysis's decompose(), made physical and with every wild slot named; where
// a hand splits several ways the choice is fixed, so that every screen shows the same:
// - decompose()'s choice of groups (suits in order 萬 條 筒, lowest tiles first; a pung before
//   a chow; the pair where it costs the fewest golds);
// - a gold beside a single plain tile makes a pung of that tile (rather than a run);
// - golds left to themselves (a set or a pair of golds only) stand for the gold's own kind;
// - the gold's kind goes to the 白板s first in the groups holding most of it (a 白板 pair
//   stays whole), a gold in the rest of its slots playing as itself.
// The way changes the shape: 三金倒 (M31) needs none: the three golds, then the rest as held;
// 單游 and 雙游 (M33, M34) and 三游 (M35) have the gold as the pair's partner of the winning
// tile (two golds when the winning tile is a gold), the rest exactly sets.

#include "mahjong/hand.h"

#include <vector>

namespace qixing::mahjong {

struct ShownTile
{
    Tile tile;   // the physical tile
    Tile playsAs; // the tile it counts as: itself, the gold's kind for a 白板, any kind for a gold
    friend bool operator==(const ShownTile &, const ShownTile &) = default;
};

struct ShownGroup
{
    enum class Kind : std::uint8_t {
        Chow,
        Pung,
        Pair,
        Golds, // 三金倒: the three golds
        Rest,  // 三金倒: the other tiles, in no shape
    };
    Kind kind = Kind::Pung;
    std::vector<ShownTile> tiles; // in the order they play: a run low to high
};
const char *shownGroupKindName(ShownGroup::Kind k); // "chow" | "pung" | "pair" | "golds" | "rest"

// Whether the concealed tiles at the end of a hand already hold the winning tile: not for
// 搶槓胡 (the robbed kong's tile stays in its meld) nor 三游 (the third gold is discarded,
// M35); the caller adds it to show those hands.
bool wayHoldsWinningTile(Way w);

// The tile that won, as the settlement shows it: kNoTile for 天胡 and 三金倒, which need none.
Tile winningTileOf(const Outcome &o);

// Splits a winning hand: `concealed` the physical concealed tiles with the winning tile,
// `exposedMelds` the number of melds (each one set), `winningTile` the tile that won (kNoTile
// when none: 天胡, 三金倒). Sets first, the pair last; empty when the tiles do not make the
// way's shape (or a 詐胡, which has none).
std::vector<ShownGroup> splitWinningHand(const Counts &concealed, Tile gold, int exposedMelds, Way way,
                                         Tile winningTile);

} // namespace qixing::mahjong
