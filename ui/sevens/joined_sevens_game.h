// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Sevens table joined over the LAN, as the table window sees it: a SevensGame built from
// what the host told this seat through a SevensClient (the seat's own cards, the public
// moves, the settlement once the hand is over). The host checks every move; this model only
// refuses what the seat's own view already shows to be illegal, so the person gets the same
// explanations as in a local game without a round trip.

#include "sevens/sevens_client.h"
#include "sevens/sevens_game.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>

namespace qixing {
namespace ui {

class JoinedSevensGame : public session::SevensGame
{
    Q_OBJECT
public:
    // Takes ownership of the client.
    explicit JoinedSevensGame(net::SevensClient *client, QObject *parent = nullptr);

    net::SevensClient *client() const { return client_; }
    // The TableInfo of this seat's table (from the host's last table list), or {}.
    QJsonObject tableInfo() const;

    bool active() const override;
    sevens::Seat localSeat() const override;
    sevens::HandView localView() const override;
    bool handInProgress() const override;
    bool isMatchFinished() const override;
    const sevens::Rules &rules() const override { return client_->rules(); }
    QString seatName(sevens::Seat s) const override;
    QString seatKind(sevens::Seat s) const override;
    int handIndex() const override { return std::max(0, hand_); }
    int handsInMatch() const override { return hands_; }
    int penaltyBases() const override;
    int turnSeconds() const override;
    std::int64_t balance(sevens::Seat s) const override { return balances_[std::size_t(s)]; }
    const std::vector<session::MoveRecord> &moveLog() const override { return log_; }
    sevens::MoveError submitLocal(sevens::Action a) override;
    std::optional<sevens::Action> localHint() const override;
    int secondsLeft() const override;
    sevens::CardSet coveredAtEnd(sevens::Seat s) const override;
    session::MatchSummary summary() const override;
    bool dealsNextHand() const override { return false; }
    void nextHand() override {}

signals:
    // The host refused a move of this seat (its English reason).
    void moveRefused(const QString &code, const QString &message);

private:
    void onMessage(const QJsonObject &m);
    void onState();
    void onTurn(int deadlineMs);
    void onSettled(const QJsonObject &m);
    void rebuildLog();

    net::SevensClient *client_;
    QString lastType_;
    std::array<QString, sevens::kSeats> names_ {};
    std::array<std::int64_t, sevens::kSeats> balances_ {};
    std::array<std::int64_t, sevens::kSeats> opening_ {};
    bool haveOpening_ = false;
    int hands_ = 0;
    int hand_ = -1;
    bool settled_ = false;
    bool matchOver_ = false;
    std::array<sevens::CardSet, sevens::kSeats> covered_ {};
    std::vector<session::MoveRecord> log_;
    std::vector<sevens::Match::BookedHand> booked_;
    int sentTurn_ = -1;     // the turn this seat has sent an action for
    int deadlineMs_ = -1;   // the host's time limit for the current turn
    int deadlineTurn_ = -1;
    QElapsedTimer deadlineClock_;
};

} // namespace ui
} // namespace qixing
