// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// JSON for Sevens: rules, cards, settlements and hand logs, as the CLI, save files and the
// network protocol write them. This layer uses Qt's JSON; the engine beneath it does not.
// Every reader is strict: an unknown field, a wrong type, a bad or duplicate card throws
// JsonError with a one-line English message.

#include "common/json_checks.h"
#include "sevens/scoring.h"
#include "sevens/table.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>

#include <stdexcept>

namespace qixing::sevens::json {

using qixing::JsonError;
using qixing::requireOnly;
using qixing::wholeFrom;

QString cardName(Card c);
// The same name as Latin-1 text (static storage), for writers that skip QString.
QLatin1StringView cardText(Card c);
Card cardFrom(const QJsonValue &v, const QString &where);
QJsonArray cardsTo(CardSet cards);
// Distinct cards; throws on a duplicate.
CardSet cardsFrom(const QJsonValue &v, const QString &where);

QJsonObject rulesTo(const Rules &r);
// Missing options mean false, betUnit defaults to 1; the result is validated.
Rules rulesFrom(const QJsonValue &v);

// {"players": [{"covered": [...], "last": "7D"|null} × 4]} (plus any keys in `allowed`).
HandOutcome outcomeFrom(const QJsonArray &players);
QJsonObject settlementTo(const Settlement &st);

QJsonObject actionTo(Seat seat, Action a);
QJsonObject handLogTo(std::uint64_t seed, const Rules &rules, const PlayedHand &hand);


} // namespace qixing::sevens::json
