// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Sevens hand read back from its record (牌譜): the messages one seat was told, as a
// SevensSource, so that the table window draws a replay by the same path as a desktop or a
// joined table (SevensModel folds them). A position says how many of the messages are told;
// moving it by one tells the next message (the table animates it as it happened), any other
// move says rewound() and the reader folds replay() again (SevensModel::reload()). Answers are
// refused: nobody plays in a replay.

#include "sevens/sevens_source.h"

#include <array>

namespace qixing::session {

class ReplaySevensSource : public SevensSource
{
    Q_OBJECT
public:
    // `messages`: one seat's view of a hand, in the order told (HandReplay::messagesFor);
    // `names`, `kinds`: the seats as the record has them. The position starts at 0.
    ReplaySevensSource(QList<QJsonObject> messages, int seat, std::array<QString, 4> names,
                       std::array<QString, 4> kinds, QObject *parent = nullptr);

    int size() const { return int(messages_.size()); }
    int position() const { return position_; }
    // Clamped to 0..size().
    void setPosition(int position);
    const QList<QJsonObject> &messages() const { return messages_; }
    void setPenaltyBases(int n) { penaltyBases_ = n; }

    bool active() const override { return position_ > 0; }
    int localSeat() const override { return seat_; }
    QString seatName(int seat) const override;
    QString seatKind(int seat) const override;
    int penaltyBases() const override { return penaltyBases_; }
    int turnSeconds() const override { return 0; }
    // The first position() messages.
    QList<QJsonObject> replay() const override;
    QString submit(const QJsonObject &action) override;
    int msLeft() const override { return -1; }
    bool dealsNextHand() const override { return false; }
    void nextHand() override {}

signals:
    // The position moved other than one message on: what was told must be folded again.
    void rewound();

private:
    QList<QJsonObject> messages_;
    int seat_;
    std::array<QString, 4> names_, kinds_;
    int position_ = 0;
    int penaltyBases_ = 1;
};

} // namespace qixing::session
