// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/plaque_text.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRectF>

#include <algorithm>

namespace qixing::ui {

namespace {
// The sizes to try, largest first: whole pixels (or points) from the font's down to minScale.
std::vector<QFont> sizesOf(const QFont &font, qreal minScale)
{
    const bool pixels = font.pixelSize() > 0;
    const qreal from = pixels ? font.pixelSize() : font.pointSizeF();
    std::vector<QFont> out;
    for (qreal s = from; s >= from * minScale - 0.01; s -= 1) {
        QFont f = font;
        if (pixels)
            f.setPixelSize(std::max(1, int(s)));
        else
            f.setPointSizeF(std::max<qreal>(1, s));
        out.push_back(f);
    }
    if (out.empty())
        out.push_back(font);
    return out;
}

// `text` on two lines in `font`: the first as full as it goes, back to a space if there is
// one (a Chinese name breaks anywhere). Empty when not even one character fits.
FittedText twoLines(const QString &text, const QFont &font, qreal width)
{
    const QFontMetricsF m(font);
    int cut = 0;
    while (cut < text.size() && m.horizontalAdvance(text.left(cut + 1)) <= width)
        ++cut;
    const int space = text.lastIndexOf(QLatin1Char(' '), cut);
    if (cut < text.size() && text[cut] != QLatin1Char(' ') && space > 0)
        cut = space;
    FittedText t;
    const QString first = text.left(cut).trimmed(), rest = text.mid(cut).trimmed();
    if (first.isEmpty())
        return t;
    t.font = font;
    t.whole = m.horizontalAdvance(rest) <= width;
    t.lines = QStringList {first, m.elidedText(rest, Qt::ElideRight, width)};
    t.height = 2 * m.height();
    return t;
}
} // namespace

QFont fittedFont(QFont font, const QString &text, qreal width, qreal minScale)
{
    const auto sizes = sizesOf(font, minScale);
    for (const QFont &f : sizes)
        if (QFontMetricsF(f).horizontalAdvance(text) <= width)
            return f;
    return sizes.back();
}

FittedText fitText(const QString &text, const QFont &font, qreal width, qreal minScale, int maxLines)
{
    FittedText t;
    t.font = fittedFont(font, text, width, minScale);
    const QFontMetricsF fm(t.font);
    if (fm.horizontalAdvance(text) <= width) {
        t.lines = QStringList {text};
        t.height = fm.height();
        return t;
    }
    if (maxLines >= 2) {
        // Two lines at the largest size where both fit, else at the smallest, the rest cut.
        FittedText best;
        for (const QFont &f : sizesOf(font, minScale)) {
            best = twoLines(text, f, width);
            if (best.lines.isEmpty() || best.whole)
                break;
        }
        if (!best.lines.isEmpty())
            return best;
    }
    t.whole = false;
    t.lines = QStringList {fm.elidedText(text, Qt::ElideRight, width)};
    t.height = fm.height();
    return t;
}

qreal drawFitted(QPainter &p, const QRectF &r, const FittedText &t, int align)
{
    p.save();
    p.setFont(t.font);
    const qreal lineH = QFontMetricsF(t.font).height();
    qreal y = r.top();
    for (const QString &line : t.lines) {
        p.drawText(QRectF(r.left(), y, r.width(), lineH), align | Qt::AlignVCenter, line);
        y += lineH;
    }
    p.restore();
    return t.height;
}

} // namespace qixing::ui
