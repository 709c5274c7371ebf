// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The History (issue 29): the matches the RecordStore holds, newest first, in a table that
// sorts by any column and filters by game, player name and dates; a double-click (or Enter,
// or "Replay") opens the match in the replay viewer on the same page. Export writes a match as
// a .qixing-records file (JSON Lines); Import reads one, from the menu or dropped on the page.
// Knows no game: their names come from GameUi.

#include "records/record_store.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;

namespace qixing::ui {

class ReplayScreen;

// The store's matches as table rows (one query; sorting is the proxy's).
class MatchTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Date, Game, Table, Origin, Players, Result, Hands, Rules, Columns };
    using QAbstractTableModel::QAbstractTableModel;
    void setRows(QList<records::RecordStore::MatchRow> rows);
    const records::RecordStore::MatchRow &row(int r) const { return rows_[r]; }
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(rows_.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : Columns; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    // The seat whose result the table shows: the seat of a seat record, else seat 0 (the
    // person at a desktop or hosted table).
    static int ownSeat(const records::RecordStore::MatchRow &m) { return m.view >= 0 && m.view < 4 ? m.view : 0; }

private:
    QList<records::RecordStore::MatchRow> rows_;
};

class HistoryScreen : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryScreen(QWidget *parent = nullptr);

    // The store read (not owned); nullptr: nothing is listed.
    void setStore(records::RecordStore *store);
    records::RecordStore *store() const { return store_; }
    // Reads the store again with the filters set (the page shows).
    void refresh();
    // Opens a match in the replay viewer; false (with a message on the page) when it cannot.
    bool openMatch(const QString &uid);
    // Writes the match to `path` as JSON Lines; "" or why not.
    QString exportMatch(const QString &uid, const QString &path);
    // Reads a .qixing-records file into the store; "" or why not (nothing half-imported).
    QString importFile(const QString &path);
    // The list shown again (from the replay viewer).
    void showList();

    QTableView *view() const { return view_; }
    MatchTableModel *model() const { return model_; }
    ReplayScreen *replay() const { return replay_; }
    // The match of a row of the view (as sorted), or "".
    QString uidAt(int viewRow) const;
    void setGameFilter(const QString &game);
    void setPlayerFilter(const QString &name);
    void retranslate();

signals:
    // "Back": the person is done with the History.
    void closeRequested();
    // Something to tell in the status bar.
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *e) override;
    void dragEnterEvent(QDragEnterEvent *e) override;
    void dropEvent(QDropEvent *e) override;
    void showEvent(QShowEvent *e) override;

private:
    void exportChosen();
    void importChosen();
    void say(const QString &text, bool warning);
    void fillGames();
    void fillRules(); // the rules kept for the game chosen

    QPointer<records::RecordStore> store_;
    QStackedWidget *pages_ = nullptr;
    QWidget *listPage_ = nullptr;
    ReplayScreen *replay_ = nullptr;
    QTableView *view_ = nullptr;
    MatchTableModel *model_ = nullptr;
    QSortFilterProxyModel *sorted_ = nullptr;
    QLabel *title_ = nullptr, *gameLabel_ = nullptr, *playerLabel_ = nullptr, *fromLabel_ = nullptr, *toLabel_ = nullptr,
           *count_ = nullptr, *note_ = nullptr;
    QComboBox *game_ = nullptr;
    QLabel *rulesLabel_ = nullptr;
    QComboBox *rules_ = nullptr;
    QLineEdit *player_ = nullptr;
    QDateEdit *from_ = nullptr, *to_ = nullptr;
    QPushButton *open_ = nullptr, *export_ = nullptr, *import_ = nullptr, *back_ = nullptr;
};

} // namespace qixing::ui
