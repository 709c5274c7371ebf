// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/rules_help.h"

#include "ui/kit/i18n.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

namespace {
QString section(const QString &title, const QStringList &items)
{
    QString s = QStringLiteral("<h3>%1</h3><ul>").arg(title.toHtmlEscaped());
    for (const QString &i : items)
        s += QStringLiteral("<li>%1</li>").arg(i);
    return s + QStringLiteral("</ul>");
}
// A line never breaks inside a list of tiles ("梅 蘭 竹 菊") nor after a short word before one
// ("1p–9p for 筒"); Chinese text still breaks between its characters.
QString keepTilesTogether(QString html)
{
    static const QRegularExpression space(
        QStringLiteral("(?:(?<=\\p{Han})|(?<=\\b\\w)|(?<=\\b\\w{2})|(?<=\\b\\w{3}))[ \\n](?=\\p{Han})"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    return html.replace(space, QStringLiteral("\u00a0"));
}
QString decided(const QString &text)
{
    return QStringLiteral("<b>%1</b> %2").arg(RulesHelp::tr("[Our rule]").toHtmlEscaped(), text);
}
} // namespace

QString RulesHelp::html(Game game)
{
    if (game == Game::Mahjong) {
        // Each language has its whole document; English where a language has none.
        for (const QString &code : {Language::current(), QStringLiteral("en")}) {
            QFile f(QStringLiteral(":/rules/mahjong.%1.html").arg(code));
            if (f.open(QIODevice::ReadOnly))
                return keepTilesTogether(QString::fromUtf8(f.readAll()));
        }
        return {};
    }
    QString h = QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(tr("Sevens — how to play"),
                         tr("Four players, one 52-card deck without jokers. The cards are laid out in four rows, one per "
                            "suit, that grow from the 7 towards the A and the K. Whoever cannot lay a card must cover one "
                            "face down; covered cards count against you."));
    h += section(tr("Cards and seats"),
                 {tr("A counts 1, 2 to 10 their value, J 11, Q 12, K 13. A card's points are its rank."),
                  tr("Each player gets 13 cards. Play passes to the next player, counter-clockwise: on screen you sit "
                     "at the bottom, the next player on the right, the opposite player at the top and the previous "
                     "player on the left."),
                  decided(tr("Every deal comes from a numbered shuffle of our own, so the same number gives exactly the same "
                             "deal on every computer.")),
                  decided(tr("In files and on the command line a card is written as its rank (A 2 3 4 5 6 7 8 9 T J Q K) "
                             "followed by its suit (S H D C), e.g. 7S, TD, KC."))});
    h += section(tr("Play"),
                 {tr("The holder of 7♠ starts and must play it first."),
                  tr("A card can be played when it is a 7 of a suit not yet on the table, or when it is next to its "
                     "suit's row: one below the low end or one above the high end."),
                  tr("If you hold a card that can be played you must play one (any one you like); covering is then not "
                     "allowed."),
                  tr("If no card of yours fits, you must cover exactly one card of your choice: it lies face down in "
                     "front of you for the rest of the hand. Only you see your covered cards until the hand ends."),
                  tr("Every turn plays or covers one card, so a hand lasts 52 turns."),
                  tr("Option head and tail close: as soon as a row reaches its A or its K, that suit is closed in both "
                     "directions; its remaining cards can only be covered.")});
    h += section(tr("End of a hand"),
                 {tr("Your points are the sum of the cards you covered."),
                  tr("Clear: you covered no card. Clear on a seven: you are clear and your last card was a 7. "
                     "All covered: you covered all 13 cards.")});
    h += section(tr("Taiwan scoring (排七)"),
                 {tr("Results are counted in bets; money = bets × the bet unit."),
                  tr("For every pair of players, the one with more points pays the other the difference times the "
                     "receiver's multiplier: ×2 if the receiver is clear, ×6 instead if clear on a seven and the option "
                     "“Clear on a seven pays ×6” is on, otherwise ×1. Equal points: nothing is paid. The results add up "
                     "to zero."),
                  tr("Option “All covered counts 100”: an all-covered player counts 0 points and everybody else counts "
                     "100 more than they covered."),
                  decided(tr("If two players are all covered, each of the others counts +100 for each of them.")),
                  tr("Option “Big, middle and small head” replaces the above: by points, the most pays 7 bets, the "
                     "second 3, the third 1, and the fewest receives 11; no multipliers, no bonus."),
                  decided(tr("Tied players share the places they occupy together: each pays or receives the average of "
                             "those places' amounts (two tied for fewest receive (11 − 1) / 2 = 5 each). Results in "
                             "bets are exact fractions; money is rounded to whole units by largest remainders so that it "
                             "still adds up to zero."))});
    h += section(tr("Mainland scoring (憋七)"),
                 {tr("Table multiplier M: with 0, 1, 2 or 3 clear players M is 1, 2, 4 or 8. With d players clear on "
                     "a seven the seven multiplier is 8 × d. When both apply, the larger counts."),
                  decided(tr("If all four players are clear, every score is 0.")),
                  tr("A player who is not clear counts covered points × M; a clear player counts 0. Each player "
                     "receives from every other player the difference between their counts.")});
    h += section(tr("Table settings and the match"),
                 {tr("A match is a series of hands at one table with fixed options, chosen in the table settings and "
                     "shown to every player."),
                  tr("The bet unit is a whole amount of money; one base is 30 × the bet unit."),
                  decided(tr("Opening limit: you may open or join a table only with a balance of at least one base.")),
                  decided(tr("A player who leaves before the last hand pays the leaving penalty of 1, 3 or 5 bases "
                             "(a table option), shared equally by the three players who stay; a computer player then "
                             "takes the seat so that the match can finish.")),
                  tr("If your turn time runs out, the hint's choice is played for you.")});
    h += section(tr("Playing with the mouse and keyboard"),
                 {tr("Playable cards in your hand are raised and outlined in gold. When nothing fits, all your cards "
                     "are outlined in blue: click the one to cover."),
                  tr("Left and Right choose a card, Up or Tab jumps to the next playable card, Enter or Space plays "
                     "it, H shows a hint.")});
    return h;
}

RulesHelp::RulesHelp(QWidget *parent, Game game) : QDialog(parent)
{
    setObjectName(QStringLiteral("rulesHelp"));
    setWindowTitle(game == Game::Mahjong ? tr("Rules of Zhangzhou mahjong") : tr("Rules of Sevens"));
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
