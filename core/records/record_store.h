// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The records store (issue 29, docs/records.md): every kept match and its hands in one SQLite
// file through Qt SQL. Writes go to a thread of their own with its own connection, one
// transaction per hand, so neither a window nor a host's event loop waits for the disk, and a
// kill -9 loses at most the hand in play. Reads run on the calling thread with that thread's
// own connection (WAL lets them run beside the writer).

#include "records/hand_record.h" // kHandFormatVersion

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QAtomicInt>
#include <QObject>
#include <QString>
#include <QStringList>

#include <array>

class QThread;

namespace qixing::records {

// The schema this build writes (PRAGMA user_version); older files are migrated step by step.
inline constexpr int kSchemaVersion = 3;

// "" when `hand` is a well-formed hand document (format "qixing-hand", version 1 to
// kHandFormatVersion, every field of docs/records.md with its type), else why not. A newer
// version says so ("newer").
QString checkHandDocument(const QJsonObject &hand);
// The same for a match document (format "qixing-match").
QString checkMatchDocument(const QJsonObject &match);
// The same for a review document (format "qixing-review", records/review.h).
QString checkReviewDocument(const QJsonObject &review);

// --- a match's rules (docs/records.md, "Rules"): the game's "rules" object of the table's
// settings (no names, seats, seed or time limit), as TableInfo "rules" shows it too.
// The rules a hand or match document holds: its "rules" (a joined seat's record, from the
// table's TableInfo), else its "start" settings' (a full record), else its settlement's, else
// the first received message's that has them; {} when it holds none.
QJsonObject documentRules(const QJsonObject &document);
// The canonical text of rules: compact JSON, keys sorted (QJsonObject's order); "" for {}.
QString rulesText(const QJsonObject &rules);
// A short stable name of rules: the first 12 hex digits of the SHA-256 of rulesText; "" for {}.
QString rulesKey(const QJsonObject &rules);

class RecordWriter;
struct StatsMatchRow;

class RecordStore : public QObject
{
    Q_OBJECT
public:
    // Where open() runs the file's integrity check (PRAGMA quick_check, which reads the whole
    // file): Now, before it returns (the CLI, the server); or InBackground, first thing on the
    // writer thread (the window: opening returns at once). A damaged file found in the
    // background is put aside and a fresh one started there; movedAside says so.
    enum class Check { Now, InBackground };
    // ok: the store can be used. When the file at the path was damaged, of a newer version or
    // of another schema, it was renamed to movedAside (path + ".damaged-YYYYMMDD-HHMMSS") and a
    // fresh store started: ok is true and error says why it was put aside (for a message to
    // the player). When ok is false, error says why the store cannot be used at all.
    struct Opened
    {
        bool ok = false;
        QString error;
        QString movedAside;
    };
    explicit RecordStore(QObject *parent = nullptr);
    // Finishes the queued writes; documents still failing then are lost (already said).
    ~RecordStore() override;
    Opened open(const QString &path, Check check = Check::Now); // creates the file (and its folder) if need be
    QString path() const { return path_; }
    static QString defaultPath(); // AppDataLocation/records.sqlite

    // Queued to the writer thread; a document that cannot be written now (a full disk, a
    // locked or read-only file) is kept in memory and tried again before the next one.
    void saveHand(const QJsonObject &handDocument);
    void finishMatch(const QJsonObject &matchDocument);
    // Waits until every queued write has been tried (tests, the CLI before it exits). Not
    // from a slot connected directly to handSaved (that runs on the writer thread).
    void flush();

    // --- reading, on the calling thread with its own connection
    struct MatchRow
    {
        QString uid, game, origin, table;
        int view = -1;
        QDateTime started, ended; // ended: invalid while the match is not finished
        int hands = 0;
        bool finished = false;
        QString endedBy; // how it ended before its last hand ("vote"); "" when played to its end
        std::array<QString, 4> names;
        std::array<qint64, 4> balances {};
        QString rulesKey; // "" when the record holds no rules
    };
    // from/to: local dates, both included; player: a seat's exact name; rulesKey: exact;
    // limit -1: all. Newest first.
    struct Filter
    {
        QString game, player, rulesKey;
        QDate from, to;
        int limit = -1;
    };
    QList<MatchRow> matches(const Filter &f) const;
    // (= {} as a default argument: GCC cannot take a nested struct's initialisers there.)
    QList<MatchRow> matches() const { return matches(Filter()); }
    // The rules kept, per game: each key with its rules and how many matches were played by
    // them, most played first (a rules chooser).
    struct RulesRow
    {
        QString game, key;
        QJsonObject rules;
        int matches = 0;
    };
    QList<RulesRow> rulesKept(const QString &game = {}) const;
    QList<QJsonObject> hands(const QString &matchUid) const; // hand documents in order
    QJsonObject matchDocument(const QString &matchUid) const; // {} when not kept
    // JSON Lines: match documents each followed by its hands, or bare hand documents. All or
    // nothing, in one transaction: "" or why not (a newer version, a malformed document, a
    // match already kept).
    QString importLines(const QByteArray &jsonLines, int *matchesAdded);
    QByteArray exportMatch(const QString &matchUid) const; // JSON Lines; empty when not kept
    // What statistics read (statistics.h), oldest first: every match of `game` ("" for all)
    // where `player` ("" for anyone) had a seat, started in [from, to) when they are valid
    // (the night's ledger), with its hands' seats. One query per table
    // (record_store_stats.cpp). On a failed read: {} and *error says why.
    QList<StatsMatchRow> statsRows(const QString &game = {}, const QString &player = {}, QString *error = nullptr,
                                   const QDateTime &from = {}, const QDateTime &to = {}) const;

    // --- reviews (復盤, records/review.h): one per hand and seat, kept with the hand (a hand
    // written again drops its reviews). Queued to the writer like a hand; a review of a hand
    // that is not kept is refused with writeFailed.
    void saveReview(const QJsonObject &review);
    // The review of hand `hand` of the match for `seat`; {} when none is kept.
    QJsonObject review(const QString &matchUid, int hand, int seat) const;

signals:
    // A write failed (full disk, read-only or locked file): once per run of failures, with
    // the reason. The game goes on; the documents are tried again with the next write.
    void writeFailed(const QString &reason);
    // The background check (Check::InBackground) found the file damaged: it was renamed to
    // movedAside and a fresh one started (movedAside empty: it could not be, and writes
    // fail). `error` is worded as Opened::error. Emitted on the writer thread.
    void movedAside(const QString &error, const QString &movedAside);
    // A hand was committed (emitted on the writer thread).
    void handSaved(const QString &matchUid, int hand);

private:
    QString connectionForThisThread() const;
    void closeAll();

    QString path_;
    QThread *thread_ = nullptr;
    RecordWriter *writer_ = nullptr;
    mutable QMutex connectionsMutex_;
    mutable QStringList connections_;
    // Bumped when the writer puts the file aside: each thread's reading connection is then
    // made anew, on the fresh file.
    QAtomicInt generation_ {0};
    friend class RecordWriter;
};

} // namespace qixing::records
