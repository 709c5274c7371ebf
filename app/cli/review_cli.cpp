// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli records review: the review (復盤, records/review.h) of a seat's decisions in kept
// hands, as JSON lines (one review document per hand), from a records file or from an
// exported match or hand.

#include "cli.h"

#include "records/record_store.h"
#include "records/review.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>
#include <cstdio>

namespace qixing::cli {

namespace {

// The hand documents of an exported match or hand (JSON Lines; match documents skipped).
QList<QJsonObject> handsInFile(const QString &path)
{
    QList<QJsonObject> hands;
    const QList<QByteArray> lines = readFileOrStdin(path).split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        const QJsonObject o = parseJsonObject(lines[i], QStringLiteral("line %1").arg(i + 1));
        if (o.value(QStringLiteral("format")).toString() == QLatin1String("qixing-hand"))
            hands.append(o);
    }
    if (hands.isEmpty())
        throw UsageError(QStringLiteral("records review: %1 holds no hand record").arg(path));
    return hands;
}

// The seat a person played in the match's first hand ("kinds"), or -1.
int personSeat(const QList<QJsonObject> &hands)
{
    const QJsonArray kinds = hands.isEmpty() ? QJsonArray() : hands.front().value(QStringLiteral("kinds")).toArray();
    for (int s = 0; s < kinds.size(); ++s)
        if (kinds[s].toString() == QLatin1String("person"))
            return s;
    return -1;
}

// --match: the whole match through the records file, as the window's review does: hands
// reviewed completely before are skipped, one cancelled part-way is taken up, every hand's
// review is kept as it ends (so an interrupted run loses at most the hand in progress).
int reviewWholeMatch(records::RecordStore &store, const QString &match, int seat)
{
    const QList<QJsonObject> hands = store.hands(match);
    if (hands.isEmpty())
        throw UsageError(QStringLiteral("records review: no match %1 in %2").arg(match, store.path()));
    if (seat < 0)
        seat = personSeat(hands);
    if (seat < 0)
        throw UsageError(QStringLiteral("records review: nobody played this match in person: say --seat S"));
    QHash<int, QJsonObject> kept;
    for (const QJsonObject &h : hands) {
        const int n = h.value(QStringLiteral("hand")).toInt();
        if (const QJsonObject r = store.review(match, n, seat); !r.isEmpty())
            kept.insert(n, r);
    }
    QString failed;
    QObject::connect(&store, &records::RecordStore::writeFailed, [&](const QString &why) { failed = why; });
    const records::MatchReviewSummary summary = records::reviewMatch(
        hands, seat, kept,
        [&](const QJsonObject &review) {
            store.saveReview(review);
            kept.insert(review.value(QStringLiteral("hand")).toInt(), review);
        },
        [&](int hand, int count, int done, int total) {
            std::fprintf(stderr, "\rhand %d of %d, decision %d of %d   ", hand + 1, count, std::min(done + 1, total), total);
            return true;
        });
    std::fputc('\n', stderr);
    store.flush();
    QCoreApplication::processEvents(); // writeFailed is queued from the writer's thread
    if (!failed.isEmpty())
        throw UsageError(QStringLiteral("records review: %1").arg(failed));
    if (!summary.error.isEmpty())
        throw UsageError(QStringLiteral("records review: %1").arg(summary.error));
    for (const QJsonObject &h : hands)
        writeJsonLine(kept.value(h.value(QStringLiteral("hand")).toInt()));
    std::fprintf(stderr, "%d hands: %d reviewed now, %d reviewed before\n", summary.hands, summary.reviewed, summary.skipped);
    return 0;
}

} // namespace

int runRecordsReview(const QStringList &args)
{
    QCommandLineParser p;
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption db(QStringLiteral("db"), "The records file (SQLite); then the argument is a match's uid.", "FILE");
    const QCommandLineOption hand(QStringLiteral("hand"), "Only this hand (0-based number in the match).", "N");
    const QCommandLineOption seat(QStringLiteral("seat"), "The seat whose decisions are reviewed (0-3).", "S");
    const QCommandLineOption save(QStringLiteral("save"), "Keep the reviews in the records file (with --db).");
    const QCommandLineOption match(QStringLiteral("match"),
                                   "Review every hand of this match in the records file (with --db), keeping each review; "
                                   "hands reviewed before are skipped.", "UID");
    p.addOptions({db, hand, seat, save, match});
    const QCommandLineOption help = p.addHelpOption();
    if (!p.parse(QStringList {QStringLiteral("qixing-cli records review")} + args))
        throw UsageError(QStringLiteral("records review: %1").arg(p.errorText()));
    if (p.isSet(help)) {
        std::fputs("usage: qixing-cli records review (--db FILE MATCH | FILE) --seat S [--hand N] [--save]\n"
                   "       qixing-cli records review --db FILE --match UID [--seat S]\n"
                   "  --match: the whole match, each hand's review kept in FILE as it ends; hands reviewed\n"
                   "  before are skipped, one cancelled part-way is resumed. The seat: the one played in person.\n"
                   "  FILE without --db: an exported match or hand (JSON Lines), or - for standard input.\n"
                   "  Writes one review document per hand reviewed (docs/records.md, \"Review\").\n",
                   stdout);
        return 0;
    }
    if (p.isSet(match)) {
        if (!p.isSet(db))
            throw UsageError(QStringLiteral("records review --match needs --db FILE"));
        if (!p.positionalArguments().isEmpty() || p.isSet(hand))
            throw UsageError(QStringLiteral("records review --match takes no other match, file or --hand"));
        if (!QFileInfo::exists(p.value(db)))
            throw UsageError(QStringLiteral("no records file %1").arg(p.value(db)));
        records::RecordStore store;
        const records::RecordStore::Opened o = store.open(p.value(db));
        if (!o.ok || !o.movedAside.isEmpty())
            throw UsageError(o.error);
        return reviewWholeMatch(store, p.value(match), p.isSet(seat) ? int(parseWhole(p.value(seat), QStringLiteral("--seat"), 0, 3)) : -1);
    }
    if (p.positionalArguments().size() != 1)
        throw UsageError(QStringLiteral("records review needs one match (with --db) or one file"));
    if (!p.isSet(seat))
        throw UsageError(QStringLiteral("records review needs --seat S"));
    if (p.isSet(save) && !p.isSet(db))
        throw UsageError(QStringLiteral("records review: --save needs --db"));
    const int reviewed = int(parseWhole(p.value(seat), QStringLiteral("--seat"), 0, 3));
    const int only = p.isSet(hand) ? int(parseWhole(p.value(hand), QStringLiteral("--hand"), 0, 1'000'000)) : -1;

    records::RecordStore store;
    QList<QJsonObject> hands;
    if (p.isSet(db)) {
        if (!QFileInfo::exists(p.value(db)))
            throw UsageError(QStringLiteral("no records file %1").arg(p.value(db)));
        const records::RecordStore::Opened o = store.open(p.value(db));
        if (!o.ok)
            throw UsageError(o.error);
        if (!o.movedAside.isEmpty())
            throw UsageError(o.error); // a fresh, empty file holds nothing to review
        hands = store.hands(p.positionalArguments().first());
        if (hands.isEmpty())
            throw UsageError(QStringLiteral("records review: no match %1 in %2").arg(p.positionalArguments().first(), p.value(db)));
    } else {
        hands = handsInFile(p.positionalArguments().first());
    }
    QString failed;
    QObject::connect(&store, &records::RecordStore::writeFailed, [&](const QString &why) { failed = why; });
    int done = 0;
    for (const QJsonObject &h : std::as_const(hands)) {
        if (only >= 0 && h.value(QStringLiteral("hand")).toInt() != only)
            continue;
        QJsonObject review;
        try {
            review = records::reviewHand(h, reviewed);
        } catch (const records::RecordError &e) {
            throw UsageError(QStringLiteral("records review: hand %1: %2").arg(h.value(QStringLiteral("hand")).toInt()).arg(e.what()));
        }
        writeJsonLine(review);
        std::fflush(stdout);
        if (p.isSet(save))
            store.saveReview(review);
        ++done;
    }
    if (done == 0)
        throw UsageError(QStringLiteral("records review: no hand %1").arg(only));
    if (p.isSet(save)) {
        store.flush();
        QCoreApplication::processEvents(); // writeFailed is queued from the writer's thread
        if (!failed.isEmpty())
            throw UsageError(QStringLiteral("records review: %1").arg(failed));
    }
    return 0;
}

} // namespace qixing::cli
