// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/local_sevens_game.h"

#include <algorithm>

namespace qixing::session {

LocalSevensGame::LocalSevensGame(TableSession *table, int seat, QObject *parent)
    : SevensSource(parent), table_(table), seat_(std::max(seat, 0)), followsPerson_(seat == kPersonSeat)
{
    // The person's seat is known once the match is dealt or taken up: before anything is told.
    connect(table, &TableSession::handStarted, this, [this] {
        if (followsPerson_ && table_->personSeat() >= 0)
            seat_ = table_->personSeat();
    });
    // The same messages, in the same order, as the LAN host's handlers of these signals send
    // a remote seat (core/net/server.cpp).
    connect(table, &TableSession::handStarted, this, [this](int) {
        if (const SevensModule *m = module())
            emit message(m->stateFor(seat_, table_->shownEvents()));
    });
    // The host window's own table is told of a swap between hands as a joined one is.
    connect(table, &TableSession::seatsSwapped, this, [this](int a, int b) { emit message(table_->seatsSwappedMessage(a, b)); });
    connect(table, &TableSession::eventsShown, this, [this](int first, int count) {
        const SevensModule *m = module();
        if (!m)
            return;
        for (int i = first; i < first + count; ++i)
            if (QJsonObject e = m->eventFor(seat_, i); !e.isEmpty())
                emit message(e);
    });
    connect(table, &TableSession::asked, this, [this](int s) {
        if (s == seat_ && active())
            emit message(table_->questionFor(seat_));
    });
    connect(table, &TableSession::timeLimitPlayed, this, [this](int s, const QJsonObject &action) {
        if (s == seat_)
            emit message(QJsonObject {{"type", "timeUp"}, {"action", action}});
    });
    connect(table, &TableSession::handFinished, this, [this] {
        if (const SevensModule *m = module())
            emit message(m->settlementJson());
    });
    connect(table, &TableSession::matchFinished, this, [this] {
        if (active())
            emit message(table_->matchOverMessage());
    });
    // A seat taken over or given back, a pause: nothing a message tells.
    connect(table, &TableSession::changed, this, &SevensSource::changed);
}

const SevensModule *LocalSevensGame::module() const
{
    return table_ ? dynamic_cast<const SevensModule *>(table_->module()) : nullptr;
}

QString LocalSevensGame::seatName(int seat) const
{
    const SevensModule *m = module();
    return m ? m->seatName(seat) : QString();
}

QString LocalSevensGame::seatKind(int seat) const
{
    return table_ ? table_->seatKind(seat) : QString();
}

int LocalSevensGame::penaltyBases() const
{
    const SevensModule *m = module();
    return m ? m->settings().match.penaltyBases : 1;
}

int LocalSevensGame::turnSeconds() const
{
    const SevensModule *m = module();
    return m ? m->turnSeconds() : 0;
}

QList<QJsonObject> LocalSevensGame::replay() const
{
    const SevensModule *m = module();
    if (!m || m->handNumber() < 0)
        return {};
    QList<QJsonObject> out {m->stateFor(seat_, table_->shownEvents())};
    if (table_->isAsked(seat_))
        out.append(table_->questionFor(seat_));
    else if (!m->handInProgress()) {
        if (m->table().lastSettlement())
            out.append(m->settlementJson());
        if (m->matchFinished())
            out.append(table_->matchOverMessage());
    }
    return out;
}

QString LocalSevensGame::submit(const QJsonObject &action)
{
    if (!active())
        return QStringLiteral("no table");
    return table_->submit(seat_, action);
}

int LocalSevensGame::msLeft() const
{
    return table_ ? table_->msLeft(seat_) : -1;
}

MatchSummary matchRecordOf(const SevensModule &module, int seat)
{
    MatchSummary m;
    m.localSeat = seat;
    m.names = module.settings().names;
    m.hands = module.settings().match.hands;
    const sevens::Match &match = module.table().match();
    m.handsPlayed = match.handsPlayed();
    m.booked = match.booked();
    m.leavings = match.leavings();
    m.opening = match.openingBalances();
    m.balances = match.balances();
    return m;
}

std::optional<MatchSummary> LocalSevensGame::matchRecord() const
{
    const SevensModule *m = module();
    return m ? std::optional(matchRecordOf(*m, seat_)) : std::nullopt;
}

void LocalSevensGame::nextHand()
{
    if (table_)
        table_->nextHand();
}

} // namespace qixing::session
