#pragma once
// Our own card graphics, drawn with QPainter: corner indices, pips laid out for A–10,
// distinct court figures for J, Q and K, and a patterned back (the seven stars of the Big
// Dipper, 七星). Pixmaps are cached per card, logical size and device pixel ratio.

#include "sevens/card.h"

#include <QHash>
#include <functional>
#include <QPainterPath>
#include <QPixmap>

namespace qixing {
namespace ui {

class CardRenderer
{
public:
    static CardRenderer &shared();

    QPixmap face(sevens::Card card, QSize size, qreal dpr);
    QPixmap back(QSize size, qreal dpr);
    void clear() { cache_.clear(); }
    int cacheSize() const { return int(cache_.size()); }

    // Drawing primitives, also used for row headers and labels.
    static void paintFace(QPainter &p, const QRectF &r, sevens::Card card);
    static void paintBack(QPainter &p, const QRectF &r);
    // A suit symbol filling `box` (centred, aspect kept).
    static QPainterPath suitPath(sevens::Suit s, const QRectF &box);
    static QColor suitColor(sevens::Suit s);
    static QString rankText(int rank);   // "A", "2" … "10", "J", "Q", "K"
    static QString suitSymbol(sevens::Suit s); // ♠ ♥ ♦ ♣
    static QString cardText(sevens::Card c);   // "10♥"
    // Width / height of a card.
    static constexpr qreal kAspect = 5.0 / 7.0;

private:
    QPixmap cached(const QString &key, QSize size, qreal dpr, const std::function<void(QPainter &, const QRectF &)> &draw);
    QHash<QString, QPixmap> cache_;
};

} // namespace ui
} // namespace qixing
