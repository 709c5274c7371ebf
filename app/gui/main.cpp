// SPDX-License-Identifier: GPL-3.0-or-later
// qixing: the game hall and the games' table windows.
//   qixing [--lang zh_TW|zh_CN|en]
//   qixing --screenshot FILE [--game ID] [--view VIEW] [--seed N] [--lang L] [--size WxH]
//          [--turn N] [--head-tail] [--biqi] [--deck ID] [--four-colour] [--tileset ID] [--names A,B,C,D]
//   (qixing --help lists each registered game's views.)

#include "ui/kit/i18n.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/main_window.h"
#include "ui/party/big_screen.h"
#include "ui/shell/screenshot.h"
#include "ui/kit/settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

#include <algorithm>
#include <cstring>

namespace {

// The metadata --version and the rest of Qt read from the application object.
void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Qixing"));
    QCoreApplication::setApplicationName(QStringLiteral("qixing"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QIXING_VERSION));
}

// --help and --version print and exit: they need no display, so they are answered before a
// QApplication (which aborts without one) is made.
bool onlyAsksForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        for (const char *flag : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], flag) == 0)
                return true;
    return false;
}

// Each registered game's screenshot views, "<game>: table, …; <game>: …", for --help.
QString viewsHelp()
{
    QStringList games;
    for (const QString &id : qixing::ui::GameUis::ids())
        games << QStringLiteral("%1: %2").arg(id, qixing::ui::screenshotViews(id).join(QStringLiteral(", ")));
    return QStringLiteral("What to render. ") + games.join(QStringLiteral("; ")) + QLatin1Char('.');
}

} // namespace

int main(int argc, char *argv[])
{
    QCommandLineParser parser;
    QStringList titles; // in English: --help is answered before a language is chosen
    for (const qixing::ui::GameUi *g : qixing::ui::GameUis::all())
        titles << g->title();
    parser.setApplicationDescription(QStringLiteral("Qixing (七星牌館): %1.").arg(titles.join(QStringLiteral(" and "))));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption shot(QStringLiteral("screenshot"), QStringLiteral("Render to a PNG file and exit."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Seed of the match (screenshot)."),
                                  QStringLiteral("N"), QStringLiteral("7"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language: en, zh_TW or zh_CN."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size (screenshot)."),
                                  QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption view(QStringLiteral("view"), viewsHelp(), QStringLiteral("VIEW"), QStringLiteral("table"));
    const QCommandLineOption turn(QStringLiteral("turn"), QStringLiteral("Table: the turn to stop at (0-51)."),
                                  QStringLiteral("N"), QStringLiteral("23"));
    const QCommandLineOption headTail(QStringLiteral("head-tail"), QStringLiteral("Play with head and tail close."));
    const QCommandLineOption biqi(QStringLiteral("biqi"), QStringLiteral("Use the biqi scoring preset."));
    const QCommandLineOption deck(QStringLiteral("deck"), QStringLiteral("Card deck (screenshot), e.g. svg-standard."),
                                  QStringLiteral("ID"));
    const QCommandLineOption fourColour(QStringLiteral("four-colour"), QStringLiteral("Four suit colours (screenshot)."));
    const QCommandLineOption tileset(QStringLiteral("tileset"), QStringLiteral("Tileset (screenshot), e.g. default."),
                                     QStringLiteral("ID"));
    const QCommandLineOption game(QStringLiteral("game"),
                                  QStringLiteral("Game (screenshot): %1; the first when not given.")
                                      .arg(qixing::ui::GameUis::ids().join(QStringLiteral(", "))),
                                  QStringLiteral("GAME"));
    const QCommandLineOption names(QStringLiteral("names"),
                                   QStringLiteral("The seats' names (screenshot of a table), comma-separated, yours first."),
                                   QStringLiteral("A,B,C,D"));
    parser.addOptions({shot, seed, lang, size, view, turn, headTail, biqi, deck, fourColour, tileset, game, names});
    // --- duplicate (issue 30): the big screen, a spectator of every table of a host.
    const QCommandLineOption bigScreen(QStringLiteral("bigscreen"),
                                       QStringLiteral("Show a host's tables full screen, readable across a room (a spectator)."),
                                       QStringLiteral("HOST:PORT"));
    parser.addOption(bigScreen);

    if (onlyAsksForText(argc, argv)) {
        QCoreApplication text(argc, argv);
        nameApplication();
        parser.process(text); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Qixing"));
    // The desktop entry and icon installed by the packages (packaging/linux): Wayland
    // compositors and docks match the window to them by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral(QIXING_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/" QIXING_APP_ID ".svg")));
    parser.process(app);

    if (parser.isSet(shot)) {
        qixing::ui::ScreenshotRequest r;
        r.file = parser.value(shot);
        r.seed = parser.value(seed).toULongLong();
        r.language = parser.isSet(lang) ? parser.value(lang) : QStringLiteral("en");
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        r.size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
        r.view = parser.value(view);
        r.game = parser.value(game);
        r.turn = std::clamp(parser.value(turn).toInt(), 0, 51);
        r.headTail = parser.isSet(headTail);
        r.biqi = parser.isSet(biqi);
        r.deck = parser.value(deck);
        r.fourColour = parser.isSet(fourColour);
        r.tileset = parser.value(tileset);
        if (parser.isSet(names))
            r.names = parser.value(names).split(QLatin1Char(','));
        QString error;
        if (!qixing::ui::renderScreenshot(r, &error)) {
            qCritical("qixing: %s", qPrintable(error));
            return 1;
        }
        return 0;
    }

    const QString language = parser.isSet(lang) ? parser.value(lang)
                                                : qixing::ui::Settings::shared().language();
    qixing::ui::Language::apply(language);
    if (parser.isSet(bigScreen)) {
        const QString target = parser.value(bigScreen);
        const qsizetype colon = target.lastIndexOf(QLatin1Char(':'));
        bool ok = colon > 0;
        const quint16 port = ok ? target.mid(colon + 1).toUShort(&ok) : 0;
        if (!ok || port == 0) {
            qCritical("qixing: --bigscreen needs HOST:PORT, e.g. 192.168.1.20:47017");
            return 2;
        }
        QWidget *screen = qixing::ui::openBigScreen(target.left(colon), port);
        QObject::connect(screen, &QObject::destroyed, &app, &QCoreApplication::quit);
        return app.exec();
    }
    qixing::ui::MainWindow w;
    w.show();
    return app.exec();
}
