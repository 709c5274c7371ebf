#pragma once
// Who sits in a seat, as the session sees it. Every seat is driven through this one
// interface: the session tells the agent that it is its turn, and the agent answers,
// now or later, by calling the session's submit(). A computer agent answers after a short
// pause so that a person can follow; the local person's agent waits for the table window;
// a remote person's agent (later) waits for the network.

#include "sevens/hand.h"
#include "sevens/players.h"
#include "sevens/rules.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>

namespace qixing::session {

class SeatAgent : public QObject
{
    Q_OBJECT
public:
    using Submit = std::function<void(sevens::Action)>;
    using ViewSource = std::function<sevens::HandView()>;

    explicit SeatAgent(QObject *parent = nullptr) : QObject(parent) {}
    // "person", "heuristic", "random", later "remote".
    virtual QString kind() const = 0;
    virtual bool isPerson() const { return false; }
    // It is this seat's turn. `view` gives the seat's current view when the agent decides;
    // `submit` hands the chosen action to the session.
    virtual void yourTurn(ViewSource view, Submit submit) = 0;
    // The turn ended some other way (time limit, takeover, new game): forget it.
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
    void yourTurn(ViewSource, Submit) override {}
};

// A computer player from the engine (players.h), answering after `pauseMs`.
class ComputerAgent final : public SeatAgent
{
    Q_OBJECT
public:
    ComputerAgent(const QString &kind, std::uint64_t seed, const sevens::Rules &rules, int pauseMs,
                  QObject *parent = nullptr);
    QString kind() const override { return kind_; }
    void yourTurn(ViewSource view, Submit submit) override;
    void cancel() override;
    void setPause(int ms) { pauseMs_ = ms; }

private:
    QString kind_;
    std::unique_ptr<sevens::Player> player_;
    int pauseMs_ = 0;
    QTimer timer_;
    ViewSource view_;
    Submit submit_;
};

} // namespace qixing::session
