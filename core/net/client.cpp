#include "net/client.h"

#include "net/sevens_wire.h"
#include "sevens/sevens_json.h"

#include <QTcpSocket>

namespace qixing::net {

using namespace sevens;

SevensClient::SevensClient(QObject *parent) : QObject(parent) {}

void SevensClient::connectToHost(const QString &host, quint16 port, const QString &name, const QString &token)
{
    name_ = name;
    pendingToken_ = token;
    auto *socket = new QTcpSocket;
    // Before the Connection's own handler, which reports the end of the connection.
    connect(socket, &QAbstractSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) { socketError_ = e; });
    Connection::Limits limits;
    limits.floodPerSecond = 0;
    limits.maxFrame = kMaxHostFrame;
    conn_ = new Connection(socket, limits, this);
    connect(conn_, &Connection::messageReceived, this, &SevensClient::onMessage);
    connect(conn_, &Connection::closed, this, [this](const QString &why) { emit disconnected(why); });
    connect(socket, &QTcpSocket::connected, this, [this] {
        QJsonObject hello {{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", name_}};
        if (!pendingToken_.isEmpty())
            hello.insert("token", pendingToken_);
        conn_->send(hello);
    });
    socket->connectToHost(host, port);
}

void SevensClient::setTables(const QJsonArray &all)
{
    tables_.clear();
    for (const QJsonValue &t : all)
        tables_[t.toObject().value("id").toInt()] = t.toObject();
}

QJsonArray SevensClient::tables() const
{
    QJsonArray a;
    for (const auto &[id, t] : tables_)
        a.append(t);
    return a;
}

void SevensClient::sit(int table, int seat, const QString &password)
{
    QJsonObject m {{"type", "sit"}, {"table", table}, {"seat", seat < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(seat)}};
    if (!password.isEmpty())
        m.insert("password", password);
    conn_->send(m);
}

void SevensClient::setReady(bool ready)
{
    conn_->send(QJsonObject {{"type", "ready"}, {"ready", ready}});
}

void SevensClient::startMatch()
{
    conn_->send(QJsonObject {{"type", "start"}});
}

void SevensClient::chat(const QString &text)
{
    conn_->send(QJsonObject {{"type", "chat"}, {"text", text}});
}

void SevensClient::act(Action action)
{
    if (!mirror_)
        return;
    conn_->send(QJsonObject {{"type", "act"},
                             {"hand", hand_},
                             {"turn", mirror_->turn()},
                             {action.isCover() ? "cover" : "play", json::cardName(action.card)}});
}

void SevensClient::disconnectFromHost()
{
    if (conn_)
        conn_->close();
}

void SevensClient::fail(const QString &code, const QString &why)
{
    emit errorReceived(code, why);
    conn_->close();
}

void SevensClient::onMessage(const QJsonObject &m)
{
    const QString type = m.value("type").toString();
    emit messageArrived(m);
    try {
        if (type == QLatin1String("welcome")) {
            setTables(m.value("tables").toArray());
            emit welcomed(m.value("tables").toArray());
        } else if (type == QLatin1String("tables")) {
            setTables(m.value("tables").toArray());
            emit tablesChanged();
        } else if (type == QLatin1String("table")) {
            const QJsonObject one = m.value("table").toObject();
            tables_[one.value("id").toInt()] = one;
            emit tablesChanged();
        } else if (type == QLatin1String("seated")) {
            table_ = m.value("table").toInt();
            seat_ = m.value("seat").toInt();
            token_ = m.value("token").toString();
            emit seated(table_, seat_);
        } else if (type == QLatin1String("state")) {
            rules_ = json::rulesFrom(m.value("rules"));
            hand_ = m.value("hand").toInt();
            knowledge_ = knowledgeFrom(m, rules_.headTail);
            seat_ = knowledge_.seat;
            mirror_ = HandState::mirror(knowledge_);
            emit stateChanged();
        } else if (type == QLatin1String("move")) {
            if (!mirror_ || m.value("hand").toInt() != hand_)
                return; // a move of a hand we have no state for: the next state will tell
            mirror_ = applyMove(knowledge_, m);
            emit stateChanged();
        } else if (type == QLatin1String("yourTurn")) {
            if (mirror_ && m.value("hand").toInt() == hand_ && m.value("turn").toInt() == mirror_->turn())
                emit yourTurn(m.value("deadline").isDouble() ? m.value("deadline").toInt() : -1);
        } else if (type == QLatin1String("settlement")) {
            emit handSettled(m);
        } else if (type == QLatin1String("matchOver")) {
            emit matchOver(m);
        } else if (type == QLatin1String("chat")) {
            emit chatReceived(m.value("from").toString(), m.value("text").toString());
        } else if (type == QLatin1String("error")) {
            emit errorReceived(m.value("code").toString(), m.value("message").toString());
        } else if (type == QLatin1String("closed")) {
            emit errorReceived(QStringLiteral("closed"), m.value("reason").toString());
        }
    } catch (const std::exception &e) {
        fail(QStringLiteral("badMessage"), QStringLiteral("the host sent a bad \"%1\": %2").arg(type, QString::fromUtf8(e.what())));
    }
}

} // namespace qixing::net
