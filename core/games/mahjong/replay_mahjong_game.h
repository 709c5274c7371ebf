// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A mahjong hand read back from its record (牌譜): the messages one seat was told, as a
// MahjongGame, so that the table window draws a replay by the same path as a desktop or a
// joined table. A position says how many of the messages are told; moving it by one tells the
// next message (the table shows it as it happened), any other move says rewound() and the
// window folds replay() again (MahjongTableWidget::setGame). Answers are refused.

#include "mahjong/mahjong_game.h"

#include "table/recorded_seat.h"

#include <array>

namespace qixing::session {

class ReplayMahjongGame : public MahjongGame
{
    Q_OBJECT
public:
    // `messages`: one seat's view of a hand, in the order told (HandReplay::messagesFor);
    // `names`, `kinds`: the seats as the record has them. The position starts at 0.
    ReplayMahjongGame(QList<QJsonObject> messages, int seat, std::array<QString, 4> names,
                      std::array<QString, 4> kinds, QObject *parent = nullptr);

    int size() const { return seat_.size(); }
    int position() const { return seat_.position(); }
    // Clamped to 0..size().
    void setPosition(int position);
    const QList<QJsonObject> &messages() const { return seat_.messages(); }

    bool active() const override { return seat_.position() > 0; }
    int localSeat() const override { return seat_.seat(); }
    // The rules of the hand's first state (the defaults before one is read).
    const mahjong::Rules &rules() const override { return rules_; }
    QString seatName(int seat) const override { return seat_.seatName(seat); }
    QString seatKind(int seat) const override { return seat_.seatKind(seat); }
    int turnSeconds() const override { return 0; }
    // The first position() messages.
    QList<QJsonObject> replay() const override { return seat_.told(); }
    QString submit(const QJsonObject &action) override;
    int msLeft() const override { return -1; }
    QJsonObject hint() const override { return {}; }
    bool dealsNextHand() const override { return false; }
    void nextHand() override {}

signals:
    // The position moved other than one message on: what was told must be folded again.
    void rewound();

private:
    RecordedSeat seat_;
    mahjong::Rules rules_;
};

} // namespace qixing::session
