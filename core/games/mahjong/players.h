// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Who sits in a seat. Every kind of player decides from its HandView alone: its own hand,
// what is on the table, and the actions the rules allow it now. Computer players answer at
// once; a person's seat is driven by the table window or the network later.

#include "common/rng.h"
#include "mahjong/hand.h"
#include "mahjong/scoring.h"

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace qixing::mahjong {

// What one seat may know: its own concealed tiles, everybody's exposed melds (a concealed
// kong's kind only once turned over), flowers, every discard in order and who made it, the
// counts of visible tiles, the wall's size, and its legal actions.
class HandView
{
public:
    HandView(const HandState &state, Seat seat) : s_(&state), seat_(seat) {}
    // A LAN client decides on a mirror (HandState::mirror) with the options the host offered.
    HandView(const HandState &state, Seat seat, const std::vector<Action> *offered)
        : s_(&state), seat_(seat), offered_(offered) {}

    Seat seat() const { return seat_; }
    Phase phase() const { return s_->phase(); }
    Seat dealer() const { return s_->dealer(); }
    Tile gold() const { return s_->gold(); }
    const Counts &hand() const { return s_->hand(seat_); }
    Concealed concealed() const { return s_->concealed(seat_); }
    int meldCount(Seat s) const { return s_->meldCount(s); }
    // Kind of an exposed meld; -1 for another seat's concealed kong not turned over.
    int meldKind(Seat s, int i) const
    {
        const Meld &m = s_->meld(s, i);
        if (s != seat_ && m.type == Meld::Type::ConcealedKong && !m.revealed)
            return -1;
        return m.tiles[0].kind();
    }
    Meld::Type meldType(Seat s, int i) const { return s_->meld(s, i).type; }
    int flowers(Seat s) const { return s_->flowers(s); }
    int youLevel(Seat s) const { return s_->youLevel(s); }
    int drawable() const { return s_->drawable(); }
    Tile lastDiscard() const { return s_->lastDiscard(); }
    Seat lastDiscarder() const { return s_->lastDiscarder(); }
    // Every discard of the hand so far in the order made, all seats together: who let go of
    // which tile, whether it was claimed (or won on) and whether it announced 游金. Public, as
    // each seat's river is at a real table.
    int discardHistorySize() const { return s_->discardHistorySize(); }
    const DiscardRecord &discardRecord(int i) const { return s_->discardRecord(i); }
    // The tile this seat just drew, on its turn that began with that draw; otherwise no tile
    // (the latest draw is then another seat's, which the rules hide).
    Tile lastDrawn() const
    {
        return s_->phase() == Phase::Turn && s_->toAct() == seat_ && s_->turnBeganWithDraw() ? s_->lastDrawn() : kNoTile;
    }
    // Copies of a physical kind this seat cannot see anywhere (in others' hands or the wall).
    int unseen(int kind) const
    {
        return copiesOf(kind) - s_->visible()[std::size_t(kind)] - (kind < kKinds ? hand()[std::size_t(kind)] : 0);
    }
    std::vector<Action> legalActions() const { return offered_ ? *offered_ : s_->legalActions(seat_); }
    void legalActions(ActionList &out) const
    {
        if (!offered_)
            return s_->legalActions(seat_, out);
        out.clear();
        for (const Action &a : *offered_)
            out.push(a);
    }

private:
    const HandState *s_;
    Seat seat_;
    const std::vector<Action> *offered_ = nullptr;
};

class Player
{
public:
    virtual ~Player() = default;
    virtual std::string kind() const = 0;
    // Called when the seat has a decision; must return one of view.legalActions().
    virtual Action choose(const HandView &view) = 0;
};

// Uniform over the legal actions, except that it tries 搶槓胡 only rarely (5%), so that its
// hands are not all cut short by 詐胡.
class RandomPlayer final : public Player
{
public:
    explicit RandomPlayer(std::uint64_t seed = 1) : rng_(seed) {}
    std::string kind() const override { return "random"; }
    Action choose(const HandView &view) override;

private:
    Rng rng_;
};

// Plays for distance to ready (向聽) and tile acceptance with golds: keeps golds, takes every
// win, goes 游金 while enough wall is left for the next draw, claims only when a claim brings
// it closer to ready, and tries 搶槓胡 only when every kind the hidden kong can be wins.
class EfficientPlayer final : public Player
{
public:
    std::string kind() const override { return "efficient"; }
    Action choose(const HandView &view) override;

    // The best discard of a 3n+2 concealed hand and its shanten (for hints and tests).
    static Tile bestDiscard(const HandView &view, int *shantenAfter = nullptr);
    // The same for a hand held by a seat that sees `unseen` copies of each kind (flowers
    // included): what the strong player's worlds ask of another seat's hand; and the shanten
    // left, the lowest any discard leaves.
    static Tile bestDiscard(const Counts &hand, Tile gold, const std::array<int, kAllKinds> &unseen,
                            int *shantenAfter = nullptr);
    // Whether `tile` is one of the discards of that hand that leave its lowest 向聽 (from the
    // same per-thread work as bestDiscard, so asking both costs one).
    static bool keepsLowestShanten(const Counts &hand, Tile gold, Tile tile);
};

// The kinds makePlayer knows, weakest first: "random", "efficient", "strong" (strong_player.h).
std::vector<std::string> playerKinds();

// Strength levels offered to players (開桌設定, LAN stand-ins), weakest first, each measured in
// duplicate play against the one below (docs/players.md), named as Sevens' are.
struct PlayerLevel
{
    std::string id;      // "beginner", "casual", "strong": stable, for saves and the LAN
    std::string english; // "Beginner", …; front ends translate it
    std::string kind;    // what makePlayer builds for it
};
std::vector<PlayerLevel> playerLevels();

// nullptr for an unknown kind: one of playerKinds(), a level id from playerLevels(), or
// "strong:key=value:…" (StrongPlayer::parse). `rules` are the table's: the strong player
// values outcomes by them.
std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed, const Rules &rules);
std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed);

// One hand played by computer players, with its record.
struct PlayedHand
{
    HandSetup setup;
    EventLog events;
    std::vector<std::pair<Seat, Action>> actions;
    Outcome outcome;
    Settlement settlement;
};

// Throws std::logic_error naming the seat and the reason if a player returns an illegal
// action. With checkInvariants, also checks the 144 tiles after every step.
PlayedHand playHand(const Rules &rules, const HandSetup &setup, const std::array<Player *, kSeats> &players,
                    bool record = true, bool checkInvariants = false);

// A match of rules.rounds 圈 (M3): the first dealer drawn from the seed, 連莊 after a win by
// the dealer or a drawn hand, otherwise the next seat deals; it ends when the deal has gone
// round the table `rounds` times.
class Match
{
public:
    // firstDealer -1: drawn from the seed (M3).
    // oneWayHandSeeds: each wall's seed is oneWaySeed(seed, k) (common/sha256.h), not
    // deriveSeed(seed, k), whose output gives the match's seed back (a LAN host reveals each
    // hand's seed after it, docs/protocol.md "Verifiable deals").
    Match(const Rules &rules, std::uint64_t seed, Seat firstDealer = -1, bool oneWayHandSeeds = false);
    bool finished() const { return dealerChanges_ >= 4 * rules_.rounds; }
    int handsPlayed() const { return hands_; }
    Seat dealer() const { return dealer_; }
    int streak() const { return streak_; }
    HandSetup nextSetup() const;
    std::uint64_t nextSeed() const; // the seed nextSetup()'s wall is shuffled from
    void record(const Settlement &st);
    const std::array<std::int64_t, kSeats> &balances() const { return balances_; }
    // Every hand's totals so far, in order (the match table of the settlement screen).
    const std::vector<std::array<std::int64_t, kSeats>> &handTotals() const { return handTotals_; }
    // The people at seats a and b change chairs between hands (a LAN host's swap, issue 30):
    // their money and every hand's totals go with them; the dealer, the streak and the walls
    // are the chairs' and stay.
    void swapSeats(Seat a, Seat b);

private:
    Rules rules_;
    std::uint64_t seed_;
    bool oneWayHandSeeds_ = false;
    Seat dealer_ = 0;
    int streak_ = 1;
    int hands_ = 0;
    int dealerChanges_ = 0;
    std::array<std::int64_t, kSeats> balances_ {};
    std::vector<std::array<std::int64_t, kSeats>> handTotals_;
};

} // namespace qixing::mahjong
