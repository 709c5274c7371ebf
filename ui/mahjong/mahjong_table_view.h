// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A mahjong table frozen at a moment of a seeded match of computer players, as seat 0 sees
// it: what `qixing --screenshot --game mahjong --view table|claim|you` shows (ui/shell/screenshot.cpp)
// and what the tests look at.

#include "ui/mahjong/mahjong_table_widget.h"

#include <cstdint>

namespace qixing::ui {

// view: "table" (seat 0 to discard, the rivers well filled), "claim" (a claim window asking
// seat 0 with several options), "you" (seat 0 offered 游金 and asked to confirm it), "over"
// (a hand won, every hand revealed).

// The game frozen at that moment (owned by `parent`; every answer is refused). Returns nullptr
// with *error set when the seed's match never reaches it.
// `names`: the seats' names (an empty one: a computer), Mei at seat 0 when none are given.
session::MahjongGame *mahjongGameForScreenshot(const QString &view, std::uint64_t seed, QObject *parent = nullptr,
                                               QString *error = nullptr, const QStringList &names = {});
// On a table showing such a game, what the view shows beyond the game's messages: for "you"
// the 游金 tile clicked, so that the announcement is asked.
void showScreenshotMoment(MahjongTableWidget *table, const QString &view);
// A table widget showing the view (animations off). nullptr with *error as above.
MahjongTableWidget *mahjongTableForScreenshot(const QString &view, std::uint64_t seed, QWidget *parent = nullptr,
                                              QString *error = nullptr, const QStringList &names = {});

} // namespace qixing::ui
