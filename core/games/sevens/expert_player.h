// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The expert: information-set search (PIMC) over the deals a seat cannot tell apart.
//
// For each decision it draws worlds — every other seat's hand and covered cards — among the
// deals consistent with its own view (its cards, the table, the counts, and that a seat which
// covered held no card that fitted then, S6), as likely as the other seats' observed plays and
// covers make them under an opponent model ("they play as HeuristicPlayer would", odds 10): by
// default from a Markov chain whose stationary distribution is that posterior, else
// independently with importance weights. It plays every legal card out to the end of the hand
// in each world (the other seats as HeuristicPlayer would from their own sight, the seat
// itself by a cheap policy), and values each ending with the table's own scoring (quickResult,
// equal to settle()). Budget: a number of playouts and a wall-clock cap per decision, spent by
// successive halving (the weaker half of the candidates is dropped after each round). It never
// reads a hidden card: everything it uses comes from the HandView.

#include "sevens/players.h"
#include "sevens/playout.h"
#include "sevens/rules.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace qixing::sevens {

// The worlds one seat may believe in, given its view.
//
// Sampling is exact in the weighted sense: hidden cards are drawn slot by slot (most
// constrained slot first, uniformly among the cards it may hold), and the world carries the
// inverse of the probability it was drawn with, so that the weighted worlds are uniform over
// the consistent deals; the opponent model's likelihood multiplies that weight.
class WorldSampler
{
public:
    // How much the opponent model reads into what the other seats did. Zeros make every
    // consistent deal equally likely.
    struct Model
    {
        double playBias = 2.0;  // a card that brings the seat's own cards closer is played
                                // (1 + playBias) times as often as one that does not
        double coverBias = 0;   // a seat covers a card of p points with odds exp(−coverBias · p);
                                // off: 0.2 cost about 0.8 注 a hand in duplicate play
        double heuristicOdds = 0; // when > 0, replaces the two above: a seat with a choice made
                                  // HeuristicPlayer's (from its sight then) with these odds
                                  // against 1 for each other card
    };

    struct World
    {
        std::array<CardSet, kSeats> hands {};   // every seat's hand now
        std::array<CardSet, kSeats> covered {}; // every seat's covered cards
        std::array<Card, kTurns> coverCard {};  // the card of each cover in the history
        double logWeight = 0; // log(1 / probability of drawing it × opponent-model likelihood)
        // The card in each hidden slot, and each seat's part of the opponent model's log
        // likelihood (a seat's moves depend on its own cards alone): what step() changes.
        std::array<Card, kDeckSize> slotCard {};
        std::array<double, kSeats> seatLog {};
    };

    WorldSampler(const HandView &view, Model model);

    // False when no consistent world was found (only with an inconsistent view in practice).
    bool sample(Rng &rng, World &w) const;
    // The world as a full HandState: the deal it implies with the whole public history
    // replayed (checked) on it. Empty if the history does not replay (a bug).
    std::optional<HandState> state(const World &w) const;
    // The world's present position, to play out.
    Playout playout(const World &w) const;
    // The log of the opponent model's likelihood of the other seats' moves in the world (0
    // with the model off); part of the world's logWeight.
    double logLikelihood(const World &w) const;
    // One Metropolis step of a Markov chain over the consistent worlds whose stationary
    // distribution is the model's posterior (every consistent deal equally likely a priori,
    // times the likelihood): two hidden cards of different places trade places if each may
    // be there, accepted with the likelihood ratio. Unlike importance weights, the chain
    // stays on likely worlds however sharp the model. True when the world changed. Needs a
    // world from sample() (or step()).
    bool step(Rng &rng, World &w) const;
    // How many hidden cards a world places (the other seats' hands and covers).
    int hiddenCards() const { return int(slots_.size()); }

private:
    struct Slot
    {
        Seat seat;
        int move; // index of the cover in the history, or -1 for a card in hand
        CardSet allowed;
    };
    struct Move
    {
        Seat seat;
        bool cover;
        bool visible;
        Card card;
        CardSet targets; // the cards that fitted before the move
        CardSet table;   // the table before the move
        int othersCovers; // the other seats' covers before the move
    };
    // Seat s's moves' log likelihood in the world (the model on, s not the seat itself).
    double seatLogLikelihood(const World &w, Seat s) const;
    bool modelOn() const { return model_.heuristicOdds > 0 || model_.playBias != 0 || model_.coverBias != 0; }
    void swap(World &w, std::size_t i, std::size_t j) const; // the cards of two slots

    Seat me_;
    bool headTail_;
    Model model_;
    CardSet unseen_;
    CardSet myHand_, myCovered_;
    CardSet table_, targets_;
    std::array<bool, kSeats> lastSeven_ {};
    std::array<double, kRanks> coverOdds_ {}; // exp(−coverBias · points), by rank
    double logOdds_ = 0;                       // log heuristicOdds
    std::array<double, kRanks + 1> logChoices_ {}; // log(heuristicOdds + n − 1), by n choices
    std::array<CardSet, kSeats> played_ {};
    HeuristicPlayer heuristic_;
    std::vector<Move> moves_;
    std::vector<Slot> slots_;
};

class ExpertPlayer final : public Player
{
public:
    struct Options
    {
        int playouts = 10000; // per decision
        int ms = 200;         // wall-clock cap per decision; 0 = none (reproducible runs, tests)
        bool model = true;    // weight worlds by the opponent model
        // The heuristic opponent model at odds 10, its worlds drawn by the chain below
        // (with independent weighted worlds odds above 1.5 were weaker: too few worlds kept
        // the weight; on the chain 10 beat 3 and 30, docs/players.md).
        WorldSampler::Model weights {.playBias = 2.0, .coverBias = 0, .heuristicOdds = 10};
        PlayoutPolicy policy;
        bool heuristicPlayouts = false; // play the worlds out with HeuristicPlayer (slower)
        // Inside the bit-word playouts: the other seats, and the seat itself, play as
        // HeuristicPlayer would from their own sight instead of by the policy.
        bool heuristicOthers = true;
        bool heuristicSelf = false;
        // Worlds from a Markov chain (WorldSampler::step) instead of importance weights: this
        // many steps between worlds; 0 = off (independent weighted worlds).
        int chain = 10;
        int chains = 1; // independent chains, taken in turn
        // When the seat holds at most this many cards, each world's playout searches every
        // way the seat can play the rest (its best ending there) instead of following the
        // policy for it; every ending counts as a playout. 0 = off.
        int exactEnd = 0;
        // Successive halving (the weaker half of the candidates dropped after each round);
        // false: every candidate is played out on every world, so that the estimates of any
        // two are comparable (the review's costs).
        bool halving = true;
    };
    // "expert" or "expert:key=value:…" with keys playouts, ms, model (0/1), hmodel, play,
    // cover (the model's weights), opp, self (0/1), chain, chains, end, hplay (0/1), own, ownpts, gift, cown,
    // cblock (the playout policy's); empty for anything else.
    static std::optional<Options> parse(std::string_view spec);

    ExpertPlayer(const Rules &rules, std::uint64_t seed, Options options);
    ExpertPlayer(const Rules &rules, std::uint64_t seed) : ExpertPlayer(rules, seed, Options {}) {}
    std::string kind() const override { return "expert"; }
    Action chooseAction(const HandView &view) override;

    // Every legal action with its estimated result in 注, best first (the Hint's analysis).
    // Candidates dropped early were estimated on fewer worlds.
    struct Estimate
    {
        Action action;
        double mean = 0;
        double stderror = 0;
        int worlds = 0;
    };
    std::vector<Estimate> analyse(const HandView &view);
    // Playouts spent by the last decision (0 when it was forced).
    int lastPlayouts() const { return lastPlayouts_; }

private:
    Rules rules_;
    Rng rng_;
    Options options_;
    int lastPlayouts_ = 0;
    // Reused from decision to decision.
    std::vector<Playout> starts_;
    std::vector<double> logWeights_;
    std::vector<std::uint64_t> playoutSeeds_;
};

} // namespace qixing::sevens
