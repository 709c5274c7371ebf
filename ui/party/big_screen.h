// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The big screen (issue 30): a host's tables shown full screen, readable across a room — the
// last action called out in words, whose turn it is, the gold (mahjong), the balances —
// following one table or cycling through them every few seconds, and between hands the
// standings. It is a spectator: BigScreenModel folds the messages a spectator of each table
// gets (TableInfo, state, move/event, settlement, standings) and BigScreenView draws the
// table it shows. The model knows no socket: tests fill it directly.

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <QWidget>

#include <array>
#include <functional>
#include <map>

class QStackedLayout;

namespace qixing::ui {

class StandingsView;

class BigScreenModel : public QObject
{
    Q_OBJECT
public:
    struct Table
    {
        int id = 0;
        QString name, game;
        std::array<QString, 4> names;      // "" for a computer
        std::array<qint64, 4> balances {};
        bool balancesKnown = false;
        int hand = -1;        // 0-based
        int turn = -1;        // whose turn, -1 unknown (a claim window)
        int lastSeat = -1;    // who made the last action
        QString lastAction;   // in words (GameUi::actionText)
        QString gold;         // mahjong's gold tile ("" none)
        bool betweenHands = true;
    };

    explicit BigScreenModel(QObject *parent = nullptr);
    // The host's tables (their TableInfo): a table no longer listed is dropped.
    void setTables(const QJsonArray &infos);
    // A message a spectator of `table` got.
    void take(int table, const QJsonObject &message);
    // Follows one table (its id), or cycles through every table (0).
    void follow(int table);
    int followed() const { return followed_; }
    void setCycleSeconds(int seconds);
    int cycleSeconds() const { return cycleSeconds_; }
    // The table shown now (0: none).
    int shown() const { return shown_; }
    const Table *table(int id) const;
    QList<int> tableIds() const;
    // The last standings any table sent.
    const QJsonObject &standings() const { return standings_; }
    // Between hands at the table shown, once there are standings: they are shown instead.
    bool showsStandings() const;
    // The next table (what the cycle's timer does).
    void advance();
    // The action's words: by default the game's GameUi::actionText (tests may set another).
    using Describe = std::function<QString(const QString &game, const QJsonObject &action)>;
    void setDescribe(Describe d) { describe_ = std::move(d); }
    // A tile (the gold) in the game's words.
    QString describeTile(const QString &game, const QString &tile) const;

signals:
    void changed();

private:
    QString describe(const QString &game, const QJsonObject &action) const;
    std::map<int, Table> tables_;
    int followed_ = 0;
    int shown_ = 0;
    int cycleSeconds_ = 12;
    QTimer cycle_;
    QJsonObject standings_;
    Describe describe_;
};

// Watches every table of a host as a spectator (TableClient::watch), one connection per
// table, and feeds the model: `qixing --bigscreen HOST:PORT` and the lobby's "Big screen…".
class BigScreenLink : public QObject
{
    Q_OBJECT
public:
    explicit BigScreenLink(BigScreenModel *model, QObject *parent = nullptr);
    ~BigScreenLink() override;
    void connectTo(const QString &host, quint16 port, const QString &spectatorPassword = {});

signals:
    // The host could not be reached, or refused to be watched: why, in its words.
    void failed(const QString &why);

private:
    class Watcher;
    Watcher *newWatcher(int table);
    BigScreenModel *model_;
    QString host_, password_;
    quint16 port_ = 0;
    std::vector<Watcher *> watchers_;
};

// The big screen in a window of its own (full screen), fed by a BigScreenLink; Escape or a
// double click leaves full screen.
QWidget *openBigScreen(const QString &host, quint16 port, QWidget *parent = nullptr);

class BigScreenView : public QWidget
{
    Q_OBJECT
public:
    explicit BigScreenView(BigScreenModel *model, QWidget *parent = nullptr);
    BigScreenModel *model() const { return model_; }

protected:
    void changeEvent(QEvent *e) override;

private:
    class TablePage;
    void refresh();
    BigScreenModel *model_;
    QStackedLayout *stack_;
    TablePage *tablePage_;
    StandingsView *standings_;
};

} // namespace qixing::ui
