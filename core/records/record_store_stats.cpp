// SPDX-License-Identifier: GPL-3.0-or-later
// RecordStore::statsRows: what statistics (statistics.h) read, in one query per table
// whatever the number of matches, joined here by id.

#include "records/record_store.h"
#include "records/statistics.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace qixing::records {

QList<StatsMatchRow> RecordStore::statsRows(const QString &game, const QString &player, QString *error,
                                            const QDateTime &from, const QDateTime &to) const
{
    QList<StatsMatchRow> out;
    if (path_.isEmpty()) {
        if (error)
            *error = QStringLiteral("no record store is open");
        return out;
    }
    QSqlDatabase db = QSqlDatabase::database(connectionForThisThread());
    // The matches chosen, as a condition every query shares.
    QString where = QStringLiteral("1 = 1");
    QVariantList binds;
    if (!game.isEmpty()) {
        where += QStringLiteral(" AND m.game = ?");
        binds << game;
    }
    if (!player.isEmpty()) {
        where += QStringLiteral(" AND EXISTS(SELECT 1 FROM match_seats p WHERE p.match_id = m.id AND p.name = ?)");
        binds << player;
    }
    // Times are kept in UTC as ISO text with milliseconds: compared as text.
    if (from.isValid()) {
        where += QStringLiteral(" AND m.started >= ?");
        binds << from.toUTC().toString(Qt::ISODateWithMs);
    }
    if (to.isValid()) {
        where += QStringLiteral(" AND m.started < ?");
        binds << to.toUTC().toString(Qt::ISODateWithMs);
    }
    const auto run = [&](QSqlQuery &q, const QString &sql) {
        q.setForwardOnly(true);
        q.prepare(sql.arg(where));
        for (const QVariant &b : binds)
            q.addBindValue(b);
        if (q.exec())
            return true;
        if (error)
            *error = QStringLiteral("the records could not be read: %1").arg(q.lastError().text());
        return false;
    };

    QHash<qint64, qsizetype> matchAt; // matches.id → index in out
    QSqlQuery q(db);
    if (!run(q, QStringLiteral("SELECT m.id, m.uid, m.game, m.started, m.finished, m.balances, m.rules_key FROM matches m WHERE %1 "
                               "ORDER BY m.started, m.id")))
        return {};
    while (q.next()) {
        StatsMatchRow r;
        r.uid = q.value(1).toString();
        r.game = q.value(2).toString();
        r.started = QDateTime::fromString(q.value(3).toString(), Qt::ISODateWithMs);
        r.finished = q.value(4).toInt() != 0;
        r.rulesKey = q.value(6).toString();
        const QJsonArray b = QJsonDocument::fromJson(q.value(5).toByteArray()).array();
        for (int s = 0; s < 4 && s < b.size(); ++s)
            r.balances[std::size_t(s)] = qint64(b.at(s).toDouble());
        // The store keeps the balances after every hand and the match document's at its end.
        r.balancesKnown = true;
        matchAt.insert(q.value(0).toLongLong(), out.size());
        out.append(r);
    }

    QSqlQuery seats(db);
    if (!run(seats, QStringLiteral("SELECT s.match_id, s.seat, s.name FROM match_seats s JOIN matches m ON m.id = s.match_id "
                                   "WHERE %1")))
        return {};
    while (seats.next()) {
        const auto at = matchAt.constFind(seats.value(0).toLongLong());
        const int seat = seats.value(1).toInt();
        if (at != matchAt.cend() && seat >= 0 && seat < 4)
            out[*at].names[std::size_t(seat)] = seats.value(2).toString();
    }

    // Hands and their seats in one query, in each match's order.
    QSqlQuery hands(db);
    if (!run(hands, QStringLiteral("SELECT h.match_id, h.id, h.number, s.seat, s.name, s.result, s.facts FROM hands h "
                                   "JOIN matches m ON m.id = h.match_id JOIN hand_seats s ON s.hand_id = h.id "
                                   "WHERE %1 ORDER BY h.match_id, h.number, s.seat")))
        return {};
    qint64 lastHand = -1;
    while (hands.next()) {
        const auto at = matchAt.constFind(hands.value(0).toLongLong());
        const int seat = hands.value(3).toInt();
        if (at == matchAt.cend() || seat < 0 || seat >= 4)
            continue;
        StatsMatchRow &m = out[*at];
        const qint64 handId = hands.value(1).toLongLong();
        if (handId != lastHand) {
            lastHand = handId;
            StatsHandRow h;
            h.number = hands.value(2).toInt();
            m.hands.append(h);
        }
        StatsHandRow &h = m.hands.last();
        h.names[std::size_t(seat)] = hands.value(4).toString();
        h.results[std::size_t(seat)] = hands.value(5).toLongLong();
        h.facts[std::size_t(seat)] = QJsonDocument::fromJson(hands.value(6).toByteArray()).object();
    }
    return out;
}

} // namespace qixing::records
