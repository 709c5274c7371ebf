// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared plumbing of qixing-cli: one-line errors with exit status 2, JSON in and out.

#include "common/stats.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <stdexcept>

namespace qixing::cli {

// Thrown for any bad input; main() prints "qixing-cli: <message>" and exits with 2.
class UsageError : public std::runtime_error
{
public:
    explicit UsageError(const QString &message) : std::runtime_error(message.toStdString()) {}
};

// Reads all of stdin and parses one JSON object.
QJsonObject readJsonObjectFromStdin();
QJsonObject parseJsonObject(const QByteArray &bytes, const QString &what);
QByteArray readFileOrStdin(const QString &path);
// Compact, one line, with a newline.
void writeJsonLine(const QJsonObject &o, FILE *out = stdout);
// Whole number option, e.g. --games; throws UsageError naming the option.
qint64 parseWhole(const QString &text, const QString &option, qint64 min, qint64 max);
quint64 parseSeed(const QString &text, const QString &option);

using qixing::MeanAndError;

// Where `play --log FILE|-` writes one JSON line per hand: a file, standard output, or nowhere.
class HandLog
{
public:
    // Empty path: no log. Throws UsageError when the file cannot be opened.
    explicit HandLog(const QString &path);
    bool enabled() const { return toStdout_ || file_.isOpen(); }
    void write(const QJsonObject &line); // throws UsageError on a write error

private:
    QFile file_;
    bool toStdout_ = false;
};

// The closing line of `play`: {"hands", "mean": [4], "stderr": [4], "handsPerSec"}.
QJsonObject playSummary(qint64 hands, const MeanAndError (&perSeat)[4], double seconds);

// `replay`: reads JSON lines from a file or "-", skips blank lines, hands each parsed line to
// `check` (which throws on anything wrong), prefixes any error with "line N: ", and ends
// with {"hands": checked, "ok": true}; a log without a line is refused. A hand record of
// `game` ("format": "qixing-hand", docs/records.md) is replayed by records::HandReplay
// instead, and an exported match's own line ("qixing-match") is passed over.
int replayLog(const QString &game, const QString &path,
              const std::function<void(const QJsonObject &line, const QString &where)> &check);

// Subcommands: args are what follows "qixing-cli sevens" / "qixing-cli mahjong".
int runSevens(const QStringList &args);
int runMahjong(const QStringList &args);
// `qixing-cli sevens|mahjong bot-client`: a computer player at a LAN table.
int runBotClient(const QString &game, const QStringList &args);
int runBenchServer(const QStringList &args);
// `qixing-cli records list|export|import` (docs/records.md).
int runRecords(const QStringList &args);
// `qixing-cli records stats|ledger` (docs/statistics.md).
int recordsStats(const QStringList &args);
int recordsLedger(const QStringList &args);
// `<game> play --records FILE`: matches of a registered game played by its module's computer
// players (`kinds`, four), N hands in all, each hand kept in the records file (origin "cli");
// `settings` are the game's (names, kinds and seed are filled in for each match). Prints the
// play summary, in the match's money.
int playRecorded(const QString &game, const QJsonObject &settings, const QStringList &kinds, qint64 hands, quint64 seed,
                 const QString &dbPath);
// The same loop without a store: every hand document and match document to the callbacks.
void playHeadless(const QString &game, const QJsonObject &settings, const QStringList &kinds, qint64 hands, quint64 seed,
                  const std::function<void(const QJsonObject &)> &handPlayed, const std::function<void(const QJsonObject &)> &matchPlayed);
// `qixing-cli bench records`: what keeping records costs.
int runBench(const QStringList &args);
// `qixing-cli bench review-calibration` (after "review-calibration"): the review's predicted
// costs against realised ones.
int runReviewCalibration(const QStringList &args);
// `qixing-cli records review`: the review of a seat's decisions in kept hands.
int runRecordsReview(const QStringList &args);

} // namespace qixing::cli
