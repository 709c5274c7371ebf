// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers for the Sevens tests: build card sets and outcomes from notation.

#include "sevens/card.h"
#include "sevens/scoring.h"

#include <QString>
#include <QStringList>
#include <QTest>

namespace qixing::sevens::testutil {

inline Card card(const char *text)
{
    const auto c = Card::parse(text);
    if (!c)
        qFatal("bad card in test: %s", text);
    return *c;
}

// "AS 2S 3S" → set.
inline CardSet cards(const char *text)
{
    CardSet s;
    for (const QString &t : QString::fromLatin1(text).split(' ', Qt::SkipEmptyParts))
        s.insert(card(t.toLatin1().constData()));
    return s;
}

// A deal from four space-separated hands.
inline Deal deal(const char *a, const char *b, const char *c, const char *d)
{
    Deal x;
    x.hands = {cards(a), cards(b), cards(c), cards(d)};
    return x;
}

struct SeatOutcome
{
    const char *covered;
    const char *last; // nullptr for none
};

inline HandOutcome outcome(std::initializer_list<SeatOutcome> seats)
{
    HandOutcome o;
    int i = 0;
    for (const SeatOutcome &s : seats) {
        o.covered[std::size_t(i)] = cards(s.covered);
        if (s.last)
            o.last[std::size_t(i)] = card(s.last);
        ++i;
    }
    return o;
}

} // namespace qixing::sevens::testutil
