// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/window_fit.h"

#include <QGuiApplication>
#include <QLayout>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace qixing::ui {

QRect availableArea(const QWidget *w)
{
    QScreen *s = w ? w->screen() : nullptr; // its own, or its parent's before it is shown
    if (!s)
        s = QGuiApplication::primaryScreen();
    return s ? s->availableGeometry() : QRect();
}

QMargins frameMargins(const QWidget *w)
{
    const QRect g = w->geometry(), f = w->frameGeometry();
    if (w->isVisible() && f != g)
        return {g.left() - f.left(), g.top() - f.top(), f.right() - g.right(), f.bottom() - g.bottom()};
    // Not known before the window system has framed the window: a usual title bar and
    // borders (a little more than most, rather than a bottom edge below the screen).
    return {4, std::max(w->style()->pixelMetric(QStyle::PM_TitleBarHeight), 32), 4, 4};
}

QSize fittingSize(const QWidget *w, const QRect &area)
{
    const QMargins m = frameMargins(w);
    return area.size().shrunkBy(m).expandedTo(QSize(1, 1));
}

void fitToScreen(QWidget *w)
{
    const QRect area = availableArea(w);
    if (area.isEmpty())
        return;
    if (w->layout())
        w->layout()->activate(); // its minimum size, before it is first shown
    const QSize most = fittingSize(w, area);
    if (w->minimumWidth() > most.width() || w->minimumHeight() > most.height())
        w->setMinimumSize(w->minimumSize().boundedTo(most));
    if (!w->testAttribute(Qt::WA_Resized)) {
        // Not sized by hand: the size it asks for, as far as the screen has room (Qt's own
        // first size stops at 2/3 of the screen, which scrolls a dialog that would fit).
        QSize want = w->sizeHint();
        if (w->layout() && w->layout()->hasHeightForWidth())
            want.setHeight(std::max(want.height(), w->layout()->totalHeightForWidth(std::min(want.width(), most.width()))));
        want = want.expandedTo(w->size()).boundedTo(most);
        if (want != w->size())
            w->resize(want);
    }
    if (w->width() > most.width() || w->height() > most.height())
        w->resize(w->size().boundedTo(most));
    // Onto the area, frame and all (a window restored from a screen that is gone, a dialog
    // centred on a parent near the edge).
    const QMargins m = frameMargins(w);
    const QRect frame = w->geometry().marginsAdded(m);
    const int x = std::clamp(frame.left(), area.left(), std::max(area.left(), area.right() + 1 - frame.width()));
    const int y = std::clamp(frame.top(), area.top(), std::max(area.top(), area.bottom() + 1 - frame.height()));
    if (x != frame.left() || y != frame.top())
        w->move(x, y); // move() places the frame's corner
}

WholeScrollArea::WholeScrollArea(QWidget *content, QWidget *parent) : QScrollArea(parent)
{
    setWidget(content);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

QSize WholeScrollArea::sizeHint() const
{
    const QSize content = widget()->sizeHint();
    const int h = widget()->hasHeightForWidth() ? widget()->heightForWidth(content.width()) : content.height();
    return QSize(content.width() + verticalScrollBar()->sizeHint().width(), std::max(h, content.height()))
        .grownBy(contentsMargins());
}

QSize WholeScrollArea::minimumSizeHint() const
{
    // As wide as the content needs (it never scrolls sideways); a few lines high.
    const int w = widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width();
    return QSize(w, std::min(widget()->minimumSizeHint().height(), 6 * fontMetrics().height())).grownBy(contentsMargins());
}

} // namespace qixing::ui
