// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN host under load, on loopback: a thousand clients connecting at once, clients kept
// waiting in the backlog, qixing-server out of file descriptors, a lobby of connections that
// never read while tables change, and the epoll dispatcher qixing-server runs on Linux.
// (Apart from test_net so that each binary stays well within its time on a loaded machine.)

#include "net/listener.h"
#include "net/server.h"
#ifdef QIXING_HAVE_EPOLL
#include "net/epoll_dispatcher.h"
#endif
#include "hosts.h"
#include "peers.h"
#include "spin_until.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

#include <sys/resource.h>
#include <unistd.h>

using namespace qixing;
using namespace qixing::net;

namespace {

// The storm's tables (four people each); under AddressSanitizer, where everything is several
// times slower, a smaller storm.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kStormTables = 50;
#else
constexpr int kStormTables = 250;
#endif

} // namespace

class TestNetLoad : public QObject
{
    Q_OBJECT

private slots:
    // The epoll dispatcher qixing-server uses on Linux: a host on its own thread under it
    // serves a whole match with computer players (timers), a time-limited remote seat that
    // never answers, and remote bots, and shuts down cleanly.
    void hostUnderTheEpollDispatcher()
    {
#ifndef QIXING_HAVE_EPOLL
        QSKIP("epoll is Linux only");
#else
        QThread hostThread;
        auto *dispatcher = new EpollEventDispatcher;
        QVERIFY(dispatcher->isValid());
        hostThread.setEventDispatcher(dispatcher);
        hostThread.start();
        QObject anchor;
        anchor.moveToThread(&hostThread);
        TableServer *server = nullptr;
        int table = 0, slowTable = 0;
        QMetaObject::invokeMethod(&anchor, [&] {
            server = new TableServer("epoll");
            server->listen(QHostAddress::LocalHost, 0);
            table = server->addTable(fastTable(3, 5));
            ServerTableConfig slow = fastTable(1, 0);
            editSevens(slow, [&](qixing::session::SessionSettings &s) { s.turnSeconds = 1; });
            slowTable = server->addTable(slow);
        }, Qt::BlockingQueuedConnection);
        const quint16 port = server->port();
        // Two people, two computers. b starts the match once seated: a must be seated and
        // ready before b arrives, or the match may start with a computer in a's seat.
        Bot a(port, "a", table);
        QVERIFY(spinUntil([&] {
            const QJsonArray seats = a.client.tableInfo().value("seats").toArray();
            return a.client.seat() >= 0 && seats.at(a.client.seat()).toObject().value("ready").toBool();
        }));
        Bot b(port, "b", table, true);
        Raw silent(port); // sits alone at the time-limited table and never acts
        silent.hello();
        silent.send({{"type", "sit"}, {"table", slowTable}});
        QVERIFY(silent.waitFor("seated"));
        silent.send({{"type", "ready"}, {"ready", true}});
        silent.send({{"type", "start"}});
        QVERIFY(spinUntil([&] { return a.over && b.over; }, 30000));
        QVERIFY(a.errors.isEmpty() && b.errors.isEmpty());
        // The time limit (a timer) played for the silent seat: moves by every seat arrived.
        QVERIFY(spinUntil([&] {
            int moves = 0;
            for (const QJsonObject &m : silent.got)
                moves += m.value("type") == "move";
            return moves >= 8;
        }, 10000));
        QMetaObject::invokeMethod(&anchor, [&] { delete server; }, Qt::BlockingQueuedConnection);
        QVERIFY(silent.closedByHost());
        hostThread.quit();
        QVERIFY(hostThread.wait(5000));
#endif
    }

    // The dispatcher's optimistic writes: a connection with room sends each message on the
    // turn it is queued without changing its watch in the kernel, and what does not fit in
    // the kernel's buffer still goes out, later, once the peer reads (then the kernel is asked
    // to say when the socket has room).
    void epollDispatcherWritesAtOnceAndWhatDoesNotFitLater()
    {
#ifndef QIXING_HAVE_EPOLL
        QSKIP("epoll is Linux only");
#else
        QThread hostThread;
        auto *dispatcher = new EpollEventDispatcher;
        hostThread.setEventDispatcher(dispatcher);
        hostThread.start();
        QObject anchor;
        anchor.moveToThread(&hostThread);
        QTcpServer *listener = nullptr;
        std::atomic<QTcpSocket *> sender {nullptr};
        QMetaObject::invokeMethod(&anchor, [&] {
            listener = new QTcpServer;
            listener->listen(QHostAddress::LocalHost, 0);
            QObject::connect(listener, &QTcpServer::newConnection, [&] { sender = listener->nextPendingConnection(); });
        }, Qt::BlockingQueuedConnection);
        QTcpSocket reader;
        reader.connectToHost(QHostAddress::LocalHost, listener->serverPort());
        QVERIFY(reader.waitForConnected(5000));
        QVERIFY(spinUntil([&] { return sender.load() != nullptr; }));
        QByteArray got;
        const auto readFor = [&](qsizetype n, int ms) {
            return spinUntil([&] {
                got += reader.readAll();
                return got.size() >= n;
            }, ms);
        };
        // Settle: the accepted socket's read watch is in the kernel.
        QMetaObject::invokeMethod(&anchor, [&] { sender.load()->write("hello"); }, Qt::BlockingQueuedConnection);
        QVERIFY(readFor(5, 5000));
        quint64 before = 0;
        QMetaObject::invokeMethod(&anchor, [&] { before = dispatcher->kernelUpdates(); }, Qt::BlockingQueuedConnection);
        for (int i = 0; i < 50; ++i) {
            QMetaObject::invokeMethod(&anchor, [&] { sender.load()->write(QByteArray(64, 'm')); }, Qt::BlockingQueuedConnection);
            QVERIFY(readFor(5 + 64 * (i + 1), 5000)); // each arrives before the next is queued
        }
        quint64 after = 0;
        QMetaObject::invokeMethod(&anchor, [&] { after = dispatcher->kernelUpdates(); }, Qt::BlockingQueuedConnection);
        QCOMPARE(after, before);
        // 16 MiB cannot fit in the kernel's buffers: the rest waits for the reader.
        const qsizetype big = 16 << 20;
        QMetaObject::invokeMethod(&anchor, [&] { sender.load()->write(QByteArray(big, 'b')); }, Qt::BlockingQueuedConnection);
        QThread::msleep(200);
        qint64 waiting = 0;
        QMetaObject::invokeMethod(&anchor, [&] { waiting = sender.load()->bytesToWrite(); }, Qt::BlockingQueuedConnection);
        QVERIFY(waiting > 0);
        QVERIFY(readFor(5 + 64 * 50 + big, 30000));
        QCOMPARE(got.size(), 5 + 64 * 50 + big);
        QVERIFY(got.endsWith(QByteArray(1000, 'b')));
        QMetaObject::invokeMethod(&anchor, [&] { after = dispatcher->kernelUpdates(); }, Qt::BlockingQueuedConnection);
        QVERIFY(after > before); // the write watch went to the kernel and came back
        QMetaObject::invokeMethod(&anchor, [&] {
            delete sender.load();
            delete listener;
        }, Qt::BlockingQueuedConnection);
        hostThread.quit();
        QVERIFY(hostThread.wait(5000));
#endif
    }

    // 200 people in the lobby who never read, one person sitting down at a table and standing
    // up (at most) 18 times a second: the lobby hears of changed tables only, and a lobby
    // connection that has not taken in its last news holds at most one message per changed
    // table (none of them is dropped, the host's memory stays bounded); the changes are
    // rate-limited, and every lobby connection that reads ends with the host's tables.
    void lobbyChurnWithSilentLobby()
    {
        QStringList closed; // before the server: its destructor still logs
        int lists = 0;
        TableServer server("test");
        // Silent is what they are: the time-outs must not be what ends them (a slow machine
        // or a sanitizer build takes a while to greet 200 connections with 250 tables).
        Connection::Limits limits;
        limits.silenceMs = 600000;
        server.setLimits(limits);
        server.helloTimeoutMs = 600000;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        for (int i = 0; i < 250; ++i) // a list of about 300 kB
            server.addTable(fastTable());
        const qsizetype listBytes = encodeFrame({{"type", "tables"}, {"tables", server.tableInfos()}}).size();
        connect(&server, &TableServer::logLine, this, [&](const QString &l) {
            if (l.contains("closed: "))
                closed << l;
        });
        std::vector<std::unique_ptr<NonReader>> lobby;
        for (int i = 0; i < 200; ++i) {
            lobby.push_back(std::make_unique<NonReader>(server.port()));
            lobby.back()->hello();
        }
        Raw watcher(server.port()), churner(server.port());
        watcher.hello();
        churner.hello();
        QVERIFY(watcher.waitFor("welcome", {}, 60000) && churner.waitFor("welcome", {}, 60000));
        connect(&server, &TableServer::tablesChanged, this, [&] { ++lists; });
        const qint64 before = residentBytes();
        qint64 peak = before;
        QElapsedTimer pace;
        pace.start();
        int toggles = 0;
        // 25 lists to 200 silent connections: 5,000 lists, 1.5 GB, if each were sent.
        // Paced by the last send, never faster: this thread is the host's too, and a pace kept
        // by the clock, once the thread fell behind (a sanitized build on a loaded machine),
        // caught up at one message per poll: a burst the flood limit rightly closes.
        QElapsedTimer sinceSent;
        sinceSent.start();
        QVERIFY(spinUntil([&] {
            peak = std::max(peak, residentBytes());
            if (sinceSent.elapsed() >= 55) {
                sinceSent.restart();
                churner.send(toggles % 2 ? QJsonObject {{"type", "stand"}} : QJsonObject {{"type", "sit"}, {"table", 7}});
                ++toggles;
            }
            return lists >= 25;
        }, 60000));
        qInfo() << "lobby churn:" << toggles << "toggles," << lists << "lists of" << listBytes << "bytes in" << pace.elapsed()
                << "ms; resident memory grew" << (peak - before);
        // The pace above stays under the limit when this thread is slow (a sanitized build at
        // load 10 managed 3.7 changes a second): a burst past the bucket is refused at any pace,
        // and stays well under the flood limit that would close the connection.
        for (int i = 0; i < kTableChangesBurst + 2 && !churner.has("error", "tooFast"); ++i, ++toggles)
            churner.send(toggles % 2 ? QJsonObject {{"type", "stand"}} : QJsonObject {{"type", "sit"}, {"table", 7}});
        QVERIFY(churner.waitFor("error", "tooFast", 30000));
        QVERIFY(toggles > lists); // some changes were refused
        QVERIFY2(closed.isEmpty(), qPrintable(closed.join("; ")));
        if (kMeasureMemory)
            QVERIFY2(peak - before < 200 * listBytes * 4, qPrintable(QString("grew %1 bytes").arg(peak - before)));
        // Every lobby connection ends with the host's tables, the silent ones once they read:
        // they get the newest state of the table that changed, not each change they missed.
        // The host's tables once it has handled every change sent: the loop above may end with
        // a sit or stand still on its way (sent in its last round), and taken after `now` it
        // made every view differ from it until the time limits ran out. A ping's pong comes
        // after everything sent before it.
        churner.send({{"type", "ping"}});
        QVERIFY(churner.waitFor("pong", {}, 60000));
        const QJsonArray now = server.tableInfos();
        std::size_t watched = 0;
        bool watcherSame = false;
        QVERIFY(spinUntil([&] {
            if (watcher.got.size() != watched) { // rebuilt only when something arrived (as below)
                watched = watcher.got.size();
                watcherSame = lobbyView(watcher.got) == now;
            }
            return watcherSame;
        }));
        QVERIFY(std::none_of(watcher.got.begin(), watcher.got.end(), [](const QJsonObject &m) { return m.value("type") == "tables"; }));
        for (int i = 0; i < 10; ++i) {
            NonReader &silent = *lobby[std::size_t(i) * 20];
            // The view is rebuilt only when something arrived (it is slow under sanitizers).
            std::size_t seen = 0;
            bool same = false;
            QVERIFY2(spinUntil([&] {
                silent.readUntil("table");
                if (silent.got.size() != seen) {
                    seen = silent.got.size();
                    same = lobbyView(silent.got) == now;
                }
                return same;
            }, 60000), qPrintable(QString("reader %1: %2 messages").arg(i).arg(silent.got.size())));
            const auto newsRead = std::count_if(silent.got.begin(), silent.got.end(), [](const QJsonObject &m) { return m.value("type") == "table"; });
            QVERIFY2(newsRead <= 3 && newsRead < lists / 4, qPrintable(QString("%1 table messages after %2 broadcasts").arg(newsRead).arg(lists)));
        }
        QCOMPARE(churner.socket.state(), QAbstractSocket::ConnectedState);
    }

    // qixing-server under a soft and hard limit of 48 open files, with more clients than
    // that: while it cannot take more it does not spin (it used to make 50,000 failing
    // accept calls a second), and once clients leave, the waiting ones are served.
    void outOfDescriptorsDoesNotSpin()
    {
        if (kSanitized)
            QSKIP("the sanitizer runtime needs descriptors of its own (it reads /proc/self/maps) and "
                  "reports false errors in a process that has none left");
        QProcess host;
        host.setChildProcessModifier([] {
            const rlimit low {48, 48};
            ::setrlimit(RLIMIT_NOFILE, &low);
        });
        host.start(QIXING_SERVER, {"--port", "0", "--no-discovery", "--no-state"});
        QVERIFY(host.waitForReadyRead(15000));
        const QString banner = QString::fromUtf8(host.readAllStandardOutput());
        QVERIFY2(banner.contains("open-file limit 48"), qPrintable(banner));
        const QRegularExpressionMatch port = QRegularExpression("on port (\\d+)").match(banner);
        QVERIFY(port.hasMatch());
        std::vector<std::unique_ptr<NonReader>> clients;
        for (int i = 0; i < 70; ++i) {
            clients.push_back(std::make_unique<NonReader>(quint16(port.captured(1).toInt())));
            clients.back()->hello();
        }
        const auto welcomed = [&] {
            int n = 0;
            for (auto &c : clients)
                n += c->readUntil("welcome");
            return n;
        };
        QVERIFY(spinUntil([&] { return welcomed() >= 10; }, 15000));
        // Out of descriptors now: once it has served whom it could, it must sit still. The CPU
        // time it takes over three seconds (spinning, it took all a core could give it).
        const auto cpuSeconds = [&] {
            QFile f(QString("/proc/%1/stat").arg(host.processId()));
            if (!f.open(QIODevice::ReadOnly))
                return -1.0;
            const QList<QByteArray> fields = f.readAll().split(')').last().trimmed().split(' ');
            return double(fields[11].toLongLong() + fields[12].toLongLong()) / double(sysconf(_SC_CLK_TCK));
        };
        spinUntil([&] { return welcomed() == int(clients.size()); }, 1000);
        const double cpuBefore = cpuSeconds();
        spinUntil([] { return false; }, 3000);
        const double cpu = cpuSeconds() - cpuBefore;
        const int served = welcomed();
        qInfo() << "out of descriptors:" << served << "of" << clients.size() << "served," << cpu << "s of CPU in 3 s";
        QVERIFY2(served < int(clients.size()), "the limit was not reached");
        QVERIFY2(cpu < 0.3, qPrintable(QString("%1 s of CPU in 3 s while out of descriptors").arg(cpu)));
        // Each client leaves once it is welcomed: the waiting ones are taken from the backlog
        // as descriptors are freed, and every one is welcomed. (Thirty used to leave, one too
        // few for the 31 waiting: the last was let in only when the 15 s silence time-out
        // closed one of the first clients; and on a loaded machine the count above can be
        // short of what the host holds, so a fixed number leaving is not enough.)
        int welcomedInAll = 0;
        QVERIFY(spinUntil([&] {
            for (auto it = clients.begin(); it != clients.end();) {
                if ((*it)->readUntil("welcome")) {
                    it = clients.erase(it);
                    ++welcomedInAll;
                } else {
                    ++it;
                }
            }
            return clients.empty();
        }, 20000));
        QCOMPARE(welcomedInAll, 70);
        host.terminate();
        QVERIFY(host.waitForFinished(10000));
    }

    // 1,000 clients connect at once to a host with 250 tables (on its own thread, as
    // qixing-server runs it) and sit down: every one is seated, none is lost. (The listen
    // backlog was Qt's 50: the kernel dropped the rest of the burst's SYNs, and clients came
    // back 1, 3, 7 s later or timed out.)
    void connectionStormIsSeated()
    {
#ifndef QIXING_HAVE_EPOLL
        QSKIP("the host runs under the epoll dispatcher here");
#else
        raiseFileLimit(); // 2,000 descriptors in this process
        const int people = 4 * kStormTables;
        int seated = 0, lost = 0;
        QStringList why; // the first reasons a client was lost
        std::vector<std::unique_ptr<SevensClient>> clients; // gone before the host
        ThreadedHost host([](TableServer &server) {
            // What is tested is the burst's arrival. A thousand clients share this test's one
            // thread, which a loaded machine runs slowly: the host's time-outs for silent or
            // unintroduced peers must not be what ends them (a host error still fails at once).
            Connection::Limits limits;
            limits.silenceMs = 120000;
            server.setLimits(limits);
            server.helloTimeoutMs = 120000;
            for (int i = 0; i < kStormTables; ++i)
                server.addTable(fastTable());
        });
        const auto leave = qScopeGuard([&] { clients.clear(); });
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < people; ++i) {
            auto c = std::make_unique<SevensClient>();
            SevensClient *cp = c.get();
            const int table = 1 + i / 4;
            connect(cp, &SevensClient::welcomed, this, [cp, table](const QJsonArray &) { cp->sit(table); });
            connect(cp, &SevensClient::seated, this, [&seated](int, int) { ++seated; });
            connect(cp, &SevensClient::disconnected, this, [&lost, &why](const QString &reason) {
                if (why.size() < 3)
                    why.append(reason);
                ++lost;
            });
            connect(cp, &SevensClient::errorReceived, this, [&lost, &why](const QString &code, const QString &message) {
                if (why.size() < 3)
                    why.append(code + QLatin1String(": ") + message);
                ++lost;
            });
            cp->connectToHost("127.0.0.1", host.port(), QString("c%1").arg(i));
            clients.push_back(std::move(c));
        }
        const bool all = spinUntil([&] { return seated == people || lost > 0; }, 120000);
        qInfo() << "connection storm:" << seated << "of" << people << "seated," << lost << "lost, in" << clock.elapsed() << "ms"
                << why;
        QVERIFY(all);
        QCOMPARE(lost, 0);
        QCOMPARE(seated, people);
#endif
    }

    // The hello clock starts when the host accepts a connection: clients kept waiting in the
    // backlog longer than the hello time-out (the host busy) are all welcomed, not timed out.
    void helloClockStartsAtAccept()
    {
#ifndef QIXING_HAVE_EPOLL
        QSKIP("the host runs under the epoll dispatcher here");
#else
        ThreadedHost host([](TableServer &server) {
            server.helloTimeoutMs = 500;
            server.addTable(fastTable());
        });
        host.post([] { QThread::msleep(1500); }); // busy
        std::vector<std::unique_ptr<Raw>> clients;
        for (int i = 0; i < 50; ++i) {
            clients.push_back(std::make_unique<Raw>(host.port()));
            clients.back()->hello();
        }
        for (auto &c : clients) {
            QVERIFY(c->waitFor("welcome", {}, 20000));
            QVERIFY(!c->has("error"));
        }
#endif
    }
};

QTEST_GUILESS_MAIN(TestNetLoad)
#include "test_net_load.moc"
