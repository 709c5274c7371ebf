// SPDX-License-Identifier: GPL-3.0-or-later
// The host against hostile timing: connections that reset at the very moment their hello
// time-out fires, hundreds at once, while fresh clients are greeted in the same turn of the
// event loop, under both event dispatchers (epoll, as qixing-server runs, and Qt's own).
// Run under AddressSanitizer by `scripts/test.sh --sanitize -R test_net_hostile`: a use of
// a freed peer is a report there, and a crash without it.

#include "net/frame.h"
#include "net/listener.h"
#include "net/server.h"
#include "hosts.h"
#include "spin_until.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTest>
#include <QThread>

#include <atomic>
#include <vector>

#include <arpa/inet.h>
#include <cerrno>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace qixing;
using namespace qixing::net;

namespace {

// A plain blocking socket connected to the host on loopback (the kernel completes the
// connection even while the host's thread is busy).
int connectTo(quint16 port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd < 0 || ::connect(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0)
        qFatal("cannot connect: %s", strerror(errno));
    return fd;
}

// Closes with a reset (RST), as a crashed or hostile peer does, not an orderly FIN.
void reset(int fd)
{
    const linger hard {1, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
    ::close(fd);
}

void sendAll(int fd, const QByteArray &bytes)
{
    qsizetype off = 0;
    while (off < bytes.size()) {
        const ssize_t n = ::send(fd, bytes.constData() + off, std::size_t(bytes.size() - off), MSG_NOSIGNAL);
        if (n <= 0)
            qFatal("send failed: %s", strerror(errno));
        off += n;
    }
}

// The messages a blocking socket receives within `ms`, until one of `type` arrives.
std::vector<QJsonObject> readUntil(int fd, const QString &type, int ms)
{
    FrameReader reader {kMaxHostFrame};
    std::vector<QJsonObject> got;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms) {
        pollfd p {fd, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0)
            continue;
        char buf[65536];
        const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n <= 0)
            break;
        reader.append(QByteArray(buf, int(n)));
        QByteArray f;
        while (reader.next(&f) == FrameReader::Status::Frame) {
            got.push_back(QJsonDocument::fromJson(f).object());
            if (got.back().value("type").toString() == type)
                return got;
        }
    }
    return got;
}

} // namespace

class TestNetHostile : public QObject
{
    Q_OBJECT

private slots:
    void resetsAtTheHelloDeadline_data()
    {
        QTest::addColumn<bool>("epoll");
#ifdef QIXING_HAVE_EPOLL
        QTest::newRow("epoll") << true;
#endif
        QTest::newRow("qt") << false;
    }

    // Hundreds of connections that never say hello reset exactly when their hello time-out is
    // due, and fresh clients arrive in that same turn of the host's loop: the host closes each
    // reset connection once, greets every fresh client and stays up for the next.
    void resetsAtTheHelloDeadline()
    {
        QFETCH(bool, epoll);
        raiseFileLimit();
        constexpr int kResets = 300;
        constexpr int kFresh = 40;
        constexpr int kHelloMs = 400;

        std::atomic<int> accepted {0}, left {0};
        ThreadedHost host([&](TableServer &server) {
            server.helloTimeoutMs = kHelloMs;
            QObject::connect(&server, &TableServer::logLine, &server, [&](const QString &line) {
                if (line.startsWith(QLatin1String("connection from")))
                    ++accepted;
                else if (line.endsWith(QLatin1String(" left")))
                    ++left;
            });
            ServerTableConfig table;
            table.name = "t";
            server.addTable(table);
        }, epoll ? ThreadedHost::Dispatcher::Epoll : ThreadedHost::Dispatcher::Qt);
        const quint16 port = host.port();

        std::vector<int> silent;
        for (int i = 0; i < kResets; ++i)
            silent.push_back(connectTo(port));
        QVERIFY2(spinUntil([&] { return accepted == kResets; }, 20000), qPrintable(QString::number(accepted)));

        // On the host's thread: wait until every hello time-out is due, then reset them all
        // and greet fresh clients, so that the next turn of the host's loop finds the resets,
        // the new connections and the due timers together.
        std::vector<int> fresh;
        host.run([&] {
            QThread::msleep(kHelloMs + 100);
            for (int fd : silent)
                reset(fd);
            const QByteArray hello = encodeFrame({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "fresh"}});
            for (int i = 0; i < kFresh; ++i) {
                fresh.push_back(connectTo(port));
                sendAll(fresh.back(), hello);
            }
        });

        QVERIFY2(spinUntil([&] { return left == kResets; }, 20000), qPrintable(QString::number(left)));
        for (int fd : fresh) {
            const std::vector<QJsonObject> got = readUntil(fd, "welcome", 10000);
            QVERIFY(!got.empty());
            QCOMPARE(got.back().value("type").toString(), QString("welcome"));
            ::close(fd);
        }
        // Still serving: one more client is greeted, and nothing was closed twice.
        const int late = connectTo(port);
        sendAll(late, encodeFrame({{"type", "hello"}, {"protocol", kProtocolVersion}, {"name", "late"}}));
        const std::vector<QJsonObject> got = readUntil(late, "welcome", 10000);
        QVERIFY(!got.empty() && got.back().value("type") == QLatin1String("welcome"));
        ::close(late);
        QVERIFY(spinUntil([&] { return left == kResets + kFresh + 1; }, 20000));
        QCOMPARE(left.load(), kResets + kFresh + 1);
    }
};

QTEST_GUILESS_MAIN(TestNetHostile)
#include "test_net_hostile.moc"
