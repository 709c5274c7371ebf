// libFuzzer target: the frame decoder and every parser a host or client runs on bytes from the
// network (docs/protocol.md). Any input must end in a clean error or a value, never a crash,
// a hang or a sanitizer report.

#include "net/frame.h"
#include "session/sevens_wire.h"
#include "sevens/sevens_json.h"

#include <QJsonArray>

#include <cstddef>
#include <cstdint>

using namespace qixing;

namespace {
void parseMessage(const QByteArray &payload)
{
    QJsonObject m;
    try {
        m = net::decodeMessage(payload);
    } catch (const net::ProtocolError &) {
        return;
    }
    const QString type = m.value("type").toString();
    try {
        if (type == "state") {
            sevens::SeatKnowledge k = net::knowledgeFrom(m, m.value("headTail").toBool());
            for (const QJsonValue &extra : m.value("extraMoves").toArray())
                net::applyMove(k, extra.toObject());
        } else if (type == "move") {
            sevens::SeatKnowledge k;
            net::applyMove(k, m);
        } else if (type == "act") {
            net::actionFrom(m);
        } else if (type == "rules") {
            sevens::json::rulesFrom(m.value("rules"));
        } else if (type == "score") {
            sevens::json::outcomeFrom(m.value("players").toArray());
        }
    } catch (const std::exception &) {
        // a clean refusal is the expected outcome for bad input
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    // As a stream of frames, split in two at a point the input chooses.
    net::FrameReader reader;
    const qsizetype cut = size ? qsizetype(data[0]) % (qsizetype(size) + 1) : 0;
    reader.append(bytes.left(cut));
    QByteArray frame;
    int frames = 0;
    for (int round = 0; round < 2; ++round) {
        for (;;) {
            const auto st = reader.next(&frame);
            if (st == net::FrameReader::Status::Frame) {
                parseMessage(frame);
                ++frames;
                continue;
            }
            if (st == net::FrameReader::Status::Empty)
                continue;
            break;
        }
        if (round == 0)
            reader.append(bytes.mid(cut));
    }
    // And as one payload.
    parseMessage(bytes);
    return 0;
}
