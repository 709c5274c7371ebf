// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/epoll_dispatcher.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSocketNotifier>
#include <QTimerEvent>

#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <cerrno>
#include <vector>

namespace qixing::net {

EpollEventDispatcher::EpollEventDispatcher(QObject *parent) : QAbstractEventDispatcher(parent)
{
    clock_.start();
    epoll_ = epoll_create1(EPOLL_CLOEXEC);
    wake_ = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (epoll_ >= 0 && wake_ >= 0) {
        epoll_event ev {};
        ev.events = EPOLLIN;
        ev.data.fd = wake_;
        epoll_ctl(epoll_, EPOLL_CTL_ADD, wake_, &ev);
    }
}

EpollEventDispatcher::~EpollEventDispatcher()
{
    if (wake_ >= 0)
        ::close(wake_);
    if (epoll_ >= 0)
        ::close(epoll_);
}

void EpollEventDispatcher::markDirty(int fd, Watch &w)
{
    if (!w.dirty) {
        w.dirty = true;
        dirty_.push_back(fd);
    }
}

void EpollEventDispatcher::syncKernel()
{
    for (const int fd : dirty_) {
        Watch &w = watches_[std::size_t(fd)];
        w.dirty = false;
        const quint32 want = (w.read ? EPOLLIN : 0u) | (w.write ? EPOLLOUT : 0u) | (w.exception ? EPOLLPRI : 0u);
        if (want == w.inKernel)
            continue;
        epoll_event ev {};
        ev.data.fd = fd;
        ev.events = want;
        ++kernelUpdates_;
        if (want == 0)
            epoll_ctl(epoll_, EPOLL_CTL_DEL, fd, nullptr);
        else if (w.inKernel == 0 || (epoll_ctl(epoll_, EPOLL_CTL_MOD, fd, &ev) != 0 && errno == ENOENT))
            epoll_ctl(epoll_, EPOLL_CTL_ADD, fd, &ev);
        w.inKernel = want;
    }
    dirty_.clear();
}

void EpollEventDispatcher::registerSocketNotifier(QSocketNotifier *n)
{
    const int fd = int(n->socket());
    if (std::size_t(fd) >= watches_.size())
        watches_.resize(std::size_t(fd) + 1);
    Watch &w = watches_[std::size_t(fd)];
    switch (n->type()) {
    case QSocketNotifier::Read: w.read = n; break;
    case QSocketNotifier::Write:
        w.write = n;
        optimisticWrites_.push_back(n); // the kernel hears of it only if it is still wanted
        return;
    case QSocketNotifier::Exception: w.exception = n; break;
    }
    markDirty(fd, w);
}

void EpollEventDispatcher::unregisterSocketNotifier(QSocketNotifier *n)
{
    const int fd = int(n->socket());
    Watch *found = watchOf(fd);
    if (!found)
        return;
    Watch &w = *found;
    if (w.read == n)
        w.read = nullptr;
    if (w.write == n) {
        w.write = nullptr; // an activation still due finds it gone
    }
    if (w.exception == n)
        w.exception = nullptr;
    if (!w.read && !w.write && !w.exception) {
        // Now, not before the next wait: the descriptor is about to be closed, and its number
        // may be reused by a socket whose watch must start from nothing.
        if (w.inKernel) {
            epoll_ctl(epoll_, EPOLL_CTL_DEL, fd, nullptr);
            ++kernelUpdates_;
        }
        if (w.dirty)
            std::erase(dirty_, fd);
        w = Watch {};
        return;
    }
    markDirty(fd, w);
}

bool EpollEventDispatcher::activateOptimisticWrites()
{
    if (optimisticWrites_.empty())
        return false;
    std::vector<QPointer<QSocketNotifier>> round;
    round.swap(optimisticWrites_);
    for (const QPointer<QSocketNotifier> &n : round) {
        // A handler earlier in the round may have disabled or deleted this notifier.
        if (!n)
            continue;
        const int fd = int(n->socket());
        if (Watch *w = watchOf(fd); !w || w->write != n)
            continue;
        QEvent e(QEvent::SockAct);
        QCoreApplication::sendEvent(n, &e);
        if (Watch *w = watchOf(fd); n && w && w->write == n)
            markDirty(fd, *w); // not all written: wait for the kernel to say when
    }
    return true;
}

void EpollEventDispatcher::registerTimer(int id, qint64 interval, Qt::TimerType type, QObject *object)
{
    unregisterTimer(id);
    const Timer t {interval, type, object, now() + interval};
    timers_[id] = t;
    schedule_.insert({t.due, id});
}

bool EpollEventDispatcher::unregisterTimer(int id)
{
    const auto it = timers_.find(id);
    if (it == timers_.end())
        return false;
    schedule_.erase({it->second.due, id});
    timers_.erase(it);
    return true;
}

bool EpollEventDispatcher::unregisterTimers(QObject *object)
{
    bool any = false;
    for (auto it = timers_.begin(); it != timers_.end();) {
        if (it->second.object == object) {
            schedule_.erase({it->second.due, it->first});
            it = timers_.erase(it);
            any = true;
        } else {
            ++it;
        }
    }
    return any;
}

QList<QAbstractEventDispatcher::TimerInfo> EpollEventDispatcher::registeredTimers(QObject *object) const
{
    QList<TimerInfo> out;
    for (const auto &[id, t] : timers_)
        if (t.object == object)
            out.append(TimerInfo(id, int(t.interval), t.type));
    return out;
}

int EpollEventDispatcher::remainingTime(int id)
{
    const auto it = timers_.find(id);
    if (it == timers_.end())
        return -1;
    return int(std::max<qint64>(0, it->second.due - now()));
}

void EpollEventDispatcher::wakeUp()
{
    if (wakePending_.exchange(true))
        return; // already woken: one write per wait is enough
    const quint64 one = 1;
    [[maybe_unused]] const auto n = ::write(wake_, &one, sizeof one);
}

void EpollEventDispatcher::interrupt()
{
    interrupted_ = true;
    wakeUp();
}

bool EpollEventDispatcher::fireTimers()
{
    const qint64 t = now();
    std::vector<int> due;
    for (auto it = schedule_.begin(); it != schedule_.end() && it->first <= t; ++it)
        due.push_back(it->second);
    for (int id : due) {
        const auto it = timers_.find(id);
        if (it == timers_.end() || it->second.due > t)
            continue; // stopped or restarted by an earlier timer of this round
        // Reschedule before firing: the handler may stop or restart the timer. A timer that
        // fell behind fires once and goes on from now.
        Timer &tm = it->second;
        schedule_.erase({tm.due, id});
        tm.due += tm.interval;
        if (tm.due <= t)
            tm.due = t + tm.interval;
        schedule_.insert({tm.due, id});
        QObject *object = tm.object;
        QTimerEvent e(id);
        QCoreApplication::sendEvent(object, &e);
    }
    return !due.empty();
}

bool EpollEventDispatcher::processEvents(QEventLoop::ProcessEventsFlags flags)
{
    interrupted_ = false;
    wakePending_ = false; // a post from now on wakes the wait below; earlier ones are sent now
    emit awake();
    QCoreApplication::sendPostedEvents();
    bool did = false;
    if (!(flags & QEventLoop::ExcludeSocketNotifiers))
        did = activateOptimisticWrites();
    syncKernel();
    // After activations, look at the kernel without waiting: they may have made more work.
    const bool canWait = (flags & QEventLoop::WaitForMoreEvents) && !interrupted_ && !did;
    int timeout = 0;
    if (canWait) {
        timeout = -1;
        if (!schedule_.empty())
            timeout = int(std::max<qint64>(0, schedule_.begin()->first - now()));
        emit aboutToBlock();
    }
    epoll_event events[256];
    int n = epoll_wait(epoll_, events, 256, timeout);
    if (n < 0)
        n = 0; // EINTR: nothing to do this round
    if (canWait)
        emit awake();
    // Collect first: a notifier's handler may remove others of this round.
    std::vector<std::pair<int, QSocketNotifier::Type>> ready;
    ready.reserve(std::size_t(n) * 2);
    for (int i = 0; i < n; ++i) {
        const int fd = events[i].data.fd;
        const quint32 ev = events[i].events;
        if (fd == wake_) {
            quint64 value;
            while (::read(wake_, &value, sizeof value) > 0) {
            }
            continue;
        }
        if (ev & (EPOLLIN | EPOLLHUP | EPOLLERR))
            ready.push_back({fd, QSocketNotifier::Read});
        if (ev & (EPOLLOUT | EPOLLHUP | EPOLLERR))
            ready.push_back({fd, QSocketNotifier::Write});
        if (ev & EPOLLPRI)
            ready.push_back({fd, QSocketNotifier::Exception});
    }
    if (!(flags & QEventLoop::ExcludeSocketNotifiers)) {
        for (const auto &[fd, type] : ready) {
            const Watch *w = watchOf(fd);
            if (!w)
                continue;
            QSocketNotifier *sn = type == QSocketNotifier::Read ? w->read
                : type == QSocketNotifier::Write                ? w->write
                                                                : w->exception;
            if (!sn)
                continue;
            QEvent e(QEvent::SockAct);
            QCoreApplication::sendEvent(sn, &e);
            did = true;
            // What the handler queued goes out now: otherwise an answer to the first of a
            // round's sockets would wait for the handlers of all the others.
            activateOptimisticWrites();
        }
    }
    if (!(flags & QEventLoop::X11ExcludeTimers))
        did = fireTimers() || did;
    return did || n > 0;
}

QAbstractEventDispatcher *EpollEventDispatcher::createUnlessDisabled()
{
    if (qgetenv("QIXING_DISPATCHER") == "qt")
        return nullptr;
    auto *d = new EpollEventDispatcher;
    if (d->isValid())
        return d;
    delete d;
    return nullptr;
}

} // namespace qixing::net
