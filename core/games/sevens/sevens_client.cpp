// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/sevens_client.h"

#include "sevens/sevens_wire.h"
#include "sevens/sevens_json.h"

using namespace Qt::StringLiterals;

namespace qixing::net {

void SevensClient::act(sevens::Action action)
{
    if (!mirror_)
        return;
    sendJson(actJson(hand_, mirror_->turn(), action));
}

void SevensClient::gameMessage(const QString &type, const QJsonObject &m)
{
    if (type == QLatin1String("state")) {
        rules_ = sevens::json::rulesFrom(m.value("rules"_L1));
        hand_ = m.value("hand"_L1).toInt();
        knowledge_ = knowledgeFrom(m, rules_.headTail);
        seat_ = knowledge_.seat;
        mirror_ = sevens::HandState::mirror(knowledge_);
        emit stateChanged();
    } else if (const QByteArray plain = type.toLatin1(); readsFlat(plain)) {
        // A move or a question that did not come in the plain form: read it the same way.
        const std::optional<FlatJson> flat = FlatJson::of(m);
        if (!flat)
            throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("a \"%1\" holds plain values only").arg(type));
        flatMessage(plain, *flat);
    }
}

bool SevensClient::readsFlat(QByteArrayView type) const
{
    return type == "move" || type == "yourTurn";
}

void SevensClient::flatMessage(QByteArrayView type, const FlatJson &m)
{
    if (type == "move") {
        if (!mirror_ || m.integer("hand"_L1) != hand_)
            return; // a move of a hand we have no state for: the next state will tell
        applyMove(knowledge_, *mirror_, m);
        emit stateChanged();
    } else if (type == "yourTurn") {
        if (mirror_ && m.integer("hand"_L1) == hand_ && m.integer("turn"_L1) == mirror_->turn())
            emit yourTurn(int(std::clamp<qint64>(m.integer("deadline"_L1).value_or(-1), -1, INT_MAX)));
    }
}

} // namespace qixing::net
