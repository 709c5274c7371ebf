// SPDX-License-Identifier: GPL-3.0-or-later
// The window never waits for thinking (issue 28): while the Sevens hint (the expert's estimate
// of every card) and master Sevens players, or strong mahjong players, think, a probe on the
// GUI thread fires every 5 ms. Thinking runs on worker threads, so between two of its turns
// the GUI thread does under 50 ms of its own work and is never blocked for 150 ms. What a
// loaded machine adds is not the window's doing: work is the thread's own processor time, and
// the time it was ready to run but had no core (Linux's schedstat) is taken out of each wait.
#include "ui/kit/animation_speed.h"
#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/sevens/sevens_table_widget.h"
#include "ui/shell/main_window.h"
#include "window_screens.h"

#include "mahjong/mahjong_module.h"
#include "sevens/sevens_model.h"
#include "sevens/sevens_session.h"
#include "table/table_session.h"

#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstdint>
#include <ctime>

using namespace qixing;

namespace {

// The calling thread's processor time in nanoseconds.
qint64 threadCpuNs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

// Nanoseconds the calling thread has spent ready to run but waiting for a core, or -1 where
// the system does not say (then waits are taken whole).
qint64 runQueueNs()
{
    QFile f(QStringLiteral("/proc/thread-self/schedstat"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = f.readAll().simplified().split(' ');
    bool ok = false;
    const qint64 waited = fields.size() >= 2 ? fields[1].toLongLong(&ok) : -1;
    return ok ? waited : -1;
}

// Between two turns of a 5 ms timer while it runs, the GUI thread's longest use of its own
// processor (work done on it: a thought that forgot its worker) and its longest wait less the
// time it was kept from a core by other work on the machine (the thread blocked: waiting for
// a thought to finish, or on a lock).
class Probe
{
public:
    Probe()
    {
        timer_.setInterval(5);
        QObject::connect(&timer_, &QTimer::timeout, [this] { tick(); });
    }
    void start()
    {
        worst_ = worstCpu_ = 0;
        clock_.start();
        last_ = clock_.nsecsElapsed();
        lastCpu_ = threadCpuNs();
        lastQueued_ = runQueueNs();
        timer_.start();
    }
    struct Worst
    {
        double cpuMs = 0;  // the longest stretch of the thread's own work
        double waitMs = 0; // the longest wait, less time queued for a core
    };
    Worst worst()
    {
        timer_.stop();
        tick();
        return {double(worstCpu_) / 1e6, double(worst_) / 1e6};
    }

private:
    void tick()
    {
        const qint64 now = clock_.nsecsElapsed();
        const qint64 cpu = threadCpuNs();
        const qint64 queued = runQueueNs();
        const qint64 load = queued >= 0 && lastQueued_ >= 0 ? queued - lastQueued_ : 0;
        worst_ = std::max(worst_, now - last_ - load);
        worstCpu_ = std::max(worstCpu_, cpu - lastCpu_);
        last_ = now;
        lastCpu_ = cpu;
        lastQueued_ = queued;
    }

    QTimer timer_;
    QElapsedTimer clock_;
    qint64 last_ = 0, lastCpu_ = 0;
    qint64 lastQueued_ = -1;
    qint64 worst_ = 0, worstCpu_ = 0;
};

// Work on the GUI thread: 50 ms of its own processor time between two timer turns. A
// blocked GUI thread: 150 ms. The two limits differ because a blocked thread is not always
// ours to blame: on a machine loaded a few times over, the GUI thread waits 45-90 ms now and
// then, blocked rather than queued, on a lock inside Qt or the C library held by a thread
// that lost its core (strace: futex waits on an object on its stack, inside Qt). A thought
// waited for on the GUI thread blocks it for the thought's whole length, hundreds of ms for
// these players, and is still caught.
constexpr double kWorkLimitMs = 50;
constexpr double kBlockedLimitMs = 150;

// What a match that did not go as it should returns: fails the test.
constexpr Probe::Worst kFailed {1e9, 1e9};

bool withinLimit(const Probe::Worst &w)
{
    return w.cpuMs < kWorkLimitMs && w.waitMs < kBlockedLimitMs;
}

// The machine's load can still make one match's figures worse than the code's: up to three
// matches decide.
bool withinLimitOnce(const std::function<Probe::Worst()> &match)
{
    for (int attempt = 0; attempt < 3; ++attempt)
        if (withinLimit(match()))
            return true;
    return false;
}
} // namespace

class TestGuiStall : public QObject
{
    Q_OBJECT
    double baselineMs_ = 0;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The probe alone, the window up and idle: what the machine's load costs anyway.
        ui::MainWindow w;
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Probe probe;
        probe.start();
        QTest::qWait(600);
        baselineMs_ = probe.worst().waitMs;
        qInfo("baseline: the GUI thread's longest wait with nothing thinking: %.1f ms", baselineMs_);
    }

    // Six hints of the expert's analysis, each asked on the person's turn, while three
    // master computer players (expert play-outs) think between them.
    void sevensHintAndComputersThinkOffTheGuiThread()
    {
        QVERIFY(withinLimitOnce([this] { return sevensMatch(QStringLiteral("master")); }));
    }

    void strongMahjongPlayersThinkOffTheGuiThread()
    {
        QVERIFY(withinLimitOnce([this] { return mahjongMatch(QStringLiteral("strong")); }));
    }

private:
    // The longest wait of the GUI thread over a Sevens match's first hints, or a huge one when
    // the match did not go as it should (failing the test).
    Probe::Worst sevensMatch(const QString &computers)
    {
        ui::MainWindow w;
        w.setSavePath(QString());
        w.setAnimationSpeed(ui::AnimationSpeed::Off);
        sevensOf(w)->session()->setComputerPause(0);
        w.resize(1024, 640);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return kFailed;
        session::SessionSettings s = ui::SevensSettingsDialog::defaults();
        s.match.seed = 28;
        s.match.hands = 1;
        s.kinds = {QStringLiteral("person"), computers, computers, computers};
        sevensOf(w)->start(s);
        session::SevensModel *model = sevensOf(w)->session()->model();
        ui::SevensTableWidget *table = sevensOf(w)->table();
        QTest::qWait(200); // the deal's first paint is drawing, not thinking
        Probe probe;
        probe.start();
        int hints = 0;
        while (hints < 6) {
            if (!QTest::qWaitFor([&] { return !model->handInProgress() || model->localView().myTurn(); }, 20000))
                return kFailed; // the person's turn never came
            if (!model->handInProgress())
                break;
            const int turn = model->localView().turn();
            QTest::keyClick(table, Qt::Key_H);
            if (!QTest::qWaitFor([&] { return !table->analysis().empty(); }, 20000))
                return kFailed; // no hint
            ++hints;
            if (sevensOf(w)->session()->submitLocal(table->analysis().front().action) != sevens::MoveError::None
                || !QTest::qWaitFor([&] { return model->localView().turn() > turn || !model->handInProgress(); }, 5000))
                return kFailed; // the hint's card was refused, or the table stopped
        }
        const Probe::Worst worst = probe.worst();
        qInfo("Sevens, %s players: %d hints, the GUI thread's longest work %.1f ms, longest wait %.1f ms (idle %.1f ms)",
              qPrintable(computers), hints, worst.cpuMs, worst.waitMs, baselineMs_);
        return hints >= 3 ? worst : kFailed;
    }

private slots:
    // The planted fault: 120 ms of work done on the GUI thread (a thought that forgot its
    // worker) is caught by the probe: 120 ms of the thread's own processor time, however
    // long the machine's load makes it take.
    void probeSeesWorkOnTheGuiThread()
    {
        Probe probe;
        probe.start();
        QTest::qWait(20);
        const qint64 start = threadCpuNs();
        volatile std::uint64_t sum = 0;
        while (threadCpuNs() - start < 120'000'000)
            sum = sum + 1;
        QTest::qWait(20);
        const Probe::Worst worst = probe.worst();
        qInfo("120 ms of work on the GUI thread: the longest work %.1f ms", worst.cpuMs);
        QVERIFY(!withinLimit(worst));
    }

    // The other planted fault: the GUI thread blocked 400 ms waiting for a thought on another
    // thread (a future waited for where its result should have been sent back).
    void probeSeesTheGuiThreadWaitForAThought()
    {
        Probe probe;
        probe.start();
        QTest::qWait(20);
        QFuture<int> thought = QtConcurrent::run([] {
            QThread::msleep(400);
            return 1;
        });
        thought.waitForFinished();
        QTest::qWait(20);
        const Probe::Worst worst = probe.worst();
        qInfo("400 ms waiting for a thought on the GUI thread: the longest wait %.1f ms, work %.1f ms", worst.waitMs, worst.cpuMs);
        QVERIFY(!withinLimit(worst));
    }

private:
    // Four strong mahjong players (Monte Carlo play-outs, up to hundreds of ms a decision on
    // a loaded machine) play on the window's own table with no pause between moves.
    Probe::Worst mahjongMatch(const QString &computers)
    {
        ui::MainWindow w;
        w.resize(1024, 640);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            return kFailed;
        ui::MahjongTableScreen *screen = mahjongOf(w);
        session::TableSession *table = screen->tableSession();
        table->setComputerPause(0);
        table->setClaimPause(0);
        session::MahjongSettings s;
        s.kinds.fill(computers);
        s.seed = 28;
        screen->start(s);
        if (!table->active())
            return kFailed;
        QTest::qWait(200); // the first paint of the table is drawing, not thinking
        Probe probe;
        probe.start();
        const int before = table->module()->eventCount();
        QTest::qWait(2500);
        const int played = table->module()->eventCount() - before;
        const Probe::Worst worst = probe.worst();
        qInfo("mahjong, %s players: %d events in 2.5 s, the GUI thread's longest work %.1f ms, longest wait %.1f ms (idle %.1f ms)",
              qPrintable(computers), played, worst.cpuMs, worst.waitMs, baselineMs_);
        screen->close();
        return played > 20 ? worst : kFailed; // the computers did think and play meanwhile
    }
};

QTEST_MAIN(TestGuiStall)
#include "test_gui_stall.moc"
