#include "session/seat_agent.h"

namespace qixing::session {

ComputerAgent::ComputerAgent(const QString &kind, std::uint64_t seed, const sevens::Rules &rules, int pauseMs,
                             QObject *parent)
    : SeatAgent(parent), kind_(kind), player_(sevens::makePlayer(kind.toStdString(), seed, rules)), pauseMs_(pauseMs)
{
    if (!player_) {
        kind_ = QStringLiteral("heuristic");
        player_ = sevens::makePlayer("heuristic", seed, rules);
    }
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, [this] {
        if (!view_ || !submit_)
            return;
        const sevens::HandView v = view_();
        if (!v.myTurn())
            return;
        const sevens::Action a = player_->chooseAction(v);
        Submit s = std::move(submit_);
        view_ = nullptr;
        submit_ = nullptr;
        s(a);
    });
}

void ComputerAgent::yourTurn(ViewSource view, Submit submit)
{
    view_ = std::move(view);
    submit_ = std::move(submit);
    timer_.start(pauseMs_);
}

void ComputerAgent::cancel()
{
    timer_.stop();
    view_ = nullptr;
    submit_ = nullptr;
}

} // namespace qixing::session
