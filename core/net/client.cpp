// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/client.h"


#include <QMetaMethod>
#include <QNetworkProxy>
#include <QTcpSocket>

#include <algorithm>
#include <climits>

using namespace Qt::StringLiterals;

namespace qixing::net {

TableClient::TableClient(QObject *parent) : QObject(parent) {}

void TableClient::connectToHost(const QString &host, quint16 port, const QString &name, const QString &token)
{
    name_ = name;
    pendingToken_ = token;
    auto *socket = new QTcpSocket;
    // Tables are on the LAN: reached directly, without asking the system for a proxy (a
    // lookup that may fetch a PAC file, in a thread the process waits for when it exits).
    socket->setProxy(QNetworkProxy::NoProxy);
    // Before the Connection's own handler, which reports the end of the connection.
    connect(socket, &QAbstractSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) { socketError_ = e; });
    Connection::Limits limits;
    limits.floodPerSecond = 0;
    limits.minBytesPerSecond = 0; // the host's long lists may come slowly over a weak link
    limits.maxFrame = kMaxHostFrame;
    conn_ = new Connection(socket, limits, this);
    connect(conn_, &Connection::messageReceived, this, &TableClient::onMessage);
    conn_->setFrameFilter([this](QByteArrayView payload) { return takeFrame(payload); });
    connect(conn_, &Connection::closed, this, [this](const QString &why) { emit disconnected(why); });
    connect(socket, &QTcpSocket::connected, this, [this] {
        QJsonObject hello {{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", name_}};
        if (!pendingToken_.isEmpty())
            hello.insert("token"_L1, pendingToken_);
        if (!lobby_)
            hello.insert("lobby"_L1, false);
        if (const QString g = game(); !g.isEmpty())
            hello.insert("games"_L1, QJsonArray {g});
        conn_->send(hello);
    });
    socket->connectToHost(host, port);
}

void TableClient::setTables(const QJsonArray &all)
{
    tables_.clear();
    for (const QJsonValue &t : all)
        tables_[t.toObject().value("id"_L1).toInt()] = t.toObject();
}

QJsonArray TableClient::tables() const
{
    QJsonArray a;
    for (const auto &[id, t] : tables_)
        a.append(t);
    return a;
}

QJsonObject TableClient::tableInfo() const
{
    const auto it = tables_.find(table_);
    return it == tables_.end() ? QJsonObject() : it->second;
}

void TableClient::send(const QJsonObject &m)
{
    if (conn_)
        conn_->send(m);
}

void TableClient::sendJson(const QByteArray &json)
{
    if (conn_)
        conn_->sendFrame(encodeJsonFrame(json));
}

void TableClient::sit(int table, int seat, const QString &password)
{
    QJsonObject m {{"type", "sit"}, {"table", table}, {"seat", seat < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(seat)}};
    if (!password.isEmpty())
        m.insert("password"_L1, password);
    send(m);
}

void TableClient::setReady(bool ready)
{
    send(QJsonObject {{"type", "ready"}, {"ready", ready}});
}

void TableClient::startMatch()
{
    send(QJsonObject {{"type", "start"}});
}

void TableClient::watch(int table, const QString &password)
{
    QJsonObject m {{"type", "watch"}, {"table", table}};
    if (!password.isEmpty())
        m.insert("password"_L1, password);
    send(m);
}

void TableClient::unwatch()
{
    send(QJsonObject {{"type", "unwatch"}});
    table_ = -1;
    seat_ = -1;
}

void TableClient::chat(const QString &text)
{
    send(QJsonObject {{"type", "chat"}, {"text", text}});
}

void TableClient::disconnectFromHost()
{
    if (conn_)
        conn_->close();
}

void TableClient::fail(const QString &code, const QString &why)
{
    emit errorReceived(code, why);
    conn_->close();
}

void TableClient::onMessage(const QJsonObject &m)
{
    const QString type = m.value("type"_L1).toString();
    emit messageArrived(m);
    try {
        if (type == QLatin1String("welcome")) {
            setTables(m.value("tables"_L1).toArray());
            emit welcomed(m.value("tables"_L1).toArray());
        } else if (type == QLatin1String("tables")) {
            setTables(m.value("tables"_L1).toArray());
            emit tablesChanged();
        } else if (type == QLatin1String("table")) {
            const QJsonObject one = m.value("table"_L1).toObject();
            tables_[one.value("id"_L1).toInt()] = one;
            emit tablesChanged();
        } else if (type == QLatin1String("seated")) {
            table_ = m.value("table"_L1).toInt();
            seat_ = m.value("seat"_L1).toInt();
            token_ = m.value("token"_L1).toString();
            emit seated(table_, seat_);
        } else if (type == QLatin1String("watching")) {
            table_ = m.value("table"_L1).toInt();
            seat_ = session::kSpectator;
            tables_[table_] = m.value("info"_L1).toObject();
            emit watching(table_);
        } else if (type == QLatin1String("handOpen")) {
            emit handOpened(m);
        } else if (type == QLatin1String("settlement")) {
            emit handSettled(m);
        } else if (type == QLatin1String("matchOver")) {
            emit matchOver(m);
        } else if (type == QLatin1String("standings")) { // --- duplicate (issue 30)
            emit standingsReceived(m);
        } else if (type == QLatin1String("chat")) {
            emit chatReceived(m.value("from"_L1).toString(), m.value("text"_L1).toString(),
                              m.value("host"_L1).toBool() && m.value("seat"_L1).isNull());
        } else if (type == QLatin1String("error")) {
            emit errorReceived(m.value("code"_L1).toString(), m.value("message"_L1).toString());
        } else if (type == QLatin1String("removed")) {
            // hosttools (issue 30): the host took the seat away; its token opens nothing now.
            table_ = -1;
            seat_ = -1;
            token_.clear();
            emit errorReceived(QStringLiteral("removed"), QStringLiteral("the host removed you from the table"));
        } else if (type == QLatin1String("closed")) {
            closedCode_ = m.value("code"_L1).toString().left(40);
            emit errorReceived(QStringLiteral("closed"), m.value("reason"_L1).toString());
        } else {
            gameMessage(type, m);
        }
    } catch (const std::exception &e) {
        fail(QStringLiteral("badMessage"), QStringLiteral("the host sent a bad \"%1\": %2").arg(type, QString::fromUtf8(e.what())));
    }
}

bool TableClient::takeFrame(QByteArrayView payload)
{
    const std::optional<FlatJson> flat = FlatJson::read(payload);
    if (flat && onFlatMessage(*flat))
        return true;
    // A settlement is the longest message of a hand and a computer player has no use for it.
    static const QMetaMethod arrived = QMetaMethod::fromSignal(&TableClient::messageArrived);
    if (isSignalConnected(arrived))
        return false;
    const std::optional<QByteArrayView> type = flat ? flat->string("type"_L1) : FlatJson::peekType(payload);
    if (!type)
        return false;
    static const QMetaMethod settled = QMetaMethod::fromSignal(&TableClient::handSettled);
    static const QMetaMethod over = QMetaMethod::fromSignal(&TableClient::matchOver);
    static const QMetaMethod chatted = QMetaMethod::fromSignal(&TableClient::chatReceived);
    return (*type == "settlement" && !isSignalConnected(settled)) || (*type == "matchOver" && !isSignalConnected(over))
        || (*type == "chat" && !isSignalConnected(chatted));
}

bool TableClient::onFlatMessage(const FlatJson &m)
{
    const std::optional<QByteArrayView> type = m.string("type"_L1);
    if (!type || !readsFlat(*type))
        return false;
    static const QMetaMethod arrived = QMetaMethod::fromSignal(&TableClient::messageArrived);
    if (isSignalConnected(arrived))
        emit messageArrived(m.toObject());
    try {
        flatMessage(*type, m);
    } catch (const std::exception &e) {
        fail(QStringLiteral("badMessage"), QStringLiteral("the host sent a bad \"%1\": %2").arg(QString::fromLatin1(*type), QString::fromUtf8(e.what())));
    }
    return true;
}


} // namespace qixing::net
