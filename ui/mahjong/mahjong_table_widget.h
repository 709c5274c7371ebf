// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Zhangzhou mahjong table (issue 10): the felt with the person's hand at the bottom, the
// three other seats with their backs, melds and flowers, the rivers, the gold in the middle
// with the wall's count, and the prompt bar that asks exactly what the seat may answer (claim
// buttons with keys and a countdown, the chow picker, the opening and 搶槓胡 prompts, the
// 游金 announcement). It draws the MahjongTableModel folded from the game's messages and sends
// the person's answers to the game; every rule lives in the engine. Tiles come only from
// TileRenderer. A screen reader is told the table through DrawnAccessible: each seat, river,
// meld and flower line, the gold and the wall, the person's tiles and what the table says now.

#include "mahjong/mahjong_game.h"
#include "ui/kit/drawn_accessible.h"
#include "ui/kit/plaque_text.h"
#include "ui/mahjong/mahjong_table_model.h"

#include <QElapsedTimer>
#include <QPixmap>
#include <QPointer>
#include <QTimer>
#include <QTransform>
#include <QWidget>

class QComboBox;
class QFrame;
class QLabel;
class QProgressBar;
class QPushButton;
class QToolButton;
class QHBoxLayout;

namespace qixing::ui {

class MahjongTableWidget : public QWidget, public DrawnAccessible
{
    Q_OBJECT
public:
    // An option (its action JSON) in words, as the hint names it: a tile, "pung", "win"… (also
    // GameUi::actionText, the review panel's lists).
    static QString optionName(const QJsonObject &action);
    explicit MahjongTableWidget(session::MahjongGame *game = nullptr, QWidget *parent = nullptr);
    // What the table shows: a local game or a joined LAN table. Rebuilds from game->replay().
    void setGame(session::MahjongGame *game);
    session::MahjongGame *game() const { return game_; }
    const MahjongTableModel &model() const { return model_; }

    // Toggles (the person's, kept by the caller): pass every claim that is not a win; take a
    // win the rules make automatic (M38) without asking; the order of the hand.
    void setAutoPass(bool on);
    bool autoPass() const { return autoPass_; }
    void setAutoWin(bool on);
    bool autoWin() const { return autoWin_; }
    // The toggles and the hint are the player's: a replay, where nobody plays (its clicks and
    // keys are the viewer's), shows none of them, nor a spectator's table (issue 30).
    void setTogglesVisible(bool on);
    bool togglesVisible() const;
    void setSortOrder(MahjongTableModel::SortOrder o);
    MahjongTableModel::SortOrder sortOrder() const { return sortOrder_; }
    // How long each movement lasts (at most 250 ms; 0: none, the default under the offscreen
    // platform, i.e. in tests and screenshots). The model changes at once; only the drawing
    // follows: the deal rises into the hand, a flower laid out and a claimed meld flash, the
    // gold turns over, a discard slides into its river, the person's draw drops in. A click or
    // a key finishes every movement at once.
    void setAnimationMs(int ms);
    int animationMs() const { return animMs_; }
    bool animating() const { return !effects_.empty(); }

    // The replay viewer's "show other hands": each seat's concealed tiles drawn face up where
    // given (empty: its backs, as always); the settlement's revealed hands come first.
    void setOpenHands(const std::array<std::vector<mahjong::Tile>, 4> &tiles);
    const std::array<std::vector<mahjong::Tile>, 4> &openHands() const { return open_; }
    // A spectator's table (issue 30) treats the four seats alike: each seat's concealed
    // tiles as backs (face up only once the settlement showed them), its melds and its river
    // turned toward the middle, its plaque (name, balance, flowers) in its corner. The seat
    // at the bottom is chosen in the "View from" box or by clicking a plaque; only what is
    // drawn changes. A seated person's table always has their own seat at the bottom.
    void setViewFrom(int seat);
    int viewFrom() const { return model_.viewFrom(); }
    QComboBox *viewFromChooser() const { return viewFrom_; }
    // A seat's concealed tiles as drawn: nullopt for a back (tests: a spectator is never
    // drawn a concealed tile face up before the settlement).
    std::vector<std::optional<mahjong::Tile>> shownHand(int seat) const;
    // For tests and keyboard play: the person's tiles as drawn (the drawn tile last) and where.
    std::vector<mahjong::Tile> handTiles() const;
    QRectF handTileRect(int index) const;
    int selectedIndex() const { return selected_; }
    // Discards the tile at `index` as a second click on it would (asks first for 游金).
    void discardAt(int index);
    // The prompt bar's buttons by name ("win", "pung", "chow:3m", "you", "discard", "pass" …).
    QPushButton *promptButton(const QString &name) const;
    QStringList promptButtonNames() const;
    QString promptText() const;
    QString messageText() const { return message_; }
    // The tile or button the hint points at ("" when none): a tile's name or a button's.
    QString hintTarget() const { return hintTarget_; }
    // The hint's value of discarding each tile (by its name), in base per hand: the strong
    // player's estimates, shown on the tiles as the Sevens hint shows the expert's. Empty
    // without a hint shown.
    const QList<QPair<QString, double>> &hintValues() const { return hintValues_; }
    // Where things are (tests): the prompt bar (empty while hidden), the river of a screen
    // position (0 the person, 1 right, 2 opposite, 3 left; three rows of six), the banner
    // that says who won or what happened (empty when none is drawn).
    QRectF promptRect() const;
    QRectF riverRect(int position) const;
    // The plaque of the seat at a screen position (its name, balance and badges).
    QRectF plaqueRect(int position) const;
    QRectF bannerRect() const;
    // The box of the gold and the wall, and whether each of its lines of words fits on one
    // line (shrunk as far as painting allows).
    QRectF middleRect() const;
    bool middleWordsFit() const;
    // Seats' names the last painting could not show whole (tests: none, up to 20 characters).
    const QStringList &cutNames() const { return cutNames_; }
    // Plain kinds that complete the hand now (the waits panel), with how many are unseen.
    std::vector<std::pair<mahjong::Tile, int>> waits() const;

    // What a screen reader is told (keys "status", "middle", "seat:<pos>", "river:<pos>",
    // "meld:<pos>:<n>", "flowers:<pos>", "waits", "hand:<tile>:<copy>"); pressing a tile of the
    // hand on the turn discards it (asking first for 游金), as Enter does.
    std::vector<AccessibleItem> accessibleItems() const override;
    void pressAccessible(const QString &key) override;
    QString accessibleTableName() const override;
    QString accessibleTableDescription() const override { return statusText(); }
    // What the table says now: the note, then the question or whose turn it is, else how the
    // hand ended.
    QString statusText() const;

    // The hint: the computer's answer to the question asked, with why, worked out on another
    // thread (MahjongGame::hintWork) and shown only while that question is still open. A hint
    // shown goes when its question does.
    void showHint();
    bool hintPending() const { return hintFor_ != -2; }
    // A note on the table for a few seconds (a refusal, what the clock did).
    void showMessage(const QString &text, bool error);

    // The seat the table waits for, lit on the table with the clock by the middle: the
    // person's on their turn, another seat's while it is to discard; -1 while claims are
    // open (every seat may be asked) or between hands.
    int activeSeat() const;
    // The clock by the middle: seconds left to answer (-1 when the person is not asked or
    // there is no limit), and where it is drawn (empty when not drawn).
    int clockSeconds() const;
    QRectF clockRect() const;

    // The moment of a call or a win: its word ("碰", "自摸" …) large over the middle with
    // the seat's name, and its sound, for a few animation lengths; a click or a key ends it.
    // With the animation off there is none. momentOver() follows when it ends (at once when
    // none was shown): the settlement waits for it.
    QString momentText() const { return moment_.word; }
    QRectF momentRect() const;
    void skipMoment();
    // The moment of the last call, or of the hand's win, held until skipped (screenshots).
    bool showLastMoment();

signals:
    void hintShown(const QString &explanation);
    void momentOver();

protected:
    void paintEvent(QPaintEvent *) override;
    void mousePressEvent(QMouseEvent *e) override;
    void mouseDoubleClickEvent(QMouseEvent *e) override;
    void mouseMoveEvent(QMouseEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;
    void resizeEvent(QResizeEvent *) override;
    void changeEvent(QEvent *e) override;

private:
    struct Layout
    {
        qreal margin = 6, unit = 12;
        QSizeF hand, small, riverTile, side; // tile sizes: own hand, the top seat, rivers, side seats
        // promptBand: the strip above the person's plaque kept free for the prompt bar and the
        // banner, so that neither covers a river or a side seat.
        QRectF ownBand, ownPlaque, ownFlowers, waits, middle, prompt, promptBand, toggles;
        std::array<QRectF, 4> plaque, backs, melds, flowers, river; // by screen position
        std::vector<QRectF> handRects; // handTiles() order
        QRectF drawnRect;
        // A spectator's table: each seat's band, river and meld line in its own frame (the
        // bottom seat's, turned a quarter for each position), mapped to the screen by frame.
        bool spectator = false;
        std::array<QTransform, 4> frame;
        std::array<QRectF, 4> localBand;
        QRectF localRiver;
        QSizeF seatTile;
        QRectF chooser;
    };
    Layout spectatorLayout() const;
    void paintSpectator(QPainter &p, const Layout &l);
    void paintSpectatorSeat(QPainter &p, const Layout &l, int pos);
    void paintSpectatorRiver(QPainter &p, const Layout &l, int pos);
    void paintSpectatorPlaque(QPainter &p, const Layout &l, int pos);
    void paintSpectatorMiddle(QPainter &p, const Layout &l);
    // Whether a seat's last draw stands apart at the end of its concealed tiles.
    bool drawnApart(int seat) const;
    void fillViewFrom();
    Layout computeLayout() const;
    void onMessage(const QJsonObject &m);
    void questionChanged();
    void rebuildPrompt();
    void clearPrompt();
    QPushButton *addButton(const QString &name, const QString &text, const QString &key, const QJsonObject &action);
    void submit(const QJsonObject &action);
    void submitAction(const mahjong::Action &a);
    void tileClicked(int index);
    void discardTile(mahjong::Tile t);
    void showChowPicker();
    void showYouConfirm(mahjong::Tile t);
    bool myTurn() const;
    // The bottom seat's concealed tiles as drawn (handTiles() for the person; a spectator's
    // seat 0: backs, nullopt, until the settlement shows them) and whether its last draw
    // stands apart.
    std::vector<std::optional<mahjong::Tile>> bottomTiles() const;
    bool bottomDrawnApart() const;
    // The toggles show for a player (setTogglesVisible), never for a spectator.
    void showToggles();
    QString seatName(int seat) const;
    QString tileName(mahjong::Tile t) const;
    static QString youName(int level); // 單游, 雙游, 三游
    QString seatBadges(int seat) const;
    // A seat's name fitted to a plaque's `width` (noted in cutNames_ when it must be cut).
    FittedText plaqueName(int seat, const QFont &font, qreal width) const;
    // A way to win (the settlement's way) in the reader's language.
    static QString wayText(const QString &way);
    int handIndexAt(QPointF pos) const;
    void autoAnswer();
    void announce() { DrawnAccessible::announce(this); }
    QString seatDescription(int pos) const;
    QString handKey(int index) const;

    void paintFelt(QPainter &p);
    // The middle box's parts for a box: its fonts and words, the gold, the wall's lines, and
    // the width its words want unshrunk (the layout widens the box up to that where there is
    // room). fitWords() sets each line's font as painted, shrunk to fit its line (oneLineEach:
    // none wraps); only painting and tests need that, not every layout.
    struct MiddleBox
    {
        QFont text, big;
        QString toDraw, keptBack;
        QRectF gold, goldCaption, lines, clock;
        qreal wanted = 0;
        QFont toDrawFont, keptBackFont;
        bool oneLineEach = false;
        void fitWords();
    };
    MiddleBox middleBox(const QRectF &box) const;
    void paintMiddle(QPainter &p, const Layout &l);
    void paintSeat(QPainter &p, const Layout &l, int pos);
    void paintRiver(QPainter &p, const Layout &l, int pos);
    void paintHand(QPainter &p, const Layout &l);
    void paintWaits(QPainter &p, const Layout &l);
    void paintBanner(QPainter &p, const Layout &l);
    void paintActive(QPainter &p, const Layout &l);
    void paintClock(QPainter &p, const Layout &l);
    void paintMoment(QPainter &p, const Layout &l);
    // A call's or a win's word for an event or a settlement ("" when it has none).
    QString momentWord(const QJsonObject &m, int *seat, bool *win) const;
    void startMoment(const QString &word, int seat, bool win, bool hold = false);
    struct HintFound;
    void applyHint(int step, const QJsonObject &action, const HintFound &found);
    QString hintReason(const mahjong::Action &a, const HintFound &found) const;
    void paintHintValue(QPainter &p, const QRectF &tileRect, mahjong::Tile t) const;
    // The banner's text (a note, else how the hand ended) and where it goes; a note while the
    // prompt bar is up shows in the bar instead.
    QString bannerText(bool *error = nullptr) const;
    QString resultText() const;
    QRectF bannerRect(const Layout &l, const QString &text) const;
    void showNote();
    void paintMelds(QPainter &p, const QRectF &area, int seat, QSizeF tile, bool rightAligned);
    void paintFlowers(QPainter &p, const QRectF &area, int seat, QSizeF tile, bool rightAligned);
    // One tile: face up (a mahjong::Tile) or its back, upright or turned a quarter (the
    // claimed tile of a meld, toward its giver).
    void drawTile(QPainter &p, const QRectF &r, std::optional<mahjong::Tile> face, int quarterTurns = 0,
                  bool selected = false, qreal opacity = 1.0);
    void drawBadge(QPainter &p, QPointF at, const QString &text, const QColor &bg, qreal px);

    QPointer<session::MahjongGame> game_;
    MahjongTableModel model_;
    std::array<std::vector<mahjong::Tile>, 4> open_ {}; // "show other hands" (replay)
    MahjongTableModel::SortOrder sortOrder_ = MahjongTableModel::SortOrder::CharactersFirst;
    bool togglesWanted_ = true;
    bool autoPass_ = false;
    bool autoWin_ = true;
    int animMs_ = 200;
    enum class Effect { Deal, Draw, Discard, Flower, Claim, Dice, Gold };
    struct Running
    {
        Effect effect;
        int seat;
        qint64 start;
        QString label; // a claim's word (吃, 碰, 槓)
    };
    std::vector<Running> effects_;
    void startEffect(Effect e, int seat, const QString &label = {});
    // How far the effect has run (0 to 1; for `seat`, or any seat when -1), or -1 when it is
    // not running.
    qreal effectProgress(Effect e, int seat = -1) const;
    const Running *runningEffect(Effect e, int seat) const;
    void skipEffects();
    void paintEffects(QPainter &p, const Layout &l);
    void paintDice(QPainter &p, const QRectF &band);
    mutable Layout layout_;
    QPixmap felt_;
    int selected_ = -1;
    int hover_ = -1;
    QString hintTarget_;
    QList<QPair<QString, double>> hintValues_; // see hintValues()
    int hintFor_ = -2;      // the question whose hint is being worked out (-2: none)
    int hintShownFor_ = -2; // the question of the hint shown as the note (-2: none)
    struct Moment
    {
        QString word, who;
        bool win = false;
        qint64 start = 0;
        int ms = 0; // 0: held until skipped
    } moment_;
    QTimer momentTimer_;
    QString message_;
    mutable QStringList cutNames_;
    bool messageIsError_ = false;
    QTimer messageTimer_;
    QTimer clockTimer_;
    QTimer animTimer_;
    QElapsedTimer clock_;
    int questionStep_ = -2; // the question the prompt bar was built for
    QString promptMode_;    // "", "chow", "you"

    QFrame *prompt_ = nullptr;
    QLabel *promptLabel_ = nullptr;
    QLabel *promptNote_ = nullptr; // the banner's note while the prompt is up, on one line
    // Hidden, styled as the prompt's: measure three lines of words and a button for the band.
    QLabel *bandProbe_ = nullptr;
    QPushButton *bandProbeButton_ = nullptr;
    QHBoxLayout *promptButtons_ = nullptr;
    QProgressBar *countdown_ = nullptr;
    int countdownTotal_ = 0;
    int promptPx_ = 0; // the prompt's text size now
    QFrame *toggles_ = nullptr;
    QFrame *viewFromBox_ = nullptr; // a spectator's "View from" label and chooser
    QLabel *viewFromLabel_ = nullptr;
    QComboBox *viewFrom_ = nullptr;
    QToolButton *autoPassButton_ = nullptr, *autoWinButton_ = nullptr, *sortButton_ = nullptr, *hintButton_ = nullptr;
};

} // namespace qixing::ui
