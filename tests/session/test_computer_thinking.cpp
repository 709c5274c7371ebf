// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players think off the table's thread (a window's or a LAN host's event loop):
// the loop keeps turning while they think, a thought for a question that is over is
// dropped, one player never thinks twice at once, and a player deleted mid-thought leaves
// nothing behind. The players here are the game's own, slowed down by a pause inside the
// thought (not on the table's thread), so the measurement does not depend on the machine's
// speed.

#include "mahjong/mahjong_module.h"
#include "table/seat_agent.h"
#include "sevens/sevens_module.h"
#include "table/table_session.h"

#include "../net/spin_until.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTest>
#include <QScopeGuard>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

using namespace qixing;
using namespace qixing::session;

namespace {

// The game's own player, each thought taking `thinkMs` longer, counting its thoughts.
struct ThoughtCounts
{
    std::atomic<int> running {0};
    std::atomic<int> most {0};     // the most thoughts of one player running at once
    std::atomic<int> finished {0};
    std::atomic<bool> offTableThread {true};
};

class SlowBrain final : public ComputerBrain
{
public:
    SlowBrain(std::unique_ptr<ComputerBrain> inner, int thinkMs, ThoughtCounts &counts)
        : inner_(std::move(inner)), thinkMs_(thinkMs), counts_(counts)
    {
    }
    Thought think(const GameModule &game, int seat) override
    {
        Thought inner = inner_->think(game, seat);
        QThread *table = QThread::currentThread();
        return [inner = std::move(inner), ms = thinkMs_, &c = counts_, table] {
            const int now = ++c.running;
            int most = c.most.load();
            while (now > most && !c.most.compare_exchange_weak(most, now)) {
            }
            if (QThread::currentThread() == table)
                c.offTableThread = false;
            std::this_thread::sleep_for(std::chrono::milliseconds(ms));
            QJsonObject a = inner();
            --c.running;
            ++c.finished;
            return a;
        };
    }

private:
    std::unique_ptr<ComputerBrain> inner_;
    int thinkMs_;
    ThoughtCounts &counts_;
};

MahjongSettings mahjongTable(std::uint64_t seed)
{
    MahjongSettings s;
    s.rules.rounds = 1;
    s.names = {QStringLiteral("Mei"), QStringLiteral("Kai"), QStringLiteral("Lan"), QStringLiteral("Wen")};
    s.kinds = {QStringLiteral("slow"), QStringLiteral("slow"), QStringLiteral("slow"), QStringLiteral("slow")};
    s.seed = seed;
    return s;
}

// The longest time the table's event loop did not turn while `done` was false.
struct LoopWatch
{
    QElapsedTimer clock;
    QTimer tick;
    qint64 last = 0;
    qint64 longest = 0;
    LoopWatch()
    {
        clock.start();
        tick.setInterval(2);
        QObject::connect(&tick, &QTimer::timeout, [this] {
            const qint64 now = clock.elapsed();
            longest = std::max(longest, now - last);
            last = now;
        });
        tick.start();
    }
};

} // namespace

class TestComputerThinking : public QObject
{
    Q_OBJECT

private slots:
    // After each test, failed or not: every thought it began has ended, queued ones too (they
    // write to the test's own counts, which live on its stack).
    void cleanup() { QVERIFY(ComputerAgent::thinkers().waitForDone(30000)); }

    // A table of four computer players, each thought taking 500 ms: the loop never stops for
    // a thought (it stopped for each whole one, >= 500 ms, when players thought on it). The
    // bound, below one thought, leaves room for a loaded machine's scheduling; the stall
    // itself is printed.
    void tableLoopTurnsWhilePlayersThink()
    {
        ThoughtCounts counts;
        TableSession s;
        s.setComputerPause(0);
        s.setAgentFactory([&s, &counts](int seat, const QString &kind) -> SeatAgent * {
            if (kind != QLatin1String("slow"))
                return nullptr;
            auto brain = s.module()->makeComputer(QStringLiteral("efficient"), 100 + std::uint64_t(seat));
            return new ComputerAgent(kind, std::make_unique<SlowBrain>(std::move(brain), 500, counts),
                                     [&s] { return s.module(); }, 0);
        });
        // Whatever fails below, the table lets its players go before `counts` goes.
        const auto settle = qScopeGuard([&] {
            s.close();
            ComputerAgent::thinkers().waitForDone(30000);
        });
        s.start(std::make_unique<MahjongModule>(mahjongTable(7)));
        LoopWatch watch;
        QVERIFY(spinUntil([&] { return counts.finished >= 6; }, 30000));
        qInfo("the table's loop stopped for %lld ms at most while 6 thoughts of 500 ms ran", watch.longest);
        QVERIFY2(watch.longest < 400, qPrintable(QStringLiteral("the loop stopped for %1 ms").arg(watch.longest)));
        QVERIFY(counts.offTableThread);
        QCOMPARE(counts.most.load() <= kTableSeats, true);
        s.close();
        QVERIFY(spinUntil([&] { return counts.running == 0; }, 30000));
    }

    // Computer players that think on workers decide as if they thought in place, each when
    // asked, from what it saw then: the same seed plays the same hand, whatever the timing.
    void sameDecisionsAsThinkingInPlace()
    {
        MahjongSettings st = mahjongTable(31);
        st.kinds = {QStringLiteral("efficient"), QStringLiteral("random"), QStringLiteral("efficient"),
                    QStringLiteral("random")};
        TableSession s;
        s.setComputerPause(0);
        s.start(std::make_unique<MahjongModule>(st));
        QVERIFY(spinUntil([&] { return !s.handInProgress(); }, 30000));
        const auto &played = static_cast<const MahjongModule *>(s.module())->events();

        // The same seats' players deciding in place, on this thread.
        MahjongModule m(st);
        std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
        for (int seat = 0; seat < kTableSeats; ++seat)
            brains[std::size_t(seat)] =
                m.makeComputer(st.kinds[std::size_t(seat)], deriveSeed(st.seed, 1000 + std::uint64_t(seat)));
        m.dealNextHand();
        while (m.handInProgress()) {
            // Every seat asked thinks when it is asked, from what it sees then; the answers go
            // in while the question is open (the rest of a window closed by a win are passed for).
            const DecisionPoint d = m.decision();
            std::vector<std::pair<int, QJsonObject>> answers;
            for (int seat : d.seats)
                answers.emplace_back(seat, brains[std::size_t(seat)]->decide(m, seat));
            for (const auto &[seat, a] : answers) {
                const DecisionPoint now = m.decision();
                if (now.window != d.window || std::find(now.seats.begin(), now.seats.end(), seat) == now.seats.end())
                    break;
                m.apply(seat, a);
            }
        }
        QCOMPARE(m.events().size(), played.size());
        for (std::size_t i = 0; i < played.size(); ++i)
            QCOMPARE(mahjongEventFor(0, m.events()[i]), mahjongEventFor(0, played[i]));
    }

    // A question cancelled mid-thought gets no answer; the next one is thought after the first
    // thought ends (one player never thinks twice at once) and answered from its own thought.
    void staleThoughtDropped()
    {
        SessionSettings st;
        st.names = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")};
        st.kinds = {QStringLiteral("heuristic"), QStringLiteral("heuristic"), QStringLiteral("heuristic"),
                    QStringLiteral("heuristic")};
        SevensModule m(st);
        m.dealNextHand();
        ThoughtCounts counts;
        ComputerAgent agent(QStringLiteral("slow"),
                            std::make_unique<SlowBrain>(m.makeComputer(QStringLiteral("heuristic"), 5), 150, counts),
                            [&m] { return &m; }, 0);
        const int seat = m.decision().seats.front();
        int first = 0, second = 0;
        QJsonObject answer;
        agent.yourTurn(seat, [&](const QJsonObject &) { ++first; });
        QVERIFY(spinUntil([&] { return counts.running == 1; }, 30000));
        agent.cancel();
        agent.yourTurn(seat, [&](const QJsonObject &a) {
            ++second;
            answer = a;
        });
        QVERIFY(agent.thinking());
        QVERIFY(spinUntil([&] { return second == 1; }, 30000));
        QCOMPARE(first, 0);
        QCOMPARE(counts.finished.load(), 2);
        QCOMPARE(counts.most.load(), 1);
        QVERIFY(m.check(seat, answer).isEmpty());
        QTest::qWait(50);
        QCOMPARE(second, 1);
    }

    // A player deleted mid-thought (its table closed): the thought ends on its worker and its
    // answer goes nowhere.
    void deletedMidThought()
    {
        SessionSettings st;
        st.names = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")};
        st.kinds = {QStringLiteral("heuristic"), QStringLiteral("heuristic"), QStringLiteral("heuristic"),
                    QStringLiteral("heuristic")};
        auto m = std::make_unique<SevensModule>(st);
        m->dealNextHand();
        ThoughtCounts counts;
        int answered = 0;
        auto *agent = new ComputerAgent(
            QStringLiteral("slow"),
            std::make_unique<SlowBrain>(m->makeComputer(QStringLiteral("heuristic"), 5), 150, counts),
            [&m] { return m.get(); }, 0);
        agent->yourTurn(m->decision().seats.front(), [&](const QJsonObject &) { ++answered; });
        QVERIFY(spinUntil([&] { return counts.running == 1; }, 30000));
        delete agent;
        m.reset();
        QVERIFY(spinUntil([&] { return counts.finished == 1; }, 30000));
        QTest::qWait(50);
        QCOMPARE(answered, 0);
    }
};

QTEST_GUILESS_MAIN(TestComputerThinking)
#include "test_computer_thinking.moc"
