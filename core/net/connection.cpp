#include "net/connection.h"

#include <QHostAddress>

#include <algorithm>

namespace qixing::net {

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
        if (lastReceived_.elapsed() >= limits_.silenceMs) {
            sendError(QStringLiteral("timeout"), QStringLiteral("nothing received for %1 s").arg(limits_.silenceMs / 1000), true);
            finish(QStringLiteral("timeout"));
            return;
        }
        if (lastSent_.elapsed() >= limits_.pingAfterMs)
            send(QJsonObject {{"type", "ping"}});
    });
    lastSent_.start();
    lastReceived_.start();
    keepAlive_.start(std::max(10, std::min(limits_.pingAfterMs, limits_.silenceMs) / 4));
    if (socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &Connection::onReadyRead, Qt::QueuedConnection);
}

Connection::~Connection()
{
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
    if (limits_.maxUnsent > 0 && socket_->bytesToWrite() > limits_.maxUnsent)
        return dropSlowReader();
    socket_->write(frame);
    queued_ += frame.size();
    lastSent_.start();
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
    emit closed(reason);
}

void Connection::onReadyRead()
{
    if (finished_ || dropping_ || !socket_)
        return;
    const QByteArray bytes = socket_->readAll();
    reader_.append(bytes);
    lastReceived_.start();
    QByteArray payload;
    for (;;) {
        const FrameReader::Status st = reader_.next(&payload);
        if (st == FrameReader::Status::NeedMore)
            return;
        if (st == FrameReader::Status::Oversized || st == FrameReader::Status::Empty) {
            sendError(QStringLiteral("badFrame"),
                      st == FrameReader::Status::Empty ? QStringLiteral("zero-length frame")
                                                       : QStringLiteral("frame longer than %1 bytes").arg(limits_.maxFrame),
                      true);
            return;
        }
        if (limits_.floodPerSecond > 0) {
            if (!flood_.take()) {
                sendError(QStringLiteral("flood"),
                          QStringLiteral("more than %1 messages a second (bursts of %2)").arg(limits_.floodPerSecond).arg(limits_.floodBurst),
                          true);
                return;
            }
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
        if (finished_)
            return;
    }
}

} // namespace qixing::net
