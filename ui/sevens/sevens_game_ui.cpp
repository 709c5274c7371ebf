// SPDX-License-Identifier: GPL-3.0-or-later
// Sevens in the window (ui/shell/game_ui.h): its hall tile and picture, its rules help, a LAN
// table's rules in words, its screenshots, its page and its rows in the Settings dialog.

#include "ui/sevens/sevens_replay_table.h"
#include "sevens/sevens_json.h"
#include "sevens/sevens_module.h"
#include "ui/cards/card_renderer.h"
#include "ui/kit/texts.h"
#include "ui/sevens/sevens_screenshot.h"
#include "ui/sevens/sevens_settings_dialog.h"
#include "ui/sevens/sevens_table_screen.h"
#include "ui/sevens/sevens_texts.h"
#include "ui/sevens/sevens_ui_settings.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/hall_screen.h"
#include "ui/shell/lan_widgets.h"
#include "ui/shell/lobby_screen.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/shell/rules_help.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPainter>

#include <utility>

namespace qixing::ui {

using namespace sevens;

namespace {

// The four sevens fanned in the hall's lower right corner, a card back behind them.
void paintHallArt(QPainter &p, const QRectF &hall, qreal dpr)
{
    const qreal h = std::clamp(hall.height() * 0.3, 120.0, 420.0), w = h * CardRenderer::kAspect;
    const Card cards[] = {Card(Suit::Clubs, 7), Card(Suit::Diamonds, 7), Card(Suit::Hearts, 7), Card(Suit::Spades, 7)};
    // The lowest corner, the back card's, reaches 0.05 h + sin 44° × w / 2 ≈ 0.29 h below
    // the pivot: the pivot sits higher than that, so the fan is never cut off.
    const QPointF pivot(hall.width() - w * 1.1, hall.height() - h * 0.33);
    p.save();
    p.translate(pivot + QPointF(-w * 0.55, h * 0.05));
    p.rotate(-44);
    p.translate(-w / 2, -h);
    p.drawPixmap(QPointF(0, 0), CardRenderer::shared().back(QSize(int(w), int(h)), dpr));
    p.restore();
    for (int i = 0; i < 4; ++i) {
        p.save();
        p.translate(pivot);
        p.rotate(-30 + i * 14);
        p.translate(-w / 2, -h);
        p.drawPixmap(QPointF(0, 0), CardRenderer::shared().face(cards[i], QSize(int(w), int(h)), dpr));
        p.restore();
    }
}

QString section(const QString &title, const QStringList &items)
{
    QString s = QStringLiteral("<h3>%1</h3><ul>").arg(title.toHtmlEscaped());
    for (const QString &i : items)
        s += QStringLiteral("<li>%1</li>").arg(i);
    return s + QStringLiteral("</ul>");
}
QString decided(const QString &text)
{
    return QStringLiteral("<b>%1</b> %2").arg(RulesHelp::tr("[Our rule]").toHtmlEscaped(), text);
}

QString rulesHtml()
{
    QString h = QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(RulesHelp::tr("Sevens — how to play"),
                         RulesHelp::tr("Four players, one 52-card deck without jokers. The cards are laid out in four rows, one per "
                                       "suit, that grow from the 7 towards the A and the K. Whoever cannot lay a card must cover one "
                                       "face down; covered cards count against you."));
    h += section(RulesHelp::tr("Cards and seats"),
                 {RulesHelp::tr("A counts 1, 2 to 10 their value, J 11, Q 12, K 13. A card's points are its rank."),
                  RulesHelp::tr("Each player gets 13 cards. Play passes to the next player, counter-clockwise: on screen you sit "
                                "at the bottom, the next player on the right, the opposite player at the top and the previous "
                                "player on the left."),
                  decided(RulesHelp::tr("Every deal comes from a numbered shuffle of our own, so the same number gives exactly the same "
                                        "deal on every computer.")),
                  decided(RulesHelp::tr("In files and on the command line a card is written as its rank (A 2 3 4 5 6 7 8 9 T J Q K) "
                                        "followed by its suit (S H D C), e.g. 7S, TD, KC."))});
    h += section(RulesHelp::tr("Play"),
                 {RulesHelp::tr("The holder of 7♠ starts and must play it first."),
                  RulesHelp::tr("A card can be played when it is a 7 of a suit not yet on the table, or when it is next to its "
                                "suit's row: one below the low end or one above the high end."),
                  RulesHelp::tr("If you hold a card that can be played you must play one (any one you like); covering is then not "
                                "allowed."),
                  RulesHelp::tr("If no card of yours fits, you must cover exactly one card of your choice: it lies face down in "
                                "front of you for the rest of the hand. Only you see your covered cards until the hand ends."),
                  RulesHelp::tr("Every turn plays or covers one card, so a hand lasts 52 turns."),
                  RulesHelp::tr("Option head and tail close: as soon as a row reaches its A or its K, that suit is closed in both "
                                "directions; its remaining cards can only be covered.")});
    h += section(RulesHelp::tr("End of a hand"),
                 {RulesHelp::tr("Your points are the sum of the cards you covered."),
                  RulesHelp::tr("Clear: you covered no card. Clear on a seven: you are clear and your last card was a 7. "
                                "All covered: you covered all 13 cards.")});
    h += section(RulesHelp::tr("Taiwan scoring (排七)"),
                 {RulesHelp::tr("Results are counted in bets; money = bets × the bet unit."),
                  RulesHelp::tr("For every pair of players, the one with more points pays the other the difference times the "
                                "receiver's multiplier: ×2 if the receiver is clear, ×6 instead if clear on a seven and the option "
                                "“Clear on a seven pays ×6” is on, otherwise ×1. Equal points: nothing is paid. The results add up "
                                "to zero."),
                  RulesHelp::tr("Option “All covered counts 100”: an all-covered player counts 0 points and everybody else counts "
                                "100 more than they covered."),
                  decided(RulesHelp::tr("If two players are all covered, each of the others counts +100 for each of them.")),
                  RulesHelp::tr("Option “Big, middle and small head” replaces the above: by points, the most pays 7 bets, the "
                                "second 3, the third 1, and the fewest receives 11; no multipliers, no bonus."),
                  decided(RulesHelp::tr("Tied players share the places they occupy together: each pays or receives the average of "
                                        "those places' amounts (two tied for fewest receive (11 − 1) / 2 = 5 each). Results in "
                                        "bets are exact fractions; money is rounded to whole units by largest remainders so that it "
                                        "still adds up to zero."))});
    h += section(RulesHelp::tr("Mainland scoring (憋七)"),
                 {RulesHelp::tr("Table multiplier M: with 0, 1, 2 or 3 clear players M is 1, 2, 4 or 8. With d players clear on "
                                "a seven the seven multiplier is 8 × d. When both apply, the larger counts."),
                  decided(RulesHelp::tr("If all four players are clear, every score is 0.")),
                  RulesHelp::tr("A player who is not clear counts covered points × M; a clear player counts 0. Each player "
                                "receives from every other player the difference between their counts.")});
    h += section(RulesHelp::tr("Table settings and the match"),
                 {RulesHelp::tr("A match is a series of hands at one table with fixed options, chosen in the table settings and "
                                "shown to every player."),
                  RulesHelp::tr("The bet unit is a whole amount of money; one base is 30 × the bet unit."),
                  decided(RulesHelp::tr("Opening limit: you may open or join a table only with a balance of at least one base.")),
                  decided(RulesHelp::tr("A player who leaves before the last hand pays the leaving penalty of 1, 3 or 5 bases "
                                        "(a table option), shared equally by the three players who stay; a computer player then "
                                        "takes the seat so that the match can finish.")),
                  RulesHelp::tr("If your turn time runs out, the hint's choice is played for you.")});
    h += section(RulesHelp::tr("Playing with the mouse and keyboard"),
                 {RulesHelp::tr("Playable cards in your hand are raised and outlined in gold. When nothing fits, all your cards "
                                "are outlined in blue: click the one to cover."),
                  RulesHelp::tr("Left and Right choose a card, Up or Tab jumps to the next playable card, Enter or Space plays "
                                "it, H shows a hint.")});
    return h;
}

QString tableRules(const QJsonObject &info, bool oneLine)
{
    Rules r;
    try {
        r = json::rulesFrom(info.value("rules"));
    } catch (const std::exception &) {
        return LobbyScreen::tr("unknown rules");
    }
    // A table's preset (issue 30) comes first; in one line (the LAN browser) it says enough.
    const QString preset = SevensSettingsDialog::presetLine(info);
    if (oneLine && !preset.isEmpty())
        return preset;
    QStringList parts;
    if (!preset.isEmpty())
        parts << LobbyScreen::tr("House rules: %1").arg(preset);
    parts << SevensTexts::presetName(r.preset);
    if (const QStringList opts = SevensTexts::tableOptions(r); !opts.isEmpty())
        parts << opts.join(QStringLiteral(" · "));
    parts << LobbyScreen::tr("Bet %1 · base %2").arg(Texts::money(r.betUnit), Texts::money(r.base()));
    parts << LobbyScreen::tr("Hands: %1").arg(info.value("hands").toInt());
    if (!oneLine)
        parts << LobbyScreen::tr("Leaving penalty: %1 × base").arg(info.value("penaltyBases").toInt(1));
    if (const QString t = turnLimitText(info, oneLine); !t.isEmpty())
        parts << t;
    return parts.join(oneLine ? QStringLiteral(" · ") : QStringLiteral("\n"));
}

// The Settings dialog's rows for the cards: the deck (ours or an installed KDE deck) with its
// sample picture, and four suit colours. The words keep the tr() context they had when the
// dialog drew these rows itself.
std::function<void()> preferencesRows(QFormLayout *form, QWidget *dialog)
{
    constexpr int kPreviewHeight = 112;
    auto *deck = new QComboBox;
    deck->setObjectName(QStringLiteral("deckBox"));
    const QList<CardDeck> decks = CardRenderer::decks();
    for (const CardDeck &d : decks)
        deck->addItem(d.id == CardRenderer::ownDeckId() ? PreferencesDialog::tr("Qixing (built in)") : d.name, d.id);
    deck->setCurrentIndex(std::max(0, deck->findData(CardRenderer::shared().deckId())));
    deck->setToolTip(PreferencesDialog::tr("Card decks installed on this computer (KDE card decks) are offered too."));
    form->addRow(PreferencesDialog::tr("Cards:"), deck);
    auto *preview = new QLabel;
    preview->setObjectName(QStringLiteral("deckPreview"));
    preview->setMinimumHeight(kPreviewHeight);
    form->addRow(QString(), preview);
    const auto showPreview = [deck, preview, decks, dialog] {
        // The deck's own sample picture; ours is a queen drawn on the spot.
        const qreal dpr = dialog->devicePixelRatioF();
        const CardDeck d = decks.value(deck->currentIndex());
        QPixmap pm;
        if (!d.previewFile.isEmpty())
            pm = QPixmap(d.previewFile).scaledToHeight(int(kPreviewHeight * dpr), Qt::SmoothTransformation);
        if (pm.isNull()) {
            const QSize size(int(kPreviewHeight * CardRenderer::kAspect), kPreviewHeight);
            pm = QPixmap(size * dpr);
            pm.fill(Qt::transparent);
            QPainter p(&pm);
            p.scale(dpr, dpr);
            CardRenderer::paintFace(p, QRectF(QPointF(0, 0), size), Card(Suit::Hearts, 12));
        }
        pm.setDevicePixelRatio(dpr);
        preview->setPixmap(pm);
    };
    QObject::connect(deck, &QComboBox::currentIndexChanged, preview, showPreview);
    showPreview();

    auto *fourColour = new QCheckBox(PreferencesDialog::tr("Four suit colours on the Qixing cards (♦ blue, ♣ green)"));
    fourColour->setObjectName(QStringLiteral("fourColourBox"));
    fourColour->setChecked(CardRenderer::shared().fourColour());
    form->addRow(QString(), fourColour);
    // A KDE deck's faces keep their own two colours (see CardRenderer::setFourColour): the
    // choice is kept for our cards but cannot be made for a deck that would not show it.
    const auto fourColourFollowsDeck = [deck, fourColour] {
        const bool own = deck->currentData().toString() == CardRenderer::ownDeckId();
        fourColour->setEnabled(own);
        fourColour->setToolTip(own ? PreferencesDialog::tr("On the Qixing cards and the table's suit signs.")
                                   : PreferencesDialog::tr("A KDE card deck keeps its own two suit colours."));
    };
    QObject::connect(deck, &QComboBox::currentIndexChanged, fourColour, fourColourFollowsDeck);
    fourColourFollowsDeck();
    return [deck, fourColour] { SevensUiSettings::shared().setDeck(deck->currentData().toString(), fourColour->isChecked()); };
}

// The remembered deck and colours on the card renderer.
void applyDeck()
{
    const SevensUiSettings &s = SevensUiSettings::shared();
    const QString deck = s.deck();
    CardRenderer &r = CardRenderer::shared();
    if (!r.setDeck(deck) && deck != CardRenderer::ownDeckId())
        qWarning("qixing: card deck %s not found or incomplete; using the Qixing cards", qPrintable(deck));
    if (s.fourColour() != r.fourColour()) {
        r.setFourColour(s.fourColour());
        r.clear();
    }
    for (QWidget *w : QApplication::allWidgets())
        w->update();
}

void followDeck()
{
    static const bool following = [] {
        SevensUiSettings *s = &SevensUiSettings::shared();
        QObject::connect(s, &SevensUiSettings::deckChanged, s, [] { applyDeck(); });
        QObject::connect(s, &SevensUiSettings::fourColourChanged, s, [] { applyDeck(); });
        return true;
    }();
    Q_UNUSED(following)
}

} // namespace

void registerGameUi_sevens()
{
    GameUi g;
    g.id = QStringLiteral("sevens");
    g.title = [] { return HallScreen::tr("Sevens"); };
    g.blurb = [] {
        return HallScreen::tr("Lay the cards out from the sevens. Whoever cannot lay a card must cover one, and covered "
                              "points pay the others.");
    };
    g.paintHallArt = paintHallArt;
    g.rulesTitle = [] { return RulesHelp::tr("Rules of Sevens"); };
    g.rulesHtml = rulesHtml;
    g.tableRules = tableRules;
    g.screenshotViews = sevensScreenshotViews();
    g.screenshot = sevensScreenshot;
    g.newScreen = [](QWidget *parent) -> GameScreen * { return new SevensTableScreen(parent); };
    g.preferencesRows = preferencesRows;
    g.applySavedLooks = applyDeck;
    g.followSavedLooks = followDeck;
    g.replayTable = newSevensReplayTable;
    g.watchable = true; // the Sevens screen shows a spectator's table (seat 0's side, no hand)
    g.actionText = [](const QJsonObject &action) {
        const std::optional<Action> a = session::SevensModule::actionFrom(action);
        return a ? SevensTexts::actionName(*a) : QString::fromUtf8(QJsonDocument(action).toJson(QJsonDocument::Compact));
    };
    GameUis::add(std::move(g));
}

} // namespace qixing::ui
