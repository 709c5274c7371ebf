// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/seat_agent.h"
#include "table/thinking.h"

#include <QPromise>

namespace qixing::session {

QThreadPool &ComputerAgent::thinkers()
{
    // Its own pool, so that hints and other work on the global pool never wait behind a
    // table's computer players, nor they behind them.
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        p->setExpiryTimeout(30000);
        return p;
    }();
    return *pool;
}

ComputerAgent::ComputerAgent(const QString &kind, std::unique_ptr<ComputerBrain> brain, GameSource game, int pauseMs,
                             QObject *parent)
    : SeatAgent(parent), kind_(kind), brain_(std::move(brain)), game_(std::move(game)), pauseMs_(pauseMs)
{
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &ComputerAgent::answerIfReady);
    connect(&watcher_, &QFutureWatcher<QJsonObject>::finished, this, &ComputerAgent::thoughtDone);
}

// A thought still running keeps its brain (shared) and its copy of the hand; its result
// goes nowhere once the watcher is gone.
ComputerAgent::~ComputerAgent() = default;

void ComputerAgent::yourTurn(int seat, Submit submit)
{
    ++question_;
    seat_ = seat;
    submit_ = std::move(submit);
    answer_.reset();
    const GameModule *g = game_();
    if (!g)
        return;
    // What the seat may see is copied now, on the table's thread; the question stays the
    // same until it is answered or cancelled.
    startThought(brain_->think(*g, seat));
    timer_.start(paced_ ? pauseMs_ : 0);
}

void ComputerAgent::cancel()
{
    ++question_;
    timer_.stop();
    submit_ = nullptr;
    answer_.reset();
    pending_ = nullptr; // not begun: its brain has not moved on
}

void ComputerAgent::startThought(ComputerBrain::Thought thought)
{
    if (thinking_) {
        // The brain is busy with an older question's thought: this one begins after it.
        pending_ = std::move(thought);
        return;
    }
    thinking_ = true;
    thinkingFor_ = question_;
    auto promise = std::make_shared<QPromise<QJsonObject>>();
    watcher_.setFuture(promise->future());
    promise->start();
    thinkers().start([promise, brain = brain_, thought = std::move(thought)] {
        yieldToEventLoops();
        try {
            promise->addResult(thought());
        } catch (const std::exception &) {
            // A fault in a player: no result; the table plays its time-out action instead.
        }
        promise->finish();
    });
}

void ComputerAgent::thoughtDone()
{
    thinking_ = false;
    const QFuture<QJsonObject> f = watcher_.future();
    if (thinkingFor_ == question_ && submit_) {
        if (f.resultCount() > 0) {
            answer_ = f.result();
        } else if (const GameModule *g = game_()) {
            answer_ = g->timeoutAction(seat_);
        }
    }
    if (pending_) {
        ComputerBrain::Thought next = std::move(pending_);
        pending_ = nullptr;
        startThought(std::move(next)); // always the open question's (cancel drops it)
    }
    answerIfReady();
}

void ComputerAgent::answerIfReady()
{
    if (!submit_ || !answer_ || timer_.isActive())
        return;
    Submit s = std::move(submit_);
    submit_ = nullptr;
    const QJsonObject a = *answer_;
    answer_.reset();
    s(a);
}

} // namespace qixing::session
