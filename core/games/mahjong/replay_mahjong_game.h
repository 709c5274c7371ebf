// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A mahjong hand read back from its record (牌譜): the messages one seat was told, as a
// MahjongGame, so that the table window draws a replay by the same path as a desktop or a
// joined table. A position says how many of the messages are told; moving it by one tells the
// next message (the table shows it as it happened), any other move says rewound() and the
// window folds replay() again (MahjongTableWidget::setGame). Answers are refused.

#include "mahjong/mahjong_game.h"

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

    int size() const { return int(messages_.size()); }
    int position() const { return position_; }
    // Clamped to 0..size().
    void setPosition(int position);
    const QList<QJsonObject> &messages() const { return messages_; }

    bool active() const override { return position_ > 0; }
    int localSeat() const override { return seat_; }
    // The rules of the hand's first state (the defaults before one is read).
    const mahjong::Rules &rules() const override { return rules_; }
    QString seatName(int seat) const override;
    QString seatKind(int seat) const override;
    int turnSeconds() const override { return 0; }
    // The first position() messages.
    QList<QJsonObject> replay() const override;
    QString submit(const QJsonObject &action) override;
    int msLeft() const override { return -1; }
    QJsonObject hint() const override { return {}; }
    bool dealsNextHand() const override { return false; }
    void nextHand() override {}

signals:
    // The position moved other than one message on: what was told must be folded again.
    void rewound();

private:
    QList<QJsonObject> messages_;
    int seat_;
    std::array<QString, 4> names_, kinds_;
    mahjong::Rules rules_;
    int position_ = 0;
};

} // namespace qixing::session
