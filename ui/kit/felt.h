// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The felt under a table: a gradient with fine fibres, drawn once per size and device pixel
// ratio into the caller's cache (each game's table, in its colours).

#include <QColor>
#include <QPixmap>

#include <array>

class QPainter;

namespace qixing::ui {

// colours: the centre, the middle and the edge of the gradient.
void paintCachedFelt(QPainter &p, QPixmap &cache, QSize size, qreal dpr, const std::array<QColor, 3> &colours);

} // namespace qixing::ui
