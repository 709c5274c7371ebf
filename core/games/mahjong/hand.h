// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One hand of Zhangzhou mahjong (M1–M40): the wall, the deal, 補花, 開金, play with claims,
// every way to win and the drawn hand. HandState is a plain copyable value (no pointers, no
// heap) so that search players can clone it; every action is checked before it is applied,
// and the engine does the automatic steps (draws, flowers, replacements) itself between the
// decisions it asks for. Events are reported to an optional log for front ends and replays.

#include "common/rng.h"
#include "mahjong/analysis.h"
#include "mahjong/rules.h"
#include "mahjong/tile.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace qixing::mahjong {

struct Meld
{
    enum class Type : std::uint8_t { Chow, Pung, Kong, ConcealedKong };
    Type type = Type::Chow;
    std::array<Tile, 4> tiles {}; // physical tiles (a 白板 may stand in, M13)
    std::int8_t from = -1;        // the seat whose discard was claimed, -1 if none
    bool revealed = false;        // concealed kong turned over by 搶槓胡

    int size() const { return type == Type::Chow || type == Type::Pung ? 3 : 4; }
    bool isKong() const { return type == Type::Kong || type == Type::ConcealedKong; }
};
const char *meldTypeName(Meld::Type t); // "chow" | "pung" | "kong" | "concealedKong"

// Ways to win (M30–M37) and their multipliers.
enum class Way : std::uint8_t {
    PingHu,      // 平胡: on a discard ×1
    ZiMo,        // 自摸 ×2
    DanYou,      // 單游 ×4
    ShuangYou,   // 雙游 ×8
    SanYou,      // 三游 ×16
    SanJinDao,   // 三金倒, as 自摸
    QiangJin,    // 搶金, as 自摸
    TianHu,      // 天胡, as 單游
    QiangGangHu, // 搶槓胡, as 自摸
    ZhaHu,       // 詐胡: a wrong 搶槓胡; the guesser pays (M37)
};
inline constexpr int kWays = 10;
const char *wayName(Way w);       // "pingHu", "ziMo", …
const char *wayChinese(Way w);    // "平胡", …
int wayMultiplier(Way w);
bool wayFromName(const std::string &name, Way &out);

struct Action
{
    enum class Kind : std::uint8_t {
        Pass,          // claim or 搶槓胡 prompt, or an opening declaration
        Discard,       // tile
        You,           // discard announcing 游金: a plain tile (單游) or a gold (雙游, 三游)
        Win,           // self-draw, on a discard (claim prompt), or a declaration; tile: the
                       // tile the dealer sets aside for 搶金, kNoTile for any other win
        ConcealedKong, // tile: the kind
        AddKong,       // tile: the kind added to an exposed pung
        Chow,          // tile: the lowest tile of the chow (the discard is one of the three)
        Pung,
        Kong,          // exposed kong on a discard
        RobKong,       // 搶槓胡: target seat in `seat`, the meld index in `index`
    };
    Kind kind = Kind::Pass;
    Tile tile;
    std::int8_t seat = -1;
    std::int8_t index = -1;

    static Action pass() { return {}; }
    static Action discard(Tile t) { return {Kind::Discard, t}; }
    static Action you(Tile t) { return {Kind::You, t}; }
    static Action win(Tile setAside = kNoTile) { return {Kind::Win, setAside}; }
    static Action concealedKong(Tile t) { return {Kind::ConcealedKong, t}; }
    static Action addKong(Tile t) { return {Kind::AddKong, t}; }
    static Action chow(Tile lowest) { return {Kind::Chow, lowest}; }
    static Action pung() { return {Kind::Pung, Tile()}; }
    static Action kong() { return {Kind::Kong, Tile()}; }
    static Action robKong(Seat target, int meldIndex) { return {Kind::RobKong, Tile(), std::int8_t(target), std::int8_t(meldIndex)}; }
    friend bool operator==(const Action &, const Action &) = default;
};
const char *actionKindName(Action::Kind k);

// The legal actions of one decision without touching the heap, for players and search that
// ask thousands of times a second. No decision has more than 64: a turn has at most 17
// discards, as many 游金 discards, 4 concealed and 4 added kongs and a win.
class ActionList
{
public:
    static constexpr int kCapacity = 64;
    ActionList() {} // the items stay unset: only the first size() are ever read
    void clear() { size_ = 0; }
    void push(const Action &a) { items_[size_++] = a; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Action &operator[](int i) const { return items_[std::size_t(i)]; }
    const Action &front() const { return items_[0]; }
    const Action *begin() const { return items_.data(); }
    const Action *end() const { return items_.data() + size_; }
    bool contains(const Action &a) const;
    bool containsKind(Action::Kind k) const;
    std::vector<Action> toVector() const { return {begin(), end()}; }

private:
    union {
        std::array<Action, kCapacity> items_;
    };
    std::uint8_t size_ = 0;
};

enum class Phase : std::uint8_t {
    Opening, // 天胡, 三金倒 and 搶金 offers after 開金, one seat at a time
    RobKong, // before a draw: try 搶槓胡 on another's concealed kong?
    Turn,    // the seat holds 3n+2 tiles and acts
    Claim,   // a discard is on the table; seats with an option answer one at a time
    Over,
};

struct Event
{
    enum class Type : std::uint8_t {
        Deal,        // seat, a = number of tiles
        Flower,      // seat exposes tile (補花)
        Replacement, // seat draws tile from the tail
        Dice,        // a + b rolled; tile reached (a flower: rolled again)
        Gold,        // tile revealed as the gold
        Draw,        // seat draws tile from the front (a = 1 when among the last four)
        Discard,     // seat discards tile
        You,         // seat discards tile announcing 游金; a = 1 單游, 2 雙游, 3 三游
        Chow,        // seat claims tile; a = lowest kind of the chow
        Pung,
        Kong,
        ConcealedKong,
        AddKong,
        Pass,        // seat passes a prompt (a: 0 claim, 1 搶槓胡, 2 opening)
        RobKong,     // seat turns over seat a's kong (meld b): tile; right or wrong in Win/ZhaHu
        Win,         // seat wins; a = Way; tile the winning tile if any
        DrawnHand,   // 臭莊
        FenBing,     // 分餅 round a completed with tile
        ForcedRound, // 雙游 round starts for seat
    };
    Type type;
    std::int8_t seat = -1;
    Tile tile;
    std::int8_t a = 0;
    std::int8_t b = 0;
};
const char *eventTypeName(Event::Type t);

using EventLog = std::vector<Event>;

// One discard as every seat saw it: the tile, who let it go, and what became of it. Public
// information (a real table shows each seat's river in order), kept in HandState in the order
// the discards were made, so that players can read what each seat let go and when.
struct DiscardRecord
{
    enum Flag : std::uint8_t {
        You = 1,        // the discard announced 游金 (M33–M35)
        AfterClaim = 2, // made on a turn that began with the seat's own chow or pung, not a draw
    };
    Tile tile;
    std::int8_t seat = -1;
    std::uint8_t flags = 0;
    std::int8_t claimedBy = -1; // the seat that took it (chow, pung, kong) or won on it (平胡)
    bool claimed() const { return claimedBy >= 0; }
    bool you() const { return flags & You; }
    bool afterClaim() const { return flags & AfterClaim; }
    friend bool operator==(const DiscardRecord &, const DiscardRecord &) = default;
};

// Everything a hand needs to start: the wall in drawing order (front is index 0, the tail is
// the end), the dealer, and the dice.
struct HandSetup
{
    std::array<Tile, kTileCount> wall {};
    Seat dealer = 0;
    int streak = 1;             // the dealer's n-th hand in a row (M51), for scoring
    std::uint64_t diceSeed = 0; // dice of 開金 (M11)
    std::vector<std::pair<int, int>> dice; // rolls to use first (tests), then diceSeed

    // M5: a shuffled set of 144 from the seed (the same everywhere).
    static HandSetup fromSeed(std::uint64_t seed, Seat dealer, int streak = 1);
    // Empty when the wall is exactly the 144 tiles of M1 and the rest is in range.
    std::string validate() const;
};

// How a hand ended: what scoring needs (M50–M53).
struct Outcome
{
    bool drawn = false;       // 臭莊
    Seat winner = -1;         // winner, or the guesser of a 詐胡
    Way way = Way::PingHu;
    Seat discarder = -1;      // 平胡 / 搶槓胡 victim
    Seat baoPai = -1;         // M38: the discarder who pays for all
    Tile winningTile;
    int fenBing = 0;          // M53: matched rounds
    std::array<int, kSeats> flowers {};
    std::array<int, kSeats> kongs {};          // exposed and added kongs
    std::array<int, kSeats> concealedKongs {};
};

class HandState
{
public:
    HandState() = default;
    // Deals, does 補花 and 開金, and stops at the first decision.
    explicit HandState(const HandSetup &setup, EventLog *log = nullptr);

    Phase phase() const { return phase_; }
    bool over() const { return phase_ == Phase::Over; }
    Seat toAct() const { return toAct_; }
    Seat dealer() const { return dealer_; }
    int streak() const { return streak_; }
    Tile gold() const { return gold_; }

    const Counts &hand(Seat s) const { return seats_[std::size_t(s)].hand; }
    Concealed concealed(Seat s) const { return concealedOf(hand(s), gold_); }
    int handSize(Seat s) const;
    int flowers(Seat s) const { return seats_[std::size_t(s)].flowers; }
    std::uint8_t flowerMask(Seat s) const { return seats_[std::size_t(s)].flowerMask; }
    int meldCount(Seat s) const { return seats_[std::size_t(s)].meldCount; }
    const Meld &meld(Seat s, int i) const { return seats_[std::size_t(s)].melds[std::size_t(i)]; }
    int youLevel(Seat s) const { return seats_[std::size_t(s)].you; } // 0, 1 單游, 2 雙游
    bool mayNotWinOnDiscard(Seat s) const { return seats_[std::size_t(s)].passedWin; } // M21
    int discardCount(Seat s) const { return seats_[std::size_t(s)].discards; }
    // Every discard of the hand so far, in the order made (all seats together); a hand never
    // has more than kHistoryCapacity (see history_).
    static constexpr int kHistoryCapacity = 104;
    int discardHistorySize() const { return historySize_; }
    const DiscardRecord &discardRecord(int i) const { return history_[std::size_t(i)]; }

    // The tile on the table in the claim phase, and who discarded it.
    Tile lastDiscard() const { return lastDiscard_; }
    Seat lastDiscarder() const { return lastDiscarder_; }
    Tile lastDrawn() const { return lastDrawn_; }
    // Whether the turn of toAct() began with its own draw (lastDrawn() is then that tile).
    bool turnBeganWithDraw() const { return justDrew_; }
    bool forcedRound() const { return forcedFor_ >= 0; }
    bool lastDrawWasLastFour() const { return lastFour_; }

    // Tiles in the wall, the number kept back (M40), and what can still be drawn.
    int wallLeft() const { return back_ - front_; }
    int keptBack() const;
    int drawable() const { return wallLeft() - keptBack(); }
    int tablePoints() const { return tablePoints_; } // flower and kong points of all seats (M40, M50)
    // How many of each kind every seat can see: discards, exposed melds, flowers, the gold.
    const std::array<std::uint8_t, kAllKinds> &visible() const { return visible_; }
    int fenBing() const { return fenBingRounds_; }

    // Legal actions of a seat now (empty when it has nothing to decide).
    std::vector<Action> legalActions(Seat seat) const;
    // The same into a buffer (cleared first), without allocating.
    void legalActions(Seat seat, ActionList &out) const;
    // The table layer asks every seat with a claim option at once and hands the answers to
    // the engine in its order: this is the state as seat `s` is asked in the claim phase,
    // the same with `s` the one to act (its legalActions() are its claim options).
    HandState askedInClaim(Seat s) const
    {
        HandState h = *this;
        h.toAct_ = std::int8_t(s);
        return h;
    }
    // Empty when legal, otherwise why not.
    std::string check(Seat seat, const Action &a) const;
    // Checks, then applies; a rejected action changes nothing.
    std::string apply(Seat seat, const Action &a, EventLog *log = nullptr);

    const Outcome &outcome() const { return outcome_; }

    // What one seat knows when it decides, as a LAN client is told it (net mahjong wire).
    struct SeatMirror
    {
        Seat seat = 0;
        Phase phase = Phase::Turn;
        Counts hand {};
        Tile gold, lastDiscard, lastDrawn;
        Seat dealer = 0, lastDiscarder = -1;
        int drawable = 0;
        bool passedWin = false;
        std::array<std::uint8_t, kAllKinds> visible {};
        std::array<std::vector<Meld>, kSeats> melds {}; // another's hidden concealed kong: any kind
        std::array<int, kSeats> flowers {};
        std::array<int, kSeats> you {};
        std::vector<DiscardRecord> discards; // every discard so far, in order (public)
    };
    // A state that looks exactly like the real one through HandView(state, m.seat): the
    // seat's hand, everything public, the wall's drawable count. Nothing else in it is real
    // (other hands and the wall are empty), so it is for deciding, never for playing on.
    static HandState mirror(const SeatMirror &m);

    // Every tile in its place: 144 in wall, hands, melds, flowers, discards and the gold.
    std::string checkConservation() const;

    // For simulation only (the strong player's playouts): from now on each seat draws from a
    // lane of its own. The tiles in the wall are dealt into four lanes by their places now,
    // as they would be drawn if nobody claimed, and a seat's draw from the front is the first
    // tile of its lane still drawable (the front tile once its lane is spent). Every draw is
    // as likely as from the shuffled wall (a lane's tile is chosen by its place, not by what
    // it is), but two copies of a state that part in play go on drawing alike: a claim that
    // shifts the turns in one of them leaves each seat its own next tiles, where the shared
    // wall would hand them to another seat. So playouts of two candidate actions from one
    // world stay paired long after they part (common random numbers).
    void coupleDraws();

    // For analysis only (qixing-cli mahjong audit, which judges decisions with what no seat may
    // see): the tiles not yet drawn, those kept back included, in a new random order. Hands,
    // melds, discards and everything public stay as they are; no seat knows more of the wall
    // than its size, so every order is one the table could hold. Call it before coupleDraws().
    void shuffleWall(Rng &rng);

private:
    // Deals the tiles a seat cannot see into a state built from its view (strong_player.cpp):
    // it fills the private parts a mirror leaves empty.
    friend class WorldSampler;

    struct SeatState
    {
        Counts hand {};
        std::array<Meld, 5> melds {};
        std::uint8_t meldCount = 0;
        std::uint8_t flowers = 0;
        std::uint8_t flowerMask = 0;
        std::uint8_t you = 0;      // 游金 level
        bool passedWin = false;    // M21 until the seat's own next turn
        std::uint8_t discards = 0;
    };

    bool drawTail(Seat s, EventLog *log);         // replacement(s) until a non-flower, false if exhausted
    void exposeFlower(Seat s, Tile t, EventLog *log);
    void startTurn(Seat s, EventLog *log);        // rob-kong prompt or draw
    void drawAndTurn(Seat s, EventLog *log);
    void takeFromLane(Seat s); // coupleDraws
    void endDrawn(EventLog *log);
    void finishWin(Seat s, Way w, Tile t, Seat discarder, EventLog *log);
    void afterDiscard(Seat s, Tile t, EventLog *log);
    void nextOpening(EventLog *log);
    void resolveClaims(EventLog *log);
    void fenBingDiscard(Seat s, Tile t, EventLog *log);
    void removePlain(Seat s, int plainKind, int n, Meld &m, int &slot);
    // The legal actions, or, given `only`, those that could equal it (its kind, and its tile
    // where the tile varies): what check() needs, sparing the win check and the 游金 test
    // where they cannot change the answer.
    void actions(Seat seat, ActionList &out, const Action *only) const;
    // What seat s may do with the discard on the table, before it is listed: win, pung with two
    // of its kind, kong with three, and the chows (bit i: the chow whose lowest rank is i + 1).
    struct ClaimOffer
    {
        bool win = false;
        std::uint8_t have = 0;
        std::uint8_t chows = 0;
        bool any() const { return win || have >= 2 || chows != 0; }
    };
    ClaimOffer claimOffer(Seat s, bool winMatters) const;
    void claimOptions(Seat s, ActionList &out, const Action *only = nullptr) const;
    void turnActions(Seat s, ActionList &out, const Action *only) const;
    void openingActions(Seat s, ActionList &out) const;
    void recountPoints();
    bool robKongTargets(Seat s) const;

    std::array<Tile, kTileCount> wall_ {};
    std::uint8_t front_ = 0, back_ = kTileCount;
    std::array<SeatState, kSeats> seats_ {};
    std::array<std::uint8_t, kAllKinds> visible_ {};
    std::uint8_t tablePoints_ = 0; // kept by recountPoints() as flowers and kongs come
    std::array<std::uint8_t, kAllKinds> river_ {}; // discards not claimed, and tiles set aside
    // The discards in order. After the deal at most 79 tiles can be drawn and at most 20 chows
    // and pungs made, so a hand has at most 100 discards: a fixed array keeps the state a
    // plain value (search copies it millions of times), 4 bytes a discard.
    std::array<DiscardRecord, kHistoryCapacity> history_ {};
    std::uint8_t historySize_ = 0;
    void recordDiscard(Seat s, Tile t, std::uint8_t flags);
    void markLastClaimed(Seat by)
    {
        if (historySize_ > 0)
            history_[std::size_t(historySize_ - 1)].claimedBy = std::int8_t(by);
    }
    bool goldOnTable_ = false;                      // the revealed gold (taken by 搶金)
    Tile gold_;
    std::int8_t dealer_ = 0;
    std::uint16_t streak_ = 1;
    Phase phase_ = Phase::Over;
    std::int8_t toAct_ = 0;
    std::uint8_t openingStep_ = 0; // 0 the dealer's 天胡 or 三金倒, 1..4 三金倒, 5..8 搶金
    bool firstTurn_ = true;        // the dealer's first discard not made yet
    bool afterClaim_ = false;      // a chow or pung was just claimed: discard only
    bool lastFour_ = false;        // the current seat's draw was among the last four (M38)
    bool lastFourReached_ = false; // the first of the last four drawable tiles has been drawn
    bool discardLastFour_ = false; // the discard on the table was made since then (包牌, M38)
    Tile lastDiscard_;
    std::int8_t lastDiscarder_ = -1;
    Tile lastDrawn_;
    bool justDrew_ = false;        // the turn started with a draw (not a claim)
    std::int8_t forcedFor_ = -1;   // 雙游 seat while the others' forced round runs
    std::array<Action, kSeats> claimAnswers_ {};
    std::array<bool, kSeats> claimAnswered_ {};
    std::array<bool, kSeats> couldWin_ {};
    // M53 分餅
    bool fenBingLive_ = true;
    std::uint8_t fenBingStep_ = 0;
    Tile fenBingTile_;
    std::uint8_t fenBingRounds_ = 0;
    Rng dice_;
    bool coupled_ = false;                         // coupleDraws
    std::array<std::int8_t, kTileCount> lane_ {}; // the seat whose lane a wall tile is in
    std::array<std::uint8_t, 16> forcedDice_ {};
    std::uint8_t forcedDiceCount_ = 0, forcedDiceUsed_ = 0;
    Outcome outcome_;
    // The discards of the last full list of an ordinary turn (legalActions), so that apply()
    // need not build the list again to check a discard chosen from it: valid for that seat
    // while no action has been applied since (applied_ counts them).
    std::uint32_t applied_ = 0;
    mutable std::uint32_t listedAt_ = ~0u;
    mutable std::int8_t listedSeat_ = -1;
    mutable std::uint64_t listedDiscards_ = 0;
};

} // namespace qixing::mahjong
