// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Finding tables on the LAN (docs/protocol.md, "Discovery"): a host answers UDP queries on
// port 47018 with its name, TCP port and tables; a browser sends the query to the broadcast
// address of every IPv4 interface and collects the answers.

#include "net/rate_limit.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QUdpSocket>

#include <functional>

namespace qixing::net {

inline constexpr quint16 kDiscoveryPort = 47018;
inline constexpr char kDiscoveryQuery[] = "QIXING?1";
// A query is kDiscoveryQuery padded to at least kDiscoveryMinQuery bytes (a browser sends
// kDiscoveryQuerySize); an answer is never longer than its query nor kDiscoveryMaxAnswer, so
// the host cannot be used to multiply someone's traffic. Answers per source address and in
// all are rate-limited.
inline constexpr qsizetype kDiscoveryMinQuery = 2048;
inline constexpr qsizetype kDiscoveryQuerySize = 8192;
inline constexpr qsizetype kDiscoveryMaxAnswer = 8192;
inline constexpr double kDiscoveryPerSource = 2;
inline constexpr double kDiscoveryPerSourceBurst = 6;
inline constexpr double kDiscoveryPerSecond = 50;
inline constexpr double kDiscoveryBurst = 100;

class DiscoveryResponder : public QObject
{
    Q_OBJECT
public:
    // `describe` gives the current answer: {"name", "port", "tables"}; the answer sent holds
    // the tables that fit and "more": how many did not.
    explicit DiscoveryResponder(std::function<QJsonObject()> describe, QObject *parent = nullptr);
    bool listen(quint16 port = kDiscoveryPort, QString *error = nullptr);
    quint16 port() const { return socket_.localPort(); }

    // The answer datagram at most maxBytes long (empty if even no table fits).
    QByteArray answer(qsizetype maxBytes) const;

private:
    void onReadyRead();
    std::function<QJsonObject()> describe_;
    SourceRateLimiter limiter_;
    QUdpSocket socket_;
};

class DiscoveryBrowser : public QObject
{
    Q_OBJECT
public:
    explicit DiscoveryBrowser(QObject *parent = nullptr);
    // The broadcast address of every IPv4 interface that is up, and 255.255.255.255.
    static QList<QHostAddress> broadcastAddresses();
    // kDiscoveryQuery padded to kDiscoveryQuerySize.
    static QByteArray queryDatagram();
    // Sends one query to each target; answers arrive as hostFound.
    void query(const QList<QHostAddress> &targets, quint16 port = kDiscoveryPort);

signals:
    // `answer` is the host's JSON with "address" added.
    void hostFound(const QJsonObject &answer);

private:
    void onReadyRead();
    QUdpSocket socket_;
};

} // namespace qixing::net
