// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Playing on the LAN from the main window (docs/protocol.md): hosting a table (a TableServer
// with one table whose seat 0 is the person here, answering LAN discovery) or joining one (a
// TableClient: the browser, by address, the seat token kept per host, reconnecting), leaving,
// chat, the host's notices, why a table was closed, and the lobby page's data. It names no
// game: a table's game is its TableInfo's, and what a game needs comes from the screen of
// that game (GameScreen). It tells the window when a hosted or joined table begins and ends;
// the window gives it to the screen of its game and brings the pages up.

#include "net/client.h"
#include "ui/shell/game_screen.h"

#include <QAbstractSocket>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;

namespace qixing {
namespace net {
class DiscoveryResponder;
class TableClient;
class TableServer;
} // namespace net
namespace ui {

class HostToolsBar;
class LanBrowserDialog;
class LobbyScreen;

class LanController : public QObject
{
    Q_OBJECT
public:
    // `window` holds the dialogs and notices; `lobby` is the page it fills; `screens` are the
    // games' pages (the first is the game joined by address when none is named).
    LanController(QWidget *window, LobbyScreen *lobby, QList<GameScreen *> screens);
    ~LanController() override;

    // Hosts `config` (the game's part filled in by its screen; `hostName` sits at seat 0):
    // false (with a notice) if the port cannot be opened.
    bool host(const net::ServerTableConfig &config, const QString &hostName, const LanHostOptions &options);
    // Ends the hosted table for everyone ("closed" with a reason).
    void closeHostedTable();
    // "Join a LAN table": the browser, then join(); joined by address, the first free table
    // of `game` is preferred ("" for none).
    void openJoinDialog(const QString &game = {});
    // Connects to a host and takes a free seat (at `table`, or the first table with one);
    // with a token, takes back the seat it belongs to. `game` is the table's game; empty: as
    // the host's table list says (a join by address connects again when the table found is
    // of another game).
    void join(const QString &host, quint16 port, const QString &name, int table = -1, const QString &password = {},
              const QString &token = {}, const QString &game = {});
    // Watches `table` at a host as a spectator (docs/protocol.md, "Spectators"): the
    // screen of its game shows the table from seat 0's side, with no hand and no actions.
    void watch(const QString &host, quint16 port, const QString &name, int table, const QString &password, const QString &game);
    // Leaves the table watched for where the watching began (issue 30): the lobby of the
    // host's table it was chosen from (sitting there again), else the LAN browser.
    void leaveWatching();
    // The joined seat is left (a computer player plays it).
    void leaveJoinedTable();
    // Closes the hosted table or leaves the joined one, whichever there is, without asking.
    void end();
    // Asks "Close the table?" or "Leave the table?" (saying `then` waits for it); if the
    // person agrees, ends the table as they chose (the seat is not taken back later) and
    // runs `then`.
    void askToLeave(std::function<void()> then);
    void sendChat(const QString &text);

    // A table is hosted here or joined.
    bool active() const { return server_ || client_; }
    bool hosting() const { return server_; }
    // A table is hosted here, or joined and still connected.
    bool tableOpen() const;
    // Its match runs and is not finished.
    bool matchRunning() const;
    // The game of the table hosted or joined, or "" off the LAN.
    QString game() const;
    net::TableServer *server() const { return server_; }
    int hostedTableId() const { return hostTable_; }
    net::TableClient *client() const { return client_; }
    LanBrowserDialog *browser() const { return browser_; }
    // The table hosted or joined is seen in the lobby again (a new match: ready again).
    void backToLobby();

    // A hosted table's computer players' pause (from the animation speed); tests: a fixed
    // pause and the fixed moment after a claimable discard (default: 600 ms as on
    // qixing-server).
    void setComputerPause(int ms);
    void setHostPauses(int computerMs, int claimMs)
    {
        fixedComputerPauseMs_ = computerMs;
        claimPauseMs_ = claimMs;
    }
    // The folder a hosted match is saved in (the desktop saves'); "" for none.
    void setSaveDir(const QString &dir) { saveDir_ = dir; }
    // Tests and screenshots: where the host listens (default: every address), the UDP port
    // its discovery answers on (0: any free port; default 47018), and where the browser
    // sends its query (default: the LAN broadcast addresses).
    void setListenAddress(const QHostAddress &a) { listenAddress_ = a; }
    void setDiscoveryPort(quint16 port) { discoveryPort_ = port; }
    quint16 discoveryPort() const;
    void setBrowserTargets(const QList<QHostAddress> &targets, quint16 port);
    // --- duplicate (issue 30)
    // The last standings the table hosted or joined got ({} before its first hand ends).
    const QJsonObject &standings() const { return standings_; }
    // The big screen (a spectator of every table) of the host here or joined.
    void openBigScreen();

    // --- hosttools (issue 30): a LAN table's manners in the window (docs/protocol.md, "Host
    // tools"). Adds Away, Propose to end the match, and the host's Offer a rematch and Remove
    // a player to `menu`, each enabled when it applies (checked as the menu opens).
    void addTableActions(QMenu *menu);
    HostToolsBar *hostToolsBar() const { return bar_; }
    QAction *awayAction() const { return awayAct_; }
    QAction *proposeEndAction() const { return proposeAct_; }
    QAction *rematchAction() const { return rematchAct_; }

signals:
    // A table in the browser was chosen (or an address typed): the window asks whether what
    // runs here may end (MainWindow::whenFreeTo), then calls join().
    void joinChosen(const QString &host, quint16 port, const QString &name, int table, const QString &password,
                    const QString &game);
    // The same for watching a table (LanBrowserDialog's Watch).
    void watchChosen(const QString &host, quint16 port, const QString &name, int table, const QString &password,
                     const QString &game);
    // A table is being hosted or joined now: the screens put their desktop matches away
    // (they stay saved and can be resumed).
    void tableOpening();
    // The pages the window should show now.
    void lobbyWanted();
    void hallWanted();
    // The hosted table's match began: the window gives it to the screen of `game`.
    void hostedMatchBegins(const QString &game, int table);
    // A table of `game` is being joined: the window gives the connection to its screen
    // (before it connects, so that the screen hears all the host says).
    void joinedTableOpens(const QString &game, net::TableClient *client, const QString &host);
    // The hosted or joined table is gone: the screens go back to their desktop tables.
    void lanEnded();
    // For the status bar.
    void statusMessage(const QString &text);
    // The host refused something of this seat during play: the table in front says it.
    void tableMessage(const QString &text);
    // --- duplicate (issue 30): the table hosted or joined got standings (after a hand).
    void standingsArrived(const QJsonObject &standings);

private:
    GameScreen *screenFor(const QString &game) const;
    // The lobby's and every table's chat input: off for a spectator the host keeps out of the
    // chat, on again for anyone else.
    void setChatWritable(bool on);
    void refreshLobby();
    void showLobby();
    void addNotice(const QString &text);
    // `host`: the host's own line, from no seat (qixing-server's console): marked as the host's.
    void addChat(const QString &from, const QString &text, bool host = false);
    void clearChats();
    void enterHostedMatch(int table);
    void onDisconnected();
    void failJoin(const QString &text);
    void dropClient();
    void forgetJoinedSeat();
    void notify(const QString &title, const QString &text, bool warning);
    QString lanErrorText(const QString &code, const QString &message) const;
    // The `closed` message's code in words (its English reason for a code not known here).
    QString closedText(const QString &code, const QString &reason) const;
    QString connectionEndText(QAbstractSocket::SocketError e, const QString &host, quint16 port) const;
    // --- hosttools (issue 30)
    void onTableNotice(const QJsonObject &m); // away, vote, rematch (from the host or the server)
    void refreshTableActions();
    void answerBar(bool vote, bool agree);
    void setAway(bool away);
    void proposeEnd();
    void offerRematch();
    void showSeatMenu(int seat, const QPoint &globalPos);
    int mySeat() const;

    QWidget *window_;
    LobbyScreen *lobby_;
    QList<GameScreen *> screens_;
    net::TableServer *server_ = nullptr;
    net::DiscoveryResponder *responder_ = nullptr;
    int hostTable_ = -1;
    net::TableClient *client_ = nullptr; // owned by the screen that took it
    struct JoinTarget
    {
        QString host;
        quint16 port = 0;
        QString name, password;
        int table = -1;
        QString game;
        bool watch = false; // a spectator (watch()), not a seat
    } join_;
    bool watchNext_ = false; // the next join() watches
    struct SeatedAt
    {
        int table = -1, seat = -1;
    } seatedAt_; // where the joined client was last told it sits
    // Where leaving a watched table goes back to: the seat at the host's table the watch was
    // chosen from (its lobby's list); no host: the LAN browser.
    JoinTarget backTo_;
    void watchFromLobby(int table, const QString &game, bool password);
    QString closedReason_;
    bool leaving_ = false;
    QPointer<LanBrowserDialog> browser_;
    QJsonObject standings_; // --- duplicate (issue 30)
    QHostAddress listenAddress_ = QHostAddress::Any;
    quint16 discoveryPort_ = 47018;
    int computerPauseMs_ = 700, fixedComputerPauseMs_ = -1, claimPauseMs_ = -1;
    QString saveDir_;
    QList<QHostAddress> browserTargets_;
    quint16 browserPort_ = 47018;
    bool browserTargetsSet_ = false;
    // --- hosttools (issue 30)
    HostToolsBar *bar_ = nullptr;
    QAction *awayAct_ = nullptr, *proposeAct_ = nullptr, *rematchAct_ = nullptr;
    QMenu *removeMenu_ = nullptr;
};

} // namespace ui
} // namespace qixing
