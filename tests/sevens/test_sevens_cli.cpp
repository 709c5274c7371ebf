// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli sevens: good input gives the engine's answers, every kind of bad input exits 2
// with one clear line on stderr.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(QStringLiteral(QIXING_CLI), args);
    if (!p.waitForStarted())
        qFatal("cannot start qixing-cli");
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000))
        qFatal("qixing-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

QJsonObject lastJsonLine(const QByteArray &out)
{
    const QList<QByteArray> lines = out.trimmed().split('\n');
    return QJsonDocument::fromJson(lines.last()).object();
}

const char kS21[] = R"({"rules": {"preset": "uniform", "sevenClearSix": true, "betUnit": 10},
  "players": [{"covered": [], "last": "8H"}, {"covered": [], "last": "7D"},
              {"covered": ["AS","2S","3S","4S","5S"], "last": "9C"},
              {"covered": ["JS","JH","JD","JC","QS","QH","QD","QC"], "last": "TC"}]})";

} // namespace

class TestSevensCli : public QObject
{
    Q_OBJECT

    // Exit 2, nothing on stdout, exactly one line on stderr containing `expect`.
    void expectBad(const QStringList &args, const QByteArray &input, const char *expect)
    {
        const Run r = cli(args, input);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains(expect), r.err.constData());
    }

private slots:
    void scoreWorkedExamples()
    {
        Run r = cli({"sevens", "score"}, kS21);
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = lastJsonLine(r.out);
        QCOMPARE(o.value("points").toArray(), (QJsonArray {0, 0, 15, 92}));
        QCOMPARE(o.value("status").toArray(), (QJsonArray {"clear", "clearOnSeven", "covered", "covered"}));
        QCOMPARE(o.value("results").toArray(), (QJsonArray {214, 642, -43, -813}));
        QCOMPARE(o.value("money").toArray(), (QJsonArray {2140, 6420, -430, -8130}));
        QCOMPARE(o.value("transfers").toArray().size(), 5);
        double sum = 0;
        for (const QJsonValue &t : o.value("transfers").toArray()) {
            QVERIFY(!t.toObject().value("reason").toString().isEmpty());
            sum += t.toObject().value("amount").toDouble();
        }
        QCOMPARE(sum, 30.0 + 184 + 90 + 552 + 77);

        r = cli({"sevens", "score"}, R"({"rules": {"preset": "biqi"}, "players": [
            {"covered": ["5S"], "last": "9C"}, {"covered": ["8S"], "last": "9H"},
            {"covered": ["AS"], "last": null}, {"covered": ["QS"]}]})");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(lastJsonLine(r.out).value("results").toArray(), (QJsonArray {6, -6, 22, -22}));

        // Options missing mean false; 大中小頭 with a three-way tie gives fractions.
        r = cli({"sevens", "score"}, R"({"rules": {"bigMidSmall": true}, "players": [
            {"covered": ["TS"], "last": "9C"}, {"covered": ["TH"], "last": "9H"},
            {"covered": ["TD"], "last": "9D"}, {"covered": ["2S"], "last": "9S"}]})");
        QCOMPARE(r.exitCode, 0);
        o = lastJsonLine(r.out);
        QCOMPARE(o.value("resultsExact").toArray(), (QJsonArray {"-11/3", "-11/3", "-11/3", "11"}));
        QCOMPARE(o.value("money").toArray(), (QJsonArray {-3, -4, -4, 11}));
    }

    void readmeSampleScores_S21()
    {
        // The README's `qixing-cli sevens score < docs/examples/sevens-hand.json` works as shown.
        QFile readme(QStringLiteral(QIXING_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QVERIFY(readme.readAll().contains("qixing-cli sevens score < docs/examples/sevens-hand.json"));
        QFile sample(QStringLiteral(QIXING_SOURCE_DIR "/docs/examples/sevens-hand.json"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const Run r = cli({"sevens", "score"}, sample.readAll());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = lastJsonLine(r.out);
        QCOMPARE(o.value("points").toArray(), (QJsonArray {0, 0, 15, 92}));
        QCOMPARE(o.value("money").toArray(), (QJsonArray {2140, 6420, -430, -8130}));
    }

    void scoreBadInput()
    {
        const QStringList score {"sevens", "score"};
        expectBad(score, "{\"players\": [", "bad JSON");
        expectBad(score, "[1, 2]", "one JSON object");
        expectBad(score, R"({"players": [], "extra": 1})", "unknown field \"extra\"");
        expectBad(score, R"({"rules": {"headtail": true}, "players": []})", "unknown field \"headtail\"");
        expectBad(score, R"({"rules": {"headTail": "yes"}, "players": []})", "true or false");
        expectBad(score, R"({"rules": {"preset": "mahjong"}, "players": []})", "preset");
        expectBad(score, R"({"rules": {"betUnit": 1.5}, "players": []})", "whole number");
        expectBad(score, R"({"rules": {"bigMidSmall": true, "allCovered100": true}, "players": []})", "cannot be combined");
        expectBad(score, R"({"players": [{"covered": []}, {"covered": []}, {"covered": []}]})", "exactly 4");
        expectBad(score, R"({"players": [{"covered": ["1S"]}, {"covered": []}, {"covered": []}, {"covered": []}]})", "bad card \"1S\"");
        expectBad(score, R"({"players": [{"covered": ["AS"]}, {"covered": ["AS"]}, {"covered": []}, {"covered": []}]})", "duplicate card AS");
        expectBad(score, R"({"players": [{"covered": ["AS", "AS"]}, {"covered": []}, {"covered": []}, {"covered": []}]})", "duplicate card AS");
        expectBad(score, R"({"players": [{"covered": ["7H"]}, {"covered": []}, {"covered": []}, {"covered": []}]})", "never be covered");
        expectBad(score, R"({"players": [{"covered": [], "lats": "8H"}, {"covered": []}, {"covered": []}, {"covered": []}]})", "unknown field \"lats\"");
        expectBad(score, R"({"players": [{"covered": ["AS","2S","3S","4S","5S","6S","8S","9S","TS","JS","QS","KS","AH","2H"]},
                             {"covered": []}, {"covered": []}, {"covered": []}]})", "at most 13");
        expectBad(score, "", "bad JSON");
        expectBad({"sevens", "score", "extra"}, kS21, "unexpected argument");
    }

    void playIsReproducibleAndReplays()
    {
        const QStringList args {"sevens", "play", "--games", "3", "--seed", "77", "--preset", "uniform",
                                "--head-tail", "--players", "random,heuristic,heuristic,random", "--log", "-"};
        const Run a = cli(args), b = cli(args);
        QCOMPARE(a.exitCode, 0);
        QVERIFY(a.err.isEmpty());
        const QList<QByteArray> la = a.out.trimmed().split('\n'), lb = b.out.trimmed().split('\n');
        QCOMPARE(la.size(), 4); // three hands and the summary
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(la[i], lb[i]);
            const QJsonObject hand = QJsonDocument::fromJson(la[i]).object();
            QCOMPARE(hand.value("moves").toArray().size(), 52);
            QCOMPARE(hand.value("hands").toArray().size(), 4);
            QVERIFY(hand.value("rules").toObject().value("headTail").toBool());
        }
        const QJsonObject summary = lastJsonLine(a.out);
        QCOMPARE(summary.value("hands").toInt(), 3);
        QCOMPARE(summary.value("mean").toArray().size(), 4);
        QCOMPARE(summary.value("stderr").toArray().size(), 4);
        QVERIFY(summary.value("handsPerSec").toDouble() > 0);
        double meanSum = 0;
        for (const QJsonValue &m : summary.value("mean").toArray())
            meanSum += m.toDouble();
        QVERIFY(std::abs(meanSum) < 1e-9);

        // The log replays, and tampering with it is caught.
        QTemporaryDir dir;
        const QString logPath = dir.filePath("hands.jsonl");
        QCOMPARE(cli({"sevens", "play", "--games", "20", "--seed", "5", "--big-mid-small", "--log", logPath}).exitCode, 0);
        const Run ok = cli({"sevens", "replay", logPath});
        QCOMPARE(ok.exitCode, 0);
        QCOMPARE(lastJsonLine(ok.out).value("hands").toInt(), 20);

        QJsonObject hand = QJsonDocument::fromJson(la[0]).object();
        QJsonArray moves = hand.value("moves").toArray();
        const QJsonValue first = moves[0]; // the second move played first: out of turn
        moves[0] = moves[1];
        moves[1] = first;
        hand.insert("moves", moves);
        expectBad({"sevens", "replay", "-"}, QJsonDocument(hand).toJson(QJsonDocument::Compact), "illegal");

        hand = QJsonDocument::fromJson(la[0]).object();
        QJsonObject result = hand.value("result").toObject();
        result.insert("money", QJsonArray {1, 2, 3, -6});
        hand.insert("result", result);
        expectBad({"sevens", "replay", "-"}, QJsonDocument(hand).toJson(QJsonDocument::Compact), "differs");

        hand = QJsonDocument::fromJson(la[0]).object();
        moves = hand.value("moves").toArray();
        moves.removeLast();
        hand.insert("moves", moves);
        expectBad({"sevens", "replay", "-"}, QJsonDocument(hand).toJson(QJsonDocument::Compact), "52 moves");
    }

    void playBadArguments()
    {
        expectBad({"sevens", "play", "--seed", "1"}, {}, "--games");
        expectBad({"sevens", "play", "--games", "0", "--seed", "1"}, {}, "--games must be");
        expectBad({"sevens", "play", "--games", "ten", "--seed", "1"}, {}, "--games must be");
        expectBad({"sevens", "play", "--games", "1", "--seed", "-3"}, {}, "--seed must be");
        expectBad({"sevens", "play", "--games", "1", "--seed", "1", "--turbo"}, {}, "turbo");
        expectBad({"sevens", "play", "--games", "1", "--seed", "1", "--players", "random,random,random"}, {}, "exactly 4");
        expectBad({"sevens", "play", "--games", "1", "--seed", "1", "--players", "random,random,random,oracle"}, {}, "unknown player \"oracle\"");
        expectBad({"sevens", "play", "--games", "1", "--seed", "1", "--preset", "biqi", "--seven-clear-six"}, {}, "uniform preset");
        expectBad({"sevens", "play", "--games", "1", "--seed", "1", "--rules", "/nonexistent/rules.json"}, {}, "cannot read");
        expectBad({"sevens", "play", "--games", "1", "--seed", "1", "--rules", "-", "--preset", "biqi"}, "{}", "not both");
        expectBad({"sevens", "fly"}, {}, "unknown sevens command");
        expectBad({"sevens"}, {}, "needs a command");
        expectBad({"chess", "play"}, {}, "unknown game");
        expectBad({"sevens", "bench", "--seconds", "0"}, {}, "--seconds must be");
        // --rules reads the same object as score's "rules".
        const Run r = cli({"sevens", "play", "--games", "2", "--seed", "1", "--rules", "-"}, R"({"preset": "biqi", "headTail": true})");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(lastJsonLine(r.out).value("hands").toInt(), 2);
    }

    void duplicateAndBench()
    {
        Run r = cli({"sevens", "duplicate", "--player", "heuristic", "--field", "random", "--deals", "200", "--seed", "3"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject d = lastJsonLine(r.out);
        QCOMPARE(d.value("hands").toInt(), 800);
        QVERIFY(d.value("mean").toDouble() > 0);
        QVERIFY(d.value("stderr").toDouble() > 0);
        QVERIFY(d.value("msPerMove").toDouble() >= 0);
        QVERIFY(d.value("maxMsPerMove").toDouble() >= d.value("msPerMove").toDouble());
        QVERIFY(!d.contains("perDeal"));

        // --per-deal: every deal's result in order, the same series as without it.
        r = cli({"sevens", "duplicate", "--player", "heuristic", "--field", "random", "--deals", "200", "--seed", "3", "--per-deal"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject e = lastJsonLine(r.out);
        QCOMPARE(e.value("mean").toDouble(), d.value("mean").toDouble());
        const QJsonArray perDeal = e.value("perDeal").toArray();
        QCOMPARE(perDeal.size(), 200);
        double sum = 0;
        for (const QJsonValue &x : perDeal)
            sum += x.toDouble();
        QVERIFY(std::abs(sum / 200 - d.value("mean").toDouble()) < 1e-9);

        // The expert with options, and a level by its id.
        for (const char *player : {"expert:playouts=100:ms=0", "strong"}) {
            r = cli({"sevens", "duplicate", "--player", player, "--field", "heuristic", "--deals", "2"});
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(lastJsonLine(r.out).value("player").toString(), QString(player));
        }
        expectBad({"sevens", "duplicate", "--player", "expert:playouts=0"}, {}, "unknown player \"expert:playouts=0\"");

        r = cli({"sevens", "bench", "--seconds", "1"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject b = lastJsonLine(r.out);
        for (const char *k : {"randomHandsPerSec", "movesPerSec", "heuristicHandsPerSec", "playoutsPerSec",
                              "expertMsPerDecision", "expertPlayoutsPerDecision"})
            QVERIFY2(b.value(k).toDouble() > 0, k);
    }
};

QTEST_GUILESS_MAIN(TestSevensCli)
#include "test_sevens_cli.moc"
