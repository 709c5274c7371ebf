// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the LAN tests set hosts up with: a host on a thread of its own, and a mahjong table of
// computer players that never pause.

#include "net/server.h"
#include "table_configs.h"
#ifdef QIXING_HAVE_EPOLL
#include "net/epoll_dispatcher.h"
#endif

#include <QThread>

#include <functional>

// A host on its own thread, as qixing-server runs it; `setup` makes its tables (on that
// thread, before it listens). Deleted and stopped on destruction.
struct ThreadedHost
{
    enum class Dispatcher {
        Epoll,    // the epoll dispatcher (where there is one)
        Qt,       // Qt's own
        AsServer, // what qixing-server picks: epoll unless QIXING_DISPATCHER=qt
    };
    QThread thread;
    QObject anchor;
    qixing::net::TableServer *server = nullptr;

    explicit ThreadedHost(const std::function<void(qixing::net::TableServer &)> &setup, Dispatcher dispatcher = Dispatcher::Epoll)
    {
#ifdef QIXING_HAVE_EPOLL
        if (dispatcher == Dispatcher::Epoll)
            thread.setEventDispatcher(new qixing::net::EpollEventDispatcher);
        else if (dispatcher == Dispatcher::AsServer)
            if (QAbstractEventDispatcher *d = qixing::net::EpollEventDispatcher::createUnlessDisabled())
                thread.setEventDispatcher(d);
#else
        Q_UNUSED(dispatcher);
#endif
        thread.start();
        anchor.moveToThread(&thread);
        run([&] {
            server = new qixing::net::TableServer(QStringLiteral("threaded"));
            setup(*server);
            server->listen(QHostAddress::LocalHost, 0);
        });
    }
    ~ThreadedHost()
    {
        run([this] { delete server; });
        thread.quit();
        thread.wait();
    }
    quint16 port() const { return server->port(); }
    // Runs f on the host's thread, without waiting (e.g. a stall: f sleeps).
    void post(const std::function<void()> &f) { QMetaObject::invokeMethod(&anchor, f, Qt::QueuedConnection); }
    // Runs f on the host's thread and waits for it.
    void run(const std::function<void()> &f) { QMetaObject::invokeMethod(&anchor, f, Qt::BlockingQueuedConnection); }
};

// A mahjong table of efficient computer players that never pause.
inline qixing::net::ServerTableConfig mahjongTable(int claimSeconds = 10)
{
    qixing::net::ServerTableConfig c;
    c.name = QStringLiteral("mahjong");
    editMahjong(c, [&](qixing::session::MahjongSettings &m) {
        m.rules.claimSeconds = claimSeconds;
        for (auto &k : m.kinds)
            k = QStringLiteral("efficient");
    });
    c.computerPauseMs = 0;
    c.nextHandDelayMs = 0;
    c.claimPauseMs = 0;
    return c;
}
