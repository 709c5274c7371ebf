// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/table.h"

#include <stdexcept>

namespace qixing::sevens {

PlayedHand playHand(const Rules &rules, const Deal &deal, const std::array<Player *, kSeats> &players)
{
    PlayedHand out;
    out.deal = deal;
    HandState &h = out.final;
    h = HandState(deal, rules.headTail);
    while (!h.finished()) {
        const Seat s = h.toMove();
        const Action a = players[std::size_t(s)]->chooseAction(HandView(h, s));
        if (const MoveError e = h.apply(s, a); e != MoveError::None)
            throw std::logic_error("seat " + std::to_string(s) + " (" + players[std::size_t(s)]->kind()
                                   + ") chose an illegal action: " + describe(e));
    }
    out.settlement = settle(rules, HandOutcome::of(h));
    return out;
}

Table::Table(const MatchSettings &settings, const std::array<std::int64_t, kSeats> &balances)
    : match_(settings, balances)
{
}

void Table::startHand()
{
    if (inProgress_)
        throw std::logic_error("a hand is already in play");
    if (match_.finished())
        throw std::logic_error("the match is finished");
    handNumber_ = match_.handsPlayed();
    deal_ = match_.dealFor(handNumber_);
    hand_ = HandState(deal_, rules().headTail);
    inProgress_ = true;
    lastSettlement_.reset();
}

MoveError Table::submit(Seat seat, Action action)
{
    if (!inProgress_)
        return MoveError::HandOver;
    const MoveError e = hand_.apply(seat, action);
    if (e == MoveError::None && hand_.finished()) {
        lastSettlement_ = settle(rules(), HandOutcome::of(hand_));
        match_.record(*lastSettlement_);
        inProgress_ = false;
    }
    return e;
}

MoveError Table::restoreHand(int handNumber, const Deal &deal, const std::vector<Action> &moves)
{
    if (!deal.validate().empty())
        return MoveError::NotInHand;
    handNumber_ = handNumber;
    deal_ = deal;
    hand_ = HandState(deal, rules().headTail);
    inProgress_ = true;
    lastSettlement_.reset();
    for (const Action &a : moves)
        if (const MoveError e = submit(hand_.toMove(), a); e != MoveError::None)
            return e;
    return MoveError::None;
}

} // namespace qixing::sevens
