// SPDX-License-Identifier: GPL-3.0-or-later
// Windows that fit the screen (issues 31 and 32), run on small offscreen screens (ctest runs
// it at 1024x640, and at 1920x1080 with QT_SCALE_FACTOR=2, i.e. 960x540 logical): the main
// window opens within the screen, its size is restored and clamped, a window off the screen
// is brought back, and every dialog of the window fits, in three languages, with its
// buttons on the screen and its layout not squeezed below what it needs.

#include "ui/kit/i18n.h"
#include "ui/shell/lan_widgets.h"
#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/shell/main_window.h"
#include "window_screens.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/shell/rules_help.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/kit/window_fit.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLayout>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace qixing::ui;

namespace {
QRect available()
{
    return QGuiApplication::primaryScreen()->availableGeometry();
}

// A shown window's frame is inside the available area; a window not yet shown has room for
// its frame (as the fit reckons it before the window system has one): the window system
// places it.
bool fits(const QWidget *w)
{
    if (w->isVisible())
        return available().contains(w->frameGeometry());
    const QSize framed = w->size().grownBy(frameMargins(w));
    return framed.width() <= available().width() && framed.height() <= available().height();
}
QString describe(const QWidget *w)
{
    const QRect f = w->frameGeometry();
    return QStringLiteral("frame %1x%2 at %3,%4; minimum %5x%6")
        .arg(f.width()).arg(f.height()).arg(f.x()).arg(f.y()).arg(w->minimumWidth()).arg(w->minimumHeight());
}
} // namespace

class TestWindowFit : public QObject
{
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Named as the game names itself: QSettings without an organisation reports its
        // organisation-wide file as not writable.
        QCoreApplication::setOrganizationName(QStringLiteral("Qixing"));
        QCoreApplication::setApplicationName(QStringLiteral("qixing-test"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
        // The screen ctest asked for (not the offscreen default of 800x600).
        const QString want = qEnvironmentVariable("QIXING_TEST_SCREEN");
        QVERIFY2(!want.isEmpty(), "run by ctest, which sets the screen");
        QCOMPARE(QStringLiteral("%1x%2").arg(available().width()).arg(available().height()), want);
    }

    void mainWindowOpensWithinTheScreen()
    {
        QSettings().remove(QStringLiteral("window"));
        MainWindow w;
        QVERIFY(fits(&w));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(fits(&w), qPrintable(describe(&w)));
        if (const QString shots = qEnvironmentVariable("QIXING_FIT_SHOTS"); !shots.isEmpty())
            w.grab().save(QStringLiteral("%1/%2-hall.png").arg(shots, qEnvironmentVariable("QIXING_TEST_SCREEN")));
    }

    void restoredSizeIsClampedAndRestored()
    {
        QSettings().setValue(QStringLiteral("window/size"), QSize(3000, 2000)); // from a larger screen
        QSize left;
        {
            MainWindow w;
            QVERIFY2(fits(&w), qPrintable(describe(&w)));
            QVERIFY(w.width() >= available().width() - 16); // as large as there is room for
            const QSize most = fittingSize(&w, available()); // with the frame reckoned, as at start
            w.show();
            QVERIFY2(fits(&w), qPrintable(describe(&w)));
            left = (w.minimumSizeHint().expandedTo(w.minimumSize()).boundedTo(most) + most) / 2;
            w.resize(left);
            w.close();
        }
        QCOMPARE(QSettings().value(QStringLiteral("window/size")).toSize(), left);
        MainWindow w;
        QCOMPARE(w.size(), left);
    }

    // A window left on a screen that is gone (here: far beyond the only one).
    void windowOffTheScreenIsBroughtBack()
    {
        MainWindow w;
        w.show();
        w.move(available().right() + 2000, available().bottom() + 2000);
        fitToScreen(&w);
        QVERIFY(fits(&w));
    }

    void everyDialogFits_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *l : {"en", "zh_TW", "zh_CN"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void everyDialogFits()
    {
        QFETCH(QString, language);
        Language::apply(language);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const std::vector<std::pair<QString, std::function<QDialog *()>>> dialogs {
            {QStringLiteral("Sevens 開桌設定"), [&]() -> QDialog * { w.openNewTableDialog(); return w.findChild<SevensSettingsDialog *>(); }},
            {QStringLiteral("Sevens 開桌設定, hosting"), [&]() -> QDialog * { w.openHostDialog(); return w.findChild<SevensSettingsDialog *>(); }},
            {QStringLiteral("mahjong 開桌設定"), [&]() -> QDialog * { mahjongOf(w)->openNewTable(false); return w.findChild<MahjongSettingsDialog *>(); }},
            {QStringLiteral("preferences"), [&]() -> QDialog * { w.openPreferences(); return w.findChild<PreferencesDialog *>(); }},
            {QStringLiteral("Sevens rules"), [&]() -> QDialog * { w.openRules(); return w.findChild<RulesHelp *>(); }},
            {QStringLiteral("mahjong rules"), [&]() -> QDialog * { auto *d = new RulesHelp(&w, QStringLiteral("mahjong")); d->setAttribute(Qt::WA_DeleteOnClose); d->show(); return d; }},
            {QStringLiteral("LAN browser"), [&]() -> QDialog * { w.openJoinDialog(); return w.lanBrowser(); }},
        };
        for (const auto &[name, open] : dialogs) {
            QDialog *d = open();
            QVERIFY2(d, qPrintable(name));
            if (auto *t = qobject_cast<TableSettingsFrame *>(d); t && name.contains(QLatin1String("hosting")))
                t->setHostOnLan(true);
            QVERIFY(QTest::qWaitForWindowExposed(d));
            QCoreApplication::processEvents();
            const QString where = QStringLiteral("%1 (%2): %3x%4 at %5,%6")
                                      .arg(name, language)
                                      .arg(d->width())
                                      .arg(d->height())
                                      .arg(d->x())
                                      .arg(d->y());
            QVERIFY2(fits(d), qPrintable(where));
            // Not squeezed: its layout has the room it asks for at least.
            const QSize need = d->layout()->totalMinimumSize();
            QVERIFY2(d->width() >= need.width() && d->height() >= need.height(),
                     qPrintable(where + QStringLiteral(" needs %1x%2").arg(need.width()).arg(need.height())));
            for (QDialogButtonBox *box : d->findChildren<QDialogButtonBox *>())
                for (QAbstractButton *b : box->buttons()) {
                    if (!b->isVisibleTo(d))
                        continue;
                    const QRect onScreen(b->mapToGlobal(QPoint(0, 0)), b->size());
                    QVERIFY2(available().contains(onScreen) && d->rect().contains(QRect(b->mapTo(d, QPoint(0, 0)), b->size())),
                             qPrintable(where + QStringLiteral(": button off the screen: ") + b->text()));
                }
            // QIXING_FIT_SHOTS=folder: each dialog as drawn, to look at.
            if (const QString shots = qEnvironmentVariable("QIXING_FIT_SHOTS"); !shots.isEmpty())
                d->grab().save(QStringLiteral("%1/%2-%3-%4.png").arg(shots, qEnvironmentVariable("QIXING_TEST_SCREEN"), language,
                                                                    QString(name).replace(QLatin1Char(' '), QLatin1Char('_'))));
            d->close();
            delete d;
        }
        Language::apply(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestWindowFit)
#include "test_window_fit.moc"
