// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/split.h"

#include <algorithm>
#include <numeric>

namespace qixing::mahjong {

const char *shownGroupKindName(ShownGroup::Kind k)
{
    switch (k) {
    case ShownGroup::Kind::Chow:
        return "chow";
    case ShownGroup::Kind::Pung:
        return "pung";
    case ShownGroup::Kind::Pair:
        return "pair";
    case ShownGroup::Kind::Golds:
        return "golds";
    case ShownGroup::Kind::Rest:
        return "rest";
    }
    return "?";
}

bool wayHoldsWinningTile(Way w)
{
    return w != Way::QiangGangHu && w != Way::SanYou;
}

Tile winningTileOf(const Outcome &o)
{
    return o.drawn || o.way == Way::TianHu || o.way == Way::SanJinDao ? kNoTile : o.winningTile;
}

namespace {

bool isYou(Way w)
{
    return w == Way::DanYou || w == Way::ShuangYou || w == Way::SanYou;
}

// One of decompose()'s groups made physical, every wild slot named (see split.h).
ShownGroup shown(const Group &g, bool isPair, Tile gold)
{
    ShownGroup out;
    int firstReal = -1, firstSlot = -1;
    bool allSame = true;
    for (int j = 0; j < g.size; ++j) {
        const int k = g.kinds[std::size_t(j)];
        if (k < 0)
            continue;
        if (firstReal < 0) {
            firstReal = k;
            firstSlot = j;
        } else if (k != firstReal) {
            allSame = false;
        }
    }
    const auto tileFor = [gold](int kind) { return kind < 0 ? gold : physicalOf(kind, gold); };
    if (allSame) {
        // A pung or the pair: the plain tiles first, then the golds standing for the same kind
        // (for their own kind when the group is golds only).
        out.kind = isPair ? ShownGroup::Kind::Pair : ShownGroup::Kind::Pung;
        const Tile as = firstReal < 0 ? Tile(gold.kind()) : Tile(firstReal);
        for (int pass = 0; pass < 2; ++pass)
            for (int j = 0; j < g.size; ++j)
                if ((g.kinds[std::size_t(j)] < 0) == (pass == 1))
                    out.tiles.push_back({tileFor(g.kinds[std::size_t(j)]), as});
        return out;
    }
    // A run: slot j of decompose()'s chow is the run's lowest tile + j.
    out.kind = ShownGroup::Kind::Chow;
    const int low = firstReal - firstSlot;
    for (int j = 0; j < g.size; ++j)
        out.tiles.push_back({tileFor(g.kinds[std::size_t(j)]), Tile(low + j)});
    return out;
}

// The gold's kind is played alike by the 白板s (M13) and by golds standing for it (M12), so
// decompose() leaves open which physical tile fills which of its slots. The 白板s go first to
// the groups they fill whole, those holding the most of that kind first: a 白板 pair or pung
// stays whole as held (and golds together stay together), and a gold left in such a slot
// plays as its own kind, standing for nothing. Groups from `fixed` on (the 游金 pair: the gold
// partners the winning tile) keep their tiles.
void placeWhiteDragons(std::vector<ShownGroup> &groups, std::size_t fixed, Tile gold)
{
    if (gold == kWhiteDragon)
        return; // 正金: the 白板s are the golds, nothing stands in
    const Tile kind(gold.kind());
    const auto ofKind = [&](const ShownTile &t) { return t.playsAs == kind && (t.tile == kWhiteDragon || t.tile == gold); };
    std::vector<std::size_t> order;
    int whites = 0;
    for (std::size_t i = 0; i < fixed; ++i) {
        order.push_back(i);
        for (const ShownTile &t : groups[i].tiles)
            whites += t.tile == kWhiteDragon && ofKind(t);
    }
    const auto slots = [&](std::size_t i) { return std::count_if(groups[i].tiles.begin(), groups[i].tiles.end(), ofKind); };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return slots(a) > slots(b); });
    // First the groups the 白板s fill whole, then any 白板 left where it fits.
    std::vector<bool> whole(groups.size(), false);
    for (std::size_t i : order)
        if (slots(i) > 0 && slots(i) <= whites) {
            whole[i] = true;
            whites -= int(slots(i));
        }
    for (std::size_t i : order) {
        for (ShownTile &t : groups[i].tiles)
            if (ofKind(t))
                t.tile = whole[i] || whites-- > 0 ? kWhiteDragon : gold;
        if (groups[i].kind != ShownGroup::Kind::Chow) // a pung or the pair: plain tiles first, as shown()
            std::stable_partition(groups[i].tiles.begin(), groups[i].tiles.end(), [gold](const ShownTile &t) { return t.tile != gold; });
    }
}

} // namespace

std::vector<ShownGroup> splitWinningHand(const Counts &concealed, Tile gold, int exposedMelds, Way way, Tile winningTile)
{
    const int size = std::accumulate(concealed.begin(), concealed.end(), 0);
    if (way == Way::ZhaHu || exposedMelds < 0 || exposedMelds > 5)
        return {};
    const Concealed c = concealedOf(concealed, gold);
    const auto plays = [gold](Tile t) { return t == gold ? t : Tile(plainKindOf(t, gold)); };
    if (way == Way::SanJinDao) {
        // M31: no shape, not even a size (a non-dealer declares it at the opening with 16
        // tiles); the golds, then the rest as held.
        if (c.golds < 3)
            return {};
        ShownGroup golds {ShownGroup::Kind::Golds, {}}, rest {ShownGroup::Kind::Rest, {}};
        for (int k = 0; k < kKinds; ++k)
            for (int n = 0; n < concealed[std::size_t(k)]; ++n) {
                ShownGroup &to = Tile(k) == gold && golds.tiles.size() < 3 ? golds : rest;
                to.tiles.push_back({Tile(k), plays(Tile(k))});
            }
        return {golds, rest};
    }
    if (size != 3 * (5 - exposedMelds) + 2)
        return {};
    std::vector<Group> groups;
    if (isYou(way)) {
        // M33–M35: one gold pairs with the winning tile; the rest are exactly sets.
        if (winningTile == kNoTile || winningTile.isFlower() || c.golds < 1)
            return {};
        Concealed rest = c;
        --rest.golds;
        const int w = plainKindOf(winningTile, gold);
        if (w < 0 ? rest.golds < 1 : rest.plain[std::size_t(w)] < 1)
            return {};
        if (w < 0)
            --rest.golds;
        else
            --rest.plain[std::size_t(w)];
        auto sets = decomposeSets(rest);
        if (!sets)
            return {};
        groups = std::move(*sets);
        Group pair;
        pair.size = 2;
        pair.kinds[0] = std::int8_t(w);
        groups.push_back(pair);
    } else {
        groups = decompose(c);
        if (groups.empty())
            return {};
    }
    std::vector<ShownGroup> out;
    for (std::size_t i = 0; i < groups.size(); ++i)
        out.push_back(shown(groups[i], i + 1 == groups.size(), gold));
    placeWhiteDragons(out, isYou(way) ? out.size() - 1 : out.size(), gold);
    return out;
}

} // namespace qixing::mahjong
