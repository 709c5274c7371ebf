// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/replay_sevens_source.h"

namespace qixing::session {

ReplaySevensSource::ReplaySevensSource(QList<QJsonObject> messages, int seat, std::array<QString, 4> names,
                                       std::array<QString, 4> kinds, QObject *parent)
    : SevensSource(parent), seat_(std::move(messages), seat, std::move(names), std::move(kinds))
{
}

void ReplaySevensSource::setPosition(int position)
{
    switch (seat_.setPosition(position)) {
    case RecordedSeat::Move::None:
        break;
    case RecordedSeat::Move::Next:
        emit message(seat_.lastTold());
        break;
    case RecordedSeat::Move::Rewound:
        emit rewound();
        break;
    }
}

QString ReplaySevensSource::submit(const QJsonObject &)
{
    return QStringLiteral("a replay");
}

} // namespace qixing::session
