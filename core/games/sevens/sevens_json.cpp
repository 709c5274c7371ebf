// SPDX-License-Identifier: GPL-3.0-or-later
#include "sevens/sevens_json.h"

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace qixing::sevens::json {

namespace {
[[noreturn]] void fail(const QString &message)
{
    throw JsonError(message.toStdString());
}

QJsonValue fractionTo(Fraction f)
{
    if (f.isWhole())
        return QJsonValue(qint64(f.num()));
    return QJsonValue(f.toDouble());
}

// Every card's name, made once: every message names cards.
struct CardNames
{
    std::array<std::array<char, 4>, 64> text {};
    std::array<QString, 64> strings;
    CardNames()
    {
        for (Card card : CardSet::fullDeck()) {
            const std::string n = card.toString();
            auto &t = text[std::size_t(card.index())];
            std::copy_n(n.data(), std::min<std::size_t>(n.size(), 3), t.data());
            strings[std::size_t(card.index())] = QString::fromLatin1(t.data());
        }
    }
};
const CardNames &cardNames()
{
    static const CardNames names;
    return names;
}
} // namespace

QString cardName(Card c)
{
    return cardNames().strings[std::size_t(c.index() & 63)];
}

QLatin1StringView cardText(Card c)
{
    return QLatin1StringView(cardNames().text[std::size_t(c.index() & 63)].data());
}

Card cardFrom(const QJsonValue &v, const QString &where)
{
    if (!v.isString())
        fail(QStringLiteral("%1: a card must be a string such as \"7S\"").arg(where));
    const QString s = v.toString();
    // Card names are two ASCII characters: read them without a conversion to UTF-8 (this runs
    // for every answer a host is sent).
    const char two[2] = {s.size() == 2 && s[0].unicode() < 128 ? char(s[0].unicode()) : '\0',
                         s.size() == 2 && s[1].unicode() < 128 ? char(s[1].unicode()) : '\0'};
    const auto c = Card::parse(std::string_view(two, 2));
    if (!c)
        fail(QStringLiteral("%1: bad card \"%2\" (rank A 2-9 T J Q K, then suit S H D C, e.g. \"TD\")")
                 .arg(where, s));
    return *c;
}

QJsonArray cardsTo(CardSet cards)
{
    QJsonArray a;
    for (Card c : cards)
        a.append(cardName(c));
    return a;
}

CardSet cardsFrom(const QJsonValue &v, const QString &where)
{
    if (!v.isArray())
        fail(QStringLiteral("%1 must be an array of cards").arg(where));
    CardSet set;
    for (const QJsonValue &x : v.toArray()) {
        const Card c = cardFrom(x, where);
        if (set.contains(c))
            fail(QStringLiteral("%1: duplicate card %2").arg(where, cardName(c)));
        set.insert(c);
    }
    return set;
}

QJsonObject rulesTo(const Rules &r)
{
    return QJsonObject {
        {"preset", QString::fromLatin1(presetName(r.preset))},
        {"headTail", r.headTail},
        {"allCovered100", r.allCovered100},
        {"sevenClearSix", r.sevenClearSix},
        {"bigMidSmall", r.bigMidSmall},
        {"betUnit", qint64(r.betUnit)},
    };
}

Rules rulesFrom(const QJsonValue &v)
{
    if (!v.isObject())
        fail(QStringLiteral("\"rules\" must be an object"));
    const QJsonObject o = v.toObject();
    requireOnly(o, {"preset", "headTail", "allCovered100", "sevenClearSix", "bigMidSmall", "betUnit"},
                QStringLiteral("rules"));
    Rules r;
    if (o.contains("preset"_L1)) {
        const QString p = o.value("preset"_L1).toString();
        if (p == "uniform")
            r.preset = Preset::Uniform;
        else if (p == "biqi")
            r.preset = Preset::Biqi;
        else
            fail(QStringLiteral("rules.preset must be \"uniform\" or \"biqi\""));
    }
    const auto flag = [&](const char *key, bool &out) {
        const QJsonValue x = o.value(QLatin1String(key));
        if (x.isUndefined() || x.isNull())
            return;
        if (!x.isBool())
            fail(QStringLiteral("rules.%1 must be true or false").arg(QLatin1String(key)));
        out = x.toBool();
    };
    flag("headTail", r.headTail);
    flag("allCovered100", r.allCovered100);
    flag("sevenClearSix", r.sevenClearSix);
    flag("bigMidSmall", r.bigMidSmall);
    if (o.contains("betUnit"_L1) && !o.value("betUnit"_L1).isNull())
        r.betUnit = wholeFrom(o.value("betUnit"_L1), QStringLiteral("rules.betUnit"));
    if (const std::string e = r.validate(); !e.empty())
        fail(QStringLiteral("rules: %1").arg(QString::fromStdString(e)));
    return r;
}

HandOutcome outcomeFrom(const QJsonArray &players)
{
    if (players.size() != kSeats)
        fail(QStringLiteral("\"players\" must list exactly 4 players, not %1").arg(players.size()));
    HandOutcome o;
    for (int i = 0; i < kSeats; ++i) {
        const QString where = QStringLiteral("players[%1]").arg(i);
        if (!players[i].isObject())
            fail(QStringLiteral("%1 must be an object").arg(where));
        const QJsonObject p = players[i].toObject();
        requireOnly(p, {"covered", "last"}, where);
        if (!p.contains("covered"_L1))
            fail(QStringLiteral("%1 has no \"covered\" list").arg(where));
        o.covered[std::size_t(i)] = cardsFrom(p.value("covered"_L1), where + ".covered");
        const QJsonValue last = p.value("last"_L1);
        if (!last.isUndefined() && !last.isNull())
            o.last[std::size_t(i)] = cardFrom(last, where + ".last");
    }
    if (const std::string e = o.validate(); !e.empty())
        fail(QString::fromStdString(e));
    return o;
}

QJsonObject settlementTo(const Settlement &st)
{
    QJsonArray points, status, compared, multipliers, results, exact, money, transfers;
    for (int i = 0; i < kSeats; ++i) {
        const auto s = std::size_t(i);
        points.append(st.points[s]);
        status.append(QString::fromLatin1(statusName(st.status[s])));
        compared.append(st.comparedPoints[s]);
        multipliers.append(st.multiplier[s]);
        results.append(fractionTo(st.results[s]));
        exact.append(QString::fromStdString(st.results[s].toString()));
        money.append(qint64(st.money[s]));
    }
    for (const Transfer &t : st.transfers()) {
        transfers.append(QJsonObject {
            {"from", t.from},
            {"to", t.to},
            {"amount", fractionTo(t.amount)},
            {"kind", t.why == Transfer::Why::Position ? "position" : "pointsDifference"},
            {"reason", QString::fromStdString(reasonText(st, t))},
        });
    }
    return QJsonObject {
        {"points", points},
        {"status", status},
        {"comparedPoints", compared},
        {"multipliers", multipliers},
        {"results", results},
        {"resultsExact", exact},
        {"money", money},
        {"transfers", transfers},
    };
}

QJsonObject actionTo(Seat seat, Action a)
{
    return QJsonObject {{"seat", seat}, {a.isCover() ? "cover" : "play", cardName(a.card)}};
}

QJsonObject handLogTo(std::uint64_t seed, const Rules &rules, const PlayedHand &hand)
{
    QJsonArray hands, moves;
    for (int s = 0; s < kSeats; ++s)
        hands.append(cardsTo(hand.deal.hands[std::size_t(s)]));
    for (int i = 0; i < hand.final.turn(); ++i)
        moves.append(actionTo(hand.final.moveSeat(i), hand.final.moveAction(i)));
    return QJsonObject {
        {"seed", qint64(seed)},
        {"rules", rulesTo(rules)},
        {"hands", hands},
        {"moves", moves},
        {"result", settlementTo(hand.settlement)},
    };
}

} // namespace qixing::sevens::json
