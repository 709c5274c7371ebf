// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/kit/deal_verdict.h"

#include <QBoxLayout>
#include <QCoreApplication>
#include <QDialog>
#include <QLabel>

namespace qixing::ui {

QString dealVerdictText(const std::optional<QString> &problem, const PieceName &pieceName)
{
    if (!problem)
        return QCoreApplication::translate("DealVerdict", "Checking the deal…");
    if (problem->isEmpty())
        return QCoreApplication::translate("DealVerdict", "Deal verified: every card or tile you were shown is the deal the host committed to.");
    if (*problem == QLatin1String("commitment"))
        return QCoreApplication::translate("DealVerdict", "Deal NOT verified: the seed the host revealed is not the one it committed to.");
    if (*problem == QLatin1String("noCommitment"))
        return QCoreApplication::translate("DealVerdict", "Deal NOT verified: the host committed to no deal before this hand.");
    if (*problem == QLatin1String("notRevealed"))
        return QCoreApplication::translate("DealVerdict", "Deal not verified: the host did not reveal this deal.");
    if (*problem == QLatin1String("badReveal"))
        return QCoreApplication::translate("DealVerdict", "Deal NOT verified: the host's reveal does not read.");
    if (*problem == QLatin1String("unreadable"))
        return QCoreApplication::translate("DealVerdict", "Deal NOT verified: a message of this hand does not read.");
    QStringList pieces;
    for (const QString &word : problem->split(u' ', Qt::SkipEmptyParts)) {
        const QString piece = word.section(u'@', 0, 0);
        const int seat = word.section(u'@', 1).toInt();
        pieces << QCoreApplication::translate("DealVerdict", "%1 (seat %2)").arg(pieceName ? pieceName(piece) : piece).arg(seat + 1);
    }
    return QCoreApplication::translate("DealVerdict", "Deal NOT verified: not as the revealed deal: %1").arg(pieces.join(QStringLiteral(", ")));
}

void addDealVerdict(QDialog *dialog, const net::DealCheck &check, int hand, PieceName pieceName)
{
    auto *box = qobject_cast<QBoxLayout *>(dialog->layout());
    if (!box)
        return;
    auto *line = new QLabel(dialog);
    line->setObjectName(QStringLiteral("dealVerdict"));
    line->setWordWrap(true);
    const auto show = [line, pieceName](const std::optional<QString> &problem) {
        line->setText(dealVerdictText(problem, pieceName));
        QFont f = line->font();
        f.setBold(problem && !problem->isEmpty()); // a mismatch stands out
        line->setFont(f);
    };
    show(check.verdict(hand));
    QObject::connect(&check, &net::DealCheck::checked, line, [show, hand](int h, const QString &problem) {
        if (h == hand)
            show(problem);
    });
    box->insertWidget(std::max(0, box->count() - 1), line);
}

} // namespace qixing::ui
