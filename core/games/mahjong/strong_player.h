// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The `strong` mahjong player: a plan (the efficient player's choice with a few measured
// changes) improved by simulation. At every decision with a real choice it deals the tiles it
// cannot see (the wall and the other hands) many times, consistently with its view, plays each
// candidate action in every such world to the end (efficient players in the other seats, its
// plan in its own), and takes the candidate whose settlement (the table's own scoring,
// M50–M53, 包牌 M38 included) is best for its seat — but leaves the plan's choice only when
// the simulated gain is clear of the noise.

#include "common/rng.h"
#include "mahjong/players.h"
#include "mahjong/rules.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace qixing::mahjong {

// Where the chain over the other hands (infer 6) ended at a seat's decision, kept by the player
// for its next decision of the same hand, so that the chain goes on from there rather than
// from scratch. Made from that seat's own earlier views only.
struct ChainMemory
{
    std::vector<DiscardRecord> history; // the settled discards it read (not one still open to claims)
    Seat seat = -1;
    Seat dealer = -1;
    Tile gold;
    int drawable = 0;
    std::array<bool, kSeats> kept {};                // a chain state for this seat
    std::array<int, kSeats> steps {};                // the length of its trajectory then
    std::array<std::array<int, kKinds>, kSeats> hands {}; // its hand then
    std::array<std::vector<int>, kSeats> draws {};   // and its draws
};

// A world that looks exactly like the seat's view: the seat's hand, every meld, flower,
// discard and the gold as they are, the wall's drawable count; the tiles the seat cannot see
// dealt at random to the other hands (their sizes known from their melds), to the kinds of
// concealed kongs not turned over, and to the wall. A seat in 游金 is dealt a 游金 hand (sets
// plus one gold), which its announcement made public. Built from the HandView's public
// accessors only, so two states that look alike from the seat give the same worlds.
class WorldSampler
{
public:
    // How the other hands are inferred from what their seats let go (StrongOptions::infer):
    // 0 not (random hands improved for the turns played); 1 the last discarder's hand is one
    // from which the field's policy (efficient) would have let its discard go, when a few deals
    // find one; 4 and 5 every other seat's hand is drawn from `particles` such improved hands
    // weighed by all of that seat's discards (histories()); 6 the other hands are drawn by a
    // Markov chain (Metropolis–Hastings, chains()) whose moves swap a tile of a hand with an
    // unseen one, so that a guess is revised until it explains the seat's discards and the
    // claims nobody made. 2 and 3 are not used (earlier versions, measured worse, were removed).
    // `seed`: the weighed hands (the same seed, the same hands).
    // `memory` (infer 6): where the chain of this seat's last decision ended, updated here.
    // `chainCount` (infer 6): independent chains sharing the `particles` draws.
    explicit WorldSampler(const HandView &view, int infer = 0, int particles = 64, std::uint64_t seed = 1,
                          ChainMemory *memory = nullptr, int chainCount = 1);
    // False when the view is one the sampler does not model (the opening declarations).
    bool usable() const { return usable_; }
    // One world; the same rng state gives the same world.
    HandState sample(Rng &rng) const;
    // The tiles dealt (per kind, flowers included): for tests of conservation.
    const std::array<int, kAllKinds> &unseen() const { return pool_; }

private:
    bool usable_ = false;
    Seat seat_ = 0;
    HandState base_;                       // everything public, hidden parts empty
    std::array<int, kAllKinds> pool_ {};   // tiles the seat cannot see
    std::array<int, kSeats> handSize_ {};  // concealed tiles of each other seat
    std::vector<std::pair<Seat, int>> hiddenKongs_; // other seats' concealed kongs not turned over
    bool claimMine_ = false;               // Claim phase: whether the view offers this seat a win
    int wallLeft_ = 0;
    int improveTurns_ = 0; // turns each other seat has played (its hand is improved as many)
    static constexpr int kDealAttempts = 8;
    Seat discarder_ = -1;  // the last discarder (another seat, not in 游金), or -1
    Tile discard_;         // and its discard
    std::array<int, kAllKinds> seenAsUnseen_ {}; // what it saw unseen then, its hand included
    // Reading every discard (infer 4, 5): for each other seat, hands it may hold now, drawn in
    // proportion to how well they explain its discards, equally likely.
    void histories(const HandView &view, int infer, int particles);
    std::array<std::vector<Counts>, kSeats> posterior_ {};
    std::uint64_t historySeed_ = 1;
    // infer 6: `samples` joint draws of the other hands (posterior_[s][j] for every seat s are
    // one draw, dealt together in sample()).
    void chains(const HandView &view, int samples, ChainMemory *memory, int chainCount);
    bool joint_ = false;
    static constexpr int kPosteriorTries = 8; // hands tried per world before a plain deal
};

struct StrongOptions
{
    int playouts = 800;  // playouts per decision (shared among its candidates)
    double ms = 150;     // and at most this much CPU time (0: no limit, for reproducible tests)
    double margin = 1.5; // leave the plan's choice only when better by margin x stderr
    double drop = 2;     // a candidate worse than the plan's choice by drop x stderr leaves the
                         // running (0: never)
    int near = 1;        // discards searched only this near to ready (向聽 after the discard)
    int discards = 3;    // and of those the best by acceptance, this many (and the plan's)
    int infer = 0;       // how worlds read the other seats' discards (WorldSampler): 0 not,
                         // 1 the last discard only, 4 and 5 every seat's every discard,
                         // 6 a Markov chain over the other hands (measured: no gain yet,
                         // docs/players.md)
    int particles = 64;  // hands weighed per seat when reading every discard (infer 4, 5), or
                         // joint draws kept from the chain (infer 6)
    int chains = 1;      // infer 6: independent chains the draws come from
    bool search = true;  // false: the plan alone, no simulation (to measure the plan)
    bool couple = true;  // playouts of one world draw from lanes (HandState::coupleDraws): 0 the
                         // shared wall (measured: as strong, +0.015 ± 0.017 base a hand, and a
                         // fifth cheaper a decision; docs/players.md)
    // The plan (StrongPlayer::plan): efficient's choice, changed where efficient leaves points.
    bool kongs = true;   // every kong the rules allow (kong points, M50), whatever the 向聽
    bool claims = true;  // of the claims that lower 向聽, the best one (not the first)
    int depth = 2;       // up to this many tiles from ready (0: never), discards weighed by what
                         // the next draws make of the hand (the waits of the ready hands, the
                         // acceptance of the hands one tile from ready)
};

class StrongPlayer final : public Player
{
public:
    explicit StrongPlayer(std::uint64_t seed = 1, StrongOptions options = {}, Rules rules = {});
    std::string kind() const override { return "strong"; }
    Action choose(const HandView &view) override;

    // "strong" or "strong:playouts=N:ms=M:margin=X"; nullopt if the text is not one. When the
    // text starts as one ("strong:…") but an option is wrong, `why` (if given) says what.
    static std::optional<StrongOptions> parse(std::string_view kind, std::string *why = nullptr);

    // Playouts run so far (the budget, counted for tests).
    long long playouts() const { return playouts_; }
    // Playouts of the last decision (0 when it needed no search).
    int lastPlayouts() const { return lastPlayouts_; }
    // How far one world's paired result of the last decision's candidates strays from their
    // mean: the standard deviation per world of each candidate's gain over the plan's choice,
    // averaged over the candidates (0 when it needed no search). The smaller, the fewer
    // worlds tell two candidates apart.
    double lastSpread() const { return lastSpread_; }

    // The choice without search: efficient's, changed by the plan options.
    Action plan(const HandView &view) const { return planned(view, options_); }
    // The actions a search of this view would play out, the plan's choice among them; empty
    // when the decision needs none (the plan's choice is taken). For analysis (mahjong/audit.h).
    std::vector<Action> searchCandidates(const HandView &view) const { return candidates(view, plan(view)); }

    // Each of `actions` valued on the same `worlds` worlds drawn from the view (common random
    // numbers, so that two actions differ by themselves alone): the mean of the seat's
    // settlement in base, the rest of the hand played as in search() (efficient players in the
    // other seats, the plan in its own). For the review (復盤) and the Hint's values. Empty when
    // the sampler does not model the view (the opening declarations).
    struct Valued
    {
        Action action;
        double mean = 0;
        double stderror = 0;
        int worlds = 0;
    };
    std::vector<Valued> value(const HandView &view, const std::vector<Action> &actions, int worlds);

private:
    static Action planned(const HandView &view, const StrongOptions &options);
    // The candidates worth simulating, the plan's choice among them; empty: take the plan's.
    std::vector<Action> candidates(const HandView &view, Action planned) const;
    Action search(const HandView &view, const std::vector<Action> &cands, Action planned);
    double playout(HandState world, Seat seat, const Action &first) const;

    Rng rng_;
    StrongOptions options_;
    Rules rules_;
    StrongOptions rolloutPlan_; // the plan the seat follows in playouts
    ChainMemory memory_;        // infer 6: the chain's state at the last decision
    long long playouts_ = 0;
    int lastPlayouts_ = 0;
    double lastSpread_ = 0;
};

} // namespace qixing::mahjong
