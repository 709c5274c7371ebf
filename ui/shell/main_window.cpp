// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/main_window.h"
#include "ui/kit/settings_store.h"

#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/mahjong/mahjong_table_screen.h"
#include "ui/mahjong/mahjong_table_widget.h"

#include "net/discovery.h"
#include "mahjong/joined_mahjong_game.h"
#include "net/server.h"
#include "table/game_registry.h"
#include "ui/shell/hall_screen.h"
#include "ui/kit/i18n.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/sevens/joined_sevens_game.h"
#include "ui/shell/rules_help.h"
#include "ui/sevens/sevens_settlement_dialog.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/kit/texts.h"
#include "ui/kit/window_fit.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QNetworkInterface>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

namespace qixing {
namespace ui {

using namespace sevens;
using session::SevensGame;
using session::SevensSession;

namespace {

int pauseFor(AnimationSpeed s)
{
    switch (s) {
    case AnimationSpeed::Off: return 300;
    case AnimationSpeed::Fast: return 380;
    case AnimationSpeed::Normal: return 700;
    case AnimationSpeed::Slow: return 1100;
    }
    return 700;
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), session_(new SevensSession(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    session_->setSavePath(SevensSession::defaultSavePath());
    sevens_ = new SevensTableScreen(session_);
    stack_ = new QStackedWidget;
    hall_ = new HallScreen;
    stack_->addWidget(hall_);
    stack_->addWidget(sevens_);
    lobby_ = new LobbyScreen;
    stack_->addWidget(lobby_);
    mahjong_ = new MahjongTableScreen;
    stack_->addWidget(mahjong_);
    setCentralWidget(stack_);
    connect(stack_, &QStackedWidget::currentChanged, this, &MainWindow::updateTitle);
    sevens_->panel()->fitTo(size());
    const HallScreen::GameTile &sevens = *hall_->tile(QStringLiteral("sevens"));
    connect(sevens.newTable, &QPushButton::clicked, this, &MainWindow::openNewTableDialog);
    connect(sevens.host, &QPushButton::clicked, this, &MainWindow::openHostDialog);
    connect(sevens.join, &QPushButton::clicked, this, [this] { openJoinDialog(QStringLiteral("sevens")); });
    connect(sevens.resume, &QPushButton::clicked, this, &MainWindow::resumeMatch);
    connect(sevens.rules, &QPushButton::clicked, this, &MainWindow::openRules);
    const HallScreen::GameTile &mahjong = *hall_->tile(QStringLiteral("mahjong"));
    connect(mahjong.newTable, &QPushButton::clicked, this, &MainWindow::openNewMahjongTable);
    connect(mahjong.host, &QPushButton::clicked, this, [this] {
        openNewMahjongTable();
        if (auto *d = findChild<MahjongSettingsDialog *>())
            d->setHostOnLan(true);
    });
    // The browser lists every game's tables; the table chosen says which game is joined.
    connect(mahjong.join, &QPushButton::clicked, this, [this] { openJoinDialog(QStringLiteral("mahjong")); });
    connect(mahjong.resume, &QPushButton::clicked, this, &MainWindow::resumeMahjongMatch);
    connect(mahjong.rules, &QPushButton::clicked, this, [this] {
        auto *d = new RulesHelp(this, QStringLiteral("mahjong"));
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->show();
    });
    connect(mahjong_, &MahjongTableScreen::leaveClicked, this, &MainWindow::leaveMahjongTable);
    connect(mahjong_, &MahjongTableScreen::matchEnded, this, &MainWindow::onMatchOver);
    connect(mahjong_, &MahjongTableScreen::chatEntered, this, &MainWindow::sendChat);
    connect(hall_, &HallScreen::settingsClicked, this, &MainWindow::openPreferences);
    connect(hall_, &HallScreen::quitClicked, this, &QWidget::close);
    buildMenus();

    connect(lobby_, &LobbyScreen::chatEntered, this, &MainWindow::sendChat);
    connect(lobby_, &LobbyScreen::startClicked, this, [this] {
        if (server_) {
            server_->startTable(hostTable_);
        } else if (lanClient_) {
            // Starting means being ready too.
            if (!lobby_->ready())
                lobby_->setReady(true);
            lanClient_->startMatch();
        }
    });
    connect(lobby_, &LobbyScreen::readyToggled, this, [this](bool on) {
        if (lanClient_)
            lanClient_->setReady(on);
    });
    connect(lobby_, &LobbyScreen::leaveClicked, this, [this] {
        if (server_) {
            closeHostedTable();
        } else {
            forgetJoinedSeat(); // left on purpose: not taken back on the next join
            leaveLanTable();
        }
    });
    TableSidePanel *side = sevens_->panel();
    connect(side, &TableSidePanel::leaveClicked, this, &MainWindow::leaveTable);
    connect(side, &TableSidePanel::chatEntered, this, [this](const QString &text) {
        sendChat(text);
        sevens_->table()->setFocus();
    });
    connect(sevens_, &SevensTableScreen::settlementShown, this, &MainWindow::settlementShown);
    connect(sevens_, &SevensTableScreen::matchOver, this, &MainWindow::onMatchOver);
    // On the tables' own sessions: useGame() drops what is connected to the game it leaves.
    watchSaves(&session_->tableSession());
    watchSaves(mahjong_->tableSession());
    connect(&SettingsStore::shared(), &SettingsStore::writeFailed, this, [this](const QString &why, bool first) {
        const QString text = tr("Your settings could not be saved: %1. They apply until Qixing is closed.").arg(why);
        if (first)
            notify(tr("Settings not saved"), text, true);
        else
            statusBar()->showMessage(text, 8000);
    });

    PreferencesDialog::applySaved();
    QSettings q;
    setAnimationSpeed(AnimationSpeed(std::clamp(q.value(QStringLiteral("ui/animation"), 2).toInt(), 0, 3)));
    useGame(session_);
    retranslate();
    showHall();
    // The size it was left at, or 1280x800; either within the screen it opens on.
    const QSize last = q.value(QStringLiteral("window/size")).toSize();
    resize(last.isValid() ? last : QSize(1280, 800));
    fitToScreen(this);
    if (q.value(QStringLiteral("window/maximized"), false).toBool())
        setWindowState(windowState() | Qt::WindowMaximized);
    qApp->installEventFilter(this);
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
    // The dialogs go after the members: they must not report their end to this window.
    for (QDialog *d : findChildren<QDialog *>()) {
        disconnect(d, nullptr, this, nullptr);
        disconnect(d, nullptr, sevens_, nullptr);
    }
    // The LAN objects go first: their goodbyes must not reach widgets being destroyed.
    if (server_) {
        disconnect(server_, nullptr, this, nullptr);
        server_->closeAll(QStringLiteral("The host closed the table."));
        delete server_;
        server_ = nullptr;
    }
    if (lanClient_) {
        QObject *joined = remote_ ? static_cast<QObject *>(remote_) : joinedMahjong_;
        disconnect(lanClient_, nullptr, this, nullptr);
        disconnect(joined, nullptr, this, nullptr);
        delete joined; // and its client
        lanClient_ = nullptr;
        remote_ = nullptr;
        joinedMahjong_ = nullptr;
    }
}

void MainWindow::setSavePath(const QString &path)
{
    session_->setSavePath(path);
    if (!onTablePage())
        showHall();
}

bool MainWindow::onTablePage() const
{
    return stack_->currentIndex() == 1;
}

void MainWindow::resizeEvent(QResizeEvent *e)
{
    QMainWindow::resizeEvent(e);
    sevens_->panel()->fitTo(size());
    mahjong_->panel()->fitTo(size());
    hall_->fitTo(size());
}

void MainWindow::buildMenus()
{
    gameMenu_ = menuBar()->addMenu(QString());
    // New table, Resume and the rules act on the game of the page in front (the mahjong table,
    // else Sevens).
    newAct_ = gameMenu_->addAction(QString(), this, [this] {
        if (onMahjongPage())
            openNewMahjongTable();
        else
            openNewTableDialog();
    });
    newAct_->setShortcut(QKeySequence::New);
    hostAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openHostDialog);
    joinAct_ = gameMenu_->addAction(QString(), this, [this] { openJoinDialog(); });
    resumeAct_ = gameMenu_->addAction(QString(), this, [this] {
        if (onMahjongPage())
            resumeMahjongMatch();
        else
            resumeMatch();
    });
    gameMenu_->addSeparator();
    hintAct_ = gameMenu_->addAction(QString(), this, [this] {
        if (onMahjongPage())
            mahjong_->table()->showHint();
        else
            sevens_->table()->showHint();
    });
    hintAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    leaveAct_ = gameMenu_->addAction(QString(), this, &MainWindow::leaveTable);
    hallAct_ = gameMenu_->addAction(QString(), this, [this] {
        if (server_ || lanClient_ || onMahjongPage()) {
            leaveTable();
            return;
        }
        session_->close();
        showHall();
    });
    gameMenu_->addSeparator();
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
        sevens_->panel()->setVisible(on);
        mahjong_->panel()->setVisible(on);
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
        notify(tr("About Qixing"),
               tr("Qixing (七星牌館) %1 — Sevens and Zhangzhou mahjong for four players, with computer "
                  "opponents, at one computer or on the LAN.\n"
                  "Rules and table by the Qixing project; card decks and tilesets by the KDE games "
                  "artists where installed.")
                   .arg(QCoreApplication::applicationVersion()),
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
    prefsAct_->setText(tr("&Settings…"));
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
    sevens_->retranslate();
    mahjong_->retranslate();
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
    SettingsStore::shared().write({{QStringLiteral("window/size"), maximized ? normalGeometry().size() : size()},
                                   {QStringLiteral("window/maximized"), maximized}});
    // The match is already saved after every move; nothing to ask. A hosted table ends with
    // a message to everyone; a joined seat is played by a computer player.
    if (server_)
        closeHostedTable();
    if (lanClient_)
        leaveLanTable();
    e->accept();
}

void MainWindow::setAnimationSpeed(AnimationSpeed s)
{
    SevensTableWidget *table = sevens_->table();
    table->setAnimationSpeed(s);
    session_->setComputerPause(pauseFor(s));
    if (hostedSevens_)
        hostedSevens_->setComputerPause(pauseFor(s));
    session_->setDealPause(table->dealDuration());
    SettingsStore::shared().write(QStringLiteral("ui/animation"), int(s)); // only when it changed
    if (onMahjongPage())
        mahjong_->setActive(true); // the mahjong page reads the speed when it shows
    if (speedGroup_)
        for (QAction *a : speedGroup_->actions())
            a->setChecked(a->data().toInt() == int(s));
}

void MainWindow::setLanguage(const QString &code)
{
    Language::apply(code);
    SettingsStore::shared().write(QStringLiteral("ui/language"), code);
    retranslate();
}

void MainWindow::showHall()
{
    if (game() != session_)
        useGame(session_);
    stack_->setCurrentIndex(0);
    sevens_->setActive(false);
    const bool canResume = SevensSession::hasSave(session_->savePath());
    hall_->setCanResume(QStringLiteral("sevens"), canResume);
    mahjong_->setActive(false);
    hall_->setCanResume(QStringLiteral("mahjong"), mahjong_->hasSave());
    resumeAct_->setEnabled(canResume);
    hintAct_->setEnabled(false);
    leaveAct_->setEnabled(false);
    hallAct_->setEnabled(false);
    tickLanguage();
}

void MainWindow::tickLanguage()
{
    // The remembered choice when it is the language in use, else the language in use (`--lang`
    // chooses for this run only).
    const QString saved = QSettings().value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
    const bool system = saved.isEmpty() || saved == QLatin1String("system");
    const QString choice = system ? QStringLiteral("system") : saved;
    const QString meant = system ? Language::systemCode() : saved;
    const QString tick = meant == Language::current() ? choice : Language::current();
    for (QAction *a : languageGroup_->actions())
        a->setChecked(a->data().toString() == tick);
}

void MainWindow::updateTitle()
{
    // The game at the table; the hall and the lobby are the program's own (the window system
    // adds the program's name after a game's).
    if (onMahjongPage())
        setWindowTitle(tr("Zhangzhou mahjong"));
    else if (stack_->currentWidget() == sevens_)
        setWindowTitle(tr("Sevens"));
    else
        setWindowTitle(QApplication::applicationDisplayName());
}

void MainWindow::startTable(const session::SessionSettings &settings)
{
    if (server_)
        closeHostedTable();
    if (lanClient_)
        leaveLanTable();
    if (mahjong_->tableSession()->active())
        mahjong_->close(); // a desktop mahjong match stays saved: nothing plays on unseen
    if (SevensSettlementDialog *d = sevens_->settlementDialog())
        d->close();
    useGame(session_);
    showTablePage();
    session_->start(settings);
}

void MainWindow::useGame(SevensGame *game)
{
    if (SevensGame *old = sevens_->game())
        disconnect(old, nullptr, this, nullptr);
    sevens_->useGame(game);
    if (!game)
        return;
    // After the table's own handler, which closes a settlement the host's deal overtook.
    connect(game, &SevensGame::handStarted, this, [this] {
        if (this->game() && this->game() == remote_ && !onTablePage())
            showTablePage();
    });
}

void MainWindow::onMatchOver()
{
    // A LAN table opens again for another match: back to its lobby.
    if (server_ || (lanClient_ && lanClient_->connected())) {
        if (game() != remote_)
            useGame(nullptr);
        lobby_->resetReady(); // the host asks everyone to be ready again
        showLobby();
        return;
    }
    if (onMahjongPage())
        mahjong_->close();
    else
        session_->close();
    showHall();
}

void MainWindow::refreshLanRole()
{
    sevens_->setLanRole(server_ ? LanRole::Host : remote_ ? LanRole::Guest : LanRole::None, join_.host);
}

void MainWindow::showTablePage()
{
    stack_->setCurrentIndex(1);
    hintAct_->setEnabled(true);
    leaveAct_->setEnabled(true);
    hallAct_->setEnabled(true);
    mahjong_->setActive(false);
    sevens_->setActive(true);
}

bool MainWindow::onMahjongPage() const
{
    return stack_->currentWidget() == mahjong_;
}

void MainWindow::showMahjongPage()
{
    stack_->setCurrentWidget(mahjong_);
    hintAct_->setEnabled(true);
    leaveAct_->setEnabled(true);
    hallAct_->setEnabled(true);
    sevens_->setActive(false);
    mahjong_->setActive(true);
}

QString MainWindow::lanGame() const
{
    if (server_)
        return server_->tableInfo(hostTable_).value("game").toString();
    return joinedMahjong_ ? QStringLiteral("mahjong") : remote_ ? QStringLiteral("sevens") : QString();
}

bool MainWindow::onLobbyPage() const
{
    return stack_->currentWidget() == lobby_;
}

void MainWindow::showLobby()
{
    refreshLobby();
    stack_->setCurrentWidget(lobby_);
    sevens_->setActive(false);
    mahjong_->setActive(false);
    hintAct_->setEnabled(false);
    leaveAct_->setEnabled(true);
    hallAct_->setEnabled(true);
}

void MainWindow::refreshLobby()
{
    // Only a table the host has described (an id it no longer knows changes nothing).
    const QJsonObject info = server_ ? server_->tableInfo(hostTable_) : lanClient_ ? lanClient_->tableInfo() : QJsonObject();
    if (!info.isEmpty())
        lobby_->setTable(info, server_ ? 0 : lanClient_->seat());
}

bool MainWindow::resumeMatch()
{
    if (game() == session_ && session_->active() && !session_->isMatchFinished()) {
        showTablePage(); // the saved match is the one at the table
        return true;
    }
    if (lanMatchRunning()) {
        whenFreeTo(false, [this] { resumeMatch(); });
        return false;
    }
    if (savePlayedElsewhere(session_->tableSession(), false))
        return false;
    QString error, movedTo;
    if (server_)
        closeHostedTable();
    if (lanClient_)
        leaveLanTable();
    if (mahjong_->tableSession()->active())
        mahjong_->close();
    useGame(session_);
    switch (session_->resume(&error, &movedTo)) {
    case SevensSession::ResumeResult::Resumed:
        useGame(session_);
        showTablePage();
        return true;
    case SevensSession::ResumeResult::NoSave:
        notify(tr("Resume"), tr("There is no unfinished match to resume."), false);
        break;
    case SevensSession::ResumeResult::InUse: // taken by another window since the check above
        savePlayedElsewhere(session_->tableSession(), false);
        break;
    case SevensSession::ResumeResult::Damaged:
        notify(tr("The saved match is damaged"),
               tr("The saved match could not be read and was not resumed.\n\nReason: %1\n\n%2")
                   .arg(error,
                        movedTo.isEmpty() ? tr("The file could not be moved aside.")
                                          : tr("The file was kept as %1 so that it can be examined.").arg(movedTo)),
               true);
        break;
    }
    showHall();
    return false;
}

void MainWindow::openNewTableDialog()
{
    auto *d = new SevensSettingsDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        const session::SessionSettings settings = d->settings();
        const LanHostOptions lan = d->lanOptions();
        if (d->hostOnLan())
            whenFreeTo(false, [this, settings, lan] { hostTable(settings, lan); });
        else
            whenFreeTo(true, [this, settings] { startTable(settings); });
    });
    d->open();
}

void MainWindow::openHostDialog()
{
    openNewTableDialog();
    if (auto *d = findChild<SevensSettingsDialog *>())
        d->setHostOnLan(true);
}

void MainWindow::openRules()
{
    auto *d = new RulesHelp(this, onMahjongPage() ? QStringLiteral("mahjong") : QStringLiteral("sevens"));
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
}

void MainWindow::openNewMahjongTable()
{
    auto *d = new MahjongSettingsDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        const session::MahjongSettings settings = d->settings();
        if (d->hostOnLan()) {
            const LanHostOptions lan = d->lanOptions();
            whenFreeTo(false, [this, settings, lan] { hostMahjongTable(settings, lan); });
            return;
        }
        whenFreeTo(false, [this, settings] {
            if (savePlayedElsewhere(*mahjong_->tableSession(), true))
                return;
            if (mahjong_->hasSave()) {
                const auto answer = QMessageBox::question(
                    this, tr("New mahjong table"), tr("An unfinished mahjong match is saved. A new table replaces it. Go on?"));
                if (answer != QMessageBox::Yes)
                    return;
            }
            if (server_)
                closeHostedTable();
            if (lanClient_)
                leaveLanTable();
            if (session_->active())
                session_->close(); // a Sevens match stays saved: nothing plays on unseen
            mahjong_->start(settings);
            showMahjongPage();
        });
    });
    d->open();
}

bool MainWindow::resumeMahjongMatch()
{
    if (lanMatchRunning()) {
        whenFreeTo(false, [this] { resumeMahjongMatch(); });
        return false;
    }
    if (savePlayedElsewhere(*mahjong_->tableSession(), true))
        return false;
    if (server_)
        closeHostedTable();
    if (lanClient_)
        leaveLanTable();
    if (session_->active())
        session_->close();
    QString error;
    if (!mahjong_->resume(&error)) {
        notify(tr("Could not resume"), tr("The saved mahjong match could not be resumed: %1").arg(error), true);
        showHall();
        return false;
    }
    showMahjongPage();
    return true;
}

void MainWindow::openPreferences()
{
    auto *d = new PreferencesDialog(sevens_->table()->animationSpeed(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        setAnimationSpeed(d->animationSpeed());
        setLanguage(d->language());
        // The text size may have changed: the panel and the hall style themselves again.
        sevens_->panel()->fitTo(size(), true);
        mahjong_->panel()->fitTo(size(), true);
        hall_->fitTo(size(), true);
    });
    d->open();
}

void MainWindow::leaveTable()
{
    if (server_ || lanClient_) {
        askToLeave({});
    } else if (onMahjongPage()) {
        leaveMahjongTable();
    } else if (session_->active() && !session_->isMatchFinished()) {
        askToLeave({});
    }
}

void MainWindow::leaveMahjongTable()
{
    if (server_ || lanClient_) {
        askToLeave({});
        return;
    }
    mahjong_->close(); // a desktop mahjong table is left without a penalty: the match stays saved
    showHall();
}

bool MainWindow::lanMatchRunning() const
{
    if (server_) {
        const session::TableSession *s = server_->tableSession(hostTable_);
        return s && s->active() && !s->isMatchFinished();
    }
    if (joinedMahjong_)
        return joinedMahjong_->active() && !mahjong_->matchOver();
    return remote_ && remote_->active() && !remote_->isMatchFinished();
}

bool MainWindow::localMatchUnfinished() const
{
    if (session_->active())
        return !session_->isMatchFinished();
    return SevensSession::hasSave(session_->savePath());
}

void MainWindow::whenFreeTo(bool overwritesSave, std::function<void()> go)
{
    if (lanMatchRunning()) {
        // Leaving the LAN table first; then the local save is looked at again.
        askToLeave([this, overwritesSave, go] { whenFreeTo(overwritesSave, go); });
        return;
    }
    // A new Sevens table replaces the save, and leaving a saved match ends it: neither while
    // another window plays that match.
    if (overwritesSave && !session_->active() && savePlayedElsewhere(session_->tableSession(), false))
        return;
    if (overwritesSave && localMatchUnfinished()) {
        askToLeave(go);
        return;
    }
    if (!overwritesSave && game() == session_ && session_->active() && !session_->isMatchFinished()) {
        // Hosting or joining puts the local match aside: it stays saved and costs nothing.
        auto *box = new QMessageBox(QMessageBox::Question, tr("Put the match aside?"),
                                    tr("Your match (hand %1 of %2) is saved as it stands; you can resume it from the "
                                       "hall later. Putting it aside costs nothing.")
                                        .arg(session_->handIndex() + 1)
                                        .arg(session_->handsInMatch()),
                                    QMessageBox::NoButton, this);
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

void MainWindow::askToLeave(std::function<void()> then)
{
    QString title, text, yesText;
    if (server_ || lanClient_) {
        title = server_ ? tr("Close the table?") : tr("Leave the table?");
        text = server_ ? tr("You host this table. Closing it ends the match for everyone at it; "
                            "the match so far is saved on this computer.")
                       : tr("If you leave, a computer player plays your seat until the match ends.");
        yesText = server_ ? tr("Close the table") : tr("Leave");
    } else {
        // The local match, at the table or saved (S43: leaving costs the penalty).
        session::SessionSettings settings;
        int played = 0;
        if (session_->active()) {
            settings = session_->settings();
            played = session_->table().match().handsPlayed();
        } else {
            const session::LoadResult r = session::loadSave(session_->savePath());
            if (r.status != session::LoadResult::Status::Ok) {
                if (then)
                    then(); // nothing left to lose (a damaged save was put aside)
                return;
            }
            settings = r.game.settings;
            played = int(r.game.booked.size());
        }
        const std::int64_t penalty = std::int64_t(settings.match.penaltyBases) * settings.match.rules.base();
        title = tr("Leave the table?");
        text = tr("The match is not finished (%1 of %2 hands played). If you leave now you pay the "
                  "leaving penalty of %5 × base = %3, shared equally by the other three players "
                  "(%4 each). A computer player takes your seat to finish the match.")
                   .arg(played)
                   .arg(settings.match.hands)
                   .arg(Texts::money(penalty), Texts::money(penalty / 3))
                   .arg(settings.match.penaltyBases);
        yesText = tr("Leave and pay");
    }
    if (then)
        text = tr("Something new can only start once you leave the match you are in.") + QStringLiteral("\n\n") + text;
    auto *box = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("leaveBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto *yes = box->addButton(yesText, QMessageBox::AcceptRole);
    // Enter and Escape keep the match: leaving has a price.
    auto *stay = box->addButton(tr("Stay"), QMessageBox::RejectRole);
    box->setDefaultButton(stay);
    box->setEscapeButton(stay);
    connect(box, &QMessageBox::buttonClicked, this, [this, yes, then](QAbstractButton *b) {
        if (b != yes)
            return;
        if (server_ || lanClient_) {
            if (server_) {
                closeHostedTable();
            } else {
                forgetJoinedSeat(); // left on purpose: not taken back on the next join
                leaveLanTable();
            }
            if (then)
                then();
            return;
        }
        if (!session_->active() && session_->resume() != SevensSession::ResumeResult::Resumed) {
            if (then)
                then();
            return;
        }
        if (SevensSettlementDialog *d = sevens_->settlementDialog())
            d->close();
        const Match::Leaving l = session_->leave();
        sevens_->showFinal(&l, then);
    });
    box->open();
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

void MainWindow::updateDialogPause()
{
    // A local game waits for the person reading a dialog (its clock and its computer
    // players); a LAN table's clock is the host's and keeps running (the side panel warns).
    const bool up = !openDialogs_.isEmpty();
    if (up && !pausedHere_ && game() == session_) {
        session_->pause();
        pausedHere_ = true;
    } else if (!up && pausedHere_) {
        pausedHere_ = false;
        session_->unpause();
    }
    if (sevens_)
        sevens_->setDialogUp(up);
    if (mahjong_)
        mahjong_->setDialogUp(up);
}

void MainWindow::notify(const QString &title, const QString &text, bool warning)
{
    auto *box = new QMessageBox(warning ? QMessageBox::Warning : QMessageBox::Information, title, text, QMessageBox::NoButton,
                                this);
    box->setObjectName(QStringLiteral("notice"));
    box->addButton(tr("OK"), QMessageBox::AcceptRole);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
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

bool MainWindow::savePlayedElsewhere(const session::TableSession &s, bool mahjong)
{
    const qint64 pid = session::TableSession::saveHolder(s.savePath(), &s);
    if (pid == 0)
        return false;
    const QString who = pid > 0 ? tr("another Qixing window (process %1)").arg(pid) : tr("another Qixing window");
    notify(tr("The match is open elsewhere"),
           (mahjong ? tr("The saved mahjong match is being played in %1.") : tr("The saved Sevens match is being played in %1."))
                   .arg(who)
               + QStringLiteral("\n\n")
               + tr("Finish it or go back to the hall there first. This window does not resume, replace or end it."),
           true);
    return true;
}

// --- LAN play -----------------------------------------------------------------------

QString MainWindow::lanSavePath(const QString &game) const
{
    // Next to the local autosave, so that a hosted match never overwrites a local one.
    if (session_->savePath().isEmpty())
        return {};
    return QFileInfo(session_->savePath())
        .dir()
        .filePath(game == QLatin1String("mahjong") ? QStringLiteral("lan-host-mahjong.json") : QStringLiteral("lan-host-match.json"));
}

quint16 MainWindow::discoveryPort() const
{
    return responder_ ? responder_->port() : 0;
}

void MainWindow::setBrowserTargets(const QList<QHostAddress> &targets, quint16 port)
{
    browserTargets_ = targets;
    browserPort_ = port;
    browserTargetsSet_ = true;
}

bool MainWindow::hostTable(const session::SessionSettings &settings, const LanHostOptions &options)
{
    net::ServerTableConfig config;
    config.game = QStringLiteral("sevens");
    session::SessionSettings named = settings;
    named.names[0] = settings.names[0].isEmpty() ? Texts::defaultName(0) : settings.names[0];
    config.settings = session::settingsTo(named);
    return openLanHost(config, options);
}

bool MainWindow::hostMahjongTable(const session::MahjongSettings &settings, const LanHostOptions &options)
{
    net::ServerTableConfig config;
    config.game = QStringLiteral("mahjong");
    session::MahjongSettings named = settings;
    named.names[0] = settings.names[0].isEmpty() ? Texts::defaultName(0) : settings.names[0];
    config.settings = session::mahjongSettingsTo(named);
    return openLanHost(config, options);
}

bool MainWindow::openLanHost(const net::ServerTableConfig &table, const LanHostOptions &options)
{
    if (server_)
        closeHostedTable();
    if (lanClient_)
        leaveLanTable();
    if (session_->active())
        session_->close(); // a local match stays saved and can be resumed
    if (mahjong_->tableSession()->active())
        mahjong_->close(); // likewise
    const QString me = session::seatStrings(table.settings, QLatin1StringView("names"))[0];
    auto *server = new net::TableServer(me, this);
    QString error;
    if (!server->listen(listenAddress_, options.port, &error)) {
        delete server;
        notify(tr("Could not host the table"),
               tr("Port %1 could not be opened: %2\n\nChoose another port in 開桌設定, or close the program that uses it.")
                   .arg(options.port)
                   .arg(error),
               true);
        return false;
    }
    server_ = server;
    net::ServerTableConfig config = table;
    config.name = options.name;
    config.password = options.password;
    config.computerPauseMs = hostComputerPauseMs_ >= 0 ? hostComputerPauseMs_ : pauseFor(sevens_->table()->animationSpeed());
    if (hostClaimPauseMs_ >= 0)
        config.claimPauseMs = hostClaimPauseMs_;
    config.nextHandDelayMs = -1; // the host reads the settlement, then deals
    config.hostSeat = true;
    config.savePath = lanSavePath(config.game);
    hostTable_ = server_->addTable(config);

    responder_ = new net::DiscoveryResponder(
        [this] {
            return QJsonObject {{"name", server_->serverName()}, {"port", int(server_->port())}, {"tables", server_->tableInfos()}};
        },
        server_);
    QString udpError, udpProblem;
    if (!responder_->listen(discoveryPort_, &udpError))
        udpProblem = tr("The table cannot be found by the LAN browser (%1); players can join by address.").arg(udpError);

    connect(server_, &net::TableServer::tablesChanged, this, &MainWindow::refreshLobby);
    connect(server_, &net::TableServer::chatPosted, this, [this](int id, const QString &from, const QString &text) {
        if (id != hostTable_)
            return;
        addChat(from, text);
    });
    connect(server_, &net::TableServer::matchStarted, this, &MainWindow::enterHostedMatch);
    // The host hears when a person drops (a computer player takes the seat) and comes back.
    connect(server_, &net::TableServer::personLeft, this, [this](int id, int seat, const QString &name, bool playing) {
        if (id != hostTable_)
            return;
        addLanNotice(playing ? tr("%1 (seat %2) lost the connection: a computer player plays the seat until they come back.")
                                   .arg(name)
                                   .arg(seat + 1)
                             : tr("%1 left seat %2.").arg(name).arg(seat + 1));
    });
    connect(server_, &net::TableServer::personBack, this, [this](int id, int seat, const QString &name) {
        if (id == hostTable_)
            addLanNotice(tr("%1 is back at seat %2.").arg(name).arg(seat + 1));
    });

    // Where others reach this table: the IPv4 addresses of this computer's network
    // interfaces (only loopback when the table listens there).
    QStringList addresses;
    if (listenAddress_.isLoopback()) {
        addresses << listenAddress_.toString();
    } else {
        for (const QHostAddress &a : QNetworkInterface::allAddresses())
            if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
                addresses << a.toString();
    }
    if (addresses.isEmpty())
        addresses << QStringLiteral("127.0.0.1");
    lobby_->setRole(true, tr("%1, port %2").arg(addresses.join(QStringLiteral(", "))).arg(server_->port()));
    lobby_->clearChat();
    sevens_->panel()->clearChat();
    mahjong_->panel()->clearChat();
    refreshLanRole();
    lobby_->addNotice(tr("The table is open on port %1. Waiting for players…").arg(server_->port()));
    if (!udpProblem.isEmpty())
        lobby_->addNotice(udpProblem);
    showLobby();
    return true;
}

void MainWindow::enterHostedMatch(int table)
{
    if (table != hostTable_ || !server_)
        return;
    if (session::TableSession *ts = server_->tableSession(table); ts && lanGame() == QLatin1String("mahjong")) {
        // The host's seat plays through the host's own TableSession, as a desktop table does.
        delete hostedMahjong_;
        hostedMahjong_ = new session::LocalMahjongGame(ts, 0, this);
        watchSaves(ts);
        mahjong_->showLanGame(hostedMahjong_, LanRole::Host);
        showMahjongPage();
        return;
    }
    session::TableSession *ts = server_->tableSession(table);
    if (!ts)
        return;
    // The host's seat plays through the host's own TableSession (a Sevens face of it that
    // goes when the host lets the match go).
    auto *s = new SevensSession(*ts, this);
    hostedSevens_ = s;
    s->setDealPause(sevens_->table()->dealDuration());
    watchSaves(&s->tableSession());
    sevens_->closeDialogs();
    useGame(s);
    showTablePage();
}

void MainWindow::closeHostedTable()
{
    if (!server_)
        return;
    sevens_->closeDialogs();
    useGame(session_);
    if (mahjong_->game() == hostedMahjong_)
        mahjong_->showDesktop();
    delete hostedMahjong_;
    hostedMahjong_ = nullptr;
    server_->closeAll(QStringLiteral("The host closed the table."));
    disconnect(server_, nullptr, this, nullptr);
    server_->deleteLater(); // after the goodbyes are written
    server_ = nullptr;
    responder_ = nullptr;
    hostTable_ = -1;
    refreshLanRole();
    showHall();
}

void MainWindow::openJoinDialog(const QString &game)
{
    if (browser_) {
        browser_->raise();
        return;
    }
    auto *d = new LanBrowserDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    if (browserTargetsSet_)
        d->setTargets(browserTargets_, browserPort_);
    browser_ = d;
    connect(d, &QDialog::accepted, this, [this, d, game] {
        const QString host = d->host(), name = d->playerName(), password = d->password();
        const quint16 port = d->port();
        const int table = d->tableId();
        // A table chosen in the list says its game; joined by address, the hall's tile does.
        const QString tableGame = table >= 0 ? d->game() : game;
        whenFreeTo(false, [=, this] { joinTable(host, port, name, table, password, {}, tableGame); });
    });
    d->open();
}

void MainWindow::joinTable(const QString &host, quint16 port, const QString &name, int table, const QString &password,
                           const QString &token, const QString &game)
{
    if (server_)
        closeHostedTable();
    if (lanClient_)
        leaveLanTable();
    if (session_->active())
        session_->close(); // a local match stays saved and can be resumed
    if (mahjong_->tableSession()->active())
        mahjong_->close(); // likewise
    join_ = {host, port, name, password, table, game};
    // A seat this computer had at that host (the window crashed or was closed): offered back
    // by its token, with the game it plays; a table chosen in the list must be that one.
    QString offered = token;
    QString clientGameAsked = game;
    if (offered.isEmpty()) {
        const RememberedSeat kept = rememberedSeat(host, port);
        if (!kept.token.isEmpty() && (table < 0 || table == kept.table)) {
            offered = kept.token;
            if (kept.game == QLatin1String("sevens") || kept.game == QLatin1String("mahjong"))
                clientGameAsked = kept.game;
        }
    }
    // The host sends the table's recent chat with the seat.
    lobby_->clearChat();
    sevens_->panel()->clearChat();
    mahjong_->panel()->clearChat();
    closedReason_.clear();
    leaving_ = false;
    // One connection and one game for the table's game; the rest of joining is the same.
    const bool mahjong = clientGameAsked == QLatin1String("mahjong");
    net::TableClient *client = nullptr;
    if (mahjong) {
        auto *c = new net::MahjongClient;
        joinedMahjong_ = new net::JoinedMahjongGame(c, this);
        client = c;
    } else {
        auto *c = new net::SevensClient;
        remote_ = new JoinedSevensGame(c, this);
        client = c;
    }
    lanClient_ = client;
    const QString clientGame = mahjong ? QStringLiteral("mahjong") : QStringLiteral("sevens");
    refreshLanRole();
    const auto sitSomewhere = [this, client, clientGame](const QJsonArray &tables) {
        // The table named, else the first open table of the game asked for, else any open one.
        int pick = -1;
        QString pickGame = clientGame;
        for (const bool sameGameOnly : {true, false}) {
            for (const QJsonValue &v : tables) {
                const QJsonObject t = v.toObject();
                const bool open = t.value("state").toString() == QLatin1String("lobby") && freeSeats(t) > 0;
                const bool wanted = join_.table >= 0 ? t.value("id").toInt() == join_.table
                                                     : open && (!sameGameOnly || t.value("game").toString() == join_.game);
                if (wanted) {
                    pick = t.value("id").toInt();
                    pickGame = t.value("game").toString();
                    break;
                }
            }
            if (pick >= 0)
                break;
        }
        if (pick < 0)
            pick = join_.table; // not listed (any more): the host says why
        if (pick < 0) {
            failJoin(tr("There is no table with a free seat at %1.").arg(join_.host));
            return;
        }
        if (pickGame != clientGame && (pickGame == QLatin1String("sevens") || pickGame == QLatin1String("mahjong"))) {
            // Found by address, the table is of the other game: connect again as its client.
            const JoinTarget t = join_;
            QTimer::singleShot(0, this, [this, t, pick, pickGame] { joinTable(t.host, t.port, t.name, pick, t.password, {}, pickGame); });
            return;
        }
        client->sit(pick, -1, join_.password);
    };
    connect(client, &net::TableClient::welcomed, this, [offered, sitSomewhere](const QJsonArray &tables) {
        if (!offered.isEmpty())
            return; // the host gives the seat back by itself
        sitSomewhere(tables);
    });
    connect(client, &net::TableClient::seated, this, [this, client, clientGame] {
        join_.game = clientGame; // a reconnect takes the seat back with the same client
        if (const QString e = rememberSeat(join_.host, join_.port, {client->token(), clientGame, client->tableId()}); !e.isEmpty())
            statusBar()->showMessage(tr("Your seat could not be remembered (%1): after a crash, this window could not take it back.").arg(e), 8000);
        lobby_->setRole(false, QStringLiteral("%1:%2").arg(join_.host).arg(join_.port));
        if (joinedMahjong_) {
            // The page follows the joined game from now on; the host's state brings it up.
            mahjong_->showLanGame(joinedMahjong_, LanRole::Guest, join_.host);
            lobby_->addNotice(tr("You sat down at seat %1.").arg(lanClient_->seat() + 1));
            showLobby();
            return;
        }
        // The table window follows this game from now on (it deals on screen when the page
        // shows at the first hand).
        useGame(remote_);
        if (remote_->active() && remote_->handInProgress()) {
            showTablePage();
            sevens_->table()->showMessage(tr("You are back at the table."), false);
        } else {
            lobby_->addNotice(tr("You sat down at seat %1.").arg(lanClient_->seat() + 1));
            showLobby();
        }
    });
    connect(client, &net::TableClient::tablesChanged, this, &MainWindow::refreshLobby);
    connect(client, &net::TableClient::chatReceived, this, &MainWindow::addChat);
    connect(client, &net::TableClient::errorReceived, this,
            [this, client, offered, sitSomewhere](const QString &code, const QString &message) {
        if (code == QLatin1String("notJoined") && !offered.isEmpty() && client->seat() < 0) {
            // The seat was not kept (the connection dropped in the lobby, the match ended):
            // sit down again.
            forgetJoinedSeat();
            sitSomewhere(client->tables());
            return;
        }
        if (code == QLatin1String("closed")) {
            closedReason_ = closedText(client->closedCode(), message);
            // A host program that stops resumes its matches when it starts again: the seat
            // is kept for then. A table its host closed is gone.
            if (client->closedCode() != QLatin1String("hostStopped"))
                forgetJoinedSeat();
            return;
        }
        if (code == QLatin1String("illegal") || code == QLatin1String("notYourTurn") || code == QLatin1String("staleTurn"))
            return; // the table shows these
        if (client->seat() < 0) {
            failJoin(lanErrorText(code, message));
            return;
        }
        lobby_->addNotice(lanErrorText(code, message));
        if (onTablePage())
            sevens_->table()->showMessage(lanErrorText(code, message), true);
        else if (onMahjongPage())
            mahjong_->table()->showMessage(lanErrorText(code, message), true);
    });
    connect(client, &net::TableClient::disconnected, this, &MainWindow::onLanDisconnected);
    if (joinedMahjong_) {
        net::JoinedMahjongGame *joined = joinedMahjong_;
        // A hand's state (the first deal, or the table as it is after a reconnect) brings the
        // table page up; connected before the page's own handler, so the page shows first.
        connect(joined, &session::MahjongGame::message, this, [this, joined](const QJsonObject &m) {
            if (m.value("type").toString() != QLatin1String("state") || onMahjongPage())
                return;
            if (mahjong_->game() != joined)
                mahjong_->showLanGame(joined, LanRole::Guest, join_.host);
            showMahjongPage();
        });
    } else {
        JoinedSevensGame *joined = remote_;
        connect(client, &net::TableClient::stateChanged, this, [this, joined] {
            // The first state after a reconnect, in the middle of a hand.
            if (this->game() == joined && joined->handInProgress() && !onTablePage())
                showTablePage();
        });
        connect(joined, &JoinedSevensGame::moveRefused, this, [this](const QString &code, const QString &message) {
            sevens_->table()->showMessage(code == QLatin1String("staleTurn") ? tr("Too late: the time limit had already played for you.")
                                                                   : tr("The host refused the move: %1").arg(message),
                                true);
        });
        // Connected before the table window's own handler: the page shows first, so the deal
        // is animated.
        connect(joined, &SevensGame::handStarted, this, [this, joined] {
            if (!onTablePage()) {
                sevens_->closeDialogs();
                if (this->game() != joined)
                    useGame(joined);
                showTablePage();
            }
        });
    }
    client->connectToHost(host, port, name, offered);
}

void MainWindow::forgetJoinedSeat()
{
    if (!lanClient_)
        return;
    // Not forgotten, the seat's token is offered on the next join and refused (notJoined):
    // harmless, but said.
    if (const QString e = forgetSeat(join_.host, join_.port); !e.isEmpty())
        statusBar()->showMessage(tr("Could not save the settings: %1").arg(e), 8000);
}

QString MainWindow::closedText(const QString &code, const QString &reason) const
{
    // The host's words for why, in this window's language; its English text otherwise.
    if (code == QLatin1String("hostClosed"))
        return tr("The host closed the table.");
    if (code == QLatin1String("hostStopped"))
        return tr("The host program is shutting down.");
    return reason.isEmpty() ? QStringLiteral("-") : reason;
}

void MainWindow::sendChat(const QString &text)
{
    if (server_)
        server_->hostChat(hostTable_, text);
    else if (lanClient_)
        lanClient_->chat(text);
}

void MainWindow::addLanNotice(const QString &text)
{
    lobby_->addNotice(text);
    sevens_->panel()->addLogLine(text);
    mahjong_->panel()->addLogLine(text);
    statusBar()->showMessage(text, 8000);
}

void MainWindow::addChat(const QString &from, const QString &text)
{
    lobby_->addChat(from, text);
    const QString line = tr("%1: %2").arg(from, text);
    sevens_->panel()->addChatLine(line);
    mahjong_->panel()->addChatLine(line);
}

QString MainWindow::lanErrorText(const QString &code, const QString &message) const
{
    if (code == QLatin1String("password"))
        return tr("The table's password is wrong or missing.");
    if (code == QLatin1String("tableFull"))
        return tr("The table is full.");
    if (code == QLatin1String("seatTaken"))
        return tr("That seat is already taken.");
    if (code == QLatin1String("noSuchTable"))
        return tr("The host has no such table (any more).");
    if (code == QLatin1String("version"))
        return tr("The host runs another version of Qixing.");
    if (code == QLatin1String("notReady"))
        return tr("The match can start once everyone seated is ready.");
    if (code == QLatin1String("balance"))
        return tr("Your balance is too low for this table.");
    if (code == QLatin1String("wrongGame"))
        return tr("That table plays another game.");
    // The host's limits on what a connection may keep it waiting for (docs/protocol.md).
    if (code == QLatin1String("slowSender") || code == QLatin1String("unfinishedFrames") || code == QLatin1String("timeout"))
        return tr("The connection to the host is too slow or was interrupted.");
    if (code == QLatin1String("notJoined"))
        return tr("You are not seated at a table of this host.");
    if (code == QLatin1String("flood") || code == QLatin1String("tooFast"))
        return tr("Too many messages too quickly: the host asks you to slow down.");
    if (code == QLatin1String("badMessage") || code == QLatin1String("badJson") || code == QLatin1String("badFrame")
        || code == QLatin1String("unknownType"))
        return tr("The host did not understand this window (does it run another version of Qixing?).");
    return tr("The host said: %1").arg(message);
}

// Forget the joined game: the windows go back to the local session, the connection is closed
// (a no-op when it is already gone) and the game is deleted once its signals are done.
void MainWindow::dropRemoteGame()
{
    if (!lanClient_)
        return;
    net::TableClient *client = lanClient_;
    QObject *old = remote_ ? static_cast<QObject *>(remote_) : joinedMahjong_;
    const bool shown = remote_ ? game() == remote_ : mahjong_->game() == joinedMahjong_;
    const bool sevens = remote_ != nullptr;
    lanClient_ = nullptr;
    remote_ = nullptr;
    joinedMahjong_ = nullptr;
    refreshLanRole();
    if (shown && sevens)
        useGame(session_);
    else if (shown)
        mahjong_->showDesktop();
    client->disconnectFromHost();
    old->deleteLater();
}

void MainWindow::failJoin(const QString &text)
{
    leaving_ = true;
    dropRemoteGame();
    showHall();
    notify(tr("Could not join the table"), text, true);
}

void MainWindow::leaveLanTable()
{
    if (!lanClient_)
        return;
    leaving_ = true;
    sevens_->closeDialogs();
    dropRemoteGame();
    showHall();
}

QString MainWindow::connectionEndText(QAbstractSocket::SocketError e, const QString &host, quint16 port) const
{
    // Our own words for the socket's error: the system's text is English only.
    switch (e) {
    case QAbstractSocket::ConnectionRefusedError:
        return tr("%1 refused the connection on port %2: no Qixing table is open there. Check the address and the "
                  "port.")
            .arg(host)
            .arg(port);
    case QAbstractSocket::HostNotFoundError:
        return tr("No computer called %1 was found. Check the address.").arg(host);
    case QAbstractSocket::SocketTimeoutError:
        return tr("%1 did not answer in time.").arg(host);
    case QAbstractSocket::NetworkError:
        return tr("The network to %1 cannot be reached.").arg(host);
    case QAbstractSocket::RemoteHostClosedError:
    case QAbstractSocket::UnknownSocketError:
        return tr("The connection to %1:%2 was closed.").arg(host).arg(port);
    default:
        return tr("The connection to %1:%2 failed (network error %3).").arg(host).arg(port).arg(int(e));
    }
}

void MainWindow::onLanDisconnected(const QString &)
{
    if (leaving_ || !lanClient_ || sender() != lanClient_)
        return;
    const QString token = lanClient_->token();
    const QAbstractSocket::SocketError socketError = lanClient_->socketError();
    const JoinTarget target = join_;
    sevens_->closeDialogs();
    dropRemoteGame();
    showHall();
    if (!closedReason_.isEmpty()) {
        notify(tr("The table was closed"),
               tr("The host closed the table, so the match has ended. You are back in the hall.\n\n(The host said: %1)")
                   .arg(closedReason_),
               true);
        return;
    }
    const QString ended = connectionEndText(socketError, target.host, target.port);
    if (token.isEmpty()) {
        notify(tr("Could not join the table"), ended, true);
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Connection lost"),
                                tr("%1 A computer player plays your seat meanwhile.\n\nReconnect to take your seat back?")
                                    .arg(ended),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("reconnectBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto *again = box->addButton(tr("Reconnect"), QMessageBox::AcceptRole);
    box->addButton(tr("Back to the hall"), QMessageBox::RejectRole);
    connect(box, &QMessageBox::buttonClicked, this, [this, again, target, token](QAbstractButton *b) {
        if (b == again)
            joinTable(target.host, target.port, target.name, target.table, target.password, token, target.game);
    });
    box->open();
}

} // namespace ui
} // namespace qixing
