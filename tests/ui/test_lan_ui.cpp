// SPDX-License-Identifier: GPL-3.0-or-later
// LAN play through the windows, offscreen and on loopback only: hosting from 開桌設定 and
// joining with a SevensClient, joining an in-process TableServer through the join code and
// playing a whole hand in the joined window, lobby chat both ways, the host closing, losing
// the connection and reconnecting, and discovery answered on 127.0.0.1.

#include "../net/table_configs.h"
#include "sevens/sevens_client.h"
#include "net/server.h"
#include "sevens/players.h"
#include "ui/kit/i18n.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/main_window.h"
#include "window_screens.h"
#include "lan_window_support.h"
#include "ui/sevens/sevens_table_screen.h"
#include "sevens/joined_sevens_game.h"
#include "sevens/local_sevens_game.h"
#include "sevens/sevens_session.h"
#include "ui/sevens/sevens_settlement_dialog.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/kit/texts.h"
#include "ui/shell/host_tools_bar.h"
#include "ui/sevens/sevens_texts.h"
#include "ui/sevens/sevens_table_widget.h"

#include <QApplication>
#include <QCheckBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QAction>
#include <QRegularExpression>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>

using namespace qixing;
using namespace qixing::sevens;
using namespace qixing::ui;

using namespace qixing::ui::test;

namespace {
bool listContains(QListWidget *list, const QString &text)
{
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->text().contains(text))
            return true;
    return false;
}

// A computer player over the network, taking `seat` at `table` and always ready.
class Bot : public QObject
{
public:
    Bot(quint16 port, int table, int seat, const QString &name)
    {
        connect(&client, &net::SevensClient::welcomed, this, [this, table, seat] { client.sit(table, seat); });
        connect(&client, &net::SevensClient::seated, this, [this] { client.setReady(true); });
        connect(&client, &net::SevensClient::yourTurn, this, [this] {
            HeuristicPlayer h;
            client.act(h.chooseAction(client.view()));
        });
        client.connectToHost(QStringLiteral("127.0.0.1"), port, name);
    }
    net::SevensClient client;
};

// A seat (or, with seat < 0, a spectator) followed through the model a joined window reads
// (JoinedSevensGame folded by SevensModel), playing its seat as the computer would.
struct Follower
{
    net::SevensClient *client = new net::SevensClient; // owned by game
    net::JoinedSevensGame game {client};
    session::SevensModel model {&game};

    Follower(quint16 port, int table, int seat, const QString &name)
    {
        QObject::connect(client, &net::SevensClient::welcomed, client, [this, table, seat] {
            if (seat < 0)
                client->watch(table);
            else
                client->sit(table, seat);
        });
        QObject::connect(client, &net::SevensClient::seated, client, [this] { client->setReady(true); });
        QObject::connect(client, &net::SevensClient::yourTurn, client, [this] {
            HeuristicPlayer h;
            client->act(h.chooseAction(client->view()));
        });
        client->connectToHost(QStringLiteral("127.0.0.1"), port, name);
    }
};

// Clicks the card the hint suggests whenever the joined window's seat is to move.
bool playUntil(MainWindow &w, const std::function<bool()> &done, int ms = 40000)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > ms)
            return false;
        session::SevensGame *g = sevensOf(w)->game();
        if (g && g->active() && g->handInProgress() && g->localView().myTurn() && (w.currentScreen() == sevensOf(w))) {
            if (const auto a = g->localHint()) {
                const QRectF r = sevensOf(w)->table()->handCardRect(a->card);
                if (!r.isNull())
                    QTest::mouseClick(sevensOf(w)->table(), Qt::LeftButton, Qt::NoModifier,
                                      QPoint(int(r.left() + 6), int(r.center().y())));
            }
        }
        QTest::qWait(5);
    }
    return true;
}

session::SessionSettings oneHand()
{
    session::SessionSettings s = SevensSettingsDialog::defaults();
    s.match.hands = 1;
    return s;
}
} // namespace

class TestLanUi : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QixingTest"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-lan-test"));
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
    }

    // 開桌設定 with "Host on the LAN" hosts the table; a client joins it and chats with the
    // host; Start plays the host's seat through the same table code as a local game; closing
    // the table tells the client why.
    void hostFromTheDialogAndJoinWithAClient()
    {
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("host.json")));
        w.openHostDialog();
        auto *d = w.findChild<SevensSettingsDialog *>();
        QVERIFY(d);
        QVERIFY(d->hostOnLan());
        const quint16 port = freePort();
        d->findChild<QLineEdit *>("lanName")->setText(QStringLiteral("Friday table"));
        d->findChild<QSpinBox *>("lanPort")->setValue(port);
        d->findChild<QSpinBox *>("hands")->setValue(2);
        QCOMPARE(d->findChild<QPushButton *>("okButton")->text(), QStringLiteral("Host the table"));
        QTest::mouseClick(d->findChild<QPushButton *>("okButton"), Qt::LeftButton);
        QTRY_VERIFY(w.onLobbyPage());
        QVERIFY(w.lanServer());
        QCOMPARE(w.lanServer()->port(), port);
        auto *title = w.lobby()->findChild<QLabel *>("lobbyTitle");
        QCOMPARE(title->text(), QStringLiteral("Friday table"));
        QVERIFY(w.lobby()->findChild<QLabel *>("lobbyRules")->text().contains(QStringLiteral("Hands: 2")));

        net::SevensClient c;
        QJsonArray seen;
        connect(&c, &net::SevensClient::welcomed, &c, [&](const QJsonArray &t) {
            seen = t;
            c.sit(t.at(0).toObject().value("id").toInt());
        });
        QStringList heard;
        connect(&c, &net::SevensClient::chatReceived, &c, [&](const QString &from, const QString &text) { heard << from + ": " + text; });
        QString closedWhy;
        connect(&c, &net::SevensClient::errorReceived, &c, [&](const QString &code, const QString &m) {
            if (code == QLatin1String("closed"))
                closedWhy = m;
        });
        bool gone = false;
        connect(&c, &net::SevensClient::disconnected, &c, [&] { gone = true; });
        c.connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Mei"));
        QTRY_VERIFY(c.seat() > 0);
        // Everyone sees the rules before sitting down.
        QCOMPARE(seen.at(0).toObject().value("name").toString(), QStringLiteral("Friday table"));
        QCOMPARE(seen.at(0).toObject().value("hands").toInt(), 2);
        auto *seats = w.lobby()->findChild<QTableWidget *>("lobbySeats");
        QTRY_VERIFY(seatsContain(seats, QStringLiteral("Mei")));

        // Chat both ways.
        c.chat(QStringLiteral("hello host"));
        auto *chat = w.lobby()->findChild<QListWidget *>("lobbyChat");
        QTRY_VERIFY(listContains(chat, QStringLiteral("Mei: hello host")));
        QTest::keyClicks(w.lobby()->findChild<QLineEdit *>("lobbyChatInput"), QStringLiteral("welcome, Mei"));
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyChatSend"), Qt::LeftButton);
        QTRY_VERIFY(heard.join('\n').contains(QStringLiteral("welcome, Mei")));
        QVERIFY(listContains(chat, QStringLiteral("welcome, Mei")));

        // The dialog remembers the LAN table's name and port.
        QCOMPARE(QSettings().value(QStringLiteral("lan/tableName")).toString(), QStringLiteral("Friday table"));
        QCOMPARE(QSettings().value(QStringLiteral("lan/port")).toInt(), int(port));

        // Start: the host plays in the table window on the server's session.
        c.setReady(true);
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyStart"), Qt::LeftButton);
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        QVERIFY(sevensOf(w)->game());
        // The host's seat reads the server's own table, through the model a joined table has.
        const auto *model = qobject_cast<session::SevensModel *>(sevensOf(w)->game());
        QVERIFY(model);
        const auto *hostSeat = qobject_cast<session::LocalSevensGame *>(model->source());
        QVERIFY(hostSeat);
        QCOMPARE(hostSeat->tableSession(), w.lanServer()->tableSession(w.hostedTableId()));
        QCOMPARE(sevensOf(w)->game()->localSeat(), 0);
        QTRY_VERIFY(c.mirror().has_value());
        QCOMPARE(sevensOf(w)->game()->seatName(c.seat()), QStringLiteral("Mei"));
        // Chat goes on at the table.
        auto *tableChat = w.findChild<SevensTableScreen *>()->findChild<QListWidget *>("tableChat");
        QVERIFY(tableChat && tableChat->isVisible());
        c.chat(QStringLiteral("good luck"));
        QTRY_VERIFY(listContains(tableChat, QStringLiteral("Mei: good luck")));
        auto *input = w.findChild<SevensTableScreen *>()->findChild<QLineEdit *>("tableChatInput");
        QTest::keyClicks(input, QStringLiteral("you too"));
        QTest::keyClick(input, Qt::Key_Return);
        QTRY_VERIFY(heard.join('\n').contains(QStringLiteral("you too")));
        // The match is autosaved on the host.
        QTRY_VERIFY(QFile::exists(dir_.filePath(QStringLiteral("lan-host-match.json"))));

        w.closeHostedTable();
        QTRY_VERIFY(gone);
        QCOMPARE(closedWhy, QStringLiteral("The host closed the table."));
        QVERIFY(!w.lanServer());
        QVERIFY(!(w.currentScreen() == sevensOf(w)) && !w.onLobbyPage());
    }

    // Joining an in-process server through the join code: the lobby, Start, a whole hand
    // played by clicks in the joined window (seat 1, drawn at the bottom), the settlement
    // with the host's figures, the final standings, and back to the lobby.
    void joinAndPlayAWholeHand()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Loopback table");
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        config.computerPauseMs = 0;
        config.nextHandDelayMs = 0;
        const int id = server.addTable(config);
        std::optional<Settlement> hostSettlement;
        connect(&server, &net::TableServer::matchStarted, this, [&](int t) {
            auto *hostSide = new session::SevensSession(*server.tableSession(t), &server);
            connect(hostSide->model(), &session::SevensGame::handFinished, this,
                    [&](const Settlement &st) { hostSettlement = st; });
        });
        Bot bo(server.port(), id, 0, QStringLiteral("Bo"));
        QTRY_VERIFY(bo.client.seat() == 0);

        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("join.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QTRY_VERIFY(w.onLobbyPage());
        QVERIFY(sevensOf(w)->remoteGame());
        QCOMPARE(sevensOf(w)->remoteGame()->client()->seat(), 1);
        auto *seats = w.lobby()->findChild<QTableWidget *>("lobbySeats");
        QTRY_VERIFY(seatsContain(seats, QStringLiteral("Bo")));
        // The host sends table changes at most every 100 ms.
        QTRY_VERIFY(seatsContain(seats, QStringLiteral("Mei (you)")));
        QVERIFY(w.lobby()->findChild<QLabel *>("lobbyRules")->text().contains(QStringLiteral("Hands: 1")));
        QCOMPARE(seats->item(1, 1)->text(), QStringLiteral("you, not ready yet"));
        w.lobby()->findChild<QCheckBox *>("lobbyReady")->setChecked(true);
        QCOMPARE(seats->item(1, 1)->text(), QStringLiteral("you, ready"));

        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyStart"), Qt::LeftButton);
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        const auto *model = qobject_cast<session::SevensModel *>(sevensOf(w)->game());
        QVERIFY(model);
        QCOMPARE(model->source(), sevensOf(w)->remoteGame());
        QCOMPARE(sevensOf(w)->game()->localSeat(), 1);
        QCOMPARE(sevensOf(w)->game()->seatName(0), QStringLiteral("Bo"));
        QCOMPARE(sevensOf(w)->game()->localView().hand().size() + sevensOf(w)->game()->localView().turn() / 4 >= 12, true);

        QVERIFY(playUntil(w, [&] { return sevensOf(w)->settlementDialog() != nullptr; }));
        QVERIFY(hostSettlement.has_value());
        SevensSettlementDialog *d = sevensOf(w)->settlementDialog();
        for (Seat s = 0; s < kSeats; ++s) {
            auto *money = d->findChild<QLabel *>(QStringLiteral("money-%1").arg(s));
            QVERIFY(money);
            QCOMPARE(money->text(), Texts::signedMoney(hostSettlement->money[std::size_t(s)]));
        }
        // Every seat's covered cards are turned up, as the host counted them.
        int shown = 0;
        for (Seat s = 0; s < kSeats; ++s)
            shown += d->findChild<CardStrip *>(QStringLiteral("covered-%1").arg(s))->cards().points() > 0 ? 1 : 0;
        int counted = 0;
        for (Seat s = 0; s < kSeats; ++s)
            counted += hostSettlement->points[std::size_t(s)] > 0 ? 1 : 0;
        QCOMPARE(shown, counted);
        // The move log has the whole hand.
        QCOMPARE(sevensOf(w)->panel()->moveLog()->count(), 52);

        d->accept();
        QTRY_VERIFY(sevensOf(w)->finalDialog() != nullptr);
        auto *bal = sevensOf(w)->finalDialog()->findChild<QLabel *>(QStringLiteral("balance-1"));
        QVERIFY(bal);
        QCOMPARE(bal->text(), Texts::money(3000 + hostSettlement->money[1]));
        sevensOf(w)->finalDialog()->accept();
        QTRY_VERIFY(w.onLobbyPage());
        w.leaveLanTable();
        QVERIFY(!sevensOf(w)->remoteGame());
    }

    // The joined window against a `qixing-server` process: a two-hand match at its second
    // table; the host deals the next hand by itself, which closes the first settlement.
    void joinAQixingServerProcess()
    {
        const quint16 port = freePort();
        QProcess server;
        server.setProcessChannelMode(QProcess::MergedChannels);
        server.start(QStringLiteral(QIXING_SERVER),
                     {QStringLiteral("--port"), QString::number(port), QStringLiteral("--tables"), QStringLiteral("2"),
                      QStringLiteral("--hands"), QStringLiteral("2"), QStringLiteral("--no-discovery"), QStringLiteral("--pause"),
                      QStringLiteral("0"), QStringLiteral("--next-hand-delay"), QStringLiteral("400"), QStringLiteral("--turn-seconds"),
                      QStringLiteral("0"), QStringLiteral("--name"), QStringLiteral("Headless"),
                      // A state folder of its own: the user's would resume another run's match.
                      QStringLiteral("--state-dir"), dir_.filePath(QStringLiteral("server-state"))});
        QVERIFY(server.waitForStarted());
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("process.json")));
        QVERIFY(joinWhenListening(w, port, QStringLiteral("Mei"), 2));
        QCOMPARE(sevensOf(w)->remoteGame()->client()->tableId(), 2);
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyStart"), Qt::LeftButton);
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        QVERIFY(playUntil(w, [&] { return sevensOf(w)->settlementDialog() != nullptr; }));
        QCOMPARE(sevensOf(w)->game()->handIndex(), 0);
        QVERIFY(!sevensOf(w)->game()->isMatchFinished());
        QPointer<SevensSettlementDialog> first = sevensOf(w)->settlementDialog();
        QVERIFY(first->findChild<QLabel *>(QStringLiteral("hostDeals")));
        QTRY_VERIFY(first.isNull()); // the next hand began
        QVERIFY(playUntil(w, [&] { return sevensOf(w)->settlementDialog() != nullptr; }));
        QCOMPARE(sevensOf(w)->game()->handIndex(), 1);
        QVERIFY(sevensOf(w)->game()->isMatchFinished());
        sevensOf(w)->settlementDialog()->accept();
        QTRY_VERIFY(sevensOf(w)->finalDialog() != nullptr);
        QCOMPARE(sevensOf(w)->game()->summary().booked.size(), std::size_t(2));
        sevensOf(w)->finalDialog()->accept();
        QTRY_VERIFY(w.onLobbyPage());
        w.leaveLanTable();
        server.terminate();
        QVERIFY(server.waitForFinished(5000));
    }

    // The host closing the table: the joined window says so and returns to the hall.
    void hostClosingIsShown()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Short table");
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        config.computerPauseMs = 0;
        server.addTable(config);
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("closed.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QTRY_VERIFY(w.onLobbyPage());
        // The host's code is worded here (in the window's language), not its English reason.
        server.closeAll(QStringLiteral("the host is shutting down"), QStringLiteral("hostStopped"));
        QTRY_VERIFY(messageBox(&w, "notice") != nullptr);
        QMessageBox *box = messageBox(&w, "notice");
        QVERIFY(box->text().contains(QStringLiteral("The host closed the table")));
        QVERIFY2(box->text().contains(QStringLiteral("The host program is shutting down.")), qPrintable(box->text()));
        QVERIFY(!box->text().contains(QStringLiteral("the host is shutting down")));
        QVERIFY(!w.onLobbyPage() && !(w.currentScreen() == sevensOf(w)));
        QVERIFY(!sevensOf(w)->remoteGame());
        box->accept();
    }

    // The host window against three `qixing-cli sevens bot-client` processes: they sit, the
    // host starts and plays a whole one-hand match by clicks, and every bot exits 0 when the
    // match ends normally.
    void hostedWindowAgainstBotClientProcesses()
    {
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("bots.json")));
        session::SessionSettings s = oneHand();
        s.names[0] = QStringLiteral("Ana");
        LanHostOptions o;
        o.name = QStringLiteral("Bots welcome");
        o.port = freePort();
        QVERIFY(hostSevens(w, s, o));
        std::vector<std::unique_ptr<QProcess>> bots;
        for (int i = 1; i <= 3; ++i) {
            auto p = std::make_unique<QProcess>();
            p->setProcessChannelMode(QProcess::MergedChannels);
            p->start(QStringLiteral(QIXING_CLI),
                     {QStringLiteral("sevens"), QStringLiteral("bot-client"), QStringLiteral("--host"), QStringLiteral("127.0.0.1"),
                      QStringLiteral("--port"), QString::number(o.port), QStringLiteral("--name"), QStringLiteral("Bot%1").arg(i)});
            QVERIFY(p->waitForStarted());
            bots.push_back(std::move(p));
        }
        auto *seats = w.lobby()->findChild<QTableWidget *>("lobbySeats");
        QTRY_VERIFY_WITH_TIMEOUT(seatsContain(seats, QStringLiteral("Bot1")) && seatsContain(seats, QStringLiteral("Bot2"))
                                     && seatsContain(seats, QStringLiteral("Bot3")),
                                 10000);
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyStart"), Qt::LeftButton);
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        for (Seat x = 1; x < kSeats; ++x)
            QVERIFY(sevensOf(w)->game()->seatName(x).startsWith(QStringLiteral("Bot")));
        QVERIFY(playUntil(w, [&] { return sevensOf(w)->settlementDialog() != nullptr; }));
        sevensOf(w)->settlementDialog()->accept();
        QTRY_VERIFY(sevensOf(w)->finalDialog() != nullptr);
        for (auto &p : bots) {
            QTRY_VERIFY_WITH_TIMEOUT(p->state() == QProcess::NotRunning, 10000); // the host needs the event loop
            QCOMPARE(p->exitStatus(), QProcess::NormalExit);
            QVERIFY2(p->exitCode() == 0, p->readAll().constData());
        }
        sevensOf(w)->finalDialog()->accept();
        QTRY_VERIFY(w.onLobbyPage());
        w.closeHostedTable();
    }

    // With animations on, the host's settlement of the last hand still shows, although the
    // server drops the match's session as soon as the hand is settled.
    void hostLastHandSettlementWithAnimations()
    {
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("anim.json")));
        w.setAnimationSpeed(AnimationSpeed::Fast);
        sevensOf(w)->setImmediateDialogs(false);
        LanHostOptions o;
        o.name = QStringLiteral("Animated");
        o.port = freePort();
        QVERIFY(hostSevens(w, oneHand(), o));
        w.lanServer()->startTable(w.hostedTableId());
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        w.lanServer()->tableSession(w.hostedTableId())->setComputerPause(0);
        QVERIFY(playUntil(w, [&] { return sevensOf(w)->settlementDialog() != nullptr; }));
        QVERIFY(!w.lanServer()->tableSession(w.hostedTableId())); // the match is over on the server
        QVERIFY(sevensOf(w)->settlementDialog()->findChild<QLabel *>(QStringLiteral("money-0")));
        sevensOf(w)->settlementDialog()->accept();
        QTRY_VERIFY(sevensOf(w)->finalDialog() != nullptr);
        sevensOf(w)->finalDialog()->accept();
        QTRY_VERIFY(w.onLobbyPage());
        w.closeHostedTable();
    }

    // A wrong password: the joined window explains it and stays in the hall.
    void wrongPasswordIsExplained()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Locked table");
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        config.password = QStringLiteral("sesame");
        server.addTable(config);
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("locked.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"), -1, QStringLiteral("wrong"));
        QTRY_VERIFY(messageBox(&w, "notice") != nullptr);
        QVERIFY(messageBox(&w, "notice")->text().contains(QStringLiteral("password")));
        QVERIFY(!sevensOf(w)->remoteGame());
        QVERIFY(!w.onLobbyPage());
        messageBox(&w, "notice")->accept();
        // The right one seats the player.
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"), -1, QStringLiteral("sesame"));
        QTRY_VERIFY(w.onLobbyPage());
        w.leaveLanTable();
    }

    // A dropped connection offers to reconnect; the token takes the seat back with the
    // whole state of the hand.
    void reconnectAfterADrop()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Flaky table");
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        config.computerPauseMs = 150;
        const int id = server.addTable(config);
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("reconnect.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QTRY_VERIFY(w.onLobbyPage());
        const Seat seat = sevensOf(w)->remoteGame()->client()->seat();
        QVERIFY(server.startTable(id));
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        QTRY_VERIFY(sevensOf(w)->game() && sevensOf(w)->game()->active());

        sevensOf(w)->remoteGame()->client()->disconnectFromHost(); // as if the cable were pulled
        QTRY_VERIFY(messageBox(&w, "reconnectBox") != nullptr);
        QVERIFY(!(w.currentScreen() == sevensOf(w)));
        QMessageBox *box = messageBox(&w, "reconnectBox");
        QAbstractButton *again = nullptr;
        for (QAbstractButton *b : box->buttons())
            if (b->text() == QStringLiteral("Reconnect"))
                again = b;
        QVERIFY(again);
        again->click();
        QTRY_VERIFY(sevensOf(w)->remoteGame() && sevensOf(w)->remoteGame()->active());
        QCOMPARE(sevensOf(w)->remoteGame()->client()->seat(), seat);
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)) || sevensOf(w)->settlementDialog());
        // The restored view is exactly the host's view of that seat.
        QVERIFY(server.tableSession(id));
        session::SevensSession hostSide(*server.tableSession(id));
        session::SevensSession *host = &hostSide;
        QVERIFY(host->handInProgress());
        QTRY_COMPARE(sevensOf(w)->game()->localView().turn(), host->view(seat).turn());
        QCOMPARE(sevensOf(w)->game()->localView().hand(), host->view(seat).hand());
        QCOMPARE(sevensOf(w)->game()->localView().myCovered(), host->view(seat).myCovered());
        QCOMPARE(sevensOf(w)->panel()->moveLog()->count(), host->view(seat).turn());
        w.leaveLanTable();
    }

    // Issue 31: a joined window closed (or crashed) mid-match takes its seat back when it
    // joins the host again, by the token it kept on disk, with the table's recent chat.
    void rejoinAfterTheWindowClosed()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Crashy table");
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        config.computerPauseMs = 150;
        const int id = server.addTable(config);
        auto w = std::make_unique<MainWindow>();
        prepare(*w, dir_.filePath(QStringLiteral("closedwindow.json")));
        w->joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QTRY_VERIFY(w->onLobbyPage());
        const Seat seat = sevensOf(*w)->remoteGame()->client()->seat();
        QVERIFY(server.startTable(id));
        QTRY_VERIFY((w->currentScreen() == sevensOf(*w)));
        QTRY_VERIFY(sevensOf(*w)->game() && sevensOf(*w)->game()->active());
        w->lanClient()->chat(QStringLiteral("back in a minute"));
        QTRY_VERIFY(listContains(w->lobby()->findChild<QListWidget *>("lobbyChat"), QStringLiteral("back in a minute")));
        w.reset();
        QVERIFY(server.tableSession(id));
        session::TableSession *host = server.tableSession(id);
        QTRY_VERIFY(host->seatKind(seat) != QLatin1String("remote"));

        MainWindow again;
        prepare(again, dir_.filePath(QStringLiteral("closedwindow2.json")));
        again.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QTRY_VERIFY(sevensOf(again)->remoteGame() && sevensOf(again)->remoteGame()->active());
        QVERIFY(!messageBox(&again, "notice"));
        QCOMPARE(sevensOf(again)->remoteGame()->client()->seat(), seat);
        QTRY_COMPARE(host->seatKind(seat), QStringLiteral("remote"));
        QTRY_VERIFY((again.currentScreen() == sevensOf(again)) || sevensOf(again)->settlementDialog());
        QTRY_VERIFY(listContains(again.lobby()->findChild<QListWidget *>("lobbyChat"), QStringLiteral("Mei: back in a minute")));
        again.leaveLanTable();
    }

    // Issue 31: the host's window hears when a joined person drops, and when they are back.
    void hostHearsOfADropAndTheReturn()
    {
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("hostdrop.json")));
        w.openHostDialog();
        auto *d = w.findChild<SevensSettingsDialog *>();
        QVERIFY(d);
        const quint16 port = freePort();
        d->findChild<QSpinBox *>("lanPort")->setValue(port);
        QTest::mouseClick(d->findChild<QPushButton *>("okButton"), Qt::LeftButton);
        QTRY_VERIFY(w.onLobbyPage());
        auto c = std::make_unique<net::SevensClient>();
        connect(c.get(), &net::SevensClient::welcomed, c.get(), [&](const QJsonArray &t) { c->sit(t.at(0).toObject().value("id").toInt()); });
        c->connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Mei"));
        QTRY_VERIFY(c->seat() > 0);
        const int seat = c->seat();
        const QString token = c->token();
        c->setReady(true);
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyStart"), Qt::LeftButton);
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        c.reset(); // the connection drops
        auto *chat = w.lobby()->findChild<QListWidget *>("lobbyChat");
        const QString dropped = QStringLiteral("Mei (seat %1) lost the connection").arg(seat + 1);
        QTRY_VERIFY(listContains(chat, dropped));
        QVERIFY(w.statusBar()->currentMessage().contains(dropped));
        net::SevensClient back;
        back.connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Mei"), token);
        QTRY_VERIFY(listContains(chat, QStringLiteral("Mei is back at seat %1.").arg(seat + 1)));
        w.closeHostedTable();
    }

    // A drop in the lobby: the host forgets the seat, so reconnecting sits down again.
    void reconnectInTheLobby()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Lobby table");
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        server.addTable(config);
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("lobbydrop.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QTRY_VERIFY(w.onLobbyPage());
        sevensOf(w)->remoteGame()->client()->disconnectFromHost();
        QTRY_VERIFY(messageBox(&w, "reconnectBox") != nullptr);
        QMessageBox *box = messageBox(&w, "reconnectBox");
        for (QAbstractButton *b : box->buttons())
            if (b->text() == QStringLiteral("Reconnect"))
                b->click();
        QTRY_VERIFY(w.onLobbyPage());
        QTRY_VERIFY(sevensOf(w)->remoteGame() && sevensOf(w)->remoteGame()->client()->seat() >= 0);
        QVERIFY(!messageBox(&w, "notice"));
        w.leaveLanTable();
    }

    // Discovery, answered on loopback: the browser lists the hosted table with its rules
    // and free seats, and joining from it seats the player at the host's table.
    void discoveryOnLoopback()
    {
        MainWindow host;
        prepare(host, dir_.filePath(QStringLiteral("disc-host.json")));
        session::SessionSettings s = SevensSettingsDialog::defaults();
        s.names[0] = QStringLiteral("Ana");
        LanHostOptions o;
        o.name = QStringLiteral("Ana's table");
        o.port = freePort();
        QVERIFY(hostSevens(host, s, o));
        QVERIFY(host.discoveryPort() != 0);

        MainWindow guest;
        prepare(guest, dir_.filePath(QStringLiteral("disc-guest.json")));
        guest.setBrowserTargets({kLoopback}, host.discoveryPort());
        guest.openJoinDialog();
        LanBrowserDialog *b = guest.lanBrowser();
        QVERIFY(b);
        QTRY_COMPARE(b->rowCount(), 1);
        b->selectRow(0);
        QCOMPARE(b->host(), QStringLiteral("127.0.0.1"));
        QCOMPARE(b->port(), o.port);
        QVERIFY(b->tableId() >= 1);
        auto *tree = b->findChild<QTreeWidget *>("lanTables");
        QTreeWidgetItem *row = tree->topLevelItem(0);
        QCOMPARE(row->text(0), QStringLiteral("Ana's table"));
        QCOMPARE(row->text(1), QStringLiteral("Sevens"));
        QCOMPARE(row->text(3), QStringLiteral("3 of 4"));
        QVERIFY(row->text(4).contains(QStringLiteral("Uniform")) || !row->text(4).isEmpty());
        b->findChild<QLineEdit *>("lanPlayerName")->setText(QStringLiteral("Kai"));
        QTest::mouseClick(b->findChild<QPushButton *>("lanJoin"), Qt::LeftButton);
        QTRY_VERIFY(guest.onLobbyPage());
        auto *seats = host.lobby()->findChild<QTableWidget *>("lobbySeats");
        QTRY_VERIFY(seatsContain(seats, QStringLiteral("Kai")));
        // The host closes: the guest is told.
        host.closeHostedTable();
        QTRY_VERIFY(messageBox(&guest, "notice") != nullptr);
        messageBox(&guest, "notice")->accept();
    }

    // --- issue 13: no English in Chinese screens, and the host's clock keeps running

    // A refused connection is reported as refused, in the window's own words (never the
    // system's English text).
    void refusedConnectionIsReportedInOurWords()
    {
        const quint16 port = freePort(); // nothing listens there any more
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN")}) {
            Language::apply(lang);
            MainWindow w;
            prepare(w, dir_.filePath(QStringLiteral("refused.json")));
            w.joinTable(QStringLiteral("127.0.0.1"), port, QStringLiteral("Mei"));
            QTRY_VERIFY(messageBox(&w, "notice") != nullptr);
            const QString text = messageBox(&w, "notice")->text();
            QVERIFY2(!text.contains(QStringLiteral("Connection refused")), qPrintable(text));
            if (lang == QLatin1String("en"))
                QVERIFY2(text.contains(QStringLiteral("refused the connection")), qPrintable(text));
            else
                QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}"))), qPrintable(text));
            QCOMPARE(text.contains(QString::number(port)), true);
        }
        Language::apply(QStringLiteral("en"));
    }

    // The host leaves computer seats unnamed; each window names them in its own language.
    void computerSeatsAreNamedInTheReadersLanguage()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Loopback table");
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        config.computerPauseMs = 0;
        server.addTable(config);
        Language::apply(QStringLiteral("zh_TW"));
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("computers.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QTRY_VERIFY(w.onLobbyPage());
        QCOMPARE(sevensOf(w)->remoteGame()->client()->seat(), 0);
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyStart"), Qt::LeftButton);
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        QCOMPARE(sevensOf(w)->game()->seatName(1), QString());
        QCOMPARE(SevensTexts::shownName(*sevensOf(w)->game(), 1), QStringLiteral("電腦 1"));
        QCOMPARE(SevensTexts::shownName(*sevensOf(w)->game(), 3), QStringLiteral("電腦 3"));
        QCOMPARE(SevensTexts::shownName(*sevensOf(w)->game(), 0), QStringLiteral("Mei"));
        QVERIFY(playUntil(w, [&] { return sevensOf(w)->panel()->moveLog()->count() >= 8; }));
        for (int i = 0; i < sevensOf(w)->panel()->moveLog()->count(); ++i)
            QVERIFY2(!sevensOf(w)->panel()->moveLog()->item(i)->text().contains(QStringLiteral("Computer")), qPrintable(sevensOf(w)->panel()->moveLog()->item(i)->text()));
        w.leaveLanTable();
        Language::apply(QStringLiteral("en"));
    }

    // A hosted table does not stop for a dialog (the others play on): the window warns.
    void hostedClockWarnsInsteadOfPausing()
    {
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("hostclock.json")));
        session::SessionSettings s = oneHand();
        s.turnSeconds = 60;
        LanHostOptions o;
        o.port = 0;
        QVERIFY(hostSevens(w, s, o));
        w.lanServer()->startTable(w.hostedTableId());
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        session::TableSession *hosted = w.lanServer()->tableSession(w.hostedTableId());
        QVERIFY(hosted);
        QTRY_VERIFY_WITH_TIMEOUT(hosted->handInProgress() && hosted->isAsked(0), 30000);
        auto *note = w.findChild<SevensTableScreen *>()->findChild<QLabel *>(QStringLiteral("clockNote"));
        QVERIFY(!note->isVisible());
        {
            QMessageBox about(QMessageBox::Information, QStringLiteral("About"), QStringLiteral("…"), QMessageBox::Ok, &w);
            about.open();
            QVERIFY(!hosted->paused());
            QVERIFY(hosted->secondsLeft(0) > 0);
            QVERIFY(note->isVisible());
        }
        QVERIFY(!note->isVisible());
        w.closeHostedTable();
    }

    // Host tools (issue 30) in the window: the clock shows base + bank, Away hands the host's
    // own seat to the computer and back, and a vote to end (the host alone: passed at once)
    // ends the hosted match and brings the lobby back.
    void hostToolsInTheWindow()
    {
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("hosttools.json")));
        session::SessionSettings s = oneHand();
        s.turnSeconds = 10;
        s.bankSeconds = 20;
        LanHostOptions o;
        o.port = 0;
        QVERIFY(hostSevens(w, s, o));
        QCOMPARE(w.lanServer()->tableInfo(w.hostedTableId()).value("clock").toObject().value("bank").toInt(), 20);
        w.lanServer()->startTable(w.hostedTableId());
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        session::TableSession *hosted = w.lanServer()->tableSession(w.hostedTableId());
        QTRY_VERIFY_WITH_TIMEOUT(hosted->handInProgress() && hosted->isAsked(0), 30000);
        auto *clock = w.findChild<SevensTableScreen *>()->findChild<QProgressBar *>(QStringLiteral("turnClock"));
        QTRY_VERIFY(clock->isVisible() && clock->format().endsWith(QStringLiteral(" + 20 s")));

        auto *away = w.findChild<QAction *>(QStringLiteral("awayAction"));
        QVERIFY(away);
        away->trigger();
        QVERIFY(w.lanServer()->isAway(w.hostedTableId(), 0));
        QVERIFY(!hosted->isPerson(0));
        QTRY_VERIFY(listContains(w.lobby()->findChild<QListWidget *>("lobbyChat"), QStringLiteral("is away")));
        away->trigger();
        QVERIFY(!w.lanServer()->isAway(w.hostedTableId(), 0));
        QVERIFY(hosted->isPerson(0));

        w.findChild<QAction *>(QStringLiteral("proposeEndAction"))->trigger();
        QTRY_VERIFY(w.onLobbyPage());
        QVERIFY(!w.lanServer()->tableSession(w.hostedTableId()));
        QTRY_VERIFY(w.findChild<HostToolsBar *>()->isVisible());
        QVERIFY(w.findChild<HostToolsBar *>()->text().contains(QStringLiteral("Everyone agreed")));
        // A rematch: the host alone agrees at once, and the match starts again.
        w.findChild<QAction *>(QStringLiteral("rematchAction"))->trigger();
        QTRY_VERIFY(w.lanServer()->tableSession(w.hostedTableId()));
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        w.closeHostedTable();
    }

    // --- watchui (issue 30): the Sevens spectator screen, Leave from watching, the host's
    // party switches.

    // Watching from the LAN browser: no seat is "yours" (every seat by its name and number, no
    // covered cards of yours, no Hint), seat 0 drawn at the bottom below the rows; in "behind"
    // mode the settlement shows every hand as dealt; Leave goes back to the LAN browser.
    void watchingASevensTable()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Watched table");
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        config.computerPauseMs = 0;
        config.seed = 11;
        config.spectators.hands = net::SpectatorPolicy::Behind;
        const int table = server.addTable(config);
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("watch.json")));
        w.watchLanTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Ana"), table, {}, QStringLiteral("sevens"));
        QTRY_VERIFY(w.onLobbyPage());
        QVERIFY(w.lanClient()->spectating());
        // The host keeps spectators out of the chat (the default): they read it only.
        QVERIFY(!w.lobby()->findChild<QLineEdit *>(QStringLiteral("lobbyChatInput"))->isEnabled());
        QVERIFY(!w.lobby()->findChild<QPushButton *>(QStringLiteral("lobbyChatSend"))->isEnabled());
        SevensTableScreen *screen = sevensOf(w);
        server.startTable(table);
        QTRY_VERIFY(w.currentScreen() == screen);
        SevensTableWidget *t = screen->table();
        QTRY_VERIFY(screen->game() && screen->game()->active());
        QVERIFY(t->watching());
        QVERIFY(t->myCoveredRect().isNull());
        QVERIFY(t->plaqueRect(0).top() > t->boardRect().bottom()); // seat 0 below the rows
        auto *hint = screen->findChild<QPushButton *>(QStringLiteral("hintButton"));
        QVERIFY(hint && !hint->isVisible());
        for (const AccessibleItem &it : t->accessibleItems()) {
            QVERIFY2(it.key != QLatin1String("covered"), "a spectator has no covered cards of its own");
            if (it.key.startsWith(QLatin1String("seat:")))
                QVERIFY2(!it.description.contains(QStringLiteral("You")), qPrintable(it.description));
        }
        QVERIFY(screen->panel()->findChild<QLabel *>(QStringLiteral("rulesLabel"))->text().contains(QStringLiteral("Watching")));
        auto *tableChat = screen->panel()->findChild<QLineEdit *>(QStringLiteral("tableChatInput"));
        QVERIFY(tableChat->isVisible() && !tableChat->isEnabled());
        QVERIFY(tableChat->placeholderText().contains(QStringLiteral("read the chat")));

        // The hand's end: the settlement, then every hand as it was dealt (13 cards a seat).
        QTRY_VERIFY_WITH_TIMEOUT(screen->settlementDialog(), 30000);
        SevensSettlementDialog *d = screen->settlementDialog();
        QVERIFY(!d->findChild<QLabel *>(QStringLiteral("name-0"))->text().contains(QStringLiteral("You")));
        QTRY_VERIFY(d->findChild<QWidget *>(QStringLiteral("dealtHands")));
        CardSet all;
        for (int s = 0; s < kSeats; ++s) {
            auto *strip = d->findChild<CardStrip *>(QStringLiteral("dealt-%1").arg(s));
            QVERIFY(strip);
            QCOMPARE(strip->cards().size(), 13);
            all = all | strip->cards();
        }
        QCOMPARE(all.size(), 52);
        d->accept();

        // Leave: back to the LAN browser, where the watching began.
        QTRY_VERIFY(w.currentScreen() == screen || w.onLobbyPage());
        w.leaveTable();
        QTRY_VERIFY(w.lanBrowser());
        QVERIFY(!w.lanClient());
        w.lanBrowser()->reject();
    }

    // A seat in the lobby of a host with several tables: the lobby lists them, Watch watches
    // another, and leaving it sits down at the first table again (its lobby).
    void watchFromTheLobbyAndComeBack()
    {
        net::TableServer server(QStringLiteral("Test host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        config.name = QStringLiteral("Table one");
        const int first = server.addTable(config);
        config.name = QStringLiteral("Table two");
        const int second = server.addTable(config);
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("lobbywatch.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"), first);
        QTRY_VERIFY(w.onLobbyPage() && w.lanClient() && w.lanClient()->seat() >= 0);
        auto *tables = w.lobby()->findChild<QTableWidget *>(QStringLiteral("lobbyTables"));
        auto *watch = w.lobby()->findChild<QPushButton *>(QStringLiteral("lobbyWatch"));
        QTRY_COMPARE(tables->rowCount(), 2);
        QVERIFY(tables->isVisible() && watch->isVisible());
        tables->selectRow(0); // this table: nothing to watch
        QVERIFY(!watch->isEnabled());
        tables->selectRow(1);
        QVERIFY(watch->isEnabled());
        QTest::mouseClick(watch, Qt::LeftButton);
        QTRY_VERIFY(w.lanClient() && w.lanClient()->spectating() && w.lanClient()->tableId() == second);
        QTRY_VERIFY(w.onLobbyPage());
        auto *chat = w.lobby()->findChild<QLineEdit *>(QStringLiteral("lobbyChatInput"));
        QVERIFY(!chat->isEnabled()); // a spectator of a table without spectators' chat
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>(QStringLiteral("lobbyLeave")), Qt::LeftButton);
        QTRY_VERIFY(w.lanClient() && w.lanClient()->seat() >= 0 && w.lanClient()->seat() < kSeats);
        QCOMPARE(w.lanClient()->tableId(), first);
        QTRY_VERIFY(w.onLobbyPage());
        QVERIFY(chat->isEnabled()); // seated again: the chat is theirs
        QVERIFY(sevensOf(w)->panel()->findChild<QLineEdit *>(QStringLiteral("tableChatInput"))->isEnabled());
        w.leaveLanTable();
    }

    // 開桌設定's party switches reach the window's host as qixing-server's options do: a wrong
    // spectator password is refused, the right one admitted; three duplicate tables are in
    // the lobby; the switches are remembered (not the password).
    void hostedPartySwitches()
    {
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("party.json")));
        w.openHostDialog();
        auto *d = w.findChild<SevensSettingsDialog *>();
        QVERIFY(d);
        const quint16 port = freePort();
        d->findChild<QSpinBox *>("lanPort")->setValue(port);
        d->findChild<QCheckBox *>("lanSpectators")->setChecked(true);
        d->findChild<QLineEdit *>("lanSpectatorPassword")->setText(QStringLiteral("owl"));
        d->findChild<QCheckBox *>("lanSpectatorChat")->setChecked(true);
        d->findChild<QObject *>("lanSpectatorHands")->setProperty("currentIndex", 1);
        d->findChild<QSpinBox *>("lanDuplicate")->setValue(3);
        QTest::mouseClick(d->findChild<QPushButton *>("okButton"), Qt::LeftButton);
        QTRY_VERIFY(w.onLobbyPage());
        const QJsonArray infos = w.lanServer()->tableInfos();
        QCOMPARE(infos.size(), 3);
        for (const QJsonValue &v : infos) {
            const QJsonObject sp = v.toObject().value("spectators").toObject();
            QVERIFY(sp.value("allowed").toBool() && sp.value("password").toBool() && sp.value("chat").toBool());
            QCOMPARE(sp.value("hands").toString(), QStringLiteral("behind"));
        }
        auto *tables = w.lobby()->findChild<QTableWidget *>(QStringLiteral("lobbyTables"));
        QTRY_COMPARE(tables->rowCount(), 3);
        QVERIFY(tables->isVisible());
        QVERIFY(!w.lobby()->findChild<QPushButton *>(QStringLiteral("lobbyWatch"))->isVisible()); // the host has the big screen
        QCOMPARE(QSettings().value(QStringLiteral("lan/duplicateTables")).toInt(), 3);
        QCOMPARE(QSettings().value(QStringLiteral("lan/spectatorsBehind")).toBool(), true);
        QCOMPARE(QSettings().value(QStringLiteral("lan/spectatorChat")).toBool(), true);
        for (const QString &key : QSettings().allKeys())
            QVERIFY2(QSettings().value(key).toString() != QLatin1String("owl"), qPrintable(key));

        const int watched = infos.at(1).toObject().value("id").toInt();
        const auto tryWatch = [&](const QString &password) {
            auto c = std::make_unique<net::SevensClient>();
            net::SevensClient *cp = c.get();
            connect(cp, &net::SevensClient::welcomed, cp, [cp, watched, password] { cp->watch(watched, password); });
            cp->connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("Owl"));
            return c;
        };
        auto wrong = tryWatch(QStringLiteral("cat"));
        bool gone = false;
        connect(wrong.get(), &net::SevensClient::disconnected, wrong.get(), [&] { gone = true; });
        QTRY_VERIFY(gone);
        QVERIFY(!wrong->spectating());
        auto right = tryWatch(QStringLiteral("owl"));
        QTRY_VERIFY(right->spectating());
        QCOMPARE(right->tableId(), watched);
        w.closeHostedTable();
    }

    // Seats swapped by the host between two hands (issue 30): the joined window takes its new
    // seat and plays the next hand from it, with its money, the names following the people.
    void joinedWindowPlaysOnAfterASeatSwap()
    {
        net::TableServer server(QStringLiteral("Swap host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Swap table");
        editSevens(config, [&](qixing::session::SessionSettings &s) {
            s = oneHand();
            s.match.hands = 2;
        });
        config.computerPauseMs = 0;
        config.nextHandDelayMs = 8000; // time for the swap, and a look at the table, between the hands
        const int id = server.addTable(config);
        Follower bo(server.port(), id, 0, QStringLiteral("Bo")); // a person the swap does not move
        QTRY_VERIFY(bo.client->seat() == 0);
        Follower owl(server.port(), id, -1, QStringLiteral("Owl")); // a spectator
        QTRY_VERIFY(owl.client->spectating());
        QJsonObject over; // the host's last word, as another seat hears it
        connect(bo.client, &net::TableClient::matchOver, this, [&](const QJsonObject &m) { over = m; });
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("swap.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QTRY_VERIFY(w.onLobbyPage());
        QCOMPARE(sevensOf(w)->remoteGame()->client()->seat(), 1);
        QTest::mouseClick(w.lobby()->findChild<QPushButton *>("lobbyStart"), Qt::LeftButton);
        QTRY_VERIFY((w.currentScreen() == sevensOf(w)));
        QVERIFY(playUntil(w, [&] { return sevensOf(w)->settlementDialog() != nullptr; }));
        const session::TableSession *ts = server.tableSession(id);
        QVERIFY(ts && !ts->handInProgress());
        const qint64 meiMoney = ts->module()->balances()[1];
        const qint64 computerMoney = ts->module()->balances()[2];
        QVERIFY(meiMoney != computerMoney); // else a plate that did not change would pass
        session::SevensGame *mei = sevensOf(w)->game();
        QTRY_VERIFY(bo.model.lastSettlement() && owl.model.lastSettlement());
        QCOMPARE(mei->seatName(1), QStringLiteral("Mei"));
        QCOMPARE(owl.model.seatName(1), QStringLiteral("Mei"));

        const auto logOf = [&] {
            QStringList lines;
            for (int i = 0; i < sevensOf(w)->panel()->logLines(); ++i)
                lines << sevensOf(w)->panel()->logLine(i);
            return lines;
        };
        const QStringList logBefore = logOf();
        QVERIFY(logBefore.join('\n').contains(QStringLiteral("Mei")));

        // The host window's own table is a local view of the host's session: it is told too.
        session::LocalSevensGame hostSide(server.tableSession(id), 0);
        session::SevensModel hostView(&hostSide);

        QString why;
        QVERIFY2(server.swapSeats(id, 1, 2, &why), qPrintable(why));
        QTRY_COMPARE(sevensOf(w)->remoteGame()->client()->seat(), 2);
        // At once, before the next hand's state: every table shows the new seating, names and
        // money following the people; the moved person's table turns to her new seat.
        const auto seatedAnew = [&](const session::SevensGame &g) {
            return g.seatName(2) == QLatin1String("Mei") && g.balance(2) == meiMoney && g.seatName(1) != QLatin1String("Mei")
                && g.balance(1) == computerMoney && g.seatName(0) == QLatin1String("Bo");
        };
        QTRY_VERIFY(seatedAnew(*mei) && seatedAnew(bo.model) && seatedAnew(owl.model) && seatedAnew(hostView));
        for (const session::SevensGame *g : {mei, static_cast<session::SevensGame *>(&bo.model), static_cast<session::SevensGame *>(&owl.model)})
            QCOMPARE(g->handIndex(), 0); // still between the hands
        QCOMPARE(mei->localSeat(), 2);
        // Her plate at the bottom, her old chair (a computer's now, with its money) to her left.
        const auto plate = [&](int pos) {
            for (const AccessibleItem &it : sevensOf(w)->table()->accessibleItems())
                if (it.key == QStringLiteral("seat:%1").arg(pos))
                    return it;
            return AccessibleItem();
        };
        QCOMPARE(plate(0).name, QStringLiteral("Mei"));
        QVERIFY2(plate(0).description.contains(Texts::money(meiMoney)), qPrintable(plate(0).description));
        QVERIFY(plate(3).name != QLatin1String("Mei"));
        QVERIFY2(plate(3).description.contains(Texts::money(computerMoney)), qPrintable(plate(3).description));
        QCOMPARE(bo.model.localSeat(), 0);
        QCOMPARE(owl.model.localSeat(), session::kSpectator);
        // The finished hand's moves stay named as they were played.
        QCOMPARE(logOf().mid(0, logBefore.size()), logBefore);
        // Her totals moved with her, as the host booked them.
        QCOMPARE(mei->summary().booked.at(0).money[2], ts->module()->balances()[2] - mei->summary().opening[2]);
        // Mei is told, at the table: the settlement stays up (no trip to the lobby) and the
        // moves say where she sits now.
        const auto toldMoved = [&] {
            auto *log = sevensOf(w)->panel()->findChild<QListWidget *>(QStringLiteral("tableChat"));
            return log && !log->findItems(QStringLiteral("moved you to seat 3"), Qt::MatchContains).isEmpty();
        };
        QTRY_VERIFY(toldMoved());
        QVERIFY(w.currentScreen() == sevensOf(w) && sevensOf(w)->settlementDialog());
        QCOMPARE(ts->module()->seatName(2), QStringLiteral("Mei"));
        QCOMPARE(ts->module()->balances()[2], meiMoney);
        // The next hand: the window is dealt at seat 2 and plays it to the end.
        QTRY_VERIFY_WITH_TIMEOUT(sevensOf(w)->game()->handIndex() == 1 && sevensOf(w)->game()->handInProgress(), 15000);
        QCOMPARE(sevensOf(w)->game()->localSeat(), 2);
        QCOMPARE(sevensOf(w)->game()->seatName(2), QStringLiteral("Mei"));
        QCOMPARE(sevensOf(w)->game()->seatName(0), QStringLiteral("Bo"));
        QTRY_VERIFY(bo.model.handIndex() == 1 && owl.model.handIndex() == 1);
        QVERIFY(seatedAnew(bo.model) && owl.model.seatName(2) == QLatin1String("Mei"));
        QVERIFY(playUntil(w, [&] { return sevensOf(w)->settlementDialog() != nullptr && sevensOf(w)->game()->isMatchFinished(); }));
        sevensOf(w)->settlementDialog()->accept();
        QTRY_VERIFY(sevensOf(w)->finalDialog() != nullptr);
        // Mei's final balance is her own money, at her new seat, as the host booked it.
        auto *bal = sevensOf(w)->finalDialog()->findChild<QLabel *>(QStringLiteral("balance-2"));
        QVERIFY(bal);
        QTRY_VERIFY(!over.isEmpty());
        QCOMPARE(over.value("names").toArray().at(2).toString(), QStringLiteral("Mei"));
        QCOMPARE(bal->text(), Texts::money(over.value("balances").toArray().at(2).toInteger()));
        sevensOf(w)->finalDialog()->accept();
        QTRY_VERIFY(w.onLobbyPage());
        w.leaveLanTable();
    }

    // qixing-server's console says something at a table (TableServer::hostChat, a table with
    // no host seat: the line comes from no seat): a joined window shows it as the host's, in
    // the lobby and at the table; a person's line stays theirs.
    void hostsOwnChatLineIsMarked()
    {
        net::TableServer server(QStringLiteral("Night host"));
        QVERIFY(server.listen(kLoopback, 0));
        net::ServerTableConfig config;
        config.name = QStringLiteral("Chat table");
        editSevens(config, [&](qixing::session::SessionSettings &s) { s = oneHand(); });
        const int id = server.addTable(config);
        Follower bo(server.port(), id, 0, QStringLiteral("Bo"));
        QTRY_VERIFY(bo.client->seat() == 0);
        MainWindow w;
        prepare(w, dir_.filePath(QStringLiteral("hostchat.json")));
        w.joinTable(QStringLiteral("127.0.0.1"), server.port(), QStringLiteral("Mei"));
        QTRY_VERIFY(w.onLobbyPage());
        QTRY_VERIFY(w.lanClient() && w.lanClient()->seat() == 1);
        QVERIFY(server.hostChat(id, QStringLiteral("tea is ready")));
        bo.client->chat(QStringLiteral("thanks"));
        auto *lobbyChat = w.lobby()->findChild<QListWidget *>(QStringLiteral("lobbyChat"));
        auto *tableChat = sevensOf(w)->panel()->findChild<QListWidget *>(QStringLiteral("tableChat"));
        QVERIFY(lobbyChat && tableChat);
        QTRY_VERIFY(listContains(lobbyChat, QStringLiteral("Bo: thanks")));
        QVERIFY(listContains(lobbyChat, QStringLiteral("Host (Night host): tea is ready")));
        QVERIFY(listContains(tableChat, QStringLiteral("Host (Night host): tea is ready")));
        QVERIFY(listContains(tableChat, QStringLiteral("Bo: thanks")));
        QVERIFY(!listContains(lobbyChat, QStringLiteral("Host (Bo)")));
        w.leaveLanTable();
    }
};

QTEST_MAIN(TestLanUi)
#include "test_lan_ui.moc"
