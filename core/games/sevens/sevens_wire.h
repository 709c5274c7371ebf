// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sevens game messages of the LAN protocol (docs/protocol.md): what the host tells each seat,
// built from that seat's HandView only, and the client's reading of it back into a
// SeatKnowledge. Host and clients share these functions, so both sides agree by construction.

#include "sevens/hand.h"
#include "sevens/scoring.h"

#include <QJsonArray>
#include <QJsonObject>

namespace qixing {
class CompactJson;
class FlatJson;
}

namespace qixing::net {

// A move as `viewer` may see it: another seat's cover carries null.
QJsonObject moveFor(sevens::Seat viewer, sevens::Seat mover, sevens::Action action);
// A public move as compact JSON text, the bytes Qt writes for the same move in a state's
// "moves" (the host's states are written directly: SevensModule::stateJson).
QByteArray publicMoveJson(const sevens::PublicMove &m);
// {"cards", "covered", "moves", "first", "toMove", "turn", "seat"} for the view's seat.
QJsonObject knowledgeTo(const sevens::HandView &view);
// The same for any knowledge (a spectator's: seat kSpectator, no cards).
QJsonObject knowledgeTo(const sevens::SeatKnowledge &k, sevens::Seat toMove, int turn);
// Throws ProtocolError("badMessage") on anything malformed or inconsistent.
sevens::SeatKnowledge knowledgeFrom(const QJsonObject &state, bool headTail);
// Appends one "move" message (read with FlatJson: FlatJson::of a QJsonObject) to the knowledge and follows it on the seat's mirror of the
// hand (HandState::mirror(k) before, HandState::follow); throws ProtocolError (and leaves
// both as they were) if the move does not fit.
void applyMove(sevens::SeatKnowledge &k, sevens::HandState &mirror, const FlatJson &move);
// The action of an "act" message; throws ProtocolError.
sevens::Action actionFrom(const QJsonObject &act);
// The "act" message a seat answers turn `turn` of hand `hand` with, as compact JSON text
// ({"hand", "play" | "cover", "turn", "type": "act"}), written directly: a client sends one a move.
QByteArray actJson(int hand, int turn, sevens::Action action);
// The keys a move and an act share, in QJsonObject's order: "cover" (the card, or null when
// not `shown`) or, after "hand", "play"; the caller goes on with the keys after "play".
void writeHandAndCard(CompactJson &j, int hand, sevens::Action action, bool shown = true);

} // namespace qixing::net
