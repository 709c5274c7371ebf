#pragma once
// The LAN screens of the table window: the seat lobby (who sits where, the table rules,
// chat, ready and start) for the host and for a joined player, and the browser that lists
// the tables found on the LAN (or joins one by address). Both only display what the
// protocol's TableInfo says (docs/protocol.md) and report what the person chose.

#include <QDialog>
#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QTimer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTreeWidget;

namespace qixing {
namespace net {
class DiscoveryBrowser;
}
namespace ui {

// A table's rules and match options in words, from its TableInfo ("rules", "hands", ...).
QString tableRulesText(const QJsonObject &info, bool oneLine);
// How many of the four seats are free in a TableInfo.
int freeSeats(const QJsonObject &info);

class LobbyPage : public QWidget
{
    Q_OBJECT
public:
    explicit LobbyPage(QWidget *parent = nullptr);

    // host: this window hosts the table (Start, Close the table), `address` is where others
    // reach it; else it joined (Ready, Start, Leave) the host at `address`.
    void setRole(bool host, const QString &address);
    // The table as the host describes it, and this window's seat in it.
    void setTable(const QJsonObject &info, int mySeat);
    void addChat(const QString &from, const QString &text);
    void addNotice(const QString &text);
    void clearChat();
    bool ready() const;
    void setReady(bool on);
    // Unticks "I'm ready" without telling anyone (the host forgot it: a new match).
    void resetReady();
    QJsonObject table() const { return info_; }

signals:
    void chatEntered(const QString &text);
    void startClicked();
    void readyToggled(bool ready);
    void leaveClicked();

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslate();
    void refresh();
    void send();

    bool host_ = false;
    QString address_;
    QJsonObject info_;
    int mySeat_ = -1;
    QLabel *title_, *subtitle_, *rulesTitle_, *rules_, *seatsTitle_, *chatTitle_, *hint_;
    QTableWidget *seats_;
    QListWidget *chat_;
    QLineEdit *input_;
    QPushButton *send_, *start_, *leave_;
    QCheckBox *ready_;
};

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
    QString playerName() const;
    QString password() const;

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
    QPushButton *join_, *refresh_;
    int selectedTable_ = -1;
};

} // namespace ui
} // namespace qixing
