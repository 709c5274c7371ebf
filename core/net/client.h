// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The client side of the LAN protocol, written once for every game: TableClient connects,
// says hello, keeps the host's table list, sits, says ready, chats and sends actions; each
// game's client (core/games/<game>/<game>_client.h) keeps what the host tells its seat and
// turns it into the view its computer players decide from. Used by the CLI's bot clients and
// by the table window when it joins a table.

#include "common/flat_json.h"
#include "net/connection.h"
#include "table/game_module.h"

#include <QJsonArray>
#include <QObject>
#include <QString>

#include <map>

namespace qixing::net {

class TableClient : public QObject
{
    Q_OBJECT
public:
    explicit TableClient(QObject *parent = nullptr);

    void connectToHost(const QString &host, quint16 port, const QString &name, const QString &token = {});
    // Before connecting: false for a client that shows no lobby and knows its table (a
    // computer player): the host then sends it no table list and no lobby news.
    void setLobby(bool wanted) { lobby_ = wanted; }
    // After welcome: sit at `table` (any free seat when seat < 0), then say ready.
    void sit(int table, int seat = -1, const QString &password = {});
    // After welcome: watch `table` as a spectator (docs/protocol.md, "Spectators"): the client
    // gets the table as seat session::kSpectator sees it (no hand), is never asked, and
    // plays nothing. unwatch() goes back to the lobby.
    void watch(int table, const QString &password = {});
    void unwatch();
    bool spectating() const { return seat_ == session::kSpectator; }
    void setReady(bool ready);
    // Start the match now, computer players in the empty seats (everyone seated must be ready).
    void startMatch();
    void chat(const QString &text);
    void disconnectFromHost();
    // Any message as it is (the game clients' act() build theirs; tests send odd ones).
    void send(const QJsonObject &m);
    // A message already written as compact JSON text.
    void sendJson(const QByteArray &json);

    bool connected() const { return conn_ && conn_->isOpen(); }
    // Why the socket failed (UnknownSocketError if it did not): the window words it itself.
    QAbstractSocket::SocketError socketError() const { return socketError_; }
    // The host's tables as last told, in id order (built on demand).
    QJsonArray tables() const;
    // The TableInfo of the table this client sat at, as last told; {} before that.
    QJsonObject tableInfo() const;
    int tableId() const { return table_; }
    int seat() const { return seat_; }
    QString token() const { return token_; }
    // The `closed` message's code ("hostClosed", "hostStopped"; "" from a host before codes).
    QString closedCode() const { return closedCode_; }

signals:
    // Every message from the host, as it arrived (logging, tests). While nothing is
    // connected to it, the messages of every move are read without building it, and a
    // settlement, matchOver or chat is not read at all unless its own signal is connected.
    void messageArrived(const QJsonObject &message);
    void welcomed(const QJsonArray &tables);
    void tablesChanged(); // read tables()
    void seated(int table, int seat);
    void watching(int table); // a spectator now (seat() is session::kSpectator)
    void handOpened(const QJsonObject &message); // "behind": a finished hand, every hand open
    void standingsReceived(const QJsonObject &message); // --- duplicate (issue 30): after a hand
    void stateChanged();                   // a new state or a move arrived
    void yourTurn(int deadlineMs);         // -1 without a limit
    void handSettled(const QJsonObject &settlement);
    void matchOver(const QJsonObject &message);
    // `host`: a line of the host itself, from no seat (qixing-server's console `say`).
    void chatReceived(const QString &from, const QString &text, bool host);
    void errorReceived(const QString &code, const QString &message);
    void disconnected(const QString &reason);

protected:
    // The game this client plays, named in its hello ("games"): the host refuses a seat at
    // a table of another game (wrongGame). Empty: not said (the host then assumes any).
    virtual QString game() const { return {}; }
    // A game message (state, move/event, yourTurn); throws on anything malformed.
    virtual void gameMessage(const QString &type, const QJsonObject &m) = 0;
    // The game messages of every move, read without Qt's parser when they arrive in
    // FlatJson's plain form (the host writes them so): the types a game reads this way, and
    // its reading of one; throws on anything malformed. gameMessage() hands the same types
    // here when they arrive in another form (FlatJson::of), so each has one reader.
    virtual bool readsFlat(QByteArrayView) const { return false; }
    virtual void flatMessage(QByteArrayView, const FlatJson &) {}
    int seat_ = -1;

private:
    void onMessage(const QJsonObject &m);
    // Connection's frame filter: the messages of every move read plain, and a type whose
    // only use is a signal nothing is connected to left unread.
    bool takeFrame(QByteArrayView payload);
    bool onFlatMessage(const FlatJson &m);
    void fail(const QString &code, const QString &why);
    void setTables(const QJsonArray &all);

    Connection *conn_ = nullptr;
    QAbstractSocket::SocketError socketError_ = QAbstractSocket::UnknownSocketError;
    QString name_;
    QString pendingToken_;
    bool lobby_ = true;
    // By id: a seated client gets one table's update at a time, and with hundreds of tables
    // on a host, touching only that one keeps a busy client responsive.
    std::map<int, QJsonObject> tables_;
    int table_ = -1;
    QString token_;
    QString closedCode_;
};

} // namespace qixing::net
