// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/sevens_session.h"

#include <QDir>
#include <QStandardPaths>

namespace qixing::session {

using namespace sevens;

SevensSession::SevensSession(QObject *parent)
    : SevensGame(parent), owned_(std::make_unique<TableSession>()), core_(owned_.get())
{
    wire();
}

SevensSession::SevensSession(TableSession &table, QObject *parent) : SevensGame(parent), core_(&table)
{
    wire();
    if (core_->module())
        rebuildLog(); // the host dealt before this window looked
    // The host lets its match go when the match ends or the table closes: this face of it
    // goes with it, as the window's view of a joined table goes with its connection.
    connect(&table, &QObject::destroyed, this, [this] {
        core_ = nullptr;
        deleteLater();
    });
}

void SevensSession::wire()
{
    qRegisterMetaType<MoveRecord>();
    connect(core_, &TableSession::changed, this, &SevensGame::changed);
    connect(core_, &TableSession::viewChanged, this, &SevensSession::viewChanged);
    connect(core_, &TableSession::saveFailed, this, &SevensSession::saveFailed);
    connect(core_, &TableSession::handStarted, this, [this](int hand) {
        rebuildLog();
        emit handStarted(hand);
    });
    connect(core_, &TableSession::eventsShown, this, [this](int first, int count) {
        const HandState &h = table().hand();
        for (int i = first; i < first + count; ++i) {
            const MoveRecord rec {table().handNumber(), i, h.moveSeat(i), h.moveAction(i)};
            log_.push_back(rec);
            emit moveMade(rec);
        }
    });
    connect(core_, &TableSession::asked, this, [this](int seat) {
        if (seat == kLocalSeat)
            emit localTurn();
    });
    connect(core_, &TableSession::handFinished, this, [this] { emit handFinished(*table().lastSettlement()); });
    connect(core_, &TableSession::matchFinished, this, &SevensGame::matchFinished);
    connect(core_, &TableSession::timeLimitPlayed, this, [this](int seat, const QJsonObject &a) {
        const auto action = SevensModule::actionFrom(a);
        if (!action)
            return;
        if (seat == kLocalSeat)
            emit timeLimitPlayed(*action);
        emit timeLimitPlayedFor(seat, *action);
    });
}

SevensSession::~SevensSession() = default;

QString SevensSession::defaultSavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/sevens-autosave.json");
}

void SevensSession::start(const SessionSettings &settings)
{
    log_.clear();
    core_->start(std::make_unique<SevensModule>(settings));
}

SevensSession::ResumeResult SevensSession::resume(QString *error, QString *movedTo)
{
    log_.clear();
    return core_->resume(&SevensModule::restore, error, movedTo);
}

void SevensSession::rebuildLog()
{
    // A resumed hand starts with the moves made before; a new hand with none.
    log_.clear();
    if (!active() || !table().handInProgress())
        return;
    const HandState &h = table().hand();
    for (int i = 0; i < h.turn(); ++i)
        log_.push_back({table().handNumber(), i, h.moveSeat(i), h.moveAction(i)});
}

const SessionSettings &SevensSession::settings() const
{
    static const SessionSettings none;
    return active() ? module()->settings() : none;
}

MatchSummary SevensSession::summary() const
{
    MatchSummary m;
    m.localSeat = kLocalSeat;
    if (!active())
        return m;
    m.names = settings().names;
    m.hands = settings().match.hands;
    const sevens::Match &match = table().match();
    m.handsPlayed = match.handsPlayed();
    m.booked = match.booked();
    m.leavings = match.leavings();
    m.opening = match.openingBalances();
    m.balances = match.balances();
    return m;
}

MoveError SevensSession::submitLocal(Action a)
{
    if (!handInProgress())
        return MoveError::HandOver;
    if (!core_->isPerson(kLocalSeat) || table().hand().toMove() != kLocalSeat)
        return MoveError::NotYourTurn;
    if (const MoveError e = table().hand().check(kLocalSeat, a); e != MoveError::None)
        return e;
    return core_->submit(kLocalSeat, SevensModule::actionTo(a)).isEmpty() ? MoveError::None : MoveError::NotYourTurn;
}

std::optional<Action> SevensSession::hint(Seat seat) const
{
    if (!active())
        return std::nullopt;
    return module()->hint(seat);
}

Match::Leaving SevensSession::leave()
{
    if (!active())
        return {};
    log_.clear();
    core_->leave(kLocalSeat);
    const auto &l = table().match().leavings();
    return l.empty() ? Match::Leaving {} : l.back();
}

void SevensSession::close()
{
    core_->close();
    log_.clear();
}

} // namespace qixing::session
