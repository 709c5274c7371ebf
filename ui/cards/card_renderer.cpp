// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/cards/card_renderer.h"

#include <QDir>
#include <QFileInfo>
#include <QLinearGradient>
#include <QPainter>
#include <QRadialGradient>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>
#include <optional>

namespace qixing {
namespace ui {

using sevens::Card;
using sevens::Suit;

CardRenderer &CardRenderer::shared()
{
    static CardRenderer r;
    return r;
}

CardRenderer::CardRenderer() = default;
CardRenderer::~CardRenderer() = default;

QColor CardRenderer::suitColor(Suit s)
{
    if (shared().fourColourShown()) {
        switch (s) {
        case Suit::Spades: return QColor(0x1b, 0x1e, 0x24);
        case Suit::Hearts: return QColor(0xc4, 0x1e, 0x2a);
        case Suit::Diamonds: return QColor(0x1f, 0x5f, 0xc4);
        case Suit::Clubs: return QColor(0x1d, 0x7a, 0x35);
        }
    }
    return isRed(s) ? QColor(0xc4, 0x1e, 0x2a) : QColor(0x1b, 0x1e, 0x24);
}

QString CardRenderer::rankText(int rank)
{
    switch (rank) {
    case 1: return QStringLiteral("A");
    case 11: return QStringLiteral("J");
    case 12: return QStringLiteral("Q");
    case 13: return QStringLiteral("K");
    default: return QString::number(rank);
    }
}

QString CardRenderer::suitSymbol(Suit s)
{
    static const QString symbols[] = {QStringLiteral("\u2660"), QStringLiteral("\u2665"), QStringLiteral("\u2666"),
                                      QStringLiteral("\u2663")};
    return symbols[int(s)];
}

QString CardRenderer::cardText(Card c)
{
    return rankText(c.rank()) + suitSymbol(c.suit());
}

QString CardRenderer::kdeElementId(Card c)
{
    static const char *const suits[] = {"spade", "heart", "diamond", "club"};
    static const char *const courts[] = {"jack", "queen", "king"};
    const QString rank = c.rank() > 10 ? QLatin1String(courts[c.rank() - 11]) : QString::number(c.rank());
    return rank + QLatin1Char('_') + QLatin1String(suits[int(c.suit())]);
}

QPainterPath CardRenderer::suitPath(Suit s, const QRectF &box)
{
    // Designed in a 100 × 100 square, then scaled into the box.
    QPainterPath p;
    p.setFillRule(Qt::WindingFill);
    switch (s) {
    case Suit::Hearts:
        p.moveTo(50, 96);
        p.cubicTo(38, 80, 2, 60, 2, 32);
        p.cubicTo(2, 12, 18, 4, 29, 4);
        p.cubicTo(40, 4, 47, 12, 50, 22);
        p.cubicTo(53, 12, 60, 4, 71, 4);
        p.cubicTo(82, 4, 98, 12, 98, 32);
        p.cubicTo(98, 60, 62, 80, 50, 96);
        p.closeSubpath();
        break;
    case Suit::Diamonds:
        p.moveTo(50, 2);
        p.quadTo(68, 30, 88, 50);
        p.quadTo(68, 70, 50, 98);
        p.quadTo(32, 70, 12, 50);
        p.quadTo(32, 30, 50, 2);
        p.closeSubpath();
        break;
    case Suit::Spades:
        p.moveTo(50, 2);
        p.cubicTo(62, 22, 97, 38, 97, 60);
        p.cubicTo(97, 76, 84, 82, 74, 82);
        p.cubicTo(64, 82, 57, 76, 54, 70);
        p.quadTo(56, 88, 68, 98);
        p.lineTo(32, 98);
        p.quadTo(44, 88, 46, 70);
        p.cubicTo(43, 76, 36, 82, 26, 82);
        p.cubicTo(16, 82, 3, 76, 3, 60);
        p.cubicTo(3, 38, 38, 22, 50, 2);
        p.closeSubpath();
        break;
    case Suit::Clubs:
        p.addEllipse(QPointF(50, 27), 22, 22);
        p.addEllipse(QPointF(26, 58), 22, 22);
        p.addEllipse(QPointF(74, 58), 22, 22);
        p.addRect(QRectF(40, 40, 20, 24));
        {
            QPainterPath stem;
            stem.moveTo(46, 60);
            stem.quadTo(45, 86, 32, 98);
            stem.lineTo(68, 98);
            stem.quadTo(55, 86, 54, 60);
            stem.closeSubpath();
            p.addPath(stem);
        }
        break;
    }
    const qreal side = std::min(box.width(), box.height());
    QTransform t;
    t.translate(box.center().x() - side / 2, box.center().y() - side / 2);
    t.scale(side / 100.0, side / 100.0);
    return t.map(p.simplified());
}

namespace {

void drawPip(QPainter &p, Suit s, QPointF c, qreal size, bool flipped)
{
    p.save();
    p.translate(c);
    if (flipped)
        p.rotate(180);
    p.fillPath(CardRenderer::suitPath(s, QRectF(-size / 2, -size / 2, size, size)), CardRenderer::suitColor(s));
    p.restore();
}

// Pip positions for 2–10 as (column, row) in a 3 × 1 unit grid: column 0 left, 0.5 centre,
// 1 right; row 0 top, 1 bottom.
const QList<QPointF> &pipLayout(int rank)
{
    static const QList<QPointF> layouts[11] = {
        {},
        {{0.5, 0.5}},
        {{0.5, 0}, {0.5, 1}},
        {{0.5, 0}, {0.5, 0.5}, {0.5, 1}},
        {{0, 0}, {1, 0}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0.5, 0.5}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0, 0.5}, {1, 0.5}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0.5, 0.25}, {0, 0.5}, {1, 0.5}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0.5, 0.25}, {0, 0.5}, {1, 0.5}, {0.5, 0.75}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0, 1.0 / 3}, {1, 1.0 / 3}, {0.5, 0.5}, {0, 2.0 / 3}, {1, 2.0 / 3}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0.5, 1.0 / 6}, {0, 1.0 / 3}, {1, 1.0 / 3}, {0, 2.0 / 3}, {1, 2.0 / 3}, {0.5, 5.0 / 6},
         {0, 1}, {1, 1}},
    };
    return layouts[rank];
}

// One half of a court figure, drawn in a unit box (0..1 × 0..1, head near the top), to be
// mirrored for the other half like a real double-headed court card.
void drawCourtHalf(QPainter &p, const QRectF &box, int rank, Suit suit)
{
    const auto X = [&](qreal x) { return box.left() + x * box.width(); };
    const auto Y = [&](qreal y) { return box.top() + y * box.height(); };
    const QColor ink(0x22, 0x22, 0x2a);
    const QColor gold(0xe0, 0xb0, 0x30);
    const QColor robeA = CardRenderer::isRed(suit) ? QColor(0xc4, 0x1e, 0x2a) : QColor(0x23, 0x4a, 0x9c);
    const QColor robeB = rank == 13 ? QColor(0x2e, 0x7d, 0x4f) : rank == 12 ? QColor(0x7b, 0x3f, 0x9e) : QColor(0xd9, 0x7a, 0x1c);
    QPen pen(ink, std::max<qreal>(0.6, box.width() * 0.012));
    p.setPen(pen);

    // Shoulders and robe. The robe runs on into the mirrored half, so its outline is stroked
    // along the shoulders only: a stroke along the bottom would draw a seam across the card.
    QPainterPath robe;
    robe.moveTo(X(0.12), Y(1.0));
    robe.cubicTo(X(0.12), Y(0.72), X(0.25), Y(0.6), X(0.5), Y(0.58));
    robe.cubicTo(X(0.75), Y(0.6), X(0.88), Y(0.72), X(0.88), Y(1.0));
    p.fillPath(robe, robeA);
    p.fillRect(QRectF(X(0.12), Y(1.0) - 0.75, box.width() * 0.76, 1.5), robeA); // no gap between the halves
    p.setBrush(Qt::NoBrush);
    p.drawPath(robe);
    // A collar band and a stripe down the robe.
    QPainterPath collar;
    collar.moveTo(X(0.3), Y(0.64));
    collar.quadTo(X(0.5), Y(0.78), X(0.7), Y(0.64));
    collar.lineTo(X(0.66), Y(0.6));
    collar.quadTo(X(0.5), Y(0.7), X(0.34), Y(0.6));
    collar.closeSubpath();
    p.setBrush(gold);
    p.drawPath(collar);
    p.fillRect(QRectF(X(0.44), Y(0.74), box.width() * 0.12, box.height() * 0.26 + 1), robeB);
    // Checks on the robe band.
    p.setBrush(gold);
    for (int i = 0; i < 3; ++i)
        p.drawEllipse(QPointF(X(0.5), Y(0.8 + i * 0.075)), box.width() * 0.025, box.width() * 0.025);

    // Face.
    p.setBrush(QColor(0xf6, 0xd7, 0xb0));
    p.drawEllipse(QRectF(X(0.36), Y(0.3), box.width() * 0.28, box.height() * 0.3));
    p.setBrush(ink);
    p.drawEllipse(QPointF(X(0.45), Y(0.43)), box.width() * 0.018, box.width() * 0.018);
    p.drawEllipse(QPointF(X(0.55), Y(0.43)), box.width() * 0.018, box.width() * 0.018);
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(X(0.45), Y(0.46), box.width() * 0.1, box.height() * 0.06), 200 * 16, 140 * 16);

    if (rank == 13) {
        // King: beard and a five-pointed crown.
        p.setBrush(QColor(0x8a, 0x5a, 0x2b));
        QPainterPath beard;
        beard.moveTo(X(0.37), Y(0.48));
        beard.quadTo(X(0.5), Y(0.7), X(0.63), Y(0.48));
        beard.quadTo(X(0.5), Y(0.58), X(0.37), Y(0.48));
        p.drawPath(beard);
        QPainterPath crown;
        crown.moveTo(X(0.32), Y(0.32));
        const qreal tips[] = {0.32, 0.41, 0.5, 0.59, 0.68};
        for (int i = 0; i < 5; ++i) {
            crown.lineTo(X(tips[i]), Y(0.08));
            if (i < 4)
                crown.lineTo(X(tips[i] + 0.045), Y(0.2));
        }
        crown.lineTo(X(0.68), Y(0.32));
        crown.closeSubpath();
        p.setBrush(gold);
        p.drawPath(crown);
        p.setBrush(robeA);
        for (qreal t : tips)
            p.drawEllipse(QPointF(X(t), Y(0.08)), box.width() * 0.025, box.width() * 0.025);
    } else if (rank == 12) {
        // Queen: long hair and a rounded tiara with an orb.
        p.setBrush(QColor(0x5a, 0x35, 0x1c));
        QPainterPath hair;
        hair.moveTo(X(0.34), Y(0.36));
        hair.cubicTo(X(0.26), Y(0.5), X(0.3), Y(0.62), X(0.36), Y(0.66));
        hair.lineTo(X(0.39), Y(0.42));
        hair.closeSubpath();
        hair.moveTo(X(0.66), Y(0.36));
        hair.cubicTo(X(0.74), Y(0.5), X(0.7), Y(0.62), X(0.64), Y(0.66));
        hair.lineTo(X(0.61), Y(0.42));
        hair.closeSubpath();
        p.drawPath(hair);
        p.setBrush(gold);
        QPainterPath tiara;
        tiara.moveTo(X(0.34), Y(0.32));
        tiara.quadTo(X(0.5), Y(0.06), X(0.66), Y(0.32));
        tiara.closeSubpath();
        p.drawPath(tiara);
        p.setBrush(robeB);
        p.drawEllipse(QPointF(X(0.5), Y(0.12)), box.width() * 0.04, box.width() * 0.04);
        // A flower held at the shoulder.
        p.setBrush(QColor(0xe8, 0x5a, 0x8a));
        for (int i = 0; i < 5; ++i) {
            const qreal a = i * 2 * M_PI / 5;
            p.drawEllipse(QPointF(X(0.22) + std::cos(a) * box.width() * 0.04, Y(0.74) + std::sin(a) * box.width() * 0.04),
                          box.width() * 0.03, box.width() * 0.03);
        }
    } else {
        // Jack: a feathered cap.
        p.setBrush(robeB);
        QPainterPath cap;
        cap.moveTo(X(0.32), Y(0.34));
        cap.quadTo(X(0.4), Y(0.12), X(0.66), Y(0.2));
        cap.lineTo(X(0.7), Y(0.34));
        cap.closeSubpath();
        p.drawPath(cap);
        p.setBrush(QColor(0xf2, 0xf0, 0xe6));
        QPainterPath feather;
        feather.moveTo(X(0.64), Y(0.22));
        feather.cubicTo(X(0.8), Y(0.04), X(0.9), Y(0.06), X(0.86), Y(0.14));
        feather.cubicTo(X(0.8), Y(0.2), X(0.72), Y(0.22), X(0.64), Y(0.22));
        p.drawPath(feather);
        // A staff at the side.
        p.setBrush(gold);
        p.drawRect(QRectF(X(0.8), Y(0.55), box.width() * 0.03, box.height() * 0.45));
    }
    // The suit held in the figure's hand.
    const qreal ss = box.width() * 0.16;
    p.fillPath(CardRenderer::suitPath(suit, QRectF(X(0.2) - ss / 2, Y(0.88) - ss / 2, ss, ss)), Qt::white);
    p.fillPath(CardRenderer::suitPath(suit, QRectF(X(0.2) - ss * 0.4, Y(0.88) - ss * 0.4, ss * 0.8, ss * 0.8)),
               CardRenderer::suitColor(suit));
}

// A corner index: the rank in a bold serif (its Q keeps a clear tail where a sans-serif Q
// reads as an O at small sizes), squeezed sideways when it is wider than its box ("10").
void drawIndex(QPainter &p, const QRectF &box, const QString &text, const QColor &color)
{
    QFont f(QStringLiteral("DejaVu Serif"));
    f.setBold(true);
    f.setPixelSize(std::max(6, int(box.height() * 0.98)));
    const QFontMetricsF fm(f);
    const QRectF ink = fm.tightBoundingRect(text);
    const qreal sx = std::min<qreal>(1.0, box.width() / std::max<qreal>(1.0, ink.width()));
    p.save();
    p.setFont(f);
    p.setPen(color);
    // Centre the ink (not the advance) in the box.
    p.translate(box.center());
    p.scale(sx, 1.0);
    p.drawText(QPointF(-ink.center().x(), -ink.center().y()), text);
    p.restore();
}

} // namespace

QRectF FaceGeometry::bottomCorner(const QRectF &card) const
{
    const QRectF t = topCorner();
    return QRectF(card.left() + card.right() - t.right(), card.top() + card.bottom() - t.bottom(), t.width(), t.height());
}

QList<QRectF> FaceGeometry::pips(int rank, const QRectF &) const
{
    QList<QRectF> out;
    if (rank < 1 || rank > 10)
        return out;
    const qreal s = rank == 1 ? pipSize * 2.6 : rank <= 3 ? pipSize * 1.2 : pipSize;
    for (const QPointF &g : pipLayout(rank)) {
        const QPointF c(pipArea.left() + g.x() * pipArea.width(), pipArea.top() + g.y() * pipArea.height());
        out << QRectF(c.x() - s / 2, c.y() - s / 2, s, s);
    }
    return out;
}

FaceGeometry CardRenderer::faceGeometry(const QRectF &r)
{
    // The corners take the outer fifth of the width; pips and the court frame keep to the
    // middle with a clear gap, as on printed cards.
    const qreal w = r.width(), h = r.height();
    FaceGeometry g;
    g.index = QRectF(r.left() + w * 0.035, r.top() + h * 0.035, w * 0.17, h * 0.12);
    const qreal ss = w * 0.13;
    g.indexSuit = QRectF(g.index.center().x() - ss / 2, g.index.bottom() + h * 0.02, ss, ss);
    g.pipSize = w * 0.15;
    g.pipArea = QRectF(r.left() + w * 0.315, r.top() + h * 0.19, w * 0.37, h * 0.62);
    g.courtFrame = QRectF(r.left() + w * 0.25, r.top() + h * 0.05, w * 0.5, h * 0.9);
    return g;
}

void CardRenderer::paintFace(QPainter &p, const QRectF &r, Card card)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const qreal w = r.width(), h = r.height();
    const qreal radius = w * 0.08;
    QLinearGradient bg(r.topLeft(), r.bottomRight());
    bg.setColorAt(0, QColor(0xff, 0xfe, 0xfa));
    bg.setColorAt(1, QColor(0xf1, 0xee, 0xe4));
    p.setPen(QPen(QColor(0x9a, 0x96, 0x8c), std::max<qreal>(1.0, w * 0.012)));
    p.setBrush(bg);
    p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);

    const Suit s = card.suit();
    const QColor color = suitColor(s);
    const int rank = card.rank();

    if (h < kCompactHeight) {
        // Small cards (the rows, the settlement) stay readable: a big index and a big suit.
        drawIndex(p, QRectF(r.left() + w * 0.07, r.top() + h * 0.06, w * (rank == 10 ? 0.6 : 0.5), h * 0.27),
                  rankText(rank), color);
        // A small suit under the index, so that overlapped cards still show it.
        const qreal si = w * 0.26;
        p.fillPath(suitPath(s, QRectF(r.left() + w * 0.08, r.top() + h * 0.43, si, si)), color);
        const qreal ss = w * 0.56;
        p.fillPath(suitPath(s, QRectF(r.right() - ss - w * 0.08, r.bottom() - ss - h * 0.07, ss, ss)), color);
        p.restore();
        return;
    }

    const FaceGeometry g = faceGeometry(r);
    // Corner indices, top-left and (turned) bottom-right.
    for (int corner = 0; corner < 2; ++corner) {
        p.save();
        if (corner == 1) {
            p.translate(r.center());
            p.rotate(180);
            p.translate(-r.center());
        }
        drawIndex(p, g.index, rankText(rank), color);
        p.fillPath(suitPath(s, g.indexSuit), color);
        p.restore();
    }

    if (rank <= 10) {
        const QList<QRectF> pips = g.pips(rank, r);
        for (int i = 0; i < pips.size(); ++i) {
            // Pips below the middle are turned, as printed.
            drawPip(p, s, pips[i].center(), pips[i].width(), rank > 1 && pipLayout(rank)[i].y() > 0.5);
        }
        if (rank == 1 && s == Suit::Spades) {
            // The ace of spades gets a thin ring, as decks often do.
            p.setPen(QPen(color, w * 0.01));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(r.center(), pips[0].width() * 0.68, pips[0].width() * 0.68);
        }
    } else {
        // Court: a framed, double-headed figure.
        const QRectF frame = g.courtFrame;
        QLinearGradient fbg(frame.topLeft(), frame.bottomLeft());
        fbg.setColorAt(0, QColor(0xfb, 0xf1, 0xd6));
        fbg.setColorAt(0.5, QColor(0xf3, 0xe2, 0xb8));
        fbg.setColorAt(1, QColor(0xfb, 0xf1, 0xd6));
        p.setPen(QPen(color, std::max<qreal>(1.0, w * 0.015)));
        p.setBrush(fbg);
        p.drawRect(frame);
        p.save();
        p.setClipRect(frame.adjusted(1, 1, -1, -1));
        const QRectF half(frame.left(), frame.top(), frame.width(), frame.height() / 2);
        drawCourtHalf(p, half, rank, s);
        p.translate(frame.center());
        p.rotate(180);
        p.translate(-frame.center());
        drawCourtHalf(p, half, rank, s);
        p.restore();
    }
    p.restore();
}

void CardRenderer::paintBack(QPainter &p, const QRectF &r)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const qreal w = r.width();
    const qreal radius = w * 0.08;
    p.setPen(QPen(QColor(0x60, 0x5a, 0x50), std::max<qreal>(1.0, w * 0.012)));
    p.setBrush(QColor(0xfb, 0xf8, 0xf0));
    p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);

    const QRectF inner = r.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07);
    QLinearGradient bg(inner.topLeft(), inner.bottomRight());
    bg.setColorAt(0, QColor(0x1d, 0x3b, 0x6e));
    bg.setColorAt(1, QColor(0x12, 0x25, 0x48));
    QPainterPath clip;
    clip.addRoundedRect(inner, radius * 0.6, radius * 0.6);
    p.fillPath(clip, bg);
    p.setClipPath(clip);
    // A lattice of fine diagonals.
    p.setPen(QPen(QColor(0x6f, 0x93, 0xc9, 110), std::max<qreal>(0.5, w * 0.008)));
    const qreal step = std::max<qreal>(3.0, w * 0.085);
    for (qreal x = inner.left() - inner.height(); x < inner.right(); x += step) {
        p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()));
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()));
    }
    // A medallion with the seven stars of the Big Dipper (七星).
    const qreal mr = std::min(inner.width(), inner.height()) * 0.36;
    QRadialGradient mg(inner.center(), mr);
    mg.setColorAt(0, QColor(0x24, 0x4a, 0x86));
    mg.setColorAt(1, QColor(0x10, 0x22, 0x44));
    p.setPen(QPen(QColor(0xe6, 0xc0, 0x5a), std::max<qreal>(0.8, w * 0.014)));
    p.setBrush(mg);
    p.drawEllipse(inner.center(), mr, mr);
    static const QPointF stars[7] = {{-0.62, -0.38}, {-0.3, -0.3}, {-0.02, -0.12}, {0.2, 0.08},
                                     {0.2, 0.42},    {0.6, 0.5},   {0.66, 0.1}};
    QPolygonF line;
    for (const QPointF &s : stars)
        line << inner.center() + s * mr * 0.8;
    line << line[3];
    p.setPen(QPen(QColor(0xe6, 0xc0, 0x5a, 150), std::max<qreal>(0.5, w * 0.008)));
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(line);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xff, 0xe0, 0x8a));
    for (const QPointF &s : stars) {
        const QPointF c = inner.center() + s * mr * 0.8;
        const qreal a = mr * 0.1, b = mr * 0.035;
        QPolygonF star;
        for (int i = 0; i < 8; ++i) {
            const qreal ang = i * M_PI / 4 - M_PI / 2;
            const qreal rr = (i % 2 == 0) ? a : b;
            star << c + QPointF(std::cos(ang) * rr, std::sin(ang) * rr);
        }
        p.drawPolygon(star);
    }
    p.restore();
}

bool CardRenderer::drawFromDeck(QPainter &p, const QRectF &r, const QString &element)
{
    if (!svg_ || !svg_->elementExists(element))
        return false;
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    // The deck's own proportions differ a little from ours (5:7); the card fills our place.
    svg_->render(&p, element, r);
    return true;
}

QPixmap CardRenderer::face(Card card, QSize size, qreal dpr)
{
    if (svg_ && size.height() >= kCompactHeight) {
        const QString element = kdeElementId(card);
        return cache_.get(deckId_ + QLatin1Char(':') + element, size, dpr, [this, card, element](QPainter &p, const QRectF &r) {
            if (!drawFromDeck(p, r, element))
                paintFace(p, r, card);
        });
    }
    return cache_.get(QString::number(card.index()) + (fourColourShown() ? QStringLiteral("/4") : QString()), size, dpr,
                  [card](QPainter &p, const QRectF &r) { paintFace(p, r, card); });
}

QPixmap CardRenderer::back(QSize size, qreal dpr)
{
    if (svg_)
        return cache_.get(deckId_ + QStringLiteral(":back"), size, dpr, [this](QPainter &p, const QRectF &r) {
            if (!drawFromDeck(p, r, QStringLiteral("back")))
                paintBack(p, r);
        });
    return cache_.get(QStringLiteral("back"), size, dpr, [](QPainter &p, const QRectF &r) { paintBack(p, r); });
}

qreal CardRenderer::measureIndexWidth(const QImage &a, const QImage &b)
{
    // Two faces of one suit and neighbouring ranks differ in the top band where the rank is
    // printed (the pips there, if any, are alike): how far right that difference reaches.
    const int w = a.width(), h = a.height();
    if (w < 20 || h < 20 || b.size() != a.size())
        return kOwnIndexWidth;
    int right = -1;
    for (int y = int(h * 0.01); y < int(h * 0.16); ++y)
        for (int x = w - 1; x > right; --x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            if (std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q))
                    + std::abs(qAlpha(p) - qAlpha(q))
                > 90) {
                right = x;
                break;
            }
        }
    return right < 0 ? kOwnIndexWidth : std::clamp(qreal(right + 1) / w, 0.1, 1.0);
}

void CardRenderer::setFourColour(bool on)
{
    fourColour_ = on;
}

namespace {

// Installed decks whose suits are not ♠ ♥ ♦ ♣ (XSkat German: acorns, leaves, hearts, bells):
// every text of the game names the French suits, so these are not offered.
bool frenchSuited(const QString &deckId)
{
    return deckId != QLatin1String("svg-xskat-german");
}

// One deck's index.desktop: its name in the UI language (Name[zh_TW] …) and its SVG file.
std::optional<CardDeck> readDeck(const QDir &dir)
{
    if (!frenchSuited(dir.dirName()))
        return std::nullopt;
    const QHash<QString, QString> entries = readDesktopFile(dir.filePath(QStringLiteral("index.desktop")));
    if (entries.isEmpty())
        return std::nullopt;
    const QString svg = themeFile(dir, entries.value(QStringLiteral("SVG")));
    if (svg.isEmpty())
        return std::nullopt;
    CardDeck d;
    d.id = dir.dirName();
    d.name = desktopName(entries, d.id);
    d.svgFile = svg;
    d.previewFile = themeFile(dir, entries.value(QStringLiteral("Preview")));
    return d;
}

} // namespace

QList<CardDeck> CardRenderer::decks(const QStringList &dataDirs)
{
    QList<CardDeck> found = findThemes<CardDeck>(dataDirs, QStringLiteral("carddecks"), QStringLiteral("svg-*"), QDir::Dirs,
                                                 [](const QFileInfo &dir) { return readDeck(QDir(dir.filePath())); });
    CardDeck own;
    own.id = ownDeckId();
    found.prepend(own);
    return found;
}

bool CardRenderer::setDeck(const QString &id, const QStringList &dataDirs)
{
    if (id == deckId_ && (svg_ || id == ownDeckId()))
        return bool(svg_) || id == ownDeckId();
    cache_.clear();
    svg_.reset();
    deckId_ = ownDeckId();
    indexWidth_ = kOwnIndexWidth;
    if (id == ownDeckId())
        return true;
    for (const CardDeck &d : decks(dataDirs)) {
        if (d.id != id)
            continue;
        auto svg = std::make_unique<QSvgRenderer>(d.svgFile);
        if (!svg->isValid())
            return false;
        // Every card and the back, or the deck is not used at all.
        for (int suit = 0; suit < sevens::kSuits; ++suit)
            for (int rank = 1; rank <= sevens::kRanks; ++rank)
                if (!svg->elementExists(kdeElementId(Card(Suit(suit), rank))))
                    return false;
        if (!svg->elementExists(QStringLiteral("back")))
            return false;
        svg_ = std::move(svg);
        deckId_ = id;
        // How far right the rank is printed (Oxygen prints it in the top-right corner): the
        // least reach of the differences of a few neighbouring ranks, in a red and a black suit.
        const auto image = [this](Card c) {
            QImage img(QSize(200, 280), QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::transparent);
            QPainter p(&img);
            drawFromDeck(p, QRectF(0, 0, 200, 280), kdeElementId(c));
            return img;
        };
        indexWidth_ = 0;
        for (const Suit suit : {Suit::Hearts, Suit::Spades}) {
            qreal least = 1;
            for (const auto &[r1, r2] : {std::pair {2, 3}, std::pair {4, 5}, std::pair {9, 10}})
                least = std::min(least, measureIndexWidth(image(Card(suit, r1)), image(Card(suit, r2))));
            indexWidth_ = std::max(indexWidth_, least);
        }
        return true;
    }
    return false;
}

} // namespace ui
} // namespace qixing
