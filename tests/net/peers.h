// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The peers test_net and test_net_load set against a host (a bot, a connection that speaks
// frames by hand, one that stops reading), a quick Sevens table, and what they measure with.

#include "net/frame.h"
#include "net/server.h"
#include "sevens/players.h"
#include "sevens/sevens_client.h"
#include "spin_until.h"
#include "table_configs.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTcpSocket>

#include <algorithm>
#include <map>
#include <vector>

#include <arpa/inet.h>
#include <cerrno>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

// A Sevens table of heuristic players of `hands` hands, with no pause between hands.
inline qixing::net::ServerTableConfig fastTable(int hands = 2, int pauseMs = 0)
{
    qixing::net::ServerTableConfig c;
    c.name = "test";
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.match.hands = hands; });
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.match.rules.betUnit = 10; });
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.kinds.fill("heuristic"); });
    editSevens(c, [&](qixing::session::SessionSettings &s) { s.startingBalance = 3000; });
    c.computerPauseMs = pauseMs;
    c.nextHandDelayMs = 0;
    return c;
}

// A computer player behind a SevensClient, as bot-client runs it.
struct Bot
{
    qixing::net::SevensClient client;
    qixing::sevens::HeuristicPlayer player;
    bool over = false;
    bool lost = false;
    QStringList errors;
    std::vector<QJsonObject> received;

    Bot(quint16 port, const QString &name, int table, bool start = false)
    {
        QObject::connect(&client, &qixing::net::SevensClient::messageArrived, [this](const QJsonObject &m) { received.push_back(m); });
        QObject::connect(&client, &qixing::net::SevensClient::welcomed, [this, table](const QJsonArray &) { client.sit(table); });
        QObject::connect(&client, &qixing::net::SevensClient::seated, [this, start](int, int) {
            client.setReady(true);
            if (start)
                client.startMatch();
        });
        QObject::connect(&client, &qixing::net::SevensClient::yourTurn, [this](int) { client.act(player.chooseAction(client.view())); });
        QObject::connect(&client, &qixing::net::SevensClient::matchOver, [this](const QJsonObject &) { over = true; });
        QObject::connect(&client, &qixing::net::SevensClient::errorReceived, [this](const QString &c, const QString &) { errors << c; });
        QObject::connect(&client, &qixing::net::SevensClient::disconnected, [this](const QString &) { lost = true; });
        client.connectToHost("127.0.0.1", port, name);
    }
};

// A raw connection that speaks frames by hand, to send what a real client never would.
struct Raw
{
    QTcpSocket socket;
    qixing::net::FrameReader reader {qixing::net::kMaxHostFrame};
    std::vector<QJsonObject> got;

    explicit Raw(quint16 port)
    {
        socket.connectToHost("127.0.0.1", port);
        if (!socket.waitForConnected(3000))
            qFatal("cannot connect");
        QObject::connect(&socket, &QTcpSocket::readyRead, [this] {
            reader.append(socket.readAll());
            QByteArray f;
            while (reader.next(&f) == qixing::net::FrameReader::Status::Frame)
                got.push_back(QJsonDocument::fromJson(f).object());
        });
    }
    void send(const QJsonObject &m) { socket.write(qixing::net::encodeFrame(m)); }
    void sendBytes(const QByteArray &b) { socket.write(b); }
    void hello() { send({{"type", "hello"}, {"protocol", qixing::net::kProtocolVersion}, {"name", "raw"}}); }
    bool waitFor(const QString &type, const QString &code = {}, int ms = 5000)
    {
        return spinUntil([&] { return has(type, code); }, ms);
    }
    bool has(const QString &type, const QString &code = {}) const
    {
        for (const QJsonObject &m : got)
            if (m.value("type").toString() == type && (code.isEmpty() || m.value("code").toString() == code))
                return true;
        return false;
    }
    bool closedByHost(int ms = 5000)
    {
        return spinUntil([&] { return socket.state() == QAbstractSocket::UnconnectedState; }, ms);
    }
};

// A peer that stops reading: a plain socket with a small receive buffer, so that what the
// host sends it piles up on the host. It reads only when told to (to get its seat's token).
struct NonReader
{
    int fd = -1;
    qixing::net::FrameReader reader {qixing::net::kMaxHostFrame};
    std::vector<QJsonObject> got;

    explicit NonReader(quint16 port)
    {
        fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        const int small = 4096;
        ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
        sockaddr_in a {};
        a.sin_family = AF_INET;
        a.sin_port = htons(port);
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        if (::connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0 && errno != EINPROGRESS)
            qFatal("cannot connect");
        // The host's event loop runs meanwhile (it may be this thread's).
        const bool up = spinUntil([this] {
            pollfd p {fd, POLLOUT, 0};
            return ::poll(&p, 1, 0) == 1;
        });
        int error = 0;
        socklen_t len = sizeof error;
        if (!up || ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &len) != 0 || error != 0)
            qFatal("cannot connect");
    }
    ~NonReader() { ::close(fd); }
    void send(const QJsonObject &m)
    {
        const QByteArray f = qixing::net::encodeFrame(m);
        [[maybe_unused]] const auto n = ::send(fd, f.constData(), std::size_t(f.size()), MSG_NOSIGNAL);
    }
    void hello() { send({{"type", "hello"}, {"protocol", qixing::net::kProtocolVersion}, {"name", "still"}}); }
    // Reads what has arrived; true once a message of this type is among it.
    bool readUntil(const QString &type)
    {
        char buf[4096];
        for (ssize_t n; (n = ::recv(fd, buf, sizeof buf, 0)) > 0;)
            reader.append(QByteArray(buf, qsizetype(n)));
        QByteArray f;
        while (reader.next(&f) == qixing::net::FrameReader::Status::Frame)
            got.push_back(QJsonDocument::fromJson(f).object());
        return std::any_of(got.begin(), got.end(), [&](const QJsonObject &m) { return m.value("type") == type; });
    }
};


// The resident memory of this process (the host runs in it), or -1.
inline qint64 residentBytes()
{
    QFile f("/proc/self/statm");
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = f.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * sysconf(_SC_PAGESIZE) : -1;
}

// Under AddressSanitizer freed memory is held in quarantine: resident memory says nothing,
// and everything is several times slower.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
constexpr bool kMeasureMemory = !kSanitized;

// The lobby as a connection sees it: the last whole list, with each table message after it.
inline QJsonArray lobbyView(const std::vector<QJsonObject> &got)
{
    std::map<int, QJsonObject> tables;
    for (const QJsonObject &m : got) {
        const QString type = m.value("type").toString();
        if (type == "welcome" || type == "tables") {
            tables.clear();
            for (const QJsonValue &t : m.value("tables").toArray())
                tables[t.toObject().value("id").toInt()] = t.toObject();
        } else if (type == "table") {
            const QJsonObject t = m.value("table").toObject();
            tables[t.value("id").toInt()] = t;
        }
    }
    QJsonArray a;
    for (const auto &[id, t] : tables)
        a.append(t);
    return a;
}
