// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/discovery.h"

#include <QNetworkProxy>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkDatagram>
#include <QNetworkInterface>

namespace qixing::net {

namespace {
QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}
} // namespace

DiscoveryResponder::DiscoveryResponder(std::function<QJsonObject()> describe, QObject *parent)
    : QObject(parent), describe_(std::move(describe)),
      limiter_({kDiscoveryPerSource, kDiscoveryPerSourceBurst, kDiscoveryPerSecond, kDiscoveryBurst, 1024})
{
    socket_.setProxy(QNetworkProxy::NoProxy); // the LAN directly (TableClient says why)
    connect(&socket_, &QUdpSocket::readyRead, this, &DiscoveryResponder::onReadyRead);
}

bool DiscoveryResponder::listen(quint16 port, QString *error)
{
    if (socket_.bind(QHostAddress::AnyIPv4, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint))
        return true;
    if (error)
        *error = socket_.errorString();
    return false;
}

QByteArray DiscoveryResponder::answer(qsizetype maxBytes) const
{
    const QJsonObject described = describe_();
    const QJsonArray all = described.value("tables").toArray();
    QJsonObject a {{"qixing", 1},
                   {"name", described.value("name").toString().left(64)},
                   {"port", described.value("port")},
                   {"tables", QJsonArray {}},
                   {"more", all.size()}};
    // The tables in id order while they fit; "more" counts the rest (the host's welcome
    // lists them all).
    qsizetype size = compact(a).size();
    QJsonArray tables;
    for (const QJsonValue &t : all) {
        const qsizetype add = compact(t.toObject()).size() + 1;
        if (size + add > maxBytes)
            break;
        size += add;
        tables.append(t);
    }
    a.insert("tables", tables);
    a.insert("more", all.size() - tables.size());
    const QByteArray out = compact(a);
    return out.size() <= maxBytes ? out : QByteArray();
}

void DiscoveryResponder::onReadyRead()
{
    while (socket_.hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_.receiveDatagram(kDiscoveryMaxAnswer);
        // Anything but a whole query is not for us: ignore it, never answer garbage. The
        // answer is never longer than the query, so a forged source address gains an
        // attacker nothing, and each source gets a few answers a second.
        const QByteArray q = d.data();
        if (q.size() < kDiscoveryMinQuery || !q.startsWith(kDiscoveryQuery) || !limiter_.allow(d.senderAddress()))
            continue;
        const QByteArray a = answer(std::min(q.size(), kDiscoveryMaxAnswer));
        if (!a.isEmpty())
            socket_.writeDatagram(a, d.senderAddress(), quint16(d.senderPort()));
    }
}

DiscoveryBrowser::DiscoveryBrowser(QObject *parent) : QObject(parent)
{
    socket_.setProxy(QNetworkProxy::NoProxy);
    socket_.bind(QHostAddress::AnyIPv4, 0);
    connect(&socket_, &QUdpSocket::readyRead, this, &DiscoveryBrowser::onReadyRead);
}

QList<QHostAddress> DiscoveryBrowser::broadcastAddresses()
{
    QList<QHostAddress> out;
    for (const QNetworkInterface &iface : QNetworkInterface::allInterfaces()) {
        if (!(iface.flags() & QNetworkInterface::IsUp) || !(iface.flags() & QNetworkInterface::CanBroadcast))
            continue;
        for (const QNetworkAddressEntry &e : iface.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol && !e.broadcast().isNull() && !out.contains(e.broadcast()))
                out.append(e.broadcast());
    }
    out.append(QHostAddress::Broadcast);
    return out;
}

QByteArray DiscoveryBrowser::queryDatagram()
{
    QByteArray q(kDiscoveryQuery);
    q.append(QByteArray(kDiscoveryQuerySize - q.size(), ' '));
    return q;
}

void DiscoveryBrowser::query(const QList<QHostAddress> &targets, quint16 port)
{
    const QByteArray q = queryDatagram();
    for (const QHostAddress &a : targets)
        socket_.writeDatagram(q, a, port);
}

void DiscoveryBrowser::onReadyRead()
{
    while (socket_.hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_.receiveDatagram(64 * 1024);
        const QJsonDocument doc = QJsonDocument::fromJson(d.data());
        if (!doc.isObject() || doc.object().value("qixing").toInt() != 1 || !doc.object().value("port").isDouble())
            continue;
        QJsonObject answer = doc.object();
        QHostAddress from = d.senderAddress();
        if (from.protocol() == QAbstractSocket::IPv6Protocol) {
            bool ok = false;
            const QHostAddress v4(from.toIPv4Address(&ok));
            if (ok)
                from = v4;
        }
        answer.insert("address", from.toString());
        emit hostFound(answer);
    }
}

} // namespace qixing::net
