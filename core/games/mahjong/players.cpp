// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/players.h"

#include "common/sha256.h"
#include "mahjong/strong_player.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <utility>

namespace qixing::mahjong {

Action RandomPlayer::choose(const HandView &view)
{
    ActionList legal;
    view.legalActions(legal);
    if (view.phase() == Phase::RobKong && rng_.below(20) != 0)
        return Action::pass();
    return legal[int(rng_.below(std::uint32_t(legal.size())))];
}

namespace {

// Bits of the suited kinds, and of the kinds of the lowest (highest) d ranks of each suit:
// where a shift by d ranks up (down) comes from another suit.
constexpr std::uint64_t kSuitedKinds = (std::uint64_t {1} << 27) - 1;
constexpr std::uint64_t ranksMask(int from, int to)
{
    std::uint64_t m = 0;
    for (int suit = 0; suit < 3; ++suit)
        for (int r = from; r <= to; ++r)
            m |= std::uint64_t {1} << (9 * suit + r);
    return m;
}
constexpr std::array<std::uint64_t, 3> kRanksBelow {0, ranksMask(0, 0), ranksMask(0, 1)};
constexpr std::array<std::uint64_t, 3> kRanksAbove {0, ranksMask(8, 8), ranksMask(7, 8)};

// The plain kinds whose draw brings `rest` (3n+1 tiles of 向聽 `restShanten`) closer to
// ready; for a ready hand, its waits. What the tile acceptance counts, before the unseen
// copies of each are: it depends on the hand alone.
std::uint64_t closerKinds(const Concealed &rest, int restShanten)
{
    if (restShanten == 0)
        return waitingMask(rest);
    const ShantenNear near3n1(rest);
    // Only kinds near what is held can help: a kind held, or a suited kind within two ranks of
    // one held; not a fifth copy.
    const std::uint64_t held = heldKinds(rest.plain), suited = held & kSuitedKinds;
    std::uint64_t nearKinds = held;
    for (int d = 1; d <= 2; ++d)
        nearKinds |= (suited << d & kSuitedKinds & ~kRanksBelow[d]) | (suited >> d & ~kRanksAbove[d]);
    std::uint64_t closer = 0;
    for (nearKinds &= ~fourKinds(rest.plain); nearKinds; nearKinds &= nearKinds - 1) {
        const int k = std::countr_zero(nearKinds);
        // On 3n+2 tiles shanten already counts the best discard. The plain count is exact
        // above 0 and never above shanten(); at 0 or below the hand is complete, ready after a
        // discard, or one further (-1, 0, 1), which is closer than 2 or more without asking.
        if (near3n1.rawBelow(k, 1, restShanten) && (restShanten >= 2 || near3n1.with(k, 1) < restShanten))
            closer |= std::uint64_t {1} << k;
    }
    return closer;
}

// The discards of a 3n+2 hand that leave the lowest 向聽 (golds kept), and for each the kinds
// that its acceptance counts: everything bestDiscard asks of the tiles alone, whatever the
// table shows. A playout meets the same hands again and again (every candidate of a search
// is played from the same world, and the field's hands change one tile a turn), so the last
// shapes are kept per thread, by hand and gold.
constexpr int kTilesInHand = 17; // concealed tiles at most: so many discard kinds at most

struct DiscardShape
{
    Counts hand {};
    std::int8_t gold = -1; // -1: an empty slot
    std::int8_t shanten = 99;
    std::uint8_t count = 0; // discards of that 向聽, in kind order
    std::array<std::int8_t, kTilesInHand> kinds {};
    std::array<std::uint64_t, kTilesInHand> closer {};
};

const DiscardShape &discardShape(const Counts &hand, Tile gold)
{
    constexpr std::size_t kSlots = 4096;
    thread_local std::unique_ptr<DiscardShape[]> shapes(new DiscardShape[kSlots]);
    std::uint64_t key = std::uint64_t(gold.kind()) * 0x9E3779B97F4A7C15ull;
    for (std::size_t i = 0; i < hand.size(); i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, hand.data() + i, std::min<std::size_t>(8, hand.size() - i));
        key = (key ^ word) * 0xFF51AFD7ED558CCDull;
        key ^= key >> 29;
    }
    DiscardShape &e = shapes[key & (kSlots - 1)];
    if (e.gold == gold.kind() && e.hand == hand)
        return e;
    e.hand = hand;
    e.gold = std::int8_t(gold.kind());
    e.shanten = 99;
    e.count = 0;
    const Concealed c = concealedOf(hand, gold);
    const ShantenNear near(c);
    std::array<std::int8_t, kKinds> after {};
    for (int k = 0; k < kKinds; ++k) {
        if (hand[std::size_t(k)] == 0 || Tile(k) == gold)
            continue;
        after[std::size_t(k)] = std::int8_t(near.with(plainKindOf(Tile(k), gold), -1));
        e.shanten = std::int8_t(std::min<int>(e.shanten, after[std::size_t(k)]));
    }
    for (int k = 0; k < kKinds; ++k) {
        if (hand[std::size_t(k)] == 0 || Tile(k) == gold || after[std::size_t(k)] != e.shanten)
            continue;
        Concealed rest = c;
        --rest.plain[std::size_t(plainKindOf(Tile(k), gold))];
        e.kinds[e.count] = std::int8_t(k);
        e.closer[e.count++] = closerKinds(rest, e.shanten);
    }
    return e;
}

} // namespace

namespace {

// Efficient's discard of a 3n+2 hand, the unseen copies of a physical kind told by `unseen`.
template <typename Unseen>
Tile efficientDiscard(const Counts &hand, Tile gold, const Unseen &unseen, int *shantenAfter)
{
    const DiscardShape &shape = discardShape(hand, gold);
    if (shape.count == 0) { // nothing but golds
        if (shantenAfter)
            *shantenAfter = 0;
        return gold;
    }
    // Acceptance only among the tied best: the unseen copies of the kinds that bring the hand
    // closer (for a ready hand its waits, and the golds); then prefer honours and terminals,
    // which help others least and connect least.
    Tile pick;
    int bestScore = -1;
    for (int i = 0; i < shape.count; ++i) {
        int acceptance = shape.shanten == 0 ? unseen(gold.kind()) : 0;
        for (std::uint64_t m = shape.closer[std::size_t(i)]; m; m &= m - 1) {
            const int u = unseen(physicalOf(std::countr_zero(m), gold).kind());
            if (shape.shanten == 0 || u > 0)
                acceptance += u;
        }
        const Tile t(shape.kinds[std::size_t(i)]);
        const int k = plainKindOf(t, gold);
        const int edge = k >= 27 ? 2 : (k % 9 == 0 || k % 9 == 8) ? 1 : 0;
        const int score = acceptance * 4 + edge;
        if (score > bestScore) {
            bestScore = score;
            pick = t;
        }
    }
    if (shantenAfter)
        *shantenAfter = shape.shanten;
    return pick;
}

} // namespace

Tile EfficientPlayer::bestDiscard(const HandView &v, int *shantenAfter)
{
    return efficientDiscard(v.hand(), v.gold(), [&](int kind) { return v.unseen(kind); }, shantenAfter);
}

Tile EfficientPlayer::bestDiscard(const Counts &hand, Tile gold, const std::array<int, kAllKinds> &unseen,
                                  int *shantenAfter)
{
    return efficientDiscard(hand, gold, [&](int kind) { return unseen[std::size_t(kind)]; }, shantenAfter);
}

bool EfficientPlayer::keepsLowestShanten(const Counts &hand, Tile gold, Tile tile)
{
    const DiscardShape &shape = discardShape(hand, gold);
    for (int i = 0; i < shape.count; ++i)
        if (shape.kinds[std::size_t(i)] == tile.kind())
            return true;
    return false;
}

Action EfficientPlayer::choose(const HandView &v)
{
    ActionList legal;
    v.legalActions(legal);
    const auto has = [&](Action::Kind k) { return legal.containsKind(k); };
    const auto first = [&](Action::Kind k) {
        return *std::find_if(legal.begin(), legal.end(), [k](const Action &a) { return a.kind == k; });
    };
    // 游金 pays when the next draw is very likely to come: keep a margin of wall.
    const bool roomToSwim = v.drawable() > 8;
    switch (v.phase()) {
    case Phase::Opening:
        return legal.front(); // 天胡, 三金倒 and 搶金 are always worth taking
    case Phase::RobKong: {
        // Sure only if every kind the hidden kong can be (all four copies unseen) wins.
        // In 游金 the draw itself wins at ×4 or more; robbing (as 自摸) pays only when no
        // tile is left to draw.
        if (v.youLevel(v.seat()) > 0 && v.drawable() > 0)
            return Action::pass();
        const Concealed c = v.concealed();
        const std::uint64_t waits = waitingMask(c);
        for (const Action &a : legal) {
            if (a.kind != Action::Kind::RobKong || waits == 0)
                continue;
            bool sure = true;
            for (int k = 0; k < kKinds && sure; ++k) {
                if (Tile(k) == v.gold() || v.unseen(k) < 4)
                    continue;
                const int p = plainKindOf(Tile(k), v.gold());
                sure = (waits >> p) & 1;
            }
            if (sure)
                return a;
        }
        return Action::pass();
    }
    case Phase::Claim: {
        if (has(Action::Kind::Win))
            return Action::win();
        const Concealed c = v.concealed();
        const int now = shanten(c); // 3n+1 tiles
        const int p = plainKindOf(v.lastDiscard(), v.gold());
        // 3n+2 after a chow or pung: shanten counts the best discard.
        const auto bestAfterClaim = [](const Concealed &rest) { return shanten(rest); };
        if (has(Action::Kind::Kong)) {
            Concealed rest = c;
            rest.plain[std::size_t(p)] -= 3;
            if (shanten(rest) <= now)
                return Action::kong();
        }
        if (has(Action::Kind::Pung)) {
            Concealed rest = c;
            rest.plain[std::size_t(p)] -= 2;
            if (bestAfterClaim(rest) < now)
                return Action::pung();
        }
        for (const Action &a : legal) {
            if (a.kind != Action::Kind::Chow)
                continue;
            Concealed rest = c;
            for (int j = a.tile.kind(); j < a.tile.kind() + 3; ++j)
                if (j != p)
                    --rest.plain[std::size_t(j)];
            if (bestAfterClaim(rest) < now)
                return a;
        }
        return Action::pass();
    }
    case Phase::Turn: {
        const bool canWin = has(Action::Kind::Win);
        const bool canYou = has(Action::Kind::You);
        if (v.youLevel(v.seat()) > 0) {
            // Climb when a gold came: 三游 ends the hand at ×16 at once; 雙游 needs one more draw.
            if (canYou && (v.youLevel(v.seat()) == 2 || roomToSwim))
                return first(Action::Kind::You);
            return canWin ? Action::win() : legal.front();
        }
        if (canYou && roomToSwim) {
            // Prefer the higher level: a gold discarded (雙游) over a plain tile (單游).
            for (const Action &a : legal)
                if (a.kind == Action::Kind::You && a.tile == v.gold())
                    return a;
            return first(Action::Kind::You);
        }
        if (canWin)
            return Action::win();
        if (legal.size() == 1 || (legal.size() == 2 && !has(Action::Kind::Discard)))
            return legal.front();
        const Concealed c = v.concealed();
        int after = 99;
        const Tile discard = bestDiscard(v, &after);
        for (const Action &a : legal) {
            if (a.kind == Action::Kind::ConcealedKong) {
                Concealed rest = c;
                rest.plain[std::size_t(plainKindOf(a.tile, v.gold()))] -= 4;
                // After the kong a replacement comes: compare with the hand one tile short.
                if (shanten(rest) <= after)
                    return a;
            }
            if (a.kind == Action::Kind::AddKong)
                return a;
        }
        const Action d = Action::discard(discard);
        if (legal.contains(d))
            return d;
        return first(Action::Kind::Discard); // forced round: the drawn tile
    }
    case Phase::Over:
        break;
    }
    return legal.front();
}

std::vector<std::string> playerKinds()
{
    return {"random", "efficient", "strong"};
}

std::vector<PlayerLevel> playerLevels()
{
    // Measured against the one below (docs/players.md): casual +4.9 bases a hand over
    // beginner, strong +0.15 ± 0.02 over casual; no master: nothing measured above strong
    // (twice and four times its playouts were no better, deal by deal).
    return {
        {"beginner", "Beginner", "random"},
        {"casual", "Casual", "efficient"},
        {"strong", "Strong", "strong"},
    };
}

std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed, const Rules &rules)
{
    if (kind == "random")
        return std::make_unique<RandomPlayer>(seed);
    if (kind == "efficient")
        return std::make_unique<EfficientPlayer>();
    if (const auto options = StrongPlayer::parse(kind))
        return std::make_unique<StrongPlayer>(seed, *options, rules);
    for (const PlayerLevel &level : playerLevels())
        if (kind == level.id)
            return makePlayer(level.kind, seed, rules);
    return nullptr;
}

std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed)
{
    return makePlayer(kind, seed, Rules {});
}

PlayedHand playHand(const Rules &rules, const HandSetup &setup, const std::array<Player *, kSeats> &players,
                    bool record, bool checkInvariants)
{
    PlayedHand out;
    out.setup = setup;
    EventLog *log = record ? &out.events : nullptr;
    HandState h(setup, log);
    for (int steps = 0; !h.over(); ++steps) {
        if (steps > 5000)
            throw std::logic_error("the hand does not end");
        const Seat s = h.toAct();
        const Action a = players[std::size_t(s)]->choose(HandView(h, s));
        if (const std::string e = h.apply(s, a, log); !e.empty())
            throw std::logic_error("seat " + std::to_string(s) + " (" + players[std::size_t(s)]->kind()
                                   + ") chose an illegal action: " + e);
        if (record)
            out.actions.emplace_back(s, a);
        if (checkInvariants) {
            if (const std::string e = h.checkConservation(); !e.empty())
                throw std::logic_error("tiles not conserved: " + e);
        }
    }
    out.outcome = h.outcome();
    out.settlement = settle(rules, h.outcome(), setup.dealer, setup.streak);
    return out;
}

Match::Match(const Rules &rules, std::uint64_t seed, Seat firstDealer, bool oneWayHandSeeds)
    : rules_(rules), seed_(seed), oneWayHandSeeds_(oneWayHandSeeds)
{
    Rng rng(deriveSeed(seed, ~std::uint64_t {0}));
    dealer_ = Seat(rng.below(kSeats)); // M3: the first dealer at random
    if (firstDealer >= 0)
        dealer_ = firstDealer;
}

std::uint64_t Match::nextSeed() const
{
    return oneWayHandSeeds_ ? oneWaySeed(seed_, std::uint64_t(hands_)) : deriveSeed(seed_, std::uint64_t(hands_));
}

HandSetup Match::nextSetup() const
{
    return HandSetup::fromSeed(nextSeed(), dealer_, streak_);
}

void Match::record(const Settlement &st)
{
    for (Seat s = 0; s < kSeats; ++s)
        balances_[std::size_t(s)] += st.totals[std::size_t(s)];
    handTotals_.push_back(st.totals);
    ++hands_;
    const bool keeps = st.drawn || (st.winner == dealer_ && st.way != Way::ZhaHu);
    if (keeps) {
        ++streak_; // 連莊
    } else {
        dealer_ = nextSeat(dealer_);
        streak_ = 1;
        ++dealerChanges_;
    }
}

void Match::swapSeats(Seat a, Seat b)
{
    std::swap(balances_[std::size_t(a)], balances_[std::size_t(b)]);
    for (auto &totals : handTotals_)
        std::swap(totals[std::size_t(a)], totals[std::size_t(b)]);
}

} // namespace qixing::mahjong
