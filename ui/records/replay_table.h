// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A game's table as the replay viewer (牌譜, ui/records/replay_screen.h) shows it: the game's
// own table widget fed with the messages one seat was told in a recorded hand, through the
// same path a joined table takes (ReplaySevensSource, ReplayMahjongGame). Each game makes
// its own through GameUi::replayTable; the viewer knows no game.

#include "ui/kit/animation_speed.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>

#include <array>

namespace qixing::ui {

class ReplayTable : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    // Shows a hand as `seat` was told it: `messages` in order (HandReplay::messagesFor), the
    // seats as the record has them. The position goes back to 0 (nothing told yet).
    virtual void load(const QList<QJsonObject> &messages, int seat, const std::array<QString, 4> &names,
                      const std::array<QString, 4> &kinds) = 0;
    // How many of the messages are told (clamped to 0..count()): one on is shown as it
    // happened, any other move redraws the table as it was then.
    virtual void setPosition(int position) = 0;
    virtual int position() const = 0;
    virtual int count() const = 0;
    virtual void setAnimationSpeed(AnimationSpeed) {}
};

} // namespace qixing::ui
