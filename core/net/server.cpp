// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/server.h"

#include "net/deal_check.h"
#include "common/json_checks.h"
#include "net/listener.h"
#include "net/server_state.h"
#include "records/statistics.h"
#include "table/game_registry.h"
#include "table/presets.h"
#include "table/save_file.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QNetworkProxy>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QUuid>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace qixing::net {

using session::kTableSeats;
using session::TableSession;

namespace {

QString newToken()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    QString t;
    for (quint32 w : words)
        t += QStringLiteral("%1").arg(w, 8, 16, QLatin1Char('0'));
    return t;
}

} // namespace

TableServer::TableServer(const QString &serverName, QObject *parent) : QObject(parent), name_(serverName)
{
    loadNight(); // --- duplicate (issue 30): tonight's, in memory until a state folder is set
    tcp_.setProxy(QNetworkProxy::NoProxy); // the LAN directly (TableClient says why)
    connect(&tcp_, &QTcpServer::newConnection, this, &TableServer::onNewConnection);
    tcp_.setMaxPendingConnections(1000);
    keepAccepting(tcp_);
    flushTimer_.setSingleShot(true);
    flushTimer_.setInterval(100);
    connect(&flushTimer_, &QTimer::timeout, this, &TableServer::broadcastTables);
}

TableServer::~TableServer()
{
    closeAll(QStringLiteral("the host stopped"), QStringLiteral("hostStopped"));
}

bool TableServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (tcp_.listen(address, port))
        return true;
    if (error)
        *error = tcp_.errorString();
    return false;
}

int TableServer::addTable(const ServerTableConfig &config)
{
    const session::GameInfo *game = session::GameRegistry::find(config.game);
    if (!game) {
        warn(QStringLiteral("no table added: this host does not know the game \"%1\" (it plays %2)")
                 .arg(config.game, session::GameRegistry::ids().join(", "_L1)));
        return -1;
    }
    ServerTableConfig checked = config;
    if (checked.settings.isEmpty())
        checked.settings = game->defaultSettings();
    // A seat whose kind is not set gets the game's usual computer player.
    std::array<QString, kTableSeats> kinds = session::seatStrings(checked.settings, "kinds"_L1);
    for (QString &k : kinds)
        if (k.isEmpty())
            k = game->defaultComputer;
    checked.settings.insert("kinds"_L1, session::seatStringsTo(kinds));
    if (const QString why = game->checkSettings(checked.settings); !why.isEmpty()) {
        warn(QStringLiteral("no table added: the %1 settings are not valid: %2").arg(game->name, why));
        return -1;
    }
    auto t = std::make_unique<HostedTable>();
    t->id = nextId_++;
    t->config = checked;
    t->game = game;
    t->shownRules = game->lobbyInfo(checked.settings);
    // --- presets (issue 30): the nearest shipped preset and how the table differs from it,
    // worked out once: TableInfo is built at every change (a storm of a thousand sitting down).
    if (const QJsonObject preset = session::presets::describe(checked.game, checked.settings); !preset.isEmpty())
        t->shownRules.insert("preset"_L1, preset);
    t->nextHand.setSingleShot(true);
    HostedTable *raw = t.get();
    connect(&t->nextHand, &QTimer::timeout, this, [raw] {
        if (TableSession *ts = raw->session())
            ts->nextHand();
    });
    t->voteTimer.setSingleShot(true); // hosttools (issue 30): an unanswered vote fails
    connect(&t->voteTimer, &QTimer::timeout, this, [this, raw] { closeVote(*raw, false); });
    if (config.hostSeat) {
        SeatSlot &host = raw->seats[0];
        host.person = host.local = host.ready = true;
        host.name = session::seatStrings(checked.settings, "names"_L1)[0]; // the name the host chose
        if (host.name.isEmpty()) // never empty: an empty name is a computer player's
            host.name = QStringLiteral("Host");
    }
    tables_[raw->id] = std::move(t);
    resumeSavedMatch(*raw);
    tableChanged(raw);
    return raw->id;
}

TableServer::HostedTable *TableServer::tableById(int id) const
{
    const auto it = tables_.find(id);
    return it == tables_.end() ? nullptr : it->second.get();
}

session::TableSession *TableServer::tableSession(int table) const
{
    HostedTable *t = tableById(table);
    return t ? t->session() : nullptr;
}

QJsonObject TableServer::tableInfo(const HostedTable &t) const
{
    QJsonArray seats;
    for (int s = 0; s < kTableSeats; ++s) {
        const SeatSlot &slot = t.seats[std::size_t(s)];
        QString kind = QStringLiteral("empty");
        if (slot.local)
            kind = QStringLiteral("person");
        else if (t.state == HostedTable::State::Playing)
            kind = slot.peer ? QStringLiteral("remote") : QStringLiteral("computer");
        else if (slot.person)
            kind = QStringLiteral("remote");
        QString name = slot.name;
        if (const TableSession *ts = t.session())
            name = ts->module()->seatName(s);
        seats.append(QJsonObject {{"name", name.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(name)},
                                  {"kind", kind},
                                  {"ready", slot.person && slot.ready},
                                  {"away", slot.away}}); // hosttools (issue 30)
    }
    QJsonObject info {
        {"id", t.id},
        {"name", t.config.name},
        {"game", t.config.game},
        {"password", !t.config.password.isEmpty()},
        {"state", t.state == HostedTable::State::Playing ? "playing" : "lobby"},
        {"seats", seats},
    };
    if (const int g = t.config.duplicateGroup) { // --- duplicate (issue 30)
        const auto n = std::count_if(tables_.begin(), tables_.end(), [g](const auto &x) { return x.second->config.duplicateGroup == g; });
        info.insert("duplicate"_L1, QJsonObject {{"group", g}, {"tables", int(n)}});
    }
    // The game's own fields: its rules and limits as the lobby shows them.
    for (auto it = t.shownRules.begin(); it != t.shownRules.end(); ++it)
        info.insert(it.key(), it.value());
    info.insert("spectators"_L1, spectatorInfo(t)); // spectators (issue 30)
    // --- hosttools (issue 30): the clock, base per decision and bank per match, in seconds
    // (every game's settings name them so).
    info.insert("clock"_L1, QJsonObject {{"base", t.config.settings.value("turnSeconds"_L1).toInt()},
                                         {"bank", t.config.settings.value("bankSeconds"_L1).toInt()}});
    return info;
}

QJsonObject TableServer::tableInfo(int table) const
{
    const HostedTable *t = tableById(table);
    return t ? tableInfo(*t) : QJsonObject();
}

QJsonArray TableServer::tableInfos() const
{
    QJsonArray a;
    for (const auto &[id, t] : tables_)
        a.append(tableInfo(*t));
    return a;
}

void TableServer::tableChanged(const HostedTable *t)
{
    changed_[t->id] = ++changes_;
    if (!flushTimer_.isActive())
        flushTimer_.start();
}

// Changes are sent at most every 100 ms, each changed table as one `table` message: people
// seated get their own table, people in the lobby browser every changed one. (The whole list
// to everyone in the lobby at each change made a thousand connections sitting down cost
// gigabytes of lists: 50 kB each at 250 tables.) A lobby connection that has not taken in its
// last news gets the tables changed meanwhile later, each once.
void TableServer::broadcastTables()
{
    if (changed_.empty() && !lobbyBehind_)
        return;
    if (!changed_.empty())
        welcomeFrame_.clear();
    // Each message is encoded once for all who receive it.
    std::map<int, QByteArray> frames;
    const auto frameOf = [&](int id) -> const QByteArray & {
        auto it = frames.find(id);
        if (it == frames.end()) {
            const HostedTable *t = tableById(id);
            it = frames.emplace(id, t ? encodeFrame(QJsonObject {{"type", "table"}, {"table", tableInfo(*t)}}) : QByteArray()).first;
        }
        return it->second;
    };
    lobbyBehind_ = false;
    for (const auto &[p, peer] : peers_) {
        if (!peer->greeted)
            continue;
        if (peer->table) {
            if (changed_.count(peer->table->id))
                peer->conn->sendFrame(frameOf(peer->table->id));
            continue;
        }
        if (peer->watching) { // spectators (issue 30): like a seat, its own table only
            if (changed_.count(peer->watching->id))
                peer->conn->sendFrame(frameOf(peer->watching->id));
            continue;
        }
        if (!peer->lobby)
            continue;
        for (const auto &[id, at] : changed_)
            if (at > peer->lobbyKnownAt) // not already in the welcome it got
                peer->lobbyPending.insert(id);
        peer->lobbyKnownAt = changes_;
        if (peer->lobbyPending.empty())
            continue;
        if (!peer->conn->tookIn(peer->lobbySent)) {
            lobbyBehind_ = true;
            continue;
        }
        QByteArray news;
        for (int id : peer->lobbyPending)
            news += frameOf(id);
        peer->lobbyPending.clear();
        peer->conn->sendFrame(news);
        peer->lobbySent = peer->conn->queuedBytes();
    }
    if (!changed_.empty()) {
        changed_.clear();
        emit tablesChanged();
    }
    if (lobbyBehind_ && !flushTimer_.isActive())
        flushTimer_.start();
}

// The whole list, current: the lobby news waiting for this peer is in it.
void TableServer::sendTableList(Peer *p)
{
    p->conn->send(QJsonObject {{"type", "tables"}, {"tables", tableInfos()}});
    p->lobbyPending.clear();
    p->lobbySent = p->conn->queuedBytes();
    p->lobbyKnownAt = changes_;
}

void TableServer::onNewConnection()
{
    while (QTcpSocket *socket = tcp_.nextPendingConnection()) {
        auto peer = std::make_unique<Peer>();
        Peer *p = peer.get();
        Connection *conn = new Connection(socket, limits_, this);
        p->conn = conn;
        // Lifetimes: the Peer is freed as soon as its connection closes, the connection only
        // later (deleteLater), and a dispatcher may fire a round's timers after that round's
        // socket handlers. So nothing the connection owns may read the Peer: the hello timer
        // is the connection's and reads only the connection; the connection's signals reach
        // the Peer through this host, and onClosed() cuts them before the Peer goes.
        p->helloTimer = new QTimer(conn);
        p->helloTimer->setSingleShot(true);
        const int helloSeconds = std::max(1, helloTimeoutMs / 1000);
        connect(p->helloTimer, &QTimer::timeout, conn, [conn, helloSeconds] {
            conn->sendError(QStringLiteral("badMessage"), QStringLiteral("no hello within %1 s").arg(helloSeconds), true);
        });
        p->helloTimer->start(helloTimeoutMs);
        connect(conn, &Connection::messageReceived, this, [this, p](const QJsonObject &m) { onMessage(p, m); });
        connect(conn, &Connection::closed, this, [this, p, conn](const QString &why) {
            emit logLine(QStringLiteral("%1 closed: %2").arg(conn->peer(), why));
            onClosed(p);
        });
        peers_[p] = std::move(peer);
        emit logLine(QStringLiteral("connection from %1").arg(p->conn->peer()));
    }
}

void TableServer::onClosed(Peer *p)
{
    const auto it = peers_.find(p);
    if (it == peers_.end())
        return;
    unwatch(p); // a spectator who disconnects is just gone (spectators, issue 30)
    if (HostedTable *t = p->table) {
        tableChanged(t);
        SeatSlot &slot = t->seats[std::size_t(p->seat)];
        slot.peer = nullptr;
        const QString name = slot.name;
        const bool playing = t->state != HostedTable::State::Lobby;
        if (!playing) {
            slot = SeatSlot {};
        } else if (TableSession *ts = t->session()) {
            // A computer player takes the seat until the person reconnects with the token.
            slot.agent = nullptr;
            ts->setSeatKind(p->seat, computerFor(*t, p->seat));
        }
        // (A match the host let go of, closing, has nobody to stand in: nothing to tell.)
        if (!playing || t->session()) {
            emit logLine(playing ? QStringLiteral("table %1: %2 (seat %3) dropped; a computer player plays the seat until they come back")
                                       .arg(t->id).arg(name).arg(p->seat + 1)
                                 : QStringLiteral("table %1: %2 left seat %3").arg(t->id).arg(name).arg(p->seat + 1));
            emit personLeft(t->id, p->seat, name, playing);
        }
        // A vote or a rematch offer goes on among those still here (hosttools, issue 30).
        if (voteOpen(*t))
            vote(*t, -1, true);
        if (t->rematchOpen)
            rematch(*t, -1, true);
    }
    emit logLine(QStringLiteral("%1 left").arg(p->conn->peer()));
    // The connection outlives the Peer until its deferred delete: nothing of it may reach
    // the Peer from now on.
    p->helloTimer->stop();
    p->conn->disconnect(this);
    p->conn->deleteLater();
    std::unique_ptr<Peer> gone = std::move(it->second);
    peers_.erase(it);
}

void TableServer::onMessage(Peer *p, const QJsonObject &m)
{
    const QString type = m.value("type"_L1).toString();
    try {
        if (!p->greeted) {
            if (type != QLatin1String("hello"))
                throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("the first message must be hello"));
            handleHello(p, m);
            return;
        }
        // Each table change goes to everyone in the lobby: one client must not make them
        // many.
        if ((type == QLatin1String("sit") || type == QLatin1String("stand") || type == QLatin1String("ready")
             || type == QLatin1String("watch") || type == QLatin1String("unwatch"))
            && !p->tableChanges.take())
            return p->conn->sendError(QStringLiteral("tooFast"), QStringLiteral("more than %1 seat changes a second (bursts of %2)")
                                                                     .arg(kTableChangesPerSecond).arg(kTableChangesBurst), false);
        if (type == QLatin1String("list")) {
            sendTableList(p);
        } else if (type == QLatin1String("sit")) {
            handleSit(p, m);
        } else if (type == QLatin1String("stand")) {
            if (!p->table || p->table->state != HostedTable::State::Lobby)
                return p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("not seated at a table in the lobby"), false);
            p->table->seats[std::size_t(p->seat)] = SeatSlot {};
            tableChanged(p->table);
            p->table = nullptr;
            p->seat = -1;
            sendTableList(p); // back in the lobby, where seated it heard of its own table only
        } else if (type == QLatin1String("ready")) {
            if (!p->table)
                return p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("sit at a table first"), false);
            if (!m.value("ready"_L1).isBool())
                throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("\"ready\" must be true or false"));
            HostedTable &t = *p->table;
            t.seats[std::size_t(p->seat)].ready = m.value("ready"_L1).toBool();
            // A full table of ready people starts by itself.
            bool full = t.state == HostedTable::State::Lobby;
            for (const SeatSlot &s : t.seats)
                full = full && s.person && s.ready;
            if (full)
                startMatch(t);
            else
                tableChanged(&t);
        } else if (type == QLatin1String("start")) {
            // Anyone seated may start once every person seated is ready; computer players
            // take the empty seats.
            if (!p->table || p->table->state != HostedTable::State::Lobby)
                return p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("not seated at a table in the lobby"), false);
            for (const SeatSlot &s : p->table->seats)
                if (s.person && !s.ready)
                    return p->conn->sendError(QStringLiteral("notReady"), QStringLiteral("%1 is not ready").arg(s.name), false);
            startMatch(*p->table);
        } else if (type == QLatin1String("watch")) {
            handleWatch(p, m);
        } else if (type == QLatin1String("unwatch")) {
            if (!p->watching)
                return p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("not watching a table"), false);
            unwatch(p);
            sendTableList(p); // back in the lobby
        } else if (type == QLatin1String("chat") && p->watching) {
            handleSpectatorChat(p, m);
        } else if (type == QLatin1String("chat")) {
            if (!p->table)
                return p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("sit at a table first"), false);
            if (!m.value("text"_L1).isString())
                throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("\"text\" must be a string"));
            postChat(*p->table, p->table->seats[std::size_t(p->seat)].name, p->seat, m.value("text"_L1).toString());
        } else if (type == QLatin1String("act")) {
            handleAct(p, m);
        } else if (type == QLatin1String("away")) {
            handleAway(p, m);
        } else if (type == QLatin1String("voteEnd")) {
            handleVoteEnd(p, m);
        } else if (type == QLatin1String("rematch")) {
            handleRematch(p, m);
        } else {
            p->conn->sendError(QStringLiteral("unknownType"), QStringLiteral("unknown message type \"%1\"").arg(type), false);
        }
    } catch (const ProtocolError &e) {
        p->conn->sendError(e.code(), QString::fromStdString(e.what()), true);
    }
}

void TableServer::handleHello(Peer *p, const QJsonObject &m)
{
    if (wholeField(m, "protocol", 0, 1'000'000) != kProtocolVersion)
        throw ProtocolError(QStringLiteral("version"),
                            QStringLiteral("this host speaks protocol %1, not %2").arg(kProtocolVersion).arg(m.value("protocol"_L1).toInt()));
    p->name = m.value("name"_L1).toString().trimmed().left(40);
    if (p->name.isEmpty())
        p->name = QStringLiteral("Player");
    if (m.contains("lobby"_L1) && !m.value("lobby"_L1).isBool())
        throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("\"lobby\" must be true or false"));
    p->lobby = m.value("lobby"_L1).toBool(true);
    // The games the client plays; without the field, every game (clients from before it).
    // Names this host does not know are not kept.
    if (m.contains("games"_L1)) {
        const QJsonValue games = m.value("games"_L1);
        if (!games.isArray() || games.toArray().isEmpty())
            throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("\"games\" must be a list of the games the client plays"));
        p->games.clear();
        for (const QJsonValue &g : games.toArray()) {
            if (!g.isString())
                throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("\"games\" must be a list of strings"));
            if (session::GameRegistry::find(g.toString()) && !p->games.contains(g.toString()))
                p->games.append(g.toString());
        }
    }
    p->greeted = true;
    p->helloTimer->stop();
    if (!p->lobby) {
        // A client that knows where it sits (a computer player, a reconnect) needs no list.
        p->conn->send({{"type", "welcome"}, {"protocol", kProtocolVersion}, {"server", name_}, {"tables", QJsonArray()}});
    } else {
        // The same welcome for everyone until the next broadcast of changes (which anyone
        // just welcomed gets too): a thousand clients arriving at once cost one list.
        if (welcomeFrame_.isEmpty()) {
            welcomeFrame_ = encodeFrame({{"type", "welcome"}, {"protocol", kProtocolVersion}, {"server", name_}, {"tables", tableInfos()}});
            welcomeAt_ = changes_;
        }
        p->conn->sendFrame(welcomeFrame_);
        p->lobbyKnownAt = welcomeAt_;
    }
    p->lobbySent = p->conn->queuedBytes(); // news of changes waits until the list is taken in

    // Reconnect: the token gives the person the seat back, and the full state of it.
    const QString token = m.value("token"_L1).toString();
    if (token.isEmpty())
        return;
    for (auto &[id, t] : tables_) {
        for (int s = 0; s < kTableSeats; ++s) {
            SeatSlot &slot = t->seats[std::size_t(s)];
            if (!slot.person || slot.token != token || slot.peer)
                continue;
            slot.peer = p;
            p->table = t.get();
            p->seat = s;
            sendSeated(*t, s);
            if (t->state == HostedTable::State::Playing && t->session()) {
                if (t->session()->handInProgress() && t->dealHand == t->session()->module()->handNumber())
                    p->conn->sendFrame(encodeJsonFrame(t->dealCommitJson)); // verify (issue 30): the commitment first
                if (t->session()->handInProgress())
                    sendState(*t, s);
                if (!slot.away) // away (托管): the computer plays on until they say they are back
                    t->session()->setSeatKind(s, QStringLiteral("remote"));
                if (voteOpen(*t))
                    sendVote(*t, QJsonValue::Null);
            }
            tableChanged(t.get());
            emit logLine(QStringLiteral("table %1: %2 is back at seat %3").arg(t->id).arg(slot.name).arg(s + 1));
            emit personBack(t->id, s, slot.name);
            return;
        }
    }
    p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("the token matches no seat that is free to take back"), false);
}

void TableServer::handleSit(Peer *p, const QJsonObject &m)
{
    if (p->table)
        return p->conn->sendError(QStringLiteral("seatTaken"), QStringLiteral("already seated; stand up first"), false);
    if (p->watching)
        return p->conn->sendError(QStringLiteral("seatTaken"), QStringLiteral("watching a table; unwatch first"), false);
    HostedTable *t = tableById(wholeField(m, "table", 0, 1'000'000'000));
    if (!t)
        return p->conn->sendError(QStringLiteral("noSuchTable"), QStringLiteral("no such table"), false);
    // A client at a table of a game it cannot play would leave its seat to a computer.
    if (!p->games.contains(t->config.game))
        return p->conn->sendError(QStringLiteral("wrongGame"), QStringLiteral("table %1 plays %2; this client plays %3")
                                                                   .arg(t->id).arg(t->config.game, p->games.join(" and "_L1)),
                                  false);
    if (!t->config.password.isEmpty() && m.value("password"_L1).toString() != t->config.password)
        throw ProtocolError(QStringLiteral("password"), QStringLiteral("wrong password for table %1").arg(t->id));
    if (t->state != HostedTable::State::Lobby)
        return p->conn->sendError(QStringLiteral("tableFull"), QStringLiteral("the match at this table has started"), false);
    int seat = -1;
    if (m.value("seat"_L1).isNull() || m.value("seat"_L1).isUndefined()) {
        for (int s = 0; s < kTableSeats && seat < 0; ++s)
            if (!t->seats[std::size_t(s)].person)
                seat = s;
        if (seat < 0)
            return p->conn->sendError(QStringLiteral("tableFull"), QStringLiteral("every seat is taken"), false);
    } else {
        seat = wholeField(m, "seat", 0, kTableSeats - 1);
        if (t->seats[std::size_t(seat)].person)
            return p->conn->sendError(QStringLiteral("seatTaken"), QStringLiteral("seat %1 is taken").arg(seat), false);
    }
    // Each person at a table has a name of their own ("bot-efficient", "bot-efficient 2"):
    // the log, the chat and the settlement name seats by it.
    QString name = p->name;
    for (int n = 2;; ++n) {
        const bool taken = std::any_of(t->seats.begin(), t->seats.end(), [&](const SeatSlot &o) { return o.person && o.name == name; });
        if (!taken)
            break;
        name = QStringLiteral("%1 %2").arg(p->name).arg(n);
    }
    SeatSlot &slot = t->seats[std::size_t(seat)];
    slot = SeatSlot {};
    slot.name = name;
    slot.token = newToken();
    slot.peer = p;
    slot.person = true;
    p->table = t;
    p->seat = seat;
    sendSeated(*t, seat);
    tableChanged(t);
}

void TableServer::handleAct(Peer *p, const QJsonObject &m)
{
    if (p->watching) // spectators (issue 30): nothing a spectator sends changes play
        return p->conn->sendError(QStringLiteral("spectator"), QStringLiteral("a spectator does not play"), false);
    HostedTable *t = p->table;
    TableSession *ts = t && t->state == HostedTable::State::Playing ? t->session() : nullptr;
    if (!ts)
        return p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("not seated at a table in play"), false);
    const session::GameModule &game = *ts->module();
    // Judged by this seat's own questions alone: whether another seat could claim must not
    // change the answer to any act (M23, docs/protocol.md).
    switch (ts->answerTo(p->seat, m)) {
    case TableSession::AnswerTo::Over:
        return p->conn->sendError(QStringLiteral("staleTurn"), QStringLiteral("that turn is over"), false);
    case TableSession::AnswerTo::NotAsked:
        return p->conn->sendError(QStringLiteral("notYourTurn"), QStringLiteral("not your turn"), false);
    case TableSession::AnswerTo::Open:
        break;
    }
    // The action itself: the message without its envelope.
    QJsonObject action = m;
    for (const char *envelope : {"type", "hand", "turn", "step"})
        action.remove(QLatin1String(envelope));
    if (const QString e = game.check(p->seat, action); !e.isEmpty())
        return p->conn->sendError(QStringLiteral("illegal"), e, false);
    SeatSlot &slot = t->seats[std::size_t(p->seat)];
    if (!slot.agent || !slot.agent->deliver(action))
        p->conn->sendError(QStringLiteral("staleTurn"), QStringLiteral("that turn is over"), false);
}

void TableServer::sendSeated(HostedTable &t, int seat)
{
    const SeatSlot &slot = t.seats[std::size_t(seat)];
    slot.peer->conn->send(QJsonObject {{"type", "seated"}, {"table", t.id}, {"seat", seat}, {"token", slot.token}});
    QByteArray recent;
    for (const QByteArray &line : t.chat)
        recent += line;
    if (!recent.isEmpty())
        slot.peer->conn->sendFrame(recent);
}

void TableServer::postChat(HostedTable &t, const QString &from, int seat, const QString &text)
{
    const QString line = text.left(500);
    QJsonObject m {{"type", "chat"}, {"from", from}, {"seat", seat >= 0 ? QJsonValue(seat) : QJsonValue(QJsonValue::Null)}, {"text", line}};
    if (seat < 0)
        m.insert("host"_L1, true); // the host itself, from no seat (qixing-server's console)
    const QByteArray frame = encodeFrame(m);
    sendToViewers(t, [&frame](int) { return frame; }); // spectators read the chat too
    t.chat.push_back(frame);
    t.chatBytes += frame.size();
    while (int(t.chat.size()) > kChatHistoryLines || t.chatBytes > kChatHistoryBytes) {
        t.chatBytes -= t.chat.front().size();
        t.chat.pop_front();
    }
    emit chatPosted(t.id, from, line);
}

void TableServer::sendToTable(HostedTable &t, const QJsonObject &message)
{
    sendToTable(t, QJsonDocument(message).toJson(QJsonDocument::Compact));
}

void TableServer::sendToTable(HostedTable &t, const QByteArray &json)
{
    const QByteArray frame = encodeJsonFrame(json);
    sendToViewers(t, [&frame](int) { return frame; }); // the seats and the spectators
}

void TableServer::sendState(HostedTable &t, int seat)
{
    Peer *peer = t.seats[std::size_t(seat)].peer;
    TableSession *ts = t.session();
    if (!peer || !ts || !ts->handInProgress())
        return;
    peer->conn->sendFrame(encodeJsonFrame(ts->module()->stateJson(seat, ts->shownEvents(), t.id)));
}

void TableServer::sendEvents(HostedTable &t, int first, int count)
{
    const session::GameModule &game = *t.session()->module();
    for (int i = first; i < first + count; ++i) {
        // One frame for the event's owner, one for the others that number it alike (they see
        // the same thing); each built only if someone connected is to get it.
        // Frames by what tells them apart: -1 for the owner's, else the event's number.
        // Spectators are one more viewer (session::kSpectator), never an event's owner.
        const int owner = game.eventOwner(i);
        std::array<std::pair<int, QByteArray>, session::kViewers> built;
        auto made = built.begin(); // the frames built end here
        sendToViewers(t, [&](int x) {
            const int key = x == owner ? -1 : game.eventNumber(x, i);
            auto frame = std::find_if(built.begin(), made, [key](const auto &b) { return b.first == key; });
            if (frame == made) {
                const QByteArray seen = game.eventJson(x, i);
                *made++ = {key, seen.isEmpty() ? QByteArray() : encodeJsonFrame(seen)};
            }
            return frame->second;
        });
    }
}

bool TableServer::startTable(int table)
{
    HostedTable *t = tableById(table);
    if (!t || t->state != HostedTable::State::Lobby)
        return false;
    startMatch(*t);
    return true;
}

QString TableServer::computerFor(const HostedTable &t, int seat)
{
    // The strength the table's settings chose for the seat (開桌設定, qixing-server
    // --computer); a seat set for a person gets the game's usual computer player.
    const QString chosen = session::seatStrings(t.config.settings, "kinds"_L1)[std::size_t(seat)];
    if (!chosen.isEmpty() && chosen != QLatin1String("person") && chosen != QLatin1String("remote"))
        return chosen;
    return t.game->defaultComputer;
}

void TableServer::startMatch(HostedTable &t)
{
    std::array<QString, kTableSeats> kinds, names;
    for (int s = 0; s < kTableSeats; ++s) {
        SeatSlot &slot = t.seats[std::size_t(s)];
        kinds[std::size_t(s)] = slot.local ? QStringLiteral("person") : slot.person ? QStringLiteral("remote") : computerFor(t, s);
        names[std::size_t(s)] = slot.person ? slot.name : QString(); // a computer: each reader names it
    }
    // Seeds stay below 2^53 so that they survive JSON (saves, the match's messages) exactly.
    constexpr std::uint64_t kSeedMask = (quint64(1) << 53) - 1;
    std::uint64_t seed = t.config.seed ? (t.config.seed + t.matchesStarted) & kSeedMask
                                       : QRandomGenerator::system()->generate64() & kSeedMask;
    if (t.config.duplicateGroup) // --- duplicate (issue 30)
        seed = groupMatchSeed(t) & kSeedMask;
    ++t.matchesStarted;
    t.matchUid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    t.state = HostedTable::State::Playing;
    t.rematchOpen = false; // hosttools (issue 30)
    t.rematchAgree.clear();
    openSession(t);
    QJsonObject settings = session::withSeats(t.config.settings, names, kinds, seed);
    // verify (issue 30): each hand's seed is revealed after it, so none may give the match's
    // seed (and every later deal) away.
    if (t.game->verifyDeal)
        settings.insert("oneWayHandSeeds"_L1, true);
    t.session()->start(t.game->newMatch(settings));
    tableChanged(&t);
    emit matchStarted(t.id);
}

void TableServer::openSession(HostedTable &t)
{
    t.match = std::make_unique<TableSession>();
    TableSession &s = *t.session();
    HostedTable *tp = &t;
    if (keepsState(t)) {
        s.setSavePath(state::pathFor(stateDir_, t.id));
        s.setSaver([this, tp](const QJsonObject &match) { return saveState(*tp, match); });
    } else {
        s.setSavePath(t.config.savePath);
    }
    s.setComputerPause(t.config.computerPauseMs);
    s.setClaimPause(t.config.claimPauseMs);
    s.setAgentFactory([tp](int seat, const QString &kind) -> session::SeatAgent * {
        SeatSlot &slot = tp->seats[std::size_t(seat)];
        if (kind != QLatin1String("remote") || !slot.peer)
            return nullptr;
        slot.agent = new RemoteAgent([tp, seat] {
            SeatSlot &sl = tp->seats[std::size_t(seat)];
            TableSession *ts = tp->session();
            if (!sl.peer || !ts)
                return;
            sl.peer->conn->expectReply();
            sl.peer->conn->sendFrame(encodeJsonFrame(ts->questionJson(seat)));
        });
        return slot.agent;
    });
    connect(&s, &TableSession::handStarted, this, [this, tp](int) {
        commitDeal(*tp);
        for (int x = 0; x < kTableSeats; ++x)
            sendState(*tp, x);
        sendSpectatorState(*tp);
        noteHandStart(*tp);
    });
    connect(&s, &TableSession::eventsShown, this, [this, tp](int first, int count) { sendEvents(*tp, first, count); });
    // The seat whose clock ran out hears what was played for it (its own answer only).
    connect(&s, &TableSession::timeLimitPlayed, this, [tp](int seat, const QJsonObject &action) {
        if (Peer *peer = tp->seats[std::size_t(seat)].peer)
            peer->conn->send(QJsonObject {{"type", "timeUp"}, {"action", action}});
    });
    connect(&s, &TableSession::handFinished, this, [this, tp] {
        // The hand's last move goes out now, not after the settlement is built.
        Connection::flushAll();
        TableSession &ts = *tp->session();
        sendToTable(*tp, ts.module()->settlementText());
        revealDeal(*tp);
        sendHandOpen(*tp);
        if (!ts.isMatchFinished() && tp->config.nextHandDelayMs >= 0)
            tp->nextHand.start(tp->config.nextHandDelayMs);
    });
    // --- duplicate (issue 30): each hand's results go to the night (after its settlement).
    connect(&s, &TableSession::handStarted, this, [tp](int) { tp->handBefore = tp->session()->module()->balances(); });
    connect(&s, &TableSession::handFinished, this, [this, tp] { recordHand(*tp); });
    connect(&s, &TableSession::matchFinished, this, [this, tp, match = QPointer<TableSession>(&s)] {
        // Later, not inside the session's own handler; and only if the table still plays
        // this match by then (closeAll may have let it go meanwhile).
        QMetaObject::invokeMethod(this, [this, tp, match] {
            if (match && tp->session() == match.data())
                endMatch(*tp);
        }, Qt::QueuedConnection);
    });
}

void TableServer::dropSession(HostedTable &t)
{
    // The session goes later (this may be one of its handlers), and its timers may still
    // fire until then: nothing it signals may reach this host any more, whose table no
    // longer holds it (its handlers would find no session, or the next match's).
    if (TableSession *ts = t.session()) {
        ts->disconnect(this);
        // Nor may it write the table's save any more: the table may be gone by then, and its
        // file is the next match's, or the one a restart resumes.
        ts->setSaver({});
        ts->setSavePath({});
    }
    if (t.match)
        t.match.release()->deleteLater();
}

void TableServer::endMatch(HostedTable &t, const QString &endedBy)
{
    TableSession *ts = t.session();
    if (!ts)
        return;
    QJsonObject over = ts->matchOverMessage();
    if (!endedBy.isEmpty())
        over.insert("endedBy"_L1, endedBy); // hosttools (issue 30): "vote"
    sendToTable(t, over);
    if (!endedBy.isEmpty())
        emit tableNotice(t.id, over);
    t.voteAgree.clear();
    t.voteByHost = false;
    t.voteTimer.stop();
    // The table opens again for a new match; the people stay seated but must be ready again.
    t.nextHand.stop();
    dropSession(t);
    forgetState(t);
    t.state = HostedTable::State::Lobby;
    for (SeatSlot &slot : t.seats) {
        if (!slot.peer && !slot.local)
            slot = SeatSlot {};
        slot.ready = slot.local;
        slot.agent = nullptr;
        slot.away = false;
    }
    tableChanged(&t);
    emit matchEnded(t.id);
}

bool TableServer::hostChat(int table, const QString &text, QString *why)
{
    HostedTable *t = tableById(table);
    if (!t || text.trimmed().isEmpty()) {
        if (why)
            *why = t ? QStringLiteral("nothing to say") : QStringLiteral("no table %1").arg(table);
        return false;
    }
    if (t->config.hostSeat)
        postChat(*t, t->seats[0].name, 0, text);
    else
        postChat(*t, name_, -1, text);
    return true;
}

void TableServer::closeAll(const QString &reason, const QString &code)
{
    for (auto &[id, t] : tables_) {
        t->nextHand.stop();
        dropSession(*t);
    }
    std::vector<Connection *> conns;
    for (const auto &[p, peer] : peers_)
        conns.push_back(peer->conn);
    for (Connection *c : conns) {
        c->send(QJsonObject {{"type", "closed"}, {"code", code}, {"reason", reason}});
        c->close();
    }
    tcp_.close();
}

void TableServer::warn(const QString &line)
{
    emit warning(line);
    emit logLine(line);
}

void TableServer::setStateDir(const QString &dir)
{
    stateDir_ = dir;
    loadNight(); // --- duplicate (issue 30)
    if (dir.isEmpty())
        return;
    // Not fatal: the host plays on; each table says so when its match cannot be written.
    if (!QDir().mkpath(dir))
        warn(QStringLiteral("cannot make the state folder %1: running matches will not survive a restart").arg(dir));
}

bool TableServer::keepsState(const HostedTable &t) const
{
    return !stateDir_.isEmpty() && !t.config.hostSeat && t.config.savePath.isEmpty() && !stateOff_.count(t.id);
}

void TableServer::resumeSavedMatch(HostedTable &t)
{
    if (!keepsState(t))
        return;
    const QString path = state::pathFor(stateDir_, t.id);
    // A file that is not resumed is never overwritten: it is moved aside, or if it cannot be,
    // the table keeps no state while it is there.
    const auto notResumed = [&](const QString &what, const QString &movedTo) {
        if (movedTo.isEmpty())
            stateOff_.insert(t.id);
        warn(QStringLiteral("table %1: %2; %3; the table starts empty")
                 .arg(t.id)
                 .arg(what, movedTo.isEmpty() ? QStringLiteral("it could not be moved, so the table keeps no state until it is")
                                              : QStringLiteral("put aside as %1").arg(movedTo)));
    };
    const state::Loaded saved = state::load(stateDir_, t.id, t.config);
    switch (saved.status) {
    case state::Loaded::Status::Missing:
        return;
    case state::Loaded::Status::Damaged:
        return notResumed(QStringLiteral("the state file %1 does not read back (%2)").arg(path, saved.error), saved.movedTo);
    case state::Loaded::Status::Unmatched:
        return notResumed(QStringLiteral("the state file %1 is not this table's match (%2)").arg(path, saved.error), saved.movedTo);
    case state::Loaded::Status::Ok:
        break;
    }
    for (int s = 0; s < kTableSeats; ++s) {
        const state::SavedSeat &from = saved.table.seats[std::size_t(s)];
        SeatSlot &slot = t.seats[std::size_t(s)];
        slot = SeatSlot {};
        slot.person = from.person;
        slot.name = from.name;
        slot.token = from.token;
    }
    t.matchesStarted = saved.table.matchesStarted;
    // A file of an older host has no uid: the resumed match starts a record of its own.
    t.matchUid = saved.table.matchUid.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : saved.table.matchUid;
    t.state = HostedTable::State::Playing;
    openSession(t);
    HostedTable *tp = &t;
    const auto restore = [tp, game = t.game](const QJsonObject &file,
                                                                              std::array<QString, kTableSeats> &kinds) {
        const QJsonObject match = file.value("match"_L1).toObject();
        auto m = game->restore(match, kinds);
        // Nobody is back yet: each person's seat is played by its stand-in until their token
        // brings them back (handleHello).
        for (int s = 0; s < kTableSeats; ++s)
            if (tp->seats[std::size_t(s)].person || kinds[std::size_t(s)] == QLatin1String("remote")
                || kinds[std::size_t(s)] == QLatin1String("person"))
                kinds[std::size_t(s)] = computerFor(*tp, s);
        return m;
    };
    QString error, movedTo;
    switch (t.session()->resume(restore, &error, &movedTo)) {
    case TableSession::ResumeResult::Resumed:
        emit logLine(QStringLiteral("table %1: resumed its match from %2").arg(t.id).arg(path));
        emit matchStarted(t.id);
        return;
    case TableSession::ResumeResult::Damaged:
        notResumed(QStringLiteral("the match in %1 does not read back (%2)").arg(path, error), movedTo);
        break;
    case TableSession::ResumeResult::NoSave: // it had ended: nothing to resume
        forgetState(t);
        break;
    case TableSession::ResumeResult::InUse: // another host plays it: left to that one
        warn(QStringLiteral("table %1: the match in %2 is played by %3; not resumed").arg(t.id).arg(path, error));
        break;
    }
    dropSession(t);
    t.state = HostedTable::State::Lobby;
    t.seats = {};
    t.matchesStarted = 0;
    t.matchUid.clear();
}

QString TableServer::saveState(HostedTable &t, const QJsonObject &match)
{
    state::SavedTable saved;
    saved.id = t.id;
    saved.game = t.config.game;
    saved.rules = state::rulesOf(t.config);
    saved.matchesStarted = t.matchesStarted;
    saved.matchUid = t.matchUid;
    for (int s = 0; s < kTableSeats; ++s) {
        const SeatSlot &slot = t.seats[std::size_t(s)];
        saved.seats[std::size_t(s)] = {slot.person, slot.name, slot.token};
    }
    saved.match = match;
    const QString path = state::pathFor(stateDir_, t.id);
    const QString error = session::writeJsonFile(path, state::toJson(saved));
    // Told once when writing starts to fail (a full disk fails every answer) and once when it
    // works again.
    if (!error.isEmpty() && stateFailing_.insert(t.id).second)
        warn(QStringLiteral("table %1: cannot write its state to %2 (%3): the match goes on, but a restart now would lose it")
                 .arg(t.id)
                 .arg(path, error));
    else if (error.isEmpty() && stateFailing_.erase(t.id))
        warn(QStringLiteral("table %1: its state is written to %2 again").arg(t.id).arg(path));
    return error;
}

void TableServer::forgetState(HostedTable &t)
{
    stateFailing_.erase(t.id);
    if (!keepsState(t))
        return;
    // The session removes a finished match's file itself; this says so when that failed.
    const QString path = state::pathFor(stateDir_, t.id);
    QFile f(path);
    if (f.exists() && !f.remove())
        warn(QStringLiteral("table %1: cannot remove %2 after its match (%3): a restart would set it aside")
                 .arg(t.id)
                 .arg(path, f.errorString()));
}

void TableServer::setAsideStateOfOtherTables()
{
    if (stateDir_.isEmpty())
        return;
    for (int id : state::savedTables(stateDir_)) {
        if (tables_.count(id))
            continue;
        const QString path = state::pathFor(stateDir_, id);
        const QString aside = session::putAside(path, QStringLiteral("unmatched"));
        warn(QStringLiteral("table %1: this host has no such table; its state file %2 is %3")
                 .arg(id)
                 .arg(path, aside.isEmpty() ? QStringLiteral("left where it is (it could not be moved)")
                                            : QStringLiteral("put aside as %1").arg(aside)));
    }
}

// --- hosttools (issue 30): away (托管), the vote to end the match, removing a person,
// swapping seats and a rematch (docs/protocol.md, "Host tools").

void TableServer::tellTable(HostedTable &t, const QJsonObject &message)
{
    sendToTable(t, message);
    emit tableNotice(t.id, message);
}

namespace {
bool refused(QString *why, const QString &reason)
{
    if (why)
        *why = reason;
    return false;
}
} // namespace

bool TableServer::setAway(int table, int seat, bool away, QString *why)
{
    HostedTable *t = tableById(table);
    if (!t)
        return refused(why, QStringLiteral("no table %1").arg(table));
    if (seat < 0 || seat >= kTableSeats)
        return refused(why, QStringLiteral("seats are 1-4"));
    if (!t->session())
        return refused(why, QStringLiteral("no match runs at table %1").arg(table));
    if (!t->seats[std::size_t(seat)].person)
        return refused(why, QStringLiteral("seat %1 holds no person").arg(seat + 1));
    applyAway(*t, seat, away);
    return true;
}

bool TableServer::isAway(int table, int seat) const
{
    const HostedTable *t = tableById(table);
    return t && seat >= 0 && seat < kTableSeats && t->seats[std::size_t(seat)].away;
}

void TableServer::applyAway(HostedTable &t, int seat, bool away)
{
    SeatSlot &slot = t.seats[std::size_t(seat)];
    if (slot.away == away)
        return;
    slot.away = away;
    if (TableSession *ts = t.session()) {
        // Back: the person's own agent again (a remote one only while connected).
        const QString kind = away ? computerFor(t, seat)
                           : slot.local ? QStringLiteral("person")
                           : slot.peer  ? QStringLiteral("remote")
                                        : computerFor(t, seat);
        if (!away || !slot.local)
            slot.agent = nullptr; // a remote seat's agent is made again for its return
        ts->setSeatKind(seat, kind);
    }
    emit logLine(QStringLiteral("table %1: %2 (seat %3) is %4").arg(t.id).arg(slot.name).arg(seat + 1)
                     .arg(away ? QStringLiteral("away; a computer player plays the seat") : QStringLiteral("back")));
    tellTable(t, QJsonObject {{"type", "away"}, {"seat", seat}, {"away", away}});
    tableChanged(&t);
}

void TableServer::handleAway(Peer *p, const QJsonObject &m)
{
    if (!m.value("away"_L1).isBool())
        throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("\"away\" must be true or false"));
    if (!p->table || !p->table->session() || p->seat < 0 || p->seat >= kTableSeats) // (a spectator has no seat)
        return p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("not seated at a table in play"), false);
    applyAway(*p->table, p->seat, m.value("away"_L1).toBool());
}

std::vector<int> TableServer::rematchVoters(const HostedTable &t) const
{
    // Every person seated, dropped or not: the same people play again or nobody does.
    std::vector<int> out;
    for (int s = 0; s < kTableSeats; ++s)
        if (t.seats[std::size_t(s)].person)
            out.push_back(s);
    return out;
}

std::vector<int> TableServer::voters(const HostedTable &t) const
{
    // The persons at the table now: computer seats and people who dropped do not vote.
    std::vector<int> out;
    for (int s = 0; s < kTableSeats; ++s) {
        const SeatSlot &slot = t.seats[std::size_t(s)];
        if (slot.local || (slot.person && slot.peer))
            out.push_back(s);
    }
    return out;
}

void TableServer::sendVote(HostedTable &t, const QJsonValue &result)
{
    QJsonArray agree, needed;
    for (int s : t.voteAgree)
        agree.append(s);
    for (int s : voters(t))
        needed.append(s);
    const bool open = result.isNull() && voteOpen(t);
    const int left = open ? std::max(0, int((qint64(voteSeconds) * 1000 - t.voteClock.elapsed() + 999) / 1000)) : 0;
    tellTable(t, QJsonObject {{"type", "vote"}, {"open", open}, {"agree", agree}, {"needed", needed},
                              {"secondsLeft", left}, {"result", result}});
}

bool TableServer::hostVote(int table, bool agree, QString *why)
{
    HostedTable *t = tableById(table);
    if (!t)
        return refused(why, QStringLiteral("no table %1").arg(table));
    if (!t->session())
        return refused(why, QStringLiteral("no match runs at table %1").arg(table));
    if (t->config.hostSeat) {
        vote(*t, 0, agree);
        return true;
    }
    // No seat of the host's (qixing-server): the host asks the persons, and a no withdraws
    // the question. The persons decide: the host's yes is nobody's.
    if (!agree) {
        if (!voteOpen(*t))
            return refused(why, QStringLiteral("no vote to end the match is open at table %1").arg(table));
        emit logLine(QStringLiteral("table %1: the host withdraws the vote to end the match").arg(t->id));
        closeVote(*t, false);
        return true;
    }
    if (voteOpen(*t))
        return refused(why, QStringLiteral("a vote to end the match is open at table %1 already").arg(table));
    t->voteByHost = true;
    openVote(*t, QStringLiteral("the host"));
    vote(*t, -1, true); // (with no person at the table it passes at once)
    return true;
}

void TableServer::handleVoteEnd(Peer *p, const QJsonObject &m)
{
    if (!m.value("agree"_L1).isBool())
        throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("\"agree\" must be true or false"));
    if (!p->table || !p->table->session() || p->seat < 0 || p->seat >= kTableSeats)
        return p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("not seated at a table in play"), false);
    const bool agree = m.value("agree"_L1).toBool();
    if (!agree && !voteOpen(*p->table))
        return p->conn->sendError(QStringLiteral("noVote"), QStringLiteral("no vote to end the match is open"), false);
    vote(*p->table, p->seat, agree);
}

void TableServer::vote(HostedTable &t, int seat, bool agree)
{
    if (!t.session())
        return;
    if (!agree)
        return closeVote(t, false); // unanimous: one refusal ends the vote
    if (seat >= 0) {
        if (!voteOpen(t)) // the first yes opens the vote
            openVote(t, t.seats[std::size_t(seat)].name);
        t.voteAgree.insert(seat);
    }
    const std::vector<int> needed = voters(t);
    if (std::all_of(needed.begin(), needed.end(), [&](int s) { return t.voteAgree.count(s); }))
        return closeVote(t, true);
    if (voteOpen(t))
        sendVote(t, QJsonValue::Null);
}

void TableServer::openVote(HostedTable &t, const QString &by)
{
    t.voteClock.start();
    t.voteTimer.start(voteSeconds * 1000);
    emit logLine(QStringLiteral("table %1: %2 proposes to end the match").arg(t.id).arg(by));
}

void TableServer::closeVote(HostedTable &t, bool passed)
{
    if (!voteOpen(t))
        return;
    t.voteTimer.stop();
    sendVote(t, passed ? QStringLiteral("passed") : QStringLiteral("failed"));
    t.voteAgree.clear();
    t.voteByHost = false;
    emit logLine(QStringLiteral("table %1: the vote to end the match %2").arg(t.id).arg(passed ? "passed"_L1 : "failed"_L1));
    if (!passed)
        return;
    // The hand in play is abandoned, not scored: the match settles the hands played, and the
    // records keep it as finished by a vote.
    if (TableSession *ts = t.session())
        ts->endEarly(QStringLiteral("vote"));
    endMatch(t, QStringLiteral("vote"));
}

bool TableServer::removePerson(int table, int seat, QString *why)
{
    HostedTable *t = tableById(table);
    if (!t)
        return refused(why, QStringLiteral("no table %1").arg(table));
    if (seat < 0 || seat >= kTableSeats)
        return refused(why, QStringLiteral("seats are 1-4"));
    SeatSlot &slot = t->seats[std::size_t(seat)];
    if (!slot.person)
        return refused(why, QStringLiteral("seat %1 holds no person").arg(seat + 1));
    if (slot.local)
        return refused(why, QStringLiteral("the host's own seat stays"));
    const QString name = slot.name;
    if (Peer *p = slot.peer) {
        p->conn->send(QJsonObject {{"type", "removed"}, {"table", t->id}, {"seat", seat}});
        p->table = nullptr;
        p->seat = -1;
        if (p->lobby)
            sendTableList(p);
    }
    if (TableSession *ts = t->session()) {
        // The seat is the computer's for the rest of the match; the token opens nothing.
        slot.person = false;
        slot.token.clear();
        slot.peer = nullptr;
        slot.agent = nullptr;
        slot.ready = false;
        slot.away = false;
        ts->setSeatKind(seat, computerFor(*t, seat));
    } else {
        slot = SeatSlot {};
    }
    emit logLine(QStringLiteral("table %1: the host removed %2 from seat %3").arg(t->id).arg(name).arg(seat + 1));
    if (voteOpen(*t))
        vote(*t, -1, true);
    if (t->rematchOpen)
        rematch(*t, -1, true);
    tableChanged(t);
    return true;
}

bool TableServer::swapSeats(int table, int a, int b, QString *why)
{
    HostedTable *t = tableById(table);
    if (!t)
        return refused(why, QStringLiteral("no such table"));
    if (a == b || a < 0 || b < 0 || a >= kTableSeats || b >= kTableSeats)
        return refused(why, QStringLiteral("two different seats 1-4 swap"));
    SeatSlot &x = t->seats[std::size_t(a)], &y = t->seats[std::size_t(b)];
    if (x.local || y.local) // the host's own seat is seat 0 of its window's table
        return refused(why, QStringLiteral("the host's own seat stays"));
    TableSession *ts = t->state == HostedTable::State::Playing ? t->session() : nullptr;
    if (t->state == HostedTable::State::Playing && (!ts || ts->handInProgress() || ts->isMatchFinished()))
        return refused(why, ts && ts->handInProgress() ? QStringLiteral("seats are swapped only between hands, not in a hand in play")
                                                 : QStringLiteral("the match is over"));
    // The people first: the match's agents for the two chairs are made for the peers now there.
    std::swap(x, y);
    if (ts) {
        for (SeatSlot *slot : {&x, &y})
            slot->agent = nullptr; // a remote person's agent asks its chair: made again
        if (const QString e = ts->swapSeats(a, b); !e.isEmpty()) {
            std::swap(x, y);
            return refused(why, e);
        }
    }
    for (int s : {a, b})
        if (const SeatSlot &slot = t->seats[std::size_t(s)]; slot.peer) {
            slot.peer->seat = s;
            slot.peer->conn->send(QJsonObject {{"type", "seated"}, {"table", t->id}, {"seat", s}, {"token", slot.token}});
        }
    const auto moved = [a, b](const std::set<int> &seats) { // a yes moves with the person
        std::set<int> out;
        for (int s : seats)
            out.insert(s == a ? b : s == b ? a : s);
        return out;
    };
    t->rematchAgree = moved(t->rematchAgree);
    t->voteAgree = moved(t->voteAgree);
    if (ts) {
        // Everyone's fresh view between hands: who sits where now and the money that moved
        // with them (the next hand's state tells the rest; no hand is in play to show).
        QJsonObject m = ts->seatsSwappedMessage(a, b);
        m.insert("table"_L1, t->id);
        const QByteArray frame = encodeFrame(m);
        sendToViewers(*t, [&frame](int) { return frame; });
    }
    emit logLine(QStringLiteral("table %1: seats %2 and %3 swapped").arg(t->id).arg(a + 1).arg(b + 1));
    tableChanged(t);
    return true;
}

bool TableServer::offerRematch(int table, QString *why)
{
    HostedTable *t = tableById(table);
    if (!t)
        return refused(why, QStringLiteral("no table %1").arg(table));
    if (t->state != HostedTable::State::Lobby)
        return refused(why, QStringLiteral("a match runs at table %1").arg(table));
    if (t->matchesStarted == 0)
        return refused(why, QStringLiteral("table %1 has played no match to play again").arg(table));
    if (t->rematchOpen)
        return refused(why, QStringLiteral("a rematch is offered at table %1 already").arg(table));
    if (std::none_of(t->seats.begin(), t->seats.end(), [](const SeatSlot &s) { return s.person; }))
        return refused(why, QStringLiteral("nobody sits at table %1 to play again").arg(table));
    t->rematchOpen = true;
    t->rematchAgree.clear();
    for (int s = 0; s < kTableSeats; ++s)
        if (t->seats[std::size_t(s)].local)
            t->rematchAgree.insert(s); // the host offered it
    emit logLine(QStringLiteral("table %1: a rematch is offered").arg(t->id));
    rematch(*t, -1, true);
    return true;
}

bool TableServer::hostRematch(int table, bool agree)
{
    HostedTable *t = tableById(table);
    if (!t || !t->rematchOpen || !t->config.hostSeat)
        return false;
    rematch(*t, 0, agree);
    return true;
}

TableServer::Poll TableServer::voteOf(int table) const
{
    Poll p;
    const HostedTable *t = tableById(table);
    if (!t || !voteOpen(*t))
        return p;
    p.open = true;
    p.agree.assign(t->voteAgree.begin(), t->voteAgree.end());
    p.needed = voters(*t);
    p.secondsLeft = std::max(0, int((qint64(voteSeconds) * 1000 - t->voteClock.elapsed() + 999) / 1000));
    p.byHost = t->voteByHost;
    return p;
}

TableServer::Poll TableServer::rematchOf(int table) const
{
    Poll p;
    const HostedTable *t = tableById(table);
    if (!t || !t->rematchOpen)
        return p;
    p.open = true;
    p.agree.assign(t->rematchAgree.begin(), t->rematchAgree.end());
    p.needed = rematchVoters(*t);
    return p;
}

bool TableServer::holdsPerson(int table, int seat) const
{
    const HostedTable *t = tableById(table);
    return t && seat >= 0 && seat < kTableSeats && t->seats[std::size_t(seat)].person;
}

void TableServer::handleRematch(Peer *p, const QJsonObject &m)
{
    if (!m.value("agree"_L1).isBool())
        throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("\"agree\" must be true or false"));
    if (!p->table || p->seat < 0 || p->seat >= kTableSeats)
        return p->conn->sendError(QStringLiteral("notJoined"), QStringLiteral("not seated at a table"), false);
    if (!p->table->rematchOpen)
        return p->conn->sendError(QStringLiteral("noRematch"), QStringLiteral("no rematch is offered at this table"), false);
    rematch(*p->table, p->seat, m.value("agree"_L1).toBool());
}

void TableServer::sendRematch(HostedTable &t, const QJsonValue &result)
{
    QJsonArray agree, needed;
    for (int s : t.rematchAgree)
        agree.append(s);
    for (int s : rematchVoters(t))
        needed.append(s);
    tellTable(t, QJsonObject {{"type", "rematch"}, {"open", result.isNull()}, {"agree", agree}, {"needed", needed}, {"result", result}});
}

void TableServer::rematch(HostedTable &t, int seat, bool agree)
{
    if (!t.rematchOpen)
        return;
    if (!agree) {
        t.rematchOpen = false;
        t.rematchAgree.clear();
        sendRematch(t, QStringLiteral("failed"));
        return;
    }
    if (seat >= 0) {
        t.rematchAgree.insert(seat);
        t.seats[std::size_t(seat)].ready = true;
    }
    // The same people: every person seated has said yes. With nobody left (the last person
    // went while it was open) there is nobody to play again for: four computers would play a
    // match for nobody, so the offer fails.
    bool all = true, anyone = false;
    for (int s = 0; s < kTableSeats; ++s) {
        all = all && (!t.seats[std::size_t(s)].person || t.rematchAgree.count(s));
        anyone = anyone || t.seats[std::size_t(s)].person;
    }
    if (!anyone) {
        t.rematchOpen = false;
        t.rematchAgree.clear();
        sendRematch(t, QStringLiteral("failed"));
        return;
    }
    if (!all) {
        sendRematch(t, QJsonValue::Null);
        tableChanged(&t);
        return;
    }
    sendRematch(t, QStringLiteral("passed"));
    startMatch(t); // closes the offer
}

// --- store (issue 29)
QString TableServer::matchUid(int table) const
{
    const HostedTable *t = tableById(table);
    return t ? t->matchUid : QString();
}

// --- verify (issue 30)
void TableServer::commitDeal(HostedTable &t)
{
    TableSession *ts = t.session();
    if (!ts || !t.game->verifyDeal)
        return; // a game that cannot check its deals is promised none
    session::GameModule &game = *ts->module();
    t.dealHand = game.handNumber();
    t.dealSeed = game.handSeed();
    t.dealSalt = newDealSalt();
    t.dealCommitJson = QJsonDocument(QJsonObject {{"type", "dealCommit"}, {"hand", t.dealHand},
                                                  {"commit", dealCommitment(t.dealSeed, t.dealSalt)}})
                           .toJson(QJsonDocument::Compact);
    sendToTable(t, t.dealCommitJson);
    if (dealtForTests)
        dealtForTests(t.id, game);
}

void TableServer::revealDeal(HostedTable &t)
{
    TableSession *ts = t.session();
    // Only the hand committed to, once (a hand resumed after a restart was committed to
    // with a salt that is gone: it is not revealed).
    if (!ts || t.dealHand < 0 || t.dealHand != ts->module()->handNumber())
        return;
    const QString commit = dealCommitment(t.dealSeed, t.dealSalt), salt = QString::fromLatin1(t.dealSalt.toHex());
    sendToTable(t, QJsonObject {{"type", "dealReveal"}, {"hand", t.dealHand}, {"seed", QString::number(t.dealSeed)}, {"salt", salt}});
    // For a full record of the hand (records::TableRecorder reads it when the hand finishes,
    // after this: the host's handlers were connected first).
    ts->setProperty("dealProof", QJsonObject {{"hand", t.dealHand}, {"commit", commit}, {"salt", salt}});
    t.dealHand = -1;
    t.dealSalt.fill('\0');
}

// --- duplicate (issue 30)

namespace {
QString nightPath(const QString &dir)
{
    return dir + QStringLiteral("/night.json");
}
} // namespace

void TableServer::loadNight()
{
    const QDate tonight = records::eveningOf(QDateTime::currentDateTime());
    night_ = Night(tonight);
    if (stateDir_.isEmpty())
        return;
    const QString path = nightPath(stateDir_);
    QFile f(path);
    if (!f.exists())
        return;
    QString why;
    if (!f.open(QIODevice::ReadOnly)) {
        why = f.errorString();
    } else {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
        f.close();
        try {
            if (pe.error != QJsonParseError::NoError || !doc.isObject())
                throw JsonError(pe.error != QJsonParseError::NoError ? pe.errorString().toStdString() : "not a JSON object");
            Night saved = Night::fromJson(doc.object());
            if (saved.evening() == tonight) {
                night_ = std::move(saved);
                emit logLine(QStringLiteral("tonight's standings: %1 hand(s) kept in %2").arg(night_.hands().size()).arg(path));
                return;
            }
            // An earlier night's: kept beside, never overwritten.
            const QString aside = session::putAside(path, QStringLiteral("night-") + saved.evening().toString(Qt::ISODate));
            warn(QStringLiteral("the standings in %1 are of the night of %2; %3; tonight starts empty")
                     .arg(path, saved.evening().toString(Qt::ISODate),
                          aside.isEmpty() ? QStringLiteral("it could not be moved") : QStringLiteral("put aside as %1").arg(aside)));
            return;
        } catch (const std::exception &e) {
            why = QString::fromUtf8(e.what());
        }
    }
    const QString aside = session::putAside(path);
    warn(QStringLiteral("the night's standings in %1 do not read back (%2); %3; tonight starts empty")
             .arg(path, why, aside.isEmpty() ? QStringLiteral("it could not be moved") : QStringLiteral("put aside as %1").arg(aside)));
}

void TableServer::saveNight()
{
    if (stateDir_.isEmpty())
        return;
    const QString path = nightPath(stateDir_);
    const QString error = session::writeJsonFile(path, night_.toJson());
    // Told once per run of failures, and not at all while a table's file in the same folder
    // is already said to fail (a full disk is one problem, told once).
    if (!error.isEmpty() && !nightFailing_ && stateFailing_.empty())
        warn(QStringLiteral("cannot write the night's standings to %1 (%2): a restart now would lose the last hand").arg(path, error));
    nightFailing_ = !error.isEmpty();
}

std::uint64_t TableServer::groupMatchSeed(HostedTable &t)
{
    const int g = t.config.duplicateGroup;
    std::uint64_t base = night_.groupSeed(g);
    if (!base) {
        base = t.config.seed ? t.config.seed : (QRandomGenerator::system()->generate64() >> 12) | 1;
        night_.setGroupSeed(g, base);
        saveNight();
    }
    return base + t.matchesStarted;
}

void TableServer::recordHand(HostedTable &t)
{
    TableSession *ts = t.session();
    if (!ts)
        return;
    const session::GameModule &m = *ts->module();
    NightHand h;
    h.table = t.id;
    h.group = t.config.duplicateGroup;
    h.game = t.config.game;
    h.deal = m.dealKey();
    h.hand = m.handNumber();
    const auto after = m.balances();
    for (int s = 0; s < kTableSeats; ++s) {
        // A person's seat is theirs while a computer stands in for them.
        const SeatSlot &slot = t.seats[std::size_t(s)];
        h.names[std::size_t(s)] = slot.person ? slot.name : kComputersName;
        h.results[std::size_t(s)] = after[std::size_t(s)] - t.handBefore[std::size_t(s)];
    }
    night_.add(h);
    saveNight();
    QList<int> to;
    for (const auto &[id, other] : tables_)
        if (other.get() == &t || (h.group && other->config.duplicateGroup == h.group))
            to.append(id);
    QJsonObject message = night_.standings(h.group);
    message.insert("type"_L1, "standings"_L1);
    message.insert("table"_L1, t.id);
    const QByteArray json = QJsonDocument(message).toJson(QJsonDocument::Compact);
    for (int id : to)
        sendToTable(*tableById(id), json);
    emit standingsChanged(to, message);
}

QJsonObject TableServer::standings(int table) const
{
    const HostedTable *t = tableById(table);
    if (!t)
        return {};
    QJsonObject message = night_.standings(t->config.duplicateGroup);
    message.insert("type"_L1, "standings"_L1);
    message.insert("table"_L1, table);
    return message;
}

// --- spectators (issue 30) ---------------------------------------------------------------

int TableServer::spectatorCount(int table) const
{
    const HostedTable *t = tableById(table);
    return t ? int(t->spectators.size()) : 0;
}

QJsonObject TableServer::spectatorInfo(const HostedTable &t) const
{
    const SpectatorPolicy &policy = t.config.spectators;
    return QJsonObject {{"allowed", policy.allowed},
                        {"password", !policy.password.isEmpty()},
                        {"chat", policy.chat},
                        {"hands", policy.hands == SpectatorPolicy::Behind ? "behind" : "public"},
                        {"watching", int(t.spectators.size())}};
}

void TableServer::handleWatch(Peer *p, const QJsonObject &m)
{
    if (p->table)
        return p->conn->sendError(QStringLiteral("seatTaken"), QStringLiteral("seated at a table; stand up to watch one"), false);
    HostedTable *t = tableById(wholeField(m, "table", 0, 1'000'000'000));
    if (!t)
        return p->conn->sendError(QStringLiteral("noSuchTable"), QStringLiteral("no such table"), false);
    const SpectatorPolicy &policy = t->config.spectators;
    if (!policy.allowed)
        return p->conn->sendError(QStringLiteral("noSpectators"), QStringLiteral("table %1 takes no spectators").arg(t->id), false);
    // A spectator's client reads the game's own messages.
    if (!p->games.contains(t->config.game))
        return p->conn->sendError(QStringLiteral("wrongGame"), QStringLiteral("table %1 plays %2; this client plays %3")
                                                                   .arg(t->id).arg(t->config.game, p->games.join(" and "_L1)),
                                  false);
    // As for a seat: a wrong password closes the connection (no guessing in a loop).
    if (!policy.password.isEmpty() && m.value("password"_L1).toString() != policy.password)
        throw ProtocolError(QStringLiteral("password"), QStringLiteral("wrong spectator password for table %1").arg(t->id));
    if (p->watching != t) {
        if (int(t->spectators.size()) >= kMaxSpectators)
            return p->conn->sendError(QStringLiteral("tooManySpectators"),
                                      QStringLiteral("table %1 has %2 spectators already").arg(t->id).arg(kMaxSpectators), false);
        unwatch(p); // watching another table: that one is left
        t->spectators.push_back(p);
        p->watching = t;
        tableChanged(t);
        emit logLine(QStringLiteral("table %1: %2 watches").arg(t->id).arg(p->name));
    }
    sendToSpectator(*t, p, encodeFrame(QJsonObject {{"type", "watching"}, {"table", t->id}, {"game", t->config.game}, {"info", tableInfo(*t)}}));
    QByteArray recent;
    for (const QByteArray &line : t->chat)
        recent += line;
    if (!recent.isEmpty())
        sendToSpectator(*t, p, recent);
    if (const TableSession *ts = t->session(); ts && ts->handInProgress() && t->dealHand == ts->module()->handNumber())
        sendToSpectator(*t, p, encodeJsonFrame(t->dealCommitJson)); // verify (issue 30): the commitment first
    sendSpectatorState(*t, p);
}

void TableServer::unwatch(Peer *p)
{
    HostedTable *t = p->watching;
    if (!t)
        return;
    p->watching = nullptr;
    std::erase(t->spectators, p);
    tableChanged(t);
}

void TableServer::handleSpectatorChat(Peer *p, const QJsonObject &m)
{
    HostedTable &t = *p->watching;
    if (!t.config.spectators.chat)
        return p->conn->sendError(QStringLiteral("noChat"), QStringLiteral("spectators do not chat at table %1").arg(t.id), false);
    if (!m.value("text"_L1).isString())
        throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("\"text\" must be a string"));
    postChat(t, p->name, session::kSpectator, m.value("text"_L1).toString());
}

void TableServer::sendToViewers(HostedTable &t, const std::function<QByteArray(int viewer)> &frameFor)
{
    for (int x = 0; x < kTableSeats; ++x)
        if (Peer *peer = t.seats[std::size_t(x)].peer)
            if (const QByteArray frame = frameFor(x); !frame.isEmpty())
                peer->conn->sendFrame(frame);
    if (t.spectators.empty())
        return;
    if (const QByteArray frame = frameFor(spectatorViewer_); !frame.isEmpty())
        for (Peer *sp : t.spectators)
            sendToSpectator(t, sp, frame);
}

void TableServer::sendToSpectator(HostedTable &t, Peer *sp, const QByteArray &frame)
{
    sp->conn->sendFrame(frame);
    if (spectatorTap_)
        spectatorTap_(t.id, frame);
}

void TableServer::sendSpectatorState(HostedTable &t, Peer *only)
{
    TableSession *ts = t.session();
    if (t.spectators.empty() || !ts || !ts->handInProgress())
        return;
    // Built once for every spectator.
    const QByteArray frame = encodeJsonFrame(ts->module()->stateJson(spectatorViewer_, ts->shownEvents(), t.id));
    for (Peer *sp : t.spectators)
        if (!only || sp == only)
            sendToSpectator(t, sp, frame);
}

void TableServer::noteHandStart(HostedTable &t)
{
    t.openStates = {};
    t.openFrom = -1;
    const TableSession *ts = t.session();
    if (t.config.spectators.hands != SpectatorPolicy::Behind || !ts || !ts->handInProgress())
        return;
    // Each seat's own view now, before anything of the hand is decided: what the hand began
    // with (the events up to here are in it).
    const session::GameModule &game = *ts->module();
    t.openFrom = game.eventCount();
    for (int s = 0; s < kTableSeats; ++s)
        t.openStates.append(game.stateFor(s, t.openFrom));
}

void TableServer::sendHandOpen(HostedTable &t)
{
    const TableSession *ts = t.session();
    if (t.config.spectators.hands != SpectatorPolicy::Behind || t.openFrom < 0 || !ts || ts->handInProgress())
        return;
    // Sent only now that the hand is settled: never anything of a hand in play.
    const session::GameModule &game = *ts->module();
    QJsonArray events;
    for (int i = t.openFrom; i < game.eventCount(); ++i) {
        const int owner = game.eventOwner(i);
        events.append(game.eventFor(owner >= 0 ? owner : session::kSpectator, i));
    }
    const QJsonObject open {{"type", "handOpen"}, {"table", t.id}, {"hand", game.handNumber()},
                            {"states", t.openStates}, {"events", events}};
    t.openStates = {};
    t.openFrom = -1;
    if (t.spectators.empty())
        return;
    const QByteArray frame = encodeFrame(open);
    for (Peer *sp : t.spectators)
        sendToSpectator(t, sp, frame);
}

} // namespace qixing::net
