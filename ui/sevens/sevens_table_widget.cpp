// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sevens/sevens_table_widget.h"
#include "table/thinking.h"

#include "ui/cards/card_renderer.h"
#include "ui/kit/felt.h"
#include "ui/kit/plaque_text.h"
#include "ui/kit/sound.h"
#include "ui/kit/text_scale.h"
#include "ui/kit/texts.h"
#include "ui/sevens/sevens_texts.h"

#include <QKeyEvent>
#include <QtConcurrent/QtConcurrentRun>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QRandomGenerator>
#include <QWindow>

#include <algorithm>
#include <cmath>
#include <utility>

namespace qixing {
namespace ui {

using namespace sevens;
using session::MoveRecord;
using session::SevensGame;

namespace {
const QColor kGold(0xf2, 0xc1, 0x4e);
const QColor kPlayable(0xff, 0xd5, 0x4f);
const QColor kCoverMode(0x7f, 0xd1, 0xff);
const QColor kRankLabel(0xc4, 0xd6, 0xc9); // empty places of the rows

QRectF cardRectAt(QPointF centre, QSizeF size)
{
    return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height());
}

// How far the i-th card of a cover pile sits up and right of the first: a few steps show a
// pile, the badge gives the count.
qreal coverStep(int i) { return std::clamp(i, 0, 5) * 1.5; }

QString rowKey(Card c) { return QStringLiteral("row:%1").arg(c.index()); }
QString handKey(Card c) { return QStringLiteral("hand:%1").arg(c.index()); }
} // namespace

SevensTableWidget::SevensTableWidget(SevensGame *game, QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(640, 400);
    setAttribute(Qt::WA_OpaquePaintEvent);
    clock_.start();
    animTimer_.setInterval(16);
    connect(&animTimer_, &QTimer::timeout, this, &SevensTableWidget::tick);
    messageTimer_.setSingleShot(true);
    connect(&messageTimer_, &QTimer::timeout, this, [this] {
        message_.clear();
        update();
        announce();
    });
    connect(&hintWatcher_, &QFutureWatcherBase::finished, this, &SevensTableWidget::applyHint);
    clockTimer_.setInterval(500);
    connect(&clockTimer_, &QTimer::timeout, this, [this] {
        if (live() && game_->secondsLeft() >= 0)
            update();
    });
    clockTimer_.start();
    setGame(game);
}

void SevensTableWidget::setGame(SevensGame *game)
{
    if (game_)
        disconnect(game_.data(), nullptr, this, nullptr);
    game_ = game;
    wasMyTurn_ = game_ && game_->active() && game_->handInProgress() && game_->localView().myTurn();
    flights_.clear();
    hint_.reset();
    analysis_.clear();
    focus_.reset();
    hover_.reset();
    message_.clear();
    update();
    if (!game_)
        return;
    connect(game_.data(), &SevensGame::changed, this, [this] {
        if (hint_ && !(game_->handInProgress() && game_->localView().hand().contains(*hint_)))
            hint_.reset();
        if (game_->handInProgress() && !game_->localView().myTurn())
            hint_.reset();
        if (!hint_) {
            analysis_.clear();
            if (messageIsHint_) {
                message_.clear();
                messageIsHint_ = false;
            }
        }
        if (focus_ && !(game_->handInProgress() && game_->localView().hand().contains(*focus_)))
            focus_.reset();
        const bool myTurn = game_->handInProgress() && game_->localView().myTurn();
        if (myTurn && !wasMyTurn_)
            Sound::shared().play(Sound::YourTurn);
        wasMyTurn_ = myTurn;
        update();
        announce();
    });
    connect(game_.data(), &SevensGame::moveMade, this, [this](const MoveRecord &m) {
        Sound::shared().play(m.action.isCover() ? Sound::Cover : Sound::Play);
        onMoveMade(m);
    });
    connect(game_.data(), &SevensGame::handFinished, this, [] { Sound::shared().play(Sound::HandEnd); });
    connect(game_.data(), &SevensGame::handStarted, this, &SevensTableWidget::onHandStarted);
    connect(game_.data(), &SevensGame::timeLimitPlayed, this, [this](const Action &a) {
        setMessage(a.isCover() ? tr("Time is up: %1 was covered for you.").arg(SevensTexts::cardName(a.card))
                               : tr("Time is up: %1 was played for you.").arg(SevensTexts::cardName(a.card)),
                   true);
    });
}

int SevensTableWidget::posOf(Seat s) const
{
    return (s - (game_ ? game_->localSeat() : 0) + kSeats) % kSeats;
}

Seat SevensTableWidget::seatAt(int pos) const
{
    return Seat((pos + (game_ ? game_->localSeat() : 0)) % kSeats);
}

bool SevensTableWidget::watching() const
{
    return game_ && game_->localSeat() >= kSeats; // session::kSpectator
}

QString SevensTableWidget::roleText(int pos) const
{
    return watching() ? tr("Seat %1").arg(seatAt(pos) + 1) : Texts::seatRole(pos);
}

bool SevensTableWidget::live() const
{
    return game_ && game_->active();
}

int SevensTableWidget::moveDuration() const
{
    switch (speed_) {
    case AnimationSpeed::Off: return 0;
    case AnimationSpeed::Fast: return 160;
    case AnimationSpeed::Normal: return 320;
    case AnimationSpeed::Slow: return 560;
    }
    return 0;
}

int SevensTableWidget::dealDuration() const
{
    const int d = moveDuration();
    return d == 0 ? 0 : 51 * std::max(6, d / 14) + d;
}

SevensTableWidget::Layout SevensTableWidget::computeLayout() const
{
    // Bands from top to bottom: the opposite seat; the middle (left seat over your plaque, the
    // rows and the banner, right seat over your covered cards); your hand across the whole
    // width. Every size follows from the widget's, so the cards grow with the window.
    Layout l;
    const qreal W = width(), H = height();
    const qreal m = std::max<qreal>(6, std::min(W, H) * 0.012);
    l.unit = std::clamp(H * 0.024, 11.0, 48.0) * TextScale::current();

    // The hand: as tall as a fifth of the table allows, narrow enough that 13 cards across
    // the width each show at least half their face, and the deck's index with a margin.
    const qreal handW = W - 2 * m;
    const qreal shown = std::clamp(CardRenderer::shared().indexWidth() + 0.04, 0.5, 1.0);
    const qreal hh = std::max<qreal>(60, std::min(H * 0.23, handW / (1 + 12 * shown) / CardRenderer::kAspect));
    const qreal hw = hh * CardRenderer::kAspect;
    l.handCard = QSizeF(hw, hh);
    const qreal raise = hh * 0.16;
    const qreal handTop = H - m - hh;

    const qreal topH = std::clamp(H * 0.15, 80.0, 260.0);
    l.smallCard = QSizeF(topH * 0.5 * CardRenderer::kAspect, topH * 0.5);
    const QSizeF sc = l.smallCard;
    const qreal sideW = std::clamp(W * 0.17, 150.0, 440.0);
    const qreal midTop = m + topH + m;
    // A spectator has no hand: seat 0 sits at the bottom as the top seat does, and the middle
    // reaches down to it.
    const bool watch = watching();
    const qreal midBottom = watch ? H - m - topH - m : handTop - raise * 1.25 - m; // room for a raised, hovered and focused card

    // Top seat: fan to the left of the plaque, pile to the right.
    l.plaque[2] = QRectF(W / 2 - W * 0.16, m, W * 0.32, topH);
    l.fan[2] = QRectF(l.plaque[2].left() - m - sc.width() * 3.4, m + (topH - sc.height()) / 2, sc.width() * 3.4, sc.height());
    l.pile[2] = QRectF(l.plaque[2].right() + m, m + (topH - sc.height()) / 2, sc.width() * 1.6, sc.height());

    // The side columns: a seat above, your plaque (left) or your covered cards (right) below.
    const qreal colH = midBottom - midTop;
    const qreal ownH = std::clamp(l.unit * 7.6, colH * 0.3, colH * 0.45);
    const qreal seatH = colH - ownH - m;
    l.plaque[3] = QRectF(m, midTop, sideW, seatH);
    l.plaque[1] = QRectF(W - m - sideW, midTop, sideW, seatH);
    l.plaque[0] = QRectF(m, midBottom - ownH, sideW, ownH);
    l.myCovered = QRectF(W - m - sideW, midBottom - ownH, sideW, ownH);
    l.pile[0] = l.myCovered;
    if (watch) {
        // No plaque and covered cards of "yours" under the side seats: they take the column.
        l.plaque[3].setBottom(midBottom);
        l.plaque[1].setBottom(midBottom);
        l.myCovered = QRectF();
        l.plaque[0] = QRectF(W / 2 - W * 0.16, H - m - topH, W * 0.32, topH);
        l.fan[0] = QRectF(l.plaque[0].left() - m - sc.width() * 3.4, l.plaque[0].top() + (topH - sc.height()) / 2,
                          sc.width() * 3.4, sc.height());
        l.pile[0] = QRectF(l.plaque[0].right() + m, l.plaque[0].top() + (topH - sc.height()) / 2, sc.width() * 1.6, sc.height());
    }
    {
        // Your covered cards: under the title, clear of the points line.
        QFont small = font();
        small.setPixelSize(int(l.unit * 0.85));
        const qreal smallH = QFontMetricsF(small).height();
        const qreal ch = std::max<qreal>(20, std::min(sc.height() * 1.3, ownH - 2 * smallH - l.unit * 1.2));
        l.coverCard = QSizeF(ch * CardRenderer::kAspect, ch);
    }
    for (int pos : {1, 3}) {
        const QRectF &p = l.plaque[std::size_t(pos)];
        l.fan[std::size_t(pos)] = QRectF(p.left() + m, p.bottom() - m - sc.height(), p.width() * 0.58 - m, sc.height());
        l.pile[std::size_t(pos)] = QRectF(p.left() + p.width() * 0.62, p.bottom() - m - sc.height(), p.width() * 0.38 - m,
                                          sc.height());
    }

    // The rows between the side columns, the banner under them. Where the width is short the
    // cards of a row overlap a little (their index stays in sight) rather than shrink.
    const qreal bannerH = std::clamp(H * 0.05, 26.0, 110.0) * std::sqrt(TextScale::current());
    const qreal left = m + sideW + m * 2, right = W - m - sideW - m * 2;
    const qreal availW = right - left, availH = midBottom - midTop - bannerH - m;
    l.banner = QRectF(left, midBottom - bannerH, availW, bannerH);
    const qreal byHeight = availH / 4.6 * CardRenderer::kAspect;
    qreal rw = byHeight, stepX = rw * 1.04;
    if (availW / 13.6 < byHeight) {
        const qreal overlap = std::min(0.25, (13.5 - availW / byHeight) / 12);
        rw = availW / (13.5 - 12 * overlap);
        stepX = rw * (1 - overlap);
    }
    const qreal rh = rw / CardRenderer::kAspect;
    l.rowCard = QSizeF(rw, rh);
    const qreal gapY = rh * 0.1;
    const qreal gridW = 12 * stepX + rw, gridH = 4 * rh + 3 * gapY;
    const qreal gx = left + (availW - gridW) / 2, gy = midTop + (availH - gridH) / 2;
    l.mat = QRectF(gx - rw * 0.25, gy - rh * 0.12, gridW + rw * 0.5, gridH + rh * 0.24);
    for (int s = 0; s < 4; ++s)
        for (int r = 0; r < 13; ++r)
            l.slot[std::size_t(s)][std::size_t(r)] = QRectF(gx + r * stepX, gy + s * (rh + gapY), rw, rh);

    if (!watch)
        l.fan[0] = QRectF(W / 2 - hw, handTop, hw * 2, hh);
    if (!watch && live() && game_->handInProgress()) {
        const CardSet hand = game_->localView().hand();
        const int n = hand.size();
        const qreal step = n > 1 ? std::min(hw * std::max(0.72, shown), (handW - hw) / (n - 1)) : 0;
        const qreal total = hw + step * std::max(0, n - 1);
        qreal x = W / 2 - total / 2;
        // Sorted by suit (♠ ♥ ♦ ♣), then rank: index order of CardSet.
        for (Card c : hand) {
            l.hand.push_back({c, QRectF(x, handTop, hw, hh)});
            x += step;
        }
    }
    return l;
}

void SevensTableWidget::resizeEvent(QResizeEvent *)
{
    felt_ = QPixmap();
}

void SevensTableWidget::changeEvent(QEvent *e)
{
    QWidget::changeEvent(e);
    if (e->type() == QEvent::LanguageChange)
        update();
}

void SevensTableWidget::paintFelt(QPainter &p)
{
    paintCachedFelt(p, felt_, size(), devicePixelRatioF(), {QColor(0x2f, 0x7d, 0x4c), QColor(0x1d, 0x5c, 0x37), QColor(0x0f, 0x36, 0x20)});
}

void SevensTableWidget::drawCard(QPainter &p, const QRectF &r, std::optional<Card> face, qreal opacity)
{
    const qreal dpr = devicePixelRatioF();
    const QSize sz(int(std::round(r.width())), int(std::round(r.height())));
    const QPixmap pm = face ? CardRenderer::shared().face(*face, sz, dpr) : CardRenderer::shared().back(sz, dpr);
    // A soft shadow under the card.
    p.save();
    p.setOpacity(opacity * 0.35);
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::black);
    p.drawRoundedRect(r.translated(r.width() * 0.03, r.width() * 0.04), r.width() * 0.08, r.width() * 0.08);
    p.setOpacity(opacity);
    p.drawPixmap(QPointF(std::round(r.left()), std::round(r.top())), pm);
    p.restore();
}

bool SevensTableWidget::hidden(const QString &key) const
{
    return std::any_of(flights_.begin(), flights_.end(), [&](const Flight &f) { return f.hides == key; });
}

int SevensTableWidget::pendingFor(int seat, bool deal) const
{
    return int(std::count_if(flights_.begin(), flights_.end(),
                             [&](const Flight &f) { return deal ? f.dealSeat == seat : f.pileSeat == seat; }));
}

void SevensTableWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    paintFelt(p);
    cutNames_.clear();
    if (!live())
        return;
    layout_ = computeLayout();
    const Layout &l = layout_;
    paintRows(p, l);
    for (int pos = 1; pos < kSeats; ++pos)
        paintSeat(p, l, seatAt(pos));
    paintSeat(p, l, seatAt(0)); // the local seat; a spectator's: seat 0
    paintHand(p, l);
    paintBanner(p, l);

    // Cards in flight, on top of everything.
    const qint64 now = clock_.elapsed();
    for (const Flight &f : flights_) {
        if (now < f.start)
            continue;
        qreal t = f.duration > 0 ? std::clamp(qreal(now - f.start) / f.duration, 0.0, 1.0) : 1.0;
        t = 1 - (1 - t) * (1 - t) * (1 - t); // ease out
        const QRectF r(f.from.topLeft() + (f.to.topLeft() - f.from.topLeft()) * t,
                       f.from.size() + (f.to.size() - f.from.size()) * t);
        drawCard(p, r, f.faceUp ? std::optional<Card>(f.card) : std::nullopt);
    }
}

void SevensTableWidget::paintRows(QPainter &p, const Layout &l)
{
    // The mat under the rows.
    p.save();
    p.setPen(QPen(QColor(255, 255, 255, 40), 1.5));
    p.setBrush(QColor(0, 0, 0, 45));
    p.drawRoundedRect(l.mat, l.rowCard.width() * 0.2, l.rowCard.width() * 0.2);
    p.restore();

    const HandView v = game_->localView();
    const CardSet table = v.table();
    const CardSet mine = v.hand();
    const CardSet targets = v.finished() ? CardSet() : v.targets();
    const auto last = game_->lastMove();
    QFont f = font();
    f.setPixelSize(std::max(8, int(l.rowCard.height() * 0.2)));
    f.setBold(true);
    for (int s = 0; s < kSuits; ++s) {
        const Suit suit = Suit(s);
        const Row row = v.row(suit);
        for (int r = 1; r <= 13; ++r) {
            const QRectF slot = l.slot[std::size_t(s)][std::size_t(r - 1)];
            const Card c(suit, r);
            if (table.contains(c) && !hidden(rowKey(c))) {
                drawCard(p, slot, c);
                continue;
            }
            // An empty place: a faint outline; the 7 place shows its suit; places where a
            // card of yours would fit glow.
            p.save();
            const bool mineFits = targets.contains(c) && mine.contains(c) && v.myTurn();
            QPen pen(mineFits ? QColor(kPlayable.red(), kPlayable.green(), kPlayable.blue(), 170) : QColor(255, 255, 255, 38),
                     mineFits ? 2.0 : 1.0, mineFits ? Qt::SolidLine : Qt::DashLine);
            p.setPen(pen);
            // A dark well, so that the rank in it reads at 4.5:1 or better on the brightest felt.
            p.setBrush(QColor(0, 0, 0, r == 7 ? 80 : 60));
            p.drawRoundedRect(slot.adjusted(1, 1, -1, -1), slot.width() * 0.08, slot.width() * 0.08);
            if (r == 7) {
                // The suit's place: its sign, lightened towards white so it shows on the dark well.
                const qreal ss = slot.width() * 0.5;
                const QColor ink = CardRenderer::suitColor(suit);
                const QColor sc(ink.red() + (255 - ink.red()) * 55 / 100, ink.green() + (255 - ink.green()) * 55 / 100,
                                ink.blue() + (255 - ink.blue()) * 55 / 100);
                p.fillPath(CardRenderer::suitPath(suit, cardRectAt(slot.center(), QSizeF(ss, ss))), sc);
            } else if (slot.height() > 40 && !row.closed) { // a closed row's label says it all
                p.setPen(kRankLabel);
                p.setFont(f);
                p.drawText(slot, Qt::AlignCenter, CardRenderer::rankText(r));
            }
            p.restore();
        }
        if (row.closed) {
            // 去頭去尾: the row is closed. Its cards are dimmed and the empty side of the row
            // says so.
            const auto slotOf = [&](int rank) { return l.slot[std::size_t(s)][std::size_t(rank - 1)]; };
            p.save();
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(10, 10, 14, 95));
            const QRectF cards(slotOf(row.low).topLeft(), slotOf(row.high).bottomRight());
            p.drawRoundedRect(cards, cards.height() * 0.06, cards.height() * 0.06);
            QRectF space;
            if (row.high < 13)
                space = QRectF(slotOf(row.high + 1).topLeft(), slotOf(13).bottomRight());
            else if (row.low > 1)
                space = QRectF(slotOf(1).topLeft(), slotOf(row.low - 1).bottomRight());
            if (!space.isNull()) {
                QFont bf = font();
                bf.setBold(true);
                bf.setPixelSize(std::max(9, int(l.rowCard.height() * 0.17)));
                const QString label = tr("%1 closed").arg(CardRenderer::suitSymbol(suit));
                const qreal tw = QFontMetricsF(bf).horizontalAdvance(label) + bf.pixelSize() * 1.4;
                // Centred on the empty side, running on over the row's dimmed cards where that
                // side is too short for the words.
                const QRectF rowSpan(slotOf(1).topLeft(), slotOf(13).bottomRight());
                const qreal pw = std::min(tw, rowSpan.width());
                const qreal px = std::clamp(space.center().x() - pw / 2, rowSpan.left(), rowSpan.right() - pw);
                const QRectF pill(px, space.center().y() - bf.pixelSize() * 0.9, pw, bf.pixelSize() * 1.8);
                p.setBrush(QColor(20, 20, 24, 215));
                p.setPen(QPen(QColor(0xff, 0xc8, 0x7a), 1.2));
                p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
                p.setFont(bf);
                p.drawText(pill, Qt::AlignCenter, QFontMetricsF(bf).elidedText(label, Qt::ElideRight, pill.width() - 4));
            }
            p.restore();
        }
    }
    // The last move is marked: a played card gets a ring and the player's name.
    if (last && !last->action.isCover() && !hidden(rowKey(last->action.card))) {
        const Card c = last->action.card;
        const QRectF slot = l.slot[std::size_t(int(c.suit()))][std::size_t(c.rank() - 1)];
        p.save();
        p.setPen(QPen(kGold, std::max(2.0, slot.width() * 0.06)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(slot.adjusted(-2, -2, 2, 2), slot.width() * 0.1, slot.width() * 0.1);
        QFont tf = font();
        tf.setPixelSize(std::max(9, int(slot.height() * 0.16)));
        tf.setBold(true);
        p.setFont(tf);
        const QString who = SevensTexts::shownName(*game_, last->seat);
        const QRectF tag(slot.center().x() - slot.width(), slot.bottom() - tf.pixelSize() * 0.2, slot.width() * 2,
                         tf.pixelSize() * 1.5);
        const qreal tw = QFontMetricsF(tf).horizontalAdvance(who) + tf.pixelSize();
        const QRectF pill(tag.center().x() - tw / 2, tag.top(), tw, tag.height());
        p.setPen(Qt::NoPen);
        p.setBrush(kGold);
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        p.setPen(QColor(0x2a, 0x20, 0x05));
        p.drawText(pill, Qt::AlignCenter, who);
        p.restore();
    }
}

void SevensTableWidget::paintSeat(QPainter &p, const Layout &l, Seat s)
{
    const HandView v = game_->localView();
    const bool inPlay = game_->handInProgress();
    const bool turn = inPlay && v.toMove() == s;
    const int pos = posOf(s);
    const QRectF plaque = l.plaque[std::size_t(pos)];
    const auto last = game_->lastMove();
    const bool lastHere = last && last->seat == s;
    // The top seat, and a spectator's bottom one: wide and low, the figures in a second column.
    const bool wide = pos == 2 || (pos == 0 && watching());

    p.save();
    if (turn) {
        // A glow around whoever is to move.
        for (int i = 4; i >= 1; --i) {
            p.setPen(QPen(QColor(kGold.red(), kGold.green(), kGold.blue(), 40 * (5 - i)), i * 3.0));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(plaque, 12, 12);
        }
    }
    QLinearGradient g(plaque.topLeft(), plaque.bottomLeft());
    g.setColorAt(0, QColor(12, 30, 20, 215));
    g.setColorAt(1, QColor(6, 18, 12, 215));
    p.setBrush(g);
    p.setPen(QPen(turn ? kGold : QColor(255, 255, 255, 50), turn ? 2.5 : 1));
    p.drawRoundedRect(plaque, 12, 12);

    const qreal unit = l.unit;
    QFont nameFont = font();
    nameFont.setPixelSize(int(unit * 1.15));
    nameFont.setBold(true);
    QFont small = font();
    small.setPixelSize(int(unit * 0.85));
    const qreal pad = unit * 0.6;
    QRectF text = plaque.adjusted(pad, pad * 0.6, -pad, -pad);
    if (wide)
        text.setBottom(plaque.bottom() - pad * 0.5);
    else if (pos != 0 && inPlay)
        text.setBottom(l.fan[std::size_t(pos)].top() - coverStep(kSeats * 13) - unit * 1.4); // above the fan and the pile's label

    p.setPen(turn ? kGold : QColor(0xf4, 0xf1, 0xe8));
    // The name whole (up to 20 characters): smaller, then on two lines; the top plaque keeps
    // its right half for the figures.
    const QString name = SevensTexts::shownName(*game_, s);
    const qreal nameW = wide ? text.width() * 0.5 - pad : text.width();
    const FittedText nameText = fitText(name, nameFont, nameW, 0.6, 2);
    if (!nameText.whole)
        cutNames_ << name;
    const qreal lineH = QFontMetricsF(nameFont).height();
    qreal y = text.top() + drawFitted(p, QRectF(text.left(), text.top(), nameW, nameText.height), nameText, Qt::AlignLeft);
    const qreal smallH = QFontMetricsF(small).height();
    p.setFont(small);
    p.setPen(QColor(0xc8, 0xd8, 0xcc));
    const auto line = [&](const QString &t, const QColor &c = QColor(0xc8, 0xd8, 0xcc)) {
        if (y + smallH > text.bottom() + 1)
            return; // a short plaque shows what fits; the accessible description has it all
        p.setPen(c);
        p.drawText(QRectF(text.left(), y, text.width(), smallH), Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(small).elidedText(t, Qt::ElideRight, text.width()));
        y += smallH;
    };
    // Who sits here (role, kind) gives way first when the plaque is short (large text on a
    // small window): the figures below matter more during play.
    const int room = int((text.bottom() + 1 - y) / smallH);
    const int figures = inPlay ? 4 : 1;
    const bool showKind = !own(pos) || game_->seatKind(s) != QLatin1String("person");
    const int who = wide ? 0 : std::clamp(room - figures, 0, showKind ? 2 : 1);
    if (wide || who >= 1)
        line(roleText(pos));
    if (showKind && (wide || who >= 2))
        line(Texts::kindName(game_->seatKind(s)));
    if (wide) {
        // The top plaque is wide and low: the figures go in a second column.
        text.setLeft(text.left() + text.width() * 0.5);
        y = text.top() + (lineH - smallH) / 2;
    }
    // A debt shows in red as well as by its minus sign.
    line(tr("Balance %1").arg(Texts::money(game_->balance(s))),
         game_->balance(s) < 0 ? QColor(0xff, 0x9a, 0x8f) : QColor(0xff, 0xe3, 0x9a));
    if (inPlay) {
        const int cards = v.handCount(s) ;
        const int covers = v.coverCount(s);
        line(tr("Cards left: %1").arg(cards));
        line(tr("Covered: %1").arg(covers));
        if (turn && own(pos) && game_->secondsLeft() >= 0)
            line(tr("Your move: %1 s left").arg(game_->secondsLeft()), kGold);
        else if (turn)
            line(own(pos) ? tr("Your move") : tr("Thinking…"), kGold);
        else if (lastHere)
            line(last->action.isCover() ? tr("Last: covered a card") : tr("Last: played %1").arg(SevensTexts::cardName(last->action.card)),
                 QColor(0xe8, 0xe8, 0xe8));
    }
    p.restore();

    if (!inPlay || own(pos)) {
        if (own(pos) && inPlay) {
            // Your covered cards, face up for you only.
            const CardSet mine = v.myCovered();
            const QRectF area = l.myCovered;
            p.save();
            p.setPen(QPen(QColor(255, 255, 255, 50), 1));
            p.setBrush(QColor(6, 18, 12, 160));
            p.drawRoundedRect(area, 12, 12);
            QFont tf = font();
            tf.setPixelSize(int(unit * 0.85));
            p.setFont(tf);
            p.setPen(QColor(0xc8, 0xd8, 0xcc));
            const QRectF title(area.left() + pad, area.top() + pad * 0.4, area.width() - 2 * pad, smallH);
            p.drawText(title, Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetricsF(tf).elidedText(tr("Your covered cards"), Qt::ElideRight, title.width()));
            if (!mine.empty()) {
                p.setPen(QColor(0xff, 0xb4, 0xa8));
                p.drawText(QRectF(title.left(), area.bottom() - smallH - pad * 0.4, title.width(), smallH),
                           Qt::AlignRight | Qt::AlignVCenter, tr("%1 points").arg(mine.points()));
            }
            p.restore();
            const QSizeF cs = l.coverCard;
            int i = 0;
            const int n = mine.size();
            const qreal availW = area.width() - 2 * pad - cs.width();
            const qreal step = n > 1 ? std::min(cs.width() * 0.55, availW / (n - 1)) : 0;
            const int shown = n - pendingFor(s, false);
            for (Card c : mine) {
                if (i >= shown)
                    break;
                drawCard(p, QRectF(area.left() + pad + i * step, title.bottom() + pad * 0.4, cs.width(), cs.height()), c);
                ++i;
            }
            if (n == 0) {
                p.save();
                p.setFont(small);
                p.setPen(QColor(0xc8, 0xd8, 0xcc)); // 4.5:1 at least on the plaque
                p.drawText(area.adjusted(pad, smallH + pad, -pad, -pad), Qt::AlignCenter | Qt::TextWordWrap,
                           tr("None yet — stay clear!"));
                p.restore();
            }
        }
        return;
    }

    // The opponent's hand: face-down cards (face up in a replay showing every hand), and the
    // cover pile with its count.
    const OpenSeat &open = open_[std::size_t(s)];
    std::vector<Card> faces;
    if (open.shown)
        for (Card c : open.hand)
            faces.push_back(c);
    const int cards = open.shown ? int(faces.size()) : std::max(0, v.handCount(s) - pendingFor(s, true));
    const QRectF fan = l.fan[std::size_t(pos)];
    const QSizeF sc = l.smallCard;
    if (open.shown) {
        // Face up, each card's corner must show: where one row would hide it, two rows, the
        // first half raised behind the second (into the room kept above the fan for the pile).
        const bool crowded = cards > 1 && (fan.width() - sc.width()) / (cards - 1) < sc.width() * 0.3;
        const int back = crowded ? (cards + 1) / 2 : 0;
        const auto row = [&](int from, int n, qreal top) {
            const qreal step = n > 1 ? std::min(sc.width() * 0.42, (fan.width() - sc.width()) / (n - 1)) : 0;
            for (int i = 0; i < n; ++i)
                drawCard(p, QRectF(fan.left() + i * step, top, sc.width(), sc.height()), faces[std::size_t(from + i)]);
        };
        row(0, back, fan.top() - sc.height() * 0.4);
        row(back, cards - back, fan.top());
    } else {
        const qreal step = cards > 1 ? std::min(sc.width() * 0.35, (fan.width() - sc.width()) / (cards - 1)) : 0;
        for (int i = 0; i < cards; ++i)
            drawCard(p, QRectF(fan.left() + i * step, fan.top(), sc.width(), sc.height()), std::nullopt);
    }

    const QRectF pile = l.pile[std::size_t(pos)];
    const int covers = v.coverCount(s) - pendingFor(s, false);
    p.save();
    p.setPen(QPen(QColor(255, 255, 255, 60), 1, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    const QRectF base(pile.left(), pile.top(), sc.width(), sc.height());
    p.drawRoundedRect(base, sc.width() * 0.1, sc.width() * 0.1);
    p.restore();
    std::vector<Card> coveredFaces;
    if (open.shown)
        for (Card c : open.covered)
            coveredFaces.push_back(c);
    for (int i = 0; i < covers; ++i)
        drawCard(p, base.translated(coverStep(i), -coverStep(i)),
                 i < int(coveredFaces.size()) ? std::optional<Card>(coveredFaces[std::size_t(i)]) : std::nullopt);
    if (lastHere && last->action.isCover() && covers > 0) {
        p.save();
        p.setPen(QPen(kGold, 2.5));
        p.setBrush(Qt::NoBrush);
        const QRectF top = base.translated(coverStep(covers - 1), -coverStep(covers - 1));
        p.drawRoundedRect(top.adjusted(-2, -2, 2, 2), 5, 5);
        p.restore();
    }
    // The count badge.
    p.save();
    QFont bf = font();
    bf.setBold(true);
    bf.setPixelSize(int(unit * 0.9));
    p.setFont(bf);
    const QRectF badge(base.right() - unit * 0.2, base.top() - unit * 0.2, unit * 1.7, unit * 1.4);
    p.setPen(Qt::NoPen);
    p.setBrush(covers > 0 ? QColor(0xb7, 0x3a, 0x2e) : QColor(80, 80, 80, 200));
    p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
    p.setPen(Qt::white);
    p.drawText(badge, Qt::AlignCenter, QString::number(std::max(0, covers)));
    QFont lf = small;
    lf.setPixelSize(int(unit * 0.75));
    p.setFont(lf);
    p.setPen(QColor(0xc8, 0xd8, 0xcc));
    if (!wide)
        p.drawText(QRectF(pile.left(), pile.top() - coverStep(kSeats * 13) - unit * 1.3, pile.width() + unit, unit * 1.2),
                   Qt::AlignLeft | Qt::AlignBottom,
                   tr("Covered"));
    p.restore();
}

void SevensTableWidget::setOpenHands(const std::array<OpenSeat, 4> &seats)
{
    open_ = seats;
    update();
}

void SevensTableWidget::paintHand(QPainter &p, const Layout &l)
{
    if (!game_->handInProgress())
        return;
    const HandView v = game_->localView();
    const CardSet playable = v.playable();
    const bool myTurn = v.myTurn();
    const bool coverMode = myTurn && playable.empty();
    const qreal raise = l.handCard.height() * 0.16;
    // The width of each card's visible strip in the fanned hand: the analysis' figures fit in it.
    const qreal strip = l.hand.size() > 1 ? l.hand[1].second.left() - l.hand[0].second.left() : l.handCard.width();
    for (const auto &[c, r0] : l.hand) {
        if (hidden(handKey(c)))
            continue;
        QRectF r = r0;
        const bool lit = myTurn && (playable.contains(c) || coverMode);
        if (lit && playable.contains(c))
            r.translate(0, -raise * 0.6);
        if (hover_ == c && lit)
            r.translate(0, -raise * 0.4);
        if (focus_ == c)
            r.translate(0, -raise * 0.25);
        drawCard(p, r, c, 1.0);
        if (myTurn && !lit) {
            // A card that cannot go now stays down, its lower part in shade; the index and
            // the face above keep their colours (the playable ones rise into the light).
            p.save();
            QLinearGradient shade(r.topLeft(), r.bottomLeft());
            shade.setColorAt(0.0, QColor(0, 0, 0, 0));
            shade.setColorAt(0.45, QColor(0, 0, 0, 0));
            shade.setColorAt(1.0, QColor(10, 30, 18, 120));
            QPainterPath card;
            card.addRoundedRect(r, r.width() * 0.08, r.width() * 0.08);
            p.fillPath(card, shade);
            p.restore();
        }
        if (lit) {
            p.save();
            const QColor glow = coverMode ? kCoverMode : kPlayable;
            p.setPen(QPen(glow, std::max(2.0, r.width() * 0.035)));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-1, -1, 1, 1), r.width() * 0.09, r.width() * 0.09);
            p.restore();
        }
        if (focus_ == c) {
            p.save();
            p.setPen(QPen(Qt::white, 2, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), r.width() * 0.1, r.width() * 0.1);
            p.restore();
        }
        // Estimates compare choices: a lone legal card gets the plain Hint tag. The tags sit
        // on the card's visible strip below its index, clear of the banner above the hand.
        const bool estimates = analysis_.size() > 1;
        if (hint_ && estimates) {
            // The analysis: every legal card's estimate over its visible strip (the hinted
            // card's in the hint's blue).
            for (const ExpertPlayer::Estimate &e : analysis_)
                if (e.action.card == c) {
                    p.save();
                    const QString t = Texts::signedEstimate(e.mean);
                    QFont ef = font();
                    ef.setBold(true);
                    int px = std::max(9, int(r.width() * 0.14));
                    for (ef.setPixelSize(px); px > 8; ef.setPixelSize(--px))
                        if (QFontMetricsF(ef).horizontalAdvance(t) + px * 0.6 <= strip - 3)
                            break;
                    p.setFont(ef);
                    const qreal w = std::min(QFontMetricsF(ef).horizontalAdvance(t) + px * 0.6, std::max(strip - 3, 10.0));
                    const QRectF tag(r.left() + 1, r.top() + r.height() * 0.5, w, px * 1.45);
                    const bool best = hint_ == c;
                    p.setPen(Qt::NoPen);
                    p.setBrush(best ? QColor(0x2e, 0x8b, 0xff) : QColor(10, 30, 18, 210));
                    p.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2);
                    p.setPen(best ? QColor(Qt::white) : e.mean < 0 ? QColor(0xff, 0xa0, 0x90) : QColor(0xc8, 0xf0, 0xc0));
                    p.drawText(tag, Qt::AlignCenter, t);
                    p.restore();
                }
        }
        if (hint_ == c && estimates) {
            p.save();
            p.setPen(QPen(QColor(0x2e, 0x8b, 0xff), 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), r.width() * 0.1, r.width() * 0.1);
            p.restore();
        } else if (hint_ == c) {
            p.save();
            QFont hf = font();
            hf.setBold(true);
            hf.setPixelSize(std::max(10, int(r.width() * 0.16)));
            p.setFont(hf);
            const qreal tw = std::min(r.width() * 0.8, std::max(strip - 4, r.width() * 0.4));
            const QRectF tag(r.left() + 2, r.top() + r.height() * 0.5, tw, hf.pixelSize() * 1.5);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0x2e, 0x8b, 0xff));
            p.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2);
            p.setPen(Qt::white);
            p.drawText(tag, Qt::AlignCenter, tr("Hint"));
            p.setPen(QPen(QColor(0x2e, 0x8b, 0xff), 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), r.width() * 0.1, r.width() * 0.1);
            p.restore();
        }
    }
}

QString SevensTableWidget::bannerText() const
{
    if (!message_.isEmpty())
        return message_;
    if (!live())
        return {};
    if (!game_->handInProgress())
        return game_->isMatchFinished() ? tr("The match is over.") : tr("The hand is over.");
    const HandView v = game_->localView();
    if (v.myTurn()) {
        if (v.turn() == 0)
            return tr("You hold 7\u2660: open the hand with it.");
        if (v.playable().empty())
            return game_->secondsLeft() >= 0
                ? tr("No card fits: click a card to cover it (%1 s).").arg(game_->secondsLeft())
                : tr("No card fits: click a card to cover it.");
        if (game_->secondsLeft() >= 0)
            return tr("Your turn: play one of the highlighted cards (%1 s).").arg(game_->secondsLeft());
        return tr("Your turn: play one of the highlighted cards.");
    }
    return tr("%1 (%2) is to move…").arg(SevensTexts::shownName(*game_, v.toMove()), roleText(posOf(v.toMove())));
}

void SevensTableWidget::paintBanner(QPainter &p, const Layout &l)
{
    const QString text = bannerText();
    if (text.isEmpty())
        return;
    const HandView v = game_->localView();
    const bool myTurn = game_->handInProgress() && v.myTurn();
    const bool cover = myTurn && v.playable().empty();
    p.save();
    QFont f = font();
    f.setPixelSize(int(l.banner.height() * 0.48));
    f.setBold(myTurn || messageIsError_);
    // A long message is never cut off: a smaller font first, then two lines.
    const qreal room = l.banner.width() - l.banner.height() * 1.4;
    int flags = Qt::AlignCenter;
    if (QFontMetricsF(f).horizontalAdvance(text) > room) {
        f.setPixelSize(int(l.banner.height() * 0.4));
        if (QFontMetricsF(f).horizontalAdvance(text) > room) {
            f.setPixelSize(int(l.banner.height() * 0.34));
            flags |= Qt::TextWordWrap;
        }
    }
    p.setFont(f);
    const qreal tw = std::min(l.banner.width(), QFontMetricsF(f).horizontalAdvance(text) + l.banner.height() * 1.4);
    const QRectF r(l.banner.center().x() - tw / 2, l.banner.top(), tw, l.banner.height());
    QColor bg = messageIsError_ && !message_.isEmpty() ? QColor(0x8e, 0x24, 0x1d, 230)
        : cover                                         ? QColor(0x1d, 0x4f, 0x7a, 235)
        : myTurn                                        ? QColor(0x6b, 0x50, 0x0c, 235)
                                                        : QColor(0, 0, 0, 150);
    p.setPen(Qt::NoPen);
    p.setBrush(bg);
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2);
    p.setPen(Qt::white);
    p.drawText(r.adjusted(r.height() * 0.5, 0, -r.height() * 0.5, 0), flags, text);
    p.restore();
}

std::optional<Card> SevensTableWidget::cardAt(QPointF pos) const
{
    const Layout l = computeLayout();
    const qreal raise = l.handCard.height() * 0.16;
    for (auto it = l.hand.rbegin(); it != l.hand.rend(); ++it) {
        QRectF r = it->second;
        r.setTop(r.top() - raise);
        if (r.contains(pos))
            return it->first;
    }
    return std::nullopt;
}

QRectF SevensTableWidget::handCardRect(Card c) const
{
    const Layout l = computeLayout();
    for (const auto &[card, r] : l.hand)
        if (card == c) {
            // The visible part: the card's left strip unless it is the last one.
            return r;
        }
    return {};
}

QRectF SevensTableWidget::boardSlotRect(Card c) const
{
    return computeLayout().slot[std::size_t(int(c.suit()))][std::size_t(c.rank() - 1)];
}

void SevensTableWidget::showMessage(const QString &text, bool error)
{
    setMessage(text, error);
}

void SevensTableWidget::setMessage(const QString &text, bool error, bool untilDecided)
{
    message_ = text;
    messageIsError_ = error;
    messageIsHint_ = untilDecided;
    if (untilDecided)
        messageTimer_.stop(); // cleared with the hint, when the decision is gone
    else
        messageTimer_.start(error ? 4000 : 3000);
    emit message(text);
    update();
    announce();
}

void SevensTableWidget::clearMessage()
{
    message_.clear();
    update();
}

void SevensTableWidget::act(Card c)
{
    if (!(live() && game_->handInProgress()))
        return;
    const HandView v = game_->localView();
    if (!v.myTurn()) {
        setMessage(SevensTexts::refusal(MoveError::NotYourTurn, Action::play(c), v), true);
        return;
    }
    const Action a = v.playable().empty() ? Action::cover(c) : Action::play(c);
    const MoveError e = game_->submitLocal(a);
    if (e != MoveError::None) {
        setMessage(SevensTexts::refusal(e, a, v), true);
        return;
    }
    message_.clear();
    hint_.reset();
    analysis_.clear();
}

std::vector<ExpertPlayer::Estimate> SevensTableWidget::analyse(const HandView &view, const Rules &rules)
{
    ExpertPlayer::Options o;
    o.playouts = 4000; // about 40 ms on this machine; the estimates' errors stay near 0.1 注
    o.ms = 0;
    const std::uint64_t seed = view.hand().bits() * 0x9E3779B97F4A7C15ULL ^ std::uint64_t(view.turn());
    ExpertPlayer expert(rules, seed, o);
    return expert.analyse(view);
}

bool SevensTableWidget::hintStillAsked() const
{
    return live() && game_->handInProgress() && game_->localView().myTurn() && game_->localView().turn() == hintTurn_
        && game_->localView().hand() == hintHand_;
}

void SevensTableWidget::showHint()
{
    analysis_.clear();
    hint_.reset();
    const bool asked = live() && game_->handInProgress() && game_->localView().myTurn();
    if (!asked) {
        setMessage(tr("A hint is available on your turn."), false);
        return;
    }
    // The expert thinks on a worker (about 0.1 s) from a copy of what the seat knows; its
    // answer is shown only if the same decision is still open when it comes.
    const HandView v = game_->localView();
    hintTurn_ = v.turn();
    hintHand_ = v.hand();
    const SeatKnowledge known = v.knowledge();
    const Rules rules = game_->rules();
    hintWatcher_.setFuture(QtConcurrent::run([known, rules] {
        session::yieldToEventLoops();
        const std::optional<HandState> mirror = HandState::mirror(known);
        return mirror ? analyse(HandView(*mirror, known.seat), rules) : std::vector<ExpertPlayer::Estimate> {};
    }));
}

void SevensTableWidget::applyHint()
{
    if (!hintStillAsked())
        return;
    const HandView v = game_->localView();
    analysis_ = hintWatcher_.result();
    if (analysis_.empty())
        return;
    const Action best = analysis_.front().action;
    hint_ = best.card;
    focus_ = best.card;
    QString text = SevensTexts::hint(best, v);
    if (analysis_.size() > 1) {
        const ExpertPlayer::Estimate &next = analysis_[1];
        text += QLatin1Char(' ')
                + tr("Expected: %1 bets; the next best, %2: %3 bets.")
                      .arg(Texts::signedEstimate(analysis_.front().mean), SevensTexts::cardName(next.action.card),
                           Texts::signedEstimate(next.mean));
    }
    setMessage(text, false, true);
}

void SevensTableWidget::mousePressEvent(QMouseEvent *e)
{
    if (e->button() != Qt::LeftButton)
        return;
    setFocus();
    if (const auto c = cardAt(e->position())) {
        focus_ = c;
        act(*c);
    }
}

void SevensTableWidget::mouseMoveEvent(QMouseEvent *e)
{
    const auto c = cardAt(e->position());
    if (c != hover_) {
        hover_ = c;
        setCursor(c ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
}

void SevensTableWidget::leaveEvent(QEvent *)
{
    hover_.reset();
    update();
}

int SevensTableWidget::focusIndex() const
{
    if (!(live() && game_->handInProgress()) || !focus_)
        return -1;
    int i = 0;
    for (Card c : game_->localView().hand()) {
        if (c == *focus_)
            return i;
        ++i;
    }
    return -1;
}

void SevensTableWidget::keyPressEvent(QKeyEvent *e)
{
    if (!(live() && game_->handInProgress())) {
        QWidget::keyPressEvent(e);
        return;
    }
    const CardSet hand = game_->localView().hand();
    const int n = hand.size();
    if (n == 0)
        return;
    int i = focusIndex();
    // The arrows walk the cards one can choose now: the playable ones when there are any, else
    // (covering, or waiting) every card.
    const CardSet playable = game_->localView().playable();
    const CardSet choices = playable.empty() ? hand : playable;
    const auto walk = [&](int from, int dir) {
        for (int k = 1; k <= n; ++k) {
            const Card c = hand.nth(((from + dir * k) % n + n) % n);
            if (choices.contains(c))
                return c;
        }
        return hand.nth(0);
    };
    switch (e->key()) {
    case Qt::Key_Left: focus_ = walk(i < 0 ? n : i, -1); break;
    case Qt::Key_Right: focus_ = walk(i < 0 ? -1 : i, 1); break;
    case Qt::Key_Up:
    case Qt::Key_Tab: {
        // Jump to the next playable card.
        for (int k = 1; k <= n; ++k) {
            const Card c = hand.nth((std::max(i, 0) + k) % n);
            if (playable.contains(c)) {
                focus_ = c;
                break;
            }
        }
        break;
    }
    case Qt::Key_Home: focus_ = hand.nth(0); break;
    case Qt::Key_End: focus_ = hand.nth(n - 1); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (focus_)
            act(*focus_);
        else
            setMessage(tr("Choose a card with the arrow keys first."), false);
        break;
    case Qt::Key_H: showHint(); break;
    default: QWidget::keyPressEvent(e); return;
    }
    update();
    announce();
}

void SevensTableWidget::onMoveMade(const MoveRecord &m)
{
    const int d = moveDuration();
    if (d == 0 || !isVisible()) {
        update();
        return;
    }
    // layout_ is still the picture from before the move.
    const Layout &before = layout_;
    Flight f;
    f.card = m.action.card;
    f.start = clock_.elapsed();
    f.duration = d;
    const int pos = posOf(m.seat);
    if (own(pos)) {
        f.from = QRectF();
        for (const auto &[c, r] : before.hand)
            if (c == m.action.card)
                f.from = r;
        if (f.from.isNull())
            f.from = before.fan[0];
    } else {
        const QRectF fan = before.fan[std::size_t(pos)];
        f.from = cardRectAt(fan.center(), before.smallCard);
    }
    if (m.action.isCover()) {
        f.faceUp = own(pos);
        const int have = game_->localView().coverCount(m.seat) - 1;
        if (own(pos)) {
            const QSizeF cs = before.coverCard;
            f.to = QRectF(before.myCovered.center().x() - cs.width() / 2, before.myCovered.center().y() - cs.height() / 3,
                          cs.width(), cs.height());
        } else {
            f.to = QRectF(before.pile[std::size_t(pos)].topLeft() + QPointF(coverStep(have), -coverStep(have)), before.smallCard);
        }
        f.pileSeat = m.seat;
    } else {
        f.faceUp = true;
        f.to = before.slot[std::size_t(int(m.action.card.suit()))][std::size_t(m.action.card.rank() - 1)];
        f.hides = rowKey(m.action.card);
    }
    flights_.push_back(f);
    if (!animTimer_.isActive())
        animTimer_.start();
    update();
}

void SevensTableWidget::onHandStarted()
{
    flights_.clear();
    hint_.reset();
    analysis_.clear();
    focus_.reset();
    message_.clear();
    const int d = moveDuration();
    if (d == 0 || !isVisible() || !live() || !game_->handInProgress()) {
        update();
        return;
    }
    // Dealing: the cards fly from the middle of the table to the four seats in turn.
    const Layout l = computeLayout();
    const qint64 now = clock_.elapsed();
    const int stagger = std::max(6, d / 14);
    const QRectF deck = cardRectAt(l.mat.center(), l.smallCard);
    std::vector<std::pair<Card, QRectF>> hand = l.hand;
    for (int i = 0; i < 13; ++i) {
        for (int pos = 0; pos < kSeats; ++pos) {
            Flight f;
            f.start = now + (i * 4 + pos) * stagger;
            f.duration = d;
            f.from = deck;
            if (pos == 0 && i < int(hand.size())) {
                f.card = hand[std::size_t(i)].first;
                f.to = hand[std::size_t(i)].second;
                f.faceUp = true;
                f.hides = handKey(f.card);
            } else {
                f.faceUp = false;
                const QRectF fan = l.fan[std::size_t(pos)];
                f.to = QRectF(fan.left() + i * std::min(l.smallCard.width() * 0.35, (fan.width() - l.smallCard.width()) / 12),
                              fan.top(), l.smallCard.width(), l.smallCard.height());
                f.dealSeat = seatAt(pos);
            }
            flights_.push_back(f);
        }
    }
    animTimer_.start();
    update();
}

void SevensTableWidget::tick()
{
    const qint64 now = clock_.elapsed();
    flights_.erase(std::remove_if(flights_.begin(), flights_.end(),
                                  [now](const Flight &f) { return now >= f.start + f.duration; }),
                   flights_.end());
    if (flights_.empty())
        animTimer_.stop();
    update();
}

// --- Accessibility -------------------------------------------------------------------
// The table is drawn, not built of widgets, so it describes itself (ui/kit/drawn_accessible.h):
// one accessible child per card in the hand (pressable), per seat, per row and the banner.

QString SevensTableWidget::accessibleTableName() const
{
    return tr("Sevens table");
}

QString SevensTableWidget::spokenCardName(Card c)
{
    QString rank;
    switch (c.rank()) {
    case 1: rank = tr("Ace"); break;
    case 11: rank = tr("Jack"); break;
    case 12: rank = tr("Queen"); break;
    case 13: rank = tr("King"); break;
    default: rank = QString::number(c.rank());
    }
    QString suit;
    switch (c.suit()) {
    case Suit::Spades: suit = tr("spades"); break;
    case Suit::Hearts: suit = tr("hearts"); break;
    case Suit::Diamonds: suit = tr("diamonds"); break;
    case Suit::Clubs: suit = tr("clubs"); break;
    }
    return tr("%1 of %2", "a card: rank of suit").arg(rank, suit);
}

QString SevensTableWidget::seatDescription(int pos) const
{
    const Seat s = seatAt(pos);
    const HandView v = game_->localView();
    QStringList parts {roleText(pos), Texts::kindName(game_->seatKind(s)),
                       tr("Balance %1").arg(Texts::money(game_->balance(s)))};
    if (game_->handInProgress()) {
        parts << tr("Cards left: %1").arg(v.handCount(s)) << tr("Covered: %1").arg(v.coverCount(s));
        if (v.toMove() == s)
            parts << (own(pos) ? tr("Your move") : tr("Thinking…"));
    }
    return parts.join(QStringLiteral(" · "));
}

std::vector<AccessibleItem> SevensTableWidget::accessibleItems() const
{
    std::vector<AccessibleItem> items;
    if (!live())
        return items;
    const Layout l = computeLayout();
    const HandView v = game_->localView();
    const bool inPlay = game_->handInProgress();
    {
        AccessibleItem b;
        b.key = QStringLiteral("banner");
        b.role = QAccessible::StatusBar;
        b.name = bannerText();
        b.live = true;
        b.rect = l.banner;
        items.push_back(b);
    }
    for (int pos = 0; pos < kSeats; ++pos) {
        AccessibleItem it;
        it.key = QStringLiteral("seat:%1").arg(pos);
        it.role = QAccessible::Grouping;
        it.name = game_->seatName(seatAt(pos));
        it.description = seatDescription(pos);
        it.rect = l.plaque[std::size_t(pos)];
        items.push_back(it);
    }
    if (inPlay && !watching()) {
        const CardSet mine = v.myCovered();
        AccessibleItem it;
        it.key = QStringLiteral("covered");
        it.role = QAccessible::StaticText;
        it.name = tr("Your covered cards");
        QStringList cards;
        for (Card c : mine)
            cards << spokenCardName(c);
        it.description = mine.empty() ? tr("None yet — stay clear!")
                                      : tr("%1; %2 points").arg(cards.join(QStringLiteral(", "))).arg(mine.points());
        it.rect = l.myCovered;
        items.push_back(it);
    }
    for (int s = 0; s < kSuits; ++s) {
        const Suit suit = Suit(s);
        const Row row = v.row(suit);
        AccessibleItem it;
        it.key = QStringLiteral("row:%1").arg(s);
        it.role = QAccessible::Row;
        it.name = tr("%1 row").arg(CardRenderer::suitSymbol(suit));
        if (!row.opened())
            it.description = tr("Empty: it opens with %1.").arg(spokenCardName(Card(suit, 7)));
        else
            it.description = tr("From %1 to %2").arg(spokenCardName(Card(suit, row.low)), spokenCardName(Card(suit, row.high)))
                + (row.closed ? QStringLiteral(" · ") + tr("%1 closed").arg(CardRenderer::suitSymbol(suit)) : QString());
        it.rect = QRectF(l.slot[std::size_t(s)][0].topLeft(), l.slot[std::size_t(s)][12].bottomRight());
        items.push_back(it);
    }
    if (inPlay) {
        const CardSet playable = v.playable();
        const bool myTurn = v.myTurn();
        const bool coverMode = myTurn && playable.empty();
        for (std::size_t i = 0; i < l.hand.size(); ++i) {
            const auto &[c, r] = l.hand[i];
            AccessibleItem it;
            it.key = QStringLiteral("hand:%1").arg(c.index());
            it.role = QAccessible::ListItem;
            it.name = spokenCardName(c);
            it.description = !myTurn           ? tr("In your hand")
                : coverMode                    ? tr("No card fits: this one can be covered")
                : playable.contains(c)         ? tr("Can be played now")
                                               : tr("Cannot be played now");
            // The visible part: up to the next card.
            it.rect = i + 1 < l.hand.size() ? QRectF(r.topLeft(), QPointF(l.hand[i + 1].second.left(), r.bottom())) : r;
            it.selectable = true;
            it.focused = focus_ == c;
            it.pressable = myTurn;
            items.push_back(it);
        }
    }
    return items;
}

void SevensTableWidget::pressAccessible(const QString &key)
{
    for (const AccessibleItem &it : accessibleItems())
        if (it.key == key && it.pressable && key.startsWith(QLatin1String("hand:"))) {
            const Card c = Card::fromIndex(key.mid(5).toInt());
            focus_ = c;
            act(c);
            update();
            return;
        }
}

} // namespace ui
} // namespace qixing
