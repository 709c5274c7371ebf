// SPDX-License-Identifier: GPL-3.0-or-later
// `qixing --screenshot --game sevens`: the Sevens table in the middle of a seeded hand (or
// the hint, the deal, the settlement), its 開桌設定, and a LAN table in the lobby, the
// browser and joined.
#include "ui/sevens/sevens_screenshot.h"

#include "sevens/sevens_client.h"
#include "net/server.h"
#include "table/presets.h"
#include "sevens/players.h"
#include "sevens/sevens_json.h"
#include "ui/kit/texts.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/sevens/sevens_settlement_dialog.h"
#include "ui/sevens/sevens_table_screen.h"
#include "ui/sevens/sevens_table_widget.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/main_window.h"
#include "ui/shell/screenshot.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>

namespace qixing::ui {

using namespace sevens;

const QStringList &sevensScreenshotViews()
{
    static const QStringList views {"table", "hint", "dealing", "settlement", "settings", "presets", "lobby", "browser", "joined", "spectator"};
    return views;
}

namespace {
SevensTableScreen *sevensOf(const MainWindow &w)
{
    return w.screen<SevensTableScreen>();
}
// Hosts through 開桌設定's path (the screen asks the window to host): true when hosting.
bool hostSevens(MainWindow &w, const session::SessionSettings &settings, const LanHostOptions &options)
{
    sevensOf(w)->requestHost(settings, options);
    return w.lan()->hosting();
}

// Plays until `until` says stop: the person's seat plays the hint's choice.
bool drive(MainWindow &w, const std::function<bool()> &until)
{
    QElapsedTimer t;
    t.start();
    while (!until()) {
        if (t.elapsed() > 20000)
            return false;
        auto *s = sevensOf(w)->session();
        if (s->handInProgress() && s->view(0).myTurn()) {
            if (const auto a = s->hint())
                s->submitLocal(*a);
        }
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
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
    // The preset as a host describes its table (issue 30), each seat starting with 100 bases.
    session::SessionSettings st;
    st.match.rules = rules;
    st.match.hands = hands;
    st.turnSeconds = turnSeconds;
    st.startingBalance = 100 * rules.base();
    return QJsonObject {{"id", id},
                        {"name", name},
                        {"game", "sevens"},
                        {"rules", json::rulesTo(rules)},
                        {"hands", hands},
                        {"penaltyBases", 1},
                        {"turnSeconds", turnSeconds},
                        {"password", password},
                        {"state", playing ? "playing" : "lobby"},
                        {"seats", seats},
                        {"preset", session::presets::describe(QStringLiteral("sevens"), session::settingsTo(st))}};
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
    return saveScreenshot(&d, r.file, error);
}

} // namespace

bool sevensScreenshot(const ScreenshotRequest &r, QSize size, QString *error)
{
    if (r.view == QLatin1String("settings")) {
        SevensSettingsDialog d;
        d.setSettings(SevensSettingsDialog::defaults());
        d.show();
        d.resize(d.minimumWidth(), d.heightForWidth(d.minimumWidth()) > 0 ? d.heightForWidth(d.minimumWidth()) : d.sizeHint().height());
        return saveScreenshot(&d, r.file, error);
    }
    if (r.view == QLatin1String("presets")) {
        // The first shipped preset with 5 hands, as the lobby would say it, and the menu open.
        SevensSettingsDialog d;
        QJsonObject json = session::presets::applied(session::settingsTo(SevensSettingsDialog::defaults()),
                                                     session::presets::shipped(QStringLiteral("sevens")).value(0));
        json.insert(QStringLiteral("hands"), 5);
        d.setSettings(session::settingsFrom(json));
        d.show();
        const int w = std::min(size.width(), d.minimumWidth());
        d.resize(w, std::min(size.height(), d.heightForWidth(w) > 0 ? d.heightForWidth(w) : d.sizeHint().height()));
        if (!d.presetChooser()->grabWithMenu(&d).save(r.file, "PNG")) {
            *error = QStringLiteral("could not write %1").arg(r.file);
            return false;
        }
        return true;
    }
    if (r.view == QLatin1String("browser"))
        return browserShot(r, error);
    MainWindow w;
    if (!applyScreenshotDeck(r, error))
        return false;
    sevensOf(w)->session()->setSavePath(QString());
    w.setAnimationSpeed(AnimationSpeed::Off);
    sevensOf(w)->session()->setComputerPause(0);
    sevensOf(w)->setImmediateDialogs(true);
    w.resize(size);
    w.show();
    if (r.view == QLatin1String("lobby") || r.view == QLatin1String("joined")) {
        // Everything on loopback: a table hosted by this window (lobby) or by an in-process
        // server (joined), with players connected as clients.
        w.setLanListenAddress(QHostAddress(QHostAddress::LocalHost));
        w.setDiscoveryPort(0);
        const bool lobby = r.view == QLatin1String("lobby");
        net::TableServer server(QStringLiteral("Ana"));
        session::SessionSettings s = SevensSettingsDialog::defaults();
        s.match.seed = r.seed;
        s.names[0] = lobby ? Texts::defaultName(0) : QStringLiteral("Ana");
        int table = 1;
        quint16 port = 0;
        if (lobby) {
            LanHostOptions o;
            o.name = Texts::tr("Friday Sevens");
            o.port = 47017;
            if (!hostSevens(w, s, o)) {
                o.port = 0;
                if (!hostSevens(w, s, o)) {
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
            c.game = QStringLiteral("sevens");
            c.settings = session::settingsTo(s);
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
            handleEventsFor(3000, [cp] { return cp->seat() >= 0; });
            guests.push_back(std::move(c));
        }
        if (lobby) {
            guests[0]->chat(Texts::tr("Hi! Ready when you are."));
            handleEventsFor(300);
            w.lanServer()->hostChat(table, Texts::tr("Waiting for one more, then we start."));
            handleEventsFor(300);
            guests[1]->chat(Texts::tr("Deal me in!"));
            handleEventsFor(500);
            return saveScreenshot(&w, r.file, error);
        }
        // Joined at seat 2 (drawn at the bottom), played up to the person's turn.
        w.joinTable(QStringLiteral("127.0.0.1"), port, Texts::defaultName(0), table);
        handleEventsFor(3000, [&] { return w.onLobbyPage(); });
        server.startTable(table);
        handleEventsFor(300);
        guests[1]->chat(Texts::tr("Deal me in!"));
        guests[0]->chat(Texts::tr("Hi! Ready when you are."));
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 20000 && !sevensOf(w)->settlementDialog()) {
            session::SevensGame *g = sevensOf(w)->game();
            if (g && g->active() && g->handInProgress() && g->localView().myTurn()) {
                if (g->localView().turn() >= r.turn)
                    break;
                if (const auto a = g->localHint())
                    g->submitLocal(*a);
            }
            QApplication::processEvents(QEventLoop::AllEvents, 5);
        }
        handleEventsFor(200);
        if (SevensSettlementDialog *d = sevensOf(w)->settlementDialog()) {
            // --turn past the end of the hand: the settlement as the joined seat sees it.
            d->resize(std::min(size.width(), 980), std::min(size.height(), 720));
            return saveScreenshot(d, r.file, error);
        }
        return saveScreenshot(&w, r.file, error);
    }
    if (r.view == QLatin1String("spectator")) {
        // Watching a table of computer players at an in-process host: seat 0's side, no hand.
        w.setLanListenAddress(QHostAddress(QHostAddress::LocalHost));
        w.setDiscoveryPort(0);
        net::TableServer server(QStringLiteral("Ana"));
        if (!server.listen(QHostAddress(QHostAddress::LocalHost), 0)) {
            *error = QStringLiteral("could not listen on loopback");
            return false;
        }
        session::SessionSettings s = SevensSettingsDialog::defaults();
        s.match.seed = r.seed;
        net::ServerTableConfig c;
        c.name = Texts::tr("Friday Sevens");
        c.game = QStringLiteral("sevens");
        c.settings = session::settingsTo(s);
        c.computerPauseMs = 500; // slow enough to stop at the turn asked for
        c.seed = r.seed ? r.seed : 7;
        const int table = server.addTable(c);
        w.watchLanTable(QStringLiteral("127.0.0.1"), server.port(), Texts::defaultName(0), table, {}, QStringLiteral("sevens"));
        handleEventsFor(3000, [&] { return w.onLobbyPage(); });
        server.startTable(table);
        const int turns = r.turn > 0 ? r.turn : 20;
        handleEventsFor(20000, [&] {
            const session::TableSession *ts = server.tableSession(table);
            return ts && ts->module()->eventCount() >= turns;
        });
        handleEventsFor(200);
        return saveScreenshot(&w, r.file, error);
    }
    if (r.view == QLatin1String("dealing")) {
        // The deal in flight, a third of a second in, at normal speed.
        w.setAnimationSpeed(AnimationSpeed::Normal);
        session::SessionSettings s = SevensSettingsDialog::defaults();
        s.match.seed = r.seed;
        sevensOf(w)->start(s);
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 450)
            QApplication::processEvents(QEventLoop::AllEvents, 5);
        return saveScreenshot(&w, r.file, error);
    }
    session::SessionSettings s = SevensSettingsDialog::defaults();
    s.match.seed = r.seed;
    s.match.hands = 8;
    s.match.rules.headTail = r.headTail;
    for (int i = 0; i < r.names.size() && i < int(s.names.size()); ++i)
        s.names[std::size_t(i)] = r.names[i];
    if (r.biqi) {
        s.match.rules.preset = Preset::Biqi;
        s.match.rules.sevenClearSix = false;
    }
    sevensOf(w)->start(s);
    if (r.view == QLatin1String("settlement")) {
        if (!drive(w, [&] { return sevensOf(w)->settlementDialog() != nullptr; })) {
            *error = QStringLiteral("the hand did not finish");
            return false;
        }
        SevensSettlementDialog *d = sevensOf(w)->settlementDialog();
        d->resize(std::min(size.width(), 980), std::min(size.height(), 720));
        return saveScreenshot(d, r.file, error);
    }
    const bool ok = drive(w, [&] {
        const auto *ss = sevensOf(w)->session();
        return ss->handInProgress() && ss->view(0).myTurn() && ss->view(0).turn() >= r.turn;
    });
    if (!ok) {
        *error = QStringLiteral("could not reach the middle of the hand");
        return false;
    }
    if (r.view == QLatin1String("hint")) { // the Hint's analysis: every legal card's estimate
        sevensOf(w)->table()->showHint();
        QElapsedTimer waited; // the hint is worked out on a worker
        waited.start();
        while (sevensOf(w)->table()->hintPending() && waited.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QCoreApplication::processEvents();
    }
    return saveScreenshot(&w, r.file, error);
}

} // namespace qixing::ui
