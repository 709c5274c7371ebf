// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/game_screen.h"

#include "table/table_session.h"

#include <QMessageBox>

namespace qixing::ui {

int computerPauseFor(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Off: return 300;
    case AnimationSpeed::Fast: return 380;
    case AnimationSpeed::Normal: return 700;
    case AnimationSpeed::Slow: return 1100;
    }
    return 700;
}

void showNotice(QWidget *parent, const QString &title, const QString &text, bool warning)
{
    auto *box = new QMessageBox(warning ? QMessageBox::Warning : QMessageBox::Information, title, text, QMessageBox::NoButton,
                                parent);
    box->setObjectName(QStringLiteral("notice"));
    box->addButton(GameScreen::tr("OK"), QMessageBox::AcceptRole);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool savePlayedElsewhere(QWidget *parent, const session::TableSession &s, const QString &what)
{
    const qint64 pid = session::TableSession::saveHolder(s.savePath(), &s);
    if (pid == 0)
        return false;
    const QString who = pid > 0 ? GameScreen::tr("another Qixing window (process %1)").arg(pid) : GameScreen::tr("another Qixing window");
    showNotice(parent, GameScreen::tr("The match is open elsewhere"),
               what.arg(who) + QStringLiteral("\n\n")
                   + GameScreen::tr("Finish it or go back to the hall there first. This window does not resume, replace or end it."),
               true);
    return true;
}

} // namespace qixing::ui
