#pragma once
// One end of a protocol connection (docs/protocol.md) over a QTcpSocket: frames in and out,
// keep-alive pings, the silence time-out, the flood limit and the cap on unsent bytes. Both
// the host and the clients use it. Every message that arrives whole and well-formed is delivered by messageReceived();
// anything malformed is answered with an error and ends the connection.

#include "net/frame.h"
#include "net/rate_limit.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <functional>

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
        // A peer that does not read its messages must not make the host hold them without
        // limit: with more than this many bytes already waiting to be sent, the connection is
        // dropped (reason "slowReader"). 0: no limit (a client's messages are few and small).
        qsizetype maxUnsent = kMaxUnsent;
        // The kernel's send buffer for the socket (0: the system's, which grows to megabytes):
        // small enough that "written" means nearly "read by the peer", so a slow reader is
        // noticed and its lobby changes coalesced (tookIn) early.
        int sendBuffer = 64 * 1024;
    };

    // Takes ownership of the socket.
    explicit Connection(QTcpSocket *socket, QObject *parent = nullptr);
    Connection(QTcpSocket *socket, const Limits &limits, QObject *parent = nullptr);
    ~Connection() override;

    void send(const QJsonObject &message);
    // A frame already made with encodeFrame(), e.g. one message for several connections.
    // Frames wait in the connection's outbox until the handling of what came in ends (or the
    // next turn of the event loop, for frames sent from a timer), then go out in one write.
    void sendFrame(const QByteArray &frame);
    // Writes every outbox of this thread now (see sendFrame).
    static void flushAll();
    // Bytes handed to the connection so far: a mark for tookIn().
    qint64 queuedBytes() const { return queued_; }
    // Whether everything sent up to the mark has been written to the network (the kernel's
    // small send buffer taken in): a sender of superseding news (the lobby's table changes)
    // holds the next until then, so a peer that reads slowly gets the news later, not all of it.
    bool tookIn(qint64 mark) const { return written_ >= mark; }
    // How many times the outbox was handed to the network (tests and profiling).
    quint64 flushes() const { return flushes_; }
    // Sends {"type": "error"} and, with close, closes after it is written.
    void sendError(const QString &code, const QString &message, bool close);
    void close();
    bool isOpen() const;
    // The other side is asked to answer: its answer must not count against the flood limit.
    void expectReply() { flood_.credit(1); }
    QString peer() const { return peer_; }
    // The owner may take a frame before Qt parses it (returns true): a client reads the
    // messages of every move with FlatJson, and leaves unread a type nothing reads. Frames it
    // does not take go on to messageReceived() (ping and pong are the connection's own). The
    // filter must not throw: it handles its own errors, as a messageReceived() slot does. The
    // payload is valid only during the call.
    void setFrameFilter(std::function<bool(QByteArrayView payload)> filter) { frameFilter_ = std::move(filter); }

signals:
    void messageReceived(const QJsonObject &message);
    // The connection is gone (closed by either side, an error, a time-out). Emitted once.
    void closed(const QString &reason);

private:
    void onReadyRead();
    void readFrames();
    void onBytesWritten(qint64 bytes);
    void dropSlowReader();
    void finish(const QString &reason);
    // Hands the outbox to the network: straight to the kernel when nothing else is waiting
    // (on Linux), whatever it does not take to the socket's own buffer.
    void flush();
    qsizetype unsent() const { return socket_ ? socket_->bytesToWrite() + outbox_.size() : outbox_.size(); }

    QPointer<QTcpSocket> socket_;
    Limits limits_;
    FrameReader reader_;
    // One coarse timer checks the clocks below, so that a busy connection only stamps the
    // time per message instead of restarting timers.
    QTimer keepAlive_;
    QElapsedTimer lastSent_;
    QElapsedTimer lastReceived_;
    TokenBucket flood_;
    // Bytes handed to the socket and bytes it has written to the network (tookIn).
    qint64 queued_ = 0;
    qint64 written_ = 0;
    QByteArray outbox_; // frames not yet handed on (its capacity is kept between turns)
    quint64 flushes_ = 0;
    QString peer_;
    std::function<bool(QByteArrayView)> frameFilter_;
    bool finished_ = false;
    bool dropping_ = false;
    bool pending_ = false; // in this thread's list of outboxes to flush
};

} // namespace qixing::net
