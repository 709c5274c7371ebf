#pragma once
// Who sits in a seat, as the table session sees it, for every game. Every seat is driven
// through this one interface: the session tells the agent that the seat is asked to decide,
// and the agent answers, now or later, through the Submit it was given. A computer agent
// answers after a short pause so that a person can follow; the local person's agent waits
// for the table window; a remote person's agent waits for the network.

#include "session/game_module.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>

namespace qixing::session {

class SeatAgent : public QObject
{
    Q_OBJECT
public:
    using Submit = std::function<void(const QJsonObject &action)>;

    explicit SeatAgent(QObject *parent = nullptr) : QObject(parent) {}
    // "person", "remote", or a computer player's kind.
    virtual QString kind() const = 0;
    virtual bool isPerson() const { return false; }
    // The seat is asked to decide; `submit` hands the answer to the session.
    virtual void yourTurn(int seat, Submit submit) = 0;
    // The question is over some other way (time limit, takeover, the window closed): forget it.
    virtual void cancel() {}
};

// The person at this computer: the table window submits through the session.
class LocalPersonAgent final : public SeatAgent
{
    Q_OBJECT
public:
    using SeatAgent::SeatAgent;
    QString kind() const override { return QStringLiteral("person"); }
    bool isPerson() const override { return true; }
    void yourTurn(int, Submit) override {}
};

// A computer player of the game, answering after `pauseMs`.
class ComputerAgent final : public SeatAgent
{
    Q_OBJECT
public:
    using GameSource = std::function<const GameModule *()>;
    ComputerAgent(const QString &kind, std::unique_ptr<ComputerBrain> brain, GameSource game, int pauseMs,
                  QObject *parent = nullptr);
    QString kind() const override { return kind_; }
    void yourTurn(int seat, Submit submit) override;
    void cancel() override;
    void setPause(int ms) { pauseMs_ = ms; }
    // Unpaced, the next question is answered without the pause.
    void setPaced(bool paced) { paced_ = paced; }

private:
    QString kind_;
    std::unique_ptr<ComputerBrain> brain_;
    GameSource game_;
    int pauseMs_ = 0;
    bool paced_ = true;
    int seat_ = -1;
    QTimer timer_;
    Submit submit_;
};

} // namespace qixing::session
