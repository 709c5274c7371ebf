// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tiles of Zhangzhou mahjong (M1). A tile is its kind: 0–8 萬 1–9, 9–17 條, 18–26 筒,
// 27–33 東 南 西 北 白 發 中, 34–41 the eight flowers 梅 蘭 竹 菊 春 夏 秋 冬. The four copies of
// a suited or honour kind are interchangeable, so hands are counts per kind.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qixing::mahjong {

using Seat = int; // 0..3; seat + 1 is the 下家 (M2, as Sevens)
inline constexpr int kSeats = 4;
constexpr Seat nextSeat(Seat s) { return (s + 1) & 3; }

inline constexpr int kKinds = 34;      // non-flower kinds
inline constexpr int kFlowerKinds = 8;
inline constexpr int kAllKinds = kKinds + kFlowerKinds;
inline constexpr int kTileCount = 144; // M1

class Tile
{
public:
    constexpr Tile() = default;
    explicit constexpr Tile(int kind) : kind_(std::uint8_t(kind)) {}
    static constexpr Tile suited(int suit, int rank) { return Tile(suit * 9 + rank - 1); }
    static constexpr Tile honour(int n) { return Tile(27 + n - 1); } // 1..7 = 東 … 中
    static constexpr Tile flower(int n) { return Tile(kKinds + n - 1); } // 1..8

    constexpr int kind() const { return kind_; }
    constexpr bool isFlower() const { return kind_ >= kKinds; }
    constexpr bool isHonour() const { return kind_ >= 27 && kind_ < kKinds; }
    constexpr bool isSuited() const { return kind_ < 27; }
    constexpr int suit() const { return kind_ / 9; } // 0 m, 1 s, 2 p, 3 z, (4 f)
    constexpr int rank() const { return isFlower() ? kind_ - kKinds + 1 : kind_ % 9 + 1; }

    // "1m" … "9m", "1s" …, "1p" …, "1z" … "7z", "1f" … "8f".
    std::string toString() const;
    static std::optional<Tile> parse(std::string_view text);

    friend constexpr bool operator==(Tile, Tile) = default;
    friend constexpr auto operator<=>(Tile, Tile) = default;

private:
    std::uint8_t kind_ = 0;
};

inline constexpr Tile kWhiteDragon = Tile::honour(5); // 白板 (M13)
// "No tile", where an action or event may or may not name one (Tile() is 1m, a real tile).
inline constexpr Tile kNoTile = Tile(255);

// Copies of each kind in a full set (4, flowers 1).
constexpr int copiesOf(int kind) { return kind < kKinds ? 4 : 1; }

// Counts of non-flower tiles per kind.
using Counts = std::array<std::uint8_t, kKinds>;

} // namespace qixing::mahjong
