// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli bench <what>: measurements that are not tests (docs/performance.md).
//   records: what keeping records costs (issue 29): a hand's write off the calling thread,
//            opening and listing a store of 10,000 matches, the file's size.

#include "cli.h"

#include "records/record_store.h"
#include "table/game_registry.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSemaphore>
#include <QSysInfo>
#include <QThread>
#include <QUuid>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace qixing::cli {

using records::RecordStore;

namespace {

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

double round3(double x) { return std::round(x * 1000.0) / 1000.0; }

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(' ', 0, 2) : QStringLiteral("unknown");
}

QString cpuModel()
{
    QFile f(QStringLiteral("/proc/cpuinfo"));
    if (f.open(QIODevice::ReadOnly))
        for (const QByteArray &line : f.readAll().split('\n'))
            if (line.startsWith("model name"))
                return QString::fromLatin1(line.mid(line.indexOf(':') + 1)).trimmed();
    return QSysInfo::currentCpuArchitecture();
}

// Hand documents as the tables write them: matches of each game played by its computers.
std::vector<QJsonObject> sampleHands(int perGame)
{
    std::vector<QJsonObject> out;
    for (const QString &game : session::GameRegistry::ids()) {
        const session::GameInfo *info = session::GameRegistry::find(game);
        const QStringList kinds(4, info->defaultComputer);
        playHeadless(
            game, info->defaultSettings(), kinds, perGame, 7, [&](const QJsonObject &h) { out.push_back(h); },
            [](const QJsonObject &) {});
    }
    return out;
}

// `template` as hand `number` of match `uid`, started at `started`.
QJsonObject asHand(QJsonObject h, const QString &uid, int number, const QString &started)
{
    h.insert("match", uid);
    h.insert("hand", number);
    h.insert("started", started);
    return h;
}

int benchRecords(const QStringList &args)
{
    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption db {"db", "A new records file to fill (it must not exist).", "FILE"};
    const QCommandLineOption matchesOpt {"matches", "Matches to keep for the open and list figures.", "N", "10000"};
    const QCommandLineOption handsOpt {"hands-per-match", "Hands of each of those matches.", "N", "4"};
    const QCommandLineOption writesOpt {"writes", "Hands written one at a time for the write figure.", "N", "300"};
    const QCommandLineOption existingOpt {"existing", "Only open and list FILE as it is (a records file of your own, or one "
                                          "an earlier run filled): no writes."};
    p.addOptions({db, matchesOpt, handsOpt, writesOpt, existingOpt});
    if (!p.parse(QStringList {QStringLiteral("qixing-cli bench records")} + args))
        throw UsageError(QStringLiteral("bench records: %1").arg(p.errorText()));
    if (!p.positionalArguments().isEmpty())
        throw UsageError(QStringLiteral("bench records: unexpected argument \"%1\"").arg(p.positionalArguments().first()));
    if (!p.isSet(db))
        throw UsageError(QStringLiteral("bench records needs --db FILE (a new file)"));
    const QString path = p.value(db);
    const bool existing = p.isSet(existingOpt);
    if (existing != QFileInfo::exists(path))
        throw UsageError(existing ? QStringLiteral("bench records --existing: no file %1").arg(path)
                                  : QStringLiteral("bench records fills a new file: %1 exists (--existing measures it as it is)").arg(path));
    const int matches = int(parseWhole(p.value(matchesOpt), "--matches", 1, 1'000'000));
    const int perMatch = int(parseWhole(p.value(handsOpt), "--hands-per-match", 1, 1000));
    const int writes = int(parseWhole(p.value(writesOpt), "--writes", 1, 1'000'000));
    const QString loadBefore = loadAverage();

    const int games = int(session::GameRegistry::ids().size());
    const std::vector<QJsonObject> samples = existing ? std::vector<QJsonObject> {} : sampleHands(8); // 8 of each game, in the registry's order
    double sampleBytes = 0;
    for (const QJsonObject &h : samples)
        sampleBytes += double(QJsonDocument(h).toJson(QJsonDocument::Compact).size());
    sampleBytes /= double(std::max<std::size_t>(1, samples.size()));

    // 1. One hand at a time, as a table gives them: the caller's cost (saveHand returns at
    // once) and the time until the writer thread has committed it.
    std::vector<double> callMs, writeMs;
    if (!existing) {
        RecordStore store;
        if (const RecordStore::Opened o = store.open(path); !o.ok)
            throw UsageError(o.error);
        QSemaphore saved;
        QObject::connect(&store, &RecordStore::handSaved, &store, [&saved](const QString &, int) { saved.release(); },
                         Qt::DirectConnection);
        QString uid;
        for (int i = 0; i < writes; ++i) {
            if (i % perMatch == 0)
                uid = QUuid::createUuid().toString(QUuid::WithoutBraces);
            const QJsonObject h = asHand(samples[std::size_t(i) % samples.size()], uid, i % perMatch,
                                         QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
            QElapsedTimer t;
            t.start();
            store.saveHand(h);
            callMs.push_back(double(t.nsecsElapsed()) / 1e6);
            if (!saved.tryAcquire(1, 10000))
                throw UsageError(QStringLiteral("a hand was not written within 10 s"));
            writeMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
    }

    // 2. A store of `matches` matches (imported in batches, one transaction each).
    QElapsedTimer fill;
    fill.start();
    if (!existing) {
        RecordStore store;
        if (const RecordStore::Opened o = store.open(path); !o.ok)
            throw UsageError(o.error);
        const int already = int(store.matches().size());
        const QDateTime first = QDateTime::currentDateTimeUtc().addDays(-matches / 10);
        QByteArray batch;
        int inBatch = 0;
        for (int k = already; k < matches; ++k) {
            const QString uid = QUuid::createUuid().toString(QUuid::WithoutBraces);
            const QDateTime started = first.addSecs(qint64(k) * 600);
            // Every other match of each game, its hands that game's samples.
            const std::size_t perGame = samples.size() / std::size_t(games);
            const std::size_t base = (std::size_t(k) % std::size_t(games)) * perGame;
            const QJsonObject h0 = samples[base];
            QJsonObject m {{"format", "qixing-match"}, {"version", 1}, {"match", uid}, {"game", h0.value("game")},
                           {"origin", "cli"}, {"view", -1}, {"table", ""}, {"names", h0.value("names")},
                           {"kinds", h0.value("kinds")}, {"started", started.toString(Qt::ISODateWithMs)},
                           {"ended", started.addSecs(540).toString(Qt::ISODateWithMs)}, {"hands", perMatch},
                           {"finished", true}, {"left", -1}, {"balances", h0.value("balances")}};
            batch += QJsonDocument(m).toJson(QJsonDocument::Compact) + '\n';
            for (int n = 0; n < perMatch; ++n) {
                const QJsonObject &t = samples[base + std::size_t(k + n) % perGame];
                batch += QJsonDocument(asHand(t, uid, n, started.addSecs(n * 120).toString(Qt::ISODateWithMs))).toJson(QJsonDocument::Compact)
                       + '\n';
            }
            if (++inBatch == 500 || k + 1 == matches) {
                int added = 0;
                if (const QString why = store.importLines(batch, &added); !why.isEmpty())
                    throw UsageError(why);
                batch.clear();
                inBatch = 0;
            }
        }
    }
    const double fillSeconds = double(fill.elapsed()) / 1000.0;

    // 3. Opening it and listing every match (the History screen), and the newest 200.
    // Opened as the CLI does (the integrity check before open() returns: what the window did
    // before issue 29's store work) and as the window does now (Check::InBackground), with the
    // time the writer thread then takes to check the file.
    std::vector<double> openMs, openInBackgroundMs, checkInBackgroundMs, listMs, list200Ms;
    qsizetype listed = 0;
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer t;
        t.start();
        RecordStore store;
        if (const RecordStore::Opened o = store.open(path); !o.ok)
            throw UsageError(o.error);
        openMs.push_back(double(t.nsecsElapsed()) / 1e6);
        {
            RecordStore window;
            t.restart();
            if (const RecordStore::Opened o = window.open(path, RecordStore::Check::InBackground); !o.ok)
                throw UsageError(o.error);
            openInBackgroundMs.push_back(double(t.nsecsElapsed()) / 1e6);
            window.flush(); // after the check on the writer thread
            checkInBackgroundMs.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        t.restart();
        listed = store.matches().size();
        listMs.push_back(double(t.nsecsElapsed()) / 1e6);
        RecordStore::Filter f;
        f.limit = 200;
        t.restart();
        store.matches(f);
        list200Ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    qint64 bytes = QFileInfo(path).size();
    if (QFileInfo::exists(path + "-wal"))
        bytes += QFileInfo(path + "-wal").size();
    qint64 handsKept = 0;
    {
        RecordStore store;
        store.open(path);
        for (const RecordStore::MatchRow &r : store.matches())
            handsKept += r.hands;
    }
    writeJsonLine(QJsonObject {
        {"machine", QStringLiteral("%1, %2 hardware threads, %3").arg(cpuModel()).arg(QThread::idealThreadCount()).arg(QSysInfo::prettyProductName())},
        {"load", QStringLiteral("%1 before, %2 after").arg(loadBefore, loadAverage())},
        {"handBytes", qRound(sampleBytes)},
        {"writes", qint64(callMs.size())},
        {"saveHandCallMs", QJsonObject {{"median", round3(percentile(callMs, 0.5))}, {"p95", round3(percentile(callMs, 0.95))}}},
        {"writeHandMs", QJsonObject {{"median", round3(percentile(writeMs, 0.5))}, {"p95", round3(percentile(writeMs, 0.95))}}},
        {"matches", qint64(listed)},
        {"hands", handsKept},
        {"fillSeconds", round3(fillSeconds)},
        {"openMs", round3(percentile(openMs, 0.5))},
        {"openInBackgroundMs", round3(percentile(openInBackgroundMs, 0.5))},
        {"checkInBackgroundMs", round3(percentile(checkInBackgroundMs, 0.5))},
        {"listAllMs", round3(percentile(listMs, 0.5))},
        {"listNewest200Ms", round3(percentile(list200Ms, 0.5))},
        {"fileBytes", bytes},
    });
    return 0;
}

} // namespace

int runBench(const QStringList &args)
{
    const QString what = args.value(0);
    if (what == "records")
        return benchRecords(args.mid(1));
    if (what == "review-calibration")
        return runReviewCalibration(args.mid(1));
    throw UsageError(what.isEmpty() ? QStringLiteral("bench needs what to measure: records or review-calibration")
                                    : QStringLiteral("bench: unknown benchmark \"%1\" (records, review-calibration)").arg(what));
}

} // namespace qixing::cli
