// SPDX-License-Identifier: GPL-3.0-or-later
// The records store (issue 29, docs/records.md): documents kept and read back, filters,
// export and import, a damaged or newer file put aside, failing writes said once and
// retried, writes off the calling thread, and a kill -9 that loses no committed hand.
// The hand documents are written here by hand, field by field as docs/records.md has them.

#include "records/record_store.h"
#include "records/statistics.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QUuid>

#include <cstdio>

using qixing::records::RecordStore;

namespace {

QJsonArray strings4(const QString &a, const QString &b, const QString &c, const QString &d) { return {a, b, c, d}; }

// A full record (view -1) of hand `n`, as HandRecordBuilder writes one.
QJsonObject fullHand(const QString &match, int n, const QString &started, const QString &game = "sevens")
{
    return QJsonObject {
        {"format", "qixing-hand"},
        {"version", 1},
        {"game", game},
        {"match", match},
        {"hand", n},
        {"origin", "desktop"},
        {"view", -1},
        {"table", ""},
        {"names", strings4("Ann", "Bo", "Cy", "Di")},
        {"kinds", strings4("person", "expert", "expert", "expert")},
        {"started", started},
        {"seconds", 93.4},
        {"start", QJsonObject {{"seed", 42}, {"hand", n}}},
        {"decisions", QJsonArray {QJsonObject {{"seat", 2}, {"action", QJsonObject {{"card", "7S"}}}, {"ms", 812}, {"options", 5}},
                                  QJsonObject {{"seat", 3}, {"action", QJsonObject {{"card", "8S"}}}, {"ms", 40}, {"options", 1}}}},
        {"settlement", QJsonObject {{"type", "settlement"}, {"hand", n}}},
        {"balances", QJsonArray {10 * (n + 1), -10 * (n + 1), 0, 0}},
        {"results", QJsonArray {10, -10, 0, 0}},
        {"facts", QJsonArray {QJsonObject {{"out", true}}, QJsonObject {{"out", false}}, QJsonObject {}, QJsonObject {}}},
    };
}

// A joined seat's record (view 2).
QJsonObject seatHand(const QString &match, int n, const QString &started)
{
    return QJsonObject {
        {"format", "qixing-hand"},
        {"version", 1},
        {"game", "mahjong"},
        {"match", match},
        {"hand", n},
        {"origin", "joined"},
        {"view", 2},
        {"table", "Table 1"},
        {"names", strings4("Eve", "Fay", "Ann", "Gus")},
        {"kinds", strings4("remote", "remote", "person", "remote")},
        {"started", started},
        {"seconds", 12.0},
        {"messages", QJsonArray {QJsonObject {{"t", 0}, {"m", QJsonObject {{"type", "state"}}}},
                                 QJsonObject {{"t", 1200}, {"m", QJsonObject {{"type", "settlement"}}}}}},
        {"settlement", QJsonObject {{"type", "settlement"}}},
        {"balances", QJsonArray {-5, 5, 20, -20}},
        {"results", QJsonArray {-5, 5, 20, -20}},
        {"facts", QJsonArray {}},
    };
}

QJsonObject matchDoc(const QString &match, int hands, const QString &started, const QString &ended)
{
    return QJsonObject {{"format", "qixing-match"},
                        {"version", 1},
                        {"match", match},
                        {"game", "sevens"},
                        {"origin", "desktop"},
                        {"view", -1},
                        {"table", ""},
                        {"names", strings4("Ann", "Bo", "Cy", "Di")},
                        {"kinds", strings4("person", "expert", "expert", "expert")},
                        {"started", started},
                        {"ended", ended},
                        {"hands", hands},
                        {"finished", true},
                        {"left", -1},
                        {"balances", QJsonArray {10 * hands, -10 * hands, 0, 0}}};
}

RecordStore::Filter by(const QString &game, const QString &player, QDate from, QDate to, int limit)
{
    RecordStore::Filter f;
    f.game = game;
    f.player = player;
    f.from = from;
    f.to = to;
    f.limit = limit;
    return f;
}

QString newUid() { return QUuid::createUuid().toString(QUuid::WithoutBraces); }

// Rules as a game's settings hold them (the values do not matter to the store).
const QJsonObject kRulesA {{"betUnit", 10}, {"coverPenalty", true}};
const QJsonObject kRulesB {{"betUnit", 20}, {"coverPenalty", true}};

// A full record whose "start" is a module's save with its settings' rules.
QJsonObject fullHandWithRules(const QString &match, int n, const QString &started, const QJsonObject &rules)
{
    QJsonObject h = fullHand(match, n, started);
    h.insert("start", QJsonObject {{"settings", QJsonObject {{"rules", rules}, {"seed", 42}, {"names", strings4("", "", "", "")}}}});
    return h;
}

// A file as schema version 1 made it (the v1 statements of record_store.cpp, as
// docs/records.md lists them), with one match of two hands written as v1 wrote them and one
// match that has no hand: the fixture of the migration to version 2.
void makeVersionOneFile(const QString &path, const QString &withHands, const QString &withoutHands, const QJsonObject &rules)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "v1");
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const char *sql :
             {"PRAGMA journal_mode = WAL",
              "CREATE TABLE matches(id INTEGER PRIMARY KEY, uid TEXT UNIQUE NOT NULL, game TEXT NOT NULL, origin TEXT NOT NULL, "
              "view INTEGER NOT NULL, table_name TEXT NOT NULL DEFAULT '', started TEXT NOT NULL, ended TEXT, "
              "hands INTEGER NOT NULL DEFAULT 0, finished INTEGER NOT NULL DEFAULT 0, left_seat INTEGER NOT NULL DEFAULT -1, "
              "balances TEXT NOT NULL DEFAULT '[0,0,0,0]')",
              "CREATE TABLE match_seats(match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE, seat INTEGER NOT NULL, "
              "name TEXT NOT NULL, kind TEXT NOT NULL, PRIMARY KEY(match_id, seat))",
              "CREATE TABLE hands(id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE, "
              "number INTEGER NOT NULL, started TEXT NOT NULL, document BLOB NOT NULL, UNIQUE(match_id, number))",
              "CREATE TABLE hand_seats(hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE, seat INTEGER NOT NULL, "
              "name TEXT NOT NULL, result INTEGER NOT NULL, facts TEXT NOT NULL DEFAULT '{}', PRIMARY KEY(hand_id, seat))",
              "CREATE TABLE reviews(hand_id INTEGER NOT NULL REFERENCES hands(id) ON DELETE CASCADE, seat INTEGER NOT NULL, "
              "engine TEXT NOT NULL, document TEXT NOT NULL, PRIMARY KEY(hand_id, seat))",
              "CREATE INDEX matches_started ON matches(started)", "CREATE INDEX matches_game ON matches(game)",
              "CREATE INDEX match_seats_name ON match_seats(name)", "CREATE INDEX hand_seats_name ON hand_seats(name)",
              "PRAGMA user_version = 1"})
            QVERIFY2(q.exec(QString::fromLatin1(sql)), sql);
        for (const QString &uid : {withHands, withoutHands}) {
            q.prepare("INSERT INTO matches(uid, game, origin, view, started, hands) VALUES(?, 'sevens', 'desktop', -1, ?, ?)");
            q.addBindValue(uid);
            q.addBindValue(uid == withHands ? "2026-11-01T20:00:00.000Z" : "2026-11-02T20:00:00.000Z");
            q.addBindValue(uid == withHands ? 2 : 0);
            QVERIFY(q.exec());
            const qint64 id = q.lastInsertId().toLongLong();
            for (int s = 0; s < 4; ++s)
                QVERIFY(q.exec(QStringLiteral("INSERT INTO match_seats VALUES(%1, %2, 'P%2', 'person')").arg(id).arg(s)));
            if (uid != withHands)
                continue;
            for (int n = 0; n < 2; ++n) {
                q.prepare("INSERT INTO hands(match_id, number, started, document) VALUES(?, ?, ?, ?)");
                q.addBindValue(id);
                q.addBindValue(n);
                q.addBindValue("2026-11-01T20:00:00.000Z");
                q.addBindValue(qCompress(
                    QJsonDocument(fullHandWithRules(uid, n, "2026-11-01T20:00:00.000Z", rules)).toJson(QJsonDocument::Compact)));
                QVERIFY(q.exec());
            }
        }
    }
    QSqlDatabase::removeDatabase("v1");
}

// A file whose header reads well but whose pages do not: PRAGMA quick_check finds it, a
// glance at the header does not.
void damageInside(const QString &path)
{
    {
        RecordStore store;
        QVERIFY(store.open(path).ok);
        for (int n = 0; n < 60; ++n)
            store.saveHand(fullHand(newUid(), 0, "2026-12-02T10:00:00.000Z"));
    } // closed: the write-ahead log is checkpointed into the file
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY2(f.size() > 16 * 4096, qPrintable(QString::number(f.size())));
    for (qint64 page = 6; page < f.size() / 4096 - 1; page += 3) {
        QVERIFY(f.seek(page * 4096));
        f.write(QByteArray(4096, '\x5a'));
    }
}

// The child of killNineLosesNoCommittedHand: keeps hands one by one and says each once it
// is committed, until it is killed.
int writeHandsUntilKilled(const QString &path)
{
    RecordStore store;
    if (!store.open(path).ok)
        return 3;
    const QString uid = newUid();
    for (int n = 0; n < 100000; ++n) {
        store.saveHand(fullHand(uid, n, "2026-12-02T10:00:00.000Z"));
        store.flush();
        std::printf("kept %d\n", n);
        std::fflush(stdout);
    }
    return 0;
}

} // namespace

class TestRecordStore : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("records.sqlite");
        const QString a = newUid(), b = newUid();
        QList<QJsonObject> handsA;
        {
            RecordStore store;
            const RecordStore::Opened o = store.open(path);
            QVERIFY2(o.ok, qPrintable(o.error));
            QVERIFY(o.movedAside.isEmpty());
            QSignalSpy failed(&store, &RecordStore::writeFailed);
            for (int n = 0; n < 3; ++n) {
                handsA.append(fullHand(a, n, QStringLiteral("2026-11-30T20:0%1:00.000Z").arg(n)));
                store.saveHand(handsA.last());
            }
            store.finishMatch(matchDoc(a, 3, "2026-11-30T20:00:00.000Z", "2026-11-30T20:30:00.000Z"));
            store.saveHand(seatHand(b, 0, "2026-12-02T10:00:00.000Z")); // a match with no match document yet
            store.flush();
            QCOMPARE(failed.count(), 0);
        }
        // Reopened: everything is there.
        RecordStore store;
        QVERIFY(store.open(path).ok);
        const QList<RecordStore::MatchRow> all = store.matches();
        QCOMPARE(all.size(), 2);
        QCOMPARE(all[0].uid, b); // newest first
        QCOMPARE(all[0].game, "mahjong");
        QCOMPARE(all[0].origin, "joined");
        QCOMPARE(all[0].view, 2);
        QCOMPARE(all[0].table, "Table 1");
        QCOMPARE(all[0].hands, 1);
        QVERIFY(!all[0].finished);
        QVERIFY(!all[0].ended.isValid());
        QCOMPARE(all[0].names[2], "Ann");
        QCOMPARE(all[0].balances[3], -20);
        QCOMPARE(all[1].uid, a);
        QCOMPARE(all[1].hands, 3);
        QVERIFY(all[1].finished);
        QCOMPARE(all[1].started, QDateTime::fromString("2026-11-30T20:00:00.000Z", Qt::ISODateWithMs));
        QCOMPARE(all[1].ended, QDateTime::fromString("2026-11-30T20:30:00.000Z", Qt::ISODateWithMs));
        QCOMPARE(all[1].names, (std::array<QString, 4> {"Ann", "Bo", "Cy", "Di"}));
        QCOMPARE(all[1].balances[0], 30);

        // Filters.
        QCOMPARE(store.matches(by(QStringLiteral("sevens"), {}, {}, {}, -1)).size(), 1);
        QCOMPARE(store.matches(by(QStringLiteral("go"), {}, {}, {}, -1)).size(), 0);
        QCOMPARE(store.matches(by({}, QStringLiteral("Eve"), {}, {}, -1)).size(), 1);
        QCOMPARE(store.matches(by({}, QStringLiteral("Ann"), {}, {}, -1)).size(), 2);
        QCOMPARE(store.matches(by({}, QStringLiteral("An"), {}, {}, -1)).size(), 0);
        const QDate dayB = QDateTime::fromString("2026-12-02T10:00:00.000Z", Qt::ISODateWithMs).toLocalTime().date();
        QCOMPARE(store.matches(by({}, {}, dayB, {}, -1)).size(), 1);
        QCOMPARE(store.matches(by({}, {}, dayB, {}, -1)).first().uid, b);
        QCOMPARE(store.matches(by({}, {}, {}, dayB.addDays(-1), -1)).size(), 1);
        QCOMPARE(store.matches(by({}, {}, dayB, dayB, -1)).size(), 1);
        QCOMPARE(store.matches(by({}, {}, {}, {}, 1)).size(), 1);
        QCOMPARE(store.matches(by({}, {}, {}, {}, 1)).first().uid, b);
        QCOMPARE(store.matches(by(QStringLiteral("sevens"), QStringLiteral("Eve"), {}, {}, -1)).size(), 0);

        // Documents back as written.
        QCOMPARE(store.hands(a), handsA);
        QCOMPARE(store.hands(b), QList<QJsonObject> {seatHand(b, 0, "2026-12-02T10:00:00.000Z")});
        QCOMPARE(store.matchDocument(a), matchDoc(a, 3, "2026-11-30T20:00:00.000Z", "2026-11-30T20:30:00.000Z"));
        QVERIFY(store.matchDocument(newUid()).isEmpty());
        QVERIFY(store.exportMatch(newUid()).isEmpty());

        // Export: the match document, then its hands, one per line.
        const QByteArray exported = store.exportMatch(a);
        QList<QByteArray> lines = exported.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object(), store.matchDocument(a));
        QCOMPARE(QJsonDocument::fromJson(lines[2]).object(), handsA[1]);

        // Import into another store: the same match, hands and row.
        QTemporaryDir dir2;
        RecordStore other;
        QVERIFY(other.open(dir2.filePath("r.sqlite")).ok);
        int added = -1;
        QCOMPARE(other.importLines(exported, &added), QString());
        QCOMPARE(added, 1);
        QCOMPARE(other.hands(a), handsA);
        QCOMPARE(other.matchDocument(a), store.matchDocument(a));
        QCOMPARE(other.matches().size(), 1);
        QCOMPARE(other.matches().first().balances, all[1].balances);
        // A bare hand of another match makes its match.
        QCOMPARE(other.importLines(QJsonDocument(seatHand(b, 0, "2026-12-02T10:00:00.000Z")).toJson(QJsonDocument::Compact), &added),
                 QString());
        QCOMPARE(added, 1);
        QCOMPARE(other.matches().size(), 2);

        // Refused, and nothing half-imported: a match already kept, a newer version, a
        // malformed hand after a good match.
        QString why = other.importLines(exported, &added);
        QVERIFY2(why.contains("already kept"), qPrintable(why));
        QCOMPARE(added, 0);
        why = other.importLines(QJsonDocument(seatHand(b, 0, "2026-12-02T10:00:00.000Z")).toJson(QJsonDocument::Compact), &added);
        QVERIFY2(why.contains("already kept"), qPrintable(why));

        const QString c = newUid();
        QByteArray good = QJsonDocument(matchDoc(c, 1, "2026-12-01T10:00:00.000Z", "2026-12-01T10:10:00.000Z")).toJson(QJsonDocument::Compact)
                        + "\n" + QJsonDocument(fullHand(c, 0, "2026-12-01T10:00:00.000Z")).toJson(QJsonDocument::Compact) + "\n";
        QJsonObject newer = fullHand(c, 1, "2026-12-01T10:05:00.000Z");
        newer["version"] = 2;
        why = other.importLines(good + QJsonDocument(newer).toJson(QJsonDocument::Compact), &added);
        QVERIFY2(why.contains("line 3") && why.contains("newer"), qPrintable(why));
        QJsonObject noSeat = fullHand(c, 1, "2026-12-01T10:05:00.000Z");
        QJsonArray decisions = noSeat["decisions"].toArray();
        QJsonObject d = decisions[1].toObject();
        d.remove("seat");
        decisions[1] = d;
        noSeat["decisions"] = decisions;
        why = other.importLines(good + QJsonDocument(noSeat).toJson(QJsonDocument::Compact), &added);
        QVERIFY2(why.contains("line 3") && why.contains("decision 1"), qPrintable(why));
        QJsonObject shortNames = fullHand(c, 1, "2026-12-01T10:05:00.000Z");
        shortNames["names"] = QJsonArray {"a", "b", "c"};
        why = other.importLines(good + QJsonDocument(shortNames).toJson(QJsonDocument::Compact), &added);
        QVERIFY2(why.contains("\"names\""), qPrintable(why));
        why = other.importLines(good + "{not json\n", &added);
        QVERIFY2(why.contains("line 3"), qPrintable(why));
        // The same match twice in one file: refused whole, in the one transaction.
        why = other.importLines(good + good, &added);
        QVERIFY2(why.contains("already kept"), qPrintable(why));
        QCOMPARE(other.matches().size(), 2);
        QVERIFY(other.hands(c).isEmpty());
        QVERIFY(other.importLines("", &added).contains("nothing to import"));
        // And the good part alone goes in.
        QCOMPARE(other.importLines(good, &added), QString());
        QCOMPARE(other.matches().size(), 3);
    }

    // The writer checks what it is given: a malformed document is said, never kept.
    void malformedDocumentIsSaid()
    {
        QTemporaryDir dir;
        RecordStore store;
        QVERIFY(store.open(dir.filePath("records.sqlite")).ok);
        QSignalSpy failed(&store, &RecordStore::writeFailed);
        QJsonObject h = fullHand(newUid(), 0, "2026-12-02T10:00:00.000Z");
        h.remove("settlement");
        store.saveHand(h);
        store.flush();
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.first().first().toString().contains("settlement"), qPrintable(failed.first().first().toString()));
        QVERIFY(store.matches().isEmpty());
    }

    void writesOffTheCallingThread()
    {
        QTemporaryDir dir;
        RecordStore store;
        QVERIFY(store.open(dir.filePath("records.sqlite")).ok);
        QList<QThread *> writers;
        connect(&store, &RecordStore::handSaved, this, [&](const QString &, int) { writers.append(QThread::currentThread()); },
                Qt::DirectConnection);
        const QString uid = newUid();
        for (int n = 0; n < 3; ++n)
            store.saveHand(fullHand(uid, n, "2026-12-02T10:00:00.000Z"));
        store.flush();
        QCOMPARE(writers.size(), 3);
        for (QThread *t : writers) {
            QVERIFY(t != QThread::currentThread());
            QCOMPARE(t, writers.first());
        }
        QCOMPARE(store.hands(uid).size(), 3);
    }

    void damagedFileIsPutAside_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("not a database") << "garbage";
        QTest::newRow("header overwritten") << "header";
        QTest::newRow("another schema") << "schema";
        QTest::newRow("newer version") << "newer";
    }
    void damagedFileIsPutAside()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString path = dir.filePath("records.sqlite");
        if (kind == "garbage") {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(8192, 'x'));
        } else if (kind == "header" || kind == "newer") {
            {
                RecordStore store;
                QVERIFY(store.open(path).ok);
                store.saveHand(fullHand(newUid(), 0, "2026-12-02T10:00:00.000Z"));
            }
            if (kind == "header") {
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadWrite));
                f.write(QByteArray(100, '\x55'));
            } else {
                {
                    QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "newer");
                    db.setDatabaseName(path);
                    QVERIFY(db.open());
                    QVERIFY(QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = %1").arg(qixing::records::kSchemaVersion + 1)));
                }
                QSqlDatabase::removeDatabase("newer");
            }
        } else {
            {
                QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "other");
                db.setDatabaseName(path);
                QVERIFY(db.open());
                QVERIFY(QSqlQuery(db).exec("CREATE TABLE recipes(name TEXT)"));
            }
            QSqlDatabase::removeDatabase("other");
        }
        QFile original(path);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray before = original.readAll();
        original.close();

        RecordStore store;
        const RecordStore::Opened o = store.open(path);
        QVERIFY2(o.ok, qPrintable(o.error));
        QVERIFY(!o.movedAside.isEmpty());
        QVERIFY2(QFileInfo(o.movedAside).fileName().startsWith("records.sqlite.damaged-"), qPrintable(o.movedAside));
        QVERIFY2(o.error.contains(QFileInfo(o.movedAside).fileName()), qPrintable(o.error));
        if (kind == "newer")
            QVERIFY2(o.error.contains("newer"), qPrintable(o.error));
        QFile aside(o.movedAside);
        QVERIFY(aside.open(QIODevice::ReadOnly));
        if (kind != "newer") // the newer one's write-ahead log went with it
            QCOMPARE(aside.readAll(), before);
        // A fresh store where it was.
        QVERIFY(store.matches().isEmpty());
        const QString uid = newUid();
        store.saveHand(fullHand(uid, 0, "2026-12-02T10:00:00.000Z"));
        store.flush();
        QCOMPARE(store.hands(uid).size(), 1);
        // And it opens as it is the next time.
        RecordStore again;
        const RecordStore::Opened o2 = again.open(path);
        QVERIFY(o2.ok && o2.movedAside.isEmpty() && o2.error.isEmpty());
    }

    // The file deleted with its folder under a running store: the write fails once (said
    // once), the next tries again, and with the folder back nothing that was given is lost.
    void vanishedFolderIsSaidOnceAndRetried()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath("data");
        const QString path = folder + "/records.sqlite";
        RecordStore store;
        QVERIFY(store.open(path).ok);
        QSignalSpy failed(&store, &RecordStore::writeFailed);
        const QString uid = newUid();
        store.saveHand(fullHand(uid, 0, "2026-12-02T10:00:00.000Z"));
        store.flush();
        QCOMPARE(failed.count(), 0);
        QVERIFY(QDir(folder).removeRecursively());
        store.saveHand(fullHand(uid, 1, "2026-12-02T10:01:00.000Z"));
        store.flush();
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.first().first().toString().contains("does not exist"), qPrintable(failed.first().first().toString()));
        store.saveHand(fullHand(uid, 2, "2026-12-02T10:02:00.000Z"));
        store.flush();
        QCOMPARE(failed.count(), 1); // one failure run, one message
        QVERIFY(QDir().mkpath(folder));
        store.saveHand(fullHand(uid, 3, "2026-12-02T10:03:00.000Z"));
        store.flush();
        QCOMPARE(failed.count(), 1);
        QList<int> kept;
        for (const QJsonObject &h : store.hands(uid))
            kept.append(h["hand"].toInt());
        QCOMPARE(kept, (QList<int> {1, 2, 3})); // hand 0 went with the deleted file
        // A new run of failures is said again.
        QVERIFY(QDir(folder).removeRecursively());
        store.saveHand(fullHand(uid, 4, "2026-12-02T10:04:00.000Z"));
        store.flush();
        QCOMPARE(failed.count(), 2);
    }

    // Another connection holds the write lock longer than the writer waits (what a full or
    // read-only disk does to a write as well): said, no earlier hand lost, kept once free.
    void lockedFileIsSaidAndRetried()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("records.sqlite");
        RecordStore store;
        QVERIFY(store.open(path).ok);
        QSignalSpy failed(&store, &RecordStore::writeFailed);
        const QString uid = newUid();
        store.saveHand(fullHand(uid, 0, "2026-12-02T10:00:00.000Z"));
        store.flush();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "locker");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec("BEGIN IMMEDIATE"));
            store.saveHand(fullHand(uid, 1, "2026-12-02T10:01:00.000Z"));
            store.flush();
            QCOMPARE(failed.count(), 1);
            QVERIFY2(failed.first().first().toString().contains("locked"), qPrintable(failed.first().first().toString()));
            QCOMPARE(store.hands(uid).size(), 1);
            QVERIFY(QSqlQuery(db).exec("ROLLBACK"));
        }
        QSqlDatabase::removeDatabase("locker");
        store.saveHand(fullHand(uid, 2, "2026-12-02T10:02:00.000Z"));
        store.flush();
        QCOMPARE(failed.count(), 1);
        QCOMPARE(store.hands(uid).size(), 3);
    }

    // A process keeping hands is killed (SIGKILL): the reopened store holds every hand it had
    // said was kept, and is not put aside.
    void killNineLosesNoCommittedHand()
    {
#ifndef Q_OS_UNIX
        QSKIP("kill -9 is a Unix test");
#endif
        QTemporaryDir dir;
        const QString path = dir.filePath("records.sqlite");
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {"--write-hands-until-killed", path});
        QVERIFY(child.waitForStarted());
        int lastKept = -1;
        QByteArray out;
        QElapsedTimer t;
        t.start();
        while (lastKept < 40 && t.elapsed() < 30000) {
            child.waitForReadyRead(1000);
            out += child.readAllStandardOutput();
            const QList<QByteArray> lines = out.split('\n');
            for (int i = lines.size() - 2; i >= 0; --i)
                if (lines[i].startsWith("kept ")) {
                    lastKept = lines[i].mid(5).toInt();
                    break;
                }
        }
        QVERIFY2(lastKept >= 40, qPrintable(QString::fromUtf8(child.readAllStandardError())));
        child.kill(); // SIGKILL, mid-write most likely
        QVERIFY(child.waitForFinished(10000));
        RecordStore store;
        const RecordStore::Opened o = store.open(path);
        QVERIFY2(o.ok && o.movedAside.isEmpty(), qPrintable(o.error));
        QCOMPARE(store.matches().size(), 1);
        const int kept = int(store.hands(store.matches().first().uid).size());
        QVERIFY2(kept >= lastKept + 1, qPrintable(QString("said %1, found %2").arg(lastKept + 1).arg(kept)));
        QCOMPARE(store.matches().first().hands, kept);
    }

    // Schema 2: each match's rules (documentRules) and their key, from whichever of its
    // documents holds them; listed, filtered, counted, exported and imported with them.
    void rulesOfEachMatch()
    {
        using namespace qixing::records;
        QCOMPARE(rulesKey(QJsonObject()), QString());
        QCOMPARE(rulesKey(kRulesA).size(), 12);
        QVERIFY(rulesKey(kRulesA) != rulesKey(kRulesB));
        // Canonical: the same rules in another key order are the same key.
        QCOMPARE(rulesText(QJsonDocument::fromJson(R"({"coverPenalty":true,"betUnit":10})").object()),
                 QStringLiteral(R"({"betUnit":10,"coverPenalty":true})"));
        QCOMPARE(rulesKey(QJsonDocument::fromJson(R"({"coverPenalty":true,"betUnit":10})").object()), rulesKey(kRulesA));

        QTemporaryDir dir;
        RecordStore store;
        QVERIFY(store.open(dir.filePath("records.sqlite")).ok);
        QSignalSpy failed(&store, &RecordStore::writeFailed);
        const QString full = newUid(), joined = newUid(), told = newUid(), bare = newUid(), none = newUid();
        store.saveHand(fullHandWithRules(full, 0, "2026-12-01T10:00:00.000Z", kRulesA));
        // A joined seat's record: the table's rules as its TableInfo showed them.
        QJsonObject j = seatHand(joined, 0, "2026-12-01T11:00:00.000Z");
        j.insert("rules", kRulesB);
        store.saveHand(j);
        // An older joined record: the rules its state message held.
        QJsonObject t = seatHand(told, 0, "2026-12-01T12:00:00.000Z");
        t.insert("messages", QJsonArray {QJsonObject {{"t", 0}, {"m", QJsonObject {{"type", "state"}, {"rules", kRulesA}}}}});
        store.saveHand(t);
        store.saveHand(fullHand(bare, 0, "2026-12-01T13:00:00.000Z")); // holds no rules
        store.finishMatch(matchDoc(none, 0, "2026-12-01T14:00:00.000Z", "2026-12-01T14:01:00.000Z"));
        QJsonObject wrong = fullHand(newUid(), 0, "2026-12-01T15:00:00.000Z");
        wrong.insert("rules", "betUnit 10");
        QVERIFY(checkHandDocument(wrong).contains("rules"));
        store.flush();
        QCOMPARE(failed.count(), 0);

        QHash<QString, QString> keyOf;
        for (const RecordStore::MatchRow &r : store.matches())
            keyOf.insert(r.uid, r.rulesKey);
        QCOMPARE(keyOf.value(full), rulesKey(kRulesA));
        QCOMPARE(keyOf.value(joined), rulesKey(kRulesB));
        QCOMPARE(keyOf.value(told), rulesKey(kRulesA));
        QCOMPARE(keyOf.value(bare), QString());
        QCOMPARE(keyOf.value(none), QString());
        RecordStore::Filter f;
        f.rulesKey = rulesKey(kRulesA);
        QStringList uids;
        for (const RecordStore::MatchRow &r : store.matches(f))
            uids << r.uid;
        QCOMPARE(uids, (QStringList {told, full})); // newest first
        f.game = "mahjong";
        QCOMPARE(store.matches(f).size(), 1);

        const QList<RecordStore::RulesRow> kept = store.rulesKept();
        QCOMPARE(kept.size(), 3); // A in sevens and in mahjong, B in mahjong
        QCOMPARE(store.rulesKept("sevens").size(), 1);
        QCOMPARE(store.rulesKept("sevens").first().rules, kRulesA);
        QCOMPARE(store.rulesKept("sevens").first().matches, 1);

        // The rules go with an exported match (in its match document) and come back.
        const QByteArray lines = store.exportMatch(joined);
        QCOMPARE(QJsonDocument::fromJson(lines.split('\n').first()).object().value("rules").toObject(), kRulesB);
        RecordStore other;
        QVERIFY(other.open(dir.filePath("other.sqlite")).ok);
        int added = 0;
        QCOMPARE(other.importLines(lines, &added), QString());
        QCOMPARE(other.matches().first().rulesKey, rulesKey(kRulesB));
        const QStringList statsKeys {store.statsRows("sevens").first().rulesKey};
        QCOMPARE(statsKeys, QStringList {rulesKey(kRulesA)});
    }

    // A file of schema version 1 opened by this build is brought to version 2: its matches
    // get their rules from the documents kept.
    void versionOneFileIsMigrated()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("records.sqlite");
        const QString a = newUid(), b = newUid();
        makeVersionOneFile(path, a, b, kRulesA);
        if (QTest::currentTestFailed())
            return;
        RecordStore store;
        const RecordStore::Opened o = store.open(path);
        QVERIFY2(o.ok && o.movedAside.isEmpty(), qPrintable(o.error));
        QHash<QString, RecordStore::MatchRow> rows;
        for (const RecordStore::MatchRow &r : store.matches())
            rows.insert(r.uid, r);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.value(a).rulesKey, qixing::records::rulesKey(kRulesA));
        QCOMPARE(rows.value(a).hands, 2);
        QCOMPARE(rows.value(b).rulesKey, QString()); // no hand, no rules
        QCOMPARE(store.hands(a).size(), 2);
        QCOMPARE(store.matchDocument(a).value("rules").toObject(), kRulesA);
        // The version and the index are there, and new hands find their match's rules kept.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "look");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec("PRAGMA user_version") && q.next());
            QCOMPARE(q.value(0).toInt(), qixing::records::kSchemaVersion);
            QVERIFY(q.exec("SELECT count(*) FROM sqlite_master WHERE name = 'matches_rules_key'") && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
        }
        QSqlDatabase::removeDatabase("look");
        store.saveHand(fullHandWithRules(b, 0, "2026-11-02T20:00:00.000Z", kRulesB));
        store.flush();
        for (const RecordStore::MatchRow &r : store.matches())
            if (r.uid == b)
                QCOMPARE(r.rulesKey, qixing::records::rulesKey(kRulesB));
    }

    // The window opens its store with the integrity check on the writer's thread: open()
    // returns at once without reading the whole file; a file found damaged there is put aside
    // as on opening (movedAside, worded as Opened::error) and the store goes on with a fresh one.
    void integrityCheckedOnTheWriterThread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("records.sqlite");
        damageInside(path);
        if (QTest::currentTestFailed())
            return;
        {
            // Checked on opening, the same file is put aside at once (the CLI, the server).
            const QString copy = dir.filePath("copy.sqlite");
            QVERIFY(QFile::copy(path, copy));
            RecordStore now;
            const RecordStore::Opened o = now.open(copy);
            QVERIFY2(o.ok && !o.movedAside.isEmpty(), qPrintable(o.error));
        }
        RecordStore store;
        QThread *caller = QThread::currentThread();
        QThread *checkedOn = nullptr;
        QString error, movedTo;
        connect(&store, &RecordStore::movedAside, &store, [&](const QString &e, const QString &m) {
            checkedOn = QThread::currentThread();
            error = e;
            movedTo = m;
        }, Qt::DirectConnection);
        const RecordStore::Opened o = store.open(path, RecordStore::Check::InBackground);
        QVERIFY2(o.ok, qPrintable(o.error));
        QVERIFY(o.movedAside.isEmpty());
        store.flush(); // the check runs first on the writer's thread
        QVERIFY(checkedOn && checkedOn != caller);
        QVERIFY2(QFileInfo(movedTo).fileName().startsWith("records.sqlite.damaged-"), qPrintable(movedTo));
        QVERIFY2(error.contains("was put aside as") && error.contains(QFileInfo(movedTo).fileName()) && error.contains("damaged"),
                 qPrintable(error));
        // Readers and the writer both use the fresh file now.
        QVERIFY(store.matches().isEmpty());
        const QString uid = newUid();
        store.saveHand(fullHand(uid, 0, "2026-12-02T10:00:00.000Z"));
        store.flush();
        QCOMPARE(store.hands(uid).size(), 1);
        QCOMPARE(store.matches().size(), 1);
        // A sound file opened the same way is not put aside.
        RecordStore again;
        QSignalSpy aside(&again, &RecordStore::movedAside);
        store.flush();
        QVERIFY(again.open(dir.filePath("sound.sqlite"), RecordStore::Check::InBackground).ok);
        again.flush();
        QCOMPARE(aside.count(), 0);
    }

    void notOpen()
    {
        RecordStore store;
        QSignalSpy failed(&store, &RecordStore::writeFailed);
        store.saveHand(fullHand(newUid(), 0, "2026-12-02T10:00:00.000Z"));
        QCOMPARE(failed.count(), 1);
        QVERIFY(store.matches().isEmpty());
        int added = -1;
        QVERIFY(!store.importLines("{}", &added).isEmpty());
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && QByteArray(argv[1]) == "--write-hands-until-killed")
        return writeHandsUntilKilled(QString::fromLocal8Bit(argv[2]));
    TestRecordStore t;
    return QTest::qExec(&t, argc, argv);
}

#include "test_record_store.moc"
