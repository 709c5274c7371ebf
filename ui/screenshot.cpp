// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/screenshot.h"

#include "sevens/sevens_client.h"
#include "net/server.h"
#include "sevens/players.h"
#include "sevens/sevens_json.h"
#include "ui/card_renderer.h"
#include "ui/i18n.h"
#include "ui/lan_widgets.h"
#include "ui/texts.h"
#include "ui/tile_renderer.h"
#include "ui/main_window.h"
#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/mahjong/mahjong_settlement_dialog.h"
#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/mahjong/mahjong_table_view.h"
#include "ui/mahjong/mahjong_table_widget.h"
#include "ui/preferences_dialog.h"
#include "ui/rules_help.h"
#include "ui/settlement_dialog.h"
#include "ui/table_settings_dialog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QLayout>
#include <QPixmap>
#include <QStandardPaths>

namespace qixing {
namespace ui {

using namespace sevens;

namespace {
// The mahjong table page at a moment of a seeded match (mahjongGameForScreenshot): one list
// for the views accepted and the views drawn.
const QStringList &mahjongTableViews()
{
    static const QStringList views {"table", "turn", "claim", "call", "you", "win", "over"};
    return views;
}

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
void wait(int ms, const std::function<bool()> &until = {})
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms && !(until && until()))
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

QJsonObject sampleTable(int id, const QString &name, Rules rules, int hands, int turnSeconds, bool password,
                        const QStringList &names, bool playing)
{
    QJsonArray seats;
    for (int s = 0; s < kSeats; ++s) {
        const QString n = s < names.size() ? names[s] : QString();
        seats.append(QJsonObject {{"name", n.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(n)},
                                  {"kind", n.isEmpty() ? QStringLiteral("empty") : s == 0 ? QStringLiteral("person") : QStringLiteral("remote")}});
    }
    return QJsonObject {{"id", id},
                        {"name", name},
                        {"game", "sevens"},
                        {"rules", json::rulesTo(rules)},
                        {"hands", hands},
                        {"penaltyBases", 1},
                        {"turnSeconds", turnSeconds},
                        {"password", password},
                        {"state", playing ? "playing" : "lobby"},
                        {"seats", seats}};
}

// The LAN browser with answers as three hosts would send them (nothing goes on the network).
bool browserShot(const ScreenshotRequest &r, QString *error)
{
    LanBrowserDialog d;
    d.setTargets({}, 0);
    Rules uniform;
    uniform.sevenClearSix = true;
    uniform.betUnit = 10;
    Rules biqi;
    biqi.preset = Preset::Biqi;
    biqi.headTail = true;
    biqi.betUnit = 5;
    d.addAnswer(QJsonObject {{"address", "192.168.1.20"}, {"name", "Ana"}, {"port", 47017},
                             {"tables", QJsonArray {sampleTable(1, Texts::tr("Friday Sevens"), uniform, 12, 20, false,
                                                                {QStringLiteral("Ana"), QStringLiteral("Kai")}, false)}}});
    d.addAnswer(QJsonObject {{"address", "192.168.1.31"}, {"name", "Lin"}, {"port", 47017},
                             {"tables", QJsonArray {sampleTable(1, QStringLiteral("憋七一桌"), biqi, 8, 0, true,
                                                                {QStringLiteral("Lin")}, false)}}});
    d.addAnswer(QJsonObject {{"address", "192.168.1.44"}, {"name", "Bo"}, {"port", 47020},
                             {"tables", QJsonArray {sampleTable(2, QStringLiteral("Bo's den"), uniform, 6, 0, false,
                                                                {QStringLiteral("Bo"), QStringLiteral("Mei"), QStringLiteral("Tom"),
                                                                 QStringLiteral("Yu")},
                                                                true)}}});
    d.selectRow(0);
    d.resize(std::min(r.size.width(), 1040), std::min(r.size.height(), 470));
    d.show();
    return save(&d, r.file, error);
}

// Mahjong's dialogs as they open on a screen of `size`: as large as they ask for, never larger
// than the screen (what does not fit shows as cut off).
bool mahjongShot(const ScreenshotRequest &r, QSize size, QString *error)
{
    if (r.view == QLatin1String("settings")) {
        MahjongSettingsDialog d;
        d.setSettings(MahjongSettingsDialog::defaults());
        d.show();
        const int w = std::min(size.width(), d.sizeHint().width());
        const int h = d.layout()->hasHeightForWidth() ? d.layout()->totalHeightForWidth(w) : d.sizeHint().height();
        d.resize(w, std::min(size.height(), h));
        return save(&d, r.file, error);
    }
    if (r.view == QLatin1String("rules")) {
        RulesHelp d(nullptr, RulesHelp::Game::Mahjong);
        d.resize(size.width() * 2 / 3, size.height());
        d.show();
        return save(&d, r.file, error);
    }
    if (mahjongTableViews().contains(r.view)) {
        // The whole window on its mahjong page, showing the seeded match frozen at the moment.
        MainWindow w;
        if (!r.tileset.isEmpty()) // the window applied the saved settings' tileset
            TileRenderer::shared().setTileset(r.tileset);
        w.setAnimationSpeed(AnimationSpeed::Off);
        w.resize(size);
        w.show();
        MahjongTableScreen *page = w.mahjongScreen();
        session::MahjongGame *game = mahjongGameForScreenshot(r.view, r.seed, page, error, r.names);
        if (!game)
            return false;
        page->table()->setAnimationMs(0);
        page->showLanGame(game, LanRole::None);
        w.showMahjongPage();
        QApplication::processEvents();
        showScreenshotMoment(page->table(), r.view);
        return save(&w, r.file, error);
    }
    *error = QStringLiteral("mahjong has the views table (or turn), claim, call, you, win, over, settlement, settings and rules");
    return false;
}
} // namespace

bool renderScreenshot(const ScreenshotRequest &r, QString *error)
{
    // Never touch the person's own settings or saved match.
    QStandardPaths::setTestModeEnabled(true);
    Language::apply(r.language);
    const QSize size = r.size.isValid() && r.size.width() >= 320 ? r.size : QSize(1280, 800);

    // Each game's views (as `qixing --help` lists them): anything else is refused before a
    // window is made, instead of falling back to the table and exiting 0.
    static const QStringList sevensViews {"table", "hint", "dealing", "settlement", "settings", "hall", "rules",
                                          "lobby", "browser", "joined", "preferences", "tiles"};
    static const QStringList mahjongViews = mahjongTableViews() + QStringList {"settlement", "settings", "rules"};
    const QStringList *views = r.game == QLatin1String("sevens") ? &sevensViews
                               : r.game == QLatin1String("mahjong") ? &mahjongViews
                                                                    : nullptr;
    if (!views) {
        *error = QStringLiteral("unknown game %1 (sevens or mahjong)").arg(r.game);
        return false;
    }
    if (!views->contains(r.view)) {
        *error = QStringLiteral("unknown view %1 for %2 (%3)").arg(r.view, r.game, views->join(QStringLiteral(", ")));
        return false;
    }
    if (!r.tileset.isEmpty() && !TileRenderer::shared().setTileset(r.tileset)) {
        *error = QStringLiteral("no complete mahjong tileset %1 is installed").arg(r.tileset);
        return false;
    }
    if (r.game == QLatin1String("mahjong")) {
        if (r.view == QLatin1String("settlement"))
            return mahjongSettlementShot(r.seed, size, r.file, error);
        return mahjongShot(r, size, error);
    }
    if (r.view == QLatin1String("settings")) {
        TableSettingsDialog d;
        d.setSettings(TableSettingsDialog::defaults());
        d.show();
        d.resize(d.minimumWidth(), d.heightForWidth(d.minimumWidth()) > 0 ? d.heightForWidth(d.minimumWidth()) : d.sizeHint().height());
        return save(&d, r.file, error);
    }
    if (r.view == QLatin1String("browser"))
        return browserShot(r, error);
    if (r.view == QLatin1String("tiles")) {
        TileRenderer &tiles = TileRenderer::shared();
        if (!tiles.sheet({24, 32, 40, 64, 100}).save(r.file, "PNG")) {
            *error = QStringLiteral("could not write %1").arg(r.file);
            return false;
        }
        return true;
    }
    if (r.view == QLatin1String("preferences")) {
        PreferencesDialog d(AnimationSpeed::Normal);
        d.show();
        d.adjustSize();
        return save(&d, r.file, error);
    }
    if (r.view == QLatin1String("rules")) {
        RulesHelp d;
        d.resize(size.width() * 2 / 3, size.height());
        d.show();
        return save(&d, r.file, error);
    }

    MainWindow w;
    if (!r.deck.isEmpty() && !CardRenderer::shared().setDeck(r.deck)) {
        *error = QStringLiteral("no card deck %1 is installed").arg(r.deck);
        return false;
    }
    CardRenderer::shared().setFourColour(r.fourColour);
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
    if (r.view == QLatin1String("lobby") || r.view == QLatin1String("joined")) {
        // Everything on loopback: a table hosted by this window (lobby) or by an in-process
        // server (joined), with players connected as clients.
        w.setLanListenAddress(QHostAddress(QHostAddress::LocalHost));
        w.setDiscoveryPort(0);
        const bool lobby = r.view == QLatin1String("lobby");
        net::TableServer server(QStringLiteral("Ana"));
        session::SessionSettings s = TableSettingsDialog::defaults();
        s.match.seed = r.seed;
        s.names[0] = lobby ? Texts::defaultName(0) : QStringLiteral("Ana");
        int table = 1;
        quint16 port = 0;
        if (lobby) {
            LanHostOptions o;
            o.name = Texts::tr("Friday Sevens");
            o.port = 47017;
            if (!w.hostTable(s, o)) {
                o.port = 0;
                if (!w.hostTable(s, o)) {
                    *error = QStringLiteral("could not host on loopback");
                    return false;
                }
            }
            port = w.lanServer()->port();
            table = w.hostedTableId();
        } else {
            if (!server.listen(QHostAddress(QHostAddress::LocalHost), 0)) {
                *error = QStringLiteral("could not listen on loopback");
                return false;
            }
            net::ServerTableConfig c;
            c.name = Texts::tr("Friday Sevens");
            c.settings = s;
            c.computerPauseMs = 0;
            c.hostSeat = false;
            table = server.addTable(c);
            port = server.port();
        }
        std::vector<std::unique_ptr<net::SevensClient>> guests;
        const QStringList names {QStringLiteral("Kai"), QStringLiteral("Mei")};
        for (int i = 0; i < names.size(); ++i) {
            auto c = std::make_unique<net::SevensClient>();
            net::SevensClient *cp = c.get();
            const int seat = lobby ? i + 1 : (i == 0 ? 0 : 3);
            QObject::connect(cp, &net::SevensClient::welcomed, cp, [cp, table, seat] { cp->sit(table, seat); });
            QObject::connect(cp, &net::SevensClient::seated, cp, [cp] { cp->setReady(true); });
            QObject::connect(cp, &net::SevensClient::yourTurn, cp, [cp] {
                HeuristicPlayer h;
                cp->act(h.chooseAction(cp->view()));
            });
            cp->connectToHost(QStringLiteral("127.0.0.1"), port, names[i]);
            wait(3000, [cp] { return cp->seat() >= 0; });
            guests.push_back(std::move(c));
        }
        if (lobby) {
            guests[0]->chat(Texts::tr("Hi! Ready when you are."));
            wait(300);
            w.lanServer()->hostChat(table, Texts::tr("Waiting for one more, then we start."));
            wait(300);
            guests[1]->chat(Texts::tr("Deal me in!"));
            wait(500);
            return save(&w, r.file, error);
        }
        // Joined at seat 2 (drawn at the bottom), played up to the person's turn.
        w.joinTable(QStringLiteral("127.0.0.1"), port, Texts::defaultName(0), table);
        wait(3000, [&] { return w.onLobbyPage(); });
        server.startTable(table);
        wait(300);
        guests[1]->chat(Texts::tr("Deal me in!"));
        guests[0]->chat(Texts::tr("Hi! Ready when you are."));
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 20000 && !w.settlementDialog()) {
            session::SevensGame *g = w.game();
            if (g && g->active() && g->handInProgress() && g->localView().myTurn()) {
                if (g->localView().turn() >= r.turn)
                    break;
                if (const auto a = g->localHint())
                    g->submitLocal(*a);
            }
            QApplication::processEvents(QEventLoop::AllEvents, 5);
        }
        wait(200);
        if (SettlementDialog *d = w.settlementDialog()) {
            // --turn past the end of the hand: the settlement as the joined seat sees it.
            d->resize(std::min(size.width(), 980), std::min(size.height(), 720));
            return save(d, r.file, error);
        }
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
    for (int i = 0; i < r.names.size() && i < int(s.names.size()); ++i)
        s.names[std::size_t(i)] = r.names[i];
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
    if (r.view == QLatin1String("hint")) { // the Hint's analysis: every legal card's estimate
        w.tableWidget()->showHint();
        QElapsedTimer waited; // the hint is worked out on a worker
        waited.start();
        while (w.tableWidget()->hintPending() && waited.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QCoreApplication::processEvents();
    }
    return save(&w, r.file, error);
}

} // namespace ui
} // namespace qixing
