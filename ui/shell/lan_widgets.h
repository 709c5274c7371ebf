// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The LAN pieces beside the lobby screen (ui/shell/lobby_screen.h): the browser that lists the
// tables found on the LAN (or joins one by address), and a TableInfo (docs/protocol.md) in
// words. The browser only displays what TableInfo says and reports what the person chose.

#include <QDialog>
#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QTimer>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace qixing {
namespace net {
class DiscoveryBrowser;
}
namespace ui {

// A table's rules and match options in words, from its TableInfo ("rules", "hands", ...), in
// its game's words (GameUi::tableRules); "unknown rules" for a game not registered here.
QString tableRulesText(const QJsonObject &info, bool oneLine);
// The turn limit of a TableInfo in words ("" on one line when there is none): every game's
// rules text ends with it.
QString turnLimitText(const QJsonObject &info, bool oneLine);
// A game's name for people, from its id as TableInfo says it (GameUi::title); an id not
// registered here is shown as it is.
QString gameName(const QString &game);
// How many of the four seats are free in a TableInfo.
int freeSeats(const QJsonObject &info);

// A seat taken at a LAN host, kept on disk per host (address and port as typed) so that a
// window that crashed or was closed gets the seat back when it joins that host again: the
// host gives it back for the token alone, never for a name.
struct RememberedSeat
{
    QString token;
    QString game; // the game's id
    int table = -1;
};
// Each returns "" or why the settings could not be written (the write is checked).
QString rememberSeat(const QString &host, quint16 port, const RememberedSeat &seat);
QString forgetSeat(const QString &host, quint16 port);
// The seat kept for that host; an empty token when none.
RememberedSeat rememberedSeat(const QString &host, quint16 port);

// "Join a LAN table": tables found by UDP discovery, refreshed while the dialog is open, and
// joining by address. It queries only while it is shown.
class LanBrowserDialog : public QDialog
{
    Q_OBJECT
public:
    explicit LanBrowserDialog(QWidget *parent = nullptr);

    // Where the discovery query goes (default: every interface's broadcast address) and to
    // which UDP port. An empty list sends nothing (screenshots).
    void setTargets(const QList<QHostAddress> &targets, quint16 port);
    // An answer as DiscoveryBrowser reports it ({"address", "name", "port", "tables"}).
    void addAnswer(const QJsonObject &answer);
    void refresh();
    int rowCount() const;
    // Picks a listed table (the row as shown).
    void selectRow(int row);

    QString host() const;
    quint16 port() const;
    int tableId() const; // -1: any table with a free seat
    QString game() const; // the chosen table's game; "" with no table chosen
    QString playerName() const;
    QString password() const;
    // The person chose Watch (a spectator), not Join.
    bool watchWanted() const { return watchWanted_; }

protected:
    void showEvent(QShowEvent *e) override;
    void hideEvent(QHideEvent *e) override;

private:
    void onSelection();
    void updateButtons();

    net::DiscoveryBrowser *browser_;
    QList<QHostAddress> targets_;
    bool targetsSet_ = false;
    quint16 port_;
    QTimer timer_;
    QTreeWidget *list_;
    QLabel *status_;
    QLineEdit *name_, *address_, *password_;
    QSpinBox *tcpPort_;
    QPushButton *join_, *refresh_, *watch_ = nullptr;
    bool watchWanted_ = false;
    bool selectedWatchable_ = false;
    QString selectedGame_;
    int selectedTable_ = -1;
};

} // namespace ui
} // namespace qixing
