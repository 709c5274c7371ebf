// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An event dispatcher on Linux's epoll, for the headless host (qixing-server, bench-server).
// Qt's own dispatchers poll() every socket on every turn of the event loop, which with a
// thousand connections costs more than the game itself; epoll reports only the sockets that
// are ready. Timers are kept in an ordered set. Installed with QCoreApplication::
// setEventDispatcher / QThread::setEventDispatcher before the loop starts.
//
// Write notifiers are optimistic. A socket asks for one each time it has something to send
// (QAbstractSocket buffers every write and sends it when told the socket is writable), and
// drops it once sent; telling the kernel both times would cost two epoll_ctl calls and a
// turn of the loop per message. A newly enabled write notifier is instead activated on the
// same turn, before the loop waits (a connected socket nearly always has room); only one
// that is still enabled then (the kernel's buffer was full) is handed to epoll. Every frame
// queued for a socket during one turn also goes out in one write.

#include <QAbstractEventDispatcher>
#include <QElapsedTimer>
#include <QPointer>
#include <QSocketNotifier>

#include <atomic>
#include <map>
#include <set>
#include <unordered_map>
#include <vector>

namespace qixing::net {

class EpollEventDispatcher final : public QAbstractEventDispatcher
{
    Q_OBJECT
public:
    explicit EpollEventDispatcher(QObject *parent = nullptr);
    ~EpollEventDispatcher() override;
    // False when the kernel refused epoll or eventfd (then use Qt's own dispatcher).
    bool isValid() const { return epoll_ >= 0 && wake_ >= 0; }
    // A working dispatcher, or nullptr (Qt's own is then used) when epoll is unavailable or
    // QIXING_DISPATCHER=qt asks for Qt's.
    static QAbstractEventDispatcher *createUnlessDisabled();
    // How many times the watch of a descriptor was changed in the kernel (epoll_ctl), for
    // tests and profiling. Read on the dispatcher's thread.
    quint64 kernelUpdates() const { return kernelUpdates_; }

    bool processEvents(QEventLoop::ProcessEventsFlags flags) override;
    void registerSocketNotifier(QSocketNotifier *notifier) override;
    void unregisterSocketNotifier(QSocketNotifier *notifier) override;
    void registerTimer(int timerId, qint64 interval, Qt::TimerType timerType, QObject *object) override;
    bool unregisterTimer(int timerId) override;
    bool unregisterTimers(QObject *object) override;
    QList<TimerInfo> registeredTimers(QObject *object) const override;
    int remainingTime(int timerId) override;
    void wakeUp() override;
    void interrupt() override;

private:
    struct Watch
    {
        QSocketNotifier *read = nullptr;
        QSocketNotifier *write = nullptr;
        QSocketNotifier *exception = nullptr;
        quint32 inKernel = 0; // the events epoll watches for this descriptor now
        bool dirty = false;   // in dirty_: to be told to the kernel before the next wait
    };
    struct Timer
    {
        qint64 interval = 0;
        Qt::TimerType type = Qt::CoarseTimer;
        QObject *object = nullptr;
        qint64 due = 0;
    };
    Watch *watchOf(int fd) { return fd >= 0 && std::size_t(fd) < watches_.size() ? &watches_[std::size_t(fd)] : nullptr; }
    void markDirty(int fd, Watch &w);
    // Applies every changed watch to epoll (one epoll_ctl each at most).
    void syncKernel();
    // Activates the write notifiers enabled since the last call; true if any was.
    bool activateOptimisticWrites();
    bool fireTimers();
    qint64 now() const { return clock_.elapsed(); }

    int epoll_ = -1;
    int wake_ = -1;
    std::atomic<bool> interrupted_ {false};
    std::atomic<bool> wakePending_ {false};
    quint64 kernelUpdates_ = 0;
    std::vector<Watch> watches_; // by descriptor (they are small numbers)
    std::vector<int> dirty_;
    std::vector<QPointer<QSocketNotifier>> optimisticWrites_; // enabled since the last round
    std::unordered_map<int, Timer> timers_;
    std::set<std::pair<qint64, int>> schedule_; // (due, timer id)
    QElapsedTimer clock_;
};

} // namespace qixing::net
