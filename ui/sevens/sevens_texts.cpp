// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sevens/sevens_texts.h"

#include "ui/cards/card_renderer.h"
#include "ui/kit/texts.h"

#include "sevens/players.h"

namespace qixing::ui {

using namespace sevens;

QString SevensTexts::statusName(Status s)
{
    switch (s) {
    case Status::Covered: return tr("Covered");
    case Status::Clear: return tr("Clear");
    case Status::ClearOnSeven: return tr("Clear on a seven");
    case Status::AllCovered: return tr("All covered");
    }
    return {};
}

QString SevensTexts::presetName(Preset p)
{
    return p == Preset::Biqi ? tr("Mainland scoring") : tr("Taiwan scoring");
}

QStringList SevensTexts::tableOptions(const Rules &r)
{
    QStringList opts;
    if (r.headTail)
        opts << tr("head and tail");
    if (r.allCovered100)
        opts << tr("all covered 100");
    if (r.sevenClearSix)
        opts << tr("clear on a seven ×6");
    if (r.bigMidSmall)
        opts << tr("big/middle/small head");
    return opts;
}

QString SevensTexts::cardName(Card c)
{
    return CardRenderer::cardText(c);
}

QString SevensTexts::actionName(Action a)
{
    return a.isCover() ? tr("Cover %1").arg(cardName(a.card)) : tr("Play %1").arg(cardName(a.card));
}

QString SevensTexts::refusal(MoveError e, Action a, const HandView &view)
{
    const QString card = cardName(a.card);
    const QString suit = CardRenderer::suitSymbol(a.card.suit());
    switch (e) {
    case MoveError::None: return {};
    case MoveError::HandOver: return tr("The hand is over.");
    case MoveError::NotYourTurn: return tr("Please wait: it is not your turn yet.");
    case MoveError::NotInHand: return tr("%1 is not in your hand.").arg(card);
    case MoveError::FirstMustBeSevenOfSpades: return tr("The first card of the hand must be 7\u2660.");
    case MoveError::MustPlay:
        return tr("You hold a card that fits, so you may not cover: play one of the highlighted cards.");
    case MoveError::NotPlayable: {
        const Row row = view.row(a.card.suit());
        if (!row.opened())
            return tr("%1 does not fit yet: the %2 row has not been opened, and only its 7 opens it.").arg(card, suit);
        if (row.closed)
            return tr("The %1 row is closed (head and tail): %2 can never be played, only covered.").arg(suit, card);
        QStringList ends;
        if (row.low > 1)
            ends << cardName(Card(a.card.suit(), row.low - 1));
        if (row.high < 13)
            ends << cardName(Card(a.card.suit(), row.high + 1));
        return tr("%1 does not fit: the %2 row runs from %3 to %4, so only %5 can go there.")
            .arg(card, suit, CardRenderer::rankText(row.low), CardRenderer::rankText(row.high),
                 ends.join(tr(" or ")));
    }
    }
    return {};
}

QString SevensTexts::positionName(int first, int last)
{
    const auto one = [](int p) {
        switch (p) {
        case 1: return tr("big head");
        case 2: return tr("middle head");
        case 3: return tr("small head");
        default: return tr("lowest");
        }
    };
    if (first == last)
        return one(first);
    return tr("tied %1–%2").arg(one(first), one(last));
}

QString SevensTexts::transferReason(const Settlement &st, const Transfer &t, const std::array<QString, kSeats> &names)
{
    const QString diff = QStringLiteral("%1 \u2212 %2 = %3").arg(t.higher).arg(t.lower).arg(t.higher - t.lower);
    switch (st.mode) {
    case ScoringMode::Uniform: {
        QString why;
        if (t.multiplier == 6)
            why = tr("%1 is clear on a seven: \u00d7 6").arg(names[std::size_t(t.to)]);
        else if (t.multiplier == 2)
            why = tr("%1 is clear: \u00d7 2").arg(names[std::size_t(t.to)]);
        else
            why = tr("\u00d7 1");
        return tr("points %1, %2").arg(diff, why);
    }
    case ScoringMode::Biqi:
        return tr("effective points %1 (each player's points \u00d7 M = %2)").arg(diff).arg(st.multiplier[0]);
    case ScoringMode::BigMidSmall:
        return tr("payer is %1, receiver is %2")
            .arg(positionName(st.positionFirst[std::size_t(t.from)], st.positionLast[std::size_t(t.from)]),
                 positionName(st.positionFirst[std::size_t(t.to)], st.positionLast[std::size_t(t.to)]));
    }
    return {};
}

QString SevensTexts::hint(Action a, const HandView &view)
{
    const QString card = cardName(a.card);
    switch (explainChoice(view, a)) {
    case ChoiceReason::OnlyPlay: return tr("Hint: play %1 — it is the only card that fits.").arg(card);
    case ChoiceReason::OpensOwn:
        return tr("Hint: play %1 — it opens the way to your own cards further along that row.").arg(card);
    case ChoiceReason::ClosesSuit:
        return tr("Hint: play %1 — it closes the suit, so the others' remaining cards of it can only be covered.")
            .arg(card);
    case ChoiceReason::HelpsLeast:
        return tr("Hint: play %1 — no play frees a card of yours, and this one helps the others least.").arg(card);
    case ChoiceReason::Dead:
        return tr("Hint: cover %1 — it can never be played any more, so covering it loses nothing else.").arg(card);
    case ChoiceReason::Blocks:
        return tr("Hint: cover %1 — it shuts the row beyond it, whose cards the others hold; that is worth more "
                  "than its points.")
            .arg(card);
    case ChoiceReason::Cheapest:
        return tr("Hint: cover %1 — of all your cards it loses you the fewest points.").arg(card);
    }
    return {};
}

QString SevensTexts::shownName(const session::SevensGame &game, Seat s)
{
    std::array<QString, kSeats> names;
    for (Seat i = 0; i < kSeats; ++i)
        names[std::size_t(i)] = game.seatName(i);
    return Texts::shownNames(names)[std::size_t(s)];
}

} // namespace qixing::ui
