// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/joined_sevens_game.h"

#include "sevens/sevens_module.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace qixing::net {

JoinedSevensGame::JoinedSevensGame(SevensClient *client, QObject *parent) : session::SevensSource(parent), client_(client)
{
    client_->setParent(this);
    connect(client_, &TableClient::messageArrived, this, &JoinedSevensGame::onMessage);
    connect(client_, &TableClient::tablesChanged, this, &SevensSource::changed);
    connect(client_, &TableClient::errorReceived, this, [this](const QString &code, const QString &why) {
        if (code == QLatin1String("illegal") || code == QLatin1String("notYourTurn") || code == QLatin1String("staleTurn")) {
            sentTurn_ = -1; // the seat may still have its turn: let the person try again
            emit refused(code, why);
            emit changed();
        }
    });
}

void JoinedSevensGame::onMessage(const QJsonObject &m)
{
    deals_.follow(m);
    const QString type = m.value("type"_L1).toString();
    // The client has read the message first and dropped the connection if it was malformed.
    if (type == QLatin1String("state")) {
        state_ = m;
        moves_.clear();
        swaps_.clear();
        question_ = settlement_ = matchOver_ = {};
        sentTurn_ = -1;
    } else if (type == QLatin1String("move")) {
        if (m.value("hand"_L1) != state_.value("hand"_L1))
            return;
        moves_.append(m);
        question_ = {}; // any move ends the question asked before it
    } else if (type == QLatin1String("yourTurn")) {
        question_ = m;
        questionClock_.start();
    } else if (type == QLatin1String("settlement")) {
        question_ = {};
        settlement_ = m;
    } else if (type == QLatin1String("matchOver")) {
        matchOver_ = m;
    } else if (type == QLatin1String("seatsSwapped")) {
        if (m.value("table"_L1).toInt(-1) != client_->tableId())
            return;
        swaps_.append(m);
    } else if (type != QLatin1String("timeUp")) {
        return;
    }
    emit message(m);
}

QString JoinedSevensGame::seatName(int seat) const
{
    return tableInfo().value("seats"_L1).toArray().at(seat).toObject().value("name"_L1).toString();
}

QString JoinedSevensGame::seatKind(int seat) const
{
    if (seat == client_->seat())
        return QStringLiteral("person");
    const QString kind = tableInfo().value("seats"_L1).toArray().at(seat).toObject().value("kind"_L1).toString();
    // The host's own seat is a person too, at another computer.
    return kind == QLatin1String("person") ? QStringLiteral("remote") : kind;
}

int JoinedSevensGame::penaltyBases() const
{
    return tableInfo().value("penaltyBases"_L1).toInt(1);
}

int JoinedSevensGame::turnSeconds() const
{
    return tableInfo().value("turnSeconds"_L1).toInt(0);
}

QList<QJsonObject> JoinedSevensGame::replay() const
{
    if (state_.isEmpty())
        return {};
    QList<QJsonObject> out {state_};
    out += moves_;
    for (const QJsonObject &m : {question_, settlement_, matchOver_})
        if (!m.isEmpty())
            out.append(m);
    return out + swaps_;
}

QString JoinedSevensGame::submit(const QJsonObject &action)
{
    if (!client_->mirror())
        return QStringLiteral("not your turn");
    const auto a = session::SevensModule::actionFrom(action);
    if (!a)
        return QStringLiteral("not a Sevens action");
    const int turn = client_->mirror()->turn();
    if (sentTurn_ == turn)
        return {}; // already on its way
    sentTurn_ = turn;
    client_->act(*a);
    emit changed(); // the clock stops for an answer sent
    return {};
}

int JoinedSevensGame::msLeft() const
{
    const QJsonValue deadline = question_.value("deadline"_L1);
    if (question_.isEmpty() || !deadline.isDouble() || !client_->mirror())
        return -1;
    const int turn = client_->mirror()->turn();
    if (question_.value("turn"_L1).toInt() != turn || sentTurn_ == turn)
        return -1;
    return std::max(0, deadline.toInt() - int(questionClock_.elapsed()));
}

} // namespace qixing::net
