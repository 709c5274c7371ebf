// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli bench-server: a server with many tables on one thread, driven over loopback by
// four computer-player clients per table on another, at full speed. Measures the time from a
// client sending its action to that client receiving the host's update for it.

#include "cli.h"

#include "mahjong/mahjong_client.h"
#include "sevens/sevens_client.h"
#ifdef QIXING_HAVE_EPOLL
#include "net/epoll_dispatcher.h"
#endif
#include "net/listener.h"
#include "net/server.h"
#include "sevens/sevens_save.h"
#include "mahjong/players.h"
#include "sevens/players.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QThread>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

#include <algorithm>
#include <chrono>
#include <future>
#include <memory>
#include <vector>

namespace qixing::cli {

using namespace qixing::sevens;

namespace {

using Clock = std::chrono::steady_clock;

// One seat: a Sevens or a mahjong client with its computer player.
struct BenchBot
{
    explicit BenchBot(bool mahjong)
    {
        if (mahjong)
            owned = std::make_unique<net::MahjongClient>();
        else
            owned = std::make_unique<net::SevensClient>();
    }
    std::unique_ptr<net::TableClient> owned;
    net::TableClient &client() { return *owned; }
    HeuristicPlayer player;
    mahjong::EfficientPlayer mahjongPlayer;
    Clock::time_point sentAt;
    int pendingTurn = -1; // Sevens: the turn answered; mahjong: 1 while an answer is unacknowledged
    int pendingHand = -1;
    int seenHand = -1; // Sevens: the hand and turn the mirror was at
    int seenTurn = -1;
    std::vector<double> *latencies = nullptr;
    long long *moves = nullptr;
    long long *hands = nullptr;
    bool measuring = false;
};

// CPU seconds this process has used, every thread (host and bots) together; -1 if unknown.
double cpuSeconds()
{
#ifdef Q_OS_UNIX
    rusage u {};
    if (getrusage(RUSAGE_SELF, &u) == 0)
        return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
#endif
    return -1;
}

double percentile(std::vector<double> &v, double p)
{
    if (v.empty())
        return 0;
    const std::size_t k = std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5));
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(k), v.end());
    return v[k];
}

} // namespace

int runBenchServer(const QStringList &args)
{
    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption tablesOpt {"tables", "Tables (4 connections each).", "N", "250"};
    const QCommandLineOption secondsOpt {"seconds", "How long to measure once every table plays.", "S", "20"};
    const QCommandLineOption warmupOpt {"warmup", "Seconds of play before measuring (tables start in a burst).", "S", "3"};
    const QCommandLineOption handsOpt {"hands", "Hands per match (a table starts a new match after each).", "N", "12"};
    const QCommandLineOption gameOpt {"game", "sevens or mahjong (1 圈 matches, no pause after discards).", "GAME", "sevens"};
    const QCommandLineOption portOpt {"port", "Drive a qixing-server already listening on 127.0.0.1:PORT (its tables 1..N) "
                                                "instead of a host on a thread of this process.", "PORT"};
    p.addOptions({tablesOpt, secondsOpt, warmupOpt, handsOpt, gameOpt, portOpt});
    if (!p.parse(QStringList {QStringLiteral("qixing-cli bench-server")} + args))
        throw UsageError(QStringLiteral("bench-server: %1").arg(p.errorText()));
    if (!p.positionalArguments().isEmpty())
        throw UsageError(QStringLiteral("bench-server: unexpected argument \"%1\"").arg(p.positionalArguments().first()));
    const int tables = int(parseWhole(p.value(tablesOpt), "--tables", 1, 5000));
    const int seconds = int(parseWhole(p.value(secondsOpt), "--seconds", 1, 3600));
    const int hands = int(parseWhole(p.value(handsOpt), "--hands", 1, 1000));
    const int warmup = int(parseWhole(p.value(warmupOpt), "--warmup", 0, 600));
    const QString game = p.value(gameOpt);
    if (game != QLatin1String("sevens") && game != QLatin1String("mahjong"))
        throw UsageError(QStringLiteral("bench-server: --game is sevens or mahjong"));
    const bool mahjong = game == QLatin1String("mahjong");
    net::raiseFileLimit(); // 1,000 connections need 2,000 descriptors in this process

    // The host runs on its own thread, as it would in its own process (unless --port names one).
    QThread hostThread;
#ifdef QIXING_HAVE_EPOLL
    if (QAbstractEventDispatcher *d = net::EpollEventDispatcher::createUnlessDisabled())
        hostThread.setEventDispatcher(d);
#endif
    hostThread.start();
    QObject anchor;
    anchor.moveToThread(&hostThread);
    std::promise<quint16> portPromise;
    net::TableServer *server = nullptr;
    if (!p.isSet(portOpt))
        QMetaObject::invokeMethod(&anchor, [&] {
        server = new net::TableServer(QStringLiteral("bench"));
        net::ServerTableConfig cfg;
        cfg.name = QStringLiteral("bench");
        cfg.computerPauseMs = 0;
        cfg.nextHandDelayMs = 0;
        if (mahjong) {
            session::MahjongSettings st;
            st.kinds.fill(QStringLiteral("efficient"));
            cfg.game = game;
            cfg.settings = session::mahjongSettingsTo(st);
            cfg.claimPauseMs = 0; // the host's cost, not the table's pace
        } else {
            session::SessionSettings st;
            st.match.hands = hands;
            st.kinds.fill(QStringLiteral("heuristic"));
            st.startingBalance = 1'000'000;
            cfg.game = QStringLiteral("sevens");
            cfg.settings = session::settingsTo(st);
        }
        for (int i = 0; i < tables; ++i)
            server->addTable(cfg);
        portPromise.set_value(server->listen(QHostAddress::LocalHost, 0) ? server->port() : quint16(0));
    }, Qt::QueuedConnection);
    const quint16 port = p.isSet(portOpt) ? quint16(parseWhole(p.value(portOpt), "--port", 1, 65535))
                                          : portPromise.get_future().get();
    if (port == 0)
        throw UsageError(QStringLiteral("bench-server: cannot listen on loopback"));

    std::vector<double> latencies;
    latencies.reserve(1 << 20);
    long long moves = 0, handsDone = 0, lost = 0;
    int seated = 0;
    std::vector<std::unique_ptr<BenchBot>> bots;
    for (int t = 0; t < tables; ++t) {
        for (int s = 0; s < kSeats; ++s) {
            auto b = std::make_unique<BenchBot>(mahjong);
            BenchBot *bp = b.get();
            bp->latencies = &latencies;
            bp->moves = &moves;
            bp->hands = &handsDone;
            const int table = t + 1;
            net::TableClient &client = bp->client();
            QObject::connect(&client, &net::TableClient::welcomed, [bp, table](const QJsonArray &) { bp->client().sit(table); });
            QObject::connect(&client, &net::TableClient::seated, [bp, &seated](int, int) {
                ++seated;
                bp->client().setReady(true);
            });
            QObject::connect(&client, &net::TableClient::matchOver, [bp](const QJsonObject &) { bp->client().setReady(true); });
            QObject::connect(&client, &net::TableClient::yourTurn, [bp, mahjong](int) {
                bp->sentAt = Clock::now();
                if (mahjong) {
                    auto &mc = static_cast<net::MahjongClient &>(bp->client());
                    bp->pendingTurn = 1;
                    mc.act(bp->mahjongPlayer.choose(mc.view()));
                    return;
                }
                auto &sc = static_cast<net::SevensClient &>(bp->client());
                const HandView v = sc.view();
                bp->pendingTurn = v.turn();
                bp->pendingHand = sc.handNumber();
                sc.act(bp->player.chooseAction(v));
            });
            if (mahjong) {
                QObject::connect(&client, &net::TableClient::handSettled, [bp](const QJsonObject &) {
                    if (bp->measuring && bp->client().seat() == 0)
                        ++*bp->hands;
                });
                // A decision is answered when the seat's own event comes back (a claim
                // answered after its window closed never does, and is not counted).
                QObject::connect(&client, &net::TableClient::messageArrived, [bp](const QJsonObject &m) {
                    if (!bp->measuring || bp->pendingTurn < 0 || m.value(QLatin1String("type")).toString() != QLatin1String("event")
                        || m.value(QLatin1String("event")).toObject().value(QLatin1String("seat")).toInt() != bp->client().seat())
                        return;
                    ++*bp->moves;
                    bp->latencies->push_back(std::chrono::duration<double, std::milli>(Clock::now() - bp->sentAt).count());
                    bp->pendingTurn = -1;
                });
            } else {
                // Sevens moves and hands are read from the mirror they advance: connected to
                // messageArrived or handSettled, a client would build a QJsonObject of every
                // move, or read every settlement, as a computer player's client does not.
                QObject::connect(&client, &net::TableClient::stateChanged, [bp] {
                    const auto &sc = static_cast<const net::SevensClient &>(bp->client());
                    if (!sc.mirror())
                        return;
                    const int turn = sc.mirror()->turn();
                    if (sc.handNumber() != bp->seenHand || turn <= bp->seenTurn) {
                        if (bp->measuring && sc.seat() == 0 && sc.handNumber() != bp->seenHand)
                            ++*bp->hands; // a new hand's state: count each hand once per table
                        bp->seenHand = sc.handNumber(); // a state: no move
                        bp->seenTurn = turn;
                        return;
                    }
                    bp->seenTurn = turn;
                    // The seat's own move is back (cleared in the warm-up too: a turn left
                    // pending there would be timed at the next move of anyone).
                    if (bp->pendingTurn >= 0 && sc.handNumber() == bp->pendingHand && turn > bp->pendingTurn) {
                        if (bp->measuring)
                            bp->latencies->push_back(std::chrono::duration<double, std::milli>(Clock::now() - bp->sentAt).count());
                        bp->pendingTurn = -1;
                    }
                    if (bp->measuring && sc.seat() == 0)
                        ++*bp->moves; // count each move once per table
                });
            }
            QObject::connect(&client, &net::TableClient::disconnected, [&lost](const QString &) { ++lost; });
            client.setLobby(false); // each bot knows its table: no lists, as a real bot-client
            client.connectToHost(QStringLiteral("127.0.0.1"), port, QStringLiteral("bot"));
            bots.push_back(std::move(b));
        }
    }

    // Wait until everyone is seated (the tables then start by themselves), then measure.
    QEventLoop loop;
    QTimer poll;
    QElapsedTimer setup;
    setup.start();
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (seated == tables * kSeats || setup.elapsed() > 60000)
            loop.quit();
    });
    poll.start(10);
    loop.exec();
    poll.stop();
    const double setupSeconds = double(setup.elapsed()) / 1000.0;
    if (warmup > 0) {
        QTimer::singleShot(warmup * 1000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    for (auto &b : bots)
        b->measuring = true;
    const double cpuBefore = cpuSeconds();
    QElapsedTimer run;
    run.start();
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    const double elapsed = double(run.elapsed()) / 1000.0;
    const double cpu = cpuSeconds() - cpuBefore;
    for (auto &b : bots)
        b->measuring = false;

    QJsonObject latency {
        {"p50", percentile(latencies, 0.50)},
        {"p90", percentile(latencies, 0.90)},
        {"p99", percentile(latencies, 0.99)},
        {"max", latencies.empty() ? 0.0 : *std::max_element(latencies.begin(), latencies.end())},
        {"samples", qint64(latencies.size())},
    };
    writeJsonLine(QJsonObject {
        {"game", game},
        {"tables", tables},
        {"connections", seated},
        {"setupSeconds", setupSeconds},
        {"warmupSeconds", warmup},
        {"seconds", elapsed},
        {"moves", moves},
        {"movesPerSec", double(moves) / elapsed},
        {"handsPerSec", double(handsDone) / elapsed},
        {"connectionsLost", lost},
        {"latencyMs", latency},
        // The cost of a move to host and bots together, steadier than the rates on a shared
        // machine (a noisy neighbour slows the loop but adds little CPU time to it).
        {"cpuUsPerMove", cpuBefore < 0 || moves == 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(cpu * 1e6 / double(moves))},
        {"cpuBusy", cpuBefore < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(cpu / elapsed)},
    });

    bots.clear();
    QMetaObject::invokeMethod(&anchor, [&] { delete server; }, Qt::BlockingQueuedConnection);
    hostThread.quit();
    hostThread.wait();
    return 0;
}

} // namespace qixing::cli
