// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The page of one game in the main window. Each game's screen owns its desktop table (its
// session, save and match flows: 開桌設定, resume, leaving) and shows a table hosted or joined
// on the LAN when the LanController hands it one. The main window keeps the pages and menus
// and forwards New/Resume/Hint/Rules/Leave to the screen in front; it names no game's rules.

#include "net/server.h"
#include "ui/kit/table_options.h"
#include "ui/kit/table_side_panel.h"
#include "ui/kit/animation_speed.h"

#include <QWidget>

#include <functional>

namespace qixing {
namespace net {
class TableClient;
class TableServer;
} // namespace net
namespace ui {

class GameScreen : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    // What is to start, for what must be asked first (freeToStart): a saved match resumed
    // (only a LAN table's match is in the way), a new match, hosting or joining (a desktop
    // match shown is put aside, asking), or a new desktop match replacing this game's saved
    // one (its screen asks what leaving that costs: askBeforeReplacing).
    enum class Start { Resume, NewMatch, ReplacingSave };

    // The game's id in session::GameRegistry; the window's title on this page.
    virtual QString gameId() const = 0;
    virtual QString title() const = 0;

    // --- The desktop table (the game at this computer, autosaved)
    // 開桌設定; `hostOnLan` ticks "Host on the LAN" (the accepted dialog emits hostRequested).
    virtual void openNewTable(bool hostOnLan) = 0;
    // The saved match (after freeToStart); false with a notice when it cannot be resumed, or
    // when something else must be left first (it resumes after that).
    virtual bool resume() = 0;
    virtual bool hasSave() const = 0;
    // The desktop table's session (its save; the window watches its save failures).
    virtual session::TableSession *tableSession() = 0;
    // Puts the desktop match away: it stays saved and nothing plays on unseen.
    virtual void closeDesktop() = 0;
    // The person leaves the desktop table (asks first where leaving costs something); the
    // screen emits matchOver when it is left.
    virtual void leave() = 0;
    // The desktop match is to be replaced by a new one (a new table): false when nothing is
    // lost; else the screen asks (saying what it costs) or refuses, and carries `go` out
    // itself if the person agrees.
    virtual bool askBeforeReplacing(const std::function<void()> &go) = 0;
    // Hosting or joining would put the desktop match shown here aside: the question to ask
    // ("" when nothing needs asking).
    virtual QString putAsideText() const = 0;
    // "Play on from here" (the replay viewer): a new desktop match taken up from `save`, a
    // position of a recorded match (GameModule::save(kinds): the person plays its "person"
    // seat, computer players the others). Called once free to replace the saved match
    // (freeToStart(ReplacingSave)); the match is recorded like any other. False, with a
    // notice, when it cannot be played on.
    virtual bool playOn(const QJsonObject &save) = 0;

    // --- What the menus forward
    virtual void hint() = 0;
    virtual void openRules() = 0;
    virtual TableSidePanel *panel() const = 0;
    // A match is being played on this page (desktop, hosted or joined) and not finished.
    virtual bool matchRunning() const = 0;
    // A hand is being played on the table shown (a joined seat taken back mid-hand).
    virtual bool handInProgress() const = 0;
    // The page shows (its clocks tick) or not; a dialog of the window is up or not.
    virtual void setActive(bool on) = 0;
    virtual void setDialogUp(bool up) = 0;
    virtual void setAnimationSpeed(AnimationSpeed speed) = 0;
    virtual void showMessage(const QString &text, bool warning) = 0;
    virtual void retranslate() = 0;

    // --- LAN (ui/shell/lan_controller.h)
    // The table hosted here has started its match: seat 0 is the person here, playing
    // through the host's own session of `table`.
    virtual void takeHostedTable(net::TableServer *server, int table) = 0;
    // A new connection for a table of this game (until the game registry makes clients).
    virtual net::TableClient *newClient() const = 0;
    // The connection of a table of this game being joined at `host`, before it connects:
    // the screen follows what the host tells that seat and shows it from the seat on. The
    // client is deleted by the screen (with its joined game) in dropLanTable().
    virtual void takeJoinedTable(net::TableClient *client, const QString &host) = 0;
    // The hosted or joined table ended here: back to the desktop table.
    virtual void dropLanTable() = 0;
    // Where a table hosted here keeps its match, in the folder of the desktop saves.
    virtual QString hostedSaveName() const = 0;

    // Hides or shows the move log and match panel (View menu).
    void setLogVisible(bool on) { panel()->setVisible(on); }

signals:
    // A hosted or joined table's hand began, or the desktop match started: the window brings
    // this page up.
    void showRequested();
    // The match here ended (its final standings closed) or was left: the window goes on to
    // the LAN table's lobby, else to the hall.
    void matchOver();
    // The person asked to leave through the side panel.
    void leaveRequested();
    void chatEntered(const QString &text);
    // Something is to start here: the window carries `go` out once nothing else is in the
    // way (MainWindow::whenFreeTo), asking first as `what` needs.
    void freeToStart(qixing::ui::GameScreen::Start what, std::function<void()> go);
    // A desktop match starts or resumes here now: the LAN table and the other games'
    // desktop matches end (they stay saved).
    void aboutToPlay();
    // 開桌設定 with "Host on the LAN": the game's part of the table, and the person's name.
    void hostRequested(const net::ServerTableConfig &config, const QString &hostName, const LanHostOptions &options);
};

// Computer players' pause before moving at an animation speed (desktop and hosted tables).
int computerPauseFor(AnimationSpeed speed);
// A message box for a notice (object name "notice"), shown window-modal over `parent`.
void showNotice(QWidget *parent, const QString &title, const QString &text, bool warning);
// The match saved at `s` is being played by another window or process (its lock): says so in
// a notice and returns true; this window must not start, resume or end it. `what` says
// whose match it is, with %1 for where it is played.
bool savePlayedElsewhere(QWidget *parent, const session::TableSession &s, const QString &what);

} // namespace ui
} // namespace qixing
