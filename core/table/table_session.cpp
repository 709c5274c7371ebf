// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/table_session.h"

#include "common/rng.h"
#include "table/save_file.h"

#include <QFile>

#include <algorithm>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace qixing::session {

TableSession::TableSession(QObject *parent) : QObject(parent)
{
    turnTimer_.setSingleShot(true);
    // Precise: a coarse timer may round each restart up by 5 %, and pausing behind dialogs
    // restarts it.
    turnTimer_.setTimerType(Qt::PreciseTimer);
    connect(&turnTimer_, &QTimer::timeout, this, &TableSession::onTimeout);
    holdTimer_.setSingleShot(true);
    holdTimer_.setTimerType(Qt::PreciseTimer); // the same moment after every discard
    connect(&holdTimer_, &QTimer::timeout, this, &TableSession::endHold);
    clock_.start();
}

TableSession::~TableSession()
{
    cancelAll();
}

void TableSession::setSavePath(const QString &path)
{
    if (path != savePath_)
        releaseSave();
    savePath_ = path;
}

namespace {
// The save's lock, or nullptr with its holder's process id (-1 unknown). `free` is also true
// when no lock can be made at all (a read-only folder): then nobody can write the save, and
// reading it is safe.
std::unique_ptr<QLockFile> lockFor(const QString &path, qint64 *holder, bool *free)
{
    auto lock = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    // Held for a whole match: only a dead owner's lock is stale, never an old one.
    lock->setStaleLockTime(0);
    *free = lock->tryLock(0) || lock->error() != QLockFile::LockFailedError;
    if (lock->isLocked())
        return lock;
    QString host, app;
    if (*free || !lock->getLockInfo(holder, &host, &app))
        *holder = *free ? 0 : -1;
    return nullptr;
}
} // namespace

bool TableSession::claimSave(QString *holder)
{
    // A session with its own saver (a LAN host) writes into a folder that host keeps for
    // itself: no lock there.
    if (savePath_.isEmpty() || lock_ || saver_)
        return true;
    bool free = false;
    qint64 pid = 0;
    lock_ = lockFor(savePath_, &pid, &free);
    if (!free && holder)
        *holder = pid > 0 ? QStringLiteral("process %1").arg(pid) : QStringLiteral("another process");
    return free;
}

qint64 TableSession::saveHolder(const QString &path, const TableSession *self)
{
    if (path.isEmpty() || (self && self->lock_ && self->savePath_ == path))
        return 0;
    qint64 pid = 0;
    bool free = false;
    lockFor(path, &pid, &free); // a lock taken here is let go at once
    return free ? 0 : pid > 0 ? pid : -1;
}

void TableSession::releaseSave()
{
    lock_.reset();
}

bool TableSession::hasSave(const QString &path)
{
    return !path.isEmpty() && QFile::exists(path);
}

void TableSession::setComputerPause(int ms)
{
    pauseMs_ = ms;
    for (SeatAgent *a : agents_)
        if (auto *c = qobject_cast<ComputerAgent *>(a))
            c->setPause(ms);
}

bool TableSession::isPerson(int seat) const
{
    const SeatAgent *a = agents_[std::size_t(seat)];
    return a && a->isPerson();
}

int TableSession::personSeat() const
{
    for (int s = 0; s < kTableSeats; ++s)
        if (kindsNow_[std::size_t(s)] == QLatin1String("person"))
            return s;
    return -1;
}

bool TableSession::isAsked(int seat) const
{
    if (!handInProgress())
        return false;
    const DecisionPoint d = module_->decision();
    return std::find(d.seats.begin(), d.seats.end(), seat) != d.seats.end();
}

bool TableSession::wasAsked(int seat) const
{
    return handInProgress() && module_->step() == promptedStep_ && asked_.count(seat) && !isAsked(seat);
}

TableSession::AnswerTo TableSession::answerTo(int seat, const QJsonObject &act) const
{
    if (!module_)
        return AnswerTo::NotAsked;
    const GameModule::QuestionPoint named = module_->answerPoint(act);
    const GameModule::QuestionPoint last = lastAsked_[std::size_t(seat)];
    if (last.hand < 0 || named > last)
        return AnswerTo::NotAsked;
    if (named < last)
        return AnswerTo::Over;
    // The seat's latest question: open while the seat is asked it and has not answered. (A
    // seat prompted at the decision still open was last asked that question: prompt() set
    // lastAsked_ then.)
    const bool open = handInProgress() && module_->step() == promptedStep_ && asked_.count(seat) && isAsked(seat)
                   && !answerHeld(seat);
    return open ? AnswerTo::Open : AnswerTo::Over;
}

void TableSession::cancelAll()
{
    for (std::size_t s = 0; s < agents_.size(); ++s) {
        ++seatGen_[s];
        if (agents_[s])
            agents_[s]->cancel();
    }
    turnTimer_.stop();
    holdTimer_.stop();
    holding_ = false;
    holdOver_ = false;
    held_.clear();
    pausedAnswers_.clear();
    asked_.clear();
    onBank_.clear();
    promptedStep_ = -1;
}

void TableSession::buildAgents(const std::array<QString, kTableSeats> &kinds)
{
    cancelAll();
    for (SeatAgent *&a : agents_) {
        if (a)
            a->deleteLater();
        a = nullptr;
    }
    for (int s = 0; s < kTableSeats; ++s) {
        agents_[std::size_t(s)] = makeAgent(s, kinds[std::size_t(s)]);
        kindsNow_[std::size_t(s)] = agents_[std::size_t(s)]->kind();
    }
}

SeatAgent *TableSession::makeAgent(int seat, const QString &kind)
{
    if (kind == QLatin1String("person"))
        return new LocalPersonAgent(this);
    if (agentFactory_)
        if (SeatAgent *a = agentFactory_(seat, kind)) {
            a->setParent(this);
            return a;
        }
    const QString k = module_->knowsComputer(kind) ? kind : module_->defaultComputer();
    // Each seat's computer player has its own reproducible randomness.
    static constexpr std::uint64_t kSeatSeeds = 1000;
    return new ComputerAgent(k, module_->makeComputer(k, deriveSeed(module_->seed(), kSeatSeeds + std::uint64_t(seat))),
                             [this] { return module_.get(); }, pauseMs_, this);
}

void TableSession::setSeatKind(int seat, const QString &kind)
{
    if (!module_)
        return;
    auto &agent = agents_[std::size_t(seat)];
    stopBank(seat); // a computer spends no bank; a person back is asked with the bank left
    ++seatGen_[std::size_t(seat)]; // an answer still on its way from the old agent is ignored
    agent->cancel();
    agent->deleteLater();
    agent = makeAgent(seat, kind);
    kindsNow_[std::size_t(seat)] = agent->kind();
    asked_.erase(seat);
    // A person who takes over a question a computer was asked has the clock the question
    // would have had (it ran only for people).
    if (agent->isPerson() && isAsked(seat) && !turnTimer_.isActive() && !paused() && !holding_) {
        const DecisionPoint d = module_->decision();
        const int limit = d.limitSeconds >= 0 ? d.limitSeconds : module_->turnSeconds();
        if (limit > 0)
            turnTimer_.start(limit * 1000);
    }
    emit changed();
    prompt();
}

QString TableSession::swapSeats(int a, int b)
{
    if (!module_)
        return QStringLiteral("no match is played");
    if (QString why = module_->swapSeats(a, b); !why.isEmpty())
        return why;
    // Who plays each chair moves too; an agent is made for its chair (a remote person's
    // questions go to the seat's connection), and anything the old one still sends is ignored.
    const std::array<QString, kTableSeats> kinds = kindsNow_;
    for (const auto &[to, from] : {std::pair {a, b}, std::pair {b, a}}) {
        SeatAgent *&agent = agents_[std::size_t(to)];
        ++seatGen_[std::size_t(to)];
        agent->cancel();
        agent->deleteLater();
        agent = makeAgent(to, kinds[std::size_t(from)]);
        kindsNow_[std::size_t(to)] = agent->kind();
    }
    // A late answer to the last hand's question is judged by the person's own questions.
    std::swap(lastAsked_[std::size_t(a)], lastAsked_[std::size_t(b)]);
    autosave();
    emit seatsSwapped(a, b);
    notifyChanged();
    return {};
}

QJsonObject TableSession::seatsSwappedMessage(int a, int b) const
{
    QJsonArray names;
    for (int s = 0; s < kTableSeats; ++s)
        names.append(module_ ? module_->seatName(s) : QString());
    return {{"type", "seatsSwapped"}, {"seats", QJsonArray {a, b}}, {"names", names},
            {"balances", module_ ? moneyTo(module_->balances()) : QJsonArray()}};
}

void TableSession::start(std::unique_ptr<GameModule> module)
{
    // Without the lock the match is played but not saved (autosave says why): another
    // table's save is never overwritten.
    claimSave();
    cancelAll();
    lastAsked_ = {};
    module_ = std::move(module);
    std::array<QString, kTableSeats> kinds;
    for (int s = 0; s < kTableSeats; ++s)
        kinds[std::size_t(s)] = module_->openingKind(s);
    buildAgents(kinds);
    dealNextHand();
}

TableSession::ResumeResult TableSession::resume(const Restore &restore, QString *error, QString *movedTo)
{
    const auto damaged = [&](const QString &why, const QString &aside) {
        if (error)
            *error = why;
        if (movedTo)
            *movedTo = aside;
        module_.reset();
        releaseSave();
        return ResumeResult::Damaged;
    };
    QFile f(savePath_);
    if (savePath_.isEmpty() || !f.exists())
        return ResumeResult::NoSave;
    if (!claimSave(error))
        return ResumeResult::InUse; // the match is at another table: not ours to read or move
    if (!f.open(QIODevice::ReadOnly))
        return damaged(f.errorString(), QString());
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    f.close();
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return damaged(pe.error != QJsonParseError::NoError ? pe.errorString() : QStringLiteral("not a JSON object"),
                       putAside(savePath_));
    std::array<QString, kTableSeats> kinds;
    std::unique_ptr<GameModule> m;
    try {
        m = restore(doc.object(), kinds);
    } catch (const std::exception &e) {
        return damaged(QString::fromStdString(e.what()), putAside(savePath_));
    }
    if (!m)
        return damaged(QStringLiteral("not a save of this game"), putAside(savePath_));
    if (m->matchFinished() && !m->handInProgress()) {
        discardSave();
        releaseSave();
        return ResumeResult::NoSave;
    }
    playFrom(std::move(m), kinds);
    return ResumeResult::Resumed;
}

bool TableSession::takeUp(const QJsonObject &save, const Restore &restore, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    std::array<QString, kTableSeats> kinds;
    std::unique_ptr<GameModule> m;
    try {
        m = restore(save, kinds);
    } catch (const std::exception &e) {
        return fail(QString::fromStdString(e.what()));
    }
    if (!m)
        return fail(QStringLiteral("not a save of this game"));
    if (m->matchFinished() && !m->handInProgress())
        return fail(QStringLiteral("the match is over"));
    // The save file is this table's from now on, as a new match's is (never another's).
    if (QString holder; !claimSave(&holder))
        return fail(QStringLiteral("the saved match is played by %1").arg(holder));
    playFrom(std::move(m), kinds);
    return true;
}

void TableSession::playFrom(std::unique_ptr<GameModule> m, const std::array<QString, kTableSeats> &kinds)
{
    cancelAll();
    lastAsked_ = {};
    module_ = std::move(m);
    buildAgents(kinds);
    if (!module_->handInProgress()) {
        dealNextHand();
        return;
    }
    shownEvents_ = module_->eventCount();
    handOpen_ = true;
    handDecisions_ = -1;
    autosave();
    emit handStarted(module_->handNumber());
    afterDeal();
}

void TableSession::dealNextHand()
{
    module_->dealNextHand();
    shownEvents_ = 0;
    handOpen_ = true;
    handDecisions_ = 0;
    autosave();
    emit handStarted(module_->handNumber());
    showEvents(module_->claimPointEvents() >= 0 ? module_->claimPointEvents() : module_->eventCount());
    afterDeal();
}

void TableSession::afterDeal()
{
    notifyChanged();
    if (dealPauseMs_ <= 0) {
        afterApplyPrompt();
        return;
    }
    const quint64 gen = ++dealGen_;
    QTimer::singleShot(dealPauseMs_, this, [this, gen] {
        if (gen == dealGen_ && module_)
            afterApplyPrompt();
    });
}

void TableSession::showEvents(int upTo)
{
    if (!module_)
        return;
    upTo = std::min(upTo, module_->eventCount());
    if (upTo > shownEvents_) {
        const int first = shownEvents_;
        shownEvents_ = upTo;
        emit eventsShown(first, upTo - first);
    }
}

void TableSession::prompt()
{
    if (!handInProgress() || paused())
        return;
    const DecisionPoint d = module_->decision();
    // During the moment after a claimable discard only the window's seats are asked.
    if (holding_ && !d.window)
        return;
    const int step = module_->step();
    if (step != promptedStep_) {
        promptedStep_ = step;
        asked_.clear();
        onBank_.clear();
        turnTimer_.stop();
        bool person = false;
        for (int s : d.seats)
            person = person || isPerson(s);
        const int limit = d.limitSeconds >= 0 ? d.limitSeconds : module_->turnSeconds();
        if (person && limit > 0)
            turnTimer_.start(limit * 1000);
    }
    for (int s : d.seats) {
        if (asked_.count(s))
            continue;
        asked_.insert(s);
        // Asked the same question again (a claim window after another seat's answer, a seat
        // taken over): its time runs from the first asking.
        const GameModule::QuestionPoint point {module_->handNumber(), module_->questionPoint(s)};
        if (point != lastAsked_[std::size_t(s)])
            askedAt_[std::size_t(s)] = clock_.elapsed();
        lastAsked_[std::size_t(s)] = point;
        // Asked at a prompt (a claim window, 搶槓胡, an opening declaration), a computer
        // answers at once: the fixed moment after a discard paces the table, and no pause
        // may say that a computer had an option (in a window its answer waits for the
        // moment's end with everyone else's).
        if (auto *c = qobject_cast<ComputerAgent *>(agents_[std::size_t(s)]))
            c->setPaced(!d.prompt);
        const quint64 gen = seatGen_[std::size_t(s)];
        agents_[std::size_t(s)]->yourTurn(s, [this, s, step, gen](const QJsonObject &a) {
            if (!module_ || gen != seatGen_[std::size_t(s)] || step != module_->step())
                return; // the question is over: a stale answer
            if (paused()) {
                pausedAnswers_.emplace_back(s, step, a);
                return;
            }
            accept(s, a);
        });
        if (isPerson(s))
            emit asked(s);
    }
}

QString TableSession::submit(int seat, const QJsonObject &action)
{
    if (!handInProgress())
        return QStringLiteral("the hand is over");
    if (!isPerson(seat))
        return QStringLiteral("a computer player plays that seat");
    if (wasAsked(seat))
        return QStringLiteral("that turn is over");
    if (!isAsked(seat))
        return QStringLiteral("not your turn");
    return accept(seat, action);
}

QString TableSession::accept(int seat, const QJsonObject &action)
{
    if (const QString e = module_->check(seat, action); !e.isEmpty())
        return e;
    // During the fixed moment after a claimable discard, answers wait (they are checked now).
    if (holding_) {
        if (answerHeld(seat))
            return QStringLiteral("already answered");
        answeredAt_[std::size_t(seat)] = clock_.elapsed();
        stopBank(seat);
        held_.emplace_back(seat, action);
        ++seatGen_[std::size_t(seat)];
        if (holdOver_ && !computerAnswerAwaited())
            endHold();
        return {};
    }
    ++seatGen_[std::size_t(seat)];
    answeredAt_[std::size_t(seat)] = clock_.elapsed();
    stopBank(seat);
    applyAnswer(seat, action);
    afterApply();
    return {};
}

void TableSession::applyAnswer(int seat, const QJsonObject &action)
{
    emit decided(seat, action, answeredAt_[std::size_t(seat)] - askedAt_[std::size_t(seat)]);
    if (handDecisions_ >= 0)
        ++handDecisions_;
    module_->apply(seat, action);
}

void TableSession::afterApply()
{
    autosave();
    const int split = module_->claimPointEvents();
    if (split >= 0 && claimPauseMs_ > 0 && module_->handInProgress()) {
        // Show up to the discard; the rest (the next draw when nobody may claim, or the
        // resolution of the window) waits a fixed moment either way.
        showEvents(split);
        holding_ = true;
        holdTimer_.start(claimPauseMs_);
        notifyChanged();
        prompt(); // seats with a claim option are asked now: the moment is theirs to think
        return;
    }
    showEvents(module_->eventCount());
    afterApplyPrompt();
}

bool TableSession::answerHeld(int seat) const
{
    return std::any_of(held_.begin(), held_.end(), [seat](const auto &h) { return h.first == seat; });
}

bool TableSession::awaitsComputer() const
{
    if (!handInProgress())
        return false;
    for (int s : module_->decision().seats)
        if (!isPerson(s) && !answerHeld(s))
            return true;
    return false;
}

bool TableSession::computerAnswerAwaited() const
{
    // Only a window's seats are asked during the moment (a turn waits for its end).
    return module_->decision().window && awaitsComputer();
}

void TableSession::endHold()
{
    if (!module_)
        return;
    // The moment lasts until every computer asked in it has answered: it thinks on a worker
    // (seat_agent.h), and a table that went on without it would show, by waiting for it
    // after the moment, that a computer had an option (M23).
    if (computerAnswerAwaited()) {
        holdOver_ = true;
        return;
    }
    auto held = std::move(held_);
    held_.clear();
    for (const auto &[s, a] : held) {
        if (!module_->handInProgress() || module_->check(s, a).size())
            continue;
        applyAnswer(s, a);
        autosave();
    }
    holding_ = false;
    holdOver_ = false;
    showEvents(module_->eventCount());
    afterApplyPrompt();
}

void TableSession::afterApplyPrompt()
{
    notifyChanged();
    if (!module_->handInProgress()) {
        cancelAll();
        if (handOpen_) {
            handOpen_ = false;
            emit handFinished();
            if (module_ && module_->matchFinished())
                emit matchFinished();
        }
        return;
    }
    // Seats no longer asked (a window closed early) forget the question.
    const DecisionPoint d = module_->decision();
    if (module_->step() != promptedStep_)
        for (int s : asked_)
            if (std::find(d.seats.begin(), d.seats.end(), s) == d.seats.end()) {
                ++seatGen_[std::size_t(s)];
                agents_[std::size_t(s)]->cancel();
            }
    prompt();
}

void TableSession::onTimeout()
{
    if (!handInProgress())
        return;
    // Every person still asked gets what the game plays for them: a pass in a window, the
    // computer's choice on a turn. Computer players in the window answer on their own.
    const DecisionPoint d = module_->decision();
    const int step = module_->step();
    // A seat with bank left spends it now (the turn timer counts down the smallest bank);
    // the others are out of time.
    chargeBank();
    int nextBankMs = -1;
    onBank_.clear();
    if (bankApplies(d))
        for (int s : d.seats)
            if (isPerson(s) && module_->bankLeftMs(s) > 0) {
                onBank_.insert(s);
                const int left = module_->bankLeftMs(s);
                nextBankMs = nextBankMs < 0 ? left : std::min(nextBankMs, left);
            }
    for (int s : d.seats) {
        if (!isPerson(s) || !module_ || module_->step() != step || !handInProgress() || onBank_.count(s))
            continue;
        const QJsonObject a = module_->timeoutAction(s);
        agents_[std::size_t(s)]->cancel();
        emit timeLimitPlayed(s, a);
        accept(s, a);
    }
    if (nextBankMs > 0 && module_ && module_->step() == step && handInProgress())
        turnTimer_.start(nextBankMs);
}

bool TableSession::bankApplies(const DecisionPoint &d) const
{
    return module_ && module_->bankSeconds() > 0 && !d.prompt && !d.window && d.limitSeconds < 0 && module_->turnSeconds() > 0;
}

void TableSession::chargeBank()
{
    const qint64 now = clock_.elapsed();
    if (!paused())
        for (int s : onBank_)
            module_->setBankLeftMs(s, int(module_->bankLeftMs(s) - (now - bankSince_)));
    bankSince_ = now;
}

void TableSession::stopBank(int seat)
{
    if (!onBank_.count(seat))
        return;
    chargeBank();
    onBank_.erase(seat);
}

int TableSession::bankMsLeft(int seat) const
{
    if (!isAsked(seat) || !isPerson(seat) || !bankApplies(module_->decision()))
        return 0;
    const int left = module_->bankLeftMs(seat);
    if (!onBank_.count(seat) || paused())
        return left;
    return std::max(0, int(left - (clock_.elapsed() - bankSince_)));
}

int TableSession::secondsLeft(int seat) const
{
    const int ms = msLeft(seat);
    return ms < 0 ? -1 : (ms + 999) / 1000;
}

QJsonObject TableSession::questionFor(int seat) const
{
    QJsonObject q = module_->question(seat, msLeft(seat));
    if (module_->bankSeconds() > 0) // a table with a bank says what is left of it (issue 30)
        q.insert("bank"_L1, bankMsLeft(seat));
    return q;
}

QByteArray TableSession::questionJson(int seat) const
{
    if (module_->bankSeconds() > 0)
        return QJsonDocument(questionFor(seat)).toJson(QJsonDocument::Compact);
    return module_->questionJson(seat, msLeft(seat));
}

QJsonObject TableSession::matchOverMessage() const
{
    QJsonArray names;
    for (int x = 0; x < kTableSeats; ++x)
        names.append(module_->seatName(x));
    return QJsonObject {{"type", "matchOver"}, {"names", names}, {"balances", moneyTo(module_->balances())}};
}

int TableSession::msLeft(int seat) const
{
    if (!isAsked(seat) || !isPerson(seat))
        return -1;
    const int base = paused() ? pausedRemainingMs_ : turnTimer_.isActive() ? int(turnTimer_.remainingTime()) : -1;
    if (base < 0 || !bankApplies(module_->decision()))
        return base;
    // The deadline includes the bank: after the base while the base runs, the bank's own
    // count once it is spent.
    return onBank_.count(seat) ? bankMsLeft(seat) : base + module_->bankLeftMs(seat);
}

void TableSession::pause()
{
    if (pauseDepth_ == 0)
        chargeBank(); // the bank spent so far is booked; none is spent while paused
    if (pauseDepth_++ > 0)
        return;
    pausedRemainingMs_ = turnTimer_.isActive() ? turnTimer_.remainingTime() : -1;
    turnTimer_.stop();
    holdTimer_.stop(); // unpause() starts the moment again
}

void TableSession::unpause()
{
    if (pauseDepth_ == 0 || --pauseDepth_ > 0)
        return;
    bankSince_ = clock_.elapsed(); // the bank runs again from now
    if (pausedRemainingMs_ >= 0)
        turnTimer_.start(pausedRemainingMs_);
    pausedRemainingMs_ = -1;
    if (holding_)
        holdTimer_.start(claimPauseMs_);
    auto answers = std::move(pausedAnswers_);
    pausedAnswers_.clear();
    for (const auto &[s, step, a] : answers)
        if (module_ && step == module_->step() && handInProgress())
            accept(s, a);
    prompt();
}

void TableSession::nextHand()
{
    if (!module_ || module_->handInProgress() || module_->matchFinished())
        return;
    dealNextHand();
}

std::int64_t TableSession::leave(int seat)
{
    if (!module_)
        return 0;
    cancelAll();
    const std::int64_t cost = module_->leave(seat);
    kindsNow_[std::size_t(seat)] = module_->defaultComputer();
    module_->playOut(kindsNow_, module_->seed());
    handOpen_ = false;
    discardSave();
    releaseSave();
    notifyChanged();
    emit matchFinished();
    return cost;
}

void TableSession::close()
{
    cancelAll();
    ++dealGen_;
    for (SeatAgent *&a : agents_) {
        if (a)
            a->deleteLater();
        a = nullptr;
    }
    module_.reset();
    pauseDepth_ = 0;
    releaseSave();
}

void TableSession::notifyChanged()
{
    emit changed();
    for (int s = 0; s < kTableSeats && module_; ++s)
        emit viewChanged(s);
}

void TableSession::endEarly(const QString &endedBy)
{
    if (!module_)
        return;
    pause(); // nothing more is asked or answered
    discardSave();
    releaseSave();
    emit matchEndedEarly(endedBy);
}

void TableSession::discardSave()
{
    // Only the save this session holds (or may take): never a match another table plays.
    if (!savePath_.isEmpty() && claimSave())
        QFile::remove(savePath_);
}

void TableSession::autosave()
{
    if (savePath_.isEmpty() || !module_)
        return;
    if (module_->matchFinished() && !module_->handInProgress()) {
        discardSave();
        releaseSave(); // the next match may be another table's
        return;
    }
    QString e;
    if (QString holder; !claimSave(&holder)) {
        e = QStringLiteral("the save is in use by %1").arg(holder);
    } else {
        const QJsonObject save = module_->save(kindsNow_);
        e = saver_ ? saver_(save) : writeJsonFile(savePath_, save);
    }
    if (!e.isEmpty()) {
        saveFailing_ = true;
        emit saveFailed(e);
    } else if (saveFailing_) {
        saveFailing_ = false;
        emit saveWorks();
    }
}

} // namespace qixing::session
