// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Sevens table joined over the LAN, as SevensModel reads it: the messages the host sends
// this seat, passed on as they are and kept so the table can be rebuilt at any time. The
// host checks every move; SevensModel refuses what the seat's own view shows to be illegal,
// and this side sends one answer per turn.

#include "sevens/sevens_client.h"
#include "net/deal_check.h"
#include "sevens/sevens_source.h"

#include <QElapsedTimer>

namespace qixing::net {

class JoinedSevensGame : public session::SevensSource
{
    Q_OBJECT
public:
    // Takes ownership of the client.
    explicit JoinedSevensGame(SevensClient *client, QObject *parent = nullptr);

    SevensClient *client() const { return client_; }
    // The TableInfo of this seat's table (from the host's last table list), or {}.
    QJsonObject tableInfo() const { return client_->tableInfo(); }

    bool active() const override { return !state_.isEmpty() && client_->seat() >= 0; }
    int localSeat() const override { return client_->seat(); }
    QString seatName(int seat) const override;
    QString seatKind(int seat) const override;
    int penaltyBases() const override;
    int turnSeconds() const override;
    QList<QJsonObject> replay() const override;
    QString submit(const QJsonObject &action) override;
    int msLeft() const override;
    bool dealsNextHand() const override { return false; }
    void nextHand() override {}

    // --- verify (issue 30): this seat's check of each hand's deal (docs/protocol.md,
    // "Verifiable deals"); the settlement dialog shows its verdict.
    const DealCheck &deals() const { return deals_; }

private:
    void onMessage(const QJsonObject &m);
    DealCheck deals_ {QStringLiteral("sevens")};

    SevensClient *client_;
    QJsonObject state_;          // the hand's state
    QList<QJsonObject> moves_;   // the moves since it
    QJsonObject question_;       // the yourTurn not answered yet
    QJsonObject settlement_, matchOver_;
    QList<QJsonObject> swaps_;   // seats swapped since the last settlement (until the next state)
    QElapsedTimer questionClock_;
    int sentTurn_ = -1;          // the turn this seat has sent an answer for
};

} // namespace qixing::net
