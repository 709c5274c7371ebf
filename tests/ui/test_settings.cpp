// SPDX-License-Identifier: GPL-3.0-or-later
// The typed settings (ui/kit/settings.h for the program, ui/sevens/sevens_ui_settings.h and
// ui/mahjong/mahjong_ui_settings.h for each game's own): a player's settings written by earlier
// versions (raw QSettings under the same keys, when one class held them all) read back through
// them; what it writes is in those keys and
// formats; out-of-range values are brought into range; each change is signalled once, and the
// sound, the looks and the window's animation speed follow the signals.

#include "ui/kit/text_scale.h"
#include "ui/cards/card_renderer.h"
#include "ui/kit/settings.h"
#include "ui/shell/main_window.h"
#include "window_screens.h"
#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/kit/sound.h"
#include "ui/sevens/sevens_table_widget.h"
#include "ui/kit/texts.h"
#include "ui/mahjong/mahjong_ui_settings.h"
#include "ui/mahjong/tile_renderer.h"
#include "ui/sevens/sevens_ui_settings.h"

#include "mahjong/mahjong_module.h"
#include "sevens/sevens_save.h"

#include <QFile>
#include <QJsonDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing;
using qixing::ui::AnimationSpeed;
using qixing::ui::MahjongUiSettings;
using qixing::ui::Settings;
using qixing::ui::SevensUiSettings;

class TestSettings : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Qixing"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-test"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
        QVERIFY(QSettings().fileName().startsWith(dir_.path()));
    }
    void init() { QSettings().clear(); }

    void defaultsWhenNothingIsStored()
    {
        const Settings &s = Settings::shared();
        QCOMPARE(s.language(), QStringLiteral("system"));
        QCOMPARE(s.animationSpeed(), AnimationSpeed::Normal);
        const SevensUiSettings &sevens = SevensUiSettings::shared();
        const MahjongUiSettings &mahjong = MahjongUiSettings::shared();
        QCOMPARE(sevens.deck(), ui::CardRenderer::ownDeckId());
        QVERIFY(!sevens.fourColour());
        QCOMPARE(mahjong.tileset(), ui::TileRenderer::ownTilesetId());
        QCOMPARE(s.textSize(), 1);
        QCOMPARE(s.textScale(), 1.0);
        QCOMPARE(s.volume(), 70);
        QVERIFY(!s.muted());
        QVERIFY(!s.windowSize().isValid());
        QVERIFY(!s.windowMaximized());
        QCOMPARE(s.lanPlayerName(), ui::Texts::defaultName(0));
        QCOMPARE(s.lanTableName(), QString());
        QCOMPARE(s.lanPort(), 47017);
        QVERIFY(s.lanSeats().isEmpty());
        QVERIFY(!sevens.lastTable(session::SessionSettings {}));
        QVERIFY(!mahjong.lastTable());
    }

    // Written as the versions before the settings class wrote them: QSettings, these keys,
    // these types.
    void earlierVersionsSettingsReadBack()
    {
        session::MahjongSettings mahjong = ui::MahjongSettingsDialog::defaults();
        mahjong.turnSeconds = 25;
        mahjong.names[0] = QStringLiteral("阿明");
        const QVariantList seats {QVariantMap {{QStringLiteral("host"), QStringLiteral("192.168.1.20 47017")},
                                               {QStringLiteral("token"), QStringLiteral("abc")},
                                               {QStringLiteral("game"), QStringLiteral("mahjong")},
                                               {QStringLiteral("table"), 2}}};
        {
            QSettings q;
            q.setValue(QStringLiteral("ui/language"), QStringLiteral("zh_TW"));
            q.setValue(QStringLiteral("ui/animation"), 3);
            q.setValue(QStringLiteral("ui/textSize"), 2);
            q.setValue(QStringLiteral("cards/deck"), QStringLiteral("svg-standard"));
            q.setValue(QStringLiteral("cards/fourColour"), true);
            q.setValue(QStringLiteral("mahjong/tileset"), QStringLiteral("default"));
            q.setValue(QStringLiteral("sound/volume"), 35);
            q.setValue(QStringLiteral("sound/muted"), true);
            q.setValue(QStringLiteral("window/size"), QSize(1100, 700));
            q.setValue(QStringLiteral("window/maximized"), true);
            q.setValue(QStringLiteral("lan/name"), QStringLiteral("小美"));
            q.setValue(QStringLiteral("lan/tableName"), QStringLiteral("Friday table"));
            q.setValue(QStringLiteral("lan/port"), 47100);
            q.setValue(QStringLiteral("lan/seats"), seats);
            q.setValue(QStringLiteral("table/preset"), QStringLiteral("biqi"));
            q.setValue(QStringLiteral("table/headTail"), true);
            q.setValue(QStringLiteral("table/allCovered100"), false);
            q.setValue(QStringLiteral("table/sevenClearSix"), false);
            q.setValue(QStringLiteral("table/bigMidSmall"), true);
            q.setValue(QStringLiteral("table/betUnit"), qint64(50));
            q.setValue(QStringLiteral("table/hands"), 8);
            q.setValue(QStringLiteral("table/penaltyBases"), 3);
            q.setValue(QStringLiteral("table/turnSeconds"), 30);
            q.setValue(QStringLiteral("table/startingBalance"), qint64(5000));
            q.setValue(QStringLiteral("table/names"), QStringList {QStringLiteral("我"), QStringLiteral("甲"), QString(), QStringLiteral("丙")});
            q.setValue(QStringLiteral("table/kinds"), QStringList {QStringLiteral("person"), QStringLiteral("random"),
                                                                   QStringLiteral("heuristic"), QStringLiteral("random")});
            q.setValue(QStringLiteral("mahjongTable/settings"),
                       QJsonDocument(session::mahjongSettingsTo(mahjong)).toJson(QJsonDocument::Compact));
            q.sync();
            QCOMPARE(q.status(), QSettings::NoError);
        }
        const Settings &s = Settings::shared();
        const SevensUiSettings &sevens = SevensUiSettings::shared();
        const MahjongUiSettings &mahjongSettings = MahjongUiSettings::shared();
        QCOMPARE(s.language(), QStringLiteral("zh_TW"));
        QCOMPARE(s.animationSpeed(), AnimationSpeed::Slow);
        QCOMPARE(s.textSize(), 2);
        QCOMPARE(s.textScale(), 1.2);
        QCOMPARE(sevens.deck(), QStringLiteral("svg-standard"));
        QVERIFY(sevens.fourColour());
        QCOMPARE(mahjongSettings.tileset(), QStringLiteral("default"));
        QCOMPARE(s.volume(), 35);
        QVERIFY(s.muted());
        QCOMPARE(s.windowSize(), QSize(1100, 700));
        QVERIFY(s.windowMaximized());
        QCOMPARE(s.lanPlayerName(), QStringLiteral("小美"));
        QCOMPARE(s.lanTableName(), QStringLiteral("Friday table"));
        QCOMPARE(s.lanPort(), 47100);
        QCOMPARE(s.lanSeats(), seats);

        session::SessionSettings defaults;
        defaults.names = {QStringLiteral("d0"), QStringLiteral("d1"), QStringLiteral("d2"), QStringLiteral("d3")};
        defaults.kinds = {QStringLiteral("person"), QStringLiteral("heuristic"), QStringLiteral("heuristic"),
                          QStringLiteral("heuristic")};
        const auto table = sevens.lastTable(defaults);
        QVERIFY(table);
        QCOMPARE(table->match.rules.preset, sevens::Preset::Biqi);
        QVERIFY(table->match.rules.headTail);
        QVERIFY(!table->match.rules.allCovered100);
        QVERIFY(!table->match.rules.sevenClearSix);
        QVERIFY(table->match.rules.bigMidSmall);
        QCOMPARE(table->match.rules.betUnit, 50);
        QCOMPARE(table->match.hands, 8);
        QCOMPARE(table->match.penaltyBases, 3);
        QCOMPARE(table->turnSeconds, 30);
        QCOMPARE(table->startingBalance, 5000);
        // An empty name keeps the default; the first seat stays the person's.
        QCOMPARE(table->names[0], QStringLiteral("我"));
        QCOMPARE(table->names[2], QStringLiteral("d2"));
        QCOMPARE(table->kinds[0], QStringLiteral("person"));
        QCOMPARE(table->kinds[1], QStringLiteral("random"));

        const auto last = mahjongSettings.lastTable();
        QVERIFY(last);
        QCOMPARE(last->turnSeconds, 25);
        QCOMPARE(last->names[0], QStringLiteral("阿明"));
    }

    // What the class writes, earlier versions (and the tests beside this one) read.
    void writesTheSameKeysAndFormats()
    {
        Settings &s = Settings::shared();
        QVERIFY(s.setLanguage(QStringLiteral("zh_CN")));
        QVERIFY(s.setAnimationSpeed(AnimationSpeed::Fast));
        SevensUiSettings &sevens = SevensUiSettings::shared();
        MahjongUiSettings &mahjongSettings = MahjongUiSettings::shared();
        QVERIFY(sevens.setDeck(QStringLiteral("svg-standard"), true));
        QVERIFY(mahjongSettings.setTileset(QStringLiteral("default")));
        QVERIFY(s.setTextSize(3));
        QVERIFY(s.setVolume(40));
        QVERIFY(s.setMuted(true));
        QVERIFY(s.setWindowGeometry(QSize(1000, 600), false));
        QVERIFY(s.setLanPlayerName(QStringLiteral("Ann")));
        QVERIFY(s.setLanTable(QStringLiteral("Ann's"), 47200));
        session::SessionSettings table;
        table.match.rules.preset = sevens::Preset::Biqi;
        table.match.rules.betUnit = 20;
        table.match.hands = 4;
        table.names = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
        table.kinds = {QStringLiteral("person"), QStringLiteral("random"), QStringLiteral("random"), QStringLiteral("random")};
        QVERIFY(sevens.setLastTable(table));
        session::MahjongSettings mahjong = ui::MahjongSettingsDialog::defaults();
        mahjong.turnSeconds = 15;
        QVERIFY(mahjongSettings.setLastTable(mahjong));

        QSettings q;
        QCOMPARE(q.value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN"));
        QCOMPARE(q.value(QStringLiteral("ui/animation")).toInt(), 1);
        QCOMPARE(q.value(QStringLiteral("cards/deck")).toString(), QStringLiteral("svg-standard"));
        QCOMPARE(q.value(QStringLiteral("cards/fourColour")).toBool(), true);
        QCOMPARE(q.value(QStringLiteral("mahjong/tileset")).toString(), QStringLiteral("default"));
        QCOMPARE(q.value(QStringLiteral("ui/textSize")).toInt(), 3);
        QCOMPARE(q.value(QStringLiteral("sound/volume")).toInt(), 40);
        QCOMPARE(q.value(QStringLiteral("sound/muted")).toBool(), true);
        QCOMPARE(q.value(QStringLiteral("window/size")).toSize(), QSize(1000, 600));
        QCOMPARE(q.value(QStringLiteral("window/maximized")).toBool(), false);
        QCOMPARE(q.value(QStringLiteral("lan/name")).toString(), QStringLiteral("Ann"));
        QCOMPARE(q.value(QStringLiteral("lan/tableName")).toString(), QStringLiteral("Ann's"));
        QCOMPARE(q.value(QStringLiteral("lan/port")).toInt(), 47200);
        QCOMPARE(q.value(QStringLiteral("table/preset")).toString(), QStringLiteral("biqi"));
        QCOMPARE(q.value(QStringLiteral("table/betUnit")).toLongLong(), 20);
        QCOMPARE(q.value(QStringLiteral("table/hands")).toInt(), 4);
        QCOMPARE(q.value(QStringLiteral("table/kinds")).toStringList().value(1), QStringLiteral("random"));
        const QJsonObject json = QJsonDocument::fromJson(q.value(QStringLiteral("mahjongTable/settings")).toByteArray()).object();
        QCOMPARE(json, session::mahjongSettingsTo(mahjong));
        // And what it wrote reads back whole through it.
        QCOMPARE(sevens.lastTable(session::SessionSettings {})->names[3], QStringLiteral("d"));
        QCOMPARE(mahjongSettings.lastTable()->turnSeconds, 15);
    }

    void outOfRangeValuesAreBroughtIntoRange()
    {
        QSettings q;
        q.setValue(QStringLiteral("ui/animation"), 9);
        q.setValue(QStringLiteral("ui/textSize"), -4);
        q.setValue(QStringLiteral("sound/volume"), 250);
        q.setValue(QStringLiteral("mahjongTable/settings"), QByteArray("{\"rules\": {\"base\": 0}}"));
        const Settings &s = Settings::shared();
        QCOMPARE(s.animationSpeed(), AnimationSpeed::Slow);
        QCOMPARE(s.textSize(), 0);
        QCOMPARE(s.volume(), 100);
        QVERIFY(!MahjongUiSettings::shared().lastTable()); // refused by the save format's checks
        QVERIFY(Settings::shared().setVolume(-3));
        QCOMPARE(q.value(QStringLiteral("sound/volume")).toInt(), 0);
    }

    // Each change once, none for the same value again; the sound and the looks follow.
    void changesAreSignalledAndFollowed()
    {
        Settings &s = Settings::shared();
        ui::PreferencesDialog::applySaved();
        ui::Sound &sound = ui::Sound::shared();
        QSignalSpy speed(&s, &Settings::animationSpeedChanged);
        QSignalSpy volume(&s, &Settings::volumeChanged);
        SevensUiSettings &sevens = SevensUiSettings::shared();
        MahjongUiSettings &mahjong = MahjongUiSettings::shared();
        QSignalSpy deck(&sevens, &SevensUiSettings::deckChanged);
        QSignalSpy four(&sevens, &SevensUiSettings::fourColourChanged);
        QSignalSpy tileset(&mahjong, &MahjongUiSettings::tilesetChanged);
        QSignalSpy text(&s, &Settings::textSizeChanged);

        s.setAnimationSpeed(AnimationSpeed::Slow);
        s.setAnimationSpeed(AnimationSpeed::Slow);
        QCOMPARE(speed.count(), 1);
        QCOMPARE(speed.at(0).at(0).value<AnimationSpeed>(), AnimationSpeed::Slow);

        s.setVolume(12);
        s.setVolume(12);
        QCOMPARE(volume.count(), 1);
        QCOMPARE(sound.volume(), 12);
        s.setMuted(true);
        QVERIFY(sound.muted());
        s.setMuted(false);
        QVERIFY(!sound.muted());

        QVERIFY(!ui::CardRenderer::shared().fourColour());
        sevens.setDeck(ui::CardRenderer::ownDeckId(), true);
        mahjong.setTileset(ui::TileRenderer::ownTilesetId());
        s.setTextSize(2);
        QCOMPARE(deck.count(), 0); // the deck did not change
        QCOMPARE(tileset.count(), 0); // nor the tileset
        QCOMPARE(four.count(), 1);
        QCOMPARE(text.count(), 1);
        QVERIFY(ui::CardRenderer::shared().fourColour());
        QCOMPARE(ui::TextScale::current(), 1.2);
        sevens.setDeck(ui::CardRenderer::ownDeckId(), false);
        s.setTextSize(1);
        QVERIFY(!ui::CardRenderer::shared().fourColour());
        QCOMPARE(ui::TextScale::current(), 1.0);
    }

    // A write that fails (a full disk) returns false and leaves the file as it was; the
    // change is still signalled: it holds until Qixing closes, as the window's notice says.
    void failedWriteIsToldAndTheChangeStillHolds()
    {
        Settings &s = Settings::shared();
        ui::Sound &sound = ui::Sound::shared();
        QVERIFY(s.setVolume(50));
        const QString file = QSettings().fileName();
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        QSignalSpy volume(&s, &Settings::volumeChanged);
        session::setWriteErrorForTesting(QStringLiteral("No space left on device"));
        const bool stored = s.setVolume(20);
        session::setWriteErrorForTesting({});
        QVERIFY(!stored);
        QCOMPARE(volume.count(), 1);
        QCOMPARE(sound.volume(), 20);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    // The window starts at the stored speed and follows a change made anywhere (its View
    // menu, the Settings dialog, another window).
    void windowFollowsTheAnimationSpeed()
    {
        Settings::shared().setAnimationSpeed(AnimationSpeed::Fast);
        ui::MainWindow w;
        QCOMPARE(sevensOf(w)->table()->animationSpeed(), AnimationSpeed::Fast);
        Settings::shared().setAnimationSpeed(AnimationSpeed::Slow);
        QCOMPARE(sevensOf(w)->table()->animationSpeed(), AnimationSpeed::Slow);
        w.setAnimationSpeed(AnimationSpeed::Off);
        QCOMPARE(sevensOf(w)->table()->animationSpeed(), AnimationSpeed::Off);
        QCOMPARE(Settings::shared().animationSpeed(), AnimationSpeed::Off);
        QCOMPARE(QSettings().value(QStringLiteral("ui/animation")).toInt(), 0);
    }
};

QTEST_MAIN(TestSettings)
#include "test_settings.moc"
