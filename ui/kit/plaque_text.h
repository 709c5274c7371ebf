// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Words on the tables' plaques (a seat's name, its figures), drawn whole where they can be:
// at the plaque's size, smaller down to a floor, then on a second line; cut with "…" only past
// that. Shared by every game's table.

#include <QFont>
#include <QStringList>

#include <vector>

class QPainter;
class QRectF;

namespace qixing::ui {

struct FittedText
{
    QFont font;
    QStringList lines; // as drawn, the last one elided when `whole` is false
    bool whole = true;
    qreal height = 0; // of all its lines
};

// The largest size from `font`'s down to minScale of it at which `text` fits `width` on one
// line (the smallest when none does).
QFont fittedFont(QFont font, const QString &text, qreal width, qreal minScale);

// `text` in `width`: one line at a fitted size, else (maxLines 2) two lines at the smallest
// size, broken at a space where there is one (a Chinese name anywhere), else elided.
FittedText fitText(const QString &text, const QFont &font, qreal width, qreal minScale, int maxLines);

// Draws it from the top of `r`, each line aligned by `align` (horizontal flags). Returns its height.
qreal drawFitted(QPainter &p, const QRectF &r, const FittedText &t, int align);

} // namespace qixing::ui
