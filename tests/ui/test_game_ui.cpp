// SPDX-License-Identifier: GPL-3.0-or-later
// The window's game registry (ui/shell/game_ui.h, issue 28): every game of the core has its
// screens registered and speaks each language; a game registered only here reaches the hall,
// the rules help, the lobby's texts and the screenshot tool with no edit to them; an unknown
// game id is refused with a clear answer.

#include "table/game_registry.h"
#include "ui/kit/i18n.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/hall_screen.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/lobby_screen.h"
#include "ui/shell/rules_help.h"
#include "ui/shell/screenshot.h"

#include <QFile>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <stdexcept>

using namespace qixing;
using namespace qixing::ui;

class TestGameUi : public QObject
{
    Q_OBJECT

private slots:
    // Runs first: before the test game below is added.
    void everyGameOfTheCoreHasScreens()
    {
        QCOMPARE(GameUis::ids(), session::GameRegistry::ids());
        for (const GameUi *g : GameUis::all()) {
            QVERIFY(g->title && g->blurb && g->rulesTitle && g->rulesHtml && g->tableRules && g->screenshot && g->newScreen);
            QVERIFY2(!g->screenshotViews.isEmpty(), qPrintable(g->id));
        }
    }

    void eachGameInThreeLanguages()
    {
        for (const GameUi *g : GameUis::all()) {
            QStringList seen;
            for (const QString &lang : Language::codes()) {
                QCOMPARE(Language::apply(lang), lang);
                const QString words = g->title() + QLatin1Char('|') + g->blurb() + QLatin1Char('|') + g->rulesTitle();
                QVERIFY2(!g->title().isEmpty() && !g->blurb().isEmpty() && !g->rulesHtml().isEmpty(), qPrintable(g->id + lang));
                QVERIFY2(!seen.contains(words), qPrintable(g->id + QLatin1String(" is not translated to ") + lang));
                seen << words;
            }
        }
        Language::apply(QStringLiteral("en"));
    }

    void aGameRegisteredHereReachesTheShell()
    {
        Language::apply(QStringLiteral("en"));
        static int shots = 0;
        GameUi probe;
        probe.id = QStringLiteral("probe");
        probe.title = [] { return QStringLiteral("Probe game"); };
        probe.blurb = [] { return QStringLiteral("A game the tests register."); };
        probe.rulesTitle = [] { return QStringLiteral("Rules of the probe"); };
        probe.rulesHtml = [] { return QStringLiteral("<p>Probe rules</p>"); };
        probe.tableRules = [](const QJsonObject &info, bool oneLine) {
            return QStringLiteral("%1 hands%2").arg(info.value("hands").toInt()).arg(oneLine ? "" : " (lines)");
        };
        probe.screenshotViews = {QStringLiteral("board")};
        probe.screenshot = [](const ScreenshotRequest &r, QSize, QString *error) {
            ++shots;
            QFile f(r.file);
            if (!f.open(QIODevice::WriteOnly) || f.write("probe") != 5) {
                *error = QStringLiteral("could not write");
                return false;
            }
            return r.view == QLatin1String("board") && r.game == QLatin1String("probe");
        };
        GameUis::add(probe);

        // The hall: a tile with its words and its buttons, and its name in the subtitle.
        HallScreen hall;
        hall.retranslate();
        const HallScreen::GameTile *tile = hall.tile(QStringLiteral("probe"));
        QVERIFY(tile);
        QCOMPARE(tile->title->text(), QStringLiteral("Probe game"));
        QCOMPARE(tile->text->text(), QStringLiteral("A game the tests register."));
        QVERIFY(hall.findChild<QPushButton *>(QStringLiteral("probe-newTableButton")));
        QVERIFY(hall.findChild<QLabel *>(QStringLiteral("hallSubtitle"))->text().contains(QStringLiteral("Probe game")));
        hall.setCanResume(QStringLiteral("probe"), false);
        QVERIFY(!tile->resume->isEnabled());
        QVERIFY(!hall.tile(QStringLiteral("bigtwo")));

        // The rules help, the lobby and the browser.
        RulesHelp rules(nullptr, QStringLiteral("probe"));
        QCOMPARE(rules.windowTitle(), QStringLiteral("Rules of the probe"));
        QVERIFY(RulesHelp::html(QStringLiteral("probe")).contains(QStringLiteral("Probe rules")));
        QCOMPARE(gameName(QStringLiteral("probe")), QStringLiteral("Probe game"));
        const QJsonObject info {{"game", "probe"}, {"hands", 6}};
        QCOMPARE(tableRulesText(info, true), QStringLiteral("6 hands"));
        QCOMPARE(tableRulesText(info, false), QStringLiteral("6 hands (lines)"));

        // The screenshot tool: the game's own view, and the program's views for it.
        QTemporaryDir dir;
        ScreenshotRequest r;
        r.file = dir.filePath(QStringLiteral("board.png"));
        r.game = QStringLiteral("probe");
        r.view = QStringLiteral("board");
        QString error;
        QVERIFY2(renderScreenshot(r, &error), qPrintable(error));
        QCOMPARE(shots, 1);
        QVERIFY(screenshotViews(QStringLiteral("probe")).contains(QStringLiteral("rules")));
        r.view = QStringLiteral("table"); // another game's view
        QVERIFY(!renderScreenshot(r, &error));
        QVERIFY2(error.contains(QStringLiteral("unknown view table for probe (board")), qPrintable(error));
        QCOMPARE(shots, 1);
    }

    void anUnknownGameIsRefused()
    {
        Language::apply(QStringLiteral("en"));
        QVERIFY(!GameUis::find(QStringLiteral("bigtwo")));
        QCOMPARE(gameName(QStringLiteral("bigtwo")), QStringLiteral("bigtwo"));
        QCOMPARE(tableRulesText(QJsonObject {{"game", "bigtwo"}, {"hands", 6}}, true), LobbyScreen::tr("unknown rules"));
        QVERIFY(RulesHelp::html(QStringLiteral("bigtwo")).isEmpty());
        QVERIFY(screenshotViews(QStringLiteral("bigtwo")).isEmpty());
        QTemporaryDir dir;
        ScreenshotRequest r;
        r.file = dir.filePath(QStringLiteral("x.png"));
        r.game = QStringLiteral("bigtwo");
        r.view = QStringLiteral("hall");
        QString error;
        QVERIFY(!renderScreenshot(r, &error));
        QVERIFY2(error.startsWith(QStringLiteral("unknown game bigtwo (")) && error.contains(GameUis::ids().first()), qPrintable(error));
        QVERIFY(!QFile::exists(r.file));
    }

    void aGameRegisteredTwiceIsAnError()
    {
        GameUi again;
        again.id = GameUis::ids().first();
        QVERIFY_THROWS_EXCEPTION(std::logic_error, GameUis::add(again));
    }
};

QTEST_MAIN(TestGameUi)
#include "test_game_ui.moc"
