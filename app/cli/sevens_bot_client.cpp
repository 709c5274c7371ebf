// qixing-cli sevens bot-client: a computer player joining a LAN table over the network.

#include "cli.h"

#include "common/rng.h"
#include "net/client.h"
#include "sevens/players.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace qixing::cli {

using namespace qixing::sevens;

int runSevensBotClient(const QStringList &args)
{
    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption hostOpt {"host", "Host address.", "H", "127.0.0.1"};
    const QCommandLineOption portOpt {"port", "Host port.", "P", "47017"};
    const QCommandLineOption playerOpt {"player", "Computer player kind.", "KIND", "heuristic"};
    const QCommandLineOption nameOpt {"name", "Name shown at the table.", "NAME"};
    const QCommandLineOption tableOpt {"table", "Table id (default: the first with a free seat).", "ID"};
    const QCommandLineOption seatOpt {"seat", "Seat 0-3 (default: any free seat).", "S"};
    const QCommandLineOption passwordOpt {"password", "Table password.", "PW"};
    const QCommandLineOption seedOpt {"seed", "Seed of the player's own randomness.", "S", "1"};
    const QCommandLineOption startOpt {"start", "Start the match once seated (computer players fill empty seats)."};
    p.addOptions({hostOpt, portOpt, playerOpt, nameOpt, tableOpt, seatOpt, passwordOpt, seedOpt, startOpt});
    if (!p.parse(QStringList {QStringLiteral("qixing-cli sevens bot-client")} + args))
        throw UsageError(QStringLiteral("sevens bot-client: %1").arg(p.errorText()));
    if (!p.positionalArguments().isEmpty())
        throw UsageError(QStringLiteral("sevens bot-client: unexpected argument \"%1\"").arg(p.positionalArguments().first()));
    const quint16 port = quint16(parseWhole(p.value(portOpt), "--port", 1, 65535));
    const int wantTable = p.isSet(tableOpt) ? int(parseWhole(p.value(tableOpt), "--table", 0, 1'000'000)) : -1;
    const int wantSeat = p.isSet(seatOpt) ? int(parseWhole(p.value(seatOpt), "--seat", 0, 3)) : -1;
    const quint64 seed = parseSeed(p.value(seedOpt), "--seed");
    const QString kind = p.value(playerOpt);
    if (!makePlayer(kind.toStdString(), 0))
        throw UsageError(QStringLiteral("unknown player \"%1\"").arg(kind));
    const QString name = p.isSet(nameOpt) ? p.value(nameOpt) : QStringLiteral("bot-%1").arg(kind);

    net::SevensClient client;
    std::unique_ptr<Player> player;
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

    QObject::connect(&client, &net::SevensClient::welcomed, [&](const QJsonArray &tables) {
        connectTimeout.stop();
        int table = wantTable;
        if (table < 0) {
            for (const QJsonValue &t : tables) {
                for (const QJsonValue &s : t.toObject().value("seats").toArray())
                    if (table < 0 && t.toObject().value("state").toString() == QLatin1String("lobby")
                        && s.toObject().value("kind").toString() == QLatin1String("empty"))
                        table = t.toObject().value("id").toInt();
            }
        }
        if (table < 0)
            return finish(1, QStringLiteral("no table with a free seat"));
        client.sit(table, wantSeat, p.value(passwordOpt));
    });
    QObject::connect(&client, &net::SevensClient::seated, [&](int, int) {
        client.setReady(true);
        if (p.isSet(startOpt))
            client.startMatch();
    });
    QObject::connect(&client, &net::SevensClient::yourTurn, [&](int) {
        if (!player)
            player = makePlayer(kind.toStdString(), seed, client.rules());
        client.act(player->chooseAction(client.view()));
    });
    QObject::connect(&client, &net::SevensClient::matchOver, [&](const QJsonObject &) {
        finish(0, {});
        client.disconnectFromHost();
    });
    QObject::connect(&client, &net::SevensClient::errorReceived, [&](const QString &code, const QString &why) {
        // Lobby and protocol errors end the bot; a rejected action would be a bug.
        finish(1, QStringLiteral("host said %1: %2").arg(code, why));
    });
    QObject::connect(&client, &net::SevensClient::disconnected, [&](const QString &why) {
        finish(1, QStringLiteral("connection lost: %1").arg(why));
    });
    client.connectToHost(p.value(hostOpt), port, name);
    QCoreApplication::exec();
    if (exitCode != 0)
        std::fprintf(stderr, "qixing-cli: %s\n", qPrintable(message));
    return exitCode;
}

} // namespace qixing::cli
