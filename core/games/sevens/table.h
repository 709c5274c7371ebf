// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Sevens table: the match, the hand in play, and the one place where an action from any
// seat (computer, local person, remote person) is checked and applied. Front ends (the
// table window, the network host, the CLI) drive it; they never change a HandState
// themselves.

#include "sevens/hand.h"
#include "sevens/match.h"
#include "sevens/players.h"
#include "sevens/scoring.h"

#include <array>
#include <optional>

namespace qixing::sevens {

struct PlayedHand
{
    Deal deal;
    HandState final; // all 52 moves, covers and last cards
    Settlement settlement;
};

// Plays one whole hand with computer players (any Player that answers at once). Throws
// std::logic_error naming the seat and the reason if a player returns an illegal action.
PlayedHand playHand(const Rules &rules, const Deal &deal, const std::array<Player *, kSeats> &players);

class Table
{
public:
    Table(const MatchSettings &settings, const std::array<std::int64_t, kSeats> &balances);

    const Match &match() const { return match_; }
    Match &match() { return match_; }
    const Rules &rules() const { return match_.settings().rules; }

    // Deals the next hand of the match. Throws std::logic_error if a hand is in play or the
    // match is finished.
    void startHand();
    bool handInProgress() const { return inProgress_; }
    int handNumber() const { return handNumber_; } // 0-based index of the current or last hand
    const Deal &deal() const { return deal_; }
    const HandState &hand() const { return hand_; }
    HandView view(Seat seat) const { return HandView(hand_, seat); }

    // Checks and applies an action; after the 52nd turn settles the hand and books it in the
    // match. A rejected action changes nothing.
    MoveError submit(Seat seat, Action action);
    const std::optional<Settlement> &lastSettlement() const { return lastSettlement_; }

    // Restores a hand in play from its deal and the moves made so far (resume, reconnect).
    // Returns the first move that does not apply, or None.
    MoveError restoreHand(int handNumber, const Deal &deal, const std::vector<Action> &moves);

private:
    Match match_;
    Deal deal_;
    HandState hand_;
    int handNumber_ = -1;
    bool inProgress_ = false;
    std::optional<Settlement> lastSettlement_;
};

} // namespace qixing::sevens
