// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-server: hosts tables of every registered game on the LAN without a window
// (docs/protocol.md). Each game brings its own options (session::GameInfo::hostOptions).

#include "console.h"
#include "net/discovery.h"
#ifdef QIXING_HAVE_EPOLL
#include "net/epoll_dispatcher.h"
#endif
#include "net/listener.h"
#include "net/server.h"
#include "net/server_state.h"
#include "records/hand_record.h"
#include "records/record_store.h"
#include "table/game_registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSocketNotifier>
#include <QStandardPaths>

#include <csignal>
#include <optional>
#include <cstdio>
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace qixing;

namespace {
[[noreturn]] void usageError(const QString &message)
{
    std::fprintf(stderr, "qixing-server: %s\n", qPrintable(message));
    std::exit(2);
}

int wholeOption(const QCommandLineParser &p, const QCommandLineOption &o, int min, int max)
{
    bool ok = false;
    const int v = p.value(o).toInt(&ok);
    if (!ok || v < min || v > max)
        usageError(QStringLiteral("--%1 must be a whole number from %2 to %3").arg(o.names().first()).arg(min).arg(max));
    return v;
}

} // namespace

int main(int argc, char **argv)
{
    // Qt's own event dispatcher serves many sockets markedly faster than the GLib one
    // (measured with qixing-cli bench-server); no GLib integration is needed without a window.
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
#ifdef QIXING_HAVE_EPOLL
    // On Linux, epoll: only the sockets that are ready cost anything per turn of the loop.
    if (QAbstractEventDispatcher *d = net::EpollEventDispatcher::createUnlessDisabled())
        QCoreApplication::setEventDispatcher(d);
#endif
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("qixing-server");
    QCoreApplication::setApplicationVersion(QStringLiteral(QIXING_VERSION));
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Hosts Qixing tables (%1) on the LAN (protocol: docs/protocol.md).")
                                    .arg(session::GameRegistry::ids().join(QStringLiteral(", "))));
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption portOpt {"port", "TCP port (default 47017).", "P", QString::number(net::kDefaultPort)};
    const QCommandLineOption nameOpt {"name", "Server and table name.", "NAME", "Qixing"};
    const QCommandLineOption passwordOpt {"password", "Password to sit at a table.", "PW"};
    const QCommandLineOption turnOpt {"turn-seconds", "Turn time limit (0: none).", "S", "30"};
    const QCommandLineOption pauseOpt {"pause", "Computer players' pause in ms.", "MS", "700"};
    const QCommandLineOption nextOpt {"next-hand-delay", "Pause after a settlement in ms.", "MS", "3000"};
    const QCommandLineOption claimPauseOpt {"claim-pause", "The fixed moment after every discard others may claim, in ms.", "MS", "600"};
    const QCommandLineOption seedOpt {"seed", "Deal the first match from seed S and each later one from the next (0: random).", "S", "0"};
    const QCommandLineOption noDiscoveryOpt {"no-discovery", "Do not answer LAN browsers (UDP port 47018)."};
    // The user's data folder, not the program's: the same place whatever the host is named.
    const QString defaultStateDir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/qixing/server");
    const QCommandLineOption stateDirOpt {"state-dir",
                                         "Keep each running match in DIR after every move, so that a host started again after a "
                                         "crash, kill or power cut resumes it and people get their seats back with their tokens; "
                                         "one host at a time per folder (default: " + defaultStateDir + ").",
                                         "DIR", defaultStateDir};
    const QCommandLineOption noStateOpt {"no-state", "Keep no running match: a restart starts every table empty."};
    const QCommandLineOption recordsOpt {"records", "Keep every hand of every table (the full record) in the records file FILE "
                                         "(docs/records.md; qixing-cli records lists and exports them).", "FILE"};
    p.addOptions({portOpt, nameOpt, passwordOpt, turnOpt, pauseOpt, nextOpt, claimPauseOpt, seedOpt, noDiscoveryOpt, stateDirOpt, noStateOpt,
                  recordsOpt});
    // --- duplicate (issue 30)
    const QCommandLineOption duplicateOpt {"duplicate",
                                           "Duplicate tables: each game's tables form groups of N that deal the same seeds, and their "
                                           "seats see standings that compare each seat with the same seat at the group's other tables "
                                           "(1: none).",
                                           "N", "1"};
    p.addOption(duplicateOpt);
    // --- spectators (issue 30)
    const QCommandLineOption spectatorsOpt {"spectators", "Whether people may watch the tables: yes or no (default yes).", "yes|no", "yes"};
    const QCommandLineOption spectatorPasswordOpt {"spectator-password", "Password to watch a table (default: none).", "PW"};
    const QCommandLineOption spectatorChatOpt {"spectator-chat", "Spectators may write in the tables' chat."};
    const QCommandLineOption spectatorHandsOpt {"spectator-hands", "What spectators see: public (what every seat sees) or behind "
                                                "(also each finished hand with every hand open, after its settlement).",
                                                "public|behind", "public"};
    p.addOptions({spectatorsOpt, spectatorPasswordOpt, spectatorChatOpt, spectatorHandsOpt});
    // --- hosttools (issue 30): the clock bank, and the rematch offered after every match.
    // The rest of the host's tools need someone at the host: the window, or --console.
    const QCommandLineOption bankOpt {"bank-seconds", "Each seat's clock bank per match, spent once a turn's time limit runs out "
                                      "(0: none; needs --turn-seconds).", "S", "0"};
    const QCommandLineOption noRematchOpt {"no-rematch", "Do not offer the same people a rematch after each match (they can "
                                           "still say ready again)."};
    // Opt-in: a host started in the background would be stopped (SIGTTIN) reading its terminal.
    const QCommandLineOption consoleOpt {"console", "Read the host's commands from standard input, one a line: the tables, "
                                         "standings, chat, away, remove, swap, a vote to end a match, rematch and quit "
                                         "(type help; docs/protocol.md, \"Server console\")."};
    p.addOptions({bankOpt, noRematchOpt, consoleOpt});
    // Each game's own: how many of its tables, and their settings.
    struct GameOptions
    {
        const session::GameInfo *game;
        QCommandLineOption tables;
        std::vector<session::GameInfo::HostOption> settings;
    };
    std::vector<GameOptions> games;
    for (const QString &id : session::GameRegistry::ids()) {
        const session::GameInfo *g = session::GameRegistry::find(id);
        GameOptions o {g, QCommandLineOption(g->tablesOption, QStringLiteral("Number of %1 tables.").arg(g->name), QStringLiteral("N"),
                                             QString::number(g->defaultTables)),
                       g->hostOptions ? g->hostOptions() : std::vector<session::GameInfo::HostOption> {}};
        p.addOption(o.tables);
        for (const auto &h : o.settings)
            p.addOption(h.option);
        games.push_back(std::move(o));
    }
    if (!p.parse(QCoreApplication::arguments()))
        usageError(p.errorText());
    if (p.isSet("help"))
        p.showHelp(0);
    if (p.isSet("version"))
        p.showVersion();
    if (!p.positionalArguments().isEmpty())
        usageError(QStringLiteral("unexpected argument \"%1\"").arg(p.positionalArguments().first()));

    net::ServerTableConfig cfg;
    cfg.name = p.value(nameOpt);
    cfg.password = p.value(passwordOpt);
    cfg.computerPauseMs = wholeOption(p, pauseOpt, 0, 60000);
    cfg.nextHandDelayMs = wholeOption(p, nextOpt, 0, 600000);
    cfg.claimPauseMs = wholeOption(p, claimPauseOpt, 0, 10000);
    cfg.seed = std::uint64_t(wholeOption(p, seedOpt, 0, 2147483647));
    const int turnSeconds = wholeOption(p, turnOpt, 0, 600);
    const int duplicate = wholeOption(p, duplicateOpt, 1, 1000); // --- duplicate (issue 30)
    int groups = 0;
    // --- spectators (issue 30)
    if (const QString v = p.value(spectatorsOpt); v != QLatin1String("yes") && v != QLatin1String("no"))
        usageError(QStringLiteral("--spectators: \"%1\" is not yes or no").arg(v));
    if (const QString v = p.value(spectatorHandsOpt); v != QLatin1String("public") && v != QLatin1String("behind"))
        usageError(QStringLiteral("--spectator-hands: \"%1\" is not public or behind").arg(v));
    cfg.spectators.allowed = p.value(spectatorsOpt) == QLatin1String("yes");
    cfg.spectators.password = p.value(spectatorPasswordOpt);
    cfg.spectators.chat = p.isSet(spectatorChatOpt);
    cfg.spectators.hands = p.value(spectatorHandsOpt) == QLatin1String("behind") ? net::SpectatorPolicy::Behind : net::SpectatorPolicy::Public;
    const int bankSeconds = wholeOption(p, bankOpt, 0, 600); // hosttools (issue 30)
    // Every table of a game shares its settings: the game's defaults, then its options.
    std::vector<net::ServerTableConfig> tableConfigs;
    QStringList counted;
    for (const GameOptions &o : games) {
        const int n = wholeOption(p, o.tables, 0, 10000);
        counted.append(QStringLiteral("%1 %2").arg(n).arg(o.game->name));
        // Read even for no tables: a mistyped option is said, not ignored.
        net::ServerTableConfig c = cfg;
        c.game = o.game->id;
        c.settings = o.game->defaultSettings();
        c.settings.insert(QStringLiteral("turnSeconds"), turnSeconds);
        if (bankSeconds > 0) // (settings without a bank leave the field out)
            c.settings.insert(QStringLiteral("bankSeconds"), bankSeconds);
        for (const auto &h : o.settings)
            if (const QString why = h.apply(c.settings, p.value(h.option)); !why.isEmpty())
                usageError(QStringLiteral("--%1: %2").arg(h.option.names().first(), why));
        if (const QString why = o.game->checkSettings(c.settings); !why.isEmpty())
            usageError(QStringLiteral("%1 tables: %2").arg(o.game->name, why));
        if (duplicate > 1 && n % duplicate != 0) // --- duplicate (issue 30)
            usageError(QStringLiteral("--duplicate %1: the %2 tables (%3) do not form groups of %1").arg(duplicate).arg(o.game->name).arg(n));
        for (int i = 0; i < n; ++i) {
            if (duplicate > 1 && i % duplicate == 0)
                ++groups;
            c.duplicateGroup = duplicate > 1 ? groups : 0;
            tableConfigs.push_back(c);
        }
    }
    if (tableConfigs.empty()) {
        QStringList names;
        for (const GameOptions &o : games)
            names.append(QStringLiteral("--") + o.tables.names().first());
        usageError(QStringLiteral("no tables: give %1").arg(names.join(QStringLiteral(" or "))));
    }
    if (p.isSet(noStateOpt) && p.isSet(stateDirOpt))
        usageError(QStringLiteral("--state-dir and --no-state contradict each other"));
    const QString stateDir = p.isSet(noStateOpt) ? QString() : p.value(stateDirOpt);
    if (!p.isSet(noStateOpt) && stateDir.isEmpty())
        usageError(QStringLiteral("--state-dir needs a folder (--no-state keeps no state)"));

    // Each connection is a descriptor: take all the system allows.
    const long fileLimit = net::raiseFileLimit();
    net::TableServer server(cfg.name);
    QObject::connect(&server, &net::TableServer::logLine, [](const QString &l) {
        if (qEnvironmentVariableIsSet("QIXING_SERVER_VERBOSE"))
            std::fprintf(stderr, "%s\n", qPrintable(l));
    });
    // Always shown: a state file put aside, or state that cannot be written.
    QObject::connect(&server, &net::TableServer::warning, [](const QString &l) {
        std::fprintf(stderr, "qixing-server: %s\n", qPrintable(l));
        std::fflush(stderr);
    });
    // One host per state folder (net::state::FolderLock). A folder that cannot hold the lock
    // (full, read-only) is no reason to refuse: the host says so per table when it cannot
    // write, and plays on.
    net::state::FolderLock stateLock;
    if (!stateDir.isEmpty() && QDir().mkpath(stateDir)) {
        const net::state::FolderLock::Result locked = stateLock.lock(stateDir);
        if (locked == net::state::FolderLock::Result::Held) {
            std::fprintf(stderr,
                         "qixing-server: the state folder %s is in use by another qixing-server%s; give this one a folder "
                         "of its own with --state-dir DIR, or --no-state\n",
                         qPrintable(QDir::toNativeSeparators(stateDir)),
                         stateLock.heldBy().isEmpty() ? "" : qPrintable(QStringLiteral(" (process %1)").arg(stateLock.heldBy())));
            return 1;
        }
        if (locked == net::state::FolderLock::Result::Unlockable)
            std::fprintf(stderr, "qixing-server: %s: another host could use the same state folder\n", qPrintable(stateLock.error()));
    }
    QString error;
    if (!server.listen(QHostAddress::Any, quint16(wholeOption(p, portOpt, 0, 65535)), &error)) {
        std::fprintf(stderr, "qixing-server: cannot listen: %s\n", qPrintable(error));
        return 1;
    }
    server.setStateDir(stateDir);
    if (!p.isSet(noRematchOpt)) // hosttools (issue 30): the same people are asked to play again
        QObject::connect(&server, &net::TableServer::matchEnded, &server, [&server](int table) { server.offerRematch(table); });
    // --records: a recorder on each match as it starts (a resumed one too, from its resume
    // point), writing through the store's own thread; a failing write is said, play goes on.
    records::RecordStore store;
    if (p.isSet(recordsOpt)) {
        const records::RecordStore::Opened o = store.open(p.value(recordsOpt));
        if (!o.ok)
            usageError(o.error);
        if (!o.movedAside.isEmpty())
            std::fprintf(stderr, "qixing-server: %s\n", qPrintable(o.error));
        QObject::connect(&store, &records::RecordStore::writeFailed, &app, [](const QString &why) {
            std::fprintf(stderr, "qixing-server: %s\n", qPrintable(why));
            std::fflush(stderr);
        }); // queued: said on the main thread
        QObject::connect(&server, &net::TableServer::matchStarted, &store, [&server, &store](int table) {
            session::TableSession *session = server.tableSession(table);
            if (!session)
                return;
            auto *recorder = new records::TableRecorder(
                session, {server.matchUid(table), QStringLiteral("server"), server.tableInfo(table).value(QStringLiteral("name")).toString()},
                session);
            QObject::connect(recorder, &records::TableRecorder::handRecorded, &store, &records::RecordStore::saveHand);
            QObject::connect(recorder, &records::TableRecorder::matchRecorded, &store, &records::RecordStore::finishMatch);
        });
    }
    const int tables = int(tableConfigs.size());
    for (int i = 0; i < tables; ++i) {
        net::ServerTableConfig c = tableConfigs[std::size_t(i)];
        if (tables > 1)
            c.name = QStringLiteral("%1 %2").arg(cfg.name).arg(i + 1);
        server.addTable(c);
    }
    server.setAsideStateOfOtherTables();
    int resumed = 0;
    for (int id = 1; id <= tables; ++id)
        resumed += server.tableSession(id) != nullptr;
    net::DiscoveryResponder discovery([&] {
        return QJsonObject {{"name", server.serverName()}, {"port", int(server.port())}, {"tables", server.tableInfos()}};
    });
    if (!p.isSet(noDiscoveryOpt) && !discovery.listen(net::kDiscoveryPort, &error))
        std::fprintf(stderr, "qixing-server: LAN browsers will not find this host (UDP %u: %s)\n",
                     unsigned(net::kDiscoveryPort), qPrintable(error));
    std::printf("qixing-server: %s table(s) on port %u, open-file limit %s\n", qPrintable(counted.join(QStringLiteral(" and "))),
                unsigned(server.port()), fileLimit < 0 ? "unlimited" : qPrintable(QString::number(fileLimit)));
    if (p.isSet(recordsOpt))
        std::printf("qixing-server: keeping records in %s\n", qPrintable(QDir::toNativeSeparators(store.path())));
    if (groups)
        std::printf("qixing-server: %d duplicate group(s) of %d tables\n", groups, duplicate);
    if (stateDir.isEmpty())
        std::printf("qixing-server: keeping no state (--no-state)\n");
    else
        std::printf("qixing-server: state in %s, %d match(es) resumed\n", qPrintable(QDir::toNativeSeparators(stateDir)), resumed);
    std::fflush(stdout);
    // Ctrl-C, SIGTERM and the console's quit: tell every client the host is closing, then
    // quit. The state folder keeps the running matches: the next start resumes them.
    const auto stop = [&server] {
        server.closeAll(QStringLiteral("the host is shutting down"), QStringLiteral("hostStopped"));
        QCoreApplication::quit();
    };
    std::optional<ServerConsole> console; // (ended before the server it speaks to)
    if (p.isSet(consoleOpt)) {
        console.emplace(server);
        QObject::connect(&*console, &ServerConsole::quitRequested, &app, stop, Qt::QueuedConnection);
        std::printf("qixing-server: console: type help for the commands\n");
        std::fflush(stdout);
        console->writeTo(1); // (after the lines above: stdout's buffer is not the writer's)
        if (!console->readFrom(0, &error))
            usageError(QStringLiteral("--console: %1").arg(error));
    }
#ifdef Q_OS_UNIX
    static int pipeFds[2];
    if (::pipe(pipeFds) == 0) {
        auto *notifier = new QSocketNotifier(pipeFds[0], QSocketNotifier::Read, &app);
        QObject::connect(notifier, &QSocketNotifier::activated, stop);
        const auto onSignal = [](int) { [[maybe_unused]] auto n = ::write(pipeFds[1], "x", 1); };
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
    }
#endif
    const int status = QCoreApplication::exec();
    console.reset(); // its last answers before the night's report
    // --- duplicate (issue 30): the night's standings and ledger, at the end.
    if (!server.night().hands().isEmpty()) {
        std::printf("%s", qPrintable(server.night().report()));
        std::fflush(stdout);
    }
    return status;
}
