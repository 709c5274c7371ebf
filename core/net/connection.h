#pragma once
// One end of a protocol connection (docs/protocol.md) over a QTcpSocket: frames in and out,
// keep-alive pings, the silence time-out, and the flood limit. Both the host and the clients
// use it. Every message that arrives whole and well-formed is delivered by messageReceived();
// anything malformed is answered with an error and ends the connection.

#include "net/frame.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace qixing::net {

class Connection : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        int pingAfterMs = 5000;     // send a ping after this long without sending
        int silenceMs = 15000;      // close after this long without receiving anything
        // Flood control, a token bucket: each message costs one token, tokens come back at
        // floodPerSecond up to floodBurst, and expectReply() adds one for every message that
        // asks the other side to answer (a turn). Out of tokens: close. 0: no limit (a
        // client trusts its host's pace).
        int floodPerSecond = 20;
        int floodBurst = 60;
        // The longest frame accepted: a host takes small requests only; a client accepts the
        // host's longer table lists.
        qsizetype maxFrame = kMaxFrame;
    };

    // Takes ownership of the socket.
    explicit Connection(QTcpSocket *socket, QObject *parent = nullptr);
    Connection(QTcpSocket *socket, const Limits &limits, QObject *parent = nullptr);
    ~Connection() override;

    void send(const QJsonObject &message);
    // A frame already made with encodeFrame(), e.g. one message for several connections.
    void sendFrame(const QByteArray &frame);
    // Sends {"type": "error"} and, with close, closes after it is written.
    void sendError(const QString &code, const QString &message, bool close);
    void close();
    bool isOpen() const;
    // The other side is asked to answer: its answer must not count against the flood limit.
    void expectReply() { tokens_ += 1; }
    QString peer() const { return peer_; }

signals:
    void messageReceived(const QJsonObject &message);
    // The connection is gone (closed by either side, an error, a time-out). Emitted once.
    void closed(const QString &reason);

private:
    void onReadyRead();
    void finish(const QString &reason);

    QPointer<QTcpSocket> socket_;
    Limits limits_;
    FrameReader reader_;
    // One coarse timer checks the clocks below, so that a busy connection only stamps the
    // time per message instead of restarting timers.
    QTimer keepAlive_;
    QElapsedTimer lastSent_;
    QElapsedTimer lastReceived_;
    QElapsedTimer floodClock_;
    double tokens_ = 0;
    QString peer_;
    bool finished_ = false;
};

} // namespace qixing::net
