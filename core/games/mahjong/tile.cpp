// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/tile.h"

namespace qixing::mahjong {

namespace {
constexpr char kSuitLetters[] = {'m', 's', 'p', 'z', 'f'};
}

std::string Tile::toString() const
{
    if (kind_ >= kAllKinds)
        return "?";
    return std::string {char('0' + rank()), kSuitLetters[isFlower() ? 4 : suit()]};
}

std::optional<Tile> Tile::parse(std::string_view text)
{
    if (text.size() != 2 || text[0] < '1' || text[0] > '9')
        return std::nullopt;
    const int rank = text[0] - '0';
    switch (text[1]) {
    case 'm': return Tile::suited(0, rank);
    case 's': return Tile::suited(1, rank);
    case 'p': return Tile::suited(2, rank);
    case 'z': return rank <= 7 ? std::optional<Tile>(Tile::honour(rank)) : std::nullopt;
    case 'f': return rank <= 8 ? std::optional<Tile>(Tile::flower(rank)) : std::nullopt;
    default: return std::nullopt;
    }
}

} // namespace qixing::mahjong
