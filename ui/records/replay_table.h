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
    // "Show other hands" (a full record): `told` holds, for each seat, the messages that seat
    // was told up to the moment shown (HandReplay::messagesFor, on one clock with the seat
    // watched); the table shows every other seat's concealed holdings face up, as that seat
    // knew them. All empty: face down again (the default; load() hides them too).
    virtual void setOpenHands(const std::array<QList<QJsonObject>, 4> &told) = 0;
    // What is shown face up of each seat other than the one watched, in the game's piece
    // names (as its messages write them: "7S", "3m"), sorted; empty where nothing is.
    virtual std::array<QStringList, 4> openHands() const = 0;
};

} // namespace qixing::ui
