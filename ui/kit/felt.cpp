// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/felt.h"

#include <QPainter>
#include <QRadialGradient>
#include <QRandomGenerator>

#include <algorithm>

namespace qixing::ui {

void paintCachedFelt(QPainter &p, QPixmap &cache, QSize size, qreal dpr, const std::array<QColor, 3> &colours)
{
    if (cache.isNull() || cache.size() != size * dpr) {
        cache = QPixmap(size * dpr);
        cache.setDevicePixelRatio(dpr);
        QPainter fp(&cache);
        const int w = size.width(), h = size.height();
        QRadialGradient g(QPointF(w / 2.0, h * 0.45), std::max(w, h) * 0.75);
        g.setColorAt(0, colours[0]);
        g.setColorAt(0.6, colours[1]);
        g.setColorAt(1, colours[2]);
        fp.fillRect(QRect(QPoint(0, 0), size), g);
        // Fine fibres of the felt: a fixed pattern so screenshots are reproducible.
        QRandomGenerator rng(7);
        const int n = w * h / 90;
        for (int i = 0; i < n; ++i) {
            const qreal x = rng.bounded(w), y = rng.bounded(h);
            fp.setPen(QPen(rng.bounded(2) ? QColor(255, 255, 255, 7) : QColor(0, 0, 0, 12), 1));
            fp.drawLine(QPointF(x, y), QPointF(x + rng.bounded(3.0) - 1.5, y + rng.bounded(3.0) - 1.5));
        }
    }
    p.drawPixmap(0, 0, cache);
}

} // namespace qixing::ui
