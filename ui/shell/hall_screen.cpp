// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/hall_screen.h"

#include "ui/kit/text_scale.h"
#include "ui/shell/game_ui.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace qixing {
namespace ui {

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
    for (const GameUi *game : GameUis::all()) {
        GameTile t = buildTile(game->id);
        t.frame->setProperty("hallTile", true);
        static_cast<QVBoxLayout *>(t.frame->layout())->setContentsMargins(24, 20, 24, 24);
        t.title->setWordWrap(true);
        t.frame->layout()->setAlignment(t.title, Qt::AlignTop);
        tiles->addWidget(t.frame, 1, Qt::AlignTop);
        tiles_.emplace_back(game->id, t);
    }
    tiles->addStretch(1);
    outer->addLayout(tiles);
    outer->addStretch(1);

    // The hall's own entries belong to no game: under the tiles, apart from them.
    auto *bar = new QWidget;
    bar->setObjectName(QStringLiteral("hallBar"));
    auto *bl = new QHBoxLayout(bar);
    bl->setContentsMargins(0, 0, 0, 0);
    historyButton_ = hallButton(bar, QStringLiteral("historyButton"));
    settingsButton_ = hallButton(bar, QStringLiteral("settingsButton"));
    quitButton_ = hallButton(bar, QStringLiteral("quitButton"));
    bl->addWidget(historyButton_);
    bl->addWidget(settingsButton_);
    bl->addWidget(quitButton_);
    bl->addStretch(1);
    connect(historyButton_, &QPushButton::clicked, this, &HallScreen::historyClicked);
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
    t.title->setProperty("hallRole", QStringLiteral("title"));
    t.text = new QLabel;
    t.text->setWordWrap(true);
    t.text->setObjectName(game + QStringLiteral("Text"));
    t.text->setProperty("hallRole", QStringLiteral("text"));
    l->addWidget(t.title);
    l->addWidget(t.text);
    t.gap = new QSpacerItem(0, 10, QSizePolicy::Minimum, QSizePolicy::Fixed);
    l->addSpacerItem(t.gap);
    // Named by game ("<id>-newTableButton"): the tests and the accessibility checks find them so.
    const QString prefix = game + QLatin1Char('-');
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

HallScreen::GameTile *HallScreen::findTile(const QString &game)
{
    for (auto &[id, t] : tiles_)
        if (id == game)
            return &t;
    return nullptr;
}

const HallScreen::GameTile *HallScreen::tile(const QString &game) const
{
    return const_cast<HallScreen *>(this)->findTile(game);
}

void HallScreen::setCanResume(const QString &game, bool on)
{
    if (GameTile *t = findTile(game))
        t->resume->setEnabled(on);
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
    // The first game's picture (the others' tiles say what they are).
    for (const GameUi *game : GameUis::all())
        if (game->paintHallArt) {
            game->paintHallArt(p, QRectF(rect()), devicePixelRatioF());
            break;
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
    const qreal text = TextScale::current(); // the text size setting
    const auto px = [pct, text](int at100, int least = 13) { return std::max(least, int(at100 * pct / 100 * text)); };
    for (auto &[id, t] : tiles_)
        t.frame->setMaximumWidth(std::max(460, 460 * pct / 100));
    setStyleSheet(
        QStringLiteral("QLabel#hallTitle { color: #ffe39a; font-size: %1px; font-weight: 700; }"
                       "QLabel#hallSubtitle { color: #d7e8dc; font-size: %2px; }"
                       "QFrame[hallTile=\"true\"] { background: rgba(6,20,12,200); border: 1px solid #c9a34a; border-radius: 16px; }"
                       "QLabel[hallRole=\"title\"] { color: #ffe39a; font-size: %3px; font-weight: 700; }"
                       "QLabel[hallRole=\"text\"] { color: #e6efe8; font-size: %4px; }"
                       "QFrame[hallTile=\"true\"] QPushButton, #hallBar QPushButton { background: #f6efd9; color: #2a2410;"
                       " border: 1px solid #b89b52; border-radius: 8px; padding: 6px 10px; font-size: %5px;"
                       " font-weight: 600; min-height: %6px; }"
                       "QFrame[hallTile=\"true\"] QPushButton:hover, #hallBar QPushButton:hover { background: #ffe9a8; }"
                       "QFrame[hallTile=\"true\"] QPushButton:focus, #hallBar QPushButton:focus { border: 3px solid #2e8bff; }"
                       "QFrame[hallTile=\"true\"] QPushButton:disabled { background: #8a8a7a;"
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
    // The games by name, in the registry's order: "A and B", "A, B and C".
    QStringList names;
    for (const GameUi *game : GameUis::all())
        names << game->title();
    QString games = names.value(0);
    for (int i = 1; i < names.size(); ++i)
        games = i + 1 < names.size() ? tr("%1, %2").arg(games, names[i]) : tr("%1 and %2").arg(games, names[i]);
    hallSubtitle_->setText(tr("%1 for four, at one felt table.").arg(games));
    for (auto &[id, t] : tiles_) {
        const GameUi *game = GameUis::find(id);
        t.title->setText(game->title());
        t.text->setText(game->blurb());
        t.newTable->setText(tr("New table…"));
        t.host->setText(tr("Host a LAN table…"));
        t.join->setText(tr("Join a LAN table…"));
        t.resume->setText(tr("Resume the unfinished match"));
        t.rules->setText(tr("Rules"));
    }
    historyButton_->setText(tr("History…"));
    historyButton_->setAccessibleDescription(tr("Every match kept here: replay, review, export"));
    settingsButton_->setText(tr("Settings…"));
    quitButton_->setText(tr("Quit"));
}

} // namespace ui
} // namespace qixing
