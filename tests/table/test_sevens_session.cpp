// SPDX-License-Identifier: GPL-3.0-or-later
// The Sevens session: seats driven through agents, autosave after every move, resume after
// a simulated crash, damaged save files, leaving with a penalty (S43), the turn time limit.

#include "common/flat_json.h"
#include "sevens/sevens_session.h"
#include "sevens/sevens_wire.h"
#include "sevens/sevens_module.h"
#include "sevens/scoring.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace qixing;
using namespace qixing::sevens;
using session::SessionSettings;
using session::SevensGame;
using session::SevensSession;

namespace {
SessionSettings settingsFor(std::uint64_t seed, int hands = 3)
{
    SessionSettings s;
    s.match.rules.sevenClearSix = true;
    s.match.rules.betUnit = 10;
    s.match.hands = hands;
    s.match.penaltyBases = 3;
    s.match.seed = seed;
    s.names = {QStringLiteral("Me"), QStringLiteral("R"), QStringLiteral("T"), QStringLiteral("L")};
    s.kinds = {QStringLiteral("person"), QStringLiteral("heuristic"), QStringLiteral("random"), QStringLiteral("heuristic")};
    s.startingBalance = 3000;
    return s;
}

// Lets the computer seats move and plays the hint's choice for the person until `stop`.
bool playUntil(SevensSession &s, const std::function<bool()> &stop, int timeoutMs = 20000)
{
    QElapsedTimer t;
    t.start();
    while (!stop()) {
        if (t.elapsed() > timeoutMs)
            return false;
        if (s.handInProgress() && s.view(0).myTurn())
            s.submitLocal(*s.hint());
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}
} // namespace

class TestSevensSession : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;
    QString path() const { return dir_.filePath(QStringLiteral("save.json")); }

private slots:
    void init() { QFile::remove(path()); }

    // The move events, questions, answers, states and settlements written directly
    // (SevensModule::eventJson, questionJson, stateJson and settlementText, net::actJson) are
    // byte for byte what Qt writes for the same objects, for every seat, plays and covers, at
    // every turn of many hands, under every preset and option.
    void movesAndAnswersWrittenAsQtWrites()
    {
        const auto qt = [](const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); };
        // ... and in the plain form a client reads without Qt's parser (FlatJson), as Qt reads it.
        const auto plain = [](const QByteArray &json, const QJsonObject &o) {
            const auto f = FlatJson::read(json);
            return f && f->toObject() == o;
        };
        int plays = 0, covers = 0, settlements = 0, direct = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            SessionSettings settings = settingsFor(seed, 2);
            // Every preset and option: the settlements differ in reasons, multipliers, shares.
            Rules &r = settings.match.rules;
            r.sevenClearSix = seed % 5 != 0;
            r.allCovered100 = seed % 3 == 1;
            r.bigMidSmall = seed % 7 == 3;
            if (r.bigMidSmall)
                r.sevenClearSix = r.allCovered100 = false;
            if (seed % 4 == 2) {
                r.preset = Preset::Biqi;
                r.sevenClearSix = r.allCovered100 = r.bigMidSmall = false;
            }
            r.headTail = seed % 6 == 5;
            QVERIFY2(r.validate().empty(), r.validate().c_str());
            if (seed % 2)
                settings.names[1] = QStringLiteral("\"阿明\"\\\t"); // a name Qt must escape
            session::SevensModule m(settings);
            std::array<std::unique_ptr<session::ComputerBrain>, 4> brains;
            for (int s = 0; s < 4; ++s)
                brains[std::size_t(s)] = m.makeComputer(s % 2 ? QStringLiteral("random") : QStringLiteral("heuristic"), seed + std::uint64_t(s));
            while (!m.matchFinished()) {
                if (!m.handInProgress())
                    m.dealNextHand();
                while (m.handInProgress()) {
                    const int seat = m.decision().seats.front();
                    for (int v = 0; v < 4; ++v) {
                        QJsonObject state = m.stateFor(v, m.eventCount());
                        state.insert("table", int(seed));
                        QCOMPARE(m.stateJson(v, m.eventCount(), int(seed)), qt(state));
                    }
                    for (const int deadline : {-1, 0, 999, 30000}) {
                        QCOMPARE(m.questionJson(seat, deadline), qt(m.question(seat, deadline)));
                        QVERIFY(plain(m.questionJson(seat, deadline), m.question(seat, deadline)));
                    }
                    const QJsonObject action = brains[std::size_t(seat)]->decide(m, seat);
                    const auto a = session::SevensModule::actionFrom(action);
                    QVERIFY(a);
                    QJsonObject act = action;
                    act.insert("type", "act");
                    act.insert("hand", m.handNumber());
                    act.insert("turn", m.table().hand().turn());
                    QCOMPARE(net::actJson(m.handNumber(), m.table().hand().turn(), *a), qt(act));
                    QVERIFY(plain(net::actJson(m.handNumber(), m.table().hand().turn(), *a), act));
                    const int hand = m.handNumber();
                    m.apply(seat, action);
                    const int i = m.eventCount() ? m.eventCount() - 1 : 51;
                    if (m.handNumber() != hand || !m.handInProgress()) {
                        QCOMPARE(m.settlementText(), qt(m.settlementJson()));
                        ++settlements;
                        // Written directly unless an amount is not whole (then by Qt).
                        const QJsonObject result = m.settlementJson().value("result").toObject();
                        bool whole = true;
                        for (const QJsonValue &v : result.value("results").toArray())
                            whole = whole && v.toDouble() == double(v.toInteger());
                        direct += whole;
                        break; // the hand's last move: the next hand has begun or the match ended
                    }
                    (a->isCover() ? covers : plays) += 1;
                    for (int v = 0; v < 4; ++v) {
                        QCOMPARE(m.eventJson(v, i), qt(m.eventFor(v, i)));
                        QVERIFY(plain(m.eventJson(v, i), m.eventFor(v, i)));
                    }
                }
            }
        }
        QVERIFY(plays > 1000 && covers > 100);
        QCOMPARE(settlements, 80);
        QVERIFY(direct >= 60);
    }

    void wholeHandAgainstComputers()
    {
        SevensSession s;
        s.setSavePath(path());
        s.setComputerPause(0);
        QSignalSpy finished(s.model(), &SevensGame::handFinished);
        s.start(settingsFor(11));
        QVERIFY(QFile::exists(path()));
        QVERIFY(playUntil(s, [&] { return !finished.isEmpty(); }));
        const Settlement st = finished.first().first().value<Settlement>();
        // The session's settlement is the engine's for this hand (S20).
        const Settlement again = settle(s.settings().match.rules, HandOutcome::of(s.table().hand()));
        QCOMPARE(st.money, again.money);
        QCOMPARE(st.results, again.results);
        QCOMPARE(int(s.model()->moveLog().size()), kTurns);
        for (Seat i = 0; i < kSeats; ++i)
            QCOMPARE(s.table().match().balances()[std::size_t(i)], 3000 + st.money[std::size_t(i)]);
        s.nextHand();
        QCOMPARE(s.table().handNumber(), 1);
        QVERIFY(s.handInProgress());
    }

    void rejectedActionChangesNothing()
    {
        SevensSession s;
        s.setComputerPause(0);
        s.start(settingsFor(5));
        QVERIFY(playUntil(s, [&] { return s.view(0).myTurn() && s.view(0).turn() > 4 && !s.view(0).playable().empty(); }));
        const HandView v = s.view(0);
        const CardSet notPlayable = v.hand() - v.playable();
        const int turn = v.turn();
        if (!notPlayable.empty())
            QCOMPARE(s.submitLocal(Action::play(notPlayable.first())), MoveError::NotPlayable);
        QCOMPARE(s.submitLocal(Action::cover(v.hand().first())), MoveError::MustPlay); // S6
        QCOMPARE(s.view(0).turn(), turn);
    }

    void resumeAfterSimulatedCrash()
    {
        std::vector<Action> moves;
        std::array<std::int64_t, kSeats> balances {};
        Seat toMove = 0;
        {
            auto *s = new SevensSession;
            s->setSavePath(path());
            s->setComputerPause(0);
            QSignalSpy finished(s->model(), &SevensGame::handFinished);
            s->start(settingsFor(21));
            // Finish one hand, then play into the second.
            QVERIFY(playUntil(*s, [&] { return !finished.isEmpty(); }));
            s->nextHand();
            QVERIFY(playUntil(*s, [&] { return s->view(0).turn() >= 17; }));
            for (int i = 0; i < s->table().hand().turn(); ++i)
                moves.push_back(s->table().hand().moveAction(i));
            balances = s->table().match().balances();
            toMove = s->table().hand().toMove();
            // A crash: the object goes away with no chance to save anything more. A kill
            // during a write would leave QSaveFile's temporary file, never a half save.
            QFile junk(path() + QStringLiteral(".XXXXXX-tmp"));
            QVERIFY(junk.open(QIODevice::WriteOnly));
            junk.write("{\"format\": \"qixing-sev");
            delete s;
        }
        SevensSession r;
        r.setSavePath(path());
        r.setComputerPause(0);
        QCOMPARE(r.resume(), SevensSession::ResumeResult::Resumed);
        QCOMPARE(r.table().handNumber(), 1);
        QCOMPARE(r.table().hand().turn(), int(moves.size()));
        for (int i = 0; i < int(moves.size()); ++i)
            QVERIFY(r.table().hand().moveAction(i) == moves[std::size_t(i)]);
        QCOMPARE(r.table().match().balances(), balances);
        QCOMPARE(r.table().hand().toMove(), toMove);
        QCOMPARE(int(r.model()->moveLog().size()), int(moves.size()));
        QSignalSpy finished(r.model(), &SevensGame::handFinished);
        QVERIFY(playUntil(r, [&] { return !finished.isEmpty(); }));
    }

    void damagedSaveIsReportedAndKeptAside_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("garbage") << QByteArray("\x01\x02 not json at all");
        QTest::newRow("truncated") << QByteArray("{\"format\": \"qixing-sevens-save\", \"version\": 1, \"sett");
        QTest::newRow("wrong type") << QByteArray("[1, 2, 3]");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("unknown field") << QByteArray("{\"format\": \"qixing-sevens-save\", \"version\": 1, \"cheat\": 1}");
    }
    void damagedSaveIsReportedAndKeptAside()
    {
        QFETCH(QByteArray, content);
        QFile f(path());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        SevensSession s;
        s.setSavePath(path());
        QString error, movedTo;
        QCOMPARE(s.resume(&error, &movedTo), SevensSession::ResumeResult::Damaged);
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(path()));
        QVERIFY(QFile::exists(movedTo));
        QFile kept(movedTo);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), content);
        QVERIFY(!s.active());
        QFile::remove(movedTo);
    }

    void saveWithAnIllegalMoveIsDamaged()
    {
        {
            SevensSession s;
            s.setSavePath(path());
            s.setComputerPause(0);
            s.start(settingsFor(3));
            QVERIFY(playUntil(s, [&] { return s.view(0).turn() >= 9; }));
            s.close();
        }
        QFile f(path());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        QJsonArray moves = o.value("moves").toArray();
        QVERIFY(moves.size() >= 2);
        moves[1] = QJsonObject {{"play", "KD"}}; // a king cannot be the second card
        o["moves"] = moves;
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(o).toJson());
        f.close();
        SevensSession r;
        r.setSavePath(path());
        QString error, movedTo;
        QCOMPARE(r.resume(&error, &movedTo), SevensSession::ResumeResult::Damaged);
        QVERIFY2(error.contains("move"), qPrintable(error));
        QVERIFY(QFile::exists(movedTo));
        QFile::remove(movedTo);
    }

    void noSaveMeansNothingToResume()
    {
        SevensSession s;
        s.setSavePath(path());
        QCOMPARE(s.resume(), SevensSession::ResumeResult::NoSave);
    }

    void leavingPaysThePenaltyS43()
    {
        SevensSession s;
        s.setSavePath(path());
        s.setComputerPause(0);
        s.start(settingsFor(8, 4));
        QVERIFY(playUntil(s, [&] { return s.view(0).turn() >= 6; }));
        QSignalSpy over(s.model(), &SevensGame::matchFinished);
        const Match::Leaving l = s.leave();
        QCOMPARE(l.penalty, 3 * 300); // 3 bases of 30 × 10
        QCOMPARE(l.change[0], -900);
        QCOMPARE(l.change[1], 300);
        QCOMPARE(l.change[2], 300);
        QCOMPARE(l.change[3], 300);
        QVERIFY(s.table().match().takenOver(0));
        QVERIFY(s.isMatchFinished()); // a computer player finished the seat
        QCOMPARE(over.size(), 1);
        QVERIFY(!QFile::exists(path()));
        // The balances add the hands and the penalty.
        std::int64_t sum = 0;
        for (auto b : s.table().match().balances())
            sum += b;
        QCOMPARE(sum, 4 * 3000);
    }

    void turnTimeLimitPlaysForThePerson()
    {
        SevensSession s;
        s.setComputerPause(0);
        SessionSettings st = settingsFor(13);
        st.turnSeconds = 1;
        QSignalSpy timed(s.model(), &SevensGame::timeLimitPlayed);
        s.start(st);
        QVERIFY(QTest::qWaitFor([&] { return s.view(0).myTurn(); }, 5000));
        const int turn = s.view(0).turn();
        QVERIFY(s.model()->secondsLeft() >= 0);
        QVERIFY(QTest::qWaitFor([&] { return !timed.isEmpty(); }, 3000));
        QVERIFY(s.view(0).turn() > turn);
    }

    void saveFileRoundTrip()
    {
        session::SavedGame g;
        g.settings = settingsFor(99);
        g.openingBalances = {3000, 3000, 3000, 3000};
        g.booked.push_back({{Fraction(5), Fraction(-11, 2), Fraction(1, 2), Fraction(0)}, {50, -55, 5, 0}});
        g.handNumber = 1;
        g.moves = {Action::play(kSevenOfSpades), Action::cover(Card(Suit::Hearts, 2))};
        g.kindsNow = g.settings.kinds;
        const session::SavedGame back = session::SavedGame::fromJson(g.toJson());
        QVERIFY(back.settings == g.settings);
        QCOMPARE(back.booked.size(), std::size_t(1));
        QVERIFY(back.booked[0].results[1] == Fraction(-11, 2));
        QVERIFY(back.moves == g.moves);
    }
};

QTEST_GUILESS_MAIN(TestSevensSession)
#include "test_sevens_session.moc"
