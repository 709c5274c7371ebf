// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/hall_screen.h"

#include "ui/kit/texts.h"

#include "ui/cards/card_renderer.h"
#include "ui/sevens/sevens_table_widget.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

using namespace sevens;

namespace {

QPushButton *hallButton(QWidget *parent, const QString &name)
{
    auto *b = new QPushButton(parent);
    b->setObjectName(name);
    b->setCursor(Qt::PointingHandCursor);
    return b; // styled with the hall (fitTo)
}

} // namespace

void HallScreen::GameTile::setEntriesVisible(bool on) const
{
    gap->changeSize(0, on ? 10 : 0);
    for (QWidget *w : {newTable, host, join, resume, rules})
        w->setVisible(on);
    frame->layout()->invalidate();
}

HallScreen::HallScreen(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("hall"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(48, 40, 48, 40);
    hallTitle_ = new QLabel;
    hallTitle_->setObjectName(QStringLiteral("hallTitle"));
    hallSubtitle_ = new QLabel;
    hallSubtitle_->setObjectName(QStringLiteral("hallSubtitle"));
    hallSubtitle_->setWordWrap(true);
    outer->addWidget(hallTitle_);
    outer->addWidget(hallSubtitle_);
    outer->addSpacing(28);

    auto *tiles = new QHBoxLayout;
    sevens_ = buildTile(QStringLiteral("sevens"));
    sevens_.frame->setStyleSheet(QStringLiteral("#sevensTile { background: rgba(6,20,12,200); border: 1px solid #c9a34a; border-radius: 16px; }"));
    static_cast<QVBoxLayout *>(sevens_.frame->layout())->setContentsMargins(24, 20, 24, 24);
    sevens_.frame->layout()->setAlignment(sevens_.title, Qt::AlignTop);
    tiles->addWidget(sevens_.frame, 1, Qt::AlignTop);

    mahjong_ = buildTile(QStringLiteral("mahjong"));
    mahjong_.frame->setStyleSheet(QStringLiteral("#mahjongTile { background: rgba(6,20,12,200); border: 1px solid #c9a34a; border-radius: 16px; }"));
    static_cast<QVBoxLayout *>(mahjong_.frame->layout())->setContentsMargins(24, 20, 24, 24);
    mahjong_.title->setWordWrap(true);
    mahjong_.frame->layout()->setAlignment(mahjong_.title, Qt::AlignTop);
    mahjong_.setEntriesVisible(true);
    tiles->addWidget(mahjong_.frame, 1, Qt::AlignTop);
    tiles->addStretch(1);
    outer->addLayout(tiles);
    outer->addStretch(1);

    // The hall's own entries belong to no game: under the tiles, apart from them.
    auto *bar = new QWidget;
    bar->setObjectName(QStringLiteral("hallBar"));
    auto *bl = new QHBoxLayout(bar);
    bl->setContentsMargins(0, 0, 0, 0);
    settingsButton_ = hallButton(bar, QStringLiteral("settingsButton"));
    quitButton_ = hallButton(bar, QStringLiteral("quitButton"));
    bl->addWidget(settingsButton_);
    bl->addWidget(quitButton_);
    bl->addStretch(1);
    connect(settingsButton_, &QPushButton::clicked, this, &HallScreen::settingsClicked);
    connect(quitButton_, &QPushButton::clicked, this, &HallScreen::quitClicked);
    outer->addWidget(bar);
}

HallScreen::GameTile HallScreen::buildTile(const QString &game)
{
    GameTile t;
    t.frame = new QFrame;
    t.frame->setObjectName(game + QStringLiteral("Tile"));
    auto *l = new QVBoxLayout(t.frame);
    t.title = new QLabel;
    t.title->setObjectName(game + QStringLiteral("Title"));
    t.text = new QLabel;
    t.text->setWordWrap(true);
    t.text->setObjectName(game + QStringLiteral("Text"));
    l->addWidget(t.title);
    l->addWidget(t.text);
    t.gap = new QSpacerItem(0, 10, QSizePolicy::Minimum, QSizePolicy::Fixed);
    l->addSpacerItem(t.gap);
    // The Sevens buttons keep their plain names (the tests find them by those).
    const QString prefix = game == QLatin1String("sevens") ? QString() : game + QLatin1Char('-');
    t.newTable = hallButton(t.frame, prefix + QStringLiteral("newTableButton"));
    t.host = hallButton(t.frame, prefix + QStringLiteral("hostButton"));
    t.join = hallButton(t.frame, prefix + QStringLiteral("joinButton"));
    t.resume = hallButton(t.frame, prefix + QStringLiteral("resumeButton"));
    t.rules = hallButton(t.frame, prefix + QStringLiteral("rulesButton"));
    l->addWidget(t.newTable);
    // LAN play: host or join, side by side.
    auto *lan = new QHBoxLayout;
    lan->addWidget(t.host);
    lan->addWidget(t.join);
    l->addLayout(lan);
    l->addWidget(t.resume);
    l->addWidget(t.rules);
    return t;
}

void HallScreen::setCanResumeSevens(bool on)
{
    sevens_.resume->setEnabled(on);
}

void HallScreen::paintEvent(QPaintEvent *)
{
    // The hall's background: the felt with a fan of cards, drawn by the card renderer.
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QRadialGradient g(QPointF(width() / 2.0, height() * 0.4), std::max(width(), height()) * 0.8);
    g.setColorAt(0, QColor(0x2f, 0x7d, 0x4c));
    g.setColorAt(1, QColor(0x0c, 0x2e, 0x1b));
    p.fillRect(rect(), g);
    // The four sevens fanned in the corner, a card back behind them.
    const qreal h = std::clamp(height() * 0.3, 120.0, 420.0), w = h * CardRenderer::kAspect;
    const Card cards[] = {Card(Suit::Clubs, 7), Card(Suit::Diamonds, 7), Card(Suit::Hearts, 7), Card(Suit::Spades, 7)};
    // The lowest corner, the back card's, reaches 0.05 h + sin 44° × w / 2 ≈ 0.29 h below
    // the pivot: the pivot sits higher than that, so the fan is never cut off.
    const QPointF pivot(width() - w * 1.1, height() - h * 0.33);
    p.save();
    p.translate(pivot + QPointF(-w * 0.55, h * 0.05));
    p.rotate(-44);
    p.translate(-w / 2, -h);
    p.drawPixmap(QPointF(0, 0), CardRenderer::shared().back(QSize(int(w), int(h)), devicePixelRatioF()));
    p.restore();
    for (int i = 0; i < 4; ++i) {
        p.save();
        p.translate(pivot);
        p.rotate(-30 + i * 14);
        p.translate(-w / 2, -h);
        p.drawPixmap(QPointF(0, 0), CardRenderer::shared().face(cards[i], QSize(int(w), int(h)), devicePixelRatioF()));
        p.restore();
    }
}

void HallScreen::fitTo(const QSize &window, bool force)
{
    if (force)
        hallScale_ = -1;
    // The hall scales with the window as the table does: 1 at 1280 × 800.
    const int pct = std::clamp(std::min(window.width() * 100 / 1280, window.height() * 100 / 800), 80, 240);
    if (pct == hallScale_)
        return;
    hallScale_ = pct;
    const qreal text = SevensTableWidget::textScale(); // the text size setting
    const auto px = [pct, text](int at100, int least = 13) { return std::max(least, int(at100 * pct / 100 * text)); };
    sevens_.frame->setMaximumWidth(std::max(460, 460 * pct / 100));
    mahjong_.frame->setMaximumWidth(std::max(460, 460 * pct / 100));
    setStyleSheet(
        QStringLiteral("QLabel#hallTitle { color: #ffe39a; font-size: %1px; font-weight: 700; }"
                       "QLabel#hallSubtitle { color: #d7e8dc; font-size: %2px; }"
                       "QLabel#sevensTitle, QLabel#mahjongTitle { color: #ffe39a; font-size: %3px; font-weight: 700; }"
                       "QLabel#sevensText, QLabel#mahjongText { color: #e6efe8; font-size: %4px; }"
                       "#sevensTile QPushButton, #mahjongTile QPushButton, #hallBar QPushButton { background: #f6efd9; color: #2a2410;"
                       " border: 1px solid #b89b52; border-radius: 8px; padding: 6px 10px; font-size: %5px;"
                       " font-weight: 600; min-height: %6px; }"
                       "#sevensTile QPushButton:hover, #mahjongTile QPushButton:hover, #hallBar QPushButton:hover { background: #ffe9a8; }"
                       "#sevensTile QPushButton:focus, #mahjongTile QPushButton:focus, #hallBar QPushButton:focus { border: 3px solid #2e8bff; }"
                       "#sevensTile QPushButton:disabled, #mahjongTile QPushButton:disabled { background: #8a8a7a;"
                       " color: #d6d6cc; border-color: #777; }")
            .arg(px(44))
            .arg(px(17))
            .arg(px(26))
            .arg(px(14))
            .arg(px(15))
            .arg(px(28)));
}

void HallScreen::retranslate()
{
    hallTitle_->setText(tr("Qixing Card Hall"));
    hallSubtitle_->setText(tr("Sevens and Zhangzhou mahjong for four, at one felt table."));
    sevens_.title->setText(tr("Sevens"));
    sevens_.text->setText(tr("Lay the cards out from the sevens. Whoever cannot lay a card must cover one, and covered "
                             "points pay the others."));
    mahjong_.title->setText(Texts::mahjongHallTitle());
    mahjong_.text->setText(Texts::mahjongHallText());
    for (const GameTile *t : {&sevens_, &mahjong_}) {
        t->newTable->setText(tr("New table…"));
        t->host->setText(tr("Host a LAN table…"));
        t->join->setText(tr("Join a LAN table…"));
        t->resume->setText(tr("Resume the unfinished match"));
        t->rules->setText(tr("Rules"));
    }
    settingsButton_->setText(tr("Settings…"));
    quitButton_->setText(tr("Quit"));
}

} // namespace ui
} // namespace qixing
