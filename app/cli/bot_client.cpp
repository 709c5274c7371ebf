// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli sevens|mahjong bot-client: a computer player joining a LAN table over the
// network, one program for every game (the game's client and players are the only parts
// that differ).

#include "cli.h"

#include "common/rng.h"
#include "mahjong/mahjong_client.h"
#include "sevens/sevens_client.h"
#include "mahjong/players.h"
#include "sevens/players.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace qixing::cli {

int runBotClient(const QString &game, const QStringList &args)
{
    const bool mahjong = game == QLatin1String("mahjong");
    const QString command = QStringLiteral("%1 bot-client").arg(game);
    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption hostOpt {"host", "Host address.", "H", "127.0.0.1"};
    const QCommandLineOption portOpt {"port", "Host port.", "P", "47017"};
    const QCommandLineOption playerOpt {"player", "Computer player kind.", "KIND", mahjong ? "efficient" : "heuristic"};
    const QCommandLineOption nameOpt {"name", "Name shown at the table.", "NAME"};
    const QCommandLineOption tableOpt {"table", "Table id (default: the first with a free seat).", "ID"};
    const QCommandLineOption seatOpt {"seat", "Seat 0-3 (default: any free seat).", "S"};
    const QCommandLineOption passwordOpt {"password", "Table password.", "PW"};
    const QCommandLineOption seedOpt {"seed", "Seed of the player's own randomness.", "S", "1"};
    const QCommandLineOption startOpt {"start", "Start the match once seated (computer players fill empty seats)."};
    p.addOptions({hostOpt, portOpt, playerOpt, nameOpt, tableOpt, seatOpt, passwordOpt, seedOpt, startOpt});
    // --- spectators (issue 30)
    const QCommandLineOption watchOpt {"watch", "Watch the table as a spectator (--password: the spectator password) and print "
                                                "every message as one JSON line, until the match is over."};
    const QCommandLineOption watchHandsOpt {"hands", "With --watch: stop after this many settlements.", "N"};
    p.addOptions({watchOpt, watchHandsOpt});
    if (!p.parse(QStringList {QStringLiteral("qixing-cli ") + command} + args))
        throw UsageError(QStringLiteral("%1: %2").arg(command, p.errorText()));
    if (!p.positionalArguments().isEmpty())
        throw UsageError(QStringLiteral("%1: unexpected argument \"%2\"").arg(command, p.positionalArguments().first()));
    const quint16 port = quint16(parseWhole(p.value(portOpt), "--port", 1, 65535));
    const int wantTable = p.isSet(tableOpt) ? int(parseWhole(p.value(tableOpt), "--table", 0, 1'000'000)) : -1;
    const int wantSeat = p.isSet(seatOpt) ? int(parseWhole(p.value(seatOpt), "--seat", 0, 3)) : -1;
    const quint64 seed = parseSeed(p.value(seedOpt), "--seed");
    const QString kind = p.value(playerOpt);
    if (mahjong ? !mahjong::makePlayer(kind.toStdString(), 0) : !sevens::makePlayer(kind.toStdString(), 0))
        throw UsageError(QStringLiteral("unknown player \"%1\"").arg(kind));
    const bool watch = p.isSet(watchOpt);
    const int watchHands = p.isSet(watchHandsOpt) ? int(parseWhole(p.value(watchHandsOpt), "--hands", 1, 1'000'000)) : -1;
    if (!watch && p.isSet(watchHandsOpt))
        throw UsageError(QStringLiteral("%1: --hands goes with --watch").arg(command));
    if (watch && (p.isSet(seatOpt) || p.isSet(startOpt)))
        throw UsageError(QStringLiteral("%1: a spectator takes no seat (--seat, --start)").arg(command));
    const QString name = p.isSet(nameOpt) ? p.value(nameOpt) : watch ? QStringLiteral("watcher") : QStringLiteral("bot-%1").arg(kind);

    std::unique_ptr<net::TableClient> owned;
    if (mahjong)
        owned = std::make_unique<net::MahjongClient>();
    else
        owned = std::make_unique<net::SevensClient>();
    net::TableClient &client = *owned;
    std::unique_ptr<sevens::Player> sevensPlayer;
    std::unique_ptr<mahjong::Player> mahjongPlayer;
    int exitCode = -1;
    QString message;
    const auto finish = [&](int code, const QString &why) {
        if (exitCode >= 0)
            return;
        exitCode = code;
        message = why;
        QCoreApplication::exit(code);
    };

    QTimer connectTimeout;
    connectTimeout.setSingleShot(true);
    QObject::connect(&connectTimeout, &QTimer::timeout, [&] { finish(1, QStringLiteral("cannot reach %1:%2").arg(p.value(hostOpt)).arg(port)); });
    connectTimeout.start(10000);

    QObject::connect(&client, &net::TableClient::welcomed, [&](const QJsonArray &tables) {
        connectTimeout.stop();
        int table = wantTable;
        if (watch) {
            // The first table of this game that takes spectators, one in play if any.
            for (const QJsonValue &t : tables) {
                const QJsonObject o = t.toObject();
                if (o.value("game").toString() != game || !o.value("spectators").toObject().value("allowed").toBool())
                    continue;
                if (table < 0 || o.value("state").toString() == QLatin1String("playing"))
                    table = o.value("id").toInt();
                if (o.value("state").toString() == QLatin1String("playing"))
                    break;
            }
            if (table < 0)
                return finish(1, QStringLiteral("no %1 table takes spectators").arg(game));
            return client.watch(table, p.value(passwordOpt));
        }
        if (table < 0) {
            // The first table of this game in the lobby with a free seat.
            for (const QJsonValue &t : tables) {
                if (t.toObject().value("game").toString() != game)
                    continue;
                for (const QJsonValue &s : t.toObject().value("seats").toArray())
                    if (table < 0 && t.toObject().value("state").toString() == QLatin1String("lobby")
                        && s.toObject().value("kind").toString() == QLatin1String("empty"))
                        table = t.toObject().value("id").toInt();
            }
        }
        if (table < 0)
            return finish(1, QStringLiteral("no %1 table with a free seat").arg(game));
        client.sit(table, wantSeat, p.value(passwordOpt));
    });
    QObject::connect(&client, &net::TableClient::seated, [&](int, int) {
        client.setReady(true);
        if (p.isSet(startOpt))
            client.startMatch();
    });
    QObject::connect(&client, &net::TableClient::yourTurn, [&](int) {
        if (mahjong) {
            auto &mc = static_cast<net::MahjongClient &>(client);
            if (!mahjongPlayer)
                mahjongPlayer = mahjong::makePlayer(kind.toStdString(), seed);
            const mahjong::Action a = mahjongPlayer->choose(mc.view());
            if (qEnvironmentVariableIsSet("QIXING_BOT_VERBOSE"))
                std::fprintf(stderr, "act %s\n", mahjong::actionKindName(a.kind));
            mc.act(a);
            return;
        }
        auto &sc = static_cast<net::SevensClient &>(client);
        if (!sevensPlayer)
            sevensPlayer = sevens::makePlayer(kind.toStdString(), seed, sc.rules());
        sc.act(sevensPlayer->chooseAction(sc.view()));
    });
    QObject::connect(&client, &net::TableClient::matchOver, [&](const QJsonObject &) {
        finish(0, {});
        client.disconnectFromHost();
    });
    QObject::connect(&client, &net::TableClient::errorReceived, [&](const QString &code, const QString &why) {
        // A claim answered after its window closed is normal (the outcome was already
        // certain); other lobby and protocol errors end the bot, a rejected action is a bug.
        if (mahjong && code == QLatin1String("staleTurn"))
            return;
        if (code == QLatin1String("wrongGame"))
            return finish(1, QStringLiteral("the table is not a %1 table (host said %2: %3); a table of another game needs that game's bot-client")
                                 .arg(game, code, why));
        finish(1, QStringLiteral("host said %1: %2").arg(code, why));
    });
    QObject::connect(&client, &net::TableClient::disconnected, [&](const QString &why) {
        finish(1, QStringLiteral("connection lost: %1").arg(why));
    });
    int settled = 0;
    if (watch)
        QObject::connect(&client, &net::TableClient::messageArrived, [&](const QJsonObject &m) {
            std::fprintf(stdout, "%s\n", QJsonDocument(m).toJson(QJsonDocument::Compact).constData());
            std::fflush(stdout);
            if (m.value("type").toString() == QLatin1String("settlement") && ++settled == watchHands) {
                finish(0, {});
                client.disconnectFromHost();
            }
        });
    if (qEnvironmentVariableIsSet("QIXING_BOT_VERBOSE"))
        QObject::connect(&client, &net::TableClient::messageArrived, [](const QJsonObject &m) {
            std::fprintf(stderr, "%s\n", QJsonDocument(m).toJson(QJsonDocument::Compact).constData());
        });
    client.setLobby(wantTable < 0); // with --table it needs no list
    client.connectToHost(p.value(hostOpt), port, name);
    QCoreApplication::exec();
    if (exitCode != 0)
        std::fprintf(stderr, "qixing-cli: %s\n", qPrintable(message));
    return exitCode;
}

} // namespace qixing::cli
