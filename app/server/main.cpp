// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-server: hosts Sevens and Zhangzhou mahjong tables on the LAN without a window
// (docs/protocol.md).

#include "net/discovery.h"
#ifdef QIXING_HAVE_EPOLL
#include "net/epoll_dispatcher.h"
#endif
#include "net/listener.h"
#include "net/server.h"
#include "mahjong/mahjong_json.h"
#include "sevens/sevens_json.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSocketNotifier>
#include <QStandardPaths>

#include <csignal>
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

QJsonObject jsonFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        usageError(QStringLiteral("cannot read %1: %2").arg(f.fileName(), f.errorString()));
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &err);
    if (err.error != QJsonParseError::NoError)
        usageError(QStringLiteral("bad JSON in %1: %2").arg(f.fileName(), err.errorString()));
    if (!doc.isObject())
        usageError(QStringLiteral("%1 must hold a JSON object").arg(f.fileName()));
    return doc.object();
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
    p.setApplicationDescription("Hosts Qixing Sevens and Zhangzhou mahjong tables on the LAN (protocol: docs/protocol.md).");
    p.addHelpOption();
    p.addVersionOption();
    const QCommandLineOption portOpt {"port", "TCP port (default 47017).", "P", QString::number(net::kDefaultPort)};
    const QCommandLineOption tablesOpt {"tables", "Number of Sevens tables.", "N", "1"};
    const QCommandLineOption mahjongTablesOpt {"mahjong-tables", "Number of Zhangzhou mahjong tables.", "M", "0"};
    const QCommandLineOption mahjongRulesOpt {"mahjong-rules", "Mahjong table rules, the object qixing-cli mahjong play --rules reads.", "FILE"};
    const QCommandLineOption claimPauseOpt {"claim-pause", "The fixed moment after every mahjong discard in ms.", "MS", "600"};
    const QCommandLineOption rulesOpt {"rules", "Table rules, a JSON object as in qixing-cli sevens score.", "FILE"};
    const QCommandLineOption handsOpt {"hands", "Hands per match.", "N", "12"};
    const QCommandLineOption nameOpt {"name", "Server and table name.", "NAME", "Qixing"};
    const QCommandLineOption passwordOpt {"password", "Password to sit at a table.", "PW"};
    const QCommandLineOption penaltyOpt {"penalty", "Leaving penalty in bases: 1, 3 or 5.", "B", "1"};
    const QCommandLineOption turnOpt {"turn-seconds", "Turn time limit (0: none).", "S", "30"};
    const QCommandLineOption pauseOpt {"pause", "Computer players' pause in ms.", "MS", "700"};
    const QCommandLineOption nextOpt {"next-hand-delay", "Pause after a settlement in ms.", "MS", "3000"};
    const QCommandLineOption balanceOpt {"balance", "Each seat's starting balance in bases.", "B", "100"};
    const QCommandLineOption computerOpt {"computer",
                                          "Sevens computer players (empty seats and stand-ins): a strength "
                                          "(beginner, casual, strong, master) or a kind.",
                                          "KIND", "heuristic"};
    const QCommandLineOption mahjongComputerOpt {"mahjong-computer", "Mahjong computer players: a strength or a kind.", "KIND",
                                                 "efficient"};
    const QCommandLineOption seedOpt {"seed", "Deal the first match from seed S and each later one from the next (0: random).", "S", "0"};
    const QCommandLineOption noDiscoveryOpt {"no-discovery", "Do not answer LAN browsers (UDP port 47018)."};
    // The user's data folder, not the program's: the same place whatever the host is named.
    const QString defaultStateDir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/qixing/server");
    const QCommandLineOption stateDirOpt {"state-dir",
                                         "Keep each running match in DIR after every move, so that a host started again after a "
                                         "crash, kill or power cut resumes it and people get their seats back with their tokens "
                                         "(default: " + defaultStateDir + ").",
                                         "DIR", defaultStateDir};
    const QCommandLineOption noStateOpt {"no-state", "Keep no running match: a restart starts every table empty."};
    p.addOptions({portOpt, tablesOpt, mahjongTablesOpt, mahjongRulesOpt, claimPauseOpt, rulesOpt, handsOpt, nameOpt, passwordOpt, penaltyOpt, turnOpt, pauseOpt, nextOpt, computerOpt, mahjongComputerOpt,
                  balanceOpt, seedOpt, noDiscoveryOpt, stateDirOpt, noStateOpt});
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
    session::SessionSettings &st = cfg.settings;
    if (p.isSet(rulesOpt)) {
        try {
            st.match.rules = sevens::json::rulesFrom(jsonFile(p.value(rulesOpt)));
        } catch (const std::exception &e) {
            usageError(QString::fromUtf8(e.what()));
        }
    }
    session::MahjongSettings &ms = cfg.mahjong;
    if (p.isSet(mahjongRulesOpt)) {
        try {
            const auto r = mahjong::json::rulesFrom(jsonFile(p.value(mahjongRulesOpt)));
            if (r.hasWall || r.dealer >= 0 || !r.dice.empty())
                usageError(QStringLiteral("--mahjong-rules: a table's rules name no wall, dealer or dice"));
            ms.rules = r.rules;
        } catch (const std::exception &e) {
            usageError(QStringLiteral("--mahjong-rules: %1").arg(QString::fromUtf8(e.what())));
        }
    }
    st.match.hands = wholeOption(p, handsOpt, 1, 10000);
    st.match.penaltyBases = wholeOption(p, penaltyOpt, 1, 5);
    st.turnSeconds = wholeOption(p, turnOpt, 0, 600);
    st.startingBalance = std::int64_t(wholeOption(p, balanceOpt, 1, 1'000'000)) * st.match.rules.base();
    for (auto &k : st.kinds)
        k = p.value(computerOpt);
    if (const QString e = st.validate(); !e.isEmpty())
        usageError(e);
    ms.turnSeconds = st.turnSeconds;
    for (auto &k : ms.kinds)
        k = p.value(mahjongComputerOpt);
    if (const QString e = ms.validate(); !e.isEmpty())
        usageError(e);
    cfg.computerPauseMs = wholeOption(p, pauseOpt, 0, 60000);
    cfg.nextHandDelayMs = wholeOption(p, nextOpt, 0, 600000);
    cfg.claimPauseMs = wholeOption(p, claimPauseOpt, 0, 10000);
    cfg.seed = std::uint64_t(wholeOption(p, seedOpt, 0, 2147483647));
    const int tables = wholeOption(p, tablesOpt, 0, 10000);
    const int mahjongTables = wholeOption(p, mahjongTablesOpt, 0, 10000);
    if (tables + mahjongTables == 0)
        usageError(QStringLiteral("no tables: give --tables or --mahjong-tables"));
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
    QString error;
    if (!server.listen(QHostAddress::Any, quint16(wholeOption(p, portOpt, 0, 65535)), &error)) {
        std::fprintf(stderr, "qixing-server: cannot listen: %s\n", qPrintable(error));
        return 1;
    }
    server.setStateDir(stateDir);
    for (int i = 0; i < tables + mahjongTables; ++i) {
        net::ServerTableConfig c = cfg;
        if (i >= tables)
            c.game = QStringLiteral("mahjong");
        if (tables + mahjongTables > 1)
            c.name = QStringLiteral("%1 %2").arg(cfg.name).arg(i + 1);
        server.addTable(c);
    }
    server.setAsideStateOfOtherTables();
    int resumed = 0;
    for (int id = 1; id <= tables + mahjongTables; ++id)
        resumed += server.tableSession(id) != nullptr;
    net::DiscoveryResponder discovery([&] {
        return QJsonObject {{"name", server.serverName()}, {"port", int(server.port())}, {"tables", server.tableInfos()}};
    });
    if (!p.isSet(noDiscoveryOpt) && !discovery.listen(net::kDiscoveryPort, &error))
        std::fprintf(stderr, "qixing-server: LAN browsers will not find this host (UDP %u: %s)\n",
                     unsigned(net::kDiscoveryPort), qPrintable(error));
    std::printf("qixing-server: %d Sevens and %d mahjong table(s) on port %u, open-file limit %s\n", tables, mahjongTables,
                unsigned(server.port()), fileLimit < 0 ? "unlimited" : qPrintable(QString::number(fileLimit)));
    if (stateDir.isEmpty())
        std::printf("qixing-server: keeping no state (--no-state)\n");
    else
        std::printf("qixing-server: state in %s, %d match(es) resumed\n", qPrintable(QDir::toNativeSeparators(stateDir)), resumed);
    std::fflush(stdout);
#ifdef Q_OS_UNIX
    // Ctrl-C / SIGTERM: tell every client the host is closing, then quit. The state folder
    // keeps the running matches: the next start resumes them.
    static int pipeFds[2];
    if (::pipe(pipeFds) == 0) {
        auto *notifier = new QSocketNotifier(pipeFds[0], QSocketNotifier::Read, &app);
        QObject::connect(notifier, &QSocketNotifier::activated, [&] {
            server.closeAll(QStringLiteral("the host is shutting down"), QStringLiteral("hostStopped"));
            QCoreApplication::quit();
        });
        const auto onSignal = [](int) { [[maybe_unused]] auto n = ::write(pipeFds[1], "x", 1); };
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
    }
#endif
    return QCoreApplication::exec();
}
