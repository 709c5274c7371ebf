// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A mahjong table joined over the LAN, as the table window sees it: the messages the host
// sends this seat, passed on as they are (the window folds them exactly as a local table's),
// kept so the window can be rebuilt at any time. The host checks every answer; this side
// only refuses what was not among the options offered, so the person hears why at once.

#include "mahjong/mahjong_client.h"
#include "net/deal_check.h"
#include "mahjong/mahjong_game.h"

#include <QElapsedTimer>

namespace qixing::net {

class JoinedMahjongGame : public session::MahjongGame
{
    Q_OBJECT
public:
    // Takes ownership of the client.
    explicit JoinedMahjongGame(MahjongClient *client, QObject *parent = nullptr);

    MahjongClient *client() const { return client_; }

    bool active() const override { return !state_.isEmpty(); }
    int localSeat() const override { return client_->seat(); }
    const mahjong::Rules &rules() const override { return rules_; }
    QString seatName(int seat) const override;
    QString seatKind(int seat) const override;
    int turnSeconds() const override;
    QList<QJsonObject> replay() const override;
    QString submit(const QJsonObject &action) override;
    int msLeft() const override;
    QJsonObject hint() const override;
    std::function<QJsonObject()> hintWork() const override;
    bool dealsNextHand() const override { return false; }
    void nextHand() override {}

    // --- verify (issue 30): this seat's check of each hand's deal (docs/protocol.md,
    // "Verifiable deals"); the settlement dialog shows its verdict.
    const DealCheck &deals() const { return deals_; }

    // --- spectators (issue 30): watching the table (no seat: localSeat() is
    // session::kSpectator), and, where the host shows spectators every hand after its
    // settlement ("behind"), the last finished hand with every hand open: the "handOpen"
    // message as sent ({} before one came, and again from the next hand's state).
    bool spectating() const { return client_->spectating(); }
    const QJsonObject &handOpen() const { return handOpen_; }

signals:
    void handOpened(const QJsonObject &message);

private:
    void onMessage(const QJsonObject &m);
    DealCheck deals_ {QStringLiteral("mahjong")};

    MahjongClient *client_;
    mahjong::Rules rules_;
    QJsonObject state_;          // the hand's state, with every event since appended
    QJsonObject question_;       // the yourTurn not answered yet
    QJsonObject settlement_, matchOver_;
    QJsonObject handOpen_;
    QList<QJsonObject> swaps_;   // seats swapped since the last settlement (until the next state)
    QElapsedTimer questionClock_;
};

} // namespace qixing::net
