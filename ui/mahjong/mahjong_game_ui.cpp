// SPDX-License-Identifier: GPL-3.0-or-later
// Zhangzhou mahjong in the window (ui/shell/game_ui.h): its hall tile, its rules help, a LAN
// table's rules in words, its screenshots, its page and its row in the Settings dialog.

#include "ui/mahjong/mahjong_replay_table.h"
#include "mahjong/mahjong_json.h"
#include "net/server.h"
#include "ui/kit/i18n.h"
#include "ui/kit/texts.h"
#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/mahjong/mahjong_settlement_dialog.h"
#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/mahjong/mahjong_table_view.h"
#include "ui/mahjong/mahjong_table_widget.h"
#include "ui/mahjong/mahjong_ui_settings.h"
#include "ui/mahjong/tile_renderer.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/lobby_screen.h"
#include "ui/shell/main_window.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/shell/rules_help.h"
#include "ui/shell/screenshot.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonDocument>
#include <QFile>
#include <QFormLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLayout>
#include <QRegularExpression>

namespace qixing::ui {

namespace {

// The table page at a moment of a seeded match (mahjongGameForScreenshot): one list for the
// views accepted and the views drawn.
const QStringList &tableViews()
{
    static const QStringList views {"table", "turn", "claim", "call", "you", "win", "over"};
    return views;
}

// A line never breaks inside a list of tiles ("梅 蘭 竹 菊") nor after a short word before one
// ("1p–9p for 筒"); Chinese text still breaks between its characters.
QString keepTilesTogether(QString html)
{
    static const QRegularExpression space(
        QStringLiteral("(?:(?<=\\p{Han})|(?<=\\b\\w)|(?<=\\b\\w{2})|(?<=\\b\\w{3}))[ \\n](?=\\p{Han})"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    return html.replace(space, QStringLiteral("\u00a0"));
}

QString rulesHtml()
{
    // Each language has its whole document; English where a language has none.
    for (const QString &code : {Language::current(), QStringLiteral("en")}) {
        QFile f(QStringLiteral(":/rules/mahjong.%1.html").arg(code));
        if (f.open(QIODevice::ReadOnly))
            return keepTilesTogether(QString::fromUtf8(f.readAll()));
    }
    return {};
}

QString tableRules(const QJsonObject &info, bool oneLine)
{
    mahjong::Rules r;
    try {
        r = mahjong::json::rulesFrom(info.value("rules").toObject()).rules;
    } catch (const std::exception &) {
        return LobbyScreen::tr("unknown rules");
    }
    // A table's preset (issue 30) comes first; in one line (the LAN browser) it says enough.
    const QString preset = MahjongSettingsDialog::presetLine(info);
    if (oneLine && !preset.isEmpty())
        return preset;
    QStringList parts;
    if (!preset.isEmpty())
        parts << LobbyScreen::tr("House rules: %1").arg(preset);
    parts << LobbyScreen::tr("Base %1").arg(Texts::money(r.base));
    parts << (r.streak == mahjong::StreakOption::Doubling ? LobbyScreen::tr("Dealer streak: pays 1, 2, 4 … times")
                                                          : LobbyScreen::tr("Dealer streak: pays 1, 2, 3 … times"));
    parts << LobbyScreen::tr("Rounds: %1").arg(r.rounds);
    if (!oneLine)
        parts << LobbyScreen::tr("Claims: %1 s").arg(r.claimSeconds);
    if (const QString t = turnLimitText(info, oneLine); !t.isEmpty())
        parts << t;
    return parts.join(oneLine ? QStringLiteral(" · ") : QStringLiteral("\n"));
}

// --- spectators (issue 30): the window watching a table of computer players at a host in
// this process, stopped in the middle of a hand once melds and flowers lie on the table.
bool spectatorShot(const ScreenshotRequest &r, QSize size, QString *error)
{
    MainWindow w;
    if (!r.tileset.isEmpty())
        TileRenderer::shared().setTileset(r.tileset);
    w.setAnimationSpeed(AnimationSpeed::Off);
    w.setLanListenAddress(QHostAddress(QHostAddress::LocalHost));
    w.setDiscoveryPort(0);
    w.resize(size);
    w.show();
    net::TableServer server(QStringLiteral("Ana"));
    if (!server.listen(QHostAddress(QHostAddress::LocalHost), 0)) {
        *error = QStringLiteral("could not listen on loopback");
        return false;
    }
    session::MahjongSettings s = MahjongSettingsDialog::defaults();
    s.names = {QStringLiteral("Mei"), QStringLiteral("Kai"), QStringLiteral("Lan"), QStringLiteral("Wen")};
    for (int i = 0; i < r.names.size() && i < 4; ++i)
        s.names[std::size_t(i)] = r.names[i];
    s.kinds.fill(QStringLiteral("efficient"));
    net::ServerTableConfig c;
    c.name = Texts::tr("Zhangzhou mahjong");
    c.game = QStringLiteral("mahjong");
    c.settings = session::mahjongSettingsTo(s);
    c.computerPauseMs = 20; // quick to the middle of the hand, which is then paused
    c.claimPauseMs = 40;
    c.seed = r.seed ? r.seed : 7;
    const int table = server.addTable(c);
    w.watchLanTable(QStringLiteral("127.0.0.1"), server.port(), Texts::defaultName(0), table, {}, QStringLiteral("mahjong"));
    handleEventsFor(3000, [&] { return w.onLobbyPage(); });
    server.startTable(table);
    // Mid-hand with two melds and a flower on the table (or as far as the hand goes).
    const int turns = r.turn > 0 ? r.turn : 23;
    session::TableSession *ts = nullptr;
    handleEventsFor(20000, [&] {
        ts = server.tableSession(table);
        const auto *m = ts ? dynamic_cast<const session::MahjongModule *>(ts->module()) : nullptr;
        if (!m || !m->handInProgress())
            return false;
        int melds = 0, flowers = 0;
        for (int seat = 0; seat < 4; ++seat) {
            melds += m->hand().meldCount(seat);
            flowers += m->hand().flowers(seat);
        }
        return (melds >= 2 && flowers > 0 && m->eventCount() >= 2 * turns) || m->hand().drawable() < 12;
    });
    if (ts)
        ts->pause(); // the computers wait: the window catches up and the picture holds still
    MahjongTableScreen *page = w.screen<MahjongTableScreen>();
    handleEventsFor(500);
    if (!page->table()->model().spectating()) {
        *error = QStringLiteral("the window did not watch the table");
        return false;
    }
    return saveScreenshot(&w, r.file, error);
}

// The game's own screenshot views. Its dialogs as they open on a screen of `size`: as large as
// they ask for, never larger than the screen (what does not fit shows as cut off).
bool screenshot(const ScreenshotRequest &r, QSize size, QString *error)
{
    if (!r.tileset.isEmpty() && !TileRenderer::shared().setTileset(r.tileset)) {
        *error = QStringLiteral("no complete mahjong tileset %1 is installed").arg(r.tileset);
        return false;
    }
    if (r.view == QLatin1String("settlement"))
        return mahjongSettlementShot(r.seed, size, r.file, error);
    if (r.view == QLatin1String("spectator"))
        return spectatorShot(r, size, error);
    if (r.view == QLatin1String("tiles")) { // every tile at several sizes
        if (!TileRenderer::shared().sheet({24, 32, 40, 64, 100}).save(r.file, "PNG")) {
            *error = QStringLiteral("could not write %1").arg(r.file);
            return false;
        }
        return true;
    }
    if (r.view == QLatin1String("settings")) {
        MahjongSettingsDialog d;
        d.setSettings(MahjongSettingsDialog::defaults());
        d.show();
        const int w = std::min(size.width(), d.sizeHint().width());
        const int h = d.layout()->hasHeightForWidth() ? d.layout()->totalHeightForWidth(w) : d.sizeHint().height();
        d.resize(w, std::min(size.height(), h));
        return saveScreenshot(&d, r.file, error);
    }
    if (r.view == QLatin1String("presets")) {
        // The doubling streak's preset with a turn limit, as the lobby would say it, and the menu open.
        MahjongSettingsDialog d;
        QJsonObject json = session::presets::applied(session::mahjongSettingsTo(MahjongSettingsDialog::defaults()),
                                                     session::presets::shipped(QStringLiteral("mahjong")).value(1));
        json.insert(QStringLiteral("turnSeconds"), 20);
        d.setSettings(session::mahjongSettingsFrom(json));
        d.show();
        const int w = std::min(size.width(), d.sizeHint().width());
        const int h = d.layout()->hasHeightForWidth() ? d.layout()->totalHeightForWidth(w) : d.sizeHint().height();
        d.resize(w, std::min(size.height(), h));
        if (!d.presetChooser()->grabWithMenu(&d).save(r.file, "PNG")) {
            *error = QStringLiteral("could not write %1").arg(r.file);
            return false;
        }
        return true;
    }
    if (tableViews().contains(r.view)) {
        // The whole window on its mahjong page, showing the seeded match frozen at the moment.
        MainWindow w;
        if (!r.tileset.isEmpty()) // the window applied the saved settings' tileset
            TileRenderer::shared().setTileset(r.tileset);
        w.setAnimationSpeed(AnimationSpeed::Off);
        w.resize(size);
        w.show();
        MahjongTableScreen *page = w.screen<MahjongTableScreen>();
        session::MahjongGame *game = mahjongGameForScreenshot(r.view, r.seed, page, error, r.names);
        if (!game)
            return false;
        page->table()->setAnimationMs(0);
        page->showLanGame(game, LanRole::None);
        w.showScreen(page);
        QApplication::processEvents();
        showScreenshotMoment(page->table(), r.view);
        return saveScreenshot(&w, r.file, error);
    }
    *error = QStringLiteral("no such view: %1").arg(r.view);
    return false;
}

// The Settings dialog's row for the tiles: ours or an installed KDE tileset, with a sample of
// one of each kind of face: 萬, 條, 筒, a wind, a dragon and a flower. The words keep the tr()
// context they had when the dialog drew this row itself.
std::function<void()> preferencesRows(QFormLayout *form, QWidget *dialog)
{
    auto *tileset = new QComboBox;
    tileset->setObjectName(QStringLiteral("tilesetBox"));
    for (const Tileset &t : TileRenderer::tilesets())
        tileset->addItem(t.id == TileRenderer::ownTilesetId() ? PreferencesDialog::tr("Qixing (built in)") : t.name, t.id);
    tileset->setCurrentIndex(std::max(0, tileset->findData(TileRenderer::shared().tilesetId())));
    tileset->setToolTip(PreferencesDialog::tr("Mahjong tilesets installed on this computer (KDE tilesets) are offered too. "
                                              "Small tiles are always drawn by Qixing, to stay legible."));
    form->addRow(PreferencesDialog::tr("Mahjong tiles:"), tileset);
    auto *preview = new QLabel;
    preview->setObjectName(QStringLiteral("tilesetPreview"));
    form->addRow(QString(), preview);
    const auto showPreview = [tileset, preview, dialog] {
        using mahjong::Tile;
        const QList<Tile> tiles {Tile::suited(0, 1), Tile::suited(1, 5), Tile::suited(2, 9), Tile::honour(1), Tile::honour(7),
                                 Tile::flower(1)};
        preview->setPixmap(TileRenderer::sample(tileset->currentData().toString(), tiles, 64, dialog->devicePixelRatioF()));
    };
    QObject::connect(tileset, &QComboBox::currentIndexChanged, preview, showPreview);
    showPreview();
    return [tileset] { MahjongUiSettings::shared().setTileset(tileset->currentData().toString()); };
}

// The remembered tileset on the tile renderer.
void applyTileset()
{
    const QString tileset = MahjongUiSettings::shared().tileset();
    if (!TileRenderer::shared().setTileset(tileset))
        qWarning("qixing: mahjong tileset %s not found or incomplete; using the Qixing tiles", qPrintable(tileset));
    for (QWidget *w : QApplication::allWidgets())
        w->update();
}

void followTileset()
{
    static const bool following = [] {
        MahjongUiSettings *s = &MahjongUiSettings::shared();
        QObject::connect(s, &MahjongUiSettings::tilesetChanged, s, [] { applyTileset(); });
        return true;
    }();
    Q_UNUSED(following)
}

} // namespace

void registerGameUi_mahjong()
{
    GameUi g;
    g.id = QStringLiteral("mahjong");
    // The words keep the tr() context they had in ui/kit/texts.h.
    g.title = [] { return Texts::tr("Zhangzhou mahjong"); };
    g.blurb = [] {
        return Texts::tr("Sixteen tiles and a gold that stands for any tile: win on a discard, on your own draw, or go for 游金.");
    };
    g.rulesTitle = [] { return RulesHelp::tr("Rules of Zhangzhou mahjong"); };
    g.rulesHtml = rulesHtml;
    g.tableRules = tableRules;
    g.screenshotViews = tableViews() + QStringList {"settlement", "settings", "presets", "tiles", "spectator"};
    g.screenshot = screenshot;
    g.newScreen = [](QWidget *parent) -> GameScreen * { return new MahjongTableScreen(parent); };
    g.preferencesRows = preferencesRows;
    g.applySavedLooks = applyTileset;
    g.followSavedLooks = followTileset;
    g.replayTable = newMahjongReplayTable;
    g.watchable = true; // the table shows a spectator's view (issue 30): every seat's public facts, seat 0 at the bottom
    g.actionText = [](const QJsonObject &action) {
        const QString text = MahjongTableWidget::optionName(action);
        return text.isEmpty() ? QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact)) : text;
    };
    GameUis::add(std::move(g));
}

} // namespace qixing::ui
