// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The main window: the pages (the hall, each game's screen, the LAN lobby), the menus, and
// what concerns the whole application: the language, the preferences, asking before
// something new starts (whenFreeTo), a desktop game waiting behind dialogs, and the status
// bar. New table, Resume, Hint, Rules and Leave go to the game screen in front
// (ui/shell/game_screen.h), which owns its desktop table and match flows; hosting and
// joining LAN tables is the LanController's (ui/shell/lan_controller.h). The window knows the
// games through their GameUi (ui/shell/game_ui.h): one page each, made by the game.

#include "ui/shell/game_screen.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/lobby_screen.h"
#include "ui/shell/lan_controller.h"

#include <QDialog>
#include <QHostAddress>
#include <QMainWindow>

#include <functional>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QProgressBar;
class QStackedWidget;

namespace qixing {
namespace ui {

class HallScreen;
class HistoryScreen;
class RecordKeeper;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The game screens, one per registered game in the registry's order, and the one in front
    // (nullptr on the hall and the lobby).
    QList<GameScreen *> screens() const { return screens_; }
    GameScreen *currentScreen() const;
    // The screen of this class (a game's own, for its tests and screenshots), or nullptr.
    template<class Screen> Screen *screen() const
    {
        for (GameScreen *s : screens_)
            if (auto *found = qobject_cast<Screen *>(s))
                return found;
        return nullptr;
    }
    // Brings a game's page up (a match shown on it).
    void showScreen(GameScreen *s);
    LanController *lan() const { return lan_; }
    void showHall();
    // The History of the matches recorded here and its replays (ui/records).
    void showHistory();
    HistoryScreen *historyScreen() const { return history_; }
    RecordKeeper *records() const { return records_; }
    void openPreferences();
    // New table, Resume, Rules and Leave as the menus do: for the game in front (else the
    // first game registered).
    void openNewTableDialog();
    void openHostDialog(); // 開桌設定 with "Host on the LAN" ticked
    void openRules();
    // Asks, then leaves the table in front (a LAN table, or a desktop match: S43).
    void leaveTable();
    // Before anything new starts (a table, hosting, joining, resuming): a match that runs
    // here, or a local match that is saved and unfinished when `overwritesSave`, would end.
    // Asks first, saying what that costs, and carries `go` out only if the person agrees.
    void whenFreeTo(bool overwritesSave, std::function<void()> go);
    void setAnimationSpeed(AnimationSpeed s);
    void applyAnimationSpeed(AnimationSpeed s); // to every screen and the computer players' pauses
    void setLanguage(const QString &code);
    // Where the first game's desktop matches are autosaved, and the hosted ones beside them.
    void setSavePath(const QString &path);

    // --- LAN play: thin forwards to the LanController
    void closeHostedTable() { lan_->closeHostedTable(); }
    void openJoinDialog(const QString &game = {}) { lan_->openJoinDialog(game); }
    void joinTable(const QString &host, quint16 port, const QString &name, int table = -1,
                   const QString &password = {}, const QString &token = {}, const QString &game = {})
    {
        lan_->join(host, port, name, table, password, token, game);
    }
    void watchLanTable(const QString &host, quint16 port, const QString &name, int table, const QString &password = {},
                       const QString &game = {})
    {
        lan_->watch(host, port, name, table, password, game);
    }
    void leaveLanTable() { lan_->leaveJoinedTable(); }
    net::TableServer *lanServer() const { return lan_->server(); }
    int hostedTableId() const { return lan_->hostedTableId(); }
    net::TableClient *lanClient() const { return lan_->client(); }
    QString lanGame() const { return lan_->game(); }
    LobbyScreen *lobby() const { return lobby_; }
    bool onLobbyPage() const;
    LanBrowserDialog *lanBrowser() const { return lan_->browser(); }
    void setLanListenAddress(const QHostAddress &a) { lan_->setListenAddress(a); }
    void setDiscoveryPort(quint16 port) { lan_->setDiscoveryPort(port); }
    quint16 discoveryPort() const { return lan_->discoveryPort(); }
    void setBrowserTargets(const QList<QHostAddress> &targets, quint16 port) { lan_->setBrowserTargets(targets, port); }
    void setHostPauses(int computerMs, int claimMs) { lan_->setHostPauses(computerMs, claimMs); }

protected:
    void changeEvent(QEvent *e) override;
    void closeEvent(QCloseEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;
    // Dialogs showing and hiding: a local game waits while one is up.
    bool eventFilter(QObject *o, QEvent *e) override;

private:
    void buildMenus();
    void addScreen(GameScreen *s);
    GameScreen *screenFor(const QString &game) const;
    // The screen in front, else the first game's (what New table and Resume act on).
    GameScreen *menuScreen() const;
    void showLobby();
    void onMatchOver(GameScreen *s);
    // whenFreeTo() for what screen `s` is to start.
    void whenFree(GameScreen::Start what, GameScreen *s, std::function<void()> go);
    void host(const net::ServerTableConfig &config, const QString &hostName, const LanHostOptions &options);
    void retranslate();
    void tickLanguage();
    void updateTitle();
    void updateDialogPause();
    void notify(const QString &title, const QString &text, bool warning);
    // Save failures of a table played in this window: told once in a message, then shown
    // by a lasting "not saved" mark in the status bar until a save works again.
    void watchSaves(session::TableSession *s);
    void onSaveFailed(const QString &why);
    void onSaveWorks();

    QStackedWidget *stack_ = nullptr;
    HallScreen *hall_ = nullptr;
    LobbyScreen *lobby_ = nullptr;
    QList<GameScreen *> screens_;
    LanController *lan_ = nullptr;
    RecordKeeper *records_ = nullptr;
    HistoryScreen *history_ = nullptr;
    AnimationSpeed speed_ = AnimationSpeed::Normal;
    QList<QObject *> openDialogs_;
    bool saveFailing_ = false;
    QLabel *notSaved_ = nullptr; // in the status bar while saves fail
    // Menus
    QMenu *gameMenu_ = nullptr, *viewMenu_ = nullptr, *speedMenu_ = nullptr, *languageMenu_ = nullptr, *helpMenu_ = nullptr;
    QAction *newAct_ = nullptr, *hostAct_ = nullptr, *joinAct_ = nullptr, *resumeAct_ = nullptr, *hintAct_ = nullptr, *leaveAct_ = nullptr, *hallAct_ = nullptr,
            *quitAct_ = nullptr, *rulesAct_ = nullptr, *aboutAct_ = nullptr, *logAct_ = nullptr, *prefsAct_ = nullptr,
            *historyAct_ = nullptr;
    QActionGroup *speedGroup_ = nullptr, *languageGroup_ = nullptr;
    QAction *statsAct_ = nullptr; // Game > Statistics (ui/records/stats_screen)
    // --- duplicate (issue 30): Game > Standings (ui/party/standings_view); `onlyIfOpen`: update
    // the dialog if it is open, else nothing (a table in no duplicate group).
    QAction *standingsAct_ = nullptr;
    void showStandings(bool onlyIfOpen);
};

} // namespace ui
} // namespace qixing
