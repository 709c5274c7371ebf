#include "session/seat_agent.h"

namespace qixing::session {

ComputerAgent::ComputerAgent(const QString &kind, std::unique_ptr<ComputerBrain> brain, GameSource game, int pauseMs,
                             QObject *parent)
    : SeatAgent(parent), kind_(kind), brain_(std::move(brain)), game_(std::move(game)), pauseMs_(pauseMs)
{
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, [this] {
        const GameModule *g = game_();
        if (!submit_ || !g)
            return;
        const QJsonObject a = brain_->decide(*g, seat_);
        Submit s = std::move(submit_);
        submit_ = nullptr;
        s(a);
    });
}

void ComputerAgent::yourTurn(int seat, Submit submit)
{
    seat_ = seat;
    submit_ = std::move(submit);
    timer_.start(paced_ ? pauseMs_ : 0);
}

void ComputerAgent::cancel()
{
    timer_.stop();
    submit_ = nullptr;
}

} // namespace qixing::session
