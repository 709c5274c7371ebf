// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A stronger computer player: determinised Monte-Carlo search (PIMC). For each decision it
// deals the cards it cannot see in many ways consistent with what it has seen — a seat that
// covered held no playable card at that moment — plays every legal action out to the end of
// the hand in each world with heuristic players, and takes the action with the best average
// result under the table's scoring. It never looks at hidden cards: worlds are built from the
// HandView alone.

#include "sevens/players.h"
#include "sevens/rules.h"

namespace qixing::sevens {

class SearchPlayer final : public Player
{
public:
    // `rules` decides how an outcome is valued (the table's preset and options are public).
    SearchPlayer(const Rules &rules, std::uint64_t seed, int worlds = 40);
    std::string kind() const override { return "search"; }
    Action chooseAction(const HandView &view) override;

    // One consistent world as the seat sees it: a full HandState at the same turn with the
    // same public history and the seat's own cards. False if sampling failed.
    bool sampleWorld(const HandView &view, HandState &world);

private:
    Rules rules_;
    Rng rng_;
    int worlds_;
    HeuristicPlayer rollout_;
};

} // namespace qixing::sevens
