// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/hand.h"

#include <algorithm>
#include <bit>

namespace qixing::mahjong {

namespace {

void emit(EventLog *log, Event::Type type, Seat seat, Tile tile = Tile(), int a = 0, int b = 0)
{
    if (log)
        log->push_back(Event {type, std::int8_t(seat), tile, std::int8_t(a), std::int8_t(b)});
}
} // namespace

const char *meldTypeName(Meld::Type t)
{
    switch (t) {
    case Meld::Type::Chow: return "chow";
    case Meld::Type::Pung: return "pung";
    case Meld::Type::Kong: return "kong";
    case Meld::Type::ConcealedKong: return "concealedKong";
    }
    return "?";
}

namespace {
struct WayInfo
{
    const char *name;
    const char *chinese;
    int multiplier;
};
constexpr WayInfo kWayInfo[kWays] = {
    {"pingHu", "平胡", 1},      {"ziMo", "自摸", 2},      {"danYou", "單游", 4},
    {"shuangYou", "雙游", 8},   {"sanYou", "三游", 16},   {"sanJinDao", "三金倒", 2},
    {"qiangJin", "搶金", 2},    {"tianHu", "天胡", 4},    {"qiangGangHu", "搶槓胡", 2},
    {"zhaHu", "詐胡", 2},
};
} // namespace

const char *wayName(Way w) { return kWayInfo[int(w)].name; }
const char *wayChinese(Way w) { return kWayInfo[int(w)].chinese; }
int wayMultiplier(Way w) { return kWayInfo[int(w)].multiplier; }
bool wayFromName(const std::string &name, Way &out)
{
    for (int i = 0; i < kWays; ++i)
        if (name == kWayInfo[i].name) {
            out = Way(i);
            return true;
        }
    return false;
}

const char *actionKindName(Action::Kind k)
{
    static const char *const names[] = {"pass", "discard", "you", "win", "concealedKong", "addKong",
                                        "chow", "pung", "kong", "robKong"};
    return names[int(k)];
}

bool ActionList::contains(const Action &a) const
{
    return std::find(begin(), end(), a) != end();
}

bool ActionList::containsKind(Action::Kind k) const
{
    return std::any_of(begin(), end(), [k](const Action &a) { return a.kind == k; });
}

const char *eventTypeName(Event::Type t)
{
    static const char *const names[] = {"deal", "flower", "replacement", "dice", "gold", "draw", "discard",
                                        "you", "chow", "pung", "kong", "concealedKong", "addKong", "pass",
                                        "robKong", "win", "drawnHand", "fenBing", "forcedRound"};
    return names[int(t)];
}

HandSetup HandSetup::fromSeed(std::uint64_t seed, Seat dealer, int streak)
{
    // The 144 tiles of M1 in kind order, shuffled below.
    static constexpr std::array<Tile, kTileCount> kSorted = [] {
        std::array<Tile, kTileCount> w {};
        int i = 0;
        for (int k = 0; k < kAllKinds; ++k)
            for (int c = 0; c < copiesOf(k); ++c)
                w[std::size_t(i++)] = Tile(k);
        return w;
    }();
    HandSetup s;
    s.wall = kSorted;
    Rng rng(seed);
    rng.shuffle(s.wall.data(), s.wall.size());
    s.dealer = dealer;
    s.streak = streak;
    s.diceSeed = deriveSeed(seed, 1);
    return s;
}

std::string HandSetup::validate() const
{
    std::array<int, kAllKinds> n {};
    for (Tile t : wall) {
        if (t.kind() >= kAllKinds)
            return "the wall holds an unknown tile";
        ++n[std::size_t(t.kind())];
    }
    for (int k = 0; k < kAllKinds; ++k)
        if (n[std::size_t(k)] != copiesOf(k))
            return "the wall must hold every tile of M1 exactly once per copy: " + Tile(k).toString() + " appears "
                   + std::to_string(n[std::size_t(k)]) + " times";
    if (dealer < 0 || dealer >= kSeats)
        return "the dealer must be a seat 0-3";
    if (streak < 1 || streak > 10000)
        return "the streak must be from 1 to 10000";
    for (auto [a, b] : dice)
        if (a < 1 || a > 6 || b < 1 || b > 6)
            return "each die must show 1-6";
    if (dice.size() > 16)
        return "at most 16 dice rolls";
    return {};
}

// ---------------------------------------------------------------------------------------
// Setting up: deal (M4), 補花 passes (M10), 開金 (M11).

HandState::HandState(const HandSetup &setup, EventLog *log)
    : wall_(setup.wall), dealer_(std::int8_t(setup.dealer)), streak_(std::uint16_t(setup.streak)), dice_(setup.diceSeed)
{
    for (const auto &[a, b] : setup.dice) {
        if (forcedDiceCount_ == forcedDice_.size())
            break;
        forcedDice_[forcedDiceCount_++] = std::uint8_t(a * 8 + b);
    }
    // Deal: each seat from the dealer takes 16 from the front, then the dealer one more.
    // Flowers wait in `held` for their 補花 pass (at most eight of them, no heap).
    struct Held
    {
        std::array<Tile, kFlowerKinds> tiles;
        int count = 0;
    };
    std::array<Held, kSeats> flowersHeld {};
    const auto take = [&](Seat s) {
        const Tile t = wall_[front_++];
        if (t.isFlower()) {
            Held &h = flowersHeld[std::size_t(s)];
            h.tiles[std::size_t(h.count++)] = t;
        } else {
            ++seats_[std::size_t(s)].hand[std::size_t(t.kind())];
        }
    };
    for (int i = 0; i < kSeats; ++i) {
        const Seat s = (dealer_ + i) & 3;
        for (int j = 0; j < 16; ++j)
            take(s);
    }
    take(dealer_);
    for (int i = 0; i < kSeats; ++i) {
        const Seat s = (dealer_ + i) & 3;
        emit(log, Event::Type::Deal, s, Tile(), s == dealer_ ? 17 : 16);
    }
    // 補花 passes: flowers drawn as replacements wait for the next pass.
    for (bool any = true; any;) {
        any = false;
        std::array<Held, kSeats> next {};
        for (int i = 0; i < kSeats; ++i) {
            const Seat s = (dealer_ + i) & 3;
            const Held &h = flowersHeld[std::size_t(s)];
            for (int j = 0; j < h.count; ++j) {
                exposeFlower(s, h.tiles[std::size_t(j)], log);
                const Tile r = wall_[--back_];
                emit(log, Event::Type::Replacement, s, r);
                if (r.isFlower()) {
                    Held &n = next[std::size_t(s)];
                    n.tiles[std::size_t(n.count++)] = r;
                    any = true;
                } else {
                    ++seats_[std::size_t(s)].hand[std::size_t(r.kind())];
                }
            }
        }
        flowersHeld = next;
    }
    // 開金: count from the tail; a flower is put back and the dice rolled again.
    for (;;) {
        int a, b;
        if (forcedDiceUsed_ < forcedDiceCount_) {
            a = forcedDice_[forcedDiceUsed_] / 8;
            b = forcedDice_[forcedDiceUsed_] % 8;
            ++forcedDiceUsed_;
        } else {
            a = int(dice_.below(6)) + 1;
            b = int(dice_.below(6)) + 1;
        }
        const int index = back_ - (a + b);
        const Tile t = wall_[std::size_t(index)];
        emit(log, Event::Type::Dice, dealer_, t, a, b);
        if (t.isFlower())
            continue;
        gold_ = t;
        for (int i = index; i + 1 < back_; ++i)
            wall_[std::size_t(i)] = wall_[std::size_t(i + 1)];
        --back_;
        wall_[back_] = Tile(); // outside the wall now
        goldOnTable_ = true;
        ++visible_[std::size_t(t.kind())];
        emit(log, Event::Type::Gold, dealer_, t);
        break;
    }
    phase_ = Phase::Opening;
    openingStep_ = 0;
    nextOpening(log);
}

void HandState::exposeFlower(Seat s, Tile t, EventLog *log)
{
    SeatState &st = seats_[std::size_t(s)];
    ++st.flowers;
    st.flowerMask |= std::uint8_t(1u << (t.kind() - kKinds));
    ++visible_[std::size_t(t.kind())];
    recountPoints();
    emit(log, Event::Type::Flower, s, t);
}

int HandState::handSize(Seat s) const
{
    int n = 0;
    for (auto c : hand(s))
        n += c;
    return n;
}

void HandState::recountPoints()
{
    int points = 0;
    for (const SeatState &st : seats_) {
        points += flowerPoints(st.flowers);
        for (int i = 0; i < st.meldCount; ++i) {
            const Meld &m = st.melds[std::size_t(i)];
            points += m.type == Meld::Type::Kong ? 1 : m.type == Meld::Type::ConcealedKong ? 2 : 0;
        }
    }
    tablePoints_ = std::uint8_t(points);
}

int HandState::keptBack() const
{
    return 2 * (kKeptStacks + tablePoints());
}

// ---------------------------------------------------------------------------------------
// Opening declarations (M31 三金倒, M32 搶金, M36 天胡).

void HandState::openingActions(Seat s, ActionList &out) const
{
    out.clear();
    const Concealed c = concealed(s);
    if (openingStep_ == 0) {
        // The dealer first: one win, 天胡 when complete, else 三金倒 (M36 [decided]).
        if (isComplete(c) || c.golds >= 3)
            out.push(Action::win());
    } else if (openingStep_ <= 4) {
        if (s != dealer_ && c.golds >= 3) // the dealer's 三金倒 was offered at step 0
            out.push(Action::win());
    } else if (goldOnTable_) {
        // M36 [decided]: a dealer whose 17 tiles are complete was offered 天胡 at step 0; a
        // pass declined that win, and the same tiles are not offered again as 搶金 (lower).
        if (s == dealer_ && isComplete(c))
            return;
        if (s != dealer_) {
            Concealed with = c;
            ++with.golds;
            if (isComplete(with))
                out.push(Action::win());
        } else if (wildsNeeded(c.plain, false) - 3 <= c.golds + 1) {
            // (A tile set aside lowers the sets need by two at most, the gold taken pays one,
            // and the pair saves one: a hand needing more for its sets has no such tile.)
            for (int k = 0; k < kKinds; ++k) {
                if (hand(s)[std::size_t(k)] == 0)
                    continue;
                Counts h = hand(s);
                --h[std::size_t(k)];
                ++h[std::size_t(gold_.kind())];
                if (isComplete(concealedOf(h, gold_)))
                    out.push(Action::win(Tile(k)));
            }
        }
    }
    if (!out.empty())
        out.push(Action::pass());
}

void HandState::nextOpening(EventLog *)
{
    ActionList offers;
    for (; openingStep_ < 9; ++openingStep_) {
        const Seat s = openingStep_ == 0 ? dealer_ : (dealer_ + (openingStep_ - 1) % 4) & 3;
        toAct_ = std::int8_t(s);
        openingActions(s, offers);
        if (!offers.empty()) {
            phase_ = Phase::Opening;
            return;
        }
    }
    // The dealer starts by discarding (17 tiles, no draw).
    phase_ = Phase::Turn;
    toAct_ = dealer_;
    firstTurn_ = true;
    justDrew_ = false;
}

// ---------------------------------------------------------------------------------------
// Drawing (M10, M20, M38, M40).

bool HandState::drawTail(Seat s, EventLog *log)
{
    for (;;) {
        if (drawable() <= 0) {
            endDrawn(log);
            return false;
        }
        // M38 [decided]: a replacement taken once the last four have begun is one of them,
        // so a winning one wins automatically as a winning draw does.
        lastFour_ = drawable() <= kLastDrawable;
        lastFourReached_ = lastFourReached_ || lastFour_;
        const Tile t = wall_[--back_];
        wall_[back_] = Tile();
        emit(log, Event::Type::Replacement, s, t);
        if (t.isFlower()) {
            exposeFlower(s, t, log);
            continue;
        }
        ++seats_[std::size_t(s)].hand[std::size_t(t.kind())];
        lastDrawn_ = t;
        justDrew_ = true;
        return true;
    }
}

void HandState::coupleDraws()
{
    // Without claims the next front draw is the seat after the one to act (its turn began
    // with a draw or it is the dealer's first), in the claim phase the one after the
    // discarder, and before a draw (the 搶槓胡 prompt) the one to act.
    const Seat first = phase_ == Phase::Claim   ? nextSeat(lastDiscarder_)
                       : phase_ == Phase::RobKong ? Seat(toAct_)
                                                  : nextSeat(toAct_);
    for (int i = front_; i < back_; ++i)
        lane_[std::size_t(i)] = std::int8_t((first + i - front_) & 3);
    coupled_ = true;
}

void HandState::shuffleWall(Rng &rng)
{
    rng.shuffle(wall_.data() + front_, std::size_t(back_ - front_));
}

void HandState::takeFromLane(Seat s)
{
    // The lanes travel with their tiles: a lane's first tile moves to the front and the tiles
    // before it (other lanes', not yet seen) one place back, so every lane keeps its order.
    const int end = front_ + drawable();
    for (int i = front_; i < end; ++i)
        if (lane_[std::size_t(i)] == s) {
            std::rotate(wall_.begin() + front_, wall_.begin() + i, wall_.begin() + i + 1);
            std::rotate(lane_.begin() + front_, lane_.begin() + i, lane_.begin() + i + 1);
            return;
        }
}

void HandState::drawAndTurn(Seat s, EventLog *log)
{
    if (drawable() <= 0) {
        endDrawn(log);
        return;
    }
    lastFour_ = drawable() <= kLastDrawable;
    lastFourReached_ = lastFourReached_ || lastFour_;
    if (coupled_)
        takeFromLane(s);
    const Tile t = wall_[front_++];
    emit(log, Event::Type::Draw, s, t, lastFour_ ? 1 : 0);
    phase_ = Phase::Turn;
    toAct_ = std::int8_t(s);
    afterClaim_ = false;
    justDrew_ = true;
    if (t.isFlower()) {
        exposeFlower(s, t, log);
        if (!drawTail(s, log))
            return;
    } else {
        ++seats_[std::size_t(s)].hand[std::size_t(t.kind())];
        lastDrawn_ = t;
    }
}

bool HandState::robKongTargets(Seat s) const
{
    for (Seat o = 0; o < kSeats; ++o) {
        if (o == s)
            continue;
        for (int i = 0; i < meldCount(o); ++i)
            if (meld(o, i).type == Meld::Type::ConcealedKong && !meld(o, i).revealed)
                return true;
    }
    return false;
}

void HandState::startTurn(Seat s, EventLog *log)
{
    seats_[std::size_t(s)].passedWin = false; // M21 lasts until the seat's own next turn
    toAct_ = std::int8_t(s);
    // M37: every seat is asked, one in 游金 too; the 雙游 round's forced draws are not.
    if (forcedFor_ < 0 && robKongTargets(s)) {
        phase_ = Phase::RobKong;
        return;
    }
    drawAndTurn(s, log);
}

void HandState::endDrawn(EventLog *log)
{
    phase_ = Phase::Over;
    outcome_.drawn = true;
    outcome_.winner = -1;
    outcome_.fenBing = fenBingRounds_;
    for (Seat s = 0; s < kSeats; ++s) {
        outcome_.flowers[std::size_t(s)] = flowers(s);
        for (int i = 0; i < meldCount(s); ++i) {
            outcome_.kongs[std::size_t(s)] += meld(s, i).type == Meld::Type::Kong;
            outcome_.concealedKongs[std::size_t(s)] += meld(s, i).type == Meld::Type::ConcealedKong;
        }
    }
    emit(log, Event::Type::DrawnHand, -1);
}

void HandState::finishWin(Seat s, Way w, Tile t, Seat discarder, EventLog *log)
{
    endDrawn(nullptr); // fills points and 分餅
    outcome_.drawn = false;
    outcome_.winner = s;
    outcome_.way = w;
    outcome_.winningTile = t;
    outcome_.discarder = discarder;
    emit(log, Event::Type::Win, s, t, int(w), discarder);
}

// ---------------------------------------------------------------------------------------
// The seat's own turn.

void HandState::turnActions(Seat s, ActionList &out, const Action *only) const
{
    out.clear();
    const auto wants = [only](Action::Kind k) { return !only || only->kind == k; };
    const SeatState &st = seats_[std::size_t(s)];
    // The win check decides the win itself, the automatic win of the last four and what a seat
    // in 游金 may do; with the 游金 test it is all that needs the rules' view of the hand.
    const bool needComplete = wants(Action::Kind::Win) || (lastFour_ && justDrew_) || st.you > 0;
    const bool youWanted = wants(Action::Kind::You);
    const Concealed c = needComplete || youWanted ? concealed(s) : Concealed {};
    // The 游金 discards matter only on a turn that offers discards of its own choice.
    const bool youDiscards = youWanted && st.you == 0 && (forcedFor_ < 0 || s == forcedFor_);
    const TurnShape shape = needComplete || youWanted ? turnShape(c, youDiscards) : TurnShape {};
    const bool complete = needComplete && shape.complete;
    const bool drewGold = justDrew_ && lastDrawn_ == gold_;
    if (forcedFor_ >= 0 && s != forcedFor_) {
        // M34: the others draw and may only win by self-draw or discard the tile drawn; a
        // winning draw among the last four wins automatically here too (M38).
        if (complete)
            out.push(Action::win());
        if (!(lastFour_ && complete))
            out.push(Action::discard(lastDrawn_));
        return;
    }
    if (st.you > 0) {
        // 游金: the next self-draw wins; a drawn gold may be discarded to climb (M34, M35).
        if (complete)
            out.push(Action::win());
        if (drewGold && !(lastFour_ && complete)) // M38: a winning draw of the last four wins
            out.push(Action::you(gold_));
        if (out.empty()) // cannot happen with a 游金 hand; keep the hand moving regardless
            out.push(Action::discard(lastDrawn_));
        return;
    }
    if (lastFour_ && justDrew_ && complete) {
        out.push(Action::win()); // M38: automatic
        return;
    }
    if (!afterClaim_) {
        if (complete || c.golds >= 3)
            out.push(Action::win());
        if (wants(Action::Kind::ConcealedKong))
            for (std::uint64_t four = fourKinds(st.hand) & ~(std::uint64_t {1} << gold_.kind()); four; four &= four - 1)
                out.push(Action::concealedKong(Tile(std::countr_zero(four))));
        for (int i = 0; i < st.meldCount && wants(Action::Kind::AddKong); ++i) {
            const Meld &m = st.melds[std::size_t(i)];
            if (m.type == Meld::Type::Pung && st.hand[std::size_t(m.tiles[0].kind())] > 0)
                out.push(Action::addKong(m.tiles[0]));
        }
    }
    if (!wants(Action::Kind::Discard) && !wants(Action::Kind::You))
        return;
    // 游金 (M33, M34): what stays must be sets plus one gold; a plain discard keeps one gold
    // back for the pair, a gold discard (from a pair of golds) keeps the other.
    const std::uint64_t youPlain = shape.youPlain;
    const bool youGold = shape.youGold;
    const bool anyYou = youPlain != 0 || youGold;
    // Checking one discard: only its kind.
    std::uint64_t held = !only ? heldKinds(st.hand)
                               : only->tile.kind() < kKinds && st.hand[std::size_t(only->tile.kind())] > 0
                                   ? std::uint64_t {1} << only->tile.kind()
                                   : 0;
    if (!only) {
        listedAt_ = applied_;
        listedSeat_ = std::int8_t(s);
        listedDiscards_ = held;
    }
    for (; held; held &= held - 1) {
        const Tile t(std::countr_zero(held));
        out.push(Action::discard(t));
        if (anyYou && (t == gold_ ? youGold : ((youPlain >> plainKindOf(t, gold_)) & 1) != 0))
            out.push(Action::you(t));
    }
}

// ---------------------------------------------------------------------------------------
// Claims (M12, M14, M20–M22).

HandState::ClaimOffer HandState::claimOffer(Seat s, bool winMatters) const
{
    ClaimOffer o;
    const Tile t = lastDiscard_;
    const SeatState &st = seats_[std::size_t(s)];
    if (s == lastDiscarder_ || t == gold_ || st.you > 0)
        return o;
    // Read from the physical counts; the rules' view is built only for a win check. The discard
    // is no gold, so the count of its plain kind is its own kind's (白板's for the gold's kind).
    const int p = plainKindOf(t, gold_);
    o.have = st.hand[std::size_t(t.kind())];
    if (s == nextSeat(lastDiscarder_) && p < 27) {
        // The suit's plain ranks held (golds out, 白板 in the gold's place), the discard's own
        // counted: a chow is three in a row through it.
        std::uint64_t plainHeld = heldKinds(st.hand);
        if (gold_ != kWhiteDragon) {
            const std::uint64_t goldBit = std::uint64_t {1} << gold_.kind();
            plainHeld = (plainHeld & ~goldBit) | (st.hand[std::size_t(kWhiteDragon.kind())] > 0 ? goldBit : 0);
        }
        const int rank = p % 9;
        const std::uint64_t held = (plainHeld >> (p - rank) & 0x1FF) | 1u << rank;
        o.chows = std::uint8_t(held & held >> 1 & held >> 2 & (0x7u << rank) >> 2);
    }
    if (!winMatters)
        return o;
    // Once the claim window is open, the win check made when it opened still holds.
    if (phase_ == Phase::Claim) {
        o.win = couldWin_[std::size_t(s)];
    } else if (!st.passedWin && st.hand[std::size_t(gold_.kind())] < 2) { // M21, M22
        Concealed c = concealed(s);
        ++c.plain[std::size_t(p)];
        o.win = isComplete(c);
    }
    return o;
}

void HandState::claimOptions(Seat s, ActionList &out, const Action *only) const
{
    out.clear();
    // A pass is legal when anything else is, so its check needs the win check too.
    const bool winMatters = !only || only->kind == Action::Kind::Win || only->kind == Action::Kind::Pass;
    const ClaimOffer o = claimOffer(s, winMatters);
    if (o.win)
        out.push(Action::win());
    if (o.have >= 2)
        out.push(Action::pung());
    if (o.have >= 3)
        out.push(Action::kong());
    const int p = plainKindOf(lastDiscard_, gold_);
    for (unsigned chows = o.chows; chows; chows &= chows - 1)
        out.push(Action::chow(Tile(p - p % 9 + std::countr_zero(chows))));
    if (!out.empty())
        out.push(Action::pass());
}

void HandState::fenBingDiscard(Seat s, Tile t, EventLog *log)
{
    if (!fenBingLive_)
        return;
    const Seat expected = (dealer_ + fenBingStep_) & 3;
    if (s != expected) {
        fenBingLive_ = false;
        return;
    }
    if (fenBingStep_ == 0) {
        fenBingTile_ = t;
        fenBingStep_ = 1;
        return;
    }
    if (t != fenBingTile_) {
        fenBingLive_ = false;
        return;
    }
    if (++fenBingStep_ == 4) {
        ++fenBingRounds_;
        fenBingStep_ = 0;
        emit(log, Event::Type::FenBing, dealer_, t, fenBingRounds_);
    }
}

void HandState::recordDiscard(Seat s, Tile t, std::uint8_t flags)
{
    if (afterClaim_)
        flags |= DiscardRecord::AfterClaim;
    if (historySize_ < kHistoryCapacity)
        history_[historySize_++] = DiscardRecord {t, std::int8_t(s), flags, -1};
}

void HandState::afterDiscard(Seat s, Tile t, EventLog *log)
{
    SeatState &st = seats_[std::size_t(s)];
    --st.hand[std::size_t(t.kind())];
    ++st.discards;
    ++river_[std::size_t(t.kind())];
    ++visible_[std::size_t(t.kind())];
    lastDiscard_ = t;
    lastDiscarder_ = std::int8_t(s);
    discardLastFour_ = lastFourReached_; // M38 [decided]: after a draw or a claim alike
    lastFour_ = false;
    justDrew_ = false;
    afterClaim_ = false;
    firstTurn_ = false;
    fenBingDiscard(s, t, log);
    if (forcedFor_ >= 0) {
        // M34: the forced round passes no claims; it ends when the 雙游 seat is next.
        const Seat next = nextSeat(s);
        if (next == forcedFor_)
            forcedFor_ = -1;
        startTurn(next, log);
        return;
    }
    if (t == gold_) {
        startTurn(nextSeat(s), log);
        return;
    }
    bool anyone = false;
    for (Seat o = 0; o < kSeats; ++o) {
        const ClaimOffer offer = o == s ? ClaimOffer {} : claimOffer(o, true); // never the discarder
        claimAnswered_[std::size_t(o)] = !offer.any();
        claimAnswers_[std::size_t(o)] = Action::pass();
        couldWin_[std::size_t(o)] = offer.win;
        anyone = anyone || offer.any();
    }
    if (!anyone) {
        startTurn(nextSeat(s), log);
        return;
    }
    phase_ = Phase::Claim;
    for (int i = 1; i < kSeats; ++i) {
        const Seat o = (s + i) & 3;
        if (!claimAnswered_[std::size_t(o)]) {
            toAct_ = std::int8_t(o);
            return;
        }
    }
}

void HandState::removePlain(Seat s, int plainKind, int n, Meld &m, int &slot)
{
    const Tile phys = physicalOf(plainKind, gold_);
    seats_[std::size_t(s)].hand[std::size_t(phys.kind())] -= std::uint8_t(n);
    for (int i = 0; i < n; ++i)
        m.tiles[std::size_t(slot++)] = phys;
}

void HandState::resolveClaims(EventLog *log)
{
    const Seat d = lastDiscarder_;
    const Tile t = lastDiscard_;
    // Win > pung/kong > chow; among winners the nearest after the discarder (M20).
    for (int i = 1; i < kSeats; ++i) {
        const Seat o = (d + i) & 3;
        if (claimAnswers_[std::size_t(o)].kind == Action::Kind::Win) {
            markLastClaimed(o);
            --river_[std::size_t(t.kind())];
            --visible_[std::size_t(t.kind())];
            ++seats_[std::size_t(o)].hand[std::size_t(t.kind())];
            finishWin(o, Way::PingHu, t, d, log);
            if (discardLastFour_)
                outcome_.baoPai = d; // M38 包牌
            return;
        }
    }
    Seat claimer = -1;
    for (Action::Kind k : {Action::Kind::Kong, Action::Kind::Pung, Action::Kind::Chow}) {
        for (int i = 1; i < kSeats && claimer < 0; ++i) {
            const Seat o = (d + i) & 3;
            if (claimAnswers_[std::size_t(o)].kind == k)
                claimer = o;
        }
        if (claimer >= 0)
            break;
    }
    if (claimer < 0) {
        startTurn(nextSeat(d), log);
        return;
    }
    const Action a = claimAnswers_[std::size_t(claimer)];
    SeatState &st = seats_[std::size_t(claimer)];
    Meld m;
    m.from = std::int8_t(d);
    int slot = 0;
    const int p = plainKindOf(t, gold_);
    --river_[std::size_t(t.kind())]; // stays visible, now in the meld
    markLastClaimed(claimer);
    fenBingLive_ = false;            // M53: a claim breaks the chain
    if (a.kind == Action::Kind::Chow) {
        m.type = Meld::Type::Chow;
        for (int j = a.tile.kind(); j < a.tile.kind() + 3; ++j) {
            if (j == p) {
                m.tiles[std::size_t(slot++)] = t;
            } else {
                removePlain(claimer, j, 1, m, slot);
                ++visible_[std::size_t(physicalOf(j, gold_).kind())];
            }
        }
        emit(log, Event::Type::Chow, claimer, t, a.tile.kind());
    } else {
        const int n = a.kind == Action::Kind::Kong ? 3 : 2;
        m.type = a.kind == Action::Kind::Kong ? Meld::Type::Kong : Meld::Type::Pung;
        m.tiles[std::size_t(slot++)] = t;
        removePlain(claimer, p, n, m, slot);
        visible_[std::size_t(physicalOf(p, gold_).kind())] += std::uint8_t(n);
        emit(log, a.kind == Action::Kind::Kong ? Event::Type::Kong : Event::Type::Pung, claimer, t);
    }
    st.melds[st.meldCount++] = m;
    recountPoints();
    phase_ = Phase::Turn;
    toAct_ = std::int8_t(claimer);
    lastFour_ = false;
    if (m.type == Meld::Type::Kong) {
        afterClaim_ = false;
        drawTail(claimer, log);
    } else {
        afterClaim_ = true;
        justDrew_ = false;
    }
}

// ---------------------------------------------------------------------------------------

std::vector<Action> HandState::legalActions(Seat seat) const
{
    ActionList out;
    legalActions(seat, out);
    return out.toVector();
}

void HandState::legalActions(Seat seat, ActionList &out) const
{
    actions(seat, out, nullptr);
}

void HandState::actions(Seat seat, ActionList &out, const Action *only) const
{
    out.clear();
    if (phase_ == Phase::Over || seat != toAct_)
        return;
    switch (phase_) {
    case Phase::Opening:
        openingActions(seat, out);
        return;
    case Phase::RobKong:
        out.push(Action::pass());
        for (Seat o = 0; o < kSeats; ++o)
            for (int i = 0; o != seat && i < meldCount(o); ++i)
                if (meld(o, i).type == Meld::Type::ConcealedKong && !meld(o, i).revealed)
                    out.push(Action::robKong(o, i));
        return;
    case Phase::Turn:
        turnActions(seat, out, only);
        return;
    case Phase::Claim:
        claimOptions(seat, out, only);
        return;
    case Phase::Over:
        return;
    }
}

std::string HandState::check(Seat seat, const Action &a) const
{
    if (seat < 0 || seat >= kSeats)
        return "no such seat";
    if (phase_ == Phase::Over)
        return "the hand is over";
    if (seat != toAct_)
        return "seat " + std::to_string(seat) + " is not the one to act (seat " + std::to_string(toAct_) + " is)";
    // A discard from the turn's list just built (the usual way to play) is legal as listed.
    if (phase_ == Phase::Turn && a.kind == Action::Kind::Discard && listedAt_ == applied_ && listedSeat_ == seat
        && a.tile.kind() < kKinds && ((listedDiscards_ >> a.tile.kind()) & 1) != 0)
        return {};
    ActionList legal;
    actions(seat, legal, &a);
    if (legal.contains(a))
        return {};
    // Say why, from the seat's own point of view: its own hand and melds and what the whole
    // table sees (the discard, who made it, the phase), never another seat's tiles, options
    // or answers. (A LAN host sends these reasons to the seat.)
    const auto held = [&](Tile t) { return t.kind() < kKinds ? hand(seat)[std::size_t(t.kind())] : 0; };
    const auto holds = [&](Tile t) {
        static const char *const words[] = {"no", "one", "two", "three", "four"};
        return std::string("you hold ") + words[std::clamp(held(t), 0, 4)] + " " + t.toString();
    };
    switch (phase_) {
    case Phase::Claim: {
        const std::string discard = lastDiscard_.toString();
        switch (a.kind) {
        case Action::Kind::Pass:
            break;
        case Action::Kind::Pung:
        case Action::Kind::Kong:
        case Action::Kind::Chow:
        case Action::Kind::Win:
            if (seat == lastDiscarder_)
                return "you cannot claim your own discard";
            if (lastDiscard_ == gold_)
                return "a discarded gold cannot be claimed or won on (M12, M14)";
            if (youLevel(seat) > 0)
                return "a player in 游金 may not claim or win on a discard (M33)";
            break;
        default:
            return "no turn of yours now: the discard " + discard + " is open to claims (win, pung, kong, chow) or a pass";
        }
        if (a.kind == Action::Kind::Win) {
            if (concealed(seat).golds >= 2)
                return "a player holding two or more golds may not win on a discard (M22)";
            if (mayNotWinOnDiscard(seat))
                return "先棄後和: passed a winning discard since the own last turn (M21)";
            return "the discard " + discard + " does not complete your hand";
        }
        if (a.kind == Action::Kind::Pung && held(lastDiscard_) < 2)
            return "a pung of " + discard + " needs two in your hand: " + holds(lastDiscard_);
        if (a.kind == Action::Kind::Kong && held(lastDiscard_) < 3)
            return "a kong of " + discard + " needs three in your hand: " + holds(lastDiscard_);
        if (a.kind == Action::Kind::Chow) {
            if (seat != nextSeat(lastDiscarder_))
                return "chow only from the previous player's discard (M20)";
            const int p = plainKindOf(lastDiscard_, gold_);
            if (p >= 27)
                return "an honour (" + discard + ") cannot be chowed";
            const int low = a.tile.kind();
            if (low >= 27 || low / 9 != p / 9 || low % 9 > 6 || p < low || p > low + 2)
                return "a chow from " + a.tile.toString() + " does not take the discard " + discard;
            const Concealed c = concealed(seat);
            for (int q = low; q < low + 3; ++q)
                if (q != p && c.plain[std::size_t(q)] == 0) {
                    const Tile t = physicalOf(q, gold_);
                    return "a chow from " + a.tile.toString() + " needs " + t.toString()
                        + (t.kind() != q ? " (standing for the gold's " + Tile(q).toString() + ")" : std::string())
                        + ": " + holds(t);
                }
        }
        break;
    }
    case Phase::Turn:
        switch (a.kind) {
        case Action::Kind::Pass:
            return "it is your turn: discard a tile or win (a pass answers a claim or a prompt)";
        case Action::Kind::Pung:
        case Action::Kind::Kong:
        case Action::Kind::Chow:
            return "no discard to claim: it is your turn";
        case Action::Kind::RobKong:
            return "no kong to rob now: it is your turn";
        default:
            break;
        }
        if (lastFour_ && justDrew_ && isComplete(concealed(seat)))
            return "a winning draw among the last four tiles wins automatically (M38)";
        if (forcedFor_ >= 0 && seat != forcedFor_)
            return "during the 雙游 round a player may only win by self-draw or discard the tile drawn (M34)";
        if (youLevel(seat) > 0)
            return "in 游金 the player only wins by self-draw or discards a drawn gold (M33-M35)";
        // A flower (or no tile) is never in the concealed counts: checked before indexing them.
        if ((a.kind == Action::Kind::Discard || a.kind == Action::Kind::You) && a.tile.kind() >= kKinds)
            return a.tile.kind() < kAllKinds ? "the flower " + a.tile.toString() + " is not in the hand: flowers are exposed at once (M10)"
                                             : std::string("the tile named is not in the hand");
        if ((a.kind == Action::Kind::Discard || a.kind == Action::Kind::You) && held(a.tile) == 0)
            return holds(a.tile);
        if (a.kind == Action::Kind::You)
            return "游金 needs the rest of the hand to be sets plus one gold (M33, M34)";
        if (afterClaim_ && (a.kind == Action::Kind::Win || a.kind == Action::Kind::ConcealedKong || a.kind == Action::Kind::AddKong))
            return "after a chow or pung the turn is a discard only";
        if (a.kind == Action::Kind::Win)
            return "your hand is not complete";
        if (a.kind == Action::Kind::ConcealedKong) {
            if (a.tile == gold_)
                return "golds make no kong";
            if (held(a.tile) < 4)
                return "a concealed kong of " + a.tile.toString() + " needs four: " + holds(a.tile);
        }
        if (a.kind == Action::Kind::AddKong) {
            bool pung = false;
            for (int i = 0; i < meldCount(seat); ++i)
                pung = pung || (meld(seat, i).type == Meld::Type::Pung && meld(seat, i).tiles[0] == a.tile);
            if (!pung)
                return "you have no exposed pung of " + a.tile.toString() + " to add to";
            if (held(a.tile) == 0)
                return holds(a.tile);
        }
        break;
    case Phase::Opening:
        if (a.kind == Action::Kind::Win && openingStep_ > 4 && seat == dealer_ && isComplete(concealed(seat)))
            return "the dealer declined 天胡 with these tiles: they are not offered again as 搶金 (M36)";
        if (a.kind == Action::Kind::Win)
            return "your hand wins nothing at the opening (天胡 needs a complete hand, 三金倒 three golds, 搶金 a hand the gold completes; M36)";
        if (a.kind != Action::Kind::Pass)
            return "at the opening only a win or a pass is answered";
        break;
    case Phase::RobKong:
        if (a.kind != Action::Kind::RobKong && a.kind != Action::Kind::Pass)
            return "now only 搶槓胡 (robKong) or a pass is answered";
        if (a.kind == Action::Kind::RobKong)
            return "there is no concealed kong at that place to rob";
        break;
    case Phase::Over:
        break;
    }
    return std::string("not a legal action now: ") + actionKindName(a.kind);
}

std::string HandState::apply(Seat seat, const Action &a, EventLog *log)
{
    if (std::string e = check(seat, a); !e.empty())
        return e;
    ++applied_;
    SeatState &st = seats_[std::size_t(seat)];
    switch (phase_) {
    case Phase::Opening:
        if (a.kind == Action::Kind::Pass) {
            emit(log, Event::Type::Pass, seat, Tile(), 2);
            ++openingStep_;
            nextOpening(log);
        } else if (openingStep_ == 0) {
            // The highest way the dealer's hand qualifies for (M36 [decided]).
            finishWin(seat, isComplete(concealed(seat)) ? Way::TianHu : Way::SanJinDao, Tile(), -1, log);
        } else if (openingStep_ <= 4) {
            finishWin(seat, Way::SanJinDao, Tile(), -1, log);
        } else {
            // 搶金: the revealed gold joins the hand; the dealer sets one tile aside.
            goldOnTable_ = false;
            ++st.hand[std::size_t(gold_.kind())];
            --visible_[std::size_t(gold_.kind())];
            if (seat == dealer_) {
                --st.hand[std::size_t(a.tile.kind())];
                ++river_[std::size_t(a.tile.kind())];
                ++visible_[std::size_t(a.tile.kind())];
            }
            finishWin(seat, Way::QiangJin, gold_, -1, log);
        }
        return {};
    case Phase::RobKong:
        if (a.kind == Action::Kind::Pass) {
            emit(log, Event::Type::Pass, seat, Tile(), 1);
            drawAndTurn(seat, log);
        } else {
            Meld &m = seats_[std::size_t(a.seat)].melds[std::size_t(a.index)];
            m.revealed = true;
            visible_[std::size_t(m.tiles[0].kind())] += 4;
            Concealed c = concealed(seat);
            const int p = plainKindOf(m.tiles[0], gold_);
            ++c.plain[std::size_t(p)];
            emit(log, Event::Type::RobKong, seat, m.tiles[0], a.seat, a.index);
            if (isComplete(c)) {
                finishWin(seat, Way::QiangGangHu, m.tiles[0], a.seat, log);
            } else {
                finishWin(seat, Way::ZhaHu, m.tiles[0], a.seat, log); // M37 詐胡
            }
        }
        return {};
    case Phase::Claim: {
        const bool winning = a.kind == Action::Kind::Win;
        if (couldWin_[std::size_t(seat)] && !winning)
            st.passedWin = true; // M21 先棄後和
        claimAnswers_[std::size_t(seat)] = a;
        claimAnswered_[std::size_t(seat)] = true;
        if (a.kind == Action::Kind::Pass)
            emit(log, Event::Type::Pass, seat, lastDiscard_, 0);
        for (int i = 1; i < kSeats; ++i) {
            const Seat o = (lastDiscarder_ + i) & 3;
            if (!claimAnswered_[std::size_t(o)]) {
                toAct_ = std::int8_t(o);
                return {};
            }
        }
        resolveClaims(log);
        return {};
    }
    case Phase::Turn:
        break;
    case Phase::Over:
        return "the hand is over";
    }
    // Turn.
    switch (a.kind) {
    case Action::Kind::Win: {
        const Concealed c = concealed(seat);
        const bool complete = isComplete(c);
        Way w = Way::ZiMo;
        if (st.you == 1)
            w = Way::DanYou;
        else if (st.you == 2)
            w = Way::ShuangYou;
        else if (firstTurn_ && seat == dealer_ && !justDrew_)
            w = complete ? Way::TianHu : Way::SanJinDao;
        else if (!complete)
            w = Way::SanJinDao;
        finishWin(seat, w, justDrew_ ? lastDrawn_ : Tile(), -1, log);
        return {};
    }
    case Action::Kind::Discard:
        emit(log, Event::Type::Discard, seat, a.tile);
        recordDiscard(seat, a.tile, 0);
        afterDiscard(seat, a.tile, log);
        return {};
    case Action::Kind::You: {
        const int level = a.tile == gold_ ? std::max<int>(2, st.you + 1) : 1;
        emit(log, Event::Type::You, seat, a.tile, level);
        recordDiscard(seat, a.tile, DiscardRecord::You);
        if (level == 3) {
            --st.hand[std::size_t(a.tile.kind())];
            ++river_[std::size_t(a.tile.kind())];
            ++visible_[std::size_t(a.tile.kind())];
            finishWin(seat, Way::SanYou, a.tile, -1, log); // M35: the hand stops at once
            return {};
        }
        st.you = std::uint8_t(level);
        if (level == 2) {
            forcedFor_ = std::int8_t(seat);
            emit(log, Event::Type::ForcedRound, seat);
        }
        afterDiscard(seat, a.tile, log);
        return {};
    }
    case Action::Kind::ConcealedKong: {
        Meld m;
        m.type = Meld::Type::ConcealedKong;
        m.tiles.fill(a.tile);
        st.hand[std::size_t(a.tile.kind())] = 0;
        st.melds[st.meldCount++] = m;
        recountPoints();
        emit(log, Event::Type::ConcealedKong, seat, a.tile);
        drawTail(seat, log);
        return {};
    }
    case Action::Kind::AddKong: {
        for (int i = 0; i < st.meldCount; ++i) {
            Meld &m = st.melds[std::size_t(i)];
            if (m.type == Meld::Type::Pung && m.tiles[0] == a.tile) {
                m.type = Meld::Type::Kong;
                m.tiles[3] = a.tile;
                recountPoints();
                break;
            }
        }
        --st.hand[std::size_t(a.tile.kind())];
        ++visible_[std::size_t(a.tile.kind())];
        emit(log, Event::Type::AddKong, seat, a.tile);
        drawTail(seat, log);
        return {};
    }
    default:
        break;
    }
    return "not a legal action now";
}

std::string HandState::checkConservation() const
{
    std::array<int, kAllKinds> n {};
    for (int i = front_; i < back_; ++i)
        ++n[std::size_t(wall_[std::size_t(i)].kind())];
    for (Seat s = 0; s < kSeats; ++s) {
        const SeatState &st = seats_[std::size_t(s)];
        for (int k = 0; k < kKinds; ++k)
            n[std::size_t(k)] += st.hand[std::size_t(k)];
        for (int f = 0; f < kFlowerKinds; ++f)
            n[std::size_t(kKinds + f)] += (st.flowerMask >> f) & 1;
        for (int i = 0; i < st.meldCount; ++i)
            for (int j = 0; j < st.melds[std::size_t(i)].size(); ++j)
                ++n[std::size_t(st.melds[std::size_t(i)].tiles[std::size_t(j)].kind())];
    }
    for (int k = 0; k < kAllKinds; ++k)
        n[std::size_t(k)] += river_[std::size_t(k)];
    if (goldOnTable_)
        ++n[std::size_t(gold_.kind())];
    int total = 0;
    for (int k = 0; k < kAllKinds; ++k) {
        total += n[std::size_t(k)];
        if (n[std::size_t(k)] != copiesOf(k))
            return "tile " + Tile(k).toString() + " counted " + std::to_string(n[std::size_t(k)]) + " times";
    }
    if (total != kTileCount)
        return "not 144 tiles";
    return {};
}

} // namespace qixing::mahjong
