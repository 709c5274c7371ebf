// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/statistics.h"

#include <QJsonArray>

#include <algorithm>
#include <numeric>
#include <tuple>

using namespace Qt::StringLiterals;

namespace qixing::records {

std::array<qint64, 4> matchNets(const StatsMatchRow &match)
{
    std::array<qint64, 4> nets {};
    if (match.balancesKnown) {
        const qint64 sum = std::accumulate(match.balances.begin(), match.balances.end(), qint64(0));
        for (std::size_t s = 0; s < 4; ++s)
            nets[s] = match.balances[s] - sum / 4; // equal starts: the sum is four of them
        return nets;
    }
    for (const StatsHandRow &h : match.hands)
        for (std::size_t s = 0; s < 4; ++s)
            nets[s] += h.results[s];
    return nets;
}

std::array<std::array<double, 4>, 4> placementShares(const std::array<qint64, 4> &nets)
{
    std::array<std::array<double, 4>, 4> shares {};
    for (std::size_t s = 0; s < 4; ++s) {
        // The places a seat's tie group occupies: after every seat with more, as many as tie.
        int above = 0, tied = 0;
        for (std::size_t o = 0; o < 4; ++o) {
            above += nets[o] > nets[s];
            tied += nets[o] == nets[s];
        }
        for (int p = above; p < above + tied; ++p)
            shares[s][std::size_t(p)] = 1.0 / tied;
    }
    return shares;
}

void FactTotals::add(const QJsonObject &facts)
{
    for (auto it = facts.begin(); it != facts.end(); ++it) {
        const QJsonValue v = it.value();
        if (v.isBool()) {
            if (v.toBool())
                ++counts[it.key()];
            else
                counts.insert(it.key(), counts.value(it.key())); // known, even if never true
        } else if (v.isDouble()) {
            sums[it.key()] += v.toDouble();
            ++present[it.key()];
        } else if (v.isString()) {
            if (!v.toString().isEmpty())
                ++values[it.key()][v.toString()];
            else
                values.insert(it.key(), values.value(it.key()));
        }
    }
}

double FactTotals::mean(const QString &key) const
{
    const int n = present.value(key);
    return n ? sums.value(key) / n : 0.0;
}

QJsonObject PlayerStats::toJson() const
{
    QJsonObject places;
    const char *const names[] = {"1", "2", "3", "4"};
    for (std::size_t p = 0; p < 4; ++p)
        places.insert(QLatin1StringView(names[p]), placements[p]);
    QJsonObject counts, shares, means, values;
    for (auto it = facts.counts.begin(); it != facts.counts.end(); ++it) {
        counts.insert(it.key(), it.value());
        shares.insert(it.key(), share(it.key()));
    }
    for (auto it = facts.present.begin(); it != facts.present.end(); ++it)
        means.insert(it.key(), facts.mean(it.key()));
    for (auto it = facts.values.begin(); it != facts.values.end(); ++it) {
        QJsonObject per;
        for (auto v = it.value().begin(); v != it.value().end(); ++v)
            per.insert(v.key(), v.value());
        values.insert(it.key(), per);
    }
    QJsonArray balanceSeries, handSeries;
    for (const MatchPoint &p : balance)
        balanceSeries.append(QJsonObject {{"match", p.uid},
                                          {"started", p.started.toUTC().toString(Qt::ISODateWithMs)},
                                          {"net", p.net},
                                          {"balance", p.cumulative}});
    for (qint64 r : handResults)
        handSeries.append(r);
    return QJsonObject {{"name", name},
                        {"game", game},
                        {"rules", rulesKey},
                        {"matches", matches},
                        {"finishedMatches", finishedMatches},
                        {"hands", hands},
                        {"total", total},
                        {"meanPerHand", meanPerHand()},
                        {"placements", places},
                        {"counts", counts},
                        {"shares", shares},
                        {"means", means},
                        {"values", values},
                        {"balanceOverMatches", balanceSeries},
                        {"resultPerHand", handSeries}};
}

namespace {

QList<StatsMatchRow> oldestFirst(QList<StatsMatchRow> matches)
{
    std::stable_sort(matches.begin(), matches.end(), [](const StatsMatchRow &a, const StatsMatchRow &b) {
        return a.started < b.started;
    });
    return matches;
}

} // namespace

QList<PlayerStats> playerStatistics(const QList<StatsMatchRow> &rows, const StatsFilter &filter)
{
    // (game, rules, name): sorted as promised; rules "" when every rules count together.
    QMap<std::tuple<QString, QString, QString>, PlayerStats> by;
    QString rules;
    const auto statsOf = [&](const QString &game, const QString &name) -> PlayerStats & {
        PlayerStats &p = by[{game, rules, name}];
        p.game = game;
        p.rulesKey = rules;
        p.name = name;
        return p;
    };
    for (const StatsMatchRow &m : oldestFirst(rows)) {
        if (!filter.game.isEmpty() && m.game != filter.game)
            continue;
        if (!filter.rulesKey.isEmpty() && m.rulesKey != filter.rulesKey)
            continue;
        rules = filter.rulesKey.isEmpty() && !filter.eachRules ? QString() : m.rulesKey;
        const auto nets = matchNets(m);
        const auto places = placementShares(nets);
        for (std::size_t s = 0; s < 4; ++s) {
            if (!filter.player.isEmpty() && m.names[s] != filter.player)
                continue;
            PlayerStats &p = statsOf(m.game, m.names[s]);
            ++p.matches;
            p.finishedMatches += m.finished;
            for (std::size_t q = 0; q < 4; ++q)
                p.placements[q] += places[s][q];
            const qint64 before = p.balance.isEmpty() ? 0 : p.balance.last().cumulative;
            p.balance.append({m.uid, m.started, nets[s], before + nets[s]});
        }
        // Hands by the names seated at each hand (a computer that took a seat over is its own name).
        for (const StatsHandRow &h : m.hands)
            for (std::size_t s = 0; s < 4; ++s) {
                if (!filter.player.isEmpty() && h.names[s] != filter.player)
                    continue;
                PlayerStats &p = statsOf(m.game, h.names[s]);
                ++p.hands;
                p.total += h.results[s];
                p.handResults.append(h.results[s]);
                p.facts.add(h.facts[s]);
            }
    }
    return by.values();
}

QDateTime eveningStart(const QDate &evening)
{
    return QDateTime(evening, QTime(12, 0));
}

QDateTime eveningEnd(const QDate &evening)
{
    return eveningStart(evening.addDays(1));
}

QDate eveningOf(const QDateTime &moment)
{
    const QDateTime local = moment.toLocalTime();
    return local.time() < QTime(12, 0) ? local.date().addDays(-1) : local.date();
}

QList<Ledger::Payment> settleNets(const QList<Ledger::Net> &nets)
{
    QList<std::pair<QString, qint64>> owe, owed; // what each still pays / receives
    for (const Ledger::Net &n : nets) {
        if (n.net < 0)
            owe.append({n.name, -n.net});
        else if (n.net > 0)
            owed.append({n.name, n.net});
    }
    const auto largest = [](const QList<std::pair<QString, qint64>> &list) {
        // The largest amount; ties to the first name, so the same nets always settle alike.
        qsizetype best = -1;
        for (qsizetype i = 0; i < list.size(); ++i)
            if (list[i].second > 0
                && (best < 0 || list[i].second > list[best].second
                    || (list[i].second == list[best].second && list[i].first < list[best].first)))
                best = i;
        return best;
    };
    QList<Ledger::Payment> payments;
    for (;;) {
        const qsizetype d = largest(owe), c = largest(owed);
        if (d < 0 || c < 0)
            break;
        const qint64 amount = std::min(owe[d].second, owed[c].second);
        payments.append({owe[d].first, owed[c].first, amount});
        owe[d].second -= amount;
        owed[c].second -= amount;
    }
    return payments;
}

Ledger nightLedger(const QList<StatsMatchRow> &matches, const QDate &evening)
{
    Ledger ledger;
    ledger.evening = evening;
    const QDateTime from = eveningStart(evening), to = eveningEnd(evening);
    QMap<QString, Ledger::Net> by;
    for (const StatsMatchRow &m : matches) {
        if (m.started < from || m.started >= to)
            continue;
        ++ledger.matches;
        const auto nets = matchNets(m);
        for (std::size_t s = 0; s < 4; ++s) {
            Ledger::Net &n = by[m.names[s]];
            n.name = m.names[s];
            n.net += nets[s];
            ++n.matches;
        }
    }
    ledger.nets = by.values();
    std::stable_sort(ledger.nets.begin(), ledger.nets.end(), [](const Ledger::Net &a, const Ledger::Net &b) {
        return a.net > b.net;
    });
    ledger.payments = settleNets(ledger.nets);
    return ledger;
}

QJsonObject Ledger::toJson() const
{
    QJsonArray n, p;
    for (const Net &x : nets)
        n.append(QJsonObject {{"name", x.name}, {"net", x.net}, {"matches", x.matches}});
    for (const Payment &x : payments)
        p.append(QJsonObject {{"from", x.from}, {"to", x.to}, {"amount", x.amount}});
    return QJsonObject {{"evening", evening.toString(Qt::ISODate)},
                        {"from", eveningStart(evening).toString(Qt::ISODate)},
                        {"to", eveningEnd(evening).toString(Qt::ISODate)},
                        {"matches", matches},
                        {"nets", n},
                        {"payments", p}};
}

} // namespace qixing::records
