// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/frame.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QtEndian>

namespace qixing::net {

QByteArray encodeFrame(const QJsonObject &message)
{
    return encodeJsonFrame(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

QByteArray encodeJsonFrame(const QByteArray &payload)
{
    QByteArray frame;
    frame.reserve(4 + payload.size());
    frame.resize(4);
    qToBigEndian<quint32>(quint32(payload.size()), frame.data());
    frame.append(payload);
    return frame;
}

void FrameReader::dropConsumed()
{
    // All read: let go of the buffer (it may be the very bytes append() was given, shared,
    // and dropping them costs nothing). Otherwise move what is left now and then, not on
    // every frame.
    if (pos_ == buffer_.size()) {
        buffer_.clear();
        pos_ = 0;
    } else if (pos_ > 64 * 1024) {
        buffer_.remove(0, pos_);
        pos_ = 0;
    }
}

void FrameReader::append(const QByteArray &bytes)
{
    dropConsumed();
    buffer_.append(bytes);
}

void FrameReader::compact()
{
    if (pos_ == 0 && buffer_.capacity() <= buffer_.size() + 4096)
        return;
    buffer_ = buffer_.mid(pos_);
    buffer_.squeeze();
    pos_ = 0;
}

FrameReader::Status FrameReader::next(QByteArray *payload)
{
    dropConsumed();
    if (buffered() < 4)
        return Status::NeedMore;
    const quint32 length = qFromBigEndian<quint32>(buffer_.constData() + pos_);
    if (length == 0) {
        pos_ += 4;
        return Status::Empty;
    }
    if (qsizetype(length) > max_)
        return Status::Oversized;
    if (buffered() < 4 + qsizetype(length))
        return Status::NeedMore;
    // A view, not a copy: valid until the next call (the header says so).
    *payload = QByteArray::fromRawData(buffer_.constData() + pos_ + 4, qsizetype(length));
    pos_ += 4 + qsizetype(length);
    return Status::Frame;
}

QJsonObject decodeMessage(const QByteArray &payload)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(payload, &err);
    if (err.error != QJsonParseError::NoError)
        throw ProtocolError(QStringLiteral("badJson"), QStringLiteral("invalid JSON: %1").arg(err.errorString()));
    if (!doc.isObject())
        throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("a message must be a JSON object"));
    const QJsonObject o = doc.object();
    if (!o.value(QStringLiteral("type")).isString())
        throw ProtocolError(QStringLiteral("badMessage"), QStringLiteral("a message needs a string \"type\""));
    return o;
}

} // namespace qixing::net
