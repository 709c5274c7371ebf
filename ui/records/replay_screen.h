// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The replay viewer (牌譜): a recorded match's hands on the game's own table (ReplayTable,
// made by the game's GameUi::replayTable), told as one seat was told them. Step on and back
// (Left, Right), jump to the watched seat's previous or next decision (Up, Down or
// Ctrl+Left, Ctrl+Right), seek with the slider, play at a chosen speed, choose the hand and,
// where the record holds every seat (a full record), the seat watched from, every hand shown
// face up ("Show other hands") and "Play on from here" against computer players. The
// settlement at the end is shown as it was: every hand turned up. Knows no game.

#include "ui/kit/animation_speed.h"
#include "ui/records/replay_table.h"

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSplitter;
class QToolButton;

namespace qixing::records {
class RecordStore;
}

namespace qixing::ui {

class ReviewPanel;

class ReplayScreen : public QWidget
{
    Q_OBJECT
public:
    explicit ReplayScreen(QWidget *parent = nullptr);

    // Shows a match: its match document ({} when there is none) and its hand documents in
    // order; hand 0 from its first message, watched from the record's seat (a full record:
    // seat `preferredSeat` if given, else 0). Returns "" or why it cannot be shown (an unknown
    // game, a hand that does not read); nothing changes then.
    QString open(const QJsonObject &match, const QList<QJsonObject> &hands, int preferredSeat = -1);
    // The hand shown (0-based) watched from `seat` (-1: the one watched now, if the record
    // holds it). Back to the hand's first message.
    void showHand(int hand, int seat = -1);

    int hand() const { return hand_; }
    int seat() const { return seat_; }
    // The seats the record of the hand shown holds: all four for a full record, else one.
    QList<int> seats() const;
    int position() const;
    int count() const;
    // The messages of the hand shown as told to the seat watched.
    const QList<QJsonObject> &messages() const { return messages_; }
    ReplayTable *table() const { return table_; }
    // The review panel (復盤) beside the table, for the seat watched.
    ReviewPanel *reviewPanel() const { return review_; }
    // The store the reviews are kept in and read from (not owned; nullptr: none kept).
    void setStore(records::RecordStore *store);
    // Goes to where decision `decision` of the hand's record (a full record) is asked.
    void showDecision(int decision);

    void setPosition(int position);
    void stepForward() { setPosition(position() + 1); }
    void stepBack() { setPosition(position() - 1); }
    // The next (previous) position where the seat watched is asked to decide, else the end
    // (the start).
    void nextDecision();
    void previousDecision();
    void setPlaying(bool on);
    bool playing() const { return playTimer_.isActive(); }
    void setAnimationSpeed(AnimationSpeed s);
    void retranslate();

    // "Show other hands" (a full record only): every other seat's concealed holdings face up
    // at every position, as that seat held them; off by default and at every new match.
    void setOtherHandsShown(bool on);
    bool otherHandsShown() const;
    QCheckBox *otherHandsControl() const { return showHands_; }
    // "Play on from here" (a full record only): the position shown as a game's save, the seat
    // watched played by the person ("person"), each other seat by a computer player: the
    // computer that played it, else the table's (another seat's computer kind, else the
    // game's usual one). {} with *why set when there is nothing to play on (a seat record,
    // the end of the match).
    QJsonObject playOnSave(QString *why = nullptr) const;
    // Asks for playOnRequested (or says why not).
    void playOn();
    QPushButton *playOnButton() const { return playOn_; }

signals:
    // "Back": the person is done with the replay.
    void closeRequested();
    // "Play on from here": a new desktop match of `game` from `save` (GameScreen::playOn),
    // once nothing is lost by starting it (the window asks).
    void playOnRequested(const QString &game, const QJsonObject &save);

protected:
    void changeEvent(QEvent *e) override;

private:
    void buildTable(const QString &game);
    void refreshControls();
    void fillChoosers();
    QString gameTitle() const;
    void updateOpenHands();

    QString game_;
    QJsonObject match_;
    QList<QJsonObject> hands_;
    int hand_ = 0, seat_ = 0;
    QList<QJsonObject> messages_;
    QList<int> decisions_; // the positions where the seat watched was asked to decide
    QList<int> decisionPositions_; // a full record: the position before each of its decisions
    // Each message's place on the hand's clock (HandReplay::Told: afterDecision, shown), and
    // for "show other hands" every seat's messages with theirs (made when first shown).
    QList<std::pair<int, int>> clock_;
    std::array<QList<QJsonObject>, 4> seatTold_;
    std::array<QList<std::pair<int, int>>, 4> seatClock_;
    QPointer<ReplayTable> table_;
    QSplitter *middle_ = nullptr;
    ReviewPanel *review_ = nullptr;
    AnimationSpeed speed_ = AnimationSpeed::Normal;

    QLabel *title_ = nullptr, *handLabel_ = nullptr, *seatLabel_ = nullptr, *speedLabel_ = nullptr, *where_ = nullptr;
    QComboBox *handChooser_ = nullptr, *seatChooser_ = nullptr, *speedChooser_ = nullptr;
    QToolButton *first_ = nullptr, *previousDecision_ = nullptr, *back_ = nullptr, *play_ = nullptr, *forward_ = nullptr,
                *nextDecision_ = nullptr, *last_ = nullptr;
    QSlider *slider_ = nullptr;
    QPushButton *close_ = nullptr, *playOn_ = nullptr;
    QCheckBox *showHands_ = nullptr;
    QTimer playTimer_;
    bool filling_ = false;
};

// The messages a hand's record tells `seat` (a seat record: its own seat only), in order,
// and in `decisions` the positions where that seat was asked to decide. Empty with *error set
// when it does not read.
// `positions` (a full record) the position before each of the record's decisions.
// `clock` each message's (afterDecision, shown) (HandReplay::Told).
QList<QJsonObject> toldInHand(const QJsonObject &handDocument, int seat, QString *error = nullptr,
                              QList<int> *decisions = nullptr, QList<int> *positions = nullptr,
                              QList<std::pair<int, int>> *clock = nullptr);
// The seats a hand's record can be watched from.
QList<int> recordSeats(const QJsonObject &handDocument);

} // namespace qixing::ui
