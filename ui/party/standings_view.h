// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The standings (docs/protocol.md, "Duplicate tables and standings") as a seat or the big
// screen shows them: a duplicate group's people by score, the last deal at every table of the
// group (each seat's result and how it compares), and the night's nets with who pays whom.
// Filled from a "standings" message; it keeps nothing else.

#include <QDialog>
#include <QJsonObject>
#include <QWidget>

class QLabel;
class QListWidget;
class QTableWidget;

namespace qixing::ui {

class StandingsView : public QWidget
{
    Q_OBJECT
public:
    explicit StandingsView(QWidget *parent = nullptr);
    void setStandings(const QJsonObject &standings);
    const QJsonObject &standings() const { return standings_; }
    // Large type for the big screen (read across a room).
    void setLarge(bool large);
    // A computer's seat (a name null in the message) in words.
    static QString nameOf(const QJsonValue &name);
    // A made-up night of three duplicate tables (screenshots, tests of the views).
    static QJsonObject sample();

protected:
    void changeEvent(QEvent *e) override;

private:
    void fill();
    void retranslate();

    QJsonObject standings_;
    QLabel *title_, *groupTitle_, *dealTitle_, *nightTitle_, *paymentsTitle_;
    QTableWidget *players_, *deal_, *nets_;
    QListWidget *payments_;
};

// The standings in a window of their own: opened from the game menu, and shown between hands
// at a duplicate table.
class StandingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit StandingsDialog(QWidget *parent = nullptr);
    StandingsView *view() const { return view_; }
    // Its size over a window (or screen) of `room`: most of it, but no wider or taller than
    // the standings of a full night read well (the figures far from the names otherwise).
    QSize sizeFor(QSize room) const;

protected:
    void changeEvent(QEvent *e) override;

private:
    StandingsView *view_;
};

} // namespace qixing::ui
