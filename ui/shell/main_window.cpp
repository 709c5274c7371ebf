// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/main_window.h"
#include "ui/kit/settings.h"
#include "ui/kit/settings_store.h"

#include "records/record_store.h"
#include "ui/records/stats_screen.h"
#include "ui/party/standings_view.h" // --- duplicate (issue 30)

#include "net/server.h"
#include "ui/records/history_screen.h"
#include "ui/records/record_keeper.h"
#include "ui/records/replay_screen.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/hall_screen.h"
#include "ui/kit/i18n.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/kit/window_fit.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>

namespace qixing {
namespace ui {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    stack_ = new QStackedWidget;
    hall_ = new HallScreen;
    stack_->addWidget(hall_);
    // Issue 29: the matches played here are recorded (a damaged store is said once, below).
    records_ = new RecordKeeper(this);
    const QString recordsSaid = records_->open();
    // The games' pages, in the registry's order; the first is the game the menus act on away
    // from a table.
    for (const GameUi *game : GameUis::all())
        if (game->newScreen)
            addScreen(game->newScreen(nullptr));
    lobby_ = new LobbyScreen;
    stack_->addWidget(lobby_);
    history_ = new HistoryScreen;
    history_->setStore(records_->store());
    stack_->addWidget(history_);
    connect(history_, &HistoryScreen::closeRequested, this, &MainWindow::showHall);
    // "Play on from here": a desktop match from the replayed position, on its game's page,
    // once nothing unfinished is lost (the page asks before its saved match is replaced).
    connect(history_->replay(), &ReplayScreen::playOnRequested, this, [this](const QString &game, const QJsonObject &save) {
        if (GameScreen *s = screenFor(game))
            whenFree(GameScreen::Start::ReplacingSave, s, [s, save] { s->playOn(save); });
    });
    connect(history_, &HistoryScreen::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(records_, &RecordKeeper::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    setCentralWidget(stack_);
    connect(stack_, &QStackedWidget::currentChanged, this, &MainWindow::updateTitle);

    lan_ = new LanController(this, lobby_, screens_);
    connect(lan_, &LanController::joinChosen, this,
            [this](const QString &host, quint16 port, const QString &name, int table, const QString &password, const QString &game) {
        whenFreeTo(false, [=, this] { lan_->join(host, port, name, table, password, {}, game); });
    });
    connect(lan_, &LanController::watchChosen, this,
            [this](const QString &host, quint16 port, const QString &name, int table, const QString &password, const QString &game) {
        whenFreeTo(false, [=, this] { lan_->watch(host, port, name, table, password, game); });
    });
    connect(lan_, &LanController::tableOpening, this, [this] {
        for (GameScreen *s : screens_)
            s->closeDesktop(); // a desktop match stays saved and can be resumed
    });
    connect(lan_, &LanController::hostedMatchBegins, this, [this](const QString &game, int table) {
        GameScreen *s = screenFor(game);
        if (!s)
            return;
        watchSaves(lan_->server()->tableSession(table));
        records_->watchHosted(lan_->server()->tableSession(table), lan_->server()->tableInfo(table).value(QLatin1String("name")).toString());
        s->takeHostedTable(lan_->server(), table);
        showScreen(s);
    });
    connect(lan_, &LanController::joinedTableOpens, this, [this](const QString &game, net::TableClient *client, const QString &host) {
        records_->watchJoined(game, client);
        screenFor(game)->takeJoinedTable(client, host);
    });
    connect(lan_, &LanController::lanEnded, this, [this] {
        for (GameScreen *s : screens_)
            s->dropLanTable();
    });
    connect(lan_, &LanController::lobbyWanted, this, &MainWindow::showLobby);
    connect(lan_, &LanController::hallWanted, this, &MainWindow::showHall);
    connect(lan_, &LanController::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(lan_, &LanController::tableMessage, this, [this](const QString &text) {
        if (GameScreen *s = currentScreen())
            s->showMessage(text, true);
    });

    // The hall's tile of each game.
    const auto wireTile = [this](const HallScreen::GameTile &tile, GameScreen *s) {
        connect(tile.newTable, &QPushButton::clicked, s, [s] { s->openNewTable(false); });
        connect(tile.host, &QPushButton::clicked, s, [s] { s->openNewTable(true); });
        // The browser lists every game's tables; the table chosen says which game is joined.
        connect(tile.join, &QPushButton::clicked, this, [this, s] { lan_->openJoinDialog(s->gameId()); });
        connect(tile.resume, &QPushButton::clicked, s, [s] { s->resume(); });
        connect(tile.rules, &QPushButton::clicked, s, &GameScreen::openRules);
    };
    for (GameScreen *s : std::as_const(screens_))
        if (const HallScreen::GameTile *tile = hall_->tile(s->gameId()))
            wireTile(*tile, s);
    connect(hall_, &HallScreen::historyClicked, this, &MainWindow::showHistory);
    connect(hall_, &HallScreen::settingsClicked, this, &MainWindow::openPreferences);
    connect(hall_, &HallScreen::quitClicked, this, &QWidget::close);
    buildMenus();
    connect(&SettingsStore::shared(), &SettingsStore::writeFailed, this, [this](const QString &why, bool first) {
        const QString text = tr("Your settings could not be saved: %1. They apply until Qixing is closed.").arg(why);
        if (first)
            notify(tr("Settings not saved"), text, true);
        else
            statusBar()->showMessage(text, 8000);
    });

    PreferencesDialog::applySaved();
    Settings &settings = Settings::shared();
    // The speed chosen here, in Settings, or in another window follows the change signal.
    connect(&settings, &Settings::animationSpeedChanged, this, &MainWindow::applyAnimationSpeed);
    applyAnimationSpeed(settings.animationSpeed());
    retranslate();
    showHall();
    if (!recordsSaid.isEmpty())
        statusBar()->showMessage(recordsSaid);
    // The size it was left at, or 1280x800; either within the screen it opens on.
    const QSize last = settings.windowSize();
    resize(last.isValid() ? last : QSize(1280, 800));
    fitToScreen(this);
    if (settings.windowMaximized())
        setWindowState(windowState() | Qt::WindowMaximized);
    qApp->installEventFilter(this);
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
    // The dialogs and the pages go after the members: they must not report to this window.
    disconnect(stack_, nullptr, this, nullptr);
    for (QDialog *d : findChildren<QDialog *>()) {
        disconnect(d, nullptr, this, nullptr);
        for (GameScreen *s : screens_)
            disconnect(d, nullptr, s, nullptr);
    }
    for (GameScreen *s : screens_)
        disconnect(s, nullptr, this, nullptr);
    // The LAN goes first: its goodbyes must not reach widgets being destroyed.
    delete lan_;
    lan_ = nullptr;
}

void MainWindow::addScreen(GameScreen *s)
{
    stack_->addWidget(s);
    screens_.append(s);
    s->panel()->fitTo(size());
    connect(s, &GameScreen::showRequested, this, [this, s] { showScreen(s); });
    connect(s, &GameScreen::matchOver, this, [this, s] { onMatchOver(s); });
    connect(s, &GameScreen::leaveRequested, this, [this, s] {
        if (lan_->active())
            lan_->askToLeave({});
        else
            s->leave();
    });
    connect(s, &GameScreen::freeToStart, this,
            [this, s](GameScreen::Start what, std::function<void()> go) { whenFree(what, s, std::move(go)); });
    connect(s, &GameScreen::aboutToPlay, this, [this, s] {
        lan_->end();
        for (GameScreen *other : screens_)
            if (other != s)
                other->closeDesktop(); // it stays saved: nothing plays on unseen
    });
    connect(s, &GameScreen::hostRequested, this, &MainWindow::host);
    // On the tables' own sessions: a hosted table's is watched when its match begins.
    watchSaves(s->tableSession());
    records_->watchDesktop(s->tableSession());
}

GameScreen *MainWindow::screenFor(const QString &game) const
{
    for (GameScreen *s : screens_)
        if (s->gameId() == game)
            return s;
    return nullptr;
}

GameScreen *MainWindow::currentScreen() const
{
    return qobject_cast<GameScreen *>(stack_->currentWidget());
}

GameScreen *MainWindow::menuScreen() const
{
    GameScreen *s = currentScreen();
    return s ? s : screens_.first();
}

void MainWindow::setSavePath(const QString &path)
{
    // The first game's: the menus' game away from a table (its save says where hosted tables
    // are saved too: host()).
    GameScreen *first = screens_.first();
    first->tableSession()->setSavePath(path);
    if (currentScreen() != first)
        showHall();
}

bool MainWindow::onLobbyPage() const
{
    return stack_->currentWidget() == lobby_;
}

void MainWindow::resizeEvent(QResizeEvent *e)
{
    QMainWindow::resizeEvent(e);
    for (GameScreen *s : screens_)
        s->panel()->fitTo(size());
    hall_->fitTo(size());
}

void MainWindow::buildMenus()
{
    gameMenu_ = menuBar()->addMenu(QString());
    // New table, Resume, Hint and the rules act on the game of the page in front (else the
    // first game's).
    newAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openNewTableDialog);
    newAct_->setShortcut(QKeySequence::New);
    hostAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openHostDialog);
    joinAct_ = gameMenu_->addAction(QString(), this, [this] { lan_->openJoinDialog(); });
    resumeAct_ = gameMenu_->addAction(QString(), this, [this] { menuScreen()->resume(); });
    gameMenu_->addSeparator();
    hintAct_ = gameMenu_->addAction(QString(), this, [this] { menuScreen()->hint(); });
    hintAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    leaveAct_ = gameMenu_->addAction(QString(), this, &MainWindow::leaveTable);
    hallAct_ = gameMenu_->addAction(QString(), this, [this] {
        if (lan_->active()) {
            leaveTable();
            return;
        }
        if (GameScreen *s = currentScreen())
            s->closeDesktop(); // it stays saved
        showHall();
    });
    historyAct_ = gameMenu_->addAction(QString(), this, &MainWindow::showHistory);
    lan_->addTableActions(gameMenu_); // hosttools (issue 30): Away, Propose to end, Rematch, Remove
    gameMenu_->addSeparator();
    // Issue 29: 戰績 and the night's ledger in a window of their own, read afresh when opened.
    statsAct_ = gameMenu_->addAction(QString(), this, [this] {
        auto *w = findChild<StatsScreen *>();
        if (!w) {
            w = new StatsScreen(this);
            w->setWindowFlag(Qt::Window);
            w->resize(size());
        }
        // The file the window keeps its records in (the default one when none is open).
        const QString kept = records_->store() ? records_->store()->path() : QString();
        w->load(kept.isEmpty() ? records::RecordStore::defaultPath() : kept);
        w->show();
        w->raise();
    });
    // --- duplicate (issue 30): the standings of the LAN table, and shown between hands at a
    // duplicate table.
    standingsAct_ = gameMenu_->addAction(QString(), this, [this] { showStandings(false); });
    connect(lan_, &LanController::standingsArrived, this, [this](const QJsonObject &m) {
        showStandings(m.value(QLatin1String("group")).toInt() == 0);
    });
    prefsAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openPreferences);
    quitAct_ = gameMenu_->addAction(QString(), this, &QWidget::close);
    quitAct_->setShortcut(QKeySequence::Quit);

    viewMenu_ = menuBar()->addMenu(QString());
    speedMenu_ = viewMenu_->addMenu(QString());
    speedGroup_ = new QActionGroup(this);
    for (int s = 0; s < 4; ++s) {
        QAction *a = speedMenu_->addAction(QString());
        a->setCheckable(true);
        a->setData(s);
        speedGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, s] { setAnimationSpeed(AnimationSpeed(s)); });
    }
    logAct_ = viewMenu_->addAction(QString());
    logAct_->setCheckable(true);
    logAct_->setChecked(true);
    connect(logAct_, &QAction::toggled, this, [this](bool on) {
        for (GameScreen *s : screens_)
            s->setLogVisible(on);
    });

    languageMenu_ = menuBar()->addMenu(QStringLiteral("Language / 語言 / 语言"));
    languageGroup_ = new QActionGroup(this);
    QStringList codes {QStringLiteral("system")};
    codes << Language::codes();
    for (const QString &c : codes) {
        QAction *a = languageMenu_->addAction(QString());
        a->setCheckable(true);
        a->setData(c);
        languageGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, c] { setLanguage(c); });
    }

    helpMenu_ = menuBar()->addMenu(QString());
    rulesAct_ = helpMenu_->addAction(QString(), this, &MainWindow::openRules);
    rulesAct_->setShortcut(QKeySequence::HelpContents);
    aboutAct_ = helpMenu_->addAction(QString(), this, [this] {
        // The games by their hall titles: "A and B", "A, B and C".
        QStringList games;
        for (const GameUi *g : GameUis::all())
            games << g->title();
        const QString last = games.isEmpty() ? QString() : games.takeLast();
        const QString inWords = games.isEmpty() ? last : tr("%1 and %2").arg(games.join(tr(", ")), last);
        notify(tr("About Qixing"),
               tr("Qixing (七星牌館) %1 — %2 for four players, with computer opponents, at one computer or on the LAN.\n"
                  "Rules and table by the Qixing project; card decks and tilesets by the KDE games artists where "
                  "installed.")
                   .arg(QCoreApplication::applicationVersion(), inWords),
               false);
    });
}

void MainWindow::retranslate()
{
    // The window system appends the application's display name to every title.
    QApplication::setApplicationDisplayName(tr("Qixing"));
    updateTitle();
    hall_->retranslate();

    gameMenu_->setTitle(tr("&Game"));
    newAct_->setText(tr("&New table…"));
    hostAct_->setText(tr("H&ost a LAN table…"));
    joinAct_->setText(tr("&Join a LAN table…"));
    resumeAct_->setText(tr("&Resume match"));
    hintAct_->setText(tr("&Hint"));
    leaveAct_->setText(tr("&Leave table…"));
    hallAct_->setText(tr("&Back to the hall"));
    historyAct_->setText(tr("H&istory…"));
    prefsAct_->setText(tr("&Settings…"));
    statsAct_->setText(tr("S&tatistics…"));
    standingsAct_->setText(tr("Stan&dings…"));
    quitAct_->setText(tr("&Quit"));
    viewMenu_->setTitle(tr("&View"));
    speedMenu_->setTitle(tr("&Animation speed"));
    const QStringList speeds {tr("Off"), tr("Fast"), tr("Normal"), tr("Slow")};
    for (QAction *a : speedGroup_->actions())
        a->setText(speeds[a->data().toInt()]);
    logAct_->setText(tr("Move &log and match panel"));
    for (QAction *a : languageGroup_->actions()) {
        const QString c = a->data().toString();
        a->setText(c == QLatin1String("system") ? tr("System language") : Language::nativeName(c));
    }
    tickLanguage();
    helpMenu_->setTitle(tr("&Help"));
    rulesAct_->setText(tr("&Rules"));
    aboutAct_->setText(tr("&About Qixing"));
    for (GameScreen *s : screens_)
        s->retranslate();
}

void MainWindow::changeEvent(QEvent *e)
{
    QMainWindow::changeEvent(e);
    if (e->type() == QEvent::LanguageChange && gameMenu_)
        retranslate();
}


void MainWindow::closeEvent(QCloseEvent *e)
{
    const bool maximized = isMaximized();
    Settings::shared().setWindowGeometry(maximized ? normalGeometry().size() : size(), maximized);
    // The match is already saved after every move; nothing to ask. A hosted table ends with
    // a message to everyone; a joined seat is played by a computer player.
    lan_->end();
    e->accept();
}

void MainWindow::setAnimationSpeed(AnimationSpeed s)
{
    Settings::shared().setAnimationSpeed(s); // applied by its change signal
}

void MainWindow::applyAnimationSpeed(AnimationSpeed s)
{
    speed_ = s;
    for (GameScreen *screen : screens_)
        screen->setAnimationSpeed(s);
    lan_->setComputerPause(computerPauseFor(s));
    if (speedGroup_)
        for (QAction *a : speedGroup_->actions())
            a->setChecked(a->data().toInt() == int(s));
}

void MainWindow::setLanguage(const QString &code)
{
    // Applied here, not on a change of the stored choice: `--lang` may have put another
    // language in use than the one stored.
    Language::apply(code);
    Settings::shared().setLanguage(code);
    retranslate();
}


void MainWindow::showHall()
{
    stack_->setCurrentWidget(hall_);
    for (GameScreen *s : screens_)
        s->setActive(false);
    for (GameScreen *s : std::as_const(screens_))
        hall_->setCanResume(s->gameId(), s->hasSave());
    resumeAct_->setEnabled(menuScreen()->hasSave());
    hintAct_->setEnabled(false);
    leaveAct_->setEnabled(false);
    hallAct_->setEnabled(false);
    tickLanguage();
}

void MainWindow::showHistory()
{
    if (lan_->active()) {
        statusBar()->showMessage(tr("Leave the LAN table first to see the History."), 8000);
        return;
    }
    if (GameScreen *s = currentScreen())
        s->closeDesktop(); // it stays saved
    for (GameScreen *s : screens_)
        s->setActive(false);
    stack_->setCurrentWidget(history_);
    hintAct_->setEnabled(false);
    leaveAct_->setEnabled(false);
    hallAct_->setEnabled(true);
}

void MainWindow::showScreen(GameScreen *s)
{
    stack_->setCurrentWidget(s);
    hintAct_->setEnabled(true);
    leaveAct_->setEnabled(true);
    hallAct_->setEnabled(true);
    for (GameScreen *other : screens_)
        if (other != s)
            other->setActive(false);
    s->setActive(true);
}

void MainWindow::showLobby()
{
    stack_->setCurrentWidget(lobby_);
    for (GameScreen *s : screens_)
        s->setActive(false);
    hintAct_->setEnabled(false);
    leaveAct_->setEnabled(true);
    hallAct_->setEnabled(true);
}

void MainWindow::updateTitle()
{
    // The game at the table; the hall and the lobby are the program's own (the window system
    // adds the program's name after a game's).
    const GameScreen *s = currentScreen();
    setWindowTitle(s ? s->title() : QApplication::applicationDisplayName());
}

void MainWindow::onMatchOver(GameScreen *s)
{
    // A LAN table opens again for another match: back to its lobby.
    if (lan_->tableOpen()) {
        lan_->backToLobby();
        return;
    }
    s->closeDesktop();
    showHall();
}

void MainWindow::openNewTableDialog()
{
    menuScreen()->openNewTable(false);
}

void MainWindow::openHostDialog()
{
    menuScreen()->openNewTable(true);
}

void MainWindow::openRules()
{
    menuScreen()->openRules();
}

void MainWindow::host(const net::ServerTableConfig &config, const QString &hostName, const LanHostOptions &options)
{
    // A hosted match is saved beside the desktop ones (the first game's save says where).
    const QString save = screens_.first()->tableSession()->savePath();
    lan_->setSaveDir(save.isEmpty() ? QString() : QFileInfo(save).dir().path());
    lan_->host(config, hostName, options);
}

void MainWindow::openPreferences()
{
    auto *d = new PreferencesDialog(speed_, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        setAnimationSpeed(d->animationSpeed());
        setLanguage(d->language());
        // The text size may have changed: the panels and the hall style themselves again.
        for (GameScreen *s : screens_)
            s->panel()->fitTo(size(), true);
        hall_->fitTo(size(), true);
    });
    d->open();
}

void MainWindow::leaveTable()
{
    if (lan_->active())
        lan_->askToLeave({});
    else
        menuScreen()->leave();
}

void MainWindow::whenFreeTo(bool overwritesSave, std::function<void()> go)
{
    whenFree(overwritesSave ? GameScreen::Start::ReplacingSave : GameScreen::Start::NewMatch, menuScreen(), std::move(go));
}

void MainWindow::whenFree(GameScreen::Start what, GameScreen *s, std::function<void()> go)
{
    if (lan_->matchRunning()) {
        // Leaving the LAN table first; then the desktop match is looked at again.
        lan_->askToLeave([this, what, s, go] { whenFree(what, s, go); });
        return;
    }
    if (what == GameScreen::Start::ReplacingSave) {
        // A new table replaces the saved match: its screen asks what leaving it costs.
        if (!s->askBeforeReplacing(go))
            go();
        return;
    }
    if (what == GameScreen::Start::Resume) {
        go(); // a desktop match shown is put away by the resume: it stays saved
        return;
    }
    for (GameScreen *s : screens_) {
        const QString text = s->putAsideText();
        if (text.isEmpty())
            continue;
        // Hosting or joining puts the desktop match aside: it stays saved and costs nothing.
        auto *box = new QMessageBox(QMessageBox::Question, tr("Put the match aside?"), text, QMessageBox::NoButton, this);
        box->setObjectName(QStringLiteral("asideBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        auto *yes = box->addButton(tr("Put it aside"), QMessageBox::AcceptRole);
        auto *stay = box->addButton(tr("Stay"), QMessageBox::RejectRole);
        box->setDefaultButton(stay);
        box->setEscapeButton(stay);
        connect(box, &QMessageBox::buttonClicked, this, [yes, go](QAbstractButton *b) {
            if (b == yes)
                go();
        });
        box->open();
        return;
    }
    go();
}

void MainWindow::tickLanguage()
{
    // The remembered choice when it is the language in use, else the language in use (`--lang`
    // chooses for this run only).
    const QString saved = Settings::shared().language();
    const bool system = saved == QLatin1String("system");
    const QString choice = system ? QStringLiteral("system") : saved;
    const QString meant = system ? Language::systemCode() : saved;
    const QString tick = meant == Language::current() ? choice : Language::current();
    for (QAction *a : languageGroup_->actions())
        a->setChecked(a->data().toString() == tick);
}


void MainWindow::updateDialogPause()
{
    // A desktop game waits for the person reading a dialog (its clock and its computer
    // players); a LAN table's clock is the host's and keeps running (the side panel warns).
    const bool up = !openDialogs_.isEmpty();
    for (GameScreen *s : screens_)
        s->setDialogUp(up);
}

void MainWindow::notify(const QString &title, const QString &text, bool warning)
{
    showNotice(this, title, text, warning);
}

bool MainWindow::eventFilter(QObject *o, QEvent *e)
{
    if ((e->type() == QEvent::Show || e->type() == QEvent::Hide) && qobject_cast<QDialog *>(o)) {
        // This window's dialogs (and ownerless ones), not another window's.
        bool ours = !o->parent();
        for (QObject *p = o->parent(); p && !ours; p = p->parent())
            ours = p == this;
        if (ours) {
            openDialogs_.removeAll(o);
            if (e->type() == QEvent::Show) {
                fitToScreen(static_cast<QWidget *>(o)); // sized and placed, not yet on screen
                openDialogs_.append(o);
                connect(o, &QObject::destroyed, this, [this, o] {
                    if (openDialogs_.removeAll(o) > 0)
                        updateDialogPause();
                });
            }
            updateDialogPause();
        }
    }
    return QMainWindow::eventFilter(o, e);
}

void MainWindow::watchSaves(session::TableSession *s)
{
    connect(s, &session::TableSession::saveFailed, this, &MainWindow::onSaveFailed, Qt::UniqueConnection);
    connect(s, &session::TableSession::saveWorks, this, &MainWindow::onSaveWorks, Qt::UniqueConnection);
}

void MainWindow::onSaveFailed(const QString &why)
{
    if (!notSaved_) {
        notSaved_ = new QLabel;
        notSaved_->setObjectName(QStringLiteral("notSaved"));
        notSaved_->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }"));
        statusBar()->addPermanentWidget(notSaved_);
    }
    notSaved_->setText(tr("Not saved"));
    notSaved_->setToolTip(tr("The match could not be saved: %1").arg(why));
    notSaved_->show();
    statusBar()->show();
    if (saveFailing_)
        return; // told once; the mark stays
    saveFailing_ = true;
    notify(tr("The match cannot be saved"),
           tr("Your match could not be saved: %1\n\nYou can play on. The game tries again after every move and "
              "says when saving works again; until then the status bar shows \"Not saved\", and closing "
              "Qixing loses the moves since the last save.")
               .arg(why),
           true);
}

void MainWindow::onSaveWorks()
{
    saveFailing_ = false;
    if (notSaved_)
        notSaved_->hide();
    statusBar()->showMessage(tr("The match is saved again."), 8000);
}

// --- duplicate (issue 30)
void MainWindow::showStandings(bool onlyIfOpen)
{
    auto *d = findChild<StandingsDialog *>();
    if (!d && onlyIfOpen)
        return;
    if (!d) {
        d = new StandingsDialog(this);
        d->resize(d->sizeFor(size()));
    }
    d->view()->setStandings(lan_->standings());
    if (!onlyIfOpen) {
        d->show();
        d->raise();
    }
}

} // namespace ui
} // namespace qixing
