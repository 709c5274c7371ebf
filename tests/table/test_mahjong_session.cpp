// SPDX-License-Identifier: GPL-3.0-or-later
// The Zhangzhou mahjong table through the one game-neutral TableSession: whole matches with
// computer players (M3 dealer rotation, totals summing to zero), claim windows (M20, M23:
// every order of simultaneous answers gives the engine's result, a timeout passes, a late
// answer is refused), what each seat is told (never another seat's concealed tiles, draws,
// the kind of a hidden concealed kong, or who else could claim), bad actions, and autosave
// and resume mid-hand, mid-window and after a damaged file.

#include "mahjong/local_mahjong_game.h"
#include "mahjong/mahjong_module.h"
#include "table/table_session.h"

#include "mahjong/mahjong_json.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <numeric>

using namespace qixing;
using namespace qixing::session;
using namespace qixing::mahjong;

namespace {
MahjongSettings settingsFor(std::uint64_t seed, const QString &seat0 = QStringLiteral("efficient"))
{
    MahjongSettings s;
    s.rules.rounds = 1;
    s.rules.claimSeconds = 10;
    s.names = {QStringLiteral("Mei"), QStringLiteral("Kai"), QStringLiteral("Lan"), QStringLiteral("Wen")};
    s.kinds = {seat0, QStringLiteral("efficient"), QStringLiteral("random"), QStringLiteral("efficient")};
    s.seed = seed;
    return s;
}

bool waitFor(const std::function<bool()> &done, int timeoutMs = 30000)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}

// Plays a module to a decision where a claim window asks at least `minSeats` seats, with
// computer players deciding everything before. False if the match ended first.
bool playToWindow(MahjongModule &m, std::uint64_t seed, std::size_t minSeats = 2, int maxHands = 50)
{
    std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
    for (int s = 0; s < kTableSeats; ++s)
        brains[std::size_t(s)] = m.makeComputer(s == 2 ? QStringLiteral("random") : QStringLiteral("efficient"),
                                                deriveSeed(seed, std::uint64_t(s)));
    for (int hands = 0; hands < maxHands && !m.matchFinished(); ++hands) {
        if (!m.handInProgress())
            m.dealNextHand();
        while (m.handInProgress()) {
            const DecisionPoint d = m.decision();
            if (d.window && d.seats.size() >= minSeats)
                return true;
            const int s = d.seats.front();
            m.apply(s, brains[std::size_t(s)]->decide(m, s));
        }
    }
    return false;
}

// Everything a seat's view shows of the public events, to compare two hands.
QByteArray eventsText(const MahjongModule &m)
{
    QByteArray out;
    for (const Event &e : m.events())
        out += QJsonDocument(mahjong::json::eventTo(e)).toJson(QJsonDocument::Compact);
    return out;
}
} // namespace

class TestMahjongSession : public QObject
{
    Q_OBJECT
private slots:
    void localGameIsToldWhatTheWireTells()
    {
        // The desktop window's side of a table: seat 0 is a person playing through
        // LocalMahjongGame and answering with its hint. What it is told is the LAN protocol's
        // messages for seat 0: folded, they give exactly the module's events as seat 0 may
        // know them, and replay() rebuilds the table at any moment.
        TableSession t;
        t.setComputerPause(0);
        auto module = std::make_unique<MahjongModule>(settingsFor(7, QStringLiteral("person")));
        const MahjongModule *m = module.get();
        LocalMahjongGame g(&t, 0);
        QList<QJsonObject> got;
        int questions = 0, windows = 0;
        bool refusedBadAnswer = false, replayEndsWithQuestion = true;
        connect(&g, &MahjongGame::message, this, [&](const QJsonObject &msg) {
            got.append(msg);
            if (msg.value("type") != QLatin1String("yourTurn"))
                return;
            ++questions;
            windows += msg.value("window").toBool();
            // (the deadline moves on between the two: milliseconds pass)
            const auto undated = [](QJsonObject q) {
                q.remove("deadline");
                return q;
            };
            replayEndsWithQuestion = replayEndsWithQuestion && undated(g.replay().constLast()) == undated(msg);
            QTimer::singleShot(0, this, [&] {
                if (!refusedBadAnswer) {
                    // A tile nobody can hold: refused, and the question stays.
                    const QString why = g.submit(QJsonObject {{"action", "discard"}, {"tile", "9f"}});
                    refusedBadAnswer = !why.isEmpty() && g.msLeft() != 0 && t.isAsked(0);
                }
                const QJsonObject hint = g.hint();
                QVERIFY(!hint.isEmpty());
                QCOMPARE(g.submit(hint), QString());
            });
        });
        QSignalSpy finished(&t, &TableSession::handFinished);
        t.start(std::move(module));
        QVERIFY(waitFor([&] { return finished.count() == 1; }));
        QVERIFY(refusedBadAnswer);
        QVERIFY(replayEndsWithQuestion);
        QVERIFY2(questions > 5, qPrintable(QString::number(questions)));
        qInfo("seat 0 answered %d questions (%d claim windows)", questions, windows);

        const auto fold = [](const QList<QJsonObject> &messages) {
            QJsonArray events;
            for (const QJsonObject &msg : messages) {
                if (msg.value("type") == QLatin1String("state"))
                    events = msg.value("events").toArray();
                else if (msg.value("type") == QLatin1String("event"))
                    events.append(msg.value("event"));
            }
            return events;
        };
        QJsonArray expected;
        for (const Event &e : m->events())
            if (const QJsonObject o = mahjongEventFor(0, e); !o.isEmpty())
                expected.append(o);
        QCOMPARE(got.first().value("type").toString(), QStringLiteral("state"));
        QCOMPARE(fold(got), expected);
        QCOMPARE(got.last(), m->settlementJson());
        const QList<QJsonObject> again = g.replay();
        QCOMPARE(fold(again), expected);
        QCOMPARE(again.last(), m->settlementJson());
        QCOMPARE(again.first().value("tiles"), m->stateFor(0, m->eventCount()).value("tiles"));
        QVERIFY(g.hint().isEmpty()); // nothing asked
    }

    void wholeMatchOfComputers()
    {
        // M3, M51: a match of one 圈 between computer players through the table layer;
        // every hand's totals sum to zero and the balances add up to them.
        TableSession t;
        t.setComputerPause(0);
        QSignalSpy hands(&t, &TableSession::handFinished);
        QSignalSpy over(&t, &TableSession::matchFinished);
        auto module = std::make_unique<MahjongModule>(settingsFor(7, QStringLiteral("efficient")));
        const MahjongModule *m = module.get();
        std::array<std::int64_t, kTableSeats> sum {};
        connect(&t, &TableSession::handFinished, this, [&] {
            std::int64_t total = 0;
            for (int s = 0; s < kTableSeats; ++s) {
                total += m->lastSettlement()->totals[std::size_t(s)];
                sum[std::size_t(s)] += m->lastSettlement()->totals[std::size_t(s)];
            }
            QCOMPARE(total, std::int64_t(0));
            QTimer::singleShot(0, &t, [&t] { t.nextHand(); });
        });
        t.start(std::move(module));
        const bool done = waitFor([&] { return over.count() == 1; }, 120000);
        if (!done)
            qWarning("stuck: hand %d in play %d phase %d toAct %d asked %d window %d hands %d", m->handNumber(),
                     m->handInProgress(), int(m->hand().phase()), m->hand().toAct(), int(m->decision().seats.size()),
                     m->decision().window, int(hands.count()));
        QVERIFY(done);
        QVERIFY(hands.count() >= 4); // the deal went round the table once
        QCOMPARE(m->match().handsPlayed(), int(hands.count()));
        QCOMPARE(m->balances(), sum);
        QVERIFY(m->matchFinished());
    }

    void fixedMomentAfterEveryDiscard()
    {
        // M23: after every discard the table shows nothing more for a fixed moment, whether
        // or not anyone may claim, so nobody learns from its speed who could.
        TableSession t;
        t.setComputerPause(0);
        t.setClaimPause(150);
        auto module = std::make_unique<MahjongModule>(settingsFor(21));
        const MahjongModule *m = module.get();
        QElapsedTimer sinceDiscard;
        int held = 0, windows = 0, quiet = 0;
        bool waiting = false;
        connect(&t, &TableSession::eventsShown, this, [&](int first, int count) {
            if (waiting) {
                QVERIFY2(sinceDiscard.elapsed() >= 145, "the moment after a discard was cut short");
                waiting = false;
            }
            const Event &last = m->events()[std::size_t(first + count - 1)];
            if ((last.type == Event::Type::Discard || last.type == Event::Type::You) && m->handInProgress()) {
                ++held;
                (m->decision().window ? windows : quiet) += 1;
                waiting = true;
                sinceDiscard.start();
            }
        });
        connect(&t, &TableSession::handFinished, this, [&t] { QTimer::singleShot(0, &t, [&t] { t.nextHand(); }); });
        QSignalSpy over(&t, &TableSession::matchFinished);
        t.start(std::move(module));
        QVERIFY(waitFor([&] { return held >= 30 || over.count() > 0; }, 120000));
        QVERIFY(held >= 30 && quiet > 0);
        qInfo("discards held %d (%d with a claim window)", held, windows);
    }

    void windowAnswersInEveryOrder()
    {
        // M20: however the asked seats' answers arrive, the window resolves as the engine does
        // when asked one seat at a time in its own order.
        int windows = 0;
        for (std::uint64_t seed = 1; seed < 400 && windows < 25; ++seed) {
            MahjongModule base(settingsFor(seed));
            if (!playToWindow(base, seed))
                continue;
            ++windows;
            std::vector<int> seats = base.decision().seats;
            // Each seat's answer: its highest claim, or pass for every other seat in turn.
            std::map<int, Action> answer;
            for (int s : seats) {
                const auto legal = base.options(s);
                answer[s] = (seed + std::uint64_t(s)) % 3 == 0 ? Action::pass() : legal.front();
            }
            // The engine alone, asked in its order.
            HandState engine = base.hand();
            while (engine.phase() == Phase::Claim) {
                const Seat s = engine.toAct();
                QVERIFY2(engine.apply(s, answer.count(s) ? answer[s] : Action::pass()).empty(), "engine refused");
            }
            std::sort(seats.begin(), seats.end());
            do {
                MahjongModule m = base;
                for (int s : seats) {
                    if (!m.decision().window)
                        break; // closed early: the rest could no longer change the outcome
                    QVERIFY(m.check(s, MahjongModule::actionTo(answer[s])).isEmpty());
                    m.apply(s, MahjongModule::actionTo(answer[s]));
                }
                QVERIFY(!m.decision().window);
                QCOMPARE(m.hand().phase(), engine.phase());
                QCOMPARE(m.hand().toAct(), engine.toAct());
                for (int s = 0; s < kTableSeats; ++s) {
                    QCOMPARE(m.hand().hand(s), engine.hand(s));
                    QCOMPARE(m.hand().meldCount(s), engine.meldCount(s));
                }
                QCOMPARE(m.hand().outcome().winner, engine.outcome().winner);
            } while (std::next_permutation(seats.begin(), seats.end()));
        }
        QVERIFY2(windows >= 10, "too few windows with two or more seats asked");
    }

    void windowClosesWhenTheOutcomeIsCertain()
    {
        // A win by the seat nearest after the discarder cannot be beaten: the window closes
        // without waiting for the others (M20).
        int closedEarly = 0;
        for (std::uint64_t seed = 1; seed < 3000 && closedEarly < 3; ++seed) {
            MahjongModule m(settingsFor(seed));
            if (!playToWindow(m, seed, 2))
                continue;
            const Seat d = m.hand().lastDiscarder();
            const auto seats = m.decision().seats;
            const int nearest = *std::min_element(seats.begin(), seats.end(),
                                                  [d](int a, int b) { return ((a - d) & 3) < ((b - d) & 3); });
            const auto legal = m.options(nearest);
            if (legal.front().kind != Action::Kind::Win)
                continue;
            m.apply(nearest, MahjongModule::actionTo(legal.front()));
            QVERIFY(!m.decision().window);
            QVERIFY(!m.handInProgress());
            QCOMPARE(m.hand().outcome().winner, Seat(nearest));
            ++closedEarly;
        }
        QVERIFY2(closedEarly > 0, "no window where the nearest seat could win");
    }

    void outrankedSeatIsPassedForAndItsAnswerIsLate()
    {
        // M20: an answer that outranks everything a seat could claim passes that seat while
        // the window waits for someone who still may win; the passed seat's answer is then
        // late ("that turn is over"), not out of turn: the LAN host says staleTurn.
        for (std::uint64_t seed = 1; seed < 200; ++seed) {
            MahjongSettings st = settingsFor(seed);
            st.kinds.fill(QStringLiteral("person"));
            auto module = std::make_unique<MahjongModule>(st);
            const MahjongModule *m = module.get();
            TableSession t;
            t.setComputerPause(0);
            t.setClaimPause(0);
            int passed = -1, answered = -1;
            // Every seat plays what the game would play for it, except in the first window
            // where one answer passes another seat and the window stays open.
            connect(&t, &TableSession::asked, this, [&](int) {
                QTimer::singleShot(0, &t, [&] {
                    if (passed >= 0 || !m->handInProgress())
                        return;
                    const DecisionPoint d = m->decision();
                    if (d.window && d.seats.size() >= 3) {
                        for (int x : d.seats) {
                            MahjongModule probe = *m;
                            probe.apply(x, MahjongModule::actionTo(probe.options(x).front()));
                            if (!probe.decision().window)
                                continue;
                            const auto left = probe.decision().seats;
                            for (int y : d.seats)
                                if (y != x && std::find(left.begin(), left.end(), y) == left.end()) {
                                    answered = x;
                                    passed = y;
                                }
                            if (passed >= 0)
                                break;
                        }
                        if (passed >= 0) {
                            QCOMPARE(t.submit(answered, MahjongModule::actionTo(m->options(answered).front())), QString());
                            return;
                        }
                    }
                    for (int s : d.seats)
                        if (t.isAsked(s))
                            t.submit(s, m->timeoutAction(s));
                });
            });
            connect(&t, &TableSession::handFinished, this, [&t] { QTimer::singleShot(0, &t, [&t] { t.nextHand(); }); });
            t.start(std::move(module));
            if (!waitFor([&] { return passed >= 0 || m->matchFinished(); }, 60000))
                QFAIL("the match did not finish");
            if (passed < 0)
                continue;
            qInfo("seed %d: seat %d's answer passed seat %d", int(seed), answered, passed);
            QVERIFY(m->decision().window);
            QVERIFY(!t.isAsked(passed));
            QVERIFY(t.wasAsked(passed));
            QVERIFY(!t.wasAsked(answered) || !t.isAsked(answered));
            QCOMPARE(t.submit(passed, MahjongModule::actionTo(Action::pass())), QStringLiteral("that turn is over"));
            // A seat never asked in this window is still out of turn.
            for (int s = 0; s < kTableSeats; ++s)
                if (!t.isAsked(s) && !t.wasAsked(s))
                    QCOMPARE(t.submit(s, MahjongModule::actionTo(Action::pass())), QStringLiteral("not your turn"));
            return;
        }
        QFAIL("no window where one answer passes another seat and stays open");
    }

    void seatsAreToldOnlyWhatTheyMaySee()
    {
        // Over many seeded hands: what each seat is sent (events and states) never holds
        // another seat's concealed tiles or draws, the kind of a hidden concealed kong, or a
        // pass that would tell who else could claim.
        int hiddenDraws = 0, hiddenKongs = 0, passesKept = 0, robbed = 0, you = 0, drawn = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            MahjongModule m(settingsFor(seed));
            std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
            for (int s = 0; s < kTableSeats; ++s)
                brains[std::size_t(s)] = m.makeComputer(seed % 2 ? QStringLiteral("random") : QStringLiteral("efficient"),
                                                        deriveSeed(seed, 50 + std::uint64_t(s)));
            m.dealNextHand();
            while (m.handInProgress()) {
                // States: another seat's tiles appear only as a count.
                if (m.eventCount() % 7 == 0)
                    for (int v = 0; v < kTableSeats; ++v) {
                        const QJsonObject st = m.stateFor(v, m.eventCount());
                        QVERIFY(!st.contains("wall"));
                        QVERIFY(st.value("seats").toArray().at((v + 1) & 3).toObject().value("tiles").isDouble());
                        for (const QJsonValue &sv : st.value("seats").toArray())
                            for (const QJsonValue &mv : sv.toObject().value("melds").toArray())
                                if (mv.toObject().value("type") == QLatin1String("concealedKong") && !mv.toObject().value("revealed").toBool()
                                    && !mv.toObject().value("tiles").toArray().at(0).isString()) {
                                    ++hiddenKongs;
                                }
                    }
                const DecisionPoint d = m.decision();
                const int s = d.seats.front();
                m.apply(s, brains[std::size_t(s)]->decide(m, s));
            }
            std::array<int, kTableSeats> told {};
            for (int i = 0; i < m.eventCount(); ++i) {
                const Event &e = m.events()[std::size_t(i)];
                // The host sends every seat but the event's owner that numbers it alike the
                // same frame; each seat numbers only the events it is told (no gap where
                // another's pass is kept from it).
                const int owner = m.eventOwner(i);
                for (int v = 0; v < kTableSeats; ++v) {
                    const QJsonObject seen = m.eventFor(v, i);
                    if (!seen.isEmpty())
                        QCOMPARE(seen.value("index").toInt(), told[std::size_t(v)]++);
                    QCOMPARE(m.eventNumber(v, i), seen.isEmpty() ? told[std::size_t(v)] : told[std::size_t(v)] - 1);
                    for (int w = 0; w < v; ++w)
                        if (v != owner && w != owner && m.eventNumber(v, i) == m.eventNumber(w, i))
                            QCOMPARE(seen, m.eventFor(w, i));
                }
                if (owner >= 0)
                    QCOMPARE(owner, int(e.seat));
                for (int v = 0; v < kTableSeats; ++v) {
                    const QJsonObject seen = m.eventFor(v, i);
                    const bool other = e.seat != v;
                    switch (e.type) {
                    case Event::Type::Draw:
                    case Event::Type::Replacement:
                    case Event::Type::ConcealedKong:
                        QCOMPARE(seen.value("event").toObject().value("tile").isNull(), other);
                        hiddenDraws += other;
                        break;
                    case Event::Type::Pass:
                        QCOMPARE(seen.isEmpty(), other);
                        passesKept += !other;
                        break;
                    default:
                        QVERIFY(!seen.isEmpty());
                    }
                }
                robbed += e.type == Event::Type::RobKong;
                you += e.type == Event::Type::You;
                drawn += e.type == Event::Type::DrawnHand;
            }
        }
        qInfo("hidden draws %d, hidden kongs %d, own passes %d, 搶槓胡 %d, 游金 %d, drawn hands %d", hiddenDraws, hiddenKongs,
              passesKept, robbed, you, drawn);
        QVERIFY(hiddenDraws > 0 && passesKept > 0 && you > 0 && drawn > 0);
    }

    void clientMirrorDecidesAsTheSeat()
    {
        // What a LAN client is told when asked (askFor) rebuilds a HandView in which the
        // efficient player makes exactly the choice it makes on the real state.
        int decisions = 0, histories = 0;
        long long claimed = 0, swum = 0, afterClaim = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            MahjongModule m(settingsFor(seed));
            m.dealNextHand();
            while (m.handInProgress()) {
                const DecisionPoint d = m.decision();
                const int s = d.seats.front();
                const QJsonObject ask = m.askFor(s);
                std::vector<Action> offered;
                for (const QJsonValue &o : ask.value("options").toArray())
                    offered.push_back(*MahjongModule::actionFrom(o.toObject()));
                QCOMPARE(offered, m.options(s));
                // The discard history: the client reads it from the events it was told (the
                // question does not carry it), and it is the host's, record for record.
                DiscardHistory history;
                for (int i = 0; i < m.eventCount(); ++i)
                    if (const QJsonObject e = m.eventFor(s, i); !e.isEmpty())
                        history.follow(e.value("event").toObject());
                HandState::SeatMirror seen = seatMirrorFrom(ask.value("view").toObject(), s);
                QVERIFY(seen.discards.empty());
                seen.discards = history.records();
                const HandState mirror = HandState::mirror(seen);
                const HandState &host = m.hand();
                QCOMPARE(mirror.discardHistorySize(), host.discardHistorySize());
                for (int i = 0; i < host.discardHistorySize(); ++i)
                    QVERIFY(mirror.discardRecord(i) == host.discardRecord(i));
                histories += host.discardHistorySize() > 0;
                for (int i = 0; i < host.discardHistorySize(); ++i) {
                    claimed += host.discardRecord(i).claimed();
                    swum += host.discardRecord(i).you();
                    afterClaim += host.discardRecord(i).afterClaim();
                }
                EfficientPlayer onMirror, onReal;
                const Action a = onMirror.choose(HandView(mirror, s, &offered));
                const HandState asked = d.window ? m.hand().askedInClaim(s) : m.hand();
                QCOMPARE(a, onReal.choose(HandView(asked, s)));
                m.apply(s, MahjongModule::actionTo(a));
                ++decisions;
            }
        }
        qInfo("%d decisions compared (%d with discards; records claimed %lld, 游金 %lld, after a claim %lld)", decisions,
              histories, claimed, swum, afterClaim);
        QVERIFY(histories > 1000 && claimed > 0 && swum > 0 && afterClaim > 0);
    }

    void badActionsChangeNothing()
    {
        MahjongModule m(settingsFor(3));
        QVERIFY(playToWindow(m, 3, 1));
        const QByteArray before = eventsText(m);
        const int step = m.step();
        const auto asked = m.decision().seats;
        const int outside = [&] {
            for (int s = 0; s < kTableSeats; ++s)
                if (std::find(asked.begin(), asked.end(), s) == asked.end())
                    return s;
            return -1;
        }();
        // A claim not offered, an answer from a seat outside the window, garbage, a tile not held;
        // an unknown field is ignored (docs/protocol.md): the pung is judged as a pung.
        QVERIFY(!m.check(outside, MahjongModule::actionTo(Action::pung())).isEmpty());
        QVERIFY(!m.check(asked.front(), QJsonObject {{"action", "fly"}}).isEmpty());
        QVERIFY(!m.check(asked.front(), QJsonObject {{"action", "discard"}, {"tile", "1m"}}).isEmpty());
        QCOMPARE(m.check(asked.front(), QJsonObject {{"action", "pung"}, {"cheat", 1}}),
                 m.check(asked.front(), MahjongModule::actionTo(Action::pung())));
        QCOMPARE(eventsText(m), before);
        QCOMPARE(m.step(), step);
        // On a turn: a tile not held; a chow with a gold in it is never offered (M12).
        while (m.decision().window) {
            const int s = m.decision().seats.front();
            m.apply(s, MahjongModule::actionTo(Action::pass()));
        }
        if (m.handInProgress() && m.hand().phase() == Phase::Turn) {
            const int s = m.hand().toAct();
            int missing = 0;
            while (m.hand().hand(s)[std::size_t(missing)] > 0)
                ++missing;
            QVERIFY(!m.check(s, MahjongModule::actionTo(Action::discard(Tile(missing)))).isEmpty());
            QVERIFY(!m.check((s + 1) & 3, MahjongModule::actionTo(Action::discard(Tile(0)))).isEmpty());
        }
        // M12: whenever a chow is offered and taken, none of its tiles is a gold.
        int chows = 0;
        for (std::uint64_t seed = 1; seed < 400 && chows < 20; ++seed) {
            MahjongModule w(settingsFor(seed));
            if (!playToWindow(w, seed, 1))
                continue;
            for (int s : w.decision().seats)
                for (const Action &a : w.options(s)) {
                    if (a.kind != Action::Kind::Chow)
                        continue;
                    MahjongModule taken = w;
                    taken.apply(s, MahjongModule::actionTo(a));
                    while (taken.decision().window)
                        taken.apply(taken.decision().seats.front(), MahjongModule::actionTo(Action::pass()));
                    if (taken.hand().meldCount(s) == 0 || taken.hand().meld(s, taken.hand().meldCount(s) - 1).type != Meld::Type::Chow)
                        continue; // a higher claim took the tile
                    ++chows;
                    const Meld &meld = taken.hand().meld(s, taken.hand().meldCount(s) - 1);
                    for (int k = 0; k < 3; ++k)
                        QVERIFY2(meld.tiles[std::size_t(k)] != taken.hand().gold(), "a gold in a chow");
                }
        }
        QVERIFY(chows > 0);
    }

    // A win offered and not answered is not lost to the clock: the timeout takes it, as the
    // computer stand-in would, at a claim window and at every prompt; a chow, pung or kong is
    // never made for a person (the timeout passes); on a turn it plays the computer's move.
    void timeoutTakesAWinOffered()
    {
        int winsOffered = 0, claimsOnly = 0;
        for (std::uint64_t seed = 1; seed < 200 && (winsOffered < 3 || claimsOnly < 3); ++seed) {
            MahjongModule m(settingsFor(seed));
            std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
            for (int s = 0; s < kTableSeats; ++s)
                brains[std::size_t(s)] = m.makeComputer(QStringLiteral("efficient"), deriveSeed(seed, std::uint64_t(s)));
            m.dealNextHand();
            while (m.handInProgress()) {
                const DecisionPoint d = m.decision();
                for (int s : d.seats) {
                    if (m.hand().phase() == Phase::Turn)
                        continue;
                    const std::vector<Action> options = m.options(s);
                    const bool win = std::any_of(options.begin(), options.end(), [](const Action &a) { return a.kind == Action::Kind::Win; });
                    const QString timed = m.timeoutAction(s).value("action").toString();
                    if (win && m.hand().phase() == Phase::Claim) {
                        ++winsOffered;
                        QCOMPARE(timed, QStringLiteral("win")); // the efficient player always wins on a discard
                    } else if (!win) {
                        ++claimsOnly;
                        QVERIFY2(timed == QStringLiteral("pass") || timed == QStringLiteral("robKong"), qPrintable(timed));
                    }
                }
                const int s = d.seats.front();
                m.apply(s, brains[std::size_t(s)]->decide(m, s));
            }
        }
        QVERIFY(winsOffered >= 3);
        QVERIFY(claimsOnly >= 3);
    }

    void timeoutPassesAndLateAnswersAreRefused()
    {
        // M23: a person who does not answer a claim prompt in time passes; an answer after
        // the window closed is refused.
        for (std::uint64_t seed = 1; seed < 400; ++seed) {
            auto module = std::make_unique<MahjongModule>(settingsFor(seed, QStringLiteral("person")));
            MahjongModule probe(settingsFor(seed, QStringLiteral("person")));
            // Find a seed whose first hand asks the person (seat 0) in a window.
            std::array<std::unique_ptr<ComputerBrain>, kTableSeats> brains;
            for (int s = 0; s < kTableSeats; ++s)
                brains[std::size_t(s)] = probe.makeComputer(QStringLiteral("efficient"), 1);
            probe.dealNextHand();
            bool asked = false;
            while (probe.handInProgress() && !asked) {
                const DecisionPoint d = probe.decision();
                if (d.window && std::find(d.seats.begin(), d.seats.end(), 0) != d.seats.end()) {
                    asked = true;
                    break;
                }
                const int s = d.seats.front();
                probe.apply(s, brains[std::size_t(s)]->decide(probe, s));
            }
            if (!asked)
                continue;
            MahjongSettings st = settingsFor(seed, QStringLiteral("person"));
            st.rules.claimSeconds = 1;
            module = std::make_unique<MahjongModule>(st);
            const MahjongModule *m = module.get();
            TableSession t;
            t.setComputerPause(0);
            bool inWindow = false;
            QSignalSpy timeouts(&t, &TableSession::timeLimitPlayed);
            // The person plays the computer's choice on turns and never answers a window.
            connect(&t, &TableSession::asked, this, [&](int seat) {
                if (seat != 0)
                    return;
                if (m->decision().window) {
                    inWindow = true;
                    return;
                }
                QTimer::singleShot(0, &t, [&t, m] {
                    if (t.isAsked(0) && !m->decision().window)
                        t.submit(0, m->timeoutAction(0));
                });
            });
            // (A window the computers' answers settle early asks nobody's clock: play on.)
            connect(&t, &TableSession::handFinished, this, [&t] { QTimer::singleShot(0, &t, [&t] { t.nextHand(); }); });
            t.start(std::move(module));
            QVERIFY(waitFor([&] { return inWindow; }));
            const int step = m->step();
            QVERIFY(waitFor([&] { return timeouts.count() > 0; }, 60000));
            QCOMPARE(timeouts.first().at(0).toInt(), 0);
            QCOMPARE(timeouts.first().at(1).value<QJsonObject>().value("action").toString(), QStringLiteral("pass"));
            QVERIFY(m->step() != step);
            // Late: the window is over.
            if (!t.isAsked(0))
                QVERIFY(!t.submit(0, MahjongModule::actionTo(Action::pung())).isEmpty());
            return;
        }
        QFAIL("no seed asks the person in a window");
    }

    void leavingFinishesTheMatchWithComputers()
    {
        // The person leaves mid-hand: computer players finish the match at once (Zhangzhou
        // mahjong charges nothing for leaving, [Qixing]) and the save is removed.
        QTemporaryDir dir;
        TableSession t;
        t.setSavePath(dir.filePath(QStringLiteral("mahjong.json")));
        t.setComputerPause(100000);
        QSignalSpy over(&t, &TableSession::matchFinished);
        t.start(std::make_unique<MahjongModule>(settingsFor(9, QStringLiteral("person"))));
        QVERIFY(QFile::exists(t.savePath()));
        QCOMPARE(t.leave(0), std::int64_t(0));
        QCOMPARE(over.count(), 1);
        QVERIFY(t.isMatchFinished());
        QVERIFY(!QFile::exists(t.savePath()));
        const auto *m = static_cast<const MahjongModule *>(t.module());
        std::int64_t sum = 0;
        for (auto b : m->balances())
            sum += b;
        QCOMPARE(sum, std::int64_t(0));
        QVERIFY(m->match().handsPlayed() >= 4);
    }

    void autosaveAndResume_data()
    {
        QTest::addColumn<bool>("inWindow");
        QTest::newRow("mid-hand") << false;
        QTest::newRow("mid-claim-window") << true;
    }
    void autosaveAndResume()
    {
        QFETCH(bool, inWindow);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mahjong.json"));
        // Play a module to a point, save through the session's format, resume, and compare.
        for (std::uint64_t seed = 1; seed < 200; ++seed) {
            MahjongModule m(settingsFor(seed));
            if (!playToWindow(m, seed, 2))
                continue;
            if (inWindow) {
                // One answer given and kept in the window (not yet resolved).
                const auto seats = m.decision().seats;
                const Seat d = m.hand().lastDiscarder();
                const int far = *std::max_element(seats.begin(), seats.end(),
                                                  [d](int a, int b) { return ((a - d) & 3) < ((b - d) & 3); });
                m.apply(far, MahjongModule::actionTo(Action::pass()));
                if (!m.decision().window)
                    continue;
            } else {
                while (m.decision().window)
                    m.apply(m.decision().seats.front(), MahjongModule::actionTo(Action::pass()));
                if (!m.handInProgress())
                    continue;
            }
            std::array<QString, kTableSeats> kinds {QStringLiteral("person"), QStringLiteral("efficient"),
                                                    QStringLiteral("random"), QStringLiteral("efficient")};
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(m.save(kinds)).toJson());
            f.close();
            TableSession t;
            t.setSavePath(path);
            t.setComputerPause(100000); // nobody moves while we look
            QCOMPARE(t.resume(&MahjongModule::restore), TableSession::ResumeResult::Resumed);
            const auto *r = static_cast<const MahjongModule *>(t.module());
            QCOMPARE(eventsText(*r), eventsText(m));
            QCOMPARE(r->decision().seats, m.decision().seats);
            QCOMPARE(r->decision().window, m.decision().window);
            for (int s = 0; s < kTableSeats; ++s) {
                QCOMPARE(r->hand().hand(s), m.hand().hand(s));
                QCOMPARE(r->windowAnswer(s).has_value(), m.windowAnswer(s).has_value());
                QCOMPARE(t.seatKind(s), kinds[std::size_t(s)]);
            }
            QCOMPARE(r->match().handsPlayed(), m.match().handsPlayed());
            return;
        }
        QFAIL("no suitable seed");
    }

    void damagedSaveIsPutAside()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mahjong.json"));
        MahjongModule m(settingsFor(5));
        QVERIFY(playToWindow(m, 5, 1));
        QJsonObject save = m.save({QStringLiteral("person"), QStringLiteral("efficient"), QStringLiteral("efficient"),
                                   QStringLiteral("efficient")});
        // An action that does not apply: the first discard of the hand in play changed.
        QJsonArray current = save.value("current").toArray();
        for (int i = 0; i < current.size(); ++i) {
            QJsonObject a = current[i].toObject();
            if (a.value("action") == QLatin1String("discard")) {
                a.insert("seat", (a.value("seat").toInt() + 1) & 3);
                current[i] = a;
                break;
            }
        }
        save.insert("current", current);
        for (const QByteArray &bytes : {QJsonDocument(save).toJson(), QByteArray("{\"format\": \"qixing-mahjong-save\", \"vers")}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
            f.close();
            TableSession t;
            t.setSavePath(path);
            QString error, movedTo;
            QCOMPARE(t.resume(&MahjongModule::restore, &error, &movedTo), TableSession::ResumeResult::Damaged);
            QVERIFY(!error.isEmpty());
            QVERIFY(!QFile::exists(path));
            QVERIFY(QFile::exists(movedTo));
            QVERIFY(!t.active());
        }
    }

    void autosaveAfterEveryAnswerResumesTheSameMatch()
    {
        // The session autosaves after every answer; a crash at any point resumes the match
        // where it was (here: kill the session mid-hand, resume, play on to the end).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mahjong.json"));
        int answers = 0;
        {
            TableSession t;
            t.setSavePath(path);
            t.setComputerPause(0);
            connect(&t, &TableSession::eventsShown, this, [&] { ++answers; });
            t.start(std::make_unique<MahjongModule>(settingsFor(11)));
            QVERIFY(waitFor([&] { return answers > 40 || !t.handInProgress(); }));
            QVERIFY(QFile::exists(path));
        }
        TableSession t;
        t.setSavePath(path);
        t.setComputerPause(0);
        QSignalSpy finished(&t, &TableSession::handFinished);
        QCOMPARE(t.resume(&MahjongModule::restore), TableSession::ResumeResult::Resumed);
        QVERIFY(waitFor([&] { return finished.count() > 0; }));
        QVERIFY(static_cast<const MahjongModule *>(t.module())->lastSettlement().has_value());
    }
};

QTEST_GUILESS_MAIN(TestMahjongSession)
#include "test_mahjong_session.moc"
