// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/listener.h"

#include <QTimer>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace qixing::net {

namespace {

// Whether the process has descriptors to spare: the lowest free one (which the next accept
// would take) is below the limit by a margin. Descriptors are handed out lowest first, so
// one that high means nearly all are taken.
bool descriptorsToSpare(const QTcpServer &server)
{
#ifdef Q_OS_UNIX
    const int probe = ::fcntl(int(server.socketDescriptor()), F_DUPFD_CLOEXEC, 0);
    if (probe < 0)
        return errno != EMFILE && errno != ENFILE;
    ::close(probe);
    rlimit r {};
    if (getrlimit(RLIMIT_NOFILE, &r) != 0 || r.rlim_cur == RLIM_INFINITY)
        return true;
    const long limit = long(r.rlim_cur);
    return probe < limit - std::clamp(limit / 8, 1L, 16L);
#else
    Q_UNUSED(server);
    return true;
#endif
}

class AcceptGuard : public QObject
{
public:
    explicit AcceptGuard(QTcpServer &server) : QObject(&server), server_(server)
    {
        retry_.setSingleShot(true);
        retry_.setInterval(kAcceptRetryMs);
        connect(&retry_, &QTimer::timeout, this, [this] {
            if (!server_.isListening())
                return;
            if (descriptorsToSpare(server_))
                server_.resumeAccepting();
            else
                retry_.start();
        });
        // After each connection taken (and after nextPendingConnection(), which resumes
        // accepting by itself): is there room for the next?
        connect(&server_, &QTcpServer::newConnection, this, [this] {
            if (!descriptorsToSpare(server_))
                pause();
        });
        connect(&server_, &QTcpServer::acceptError, this, [this] { pause(); });
    }

private:
    void pause()
    {
        server_.pauseAccepting();
        if (!retry_.isActive())
            retry_.start();
    }
    QTcpServer &server_;
    QTimer retry_;
};

} // namespace

void keepAccepting(QTcpServer &server)
{
    server.setListenBacklogSize(kListenBacklog);
    new AcceptGuard(server);
}

long raiseFileLimit()
{
#ifdef Q_OS_UNIX
    rlimit r {};
    if (getrlimit(RLIMIT_NOFILE, &r) != 0)
        return -1;
    if (r.rlim_cur < r.rlim_max) {
        rlimit raised = r;
        raised.rlim_cur = r.rlim_max;
        if (setrlimit(RLIMIT_NOFILE, &raised) == 0)
            r = raised;
    }
    return r.rlim_cur == RLIM_INFINITY ? -1 : long(r.rlim_cur);
#else
    return -1;
#endif
}

} // namespace qixing::net
