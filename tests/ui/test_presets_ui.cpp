// SPDX-License-Identifier: GPL-3.0-or-later
// The preset chooser of both 開桌設定 dialogs (issue 30), offscreen: choosing a preset sets
// the dialog's options and keeps the seats; a change shows "Custom" and the differences in
// words; the player's presets are saved, renamed and deleted through the game's typed
// settings and read back by a new dialog; a preset goes out as a file and a code and comes
// back into another dialog; a damaged code or file, another game's preset or a settings file
// that cannot be written is refused with the reason and changes nothing.

#include "table/presets.h"
#include "table/save_file.h"
#include "ui/kit/preset_chooser.h"
#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/mahjong/mahjong_ui_settings.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/sevens/sevens_ui_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing;
using namespace qixing::ui;
using namespace Qt::StringLiterals;

namespace {
template <typename T> T *child(QWidget &w, const char *name)
{
    auto *c = w.findChild<T *>(QLatin1String(name));
    if (!c)
        qFatal("no child %s", name);
    return c;
}

// Chooses an item of the preset list as a person does (the list's `activated`).
void pick(QWidget &dialog, const QString &shownName)
{
    auto *list = child<QComboBox>(dialog, "presetList");
    const int i = list->findText(shownName);
    QVERIFY2(i >= 0, qPrintable(shownName));
    list->setCurrentIndex(i);
    emit list->activated(i);
}

QString shown(QWidget &dialog)
{
    return child<QComboBox>(dialog, "presetList")->currentText();
}
} // namespace

class TestPresetsUi : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"QixingTest"_s);
        QCoreApplication::setApplicationName(u"qixing-presets-test"_s);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
        QSettings().clear();
    }

    void choosingAPresetSetsTheRulesAndKeepsTheSeats()
    {
        SevensSettingsDialog d;
        child<QLineEdit>(d, "name-1")->setText(u"Kai"_s);
        pick(d, SevensSettingsDialog::presetName(u"QQ/联众 憋七"_s));
        QCOMPARE(child<QComboBox>(d, "preset")->currentData().toInt(), int(sevens::Preset::Biqi));
        QCOMPARE(child<QSpinBox>(d, "betUnit")->value(), 1);
        pick(d, SevensSettingsDialog::presetName(u"制服麻將 夢幻排七"_s));
        QCOMPARE(child<QComboBox>(d, "preset")->currentData().toInt(), int(sevens::Preset::Uniform));
        QVERIFY(child<QCheckBox>(d, "allCovered100")->isChecked());
        QVERIFY(child<QCheckBox>(d, "sevenClearSix")->isChecked());
        QVERIFY(!child<QCheckBox>(d, "bigMidSmall")->isChecked());
        QCOMPARE(child<QSpinBox>(d, "betUnit")->value(), 100);
        QCOMPARE(child<QSpinBox>(d, "hands")->value(), 12);
        QCOMPARE(d.settings().names[1], u"Kai"_s);
        QCOMPARE(shown(d), SevensSettingsDialog::presetName(u"制服麻將 夢幻排七"_s));
        QVERIFY(d.problem().isEmpty());

        // A change makes the choices the player's own: "Custom", and in words what differs.
        child<QSpinBox>(d, "hands")->setValue(5);
        QCOMPARE(child<QComboBox>(d, "presetList")->currentIndex(), -1);
        const QString words = child<QLabel>(d, "presetWords")->text();
        QVERIFY2(words.contains(SevensSettingsDialog::presetName(u"制服麻將 夢幻排七"_s)) && words.contains("5 hands"_L1),
                 qPrintable(words));

        MahjongSettingsDialog m;
        pick(m, MahjongSettingsDialog::presetName(u"北斗七星 漳州麻將 一二四連莊"_s));
        QCOMPARE(child<QComboBox>(m, "streak")->currentData().toInt(), int(mahjong::StreakOption::Doubling));
        pick(m, MahjongSettingsDialog::presetName(u"北斗七星 漳州麻將"_s));
        QCOMPARE(child<QComboBox>(m, "streak")->currentData().toInt(), int(mahjong::StreakOption::Linear));
        QCOMPARE(child<QSpinBox>(m, "claimSeconds")->value(), 10);
    }

    void ownPresetsAreSavedRenamedAndDeleted()
    {
        {
            SevensSettingsDialog d;
            pick(d, SevensSettingsDialog::presetName(u"制服麻將 夢幻排七"_s));
            child<QSpinBox>(d, "hands")->setValue(5);
            QCOMPARE(d.presetChooser()->saveAs(u"Friday"_s), QString());
            QCOMPARE(shown(d), u"Friday"_s);
            // A shipped preset's name is not the player's to take.
            QVERIFY(!d.presetChooser()->saveAs(u"制服麻將 夢幻排七"_s).isEmpty());
            QVERIFY(!d.presetChooser()->saveAs(u"   "_s).isEmpty());
        }
        QCOMPARE(SevensUiSettings::shared().presets().size(), 1);
        {
            // A new dialog reads it back from the settings.
            SevensSettingsDialog d;
            pick(d, SevensSettingsDialog::presetName(u"QQ/联众 憋七"_s));
            pick(d, u"Friday"_s);
            QCOMPARE(child<QSpinBox>(d, "hands")->value(), 5);
            QCOMPARE(d.presetChooser()->renameCurrent(u"Friday night"_s), QString());
            QCOMPARE(shown(d), u"Friday night"_s);
        }
        QCOMPARE(SevensUiSettings::shared().presets().value(0).name, u"Friday night"_s);
        {
            // A settings file that cannot be written: refused, and the list as it was.
            SevensSettingsDialog d;
            pick(d, u"Friday night"_s);
            session::setWriteErrorForTesting(u"No space left on device"_s);
            const QString why = d.presetChooser()->deleteCurrent();
            session::setWriteErrorForTesting(QString());
            QVERIFY(!why.isEmpty());
            QCOMPARE(d.presetChooser()->ownPresets().size(), 1);
            QCOMPARE(shown(d), u"Friday night"_s);
            QCOMPARE(d.presetChooser()->deleteCurrent(), QString());
            QCOMPARE(d.presetChooser()->ownPresets().size(), 0);
        }
        QCOMPARE(SevensUiSettings::shared().presets().size(), 0);
    }

    void aPresetTravelsByFileAndByCode()
    {
        QString code;
        const QString file = dir_.filePath(u"friday.qixing-preset"_s);
        {
            MahjongSettingsDialog d;
            pick(d, MahjongSettingsDialog::presetName(u"北斗七星 漳州麻將"_s));
            child<QSpinBox>(d, "base")->setValue(50);
            child<QSpinBox>(d, "rounds")->setValue(2);
            QCOMPARE(d.presetChooser()->saveAs(u"週五"_s), QString());
            QCOMPARE(d.presetChooser()->exportTo(file), QString());
            code = d.presetChooser()->code();
            QVERIFY(code.startsWith("QX1-"_L1));
            QCOMPARE(d.presetChooser()->deleteCurrent(), QString());
        }
        QVERIFY(MahjongUiSettings::shared().presets().isEmpty());
        {
            MahjongSettingsDialog d;
            QCOMPARE(d.presetChooser()->importFrom(file), QString());
            QCOMPARE(child<QSpinBox>(d, "base")->value(), 50);
            QCOMPARE(child<QSpinBox>(d, "rounds")->value(), 2);
            QCOMPARE(shown(d), u"週五"_s);
            QCOMPARE(MahjongUiSettings::shared().presets().size(), 1);
            // The same again is the same preset, not a second one.
            QCOMPARE(d.presetChooser()->paste(code), QString());
            QCOMPARE(MahjongUiSettings::shared().presets().size(), 1);
            QCOMPARE(d.presetChooser()->deleteCurrent(), QString());
        }
        {
            MahjongSettingsDialog d;
            QCOMPARE(d.presetChooser()->paste(code.toLower()), QString());
            QCOMPARE(child<QSpinBox>(d, "base")->value(), 50);
            QCOMPARE(shown(d), u"週五"_s);
            QCOMPARE(d.presetChooser()->deleteCurrent(), QString());
        }
    }

    void aDamagedPresetChangesNothing()
    {
        MahjongSettingsDialog m;
        pick(m, MahjongSettingsDialog::presetName(u"北斗七星 漳州麻將"_s));
        child<QSpinBox>(m, "base")->setValue(7);
        const QString code = m.presetChooser()->code();

        SevensSettingsDialog d;
        pick(d, SevensSettingsDialog::presetName(u"QQ/联众 憋七"_s));
        const session::SessionSettings before = d.settings();
        const auto same = [&] {
            session::SessionSettings now = d.settings();
            now.match.seed = before.match.seed;
            return now == before && d.presetChooser()->ownPresets().isEmpty()
                   && SevensUiSettings::shared().presets().isEmpty();
        };
        // Another game's code.
        QCOMPARE(d.presetChooser()->paste(code),
                 PresetChooser::problemText({session::PresetProblem::WrongGame, QString()}));
        QVERIFY(same());
        // One character mistyped.
        QString bad = code;
        bad[10] = bad[10] == u'A' ? u'B' : u'A';
        QCOMPARE(d.presetChooser()->paste(bad), PresetChooser::problemText({session::PresetProblem::Damaged, QString()}));
        QVERIFY(same());
        // A file cut short, and not a file at all.
        const QString file = dir_.filePath(u"cut.qixing-preset"_s);
        const Preset p = session::presets::shipped(u"sevens"_s).value(1);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray whole = session::presets::toFile(p);
        f.write(whole.left(whole.size() - 20));
        f.close();
        QCOMPARE(d.presetChooser()->importFrom(file), PresetChooser::problemText({session::PresetProblem::Damaged, QString()}));
        QVERIFY(same());
        QVERIFY(!d.presetChooser()->importFrom(dir_.filePath(u"no such file"_s)).isEmpty());
        QVERIFY(same());
    }

    // The lobby's and the LAN browser's line: the preset's name and what differs.
    void theLobbyLineSaysThePresetAndTheDifferences()
    {
        const QJsonObject info {{"hands", 5},
                                {"turnSeconds", 20},
                                {"rules", QJsonObject {{"betUnit", 50}, {"headTail", true}}},
                                {"preset", QJsonObject {{"name", "制服麻將 夢幻排七"},
                                                        {"differs", QJsonArray {"hands", "rules.betUnit", "rules.headTail"}}}}};
        QCOMPARE(SevensSettingsDialog::presetLine(info),
                 SevensSettingsDialog::presetName(u"制服麻將 夢幻排七"_s) + u" + 5 hands, bet 50, head and tail"_s);
        QCOMPARE(SevensSettingsDialog::presetLine(QJsonObject {{"hands", 5}}), QString());
        const QJsonObject mahjong {{"turnSeconds", 0},
                                   {"rules", QJsonObject {{"rounds", 3}}},
                                   {"preset", QJsonObject {{"name", "北斗七星 漳州麻將"}, {"differs", QJsonArray {"rules.rounds", "tempo"}}}}};
        QCOMPARE(MahjongSettingsDialog::presetLine(mahjong),
                 MahjongSettingsDialog::presetName(u"北斗七星 漳州麻將"_s) + u" + 3 rounds, tempo"_s);
        // The clock's bank, from a TableInfo's "clock" (the lobby) or the settings (the dialog).
        const QJsonObject clocked {{"clock", QJsonObject {{"base", 5}, {"bank", 20}}},
                                   {"preset", QJsonObject {{"name", "QQ/联众 憋七"}, {"differs", QJsonArray {"bankSeconds"}}}}};
        QCOMPARE(SevensSettingsDialog::presetLine(clocked),
                 SevensSettingsDialog::presetName(u"QQ/联众 憋七"_s) + u" + a bank of 20 s"_s);
        // The clock's words are every game's: mahjong's line says them as Sevens's does.
        const QJsonObject untimed {{"turnSeconds", 0},
                                   {"bankSeconds", 0},
                                   {"rules", QJsonObject {{"streak", "linear"}}},
                                   {"preset", QJsonObject {{"name", "北斗七星 漳州麻將"},
                                                           {"differs", QJsonArray {"turnSeconds", "bankSeconds", "rules.streak"}}}}};
        QCOMPARE(MahjongSettingsDialog::presetLine(untimed),
                 MahjongSettingsDialog::presetName(u"北斗七星 漳州麻將"_s) + u" + no turn limit, no time bank, linear streak"_s);
    }

private:
    using Preset = session::Preset;
    QTemporaryDir dir_;
};

QTEST_MAIN(TestPresetsUi)
#include "test_presets_ui.moc"
