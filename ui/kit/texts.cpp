// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/texts.h"

#include <cmath>

#include <QLocale>

namespace qixing {
namespace ui {

QString Texts::seatRole(int s)
{
    switch (s) {
    case 0: return tr("You");
    case 1: return tr("Next · right");
    case 2: return tr("Opposite");
    default: return tr("Previous · left");
    }
}

QString Texts::defaultName(int s)
{
    switch (s) {
    case 0: return tr("Player");
    case 1: return tr("Mei");
    case 2: return tr("Hao");
    default: return tr("Ling");
    }
}

QString Texts::kindName(const QString &kind)
{
    // The four strengths, named as players name them (docs/players.md): 新手, 一般, 高手, 大師.
    if (kind == QLatin1String("expert"))
        return tr("Computer (master)");
    // A game's simulating player is its strong level.
    if (kind == QLatin1String("search") || kind == QLatin1String("strong"))
        return tr("Computer (strong)");
    // One game's tile-efficiency player plays about as well as the other's heuristic one, and
    // is named alike.
    if (kind == QLatin1String("heuristic") || kind == QLatin1String("efficient"))
        return tr("Computer (casual)");
    if (kind == QLatin1String("random"))
        return tr("Computer (beginner)");
    if (kind == QLatin1String("person"))
        return tr("Person");
    if (kind == QLatin1String("remote"))
        return tr("Person (LAN)");
    if (kind == QLatin1String("computer"))
        return tr("Computer");
    return kind;
}

QString Texts::amount(Fraction f)
{
    QString s = QString::number(std::abs(f.num()));
    if (!f.isWhole())
        s += QLatin1Char('/') + QString::number(f.den());
    return f.num() < 0 ? QStringLiteral("\u2212") + s : s;
}

QString Texts::signedAmount(Fraction f)
{
    return f.num() > 0 ? QStringLiteral("+") + amount(f) : amount(f);
}

QString Texts::signedEstimate(double bets)
{
    const double r = std::round(bets * 10) / 10;
    const QString s = QString::number(std::abs(r), 'f', 1);
    return r > 0 ? QStringLiteral("+") + s : r < 0 ? QStringLiteral("\u2212") + s : s;
}

QString Texts::money(std::int64_t m)
{
    QLocale l(QLocale::English);
    const QString s = l.toString(qlonglong(std::abs(m)));
    return m < 0 ? QStringLiteral("\u2212") + s : s;
}

QString Texts::signedMoney(std::int64_t m)
{
    return m > 0 ? QStringLiteral("+") + money(m) : money(m);
}

std::array<QString, kTableSeats> Texts::shownNames(const std::array<QString, kTableSeats> &names)
{
    std::array<QString, kTableSeats> shown = names;
    int computers = 0;
    for (QString &n : shown)
        if (n.isEmpty())
            n = tr("Computer %1").arg(++computers);
    return shown;
}

QString Texts::moneyStyle(std::int64_t m)
{
    return m < 0 ? QStringLiteral("color: #b3261e;") : m > 0 ? QStringLiteral("color: #1b7f3b;") : QString();
}

} // namespace ui
} // namespace qixing
