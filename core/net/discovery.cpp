#include "net/discovery.h"

#include <QJsonDocument>
#include <QNetworkDatagram>
#include <QNetworkInterface>

namespace qixing::net {

DiscoveryResponder::DiscoveryResponder(std::function<QJsonObject()> describe, QObject *parent)
    : QObject(parent), describe_(std::move(describe))
{
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

void DiscoveryResponder::onReadyRead()
{
    while (socket_.hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_.receiveDatagram(512);
        if (d.data() != QByteArray(kDiscoveryQuery))
            continue; // anything else is not for us: ignore, never answer garbage
        QJsonObject answer = describe_();
        answer.insert("qixing", 1);
        socket_.writeDatagram(QJsonDocument(answer).toJson(QJsonDocument::Compact), d.senderAddress(), quint16(d.senderPort()));
    }
}

DiscoveryBrowser::DiscoveryBrowser(QObject *parent) : QObject(parent)
{
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

void DiscoveryBrowser::query(const QList<QHostAddress> &targets, quint16 port)
{
    for (const QHostAddress &a : targets)
        socket_.writeDatagram(QByteArray(kDiscoveryQuery), a, port);
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
