// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/analysis.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>

namespace qixing::mahjong {

namespace {

constexpr int kSuitKeys = 1953125; // 5^9
constexpr std::array<int, 10> kPow5 {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125};

// Per-suit tables of the fewest wilds that complete a count vector into sets (sets) or into
// sets plus a pair (pair). Built once, in key order: every sub-problem removes tiles, so its
// key is smaller and already known. The lowest tile present must belong to some set (or the
// pair); using real tiles wherever they exist is never worse than a wild, so the options are
// few: a pung of that kind, the chow starting at it, the chow with a wild below it, or (pair
// table) the pair of it.
struct SuitTables
{
    std::unique_ptr<std::uint8_t[]> sets {new std::uint8_t[kSuitKeys]};
    std::unique_ptr<std::uint8_t[]> pair {new std::uint8_t[kSuitKeys]};

    SuitTables()
    {
        sets[0] = 0;
        pair[0] = 2; // a pair of two wilds
        for (int key = 1; key < kSuitKeys; ++key) {
            int c[9];
            for (int i = 0, k = key; i < 9; ++i, k /= 5)
                c[i] = k % 5;
            int i = 0;
            while (c[i] == 0)
                ++i;
            int bestSets = 255, bestPair = 255;
            // Pung of kind i with k real tiles.
            const int k = std::min(c[i], 3);
            const int pungKey = key - k * kPow5[i];
            bestSets = std::min(bestSets, sets[pungKey] + 3 - k);
            bestPair = std::min(bestPair, pair[pungKey] + 3 - k);
            // Chow i, i+1, i+2.
            if (i <= 6) {
                int chowKey = key - kPow5[i], wild = 0;
                for (int j = i + 1; j <= i + 2; ++j) {
                    if (c[j] > 0)
                        chowKey -= kPow5[j];
                    else
                        ++wild;
                }
                bestSets = std::min(bestSets, sets[chowKey] + wild);
                bestPair = std::min(bestPair, pair[chowKey] + wild);
            }
            // Chow i-1, i, i+1 with a wild below (the lowest real tile in the middle).
            if (i >= 1 && i <= 7 && c[i + 1] > 0) {
                const int midKey = key - kPow5[i] - kPow5[i + 1];
                bestSets = std::min(bestSets, sets[midKey] + 1);
                bestPair = std::min(bestPair, pair[midKey] + 1);
            }
            // The pair of kind i.
            const int p = std::min(c[i], 2);
            bestPair = std::min(bestPair, sets[key - p * kPow5[i]] + 2 - p);
            sets[key] = std::uint8_t(std::min(bestSets, 255));
            pair[key] = std::uint8_t(std::min(bestPair, 255));
        }
    }
};

const SuitTables &tables()
{
    static const SuitTables t;
    return t;
}

// An honour kind forms only pungs and the pair.
constexpr std::array<int, 5> kHonourSets {0, 2, 1, 0, 2};
constexpr std::array<int, 5> kHonourPair {2, 1, 0, 2, 1};

inline int suitKey(const Counts &n, int suit)
{
    const std::uint8_t *c = n.data() + 9 * suit;
    return c[0] + 5 * (c[1] + 5 * (c[2] + 5 * (c[3] + 5 * (c[4] + 5 * (c[5] + 5 * (c[6] + 5 * (c[7] + 5 * c[8])))))));
}

struct Needs
{
    int sets = 0;      // all four groups into sets
    int pairExtra = 2; // the cheapest extra cost of the pair in one group (2: two wilds)
};

inline Needs needsOf(const SuitTables &t, const int keys[3], const Counts &n)
{
    Needs r;
    for (int s = 0; s < 3; ++s) {
        const int a = t.sets[keys[s]], b = t.pair[keys[s]];
        r.sets += a;
        r.pairExtra = std::min(r.pairExtra, b - a);
    }
    for (int k = 27; k < kKinds; ++k) {
        const int c = n[k];
        r.sets += kHonourSets[c];
        r.pairExtra = std::min(r.pairExtra, kHonourPair[c] - kHonourSets[c]);
    }
    return r;
}

} // namespace

int Concealed::size() const
{
    int total = golds;
    for (auto c : plain)
        total += c;
    return total;
}

int wildsNeeded(const Counts &plain, bool withPair)
{
    const SuitTables &t = tables();
    const int keys[3] = {suitKey(plain, 0), suitKey(plain, 1), suitKey(plain, 2)};
    const Needs n = needsOf(t, keys, plain);
    return withPair ? n.sets + n.pairExtra : n.sets;
}

namespace {
// A lower bound of wildsNeeded(plain, true) from tile counts alone, before any table look-up:
// every group (a suit, or one honour kind) must come to 0 modulo 3 with wilds added, the one
// holding the pair to 2. A group at 1 needs two wilds for sets or one for the pair, a group at
// 2 one wild for sets or none for the pair; with every group at 0 the pair takes two wilds.
// Most hands asked about (claim windows, turns) fail on this count.
// The first part alone: a lower bound of the wilds that make every group exactly sets. Exact
// up to `enough`; above it the count may stop after the suits (the honours only add).
int setsForCounts(const Counts &plain, int enough)
{
    // Wilds that bring a group of n tiles to 0 modulo 3 (as kHonourSets for one honour kind).
    static constexpr auto toSets = [] {
        std::array<std::uint8_t, 37> a {};
        for (int n = 0; n < 37; ++n)
            a[std::size_t(n)] = std::uint8_t((3 - n % 3) % 3);
        return a;
    }();
    int forSets = 0;
    for (int s = 0; s < 3; ++s) {
        // The suit's nine counts summed: eight bytes of one word at once (each at most 4).
        std::uint64_t eight;
        std::memcpy(&eight, plain.data() + 9 * s, 8);
        forSets += toSets[std::size_t((eight * 0x0101010101010101ull) >> 56) + plain[std::size_t(9 * s + 8)]];
    }
    if (forSets > enough)
        return forSets;
    for (int k = 27; k < kKinds; ++k)
        forSets += kHonourSets[plain[std::size_t(k)]];
    return forSets;
}

// Whether that bound exceeds `golds`.
bool countsRuleOut(const Counts &plain, int golds)
{
    // The pair in a group at 1 or 2 saves one wild; with every group at 0 it takes two.
    const int forSets = setsForCounts(plain, golds + 1);
    return (forSets > 0 ? forSets - 1 : 2) > golds;
}
} // namespace

bool isComplete(const Concealed &h)
{
    if (countsRuleOut(h.plain, h.golds))
        return false;
    return wildsNeeded(h.plain, true) <= h.golds;
}

bool isAllSets(const Concealed &h)
{
    return wildsNeeded(h.plain, false) <= h.golds;
}

namespace {
// Bit k set when the plain tiles with one of kind k added (delta 1; not a fifth) or taken out
// (delta -1; a kind held) are sets plus the pair with `wilds` wilds. One reading of the tables
// per group, then one look-up per kind: the waits, and the discards after which a hand is
// complete with one wild more. With anyOne, only whether there is one: the mask may stop at
// the first suit with a bit.
template<int delta, bool anyOne = false>
std::uint64_t completeAfterOne(const Concealed &h, int wilds)
{
    const SuitTables &t = tables();
    int keys[3] = {suitKey(h.plain, 0), suitKey(h.plain, 1), suitKey(h.plain, 2)};
    int setsOf[4], pairOf[4];
    for (int s = 0; s < 3; ++s) {
        setsOf[s] = t.sets[keys[s]];
        pairOf[s] = t.pair[keys[s]];
    }
    setsOf[3] = 0;
    pairOf[3] = 255;
    for (int k = 27; k < kKinds; ++k) {
        setsOf[3] += kHonourSets[h.plain[k]];
        pairOf[3] = std::min(pairOf[3], kHonourPair[h.plain[k]] - kHonourSets[h.plain[k]]);
    }
    pairOf[3] += setsOf[3];
    const int allSets = setsOf[0] + setsOf[1] + setsOf[2] + setsOf[3];
    // A tile added lowers its group's sets need by one at most (it could have been a wild), a
    // tile taken out by two at most (it took two wilds alone), and the pair saves one at most
    // (a pung of it costs one more): no kind can complete a hand whose sets need that much more.
    if (allSets - (delta > 0 ? 2 : 3) > wilds)
        return 0;
    // The cheapest pair among the groups other than g (or two wilds), for each g.
    int otherPair[4];
    for (int g = 0; g < 4; ++g) {
        otherPair[g] = 2;
        for (int o = 0; o < 4; ++o)
            if (o != g)
                otherPair[g] = std::min(otherPair[g], pairOf[o] - setsOf[o]);
    }
    // Cost of completing when group g changes to (sets', pair'): the pair may sit in g or in
    // the best other group, or be two wilds.
    int budget[4]; // the wilds left for group g's sets and the pair, the other groups' sets paid
    for (int g = 0; g < 4; ++g)
        budget[g] = wilds - (allSets - setsOf[g]);
    const auto completeWith = [&](int g, int newSets, int newPair) {
        return newSets + std::min(otherPair[g], newPair - newSets) <= budget[g];
    };
    // The kinds that may change: not a fifth tile, or one the hand holds.
    const auto changes = [](int count) { return delta > 0 ? count < 4 : count > 0; };
    std::uint64_t mask = 0;
    for (int s = 0; s < 3; ++s) {
        for (int r = 0; r < 9; ++r) {
            const int kind = 9 * s + r;
            if (!changes(h.plain[kind]))
                continue;
            const int key = keys[s] + delta * kPow5[r];
            if (completeWith(s, t.sets[key], t.pair[key]))
                mask |= std::uint64_t {1} << kind;
        }
        if (anyOne && mask)
            return mask;
    }
    // The honours' cheapest pair without honour k: the best of the others, from the best two.
    int best1 = 255, best2 = 255, bestKind = -1;
    for (int k = 27; k < kKinds; ++k) {
        const int e = kHonourPair[h.plain[k]] - kHonourSets[h.plain[k]];
        if (e < best1) {
            best2 = best1;
            best1 = e;
            bestKind = k;
        } else if (e < best2) {
            best2 = e;
        }
    }
    for (int k = 27; k < kKinds; ++k) {
        if (!changes(h.plain[k]))
            continue;
        const int c = h.plain[k] + delta;
        const int newSets = setsOf[3] - kHonourSets[h.plain[k]] + kHonourSets[c];
        const int newPairExtra = std::min(kHonourPair[c] - kHonourSets[c], k == bestKind ? best2 : best1);
        if (completeWith(3, newSets, newSets + newPairExtra))
            mask |= std::uint64_t {1} << k;
    }
    return mask;
}
} // namespace

std::uint64_t waitingMask(const Concealed &h)
{
    return completeAfterOne<1>(h, h.golds);
}

namespace {
// The sets of each group (the three suits, the honours) and of all four: what the 游金 test reads.
struct GroupSets
{
    int keys[3];
    int of[4];
    int all;
};

GroupSets groupSets(const SuitTables &t, const Counts &plain)
{
    GroupSets g {{suitKey(plain, 0), suitKey(plain, 1), suitKey(plain, 2)}, {}, 0};
    for (int s = 0; s < 3; ++s)
        g.of[s] = t.sets[g.keys[s]];
    for (int k = 27; k < kKinds; ++k)
        g.of[3] += kHonourSets[plain[std::size_t(k)]];
    g.all = g.of[0] + g.of[1] + g.of[2] + g.of[3];
    return g;
}

std::uint64_t setsAfterDiscard(const SuitTables &t, const GroupSets &g, const Counts &plain, int wilds)
{
    std::uint64_t mask = 0;
    for (std::uint64_t held = heldKinds(plain); held; held &= held - 1) {
        const int k = std::countr_zero(held);
        const int c = plain[std::size_t(k)];
        const int group = k < 27 ? k / 9 : 3;
        const int without = group < 3 ? t.sets[g.keys[group] - kPow5[k % 9]] : g.of[3] - kHonourSets[c] + kHonourSets[c - 1];
        if (g.all - g.of[group] + without <= wilds)
            mask |= std::uint64_t {1} << k;
    }
    return mask;
}
} // namespace

std::uint64_t setsAfterDiscardMask(const Concealed &h, int wilds)
{
    const SuitTables &t = tables();
    return setsAfterDiscard(t, groupSets(t, h.plain), h.plain, wilds);
}

TurnShape turnShape(const Concealed &h, bool withYou)
{
    TurnShape r;
    if (h.golds == 0) { // no 游金 without a gold
        r.complete = isComplete(h);
        return r;
    }
    // The tile counts first: a discard lowers a group's sets need by at most two (the tile
    // alone took two wilds), so with every group needing more than that the tables cannot
    // show a 游金 discard, nor a win.
    const int forSets = setsForCounts(h.plain, h.golds + 1); // all that is compared below
    const int forWin = forSets > 0 ? forSets - 1 : 2;
    const bool youPossible = withYou && forSets - 2 <= h.golds - 1;
    if (forWin > h.golds && !youPossible)
        return r;
    const SuitTables &t = tables();
    const GroupSets g = groupSets(t, h.plain);
    const Needs n = needsOf(t, g.keys, h.plain);
    r.complete = n.sets + n.pairExtra <= h.golds;
    if (youPossible) {
        if (g.all - 2 <= h.golds - 1)
            r.youPlain = setsAfterDiscard(t, g, h.plain, h.golds - 1);
        r.youGold = h.golds >= 2 && g.all <= h.golds - 2;
    }
    return r;
}

std::vector<int> waitingKinds(const Concealed &h)
{
    std::vector<int> out;
    for (std::uint64_t m = waitingMask(h); m; m &= m - 1)
        out.push_back(std::countr_zero(m));
    return out;
}

namespace {

// Follows the tables back to one decomposition of a suit's tiles (kinds offset by base).
// wildsLeft is consumed by the wilds the groups use.
void decomposeSuit(int key, bool withPair, int base, std::vector<Group> &out, Group &pairOut)
{
    const SuitTables &t = tables();
    while (key != 0) {
        int c[9];
        for (int i = 0, k = key; i < 9; ++i, k /= 5)
            c[i] = k % 5;
        int i = 0;
        while (c[i] == 0)
            ++i;
        const int target = withPair ? t.pair[key] : t.sets[key];
        const auto value = [&](int sub, bool pair) { return pair ? t.pair[sub] : t.sets[sub]; };
        const int k = std::min(c[i], 3);
        const int pungKey = key - k * kPow5[i];
        if (value(pungKey, withPair) + 3 - k == target) {
            Group g;
            for (int j = 0; j < 3; ++j)
                g.kinds[std::size_t(j)] = std::int8_t(j < k ? base + i : -1);
            g.size = 3;
            out.push_back(g);
            key = pungKey;
            continue;
        }
        if (i <= 6) {
            int chowKey = key - kPow5[i], wild = 0;
            Group g;
            g.size = 3;
            g.kinds[0] = std::int8_t(base + i);
            for (int j = i + 1; j <= i + 2; ++j) {
                if (c[j] > 0) {
                    chowKey -= kPow5[j];
                    g.kinds[std::size_t(j - i)] = std::int8_t(base + j);
                } else {
                    ++wild;
                }
            }
            if (value(chowKey, withPair) + wild == target) {
                out.push_back(g);
                key = chowKey;
                continue;
            }
        }
        if (i >= 1 && i <= 7 && c[i + 1] > 0) {
            const int midKey = key - kPow5[i] - kPow5[i + 1];
            if (value(midKey, withPair) + 1 == target) {
                Group g;
                g.size = 3;
                g.kinds = {-1, std::int8_t(base + i), std::int8_t(base + i + 1), -1};
                out.push_back(g);
                key = midKey;
                continue;
            }
        }
        // Must be the pair.
        const int p = std::min(c[i], 2);
        pairOut.size = 2;
        pairOut.kinds[0] = std::int8_t(base + i);
        pairOut.kinds[1] = std::int8_t(p == 2 ? base + i : -1);
        key -= p * kPow5[i];
        withPair = false;
    }
    if (withPair) {
        pairOut.size = 2; // two wilds
    }
}

} // namespace

namespace {
// decompose() and decomposeSets(): the groups of a hand known to be sets (and the pair when
// withPair), the pair last.
std::vector<Group> groupsOf(const Concealed &h, bool withPair)
{
    const SuitTables &t = tables();
    const int keys[3] = {suitKey(h.plain, 0), suitKey(h.plain, 1), suitKey(h.plain, 2)};
    // Which group holds the pair: the cheapest, or none (two golds).
    int sets[4], extra[4];
    for (int s = 0; s < 3; ++s) {
        sets[s] = t.sets[keys[s]];
        extra[s] = t.pair[keys[s]] - sets[s];
    }
    sets[3] = 0;
    extra[3] = 255;
    int pairHonour = -1;
    for (int k = 27; k < kKinds; ++k) {
        sets[3] += kHonourSets[h.plain[k]];
        const int e = kHonourPair[h.plain[k]] - kHonourSets[h.plain[k]];
        if (e < extra[3]) {
            extra[3] = e;
            pairHonour = k;
        }
    }
    int pairGroup = -1, bestExtra = 2;
    for (int g = 0; g < 4 && withPair; ++g)
        if (extra[g] < bestExtra) {
            bestExtra = extra[g];
            pairGroup = g;
        }
    std::vector<Group> out;
    Group pair;
    pair.size = 2;
    for (int s = 0; s < 3; ++s)
        decomposeSuit(keys[s], pairGroup == s, 9 * s, out, pair);
    for (int k = 27; k < kKinds; ++k) {
        int c = h.plain[k];
        if (pairGroup == 3 && k == pairHonour) {
            // Pair of this honour (with wilds), the rest into a pung.
            const int p = std::min(c, 2);
            if (c == 3) {
                // pung + two wilds' pair is the same cost as pair + wild pung; show the pung.
                Group g;
                g.size = 3;
                g.kinds = {std::int8_t(k), std::int8_t(k), std::int8_t(k), -1};
                out.push_back(g);
                c = 0;
                pair.kinds = {-1, -1, -1, -1};
                continue;
            }
            pair.kinds = {std::int8_t(k), std::int8_t(p == 2 ? k : -1), -1, -1};
            c -= p;
        }
        while (c > 0) {
            Group g;
            g.size = 3;
            const int used = std::min(c, 3);
            for (int j = 0; j < used; ++j)
                g.kinds[std::size_t(j)] = std::int8_t(k);
            out.push_back(g);
            c -= used;
        }
    }
    // Golds left over (each group has its wild slots marked -1 already) form gold sets.
    int wildsUsed = 0;
    for (const Group &g : out)
        for (int j = 0; j < g.size; ++j)
            wildsUsed += g.kinds[std::size_t(j)] < 0;
    for (int j = 0; j < pair.size && withPair; ++j)
        wildsUsed += pair.kinds[std::size_t(j)] < 0;
    for (int left = h.golds - wildsUsed; left >= 3; left -= 3) {
        Group g;
        g.size = 3;
        out.push_back(g);
    }
    if (withPair)
        out.push_back(pair);
    return out;
}
} // namespace

std::vector<Group> decompose(const Concealed &h)
{
    if (h.size() % 3 != 2 || !isComplete(h))
        return {};
    return groupsOf(h, true);
}

std::optional<std::vector<Group>> decomposeSets(const Concealed &h)
{
    if (h.size() % 3 != 0 || !isAllSets(h))
        return std::nullopt;
    return groupsOf(h, false);
}

namespace {

// Shanten by search (the reference): for one suit's tiles, the best 2·sets + partial sets
// using at most b blocks, without (index 0) or with (index 1) the pair. Computed by a small
// search and cached, since a hand changes by one tile at a time.
struct BlockValues
{
    std::array<std::array<std::int8_t, 6>, 2> best {};
};

void searchBlocks(int c[9], int n, bool chows, int i, int sets, int partial, int pair, BlockValues &v)
{
    while (i < n && c[i] == 0)
        ++i;
    if (i == n) {
        for (int b = 0; b <= 5; ++b) {
            const int m = std::min(sets, b);
            const int t = std::min(partial, b - m);
            v.best[std::size_t(pair)][std::size_t(b)] = std::int8_t(std::max<int>(v.best[std::size_t(pair)][std::size_t(b)], 2 * m + t));
        }
        return;
    }
    if (c[i] >= 3) {
        c[i] -= 3;
        searchBlocks(c, n, chows, i, sets + 1, partial, pair, v);
        c[i] += 3;
    }
    if (chows && i + 2 < n && c[i + 1] && c[i + 2]) {
        --c[i], --c[i + 1], --c[i + 2];
        searchBlocks(c, n, chows, i, sets + 1, partial, pair, v);
        ++c[i], ++c[i + 1], ++c[i + 2];
    }
    if (c[i] >= 2) {
        c[i] -= 2;
        if (!pair)
            searchBlocks(c, n, chows, i, sets, partial, 1, v);
        searchBlocks(c, n, chows, i, sets, partial + 1, pair, v);
        c[i] += 2;
    }
    if (chows && i + 1 < n && c[i + 1]) {
        --c[i], --c[i + 1];
        searchBlocks(c, n, chows, i, sets, partial + 1, pair, v);
        ++c[i], ++c[i + 1];
    }
    if (chows && i + 2 < n && c[i + 2]) {
        --c[i], --c[i + 2];
        searchBlocks(c, n, chows, i, sets, partial + 1, pair, v);
        ++c[i], ++c[i + 2];
    }
    // Leave one tile of kind i isolated.
    --c[i];
    searchBlocks(c, n, chows, i, sets, partial, pair, v);
    ++c[i];
}

BlockValues blockValues(const std::uint8_t *counts, int n, bool chows)
{
    std::uint32_t key = chows ? 0 : 1u << 31;
    for (int i = n - 1; i >= 0; --i)
        key = key * 5 + counts[i];
    constexpr int kCacheSize = 1 << 16;
    struct Entry
    {
        std::uint32_t key = ~0u;
        BlockValues v;
    };
    thread_local std::unique_ptr<Entry[]> cache(new Entry[kCacheSize]);
    Entry &e = cache[(key * 2654435761u) >> 16];
    if (e.key == key)
        return e.v;
    BlockValues v;
    for (auto &row : v.best)
        row.fill(-100);
    int c[9] = {};
    for (int i = 0; i < n; ++i)
        c[i] = counts[i];
    searchBlocks(c, n, chows, 0, 0, 0, 0, v);
    e.key = key;
    e.v = v;
    return v;
}

// Sets and partial sets of one suit's tiles (chows allowed) or of the honours (pungs and
// pairs only), for 向聽: for the pair unused or used (p) and s sets (0..5; more count as 5, a
// hand never needs more), the most partial sets beside them. Only the splits that no other
// beats are kept (ShantenNear::unbeaten: more sets and as many partial sets with the same pair
// use beat a split), one byte each, since only those can give a hand its count; what a lookup
// needs is then a short list, not a scan of every (p, s). The lowest tile present is isolated,
// or starts a pung, a chow, the pair, or a partial set; every option leaves a smaller key, so
// the table fills on demand from smaller entries. Per thread and zero-filled by calloc:
// untouched pages cost nothing.
struct BlockCounts
{
    // Bit 7 the pair, bits 4-6 the sets, bits 0-3 the partial sets (a group of one hand never
    // makes 16); the splits without the pair first, each part with the most sets first.
    std::array<std::uint8_t, 12> splits;
    std::uint8_t count;       // splits in use
    std::uint8_t withoutPair; // of which without the pair
    bool ready;

    static int pair(std::uint8_t x) { return x >> 7; }
    static int sets(std::uint8_t x) { return (x >> 4) & 7; }
    static int partials(std::uint8_t x) { return x & 15; }
};

// The most partial sets for each (pair, sets), -1 where no split has them: the full form of
// BlockCounts and of a sum of groups.
struct PartialsBySets
{
    std::array<std::array<int, 6>, 2> partials {{{-1, -1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1, -1}}};
    int maxSets = 0;

    // Every split of b, shifted by (dp, ds, dt), where it beats what is there.
    void merge(const BlockCounts &b, int dp, int ds, int dt)
    {
        for (int i = 0; i < b.count; ++i) {
            const std::uint8_t x = b.splits[std::size_t(i)];
            const int p = BlockCounts::pair(x) + dp;
            if (p > 1)
                continue;
            const int ns = std::min(BlockCounts::sets(x) + ds, 5);
            int &slot = partials[std::size_t(p)][std::size_t(ns)];
            slot = std::max(slot, BlockCounts::partials(x) + dt);
            maxSets = std::max(maxSets, ns);
        }
    }
};

// The splits of b that no other beats, each given to out(pair, sets, partials), without the
// pair first and the most sets first; their number.
template<typename Counts, typename Out>
int unbeatenSplits(const Counts &b, Out &&out)
{
    int n = 0;
    for (int p = 0; p < 2; ++p) {
        int most = -1; // partial sets beside more sets
        for (int s = b.maxSets; s >= 0; --s) {
            const int t = b.partials[std::size_t(p)][std::size_t(s)];
            if (t > most) {
                out(n++, p, s, t);
                most = t;
            }
        }
    }
    return n;
}

class BlockTable
{
public:
    BlockTable(int kinds, bool chows) : kinds_(kinds), chows_(chows), entries_(static_cast<BlockCounts *>(std::calloc(std::size_t(kPow5[std::size_t(kinds)]), sizeof(BlockCounts))))
    {
        if (!entries_)
            throw std::bad_alloc();
    }
    ~BlockTable() { std::free(entries_); }
    BlockTable(const BlockTable &) = delete;
    BlockTable &operator=(const BlockTable &) = delete;

    const BlockCounts &at(int key)
    {
        BlockCounts &e = entries_[key];
        if (!e.ready)
            fill(key, e);
        return e;
    }

private:
    void fill(int key, BlockCounts &e)
    {
        // Merging only the unbeaten splits of the smaller entries loses nothing: a beaten split
        // stays beaten by the same shift of the split that beats it.
        PartialsBySets r;
        if (key == 0) {
            r.partials[0][0] = 0;
        } else {
            int c[9] = {};
            for (int i = 0, k = key; i < kinds_; ++i, k /= 5)
                c[i] = k % 5;
            int i = 0;
            while (c[i] == 0)
                ++i;
            const int one = kPow5[std::size_t(i)];
            r.merge(at(key - one), 0, 0, 0); // isolated
            if (c[i] >= 3)
                r.merge(at(key - 3 * one), 0, 1, 0);
            if (c[i] >= 2) {
                r.merge(at(key - 2 * one), 1, 0, 0);
                r.merge(at(key - 2 * one), 0, 0, 1);
            }
            if (chows_ && i + 1 < kinds_ && c[i + 1] > 0) {
                const int two = one + kPow5[std::size_t(i + 1)];
                r.merge(at(key - two), 0, 0, 1);
                if (i + 2 < kinds_ && c[i + 2] > 0)
                    r.merge(at(key - two - kPow5[std::size_t(i + 2)]), 0, 1, 0);
            }
            if (chows_ && i + 2 < kinds_ && c[i + 2] > 0)
                r.merge(at(key - one - kPow5[std::size_t(i + 2)]), 0, 0, 1);
        }
        BlockCounts out {};
        out.count = std::uint8_t(unbeatenSplits(r, [&](int n, int p, int s, int t) {
            out.splits[std::size_t(n)] = std::uint8_t(p << 7 | s << 4 | t);
            out.withoutPair += std::uint8_t(p == 0);
        }));
        out.ready = true;
        e = out;
    }

    int kinds_;
    bool chows_;
    BlockCounts *entries_;
};

using Blocks = ShantenNear::Blocks;

struct BlockTables
{
    BlockTable suits {9, true};
    BlockTable honours {7, false};
};

BlockTables &blockTables()
{
    thread_local BlockTables t;
    return t;
}

inline int honourKey(const Counts &n)
{
    const std::uint8_t *z = n.data() + 27;
    return z[0] + 5 * (z[1] + 5 * (z[2] + 5 * (z[3] + 5 * (z[4] + 5 * (z[5] + 5 * z[6])))));
}

// Group g of a hand: the suits 0-2, the honours 3.
inline const BlockCounts &groupBlocks(BlockTables &t, int g, int key)
{
    return g < 3 ? t.suits.at(key) : t.honours.at(key);
}

int tableValue(const Concealed &h, int need)
{
    BlockTables &t = blockTables();
    Blocks b;
    for (int s = 0; s < 3; ++s)
        b.add(t.suits.at(suitKey(h.plain, s)));
    b.add(t.honours.at(honourKey(h.plain)));
    return b.value(need);
}

int searchValue(const Concealed &h, int need)
{
    std::array<std::array<int, 6>, 2> cur {};
    for (auto &row : cur)
        row.fill(-100);
    cur[0][0] = 0;
    const auto combine = [&](const BlockValues &v) {
        std::array<std::array<int, 6>, 2> next {};
        for (auto &row : next)
            row.fill(-100);
        for (int p1 = 0; p1 < 2; ++p1)
            for (int b1 = 0; b1 <= need; ++b1) {
                if (cur[std::size_t(p1)][std::size_t(b1)] < -50)
                    continue;
                for (int p2 = 0; p1 + p2 < 2; ++p2)
                    for (int b2 = 0; b1 + b2 <= need; ++b2) {
                        const int x = v.best[std::size_t(p2)][std::size_t(b2)];
                        if (x < -50)
                            continue;
                        int &slot = next[std::size_t(p1 + p2)][std::size_t(b1 + b2)];
                        slot = std::max(slot, cur[std::size_t(p1)][std::size_t(b1)] + x);
                    }
            }
        cur = next;
    };
    for (int s = 0; s < 3; ++s)
        combine(blockValues(h.plain.data() + 9 * s, 9, true));
    combine(blockValues(h.plain.data() + 27, 7, false));
    int value = -100;
    for (int b = 0; b <= need; ++b)
        value = std::max({value, cur[0][std::size_t(b)], cur[1][std::size_t(b)] + 1});
    return value;
}

// 向聽 of a hand whose usual count is 0 or less, made exact (M4 waits): -1 complete; 0 ready (3n+1
// tiles with a wait, 3n+2 tiles with a discard that leaves one); otherwise 1, when the only
// waits are kinds the hand holds all four of.
int nearReady(const Concealed &h)
{
    if (h.size() % 3 != 2)
        return completeAfterOne<1, true>(h, h.golds) != 0 ? 0 : 1;
    if (isComplete(h))
        return -1;
    // A discard that leaves a wait leaves a hand complete with one wild more, which one look-up
    // per kind finds for every discard at once; the exact test is left for those. (Not a gold:
    // with a wait after it, the gold would complete the hand as it stands.)
    Concealed w = h;
    for (std::uint64_t m = completeAfterOne<-1>(h, h.golds + 1); m; m &= m - 1) {
        const int k = std::countr_zero(m);
        --w.plain[std::size_t(k)];
        const bool ready = completeAfterOne<1, true>(w, w.golds) != 0; // a wait
        ++w.plain[std::size_t(k)];
        if (ready)
            return 0;
    }
    return 1;
}

// The usual count (`value` counts 2 per set, 1 per partial set and 1 for the pair within the
// blocks the hand needs) made exact at -1 and 0.
template<typename Value>
int shantenWith(const Concealed &h, Value value)
{
    const int size = h.size();
    const int need = size / 3;
    if (size % 3 == 2 && isComplete(h))
        return -1;
    const int raw = 2 * need - value(h, need) - h.golds;
    if (raw > 0)
        return raw; // a ready or complete hand counts 0 or less, so this is not one
    return nearReady(h);
}

} // namespace

int shanten(const Concealed &h)
{
    return shantenWith(h, tableValue);
}

int shantenBySearch(const Concealed &h)
{
    return shantenWith(h, searchValue);
}

template<typename Splits>
void ShantenNear::Blocks::add(const Splits &b)
{
    // The sum of every split here with every unbeaten split of b: the splits b leaves out are
    // beaten, and so are their sums, which can neither count more nor be unbeaten in the sum.
    Blocks n;
    n.partials[0][0] = -1;
    int bMax = 0; // the most sets of b: those of its first split with each pair use
    if (b.withoutPair > 0)
        bMax = Splits::sets(b.splits[0]);
    if (b.withoutPair < b.count)
        bMax = std::max(bMax, Splits::sets(b.splits[b.withoutPair]));
    n.maxSets = std::min(5, maxSets + bMax);
    for (int j = 0; j < b.count; ++j) {
        const std::uint8_t x = b.splits[std::size_t(j)];
        const int p2 = Splits::pair(x), s2 = Splits::sets(x), t2 = Splits::partials(x);
        for (int p1 = 0; p1 + p2 < 2; ++p1) // one pair at most
            for (int s1 = 0; s1 <= maxSets; ++s1) {
                const int t1 = partials[std::size_t(p1)][std::size_t(s1)];
                if (t1 < 0)
                    continue;
                int &slot = n.partials[std::size_t(p1 + p2)][std::size_t(std::min(5, s1 + s2))];
                slot = std::max(slot, t1 + t2);
            }
    }
    *this = n;
}

int ShantenNear::Blocks::value(int need) const
{
    int best = -100;
    for (int p = 0; p < 2; ++p)
        for (int s = 0; s <= maxSets; ++s) {
            const int t = partials[std::size_t(p)][std::size_t(s)];
            if (t < 0)
                continue;
            const int m = std::min(s, need);
            best = std::max(best, 2 * m + std::min(t, need - m) + p);
        }
    return best;
}

ShantenNear::ShantenNear(const Concealed &base) : base_(base), size_(base.size())
{
    BlockTables &tables = blockTables();
    keys_ = {suitKey(base.plain, 0), suitKey(base.plain, 1), suitKey(base.plain, 2), honourKey(base.plain)};
    const auto group = [&](int g) -> const BlockCounts & { return groupBlocks(tables, g, keys_[std::size_t(g)]); };
    // From the groups before g and the groups after it.
    Blocks first01, last23;
    first01.add(group(0));
    first01.add(group(1));
    last23.add(group(2));
    last23.add(group(3));
    std::array<Blocks, 4> others {last23, last23, first01, first01};
    others[0].add(group(1));
    others[1].add(group(0));
    others[2].add(group(3));
    others[3].add(group(2));
    for (int g = 0; g < 4; ++g)
        otherCount_[std::size_t(g)] = unbeaten(others[std::size_t(g)], others_[std::size_t(g)]);
}

int ShantenNear::rawWith(int kind, int delta) const
{
    return 2 * ((size_ + delta) / 3) - valueWith(kind, delta, 100) - base_.golds;
}

bool ShantenNear::rawBelow(int kind, int delta, int limit) const
{
    // raw < limit exactly when the value exceeds 2 * need - golds - limit.
    const int enough = 2 * ((size_ + delta) / 3) - base_.golds - limit + 1;
    return valueWith(kind, delta, enough) >= enough;
}

int ShantenNear::valueWith(int kind, int delta, int enough) const
{
    const int g = kind < 27 ? kind / 9 : 3;
    const int pos = kind < 27 ? kind % 9 : kind - 27;
    const BlockCounts &b = groupBlocks(blockTables(), g, keys_[std::size_t(g)] + delta * kPow5[std::size_t(pos)]);
    const int need = (size_ + delta) / 3;
    // Blocks::add then value(), without building the sum, over the splits of both sides that
    // no other beats. What a split of the changed group gives with the others' splits is kept
    // by its byte: the neighbours of one hand share few splits.
    const std::size_t memo = std::size_t(2 * g + (delta > 0));
    std::array<std::int8_t, 256> &given = valueBySplit_[memo];
    if (!((valueBySplitReady_ >> memo) & 1)) {
        given.fill(kUnknownValue);
        valueBySplitReady_ = std::uint8_t(valueBySplitReady_ | 1u << memo);
    }
    int value = -100;
    for (int j = 0; j < b.count && value < enough; ++j) {
        const std::uint8_t o = b.splits[std::size_t(j)];
        std::int8_t &v = given[o];
        if (v == kUnknownValue) {
            int best = -100;
            for (int i = 0; i < otherCount_[std::size_t(g)]; ++i) {
                const Best a = others_[std::size_t(g)][std::size_t(i)];
                if (a.pair && BlockCounts::pair(o)) // one pair at most
                    continue;
                const int m = std::min(a.sets + BlockCounts::sets(o), need);
                best = std::max(best, 2 * m + std::min(a.partials + BlockCounts::partials(o), need - m) + a.pair + BlockCounts::pair(o));
            }
            v = std::int8_t(best);
        }
        value = std::max(value, int(v));
    }
    return value;
}

template<typename Counts>
int ShantenNear::unbeaten(const Counts &b, std::array<Best, 12> &out)
{
    // A split beaten by another (more sets and as many partial sets, the same pair use) cannot
    // give more: 2 per set outweighs the partial set it may cost within the blocks needed.
    return unbeatenSplits(b, [&](int n, int p, int s, int t) {
        out[std::size_t(n)] = {std::int8_t(p), std::int8_t(s), std::int8_t(t)};
    });
}

int ShantenNear::with(int kind, int delta) const
{
    const int raw = rawWith(kind, delta);
    if (raw > 0)
        return raw; // as shanten() does: above 0 the count is the answer
    Concealed h = base_;
    h.plain[std::size_t(kind)] = std::uint8_t(h.plain[std::size_t(kind)] + delta);
    return nearReady(h); // what shanten() does with the same count
}

} // namespace qixing::mahjong
