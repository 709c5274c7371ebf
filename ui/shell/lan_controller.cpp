// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/lan_controller.h"

#include "net/client.h"
#include "net/discovery.h"
#include "net/server.h"
#include "ui/shell/host_tools_bar.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/lobby_screen.h"
#include "ui/party/big_screen.h" // --- duplicate (issue 30)

#include <QAction>
#include <QDir>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QNetworkInterface>
#include <QTimer>

#include <algorithm>

namespace qixing::ui {

LanController::LanController(QWidget *window, LobbyScreen *lobby, QList<GameScreen *> screens)
    : QObject(window), window_(window), lobby_(lobby), screens_(std::move(screens))
{
    connect(lobby_, &LobbyScreen::chatEntered, this, &LanController::sendChat);
    connect(lobby_, &LobbyScreen::startClicked, this, [this] {
        if (server_) {
            server_->startTable(hostTable_);
        } else if (client_) {
            // Starting means being ready too.
            if (!lobby_->ready())
                lobby_->setReady(true);
            client_->startMatch();
        }
    });
    connect(lobby_, &LobbyScreen::readyToggled, this, [this](bool on) {
        if (client_)
            client_->setReady(on);
    });
    connect(lobby_, &LobbyScreen::bigScreenClicked, this, &LanController::openBigScreen); // --- duplicate (issue 30)
    connect(lobby_, &LobbyScreen::watchClicked, this, &LanController::watchFromLobby);
    connect(lobby_, &LobbyScreen::leaveClicked, this, [this] {
        if (server_) {
            closeHostedTable();
        } else if (client_ && join_.watch) {
            leaveWatching();
        } else {
            forgetJoinedSeat(); // left on purpose: not taken back on the next join
            leaveJoinedTable();
        }
    });
    for (GameScreen *s : screens_)
        connect(s, &GameScreen::chatEntered, this, &LanController::sendChat);
    // hosttools (issue 30)
    bar_ = new HostToolsBar(window_);
    connect(bar_, &HostToolsBar::answered, this, &LanController::answerBar);
    connect(lobby_, &LobbyScreen::seatMenuRequested, this, &LanController::showSeatMenu);
}

LanController::~LanController()
{
    // Before the window's widgets go: the goodbyes must not reach them.
    if (server_) {
        disconnect(server_, nullptr, this, nullptr);
        server_->closeAll(QStringLiteral("The host closed the table."));
        delete server_;
        server_ = nullptr;
    }
    if (client_)
        disconnect(client_, nullptr, this, nullptr); // the screen that took it deletes it
}

GameScreen *LanController::screenFor(const QString &game) const
{
    for (GameScreen *s : screens_)
        if (s->gameId() == game)
            return s;
    return nullptr;
}

QString LanController::game() const
{
    if (server_)
        return server_->tableInfo(hostTable_).value("game").toString();
    return client_ ? join_.game : QString();
}

bool LanController::tableOpen() const
{
    return server_ || (client_ && client_->connected());
}

bool LanController::matchRunning() const
{
    if (server_) {
        const session::TableSession *s = server_->tableSession(hostTable_);
        return s && s->active() && !s->isMatchFinished();
    }
    const GameScreen *s = client_ ? screenFor(join_.game) : nullptr;
    return s && s->matchRunning();
}

quint16 LanController::discoveryPort() const
{
    return responder_ ? responder_->port() : 0;
}

void LanController::setBrowserTargets(const QList<QHostAddress> &targets, quint16 port)
{
    browserTargets_ = targets;
    browserPort_ = port;
    browserTargetsSet_ = true;
}

void LanController::setComputerPause(int ms)
{
    computerPauseMs_ = ms;
    if (server_ && server_->tableSession(hostTable_))
        server_->tableSession(hostTable_)->setComputerPause(ms);
}

void LanController::notify(const QString &title, const QString &text, bool warning)
{
    showNotice(window_, title, text, warning);
}

void LanController::setChatWritable(bool on)
{
    lobby_->setChatWritable(on);
    for (GameScreen *s : screens_)
        s->panel()->setChatWritable(on);
}

void LanController::end()
{
    setChatWritable(true);
    if (server_)
        closeHostedTable();
    if (client_)
        leaveJoinedTable();
}

void LanController::clearChats()
{
    lobby_->clearChat();
    for (GameScreen *s : screens_)
        s->panel()->clearChat();
}

void LanController::showLobby()
{
    refreshLobby();
    emit lobbyWanted();
}

void LanController::backToLobby()
{
    lobby_->resetReady(); // the host asks everyone to be ready again
    showLobby();
}

void LanController::refreshLobby()
{
    // Only a table the host has described (an id it no longer knows changes nothing).
    const QJsonObject info = server_ ? server_->tableInfo(hostTable_) : client_ ? client_->tableInfo() : QJsonObject();
    if (!info.isEmpty())
        lobby_->setTable(info, server_ ? 0 : client_->seat());
    if (server_ || client_) // duplicate tables (issue 30): the host's others, to watch
        lobby_->setHostTables(server_ ? server_->tableInfos() : client_->tables(), server_ ? hostTable_ : client_->tableId());
    refreshTableActions(); // hosttools (issue 30): what applies follows the table
}

// --- Hosting ---------------------------------------------------------------------------

bool LanController::host(const net::ServerTableConfig &table, const QString &hostName, const LanHostOptions &options)
{
    end();
    emit tableOpening();
    auto *server = new net::TableServer(hostName, this);
    QString error;
    if (!server->listen(listenAddress_, options.port, &error)) {
        delete server;
        notify(tr("Could not host the table"),
               tr("Port %1 could not be opened: %2\n\nChoose another port in 開桌設定, or close the program that uses it.")
                   .arg(options.port)
                   .arg(error),
               true);
        return false;
    }
    server_ = server;
    net::ServerTableConfig config = table;
    config.name = options.name;
    config.password = options.password;
    config.computerPauseMs = fixedComputerPauseMs_ >= 0 ? fixedComputerPauseMs_ : computerPauseMs_;
    if (claimPauseMs_ >= 0)
        config.claimPauseMs = claimPauseMs_;
    config.nextHandDelayMs = -1; // the host reads the settlement, then deals
    config.hostSeat = true;
    // Next to the desktop saves, so that a hosted match never overwrites a local one.
    const GameScreen *screen = screenFor(config.game);
    config.savePath = saveDir_.isEmpty() || !screen ? QString() : QDir(saveDir_).filePath(screen->hostedSaveName());
    // The party switches (issue 30), as qixing-server's --spectators, --spectator-password,
    // --spectator-chat and --spectator-hands set them.
    config.spectators.allowed = options.spectators;
    config.spectators.password = options.spectatorPassword;
    config.spectators.chat = options.spectatorChat;
    config.spectators.hands = options.spectatorsBehind ? net::SpectatorPolicy::Behind : net::SpectatorPolicy::Public;
    // Duplicate tables (qixing-server --duplicate N): one group on the same deals, the host's
    // seat at the first; the others are open tables as qixing-server's, dealing on by
    // themselves, unsaved (a window keeps one hosted save).
    const int duplicates = std::clamp(options.duplicateTables, 1, kMaxDuplicateTables);
    config.duplicateGroup = duplicates > 1 ? 1 : 0;
    hostTable_ = server_->addTable(config);
    for (int i = 1; i < duplicates; ++i) {
        net::ServerTableConfig other = config;
        other.name = tr("%1 (table %2)").arg(options.name).arg(i + 1);
        other.hostSeat = false;
        other.savePath.clear();
        other.nextHandDelayMs = net::ServerTableConfig().nextHandDelayMs;
        server_->addTable(other);
    }

    responder_ = new net::DiscoveryResponder(
        [this] {
            return QJsonObject {{"name", server_->serverName()}, {"port", int(server_->port())}, {"tables", server_->tableInfos()}};
        },
        server_);
    QString udpError, udpProblem;
    if (!responder_->listen(discoveryPort_, &udpError))
        udpProblem = tr("The table cannot be found by the LAN browser (%1); players can join by address.").arg(udpError);

    connect(server_, &net::TableServer::tablesChanged, this, &LanController::refreshLobby);
    connect(server_, &net::TableServer::chatPosted, this, [this](int id, const QString &from, const QString &text) {
        if (id == hostTable_)
            addChat(from, text);
    });
    connect(server_, &net::TableServer::matchStarted, this, &LanController::enterHostedMatch);
    // The table's actions (away, propose to end, rematch) follow the match at once, not only
    // with the next lobby news (sent at most every 100 ms).
    connect(server_, &net::TableServer::matchStarted, this, &LanController::refreshTableActions);
    connect(server_, &net::TableServer::matchEnded, this, &LanController::refreshTableActions);
    // --- duplicate (issue 30)
    standings_ = {};
    connect(server_, &net::TableServer::standingsChanged, this, [this](const QList<int> &tables, const QJsonObject &m) {
        if (tables.contains(hostTable_)) {
            standings_ = m;
            emit standingsArrived(m);
        }
    });
    // The host hears when a person drops (a computer player takes the seat) and comes back.
    connect(server_, &net::TableServer::personLeft, this, [this](int id, int seat, const QString &name, bool playing) {
        if (id != hostTable_)
            return;
        addNotice(playing ? tr("%1 (seat %2) lost the connection: a computer player plays the seat until they come back.")
                                .arg(name)
                                .arg(seat + 1)
                          : tr("%1 left seat %2.").arg(name).arg(seat + 1));
    });
    connect(server_, &net::TableServer::personBack, this, [this](int id, int seat, const QString &name) {
        if (id == hostTable_)
            addNotice(tr("%1 is back at seat %2.").arg(name).arg(seat + 1));
    });
    connect(server_, &net::TableServer::tableNotice, this, [this](int id, const QJsonObject &m) {
        if (id == hostTable_)
            onTableNotice(m);
    });

    // Where others reach this table: the IPv4 addresses of this computer's network
    // interfaces (only loopback when the table listens there).
    QStringList addresses;
    if (listenAddress_.isLoopback()) {
        addresses << listenAddress_.toString();
    } else {
        for (const QHostAddress &a : QNetworkInterface::allAddresses())
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
                addresses << a.toString();
    }
    if (addresses.isEmpty())
        addresses << QStringLiteral("127.0.0.1");
    lobby_->setRole(true, tr("%1, port %2").arg(addresses.join(QStringLiteral(", "))).arg(server_->port()));
    clearChats();
    lobby_->addNotice(tr("The table is open on port %1. Waiting for players…").arg(server_->port()));
    if (!udpProblem.isEmpty())
        lobby_->addNotice(udpProblem);
    showLobby();
    return true;
}

void LanController::enterHostedMatch(int table)
{
    if (table != hostTable_ || !server_ || !server_->tableSession(table))
        return;
    emit hostedMatchBegins(game(), table);
}

void LanController::closeHostedTable()
{
    if (!server_)
        return;
    net::TableServer *server = server_;
    server_ = nullptr;
    responder_ = nullptr;
    hostTable_ = -1;
    emit lanEnded(); // the screens let go of the hosted session first
    server->closeAll(QStringLiteral("The host closed the table."));
    disconnect(server, nullptr, this, nullptr);
    server->deleteLater(); // after the goodbyes are written
    emit hallWanted();
}

// --- Joining ---------------------------------------------------------------------------

void LanController::openJoinDialog(const QString &game)
{
    if (browser_) {
        browser_->raise();
        return;
    }
    auto *d = new LanBrowserDialog(window_);
    d->setAttribute(Qt::WA_DeleteOnClose);
    if (browserTargetsSet_)
        d->setTargets(browserTargets_, browserPort_);
    browser_ = d;
    connect(d, &QDialog::accepted, this, [this, d, game] {
        const QString host = d->host(), name = d->playerName(), password = d->password();
        const quint16 port = d->port();
        const int table = d->tableId();
        // A table chosen in the list says its game; joined by address, the hall's tile does.
        const QString tableGame = table >= 0 ? d->game() : game;
        // The window asks first when a match here would end (MainWindow::whenFreeTo).
        if (d->watchWanted())
            emit watchChosen(host, port, name, table, password, tableGame);
        else
            emit joinChosen(host, port, name, table, password, tableGame);
    });
    d->open();
}

void LanController::join(const QString &host, quint16 port, const QString &name, int table, const QString &password,
                         const QString &token, const QString &game)
{
    end();
    emit tableOpening();
    join_ = {host, port, name, password, table, game};
    join_.watch = std::exchange(watchNext_, false);
    if (!join_.watch)
        backTo_ = {};
    // A seat this computer had at that host (the window crashed or was closed): offered back
    // by its token, with the game it plays; a table chosen in the list must be that one.
    QString offered = token;
    QString clientGame = game;
    if (offered.isEmpty() && !join_.watch) {
        const RememberedSeat kept = rememberedSeat(host, port);
        if (!kept.token.isEmpty() && (table < 0 || table == kept.table)) {
            offered = kept.token;
            if (screenFor(kept.game))
                clientGame = kept.game;
        }
    }
    // One connection for the table's game (the first game's when none is known yet); the
    // rest of joining is the same for every game.
    GameScreen *screen = screenFor(clientGame);
    if (!screen) {
        screen = screens_.value(0);
        clientGame = screen->gameId();
    }
    // The host sends the table's recent chat with the seat.
    clearChats();
    closedReason_.clear();
    leaving_ = false;
    net::TableClient *client = screen->newClient();
    client_ = client;
    seatedAt_ = {};
    // --- duplicate (issue 30)
    standings_ = {};
    connect(client, &net::TableClient::standingsReceived, this, [this](const QJsonObject &m) {
        standings_ = m;
        emit standingsArrived(m);
    });
    // The screen hears the host first: what this controller decides below reads its game.
    emit joinedTableOpens(clientGame, client, host);
    const auto sitSomewhere = [this, client, clientGame](const QJsonArray &tables) {
        // The table named, else the first open table of the game asked for, else any open one.
        int pick = -1;
        QString pickGame = clientGame;
        for (const bool sameGameOnly : {true, false}) {
            for (const QJsonValue &v : tables) {
                const QJsonObject t = v.toObject();
                const bool open = t.value("state").toString() == QLatin1String("lobby") && freeSeats(t) > 0;
                const bool wanted = join_.table >= 0 ? t.value("id").toInt() == join_.table
                                                     : open && (!sameGameOnly || t.value("game").toString() == join_.game);
                if (wanted) {
                    pick = t.value("id").toInt();
                    pickGame = t.value("game").toString();
                    break;
                }
            }
            if (pick >= 0)
                break;
        }
        if (pick < 0)
            pick = join_.table; // not listed (any more): the host says why
        if (pick < 0) {
            failJoin(tr("There is no table with a free seat at %1.").arg(join_.host));
            return;
        }
        if (pickGame != clientGame && screenFor(pickGame)) {
            // Found by address, the table is of another game: connect again as its client.
            const JoinTarget t = join_;
            QTimer::singleShot(0, this, [this, t, pick, pickGame] { join(t.host, t.port, t.name, pick, t.password, {}, pickGame); });
            return;
        }
        client->sit(pick, -1, join_.password);
    };
    connect(client, &net::TableClient::welcomed, this, [this, client, offered, sitSomewhere](const QJsonArray &tables) {
        if (join_.watch)
            return client->watch(join_.table, join_.password);
        if (!offered.isEmpty())
            return; // the host gives the seat back by itself
        sitSomewhere(tables);
    });
    connect(client, &net::TableClient::watching, this, [this, client, clientGame](int table) {
        seatedAt_ = {};
        lobby_->setRole(false, QStringLiteral("%1:%2").arg(join_.host).arg(join_.port));
        setChatWritable(client->tableInfo().value("spectators").toObject().value("chat").toBool());
        if (const GameScreen *s = screenFor(clientGame); s && s->handInProgress())
            return;
        lobby_->addNotice(tr("You are watching table %1.").arg(table));
        showLobby();
    });
    connect(client, &net::TableClient::seated, this, [this, client, clientGame] {
        join_.game = clientGame; // a reconnect takes the seat back with the same client
        // Told another seat at the same table while seated: the host swapped seats between
        // hands of the match (its seatsSwapped notice follows and says so).
        const bool moved = seatedAt_.table == client->tableId() && seatedAt_.seat >= 0 && seatedAt_.seat != client->seat();
        seatedAt_ = {client->tableId(), client->seat()};
        setChatWritable(true);
        if (const QString e = rememberSeat(join_.host, join_.port, {client->token(), clientGame, client->tableId()}); !e.isEmpty())
            emit statusMessage(tr("Your seat could not be remembered (%1): after a crash, this window could not take it back.").arg(e));
        lobby_->setRole(false, QStringLiteral("%1:%2").arg(join_.host).arg(join_.port));
        // Taken back in the middle of a hand, the screen shows the table (it heard the seat
        // first), as it does for a person moved between hands (the settlement stays up);
        // else the lobby until the host deals.
        if (const GameScreen *s = screenFor(clientGame); s && (s->handInProgress() || (moved && s->matchRunning())))
            return;
        lobby_->addNotice(tr("You sat down at seat %1.").arg(client->seat() + 1));
        showLobby();
    });
    connect(client, &net::TableClient::tablesChanged, this, &LanController::refreshLobby);
    connect(client, &net::TableClient::chatReceived, this, &LanController::addChat);
    connect(client, &net::TableClient::messageArrived, this, [this](const QJsonObject &m) {
        const QString type = m.value(QLatin1String("type")).toString();
        if (type == QLatin1String("away") || type == QLatin1String("vote") || type == QLatin1String("rematch")
            || type == QLatin1String("seatsSwapped"))
            onTableNotice(m);
    });
    connect(client, &net::TableClient::errorReceived, this,
            [this, client, offered, sitSomewhere](const QString &code, const QString &message) {
        if (code == QLatin1String("notJoined") && !offered.isEmpty() && client->seat() < 0) {
            // The seat was not kept (the connection dropped in the lobby, the match ended):
            // sit down again.
            forgetJoinedSeat();
            sitSomewhere(client->tables());
            return;
        }
        if (code == QLatin1String("closed")) {
            closedReason_ = closedText(client->closedCode(), message);
            // A host program that stops resumes its matches when it starts again: the seat
            // is kept for then. A table its host closed is gone.
            if (client->closedCode() != QLatin1String("hostStopped"))
                forgetJoinedSeat();
            return;
        }
        if (code == QLatin1String("illegal") || code == QLatin1String("notYourTurn") || code == QLatin1String("staleTurn"))
            return; // the table shows these
        if (code == QLatin1String("removed")) { // hosttools (issue 30): the seat is gone, and its token
            forgetJoinedSeat();
            leaving_ = true;
            dropClient();
            emit hallWanted();
            notify(tr("Removed from the table"), tr("The host removed you from the table."), true);
            return;
        }
        if (client->seat() < 0) {
            failJoin(lanErrorText(code, message));
            return;
        }
        lobby_->addNotice(lanErrorText(code, message));
        emit tableMessage(lanErrorText(code, message));
    });
    connect(client, &net::TableClient::disconnected, this, &LanController::onDisconnected);
    client->connectToHost(host, port, name, offered);
}

void LanController::watch(const QString &host, quint16 port, const QString &name, int table, const QString &password,
                          const QString &game)
{
    watchNext_ = true;
    join(host, port, name, table, password, {}, game);
}

void LanController::watchFromLobby(int table, const QString &game, bool password)
{
    if (!client_ || server_)
        return;
    QString pw;
    if (password) {
        bool ok = false;
        pw = QInputDialog::getText(window_, tr("Watch the table"), tr("The host asks a password to watch this table:"),
                                   QLineEdit::Password, {}, &ok);
        if (!ok)
            return;
    }
    // Seated here, leaving goes back to this seat; already watching, to where that began
    // (watch() keeps backTo_).
    if (!join_.watch) {
        backTo_ = join_;
        backTo_.table = client_->tableId();
    }
    const JoinTarget here = join_; // join() replaces join_
    watch(here.host, here.port, here.name, table, pw, game);
}

void LanController::leaveWatching()
{
    const JoinTarget back = backTo_;
    const QString game = join_.game;
    leaveJoinedTable();
    if (!back.host.isEmpty())
        join(back.host, back.port, back.name, back.table, back.password, {}, back.game);
    else
        openJoinDialog(game);
}

void LanController::forgetJoinedSeat()
{
    if (!client_)
        return;
    // Not forgotten, the seat's token is offered on the next join and refused (notJoined):
    // harmless, but said.
    if (const QString e = forgetSeat(join_.host, join_.port); !e.isEmpty())
        emit statusMessage(tr("Could not save the settings: %1").arg(e));
}

// Forget the joined table: the screens go back to their desktop tables (the one that took
// the connection deletes it with its game once their signals are done), and the connection
// is closed (a no-op when it is already gone).
void LanController::dropClient()
{
    if (!client_)
        return;
    net::TableClient *client = client_;
    client_ = nullptr;
    disconnect(client, nullptr, this, nullptr);
    emit lanEnded();
    client->disconnectFromHost();
}

void LanController::failJoin(const QString &text)
{
    leaving_ = true;
    dropClient();
    emit hallWanted();
    notify(tr("Could not join the table"), text, true);
}

void LanController::leaveJoinedTable()
{
    if (!client_)
        return;
    leaving_ = true;
    dropClient();
    emit hallWanted();
}

void LanController::onDisconnected()
{
    if (leaving_ || !client_ || sender() != client_)
        return;
    const QString token = client_->token();
    const QAbstractSocket::SocketError socketError = client_->socketError();
    const JoinTarget target = join_;
    dropClient();
    emit hallWanted();
    if (!closedReason_.isEmpty()) {
        notify(tr("The table was closed"),
               tr("The host closed the table, so the match has ended. You are back in the hall.\n\n(The host said: %1)")
                   .arg(closedReason_),
               true);
        return;
    }
    const QString ended = connectionEndText(socketError, target.host, target.port);
    if (token.isEmpty()) {
        notify(tr("Could not join the table"), ended, true);
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Connection lost"),
                                tr("%1 A computer player plays your seat meanwhile.\n\nReconnect to take your seat back?")
                                    .arg(ended),
                                QMessageBox::NoButton, window_);
    box->setObjectName(QStringLiteral("reconnectBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto *again = box->addButton(tr("Reconnect"), QMessageBox::AcceptRole);
    box->addButton(tr("Back to the hall"), QMessageBox::RejectRole);
    connect(box, &QMessageBox::buttonClicked, this, [this, again, target, token](QAbstractButton *b) {
        if (b == again)
            join(target.host, target.port, target.name, target.table, target.password, token, target.game);
    });
    box->open();
}

// --- Leaving, chat, notices --------------------------------------------------------------

void LanController::askToLeave(std::function<void()> then)
{
    if (!active())
        return;
    if (!server_ && client_ && join_.watch) {
        // Watching has no price: no question. Asked for something new, just go.
        if (then) {
            leaveJoinedTable();
            then();
        } else {
            leaveWatching();
        }
        return;
    }
    const bool hosting = server_;
    QString text = hosting ? tr("You host this table. Closing it ends the match for everyone at it; "
                                "the match so far is saved on this computer.")
                           : tr("If you leave, a computer player plays your seat until the match ends.");
    if (then)
        text = tr("Something new can only start once you leave the match you are in.") + QStringLiteral("\n\n") + text;
    auto *box = new QMessageBox(QMessageBox::Question, hosting ? tr("Close the table?") : tr("Leave the table?"), text,
                                QMessageBox::NoButton, window_);
    box->setObjectName(QStringLiteral("leaveBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto *yes = box->addButton(hosting ? tr("Close the table") : tr("Leave"), QMessageBox::AcceptRole);
    // Enter and Escape keep the match: leaving has a price.
    auto *stay = box->addButton(tr("Stay"), QMessageBox::RejectRole);
    box->setDefaultButton(stay);
    box->setEscapeButton(stay);
    connect(box, &QMessageBox::buttonClicked, this, [this, yes, then](QAbstractButton *b) {
        if (b != yes)
            return;
        if (server_) {
            closeHostedTable();
        } else {
            forgetJoinedSeat(); // left on purpose: not taken back on the next join
            leaveJoinedTable();
        }
        if (then)
            then();
    });
    box->open();
}

void LanController::sendChat(const QString &text)
{
    if (server_)
        server_->hostChat(hostTable_, text);
    else if (client_)
        client_->chat(text);
}

void LanController::addNotice(const QString &text)
{
    lobby_->addNotice(text);
    for (GameScreen *s : screens_)
        s->panel()->addLogLine(text);
    emit statusMessage(text);
}

void LanController::addChat(const QString &from, const QString &text, bool host)
{
    // The host's line names the server as a person's names them, marked as the host's: the
    // name alone could be anyone's.
    const QString who = host ? tr("Host (%1)", "a chat line of the host itself, from no seat").arg(from) : from;
    lobby_->addChat(who, text);
    const QString line = tr("%1: %2").arg(who, text);
    for (GameScreen *s : screens_)
        s->panel()->addChatLine(line);
}

QString LanController::closedText(const QString &code, const QString &reason) const
{
    // The host's words for why, in this window's language; its English text otherwise.
    if (code == QLatin1String("hostClosed"))
        return tr("The host closed the table.");
    if (code == QLatin1String("hostStopped"))
        return tr("The host program is shutting down.");
    return reason.isEmpty() ? QStringLiteral("-") : reason;
}

QString LanController::lanErrorText(const QString &code, const QString &message) const
{
    if (code == QLatin1String("password"))
        return tr("The table's password is wrong or missing.");
    if (code == QLatin1String("tableFull"))
        return tr("The table is full.");
    if (code == QLatin1String("seatTaken"))
        return tr("That seat is already taken.");
    if (code == QLatin1String("noSuchTable"))
        return tr("The host has no such table (any more).");
    if (code == QLatin1String("version"))
        return tr("The host runs another version of Qixing.");
    if (code == QLatin1String("notReady"))
        return tr("The match can start once everyone seated is ready.");
    if (code == QLatin1String("balance"))
        return tr("Your balance is too low for this table.");
    if (code == QLatin1String("wrongGame"))
        return tr("That table plays another game.");
    // The host's limits on what a connection may keep it waiting for (docs/protocol.md).
    if (code == QLatin1String("slowSender") || code == QLatin1String("unfinishedFrames") || code == QLatin1String("timeout"))
        return tr("The connection to the host is too slow or was interrupted.");
    if (code == QLatin1String("notJoined"))
        return tr("You are not seated at a table of this host.");
    if (code == QLatin1String("flood") || code == QLatin1String("tooFast"))
        return tr("Too many messages too quickly: the host asks you to slow down.");
    if (code == QLatin1String("badMessage") || code == QLatin1String("badJson") || code == QLatin1String("badFrame")
        || code == QLatin1String("unknownType"))
        return tr("The host did not understand this window (does it run another version of Qixing?).");
    return tr("The host said: %1").arg(message);
}

QString LanController::connectionEndText(QAbstractSocket::SocketError e, const QString &host, quint16 port) const
{
    // Our own words for the socket's error: the system's text is English only.
    switch (e) {
    case QAbstractSocket::ConnectionRefusedError:
        return tr("%1 refused the connection on port %2: no Qixing table is open there. Check the address and the "
                  "port.")
            .arg(host)
            .arg(port);
    case QAbstractSocket::HostNotFoundError:
        return tr("No computer called %1 was found. Check the address.").arg(host);
    case QAbstractSocket::SocketTimeoutError:
        return tr("%1 did not answer in time.").arg(host);
    case QAbstractSocket::NetworkError:
        return tr("The network to %1 cannot be reached.").arg(host);
    case QAbstractSocket::RemoteHostClosedError:
    case QAbstractSocket::UnknownSocketError:
        return tr("The connection to %1:%2 was closed.").arg(host).arg(port);
    default:
        return tr("The connection to %1:%2 failed (network error %3).").arg(host).arg(port).arg(int(e));
    }
}

// --- hosttools (issue 30) -------------------------------------------------------------

int LanController::mySeat() const
{
    return server_ ? 0 : client_ ? client_->seat() : -1;
}

void LanController::addTableActions(QMenu *menu)
{
    menu->addSeparator();
    awayAct_ = menu->addAction(QString(), this, [this](bool on) { setAway(on); });
    awayAct_->setObjectName(QStringLiteral("awayAction"));
    awayAct_->setCheckable(true);
    proposeAct_ = menu->addAction(QString(), this, &LanController::proposeEnd);
    proposeAct_->setObjectName(QStringLiteral("proposeEndAction"));
    rematchAct_ = menu->addAction(QString(), this, &LanController::offerRematch);
    rematchAct_->setObjectName(QStringLiteral("rematchAction"));
    removeMenu_ = menu->addMenu(QString());
    removeMenu_->setObjectName(QStringLiteral("removeMenu"));
    connect(removeMenu_, &QMenu::aboutToShow, this, [this] {
        removeMenu_->clear();
        if (!server_)
            return;
        const QJsonArray seats = server_->tableInfo(hostTable_).value(QLatin1String("seats")).toArray();
        for (int s = 1; s < seats.size(); ++s) {
            const QJsonObject seat = seats[s].toObject();
            if (seat.value(QLatin1String("kind")).toString() != QLatin1String("remote"))
                continue;
            const QString name = seat.value(QLatin1String("name")).toString();
            removeMenu_->addAction(tr("Seat %1: %2").arg(s + 1).arg(name), this, [this, s] { server_->removePerson(hostTable_, s); });
        }
    });
    connect(menu, &QMenu::aboutToShow, this, &LanController::refreshTableActions);
    refreshTableActions();
}

void LanController::refreshTableActions()
{
    if (!awayAct_)
        return;
    awayAct_->setText(tr("Away: a computer plays for me (托管)"));
    proposeAct_->setText(tr("Propose to end the match"));
    rematchAct_->setText(tr("Offer a rematch"));
    removeMenu_->setTitle(tr("Remove a player"));
    const QJsonObject info = server_ ? server_->tableInfo(hostTable_) : client_ ? client_->tableInfo() : QJsonObject();
    const bool playing = tableOpen() && info.value(QLatin1String("state")).toString() == QLatin1String("playing");
    const int me = mySeat();
    awayAct_->setEnabled(playing && me >= 0);
    awayAct_->setChecked(playing && me >= 0 && info.value(QLatin1String("seats")).toArray().at(me).toObject().value(QLatin1String("away")).toBool());
    proposeAct_->setEnabled(playing && me >= 0);
    rematchAct_->setVisible(server_);
    rematchAct_->setEnabled(server_ && !playing);
    removeMenu_->menuAction()->setVisible(server_);
    bool anyone = false;
    for (const QJsonValue &seat : info.value(QLatin1String("seats")).toArray())
        anyone = anyone || seat.toObject().value(QLatin1String("kind")).toString() == QLatin1String("remote");
    removeMenu_->setEnabled(server_ && anyone);
}

void LanController::setAway(bool away)
{
    if (server_)
        server_->setAway(hostTable_, 0, away);
    else if (client_)
        client_->send(QJsonObject {{"type", "away"}, {"away", away}});
}

void LanController::proposeEnd()
{
    answerBar(true, true);
}

void LanController::offerRematch()
{
    if (server_ && !server_->offerRematch(hostTable_))
        emit statusMessage(tr("A rematch can be offered after a match, to the people still seated."));
}

void LanController::answerBar(bool vote, bool agree)
{
    if (server_) {
        if (vote)
            server_->hostVote(hostTable_, agree);
        else
            server_->hostRematch(hostTable_, agree);
    } else if (client_) {
        client_->send(QJsonObject {{"type", vote ? "voteEnd" : "rematch"}, {"agree", agree}});
    }
}

void LanController::onTableNotice(const QJsonObject &m)
{
    const QString type = m.value(QLatin1String("type")).toString();
    const QJsonArray seats = (server_ ? server_->tableInfo(hostTable_) : client_ ? client_->tableInfo() : QJsonObject())
                                 .value(QLatin1String("seats")).toArray();
    const auto nameOf = [&](int s) {
        const QString n = seats.at(s).toObject().value(QLatin1String("name")).toString();
        return n.isEmpty() ? tr("Seat %1").arg(s + 1) : n;
    };
    if (type == QLatin1String("away")) {
        const int seat = m.value(QLatin1String("seat")).toInt();
        const bool away = m.value(QLatin1String("away")).toBool();
        if (seat == mySeat() && awayAct_)
            awayAct_->setChecked(away);
        const QString line = away ? tr("%1 is away: a computer player plays the seat (托管).").arg(nameOf(seat))
                                  : tr("%1 is back and plays the seat again.").arg(nameOf(seat));
        addNotice(line);
        for (GameScreen *s : screens_)
            s->panel()->addChatLine(line);
    } else if (type == QLatin1String("seatsSwapped")) {
        const QJsonArray pair = m.value(QLatin1String("seats")).toArray();
        const QJsonArray names = m.value(QLatin1String("names")).toArray();
        const int a = pair.at(0).toInt(-1), b = pair.at(1).toInt(-1);
        if (a < 0 || a >= session::kTableSeats || b < 0 || b >= session::kTableSeats)
            return;
        const auto who = [&](int s) {
            const QString n = names.at(s).toString();
            return n.isEmpty() ? tr("a computer player") : n;
        };
        const int me = mySeat();
        const QString line = me == a || me == b
            ? tr("The host moved you to seat %1 for the next hand; your money and totals move with you.").arg(me + 1)
            : tr("The host swapped seats %1 and %2 between hands: %3 sits at seat %1 now, %4 at seat %2.")
                  .arg(a + 1).arg(b + 1).arg(who(a), who(b));
        addNotice(line);
        for (GameScreen *s : screens_)
            s->panel()->addChatLine(line);
    } else if (type == QLatin1String("vote") || type == QLatin1String("rematch")) {
        bar_->display(m, mySeat());
    } else if (type == QLatin1String("matchOver") && m.value(QLatin1String("endedBy")).toString() == QLatin1String("vote") && server_) {
        // The hosted match ended by a vote: its session goes now (the host's screen lets go of
        // it first) and the table is back in its lobby. A joined table hears matchOver as
        // at any match's end.
        for (GameScreen *s : screens_)
            s->dropLanTable();
        addNotice(tr("The match was ended by a vote: the hands played count, the hand in play does not."));
        QTimer::singleShot(0, this, [this] {
            if (server_)
                backToLobby();
        });
    }
}

void LanController::showSeatMenu(int seat, const QPoint &globalPos)
{
    if (!server_)
        return;
    const QJsonObject info = server_->tableInfo(hostTable_);
    const QJsonArray seats = info.value(QLatin1String("seats")).toArray();
    const bool lobby = info.value(QLatin1String("state")).toString() != QLatin1String("playing");
    QMenu menu(window_);
    menu.setObjectName(QStringLiteral("seatMenu"));
    QAction *remove = menu.addAction(tr("Remove"), this, [this, seat] { server_->removePerson(hostTable_, seat); });
    remove->setEnabled(seat > 0 && seats.at(seat).toObject().value(QLatin1String("kind")).toString() == QLatin1String("remote"));
    QMenu *swap = menu.addMenu(tr("Swap with…"));
    for (int s = 1; s < seats.size(); ++s)
        if (s != seat)
            swap->addAction(tr("Seat %1").arg(s + 1), this, [this, seat, s] { server_->swapSeats(hostTable_, seat, s); });
    // In the lobby and between hands of a match (the money follows the people); never in a
    // hand in play. Seat 0 is the host's own.
    const session::TableSession *ts = server_->tableSession(hostTable_);
    swap->setEnabled(seat > 0 && (lobby || (ts && !ts->handInProgress() && !ts->isMatchFinished())));
    menu.exec(globalPos);
}

// --- duplicate (issue 30)
void LanController::openBigScreen()
{
    if (server_)
        ui::openBigScreen(QStringLiteral("127.0.0.1"), server_->port(), window_);
    else if (client_)
        ui::openBigScreen(join_.host, join_.port, window_);
}

} // namespace qixing::ui
