// SPDX-License-Identifier: GPL-3.0-or-later
// Every registered game through the table layer, in the spirit of OpenSpiel's one random-play
// test over all its games: the built-in games and high card, a game that lives only in the
// tests (tests/games/highcard). Seeded matches are played to the end through TableSession,
// by random players (the test answers for every seat from legalActions()) and by the game's
// own computer players, and at every decision:
// - save() read back by the game's restore gives a module with the same save, decision, step,
//   stateFor of every seat and questions;
// - every legal action survives a JSON round trip (compact text, parsed, check() accepts it);
//   the timeout action is accepted; answerPoint() of the question agrees with questionPoint();
// - an answer to an old question is not taken for the open one, and is refused;
// - no message a seat or a spectator (kSpectator) is told (stateFor/stateJson, eventFor/eventJson, askFor/questionJson)
//   names a piece the module declares hidden from it (GameModule::hiddenFrom): a piece whose
//   every copy is hidden is named nowhere, and the seat's snapshot (its state, leaving out
//   the "events" it replays, which are checked one by one) names no piece more often than it
//   may know copies of it; and a spectator may know no copy that any seat may not
//   (hiddenFrom(kSpectator) hides at least what it hides from every seat). leakIsCaught()
//   shows the check fails on a module that leaks.

#include "highcard_module.h"
#include "table/game_registry.h"
#include "table/table_session.h"

#include "hidden_pieces.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTest>
#include <QTimer>

#include <map>
#include <random>

using namespace Qt::StringLiterals;
using namespace qixing::session;

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject parsed(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

using qixing::test::countNamed; // tests/table/hidden_pieces.h

struct Told
{
    QString what;
    QJsonObject message;
};

// What `viewer` is told that the module declares hidden from it (empty: nothing).
QStringList leaksIn(const GameModule &m, int viewer, const std::vector<Told> &messages, const QJsonObject &snapshot)
{
    QStringList out;
    for (const GameModule::HiddenPiece &p : m.hiddenFrom(viewer)) {
        const int mayKnow = p.copies - p.hidden;
        if (mayKnow == 0)
            for (const Told &t : messages)
                if (countNamed(t.message, p.name) > 0)
                    out << u"viewer %1's %2 names %3, hidden from it"_s.arg(viewer).arg(t.what, p.name);
        if (const int n = countNamed(snapshot, p.name, "events"_L1); n > mayKnow)
            out << u"viewer %1's state names %2 %3 times; it may know %4 of its copies"_s.arg(viewer).arg(p.name).arg(n).arg(mayKnow);
    }
    return out;
}

// Every seat's messages now, their events from `firstEvent[seat]` on (each event is checked
// once, when it is new: what it names must have been known when it was told).
QStringList leaks(const GameModule &m, std::array<int, kViewers> &firstEvent)
{
    QStringList out;
    const int events = m.eventCount();
    const std::vector<int> asked = m.decision().seats;
    // What is hidden from some seat is hidden from a spectator: it knows only what every
    // seat knows.
    std::map<QString, int> spectatorHides;
    for (const GameModule::HiddenPiece &p : m.hiddenFrom(kSpectator))
        spectatorHides[p.name] = p.hidden;
    for (int v = 0; v < kTableSeats; ++v)
        for (const GameModule::HiddenPiece &p : m.hiddenFrom(v))
            if (spectatorHides[p.name] < p.hidden)
                out << u"a spectator may know %1 copies of %2, seat %3 only %4"_s.arg(p.copies - spectatorHides[p.name]).arg(p.name).arg(v).arg(p.copies - p.hidden);
    for (int v = 0; v < kViewers; ++v) {
        const QJsonObject state = m.stateFor(v, events);
        std::vector<Told> told {{u"state"_s, state}, {u"stateJson"_s, parsed(m.stateJson(v, events, 1))}};
        for (int i = firstEvent[std::size_t(v)]; i < events; ++i) {
            told.push_back({u"event %1"_s.arg(i), m.eventFor(v, i)});
            if (const QByteArray j = m.eventJson(v, i); !j.isEmpty())
                told.push_back({u"eventJson %1"_s.arg(i), parsed(j)});
        }
        firstEvent[std::size_t(v)] = events;
        if (std::find(asked.begin(), asked.end(), v) != asked.end()) {
            told.push_back({u"question"_s, m.askFor(v)});
            told.push_back({u"questionJson"_s, parsed(m.questionJson(v, 1000))});
        }
        out << leaksIn(m, v, told, state);
    }
    return out;
}

QString describe(const DecisionPoint &d)
{
    QStringList seats;
    for (int s : d.seats)
        seats << QString::number(s);
    return u"[%1] window %2 prompt %3 limit %4"_s.arg(seats.join(u',')).arg(d.window).arg(d.prompt).arg(d.limitSeconds);
}

// Everything checked at one decision but the leaks (empty: the module conforms here).
QStringList conformsAt(const GameInfo &info, const GameModule &m, const std::array<QString, kTableSeats> &kinds)
{
    QStringList out;
    const auto expect = [&](bool ok, const QString &what) {
        if (!ok)
            out << u"%1 at hand %2 step %3: %4"_s.arg(info.id).arg(m.handNumber()).arg(m.step()).arg(what);
    };
    const DecisionPoint d = m.decision();
    const int events = m.eventCount();

    // Saved and read back: the same match.
    const QJsonObject save = m.save(kinds);
    std::array<QString, kTableSeats> kindsBack;
    std::unique_ptr<GameModule> back;
    try {
        back = info.restore(parsed(compact(save)), kindsBack);
    } catch (const std::exception &e) {
        expect(false, u"its save does not read back: %1"_s.arg(QString::fromUtf8(e.what())));
        return out;
    }
    expect(back != nullptr, u"restore gave no module"_s);
    if (!back)
        return out;
    expect(kindsBack == kinds, u"the seats' kinds change on restore"_s);
    expect(compact(back->save(kinds)) == compact(save), u"save() changes on restore"_s);
    expect(describe(back->decision()) == describe(d), u"decision() changes on restore: %1, was %2"_s.arg(describe(back->decision()), describe(d)));
    expect(back->step() == m.step(), u"step() changes on restore"_s);
    expect(back->eventCount() == events, u"eventCount() changes on restore"_s);
    for (int v = 0; v < kViewers; ++v)
        expect(compact(back->stateFor(v, events)) == compact(m.stateFor(v, events)), u"viewer %1's state changes on restore"_s.arg(v));

    for (int s : d.seats) {
        expect(compact(back->askFor(s)) == compact(m.askFor(s)), u"seat %1's question changes on restore"_s.arg(s));
        expect(back->questionJson(s, 500) == m.questionJson(s, 500), u"seat %1's questionJson changes on restore"_s.arg(s));
        // The question's point as the seat's answer carries it.
        try {
            const GameModule::QuestionPoint p = m.answerPoint(m.askFor(s));
            expect(p.hand == m.handNumber() && p.point == m.questionPoint(s),
                   u"seat %1's question is at %2/%3, answerPoint reads %4/%5"_s.arg(s).arg(m.handNumber()).arg(m.questionPoint(s)).arg(p.hand).arg(p.point));
        } catch (const std::exception &e) {
            expect(false, u"answerPoint refuses seat %1's own question: %2"_s.arg(s).arg(QString::fromUtf8(e.what())));
        }
        const std::vector<QJsonObject> legal = m.legalActions(s);
        expect(!legal.empty(), u"seat %1 is asked and has no legal action"_s.arg(s));
        for (const QJsonObject &a : legal) {
            const QString why = m.check(s, parsed(compact(a)));
            expect(why.isEmpty(), u"seat %1's legal %2 is refused after a JSON round trip: %3"_s.arg(s).arg(QString::fromUtf8(compact(a)), why));
        }
        const QJsonObject timeout = m.timeoutAction(s);
        const QString why = m.check(s, timeout);
        expect(why.isEmpty(), u"seat %1's timeout action %2 is refused: %3"_s.arg(s).arg(QString::fromUtf8(compact(timeout)), why));
    }
    return out;
}

// A module that tells each seat one piece hidden from it: the check must catch it. The
// spectator faults: a spectator told seat 0's view, or declared to know what a seat does not.
class LeakyModule final : public GameModule
{
public:
    enum class Fault { PeekInState, SpectatorSeesSeat0, SpectatorKnowsAll };
    explicit LeakyModule(std::unique_ptr<GameModule> inner, Fault fault = Fault::PeekInState) : m_(std::move(inner)), fault_(fault) {}
    QString game() const override { return m_->game(); }
    QString seatName(int s) const override { return m_->seatName(s); }
    QString openingKind(int s) const override { return m_->openingKind(s); }
    int turnSeconds() const override { return m_->turnSeconds(); }
    std::uint64_t seed() const override { return m_->seed(); }
    std::uint64_t handSeed() const override { return m_->handSeed(); }
    bool handInProgress() const override { return m_->handInProgress(); }
    bool matchFinished() const override { return m_->matchFinished(); }
    int handNumber() const override { return m_->handNumber(); }
    void dealNextHand() override { m_->dealNextHand(); }
    std::array<std::int64_t, kTableSeats> balances() const override { return m_->balances(); }
    DecisionPoint decision() const override { return m_->decision(); }
    int step() const override { return m_->step(); }
    QString check(int s, const QJsonObject &a) const override { return m_->check(s, a); }
    void apply(int s, const QJsonObject &a) override { m_->apply(s, a); }
    std::vector<QJsonObject> legalActions(int s) const override { return m_->legalActions(s); }
    QJsonObject timeoutAction(int s) const override { return m_->timeoutAction(s); }
    QJsonObject askFor(int s) const override { return m_->askFor(s); }
    QuestionPoint answerPoint(const QJsonObject &a) const override { return m_->answerPoint(a); }
    int questionPoint(int s) const override { return m_->questionPoint(s); }
    bool knowsComputer(const QString &k) const override { return m_->knowsComputer(k); }
    QString defaultComputer() const override { return m_->defaultComputer(); }
    std::unique_ptr<ComputerBrain> makeComputer(const QString &k, std::uint64_t seed) const override { return m_->makeComputer(k, seed); }
    int eventCount() const override { return m_->eventCount(); }
    QJsonObject eventFor(int v, int i) const override { return m_->eventFor(v, i); }
    int eventOwner(int i) const override { return m_->eventOwner(i); }
    int eventNumber(int v, int i) const override { return m_->eventNumber(v, i); }
    QJsonObject settlementJson() const override { return m_->settlementJson(); }
    std::vector<HiddenPiece> hiddenFrom(int v) const override
    {
        if (fault_ == Fault::SpectatorKnowsAll && v == kSpectator)
            return {};
        return m_->hiddenFrom(v);
    }
    std::int64_t leave(int s) override { return m_->leave(s); }
    void playOut(const std::array<QString, kTableSeats> &k, std::uint64_t seed) override { m_->playOut(k, seed); }
    QJsonObject save(const std::array<QString, kTableSeats> &k) const override { return m_->save(k); }
    void swapSeatState(int a, int b) override { m_->swapSeats(a, b); }

    // The planted fault: one hidden piece in the state (stateJson, the base class's, follows).
    QJsonObject stateFor(int v, int shown) const override
    {
        if (fault_ == Fault::SpectatorSeesSeat0)
            return m_->stateFor(v == kSpectator ? 0 : v, shown);
        if (fault_ == Fault::SpectatorKnowsAll)
            return m_->stateFor(v, shown);
        QJsonObject s = m_->stateFor(v, shown);
        const std::vector<HiddenPiece> hidden = m_->hiddenFrom(v);
        const auto whole = std::find_if(hidden.begin(), hidden.end(), [](const HiddenPiece &p) { return p.hidden == p.copies; });
        if (whole != hidden.end())
            s.insert("peek"_L1, whole->name);
        return s;
    }

private:
    std::unique_ptr<GameModule> m_;
    Fault fault_;
};

// Between hands: seats a and b swapped through the table move the people's names, kinds
// and money, and the save says so (it reads back as it is; conformsAt() then checks the
// match restored from it at every decision of the next hand); swapped back, the save is as
// before, byte for byte; a third swap is kept for the rest of the match. Empty: as it should.
QStringList swapsBetweenHands(TableSession &table, std::mt19937_64 &random, std::array<QString, kTableSeats> &kinds)
{
    QStringList out;
    GameModule &m = *table.module();
    // (The person at this computer keeps their seat: seats 1-3 swap when seat 0 is theirs.)
    const int first = kinds[0] == "person"_L1 ? 1 : 0, n = kTableSeats - first;
    const int a = first + int(random() % n), b = first + (a - first + 1 + int(random() % (n - 1))) % n;
    if (kinds[0] == "person"_L1 && table.swapSeats(0, a).isEmpty())
        out << u"the person at this computer is moved"_s;
    const QByteArray before = compact(m.save(kinds));
    const auto money = m.balances();
    const QString nameA = m.seatName(a), nameB = m.seatName(b);
    for (int round = 0; round < 3; ++round) {
        if (const QString why = table.swapSeats(a, b); !why.isEmpty())
            return {u"the swap of %1 and %2 is refused: %3"_s.arg(a).arg(b).arg(why)};
        std::swap(kinds[std::size_t(a)], kinds[std::size_t(b)]);
        const bool swapped = round != 1;
        for (int s = 0; s < kTableSeats; ++s)
            if (table.seatKind(s) != kinds[std::size_t(s)])
                out << u"seat %1 is played by %2, not %3"_s.arg(s).arg(table.seatKind(s), kinds[std::size_t(s)]);
        const auto now = m.balances();
        if (now[std::size_t(a)] != money[std::size_t(swapped ? b : a)] || now[std::size_t(b)] != money[std::size_t(swapped ? a : b)])
            out << u"the money does not follow the people (swap %1)"_s.arg(round + 1);
        if (m.seatName(a) != (swapped ? nameB : nameA) || m.seatName(b) != (swapped ? nameA : nameB))
            out << u"the names do not follow the people (swap %1)"_s.arg(round + 1);
        const QByteArray save = compact(m.save(kinds));
        if (round == 1 && save != before)
            out << u"swapped back, the save is not as before:\n%1\n%2"_s.arg(QString::fromUtf8(before), QString::fromUtf8(save));
        if (round != 1 && save == before)
            out << u"the save does not say the seats were swapped"_s;
    }
    return out;
}

// A remote seat whose answers the test submits.
class WaitingAgent final : public SeatAgent
{
public:
    QString kind() const override { return QStringLiteral("remote"); }
    bool isPerson() const override { return true; }
    void yourTurn(int, Submit) override {}
};

// Random players play this many hands with every check at every decision.
constexpr int kCheckedHands = 2;

std::array<QString, kTableSeats> allOf(const QString &kind)
{
    return {kind, kind, kind, kind};
}

} // namespace

class TestGameConformance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        registerGame_highcard();
        QVERIFY(GameRegistry::ids().contains(u"highcard"_s));
    }

    void play_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("computers");
        QTest::addColumn<quint64>("seed");
        for (const QString &id : GameRegistry::ids()) {
            const QByteArray name = id.toUtf8();
            QTest::newRow(name + " random") << id << false << quint64(2026);
            QTest::newRow(name + " computers") << id << true << quint64(7);
        }
    }

    void play()
    {
        QFETCH(QString, game);
        QFETCH(bool, computers);
        QFETCH(quint64, seed);
        const GameInfo *info = GameRegistry::find(game);
        QVERIFY(info);
        // Random play: the test answers for every seat, the person at seat 0 and three
        // remote seats (a game may allow one person only).
        std::array<QString, kTableSeats> kinds = computers ? allOf(info->defaultComputer)
                                                           : std::array {u"person"_s, u"remote"_s, u"remote"_s, u"remote"_s};
        const QJsonObject settings = withSeats(info->defaultSettings(), {u"North"_s, u"East"_s, u"South"_s, u"West"_s}, kinds, seed);
        QCOMPARE(info->checkSettings(settings), QString());

        TableSession table;
        table.setComputerPause(0);
        table.setAgentFactory([](int, const QString &kind) -> SeatAgent * {
            return kind == "remote"_L1 ? new WaitingAgent : nullptr;
        });
        bool handOver = false;
        connect(&table, &TableSession::handFinished, this, [&] { handOver = true; });
        table.start(info->newMatch(settings));
        QVERIFY(table.active());
        QTimer wake; // processEvents below wakes at least this often
        wake.start(5);

        std::mt19937_64 random(seed);
        std::array<int, kViewers> firstEvent {};
        int checkedStep = -1, checkedHand = -1, decisions = 0, hands = 1, inHand = 0;
        QElapsedTimer clock;
        clock.start();
        while (!(table.isMatchFinished() && !table.handInProgress())) {
            if (clock.elapsed() > 40'000) {
                const GameModule &m = *table.module();
                QString asked;
                for (int s = 0; s < kTableSeats; ++s)
                    asked += table.isAsked(s) ? u'1' : u'0';
                QFAIL(qPrintable(u"the match does not end: hand %1 step %2, decision %3, asked %4, held %5"_s.arg(m.handNumber()).arg(m.step()).arg(describe(m.decision()), asked).arg(table.holding())));
            }
            GameModule &m = *table.module();
            if (!m.handInProgress()) {
                if (handOver) {
                    handOver = false;
                    if (!table.isMatchFinished()) {
                        const QStringList wrong = swapsBetweenHands(table, random, kinds);
                        QVERIFY2(wrong.isEmpty(), qPrintable(u"%1 after hand %2: %3"_s.arg(game).arg(m.handNumber()).arg(wrong.join(u'\n'))));
                    }
                    table.nextHand();
                    ++hands;
                } else {
                    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
                }
                continue;
            }
            if (m.handNumber() != checkedHand) {
                checkedHand = m.handNumber();
                firstEvent = {};
                inHand = 0;
                // No seat changes hands in a hand in play; a refused swap changes nothing.
                const QByteArray before = compact(m.save(kinds));
                QVERIFY(table.swapSeats(1, 2).contains(u"between hands"_s));
                QCOMPARE(compact(m.save(kinds)), before);
                QCOMPARE(table.seatKind(0), kinds[0]);
                if (!computers && m.handNumber() >= kCheckedHands) {
                    // Random players seldom end a match (a mahjong hand without a win keeps
                    // its dealer): the person leaves and computer players finish it.
                    table.leave(0);
                    continue;
                }
            }
            if (m.step() != checkedStep) {
                checkedStep = m.step();
                // Everything at every decision of the first hands; later, the leaks at every
                // decision and the rest at every tenth (a restore replays the whole match).
                const bool all = m.handNumber() < kCheckedHands || inHand % 10 == 0;
                ++inHand;
                ++decisions;
                const QStringList wrong = (all ? conformsAt(*info, m, kinds) : QStringList()) + leaks(m, firstEvent);
                QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 5).join(u'\n')));
            }
            int seat = -1;
            for (int s : m.decision().seats)
                if (!computers && table.isAsked(s))
                    seat = s;
            if (seat < 0) {
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
                continue;
            }
            const std::vector<QJsonObject> legal = m.legalActions(seat);
            const QJsonObject action = legal[std::size_t(random() % legal.size())];
            QJsonObject act = m.askFor(seat); // the answer as a LAN seat sends it
            for (auto it = action.begin(); it != action.end(); ++it)
                act.insert(it.key(), it.value());
            QCOMPARE(table.answerTo(seat, act), TableSession::AnswerTo::Open);
            QCOMPARE(table.submit(seat, action), QString());
            // The same answer again is to a question that is over: not taken for another.
            QVERIFY(table.answerTo(seat, act) != TableSession::AnswerTo::Open);
            if (!table.isAsked(seat))
                QVERIFY2(!table.submit(seat, action).isEmpty(), "a stale answer is taken");
        }
        QVERIFY(decisions > 10);
        qInfo("%s: %d hands, %d decisions checked, %lld ms", qPrintable(game), hands, decisions, qint64(clock.elapsed()));
    }

    // The leak check fails on a module that tells each seat one piece hidden from it, and
    // passes on the same game's own module at the same point.
    void leakIsCaught_data()
    {
        QTest::addColumn<QString>("game");
        for (const QString &id : GameRegistry::ids())
            QTest::newRow(id.toUtf8()) << id;
    }

    void leakIsCaught()
    {
        QFETCH(QString, game);
        const GameInfo *info = GameRegistry::find(game);
        QVERIFY(info);
        const QJsonObject settings = withSeats(info->defaultSettings(), {}, allOf(info->defaultComputer), 5);
        std::unique_ptr<GameModule> honest = info->newMatch(settings);
        honest->dealNextHand();
        std::array<int, kViewers> firstEvent {};
        QCOMPARE(leaks(*honest, firstEvent), QStringList());

        LeakyModule leaky(info->newMatch(settings));
        leaky.dealNextHand();
        firstEvent = {};
        const QStringList found = leaks(leaky, firstEvent);
        // Every seat's and the spectator's state and stateJson name it, and its state names
        // it more often than the viewer may know of it.
        QCOMPARE(found.size(), 3 * kViewers);
        QVERIFY2(found.first().contains(u"hidden from it"_s), qPrintable(found.first()));

        // A spectator given seat 0's view: its state names seat 0's pieces.
        LeakyModule seat0(info->newMatch(settings), LeakyModule::Fault::SpectatorSeesSeat0);
        seat0.dealNextHand();
        firstEvent = {};
        const QStringList seen = leaks(seat0, firstEvent);
        QVERIFY(!seen.isEmpty());
        for (const QString &line : seen)
            QVERIFY2(line.startsWith(u"viewer %1's"_s.arg(kSpectator)), qPrintable(line));
        // A module that lets a spectator know every piece.
        LeakyModule all(info->newMatch(settings), LeakyModule::Fault::SpectatorKnowsAll);
        all.dealNextHand();
        firstEvent = {};
        const QStringList known = leaks(all, firstEvent);
        QVERIFY(!known.isEmpty());
        QVERIFY2(known.first().startsWith(u"a spectator may know"_s), qPrintable(known.first()));
    }
};

QTEST_GUILESS_MAIN(TestGameConformance)
#include "test_game_conformance.moc"
