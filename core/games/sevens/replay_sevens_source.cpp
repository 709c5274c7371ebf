// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/replay_sevens_source.h"

#include <algorithm>

namespace qixing::session {

ReplaySevensSource::ReplaySevensSource(QList<QJsonObject> messages, int seat, std::array<QString, 4> names,
                                       std::array<QString, 4> kinds, QObject *parent)
    : SevensSource(parent), messages_(std::move(messages)), seat_(seat), names_(std::move(names)), kinds_(std::move(kinds))
{
}

void ReplaySevensSource::setPosition(int position)
{
    position = std::clamp(position, 0, size());
    if (position == position_)
        return;
    const bool next = position == position_ + 1;
    position_ = position;
    if (next)
        emit message(messages_[position - 1]);
    else
        emit rewound();
}

QString ReplaySevensSource::seatName(int seat) const
{
    return seat >= 0 && seat < 4 ? names_[std::size_t(seat)] : QString();
}

QString ReplaySevensSource::seatKind(int seat) const
{
    if (seat < 0 || seat >= 4)
        return {};
    // The watched seat is drawn as the person's, whoever played it.
    return seat == seat_ ? QStringLiteral("person") : kinds_[std::size_t(seat)] == QLatin1String("person") ? QStringLiteral("remote") : kinds_[std::size_t(seat)];
}

QList<QJsonObject> ReplaySevensSource::replay() const
{
    return messages_.mid(0, position_);
}

QString ReplaySevensSource::submit(const QJsonObject &)
{
    return QStringLiteral("a replay");
}

} // namespace qixing::session
