// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/record_store.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutexLocker>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QVariant>

#include <deque>

namespace qixing::records {

namespace {

// A reader or the writer waits this long for another connection's transaction (an import,
// another program) before a write counts as failed.
constexpr int kBusyTimeoutMs = 3000;
// Documents kept in memory while writes fail; beyond this the oldest are given up (and said so).
constexpr std::size_t kMaxPending = 5000;

const QStringList kOrigins {"desktop", "hosted", "joined", "server", "cli"};

// --- the schema: one list of steps, step i takes user_version i-1 to i. A new version adds a
// step (ALTER TABLE …) and never edits an old one: every file walks the same path.
struct Migration
{
    int version;
    QStringList statements;
    // Run after the statements, in the same transaction: what SQL alone cannot do (reading
    // the documents). "" or the error.
    std::function<QString(QSqlDatabase &)> fill = {};
};

QString fillRules(QSqlDatabase &db);

const std::vector<Migration> &migrations()
{
    static const std::vector<Migration> steps {
        {1,
         {
             "CREATE TABLE matches(id INTEGER PRIMARY KEY, uid TEXT UNIQUE NOT NULL, game TEXT NOT NULL, "
             "origin TEXT NOT NULL, view INTEGER NOT NULL, table_name TEXT NOT NULL DEFAULT '', started TEXT NOT NULL, "
             "ended TEXT, hands INTEGER NOT NULL DEFAULT 0, finished INTEGER NOT NULL DEFAULT 0, "
             "left_seat INTEGER NOT NULL DEFAULT -1, balances TEXT NOT NULL DEFAULT '[0,0,0,0]')",
             "CREATE TABLE match_seats(match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE, "
             "seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, PRIMARY KEY(match_id, seat))",
             "CREATE TABLE hands(id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE, "
             "number INTEGER NOT NULL, started TEXT NOT NULL, document BLOB NOT NULL, UNIQUE(match_id, number))",
             "CREATE TABLE hand_seats(hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE, "
             "seat INTEGER NOT NULL, name TEXT NOT NULL, result INTEGER NOT NULL, facts TEXT NOT NULL DEFAULT '{}', "
             "PRIMARY KEY(hand_id, seat))",
             "CREATE TABLE reviews(hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE, "
             "seat INTEGER NOT NULL, engine TEXT NOT NULL, document TEXT NOT NULL, PRIMARY KEY(hand_id, seat))",
             "CREATE INDEX matches_started ON matches(started)",
             "CREATE INDEX matches_game ON matches(game)",
             "CREATE INDEX match_seats_name ON match_seats(name)",
             "CREATE INDEX hand_seats_name ON hand_seats(name)",
         }},
        // 2: each match's rules (documentRules) and their key, read from its first hand.
        {2,
         {
             "ALTER TABLE matches ADD COLUMN rules TEXT",
             "ALTER TABLE matches ADD COLUMN rules_key TEXT",
             "CREATE INDEX matches_rules_key ON matches(rules_key)",
         },
         fillRules},
        // 3: how a match ended before its last hand ("vote", issue 30); '' when played to its end.
        {3, {"ALTER TABLE matches ADD COLUMN ended_by TEXT NOT NULL DEFAULT ''"}},
    };
    return steps;
}

// The tables and columns this build reads: a file without them is not ours.
const std::vector<std::pair<QString, QStringList>> &expectedTables()
{
    static const std::vector<std::pair<QString, QStringList>> t {
        {"matches",
         {"id", "uid", "game", "origin", "view", "table_name", "started", "ended", "hands", "finished", "left_seat", "balances",
          "rules", "rules_key", "ended_by"}},
        {"match_seats", {"match_id", "seat", "name", "kind"}},
        {"hands", {"id", "match_id", "number", "started", "document"}},
        {"hand_seats", {"hand_id", "seat", "name", "result", "facts"}},
        {"reviews", {"hand_id", "seat", "engine", "document"}},
    };
    return t;
}

QString sqlError(const QSqlQuery &q) { return q.lastError().text().trimmed(); }

// Runs one statement; "" or the error.
QString exec(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    return q.exec(sql) ? QString() : sqlError(q);
}

QString exec(QSqlQuery &q)
{
    return q.exec() ? QString() : sqlError(q);
}

void setConnectionPragmas(QSqlDatabase &db)
{
    exec(db, QStringLiteral("PRAGMA foreign_keys = ON"));
    exec(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(kBusyTimeoutMs));
}

// --- document checks (docs/records.md)
bool isWhole(const QJsonValue &v) { return v.isDouble() && v.toDouble() == double(qint64(v.toDouble())); }

QString checkStrings4(const QJsonObject &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    if (!v.isArray() || v.toArray().size() != 4)
        return QStringLiteral("\"%1\" must be an array of 4 strings").arg(key);
    for (const QJsonValue &x : v.toArray())
        if (!x.isString())
            return QStringLiteral("\"%1\" must be an array of 4 strings").arg(key);
    return {};
}

QString checkWhole4(const QJsonObject &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    if (!v.isArray() || v.toArray().size() != 4)
        return QStringLiteral("\"%1\" must be an array of 4 whole numbers").arg(key);
    for (const QJsonValue &x : v.toArray())
        if (!isWhole(x))
            return QStringLiteral("\"%1\" must be an array of 4 whole numbers").arg(key);
    return {};
}

bool isTime(const QJsonValue &v)
{
    return v.isString() && QDateTime::fromString(v.toString(), Qt::ISODateWithMs).isValid();
}

// What hand and match documents share: format, version, match, game, origin, view, table,
// names, kinds, started.
QString checkCommon(const QJsonObject &d, const QString &format)
{
    if (d.value("format").toString() != format)
        return QStringLiteral("not a %1 document (\"format\" is not \"%1\")").arg(format);
    const QJsonValue version = d.value("version");
    if (!isWhole(version) || version.toInt() < 1)
        return QStringLiteral("\"version\" must be a whole number from 1");
    if (version.toInt() > kHandFormatVersion)
        return QStringLiteral("a newer version (%1) than this program reads (%2)").arg(version.toInt()).arg(kHandFormatVersion);
    if (!d.value("match").isString() || d.value("match").toString().isEmpty())
        return QStringLiteral("\"match\" must be the match's uid");
    if (!d.value("game").isString() || d.value("game").toString().isEmpty())
        return QStringLiteral("\"game\" must be a game's id");
    if (!kOrigins.contains(d.value("origin").toString()))
        return QStringLiteral("\"origin\" must be one of %1").arg(kOrigins.join(", "));
    const QJsonValue view = d.value("view");
    if (!isWhole(view) || view.toInt() < -1 || view.toInt() > 3)
        return QStringLiteral("\"view\" must be -1 or a seat 0-3");
    if (!d.value("table").isString())
        return QStringLiteral("\"table\" must be a string");
    for (const char *key : {"names", "kinds"})
        if (const QString why = checkStrings4(d, key); !why.isEmpty())
            return why;
    if (!isTime(d.value("started")))
        return QStringLiteral("\"started\" must be a time in ISO 8601");
    if (d.contains(QLatin1String("rules")) && !d.value("rules").isObject())
        return QStringLiteral("\"rules\" must be an object");
    return {};
}

QString normalTime(const QString &iso)
{
    return QDateTime::fromString(iso, Qt::ISODateWithMs).toUTC().toString(Qt::ISODateWithMs);
}

// The store's own times ("2026-12-02T10:00:00.000Z", normalTime) read without the general
// ISO parser: listing 10,000 matches parses 20,000 of them.
QDateTime storedTime(const QString &s)
{
    if (s.size() != 24 || s[10] != u'T' || s[23] != u'Z')
        return s.isEmpty() ? QDateTime() : QDateTime::fromString(s, Qt::ISODateWithMs);
    const auto num = [&s](int at, int n) {
        int v = 0;
        for (int i = at; i < at + n; ++i) {
            const int d = s[i].unicode() - u'0';
            if (d < 0 || d > 9)
                return -1;
            v = v * 10 + d;
        }
        return v;
    };
    return QDateTime(QDate(num(0, 4), num(5, 2), num(8, 2)), QTime(num(11, 2), num(14, 2), num(17, 2), num(20, 3)), Qt::UTC);
}

// "[1,-2,3,4]" as the store writes balances.
std::array<qint64, 4> storedMoney(const QByteArray &text)
{
    std::array<qint64, 4> out {};
    const QList<QByteArray> parts = text.mid(1, text.size() - 2).split(',');
    for (int i = 0; i < 4 && i < parts.size(); ++i)
        out[std::size_t(i)] = parts[i].trimmed().toLongLong();
    return out;
}

QString jsonText(const QJsonValue &v)
{
    return QString::fromUtf8(v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact)
                                         : QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
}

// A seat's name as kept: without the unit separator, which joins the names in matches().
QString seatName(QString name)
{
    return name.replace(QChar(31), u' ');
}

// --- writing: the same statements for the writer thread and for an import, inside a
// transaction the caller holds. Each returns "" or the error.

// The match's row id, created from `d` (a hand or a match document) when not kept yet.
QString ensureMatch(QSqlDatabase &db, const QJsonObject &d, qint64 *id, bool *created)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM matches WHERE uid = ?"));
    q.addBindValue(d.value("match").toString());
    if (QString e = exec(q); !e.isEmpty())
        return e;
    if (q.next()) {
        *id = q.value(0).toLongLong();
        *created = false;
        return {};
    }
    q.finish();
    QSqlQuery ins(db);
    ins.prepare(QStringLiteral("INSERT INTO matches(uid, game, origin, view, table_name, started) VALUES(?, ?, ?, ?, ?, ?)"));
    ins.addBindValue(d.value("match").toString());
    ins.addBindValue(d.value("game").toString());
    ins.addBindValue(d.value("origin").toString());
    ins.addBindValue(d.value("view").toInt());
    ins.addBindValue(d.value("table").toString());
    ins.addBindValue(normalTime(d.value("started").toString()));
    if (QString e = exec(ins); !e.isEmpty())
        return e;
    *id = ins.lastInsertId().toLongLong();
    *created = true;
    const QJsonArray names = d.value("names").toArray(), kinds = d.value("kinds").toArray();
    QSqlQuery seat(db);
    seat.prepare(QStringLiteral("INSERT INTO match_seats(match_id, seat, name, kind) VALUES(?, ?, ?, ?)"));
    for (int s = 0; s < 4; ++s) {
        seat.bindValue(0, *id);
        seat.bindValue(1, s);
        seat.bindValue(2, seatName(names.at(s).toString()));
        seat.bindValue(3, kinds.at(s).toString());
        if (QString e = exec(seat); !e.isEmpty())
            return e;
    }
    return {};
}

// A match's rules and their key as two values (NULL, NULL when unknown: a later document may
// know them).
void bindRules(QSqlQuery &q, const QJsonObject &rules)
{
    q.addBindValue(rules.isEmpty() ? QVariant() : QVariant(rulesText(rules)));
    q.addBindValue(rules.isEmpty() ? QVariant() : QVariant(rulesKey(rules)));
}

QString writeHand(QSqlDatabase &db, const QJsonObject &h)
{
    qint64 matchId = 0;
    bool created = false;
    if (QString e = ensureMatch(db, h, &matchId, &created); !e.isEmpty())
        return e;
    const int number = h.value("hand").toInt();
    // The last document given for a hand is the one kept (a hand is never half-kept).
    QSqlQuery del(db);
    del.prepare(QStringLiteral("DELETE FROM hands WHERE match_id = ? AND number = ?"));
    del.addBindValue(matchId);
    del.addBindValue(number);
    if (QString e = exec(del); !e.isEmpty())
        return e;
    QSqlQuery ins(db);
    ins.prepare(QStringLiteral("INSERT INTO hands(match_id, number, started, document) VALUES(?, ?, ?, ?)"));
    ins.addBindValue(matchId);
    ins.addBindValue(number);
    ins.addBindValue(normalTime(h.value("started").toString()));
    ins.addBindValue(qCompress(QJsonDocument(h).toJson(QJsonDocument::Compact)));
    if (QString e = exec(ins); !e.isEmpty())
        return e;
    const qint64 handId = ins.lastInsertId().toLongLong();
    const QJsonArray names = h.value("names").toArray(), results = h.value("results").toArray(),
                     facts = h.value("facts").toArray();
    QSqlQuery seat(db);
    seat.prepare(QStringLiteral("INSERT INTO hand_seats(hand_id, seat, name, result, facts) VALUES(?, ?, ?, ?, ?)"));
    for (int s = 0; s < 4; ++s) {
        seat.bindValue(0, handId);
        seat.bindValue(1, s);
        seat.bindValue(2, names.at(s).toString());
        seat.bindValue(3, qint64(results.at(s).toDouble()));
        seat.bindValue(4, s < facts.size() ? jsonText(facts.at(s)) : QStringLiteral("{}"));
        if (QString e = exec(seat); !e.isEmpty())
            return e;
    }
    QSqlQuery up(db);
    up.prepare(QStringLiteral("UPDATE matches SET hands = max(hands, ?), balances = ?, rules = coalesce(rules, ?), "
                              "rules_key = coalesce(rules_key, ?) WHERE id = ?"));
    up.addBindValue(number + 1);
    up.addBindValue(jsonText(h.value("balances")));
    bindRules(up, documentRules(h));
    up.addBindValue(matchId);
    return exec(up);
}

QString writeMatch(QSqlDatabase &db, const QJsonObject &m)
{
    qint64 matchId = 0;
    bool created = false;
    if (QString e = ensureMatch(db, m, &matchId, &created); !e.isEmpty())
        return e;
    QSqlQuery up(db);
    // A match resumed by a restarted host is recorded from its resume point under the same
    // uid: its earliest start and its most hands are the match's.
    up.prepare(QStringLiteral("UPDATE matches SET game = ?, origin = ?, view = ?, table_name = ?, started = min(started, ?), "
                              "ended = ?, hands = max(hands, ?), finished = ?, left_seat = ?, balances = ?, "
                              "rules = coalesce(rules, ?), rules_key = coalesce(rules_key, ?), ended_by = coalesce(?, '') WHERE id = ?"));
    up.addBindValue(m.value("game").toString());
    up.addBindValue(m.value("origin").toString());
    up.addBindValue(m.value("view").toInt());
    up.addBindValue(m.value("table").toString());
    up.addBindValue(normalTime(m.value("started").toString()));
    const QString ended = m.value("ended").toString();
    up.addBindValue(ended.isEmpty() ? QVariant() : QVariant(normalTime(ended)));
    up.addBindValue(m.value("hands").toInt());
    up.addBindValue(m.value("finished").toBool() ? 1 : 0);
    up.addBindValue(m.value("left").toInt());
    up.addBindValue(jsonText(m.value("balances")));
    bindRules(up, documentRules(m));
    up.addBindValue(m.value("endedBy").toString());
    up.addBindValue(matchId);
    if (QString e = exec(up); !e.isEmpty())
        return e;
    // The seats as the match ended (a computer may have taken a leaver's seat).
    const QJsonArray names = m.value("names").toArray(), kinds = m.value("kinds").toArray();
    QSqlQuery seat(db);
    seat.prepare(QStringLiteral("INSERT OR REPLACE INTO match_seats(match_id, seat, name, kind) VALUES(?, ?, ?, ?)"));
    for (int s = 0; s < 4; ++s) {
        seat.bindValue(0, matchId);
        seat.bindValue(1, s);
        seat.bindValue(2, seatName(names.at(s).toString()));
        seat.bindValue(3, kinds.at(s).toString());
        if (QString e = exec(seat); !e.isEmpty())
            return e;
    }
    return {};
}

// Migration 2: each match's rules from its first hand's document (a match kept without any
// hand has none: it stays NULL).
QString fillRules(QSqlDatabase &db)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT h.match_id, h.document FROM hands h "
                               "WHERE h.number = (SELECT min(number) FROM hands WHERE match_id = h.match_id)")))
        return sqlError(q);
    std::vector<std::pair<qint64, QJsonObject>> found;
    while (q.next())
        if (const QJsonObject rules = documentRules(QJsonDocument::fromJson(qUncompress(q.value(1).toByteArray())).object());
            !rules.isEmpty())
            found.emplace_back(q.value(0).toLongLong(), rules);
    q.finish();
    QSqlQuery up(db);
    up.prepare(QStringLiteral("UPDATE matches SET rules = ?, rules_key = ? WHERE id = ?"));
    for (const auto &[id, rules] : found) {
        up.bindValue(0, rulesText(rules));
        up.bindValue(1, rulesKey(rules));
        up.bindValue(2, id);
        if (QString e = exec(up); !e.isEmpty())
            return e;
    }
    return {};
}

// A review (review.h) of a kept hand, replacing the seat's earlier one. A hand that is not
// kept is no reason to try again: *missing says so, and nothing is written.
QString writeReview(QSqlDatabase &db, const QJsonObject &r, bool *missing)
{
    QSqlQuery find(db);
    find.prepare(QStringLiteral("SELECT h.id FROM hands h JOIN matches m ON m.id = h.match_id WHERE m.uid = ? AND h.number = ?"));
    find.addBindValue(r.value("match").toString());
    find.addBindValue(r.value("hand").toInt());
    if (QString e = exec(find); !e.isEmpty())
        return e;
    if (!find.next()) {
        *missing = true;
        return {};
    }
    const qint64 handId = find.value(0).toLongLong();
    find.finish();
    QSqlQuery ins(db);
    ins.prepare(QStringLiteral("INSERT OR REPLACE INTO reviews(hand_id, seat, engine, document) VALUES(?, ?, ?, ?)"));
    ins.addBindValue(handId);
    ins.addBindValue(r.value("seat").toInt());
    ins.addBindValue(r.value("engine").toString());
    ins.addBindValue(QString::fromUtf8(QJsonDocument(r).toJson(QJsonDocument::Compact)));
    return exec(ins);
}

// BEGIN IMMEDIATE takes the write lock at once, so a busy file waits (busy_timeout) there
// rather than failing half-way through a hand.
QString inTransaction(QSqlDatabase &db, const std::function<QString()> &work)
{
    if (QString e = exec(db, QStringLiteral("BEGIN IMMEDIATE")); !e.isEmpty())
        return e;
    QString e = work();
    if (e.isEmpty())
        e = exec(db, QStringLiteral("COMMIT"));
    if (!e.isEmpty())
        exec(db, QStringLiteral("ROLLBACK"));
    return e;
}

// --- opening a file: its state, and the schema brought up to date.
enum class FileState { Ready, PutAside, Failed };

// Opens `path` with connection `name` (left open on Ready), checks it and migrates it.
// `integrity`: run PRAGMA quick_check (it reads the whole file: the writer's thread, or a
// program without a window).
FileState prepareFile(const QString &path, const QString &name, QString *why, bool integrity = true)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    if (!db.open()) {
        *why = db.lastError().text().trimmed();
        return FileState::Failed;
    }
    setConnectionPragmas(db);
    // Damage shows as an error (SQLITE_NOTADB 26, SQLITE_CORRUPT 11) or as check lines.
    QSqlQuery q(db);
    const auto damaged = [&] {
        const QString code = q.lastError().nativeErrorCode();
        *why = QStringLiteral("the file is damaged (%1)").arg(sqlError(q));
        return code == "26" || code == "11" ? FileState::PutAside : FileState::Failed;
    };
    if (integrity) {
        if (!q.exec(QStringLiteral("PRAGMA quick_check")))
            return damaged();
        if (!q.next() || q.value(0).toString() != "ok") {
            *why = QStringLiteral("the file is damaged (%1)").arg(q.value(0).toString());
            return FileState::PutAside;
        }
        q.finish();
    }
    // Without the check, a file that is not a database fails here already.
    if (!q.exec(QStringLiteral("PRAGMA user_version")))
        return damaged();
    if (!q.next()) {
        *why = sqlError(q);
        return FileState::Failed;
    }
    const int version = q.value(0).toInt();
    q.finish();
    if (version > kSchemaVersion) {
        *why = QStringLiteral("it was written by a newer Qixing (records schema %1; this one reads up to %2)").arg(version).arg(kSchemaVersion);
        return FileState::PutAside;
    }
    if (version == 0) {
        if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next()) {
            *why = sqlError(q);
            return FileState::Failed;
        }
        if (q.value(0).toInt() > 0) {
            *why = QStringLiteral("it is a database of something else (no records schema)");
            return FileState::PutAside;
        }
        q.finish();
    }
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !q.next() || q.value(0).toString().toLower() != "wal") {
        *why = QStringLiteral("cannot use write-ahead logging: %1").arg(q.isActive() ? q.value(0).toString() : sqlError(q));
        return FileState::Failed;
    }
    q.finish();
    for (const Migration &m : migrations()) {
        if (m.version <= version)
            continue;
        const QString e = inTransaction(db, [&] {
            for (const QString &s : m.statements)
                if (QString err = exec(db, s); !err.isEmpty())
                    return err;
            if (m.fill)
                if (QString err = m.fill(db); !err.isEmpty())
                    return err;
            return exec(db, QStringLiteral("PRAGMA user_version = %1").arg(m.version));
        });
        if (!e.isEmpty()) {
            *why = QStringLiteral("cannot bring the records to schema %1: %2").arg(m.version).arg(e);
            return FileState::Failed;
        }
    }
    for (const auto &[table, columns] : expectedTables()) {
        QStringList have;
        if (!q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table))) {
            *why = sqlError(q);
            return FileState::Failed;
        }
        while (q.next())
            have.append(q.value(1).toString());
        for (const QString &c : columns)
            if (!have.contains(c)) {
                *why = QStringLiteral("its schema is not the records schema (%1.%2 is missing)").arg(table, c);
                return FileState::PutAside;
            }
    }
    return FileState::Ready;
}

void dropConnection(const QString &name)
{
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// Renames the file (and its write-ahead log) to path.damaged-YYYYMMDD-HHMMSS; "" on failure.
QString putAside(const QString &path)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside = path + QStringLiteral(".damaged-") + stamp;
    for (int n = 2; QFile::exists(aside); ++n)
        aside = path + QStringLiteral(".damaged-%1-%2").arg(stamp).arg(n);
    if (!QFile::rename(path, aside))
        return {};
    if (QFile::exists(path + "-wal"))
        QFile::rename(path + "-wal", aside + "-wal");
    QFile::remove(path + "-shm");
    return aside;
}

QAtomicInteger<quint64> connectionCounter;

} // namespace

QJsonObject documentRules(const QJsonObject &d)
{
    if (const QJsonValue r = d.value(QLatin1String("rules")); r.isObject())
        return r.toObject();
    if (const QJsonValue r = d.value(QLatin1String("start")).toObject().value(QLatin1String("settings")).toObject().value(QLatin1String("rules"));
        r.isObject())
        return r.toObject();
    if (const QJsonValue r = d.value(QLatin1String("settlement")).toObject().value(QLatin1String("rules")); r.isObject())
        return r.toObject();
    for (const QJsonValue &m : d.value(QLatin1String("messages")).toArray())
        if (const QJsonValue r = m.toObject().value(QLatin1String("m")).toObject().value(QLatin1String("rules")); r.isObject())
            return r.toObject();
    return {};
}

QString rulesText(const QJsonObject &rules)
{
    return rules.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(rules).toJson(QJsonDocument::Compact));
}

QString rulesKey(const QJsonObject &rules)
{
    if (rules.isEmpty())
        return {};
    return QString::fromLatin1(QCryptographicHash::hash(rulesText(rules).toUtf8(), QCryptographicHash::Sha256).toHex().left(12));
}

QString checkHandDocument(const QJsonObject &h)
{
    if (QString why = checkCommon(h, QStringLiteral("qixing-hand")); !why.isEmpty())
        return why;
    const QJsonValue hand = h.value("hand");
    if (!isWhole(hand) || hand.toInt() < 0)
        return QStringLiteral("\"hand\" must be a whole number from 0");
    if (!h.value("seconds").isDouble() || h.value("seconds").toDouble() < 0)
        return QStringLiteral("\"seconds\" must be a number from 0");
    const int view = h.value("view").toInt();
    if (view == -1) {
        if (!h.value("start").isObject())
            return QStringLiteral("a full record needs \"start\", the module's save after the deal");
        if (!h.value("decisions").isArray())
            return QStringLiteral("a full record needs \"decisions\"");
        int i = 0;
        for (const QJsonValue &d : h.value("decisions").toArray()) {
            const QJsonObject o = d.toObject();
            const QJsonValue seat = o.value("seat");
            if (!d.isObject() || !isWhole(seat) || seat.toInt() < 0 || seat.toInt() > 3 || !o.value("action").isObject()
                || !o.value("ms").isDouble() || !isWhole(o.value("options")))
                return QStringLiteral("decision %1 must be {\"seat\": 0-3, \"action\": {…}, \"ms\": n, \"options\": n}").arg(i);
            ++i;
        }
    } else {
        if (!h.value("messages").isArray())
            return QStringLiteral("a seat's record needs \"messages\"");
        int i = 0;
        for (const QJsonValue &m : h.value("messages").toArray()) {
            if (!m.isObject() || !m.toObject().value("t").isDouble() || !m.toObject().value("m").isObject())
                return QStringLiteral("message %1 must be {\"t\": ms, \"m\": {…}}").arg(i);
            ++i;
        }
    }
    if (!h.value("settlement").isObject())
        return QStringLiteral("\"settlement\" must be an object");
    for (const char *key : {"balances", "results"})
        if (QString why = checkWhole4(h, key); !why.isEmpty())
            return why;
    const QJsonValue facts = h.value("facts");
    if (!facts.isArray() || (facts.toArray().size() != 0 && facts.toArray().size() != 4))
        return QStringLiteral("\"facts\" must be an array of 4 objects, or empty");
    for (const QJsonValue &f : facts.toArray())
        if (!f.isObject())
            return QStringLiteral("\"facts\" must be an array of 4 objects, or empty");
    return {};
}

QString checkMatchDocument(const QJsonObject &m)
{
    if (QString why = checkCommon(m, QStringLiteral("qixing-match")); !why.isEmpty())
        return why;
    const QJsonValue ended = m.value("ended");
    if (!(ended.isString() && (ended.toString().isEmpty() || isTime(ended))) && !ended.isNull())
        return QStringLiteral("\"ended\" must be a time in ISO 8601 (or \"\" for a match not finished)");
    if (!isWhole(m.value("hands")) || m.value("hands").toInt() < 0)
        return QStringLiteral("\"hands\" must be a whole number from 0");
    if (!m.value("finished").isBool())
        return QStringLiteral("\"finished\" must be true or false");
    const QJsonValue left = m.value("left");
    if (!isWhole(left) || left.toInt() < -1 || left.toInt() > 3)
        return QStringLiteral("\"left\" must be -1 or a seat 0-3");
    if (const QJsonValue by = m.value("endedBy"); !by.isUndefined() && !(by.isString() && m.value("finished").toBool()))
        return QStringLiteral("\"endedBy\" must be a word, in a finished match only");
    return checkWhole4(m, QStringLiteral("balances"));
}

QString checkReviewDocument(const QJsonObject &r)
{
    if (r.value("format").toString() != QLatin1String("qixing-review"))
        return QStringLiteral("not a review document");
    if (!r.value("match").isString() || r.value("match").toString().isEmpty())
        return QStringLiteral("\"match\" must name the match");
    if (!isWhole(r.value("hand")) || r.value("hand").toInt() < 0)
        return QStringLiteral("\"hand\" must be a hand's number");
    if (!isWhole(r.value("seat")) || r.value("seat").toInt() < 0 || r.value("seat").toInt() > 3)
        return QStringLiteral("\"seat\" must be 0-3");
    if (!r.value("engine").isString() || !r.value("decisions").isArray())
        return QStringLiteral("a review needs \"engine\" and \"decisions\"");
    return {};
}

// The writer: lives on the store's thread, with its own connection. Only that thread touches
// its members after construction.
class RecordWriter : public QObject
{
public:
    RecordWriter(RecordStore *store, QString path) : store_(store), path_(std::move(path)) {}
    ~RecordWriter() override
    {
        if (!connection_.isEmpty())
            dropConnection(connection_);
    }

    struct Item
    {
        bool hand = true;
        QJsonObject document;
        bool review = false; // a review (review.h) of a kept hand
    };
    void add(Item item)
    {
        const QString why = item.review ? checkReviewDocument(item.document)
                            : item.hand ? checkHandDocument(item.document)
                                        : checkMatchDocument(item.document);
        if (!why.isEmpty()) { // a program's mistake, not the disk's: said, never retried
            emit store_->writeFailed(QStringLiteral("a %1 document was not kept: %2").arg(item.hand ? "hand" : "match", why));
            return;
        }
        pending_.push_back(std::move(item));
        if (pending_.size() > kMaxPending) {
            pending_.pop_front();
            emit store_->writeFailed(QStringLiteral("records cannot be written to %1: the oldest unwritten hand is lost").arg(path_));
        }
        drain();
    }

private:
    // Writes what is pending, oldest first; stops at the first failure (tried again next time).
    void drain()
    {
        while (!pending_.empty()) {
            const QString e = writeOne(pending_.front());
            if (!e.isEmpty()) {
                if (!failing_)
                    emit store_->writeFailed(QStringLiteral("records cannot be written to %1: %2").arg(QDir::toNativeSeparators(path_), e));
                failing_ = true;
                return;
            }
            failing_ = false;
            const Item done = std::move(pending_.front());
            pending_.pop_front();
            if (done.hand && !done.review)
                emit store_->handSaved(done.document.value("match").toString(), done.document.value("hand").toInt());
        }
    }

public:
    // Check::InBackground: the first thing on this thread. The file's integrity check, which
    // open() left out; a damaged file is put aside here and a fresh one started.
    void checkFile()
    {
        QString why;
        if (openConnection(&why) != FileState::PutAside)
            return; // ready, or failing: the next write says why
        const QString aside = putAside(path_);
        store_->generation_.ref(); // readers start afresh on the new file
        const QString where = QDir::toNativeSeparators(path_);
        if (aside.isEmpty()) {
            emit store_->movedAside(QStringLiteral("%1 cannot be used (%2) nor put aside").arg(where, why), QString());
            return;
        }
        emit store_->movedAside(QStringLiteral("%1 was put aside as %2: %3").arg(where, QDir::toNativeSeparators(aside), why), aside);
        openConnection(&why);
    }

private:
    // The writer's connection, opened (and the file checked and migrated) when there is none.
    FileState openConnection(QString *why)
    {
        // A file deleted (or its folder) under an open connection would swallow every write
        // unseen: start a fresh file where it was instead.
        if (!connection_.isEmpty() && !QFileInfo::exists(path_)) {
            dropConnection(connection_);
            connection_.clear();
        }
        if (!connection_.isEmpty())
            return FileState::Ready;
        const QString name = QStringLiteral("qixing-records-writer-%1").arg(++connectionCounter);
        if (!QFileInfo(path_).absoluteDir().exists()) {
            *why = QStringLiteral("its folder %1 does not exist").arg(QDir::toNativeSeparators(QFileInfo(path_).absolutePath()));
            return FileState::Failed;
        }
        const FileState state = prepareFile(path_, name, why);
        if (state != FileState::Ready) {
            dropConnection(name);
            return state;
        }
        connection_ = name;
        QSqlDatabase db = QSqlDatabase::database(connection_);
        // A committed hand survives the program's death (kill -9) in WAL with NORMAL; only
        // a power cut may lose the last ones, and no fsync per hand keeps writes cheap.
        exec(db, QStringLiteral("PRAGMA synchronous = NORMAL"));
        return FileState::Ready;
    }

    QString writeOne(const Item &item)
    {
        if (QString why; openConnection(&why) != FileState::Ready)
            return why;
        QSqlDatabase db = QSqlDatabase::database(connection_);
        if (item.review) {
            bool missing = false;
            const QString e = inTransaction(db, [&] { return writeReview(db, item.document, &missing); });
            if (missing) // a program's mistake, not the disk's: said, never retried
                emit store_->writeFailed(QStringLiteral("a review was not kept: its hand is not in the records"));
            return e;
        }
        return inTransaction(db, [&] { return item.hand ? writeHand(db, item.document) : writeMatch(db, item.document); });
    }

    RecordStore *store_;
    QString path_;
    QString connection_;
    std::deque<Item> pending_;
    bool failing_ = false;
};

RecordStore::RecordStore(QObject *parent) : QObject(parent) {}

RecordStore::~RecordStore()
{
    closeAll();
}

QString RecordStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/records.sqlite");
}

void RecordStore::closeAll()
{
    if (writer_) {
        // The writer finishes what is queued, then goes with its connection on its own thread.
        RecordWriter *w = writer_;
        QMetaObject::invokeMethod(w, [w] { delete w; }, Qt::BlockingQueuedConnection);
        writer_ = nullptr;
        thread_->quit();
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
    }
    QMutexLocker lock(&connectionsMutex_);
    for (const QString &name : std::as_const(connections_))
        dropConnection(name);
    connections_.clear();
}

RecordStore::Opened RecordStore::open(const QString &path, Check check)
{
    closeAll();
    Opened out;
    path_ = QFileInfo(path).absoluteFilePath();
    if (!QDir().mkpath(QFileInfo(path_).absolutePath())) {
        out.error = QStringLiteral("cannot create the folder %1").arg(QDir::toNativeSeparators(QFileInfo(path_).absolutePath()));
        return out;
    }
    const QString name = QStringLiteral("qixing-records-open-%1").arg(++connectionCounter);
    QString why;
    // In the background the writer checks the file's integrity first thing (checkFile); what
    // open() still does is cheap: the header, the version, a migration when one is due.
    const bool integrity = check == Check::Now;
    FileState state = prepareFile(path_, name, &why, integrity);
    if (state == FileState::PutAside) {
        dropConnection(name);
        out.movedAside = putAside(path_);
        if (out.movedAside.isEmpty()) {
            out.error = QStringLiteral("%1 cannot be used (%2) nor put aside").arg(QDir::toNativeSeparators(path_), why);
            return out;
        }
        out.error = QStringLiteral("%1 was put aside as %2: %3")
                        .arg(QDir::toNativeSeparators(path_), QDir::toNativeSeparators(out.movedAside), why);
        state = prepareFile(path_, name, &why, integrity);
    }
    if (state != FileState::Ready) {
        dropConnection(name);
        out.error = QStringLiteral("cannot open the records %1: %2").arg(QDir::toNativeSeparators(path_), why);
        return out;
    }
    dropConnection(name);
    thread_ = new QThread;
    thread_->setObjectName(QStringLiteral("records writer"));
    writer_ = new RecordWriter(this, path_);
    writer_->moveToThread(thread_);
    thread_->start();
    if (!integrity) {
        RecordWriter *w = writer_;
        QMetaObject::invokeMethod(w, [w] { w->checkFile(); }, Qt::QueuedConnection);
    }
    out.ok = true;
    return out;
}

namespace {
// Every write goes through the writer's own queue, on its thread.
void queue(RecordStore &store, RecordWriter *writer, RecordWriter::Item item)
{
    if (!writer) {
        emit store.writeFailed(QStringLiteral("the records store is not open"));
        return;
    }
    QMetaObject::invokeMethod(writer, [writer, item = std::move(item)] { writer->add(item); }, Qt::QueuedConnection);
}
} // namespace

void RecordStore::saveHand(const QJsonObject &handDocument)
{
    queue(*this, writer_, {true, handDocument});
}

void RecordStore::finishMatch(const QJsonObject &matchDocument)
{
    queue(*this, writer_, {false, matchDocument});
}

void RecordStore::saveReview(const QJsonObject &review)
{
    queue(*this, writer_, {false, review, true});
}

QJsonObject RecordStore::review(const QString &matchUid, int hand, int seat) const
{
    if (path_.isEmpty())
        return {};
    QSqlDatabase db = QSqlDatabase::database(connectionForThisThread());
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT r.document FROM reviews r JOIN hands h ON h.id = r.hand_id JOIN matches m ON m.id = h.match_id "
                             "WHERE m.uid = ? AND h.number = ? AND r.seat = ?"));
    q.addBindValue(matchUid);
    q.addBindValue(hand);
    q.addBindValue(seat);
    if (!q.exec() || !q.next())
        return {};
    return QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
}

void RecordStore::flush()
{
    if (writer_)
        QMetaObject::invokeMethod(writer_, [] {}, Qt::BlockingQueuedConnection); // after every queued write
}

QString RecordStore::connectionForThisThread() const
{
    const QString name = QStringLiteral("qixing-records-%1-%2-%3")
                             .arg(quintptr(this))
                             .arg(quintptr(QThread::currentThread()))
                             .arg(generation_.loadAcquire());
    if (QSqlDatabase::contains(name))
        return name;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path_);
    if (db.open())
        setConnectionPragmas(db);
    QMutexLocker lock(&connectionsMutex_);
    connections_.append(name);
    return name;
}

QList<RecordStore::MatchRow> RecordStore::matches(const Filter &f) const
{
    QList<MatchRow> out;
    if (path_.isEmpty())
        return out;
    QSqlDatabase db = QSqlDatabase::database(connectionForThisThread());
    QString where = QStringLiteral("1 = 1");
    QVariantList binds;
    if (!f.game.isEmpty()) {
        where += QStringLiteral(" AND game = ?");
        binds << f.game;
    }
    if (!f.player.isEmpty()) {
        where += QStringLiteral(" AND EXISTS(SELECT 1 FROM match_seats s WHERE s.match_id = matches.id AND s.name = ?)");
        binds << f.player;
    }
    if (!f.rulesKey.isEmpty()) {
        where += QStringLiteral(" AND rules_key = ?");
        binds << f.rulesKey;
    }
    // Dates are the player's (local); times are kept in UTC.
    if (f.from.isValid()) {
        where += QStringLiteral(" AND started >= ?");
        binds << f.from.startOfDay().toUTC().toString(Qt::ISODateWithMs);
    }
    if (f.to.isValid()) {
        where += QStringLiteral(" AND started < ?");
        binds << f.to.addDays(1).startOfDay().toUTC().toString(Qt::ISODateWithMs);
    }
    // One row a match: its seats' names joined by the unit separator (not in a name).
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT uid, game, origin, view, table_name, started, ended, hands, finished, balances, "
                             "(SELECT group_concat(name, char(31)) FROM (SELECT name FROM match_seats s "
                             "WHERE s.match_id = matches.id ORDER BY seat)), rules_key, ended_by FROM matches WHERE %1 "
                             "ORDER BY started DESC, id DESC LIMIT ?")
                  .arg(where));
    for (const QVariant &b : binds)
        q.addBindValue(b);
    q.addBindValue(f.limit < 0 ? -1 : f.limit);
    if (!q.exec())
        return out;
    while (q.next()) {
        MatchRow r;
        r.uid = q.value(0).toString();
        r.game = q.value(1).toString();
        r.origin = q.value(2).toString();
        r.view = q.value(3).toInt();
        r.table = q.value(4).toString();
        r.started = storedTime(q.value(5).toString());
        r.ended = storedTime(q.value(6).toString());
        r.hands = q.value(7).toInt();
        r.finished = q.value(8).toInt() != 0;
        r.balances = storedMoney(q.value(9).toByteArray());
        const QStringList names = q.value(10).toString().split(QChar(31));
        for (int s = 0; s < 4 && s < names.size(); ++s)
            r.names[std::size_t(s)] = names[s];
        r.rulesKey = q.value(11).toString();
        r.endedBy = q.value(12).toString();
        out.append(r);
    }
    return out;
}

QList<RecordStore::RulesRow> RecordStore::rulesKept(const QString &game) const
{
    QList<RulesRow> out;
    if (path_.isEmpty())
        return out;
    QSqlDatabase db = QSqlDatabase::database(connectionForThisThread());
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT game, rules_key, min(rules), count(*) AS n FROM matches WHERE rules_key IS NOT NULL %1 "
                             "GROUP BY game, rules_key ORDER BY n DESC, game, rules_key")
                  .arg(game.isEmpty() ? QString() : QStringLiteral("AND game = ?")));
    if (!game.isEmpty())
        q.addBindValue(game);
    if (!q.exec())
        return out;
    while (q.next())
        out.append(RulesRow {q.value(0).toString(), q.value(1).toString(),
                             QJsonDocument::fromJson(q.value(2).toString().toUtf8()).object(), q.value(3).toInt()});
    return out;
}

QList<QJsonObject> RecordStore::hands(const QString &matchUid) const
{
    QList<QJsonObject> out;
    if (path_.isEmpty())
        return out;
    QSqlDatabase db = QSqlDatabase::database(connectionForThisThread());
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT h.document FROM hands h JOIN matches m ON m.id = h.match_id WHERE m.uid = ? ORDER BY h.number"));
    q.addBindValue(matchUid);
    if (!q.exec())
        return out;
    while (q.next())
        out.append(QJsonDocument::fromJson(qUncompress(q.value(0).toByteArray())).object());
    return out;
}

QJsonObject RecordStore::matchDocument(const QString &matchUid) const
{
    if (path_.isEmpty())
        return {};
    QSqlDatabase db = QSqlDatabase::database(connectionForThisThread());
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, game, origin, view, table_name, started, ended, hands, finished, left_seat, balances, "
                             "rules, ended_by FROM matches WHERE uid = ?"));
    q.addBindValue(matchUid);
    if (!q.exec() || !q.next())
        return {};
    const qint64 id = q.value(0).toLongLong();
    QJsonObject m {{"format", "qixing-match"},
                   {"version", kHandFormatVersion},
                   {"match", matchUid},
                   {"game", q.value(1).toString()},
                   {"origin", q.value(2).toString()},
                   {"view", q.value(3).toInt()},
                   {"table", q.value(4).toString()},
                   {"started", q.value(5).toString()},
                   {"ended", q.value(6).isNull() ? QString() : q.value(6).toString()},
                   {"hands", q.value(7).toInt()},
                   {"finished", q.value(8).toInt() != 0},
                   {"left", q.value(9).toInt()},
                   {"balances", QJsonDocument::fromJson(q.value(10).toByteArray()).array()}};
    if (!q.value(11).isNull())
        m.insert("rules", QJsonDocument::fromJson(q.value(11).toString().toUtf8()).object());
    if (const QString by = q.value(12).toString(); !by.isEmpty())
        m.insert("endedBy", by);
    q.finish();
    QSqlQuery s(db);
    s.prepare(QStringLiteral("SELECT seat, name, kind FROM match_seats WHERE match_id = ? ORDER BY seat"));
    s.addBindValue(id);
    QJsonArray names {"", "", "", ""}, kinds {"", "", "", ""};
    if (s.exec())
        while (s.next())
            if (const int seat = s.value(0).toInt(); seat >= 0 && seat < 4) {
                names[seat] = s.value(1).toString();
                kinds[seat] = s.value(2).toString();
            }
    m.insert("names", names);
    m.insert("kinds", kinds);
    return m;
}

QByteArray RecordStore::exportMatch(const QString &matchUid) const
{
    const QJsonObject m = matchDocument(matchUid);
    if (m.isEmpty())
        return {};
    QByteArray out = QJsonDocument(m).toJson(QJsonDocument::Compact) + '\n';
    for (const QJsonObject &h : hands(matchUid))
        out += QJsonDocument(h).toJson(QJsonDocument::Compact) + '\n';
    return out;
}

QString RecordStore::importLines(const QByteArray &jsonLines, int *matchesAdded)
{
    if (matchesAdded)
        *matchesAdded = 0;
    if (path_.isEmpty())
        return QStringLiteral("the records store is not open");
    // Read and check everything first: nothing is written unless all of it can be.
    struct Group
    {
        QJsonObject match; // {} for bare hand documents
        QList<QJsonObject> hands;
    };
    QList<Group> groups;
    const QList<QByteArray> lines = jsonLines.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        const QString where = QStringLiteral("line %1: ").arg(i + 1);
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(lines[i], &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject())
            return where + QStringLiteral("not a JSON object (%1)").arg(err.error != QJsonParseError::NoError ? err.errorString() : "an array or a value");
        const QJsonObject o = doc.object();
        const QString format = o.value("format").toString();
        if (format == "qixing-match") {
            if (QString why = checkMatchDocument(o); !why.isEmpty())
                return where + why;
            groups.append(Group {o, {}});
        } else if (format == "qixing-hand") {
            if (QString why = checkHandDocument(o); !why.isEmpty())
                return where + why;
            // A hand belongs to the match document before it when it names that match.
            if (groups.isEmpty() || groups.last().match.isEmpty()
                || groups.last().match.value("match").toString() != o.value("match").toString())
                groups.append(Group {});
            Group &g = groups.last();
            if (!g.match.isEmpty() && g.match.value("game") != o.value("game"))
                return where + QStringLiteral("the hand's game is not its match's");
            g.hands.append(o);
        } else {
            return where + QStringLiteral("neither a hand (\"format\": \"qixing-hand\") nor a match (\"qixing-match\") document");
        }
    }
    if (groups.isEmpty())
        return QStringLiteral("nothing to import: no hand or match document");
    flush(); // what is queued is kept first, so that "already kept" sees it
    QSqlDatabase db = QSqlDatabase::database(connectionForThisThread());
    int added = 0;
    const QString e = inTransaction(db, [&]() -> QString {
        QSet<QString> seenMatches;
        QSet<QPair<QString, int>> seenHands;
        for (const Group &g : std::as_const(groups)) {
            const QString uid = (g.match.isEmpty() ? g.hands.first() : g.match).value("match").toString();
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT id FROM matches WHERE uid = ?"));
            q.addBindValue(uid);
            if (QString err = exec(q); !err.isEmpty())
                return err;
            const bool kept = q.next();
            q.finish();
            if (!g.match.isEmpty()) {
                if (kept || seenMatches.contains(uid))
                    return QStringLiteral("match %1 is already kept").arg(uid);
                seenMatches.insert(uid);
                ++added;
            } else if (!kept && !seenMatches.contains(uid)) {
                seenMatches.insert(uid);
                ++added;
            }
            for (const QJsonObject &h : g.hands) {
                const int number = h.value("hand").toInt();
                if (seenHands.contains({uid, number}))
                    return QStringLiteral("hand %1 of match %2 is given twice").arg(number).arg(uid);
                seenHands.insert({uid, number});
                if (kept) {
                    QSqlQuery k(db);
                    k.prepare(QStringLiteral("SELECT 1 FROM hands h JOIN matches m ON m.id = h.match_id WHERE m.uid = ? AND h.number = ?"));
                    k.addBindValue(uid);
                    k.addBindValue(number);
                    if (QString err = exec(k); !err.isEmpty())
                        return err;
                    if (k.next())
                        return QStringLiteral("hand %1 of match %2 is already kept").arg(number).arg(uid);
                }
                if (QString err = writeHand(db, h); !err.isEmpty())
                    return err;
            }
            // After its hands: the match's own balances (a leaver's penalty) are the last word.
            if (!g.match.isEmpty())
                if (QString err = writeMatch(db, g.match); !err.isEmpty())
                    return err;
        }
        return {};
    });
    if (!e.isEmpty())
        return QStringLiteral("nothing imported: %1").arg(e);
    if (matchesAdded)
        *matchesAdded = added;
    return {};
}

} // namespace qixing::records
