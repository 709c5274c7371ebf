// SPDX-License-Identifier: GPL-3.0-or-later
// Presets (issue 30, core/table/presets.h): the shipped presets of both games open a table;
// a preset goes through a file, a share code and the stored list and comes back the same;
// a damaged code or file is refused with the reason and gives nothing; a table's settings
// are described as the nearest shipped preset and the fields that differ, and the LAN
// host's TableInfo carries that as "preset".

#include "net/server.h"
#include "table/game_registry.h"
#include "table/presets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace qixing;
using namespace qixing::session;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(qixing::session::Preset)

namespace {

// A player's own preset: the first shipped one with `field` (a top-level whole number) changed.
Preset ownPreset(const QString &game, const QString &field, int value, const QString &name)
{
    Preset p = presets::shipped(game).value(0);
    p.settings.insert(field, value);
    p.name = name;
    p.shipped = false;
    return p;
}

Preset byName(const QString &game, const QString &name)
{
    for (const Preset &p : presets::shipped(game))
        if (p.name == name)
            return p;
    return {};
}

} // namespace

class TestPresets : public QObject
{
    Q_OBJECT
private slots:
    void shippedPresetsOpenATable_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("name");
        QTest::newRow("uniform") << u"sevens"_s << u"制服麻將 夢幻排七"_s;
        QTest::newRow("uniform heads") << u"sevens"_s << u"制服麻將 夢幻排七 大中小頭"_s;
        QTest::newRow("biqi") << u"sevens"_s << u"QQ/联众 憋七"_s;
        QTest::newRow("beidou") << u"mahjong"_s << u"北斗七星 漳州麻將"_s;
        QTest::newRow("beidou 1-2-4") << u"mahjong"_s << u"北斗七星 漳州麻將 一二四連莊"_s;
    }
    void shippedPresetsOpenATable()
    {
        QFETCH(QString, game);
        QFETCH(QString, name);
        const Preset p = byName(game, name);
        QCOMPARE(p.name, name);
        QVERIFY(p.shipped);
        QCOMPARE(presets::check(p).text(), QString());
        const GameInfo *g = GameRegistry::find(game);
        QVERIFY(g);
        // The game's own check, on a table that takes the preset over its defaults.
        QCOMPARE(g->checkSettings(presets::applied(g->defaultSettings(), p)), QString());
        QVERIFY(!p.settings.contains("names"_L1) && !p.settings.contains("seed"_L1));
    }

    // What each shipped preset sets (docs/presets.md says why).
    void shippedPresetsSetTheSeedsRules()
    {
        const QJsonObject uniform = byName(u"sevens"_s, u"制服麻將 夢幻排七"_s).settings;
        const QJsonObject r = uniform.value("rules"_L1).toObject();
        QCOMPARE(r.value("preset"_L1).toString(), u"uniform"_s);
        QVERIFY(r.value("sevenClearSix"_L1).toBool());
        QVERIFY(r.value("allCovered100"_L1).toBool());
        QVERIFY(!r.value("bigMidSmall"_L1).toBool());
        QCOMPARE(r.value("betUnit"_L1).toInt(), 100);
        QCOMPARE(uniform.value("hands"_L1).toInt(), 12);
        const QJsonObject heads = byName(u"sevens"_s, u"制服麻將 夢幻排七 大中小頭"_s).settings.value("rules"_L1).toObject();
        QVERIFY(heads.value("bigMidSmall"_L1).toBool());
        const QJsonObject biqi = byName(u"sevens"_s, u"QQ/联众 憋七"_s).settings.value("rules"_L1).toObject();
        QCOMPARE(biqi.value("preset"_L1).toString(), u"biqi"_s);
        const QJsonObject beidou = byName(u"mahjong"_s, u"北斗七星 漳州麻將"_s).settings.value("rules"_L1).toObject();
        QCOMPARE(beidou.value("streak"_L1).toString(), u"linear"_s);
        QCOMPARE(byName(u"mahjong"_s, u"北斗七星 漳州麻將 一二四連莊"_s).settings.value("rules"_L1).toObject()
                     .value("streak"_L1).toString(),
                 u"1-2-4"_s);
    }

    void roundTripThroughFileAndCode_data()
    {
        QTest::addColumn<Preset>("preset");
        for (const QString &game : {u"sevens"_s, u"mahjong"_s}) {
            for (const Preset &p : presets::shipped(game)) {
                Preset own = p;
                own.shipped = false; // what comes back is never shipped
                QTest::newRow(qPrintable(game + u' ' + p.name)) << own;
            }
        }
        QTest::newRow("sevens own") << ownPreset(u"sevens"_s, u"hands"_s, 5, u"Friday night"_s);
        QTest::newRow("mahjong own") << ownPreset(u"mahjong"_s, u"turnSeconds"_s, 20, u"週五 麻將"_s);
        Preset rules = byName(u"sevens"_s, u"QQ/联众 憋七"_s);
        QJsonObject r = rules.settings.value("rules"_L1).toObject();
        r.insert("headTail"_L1, true);
        r.insert("betUnit"_L1, 2);
        rules.settings.insert("rules"_L1, r);
        rules.name = u"憋七 去頭去尾"_s;
        rules.shipped = false;
        QTest::newRow("sevens rules changed") << rules;
        // The clock's bank (hosttools): a setting the defaults leave out while it is 0.
        QTest::newRow("sevens bank") << ownPreset(u"sevens"_s, u"bankSeconds"_s, 20, u"5+20"_s);
        QTest::newRow("mahjong bank") << ownPreset(u"mahjong"_s, u"bankSeconds"_s, 5, u"3+5"_s);
    }
    void roundTripThroughFileAndCode()
    {
        QFETCH(Preset, preset);
        PresetProblem why;
        const std::optional<Preset> file = presets::fromFile(presets::toFile(preset), &why);
        QVERIFY2(file, qPrintable(why.text()));
        QCOMPARE(*file, preset);

        const QString code = presets::toCode(preset);
        QVERIFY(code.startsWith("QX1-"_L1));
        const std::optional<Preset> back = presets::fromCode(code, &why);
        QVERIFY2(back, qPrintable(why.text()));
        // A code carries the differences from the defaults: it comes back as the whole settings.
        QCOMPARE(back->name, preset.name);
        QCOMPARE(back->game, preset.game);
        QCOMPARE(presets::differs(back->settings, preset.settings), QStringList());
        // Typed by hand: lower case, the groups' dashes left out, spaces, O for 0 and l for 1.
        QString typed = code.toLower();
        typed.replace(u'-', u' ');
        typed.replace(u'0', u'o').replace(u'1', u'l');
        typed.replace(0, 4, u"qx1-"_s);
        const std::optional<Preset> fromTyped = presets::fromCode(typed, &why);
        QVERIFY2(fromTyped, qPrintable(why.text() + u' ' + typed));
        QCOMPARE(presets::differs(fromTyped->settings, preset.settings), QStringList());

        const QList<Preset> stored = presets::listFrom(presets::listTo({preset}));
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.first(), preset);
        qInfo("%s: %lld characters", qPrintable(preset.name), qlonglong(code.size()));
    }

    void aDamagedCodeIsRefused()
    {
        const Preset p = ownPreset(u"sevens"_s, u"hands"_s, 5, u"Friday night"_s);
        const QString code = presets::toCode(p);
        PresetProblem why;
        // Every single character mistyped is caught (the checksum), never read as another preset.
        const QString alphabet = u"0123456789ABCDEFGHJKMNPQRSTVWXYZ"_s;
        for (qsizetype i = 4; i < code.size(); ++i) {
            if (code[i] == u'-')
                continue;
            QString bad = code;
            bad[i] = alphabet[(alphabet.indexOf(code[i]) + 7) % alphabet.size()];
            why = {};
            QVERIFY2(!presets::fromCode(bad, &why), qPrintable(bad));
            QVERIFY2(why.kind == PresetProblem::Damaged, qPrintable(why.text()));
        }
        // Cut off, a stray character, not a code, a newer version, an unknown game.
        QVERIFY(!presets::fromCode(code.left(code.size() - 6), &why));
        QCOMPARE(why.kind, PresetProblem::Damaged);
        QVERIFY(!presets::fromCode(code + u'U', &why));
        QCOMPARE(why.kind, PresetProblem::NotACode);
        QVERIFY(!presets::fromCode(u"hello"_s, &why));
        QCOMPARE(why.kind, PresetProblem::NotACode);
        QVERIFY(!presets::fromCode(QString(code).replace(0, 3, u"QX2"_s), &why));
        QCOMPARE(why.kind, PresetProblem::Newer);
        QVERIFY(!presets::fromCode(presets::toCode({u"chess"_s, u"x"_s, {}, false}), &why));
        QCOMPARE(why.kind, PresetProblem::UnknownGame);
        QVERIFY(!presets::fromCode(QString(5000, u'A'), &why));
        QCOMPARE(why.kind, PresetProblem::NotACode);
        // A setting this version does not have (a code from a newer version): the game's reason.
        Preset newer = p;
        newer.settings.insert("tempo"_L1, 5);
        QVERIFY(!presets::fromCode(presets::toCode(newer), &why));
        QCOMPARE(why.kind, PresetProblem::BadSettings);
        QVERIFY2(why.detail.contains("tempo"_L1), qPrintable(why.detail));
        // A code whose settings the game refuses says the game's reason.
        Preset bad = p;
        bad.settings.insert("hands"_L1, 0);
        QVERIFY(!presets::fromCode(presets::toCode(bad), &why));
        QCOMPARE(why.kind, PresetProblem::BadSettings);
        QVERIFY2(why.detail.contains("hands"_L1), qPrintable(why.detail));
    }

    // A code names each setting by a short alias: no two settings of a game may share one.
    void everySettingHasItsOwnAlias()
    {
        for (const QString &id : GameRegistry::ids()) {
            QStringList paths;
            const std::function<void(const QJsonObject &, const QString &)> walk = [&](const QJsonObject &o, const QString &prefix) {
                for (auto it = o.begin(); it != o.end(); ++it) {
                    if (it.value().isObject())
                        walk(it.value().toObject(), prefix + it.key() + u'.');
                    else
                        paths << prefix + it.key();
                }
            };
            walk(presets::settingsPart(GameRegistry::find(id)->defaultSettings()), QString());
            QHash<QString, QString> seen;
            for (const QString &p : paths) {
                const QString a = presets::codeAlias(p);
                QVERIFY2(!seen.contains(a), qPrintable(id + u": "_s + p + u" and "_s + seen.value(a)));
                seen.insert(a, p);
            }
            QVERIFY(paths.size() >= 3);
        }
    }

    void aDamagedFileIsRefused()
    {
        const Preset p = ownPreset(u"mahjong"_s, u"turnSeconds"_s, 20, u"Friday"_s);
        const QByteArray file = presets::toFile(p);
        PresetProblem why;
        QVERIFY(!presets::fromFile(file.left(file.size() / 2), &why));
        QCOMPARE(why.kind, PresetProblem::Damaged);
        QVERIFY(!presets::fromFile("GIF89a", &why));
        QCOMPARE(why.kind, PresetProblem::NotAFile);
        QVERIFY(!presets::fromFile(QByteArray(file).replace("\"version\": 1", "\"version\": 2"), &why));
        QCOMPARE(why.kind, PresetProblem::Newer);
        QVERIFY(!presets::fromFile(QByteArray(file).replace("\"Friday\"", "\"\""), &why));
        QCOMPARE(why.kind, PresetProblem::BadName);
        QVERIFY(!presets::fromFile(QByteArray(file).replace("\"base\": 1", "\"base\": 0"), &why));
        QCOMPARE(why.kind, PresetProblem::BadSettings);
        QVERIFY(!presets::fromFile(QByteArray(file).replace("\"mahjong\"", "\"chess\""), &why));
        QCOMPARE(why.kind, PresetProblem::UnknownGame);
        QVERIFY(!presets::fromFile(QByteArray(file).replace("\"turnSeconds\"", "\"seed\": 5, \"turnSeconds\""), &why));
        QCOMPARE(why.kind, PresetProblem::BadSettings);
        QVERIFY(!presets::fromFile(QByteArray(kMaxBigFile, ' '), &why));
        QCOMPARE(why.kind, PresetProblem::NotAFile);
        // One bad entry of the stored list loses only itself.
        QJsonArray list = presets::listTo({p, p});
        QJsonObject broken = list[0].toObject();
        broken.insert("name"_L1, QString());
        list[0] = broken;
        QCOMPARE(presets::listFrom(list), QList<Preset>({p}));
    }

    void differencesAreTheSettingsFields()
    {
        const Preset shipped = byName(u"sevens"_s, u"制服麻將 夢幻排七"_s);
        const GameInfo *g = GameRegistry::find(u"sevens"_s);
        QJsonObject table = presets::applied(g->defaultSettings(), shipped);
        QCOMPARE(presets::describe(u"sevens"_s, table),
                 QJsonObject({{"name", shipped.name}, {"differs", QJsonArray()}}));
        table.insert("hands"_L1, 5);
        QJsonObject rules = table.value("rules"_L1).toObject();
        rules.insert("betUnit"_L1, 50);
        table.insert("rules"_L1, rules);
        table.insert("names"_L1, QJsonArray {"A", "B", "C", "D"}); // seats are no difference
        QCOMPARE(presets::describe(u"sevens"_s, table),
                 QJsonObject({{"name", shipped.name}, {"differs", QJsonArray {"hands", "rules.betUnit"}}}));
        // The nearest shipped preset is the one with the fewest differing fields.
        QJsonObject biqi = presets::applied(g->defaultSettings(), byName(u"sevens"_s, u"QQ/联众 憋七"_s));
        biqi.insert("hands"_L1, 8);
        QCOMPARE(presets::describe(u"sevens"_s, biqi).value("name"_L1).toString(), u"QQ/联众 憋七"_s);
        QCOMPARE(presets::describe(u"nosuchgame"_s, biqi), QJsonObject());
        QCOMPARE(presets::differs(QJsonObject {{"a", 1}, {"r", QJsonObject {{"x", true}}}},
                                  QJsonObject {{"a", 1}, {"b", 2}, {"r", QJsonObject {{"x", false}}}}),
                 QStringList({"b", "r.x"}));
    }

    // A QX1 code carries its settings as differences from the game's defaults: a default that
    // changes would change what every code already shared means. New settings may come (a
    // code without them takes their default); these may not change.
    void theDefaultsACodeIsReadAgainstStay()
    {
        const QJsonObject sevens = presets::settingsPart(GameRegistry::find(u"sevens"_s)->defaultSettings());
        const QJsonObject sevensPinned = QJsonDocument::fromJson(
            R"({"hands":12,"penaltyBases":1,"startingBalance":1000,"turnSeconds":0,
                "rules":{"preset":"uniform","headTail":false,"allCovered100":false,"sevenClearSix":false,
                         "bigMidSmall":false,"betUnit":1}})").object();
        const QJsonObject mahjong = presets::settingsPart(GameRegistry::find(u"mahjong"_s)->defaultSettings());
        const QJsonObject mahjongPinned = QJsonDocument::fromJson(
            R"({"turnSeconds":0,"firstDealer":-1,"rules":{"base":1,"streak":"linear","claimSeconds":10,"rounds":1}})").object();
        for (const auto &[now, pinned] : {std::pair {sevens, sevensPinned}, std::pair {mahjong, mahjongPinned}}) {
            QStringList changed = presets::differs(now, pinned);
            // Keys added since are fine: only a pinned key's value may not change.
            changed.removeIf([&](const QString &path) {
                const QStringList parts = path.split(u'.');
                QJsonValue v = pinned;
                for (const QString &p : parts)
                    v = v.toObject().value(p);
                return v.isUndefined();
            });
            QCOMPARE(changed, QStringList());
        }
    }

    void theHostSendsThePreset()
    {
        net::TableServer host(u"presets"_s);
        net::ServerTableConfig config;
        config.game = u"mahjong"_s;
        config.name = u"Friday"_s;
        const Preset p = byName(u"mahjong"_s, u"北斗七星 漳州麻將 一二四連莊"_s);
        QJsonObject settings = presets::applied(GameRegistry::find(u"mahjong"_s)->defaultSettings(), p);
        settings.insert("turnSeconds"_L1, 20);
        config.settings = settings;
        const int table = host.addTable(config);
        QVERIFY(table >= 0);
        settings.insert("bankSeconds"_L1, 20);
        config.settings = settings;
        const int clocked = host.addTable(config);
        QCOMPARE(host.tableInfo(table).value("preset"_L1).toObject(),
                 QJsonObject({{"name", p.name}, {"differs", QJsonArray {"turnSeconds"}}}));
        QCOMPARE(host.tableInfo(clocked).value("preset"_L1).toObject(),
                 QJsonObject({{"name", p.name}, {"differs", QJsonArray {"bankSeconds", "turnSeconds"}}}));
    }

private:
    static constexpr qsizetype kMaxBigFile = presets::kMaxFileBytes + 1;
};

QTEST_GUILESS_MAIN(TestPresets)
#include "test_presets.moc"
