// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The in-game rules of a game, in the current language, including every decision the
// project made where the sources are silent ([decided] in the rules files). The text is the
// game's own (GameUi::rulesHtml, ui/<game>/): tr() strings, or one HTML document per
// language in resources/rules (embedded under :/rules), translated as a whole.

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace qixing {
namespace ui {

class RulesHelp : public QDialog
{
    Q_OBJECT
public:
    // `game`: a registered game's id (ui/shell/game_ui.h); another id shows an empty page.
    RulesHelp(QWidget *parent, const QString &game);
    // The whole text as HTML in the current language (also used by tests); "" for an id
    // that is not registered.
    static QString html(const QString &game);
    // Scrolls to a rule's item ("M37" …), e.g. from a prompt that explains it.
    void showRule(const QString &ruleId);

protected:
    void resizeEvent(QResizeEvent *e) override;

private:
    QTextBrowser *browser_;
};

} // namespace ui
} // namespace qixing
