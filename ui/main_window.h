#pragma once
// The game hall and the table window. The hall offers a new table (開桌設定), resuming an
// unfinished match, settings, the rules and quitting; the table page shows the felt table,
// the match information, hint and leave buttons and the move log.

#include "session/sevens_session.h"
#include "ui/lan_widgets.h"
#include "ui/settlement_dialog.h"
#include "ui/table_settings_dialog.h"
#include "ui/table_widget.h"

#include <QDialog>
#include <QHostAddress>
#include <QJsonObject>

#include <QAbstractSocket>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <functional>

class QAction;
class QActionGroup;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QToolButton;

namespace qixing {
namespace net {
class DiscoveryResponder;
class TableServer;
using SevensServer = TableServer;
} // namespace net
namespace ui {

class RemoteGame;


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
    session::SevensGame *game() const { return game_; }
    TableWidget *tableWidget() { return table_; }
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
    void openPreferences();
    // Asks, then leaves mid-match with the penalty (S43).
    void leaveTable();
    // Before anything new starts (a table, hosting, joining, resuming): a match that runs
    // here, or a local match that is saved and unfinished when `overwritesSave`, would end.
    // Asks first, saying what that costs, and carries `go` out only if the person agrees.
    void whenFreeTo(bool overwritesSave, std::function<void()> go);
    // The turn clock in the side panel, and whether it is paused behind a dialog.
    QProgressBar *turnClock() const { return clock_; }
    bool logCollapsed() const;
    void setAnimationSpeed(AnimationSpeed s);
    void setLanguage(const QString &code);
    // The settlement dialog after a hand, if shown (for tests).
    SettlementDialog *settlementDialog() const { return settlement_; }
    QDialog *finalDialog() const { return final_; }
    QListWidget *moveLog() const { return log_; }
    // Show dialogs at once instead of after the last card's animation (tests, screenshots).
    void setImmediateDialogs(bool on) { immediate_ = on; }

    // --- LAN play (docs/protocol.md)
    // Hosts the table in this window: a SevensServer with one table whose seat 0 is the
    // person here, answering LAN discovery; shows the lobby. False (with a notice) if the
    // port cannot be opened.
    bool hostTable(const session::SessionSettings &settings, const LanHostOptions &options);
    // Ends the hosted table for everyone ("closed" with a reason) and returns to the hall.
    void closeHostedTable();
    // "Join a LAN table": the browser, then joinTable().
    void openJoinDialog();
    // Connects to a host and takes a free seat (at `table`, or the first table with one);
    // with a token, takes back the seat it belongs to.
    void joinTable(const QString &host, quint16 port, const QString &name, int table = -1,
                   const QString &password = {}, const QString &token = {});
    // A joined window leaves the table (a computer player plays the seat) and goes back to
    // the hall.
    void leaveLanTable();
    net::SevensServer *lanServer() const { return server_; }
    int hostedTableId() const { return hostTable_; }
    RemoteGame *remoteGame() const { return remote_; }
    LobbyPage *lobby() const { return lobby_; }
    bool onLobbyPage() const;
    LanBrowserDialog *lanBrowser() const { return browser_; }
    // Tests and screenshots: where the host listens (default: every address), the UDP port
    // its discovery answers on (0: any free port; default 47018), and where the browser
    // sends its query (default: the LAN broadcast addresses).
    void setLanListenAddress(const QHostAddress &a) { listenAddress_ = a; }
    void setDiscoveryPort(quint16 port) { discoveryPort_ = port; }
    quint16 discoveryPort() const;
    void setBrowserTargets(const QList<QHostAddress> &targets, quint16 port);

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
    void styleSide();
    void styleHall();
    QWidget *buildHall();
    QWidget *buildTablePage();
    void retranslate();
    void refreshSide();
    void refreshLog();
    void onHandFinished(const sevens::Settlement &st);
    void showSettlement(SettlementDialog *d);
    void showFinal(const sevens::Match::Leaving *left, std::function<void()> then = {});
    void askToLeave(std::function<void()> then);
    bool lanMatchRunning() const;
    bool localMatchUnfinished() const;
    void updateDialogPause();
    void refreshClock();
    QString connectionEndText(QAbstractSocket::SocketError e, const QString &host, quint16 port) const;
    void notify(const QString &title, const QString &text, bool warning);
    QString moveText(const session::MoveRecord &m) const;
    void useGame(session::SevensGame *game);
    void showTablePage();
    void showLobby();
    void refreshLobby();
    void enterHostedMatch(int table);
    void onLanDisconnected(const QString &why);
    void failJoin(const QString &text);
    void dropRemoteGame();
    QString lanErrorText(const QString &code, const QString &message) const;
    void closeLanDialogs();
    void addChat(const QString &from, const QString &text);
    QString lanSavePath() const;

    session::SevensSession *session_;
    QPointer<session::SevensGame> game_;
    session::MatchSummary lastSummary_;
    // LAN
    LobbyPage *lobby_ = nullptr;
    net::SevensServer *server_ = nullptr;
    net::DiscoveryResponder *responder_ = nullptr;
    int hostTable_ = -1;
    RemoteGame *remote_ = nullptr;
    struct JoinTarget
    {
        QString host;
        quint16 port = 0;
        QString name, password;
        int table = -1;
    } join_;
    QString closedReason_;
    bool leaving_ = false;
    QPointer<LanBrowserDialog> browser_;
    QHostAddress listenAddress_ = QHostAddress::Any;
    quint16 discoveryPort_ = 47018;
    QList<QHostAddress> browserTargets_;
    quint16 browserPort_ = 47018;
    bool browserTargetsSet_ = false;
    QStackedWidget *stack_ = nullptr;
    TableWidget *table_ = nullptr;
    QListWidget *log_ = nullptr;
    QLabel *handLabel_ = nullptr;
    QLabel *rulesLabel_ = nullptr;
    QToolButton *logToggle_ = nullptr;
    bool narrow_ = false;
    QProgressBar *clock_ = nullptr;
    QLabel *clockNote_ = nullptr;
    QTimer clockTick_;
    bool clockLate_ = false;
    QList<QObject *> openDialogs_;
    bool pausedHere_ = false; // session_ was paused for a dialog
    QLabel *chatTitle_ = nullptr;
    QListWidget *chatLog_ = nullptr;
    QLineEdit *chatInput_ = nullptr;
    QPushButton *hintButton_ = nullptr;
    QPushButton *leaveButton_ = nullptr;
    // Hall
    QWidget *hall_ = nullptr, *sevensTile_ = nullptr, *mahjongTile_ = nullptr;
    int hallScale_ = 0;
    QLabel *hallTitle_ = nullptr, *hallSubtitle_ = nullptr, *sevensTitle_ = nullptr, *sevensText_ = nullptr,
           *mahjongTitle_ = nullptr;
    QPushButton *newButton_ = nullptr, *hostButton_ = nullptr, *joinButton_ = nullptr, *resumeButton_ = nullptr, *settingsButton_ = nullptr, *rulesButton_ = nullptr,
                *quitButton_ = nullptr;
    // Menus
    QMenu *gameMenu_ = nullptr, *viewMenu_ = nullptr, *speedMenu_ = nullptr, *languageMenu_ = nullptr, *helpMenu_ = nullptr;
    QAction *newAct_ = nullptr, *hostAct_ = nullptr, *joinAct_ = nullptr, *resumeAct_ = nullptr, *hintAct_ = nullptr, *leaveAct_ = nullptr, *hallAct_ = nullptr,
            *quitAct_ = nullptr, *rulesAct_ = nullptr, *aboutAct_ = nullptr, *logAct_ = nullptr, *prefsAct_ = nullptr;
    QActionGroup *speedGroup_ = nullptr, *languageGroup_ = nullptr;
    QWidget *side_ = nullptr;
    QPointer<SettlementDialog> settlement_;
    QPointer<SettlementDialog> pendingSettlement_; // built at the hand's end, shown after the last card lands
    QPointer<QDialog> final_;
    bool immediate_ = false;
    int sideFontPx_ = 0;
};

} // namespace ui
} // namespace qixing
