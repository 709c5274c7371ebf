// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/sevens_wire.h"

#include "common/compact_json.h"
#include "common/flat_json.h"
#include "common/protocol_error.h"
#include "sevens/sevens_json.h"

using namespace Qt::StringLiterals;

namespace qixing::net {

using namespace sevens;

namespace {
[[noreturn]] void bad(const QString &why)
{
    throw ProtocolError(QStringLiteral("badMessage"), why);
}

Card cardOf(const QJsonValue &v, const QString &where)
{
    try {
        return json::cardFrom(v, where);
    } catch (const json::JsonError &e) {
        bad(QString::fromStdString(e.what()));
    }
}

Seat seatOf(const QJsonValue &v, const QString &where)
{
    if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < 0 || v.toInt() >= kSeats)
        bad(QStringLiteral("%1 must be a seat number 0-3").arg(where));
    return v.toInt();
}

// A move of a "move" message or of a state's "moves": one reader for both (a state's moves
// are read through FlatJson::of, a move message as it arrived when it came plain).
PublicMove publicMoveFrom(const FlatJson &m)
{
    PublicMove p;
    const std::optional<qint64> seat = m.integer("seat"_L1);
    if (!seat || *seat < 0 || *seat >= kSeats)
        bad(QStringLiteral("move.seat must be a seat number 0-3"));
    p.seat = Seat(*seat);
    const bool cover = m.has("cover"_L1);
    if (cover == m.has("play"_L1))
        bad(QStringLiteral("a move has exactly one of \"play\" or \"cover\""));
    p.cover = cover;
    const QLatin1StringView key = cover ? "cover"_L1 : "play"_L1;
    if (cover && m.isNull(key))
        return p;
    const std::optional<QByteArrayView> name = m.string(key);
    if (!name)
        bad(QStringLiteral("move: a card must be a string such as \"7S\""));
    p.card = Card::parse(std::string_view(name->data(), std::size_t(name->size())));
    if (!p.card)
        bad(QStringLiteral("move: bad card \"%1\" (rank A 2-9 T J Q K, then suit S H D C, e.g. \"TD\")").arg(QString::fromLatin1(*name)));
    return p;
}

PublicMove publicMoveFrom(const QJsonObject &m)
{
    const std::optional<FlatJson> flat = FlatJson::of(m);
    if (!flat)
        bad(QStringLiteral("a move must be an object of plain values"));
    return publicMoveFrom(*flat);
}
} // namespace

namespace {
// {"seat": s, "play": card} or {"seat": s, "cover": card | null}: the one way a move is written.
QJsonObject publicMoveTo(const PublicMove &m)
{
    QJsonObject o;
    o.insert("seat"_L1, m.seat);
    o.insert(m.cover ? "cover"_L1 : "play"_L1, m.card ? QJsonValue(json::cardName(*m.card)) : QJsonValue(QJsonValue::Null));
    return o;
}
} // namespace

QByteArray publicMoveJson(const PublicMove &m)
{
    // publicMoveTo() written directly, keys in QJsonObject's order.
    CompactJson o;
    if (!m.cover)
        o.string("play"_L1, json::cardText(*m.card));
    else if (m.card)
        o.string("cover"_L1, json::cardText(*m.card));
    else
        o.null("cover"_L1);
    return o.number("seat"_L1, m.seat).take();
}

QJsonObject moveFor(Seat viewer, Seat mover, Action action)
{
    const bool visible = !action.isCover() || viewer == mover;
    return publicMoveTo({mover, action.isCover(), visible ? std::optional<Card>(action.card) : std::nullopt});
}

QJsonObject knowledgeTo(const HandView &view)
{
    return knowledgeTo(view.knowledge(), view.toMove(), view.turn());
}

QJsonObject knowledgeTo(const SeatKnowledge &k, Seat toMove, int turn)
{
    QJsonArray moves;
    for (const PublicMove &m : k.moves)
        moves.append(publicMoveTo(m));
    return QJsonObject {
        {"seat", k.seat},
        {"first", k.first},
        {"toMove", toMove},
        {"turn", turn},
        {"cards", json::cardsTo(k.hand)},
        {"covered", json::cardsTo(k.covered)},
        {"moves", moves},
    };
}

SeatKnowledge knowledgeFrom(const QJsonObject &state, bool headTail)
{
    SeatKnowledge k;
    // A spectator's state is for no seat (session::kSpectator).
    const QJsonValue seat = state.value("seat"_L1);
    k.seat = seat.isDouble() && seat.toDouble() == double(kSpectatorSeat) ? kSpectatorSeat : seatOf(seat, QStringLiteral("seat"));
    k.first = seatOf(state.value("first"_L1), QStringLiteral("first"));
    k.headTail = headTail;
    try {
        k.hand = json::cardsFrom(state.value("cards"_L1), QStringLiteral("cards"));
        k.covered = json::cardsFrom(state.value("covered"_L1), QStringLiteral("covered"));
    } catch (const json::JsonError &e) {
        bad(QString::fromStdString(e.what()));
    }
    if (!state.value("moves"_L1).isArray())
        bad(QStringLiteral("\"moves\" must be an array"));
    for (const QJsonValue &m : state.value("moves"_L1).toArray()) {
        if (!m.isObject())
            bad(QStringLiteral("a move must be an object"));
        k.moves.push_back(publicMoveFrom(m.toObject()));
    }
    if (!HandState::mirror(k))
        bad(QStringLiteral("the state is not consistent"));
    return k;
}

void applyMove(SeatKnowledge &k, HandState &mirror, const FlatJson &move)
{
    const PublicMove m = publicMoveFrom(move);
    if (!mirror.follow(k.seat, m))
        bad(QStringLiteral("the move does not fit the hand"));
    k.moves.push_back(m);
    if (m.seat == k.seat && m.card) {
        k.hand.erase(*m.card);
        if (m.cover)
            k.covered.insert(*m.card);
    }
}

Action actionFrom(const QJsonObject &act)
{
    const bool cover = act.contains("cover"_L1);
    if (cover == act.contains("play"_L1))
        bad(QStringLiteral("\"act\" needs exactly one of \"play\" or \"cover\""));
    const Card c = cardOf(act.value(cover ? "cover"_L1 : "play"_L1), QStringLiteral("act"));
    return cover ? Action::cover(c) : Action::play(c);
}

void writeHandAndCard(CompactJson &j, int hand, Action action, bool shown)
{
    // Keys in QJsonObject's order, so that the bytes are Qt's (test_sevens_session).
    if (action.isCover()) {
        if (shown)
            j.string("cover"_L1, json::cardText(action.card));
        else
            j.null("cover"_L1);
    }
    j.number("hand"_L1, hand);
    if (!action.isCover())
        j.string("play"_L1, json::cardText(action.card));
}

QByteArray actJson(int hand, int turn, Action action)
{
    CompactJson j;
    writeHandAndCard(j, hand, action);
    return j.number("turn"_L1, turn).string("type"_L1, "act"_L1).take();
}

} // namespace qixing::net
