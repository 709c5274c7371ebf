#pragma once
// Finding tables on the LAN (docs/protocol.md, "Discovery"): a host answers UDP queries on
// port 47018 with its name, TCP port and tables; a browser sends the query to the broadcast
// address of every IPv4 interface and collects the answers.

#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QUdpSocket>

#include <functional>

namespace qixing::net {

inline constexpr quint16 kDiscoveryPort = 47018;
inline constexpr char kDiscoveryQuery[] = "QIXING?1";

class DiscoveryResponder : public QObject
{
    Q_OBJECT
public:
    // `describe` gives the current answer: {"name", "port", "tables"}.
    explicit DiscoveryResponder(std::function<QJsonObject()> describe, QObject *parent = nullptr);
    bool listen(quint16 port = kDiscoveryPort, QString *error = nullptr);
    quint16 port() const { return socket_.localPort(); }

private:
    void onReadyRead();
    std::function<QJsonObject()> describe_;
    QUdpSocket socket_;
};

class DiscoveryBrowser : public QObject
{
    Q_OBJECT
public:
    explicit DiscoveryBrowser(QObject *parent = nullptr);
    // The broadcast address of every IPv4 interface that is up, and 255.255.255.255.
    static QList<QHostAddress> broadcastAddresses();
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
