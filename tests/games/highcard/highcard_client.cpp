// SPDX-License-Identifier: GPL-3.0-or-later
#include "highcard_client.h"

#include "common/protocol_error.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace qixing::net {

void HighCardClient::act(const QString &card)
{
    send({{"type", "act"}, {"hand", hand_}, {"turn", turn_}, {"play", card}});
}

void HighCardClient::gameMessage(const QString &type, const QJsonObject &m)
{
    if (type == "state"_L1) {
        hand_ = wholeField(m, "hand", 0, 1'000'000);
        turn_ = wholeField(m, "turn", 0, 16);
        seat_ = wholeField(m, "seat", 0, 3);
        cards_.clear();
        for (const QJsonValue &c : m.value("cards"_L1).toArray())
            cards_.push_back(c.toString());
        emit stateChanged();
    } else if (type == "move"_L1) {
        if (wholeField(m, "hand", 0, 1'000'000) != hand_)
            return; // a hand we have no state for: the next state will tell
        turn_ = wholeField(m, "turn", 0, 15) + 1;
        if (wholeField(m, "seat", 0, 3) == seat_)
            cards_.erase(std::remove(cards_.begin(), cards_.end(), m.value("play"_L1).toString()), cards_.end());
        emit stateChanged();
    } else if (type == "yourTurn"_L1) {
        if (wholeField(m, "hand", 0, 1'000'000) == hand_ && wholeField(m, "turn", 0, 16) == turn_)
            emit yourTurn(m.value("deadline"_L1).isDouble() ? m.value("deadline"_L1).toInt() : -1);
    }
}

} // namespace qixing::net
