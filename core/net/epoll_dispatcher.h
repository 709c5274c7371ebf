#pragma once
// An event dispatcher on Linux's epoll, for the headless host (qixing-server, bench-server).
// Qt's own dispatchers poll() every socket on every turn of the event loop, which with a
// thousand connections costs more than the game itself; epoll reports only the sockets that
// are ready. Timers are kept in an ordered set. Installed with QCoreApplication::
// setEventDispatcher / QThread::setEventDispatcher before the loop starts.

#include <QAbstractEventDispatcher>
#include <QElapsedTimer>

#include <atomic>
#include <map>
#include <set>
#include <unordered_map>

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
    };
    struct Timer
    {
        qint64 interval = 0;
        Qt::TimerType type = Qt::CoarseTimer;
        QObject *object = nullptr;
        qint64 due = 0;
    };
    void updateWatch(int fd);
    bool fireTimers();
    qint64 now() const { return clock_.elapsed(); }

    int epoll_ = -1;
    int wake_ = -1;
    std::atomic<bool> interrupted_ {false};
    std::unordered_map<int, Watch> watches_;
    std::unordered_map<int, Timer> timers_;
    std::set<std::pair<qint64, int>> schedule_; // (due, timer id)
    QElapsedTimer clock_;
};

} // namespace qixing::net
