// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/screenshot.h"

#include "ui/cards/card_renderer.h"
#include "ui/kit/i18n.h"
#include "ui/party/party_screenshot.h"
#include "ui/records/records_screenshot.h"
#include "ui/records/stats_screen.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/main_window.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/shell/rules_help.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPixmap>
#include <QStandardPaths>

namespace qixing {
namespace ui {

namespace {
// The program's own views, the same for every game.
const QStringList &programViews()
{
    static const QStringList views = QStringList {"hall", "rules", "preferences", "stats", "ledger"} // stats: ui/records/stats_screen
                                     + recordsScreenshotViews() + partyScreenshotViews();
    return views;
}
} // namespace

bool saveScreenshot(QWidget *w, const QString &file, QString *error)
{
    QApplication::processEvents();
    const QPixmap pm = w->grab();
    if (pm.isNull() || !pm.save(file, "PNG")) {
        *error = QStringLiteral("could not write %1").arg(file);
        return false;
    }
    return true;
}

void handleEventsFor(int ms, const std::function<bool()> &until)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms && !(until && until()))
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

bool applyScreenshotDeck(const ScreenshotRequest &r, QString *error)
{
    if (!r.deck.isEmpty() && !CardRenderer::shared().setDeck(r.deck)) {
        *error = QStringLiteral("no card deck %1 is installed").arg(r.deck);
        return false;
    }
    CardRenderer::shared().setFourColour(r.fourColour);
    return true;
}

QStringList screenshotViews(const QString &game)
{
    const GameUi *g = GameUis::find(game);
    return g ? g->screenshotViews + programViews() : QStringList();
}

bool renderScreenshot(const ScreenshotRequest &r, QString *error)
{
    // Never touch the person's own settings or saved match.
    QStandardPaths::setTestModeEnabled(true);
    Language::apply(r.language);
    const QSize size = r.size.isValid() && r.size.width() >= 320 ? r.size : QSize(1280, 800);

    // Refused before a window is made, instead of falling back to the table and exiting 0.
    const QString gameId = r.game.isEmpty() ? GameUis::ids().value(0) : r.game;
    const GameUi *game = GameUis::find(gameId);
    if (!game) {
        *error = QStringLiteral("unknown game %1 (%2)").arg(gameId, GameUis::ids().join(QStringLiteral(", ")));
        return false;
    }
    const QStringList views = screenshotViews(gameId);
    if (!views.contains(r.view)) {
        *error = QStringLiteral("unknown view %1 for %2 (%3)").arg(r.view, gameId, views.join(QStringLiteral(", ")));
        return false;
    }
    if (game->screenshotViews.contains(r.view)) {
        ScreenshotRequest own = r;
        own.game = gameId;
        return game->screenshot(own, size, error);
    }
    if (recordsScreenshotViews().contains(r.view)) {
        ScreenshotRequest own = r;
        own.game = gameId;
        return recordsScreenshot(own, size, error);
    }
    if (partyScreenshotViews().contains(r.view))
        return partyScreenshot(r, size, error);
    if (r.view == QLatin1String("preferences")) {
        PreferencesDialog d(AnimationSpeed::Normal);
        d.show();
        d.adjustSize();
        return saveScreenshot(&d, r.file, error);
    }
    if (r.view == QLatin1String("stats") || r.view == QLatin1String("ledger"))
        return StatsScreen::screenshot(r, size, error);
    if (r.view == QLatin1String("rules")) {
        RulesHelp d(nullptr, gameId);
        d.resize(size.width() * 2 / 3, size.height());
        d.show();
        return saveScreenshot(&d, r.file, error);
    }
    // The hall.
    MainWindow w;
    if (!applyScreenshotDeck(r, error))
        return false;
    w.setAnimationSpeed(AnimationSpeed::Off);
    w.resize(size);
    w.show();
    w.showHall();
    return saveScreenshot(&w, r.file, error);
}

} // namespace ui
} // namespace qixing
