// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli records: the kept matches of a records file (docs/records.md): list, export,
// import. Every game's records alike: "records" is not a game.

#include "cli.h"

#include "common/rng.h"
#include "records/hand_record.h"
#include "records/record_store.h"
#include "table/game_registry.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QSaveFile>

#include <cstdio>

namespace qixing::cli {

using records::RecordStore;

namespace {

const QCommandLineOption kDb {"db", "The records file (SQLite).", "FILE"};

void parseOptions(QCommandLineParser &p, const QString &command, const QStringList &args, int positional)
{
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    p.addOption(kDb);
    if (!p.parse(QStringList {QStringLiteral("qixing-cli records ") + command} + args))
        throw UsageError(QStringLiteral("records %1: %2").arg(command, p.errorText()));
    if (p.positionalArguments().size() > positional)
        throw UsageError(QStringLiteral("records %1: unexpected argument \"%2\"").arg(command, p.positionalArguments().value(positional)));
    if (!p.isSet(kDb) || p.value(kDb).isEmpty())
        throw UsageError(QStringLiteral("records %1 needs --db FILE").arg(command));
}

// Opens the records file; reading needs one that exists. A file put aside is said on stderr
// (the command goes on with the fresh one).
void openStore(RecordStore &store, const QString &path, bool mustExist)
{
    if (mustExist && !QFileInfo::exists(path))
        throw UsageError(QStringLiteral("no records file %1").arg(path));
    const RecordStore::Opened o = store.open(path);
    if (!o.ok)
        throw UsageError(o.error);
    if (!o.movedAside.isEmpty()) {
        std::fprintf(stderr, "qixing-cli: %s\n", qPrintable(o.error));
        std::fflush(stderr);
    }
}

QDate dateOption(const QCommandLineParser &p, const QCommandLineOption &o)
{
    if (!p.isSet(o))
        return {};
    const QDate d = QDate::fromString(p.value(o), Qt::ISODate);
    if (!d.isValid())
        throw UsageError(QStringLiteral("--%1 must be a date YYYY-MM-DD, not \"%2\"").arg(o.names().first(), p.value(o)));
    return d;
}

QString timeText(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

int list(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption game {"game", "Only this game's matches.", "GAME"};
    const QCommandLineOption player {"player", "Only matches with a seat of this name.", "NAME"};
    const QCommandLineOption from {"from", "Only matches started on or after this (local) date.", "YYYY-MM-DD"};
    const QCommandLineOption to {"to", "Only matches started on or before this (local) date.", "YYYY-MM-DD"};
    const QCommandLineOption limit {"limit", "At most N matches (the newest).", "N"};
    const QCommandLineOption rules {"rules", "Only matches by these rules (their key).", "KEY"};
    p.addOptions({game, player, from, to, limit, rules});
    parseOptions(p, "list", args, 0);
    RecordStore::Filter f;
    f.game = p.value(game);
    f.player = p.value(player);
    f.rulesKey = p.value(rules);
    f.from = dateOption(p, from);
    f.to = dateOption(p, to);
    if (p.isSet(limit))
        f.limit = int(parseWhole(p.value(limit), "--limit", 0, 1'000'000'000));
    RecordStore store;
    openStore(store, p.value(kDb), true);
    for (const RecordStore::MatchRow &r : store.matches(f)) {
        QJsonArray names, balances;
        for (int s = 0; s < 4; ++s) {
            names.append(r.names[std::size_t(s)]);
            balances.append(r.balances[std::size_t(s)]);
        }
        QJsonObject line {{"match", r.uid},
                          {"game", r.game},
                          {"origin", r.origin},
                          {"view", r.view},
                          {"table", r.table},
                          {"started", timeText(r.started)},
                          {"ended", timeText(r.ended)},
                          {"hands", r.hands},
                          {"finished", r.finished},
                          {"names", names},
                          {"balances", balances},
                          {"rules", r.rulesKey}};
        if (!r.endedBy.isEmpty())
            line.insert("endedBy", r.endedBy); // a match ended before its last hand ("vote")
        writeJsonLine(line);
    }
    return 0;
}

// Writes `bytes` to standard output or to a file, checked to the last byte.
void writeOut(const QString &path, const QByteArray &bytes)
{
    if (path == "-") {
        if (std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout) != std::size_t(bytes.size()) || std::fflush(stdout) != 0)
            throw UsageError(QStringLiteral("cannot write to standard output"));
        return;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        throw UsageError(QStringLiteral("cannot write %1: %2").arg(path, f.errorString()));
    // QSaveFile::commit can report success when its own last flush failed: flush first.
    if (f.write(bytes) != bytes.size() || !f.flush() || !f.commit())
        throw UsageError(QStringLiteral("cannot write %1: %2").arg(path, f.errorString()));
}

int exportMatch(const QStringList &args)
{
    QCommandLineParser p;
    const QCommandLineOption hand {"hand", "Only hand N (0-based): one hand document.", "N"};
    const QCommandLineOption out {"out", "Where to write (default: standard output).", "FILE|-", "-"};
    p.addOptions({hand, out});
    parseOptions(p, "export", args, 1);
    if (p.positionalArguments().isEmpty())
        throw UsageError(QStringLiteral("records export needs the match's uid (records list shows them)"));
    const QString uid = p.positionalArguments().first();
    RecordStore store;
    openStore(store, p.value(kDb), true);
    if (store.matchDocument(uid).isEmpty())
        throw UsageError(QStringLiteral("no match %1 in %2").arg(uid, p.value(kDb)));
    QByteArray bytes;
    if (p.isSet(hand)) {
        const int n = int(parseWhole(p.value(hand), "--hand", 0, 1'000'000));
        for (const QJsonObject &h : store.hands(uid))
            if (h.value("hand").toInt() == n)
                bytes = QJsonDocument(h).toJson(QJsonDocument::Compact) + '\n';
        if (bytes.isEmpty())
            throw UsageError(QStringLiteral("match %1 has no hand %2 kept").arg(uid).arg(n));
    } else {
        bytes = store.exportMatch(uid);
    }
    writeOut(p.value(out), bytes);
    return 0;
}

int importFile(const QStringList &args)
{
    QCommandLineParser p;
    parseOptions(p, "import", args, 1);
    if (p.positionalArguments().isEmpty())
        throw UsageError(QStringLiteral("records import needs a file of exported matches or hands (or - for standard input)"));
    const QByteArray bytes = readFileOrStdin(p.positionalArguments().first());
    RecordStore store;
    openStore(store, p.value(kDb), false);
    int added = 0;
    if (const QString why = store.importLines(bytes, &added); !why.isEmpty())
        throw UsageError(why);
    writeJsonLine(QJsonObject {{"matches", added}});
    return 0;
}

} // namespace

void playHeadless(const QString &game, const QJsonObject &settings, const QStringList &kindList, qint64 hands, quint64 seed,
                  const std::function<void(const QJsonObject &)> &handPlayed, const std::function<void(const QJsonObject &)> &matchPlayed)
{
    const session::GameInfo *info = session::GameRegistry::find(game);
    if (!info)
        throw std::logic_error("playHeadless: unknown game");
    std::array<QString, 4> kinds, names;
    for (int s = 0; s < 4; ++s) {
        kinds[std::size_t(s)] = kindList.value(s).trimmed();
        if (!info->knowsComputer(kinds[std::size_t(s)]))
            throw UsageError(QStringLiteral("unknown player \"%1\" (a computer player of %2)").arg(kinds[std::size_t(s)], game));
        names[std::size_t(s)] = QStringLiteral("%1 %2").arg(kinds[std::size_t(s)]).arg(s + 1);
    }
    qint64 played = 0;
    for (std::uint64_t matchNo = 0; played < hands; ++matchNo) {
        // Each match from the next seed of the series; the settings carry 53 bits (JSON numbers).
        const std::uint64_t matchSeed = deriveSeed(seed, matchNo) & ((std::uint64_t {1} << 53) - 1);
        const QJsonObject s = session::withSeats(settings, names, kinds, matchSeed);
        if (const QString why = info->checkSettings(s); !why.isEmpty())
            throw UsageError(why);
        const std::unique_ptr<session::GameModule> m = info->newMatch(s);
        std::array<std::unique_ptr<session::ComputerBrain>, 4> brains;
        for (int seat = 0; seat < 4; ++seat)
            brains[std::size_t(seat)] = m->makeComputer(kinds[std::size_t(seat)], deriveSeed(m->seed(), 1000 + std::uint64_t(seat)));
        records::HandRecordBuilder builder({QString(), QStringLiteral("cli"), QString()});
        while (!m->matchFinished() && played < hands) {
            m->dealNextHand();
            builder.beginHand(*m, kinds);
            while (m->handInProgress()) {
                const session::DecisionPoint d = m->decision();
                if (d.seats.empty())
                    throw std::logic_error("a hand in progress asks nobody");
                const int seat = d.seats.front();
                const int options = int(m->legalActions(seat).size());
                QElapsedTimer thinking;
                thinking.start();
                const QJsonObject action = brains[std::size_t(seat)]->decide(*m, seat);
                const qint64 ms = thinking.elapsed();
                if (const QString why = m->check(seat, action); !why.isEmpty())
                    throw std::logic_error(QStringLiteral("a computer's move is refused: %1").arg(why).toStdString());
                builder.decision(seat, action, ms, options);
                m->apply(seat, action);
            }
            handPlayed(builder.finishHand(*m));
            ++played;
        }
        matchPlayed(builder.matchDocument(*m, m->matchFinished(), -1));
    }
}

int playRecorded(const QString &game, const QJsonObject &settings, const QStringList &kinds, qint64 hands, quint64 seed,
                 const QString &dbPath)
{
    RecordStore store;
    openStore(store, dbPath, false);
    QString failure;
    QObject::connect(&store, &RecordStore::writeFailed, [&failure](const QString &why) {
        std::fprintf(stderr, "qixing-cli: %s\n", qPrintable(why));
        std::fflush(stderr);
        if (failure.isEmpty())
            failure = why;
    }); // direct: said from the writer thread, read here only after flush()
    MeanAndError stats[4];
    QElapsedTimer timer;
    timer.start();
    qint64 played = 0;
    playHeadless(
        game, settings, kinds, hands, seed,
        [&](const QJsonObject &doc) {
            store.saveHand(doc);
            const QJsonArray results = doc.value("results").toArray();
            for (int seat = 0; seat < 4; ++seat)
                stats[seat].add(results.at(seat).toDouble());
            ++played;
        },
        [&](const QJsonObject &doc) { store.finishMatch(doc); });
    store.flush();
    if (!failure.isEmpty())
        throw UsageError(QStringLiteral("not every hand was kept in %1").arg(dbPath));
    writeJsonLine(playSummary(played, stats, double(timer.nsecsElapsed()) / 1e9));
    return 0;
}

int runRecords(const QStringList &args)
{
    const QString command = args.value(0);
    const QStringList rest = args.mid(1);
    if (command == "list")
        return list(rest);
    if (command == "export")
        return exportMatch(rest);
    if (command == "import")
        return importFile(rest);
    if (command == "review")
        return runRecordsReview(rest);
    if (command == "stats")
        return recordsStats(rest);
    if (command == "ledger")
        return recordsLedger(rest);
    throw UsageError(command.isEmpty() ? QStringLiteral("records needs a command: list, export, import, review, stats or ledger")
                                       : QStringLiteral("records: unknown command \"%1\" (list, export, import, review, stats or ledger)").arg(command));
}

} // namespace qixing::cli
