// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The felt table: four seats, the suit rows, the person's fanned hand. It only renders the
// session's views and sends the person's actions to the session; every rule lives in the
// engine. Mouse and keyboard play, hints, animations with a speed setting, sounds, and an
// accessibility tree (the hand's cards, the seats, the rows and the banner) for screen readers.

#include "sevens/sevens_game.h"
#include "sevens/expert_player.h"
#include "ui/kit/animation_speed.h"
#include "ui/kit/drawn_accessible.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QPixmap>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <optional>

namespace qixing {
namespace ui {

class SevensTableWidget : public QWidget, public DrawnAccessible
{
    Q_OBJECT
public:
    explicit SevensTableWidget(session::SevensGame *game, QWidget *parent = nullptr);
    // What the table shows: a local game, a LAN host's own seat or a joined LAN table.
    void setGame(session::SevensGame *game);
    session::SevensGame *game() const { return game_; }
    // A spectator's table (issue 30): no seat of its own, so seat 0 is drawn at the bottom
    // like the others (its name, fan and cover pile), with no hand and no covered cards of
    // "yours"; the rows take the room the hand had.
    bool watching() const;

    void setAnimationSpeed(AnimationSpeed s) { speed_ = s; }
    AnimationSpeed animationSpeed() const { return speed_; }
    int moveDuration() const;
    // How long dealing a hand takes on screen.
    int dealDuration() const;
    bool animating() const { return !flights_.empty(); }

    // For tests and keyboard play: where each card of the person's hand is drawn.
    QRectF handCardRect(sevens::Card c) const;
    // Where a card of the rows lies (drawn or not).
    QRectF boardSlotRect(sevens::Card c) const;
    // The rows' mat, the plaques (by screen position: 0 you, 1 right, 2 top, 3 left) and your
    // covered cards' area.
    QRectF boardRect() const { return computeLayout().mat; }
    QRectF plaqueRect(int pos) const { return computeLayout().plaque[std::size_t(pos & 3)]; }
    QRectF myCoveredRect() const { return computeLayout().myCovered; }
    // Seats' names the last painting could not show whole (tests: none, up to 20 characters).
    const QStringList &cutNames() const { return cutNames_; }

    // What a screen reader is told: one entry per card in the hand ("hand:<card index>"), seat
    // ("seat:<pos>"), row ("row:<suit>"), your covered cards and the banner.
    std::vector<AccessibleItem> accessibleItems() const override;
    void pressAccessible(const QString &key) override;
    QString accessibleTableName() const override;
    QString accessibleTableDescription() const override { return bannerText(); }
    // "Ace of spades", "紅心10": a card's name as it is spoken.
    static QString spokenCardName(sevens::Card c);
    QString bannerText() const;
    // The Hint: the expert's analysis of the seat's turn (every legal card with its estimated
    // result for this seat in 注, issue 12), the best card marked and each card's estimate
    // shown above it, and the reason for the best one on the banner. Worked out on a worker
    // thread; shown when it comes, if the decision is still open.
    void showHint();
    bool hintPending() const { return hintWatcher_.isRunning(); }
    // The analysis the Hint shows, best first; empty when no hint is shown.
    const std::vector<sevens::ExpertPlayer::Estimate> &analysis() const { return analysis_; }
    // The expert's analysis of a seat's view as the Hint makes it: a fixed budget of playouts
    // and no wall-clock cap, seeded by the position, so asking twice gives the same figures.
    static std::vector<sevens::ExpertPlayer::Estimate> analyse(const sevens::HandView &view, const sevens::Rules &rules);
    // The replay viewer's "show other hands": each seat's hand and covered cards drawn face
    // up where `shown` (the person's own seat is always); all off: face down again.
    struct OpenSeat
    {
        bool shown = false;
        sevens::CardSet hand, covered;
    };
    void setOpenHands(const std::array<OpenSeat, 4> &seats);
    const std::array<OpenSeat, 4> &openHands() const { return open_; }
    void clearMessage();
    // A note on the banner for a few seconds (e.g. what the host said about a move).
    void showMessage(const QString &text, bool error);

signals:
    void message(const QString &text);

protected:
    void paintEvent(QPaintEvent *) override;
    void mousePressEvent(QMouseEvent *e) override;
    void mouseMoveEvent(QMouseEvent *e) override;
    void leaveEvent(QEvent *) override;
    void keyPressEvent(QKeyEvent *e) override;
    void resizeEvent(QResizeEvent *) override;
    void changeEvent(QEvent *e) override;

private:
    struct Layout
    {
        QSizeF handCard, rowCard, smallCard, coverCard;
        qreal unit = 12; // text size of the plaques (px)
        std::array<QRectF, 4> plaque, fan, pile; // by screen position
        std::array<std::array<QRectF, 13>, 4> slot;
        QRectF mat, banner, myCovered;
        std::vector<std::pair<sevens::Card, QRectF>> hand; // drawing order
    };
    struct Flight
    {
        sevens::Card card;
        bool faceUp = true;
        QRectF from, to;
        qint64 start = 0; // ms on clock_
        int duration = 0;
        QString hides;    // the card or pile slot it hides until it lands
        int pileSeat = -1;
        int dealSeat = -1;
    };

    // Screen position of a seat: 0 bottom (the local person), 1 right, 2 top, 3 left.
    int posOf(sevens::Seat s) const;
    sevens::Seat seatAt(int pos) const;
    // Whether the seat at `pos` is the person's own (the bottom one, unless watching).
    bool own(int pos) const { return pos == 0 && !watching(); }
    // The seat's role under its name: "You", "Opposite" … for a seat; "Seat 3" for a spectator.
    QString roleText(int pos) const;
    bool live() const;
    Layout computeLayout() const;
    void onMoveMade(const session::MoveRecord &m);
    void onHandStarted();
    void act(sevens::Card c);
    // untilDecided: the hint's reason, which stays on the banner until the decision is gone.
    void setMessage(const QString &text, bool error, bool untilDecided = false);
    bool hidden(const QString &key) const;
    int pendingFor(int seat, bool deal) const;
    void tick();
    void paintFelt(QPainter &p);
    void paintRows(QPainter &p, const Layout &l);
    void paintSeat(QPainter &p, const Layout &l, sevens::Seat s);
    void paintHand(QPainter &p, const Layout &l);
    void paintBanner(QPainter &p, const Layout &l);
    void drawCard(QPainter &p, const QRectF &r, std::optional<sevens::Card> face, qreal opacity = 1.0);
    std::optional<sevens::Card> cardAt(QPointF pos) const;
    int focusIndex() const;
    void announce() { DrawnAccessible::announce(this); }
    QString seatDescription(int pos) const;
    bool hintStillAsked() const;
    void applyHint();

    QPointer<session::SevensGame> game_;
    AnimationSpeed speed_ = AnimationSpeed::Normal;
    mutable Layout layout_;
    QPixmap felt_;
    std::optional<sevens::Card> hover_;
    std::optional<sevens::Card> focus_;
    std::optional<sevens::Card> hint_;
    std::vector<sevens::ExpertPlayer::Estimate> analysis_;
    // The hint being worked out: for which turn and hand, and the worker's answer.
    QFutureWatcher<std::vector<sevens::ExpertPlayer::Estimate>> hintWatcher_;
    int hintTurn_ = -1;
    sevens::CardSet hintHand_;
    std::array<OpenSeat, 4> open_ {}; // "show other hands" (replay)
    bool messageIsHint_ = false;
    QString message_;
    QStringList cutNames_;
    bool messageIsError_ = false;
    QTimer messageTimer_;
    QTimer animTimer_;
    QTimer clockTimer_;
    QElapsedTimer clock_;
    std::vector<Flight> flights_;
    bool wasMyTurn_ = false;
};

} // namespace ui
} // namespace qixing
