// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli records stats|ledger: statistics (戰績) and the night's ledger of a records file
// (docs/statistics.md), as JSON.

#include "cli.h"

#include "records/record_store.h"
#include "records/statistics.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <cstdio>

namespace qixing::cli {

namespace {

const QCommandLineOption kDb {"db", "The records file (SQLite).", "FILE"};

QCommandLineParser &parsed(QCommandLineParser &p, const QString &command, const QStringList &args)
{
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    p.addOption(kDb);
    if (!p.parse(QStringList {QStringLiteral("qixing-cli records ") + command} + args))
        throw UsageError(QStringLiteral("records %1: %2").arg(command, p.errorText()));
    if (!p.positionalArguments().isEmpty())
        throw UsageError(QStringLiteral("records %1: unexpected argument \"%2\"").arg(command, p.positionalArguments().first()));
    if (!p.isSet(kDb) || p.value(kDb).isEmpty())
        throw UsageError(QStringLiteral("records %1 needs --db FILE").arg(command));
    return p;
}

// The rows statistics read, from a records file that must exist (statistics never make one).
QList<records::StatsMatchRow> readRows(const QString &path, const QString &game, const QString &player,
                                       const QDateTime &from = {}, const QDateTime &to = {})
{
    if (!QFileInfo::exists(path))
        throw UsageError(QStringLiteral("no records file %1").arg(path));
    records::RecordStore store;
    const records::RecordStore::Opened o = store.open(path);
    if (!o.ok)
        throw UsageError(o.error);
    if (!o.movedAside.isEmpty()) { // it was damaged: the fresh one is empty, say why
        std::fprintf(stderr, "qixing-cli: %s\n", qPrintable(o.error));
        std::fflush(stderr);
    }
    QString error;
    QList<records::StatsMatchRow> rows = store.statsRows(game, player, &error, from, to);
    if (!error.isEmpty())
        throw UsageError(error);
    return rows;
}

} // namespace

int recordsStats(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption game {"game", "Only this game.", "GAME"};
    const QCommandLineOption player {"player", "Only this player name (exact).", "NAME"};
    const QCommandLineOption rules {"rules", "Only matches by these rules (their key, as records list shows it), or \"each\": "
                                             "each rules apart.", "KEY|each"};
    p.addOptions({game, player, rules});
    parsed(p, QStringLiteral("stats"), args);
    records::StatsFilter filter {p.value(game), p.value(player)};
    if (p.value(rules) == QLatin1String("each"))
        filter.eachRules = true;
    else
        filter.rulesKey = p.value(rules);
    for (const records::PlayerStats &s : records::playerStatistics(readRows(p.value(kDb), filter.game, filter.player), filter))
        writeJsonLine(s.toJson());
    return 0;
}

int recordsLedger(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption date {"date", "The evening: from 12:00 local time on this date to 12:00 the next day.", "YYYY-MM-DD"};
    p.addOption(date);
    parsed(p, QStringLiteral("ledger"), args);
    const QDate evening = QDate::fromString(p.value(date), Qt::ISODate);
    if (!p.isSet(date) || !evening.isValid())
        throw UsageError(QStringLiteral("records ledger needs --date YYYY-MM-DD%1")
                             .arg(p.isSet(date) ? QStringLiteral(", not \"%1\"").arg(p.value(date)) : QString()));
    // Only the evening's matches are read; nightLedger keeps to the same bounds.
    const auto rows = readRows(p.value(kDb), {}, {}, records::eveningStart(evening), records::eveningEnd(evening));
    writeJsonLine(records::nightLedger(rows, evening).toJson());
    return 0;
}

} // namespace qixing::cli
