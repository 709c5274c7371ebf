// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The in-game rules of a game, in the current language, including every decision the
// project made where the sources are silent ([decided] in the rules files). Sevens' text is
// made of tr() strings; mahjong's, a long document, is one HTML file per language in
// resources/rules (embedded under :/rules), translated as a whole.

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace qixing {
namespace ui {

class RulesHelp : public QDialog
{
    Q_OBJECT
public:
    enum class Game { Sevens, Mahjong };

    explicit RulesHelp(QWidget *parent = nullptr, Game game = Game::Sevens);
    // The whole text as HTML in the current language (also used by tests).
    static QString html(Game game = Game::Sevens);
    // Scrolls to a rule's item (mahjong: "M37" …), e.g. from a prompt that explains it.
    void showRule(const QString &ruleId);

protected:
    void resizeEvent(QResizeEvent *e) override;

private:
    QTextBrowser *browser_;
};

} // namespace ui
} // namespace qixing
