// SPDX-License-Identifier: GPL-3.0-or-later
// The big screen (issue 30): its model follows one table or cycles through the host's tables,
// calls out the last action, whose turn it is, the gold and the balances, and shows the
// standings between hands; and, as a real spectator of a host (BigScreenLink), it follows a
// match of computer players to its standings.

#include "net/server.h"
#include "sevens/sevens_save.h"
#include "table/game_registry.h"
#include "ui/party/big_screen.h"
#include "ui/party/standings_view.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace qixing;
using namespace qixing::ui;

namespace {

QJsonObject info(int id, const QString &game, const QStringList &names)
{
    QJsonArray seats;
    for (const QString &n : names)
        seats.append(QJsonObject {{"name", n.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(n)}});
    return QJsonObject {{"id", id}, {"name", QStringLiteral("T%1").arg(id)}, {"game", game}, {"seats", seats}};
}

QJsonObject mjEvent(const QString &e, int seat, const QString &tile)
{
    return QJsonObject {{"type", "event"}, {"hand", 0}, {"event", QJsonObject {{"e", e}, {"seat", seat}, {"tile", tile}}}};
}

} // namespace

class TestBigScreen : public QObject
{
    Q_OBJECT
private slots:
    void followsOneTable()
    {
        BigScreenModel m;
        m.setDescribe([](const QString &game, const QJsonObject &a) {
            return game + QLatin1Char(':') + a.value("action").toString() + a.value("card").toString() + a.value("tile").toString();
        });
        m.setTables({info(1, "sevens", {"A", "B", "C", "D"}), info(2, "mahjong", {"E", "", "G", "H"})});
        m.follow(2);
        QCOMPARE(m.shown(), 2);
        m.take(2, {{"type", "state"}, {"hand", 3}, {"gold", "5p"}, {"balances", QJsonArray {100, 200, 300, 400}}});
        m.take(2, mjEvent("draw", 1, "3s"));
        const BigScreenModel::Table *t = m.table(2);
        QCOMPARE(t->hand, 3);
        QCOMPARE(t->gold, QStringLiteral("5p"));
        QCOMPARE(t->balances[2], 300);
        QCOMPARE(t->turn, 1); // the one who drew is to play
        m.take(2, mjEvent("discard", 1, "7m"));
        QCOMPARE(t->lastSeat, 1);
        QCOMPARE(t->lastAction, QStringLiteral("mahjong:discard7m"));
        QCOMPARE(t->turn, -1); // others may claim: nobody's turn yet
        // Another table's news changes that table only; the followed table stays in front.
        m.take(1, {{"type", "state"}, {"hand", 0}, {"toMove", 2}});
        m.take(1, {{"type", "move"}, {"hand", 0}, {"turn", 0}, {"seat", 2}, {"card", "7S"}});
        QCOMPARE(m.table(1)->lastAction, QStringLiteral("sevens:7S"));
        QCOMPARE(m.table(1)->turn, 3);
        QCOMPARE(m.table(2)->lastAction, QStringLiteral("mahjong:discard7m"));
        m.advance();
        QCOMPARE(m.shown(), 2);
        // Between hands with standings known, the standings are shown; the next hand ends that.
        BigScreenView view(&m);
        view.resize(800, 500);
        view.show();
        auto *standings = view.findChild<StandingsView *>();
        QVERIFY(standings);
        m.take(2, {{"type", "settlement"}, {"hand", 3}, {"balances", QJsonArray {160, 140, 300, 400}}});
        QVERIFY(!m.showsStandings()); // none yet
        QVERIFY(!standings->isVisible());
        m.take(2, StandingsView::sample());
        QVERIFY(m.showsStandings());
        QVERIFY(standings->isVisible());
        QCOMPARE(standings->standings().value("group").toInt(), 1);
        QCOMPARE(t->balances[0], 160);
        m.take(2, {{"type", "state"}, {"hand", 4}});
        QVERIFY(!m.showsStandings());
        QVERIFY(!standings->isVisible());
    }

    void cyclesThroughTables()
    {
        BigScreenModel m;
        m.setTables({info(4, "sevens", {}), info(7, "sevens", {}), info(9, "mahjong", {})});
        m.setCycleSeconds(1);
        m.follow(0);
        QCOMPARE(m.shown(), 4);
        m.advance();
        QCOMPARE(m.shown(), 7);
        m.advance();
        QCOMPARE(m.shown(), 9);
        m.advance();
        QCOMPARE(m.shown(), 4); // round again
        // The timer does it by itself, once a second.
        QSignalSpy changed(&m, &BigScreenModel::changed);
        QTRY_COMPARE_WITH_TIMEOUT(m.shown(), 7, 2500);
        // Following one stops the cycle; a table that goes away is no longer shown.
        m.follow(9);
        QTest::qWait(1200);
        QCOMPARE(m.shown(), 9);
        m.setTables({info(4, "sevens", {}), info(7, "sevens", {})});
        QCOMPARE(m.followed(), 0);
        QVERIFY(m.shown() == 4 || m.shown() == 7);
    }

    // A real host: the big screen watches a table of four computer players as a spectator
    // and sees its moves called out, its settlement and the standings after each hand.
    void watchesAHost()
    {
        net::TableServer server(QStringLiteral("big"));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        net::ServerTableConfig c;
        c.name = QStringLiteral("watched");
        c.game = QStringLiteral("sevens");
        session::SessionSettings s = session::settingsFrom(session::GameRegistry::find("sevens")->defaultSettings());
        s.match.hands = 2;
        s.kinds.fill("heuristic");
        c.settings = session::settingsTo(s);
        c.computerPauseMs = 20;
        c.nextHandDelayMs = 300;
        const int table = server.addTable(c);
        BigScreenModel m;
        m.setDescribe([](const QString &, const QJsonObject &a) { return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact)); });
        BigScreenLink link(&m);
        QStringList failures;
        connect(&link, &BigScreenLink::failed, [&](const QString &why) { failures << why; });
        link.connectTo(QStringLiteral("127.0.0.1"), server.port());
        QTRY_COMPARE_WITH_TIMEOUT(m.tableIds(), QList<int> {table}, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(server.spectatorCount(table) == 1, 5000);
        QVERIFY(server.startTable(table));
        QTRY_VERIFY_WITH_TIMEOUT(!m.table(table)->lastAction.isEmpty(), 10000);
        QVERIFY(m.table(table)->balancesKnown);
        QTRY_VERIFY_WITH_TIMEOUT(m.showsStandings(), 30000);
        QCOMPARE(m.standings().value("table").toInt(), table);
        QVERIFY(failures.isEmpty());
    }
};

QTEST_MAIN(TestBigScreen)
#include "test_big_screen.moc"
