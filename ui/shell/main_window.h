// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The main window: the menus, switching between the screens (the hall, the Sevens table,
// the mahjong table, the LAN lobby) and what concerns the whole application: the language,
// asking before something new starts (whenFreeTo), a local game waiting behind dialogs, and
// hosting and joining tables of either game on the LAN. Each screen is its own class
// (ui/shell/hall_screen.h, ui/sevens/sevens_table_screen.h, ui/mahjong/mahjong_table_screen.h,
// ui/shell/lobby_screen.h).

#include "mahjong/local_mahjong_game.h"
#include "mahjong/mahjong_module.h"
#include "sevens/sevens_session.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/lobby_screen.h"
#include "ui/sevens/sevens_table_screen.h"
#include "ui/sevens/sevens_settings_dialog.h"

#include <QDialog>
#include <QHostAddress>
#include <QJsonObject>

#include <QAbstractSocket>
#include <QMainWindow>
#include <QPointer>

#include <functional>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QProgressBar;
class QStackedWidget;

namespace qixing {
namespace net {
class DiscoveryResponder;
class JoinedMahjongGame;
class TableClient;
class TableServer;
struct ServerTableConfig;
} // namespace net
namespace ui {

class HallScreen;
class JoinedSevensGame;
class MahjongTableScreen;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The local game (desktop play and resume).
    session::SevensSession *session() { return session_; }
    // What the table page shows now: the local session, the hosted table's session or a
    // joined LAN table; nullptr when none.
    session::SevensGame *game() const { return sevens_->game(); }
    SevensTableWidget *tableWidget() { return sevens_->table(); }
    bool onTablePage() const;
    // Where the match is autosaved (default: SevensSession::defaultSavePath()).
    void setSavePath(const QString &path);

    void startTable(const session::SessionSettings &settings);
    // Resumes the saved match; a damaged save is reported (and was put aside).
    bool resumeMatch();
    void showHall();
    void openNewTableDialog();
    void openHostDialog(); // 開桌設定 with "Host on the LAN" ticked
    void openRules();
    // Zhangzhou mahjong at this computer: 開桌設定 then a new match, or the saved one.
    void openNewMahjongTable();
    bool resumeMahjongMatch();
    MahjongTableScreen *mahjongScreen() const { return mahjong_; }
    bool onMahjongPage() const;
    void showMahjongPage();
    void openPreferences();
    // Asks, then leaves mid-match with the penalty (S43).
    void leaveTable();
    // Before anything new starts (a table, hosting, joining, resuming): a match that runs
    // here, or a local match that is saved and unfinished when `overwritesSave`, would end.
    // Asks first, saying what that costs, and carries `go` out only if the person agrees.
    void whenFreeTo(bool overwritesSave, std::function<void()> go);
    // The turn clock in the side panel, and whether it is paused behind a dialog.
    QProgressBar *turnClock() const { return sevens_->panel()->turnClock(); }
    bool logCollapsed() const { return sevens_->panel()->logCollapsed(); }
    void setAnimationSpeed(AnimationSpeed s);
    void setLanguage(const QString &code);
    // The settlement dialog after a hand, if shown (for tests).
    SevensSettlementDialog *settlementDialog() const { return sevens_->settlementDialog(); }
    QDialog *finalDialog() const { return sevens_->finalDialog(); }
    QListWidget *moveLog() const { return sevens_->panel()->moveLog(); }
    // Show dialogs at once instead of after the last card's animation (tests, screenshots).
    void setImmediateDialogs(bool on) { sevens_->setImmediateDialogs(on); }

    // --- LAN play (docs/protocol.md)
    // Hosts a table in this window: a TableServer with one table whose seat 0 is the person
    // here, answering LAN discovery; shows the lobby. False (with a notice) if the port cannot
    // be opened. The same for both games: only the table's settings differ.
    bool hostTable(const session::SessionSettings &settings, const LanHostOptions &options);
    bool hostMahjongTable(const session::MahjongSettings &settings, const LanHostOptions &options);
    // Ends the hosted table for everyone ("closed" with a reason) and returns to the hall.
    void closeHostedTable();
    // "Join a LAN table": the browser, then joinTable(); joined by address, the first free
    // table of `game` is preferred ("" for none).
    void openJoinDialog(const QString &game = {});
    // Connects to a host and takes a free seat (at `table`, or the first table with one);
    // with a token, takes back the seat it belongs to. `game` is the table's game ("sevens",
    // "mahjong"); empty: as the host's table list says (a join by address connects again
    // when the table found is of the other game).
    void joinTable(const QString &host, quint16 port, const QString &name, int table = -1,
                   const QString &password = {}, const QString &token = {}, const QString &game = {});
    // A joined window leaves the table (a computer player plays the seat) and goes back to
    // the hall.
    void leaveLanTable();
    net::TableServer *lanServer() const { return server_; }
    int hostedTableId() const { return hostTable_; }
    // The joined table: its connection (either game), and the game it plays.
    net::TableClient *lanClient() const { return lanClient_; }
    JoinedSevensGame *remoteGame() const { return remote_; }
    net::JoinedMahjongGame *joinedMahjong() const { return joinedMahjong_; }
    // The game of the table hosted here or joined ("sevens", "mahjong"), or "" off the LAN.
    QString lanGame() const;
    LobbyScreen *lobby() const { return lobby_; }
    bool onLobbyPage() const;
    LanBrowserDialog *lanBrowser() const { return browser_; }
    // Tests and screenshots: where the host listens (default: every address), the UDP port
    // its discovery answers on (0: any free port; default 47018), and where the browser
    // sends its query (default: the LAN broadcast addresses).
    void setLanListenAddress(const QHostAddress &a) { listenAddress_ = a; }
    void setDiscoveryPort(quint16 port) { discoveryPort_ = port; }
    quint16 discoveryPort() const;
    void setBrowserTargets(const QList<QHostAddress> &targets, quint16 port);
    // Tests: a hosted table's computer players' pause and the fixed moment after a mahjong
    // discard (default: as the animation speed says, and 600 ms as on qixing-server).
    void setHostPauses(int computerMs, int claimMs)
    {
        hostComputerPauseMs_ = computerMs;
        hostClaimPauseMs_ = claimMs;
    }

signals:
    void settlementShown();

protected:
    void changeEvent(QEvent *e) override;
    void closeEvent(QCloseEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;
    // Dialogs showing and hiding: a local game waits while one is up.
    bool eventFilter(QObject *o, QEvent *e) override;

private:
    void buildMenus();
    bool openLanHost(const net::ServerTableConfig &config, const LanHostOptions &options);

    void retranslate();
    void tickLanguage();
    void updateTitle();
    void askToLeave(std::function<void()> then);
    void leaveMahjongTable();
    bool lanMatchRunning() const;
    bool localMatchUnfinished() const;
    void updateDialogPause();
    QString connectionEndText(QAbstractSocket::SocketError e, const QString &host, quint16 port) const;
    void notify(const QString &title, const QString &text, bool warning);
    void useGame(session::SevensGame *game);
    void onMatchOver();
    // Tells the table whether it is hosted or joined on the LAN.
    void refreshLanRole();
    void showTablePage();
    void showLobby();
    void refreshLobby();
    void enterHostedMatch(int table);
    void onLanDisconnected(const QString &why);
    void failJoin(const QString &text);
    void dropRemoteGame();
    QString lanErrorText(const QString &code, const QString &message) const;
    // The `closed` message's code in words (its English reason for a code not known here).
    QString closedText(const QString &code, const QString &reason) const;
    // Forgets the remembered seat of the joined host (the person left it on purpose).
    void forgetJoinedSeat();
    // A host's notice (a person dropped or came back) in the lobby and the tables' logs.
    void addLanNotice(const QString &text);
    void sendChat(const QString &text);
    void addChat(const QString &from, const QString &text);
    QString lanSavePath(const QString &game) const;
    // Save failures of a table played in this window: told once in a message, then shown
    // by a lasting "not saved" mark in the status bar until a save works again.
    void watchSaves(session::TableSession *s);
    void onSaveFailed(const QString &why);
    void onSaveWorks();
    // The match saved for `s` is being played by another window or process (its lock): says
    // so and returns true; this window must not start, resume or leave it.
    bool savePlayedElsewhere(const session::TableSession &s, bool mahjong);

    session::SevensSession *session_;
    // LAN
    LobbyScreen *lobby_ = nullptr;
    net::TableServer *server_ = nullptr;
    net::DiscoveryResponder *responder_ = nullptr;
    int hostTable_ = -1;
    // A joined table: the connection, and the one game it plays (the other is nullptr).
    net::TableClient *lanClient_ = nullptr;
    JoinedSevensGame *remote_ = nullptr;
    net::JoinedMahjongGame *joinedMahjong_ = nullptr;
    // The host's own seat at a mahjong table hosted here.
    session::LocalMahjongGame *hostedMahjong_ = nullptr;
    // The host's own seat at a Sevens table hosted here (deletes itself with the host's match).
    QPointer<session::SevensSession> hostedSevens_;
    struct JoinTarget
    {
        QString host;
        quint16 port = 0;
        QString name, password;
        int table = -1;
        QString game;
    } join_;
    QString closedReason_;
    bool leaving_ = false;
    QPointer<LanBrowserDialog> browser_;
    QHostAddress listenAddress_ = QHostAddress::Any;
    quint16 discoveryPort_ = 47018;
    int hostComputerPauseMs_ = -1, hostClaimPauseMs_ = -1;
    QList<QHostAddress> browserTargets_;
    quint16 browserPort_ = 47018;
    bool browserTargetsSet_ = false;
    QStackedWidget *stack_ = nullptr;
    SevensTableScreen *sevens_ = nullptr;
    MahjongTableScreen *mahjong_ = nullptr;
    QList<QObject *> openDialogs_;
    bool pausedHere_ = false; // session_ was paused for a dialog
    bool saveFailing_ = false;
    QLabel *notSaved_ = nullptr; // in the status bar while saves fail
    HallScreen *hall_ = nullptr;
    // Menus
    QMenu *gameMenu_ = nullptr, *viewMenu_ = nullptr, *speedMenu_ = nullptr, *languageMenu_ = nullptr, *helpMenu_ = nullptr;
    QAction *newAct_ = nullptr, *hostAct_ = nullptr, *joinAct_ = nullptr, *resumeAct_ = nullptr, *hintAct_ = nullptr, *leaveAct_ = nullptr, *hallAct_ = nullptr,
            *quitAct_ = nullptr, *rulesAct_ = nullptr, *aboutAct_ = nullptr, *logAct_ = nullptr, *prefsAct_ = nullptr;
    QActionGroup *speedGroup_ = nullptr, *languageGroup_ = nullptr;
};

} // namespace ui
} // namespace qixing
