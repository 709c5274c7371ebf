// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer's "Play on from here" and "Show other hands", and the hall's History
// button (issue 29), for both games:
// - played on from a mid-hand decision of seat 2, the window's desktop table holds the very
//   position the record has there (every seat's state equal), the person plays seat 2, the
//   hand goes on to its settlement with legal moves, and the new match is recorded (its first
//   hand taken up mid-way, and it replays);
// - "Show other hands" shows, at each decision of a full record, exactly each other seat's
//   concealed holdings of the record's module there, and hides them again; a seat's record
//   cannot show them (the control is disabled, with a tooltip saying why);
// - the hall's History button opens the History.

#include "records/hand_replay.h"
#include "sevens/sevens_session.h"
#include "table/game_registry.h"
#include "table/table_session.h"
#include "ui/kit/settings.h"
#include "ui/records/history_screen.h"
#include "ui/records/record_keeper.h"
#include "ui/records/replay_screen.h"
#include "ui/records/replay_table.h"
#include "ui/shell/hall_screen.h"
#include "window_screens.h"

#include "../net/spin_until.h"
#include "recorded_hand.h"

#include <QCheckBox>
#include <QFile>
#include <QMessageBox>
#include <QJsonArray>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace qixing;
using namespace qixing::ui;

namespace {
// One hand of `game` played by its computers at a desktop table watched by `keeper`
// (tests/ui/recorded_hand.h); the match's uid ("" when the hand did not end).
QString playOneHand(RecordKeeper &keeper, const QString &game, std::uint64_t seed)
{
    if (test::playOneHand(keeper, game, seed).isEmpty())
        return {};
    keeper.store()->flush();
    records::RecordStore::Filter f;
    f.game = game;
    const QList<records::RecordStore::MatchRow> rows = keeper.store()->matches(f);
    return rows.isEmpty() ? QString() : rows.front().uid;
}

// What `seat` holds hidden from the others in `m`, by the names the game's messages use,
// sorted: from the seat's own state (Sevens: its cards and covered cards; mahjong: its
// concealed tiles).
QStringList hiddenHoldings(const session::GameModule &m, int seat)
{
    const QJsonObject state = m.stateFor(seat, m.eventCount());
    QStringList out;
    for (const char *key : {"cards", "covered", "tiles"})
        for (const QJsonValue &v : state.value(QLatin1String(key)).toArray())
            out << v.toString();
    out.sort();
    return out;
}

void removeSaves()
{
    QFile::remove(session::SevensSession::defaultSavePath());
    QFile::remove(session::LocalMahjongGame::defaultSavePath());
}
} // namespace

class TestReplayViewer : public QObject
{
    Q_OBJECT
    QTemporaryDir settingsDir_;
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Qixing"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-test-replay-viewer"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
        QVERIFY(Settings::shared().setKeepRecords(true));
    }
    void init()
    {
        // Each window's own store and saves, afresh.
        removeSaves();
        for (const char *end : {"", "-wal", "-shm"})
            QFile::remove(records::RecordStore::defaultPath() + QLatin1String(end));
    }
    void cleanup() { removeSaves(); }

    void playOnFromMidHand_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("sevens") << QStringLiteral("sevens");
        QTest::newRow("mahjong") << QStringLiteral("mahjong");
    }
    void playOnFromMidHand()
    {
        QFETCH(QString, game);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GameScreen *screen = nullptr;
        for (GameScreen *s : w.screens()) {
            s->tableSession()->setComputerPause(0);
            s->tableSession()->setClaimPause(0);
            s->tableSession()->setDealPause(0);
            if (s->gameId() == game)
                screen = s;
        }
        QVERIFY(screen);
        RecordKeeper *keeper = w.records();
        QVERIFY(keeper->keeping());
        const QString uid = playOneHand(*keeper, game, 41);
        QVERIFY(!uid.isEmpty());
        const QJsonObject doc = keeper->store()->hands(uid).value(0);

        // The replay watched from seat 2, at the middle one of seat 2's decisions.
        constexpr int kWatched = 2;
        w.showHistory();
        QVERIFY(w.historyScreen()->openMatch(uid));
        ReplayScreen *replay = w.historyScreen()->replay();
        replay->showHand(0, kWatched);
        QCOMPARE(replay->seat(), kWatched);
        QList<int> mine;
        const QJsonArray decisions = doc.value(QLatin1String("decisions")).toArray();
        for (int d = 0; d < decisions.size(); ++d)
            if (decisions[d].toObject().value(QLatin1String("seat")).toInt() == kWatched
                && decisions[d].toObject().value(QLatin1String("options")).toInt() > 1)
                mine << d;
        QVERIFY(mine.size() >= 3);
        const int d = mine[mine.size() / 2];
        replay->showDecision(d);
        const std::unique_ptr<session::GameModule> expected = records::HandReplay(doc).moduleAt(d);
        QVERIFY(expected->handInProgress());
        QVERIFY(replay->playOnButton()->isEnabled());

        // The person (seat 2 now) answers as the game's usual computer would: legal moves.
        session::TableSession *table = screen->tableSession();
        int answered = 0;
        QString refused;
        connect(table, &session::TableSession::asked, this, [&, table](int seat) {
            QTimer::singleShot(0, table, [&, table, seat] {
                if (!table->module() || !table->isAsked(seat))
                    return;
                const auto brain = table->module()->makeComputer(table->module()->defaultComputer(), 5);
                const QString why = table->submit(seat, brain->decide(*table->module(), seat));
                if (!why.isEmpty())
                    refused = why;
                ++answered;
            });
        });
        replay->playOnButton()->click();
        // Nothing was saved or running: nothing to ask; the game's page shows the position.
        QCOMPARE(w.currentScreen(), screen);
        QVERIFY(table->module());
        for (int s = 0; s < 4; ++s)
            QCOMPARE(table->module()->stateFor(s, table->module()->eventCount()),
                     expected->stateFor(s, expected->eventCount()));
        QCOMPARE(table->seatKind(kWatched), QStringLiteral("person"));
        for (int s = 0; s < 4; ++s)
            if (s != kWatched)
                QVERIFY(session::GameRegistry::find(game)->knowsComputer(table->seatKind(s)));
        const int local = game == QLatin1String("sevens") ? sevensOf(w)->game()->localSeat() : mahjongOf(w)->game()->localSeat();
        QCOMPARE(local, kWatched);

        // On to the hand's end, with legal moves only.
        QVERIFY(spinUntil([&] { return table->module() && !table->module()->handInProgress(); }, 45000));
        QCOMPARE(refused, QString());
        QVERIFY(answered > 0);

        // Recorded as a match of its own: its first hand taken up where the record was.
        keeper->store()->flush();
        records::RecordStore::Filter f;
        f.game = game;
        const QList<records::RecordStore::MatchRow> rows = keeper->store()->matches(f);
        QCOMPARE(rows.size(), 2);
        const QString played = rows[0].uid == uid ? rows[1].uid : rows[0].uid;
        QVERIFY(played != uid);
        const QJsonObject hand = keeper->store()->hands(played).value(0);
        QVERIFY(hand.value(QLatin1String("resumed")).toBool());
        QCOMPARE(hand.value(QLatin1String("kinds")).toArray().at(kWatched).toString(), QStringLiteral("person"));
        QCOMPARE(records::HandReplay(hand).verify(), QString());
        std::array<QString, 4> kinds;
        for (int seat = 0; seat < 4; ++seat)
            kinds[std::size_t(seat)] = hand.value(QLatin1String("kinds")).toArray().at(seat).toString();
        QCOMPARE(hand.value(QLatin1String("start")).toObject(), expected->save(kinds));
    }

    void playOnAsksBeforeReplacingASavedMatch()
    {
        // A saved unfinished mahjong match: playing on from a record asks first, and "No"
        // keeps it (the save is untouched).
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        MahjongTableScreen *screen = mahjongOf(w);
        screen->tableSession()->setComputerPause(0);
        session::MahjongSettings s;
        s.names = {QStringLiteral("Mei"), QString(), QString(), QString()};
        s.kinds = {QStringLiteral("person"), QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("efficient")};
        s.seed = 3;
        screen->start(s);
        QVERIFY(screen->hasSave());
        w.showHall(); // the match stays saved
        screen->closeDesktop();
        QFile save(session::LocalMahjongGame::defaultSavePath());
        QVERIFY(save.open(QIODevice::ReadOnly));
        const QByteArray before = save.readAll();
        save.close();

        RecordKeeper *keeper = w.records();
        const QString uid = playOneHand(*keeper, QStringLiteral("mahjong"), 43);
        QVERIFY(!uid.isEmpty());
        w.showHistory();
        QVERIFY(w.historyScreen()->openMatch(uid));
        ReplayScreen *replay = w.historyScreen()->replay();
        replay->showDecision(10);
        replay->playOnButton()->click();
        QMessageBox *box = nullptr;
        QVERIFY(spinUntil([&] { return (box = w.findChild<QMessageBox *>(QStringLiteral("replaceBox"))) && box->isVisible(); }, 5000));
        box->button(QMessageBox::No)->click();
        QVERIFY(!screen->matchRunning());
        QVERIFY(save.open(QIODevice::ReadOnly));
        QCOMPARE(save.readAll(), before);
        save.close();
    }

    void otherHandsShowTheRecordsHoldings_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("sevens") << QStringLiteral("sevens");
        QTest::newRow("mahjong") << QStringLiteral("mahjong");
    }
    void otherHandsShowTheRecordsHoldings()
    {
        QFETCH(QString, game);
        QTemporaryDir dir;
        RecordKeeper keeper;
        QCOMPARE(keeper.open(dir.filePath(QStringLiteral("records.sqlite"))), QString());
        const QString uid = playOneHand(keeper, game, 47);
        QVERIFY(!uid.isEmpty());
        const QJsonObject doc = keeper.store()->hands(uid).value(0);
        HistoryScreen history;
        history.setStore(keeper.store());
        history.resize(1024, 640);
        history.show();
        QVERIFY(history.openMatch(uid));
        ReplayScreen *replay = history.replay();
        constexpr int kWatched = 1;
        replay->showHand(0, kWatched);
        QVERIFY(replay->otherHandsControl()->isEnabled());
        QVERIFY(!replay->otherHandsShown()); // off by default
        const auto none = [&] {
            for (const QStringList &h : replay->table()->openHands())
                if (!h.isEmpty())
                    return false;
            return true;
        };
        QVERIFY(none());

        replay->otherHandsControl()->click();
        QVERIFY(replay->otherHandsShown());
        const records::HandReplay record(doc);
        int compared = 0;
        for (int d = 0; d < record.decisionCount(); ++d) {
            replay->showDecision(d);
            const std::unique_ptr<session::GameModule> m = record.moduleAt(d);
            const std::array<QStringList, 4> shown = replay->table()->openHands();
            for (int s = 0; s < 4; ++s) {
                if (s == kWatched)
                    QVERIFY(shown[std::size_t(s)].isEmpty()); // the seat's own hand is its table's
                else
                    QCOMPARE(shown[std::size_t(s)], hiddenHoldings(*m, s));
            }
            ++compared;
        }
        QVERIFY(compared > 10);
        // Another seat watched: the same, from there.
        replay->showHand(0, 3);
        QVERIFY(replay->otherHandsShown());
        replay->showDecision(record.decisionCount() / 2);
        QCOMPARE(replay->table()->openHands()[0], hiddenHoldings(*record.moduleAt(record.decisionCount() / 2), 0));

        // Off: face down again.
        replay->otherHandsControl()->click();
        QVERIFY(!replay->otherHandsShown());
        QVERIFY(none());
        replay->stepForward();
        QVERIFY(none());
    }

    void aSeatRecordCannotShowOtherHands()
    {
        QTemporaryDir dir;
        RecordKeeper keeper;
        QCOMPARE(keeper.open(dir.filePath(QStringLiteral("records.sqlite"))), QString());
        const QString uid = playOneHand(keeper, QStringLiteral("sevens"), 53);
        QVERIFY(!uid.isEmpty());
        // Seat 1's record of the hand, as a joined seat keeps it: what it was told, no more.
        QJsonObject seatDoc = keeper.store()->hands(uid).value(0);
        QJsonArray messages;
        for (const records::HandReplay::Told &t : records::HandReplay(seatDoc).messagesFor(1))
            messages.append(QJsonObject {{"t", 0}, {"m", t.message}});
        seatDoc.remove(QStringLiteral("start"));
        seatDoc.remove(QStringLiteral("decisions"));
        seatDoc.insert(QStringLiteral("view"), 1);
        seatDoc.insert(QStringLiteral("origin"), QStringLiteral("joined"));
        seatDoc.insert(QStringLiteral("messages"), messages);
        QCOMPARE(records::HandReplay(seatDoc).verify(), QString());

        ReplayScreen replay;
        replay.resize(1024, 640);
        replay.show();
        QCOMPARE(replay.open({}, {seatDoc}), QString());
        QCOMPARE(replay.seats(), QList<int>({1}));
        QVERIFY(!replay.otherHandsControl()->isEnabled());
        QVERIFY(replay.otherHandsControl()->toolTip().contains(QStringLiteral("one seat's")));
        replay.setOtherHandsShown(true);
        QVERIFY(!replay.otherHandsShown());
        for (int p = 1; p <= replay.count(); ++p) {
            replay.setPosition(p);
            for (const QStringList &h : replay.table()->openHands())
                QVERIFY(h.isEmpty());
        }
        // Nor can it be played on.
        QVERIFY(!replay.playOnButton()->isEnabled());
        QString why;
        QVERIFY(replay.playOnSave(&why).isEmpty());
        QVERIFY(!why.isEmpty());
    }

    void hallHistoryButtonOpensTheHistory()
    {
        MainWindow w;
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *button = w.findChild<QPushButton *>(QStringLiteral("historyButton"));
        QVERIFY(button);
        QVERIFY(button->isVisible());
        QVERIFY(!w.historyScreen()->isVisible());
        button->click();
        QVERIFY(w.historyScreen()->isVisible());
    }
};

QTEST_MAIN(TestReplayViewer)
#include "test_replay_viewer.moc"
