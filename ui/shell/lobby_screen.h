// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The LAN lobby screen of the table window: who sits where, the table rules, chat, ready
// and start, for the host and for a joined player. It only displays what the protocol's
// TableInfo says (docs/protocol.md) and reports what the person chose.

#include <QJsonArray>
#include <QJsonObject>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace qixing {
namespace ui {

class LobbyScreen : public QWidget
{
    Q_OBJECT
public:
    explicit LobbyScreen(QWidget *parent = nullptr);

    // host: this window hosts the table (Start, Close the table), `address` is where others
    // reach it; else it joined (Ready, Start, Leave) the host at `address`.
    void setRole(bool host, const QString &address);
    // The table as the host describes it, and this window's seat in it.
    void setTable(const QJsonObject &info, int mySeat);
    // Every table of the host (its TableInfos), listed when there is more than one (duplicate
    // tables, issue 30); `myTable` is the one shown above. A joined window may watch the
    // others (watchClicked); the host has the big screen.
    void setHostTables(const QJsonArray &tables, int myTable);
    void addChat(const QString &from, const QString &text);
    void addNotice(const QString &text);
    void clearChat();
    bool ready() const;
    void setReady(bool on);
    // Unticks "I'm ready" without telling anyone (the host forgot it: a new match).
    void resetReady();
    // Whether this person may write in the chat (TableSidePanel::setChatWritable).
    void setChatWritable(bool on);
    QJsonObject table() const { return info_; }

signals:
    void chatEntered(const QString &text);
    void startClicked();
    void readyToggled(bool ready);
    void leaveClicked();
    // hosttools (issue 30): the host asked for a seat's menu (Remove, Swap with…).
    void seatMenuRequested(int seat, const QPoint &globalPos);
    void bigScreenClicked(); // --- duplicate (issue 30)
    // Watch a table of the host's list (issue 30), of `game`; `password`: it asks for one.
    void watchClicked(int table, const QString &game, bool password);

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslate();
    void refresh();
    void send();

    bool host_ = false;
    bool chatWritable_ = true;
    QString address_;
    QJsonObject info_;
    int mySeat_ = -1;
    QLabel *title_, *subtitle_, *rulesTitle_, *rules_, *seatsTitle_, *chatTitle_, *hint_;
    QTableWidget *seats_;
    QListWidget *chat_;
    QLineEdit *input_;
    QPushButton *send_, *start_, *leave_;
    QPushButton *bigScreen_ = nullptr; // --- duplicate (issue 30)
    // The host's tables (issue 30): "lobbyTables", and Watch for the one chosen.
    void refreshTables();
    QJsonArray tables_;
    int myTable_ = -1;
    QLabel *tablesTitle_ = nullptr;
    QTableWidget *tablesView_ = nullptr;
    QPushButton *watch_ = nullptr;
    QCheckBox *ready_;
};

} // namespace ui
} // namespace qixing
