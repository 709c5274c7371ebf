// SPDX-License-Identifier: GPL-3.0-or-later
#include "mahjong/joined_mahjong_game.h"

#include "mahjong/mahjong_json.h"
#include "mahjong/mahjong_module.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace qixing::net {

JoinedMahjongGame::JoinedMahjongGame(MahjongClient *client, QObject *parent)
    : session::MahjongGame(parent), client_(client)
{
    client_->setParent(this);
    connect(client_, &TableClient::messageArrived, this, &JoinedMahjongGame::onMessage);
    connect(client_, &TableClient::errorReceived, this, [this](const QString &code, const QString &why) {
        if (code == QLatin1String("illegal") || code == QLatin1String("staleTurn") || code == QLatin1String("notYourTurn"))
            emit refused(why);
    });
}

void JoinedMahjongGame::onMessage(const QJsonObject &m)
{
    deals_.follow(m);
    const QString type = m.value("type"_L1).toString();
    // The client has read the message first and dropped the connection if it was malformed.
    if (type == QLatin1String("state")) {
        state_ = m;
        question_ = {};
        settlement_ = {};
        matchOver_ = {};
        handOpen_ = {};
        swaps_.clear();
        try {
            rules_ = mahjong::json::rulesFrom(m.value("rules"_L1).toObject()).rules;
        } catch (const std::exception &) {
            rules_ = mahjong::Rules {}; // unreadable: shown as the defaults (the host plays by its own)
        }
    } else if (type == QLatin1String("event")) {
        if (m.value("hand"_L1) != state_.value("hand"_L1))
            return;
        QJsonArray events = state_.value("events"_L1).toArray();
        events.append(m.value("event"_L1));
        state_.insert("events"_L1, events);
        question_ = {}; // any news ends the question asked before it
    } else if (type == QLatin1String("yourTurn")) {
        question_ = m;
        questionClock_.start();
    } else if (type == QLatin1String("settlement")) {
        question_ = {};
        settlement_ = m;
    } else if (type == QLatin1String("matchOver")) {
        matchOver_ = m;
    } else if (type == QLatin1String("seatsSwapped")) {
        // Between hands (docs/protocol.md, "Host tools"): the plates show the new seating
        // now, as the next state would.
        if (state_.isEmpty() || m.value("table"_L1).toInt(-1) != client_->tableId())
            return;
        swaps_.append(m);
        const QJsonArray names = m.value("names"_L1).toArray();
        if (names.size() == 4)
            state_.insert("names"_L1, names); // seatName() reads the state's
    } else if (type == QLatin1String("handOpen")) {
        // Only the hand whose settlement was shown is opened (the host sends it right after).
        if (m.value("hand"_L1) != state_.value("hand"_L1) || settlement_.isEmpty())
            return;
        handOpen_ = m;
        emit handOpened(m);
        return;
    } else if (type == QLatin1String("timeUp")) {
        // The host's clock answered this seat's question: the page says what it played.
        question_ = {};
        emit timeLimitPlayed(m.value("action"_L1).toObject());
        return;
    } else {
        return;
    }
    emit message(m);
}

QString JoinedMahjongGame::seatName(int seat) const
{
    return state_.value("names"_L1).toArray().at(seat).toString();
}

QString JoinedMahjongGame::seatKind(int seat) const
{
    if (seat == localSeat())
        return QStringLiteral("person");
    const QString kind = client_->tableInfo().value("seats"_L1).toArray().at(seat).toObject().value("kind"_L1).toString();
    return kind == QLatin1String("person") ? QStringLiteral("remote") : kind; // the host's own seat is remote here
}

int JoinedMahjongGame::turnSeconds() const
{
    return client_->tableInfo().value("turnSeconds"_L1).toInt();
}

QList<QJsonObject> JoinedMahjongGame::replay() const
{
    if (state_.isEmpty())
        return {};
    QList<QJsonObject> out {state_};
    for (const QJsonObject &m : {question_, settlement_, matchOver_})
        if (!m.isEmpty())
            out.append(m);
    return out + swaps_;
}

QString JoinedMahjongGame::submit(const QJsonObject &action)
{
    if (question_.isEmpty() || !client_->asked())
        return QStringLiteral("not your turn");
    QString why;
    const auto a = session::MahjongModule::actionFrom(action, &why);
    if (!a)
        return why;
    const QJsonObject normal = session::MahjongModule::actionTo(*a);
    bool offered = false;
    for (const QJsonValue &o : question_.value("options"_L1).toArray())
        offered = offered || o.toObject() == normal;
    if (!offered)
        return QStringLiteral("that is not one of your options now");
    client_->act(*a);
    question_ = {};
    return {};
}

int JoinedMahjongGame::msLeft() const
{
    const QJsonValue deadline = question_.value("deadline"_L1);
    if (question_.isEmpty() || !deadline.isDouble())
        return -1;
    return std::max(0, deadline.toInt() - int(questionClock_.elapsed()));
}

QJsonObject JoinedMahjongGame::hint() const
{
    if (question_.isEmpty() || !client_->asked())
        return {};
    // The same efficient player as a local table's hint, deciding from the view the host sent.
    const auto player = mahjong::makePlayer("efficient", std::uint64_t(question_.value("step"_L1).toInt()) + 7000);
    return session::MahjongModule::actionTo(player->choose(client_->view()));
}

std::function<QJsonObject()> JoinedMahjongGame::hintWork() const
{
    if (question_.isEmpty() || !client_->asked())
        return [] { return QJsonObject(); };
    // The strong player's values of every option (mahjongHint), from copies of the view the
    // host sent and the options it offered.
    return [mirror = client_->mirror(), offered = client_->offered(), seat = client_->view().seat(), rules = rules_,
            seed = std::uint64_t(question_.value("step"_L1).toInt()) + 7000] {
        return session::mahjongHint(mahjong::HandView(mirror, seat, &offered), offered, rules, seed);
    };
}

} // namespace qixing::net
