// SPDX-License-Identifier: GPL-3.0-or-later
// The game registry (session/game_registry.h): the built-in games are there, an unknown id
// is nowhere, a game is registered once, a test's own game is found like the others; and the
// LAN host refuses a table of a game it does not know instead of playing Sevens at it.

#include "net/server.h"
#include "table/game_registry.h"
#include "mahjong/mahjong_module.h"
#include "sevens/sevens_module.h"

#include <QSignalSpy>
#include <QTest>

using namespace qixing;
using namespace qixing::session;

class TestGameRegistry : public QObject
{
    Q_OBJECT

private slots:
    void builtInGames()
    {
        QCOMPARE(GameRegistry::ids(), (QStringList {QStringLiteral("sevens"), QStringLiteral("mahjong")}));
        const GameInfo *sevens = GameRegistry::find(QStringLiteral("sevens"));
        const GameInfo *mahjong = GameRegistry::find(QStringLiteral("mahjong"));
        QVERIFY(sevens && mahjong);
        QCOMPARE(sevens->defaultComputer, SevensModule(SessionSettings {}).defaultComputer());
        QCOMPARE(mahjong->defaultComputer, MahjongModule(MahjongSettings {}).defaultComputer());
        QVERIFY(sevens->knowsComputer(QStringLiteral("expert")));
        QVERIFY(mahjong->knowsComputer(QStringLiteral("strong")));
        QVERIFY(!sevens->knowsComputer(QStringLiteral("strong:playouts=-5")));
        QVERIFY(GameRegistry::find(QStringLiteral("bigtwo")) == nullptr);
        QVERIFY(GameRegistry::find(QStringLiteral("Sevens")) == nullptr); // ids are exact
    }

    void registeredOnce()
    {
        GameInfo again = *GameRegistry::find(QStringLiteral("sevens"));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, GameRegistry::add(again));
        GameInfo own = again;
        own.id = QStringLiteral("test-solitaire");
        own.name = QStringLiteral("Test solitaire");
        GameRegistry::add(own);
        const GameInfo *g = GameRegistry::find(QStringLiteral("test-solitaire"));
        QVERIFY(g);
        QCOMPARE(g->name, QStringLiteral("Test solitaire"));
        QVERIFY(GameRegistry::ids().contains(QStringLiteral("test-solitaire")));
    }

    // Before the registry, a table of "bigtwo" was accepted, advertised with Sevens rules and
    // played Sevens.
    void hostRefusesUnknownGame()
    {
        net::TableServer host(QStringLiteral("Test host"));
        QSignalSpy warnings(&host, &net::TableServer::warning);
        net::ServerTableConfig c;
        c.name = QStringLiteral("Big two");
        c.game = QStringLiteral("bigtwo");
        QCOMPARE(host.addTable(c), -1);
        QCOMPARE(host.tableInfos().size(), 0);
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings.first().first().toString().contains(QLatin1String("\"bigtwo\"")));
        // Settings another game wrote are refused by this game's codec, with the reason.
        c.game = QStringLiteral("mahjong");
        c.settings = session::GameRegistry::find(QStringLiteral("sevens"))->defaultSettings();
        QCOMPARE(host.addTable(c), -1);
        QCOMPARE(warnings.size(), 2);
        QVERIFY(warnings.last().first().toString().contains(QLatin1String("not valid")));
        c.settings = {}; // the game's defaults
        QVERIFY(host.addTable(c) > 0);
        const QJsonObject info = host.tableInfos().first().toObject();
        QCOMPARE(info.value(QLatin1String("game")).toString(), QStringLiteral("mahjong"));
        // The lobby shows the game's rules as the game writes them.
        QCOMPARE(info.value(QLatin1String("rules")), session::GameRegistry::find(c.game)->lobbyInfo(
                                                          session::GameRegistry::find(c.game)->defaultSettings()).value(QLatin1String("rules")));
    }
};

QTEST_GUILESS_MAIN(TestGameRegistry)
#include "test_game_registry.moc"
