// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/night.h"

#include "common/json_checks.h"
#include "records/statistics.h"

#include <QJsonArray>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <set>

using namespace Qt::StringLiterals;

namespace qixing::net {

namespace {

QJsonValue nameTo(const QString &name)
{
    return name.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(name);
}

QJsonArray namesTo(const std::array<QString, 4> &names)
{
    QJsonArray a;
    for (const QString &n : names)
        a.append(nameTo(n));
    return a;
}

QJsonArray moneyTo(const std::array<qint64, 4> &m)
{
    QJsonArray a;
    for (qint64 x : m)
        a.append(x);
    return a;
}

// Diffs rounded to hundredths: means of three tables are thirds, and the message need not
// carry 17 digits of them.
double rounded(double x)
{
    return std::round(x * 100.0) / 100.0;
}

} // namespace

std::uint64_t Night::groupSeed(int group) const
{
    const auto it = groupSeeds_.find(group);
    return it == groupSeeds_.end() ? 0 : it->second;
}

Night::Compared Night::compare(int handIndex, int seat) const
{
    const NightHand &h = hands_[handIndex];
    Compared c;
    c.result = h.results[std::size_t(seat)];
    c.mean = double(c.result);
    if (h.group == 0)
        return c;
    qint64 sum = 0;
    int tables = 0;
    for (const NightHand &o : hands_)
        if (o.group == h.group && o.deal == h.deal) {
            sum += o.results[std::size_t(seat)];
            ++tables;
        }
    c.tables = tables;
    c.mean = double(sum) / tables;
    return c;
}

QJsonObject Night::nightPart() const
{
    return ledgerOf(hands_);
}

QJsonObject Night::ledgerOf(const QList<NightHand> &hands) const
{
    QMap<QString, records::Ledger::Net> by;
    for (const NightHand &h : hands)
        for (std::size_t s = 0; s < h.names.size(); ++s) {
            records::Ledger::Net &n = by[h.names[s]];
            n.name = h.names[s];
            n.net += h.results[s];
            ++n.matches; // hands, here
        }
    QList<records::Ledger::Net> nets = by.values();
    std::stable_sort(nets.begin(), nets.end(), [](const auto &a, const auto &b) { return a.net > b.net; });
    QJsonArray netsJson, paid;
    for (const auto &n : nets)
        netsJson.append(QJsonObject {{"name", nameTo(n.name)}, {"net", n.net}, {"hands", n.matches}});
    for (const auto &p : records::settleNets(nets))
        paid.append(QJsonObject {{"from", nameTo(p.from)}, {"to", nameTo(p.to)}, {"amount", p.amount}});
    return QJsonObject {{"evening", evening_.toString(Qt::ISODate)}, {"hands", int(hands.size())}, {"nets", netsJson}, {"payments", paid}};
}

QJsonObject Night::standings(int group, int recent) const
{
    QJsonObject m {{"group", group}, {"night", nightPart()}};
    if (group == 0)
        return m;
    // The group's deals in the order they were first finished, each with every table's row.
    QStringList order;
    QMap<QString, QList<int>> byDeal;
    QSet<int> tables;
    for (int i = 0; i < int(hands_.size()); ++i) {
        const NightHand &h = hands_[i];
        if (h.group != group)
            continue;
        tables.insert(h.table);
        if (!byDeal.contains(h.deal))
            order.append(h.deal);
        byDeal[h.deal].append(i);
    }
    struct Person
    {
        int deals = 0, compared = 0;
        double score = 0;
        qint64 money = 0;
    };
    QMap<QString, Person> people;
    QJsonArray deals;
    for (qsizetype d = 0; d < order.size(); ++d) {
        const QList<int> &rows = byDeal[order[d]];
        QJsonArray tablesJson;
        for (int i : rows) {
            const NightHand &h = hands_[i];
            QJsonArray diffs;
            for (int s = 0; s < 4; ++s) {
                const Compared c = compare(i, s);
                diffs.append(rounded(c.diff()));
                if (h.names[std::size_t(s)].isEmpty())
                    continue;
                Person &p = people[h.names[std::size_t(s)]];
                ++p.deals;
                p.compared += c.tables > 1;
                p.score += c.diff();
                p.money += c.result;
            }
            tablesJson.append(QJsonObject {{"table", h.table}, {"names", namesTo(h.names)}, {"results", moneyTo(h.results)}, {"diffs", diffs}});
        }
        if (d >= order.size() - recent) {
            const NightHand &first = hands_[rows.front()];
            deals.append(QJsonObject {{"deal", order[d]}, {"game", first.game}, {"hand", first.hand}, {"tables", tablesJson}});
        }
    }
    QList<std::pair<QString, Person>> ranked;
    for (auto it = people.begin(); it != people.end(); ++it)
        ranked.append({it.key(), it.value()});
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.second.score > b.second.score; });
    QJsonArray players;
    for (const auto &[name, p] : ranked)
        players.append(QJsonObject {{"name", name}, {"deals", p.deals}, {"compared", p.compared}, {"score", rounded(p.score)}, {"money", p.money}});
    QList<int> tableList = tables.values();
    std::sort(tableList.begin(), tableList.end());
    QJsonArray tablesJson;
    for (int t : tableList)
        tablesJson.append(t);
    m.insert("tables"_L1, tablesJson);
    m.insert("dealsPlayed"_L1, int(order.size()));
    m.insert("deals"_L1, deals);
    m.insert("players"_L1, players);
    return m;
}

QString Night::report(int table) const
{
    const auto shown = [](const QJsonValue &v) { return v.isNull() ? QStringLiteral("computers") : v.toString(); };
    QString out;
    std::set<int> groups;
    QList<NightHand> counted; // the hands the ledger below counts
    for (const NightHand &h : hands_)
        if (table == 0 || h.table == table) {
            counted.append(h);
            if (h.group)
                groups.insert(h.group);
        }
    for (int g : groups) {
        const QJsonObject s = standings(g, 0);
        out += QStringLiteral("duplicate group %1 (%2 deals):\n").arg(g).arg(s.value("dealsPlayed"_L1).toInt());
        for (const QJsonValue &v : s.value("players"_L1).toArray()) {
            const QJsonObject p = v.toObject();
            out += QStringLiteral("  %1  %2 over %3 deals (%4 compared), money %5\n")
                       .arg(p.value("name"_L1).toString(), -20)
                       .arg(p.value("score"_L1).toDouble(), 9, 'f', 2)
                       .arg(p.value("deals"_L1).toInt())
                       .arg(p.value("compared"_L1).toInt())
                       .arg(p.value("money"_L1).toInteger());
        }
    }
    const QJsonObject n = ledgerOf(counted);
    out += table ? QStringLiteral("table %1 tonight (%2 hands):\n").arg(table).arg(n.value("hands"_L1).toInt())
                 : QStringLiteral("the night (%1 hands):\n").arg(n.value("hands"_L1).toInt());
    for (const QJsonValue &v : n.value("nets"_L1).toArray())
        out += QStringLiteral("  %1  %2\n").arg(shown(v.toObject().value("name"_L1)), -20).arg(v.toObject().value("net"_L1).toInteger());
    for (const QJsonValue &v : n.value("payments"_L1).toArray())
        out += QStringLiteral("  %1 pays %2 %3\n")
                   .arg(shown(v.toObject().value("from"_L1)), shown(v.toObject().value("to"_L1)))
                   .arg(v.toObject().value("amount"_L1).toInteger());
    return out;
}

QJsonObject Night::toJson() const
{
    QJsonArray hands;
    for (const NightHand &h : hands_)
        hands.append(QJsonObject {{"table", h.table}, {"group", h.group}, {"game", h.game}, {"deal", h.deal}, {"hand", h.hand},
                                  {"names", namesTo(h.names)}, {"results", moneyTo(h.results)}});
    QJsonObject seeds;
    for (const auto &[g, seed] : groupSeeds_)
        seeds.insert(QString::number(g), QString::number(seed));
    return QJsonObject {{"format", 1}, {"evening", evening_.toString(Qt::ISODate)}, {"groupSeeds", seeds}, {"hands", hands}};
}

Night Night::fromJson(const QJsonObject &o)
{
    requireOnly(o, {"format", "evening", "groupSeeds", "hands"}, QStringLiteral("night"));
    if (wholeFrom(o.value("format"_L1), QStringLiteral("format"), 1, 1) != 1)
        throw JsonError("night: unknown format");
    Night n(QDate::fromString(o.value("evening"_L1).toString(), Qt::ISODate));
    if (!n.evening_.isValid())
        throw JsonError("night: \"evening\" must be a date");
    const QJsonObject seeds = o.value("groupSeeds"_L1).toObject();
    for (auto it = seeds.begin(); it != seeds.end(); ++it) {
        bool ok1 = false, ok2 = false;
        const int g = it.key().toInt(&ok1);
        const std::uint64_t seed = it.value().toString().toULongLong(&ok2);
        if (!ok1 || !ok2 || g <= 0)
            throw JsonError("night: a group's seed does not read");
        n.groupSeeds_[g] = seed;
    }
    for (const QJsonValue &v : o.value("hands"_L1).toArray()) {
        const QJsonObject h = v.toObject();
        requireOnly(h, {"table", "group", "game", "deal", "hand", "names", "results"}, QStringLiteral("night hand"));
        NightHand hand;
        hand.table = int(wholeFrom(h.value("table"_L1), QStringLiteral("table"), 0, 1 << 30));
        hand.group = int(wholeFrom(h.value("group"_L1), QStringLiteral("group"), 0, 1 << 30));
        hand.game = h.value("game"_L1).toString();
        hand.deal = h.value("deal"_L1).toString();
        hand.hand = int(wholeFrom(h.value("hand"_L1), QStringLiteral("hand"), 0, 1 << 30));
        const QJsonArray names = h.value("names"_L1).toArray(), results = h.value("results"_L1).toArray();
        if (names.size() != 4 || results.size() != 4)
            throw JsonError("night hand: four names and four results");
        for (int s = 0; s < 4; ++s) {
            if (!names[s].isNull() && !names[s].isString())
                throw JsonError("night hand: a name is a string or null");
            hand.names[std::size_t(s)] = names[s].toString();
            hand.results[std::size_t(s)] = wholeFrom(results[s], QStringLiteral("result"));
        }
        n.hands_.append(hand);
    }
    return n;
}

} // namespace qixing::net
