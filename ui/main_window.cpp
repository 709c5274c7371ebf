#include "ui/main_window.h"

#include "ui/mahjong/mahjong_settings_dialog.h"
#include "ui/mahjong/mahjong_table_screen.h"

#include "net/discovery.h"
#include "net/server.h"
#include "ui/hall_screen.h"
#include "ui/i18n.h"
#include "ui/lan_widgets.h"
#include "ui/preferences_dialog.h"
#include "ui/remote_game.h"
#include "ui/rules_help.h"
#include "ui/settlement_dialog.h"
#include "ui/table_settings_dialog.h"
#include "ui/texts.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QMenuBar>
#include <QNetworkInterface>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

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
    sevens_->panel()->fitTo(size());
    const HallScreen::GameTile &sevens = hall_->sevens();
    connect(sevens.newTable, &QPushButton::clicked, this, &MainWindow::openNewTableDialog);
    connect(sevens.host, &QPushButton::clicked, this, &MainWindow::openHostDialog);
    connect(sevens.join, &QPushButton::clicked, this, &MainWindow::openJoinDialog);
    connect(sevens.resume, &QPushButton::clicked, this, &MainWindow::resumeMatch);
    connect(sevens.rules, &QPushButton::clicked, this, &MainWindow::openRules);
    const HallScreen::GameTile &mahjong = hall_->mahjong();
    connect(mahjong.newTable, &QPushButton::clicked, this, &MainWindow::openNewMahjongTable);
    connect(mahjong.resume, &QPushButton::clicked, this, &MainWindow::resumeMahjongMatch);
    connect(mahjong.rules, &QPushButton::clicked, this, [this] {
        auto *d = new RulesHelp(this, RulesHelp::Game::Mahjong);
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->show();
    });
    // Leaving a mahjong table keeps the match saved (M: no leaving penalty); resume brings it back.
    connect(mahjong_, &MahjongTableScreen::leaveClicked, this, [this] {
        mahjong_->close();
        showHall();
    });
    connect(mahjong_, &MahjongTableScreen::matchOver, this, [this] {
        mahjong_->close();
        showHall();
    });
    connect(hall_, &HallScreen::settingsClicked, this, &MainWindow::openPreferences);
    connect(hall_, &HallScreen::quitClicked, this, &QWidget::close);
    buildMenus();

    connect(lobby_, &LobbyScreen::chatEntered, this, &MainWindow::sendChat);
    connect(lobby_, &LobbyScreen::startClicked, this, [this] {
        if (server_) {
            server_->startTable(hostTable_);
        } else if (remote_) {
            // Starting means being ready too.
            if (!lobby_->ready())
                lobby_->setReady(true);
            remote_->client()->startMatch();
        }
    });
    connect(lobby_, &LobbyScreen::readyToggled, this, [this](bool on) {
        if (remote_)
            remote_->client()->setReady(on);
    });
    connect(lobby_, &LobbyScreen::leaveClicked, this, [this] {
        if (server_)
            closeHostedTable();
        else
            leaveLanTable();
    });
    TableSidePanel *side = sevens_->panel();
    connect(side, &TableSidePanel::leaveClicked, this, &MainWindow::leaveTable);
    connect(side, &TableSidePanel::chatEntered, this, [this](const QString &text) {
        sendChat(text);
        sevens_->table()->setFocus();
    });
    connect(sevens_, &SevensTableScreen::settlementShown, this, &MainWindow::settlementShown);
    connect(sevens_, &SevensTableScreen::matchOver, this, &MainWindow::onMatchOver);
    connect(session_, &SevensSession::saveFailed, this, [this](const QString &why) {
        statusBar()->showMessage(tr("Could not save the match: %1").arg(why), 8000);
    });

    PreferencesDialog::applySaved();
    QSettings q;
    setAnimationSpeed(AnimationSpeed(std::clamp(q.value(QStringLiteral("ui/animation"), 2).toInt(), 0, 3)));
    useGame(session_);
    retranslate();
    showHall();
    resize(1280, 800);
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
    if (remote_) {
        disconnect(remote_->client(), nullptr, this, nullptr);
        disconnect(remote_, nullptr, this, nullptr);
        delete remote_;
        remote_ = nullptr;
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
    newAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openNewTableDialog);
    newAct_->setShortcut(QKeySequence::New);
    hostAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openHostDialog);
    joinAct_ = gameMenu_->addAction(QString(), this, &MainWindow::openJoinDialog);
    resumeAct_ = gameMenu_->addAction(QString(), this, &MainWindow::resumeMatch);
    gameMenu_->addSeparator();
    hintAct_ = gameMenu_->addAction(QString(), this, [this] { sevens_->table()->showHint(); });
    hintAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    leaveAct_ = gameMenu_->addAction(QString(), this, &MainWindow::leaveTable);
    hallAct_ = gameMenu_->addAction(QString(), this, [this] {
        if (server_ || remote_) {
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
    connect(logAct_, &QAction::toggled, this, [this](bool on) { sevens_->panel()->setVisible(on); });

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
               tr("Qixing (七星牌館) %1 — Sevens for four players, with computer opponents.\n"
                  "Cards, table and rules are drawn and written by the Qixing project.")
                   .arg(QCoreApplication::applicationVersion()),
               false);
    });
}

void MainWindow::retranslate()
{
    // The window system appends the application's display name to every title.
    QApplication::setApplicationDisplayName(tr("Qixing"));
    setWindowTitle(tr("Sevens"));
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
    // The match is already saved after every move; nothing to ask. A hosted table ends with
    // a message to everyone; a joined seat is played by a computer player.
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    e->accept();
}

void MainWindow::setAnimationSpeed(AnimationSpeed s)
{
    TableWidget *table = sevens_->table();
    table->setAnimationSpeed(s);
    session_->setComputerPause(pauseFor(s));
    if (server_ && server_->session(hostTable_))
        server_->session(hostTable_)->setComputerPause(pauseFor(s));
    session_->setDealPause(table->dealDuration());
    QSettings().setValue(QStringLiteral("ui/animation"), int(s));
    if (speedGroup_)
        for (QAction *a : speedGroup_->actions())
            a->setChecked(a->data().toInt() == int(s));
}

void MainWindow::setLanguage(const QString &code)
{
    Language::apply(code);
    QSettings().setValue(QStringLiteral("ui/language"), code);
    for (QAction *a : languageGroup_->actions())
        a->setChecked(a->data().toString() == code);
    retranslate();
}

void MainWindow::showHall()
{
    if (game() != session_)
        useGame(session_);
    stack_->setCurrentIndex(0);
    sevens_->setActive(false);
    const bool canResume = SevensSession::hasSave(session_->savePath());
    hall_->setCanResumeSevens(canResume);
    mahjong_->setActive(false);
    hall_->mahjong().resume->setEnabled(mahjong_->hasSave());
    resumeAct_->setEnabled(canResume);
    hintAct_->setEnabled(false);
    leaveAct_->setEnabled(false);
    hallAct_->setEnabled(false);
    const QString lang = QSettings().value(QStringLiteral("ui/language"), QStringLiteral("system")).toString();
    for (QAction *a : languageGroup_->actions())
        a->setChecked(a->data().toString() == lang);
}

void MainWindow::startTable(const session::SessionSettings &settings)
{
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    if (SettlementDialog *d = sevens_->settlementDialog())
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
    if (server_ || (remote_ && remote_->client()->connected())) {
        if (game() != remote_)
            useGame(nullptr);
        lobby_->resetReady(); // the host asks everyone to be ready again
        showLobby();
        return;
    }
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
    sevens_->setActive(true);
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
    hintAct_->setEnabled(false);
    leaveAct_->setEnabled(true);
    hallAct_->setEnabled(true);
}

void MainWindow::refreshLobby()
{
    if (server_) {
        for (const QJsonValue &v : server_->tableInfos())
            if (v.toObject().value("id").toInt() == hostTable_)
                lobby_->setTable(v.toObject(), 0);
    } else if (remote_) {
        lobby_->setTable(remote_->tableInfo(), remote_->client()->seat());
    }
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
    QString error, movedTo;
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    useGame(session_);
    switch (session_->resume(&error, &movedTo)) {
    case SevensSession::ResumeResult::Resumed:
        useGame(session_);
        showTablePage();
        return true;
    case SevensSession::ResumeResult::NoSave:
        notify(tr("Resume"), tr("There is no unfinished match to resume."), false);
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
    auto *d = new TableSettingsDialog(this);
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
    if (auto *d = findChild<TableSettingsDialog *>())
        d->setHostOnLan(true);
}

void MainWindow::openRules()
{
    auto *d = new RulesHelp(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
}

void MainWindow::openNewMahjongTable()
{
    auto *d = new MahjongSettingsDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        if (d->hostOnLan()) {
            notify(tr("Not yet"), tr("Hosting a mahjong table from this window is not finished yet. "
                                     "Start qixing-server --mahjong-tables to host one on the LAN."), false);
            return;
        }
        const session::MahjongSettings settings = d->settings();
        const auto go = [this, settings] {
            mahjong_->start(settings);
            stack_->setCurrentWidget(mahjong_);
            mahjong_->setActive(true);
        };
        if (mahjong_->hasSave()) {
            const auto answer = QMessageBox::question(this, tr("New mahjong table"),
                                                      tr("An unfinished mahjong match is saved. A new table replaces it. Go on?"));
            if (answer != QMessageBox::Yes)
                return;
        }
        go();
    });
    d->open();
}

bool MainWindow::resumeMahjongMatch()
{
    QString error;
    if (!mahjong_->resume(&error)) {
        notify(tr("Could not resume"), tr("The saved mahjong match could not be resumed: %1").arg(error), true);
        showHall();
        return false;
    }
    stack_->setCurrentWidget(mahjong_);
    mahjong_->setActive(true);
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
    if (server_ || remote_ || (session_->active() && !session_->isMatchFinished()))
        askToLeave({});
}

bool MainWindow::lanMatchRunning() const
{
    if (server_) {
        const SevensSession *s = server_->session(hostTable_);
        return s && s->active() && !s->isMatchFinished();
    }
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
    if (server_ || remote_) {
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
        if (server_ || remote_) {
            if (server_)
                closeHostedTable();
            else
                leaveLanTable();
            if (then)
                then();
            return;
        }
        if (!session_->active() && session_->resume() != SevensSession::ResumeResult::Resumed) {
            if (then)
                then();
            return;
        }
        if (SettlementDialog *d = sevens_->settlementDialog())
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

// --- LAN play -----------------------------------------------------------------------

QString MainWindow::lanSavePath() const
{
    // Next to the local autosave, so that a hosted match never overwrites a local one.
    if (session_->savePath().isEmpty())
        return {};
    return QFileInfo(session_->savePath()).dir().filePath(QStringLiteral("lan-host-match.json"));
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
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    if (session_->active())
        session_->close(); // a local match stays saved and can be resumed
    const QString me = settings.names[0].isEmpty() ? Texts::defaultName(0) : settings.names[0];
    auto *server = new net::SevensServer(me, this);
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
    net::ServerTableConfig config;
    config.name = options.name;
    config.settings = settings;
    config.settings.names[0] = me;
    config.password = options.password;
    config.computerPauseMs = pauseFor(sevens_->table()->animationSpeed());
    config.nextHandDelayMs = -1; // the host reads the settlement, then deals
    config.hostSeat = true;
    config.savePath = lanSavePath();
    hostTable_ = server_->addTable(config);

    responder_ = new net::DiscoveryResponder(
        [this] {
            return QJsonObject {{"name", server_->serverName()}, {"port", int(server_->port())}, {"tables", server_->tableInfos()}};
        },
        server_);
    QString udpError, udpProblem;
    if (!responder_->listen(discoveryPort_, &udpError))
        udpProblem = tr("The table cannot be found by the LAN browser (%1); players can join by address.").arg(udpError);

    connect(server_, &net::SevensServer::tablesChanged, this, &MainWindow::refreshLobby);
    connect(server_, &net::SevensServer::chatPosted, this, [this](int table, const QString &from, const QString &text) {
        if (table != hostTable_)
            return;
        addChat(from, text);
    });
    connect(server_, &net::SevensServer::matchStarted, this, &MainWindow::enterHostedMatch);

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
    SevensSession *s = server_->session(table);
    if (!s)
        return;
    s->setDealPause(sevens_->table()->dealDuration());
    connect(s, &SevensSession::saveFailed, this, [this](const QString &why) {
        statusBar()->showMessage(tr("Could not save the match: %1").arg(why), 8000);
    });
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
    server_->closeAll(QStringLiteral("The host closed the table."));
    disconnect(server_, nullptr, this, nullptr);
    server_->deleteLater(); // after the goodbyes are written
    server_ = nullptr;
    responder_ = nullptr;
    hostTable_ = -1;
    refreshLanRole();
    showHall();
}

void MainWindow::openJoinDialog()
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
    connect(d, &QDialog::accepted, this, [this, d] {
        const QString host = d->host(), name = d->playerName(), password = d->password();
        const quint16 port = d->port();
        const int table = d->tableId();
        whenFreeTo(false, [=, this] { joinTable(host, port, name, table, password); });
    });
    d->open();
}

void MainWindow::joinTable(const QString &host, quint16 port, const QString &name, int table, const QString &password,
                           const QString &token)
{
    if (server_)
        closeHostedTable();
    if (remote_)
        leaveLanTable();
    if (session_->active())
        session_->close(); // a local match stays saved and can be resumed
    join_ = {host, port, name, password, table};
    if (token.isEmpty()) {
        lobby_->clearChat();
        sevens_->panel()->clearChat();
    }
    closedReason_.clear();
    leaving_ = false;
    auto *client = new net::SevensClient;
    remote_ = new RemoteGame(client, this);
    RemoteGame *game = remote_;
    refreshLanRole();
    const auto sitSomewhere = [this, client](const QJsonArray &tables) {
        int pick = join_.table;
        if (pick < 0)
            for (const QJsonValue &v : tables) {
                const QJsonObject t = v.toObject();
                if (t.value("state").toString() == QLatin1String("lobby") && freeSeats(t) > 0) {
                    pick = t.value("id").toInt();
                    break;
                }
            }
        if (pick < 0) {
            failJoin(tr("There is no table with a free seat at %1.").arg(join_.host));
            return;
        }
        client->sit(pick, -1, join_.password);
    };
    connect(client, &net::SevensClient::welcomed, this, [token, sitSomewhere](const QJsonArray &tables) {
        if (!token.isEmpty())
            return; // the host gives the seat back by itself
        sitSomewhere(tables);
    });
    connect(client, &net::SevensClient::seated, this, [this, game] {
        lobby_->setRole(false, QStringLiteral("%1:%2").arg(join_.host).arg(join_.port));
        // The table window follows this game from now on (it deals on screen when the page
        // shows at the first hand).
        useGame(game);
        if (game->active() && game->handInProgress()) {
            showTablePage();
            sevens_->table()->showMessage(tr("You are back at the table."), false);
        } else {
            lobby_->addNotice(tr("You sat down at seat %1.").arg(game->client()->seat() + 1));
            showLobby();
        }
    });
    connect(client, &net::SevensClient::tablesChanged, this, &MainWindow::refreshLobby);
    connect(client, &net::SevensClient::stateChanged, this, [this, game] {
        // The first state after a reconnect, in the middle of a hand.
        if (this->game() == game && game->handInProgress() && !onTablePage())
            showTablePage();
    });
    connect(client, &net::SevensClient::chatReceived, this, &MainWindow::addChat);
    connect(client, &net::SevensClient::errorReceived, this,
            [this, client, token, sitSomewhere](const QString &code, const QString &message) {
        if (code == QLatin1String("notJoined") && !token.isEmpty() && client->seat() < 0) {
            // The seat was not kept (the connection dropped in the lobby): sit down again.
            sitSomewhere(client->tables());
            return;
        }
        if (code == QLatin1String("closed")) {
            closedReason_ = message.isEmpty() ? QStringLiteral("-") : message;
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
    });
    connect(client, &net::SevensClient::disconnected, this, &MainWindow::onLanDisconnected);
    connect(game, &RemoteGame::moveRefused, this, [this](const QString &code, const QString &message) {
        sevens_->table()->showMessage(code == QLatin1String("staleTurn") ? tr("Too late: the time limit had already played for you.")
                                                               : tr("The host refused the move: %1").arg(message),
                            true);
    });
    // Connected before the table window's own handler: the page shows first, so the deal
    // is animated.
    connect(game, &SevensGame::handStarted, this, [this, game] {
        if (!onTablePage()) {
            sevens_->closeDialogs();
            if (this->game() != game)
                useGame(game);
            showTablePage();
        }
    });
    client->connectToHost(host, port, name, token);
}

void MainWindow::sendChat(const QString &text)
{
    if (server_)
        server_->hostChat(hostTable_, text);
    else if (remote_)
        remote_->client()->chat(text);
}

void MainWindow::addChat(const QString &from, const QString &text)
{
    lobby_->addChat(from, text);
    sevens_->panel()->addChatLine(tr("%1: %2").arg(from, text));
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
    return tr("The host said: %1").arg(message);
}

// Forget the joined game: the windows go back to the local session, the connection is closed
// (a no-op when it is already gone) and the game is deleted once its signals are done.
void MainWindow::dropRemoteGame()
{
    if (!remote_)
        return;
    RemoteGame *old = remote_;
    remote_ = nullptr;
    refreshLanRole();
    if (game() == old)
        useGame(session_);
    old->client()->disconnectFromHost();
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
    if (!remote_)
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
    auto *game = qobject_cast<RemoteGame *>(sender() ? sender()->parent() : nullptr);
    if (leaving_ || !remote_ || game != remote_)
        return;
    const QString token = remote_->client()->token();
    const QAbstractSocket::SocketError socketError = remote_->client()->socketError();
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
            joinTable(target.host, target.port, target.name, target.table, target.password, token);
    });
    box->open();
}

} // namespace ui
} // namespace qixing
