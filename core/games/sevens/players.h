// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Who sits in a seat. Every kind of player — computer now, the person at this computer and
// a person across the network later — decides from its HandView alone, through one
// interface. Computer players are synchronous; a person's seat is driven by the table
// window or the network host, which submit the action when it arrives.

#include "common/rng.h"
#include "sevens/hand.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace qixing::sevens {

class Player
{
public:
    virtual ~Player() = default;
    // A short name of the kind of player: "random", "heuristic", …
    virtual std::string kind() const = 0;
    // Called only when view.myTurn(); must return a legal action.
    virtual Action chooseAction(const HandView &view) = 0;
};

// A uniformly random legal action (plays if it can, as the rules demand).
class RandomPlayer final : public Player
{
public:
    explicit RandomPlayer(std::uint64_t seed = 1) : rng_(seed) {}
    std::string kind() const override { return "random"; }
    Action chooseAction(const HandView &view) override;

private:
    Rng rng_;
};

// A sensible player: plays cards that free its own cards, holds back cards that only help
// others while it has another play, and covers its cheapest cards, dead ones first.
class HeuristicPlayer final : public Player
{
public:
    struct Weights
    {
        // Tuned in duplicate play against the previous weights (see docs/architecture.md).
        double unlock = 1.0;         // value of the points of own cards a play brings closer
        double distanceFactor = 1.5; // × per unseen card still between: far cards need the
                                     // row opened early, or they end up covered
        double gift = 0.05;          // cost of others' cards a play makes reachable: small, but
                                     // it is what makes the player hold back pure gifts
        double block = 0.3;          // value of others' points a cover shuts off (≈ 1/3: a
                                     // point another seat covers is won by three seats)
    };
    // What the scores read from a seat's view, as bit words: the same choice comes out of a
    // HandView here and of a search's sampled position (Playout::heuristic), where the
    // expert's playouts play the other seats as this player would.
    struct Sight
    {
        std::uint64_t mine = 0;      // the seat's hand
        std::uint64_t myCovered = 0; // the seat's covered cards
        std::uint64_t unseen = 0;    // neither on the table nor the seat's own
        std::uint64_t table = 0;
        int othersCovers = 0;        // how many cards the other seats have covered
        bool headTail = false;
        static Sight of(const HandView &view);
        // The unseen cards are all those neither on the table nor the seat's own.
        static Sight of(std::uint64_t mine, std::uint64_t myCovered, std::uint64_t table, int othersCovers,
                        bool headTail);
    };

    HeuristicPlayer() = default;
    explicit HeuristicPlayer(Weights w) : w_(w) {}
    std::string kind() const override { return "heuristic"; }
    Action chooseAction(const HandView &view) override;

    // The scores behind the choice, for hints and tests: higher is better.
    double playScore(const HandView &view, Card c) const { return playScore(Sight::of(view), c); }
    double coverScore(const HandView &view, Card c) const { return coverScore(Sight::of(view), c); }
    double playScore(const Sight &v, Card c) const;
    double coverScore(const Sight &v, Card c) const;
    // The choice among `playable` (the seat's cards that fit; none: it covers).
    Action choose(const Sight &v, CardSet playable) const;

private:
    Weights w_;
};

struct Rules;

// The kinds makePlayer knows, weakest first: "random", "heuristic", "search", "expert".
std::vector<std::string> playerKinds();

// Strength levels offered to players (開桌設定, LAN stand-ins), weakest first, each measured
// in duplicate play to beat the one below (docs/players.md): 新手 Beginner, 一般 Casual,
// 高手 Strong, 大師 Master (zh_CN 大师).
struct PlayerLevel
{
    std::string id;      // "beginner", "casual", "strong", "master": stable, for saves and the LAN
    std::string english; // "Beginner", …; front ends translate it
    std::string kind;    // what makePlayer builds for it, e.g. "expert:playouts=2000"
};
std::vector<PlayerLevel> playerLevels();

// nullptr for an unknown kind. A kind is one of playerKinds(), a level id from playerLevels(),
// or "expert:key=value:…" (ExpertPlayer::parse: budget and model options). The seed drives
// any randomness of the player; `rules` are the table's (searching players value outcomes by
// them).
std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed, const Rules &rules);
std::unique_ptr<Player> makePlayer(std::string_view kind, std::uint64_t seed);

// Why HeuristicPlayer chose `chosen` in `view`, read from the terms its scores weighed (the
// hint explains itself with this).
enum class ChoiceReason : std::uint8_t {
    OnlyPlay,   // the only card that fits
    OpensOwn,   // playScore's unlock term: it brings own cards of that row closer
    ClosesSuit, // head and tail: it closes the suit, the others' cards of it die (S9)
    HelpsLeast, // nothing of one's own to free: the play that opens the least for the others
    Dead,       // cover: the card can never be played (closed suit, or behind one's own cover)
    Blocks,     // cover: it shuts off others' cards beyond it, worth more than its extra cost
    Cheapest,   // cover: it loses the fewest points of one's own
};
ChoiceReason explainChoice(const HandView &view, Action chosen, HeuristicPlayer::Weights w = {});

} // namespace qixing::sevens
