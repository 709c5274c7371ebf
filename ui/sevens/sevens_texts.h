// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sevens' words shared by its table, its dialogs, its lobby text and the tests. The strings
// keep the tr() context "Texts" they had before the game's words left ui/kit/texts.h, so the
// translations stay where translators know them.

#include "sevens/sevens_game.h"
#include "sevens/hand.h"
#include "sevens/rules.h"
#include "sevens/scoring.h"

#include <QCoreApplication>
#include <QString>

#include <array>

namespace qixing::ui {

class SevensTexts
{
    Q_DECLARE_TR_FUNCTIONS(Texts)
public:
    static QString statusName(sevens::Status s);
    static QString presetName(sevens::Preset p);
    // The table options that are on (去頭去尾, 全蓋100分, 七脫手加倍, 大中小頭), in the words
    // every screen uses for them.
    static QStringList tableOptions(const sevens::Rules &r);
    static QString cardName(sevens::Card c); // "10♥"
    // An action in words: "Play 10♥", "Cover 10♥" (the review panel's lists).
    static QString actionName(sevens::Action a);
    // Why the person's action was refused, in words about this card and the table.
    static QString refusal(sevens::MoveError e, sevens::Action a, const sevens::HandView &view);
    // Why a transfer is owed, with its figures (from the engine's Transfer fields).
    static QString transferReason(const sevens::Settlement &st, const sevens::Transfer &t,
                                  const std::array<QString, sevens::kSeats> &names);
    // A place under 大中小頭 (S23): big, middle or small head, the lowest, or a tie across places.
    static QString positionName(int first, int last);
    // What the hint suggests and why: the computer player's own reason (explainChoice).
    static QString hint(sevens::Action a, const sevens::HandView &view);
    // A seat's name as shown (Texts::shownNames).
    static QString shownName(const session::SevensGame &game, sevens::Seat s);
};

} // namespace qixing::ui
