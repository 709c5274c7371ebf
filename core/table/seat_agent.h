// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Who sits in a seat, as the table session sees it, for every game. Every seat is driven
// through this one interface: the session tells the agent that the seat is asked to decide,
// and the agent answers, now or later, through the Submit it was given. A computer agent
// answers after a short pause so that a person can follow; the local person's agent waits
// for the table window; a remote person's agent waits for the network.

#include "table/game_module.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

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

// A computer player of the game, answering after `pauseMs`. It thinks on a worker thread
// (thinkers()), never on the table's: a window stays smooth and a host serves its other
// tables while a strong player thinks. The pause and the thought run together; the answer
// goes in when both are over, and only if the seat is still asked the same question.
class ComputerAgent final : public SeatAgent
{
    Q_OBJECT
public:
    using GameSource = std::function<const GameModule *()>;
    ComputerAgent(const QString &kind, std::unique_ptr<ComputerBrain> brain, GameSource game, int pauseMs,
                  QObject *parent = nullptr);
    ~ComputerAgent() override;
    QString kind() const override { return kind_; }
    void yourTurn(int seat, Submit submit) override;
    void cancel() override;
    void setPause(int ms) { pauseMs_ = ms; }
    // Unpaced, the next question is answered without the pause.
    void setPaced(bool paced) { paced_ = paced; }
    // True while a thought of this player runs or waits for a worker.
    bool thinking() const { return thinking_ || pending_ != nullptr; }

    // The workers every computer player of this process thinks on (a thought that outlives
    // its table finishes there and is dropped).
    static QThreadPool &thinkers();

private:
    void startThought(ComputerBrain::Thought thought);
    void thoughtDone();
    void answerIfReady();

    QString kind_;
    std::shared_ptr<ComputerBrain> brain_;
    GameSource game_;
    int pauseMs_ = 0;
    bool paced_ = true;
    int seat_ = -1;
    QTimer timer_;             // the pause
    Submit submit_;            // the question open, until answered or cancelled
    quint64 question_ = 0;     // counts questions: a thought for an older one is dropped
    bool thinking_ = false;    // a thought runs (its brain is busy)
    quint64 thinkingFor_ = 0;  // the question it answers
    ComputerBrain::Thought pending_; // the next thought, once the running one is over
    std::optional<QJsonObject> answer_;
    QFutureWatcher<QJsonObject> watcher_;
};

} // namespace qixing::session
