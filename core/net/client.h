#pragma once
// The client side of the LAN protocol for one Sevens seat: connects, says hello, sits at a
// table, keeps what the host tells this seat (a SeatKnowledge) and turns it into the same
// HandView every player decides from. Used by `qixing-cli sevens bot-client` and by the
// table window when it joins a table.

#include "net/connection.h"
#include "sevens/hand.h"
#include "sevens/rules.h"
#include "sevens/scoring.h"

#include <QJsonArray>
#include <QObject>
#include <QString>

#include <map>
#include <optional>

namespace qixing::net {

class SevensClient : public QObject
{
    Q_OBJECT
public:
    explicit SevensClient(QObject *parent = nullptr);

    void connectToHost(const QString &host, quint16 port, const QString &name, const QString &token = {});
    // After welcome: sit at `table` (any free seat when seat < 0), then say ready.
    void sit(int table, int seat = -1, const QString &password = {});
    void setReady(bool ready);
    // Start the match now, computer players in the empty seats (everyone seated must be ready).
    void startMatch();
    void chat(const QString &text);
    void act(sevens::Action action);
    void disconnectFromHost();

    bool connected() const { return conn_ && conn_->isOpen(); }
    // Why the socket failed (UnknownSocketError if it did not): the window words it itself.
    QAbstractSocket::SocketError socketError() const { return socketError_; }
    // The host's tables as last told, in id order (built on demand).
    QJsonArray tables() const;
    int tableId() const { return table_; }
    sevens::Seat seat() const { return seat_; }
    QString token() const { return token_; }
    const sevens::Rules &rules() const { return rules_; }
    int handNumber() const { return hand_; }
    // The hand as this seat knows it (a mirror: other seats' cards are placeholders no
    // HandView of this seat can see).
    const std::optional<sevens::HandState> &mirror() const { return mirror_; }
    sevens::HandView view() const { return sevens::HandView(*mirror_, seat_); }

signals:
    // Every message from the host, as it arrived (logging, tests).
    void messageArrived(const QJsonObject &message);
    void welcomed(const QJsonArray &tables);
    void tablesChanged(); // read tables()
    void seated(int table, int seat);
    void stateChanged();                   // a new state or a move arrived
    void yourTurn(int deadlineMs);         // -1 without a limit
    void handSettled(const QJsonObject &settlement);
    void matchOver(const QJsonObject &message);
    void chatReceived(const QString &from, const QString &text);
    void errorReceived(const QString &code, const QString &message);
    void disconnected(const QString &reason);

private:
    void onMessage(const QJsonObject &m);
    void fail(const QString &code, const QString &why);

    Connection *conn_ = nullptr;
    QAbstractSocket::SocketError socketError_ = QAbstractSocket::UnknownSocketError;
    QString name_;
    QString pendingToken_;
    // By id: a seated client gets one table's update at a time, and with hundreds of tables
    // on a host, touching only that one keeps a busy client responsive.
    std::map<int, QJsonObject> tables_;
    void setTables(const QJsonArray &all);
    int table_ = -1;
    sevens::Seat seat_ = -1;
    QString token_;
    sevens::Rules rules_;
    int hand_ = -1;
    sevens::SeatKnowledge knowledge_;
    std::optional<sevens::HandState> mirror_;
};

} // namespace qixing::net
