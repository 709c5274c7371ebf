// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/local_mahjong_game.h"

#include "common/rng.h"
#include "mahjong/players.h"

#include <QDir>
#include <QStandardPaths>

#include <algorithm>

namespace qixing::session {

LocalMahjongGame::LocalMahjongGame(TableSession *table, int seat, QObject *parent)
    : MahjongGame(parent), table_(table), seat_(std::max(seat, 0)), followsPerson_(seat == kPersonSeat)
{
    // The person's seat is known once the match is dealt or taken up: before anything is told.
    connect(table, &TableSession::handStarted, this, [this] {
        if (followsPerson_ && table_->personSeat() >= 0)
            seat_ = table_->personSeat();
    });
    connect(table, &TableSession::handStarted, this, [this](int) {
        if (active())
            emit message(stateMessage());
    });
    // The host window's own table is told of a swap between hands as a joined one is.
    connect(table, &TableSession::seatsSwapped, this, [this](int a, int b) { emit message(table_->seatsSwappedMessage(a, b)); });
    connect(table, &TableSession::eventsShown, this, [this](int first, int count) {
        const MahjongModule *m = module();
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
    connect(table, &TableSession::handFinished, this, [this] {
        if (const MahjongModule *m = module())
            emit message(m->settlementJson());
    });
    connect(table, &TableSession::matchFinished, this, [this] {
        if (active())
            emit message(table_->matchOverMessage());
    });
    connect(table, &TableSession::timeLimitPlayed, this, [this](int s, const QJsonObject &a) {
        if (s == seat_)
            emit timeLimitPlayed(a);
    });
}

QString LocalMahjongGame::defaultSavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/mahjong-autosave.json");
}

const MahjongModule *LocalMahjongGame::module() const
{
    return table_ ? dynamic_cast<const MahjongModule *>(table_->module()) : nullptr;
}

const mahjong::Rules &LocalMahjongGame::rules() const
{
    static const mahjong::Rules none;
    const MahjongModule *m = module();
    return m ? m->settings().rules : none;
}

QString LocalMahjongGame::seatName(int seat) const
{
    const MahjongModule *m = module();
    return m ? m->seatName(seat) : QString();
}

QString LocalMahjongGame::seatKind(int seat) const
{
    return table_ ? table_->seatKind(seat) : QString();
}

int LocalMahjongGame::turnSeconds() const
{
    const MahjongModule *m = module();
    return m ? m->turnSeconds() : 0;
}

QJsonObject LocalMahjongGame::stateMessage() const
{
    return module()->stateFor(seat_, table_->shownEvents());
}

QList<QJsonObject> LocalMahjongGame::replay() const
{
    const MahjongModule *m = module();
    if (!m || m->handNumber() < 0)
        return {};
    QList<QJsonObject> out {stateMessage()};
    if (table_->isAsked(seat_))
        out.append(table_->questionFor(seat_));
    else if (!m->handInProgress()) {
        out.append(m->settlementJson());
        if (m->matchFinished())
            out.append(table_->matchOverMessage());
    }
    return out;
}

QString LocalMahjongGame::submit(const QJsonObject &action)
{
    if (!active())
        return QStringLiteral("no table");
    return table_->submit(seat_, action);
}

int LocalMahjongGame::msLeft() const
{
    return table_ ? table_->msLeft(seat_) : -1;
}

QJsonObject LocalMahjongGame::hint() const
{
    const MahjongModule *m = module();
    if (!m || !table_->isAsked(seat_))
        return {};
    // The efficient player's choice; a fixed seed per question, so asking twice agrees.
    const auto brain = m->makeComputer(m->defaultComputer(), deriveSeed(m->seed(), 7000 + std::uint64_t(m->step())));
    return brain->decide(*m, seat_);
}

std::function<QJsonObject()> LocalMahjongGame::hintWork() const
{
    const MahjongModule *m = module();
    if (!m || !table_->isAsked(seat_))
        return [] { return QJsonObject(); };
    // The strong player's values of every option (mahjongHint), from a copy of the hand as the
    // seat is asked it; a fixed seed per question, so asking twice agrees.
    const mahjong::HandState asked = m->hand().phase() == mahjong::Phase::Claim ? m->hand().askedInClaim(seat_) : m->hand();
    return [asked, offered = m->options(seat_), rules = m->settings().rules, seat = seat_,
            seed = deriveSeed(m->seed(), 7000 + std::uint64_t(m->step()))] {
        return mahjongHint(mahjong::HandView(asked, seat, &offered), offered, rules, seed);
    };
}

void LocalMahjongGame::nextHand()
{
    if (table_ && dealsNextHand_)
        table_->nextHand();
}

} // namespace qixing::session
