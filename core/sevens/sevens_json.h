#pragma once
// JSON for Sevens: rules, cards, settlements and hand logs, as the CLI, save files and the
// network protocol write them. This layer uses Qt's JSON; the engine beneath it does not.
// Every reader is strict: an unknown field, a wrong type, a bad or duplicate card throws
// JsonError with a one-line English message.

#include "sevens/scoring.h"
#include "sevens/table.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <stdexcept>

namespace qixing::sevens::json {

class JsonError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

QString cardName(Card c);
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

// Throws JsonError if `o` has a key not in `allowed`.
void requireOnly(const QJsonObject &o, std::initializer_list<const char *> allowed, const QString &where);
// Reads a whole number (JSON numbers are doubles) or throws.
std::int64_t wholeFrom(const QJsonValue &v, const QString &where);

} // namespace qixing::sevens::json
