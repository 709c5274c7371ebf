// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Translated words shared by every game's table, the dialogs and the tests: seats, players,
// money. A game's own words are in its folder (ui/<game>/).

#include "common/fraction.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <cstdint>

namespace qixing {
namespace ui {

// Every table of the hall seats four.
inline constexpr int kTableSeats = 4;

class Texts
{
    Q_DECLARE_TR_FUNCTIONS(Texts)
public:
    // Position at the table as seen by seat 0: You, 下家, 對家, 上家.
    static QString seatRole(int seat);
    static QString kindName(const QString &kind); // computer player strengths, "person"
    static QString amount(Fraction f);     // "7", "−11/3"
    static QString signedAmount(Fraction f); // "+7", "−11/3"
    static QString money(std::int64_t m);    // "1,234"
    static QString signedMoney(std::int64_t m);
    static QString signedEstimate(double bets); // "+2.1", "−0.4": an estimate in 注
    static QString defaultName(int seat);
    // The names as shown: a seat without a name is a computer player the LAN host filled
    // in, shown as "Computer 1", "Computer 2" … in the reader's language.
    static std::array<QString, kTableSeats> shownNames(const std::array<QString, kTableSeats> &names);
    // A signed money figure's colour on a light background: red below zero, green above.
    static QString moneyStyle(std::int64_t m);
};

} // namespace ui
} // namespace qixing
