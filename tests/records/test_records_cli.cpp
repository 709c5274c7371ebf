// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli records list|export|import, <game> play --records and qixing-server --records
// end to end: what is kept replays (HandReplay::verify), filters, export and import, and
// one-line errors with exit status 2.

#include "records/hand_replay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QByteArray out, err;
};

Run cli(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(QStringLiteral(QIXING_CLI), args);
    p.waitForStarted();
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QList<QJsonObject> lines(const QByteArray &out)
{
    QList<QJsonObject> o;
    for (const QByteArray &l : out.split('\n'))
        if (!l.trimmed().isEmpty())
            o.append(QJsonDocument::fromJson(l).object());
    return o;
}

// Every hand document of an exported match replays to its settlement.
void expectReplays(const QList<QJsonObject> &exported, int hands)
{
    QCOMPARE(exported.size(), hands + 1);
    QCOMPARE(exported.first().value("format").toString(), "qixing-match");
    for (int i = 1; i < exported.size(); ++i) {
        QCOMPARE(exported[i].value("format").toString(), "qixing-hand");
        QCOMPARE(exported[i].value("hand").toInt(), i - 1);
        const qixing::records::HandReplay replay(exported[i]);
        QCOMPARE(replay.verify(), QString());
    }
}

} // namespace

class TestRecordsCli : public QObject
{
    Q_OBJECT

private slots:
    void playListExportImport()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath("records.sqlite");
        Run r = cli({"sevens", "play", "--games", "5", "--seed", "3", "--players", "heuristic,expert,random,heuristic", "--records", db});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(lines(r.out).first().value("hands").toInt(), 5);
        r = cli({"mahjong", "play", "--games", "3", "--seed", "4", "--records", db});
        QVERIFY2(r.code == 0, r.err.constData());

        r = cli({"records", "list", "--db", db});
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QJsonObject> all = lines(r.out);
        QCOMPARE(all.size(), 2);
        QCOMPARE(all[0].value("game").toString(), "mahjong"); // newest first
        QCOMPARE(all[0].value("hands").toInt(), 3);
        QCOMPARE(all[0].value("origin").toString(), "cli");
        QCOMPARE(all[1].value("game").toString(), "sevens");
        QCOMPARE(all[1].value("names").toArray().at(1).toString(), "expert 2");
        const QString sevens = all[1].value("match").toString();
        expectReplays(lines(cli({"records", "export", "--db", db, all[0].value("match").toString()}).out), 3);
        QCOMPARE(lines(cli({"records", "list", "--db", db, "--game", "sevens"}).out).size(), 1);
        QCOMPARE(lines(cli({"records", "list", "--db", db, "--player", "expert 2"}).out).size(), 1);
        QCOMPARE(lines(cli({"records", "list", "--db", db, "--player", "nobody"}).out).size(), 0);
        QCOMPARE(lines(cli({"records", "list", "--db", db, "--limit", "1"}).out).size(), 1);
        QCOMPARE(lines(cli({"records", "list", "--db", db, "--to", "2000-01-01"}).out).size(), 0);
        QCOMPARE(lines(cli({"records", "list", "--db", db, "--from", "2000-01-01"}).out).size(), 2);

        // Export: the match and its hands; every hand replays. One hand alone is one line.
        r = cli({"records", "export", "--db", db, sevens});
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QJsonObject> exported = lines(r.out);
        expectReplays(exported, 5);
        const QString file = dir.filePath("match.jsonl");
        QCOMPARE(cli({"records", "export", "--db", db, sevens, "--out", file}).code, 0);
        r = cli({"sevens", "replay", file}); // the game's own check of hand records
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(lines(r.out).first().value("hands").toInt(), 5);
        r = cli({"records", "export", "--db", db, sevens, "--hand", "2"});
        QCOMPARE(lines(r.out), QList<QJsonObject> {exported[3]});

        // Import into another file, then again: refused whole.
        const QString other = dir.filePath("other.sqlite");
        r = cli({"records", "import", "--db", other, file});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(lines(r.out).first().value("matches").toInt(), 1);
        QCOMPARE(lines(cli({"records", "export", "--db", other, sevens}).out), exported);
        r = cli({"records", "import", "--db", other, "-"}, QJsonDocument(exported[1]).toJson(QJsonDocument::Compact));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("already kept"), r.err.constData());
        r = cli({"records", "import", "--db", other, file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("qixing-cli: nothing imported: match ") && r.err.contains("already kept"), r.err.constData());
    }

    // records review --match: the whole match through the records file, each hand's review
    // kept; run again, every hand is skipped (nothing valued) and the same reviews come out.
    void reviewWholeMatch()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath("records.sqlite");
        Run r = cli({"sevens", "play", "--games", "2", "--seed", "3", "--records", db});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString match = lines(cli({"records", "list", "--db", db}).out).first().value("match").toString();
        r = cli({"records", "review", "--db", db, "--match", match, "--seat", "1"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QJsonObject> reviews = lines(r.out);
        QCOMPARE(reviews.size(), 2);
        for (int h = 0; h < 2; ++h) {
            QCOMPARE(reviews[h].value("hand").toInt(), h);
            QCOMPARE(reviews[h].value("seat").toInt(), 1);
            QVERIFY(reviews[h].value("complete").toBool());
        }
        QVERIFY2(r.err.contains("hand 2 of 2, decision") && r.err.contains("2 hands: 2 reviewed now, 0 reviewed before"), r.err.constData());
        r = cli({"records", "review", "--db", db, "--match", match, "--seat", "1"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.contains("2 hands: 0 reviewed now, 2 reviewed before") && !r.err.contains("decision"), r.err.constData());
        QCOMPARE(lines(r.out), reviews);
        r = cli({"records", "review", "--db", db, "--match", match}); // computers only: which seat?
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("say --seat"), r.err.constData());
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("no command") << QStringList {"records"} << "records needs a command";
        QTest::newRow("unknown command") << QStringList {"records", "sort", "--db", "x"} << "unknown command \"sort\"";
        QTest::newRow("no db") << QStringList {"records", "list"} << "needs --db FILE";
        QTest::newRow("missing file") << QStringList {"records", "list", "--db", "/nonexistent/r.sqlite"} << "no records file";
        QTest::newRow("bad date") << QStringList {"records", "list", "--db", "x", "--from", "yesterday"} << "--from must be a date";
        QTest::newRow("export without uid") << QStringList {"records", "export", "--db", "x"} << "needs the match's uid";
        QTest::newRow("log and records") << QStringList {"sevens", "play", "--games", "1", "--seed", "1", "--log", "-", "--records", "x"}
                                         << "--log or --records";
        QTest::newRow("unknown player") << QStringList {"mahjong", "play", "--games", "1", "--seed", "1", "--players", "a,b,c,d", "--records", "x"}
                                        << "unknown player \"a\"";
        QTest::newRow("bench what") << QStringList {"bench", "speed"} << "unknown benchmark";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir dir;
        QStringList a = args;
        for (QString &x : a)
            if (x == "x")
                x = dir.filePath("x.sqlite");
        const Run r = cli(a);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("qixing-cli: ") && r.err.contains(says.toUtf8()) && r.err.count('\n') == 1, r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void importRefusesBadFiles()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath("r.sqlite");
        Run r = cli({"records", "import", "--db", db, "-"}, "{\"format\": \"qixing-hand\", \"version\": 9}\n");
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("line 1") && r.err.contains("newer version"), r.err.constData());
        r = cli({"records", "import", "--db", db, "-"}, "hello\n");
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("line 1"), r.err.constData());
        r = cli({"records", "list", "--db", db});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.isEmpty());
    }

    // qixing-server --records keeps the full record of a match played at its table.
    void serverKeepsRecords()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath("server.sqlite");
        QProcess server;
        server.start(QStringLiteral(QIXING_SERVER), {"--port", "0", "--no-discovery", "--no-state", "--pause", "0", "--next-hand-delay", "0",
                                                     "--claim-pause", "0", "--tables", "1", "--hands", "2", "--mahjong-tables", "0",
                                                     "--name", "Night table", "--records", db});
        QVERIFY(server.waitForStarted());
        QByteArray out;
        QRegularExpressionMatch port;
        for (int i = 0; i < 100 && !port.hasMatch(); ++i) {
            server.waitForReadyRead(100);
            out += server.readAllStandardOutput();
            port = QRegularExpression("on port (\\d+)").match(QString::fromUtf8(out));
        }
        QVERIFY2(port.hasMatch(), out.constData());
        const Run bot = cli({"sevens", "bot-client", "--port", port.captured(1), "--name", "Ann", "--start"});
        QVERIFY2(bot.code == 0, bot.err.constData());
        server.terminate();
        QVERIFY(server.waitForFinished(10000));
        const QList<QJsonObject> matches = lines(cli({"records", "list", "--db", db}).out);
        QCOMPARE(matches.size(), 1);
        QCOMPARE(matches[0].value("origin").toString(), "server");
        QCOMPARE(matches[0].value("table").toString(), "Night table");
        QCOMPARE(matches[0].value("names").toArray().at(0).toString(), "Ann");
        QVERIFY(matches[0].value("finished").toBool());
        expectReplays(lines(cli({"records", "export", "--db", db, matches[0].value("match").toString()}).out), 2);
    }
};

QTEST_GUILESS_MAIN(TestRecordsCli)
#include "test_records_cli.moc"
