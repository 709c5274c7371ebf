// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/rules_help.h"

#include "ui/shell/game_ui.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

QString RulesHelp::html(const QString &game)
{
    const GameUi *g = GameUis::find(game);
    return g ? g->rulesHtml() : QString();
}

RulesHelp::RulesHelp(QWidget *parent, const QString &game) : QDialog(parent)
{
    setObjectName(QStringLiteral("rulesHelp"));
    if (const GameUi *g = GameUis::find(game))
        setWindowTitle(g->rulesTitle());
    auto *l = new QVBoxLayout(this);
    browser_ = new QTextBrowser;
    browser_->setObjectName(QStringLiteral("rulesBrowser"));
    browser_->setHtml(html(game));
    l->addWidget(browser_);
    auto *buttons = new QDialogButtonBox;
    buttons->addButton(tr("Close"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    l->addWidget(buttons);
    resize(720, 680);
}

void RulesHelp::resizeEvent(QResizeEvent *e)
{
    QDialog::resizeEvent(e);
    // The text grows with the dialog, keeping some 70 to 90 characters a line.
    QFont f = font();
    f.setPixelSize(std::clamp(width() / 56, 13, 22));
    browser_->document()->setDefaultFont(f);
}

void RulesHelp::showRule(const QString &ruleId)
{
    browser_->scrollToAnchor(ruleId);
}

} // namespace ui
} // namespace qixing
