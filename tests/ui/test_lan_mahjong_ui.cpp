// SPDX-License-Identifier: GPL-3.0-or-later
// Zhangzhou mahjong on the LAN through the window (issue 10), offscreen and on loopback only:
// joining a `qixing-server` process by address (the window learns the table's game from the
// host and connects again as a mahjong client), playing a hand in the joined window and
// seeing the host deal on; hosting a mahjong table from 開桌設定's settings against
// `qixing-cli mahjong bot-client` processes and dealing the next hand from the settlement;
// the lobby and the browser describing a mahjong table in words.

#include "../net/table_configs.h"
#include "mahjong/mahjong_json.h"
#include "mahjong/mahjong_client.h"
#include "mahjong/joined_mahjong_game.h"
#include "net/server.h"
#include "mahjong/local_mahjong_game.h"
#include "ui/kit/i18n.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/lobby_screen.h"
#include "ui/mahjong/mahjong_settlement_dialog.h"
#include "ui/mahjong/mahjong_table_model.h"
#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/mahjong/mahjong_table_widget.h"
#include "ui/shell/main_window.h"
#include "window_screens.h"
#include "ui/kit/table_side_panel.h"
#include "mahjong/players.h"
#include "lan_window_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing;
using namespace qixing::ui;

using namespace qixing::ui::test;

namespace {
// Answers every question the table page shows with the computer's own answer (the hint), as
// a person would by clicking, until `done`; counts the answers. False on a timeout.
bool answerUntil(MainWindow &w, const std::function<bool()> &done, int *answers, int ms = 60000)
{
    QElapsedTimer t;
    t.start();
    int lastStep = -1;
    while (!done()) {
        if (t.elapsed() > ms)
            return false;
        MahjongTableScreen *screen = mahjongOf(w);
        session::MahjongGame *game = screen->game();
        const auto &q = screen->table()->model().question();
        if (game && q && q->step != lastStep) {
            const QJsonObject hint = game->hint();
            if (!hint.isEmpty()) {
                lastStep = q->step;
                // The page may have answered by itself (auto-win): a refusal then is no error.
                if (game->submit(hint).isEmpty())
                    ++*answers;
            }
        }
        QTest::qWait(5);
    }
    return true;
}

// A seat (or, with seat < 0, a spectator) followed through what a joined window folds
// (JoinedMahjongGame's messages into a MahjongTableModel), answering as the computer would.
struct Follower
{
    net::MahjongClient *client = new net::MahjongClient; // owned by game
    net::JoinedMahjongGame game {client};
    MahjongTableModel model;

    Follower(quint16 port, int table, int seat, const QString &name)
    {
        QObject::connect(&game, &session::MahjongGame::message, &game, [this](const QJsonObject &m) { model.apply(m); });
        QObject::connect(client, &net::TableClient::welcomed, client, [this, table, seat] {
            if (seat < 0)
                client->watch(table);
            else
                client->sit(table, seat);
        });
        QObject::connect(client, &net::TableClient::seated, client, [this] { client->setReady(true); });
        QObject::connect(client, &net::TableClient::yourTurn, client, [this] {
            client->act(mahjong::makePlayer("efficient", 7)->choose(client->view()));
        });
        client->connectToHost(QStringLiteral("127.0.0.1"), port, name);
    }
};

QString mahjongRulesFile(const QString &path)
{
    mahjong::Rules r;
    r.rounds = 1;
    r.claimSeconds = 30;
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(QJsonDocument(mahjong::json::rulesTo(r)).toJson());
    return path;
}
} // namespace

class TestLanMahjongUi : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QixingTest"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-lan-mahjong-test"));
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
    }

    // A mahjong table's TableInfo in words: the lobby and the browser say base, streak and
    // 圈, not the Sevens preset the rules object does not hold.
    void mahjongTableInWords()
    {
        mahjong::Rules r;
        r.base = 500;
        r.streak = mahjong::StreakOption::Doubling;
        r.rounds = 2;
        r.claimSeconds = 12;
        const QJsonObject info {{"game", "mahjong"}, {"rules", mahjong::json::rulesTo(r)}, {"turnSeconds", 20}};
        const QString full = tableRulesText(info, false);
        QVERIFY2(full.contains(QStringLiteral("Base 500")), qPrintable(full));
        QVERIFY2(full.contains(QStringLiteral("Dealer streak: pays 1, 2, 4")), qPrintable(full));
        QVERIFY(full.contains(QStringLiteral("Rounds: 2")));
        QVERIFY(full.contains(QStringLiteral("12 s")));
        QVERIFY(full.contains(QStringLiteral("20 s")));
        QVERIFY(!tableRulesText(info, true).contains(QLatin1Char('\n')));
        // The lobby says which game the table plays.
        LobbyScreen lobby;
        lobby.setRole(false, QStringLiteral("192.0.2.1:47017"));
        lobby.setTable(info, 1);
        QVERIFY(lobby.findChild<QLabel *>(QStringLiteral("lobbySubtitle"))->text().startsWith(QStringLiteral("Zhangzhou mahjong · ")));
        QCOMPARE(gameName(QStringLiteral("mahjong")), QStringLiteral("Zhangzhou mahjong"));
        QCOMPARE(tableRulesText(QJsonObject {{"game", "mahjong"}, {"rules", QJsonObject {{"base", -3}}}}, false),
                 LobbyScreen::tr("unknown rules"));
    }

    // Joined by address with no table named: the host's first free table is a mahjong one, so
    // the window connects again as a mahjong client, sits, starts, plays a hand by answering
    // its questions, reads the settlement and sees the host deal the next hand.
    void joinAMahjongServerByAddress()
    {
        const quint16 port = freePort();
        QProcess server;
        server.setProcessChannelMode(QProcess::MergedChannels);
        server.start(QStringLiteral(QIXING_SERVER),
                     {QStringLiteral("--port"), QString::number(port), QStringLiteral("--tables"), QStringLiteral("0"),
                      QStringLiteral("--mahjong-tables"), QStringLiteral("1"), QStringLiteral("--mahjong-rules"),
                      mahjongRulesFile(dir_.filePath(QStringLiteral("rules.json"))), QStringLiteral("--claim-pause"),
                      QStringLiteral("0"), QStringLiteral("--pause"), QStringLiteral("0"), QStringLiteral("--next-hand-delay"),
                      QStringLiteral("500"), QStringLiteral("--turn-seconds"), QStringLiteral("0"), QStringLiteral("--no-discovery"),
                      QStringLiteral("--seed"), QStringLiteral("11"), QStringLiteral("--name"), QStringLiteral("Mahjong night"),
                      // A state folder of its own: the user's would resume another run's match.
                      QStringLiteral("--state-dir"), dir_.filePath(QStringLiteral("server-state"))});
        QVERIFY(server.waitForStarted());
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("joined.json")));
        QVERIFY(joinWhenListening(w, port, QStringLiteral("Mei")));
        QVERIFY(mahjongOf(w)->joinedGame());
        QVERIFY(!sevensOf(w)->remoteGame());
        QCOMPARE(w.lanGame(), QStringLiteral("mahjong"));
        QVERIFY(w.lobby()->findChild<QLabel *>(QStringLiteral("lobbyRules"))->text().contains(QStringLiteral("Rounds: 1")));
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyStart"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(mahjongOf(w)->isVisible(), 10000);
        MahjongTableScreen *screen = mahjongOf(w);
        QCOMPARE(screen->game(), static_cast<session::MahjongGame *>(mahjongOf(w)->joinedGame()));
        QCOMPARE(screen->lanRole(), LanRole::Guest);
        const int seat = mahjongOf(w)->joinedGame()->localSeat();
        QVERIFY(seat >= 0);
        int answers = 0;
        QVERIFY(answerUntil(w, [&] { return screen->settlementDialog() != nullptr; }, &answers));
        QVERIFY(answers > 0);
        QVERIFY(screen->panel()->logLines() > 10);
        // The host deals on by itself: the settlement closes and the next hand is drawn.
        const int hand = screen->table()->model().handNumber();
        QPointer<MahjongSettlementDialog> first = screen->settlementDialog();
        QVERIFY(first->findChild<QPushButton *>(QStringLiteral("nextButton"))->text() == MahjongSettlementDialog::tr("Close"));
        QTRY_VERIFY_WITH_TIMEOUT(first.isNull(), 10000);
        QTRY_VERIFY(screen->table()->model().handNumber() == hand + 1);
        // Leaving a joined table asks first; it costs nothing but the seat.
        w.leaveTable();
        QTRY_VERIFY(messageBox(&w, "leaveBox") != nullptr);
        QMessageBox *leave = messageBox(&w, "leaveBox");
        leave->buttons().first()->click();
        QTRY_VERIFY(!w.lanClient());
        QVERIFY(!mahjongOf(w)->isVisible());
        QCOMPARE(screen->lanRole(), LanRole::None);
        server.terminate();
        QVERIFY(server.waitForFinished(5000));
    }

    // The connection drops mid-hand: the window offers to reconnect, takes the seat back and
    // shows exactly what the host tells that seat (the page rebuilt from the host's state).
    void reconnectToAMahjongTable()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Flaky tiles");
        config.game = QStringLiteral("mahjong");
        editMahjong(config, [&](qixing::session::MahjongSettings &m) { m.rules.rounds = 1; });
        config.seed = 5;
        config.computerPauseMs = 100;
        config.claimPauseMs = 0;
        const int id = server.addTable(config);
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("reconnect.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"), -1, {}, {}, QStringLiteral("mahjong"));
        QTRY_VERIFY(w.onLobbyPage());
        const int seat = w.lanClient()->seat();
        QVERIFY(server.startTable(id));
        QTRY_VERIFY(mahjongOf(w)->isVisible());
        QTRY_VERIFY(mahjongOf(w)->joinedGame()->active());

        w.lanClient()->disconnectFromHost(); // as if the cable were pulled
        QTRY_VERIFY(messageBox(&w, "reconnectBox") != nullptr);
        QVERIFY(!mahjongOf(w)->isVisible());
        QMessageBox *box = messageBox(&w, "reconnectBox");
        QAbstractButton *again = nullptr;
        for (QAbstractButton *b : box->buttons())
            if (b->text() == QStringLiteral("Reconnect"))
                again = b;
        QVERIFY(again);
        again->click();
        QTRY_VERIFY(mahjongOf(w)->joinedGame() && mahjongOf(w)->joinedGame()->active());
        QCOMPARE(w.lanClient()->seat(), seat);
        QTRY_VERIFY(mahjongOf(w)->isVisible());
        session::TableSession *host = server.tableSession(id);
        QVERIFY(host && host->handInProgress());
        // What the page shows equals a fresh fold of the host's messages for that seat.
        session::LocalMahjongGame truth(host, seat);
        const MahjongTableModel &shown = mahjongOf(w)->table()->model();
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                MahjongTableModel fresh;
                for (const QJsonObject &m : truth.replay())
                    fresh.apply(m);
                return fresh.handNumber() == shown.handNumber() && fresh.ownTiles() == shown.ownTiles()
                    && fresh.lastDiscard().tile == shown.lastDiscard().tile;
            }(),
            10000);
        w.leaveLanTable();
        QVERIFY(!w.lanClient());
    }

    // Seats swapped by the host between two hands (issue 30): before the next hand's state,
    // the moved person's table turns to her new seat (its settlement stays up) and every
    // table (hers, a person's not moved, a spectator's) shows the names and the money at the
    // new seats; the next hand is dealt and played from there.
    void seatSwapShowsAtOnce()
    {
        net::TableServer server(QStringLiteral("Swap host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Swap tiles");
        editMahjong(config, [&](qixing::session::MahjongSettings &m) { m.rules.rounds = 1; });
        config.seed = 5;
        config.computerPauseMs = 0;
        config.claimPauseMs = 0;
        config.nextHandDelayMs = 8000; // time for the swap, and a look at the tables, between the hands
        const int id = server.addTable(config);
        Follower bo(server.port(), id, 0, QStringLiteral("Bo"));
        QTRY_VERIFY(bo.client->seat() == 0);
        Follower owl(server.port(), id, -1, QStringLiteral("Owl"));
        QTRY_VERIFY(owl.client->spectating());
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("swap.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"), -1, {}, {}, QStringLiteral("mahjong"));
        QTRY_VERIFY(w.onLobbyPage());
        QCOMPARE(w.lanClient()->seat(), 1);
        QVERIFY(server.startTable(id));
        MahjongTableScreen *page = mahjongOf(w);
        int answers = 0;
        QVERIFY(answerUntil(w, [&] { return page->settlementDialog() != nullptr; }, &answers));
        const session::TableSession *ts = server.tableSession(id);
        QVERIFY(ts && !ts->handInProgress());
        QTRY_VERIFY(bo.model.handOver() && owl.model.handOver());
        // Mei changes chairs with a computer whose money differs from hers (else a plate left
        // as it was would pass).
        const auto money = ts->module()->balances();
        const int to = money[2] != money[1] ? 2 : 3;
        QVERIFY2(money[std::size_t(to)] != money[1], "seed 5's first hand leaves seats 1-3 at one balance");
        const std::int64_t meiMoney = money[1], computerMoney = money[std::size_t(to)];
        const MahjongTableModel &mei = page->table()->model();
        QCOMPARE(mei.seat(1).name, QStringLiteral("Mei"));
        // How the hand ended, as the table says it (who won names the player, not the chair).
        const QString ended = page->table()->accessibleTableDescription();

        // The host window's own table is a local view of the host's session: it is told too.
        session::LocalMahjongGame hostSide(server.tableSession(id), 0);
        MahjongTableModel hostView;
        for (const QJsonObject &m : hostSide.replay())
            QVERIFY(hostView.apply(m));
        connect(&hostSide, &session::MahjongGame::message, this, [&](const QJsonObject &m) { hostView.apply(m); });

        QString why;
        QVERIFY2(server.swapSeats(id, 1, to, &why), qPrintable(why));
        const auto seatedAnew = [&](const MahjongTableModel &m) {
            return m.handNumber() == 0 && m.seat(to).name == QLatin1String("Mei") && m.seat(to).balance == meiMoney
                && m.seat(1).name.isEmpty() && m.seat(1).balance == computerMoney && m.seat(0).name == QLatin1String("Bo");
        };
        QTRY_VERIFY(seatedAnew(mei) && seatedAnew(bo.model) && seatedAnew(owl.model) && seatedAnew(hostView));
        QCOMPARE(w.lanClient()->seat(), to);
        // Hers turned: her new chair at the bottom, showing its hand as the settlement opened
        // it; her settlement is still up.
        QCOMPARE(mei.localSeat(), to);
        QCOMPARE(mei.bottomSeat(), to);
        QCOMPARE(int(page->table()->handTiles().size()), int(mei.revealed()[std::size_t(to)].size()));
        QCOMPARE(page->joinedGame()->seatName(to), QStringLiteral("Mei"));
        QVERIFY(page->settlementDialog() != nullptr);
        QCOMPARE(page->table()->accessibleTableDescription(), ended);
        QCOMPARE(bo.model.localSeat(), 0);
        QVERIFY(owl.model.spectating());
        QCOMPARE(owl.model.bottomSeat(), 0);

        // The next hand: dealt at her new seat, and she answers from it.
        const int before = answers;
        QVERIFY(answerUntil(w, [&] { return mei.handNumber() == 1 && answers > before; }, &answers));
        QCOMPARE(mei.localSeat(), to);
        QCOMPARE(mei.seat(to).name, QStringLiteral("Mei"));
        QTRY_VERIFY(bo.model.handNumber() == 1 && owl.model.handNumber() == 1);
        QCOMPARE(bo.model.seat(to).name, QStringLiteral("Mei"));
        QCOMPARE(owl.model.seat(to).name, QStringLiteral("Mei"));
        w.leaveLanTable();
    }

    // Issue 31: a joined window that crashed or was closed mid-hand gets its seat back when
    // it joins that host again (its token kept on disk, not its name); the move log names the
    // computer players as the plaques do ("Computer 1", "Computer 2" for seats 3 and 4, after
    // a person at seat 1); leaving on purpose forgets the seat.
    void rejoinAfterACrashAndTheLogsNames()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Crashy tiles");
        config.game = QStringLiteral("mahjong");
        editMahjong(config, [&](qixing::session::MahjongSettings &m) { m.rules.rounds = 1; });
        config.seed = 7;
        config.computerPauseMs = 150;
        config.claimPauseMs = 0;
        const int id = server.addTable(config);
        // A person at seat 1 who plays the computer's answers.
        net::MahjongClient other;
        auto player = mahjong::makePlayer("efficient", 1);
        connect(&other, &net::TableClient::welcomed, this, [&] { other.sit(id, 0); });
        connect(&other, &net::TableClient::yourTurn, this, [&](int) { other.act(player->choose(other.view())); });
        other.connectToHost(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Kai"));
        QTRY_COMPARE(other.seat(), 0);

        auto w = std::make_unique<MainWindow>();
        prepare(*w, dir_.filePath(QStringLiteral("crash.json")));
        w->joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"), -1, {}, {}, QStringLiteral("mahjong"));
        QTRY_VERIFY(w->onLobbyPage());
        QCOMPARE(w->lanClient()->seat(), 1);
        QVERIFY(server.startTable(id));
        QTRY_VERIFY(mahjongOf(*w)->isVisible());
        session::TableSession *host = server.tableSession(id);
        int answers = 0;
        QVERIFY(answerUntil(*w, [&] { return host->module()->eventCount() > 30; }, &answers, 30000));

        w.reset(); // closed without leaving (a crash leaves the same behind: the seat on disk)
        QTRY_VERIFY(host->seatKind(1) != QLatin1String("remote"));

        // Joined again by address, from the hall's Sevens tile even: the seat comes back.
        auto again = std::make_unique<MainWindow>();
        prepare(*again, dir_.filePath(QStringLiteral("crash2.json")));
        again->joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"), -1, {}, {}, QStringLiteral("sevens"));
        QTRY_VERIFY_WITH_TIMEOUT(mahjongOf(*again)->joinedGame() && mahjongOf(*again)->joinedGame()->active(), 10000);
        QVERIFY(!messageBox(again.get(), "notice"));
        QCOMPARE(again->lanClient()->seat(), 1);
        QTRY_COMPARE(host->seatKind(1), QStringLiteral("remote"));
        QTRY_VERIFY(mahjongOf(*again)->isVisible());

        // The log, rebuilt from the host's state: seats 3 and 4 are Computer 1 and 2, as on
        // their plaques; nothing is called Computer 3.
        TableSidePanel *log = mahjongOf(*again)->panel();
        QTRY_VERIFY(log->logLines() > 10);
        QString all;
        for (int i = 0; i < log->logLines(); ++i)
            all += log->logLine(i) + QLatin1Char('\n');
        QVERIFY2(all.contains(QStringLiteral("Computer 1 ")) && all.contains(QStringLiteral("Computer 2 ")), qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("Computer 3")) && !all.contains(QStringLiteral("Computer 0")), qPrintable(all));

        // Leaving on purpose forgets the seat: the next join does not offer it.
        again->leaveTable();
        QTRY_VERIFY(messageBox(again.get(), "leaveBox") != nullptr);
        messageBox(again.get(), "leaveBox")->buttons().first()->click();
        QTRY_VERIFY(!again->lanClient());
        QVERIFY(rememberedSeat(QStringLiteral("127.0.0.1"), server.port()).token.isEmpty());
    }

    // Hosted from this window against three bot-client processes: they sit, the host starts,
    // plays its seat through the host's own table, reads the settlement and deals the next
    // hand; the table's page shows the LAN chat; closing the table returns to the hall.
    void hostAMahjongTableAgainstBotClients()
    {
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("hosted.json")));
        w.setHostPauses(0, 0); // the bots and the host's computer players at full speed
        session::MahjongSettings s;
        s.names = {QStringLiteral("Ana"), QString(), QString(), QString()};
        s.rules.rounds = 1;
        s.rules.claimSeconds = 30;
        s.seed = 11;
        LanHostOptions o;
        o.name = QStringLiteral("Tiles tonight");
        o.port = freePort();
        QVERIFY(hostMahjong(w, s, o));
        QVERIFY(w.onLobbyPage());
        QCOMPARE(w.lanGame(), QStringLiteral("mahjong"));
        std::vector<std::unique_ptr<QProcess>> bots;
        for (int i = 1; i <= 3; ++i) {
            auto p = std::make_unique<QProcess>();
            p->setProcessChannelMode(QProcess::MergedChannels);
            p->start(QStringLiteral(QIXING_CLI),
                     {QStringLiteral("mahjong"), QStringLiteral("bot-client"), QStringLiteral("--host"), QStringLiteral("127.0.0.1"),
                      QStringLiteral("--port"), QString::number(o.port), QStringLiteral("--name"), QStringLiteral("Bot%1").arg(i)});
            QVERIFY(p->waitForStarted());
            bots.push_back(std::move(p));
        }
        auto *seats = w.lobby()->findChild<QTableWidget *>("lobbySeats");
        QTRY_VERIFY_WITH_TIMEOUT(seatsContain(seats, QStringLiteral("Bot1")) && seatsContain(seats, QStringLiteral("Bot2"))
                                     && seatsContain(seats, QStringLiteral("Bot3")),
                                 10000);
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyStart"), Qt::LeftButton);
        QTRY_VERIFY(mahjongOf(w)->isVisible());
        MahjongTableScreen *screen = mahjongOf(w);
        QCOMPARE(screen->lanRole(), LanRole::Host);
        QCOMPARE(screen->game()->localSeat(), 0);
        QVERIFY(screen->game()->dealsNextHand());
        for (int x = 1; x < 4; ++x)
            QVERIFY(screen->game()->seatName(x).startsWith(QStringLiteral("Bot")));
        int answers = 0;
        QVERIFY(answerUntil(w, [&] { return screen->settlementDialog() != nullptr; }, &answers));
        QVERIFY(answers > 0);
        const int hand = screen->table()->model().handNumber();
        // The host reads the settlement, then deals: nothing happens until it is closed.
        QTest::qWait(300);
        QCOMPARE(screen->table()->model().handNumber(), hand);
        QCOMPARE(screen->settlementDialog()->findChild<QPushButton *>(QStringLiteral("nextButton"))->text(),
                 MahjongSettlementDialog::tr("Next hand"));
        screen->settlementDialog()->accept();
        QTRY_VERIFY(screen->table()->model().handNumber() == hand + 1);
        // The host's chat reaches the page's own chat box.
        w.lanServer()->hostChat(w.hostedTableId(), QStringLiteral("tea anyone?"));
        auto *chat = screen->panel()->findChild<QListWidget *>(QStringLiteral("tableChat"));
        QVERIFY(chat && chat->isVisibleTo(screen));
        QTRY_VERIFY(chat->count() > 0 && chat->item(chat->count() - 1)->text().contains(QStringLiteral("tea anyone?")));
        w.closeHostedTable();
        QVERIFY(!w.lanServer());
        QVERIFY(!screen->isVisible());
        QCOMPARE(screen->lanRole(), LanRole::None);
        for (auto &p : bots)
            QTRY_VERIFY_WITH_TIMEOUT(p->state() == QProcess::NotRunning, 10000);
    }
};

QTEST_MAIN(TestLanMahjongUi)
#include "test_lan_mahjong_ui.moc"
