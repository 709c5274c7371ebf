// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/recorded_seat.h"

#include <algorithm>

namespace qixing::session {

RecordedSeat::RecordedSeat(QList<QJsonObject> messages, int seat, std::array<QString, kTableSeats> names,
                           std::array<QString, kTableSeats> kinds)
    : messages_(std::move(messages)), seat_(seat), names_(std::move(names)), kinds_(std::move(kinds))
{
}

RecordedSeat::Move RecordedSeat::setPosition(int position)
{
    position = std::clamp(position, 0, size());
    if (position == position_)
        return Move::None;
    const bool next = position == position_ + 1;
    position_ = position;
    return next ? Move::Next : Move::Rewound;
}

QString RecordedSeat::seatName(int seat) const
{
    return seat >= 0 && seat < kTableSeats ? names_[std::size_t(seat)] : QString();
}

QString RecordedSeat::seatKind(int seat) const
{
    if (seat < 0 || seat >= kTableSeats)
        return {};
    if (seat == seat_)
        return QStringLiteral("person");
    const QString &kind = kinds_[std::size_t(seat)];
    return kind == QLatin1String("person") ? QStringLiteral("remote") : kind;
}

} // namespace qixing::session
