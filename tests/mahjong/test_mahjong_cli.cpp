// SPDX-License-Identifier: GPL-3.0-or-later
// qixing-cli mahjong end to end: JSON in and out, exit 2 with one line on bad input, hand
// logs that replay, and an explicit wall.

#include "scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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
    p.start(QStringLiteral(QIXING_CLI), QStringList {"mahjong"} + args);
    p.waitForStarted();
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QJsonObject json(const QByteArray &b)
{
    return QJsonDocument::fromJson(b).object();
}

} // namespace

class TestMahjongCli : public QObject
{
    Q_OBJECT
private slots:
    void isWin_M4_M12_M13()
    {
        const Run r = cli({"is-win"}, R"({"hand": ["1m","2m","3m","4m","5z","6m","7m","8m","9m","1s","2s","3s","1z","1z","1z","5m"],
            "melds": [], "gold": "5m"})" "\n");
        QCOMPARE(r.code, 2); // 16 tiles
        const Run w = cli({"is-win"}, R"({"hand": ["1m","2m","3m","4m","5z","6m","7m","8m","9m","1s","2s","3s","1z","1z"],
            "melds": [{"type": "pung", "tiles": ["7z","7z","7z"]}], "gold": "5m"})");
        QCOMPARE(w.code, 0);
        const QJsonObject o = json(w.out);
        QCOMPARE(o.value("win").toBool(), true);
        QCOMPARE(o.value("decomposition").toArray().size(), 6);
        QCOMPARE(o.value("decomposition").toArray().first().toArray().first().toString(), QStringLiteral("7z"));
        const Run n = cli({"is-win"}, R"({"hand": ["1m","2m","3m","4m","5z","6m","7m","8m","9m","1s","2s","3s","1z","2z"],
            "melds": [{"type": "pung", "tiles": ["7z","7z","7z"]}], "gold": "5m"})");
        QCOMPARE(json(n.out).value("win").toBool(), false);
        QVERIFY(json(n.out).value("decomposition").toArray().isEmpty());
        QVERIFY(json(n.out).value("split").toArray().isEmpty());
        // M12, M54: "split" says what each concealed tile plays as: the gold 5m as 3m, 白板 as 5m.
        const Run g = cli({"is-win"}, R"({"hand": ["1m","2m","5m","4m","5z","6m","7m","8m","9m","1s","2s","3s","1z","1z"],
            "melds": [{"type": "pung", "tiles": ["7z","7z","7z"]}], "gold": "5m"})");
        const QJsonArray split = json(g.out).value("split").toArray();
        QCOMPARE(split.size(), 5);
        QCOMPARE(split[0].toObject(), (QJsonObject {{"kind", "chow"}, {"tiles", QJsonArray {"1m", "2m", "5m"}},
                                                    {"as", QJsonArray {"1m", "2m", "3m"}}}));
        QCOMPARE(split[1].toObject().value("as").toArray(), (QJsonArray {"4m", "5m", "6m"}));
        QCOMPARE(split[1].toObject().value("tiles").toArray(), (QJsonArray {"4m", "5z", "6m"}));
        QCOMPARE(split[4].toObject().value("kind").toString(), QStringLiteral("pair"));
        // M12, M13: two 白板 (plain 5m) stay a pair; the gold 5m in the run plays as itself.
        const Run p = cli({"is-win"}, R"({"hand": ["1m","2m","3m","4m","5m","6m","7m","8m","9m","1p","2p","3p","1s","2s","3s","5z","5z"],
            "melds": [], "gold": "5m"})");
        const QJsonObject po = json(p.out);
        QCOMPARE(po.value("split").toArray()[1].toObject(), (QJsonObject {{"kind", "chow"}, {"tiles", QJsonArray {"4m", "5m", "6m"}},
                                                                          {"as", QJsonArray {"4m", "5m", "6m"}}}));
        QCOMPARE(po.value("split").toArray().last().toObject(), (QJsonObject {{"kind", "pair"}, {"tiles", QJsonArray {"5z", "5z"}},
                                                                              {"as", QJsonArray {"5m", "5m"}}}));
        QCOMPARE(po.value("decomposition").toArray().last().toArray(), (QJsonArray {"5z", "5z"}));
    }

    void waitsAndShanten()
    {
        const Run r = cli({"waits"}, R"({"hand": ["1m","2m","3m","4m","5z","6m","7m","8m","9m","1s","2s","3s","1z"],
            "melds": [{"type": "chow", "tiles": ["7p","8p","9p"]}], "gold": "5m"})");
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r.out);
        QCOMPARE(o.value("shanten").toInt(), 0);
        QCOMPARE(o.value("waits").toArray(), QJsonArray({"1z"}));
        // With a gold the single 1z waits on anything that makes a set: many waits.
        const Run g = cli({"waits"}, R"({"hand": ["1m","2m","3m","4m","5z","6m","7m","8m","9m","1s","2s","5m","1z"],
            "melds": [{"type": "chow", "tiles": ["7p","8p","9p"]}], "gold": "5m"})");
        QVERIFY(json(g.out).value("waits").toArray().size() > 1);
    }

    void badInputExit2()
    {
        const QList<QPair<QStringList, QByteArray>> cases {
            {{"is-win"}, "not json"},
            {{"is-win"}, R"({"hand": ["1m","xx"], "gold": "5m"})"},
            {{"is-win"}, R"({"hand": ["1f"], "gold": "5m"})"},
            {{"is-win"}, R"({"hand": [], "melds": [{"type": "pung", "tiles": ["5m","5m","5m"]}], "gold": "5m"})"},
            {{"waits"}, R"({"hand": ["1m","1m","1m","1m","1m"], "gold": "5m"})"},
            {{"score"}, R"({"winner": 0, "way": "nonsense", "dealer": 0})"},
            {{"score"}, R"({"winner": 0, "way": "ziMo", "dealer": 0, "extra": 1})"},
            // M51 [decided]: the base is 1 to 1,000,000, in the score input and the rules file.
            {{"score"}, R"({"winner":1,"way":"sanYou","dealer":1,"streak":28,"players":[{},{},{},{}],"base":1000000000,"factor":"1-2-4"})"},
            {{"score"}, R"({"winner": 0, "way": "ziMo", "dealer": 0, "base": 0})"},
            {{"score"}, R"({"winner": 0, "way": "ziMo", "dealer": 0, "base": 1000001})"},
            {{"play", "--games", "1", "--seed", "1", "--rules", "-"}, R"({"base": 1000001})"},
            {{"play", "--games", "1", "--seed", "1", "--rules", "-"}, R"({"base": 0})"},
            // M38 [decided]: 包牌 only for a win on a discard.
            {{"score"}, R"({"winner": 0, "way": "ziMo", "dealer": 0, "baoPai": 1})"},
            {{"score"}, R"({"winner": 0, "way": "qiangGangHu", "dealer": 0, "baoPai": 2})"},
            {{"play", "--games", "1"}, ""},
            {{"play", "--games", "1", "--seed", "1", "--players", "a,b,c,d"}, ""},
            {{"play", "--games", "1", "--seed", "1", "--wall", "1m 2m"}, ""},
            {{"nonsense"}, ""},
            {{"audit", "--player", "efficient", "--deals", "1"}, ""},
            {{"audit", "--player", "strong", "--against", "efficient", "--oracle", "--deals", "1"}, ""},
            {{"audit", "--player", "efficient", "--oracle", "--deals", "1"}, ""},
            {{"audit", "--player", "efficient", "--against", "nobody", "--deals", "1"}, ""},
            {{"audit", "--player", "efficient", "--against", "random", "--worlds", "0"}, ""},
            {{"audit", "--player", "efficient", "--against", "random", "--rollout", "x", "--deals", "1"}, ""},
            // Each player must be an object ({} for none), not read as an empty one.
            {{"score"}, R"({"winner": 0, "way": "ziMo", "dealer": 0, "players": [1, "x", null, true]})"},
            {{"score"}, R"({"winner": 0, "way": "ziMo", "dealer": 0, "players": [{}, {}, {}, 5]})"},
            {{"score"}, R"({"winner": 0, "way": "ziMo", "dealer": 0, "players": {}})"},
            // Bad dice are refused, not ignored.
            {{"play", "--games", "1", "--seed", "1", "--rules", "-"}, R"({"dice": 5})"},
            {{"play", "--games", "1", "--seed", "1", "--rules", "-"}, R"({"dice": {}})"},
            {{"play", "--games", "1", "--seed", "1", "--rules", "-"}, R"({"dice": [[1, 2, 3]]})"},
            {{"play", "--games", "1", "--seed", "1", "--rules", "-"}, R"({"dice": [[0, 6]]})"},
            {{"play", "--games", "1", "--seed", "1", "--rules", "-"}, R"({"dice": [3, 4]})"},
            // A log without a hand proves nothing.
            {{"replay", "-"}, ""},
            {{"replay", "-"}, "\n  \n"},
        };
        for (const auto &[args, input] : cases) {
            const Run r = cli(args, input);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.out.isEmpty(), r.out.constData());
            QCOMPARE(r.err.count('\n'), 1);
            QVERIFY(r.err.startsWith("qixing-cli: "));
        }
    }

    // A strong player's options: what is wrong is said, not "unknown player".
    void strongOptionsExplained()
    {
        const QList<QPair<QString, QString>> cases {
            {"strong:playouts=-5", "playouts must be a number from 1 to 1000000, not \"-5\""},
            {"strong:playouts=x", "playouts must be a number from 1 to 1000000, not \"x\""},
            {"strong:depth=1.5", "depth must be a whole number from 0 to 2, not \"1.5\""},
            {"strong:infer=3", "infer must be a whole number from 0 to 6 (0, 1, 4, 5 or 6), not \"3\""},
            {"strong:speed=3", "no option \"speed\""},
            {"strong:ms", "\"ms\" is not key=value"},
        };
        for (const auto &[kind, why] : cases) {
            for (const QStringList &args : {QStringList {"play", "--games", "1", "--seed", "1", "--players", kind + ",random,random,random"},
                                            QStringList {"duplicate", "--player", kind, "--deals", "1"}}) {
                const Run r = cli(args);
                QCOMPARE(r.code, 2);
                QVERIFY(r.out.isEmpty());
                QCOMPARE(r.err.count('\n'), 1);
                QVERIFY2(r.err.startsWith("qixing-cli: bad player \"" + kind.toUtf8() + "\": "), r.err.constData());
                QVERIFY2(r.err.contains(why.toUtf8()), r.err.constData());
            }
        }
        // A word that is no player at all is still unknown; a good option list still plays.
        QVERIFY(cli({"play", "--games", "1", "--seed", "1", "--players", "strongest,random,random,random"}).err.contains("unknown player"));
        QCOMPARE(cli({"play", "--games", "1", "--seed", "1", "--players", "strong:ms=0:playouts=20,random,random,random"}).code, 0);
    }

    // Every command answers --help (and -h) with its synopsis and options on stdout, status 0,
    // and does nothing else.
    void commandHelp()
    {
        for (const QString command : {"is-win", "waits", "score", "play", "replay", "duplicate", "audit", "bench"}) {
            for (const QString flag : {"--help", "-h"}) {
                const Run r = cli({command, flag});
                QCOMPARE(r.code, 0);
                QVERIFY(r.err.isEmpty());
                QVERIFY2(r.out.startsWith("usage: qixing-cli mahjong " + command.toUtf8()), r.out.constData());
                QVERIFY(r.out.contains("--help"));
            }
        }
        QVERIFY(cli({"play", "--help"}).out.contains("--players"));
        QVERIFY(cli({"audit", "--help"}).out.contains("--oracle"));
    }

    // replay refuses a line that cannot be checked in full: every field play --log writes is
    // needed, the rules an object, the deal the one dealt from the wall, the wall its seed's.
    void replayRefusesIncompleteLogs()
    {
        const Run played = cli({"play", "--games", "2", "--seed", "9", "--players", "random,random,random,random", "--log", "-"});
        QCOMPARE(played.code, 0);
        const QList<QByteArray> lines = played.out.split('\n');
        const QJsonObject hand = json(lines[1]); // the second hand of the match: not the play seed's wall
        QVERIFY(hand.contains("seed"));
        const auto line = [](const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact) + "\n"; };
        QCOMPARE(cli({"replay", "-"}, line(hand)).code, 0);
        const auto expectBad = [&](const QJsonObject &o, const char *message) {
            const Run r = cli({"replay", "-"}, line(o));
            QCOMPARE(r.code, 2);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(r.err.count('\n'), 1);
            QVERIFY2(r.err.contains(message), r.err.constData());
        };
        for (const char *key : {"settlement", "events", "actions", "deal", "wall", "rules", "dice"}) {
            QJsonObject o = hand;
            o.remove(QLatin1String(key));
            expectBad(o, "the hand log has no");
        }
        QJsonObject o = hand;
        o["rules"] = 5;
        expectBad(o, "\"rules\" must be an object");
        o = hand;
        o["events"] = QJsonObject {};
        expectBad(o, "\"events\" must be an array");
        o = hand;
        o["dice"] = 3;
        expectBad(o, "\"dice\" must be an array");
        // A deal that is not the wall's: the first tiles of two seats swapped.
        o = hand;
        QJsonArray deal = o["deal"].toArray();
        QJsonArray first = deal[0].toArray(), second = deal[1].toArray();
        QVERIFY(first[0] != second[0] || first[1] != second[1]);
        const int i = first[0] != second[0] ? 0 : 1;
        const QJsonValue t = first[i];
        first[i] = second[i];
        second[i] = t;
        deal[0] = first;
        deal[1] = second;
        o["deal"] = deal;
        expectBad(o, "\"deal\" is not the deal dealt from the wall");
        // A wall (and its deal) of another seed.
        o = hand;
        o["seed"] = hand.value("seed").toInteger() + 1;
        expectBad(o, "the wall is not the one shuffled from seed");
        o["seed"] = 1.5;
        expectBad(o, "\"seed\" must be");
        // Without "seed" (an explicit wall) the line is checked as before.
        o = hand;
        o.remove("seed");
        QCOMPARE(cli({"replay", "-"}, line(o)).code, 0);
    }

    void score_M51_M54()
    {
        const Run r = cli({"score"}, R"({"winner": 2, "way": "ziMo", "dealer": 0, "streak": 1,
            "players": [{"flowers": 0}, {"kongs": 1}, {"flowers": 5, "concealedKongs": 1}, {}],
            "fenBing": 0, "baoPai": null, "base": 1, "factor": "linear"})");
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r.out);
        const QJsonArray totals = o.value("totals").toArray();
        QCOMPARE(totals[2].toInt(), (2 + 4) + (4 + 4) + (2 + 4));
        QCOMPARE(totals[1].toInt(), -(2 + 4) + 1 + 1);
        QCOMPARE(o.value("wayChinese").toString(), QStringLiteral("自摸"));
        for (const QJsonValue &p : o.value("payments").toArray())
            QVERIFY(!p.toObject().value("text").toString().isEmpty());
    }

    void largestAmountsExact_M51()
    {
        // The issue's example with the largest base: the dealer's 28th hand under "1-2-4".
        const Run r = cli({"score"}, R"({"winner":1,"way":"sanYou","dealer":1,"streak":28,"players":[{},{},{},{}],"base":1000000,"factor":"1-2-4"})");
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r.out);
        const qint64 each = qint64(1000000) * 16 * (qint64(1) << 21);
        qint64 sum = 0;
        for (const QJsonValue &t : o.value("totals").toArray())
            sum += t.toInteger();
        QCOMPARE(sum, qint64(0));
        QCOMPARE(o.value("totals").toArray()[1].toInteger(), 3 * each);
        for (const QJsonValue &p : o.value("payments").toArray()) {
            QCOMPARE(p.toObject().value("amount").toInteger(), each);
            QCOMPARE(p.toObject().value("factor").toInteger(), qint64(1) << 21);
        }
        // 包牌 with a win on a discard is accepted.
        QCOMPARE(cli({"score"}, R"({"winner": 0, "way": "pingHu", "dealer": 0, "baoPai": 1})").code, 0);
    }

    void robTheGold1mLoggedAndReplayed_M32()
    {
        // A stacked wall: the dealer can take the revealed gold setting aside 1m (or 9s); the
        // efficient dealer takes the first offer, 1m. The log must name it.
        scenario::Spec sp;
        sp.hands[0] = "123p 456p 789p 123s 456s 9s 1m";
        sp.tail = {"", "5m"};
        const qixing::mahjong::HandSetup setup = scenario::build(sp);
        QJsonArray wall;
        for (const auto t : setup.wall)
            wall.append(QString::fromStdString(t.toString()));
        QTemporaryDir dir;
        const QString rules = dir.filePath("rules.json");
        QFile rf(rules);
        QVERIFY(rf.open(QIODevice::WriteOnly));
        rf.write(QJsonDocument(QJsonObject {{"wall", wall}, {"dealer", 0}, {"dice", QJsonArray {QJsonArray {1, 1}}}}).toJson());
        rf.close();
        const QString log = dir.filePath("hand.jsonl");
        QCOMPARE(cli({"play", "--games", "1", "--seed", "3", "--rules", rules, "--log", log}).code, 0);
        QFile lf(log);
        QVERIFY(lf.open(QIODevice::ReadOnly));
        const QByteArray line = lf.readAll().trimmed();
        lf.close();
        const QJsonObject hand = json(line);
        QCOMPARE(hand.value("settlement").toObject().value("way").toString(), QStringLiteral("qiangJin"));
        const QJsonArray actions = hand.value("actions").toArray();
        QCOMPARE(actions.size(), 1);
        QCOMPARE(actions[0].toObject(), (QJsonObject {{"seat", 0}, {"action", "win"}, {"tile", "1m"}}));
        QCOMPARE(cli({"replay", log}).code, 0);
        // Without the tile the action is not the one played: the replay refuses it.
        QJsonObject tampered = hand;
        tampered["actions"] = QJsonArray {QJsonObject {{"seat", 0}, {"action", "win"}}};
        const QByteArray stripped = QJsonDocument(tampered).toJson(QJsonDocument::Compact);
        const QString bad = dir.filePath("bad.jsonl");
        QFile bf(bad);
        QVERIFY(bf.open(QIODevice::WriteOnly));
        bf.write(stripped + "\n");
        bf.close();
        QCOMPARE(cli({"replay", bad}).code, 2);
    }

    void playLogsReplay()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath("hands.jsonl");
        const Run r = cli({"play", "--games", "40", "--seed", "5", "--players", "efficient,random,efficient,random", "--log", log});
        QCOMPARE(r.code, 0);
        const QJsonObject summary = json(r.out);
        QCOMPARE(summary.value("hands").toInt(), 40);
        double sum = 0;
        for (const QJsonValue &m : summary.value("mean").toArray())
            sum += m.toDouble();
        QVERIFY(std::abs(sum) < 1e-9);
        const Run rp = cli({"replay", log});
        QCOMPARE(rp.code, 0);
        QCOMPARE(json(rp.out).value("hands").toInt(), 40);
        // A tampered log is caught.
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray first = f.readLine();
        f.close();
        first.replace("\"action\":\"discard\"", "\"action\":\"pung\"");
        const QString bad = dir.filePath("bad.jsonl");
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(first);
        b.close();
        QCOMPARE(cli({"replay", bad}).code, 2);
    }

    void explicitWall_M5()
    {
        // The same explicit wall twice gives the same hand record.
        QString wall;
        const char *suits = "mspz";
        for (int s = 0; s < 4; ++s)
            for (int r = 1; r <= (s == 3 ? 7 : 9); ++r)
                for (int c = 0; c < 4; ++c)
                    wall += QStringLiteral("%1%2 ").arg(r).arg(suits[s]);
        for (int f = 1; f <= 8; ++f)
            wall += QStringLiteral("%1f ").arg(f);
        const Run a = cli({"play", "--games", "1", "--seed", "1", "--wall", wall.trimmed(), "--log", "-"});
        const Run b = cli({"play", "--games", "1", "--seed", "2", "--wall", wall.trimmed(), "--log", "-"});
        QCOMPARE(a.code, 0);
        const QJsonObject ha = json(a.out.split('\n').first());
        QCOMPARE(ha.value("wall").toArray().first().toString(), QStringLiteral("1m"));
        QVERIFY(ha.value("events").toArray().size() >= 7); // deal ×4, dice, gold, and at least one more
        QCOMPARE(json(b.out.split('\n').first()).value("wall"), ha.value("wall"));
    }

    // duplicate: the player's mean per hand; with --per-deal every deal's result in order, the
    // same series (so that two players can be compared deal by deal).
    void duplicatePerDeal()
    {
        const QStringList args {"duplicate", "--player", "efficient", "--field", "random", "--deals", "30", "--seed", "5"};
        const Run r = cli(args);
        QCOMPARE(r.code, 0);
        const QJsonObject d = json(r.out);
        QCOMPARE(d.value("hands").toInt(), 120);
        QVERIFY(d.value("mean").toDouble() > 0);
        QVERIFY(!d.contains("perDeal"));
        const Run e = cli(args + QStringList {"--per-deal"});
        QCOMPARE(e.code, 0);
        const QJsonObject o = json(e.out);
        QCOMPARE(o.value("mean").toDouble(), d.value("mean").toDouble());
        const QJsonArray perDeal = o.value("perDeal").toArray();
        QCOMPARE(perDeal.size(), 30);
        double sum = 0;
        for (const QJsonValue &x : perDeal)
            sum += x.toDouble();
        QVERIFY(std::abs(sum / 30 - d.value("mean").toDouble()) < 1e-9);
    }

    // The audit's summary: every valued decision in one situation, the situations' shares
    // adding up to the gain per hand; random's choices where efficient plays lose.
    void audit()
    {
        const Run r = cli({"audit", "--player", "efficient", "--against", "random", "--deals", "6", "--seed", "3",
                           "--worlds", "16"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r.out);
        QCOMPARE(o.value("hands").toInt(), 24);
        QCOMPARE(o.value("against").toString(), QStringLiteral("random"));
        const int differing = o.value("differing").toInt();
        QVERIFY(differing > 50 && differing <= o.value("decisions").toInt());
        const QJsonObject situations = o.value("situations").toObject();
        int counted = 0;
        double perHand = 0;
        for (const QJsonValue &v : situations) {
            counted += v.toObject().value("differing").toInt();
            perHand += v.toObject().value("perHand").toDouble();
        }
        QCOMPARE(counted, differing);
        QVERIFY(std::abs(perHand - o.value("gainPerHand").toDouble()) < 1e-9);
        QVERIFY(o.value("gainPerHand").toDouble() < 0);
        const Run same = cli({"audit", "--player", "strong:ms=0:playouts=60", "--against", "strong:ms=0:playouts=60",
                              "--deals", "1", "--seed", "3", "--worlds", "4"});
        QCOMPARE(same.code, 0);
        QCOMPARE(json(same.out).value("differing").toInt(), 0);
        const Run oracle = cli({"audit", "--player", "strong:ms=0:playouts=60", "--oracle", "--deals", "1", "--seed", "3",
                                "--worlds", "4"});
        QCOMPARE(oracle.code, 0);
        QCOMPARE(json(oracle.out).value("against").toString(), QStringLiteral("oracle"));
        QVERIFY(json(oracle.out).value("differing").toInt() > 0);
    }

    void bench()
    {
        const Run r = cli({"bench", "--seconds", "1"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = json(r.out);
        for (const char *k : {"winChecksPerSec", "waitsPerSec", "randomHandsPerSec", "efficientHandsPerSec"})
            QVERIFY(o.value(k).toDouble() > 0);
        qInfo("%s", r.out.trimmed().constData());
    }
};

QTEST_GUILESS_MAIN(TestMahjongCli)
#include "test_mahjong_cli.moc"
