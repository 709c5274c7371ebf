// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Judging decisions with what no seat may see: an analysis tool for measuring players (qixing-cli
// mahjong audit), never a player. A player's decisions in play are compared with another
// player's decisions from the same views; where they differ, both are valued from the true
// state, every hand as it is, with only the order of the wall unknown. So the value of a change
// to a player is seen decision by decision, where duplicate play sees it only through whole
// hands and their luck; and with the hands known, the value is an upper bound of what knowing
// them is worth, not of what a player can reach (docs/players.md, the ninth attempt).

#include "common/rng.h"
#include "common/stats.h"
#include "mahjong/hand.h"
#include "mahjong/players.h"
#include "mahjong/rules.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace qixing::mahjong {

// What kind of choice a decision is, by what the player under test chose: a claim prompt by its
// answer; a discard by how near to ready the hand is before it (向聽 counting the best
// discard), or among the last four drawable tiles (包牌, M38); kongs, 游金 and 搶槓胡.
enum class Situation : int {
    ClaimPass,
    ClaimChow,
    ClaimPung,
    ClaimKong,
    DiscardComplete, // the hand was complete (a win or 游金 was possible)
    DiscardReady,    // its best discard leaves the hand ready
    DiscardOneAway,  // one tile from ready
    DiscardFarther,  // two or more tiles from ready
    DiscardLastFour,
    Win,
    Kong,
    You,
    RobKong,
    Other,
    Count
};
const char *situationName(Situation s);
Situation situationOf(const HandView &view, const Action &chosen);

struct AuditOptions
{
    int worlds = 200; // wall orders per decision valued
};

struct AuditTally
{
    long long hands = 0;
    long long decisions = 0; // of the player under test, forced ones (a single legal action) excluded
    long long differing = 0; // decisions valued: where the other player chose otherwise, or
                             // (the oracle) every decision the player under test searched
    MeanAndError perHand;    // each hand's sum of the gains of its differing decisions
    // Per differing decision, by situation: the other choice's result less the tested one's,
    // in bases, the mean over the wall orders.
    std::array<MeanAndError, std::size_t(Situation::Count)> gain {};
};

// Plays one hand with `players` (the one in seat `focus` under test). At each decision of the
// focus seat where `other`, asked with the same view, chooses otherwise, both choices are played
// to the end from the true state `options.worlds` times, the wall not yet drawn in a new order
// each time (the same order for both, in lanes: HandState::coupleDraws), the focus seat then
// playing as `rollout` and every other seat as `continuation` of its seat. The hand itself
// goes on with the tested player's choice.
//
// With `other` null (the oracle), the player under test must be a StrongPlayer: at each
// decision it searches, its own candidates are played out from the true state as above, the
// best chosen on half of the wall orders and valued on the other half (and the other way
// round), against its own choice. That is what its search would gain if it knew every hand
// (with as many wall orders as it has), by situation.
void auditHand(const Rules &rules, const HandSetup &setup, const std::array<Player *, kSeats> &players, Seat focus,
               Player *other, Player &rollout, const std::array<Player *, kSeats> &continuation,
               const AuditOptions &options, Rng &rng, AuditTally &tally);

// The deals of duplicate play (deal k: HandSetup::fromSeed(deriveSeed(seed, k)), the dealer
// k mod 4; each seat's player seeded as duplicate seeds it), the player of kind `player` in
// each seat in turn and `field` in the others, audited against `against` (none: the oracle) as
// auditHand does, the focus seat playing on as `rollout` and the others as fresh players of the
// field's kind. `against` gets the tested player's seed, so that a kind audited against itself
// chooses alike everywhere. Throws std::invalid_argument for a kind makePlayer does not know.
AuditTally auditDeals(const Rules &rules, std::string_view player, std::optional<std::string_view> against,
                      std::string_view field, std::string_view rollout, long long deals, std::uint64_t seed,
                      const AuditOptions &options);

} // namespace qixing::mahjong
