// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Translated words of the game shared by the table window, the dialogs and the tests.

#include "sevens/sevens_game.h"
#include "sevens/hand.h"
#include "sevens/rules.h"
#include "sevens/scoring.h"

#include <QCoreApplication>
#include <QString>

namespace qixing {
namespace ui {

class Texts
{
    Q_DECLARE_TR_FUNCTIONS(Texts)
public:
    // Position at the table as seen by seat 0 (S3): You, 下家, 對家, 上家.
    static QString seatRole(sevens::Seat s);
    static QString kindName(const QString &kind); // computer player strengths, "person"
    static QString statusName(sevens::Status s);
    static QString presetName(sevens::Preset p);
    // The table options that are on (去頭去尾, 全蓋100分, 七脫手加倍, 大中小頭), in the words
    // every screen uses for them.
    static QStringList tableOptions(const sevens::Rules &r);
    static QString amount(Fraction f);     // "7", "−11/3"
    static QString signedAmount(Fraction f); // "+7", "−11/3"
    static QString money(std::int64_t m);    // "1,234"
    static QString signedMoney(std::int64_t m);
    static QString signedEstimate(double bets); // "+2.1", "−0.4": an estimate in 注
    static QString cardName(sevens::Card c); // "10♥"
    // Why the person's action was refused, in words about this card and the table.
    static QString refusal(sevens::MoveError e, sevens::Action a, const sevens::HandView &view);
    // Why a transfer is owed, with its figures (from the engine's Transfer fields).
    static QString transferReason(const sevens::Settlement &st, const sevens::Transfer &t,
                                  const std::array<QString, sevens::kSeats> &names);
    static QString positionName(int first, int last);
    static QString defaultName(sevens::Seat s);
    // The hall's mahjong tile: its title and its one line about the game.
    static QString mahjongHallTitle();
    static QString mahjongHallText();
    // What the hint suggests and why: the computer player's own reason (explainChoice).
    static QString hint(sevens::Action a, const sevens::HandView &view);
    // The names as shown: a seat without a name is a computer player the LAN host filled
    // in, shown as "Computer 1", "Computer 2" … in the reader's language.
    static std::array<QString, sevens::kSeats> shownNames(const std::array<QString, sevens::kSeats> &names);
    static QString shownName(const session::SevensGame &game, sevens::Seat s);
    // A signed money figure's colour on a light background: red below zero, green above.
    static QString moneyStyle(std::int64_t m);
};

} // namespace ui
} // namespace qixing
