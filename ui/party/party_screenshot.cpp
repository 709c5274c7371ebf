// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/party/party_screenshot.h"

#include "ui/party/big_screen.h"
#include "ui/party/standings_view.h"
#include "ui/shell/screenshot.h"

#include <QJsonArray>

namespace qixing::ui {

QStringList partyScreenshotViews()
{
    return {QStringLiteral("standings"), QStringLiteral("bigscreen")};
}

namespace {

QJsonObject info(int id, const QString &name, const QString &game, const QStringList &names)
{
    QJsonArray seats;
    for (const QString &n : names)
        seats.append(QJsonObject {{"name", n.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(n)}, {"kind", n.isEmpty() ? "computer" : "remote"}});
    return QJsonObject {{"id", id}, {"name", name}, {"game", game}, {"state", "playing"}, {"seats", seats}};
}

} // namespace

bool partyScreenshot(const ScreenshotRequest &r, QSize screen, QString *error)
{
    if (r.view == QLatin1String("standings")) {
        StandingsDialog d;
        d.view()->setStandings(StandingsView::sample());
        // As a dialog opened over the table (MainWindow::showStandings).
        d.resize(d.sizeFor(screen));
        d.show();
        return saveScreenshot(&d, r.file, error);
    }
    // The big screen following table 2 (mahjong) in play: its last discard called out.
    BigScreenModel model;
    model.setTables({info(1, QStringLiteral("Night 1"), QStringLiteral("mahjong"), {"阿明", "Lily", "小芬", "Ken"}),
                     info(2, QStringLiteral("Night 2"), QStringLiteral("mahjong"), {"志豪", "Mei", "阿土伯", QString()}),
                     info(3, QStringLiteral("Night 3"), QStringLiteral("sevens"), {"淑惠", "Tony", "佳玲", "Wei"})});
    model.take(2, QJsonObject {{"type", "state"}, {"hand", 4}, {"gold", "5p"}, {"balances", QJsonArray {10240, 9360, 10810, 9590}}});
    model.take(2, QJsonObject {{"type", "event"}, {"hand", 4}, {"event", QJsonObject {{"e", "draw"}, {"seat", 1}, {"tile", "3s"}}}});
    model.take(2, QJsonObject {{"type", "event"}, {"hand", 4}, {"event", QJsonObject {{"e", "discard"}, {"seat", 1}, {"tile", "7m"}}}});
    model.take(2, QJsonObject {{"type", "event"}, {"hand", 4}, {"event", QJsonObject {{"e", "draw"}, {"seat", 2}, {"tile", "9p"}}}});
    model.follow(0);
    model.advance(); // from table 1 to table 2 in the cycle
    BigScreenView view(&model);
    view.resize(screen);
    view.show();
    return saveScreenshot(&view, r.file, error);
}

} // namespace qixing::ui
