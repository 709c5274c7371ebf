// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Statistics (戰績) and the night's ledger: per player name and game, the figures in a table
// and two charts (balance over matches, result per hand); for an evening, each player's net
// across every table and who pays whom. Game-neutral: a game's own figures are its hand facts
// (GameInfo::handFacts), named here by the facts' keys.
//
// The charts are painted in the house style (the lobby's felt panels and gold) rather than
// with Qt Charts: two simple charts do not justify a new library in every package, and Qt
// Charts' own look stands apart from the rest of the window.

#include "records/statistics.h"

#include <QFutureWatcher>
#include <QWidget>

#include <utility>

class QComboBox;
class QDateEdit;
class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace qixing::ui {

struct ScreenshotRequest;

// A painted chart of one series: a line (balance over matches, starting from 0) or bars
// (result per hand). Its accessible description says what it shows in words.
class StatsChart : public QWidget
{
    Q_OBJECT
public:
    enum class Kind { Line, Bars };
    explicit StatsChart(Kind kind, QWidget *parent = nullptr);
    void setSeries(const QString &title, const QList<qint64> &values, const QString &description);
    const QList<qint64> &values() const { return values_; }
    QSize minimumSizeHint() const override { return {240, 150}; }

protected:
    void paintEvent(QPaintEvent *) override;

private:
    Kind kind_;
    QString title_;
    QList<qint64> values_;
};

class StatsScreen : public QWidget
{
    Q_OBJECT
public:
    explicit StatsScreen(QWidget *parent = nullptr);
    ~StatsScreen() override;

    // Reads the record store at `path` off the GUI thread, then shows it.
    void load(const QString &path);
    // Shows these rows (the store's, or a test's).
    void setRows(QList<records::StatsMatchRow> rows);

    void showPlayers();
    void showLedger(const QDate &evening = {}); // {}: the last evening with a match
    void selectGame(const QString &game);
    void selectPlayer(const QString &name);

    // What is shown, for tests.
    QTableWidget *playersTable() const { return players_; }
    QTableWidget *figuresTable() const { return figures_; }
    QTableWidget *netsTable() const { return nets_; }
    QListWidget *paymentsList() const { return payments_; }
    StatsChart *balanceChart() const { return balanceChart_; }
    StatsChart *handsChart() const { return handsChart_; }
    QDate evening() const;

    // `qixing --screenshot --view stats|ledger`: a made-up evening at four tables.
    static bool screenshot(const ScreenshotRequest &r, QSize screen, QString *error);
    static QList<records::StatsMatchRow> sampleRows(const QDate &evening);

signals:
    void loaded(const QString &error); // after load(): "" or why the store could not be read

protected:
    void changeEvent(QEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;

private:
    void retranslate();
    void fitTo(QSize size);
    void fillGames();
    void fillRules(); // "All rules" and each rules the chosen game was played by
    void fillPlayers();
    void fillPlayer();
    void fillLedger();
    QString gameTitle(const QString &game) const;

    QList<records::StatsMatchRow> rows_;
    QList<records::PlayerStats> stats_; // every game and name, every rules together
    QList<records::PlayerStats> statsPerRules_; // every game, rules and name
    // The figures shown: of the chosen rules, or of every rules together (rules "").
    const QList<records::PlayerStats> &shownStats(const QString &rules) const { return rules.isEmpty() ? stats_ : statsPerRules_; }
    // The rows read off the GUI thread, and "" or why they could not be read.
    QFutureWatcher<std::pair<QList<records::StatsMatchRow>, QString>> *loading_ = nullptr;

    int scale_ = -1; // the percentage the style sheet was made for
    QLabel *title_ = nullptr;
    QLabel *status_ = nullptr;
    QTabWidget *tabs_ = nullptr;
    QWidget *playersPage_ = nullptr, *ledgerPage_ = nullptr;
    QLabel *gameLabel_ = nullptr;
    QComboBox *game_ = nullptr;
    QLabel *rulesLabel_ = nullptr;
    QComboBox *rules_ = nullptr;
    QTableWidget *players_ = nullptr;
    QTableWidget *figures_ = nullptr;
    StatsChart *balanceChart_ = nullptr;
    StatsChart *handsChart_ = nullptr;
    QLabel *eveningLabel_ = nullptr;
    QDateEdit *evening_ = nullptr;
    QPushButton *previous_ = nullptr, *next_ = nullptr;
    QLabel *eveningText_ = nullptr;
    QLabel *netsHeading_ = nullptr, *paymentsHeading_ = nullptr;
    QTableWidget *nets_ = nullptr;
    QListWidget *payments_ = nullptr;
};

} // namespace qixing::ui
