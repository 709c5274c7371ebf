#include "ui/screenshot.h"

#include "ui/i18n.h"
#include "ui/main_window.h"
#include "ui/rules_help.h"
#include "ui/settlement_dialog.h"
#include "ui/table_settings_dialog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPixmap>
#include <QStandardPaths>

namespace qixing {
namespace ui {

using namespace sevens;

namespace {
bool save(QWidget *w, const QString &file, QString *error)
{
    QApplication::processEvents();
    const QPixmap pm = w->grab();
    if (pm.isNull() || !pm.save(file, "PNG")) {
        *error = QStringLiteral("could not write %1").arg(file);
        return false;
    }
    return true;
}

// Plays until `until` says stop: the person's seat plays the hint's choice.
bool drive(MainWindow &w, const std::function<bool()> &until)
{
    QElapsedTimer t;
    t.start();
    while (!until()) {
        if (t.elapsed() > 20000)
            return false;
        auto *s = w.session();
        if (s->handInProgress() && s->view(0).myTurn()) {
            if (const auto a = s->hint())
                s->submitLocal(*a);
        }
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}
} // namespace

bool renderScreenshot(const ScreenshotRequest &r, QString *error)
{
    // Never touch the person's own settings or saved match.
    QStandardPaths::setTestModeEnabled(true);
    Language::apply(r.language);
    const QSize size = r.size.isValid() && r.size.width() >= 320 ? r.size : QSize(1280, 800);

    if (r.view == QLatin1String("settings")) {
        TableSettingsDialog d;
        d.setSettings(TableSettingsDialog::defaults());
        d.show();
        d.resize(d.minimumWidth(), d.heightForWidth(d.minimumWidth()) > 0 ? d.heightForWidth(d.minimumWidth()) : d.sizeHint().height());
        return save(&d, r.file, error);
    }
    if (r.view == QLatin1String("rules")) {
        RulesHelp d;
        d.resize(size.width() * 2 / 3, size.height());
        d.show();
        return save(&d, r.file, error);
    }

    MainWindow w;
    w.session()->setSavePath(QString());
    w.setAnimationSpeed(AnimationSpeed::Off);
    w.session()->setComputerPause(0);
    w.setImmediateDialogs(true);
    w.resize(size);
    w.show();
    if (r.view == QLatin1String("hall")) {
        w.showHall();
        return save(&w, r.file, error);
    }
    if (r.view == QLatin1String("dealing")) {
        // The deal in flight, a third of a second in, at normal speed.
        w.setAnimationSpeed(AnimationSpeed::Normal);
        session::SessionSettings s = TableSettingsDialog::defaults();
        s.match.seed = r.seed;
        w.startTable(s);
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 450)
            QApplication::processEvents(QEventLoop::AllEvents, 5);
        return save(&w, r.file, error);
    }
    session::SessionSettings s = TableSettingsDialog::defaults();
    s.match.seed = r.seed;
    s.match.hands = 8;
    s.match.rules.headTail = r.headTail;
    if (r.biqi) {
        s.match.rules.preset = Preset::Biqi;
        s.match.rules.sevenClearSix = false;
    }
    w.startTable(s);
    if (r.view == QLatin1String("settlement")) {
        if (!drive(w, [&] { return w.settlementDialog() != nullptr; })) {
            *error = QStringLiteral("the hand did not finish");
            return false;
        }
        SettlementDialog *d = w.settlementDialog();
        d->resize(std::min(size.width(), 980), std::min(size.height(), 720));
        return save(d, r.file, error);
    }
    const bool ok = drive(w, [&] {
        const auto *ss = w.session();
        return ss->handInProgress() && ss->view(0).myTurn() && ss->view(0).turn() >= r.turn;
    });
    if (!ok) {
        *error = QStringLiteral("could not reach the middle of the hand");
        return false;
    }
    return save(&w, r.file, error);
}

} // namespace ui
} // namespace qixing
