// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/mahjong_client.h"

#include "mahjong/mahjong_module.h"

using namespace Qt::StringLiterals;

namespace qixing::net {

void MahjongClient::act(const mahjong::Action &action)
{
    if (!mirror_)
        return;
    QJsonObject m = session::MahjongModule::actionTo(action);
    m.insert("type"_L1, "act"_L1);
    m.insert("hand"_L1, hand_);
    m.insert("step"_L1, step_);
    mirror_.reset(); // answered: the next question brings a new view
    send(m);
}

void MahjongClient::gameMessage(const QString &type, const QJsonObject &m)
{
    if (type == QLatin1String("state")) {
        state_ = m;
        hand_ = m.value("hand"_L1).toInt();
        seat_ = m.value("seat"_L1).toInt();
        events_ = m.value("events"_L1).toArray();
        history_.clear();
        for (const QJsonValue &e : std::as_const(events_))
            history_.follow(e.toObject());
        mirror_.reset();
        emit stateChanged();
    } else if (type == QLatin1String("event")) {
        if (m.value("hand"_L1).toInt() != hand_)
            return;
        events_.append(m.value("event"_L1));
        history_.follow(m.value("event"_L1).toObject());
        emit stateChanged();
    } else if (type == QLatin1String("yourTurn")) {
        if (m.value("hand"_L1).toInt() != hand_)
            return;
        std::vector<mahjong::Action> offered;
        for (const QJsonValue &o : m.value("options"_L1).toArray()) {
            QString why;
            const auto a = session::MahjongModule::actionFrom(o.toObject(), &why);
            if (!a)
                throw ProtocolError(QStringLiteral("badMessage"), why);
            offered.push_back(*a);
        }
        if (offered.empty())
            throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("asked with no options"));
        offered_ = std::move(offered);
        step_ = m.value("step"_L1).toInt();
        window_ = m.value("window"_L1).toBool();
        mahjong::HandState::SeatMirror seen = session::seatMirrorFrom(m.value("view"_L1).toObject(), seat_);
        seen.discards = history_.records();
        mirror_ = mahjong::HandState::mirror(seen);
        emit yourTurn(m.value("deadline"_L1).isDouble() ? m.value("deadline"_L1).toInt() : -1);
    }
}
} // namespace qixing::net
