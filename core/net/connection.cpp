// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/connection.h"

#include <QAbstractEventDispatcher>
#include <QHostAddress>
#include <QThread>

#include <algorithm>
#include <vector>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <sys/socket.h>
#endif

using namespace Qt::StringLiterals;

namespace qixing::net {

namespace {
// The outboxes of one thread. A host answers an action with a frame for each seat and often
// a second one for the seat to move: held until the handling of what came in is over, they
// leave in one write per connection instead of one per frame. Frames sent from anywhere else
// (a timer, a click) are flushed on the next turn of the event loop.
struct Outboxes
{
    std::vector<Connection *> pending;
    int handling = 0;       // onReadyRead calls in progress on this thread
    bool posted = false;    // a flush is queued for the next turn of the loop
    bool watching = false;  // connected to the dispatcher's aboutToBlock
};
thread_local Outboxes outboxes;

void forget(Connection *c)
{
    auto &p = outboxes.pending;
    p.erase(std::remove(p.begin(), p.end(), c), p.end());
}

// How long this thread's event loop has been late in all, while a host's connections need to
// know: a timer ticks every kTickMs and adds how late each tick came. A stalled loop (a slow
// computer decision, a busy turn) reads no socket, so what peers sent meanwhile is read all
// at once; the flood limit and the pace of unfinished frames must not blame the peers for it.
// Timers run after the loop's socket reads, so the lateness of the tick now due counts too.
struct LoopLag
{
    static constexpr int kTickMs = 100;
    QElapsedTimer clock;
    QTimer *timer = nullptr;
    qint64 lastTick = 0;
    qint64 stalled = 0; // ms, over the ticks so far
    int users = 0;

    qint64 stalledNow() const
    {
        return timer ? stalled + std::max<qint64>(0, clock.elapsed() - lastTick - kTickMs) : stalled;
    }
    void use()
    {
        if (users++ > 0)
            return;
        clock.start();
        lastTick = 0;
        timer = new QTimer;
        timer->setTimerType(Qt::PreciseTimer);
        QObject::connect(timer, &QTimer::timeout, [this] {
            const qint64 now = clock.elapsed();
            stalled += std::max<qint64>(0, now - lastTick - kTickMs);
            lastTick = now;
        });
        timer->start(kTickMs);
    }
    void release()
    {
        if (--users > 0)
            return;
        stalled = stalledNow(); // stays monotonic for the next user
        delete timer;
        timer = nullptr;
    }
};
thread_local LoopLag loopLag;
} // namespace

QHostAddress HeldBytes::sourceOf(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4);
    if (v4)
        return QHostAddress(ip4);
    if (address.protocol() != QAbstractSocket::IPv6Protocol)
        return address;
    Q_IPV6ADDR a = address.toIPv6Address();
    for (int i = 8; i < 16; ++i)
        a[i] = 0;
    return QHostAddress(a);
}

void HeldBytes::add(const QHostAddress &source, qsizetype delta)
{
    if (delta == 0)
        return;
    auto it = bySource_.find(source);
    if (it == bySource_.end())
        it = bySource_.insert(source, 0);
    *it += delta;
    if (*it <= 0)
        bySource_.erase(it);
    total_.fetch_add(delta, std::memory_order_relaxed);
}

void Connection::flushAll()
{
    Outboxes &o = outboxes;
    o.posted = false;
    // flush() never adds to the list, but a socket error it causes may close a connection.
    while (!o.pending.empty()) {
        Connection *c = o.pending.back();
        o.pending.pop_back();
        c->pending_ = false;
        c->flush();
    }
}

Connection::Connection(QTcpSocket *socket, QObject *parent) : Connection(socket, Limits {}, parent) {}

Connection::Connection(QTcpSocket *socket, const Limits &limits, QObject *parent)
    : QObject(parent), socket_(socket), limits_(limits), reader_(limits.maxFrame),
      flood_(limits.floodPerSecond, limits.floodBurst)
{
    socket->setParent(this);
    // Small messages must go out at once (no Nagle delay); a client's socket gets the option
    // once it is connected.
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    if (limits_.sendBuffer > 0)
        socket->setSocketOption(QAbstractSocket::SendBufferSizeSocketOption, limits_.sendBuffer);
    connect(socket, &QTcpSocket::connected, this, [this] {
        socket_->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        peer_ = socket_->peerAddress().toString() + QLatin1Char(':') + QString::number(socket_->peerPort());
    });
    peer_ = socket->peerAddress().toString() + QLatin1Char(':') + QString::number(socket->peerPort());
    connect(socket, &QTcpSocket::readyRead, this, &Connection::onReadyRead);
    connect(socket, &QTcpSocket::bytesWritten, this, &Connection::onBytesWritten);
    connect(socket, &QTcpSocket::disconnected, this, [this] { finish(QStringLiteral("disconnected")); });
    connect(socket, &QAbstractSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) {
        if (e != QAbstractSocket::RemoteHostClosedError)
            finish(socket_ ? socket_->errorString() : QStringLiteral("socket error"));
        else
            finish(QStringLiteral("disconnected"));
    });
    connect(&keepAlive_, &QTimer::timeout, this, [this] {
        if (finished_)
            return;
        // Bytes still unread are judged once read.
        if (socket_ && socket_->bytesAvailable() == 0 && !checkPartial(false))
            return;
        if (lastReceived_.elapsed() >= limits_.silenceMs) {
            sendError(QStringLiteral("timeout"), QStringLiteral("no message received for %1 s").arg(limits_.silenceMs / 1000), true);
            finish(QStringLiteral("timeout"));
            return;
        }
        if (lastSent_.elapsed() >= limits_.pingAfterMs)
            send(QJsonObject {{"type", "ping"}});
    });
    lastSent_.start();
    lastReceived_.start();
    clock_.start();
    source_ = HeldBytes::sourceOf(socket->peerAddress());
    if (limits_.floodPerSecond > 0 || limits_.minBytesPerSecond > 0) {
        loopLag.use();
        lagUser_ = true;
        stalledAtRead_ = loopLag.stalledNow();
    }
    keepAlive_.start(std::max(10, std::min(limits_.pingAfterMs, limits_.silenceMs) / 4));
    if (socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &Connection::onReadyRead, Qt::QueuedConnection);
}

Connection::~Connection()
{
    // Listed by whether it is in the thread's list, not by its outbox: a connection freed
    // while listed would be flushed after its death.
    if (pending_)
        forget(this);
    releaseHeld();
    if (lagUser_)
        loopLag.release();
    if (socket_)
        socket_->disconnect(this);
}

bool Connection::isOpen() const
{
    return !finished_ && !dropping_ && socket_ && socket_->state() == QAbstractSocket::ConnectedState;
}

void Connection::send(const QJsonObject &message)
{
    if (isOpen())
        sendFrame(encodeFrame(message));
}

void Connection::sendFrame(const QByteArray &frame)
{
    if (!isOpen())
        return;
    if (limits_.maxUnsent > 0 && unsent() > limits_.maxUnsent)
        return dropSlowReader();
    if (!pending_) {
        Outboxes &o = outboxes;
        o.pending.push_back(this);
        pending_ = true;
        if (!o.watching) {
            // A safety net for frames sent while a message is handled in a nested event
            // loop (a modal dialog): they go out when that loop waits.
            if (QAbstractEventDispatcher *d = QThread::currentThread()->eventDispatcher()) {
                QObject::connect(d, &QAbstractEventDispatcher::aboutToBlock, d, &Connection::flushAll);
                o.watching = true;
            }
        }
        if (o.handling == 0 && !o.posted) {
            if (QAbstractEventDispatcher *d = QThread::currentThread()->eventDispatcher()) {
                o.posted = true;
                QMetaObject::invokeMethod(d, &Connection::flushAll, Qt::QueuedConnection);
            }
        }
    }
    outbox_.append(frame);
    queued_ += frame.size();
    lastSent_.start();
}

void Connection::flush()
{
    if (outbox_.isEmpty())
        return;
    if (!socket_ || finished_ || dropping_) {
        outbox_.resize(0);
        return;
    }
    ++flushes_;
    qsizetype sent = 0;
#ifdef Q_OS_LINUX
    // Nothing of this connection is waiting in the socket's own buffer, so the kernel can
    // take the outbox directly: no copy into that buffer, no write notifier, no signal.
    if (socket_->bytesToWrite() == 0 && socket_->state() == QAbstractSocket::ConnectedState) {
        const ssize_t n = ::send(int(socket_->socketDescriptor()), outbox_.constData(), std::size_t(outbox_.size()),
                                 MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n > 0)
            sent = qsizetype(n);
        // Any error: the socket's own write below meets it again and reports it as usual.
    }
#endif
    written_ += sent;
    if (sent < outbox_.size())
        socket_->write(outbox_.constData() + sent, outbox_.size() - sent);
    outbox_.resize(0);
}

void Connection::onBytesWritten(qint64 bytes)
{
    written_ += bytes;
}

// The peer has not read what it was sent: nothing more is queued for it, and it is cut off on
// the next turn of the event loop (not now: the sender may be walking a list of connections
// that closing this one would change). No error message: it would wait behind the rest.
void Connection::dropSlowReader()
{
    if (dropping_)
        return;
    dropping_ = true;
    QMetaObject::invokeMethod(this, [this] {
        finish(QStringLiteral("slowReader: more than %1 bytes were waiting to be sent").arg(limits_.maxUnsent));
        if (socket_) {
            socket_->disconnect(this);
            socket_->abort();
        }
    }, Qt::QueuedConnection);
}

void Connection::sendError(const QString &code, const QString &message, bool closeAfter)
{
    send(QJsonObject {{"type", "error"}, {"code", code}, {"message", message}});
    if (closeAfter)
        close();
}

void Connection::close()
{
    if (pending_) {
        forget(this);
        pending_ = false;
        flush();
    }
    if (socket_ && socket_->state() != QAbstractSocket::UnconnectedState) {
        socket_->flush();
        socket_->disconnectFromHost();
    }
    finish(QStringLiteral("closed"));
}

void Connection::finish(const QString &reason)
{
    if (finished_)
        return;
    finished_ = true;
    keepAlive_.stop();
    releaseHeld();
    emit closed(reason);
}

void Connection::onReadyRead()
{
    // What the messages read here make anyone send leaves when they are all handled.
    Outboxes &o = outboxes;
    ++o.handling;
    readFrames();
    if (--o.handling == 0)
        flushAll();
}

void Connection::readFrames()
{
    if (finished_ || dropping_ || !socket_)
        return;
    reader_.append(socket_->readAll());
    // Without a pace floor (a client, which trusts its host) any bytes show the peer is there:
    // the host's longest frames may take a while on a slow link.
    if (limits_.minBytesPerSecond <= 0)
        lastReceived_.start();
    // The flood limit is about when messages arrive, but the host sees them only when it
    // reads: after its event loop stalled (a slow computer decision), everything a peer sent
    // at a legal pace meanwhile is read at once. TCP does not tell arrival times, so the
    // messages of this read are first paid for by what the bucket would have refilled during
    // the host's own lateness since it last read this socket (refilling that the burst cap
    // would otherwise have thrown away), and only then from the bucket: a peer within the
    // limit keeps its burst for what it sends next. What is left of that allowance lapses
    // after this read, and a flood during a stall still overflows it and the burst.
    double forgiven = 0;
    if (lagUser_) {
        const qint64 stalled = loopLag.stalledNow();
        forgiven = double(stalled - stalledAtRead_) / 1000.0 * limits_.floodPerSecond;
        stalledAtRead_ = stalled;
    }
    QByteArray payload;
    bool completed = false;
    for (;;) {
        const FrameReader::Status st = reader_.next(&payload);
        if (st == FrameReader::Status::NeedMore)
            break;
        if (st == FrameReader::Status::Oversized || st == FrameReader::Status::Empty) {
            sendError(QStringLiteral("badFrame"),
                      st == FrameReader::Status::Empty ? QStringLiteral("zero-length frame")
                                                       : QStringLiteral("frame longer than %1 bytes").arg(limits_.maxFrame),
                      true);
            return;
        }
        // On a host a whole frame is what shows the peer is there; bytes of an unfinished one
        // are not (their pace is judged by checkPartial), or a drip would keep it forever.
        lastReceived_.start();
        completed = true;
        if (forgiven >= 1) {
            forgiven -= 1;
        } else if (limits_.floodPerSecond > 0 && !flood_.take()) {
            sendError(QStringLiteral("flood"),
                      QStringLiteral("more than %1 messages a second (bursts of %2)").arg(limits_.floodPerSecond).arg(limits_.floodBurst),
                      true);
            return;
        }
        if (frameFilter_ && frameFilter_(payload)) {
            if (finished_)
                return;
            continue;
        }
        QJsonObject message;
        try {
            message = decodeMessage(payload);
        } catch (const ProtocolError &e) {
            sendError(e.code(), QString::fromStdString(e.what()), true);
            return;
        }
        const QString type = message.value(QLatin1StringView("type")).toString();
        if (type == QLatin1String("ping")) {
            send(QJsonObject {{"type", "pong"}});
            continue;
        }
        if (type == QLatin1String("pong"))
            continue;
        emit messageReceived(message);
        if (finished_ || dropping_)
            return;
    }
    checkPartial(completed);
}

// Called after every read and by the keep-alive timer: the unfinished frame left in the
// reader is counted against its source address and must keep arriving at the floor's pace.
// False once it has closed the connection.
bool Connection::checkPartial(bool frameCompleted)
{
    if (finished_ || dropping_)
        return false;
    const qsizetype now = reader_.buffered();
    if (now == 0) {
        partialSince_ = -1;
    } else if (partialSince_ < 0 || frameCompleted) {
        // A new frame began in this read.
        partialSince_ = clock_.elapsed();
        partialStalled_ = lagUser_ ? loopLag.stalledNow() : 0;
    }
    if (now != held_) {
        reader_.compact();
        if (limits_.held)
            limits_.held->add(source_, now - held_);
        held_ = now;
        if (limits_.held && now > 0) {
            if (limits_.maxHeldPerSource > 0 && limits_.held->of(source_) > limits_.maxHeldPerSource) {
                const QString from = source_.protocol() == QAbstractSocket::IPv6Protocol ? source_.toString() + "/64"_L1
                                                                                          : source_.toString();
                sendError(QStringLiteral("unfinishedFrames"),
                          QStringLiteral("unfinished frames from %1 hold more than %2 bytes").arg(from).arg(limits_.maxHeldPerSource),
                          true);
                return false;
            }
            if (limits_.maxHeldTotal > 0 && limits_.held->total() > limits_.maxHeldTotal) {
                sendError(QStringLiteral("unfinishedFrames"),
                          QStringLiteral("unfinished frames of all clients hold more than %1 bytes").arg(limits_.maxHeldTotal), true);
                return false;
            }
        }
    }
    if (partialSince_ >= 0 && limits_.minBytesPerSecond > 0) {
        const qint64 stalled = lagUser_ ? loopLag.stalledNow() - partialStalled_ : 0;
        const qint64 took = clock_.elapsed() - partialSince_ - stalled - limits_.partialGraceMs;
        if (took > 0 && now < took * limits_.minBytesPerSecond / 1000) {
            sendError(QStringLiteral("slowSender"),
                      QStringLiteral("a frame arrived slower than %1 bytes a second").arg(limits_.minBytesPerSecond), true);
            return false;
        }
    }
    return true;
}

void Connection::releaseHeld()
{
    if (limits_.held && held_ != 0)
        limits_.held->add(source_, -held_);
    held_ = 0;
}

} // namespace qixing::net
