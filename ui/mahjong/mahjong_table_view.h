#pragma once
// A mahjong table frozen at a moment of a seeded match of computer players, as seat 0 sees
// it: what `qixing --screenshot --game mahjong --view table|claim|you` shows (ui/screenshot.cpp)
// and what the tests look at.

#include "ui/mahjong/mahjong_table_widget.h"

#include <cstdint>

namespace qixing::ui {

// view: "table" (seat 0 to discard, the rivers well filled), "claim" (a claim window asking
// seat 0 with several options), "you" (seat 0 offered 游金 and asked to confirm it), "over"
// (a hand won, every hand revealed). Returns
// nullptr with *error set when the seed's match never reaches that moment.
MahjongTableWidget *mahjongTableForScreenshot(const QString &view, std::uint64_t seed, QWidget *parent = nullptr,
                                              QString *error = nullptr);

} // namespace qixing::ui
