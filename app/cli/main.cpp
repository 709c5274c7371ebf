// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli: the headless front end of the rules engines. JSON in, JSON out; exit status 0
// on success and 2 on bad input, with a one-line error on stderr.

#include "cli.h"

#ifdef QIXING_HAVE_EPOLL
#include "net/epoll_dispatcher.h"
#endif

#include <QCoreApplication>

#include <cstdio>
#include <stdexcept>

namespace {
const char kUsage[] =
    "usage: qixing-cli <game> <command> [options]\n"
    "  qixing-cli sevens score            < settlement input (JSON)\n"
    "  qixing-cli sevens play --games N --seed S [--preset uniform|biqi | --rules FILE]\n"
    "                         [--head-tail] [--all-covered-100] [--seven-clear-six] [--big-mid-small]\n"
    "                         [--bet-unit U] [--players a,b,c,d] [--log FILE|-]\n"
    "  qixing-cli sevens replay [FILE|-]  check hand logs written by play --log\n"
    "  qixing-cli sevens duplicate --player P --field Q --deals N --seed S [rule options] [--per-deal]\n"
    "  qixing-cli sevens bench [--seconds T]\n"
    "  qixing-cli sevens bot-client --host H --port P [--player heuristic] [--table ID] [--seat S] [--watch [--hands N]]\n"
    "  qixing-cli mahjong <command> ...   (see qixing-cli mahjong --help; bot-client as for Sevens)\n"
    "  qixing-cli bench-server [--tables 250] [--seconds 20] [--hands 12]\n"
    "  qixing-cli records list --db FILE [--game G] [--player NAME] [--from DATE] [--to DATE] [--limit N] [--rules KEY]\n"
    "  qixing-cli records export --db FILE MATCH [--hand N] [--out FILE|-]\n"
    "  qixing-cli records import --db FILE FILE|-   (docs/records.md)\n"
    "  qixing-cli records stats --db FILE [--game G] [--player NAME] [--rules KEY|each]   (docs/statistics.md)\n"
    "  qixing-cli records ledger --db FILE --date YYYY-MM-DD\n"
    "  qixing-cli records review (--db FILE MATCH | FILE) --seat S [--hand N] [--save]\n"
    "  qixing-cli bench review-calibration --game G --hands N --seed S [--seat S] [--players KIND]\n"
    "  qixing-cli bench records --db NEW-FILE [--matches 10000] [--hands-per-match 4] [--writes 300]\n"
    "  qixing-cli --version\n";
}

int main(int argc, char **argv)
{
    // Qt's own event dispatcher serves many sockets markedly faster than the GLib one
    // (measured with qixing-cli bench-server); no GLib integration is needed without a window.
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
#ifdef QIXING_HAVE_EPOLL
    // bench-server and bot-client hold many sockets: epoll on Linux.
    if (QAbstractEventDispatcher *d = qixing::net::EpollEventDispatcher::createUnlessDisabled())
        QCoreApplication::setEventDispatcher(d);
#endif
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("qixing-cli");
    QCoreApplication::setApplicationVersion(QStringLiteral(QIXING_VERSION));
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    try {
        if (args.isEmpty() || args.first() == "--help" || args.first() == "-h" || args.first() == "help") {
            std::fputs(kUsage, args.isEmpty() ? stderr : stdout);
            return args.isEmpty() ? 2 : 0;
        }
        if (args.first() == "--version" || args.first() == "-v") {
            if (args.size() > 1)
                throw qixing::cli::UsageError(QStringLiteral("--version takes no arguments"));
            std::printf("qixing-cli %s\n", qPrintable(QCoreApplication::applicationVersion()));
            return 0;
        }
        const QString game = args.takeFirst();
        if (game == "sevens")
            return qixing::cli::runSevens(args);
        if (game == "mahjong")
            return qixing::cli::runMahjong(args);
        if (game == "bench-server")
            return qixing::cli::runBenchServer(args);
        // Not games: the records of every game, and benchmarks.
        if (game == "records")
            return qixing::cli::runRecords(args);
        if (game == "bench")
            return qixing::cli::runBench(args);
        throw qixing::cli::UsageError(QStringLiteral("unknown game \"%1\" (sevens or mahjong)").arg(game));
    } catch (const std::invalid_argument &e) { // bad input found below the CLI layer
        std::fprintf(stderr, "qixing-cli: %s\n", e.what());
        return 2;
    } catch (const std::logic_error &e) { // a bug, not the user's input
        std::fprintf(stderr, "qixing-cli: internal error: %s\n", e.what());
        return 1;
    } catch (const std::exception &e) { // UsageError, JsonError
        std::fprintf(stderr, "qixing-cli: %s\n", e.what());
        return 2;
    }
}
