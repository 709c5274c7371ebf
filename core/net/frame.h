// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Length-prefixed frames on a TCP stream (docs/protocol.md): a 4-byte big-endian length, then
// that many bytes of one UTF-8 JSON object. The reader copes with frames split or joined in
// any way by the network and refuses, without buffering it, a frame longer than the limit.

#include "common/protocol_error.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace qixing::net {

inline constexpr int kProtocolVersion = 2; // 2: several games (docs/protocol.md)
// Client → host: the longest request (a chat line of 500 characters) is about 3 kB; the rest
// is room to spare, and what an unfinished frame can make the host hold per connection.
inline constexpr qsizetype kMaxFrame = 16 * 1024;
inline constexpr qsizetype kMaxHostFrame = 4 * 1024 * 1024;  // host → client (table lists)
inline constexpr qsizetype kMaxUnsent = 1024 * 1024;         // host → client, not yet sent

QByteArray encodeFrame(const QJsonObject &message);
// A frame of a message already written as compact JSON text.
QByteArray encodeJsonFrame(const QByteArray &json);

class FrameReader
{
public:
    enum class Status {
        NeedMore, // no complete frame yet
        Frame,    // *payload holds one frame
        Oversized, // the announced length is over the limit: the stream cannot be trusted
        Empty,     // a zero-length frame
    };

    explicit FrameReader(qsizetype maxFrame = kMaxFrame) : max_(maxFrame) {}
    void append(const QByteArray &bytes);
    // A frame's payload is a view into the reader's buffer, valid until the next call of
    // append() or next(): decode it (decodeMessage copies what it keeps) or copy it first.
    Status next(QByteArray *payload);
    qsizetype buffered() const { return buffer_.size() - pos_; }
    // Keeps only the bytes not yet read as frames, in a buffer of their own size: what a
    // connection holds between reads is its unfinished frame and nothing more.
    void compact();

private:
    void dropConsumed();
    QByteArray buffer_;
    qsizetype pos_ = 0;
    qsizetype max_;
};

// One message: a JSON object with a string "type". Throws ProtocolError otherwise.
QJsonObject decodeMessage(const QByteArray &payload);

} // namespace qixing::net
