// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One end of a protocol connection (docs/protocol.md) over a QTcpSocket: frames in and out,
// keep-alive pings, the silence time-out, the flood limit and the cap on unsent bytes. Both
// the host and the clients use it. Every message that arrives whole and well-formed is delivered by messageReceived();
// anything malformed is answered with an error and ends the connection.

#include "net/frame.h"
#include "net/rate_limit.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>

namespace qixing::net {

// The bytes of unfinished frames a host holds for each source address, over all that
// address's connections (one ledger per host, shared by its connections and used on its
// thread; total() may be read from any thread, for tests).
class HeldBytes
{
public:
    // The source an address counts as: an IPv4 address itself (IPv4-mapped IPv6 too), an IPv6
    // address its /64, which one machine or household has whole (privacy addresses come and go
    // within it), so that a second address costs an attacker more than a new socket.
    static QHostAddress sourceOf(const QHostAddress &address);
    qsizetype of(const QHostAddress &source) const { return bySource_.value(source); }
    qsizetype total() const { return total_.load(std::memory_order_relaxed); }
    void add(const QHostAddress &source, qsizetype delta);

private:
    QHash<QHostAddress, qsizetype> bySource_;
    std::atomic<qsizetype> total_ {0};
};

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
        // host's longer table lists. It is also what one connection can make the host hold
        // in an unfinished frame.
        qsizetype maxFrame = kMaxFrame;
        // A frame begun must go on arriving: after partialGraceMs from the first byte the host
        // holds of it, at least minBytesPerSecond for every further second, else the
        // connection is closed (slowSender). Any LAN sends a whole request in milliseconds;
        // a peer dripping bytes to keep a connection and its buffer alive is cut off within
        // seconds, and even at the floor the longest frame completes within 10 s. Time the
        // host itself was not reading (its event loop stalled) does not count. 0: no floor (a
        // client trusts its host).
        int partialGraceMs = 2000;
        int minBytesPerSecond = 2048;
        // Unfinished frames from one source address, over all its connections, are held up
        // to this many bytes; the connection whose bytes go beyond is closed
        // (unfinishedFrames). Room for 16 connections each midway through the longest frame,
        // or hundreds through ordinary (sub-kilobyte) requests split by the network; without
        // it 2,000 connections from one machine made a host hold 130 MB. Needs `held`.
        qsizetype maxHeldPerSource = 256 * 1024;
        // And over all sources together (64 at their limit): many addresses must not add up to
        // what exhausts the host either. Beyond it, the connection whose bytes go beyond is
        // closed the same way.
        qsizetype maxHeldTotal = 16 * 1024 * 1024;
        // The host's ledger of those bytes (null: not counted, as on a client).
        std::shared_ptr<HeldBytes> held;
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
    // Bytes of an unfinished frame this connection holds (tests).
    qsizetype heldBytes() const { return held_; }
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
    // After a read: account for the unfinished frame left, and judge its pace.
    bool checkPartial(bool frameCompleted);
    void releaseHeld();
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
    // The host's own stall (LoopLag, in connection.cpp) as of this socket's last read: the
    // flood limit forgives what the host's lateness piled up (readFrames says why).
    qint64 stalledAtRead_ = 0;
    // The unfinished frame: held_ bytes counted in the ledger for source_; when its first
    // bytes were read (on clock_) and the host's stall then.
    QHostAddress source_;
    qsizetype held_ = 0;
    qint64 partialSince_ = -1;
    qint64 partialStalled_ = 0;
    QElapsedTimer clock_;
    bool lagUser_ = false;
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
