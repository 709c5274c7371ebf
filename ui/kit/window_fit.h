// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Windows and dialogs that fit the screen they are on (issues 31 and 32): never larger than
// its available area (the desktop less panels and docks, in logical pixels), never outside
// it, down to 1024x640 logical. One mechanism for every top-level window: the main window
// fits itself when it opens and restores its size; it fits each of its dialogs as it shows.

#include <QRect>
#include <QScrollArea>
#include <QSize>

class QWidget;

namespace qixing::ui {

// The available area of the screen `w` is on (its parent's, else the primary screen's).
QRect availableArea(const QWidget *w);
// The window frame the window system adds (title bar, borders): the real one once shown,
// else a typical title bar.
QMargins frameMargins(const QWidget *w);
// The largest size `w` may have inside `area`, frame included.
QSize fittingSize(const QWidget *w, const QRect &area);
// Shrinks `w` (and its minimum size: a dialog too tall must scroll or squeeze, never hang
// below the screen) to fit its screen's available area, and moves it onto that area.
void fitToScreen(QWidget *w);

// A scroll area that asks for its whole content: a dialog built around one opens at full
// size where the screen has room, and scrolls only where it has not (a 640 px screen).
class WholeScrollArea : public QScrollArea
{
public:
    explicit WholeScrollArea(QWidget *content, QWidget *parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
};

} // namespace qixing::ui
