#include "session/sevens_session.h"

#include "common/rng.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <utility>

namespace qixing::session {

using namespace sevens;

SevensSession::SevensSession(QObject *parent) : SevensGame(parent)
{
    qRegisterMetaType<MoveRecord>();
    turnTimer_.setSingleShot(true);
    // Precise: a coarse timer may round each restart up by 5 %, and a clock paused behind
    // dialogs would then gain time with every pause.
    turnTimer_.setTimerType(Qt::PreciseTimer);
    // The clock ran out for a person (local or remote): the computer player's choice is played.
    connect(&turnTimer_, &QTimer::timeout, this, [this] {
        if (!handInProgress())
            return;
        const Seat s = table_->hand().toMove();
        if (!agents_[std::size_t(s)]->isPerson())
            return;
        const auto a = hint(s);
        if (!a)
            return;
        if (s == kLocalSeat)
            emit timeLimitPlayed(*a);
        emit timeLimitPlayedFor(s, *a);
        agents_[std::size_t(s)]->cancel();
        submitFrom(s, *a);
    });
}

SevensSession::~SevensSession() = default;

QString SevensSession::defaultSavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/sevens-autosave.json");
}

bool SevensSession::hasSave(const QString &path)
{
    return !path.isEmpty() && QFile::exists(path);
}

void SevensSession::setComputerPause(int ms)
{
    pauseMs_ = ms;
    for (SeatAgent *a : agents_)
        if (auto *c = qobject_cast<ComputerAgent *>(a))
            c->setPause(ms);
}

QString SevensSession::seatKind(Seat s) const
{
    return kindsNow_[std::size_t(s)];
}

void SevensSession::buildAgents(const std::array<QString, kSeats> &kinds)
{
    ++generation_;
    for (SeatAgent *&a : agents_) {
        if (a) {
            a->cancel();
            a->deleteLater();
        }
        a = nullptr;
    }
    for (Seat s = 0; s < kSeats; ++s) {
        agents_[std::size_t(s)] = makeAgent(s, kinds[std::size_t(s)]);
        kindsNow_[std::size_t(s)] = agents_[std::size_t(s)]->kind();
    }
}

SeatAgent *SevensSession::makeAgent(Seat s, const QString &k)
{
    if (k == QLatin1String("person"))
        return new LocalPersonAgent(this);
    if (agentFactory_)
        if (SeatAgent *a = agentFactory_(s, k)) {
            a->setParent(this);
            return a;
        }
    return new ComputerAgent(k, deriveSeed(settings_.match.seed, 1000 + std::uint64_t(s)), settings_.match.rules,
                             pauseMs_, this);
}

void SevensSession::setSeatKind(Seat s, const QString &kind)
{
    if (!table_)
        return;
    const bool theirTurn = handInProgress() && table_->hand().toMove() == s;
    if (theirTurn) {
        ++generation_; // a submit still on its way from the old agent is ignored
        turnTimer_.stop();
    }
    SeatAgent *old = agents_[std::size_t(s)];
    old->cancel();
    old->deleteLater();
    agents_[std::size_t(s)] = makeAgent(s, kind);
    kindsNow_[std::size_t(s)] = agents_[std::size_t(s)]->kind();
    emit changed();
    if (theirTurn)
        promptSeat();
}

void SevensSession::start(const SessionSettings &settings)
{
    settings_ = settings;
    std::array<std::int64_t, kSeats> balances {};
    balances.fill(settings.startingBalance);
    table_ = std::make_unique<Table>(settings.match, balances);
    buildAgents(settings.kinds);
    dealNextHand();
}

void SevensSession::dealNextHand()
{
    table_->startHand();
    log_.clear();
    handMoves_.clear();
    autosave();
    emit handStarted(table_->handNumber());
    notifyChanged();
    promptAfterDeal();
}

SevensSession::ResumeResult SevensSession::resume(QString *error, QString *movedTo)
{
    LoadResult r = loadSave(savePath_);
    if (r.status == LoadResult::Status::Missing)
        return ResumeResult::NoSave;
    const auto damaged = [&](const QString &why, const QString &aside) {
        if (error)
            *error = why;
        if (movedTo)
            *movedTo = aside;
        table_.reset();
        return ResumeResult::Damaged;
    };
    if (r.status == LoadResult::Status::Damaged)
        return damaged(r.error, r.movedTo);
    const SavedGame &g = r.game;
    try {
        auto table = std::make_unique<Table>(g.settings.match, g.openingBalances);
        table->match().restore(g.booked, g.leavings);
        if (g.handNumber >= 0) {
            const MoveError e = table->restoreHand(g.handNumber, table->match().dealFor(g.handNumber), g.moves);
            if (e != MoveError::None)
                return damaged(QStringLiteral("a saved move does not apply: %1").arg(QString::fromLatin1(describe(e))),
                               putAside(savePath_));
        }
        if (table->match().finished() && !table->handInProgress()) {
            discardSave();
            return ResumeResult::NoSave;
        }
        for (const QString &k : g.kindsNow)
            if (k != QLatin1String("person") && !makePlayer(k.toStdString(), 1))
                return damaged(QStringLiteral("unknown player kind \"%1\"").arg(k), putAside(savePath_));
        settings_ = g.settings;
        table_ = std::move(table);
    } catch (const std::exception &e) {
        return damaged(QString::fromStdString(e.what()), putAside(savePath_));
    }
    buildAgents(g.kindsNow);
    log_.clear();
    handMoves_ = g.moves;
    if (!table_->handInProgress()) {
        handMoves_.clear();
        table_->startHand();
    } else {
        const HandState &h = table_->hand();
        for (int i = 0; i < h.turn(); ++i)
            log_.push_back({table_->handNumber(), i, h.moveSeat(i), h.moveAction(i)});
    }
    autosave();
    emit handStarted(table_->handNumber());
    notifyChanged();
    promptAfterDeal();
    return ResumeResult::Resumed;
}

MatchSummary SevensSession::summary() const
{
    MatchSummary m;
    m.names = settings_.names;
    m.localSeat = kLocalSeat;
    m.hands = settings_.match.hands;
    if (!table_)
        return m;
    const sevens::Match &match = table_->match();
    m.handsPlayed = match.handsPlayed();
    m.booked = match.booked();
    m.leavings = match.leavings();
    m.opening = match.openingBalances();
    m.balances = match.balances();
    return m;
}

void SevensSession::promptAfterDeal()
{
    if (dealPauseMs_ <= 0) {
        promptSeat();
        return;
    }
    const quint64 gen = generation_;
    QTimer::singleShot(dealPauseMs_, this, [this, gen] {
        if (gen == generation_ && table_)
            promptSeat();
    });
}

void SevensSession::promptSeat()
{
    if (!handInProgress())
        return;
    if (paused()) {
        promptDeferred_ = true;
        return;
    }
    const Seat s = table_->hand().toMove();
    SeatAgent *agent = agents_[std::size_t(s)];
    const quint64 gen = generation_;
    agent->yourTurn([this, s] { return table_->view(s); },
                    [this, s, gen](Action a) {
                        if (gen == generation_ && table_)
                            submitFrom(s, a);
                    });
    if (agent->isPerson()) {
        if (settings_.turnSeconds > 0)
            turnTimer_.start(settings_.turnSeconds * 1000);
        if (s == kLocalSeat)
            emit localTurn();
    }
}

MoveError SevensSession::submitLocal(Action a)
{
    if (!handInProgress())
        return MoveError::HandOver;
    if (!agents_[0]->isPerson() || table_->hand().toMove() != kLocalSeat)
        return MoveError::NotYourTurn;
    return submitFrom(kLocalSeat, a);
}

MoveError SevensSession::submitFrom(Seat seat, Action a)
{
    const int handNo = table_->handNumber();
    const int turn = table_->hand().turn();
    const MoveError e = table_->submit(seat, a);
    if (e != MoveError::None)
        return e;
    ++generation_;
    turnTimer_.stop();
    const MoveRecord rec {handNo, turn, seat, a};
    log_.push_back(rec);
    handMoves_.push_back(a);
    emit moveMade(rec);
    afterMove();
    return e;
}

void SevensSession::afterMove()
{
    if (!table_->handInProgress()) {
        handMoves_.clear();
        autosave();
        notifyChanged();
        emit handFinished(*table_->lastSettlement());
        if (table_ && table_->match().finished())
            emit matchFinished();
        return;
    }
    autosave();
    notifyChanged();
    promptSeat();
}

std::optional<Action> SevensSession::hint(Seat seat) const
{
    if (!handInProgress() || table_->hand().toMove() != seat)
        return std::nullopt;
    HeuristicPlayer h;
    return h.chooseAction(table_->view(seat));
}

int SevensSession::secondsLeft() const
{
    const int ms = turnMsLeft();
    return ms < 0 ? -1 : (ms + 999) / 1000;
}

int SevensSession::turnMsLeft() const
{
    if (paused())
        return pausedTurnMs_;
    return turnTimer_.isActive() ? int(turnTimer_.remainingTime()) : -1;
}

void SevensSession::pause()
{
    if (pauseDepth_++ > 0)
        return;
    pausedGeneration_ = generation_;
    pausedTurnMs_ = turnTimer_.isActive() ? int(turnTimer_.remainingTime()) : -1;
    turnTimer_.stop();
    // A computer player about to move forgets its turn; unpause() asks it again.
    for (SeatAgent *a : agents_)
        if (a && !a->isPerson())
            a->cancel();
}

void SevensSession::unpause()
{
    if (pauseDepth_ == 0 || --pauseDepth_ > 0)
        return;
    const int turnMs = std::exchange(pausedTurnMs_, -1);
    const bool deferred = std::exchange(promptDeferred_, false);
    if (!handInProgress())
        return;
    const SeatAgent *agent = agents_[std::size_t(table_->hand().toMove())];
    // The same person's turn goes on with the time it had; anything else is prompted anew.
    if (!deferred && agent->isPerson() && generation_ == pausedGeneration_) {
        if (turnMs >= 0)
            turnTimer_.start(turnMs);
        return;
    }
    if (deferred || !agent->isPerson())
        promptSeat();
}

void SevensSession::nextHand()
{
    if (!table_ || table_->handInProgress() || table_->match().finished())
        return;
    dealNextHand();
}

Match::Leaving SevensSession::leave()
{
    Match::Leaving l;
    if (!table_)
        return l;
    turnTimer_.stop();
    l = table_->match().leave(kLocalSeat);
    kindsNow_[0] = QStringLiteral("heuristic");
    ++generation_;
    for (SeatAgent *a : agents_)
        a->cancel();
    // The seat is taken over by a computer player and the match is finished at once, so
    // that the leaver sees the final standings.
    std::array<std::unique_ptr<Player>, kSeats> players;
    for (Seat s = 0; s < kSeats; ++s)
        players[std::size_t(s)] = makePlayer(kindsNow_[std::size_t(s)].toStdString(),
                                             deriveSeed(settings_.match.seed, 2000 + std::uint64_t(s)), rules());
    while (!table_->match().finished()) {
        if (!table_->handInProgress())
            table_->startHand();
        while (table_->handInProgress()) {
            const Seat s = table_->hand().toMove();
            table_->submit(s, players[std::size_t(s)]->chooseAction(table_->view(s)));
        }
    }
    log_.clear();
    handMoves_.clear();
    discardSave();
    notifyChanged();
    emit matchFinished();
    return l;
}

void SevensSession::close()
{
    ++generation_;
    turnTimer_.stop();
    for (SeatAgent *&a : agents_) {
        if (a) {
            a->cancel();
            a->deleteLater();
        }
        a = nullptr;
    }
    table_.reset();
    log_.clear();
    handMoves_.clear();
}

void SevensSession::notifyChanged()
{
    emit changed();
    for (Seat s = 0; s < kSeats && table_; ++s)
        emit viewChanged(s);
}

void SevensSession::discardSave()
{
    if (!savePath_.isEmpty())
        QFile::remove(savePath_);
}

SavedGame SevensSession::snapshot() const
{
    SavedGame g;
    g.settings = settings_;
    g.openingBalances = table_->match().openingBalances();
    g.booked = table_->match().booked();
    g.leavings = table_->match().leavings();
    g.handNumber = table_->handInProgress() ? table_->handNumber() : -1;
    g.moves = handMoves_;
    g.kindsNow = kindsNow_;
    return g;
}

void SevensSession::autosave()
{
    if (savePath_.isEmpty() || !table_)
        return;
    if (table_->match().finished() && !table_->handInProgress()) {
        discardSave();
        return;
    }
    if (const QString e = writeJsonFile(savePath_, snapshot().toJson()); !e.isEmpty())
        emit saveFailed(e);
}

} // namespace qixing::session
