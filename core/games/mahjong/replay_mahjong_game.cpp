// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/replay_mahjong_game.h"

#include "mahjong/mahjong_json.h"

#include <algorithm>

namespace qixing::session {

ReplayMahjongGame::ReplayMahjongGame(QList<QJsonObject> messages, int seat, std::array<QString, 4> names,
                                     std::array<QString, 4> kinds, QObject *parent)
    : MahjongGame(parent), messages_(std::move(messages)), seat_(seat), names_(std::move(names)), kinds_(std::move(kinds))
{
    for (const QJsonObject &m : messages_)
        if (m.value(QLatin1String("type")).toString() == QLatin1String("state")) {
            try {
                rules_ = mahjong::json::rulesFrom(m.value(QLatin1String("rules")).toObject()).rules;
            } catch (const std::exception &) {
                // Unreadable: shown as the defaults, as a joined table does.
            }
            break;
        }
}

void ReplayMahjongGame::setPosition(int position)
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

QString ReplayMahjongGame::seatName(int seat) const
{
    return seat >= 0 && seat < 4 ? names_[std::size_t(seat)] : QString();
}

QString ReplayMahjongGame::seatKind(int seat) const
{
    if (seat < 0 || seat >= 4)
        return {};
    // The watched seat is drawn as the person's, whoever played it.
    return seat == seat_ ? QStringLiteral("person") : kinds_[std::size_t(seat)] == QLatin1String("person") ? QStringLiteral("remote") : kinds_[std::size_t(seat)];
}

QList<QJsonObject> ReplayMahjongGame::replay() const
{
    return messages_.mid(0, position_);
}

QString ReplayMahjongGame::submit(const QJsonObject &)
{
    return QStringLiteral("a replay");
}

} // namespace qixing::session
