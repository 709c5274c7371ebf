// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One seat's view of a recorded hand (牌譜) as a replay tells it, for every game's replay
// source (each game's Replay… class, beside its joined game): the messages that seat was
// told, the seats as the record has them, and how many of the messages are told now.
// Qt Core only.

#include "table/game_module.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>

namespace qixing::session {

class RecordedSeat
{
public:
    // `messages`: one seat's view of a hand, in the order told (records::HandReplay::messagesFor);
    // `names`, `kinds`: the seats as the record has them. The position starts at 0.
    RecordedSeat(QList<QJsonObject> messages, int seat, std::array<QString, kTableSeats> names,
                 std::array<QString, kTableSeats> kinds);

    int size() const { return int(messages_.size()); }
    int position() const { return position_; }
    int seat() const { return seat_; }
    const QList<QJsonObject> &messages() const { return messages_; }

    // Moves the position (clamped to 0..size()). What the reader must do: nothing, fold the
    // one message now told (a step on, which the table animates as it happened), or fold
    // told() again from the start (any other move).
    enum class Move { None, Next, Rewound };
    Move setPosition(int position);
    const QJsonObject &lastTold() const { return messages_[position_ - 1]; }
    // The first position() messages.
    QList<QJsonObject> told() const { return messages_.mid(0, position_); }

    QString seatName(int seat) const;
    // The watched seat is drawn as the person's, whoever played it; other people as remote.
    QString seatKind(int seat) const;

private:
    QList<QJsonObject> messages_;
    int seat_;
    std::array<QString, kTableSeats> names_, kinds_;
    int position_ = 0;
};

} // namespace qixing::session
