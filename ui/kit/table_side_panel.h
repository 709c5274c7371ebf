// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The panel beside a table, the same for every game: what is being played (the match or
// hand, the rules in a few lines), the turn clock, the hint and leave buttons, the move log
// (folding away on narrow windows) and, at a LAN table, the table's chat. It shows what the
// table screen gives it and reports what the person does; it knows no game.

#include <QFrame>

class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QToolButton;

namespace qixing {
namespace ui {

// Where a table is played: on this computer only, hosted here on the LAN, or joined.
enum class LanRole { None, Host, Guest };

class TableSidePanel : public QFrame
{
    Q_OBJECT
public:
    explicit TableSidePanel(QWidget *parent = nullptr);

    // The headline (e.g. "Hand 2 of 8") and the rules under the clock; empty texts clear them.
    void setInfo(const QString &headline, const QString &rules);
    // The turn clock: hidden when msLeft < 0 or totalMs <= 0; `paused` says so on the bar,
    // `hostClockNote` explains that a LAN host's clock runs on behind a dialog.
    // With a clock bank (issue 30) `bankMs` is the bank the question said the seat has and
    // `totalMs` the base: the bar shows "base + bank" while the base runs, then the bank.
    void setClock(int msLeft, int totalMs, bool paused, bool hostClockNote, int bankMs = 0);
    void setHintEnabled(bool on);
    // A table with a hint button of its own (beside its own toggles) hides this one.
    void setHintVisible(bool on);
    // What the hint suggests, in the game's words (a card, a tile).
    void setHintToolTip(const QString &text);
    // The leave button: "Close the table…" for the host of a LAN table, else "Leave table…".
    void setLeave(bool enabled, bool closesTable);
    // The move log, one line at a time (colour: none for the default).
    int logLines() const;
    QString logLine(int i) const;
    void addLogLine(const QString &text, const QColor &colour = {});
    void clearLog();
    bool logCollapsed() const;
    // The LAN chat box: shown at a LAN table only.
    void setChatVisible(bool on);
    // Whether this person may write in it: a spectator whose host keeps spectators out of the
    // chat reads it only (the input is disabled and says why).
    void setChatWritable(bool on);
    void addChatLine(const QString &line);
    void clearChat();
    // Sizes the panel and its text for a window of this size (the text size setting
    // included); `force` after that setting changed.
    void fitTo(const QSize &window, bool force = false);
    void retranslate();

    QProgressBar *turnClock() const { return clock_; }
    QListWidget *moveLog() const { return log_; }

signals:
    void hintClicked();
    void leaveClicked();
    // A chat line typed and entered (never empty).
    void chatEntered(const QString &text);

private:
    QListWidget *log_ = nullptr;
    QLabel *handLabel_ = nullptr;
    QLabel *rulesLabel_ = nullptr;
    QToolButton *logToggle_ = nullptr;
    bool narrow_ = false;
    QProgressBar *clock_ = nullptr;
    QLabel *clockNote_ = nullptr;
    bool clockLate_ = false;
    QLabel *chatTitle_ = nullptr;
    QListWidget *chatLog_ = nullptr;
    QLineEdit *chatInput_ = nullptr;
    bool chatWritable_ = true;
    QPushButton *hintButton_ = nullptr;
    QPushButton *leaveButton_ = nullptr;
    bool closesTable_ = false;
    int sideFontPx_ = 0;
};

} // namespace ui
} // namespace qixing
