// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/replay_mahjong_game.h"

#include "mahjong/mahjong_json.h"

namespace qixing::session {

ReplayMahjongGame::ReplayMahjongGame(QList<QJsonObject> messages, int seat, std::array<QString, 4> names,
                                     std::array<QString, 4> kinds, QObject *parent)
    : MahjongGame(parent), seat_(std::move(messages), seat, std::move(names), std::move(kinds))
{
    for (const QJsonObject &m : seat_.messages())
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

QString ReplayMahjongGame::submit(const QJsonObject &)
{
    return QStringLiteral("a replay");
}

} // namespace qixing::session
