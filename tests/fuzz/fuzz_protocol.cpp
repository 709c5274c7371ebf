// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the frame decoder and every parser a host or client runs on bytes from the
// network (docs/protocol.md), for both games: Sevens' state, move and act; mahjong's act as the
// host checks it against a hand in play, and its yourTurn as a client rebuilds its seat's view
// from it; and the plain reader of a client's hot messages against Qt's parser. Any input must end in a clean error or a value, never a crash, a hang or a
// sanitizer report.

#include "common/flat_json.h"
#include "net/frame.h"
#include "mahjong/mahjong_module.h"
#include "sevens/sevens_wire.h"
#include "sevens/sevens_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cstddef>
#include <cstdint>
#include <stdexcept>

using namespace qixing;

namespace {
// A mahjong hand in play (seed 1, first turn): what the host checks a client's act against.
const session::MahjongModule &mahjongTable()
{
    static const session::MahjongModule *m = [] {
        session::MahjongSettings settings;
        settings.seed = 1;
        auto *module = new session::MahjongModule(settings);
        module->dealNextHand();
        return module;
    }();
    return *m;
}

void parseMahjong(const QString &type, const QJsonObject &m)
{
    if (type == "act") {
        // The host's path (TableServer::handleAct): the envelope, then the rules' check.
        const session::MahjongModule &table = mahjongTable();
        (void)table.answerPoint(m);
        for (int seat = 0; seat < 4; ++seat)
            (void)table.check(seat, m);
    } else if (type == "event") {
        // The client's reading of the discard history from events (MahjongClient): one event,
        // or a list of them under "events" as a state carries them.
        session::DiscardHistory history;
        history.follow(m.value("event").toObject());
        for (const QJsonValue &e : m.value("events").toArray())
            history.follow(e.toObject());
    } else if (type == "yourTurn") {
        // The client's path (MahjongClient): the options offered, then the seat's view.
        for (const QJsonValue &o : m.value("options").toArray())
            (void)session::MahjongModule::actionFrom(o.toObject());
        const int seat = m.value("view").toObject().value("seat").toInt() & 3;
        (void)mahjong::HandState::mirror(session::seatMirrorFrom(m.value("view").toObject(), seat));
    }
}

// The client's path for Sevens moves: each followed on the seat's mirror. Dealing the
// mirror again from the knowledge must agree that every move it took fits.
void followMoves(sevens::SeatKnowledge &k, const QJsonArray &moves)
{
    sevens::HandState mirror = *sevens::HandState::mirror(k);
    for (const QJsonValue &move : moves) {
        // The client reads a move that did not come plain through FlatJson::of.
        const std::optional<FlatJson> flat = FlatJson::of(move.toObject());
        if (!flat)
            throw std::runtime_error("not a plain object");
        net::applyMove(k, mirror, *flat); // throws when it does not fit
        if (!sevens::HandState::mirror(k))
            __builtin_trap();
    }
}

// A client's plain readers never disagree with Qt's parser: whatever FlatJson::read takes,
// Qt reads as the same object; the type FlatJson::peekType names (to leave a message unread)
// is the one Qt reads, when Qt reads the text at all.
void checkPlainReaders(const QByteArray &payload)
{
    const std::optional<FlatJson> flat = FlatJson::read(payload);
    const std::optional<QByteArrayView> type = FlatJson::peekType(payload);
    if (!flat && !type)
        return;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(payload, &err);
    const bool object = err.error == QJsonParseError::NoError && doc.isObject();
    if (flat && (!object || doc.object() != flat->toObject()))
        __builtin_trap();
    if (type && object && doc.object().value("type").isString() && doc.object().value("type").toString().toUtf8() != type->toByteArray())
        __builtin_trap();
}

void parseMessage(const QByteArray &payload)
{
    checkPlainReaders(payload);
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
            followMoves(k, m.value("extraMoves").toArray());
        } else if (type == "move") {
            // A move of a hand the client knows: seat 0's view of a seeded deal.
            const sevens::Deal deal = sevens::Deal::fromSeed(1);
            sevens::SeatKnowledge k;
            k.seat = 0;
            k.first = deal.holderOf(sevens::kSevenOfSpades);
            k.hand = deal.hands[0];
            followMoves(k, QJsonArray {m});
        } else if (type == "act") {
            parseMahjong(type, m);
            net::actionFrom(m);
        } else if (type == "yourTurn" || type == "event") {
            parseMahjong(type, m);
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
