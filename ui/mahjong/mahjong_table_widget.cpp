// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mahjong/mahjong_table_widget.h"
#include "table/thinking.h"

#include "mahjong/mahjong_json.h"
#include "mahjong/mahjong_module.h"
#include "ui/kit/felt.h"
#include "ui/kit/plaque_text.h"
#include "ui/kit/sound.h"
#include "ui/kit/texts.h"
#include "ui/mahjong/tile_renderer.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFrame>
#include <QGuiApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QThreadPool>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>

namespace qixing::ui {

using namespace mahjong;
namespace mj = mahjong::json;
using Kind = Action::Kind;

namespace {
const QColor kGoldInk(0xf2, 0xc1, 0x4e);
const QColor kLastMark(0xff, 0x8a, 0x3d);
const QColor kHint(0x7f, 0xd1, 0xff);
const QColor kPlaqueText(0xf3, 0xef, 0xe0);
constexpr int kSideRow = 6; // a side seat's backs per row
constexpr int kRiverRows = 3; // a river's rows of six; more discards lie over the last row

QString name(Tile t)
{
    return mj::tileName(t);
}

QJsonObject actionJson(const Action &a)
{
    return session::MahjongModule::actionTo(a);
}

// The tile size that fits `count` tiles (with `gaps` tile widths between groups) in `width`,
// no taller than `maxH`.
QSizeF fitTiles(qreal width, qreal count, qreal maxH)
{
    const qreal w = std::min(maxH * TileRenderer::kAspect, width / std::max<qreal>(count, 1));
    return QSizeF(w, w / TileRenderer::kAspect);
}

// A meld's width in tiles of `tile`: the claimed tile lies on its side.
qreal meldWidth(const MahjongTableModel::SeatMeld &m, QSizeF tile)
{
    const int n = m.faceDown ? 4 : int(m.tiles.size());
    return n * tile.width() + (m.claimed >= 0 ? tile.height() - tile.width() : 0);
}

const char *kPromptStyle =
    "#mahjongPrompt { background: rgba(12, 30, 20, 215); border: 1px solid rgba(242, 193, 78, 150);"
    " border-radius: 10px; }"
    "#mahjongPrompt QLabel { color: #f3efe0; }"
    "#mahjongPrompt QLabel#promptNote { color: #bfe6ff; }"
    "#mahjongPrompt QLabel#promptNote[error=\"true\"] { color: #ffd0c8; }"
    "#mahjongPrompt QPushButton { background: #f6efd9; color: #2a2410; border: 1px solid #b89b52;"
    " border-radius: 7px; padding: 4px 12px; }"
    "#mahjongPrompt QPushButton:hover { background: #ffe9a8; }"
    "#mahjongPrompt QPushButton[hint=\"true\"] { background: #bfe6ff; border: 2px solid #7fd1ff; }"
    "#mahjongPrompt QPushButton#win, #mahjongPrompt QPushButton[win=\"true\"] { background: #ffd54f; }"
    "#mahjongPrompt QProgressBar { background: rgba(255,255,255,40); border: none; border-radius: 2px; }"
    "#mahjongPrompt QProgressBar::chunk { background: #f2c14e; border-radius: 2px; }"
    "#mahjongToggles QToolButton { background: rgba(0,0,0,70); color: #f3efe0; border: 1px solid rgba(255,255,255,60);"
    " border-radius: 6px; padding: 2px 3px; }" // narrow: "Sort: 萬 條 筒" fits a fifth of 1024x640's felt
    "#mahjongToggles QToolButton:disabled { color: rgba(243, 239, 224, 110); }"
    "#mahjongToggles QToolButton:checked { background: rgba(242,193,78,170); color: #20180a; }"
    "#mahjongViewFrom QLabel { color: #f3efe0; }"
    "#mahjongViewFrom QComboBox { background: rgba(0,0,0,90); color: #f3efe0; border: 1px solid rgba(242,193,78,150);"
    " border-radius: 6px; padding: 1px 6px; }"
    "#mahjongViewFrom QComboBox QAbstractItemView { background: #143a2e; color: #f3efe0;"
    " selection-background-color: #f2c14e; selection-color: #20180a; }";

// A river tile's marks: the player's own discard ringed in gold; the last discard outlined,
// with a marker above it (toward the middle of the table: a seat's river is drawn turned).
void markRiverTile(QPainter &p, const QRectF &r, bool yours, bool last, qreal tileWidth)
{
    if (yours) {
        p.save();
        p.setPen(QPen(kGoldInk, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 3, 3);
        p.restore();
    }
    if (last) {
        p.save();
        p.setPen(QPen(kLastMark, std::max<qreal>(2, tileWidth * 0.07)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(-1, -1, 1, 1), 4, 4);
        QPolygonF tri;
        const qreal s = tileWidth * 0.22;
        tri << QPointF(r.center().x() - s, r.top() - s * 1.2) << QPointF(r.center().x() + s, r.top() - s * 1.2)
            << QPointF(r.center().x(), r.top() - s * 0.1);
        p.setBrush(kLastMark);
        p.setPen(Qt::NoPen);
        p.drawPolygon(tri);
        p.restore();
    }
}
} // namespace

MahjongTableWidget::MahjongTableWidget(session::MahjongGame *game, QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    // Down to a 1024x640 screen at twice the scale (the side panel beside it).
    setMinimumSize(560, 380);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setStyleSheet(QString::fromLatin1(kPromptStyle));
    clock_.start();

    prompt_ = new QFrame(this);
    prompt_->setObjectName(QStringLiteral("mahjongPrompt"));
    auto *pv = new QVBoxLayout(prompt_);
    pv->setContentsMargins(10, 6, 10, 6);
    pv->setSpacing(4);
    promptNote_ = new QLabel(prompt_);
    promptNote_->setObjectName(QStringLiteral("promptNote"));
    promptNote_->setAlignment(Qt::AlignCenter);
    promptNote_->hide();
    pv->addWidget(promptNote_);
    promptLabel_ = new QLabel(prompt_);
    promptLabel_->setWordWrap(true);
    promptLabel_->setAlignment(Qt::AlignCenter);
    pv->addWidget(promptLabel_);
    promptButtons_ = new QHBoxLayout;
    promptButtons_->setSpacing(6);
    pv->addLayout(promptButtons_);
    countdown_ = new QProgressBar(prompt_);
    countdown_->setTextVisible(false);
    countdown_->setFixedHeight(5);
    pv->addWidget(countdown_);
    prompt_->hide();
    // Lines with Chinese are taller than Latin ones: the probe has both.
    bandProbe_ = new QLabel(QStringLiteral("金 Ag\n金 Ag\n金 Ag"), prompt_);
    bandProbe_->hide();
    bandProbeButton_ = new QPushButton(QStringLiteral("金 Ag"), bandProbe_);
    bandProbeButton_->hide();

    toggles_ = new QFrame(this);
    toggles_->setObjectName(QStringLiteral("mahjongToggles"));
    auto *tg = new QGridLayout(toggles_);
    tg->setContentsMargins(0, 0, 0, 0);
    tg->setSpacing(4);
    const auto toggle = [this](const QString &objectName) {
        auto *b = new QToolButton(toggles_);
        b->setObjectName(objectName);
        b->setFocusPolicy(Qt::NoFocus);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        return b;
    };
    autoPassButton_ = toggle(QStringLiteral("autoPass"));
    autoPassButton_->setCheckable(true);
    autoWinButton_ = toggle(QStringLiteral("autoWin"));
    autoWinButton_->setCheckable(true);
    autoWinButton_->setChecked(autoWin_);
    sortButton_ = toggle(QStringLiteral("sortOrder"));
    hintButton_ = toggle(QStringLiteral("hint"));
    tg->addWidget(autoPassButton_, 0, 0);
    tg->addWidget(autoWinButton_, 0, 1);
    tg->addWidget(sortButton_, 1, 0);
    tg->addWidget(hintButton_, 1, 1);
    connect(autoPassButton_, &QToolButton::toggled, this, &MahjongTableWidget::setAutoPass);
    connect(autoWinButton_, &QToolButton::toggled, this, &MahjongTableWidget::setAutoWin);
    connect(sortButton_, &QToolButton::clicked, this, [this] {
        setSortOrder(sortOrder_ == MahjongTableModel::SortOrder::CharactersFirst ? MahjongTableModel::SortOrder::DotsFirst
                                                                                : MahjongTableModel::SortOrder::CharactersFirst);
    });
    connect(hintButton_, &QToolButton::clicked, this, &MahjongTableWidget::showHint);

    viewFromBox_ = new QFrame(this);
    viewFromBox_->setObjectName(QStringLiteral("mahjongViewFrom"));
    auto *vf = new QHBoxLayout(viewFromBox_);
    vf->setContentsMargins(0, 0, 0, 0);
    vf->setSpacing(6);
    viewFromLabel_ = new QLabel(viewFromBox_);
    viewFrom_ = new QComboBox(viewFromBox_);
    viewFrom_->setObjectName(QStringLiteral("viewFrom"));
    viewFrom_->setFocusPolicy(Qt::TabFocus);
    viewFrom_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    viewFromLabel_->setBuddy(viewFrom_);
    vf->addWidget(viewFromLabel_);
    vf->addWidget(viewFrom_, 1);
    // (Its items are refilled quietly: only the person's choice turns the table.)
    connect(viewFrom_, &QComboBox::currentIndexChanged, this, [this](int index) { setViewFrom(index); });
    viewFromBox_->hide();

    messageTimer_.setSingleShot(true);
    connect(&messageTimer_, &QTimer::timeout, this, [this] {
        message_.clear();
        showNote();
        update();
        announce();
    });
    clockTimer_.setInterval(100);
    connect(&clockTimer_, &QTimer::timeout, this, [this, shown = -1]() mutable {
        // The clock by the middle is redrawn when its second changes.
        if (const int s = clockSeconds(); s != shown) {
            shown = s;
            update(clockRect().toAlignedRect().adjusted(-2, -2, 2, 2));
        }
        if (!game_ || !prompt_->isVisible() || countdownTotal_ <= 0)
            return;
        const int left = game_->msLeft();
        countdown_->setValue(std::clamp(left, 0, countdownTotal_));
    });
    momentTimer_.setSingleShot(true);
    connect(&momentTimer_, &QTimer::timeout, this, &MahjongTableWidget::skipMoment);
    clockTimer_.start();
    animTimer_.setInterval(16);
    connect(&animTimer_, &QTimer::timeout, this, [this] {
        const qint64 now = clock_.elapsed();
        std::erase_if(effects_, [&](const Running &r) { return now - r.start > animMs_; });
        if (effects_.empty())
            animTimer_.stop();
        update();
    });
    // Tests and screenshots see every tile where it lies.
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        animMs_ = 0;
    changeEvent(nullptr); // the toggles' texts
    setGame(game);
}

void MahjongTableWidget::setGame(session::MahjongGame *game)
{
    if (game_)
        disconnect(game_.data(), nullptr, this, nullptr);
    game_ = game;
    model_.clear();
    selected_ = hover_ = -1;
    hintTarget_.clear();
    hintValues_.clear();
    hintFor_ = hintShownFor_ = -2;
    message_.clear();
    questionStep_ = -2;
    moment_ = {};
    momentTimer_.stop();
    clearPrompt();
    if (game_) {
        for (const QJsonObject &m : game_->replay())
            model_.apply(m);
        connect(game_.data(), &session::MahjongGame::message, this, &MahjongTableWidget::onMessage);
        connect(game_.data(), &session::MahjongGame::timeLimitPlayed, this, [this](const QJsonObject &a) {
            // What was done for the person, not only that something was.
            const QString kind = a.value("action").toString();
            showMessage(kind == QLatin1String("win")       ? tr("Time is up: you won — the win offered was taken for you.")
                        : kind == QLatin1String("robKong") ? tr("Time is up: the kong was robbed for you, as the computer would.")
                        : kind == QLatin1String("pass")    ? tr("Time is up: you passed.")
                                                           : tr("Time is up: the computer played your turn for you."),
                        true);
        });
    }
    questionChanged();
    showToggles();
    update();
    announce();
}

void MahjongTableWidget::setAutoPass(bool on)
{
    autoPass_ = on;
    autoPassButton_->setChecked(on);
    autoAnswer();
}

void MahjongTableWidget::setAutoWin(bool on)
{
    autoWin_ = on;
    autoWinButton_->setChecked(on);
    autoAnswer();
}

void MahjongTableWidget::setSortOrder(MahjongTableModel::SortOrder o)
{
    sortOrder_ = o;
    selected_ = -1;
    changeEvent(nullptr);
    update();
    announce();
}

void MahjongTableWidget::onMessage(const QJsonObject &m)
{
    const int before = model_.eventsSeen();
    model_.apply(m);
    if (m.value("type").toString() == QLatin1String("state"))
        skipEffects(); // a new picture of the table: nothing moves into it
    if (model_.eventsSeen() != before && m.value("type").toString() == QLatin1String("event")) {
        // What just happened moves into place (the model has it already).
        const QJsonObject e = model_.lastEvent();
        const QString kind = e.value("e").toString();
        const int seat = e.value("seat").toInt(-1);
        if (kind == QLatin1String("discard") || kind == QLatin1String("you")) {
            Sound::shared().play(Sound::Play);
            startEffect(Effect::Discard, seat);
        } else if ((kind == QLatin1String("draw") || kind == QLatin1String("replacement")) && seat == model_.localSeat()) {
            startEffect(Effect::Draw, seat);
        } else if (kind == QLatin1String("deal")) {
            startEffect(Effect::Deal, model_.seatAt(0)); // the bottom seat's (a spectator's: seat 0)
        } else if (kind == QLatin1String("flower")) {
            startEffect(Effect::Flower, seat);
        } else if (kind == QLatin1String("dice")) {
            startEffect(Effect::Dice, -1);
        } else if (kind == QLatin1String("gold")) {
            startEffect(Effect::Gold, -1);
        }
        int who = -1;
        bool win = false;
        if (const QString word = momentWord(m, &who, &win); !word.isEmpty()) {
            startEffect(Effect::Claim, who, word);
            startMoment(word, who, win);
        }
    }
    if (m.value("type").toString() == QLatin1String("settlement")) {
        // The win gets its moment, and its sound, before the settlement (momentOver()).
        int who = -1;
        bool win = false;
        const QString word = momentWord(m, &who, &win);
        if (word.isEmpty() || animMs_ <= 0 || !isVisible())
            Sound::shared().play(Sound::HandEnd);
        startMoment(word, who, win);
    }
    if (m.value("type").toString() == QLatin1String("event")) {
        const QJsonObject e = model_.lastEvent();
        if (e.value("e").toString() == QLatin1String("forcedRound") && e.value("seat").toInt() != model_.localSeat())
            showMessage(tr("%1 is in 雙游: until the gold has gone round, everyone else draws one tile and must "
                           "discard it unless it wins by self-draw.")
                            .arg(seatName(e.value("seat").toInt())),
                        false);
    }
    if (selected_ >= int(handTiles().size()))
        selected_ = -1;
    questionChanged();
    if (m.value("type").toString() == QLatin1String("state"))
        showToggles();
    update();
    announce();
}

bool MahjongTableWidget::myTurn() const
{
    const auto &q = model_.question();
    return q && q->phase == int(Phase::Turn);
}

QString MahjongTableWidget::seatName(int seat) const
{
    std::array<QString, 4> names;
    for (int s = 0; s < 4; ++s)
        names[std::size_t(s)] = model_.seat(s).name;
    return Texts::shownNames(names)[std::size_t(seat & 3)];
}

QString MahjongTableWidget::youName(int level)
{
    return level <= 1 ? tr("單游") : level == 2 ? tr("雙游") : tr("三游");
}

QString MahjongTableWidget::seatBadges(int seat) const
{
    // 莊 with the 連莊 count (M51), then the seat's 游金 (M33-M35).
    QStringList out;
    if (seat == model_.dealer())
        out << (model_.streak() > 1 ? tr("莊 · 連莊 %1").arg(model_.streak() - 1) : tr("莊"));
    if (model_.seat(seat).you > 0)
        out << youName(model_.seat(seat).you);
    return out.join(QStringLiteral("   "));
}

FittedText MahjongTableWidget::plaqueName(int seat, const QFont &font, qreal width) const
{
    // One line (the plaques are one line high), down to 3/4 of the size before it is cut.
    const QString n = seatName(seat);
    FittedText t = fitText(n, font, width, 0.75, 1);
    if (!t.whole)
        cutNames_ << n;
    return t;
}

QString MahjongTableWidget::tileName(Tile t) const
{
    return TileRenderer::tileText(t);
}

std::vector<Tile> MahjongTableWidget::handTiles() const
{
    std::vector<Tile> out = model_.ownTiles(sortOrder_);
    if (model_.drawnTile())
        out.push_back(*model_.drawnTile());
    return out;
}

std::vector<std::optional<Tile>> MahjongTableWidget::bottomTiles() const
{
    // A spectator's bottom seat as any other seat.
    if (model_.spectating())
        return shownHand(model_.seatAt(0));
    std::vector<std::optional<Tile>> out;
    for (Tile t : handTiles())
        out.emplace_back(t);
    return out;
}

bool MahjongTableWidget::bottomDrawnApart() const
{
    if (!model_.spectating())
        return model_.drawnTile().has_value();
    return drawnApart(model_.seatAt(0));
}

bool MahjongTableWidget::drawnApart(int seat) const
{
    // The tile a seat just drew stands apart, as the person's own does.
    const QJsonObject e = model_.lastEvent();
    const QString kind = e.value("e").toString();
    return !model_.handOver() && model_.revealed()[std::size_t(seat & 3)].empty() && e.value("seat").toInt(-1) == seat
        && (kind == QLatin1String("draw") || kind == QLatin1String("replacement")) && model_.seat(seat).tiles > 0;
}

std::vector<std::optional<Tile>> MahjongTableWidget::shownHand(int seat) const
{
    if (!model_.spectating() && seat == model_.localSeat())
        return bottomTiles();
    // Backs, face up once the settlement showed the hand (or a replay shows every hand).
    const auto &revealed = model_.revealed()[std::size_t(seat & 3)];
    const auto &shown = revealed.empty() ? open_[std::size_t(seat & 3)] : revealed;
    if (!shown.empty())
        return {shown.begin(), shown.end()};
    return std::vector<std::optional<Tile>>(std::size_t(std::max(0, model_.seat(seat).tiles)));
}

QRectF MahjongTableWidget::handTileRect(int index) const
{
    const Layout l = computeLayout();
    return index >= 0 && index < int(l.handRects.size()) ? l.handRects[std::size_t(index)] : QRectF();
}

// ---------------------------------------------------------------------------------------
// The prompt bar.

QPushButton *MahjongTableWidget::promptButton(const QString &name) const
{
    return prompt_->findChild<QPushButton *>(name, Qt::FindDirectChildrenOnly);
}

QStringList MahjongTableWidget::promptButtonNames() const
{
    QStringList out;
    for (QPushButton *b : prompt_->findChildren<QPushButton *>(QString(), Qt::FindDirectChildrenOnly))
        out << b->objectName();
    return out;
}

QString MahjongTableWidget::promptText() const
{
    return prompt_->isHidden() ? QString() : promptLabel_->text();
}

void MahjongTableWidget::clearPrompt()
{
    // A button may be clearing the prompt from its own click (the game answered at once):
    // it leaves now and is deleted later.
    for (QPushButton *b : prompt_->findChildren<QPushButton *>(QString(), Qt::FindDirectChildrenOnly)) {
        promptButtons_->removeWidget(b);
        b->hide();
        b->setParent(nullptr);
        b->deleteLater();
    }
    promptLabel_->clear();
    promptLabel_->setToolTip(QString());
    prompt_->hide();
    countdownTotal_ = 0;
}

namespace {
// The prompt's button that leads to a hinted answer: a chow ("chow:<tile>") is reached
// through the "chow" button (the picker's, or the only chow's) until the picker shows it.
QString hintButtonFor(const QString &target)
{
    return target.startsWith(QLatin1String("chow:")) ? QStringLiteral("chow") : target;
}
} // namespace

QPushButton *MahjongTableWidget::addButton(const QString &objectName, const QString &text, const QString &key,
                                           const QJsonObject &action)
{
    auto *b = new QPushButton(key.isEmpty() ? text : QStringLiteral("%1 (%2)").arg(text, key), prompt_);
    b->setObjectName(objectName);
    b->setFocusPolicy(Qt::NoFocus);
    b->setProperty("win", action.value("action").toString() == QLatin1String("win"));
    if (!hintTarget_.isEmpty() && (hintTarget_ == objectName || hintButtonFor(hintTarget_) == objectName))
        b->setProperty("hint", true);
    promptButtons_->addWidget(b);
    if (!action.isEmpty())
        connect(b, &QPushButton::clicked, this, [this, action] { submit(action); });
    return b;
}

void MahjongTableWidget::questionChanged()
{
    // The prompt asks the question, or after a hand offers the next one.
    const auto &q = model_.question();
    const int step = q ? q->step : model_.handOver() && !model_.matchOver() ? -3 - model_.handNumber() : -1;
    if (step == questionStep_)
        return;
    if (q && q->step != questionStep_)
        Sound::shared().play(Sound::YourTurn);
    questionStep_ = step;
    hintButton_->setEnabled(q.has_value());
    promptMode_.clear();
    hintTarget_.clear();
    hintValues_.clear();
    // A hint answers one question: with it gone, so is the hint (and any still worked out).
    hintFor_ = -2;
    if (hintShownFor_ != -2 && (!q || q->step != hintShownFor_)) {
        hintShownFor_ = -2;
        message_.clear();
        messageTimer_.stop();
        showNote();
    }
    rebuildPrompt();
    autoAnswer();
}

void MahjongTableWidget::autoAnswer()
{
    const auto &q = model_.question();
    if (!q || !game_)
        return;
    const bool win = q->has(Kind::Win);
    // M38: a winning draw among the last four wins by itself; the engine offers nothing else.
    if (autoWin_ && win && q->options.size() == 1) {
        submitAction(q->options.front());
        return;
    }
    // The forced round of 雙游 (M34): the tile drawn must go unless it wins.
    if (model_.forcedRoundFor() >= 0 && model_.forcedRoundFor() != model_.localSeat() && q->phase == int(Phase::Turn)
        && !win && q->options.size() == 1) {
        submitAction(q->options.front());
        return;
    }
    if (autoPass_ && q->phase == int(Phase::Claim) && !win && q->has(Kind::Pass))
        submitAction(Action::pass());
}

void MahjongTableWidget::rebuildPrompt()
{
    clearPrompt();
    const auto &q = model_.question();
    if (!q && game_ && model_.handOver() && !model_.matchOver() && game_->dealsNextHand()) {
        const QString result = resultText();
        promptLabel_->setText(result.isEmpty() ? tr("The hand is over.") : result);
        connect(addButton(QStringLiteral("nextHand"), tr("Next hand"), tr("Enter"), {}), &QPushButton::clicked, this, [this] {
            if (game_)
                game_->nextHand();
        });
        countdown_->hide();
        prompt_->show();
        prompt_->raise();
        resizeEvent(nullptr);
        return;
    }
    if (!q || !game_)
        return;
    const Concealed own = model_.ownConcealed();
    const QString passText = tr("Pass");
    QString text;
    const auto phase = Phase(q->phase < 0 ? (q->window ? int(Phase::Claim) : int(Phase::Turn)) : q->phase);
    if (promptMode_ == QLatin1String("chow")) {
        text = tr("Which chow?");
        int n = 0;
        // Each chow as its three tiles, drawn (their names for a screen reader), the tile
        // claimed lifted: the way the meld will lie.
        const int claimed = plainKindOf(model_.lastDiscard().tile, model_.gold());
        // As tall as the band's buttons allow, so that the picker stays in its band.
        bandProbeButton_->ensurePolished();
        const qreal th = std::max<qreal>(24, bandProbeButton_->sizeHint().height() * 1.3);
        const QSize tile(int(th * TileRenderer::kAspect), int(th));
        for (const Action &a : q->of(Kind::Chow)) {
            QStringList tiles;
            QPixmap pm(QSize(tile.width() * 3 + 4, int(th * 1.15)) * devicePixelRatioF());
            pm.setDevicePixelRatio(devicePixelRatioF());
            pm.fill(Qt::transparent);
            QPainter tp(&pm);
            for (int k = a.tile.kind(), i = 0; k < a.tile.kind() + 3; ++k, ++i) {
                const Tile t = physicalOf(k, model_.gold());
                tiles << tileName(t);
                tp.drawPixmap(QPointF(i * (tile.width() + 2), k == claimed ? 0 : th * 0.15),
                              TileRenderer::shared().face(t, tile, devicePixelRatioF(), false));
            }
            tp.end();
            QPushButton *b = addButton(QStringLiteral("chow:%1").arg(name(a.tile)), QString(), QString::number(++n), actionJson(a));
            b->setIcon(QIcon(pm));
            b->setIconSize(pm.deviceIndependentSize().toSize());
            b->setAccessibleName(tiles.join(QLatin1Char(' ')));
            b->setToolTip(tiles.join(QLatin1Char(' ')));
        }
        connect(addButton(QStringLiteral("back"), tr("Back"), QStringLiteral("Esc"), {}), &QPushButton::clicked, this, [this] {
            promptMode_.clear();
            rebuildPrompt();
            announce();
        });
    } else if (promptMode_.startsWith(QLatin1String("you:"))) {
        const Tile t = *Tile::parse(promptMode_.mid(4).toStdString());
        const Action you = Action::you(t);
        const int level = t == model_.gold() ? std::max(2, model_.seat(model_.localSeat()).you + 1) : 1;
        const QString levelName = youName(level);
        text = tr("Discard %1 and announce %2?").arg(tileName(t), levelName);
        if (level == 1)
            text += QLatin1Char('\n') + tr("From then any tile you draw wins (×4), but you may not win on a discard or claim.");
        else if (level == 2)
            text += QLatin1Char('\n') + tr("Your next self-draw wins ×8; the others must discard what they draw meanwhile.");
        else
            text += QLatin1Char('\n') + tr("三游 ends the hand at once, ×16.");
        promptLabel_->setToolTip(tr("Rules %1").arg(level == 1 ? QStringLiteral("M33") : level == 2 ? QStringLiteral("M34") : QStringLiteral("M35")));
        addButton(QStringLiteral("you"), tr("Announce %1").arg(levelName), QStringLiteral("Enter"), actionJson(you));
        if (std::find(q->options.begin(), q->options.end(), Action::discard(t)) != q->options.end())
            addButton(QStringLiteral("discard"), tr("Just discard"), QStringLiteral("D"), actionJson(Action::discard(t)));
        connect(addButton(QStringLiteral("back"), tr("Back"), QStringLiteral("Esc"), {}), &QPushButton::clicked, this, [this] {
            promptMode_.clear();
            rebuildPrompt();
            announce();
        });
    } else if (phase == Phase::Claim) {
        const int from = model_.lastDiscard().seat;
        text = tr("%1 discarded %2.").arg(seatName(from), tileName(model_.lastDiscard().tile));
        if (q->has(Kind::Win))
            addButton(QStringLiteral("win"), tr("Win"), QStringLiteral("H"), actionJson(Action::win()));
        if (q->has(Kind::Kong))
            addButton(QStringLiteral("kong"), tr("Kong"), QStringLiteral("K"), actionJson(Action::kong()));
        if (q->has(Kind::Pung))
            addButton(QStringLiteral("pung"), tr("Pung"), QStringLiteral("P"), actionJson(Action::pung()));
        const auto chows = q->of(Kind::Chow);
        if (chows.size() == 1) {
            addButton(QStringLiteral("chow"), tr("Chow"), QStringLiteral("C"), actionJson(chows.front()));
        } else if (chows.size() > 1) {
            connect(addButton(QStringLiteral("chow"), tr("Chow…"), QStringLiteral("C"), {}), &QPushButton::clicked, this,
                    &MahjongTableWidget::showChowPicker);
        }
        addButton(QStringLiteral("pass"), passText, tr("Space"), actionJson(Action::pass()));
    } else if (phase == Phase::Opening) {
        const bool dealer = model_.localSeat() == model_.dealer();
        for (const Action &a : q->of(Kind::Win)) {
            if (a.tile != kNoTile) {
                // 搶金 by the dealer: which tile to set aside for the revealed gold (M32).
                addButton(QStringLiteral("win:%1").arg(name(a.tile)), tr("Rob the gold, set aside %1").arg(tileName(a.tile)),
                          QString(), actionJson(a));
                text = tr("搶金: take the revealed gold %1 into your hand and win (as 自摸).").arg(tileName(model_.gold()));
                promptLabel_->setToolTip(tr("Rules %1").arg(QStringLiteral("M32")));
            } else if (dealer && model_.openingPasses() == 0 && isComplete(own)) { // M36: the highest way
                addButton(QStringLiteral("win"), tr("天胡 Heavenly win"), QStringLiteral("H"), actionJson(a));
                text = tr("Your dealt hand is complete: 天胡.");
                promptLabel_->setToolTip(tr("Rules %1").arg(QStringLiteral("M36")));
            } else if (own.golds >= 3 && model_.openingPasses() == 0) {
                addButton(QStringLiteral("win"), tr("三金倒 Three golds"), QStringLiteral("H"), actionJson(a));
                text = tr("You hold three golds: 三金倒 wins at once, as 自摸.");
                promptLabel_->setToolTip(tr("Rules %1").arg(QStringLiteral("M31")));
            } else {
                addButton(QStringLiteral("win"), tr("搶金 Rob the gold"), QStringLiteral("H"), actionJson(a));
                text = tr("搶金: the revealed gold %1 completes your hand (as 自摸).").arg(tileName(model_.gold()));
                promptLabel_->setToolTip(tr("Rules %1").arg(QStringLiteral("M32")));
            }
        }
        addButton(QStringLiteral("pass"), passText, tr("Space"), actionJson(Action::pass()));
    } else if (phase == Phase::RobKong) {
        text = tr("搶槓胡: turn over a concealed kong and win if its tile completes your hand. A wrong guess is 詐胡: "
                  "you pay everyone as a 自摸.");
        promptLabel_->setToolTip(tr("Rules %1").arg(QStringLiteral("M37")));
        for (const Action &a : q->of(Kind::RobKong))
            addButton(QStringLiteral("robKong:%1:%2").arg(a.seat).arg(a.index), tr("Rob %1's kong").arg(seatName(a.seat)),
                      QString(), actionJson(a));
        addButton(QStringLiteral("pass"), passText, tr("Space"), actionJson(Action::pass()));
    } else {
        // The seat's own turn: discards by clicking a tile; the rest by buttons.
        const int forced = model_.forcedRoundFor();
        if (forced >= 0 && forced != model_.localSeat())
            text = tr("%1 is in 雙游: discard the tile you drew unless it wins.").arg(seatName(forced));
        if (q->has(Kind::Win)) {
            const bool complete = isComplete(own);
            addButton(QStringLiteral("win"), complete ? tr("自摸 Self-draw win") : tr("三金倒 Three golds"), QStringLiteral("H"),
                      actionJson(Action::win()));
        }
        for (const Action &a : q->of(Kind::ConcealedKong))
            addButton(QStringLiteral("concealedKong:%1").arg(name(a.tile)), tr("Concealed kong %1").arg(tileName(a.tile)),
                      QStringLiteral("K"), actionJson(a));
        for (const Action &a : q->of(Kind::AddKong))
            addButton(QStringLiteral("addKong:%1").arg(name(a.tile)), tr("Add to kong %1").arg(tileName(a.tile)),
                      QStringLiteral("K"), actionJson(a));
        // Said on the table, not only to a screen reader: the person's turn is never silent.
        if (text.isEmpty())
            text = promptButtonNames().isEmpty() ? tr("Your turn: discard a tile.") : tr("Your turn: discard a tile, or:");
    }
    promptLabel_->setText(text);
    promptLabel_->setVisible(!text.isEmpty());
    const int total = q->deadlineMs > 0 ? q->deadlineMs : -1;
    countdownTotal_ = total > 0 ? total : 0;
    countdown_->setVisible(countdownTotal_ > 0);
    if (countdownTotal_ > 0) {
        countdown_->setRange(0, countdownTotal_);
        countdown_->setValue(std::clamp(game_->msLeft(), 0, countdownTotal_));
    }
    prompt_->show();
    prompt_->raise();
    resizeEvent(nullptr);
}

void MahjongTableWidget::showChowPicker()
{
    promptMode_ = QStringLiteral("chow");
    rebuildPrompt();
    announce();
}

void MahjongTableWidget::showYouConfirm(Tile t)
{
    promptMode_ = QStringLiteral("you:") + name(t);
    rebuildPrompt();
    announce();
}

void MahjongTableWidget::submitAction(const Action &a)
{
    submit(actionJson(a));
}

void MahjongTableWidget::submit(const QJsonObject &action)
{
    if (!game_)
        return;
    // A local game may answer at once and ask the next question before submit() returns: only
    // the question answered here is over.
    const int asked = model_.question() ? model_.question()->step : -1;
    const QString why = game_->submit(action);
    if (!why.isEmpty()) {
        showMessage(tr("Not allowed: %1").arg(why), true);
        return;
    }
    if (model_.question() && model_.question()->step == asked)
        model_.answered();
    selected_ = -1;
    hintTarget_.clear();
    hintValues_.clear();
    questionStep_ = -2;
    questionChanged();
    update();
    announce();
}

void MahjongTableWidget::discardTile(Tile t)
{
    const auto &q = model_.question();
    if (!myTurn()) {
        showMessage(tr("It is not your turn to discard."), true);
        return;
    }
    const bool you = std::find(q->options.begin(), q->options.end(), Action::you(t)) != q->options.end();
    if (you) {
        showYouConfirm(t);
        return;
    }
    // Anything else goes to the game, which says why when it may not (M33-M35, M38 …).
    submitAction(Action::discard(t));
}

void MahjongTableWidget::discardAt(int index)
{
    const auto tiles = handTiles();
    if (index < 0 || index >= int(tiles.size()))
        return;
    selected_ = index;
    discardTile(tiles[std::size_t(index)]);
    update();
}

void MahjongTableWidget::tileClicked(int index)
{
    const auto tiles = handTiles();
    if (index < 0 || index >= int(tiles.size()))
        return;
    if (myTurn() && selected_ == index) {
        discardTile(tiles[std::size_t(index)]);
        return;
    }
    selected_ = index;
    update();
    announce();
}

// What the hint's thread found beside the answer: how near the hand is to ready after it.
struct MahjongTableWidget::HintFound
{
    int shanten = -2;  // 向聽 after the answer (analysis.h: 0 ready, or a discard from it)
    int waitKinds = 0; // a discard that leaves the hand ready: its waits
    int waitTiles = 0; // and how many of them are unseen
};

namespace {
// The concealed tiles after `a` (a claim takes the discard, `claimed`, and lays out the tiles
// that meld it; a discard lets the tile go), for a look at how near to ready they are.
Concealed after(Concealed c, const Action &a, Tile gold, Tile claimed)
{
    const auto take = [&](int plainKind, int n) {
        if (plainKind < 0)
            c.golds = std::max(0, c.golds - n);
        else
            c.plain[std::size_t(plainKind)] = std::uint8_t(std::max(0, int(c.plain[std::size_t(plainKind)]) - n));
    };
    const int k = plainKindOf(claimed, gold);
    switch (a.kind) {
    case Kind::Discard:
    case Kind::You: take(plainKindOf(a.tile, gold), 1); break;
    case Kind::Pung: take(k, 2); break;
    case Kind::Kong: take(k, 3); break;
    case Kind::Chow:
        for (int i = a.tile.kind(); i < a.tile.kind() + 3; ++i)
            if (i != k)
                take(i, 1);
        break;
    default: break;
    }
    return c;
}
} // namespace

void MahjongTableWidget::showHint()
{
    if (!game_)
        return;
    const auto &q = model_.question();
    if (!q) {
        showMessage(tr("Nothing to decide now."), false);
        return;
    }
    if (hintFor_ == q->step)
        return; // already being worked out
    // The computer thinks on another thread from copies; the answer is shown only if the
    // question it answers is still the one asked (applyHint).
    hintFor_ = q->step;
    std::array<int, kKinds> unseen {};
    for (int k = 0; k < kKinds; ++k)
        unseen[std::size_t(k)] = model_.unseen(Tile(k));
    QPointer<MahjongTableWidget> self(this);
    QThreadPool::globalInstance()->start([self, work = game_->hintWork(), own = model_.ownConcealed(), gold = model_.gold(),
                                          claimed = model_.lastDiscard().tile, unseen, step = q->step] {
        session::yieldToEventLoops();
        const QJsonObject action = work();
        HintFound found;
        if (const auto a = session::MahjongModule::actionFrom(action); a && gold != kNoTile) {
            const Concealed c = after(own, *a, gold, claimed);
            found.shanten = shanten(c);
            if (found.shanten == 0 && (a->kind == Kind::Discard || a->kind == Kind::Kong))
                for (int k : waitingKinds(c)) {
                    ++found.waitKinds;
                    found.waitTiles += unseen[std::size_t(physicalOf(k, gold).kind())];
                }
        }
        // Back on the GUI thread, to a table that may be gone by then.
        QMetaObject::invokeMethod(
            qApp,
            [self, step, action, found] {
                if (self)
                    self->applyHint(step, action, found);
            },
            Qt::QueuedConnection);
    });
}

QString MahjongTableWidget::hintReason(const Action &a, const HintFound &f) const
{
    // Why, as the Sevens hint says it: how near the answer leaves the hand to ready.
    const auto distance = [&] {
        return f.shanten <= 0 ? tr("one discard from ready") : f.shanten == 1 ? tr("one tile from ready")
                                                                             : tr("%1 tiles from ready").arg(f.shanten);
    };
    switch (a.kind) {
    case Kind::Discard:
        if (f.shanten == 0)
            return f.waitKinds == 1 ? tr("you are then ready, waiting on one kind (%1 unseen).").arg(f.waitTiles)
                                    : tr("you are then ready, waiting on %1 kinds (%2 unseen).").arg(f.waitKinds).arg(f.waitTiles);
        return f.shanten == 1 ? tr("the rest is then one tile from ready.") : tr("the rest is then %1 tiles from ready.").arg(f.shanten);
    case Kind::You: return tr("any tile you draw then wins.");
    case Kind::Win: return tr("your hand is complete.");
    case Kind::Pass: return tr("a claim would not bring your hand nearer to a win.");
    case Kind::Chow:
    case Kind::Pung: return tr("it leaves your hand %1.").arg(distance());
    case Kind::Kong:
    case Kind::ConcealedKong:
    case Kind::AddKong: return tr("a kong scores and draws a replacement tile.");
    case Kind::RobKong: return tr("its tile completes your hand.");
    }
    return {};
}

QString MahjongTableWidget::optionName(const QJsonObject &action)
{
    const auto a = session::MahjongModule::actionFrom(action);
    if (!a)
        return {};
    switch (a->kind) {
    case Kind::Discard: return TileRenderer::tileText(a->tile);
    case Kind::You: return tr("%1 and 游金").arg(TileRenderer::tileText(a->tile));
    case Kind::Pass: return tr("pass");
    case Kind::Win: return tr("win");
    case Kind::Chow: return tr("chow");
    case Kind::Pung: return tr("pung");
    case Kind::Kong:
    case Kind::ConcealedKong:
    case Kind::AddKong: return tr("kong");
    case Kind::RobKong: return tr("rob the kong");
    }
    return {};
}

void MahjongTableWidget::paintHintValue(QPainter &p, const QRectF &r, Tile t) const
{
    // The value of discarding this tile, on its lower half (the hinted one's in the hint's
    // blue), as the Sevens hint tags its cards.
    if (hintValues_.size() < 2)
        return;
    const auto it = std::find_if(hintValues_.begin(), hintValues_.end(), [&](const auto &x) { return x.first == name(t); });
    if (it == hintValues_.end())
        return;
    p.save();
    const QString text = Texts::signedEstimate(it->second);
    QFont f = font();
    f.setBold(true);
    int px = std::max(8, int(r.width() * 0.24));
    for (f.setPixelSize(px); px > 7; f.setPixelSize(--px))
        if (QFontMetricsF(f).horizontalAdvance(text) + px * 0.5 <= r.width() - 2)
            break;
    p.setFont(f);
    const qreal w = std::min(QFontMetricsF(f).horizontalAdvance(text) + px * 0.5, r.width() - 2);
    const QRectF tag(r.center().x() - w / 2, r.bottom() - px * 1.3 - 1, w, px * 1.3);
    const bool best = hintTarget_ == it->first;
    p.setPen(Qt::NoPen);
    p.setBrush(best ? QColor(0x2e, 0x8b, 0xff) : QColor(10, 30, 18, 215));
    p.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2);
    p.setPen(best ? QColor(Qt::white) : it->second < 0 ? QColor(0xff, 0xa0, 0x90) : QColor(0xc8, 0xf0, 0xc0));
    p.drawText(tag, Qt::AlignCenter, text);
    p.restore();
}

void MahjongTableWidget::applyHint(int step, const QJsonObject &h, const HintFound &found)
{
    if (step != hintFor_)
        return; // asked for a question gone since
    hintFor_ = -2;
    const auto &q = model_.question();
    if (!q || q->step != step)
        return;
    hintTarget_.clear();
    hintValues_.clear();
    if (h.isEmpty()) {
        showMessage(tr("Nothing to decide now."), false);
        return;
    }
    const auto a = session::MahjongModule::actionFrom(h);
    if (!a)
        return;
    QString explanation;
    switch (a->kind) {
    case Kind::Discard:
    case Kind::You: {
        const auto tiles = handTiles();
        // The drawn tile when it is the one, else the first of its kind in the hand.
        int at = -1;
        for (int i = int(tiles.size()) - 1; i >= 0 && at < 0; --i)
            if (tiles[std::size_t(i)] == a->tile && (i == int(tiles.size()) - 1 || !model_.drawnTile()))
                at = i;
        for (int i = 0; i < int(tiles.size()) && at < 0; ++i)
            if (tiles[std::size_t(i)] == a->tile)
                at = i;
        selected_ = at;
        hintTarget_ = name(a->tile);
        explanation = a->kind == Kind::You ? tr("Hint: discard %1 and announce 游金.").arg(tileName(a->tile))
                                           : tr("Hint: discard %1.").arg(tileName(a->tile));
        break;
    }
    case Kind::Pass:
        hintTarget_ = QStringLiteral("pass");
        explanation = tr("Hint: pass.");
        break;
    case Kind::Win:
        hintTarget_ = a->tile != kNoTile ? QStringLiteral("win:%1").arg(name(a->tile)) : QStringLiteral("win");
        explanation = tr("Hint: win.");
        break;
    case Kind::Chow:
        // The chow itself, also while only the picker's button shows: that button carries the
        // mark until the picker opens, then the chow chosen does.
        hintTarget_ = QStringLiteral("chow:%1").arg(name(a->tile));
        explanation = tr("Hint: chow.");
        break;
    case Kind::Pung:
        hintTarget_ = QStringLiteral("pung");
        explanation = tr("Hint: pung.");
        break;
    case Kind::Kong:
        hintTarget_ = QStringLiteral("kong");
        explanation = tr("Hint: kong.");
        break;
    case Kind::ConcealedKong:
        hintTarget_ = QStringLiteral("concealedKong:%1").arg(name(a->tile));
        explanation = tr("Hint: concealed kong.");
        break;
    case Kind::AddKong:
        hintTarget_ = QStringLiteral("addKong:%1").arg(name(a->tile));
        explanation = tr("Hint: add to your kong.");
        break;
    case Kind::RobKong:
        hintTarget_ = QStringLiteral("robKong:%1:%2").arg(a->seat).arg(a->index);
        explanation = tr("Hint: rob the kong.");
        break;
    }
    if (const QString why = found.shanten > -2 || a->kind == Kind::Pass ? hintReason(*a, found) : QString(); !why.isEmpty())
        explanation = tr("%1 Why: %2").arg(explanation, why);
    // The strong player's value of each option (mahjongHint): the discards' on their tiles,
    // the best and the next best in words.
    const QJsonArray values = h.value(QStringLiteral("values")).toArray();
    for (const QJsonValue &v : values) {
        const QJsonObject o = v.toObject();
        const auto option = session::MahjongModule::actionFrom(o.value(QStringLiteral("action")).toObject());
        if (option && (option->kind == Kind::Discard || option->kind == Kind::You)
            && std::none_of(hintValues_.begin(), hintValues_.end(), [&](const auto &x) { return x.first == name(option->tile); }))
            hintValues_.append({name(option->tile), o.value(QStringLiteral("value")).toDouble()});
    }
    // The discards' values are on their tiles; a claim's only in words (the note has room for
    // one sentence more, not two).
    if (values.size() > 1 && hintValues_.size() < 2) {
        const QJsonObject next = values[1].toObject();
        explanation += QLatin1Char(' ')
                       + tr("Expected: %1 base; the next best, %2: %3 base.")
                             .arg(Texts::signedEstimate(values[0].toObject().value(QStringLiteral("value")).toDouble()),
                                  optionName(next.value(QStringLiteral("action")).toObject()),
                                  Texts::signedEstimate(next.value(QStringLiteral("value")).toDouble()));
    }
    QPushButton *b = promptButton(hintTarget_);
    if (!b)
        b = promptButton(hintButtonFor(hintTarget_));
    if (b) {
        b->setProperty("hint", true);
        b->style()->unpolish(b);
        b->style()->polish(b);
    }
    showMessage(explanation, false);
    hintShownFor_ = step;
    emit hintShown(explanation);
    update();
}

int MahjongTableWidget::activeSeat() const
{
    if (!model_.hasHand() || model_.handOver())
        return -1;
    if (myTurn())
        return model_.localSeat();
    if (model_.question())
        return -1; // the person is asked a claim: so may the others be
    // Another seat's turn, from what it did last: it drew, claimed or laid out a flower.
    const QJsonObject e = model_.lastEvent();
    static const QStringList toDiscard {"draw", "replacement", "chow", "pung", "kong", "concealedKong", "addKong", "flower"};
    return toDiscard.contains(e.value("e").toString()) ? e.value("seat").toInt(-1) : -1;
}

int MahjongTableWidget::clockSeconds() const
{
    if (!game_ || !model_.question() || model_.handOver())
        return -1;
    const int left = game_->msLeft();
    return left < 0 ? -1 : (left + 999) / 1000;
}

QRectF MahjongTableWidget::clockRect() const
{
    if (clockSeconds() < 0 || !model_.hasHand())
        return {};
    return middleBox(computeLayout().middle).clock;
}

QString MahjongTableWidget::momentWord(const QJsonObject &m, int *seat, bool *win) const
{
    *win = false;
    const QString type = m.value("type").toString();
    if (type == QLatin1String("settlement")) {
        const QJsonObject r = m.value("result").toObject();
        if (r.value("drawn").toBool() || !r.contains("winner") || r.value("winner").isNull())
            return {};
        *seat = r.value("winner").toInt();
        *win = true;
        // The way, as a player at the table would call it out.
        static const std::map<QString, const char *> calls {
            {"pingHu", QT_TR_NOOP("胡")},        {"ziMo", QT_TR_NOOP("自摸")},   {"danYou", QT_TR_NOOP("游金")},
            {"shuangYou", QT_TR_NOOP("游金")},   {"sanYou", QT_TR_NOOP("游金")}, {"sanJinDao", QT_TR_NOOP("三金倒")},
            {"qiangJin", QT_TR_NOOP("搶金")},    {"tianHu", QT_TR_NOOP("天胡")}, {"qiangGangHu", QT_TR_NOOP("搶槓胡")},
            {"zhaHu", QT_TR_NOOP("詐胡")},
        };
        const auto it = calls.find(r.value("way").toString());
        return it == calls.end() ? tr("胡") : tr(it->second);
    }
    if (type != QLatin1String("event"))
        return {};
    const QJsonObject e = model_.lastEvent();
    const QString kind = e.value("e").toString();
    *seat = e.value("seat").toInt(-1);
    if (kind == QLatin1String("chow"))
        return tr("吃");
    if (kind == QLatin1String("pung"))
        return tr("碰");
    if (kind == QLatin1String("kong") || kind == QLatin1String("addKong") || kind == QLatin1String("concealedKong"))
        return tr("槓");
    return {};
}

void MahjongTableWidget::startMoment(const QString &word, int seat, bool win, bool hold)
{
    // Calls last six movements' lengths, wins eight: with the animation off, none at all.
    const int ms = hold ? 0 : animMs_ * (win ? 8 : 6);
    if (word.isEmpty() || (!hold && (ms <= 0 || !isVisible()))) {
        if (win || word.isEmpty())
            emit momentOver();
        return;
    }
    moment_ = {word, seat >= 0 ? seatName(seat) : QString(), win, clock_.elapsed(), ms};
    Sound::shared().play(win ? Sound::HandEnd : Sound::Cover);
    if (ms > 0)
        momentTimer_.start(ms);
    update();
    announce();
}

void MahjongTableWidget::skipMoment()
{
    momentTimer_.stop();
    if (moment_.word.isEmpty())
        return;
    const bool win = moment_.win;
    moment_ = {};
    update();
    if (win)
        emit momentOver();
}

bool MahjongTableWidget::showLastMoment()
{
    int who = -1;
    bool win = false;
    QString word;
    if (model_.handOver())
        word = momentWord(QJsonObject {{"type", "settlement"}, {"result", model_.settlement().value("result")}}, &who, &win);
    else
        word = momentWord(QJsonObject {{"type", "event"}}, &who, &win);
    if (word.isEmpty())
        return false;
    startMoment(word, who, win, true);
    return true;
}

QRectF MahjongTableWidget::momentRect() const
{
    if (moment_.word.isEmpty() || !model_.hasHand())
        return {};
    // Over the middle and the rivers next to it, never beyond the felt between the seats.
    const Layout l = computeLayout();
    const qreal h = std::min(l.middle.height() * (moment_.win ? 2.0 : 1.6), height() * 0.32);
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(12, int(h * 0.55)));
    QFont small = font();
    small.setPixelSize(std::max(9, int(h * 0.16)));
    const qreal w = std::max(QFontMetricsF(f).horizontalAdvance(moment_.word), QFontMetricsF(small).horizontalAdvance(moment_.who))
        + h * 0.6;
    const QPointF c = l.middle.center();
    return QRectF(c.x() - w / 2, c.y() - h / 2, std::min<qreal>(w, width() - 2 * l.margin), h)
        .translated(std::max<qreal>(0, l.margin - (c.x() - w / 2)), 0);
}

void MahjongTableWidget::setAnimationMs(int ms)
{
    animMs_ = std::clamp(ms, 0, 250);
    if (animMs_ == 0) {
        skipEffects();
        if (moment_.ms > 0)
            skipMoment();
    }
}

void MahjongTableWidget::startEffect(Effect e, int seat, const QString &label)
{
    if (animMs_ <= 0 || !isVisible())
        return;
    // One of a kind per seat: a newer one starts it again.
    std::erase_if(effects_, [&](const Running &r) { return r.effect == e && r.seat == seat; });
    effects_.push_back({e, seat, clock_.elapsed(), label});
    animTimer_.start();
}

const MahjongTableWidget::Running *MahjongTableWidget::runningEffect(Effect e, int seat) const
{
    for (const Running &r : effects_)
        if (r.effect == e && (seat < 0 || r.seat == seat))
            return &r;
    return nullptr;
}

qreal MahjongTableWidget::effectProgress(Effect e, int seat) const
{
    const Running *r = runningEffect(e, seat);
    if (!r || animMs_ <= 0)
        return -1;
    return std::clamp(qreal(clock_.elapsed() - r->start) / animMs_, 0.0, 1.0);
}

void MahjongTableWidget::skipEffects()
{
    if (effects_.empty())
        return;
    effects_.clear();
    animTimer_.stop();
    update();
}

void MahjongTableWidget::showMessage(const QString &text, bool error)
{
    message_ = text;
    messageIsError_ = error;
    messageTimer_.start(error ? 6000 : 8000);
    showNote();
    update();
    announce();
}

void MahjongTableWidget::showNote()
{
    // One line, cut to the prompt's width where longer (resizeEvent); the whole note as its tip.
    promptNote_->setText(message_);
    promptNote_->setToolTip(message_);
    promptNote_->setProperty("error", messageIsError_);
    promptNote_->style()->unpolish(promptNote_);
    promptNote_->style()->polish(promptNote_);
    promptNote_->setVisible(!message_.isEmpty());
    if (!prompt_->isHidden())
        resizeEvent(nullptr);
}

std::vector<std::pair<Tile, int>> MahjongTableWidget::waits() const
{
    std::vector<std::pair<Tile, int>> out;
    if (!model_.hasHand() || !model_.hasGold() || model_.handOver())
        return out;
    Concealed c = model_.ownConcealed();
    int size = c.golds;
    for (auto n : c.plain)
        size += n;
    if (size % 3 == 2) {
        // On the turn: the waits after discarding the selected tile.
        const auto tiles = handTiles();
        if (selected_ < 0 || selected_ >= int(tiles.size()))
            return out;
        const int p = plainKindOf(tiles[std::size_t(selected_)], model_.gold());
        if (p < 0)
            --c.golds;
        else
            --c.plain[std::size_t(p)];
    } else if (size % 3 != 1) {
        return out;
    }
    for (int k : waitingKinds(c)) {
        const Tile t = physicalOf(k, model_.gold());
        out.emplace_back(t, model_.unseen(t));
    }
    return out;
}

// ---------------------------------------------------------------------------------------
// Geometry.

MahjongTableWidget::Layout MahjongTableWidget::computeLayout() const
{
    if (model_.spectating())
        return spectatorLayout();
    // Bands: the opposite seat along the top, the side seats in columns, the rivers around the
    // gold in the middle, the person's plaque and hand along the bottom. Every size follows
    // from the widget's, so the tiles grow with the window.
    Layout l;
    const qreal W = width(), H = height();
    const qreal m = std::max<qreal>(6, std::min(W, H) * 0.012);
    l.margin = m;
    l.unit = std::clamp(H * 0.024, 11.0, 36.0);
    const qreal hw = std::min(H * 0.13 * TileRenderer::kAspect, (W - 2 * m) / 19.5);
    l.hand = QSizeF(hw, hw / TileRenderer::kAspect);
    const qreal hh = l.hand.height();
    const qreal raise = hh * 0.2;
    const qreal handTop = H - m - hh;
    const qreal plaqueH = std::max(l.unit * 2.0, hh * 0.42);
    l.ownPlaque = QRectF(m, handTop - raise - plaqueH, W - 2 * m, plaqueH);
    l.ownBand = QRectF(0, l.ownPlaque.top(), W, H - l.ownPlaque.top());
    {
        // Room for a prompt of a note, two lines of words, a row of buttons and the countdown
        // (measured on the probes, styled as the prompt is); the rivers and the side seats stay
        // above it.
        bandProbe_->ensurePolished();
        bandProbeButton_->ensurePolished();
        const QMargins pm = prompt_->layout()->contentsMargins();
        // A spectator is never asked: only the banner's two lines (how the hand ended).
        const qreal band = model_.spectating()
            ? bandProbe_->sizeHint().height() * 2 / 3 + pm.top() + pm.bottom()
            : bandProbe_->sizeHint().height() + bandProbeButton_->sizeHint().height() + countdown_->height()
                + 3 * prompt_->layout()->spacing() + pm.top() + pm.bottom() + 2;
        l.promptBand = QRectF(m, l.ownPlaque.top() - m - band, W - 2 * m, band);
    }

    // The person's hand, the drawn tile a little apart, the melds at the right end.
    const auto tiles = bottomTiles();
    const int seat = model_.seatAt(0);
    const QSizeF meldTile = l.hand * 0.8;
    qreal meldsW = 0;
    for (const auto &mm : model_.seat(seat).melds)
        meldsW += meldWidth(mm, meldTile) + meldTile.width() * 0.3;
    const bool drawn = bottomDrawnApart();
    const int concealed = int(tiles.size()) - (drawn ? 1 : 0);
    const qreal handW = concealed * hw + (drawn ? hw * 1.35 : 0);
    qreal x = m + std::max<qreal>(0, (W - 2 * m - meldsW - handW) / 2);
    for (int i = 0; i < concealed; ++i, x += hw)
        l.handRects.push_back(QRectF(x, handTop, hw, hh));
    if (drawn) {
        l.drawnRect = QRectF(x + hw * 0.35, handTop, hw, hh);
        l.handRects.push_back(l.drawnRect);
        x += hw * 1.35;
    }
    l.melds[0] = QRectF(W - m - meldsW, handTop + hh - meldTile.height(), meldsW, meldTile.height());
    // Flowers and the waits share the plaque line.
    l.small = QSizeF(hw * 0.52, hw * 0.52 / TileRenderer::kAspect);
    const QSizeF plaqueTile = fitTiles(W, 1, plaqueH * 0.92);
    l.ownFlowers = QRectF(W - m - 8 * plaqueTile.width(), l.ownPlaque.top() + (plaqueH - plaqueTile.height()) / 2,
                          8 * plaqueTile.width(), plaqueTile.height());
    l.waits = QRectF(W * 0.36, l.ownPlaque.top(), l.ownFlowers.left() - m - W * 0.36, plaqueH);

    // The top seat: its plaque line, then its backs, melds and flowers in one row.
    const qreal lineH = l.unit * 1.5;
    const QSizeF sm = l.small;
    l.plaque[2] = QRectF(W * 0.3, m, W * 0.4, lineH);
    const qreal topRow = m + lineH + m * 0.5;
    l.backs[2] = QRectF(W * 0.22, topRow, W * 0.56, sm.height());
    const qreal topBottom = topRow + sm.height() + sm.width() * 0.4;
    l.toggles = QRectF(W - m - W * 0.2, m, W * 0.2, topBottom - m);

    // The side columns.
    const qreal sideW = std::clamp(W * 0.19, 170.0, 420.0);
    const qreal colTop = topBottom + m, colBottom = l.promptBand.top() - m * 0.5;
    l.side = fitTiles(sideW - 2 * m, kSideRow + 0.4, sm.height());
    for (int pos : {1, 3}) {
        const qreal cx = pos == 3 ? m : W - m - sideW;
        l.plaque[std::size_t(pos)] = QRectF(cx, colTop, sideW, lineH * 2);
        const qreal backsTop = colTop + lineH * 2 + m * 0.5;
        const int rows = std::max(1, (model_.seat(model_.seatAt(pos)).tiles + kSideRow - 1) / kSideRow);
        l.backs[std::size_t(pos)] = QRectF(cx + m, backsTop, sideW - 2 * m, (l.side.height() + 2) * rows);
        const qreal flowersTop = l.backs[std::size_t(pos)].bottom() + m * 0.5;
        l.flowers[std::size_t(pos)] = QRectF(cx + m, flowersTop, sideW - 2 * m, l.side.height());
        const qreal meldTop = flowersTop + l.side.height() + m;
        l.melds[std::size_t(pos)] = QRectF(cx + m, meldTop, sideW - 2 * m, colBottom - meldTop);
    }
    l.flowers[2] = l.backs[2];
    l.flowers[0] = l.ownFlowers;

    // The middle: the gold and the wall in a box as wide as six river tiles, the person's and
    // the opposite seat's rivers below and above it, the side seats' rivers beside it.
    const qreal midL = m + sideW + m, midR = W - m - sideW - m;
    l.middle = QRectF(midL, colTop, midR - midL, colBottom - colTop);
    const qreal gap = m * 0.6;
    // Rivers of three rows of six (a fourth row lies half over the third): as large as the
    // felt between the seats allows, up to the hand's own tiles.
    qreal rh = std::min({(l.middle.width() - 2 * gap) / (18 * TileRenderer::kAspect),
                         (l.middle.height() - 2 * gap) / (2 * kRiverRows + 2.6), hh * 0.9});
    // Where the width is short, the middle box's words come first: the rivers shrink until
    // the box between the side rivers holds them (its words shrink with the rivers, so a few
    // rounds settle it).
    for (int round = 0; round < 4; ++round) {
        const qreal tw = rh * TileRenderer::kAspect;
        const QPointF c = l.middle.center();
        const qreal wanted = middleBox(QRectF(c.x() - 3 * tw, c.y() - rh * 1.3, 6 * tw, rh * 2.6)).wanted;
        const qreal need = 12 * tw + std::max(6 * tw, wanted) + 2 * gap;
        if (need <= l.middle.width())
            break;
        rh *= (l.middle.width() - 2 * gap) / (need - 2 * gap) * 0.99;
    }
    l.riverTile = QSizeF(rh * TileRenderer::kAspect, rh);
    const qreal rw6 = 6 * l.riverTile.width(), rh4 = kRiverRows * rh;
    const QPointF centre = l.middle.center();
    // The box is as wide as six river tiles, or wider where its words need it and the side
    // rivers leave the room (a narrow window would otherwise wrap 留 n 張（臭莊）).
    const QRectF narrow(centre.x() - rw6 / 2, centre.y() - rh * 1.3, rw6, rh * 2.6);
    const qreal boxW = std::clamp(middleBox(narrow).wanted, rw6, std::max(rw6, l.middle.width() - 2 * (rw6 + gap)));
    const QRectF box(centre.x() - boxW / 2, narrow.top(), boxW, narrow.height());
    l.river[0] = QRectF(centre.x() - rw6 / 2, box.bottom() + gap, rw6, rh4);
    l.river[2] = QRectF(centre.x() - rw6 / 2, box.top() - gap - rh4, rw6, rh4);
    l.river[3] = QRectF(box.left() - gap - rw6, centre.y() - rh4 / 2, rw6, rh4);
    l.river[1] = QRectF(box.right() + gap, centre.y() - rh4 / 2, rw6, rh4);
    l.middle = box;
    // The prompt: wide enough for its buttons in a row and, where the table allows, for each
    // line of its words unwrapped, so that it stays low in its band.
    qreal buttonsW = 0;
    for (QPushButton *b : prompt_->findChildren<QPushButton *>(QString(), Qt::FindDirectChildrenOnly)) {
        b->ensurePolished();
        buttonsW += b->sizeHint().width() + promptButtons_->spacing();
    }
    qreal textW = 0;
    for (QLabel *label : {promptLabel_, promptNote_}) {
        if (label->isHidden())
            continue;
        label->ensurePolished();
        const QFontMetricsF fm(label->font());
        // The note's whole text, not as last cut to the width.
        const QString text = label == promptNote_ ? message_ : label->text();
        for (const QString &line : text.split(QLatin1Char('\n')))
            textW = std::max(textW, fm.horizontalAdvance(line) + 4);
    }
    const QMargins pm = prompt_->layout()->contentsMargins();
    const qreal pw = std::min<qreal>(W - 2 * m, std::max<qreal>({buttonsW, textW, W * 0.34 - pm.left() - pm.right()})
                                                    + pm.left() + pm.right());
    const qreal ph = prompt_->layout()->totalHeightForWidth(int(pw));
    l.prompt = QRectF((W - pw) / 2, l.promptBand.bottom() - ph, pw, ph);
    return l;
}

QRectF MahjongTableWidget::promptRect() const
{
    return prompt_->isHidden() ? QRectF() : QRectF(prompt_->geometry());
}

QRectF MahjongTableWidget::riverRect(int position) const
{
    return computeLayout().river[std::size_t(position & 3)];
}

QRectF MahjongTableWidget::plaqueRect(int position) const
{
    const Layout l = computeLayout();
    return position == 0 && !l.spectator ? l.ownPlaque : l.plaque[std::size_t(position & 3)];
}

QRectF MahjongTableWidget::middleRect() const
{
    return computeLayout().middle;
}

bool MahjongTableWidget::middleWordsFit() const
{
    MiddleBox b = middleBox(middleRect());
    b.fitWords();
    return b.oneLineEach;
}

QRectF MahjongTableWidget::bannerRect() const
{
    return model_.hasHand() ? bannerRect(computeLayout(), bannerText()) : QRectF();
}

void MahjongTableWidget::resizeEvent(QResizeEvent *)
{
    felt_ = QPixmap();
    // Text grows with the table. (Under a style sheet a parent's font does not reach the
    // buttons, so the size goes into their own sheets.)
    const Layout l = computeLayout();
    const int px = int(l.unit * 0.95);
    if (px != promptPx_) {
        promptPx_ = px;
        prompt_->setStyleSheet(QStringLiteral("QLabel, QPushButton { font-size: %1px; }").arg(px));
        toggles_->setStyleSheet(
            QStringLiteral("QToolButton { font-size: %1px; }").arg(int(std::clamp(l.unit * 0.8, 10.0, 22.0))));
        viewFromBox_->setStyleSheet(
            QStringLiteral("QLabel, QComboBox { font-size: %1px; }").arg(int(std::clamp(l.unit * 0.85, 10.0, 24.0))));
    }
    const Layout again = computeLayout(); // the prompt's size with its font
    prompt_->setGeometry(again.prompt.toAlignedRect());
    if (!message_.isEmpty()) {
        const QMargins pm = prompt_->layout()->contentsMargins();
        promptNote_->setText(promptNote_->fontMetrics().elidedText(message_, Qt::ElideRight,
                                                                   int(again.prompt.width()) - pm.left() - pm.right() - 4));
    }
    toggles_->setGeometry(again.toggles.toAlignedRect());
    viewFromBox_->setGeometry(again.chooser.toAlignedRect());
}

void MahjongTableWidget::changeEvent(QEvent *e)
{
    if (e)
        QWidget::changeEvent(e);
    if (!e || e->type() == QEvent::LanguageChange) {
        autoPassButton_->setText(tr("Auto-pass"));
        autoPassButton_->setToolTip(tr("Pass every claim except a win without asking"));
        autoWinButton_->setText(tr("Last-4 win"));
        autoWinButton_->setToolTip(tr("Take a win the rules make automatic (the last four tiles, M38)"));
        sortButton_->setText(sortOrder_ == MahjongTableModel::SortOrder::CharactersFirst ? tr("Sort: 萬 條 筒")
                                                                                         : tr("Sort: 筒 條 萬"));
        hintButton_->setText(tr("Hint (?)"));
        prompt_->setAccessibleName(tr("Your answer"));
        toggles_->setAccessibleName(tr("Table options"));
        hintButton_->setToolTip(tr("What the computer would play now (? or Ctrl+H)"));
        viewFromLabel_->setText(tr("View from"));
        viewFrom_->setToolTip(tr("Turn the table so that this seat sits at the bottom (a seat's name plate does the same)"));
        fillViewFrom();
        if (e) {
            questionStep_ = -2;
            questionChanged();
        }
        update();
    }
}

int MahjongTableWidget::handIndexAt(QPointF pos) const
{
    if (model_.spectating())
        return -1; // nothing of a spectator's to pick
    const Layout l = computeLayout();
    for (int i = 0; i < int(l.handRects.size()); ++i) {
        QRectF r = l.handRects[std::size_t(i)];
        if (i == selected_)
            r.translate(0, -l.hand.height() * 0.2);
        if (r.contains(pos))
            return i;
    }
    return -1;
}

void MahjongTableWidget::mousePressEvent(QMouseEvent *e)
{
    setFocus();
    skipEffects();
    skipMoment(); // a click ends the moment, and does what it would anyway
    if (e->button() != Qt::LeftButton)
        return;
    if (model_.spectating() && model_.hasHand()) {
        // A seat's plaque: that seat to the bottom.
        const Layout l = computeLayout();
        for (int pos = 1; pos < 4; ++pos)
            if (l.plaque[std::size_t(pos)].contains(e->position())) {
                setViewFrom(model_.seatAt(pos));
                return;
            }
        return;
    }
    tileClicked(handIndexAt(e->position()));
}

void MahjongTableWidget::mouseDoubleClickEvent(QMouseEvent *e)
{
    const int i = handIndexAt(e->position());
    if (i >= 0 && myTurn()) {
        selected_ = i;
        discardTile(handTiles()[std::size_t(i)]);
    }
}

void MahjongTableWidget::mouseMoveEvent(QMouseEvent *e)
{
    if (model_.spectating() && model_.hasHand()) {
        // Another seat's plaque turns the table when clicked.
        const Layout l = computeLayout();
        bool over = false;
        for (int pos = 1; pos < 4; ++pos)
            over = over || l.plaque[std::size_t(pos)].contains(e->position());
        over ? setCursor(Qt::PointingHandCursor) : unsetCursor();
        return;
    }
    const int i = handIndexAt(e->position());
    if (i != hover_) {
        hover_ = i;
        update();
    }
}

void MahjongTableWidget::keyPressEvent(QKeyEvent *e)
{
    const auto press = [this](const QString &button) {
        if (QPushButton *b = promptButton(button); b && !prompt_->isHidden()) {
            b->click();
            return true;
        }
        return false;
    };
    const auto pressFirst = [this](const QString &prefix) {
        for (const QString &n : promptButtonNames())
            if (n == prefix || n.startsWith(prefix + QLatin1Char(':'))) {
                promptButton(n)->click();
                return true;
            }
        return false;
    };
    skipEffects();
    skipMoment(); // a key ends the moment, and does what it would anyway
    const int n = int(handTiles().size());
    switch (e->key()) {
    case Qt::Key_H:
        if (pressFirst(QStringLiteral("win")))
            return;
        break;
    case Qt::Key_K:
        if (press(QStringLiteral("kong")) || pressFirst(QStringLiteral("concealedKong")) || pressFirst(QStringLiteral("addKong")))
            return;
        break;
    case Qt::Key_P:
        if (press(QStringLiteral("pung")))
            return;
        break;
    case Qt::Key_C:
        if (press(QStringLiteral("chow")))
            return;
        break;
    case Qt::Key_D:
        if (press(QStringLiteral("discard")))
            return;
        break;
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_3:
        if (promptMode_ == QLatin1String("chow")) {
            const QStringList names = promptButtonNames().filter(QStringLiteral("chow:"));
            const int i = e->key() - Qt::Key_1;
            if (i < names.size()) {
                promptButton(names[i])->click();
                return;
            }
        }
        break;
    case Qt::Key_Space:
    case Qt::Key_Escape:
        if (press(QStringLiteral("back")) || press(QStringLiteral("pass")))
            return;
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
        if (n > 0) {
            selected_ = selected_ < 0 ? (e->key() == Qt::Key_Left ? n - 1 : 0)
                                      : (selected_ + (e->key() == Qt::Key_Left ? n - 1 : 1)) % n;
            update();
            announce();
            return;
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (press(QStringLiteral("you")) || press(QStringLiteral("nextHand")))
            return;
        if (selected_ >= 0 && selected_ < n && myTurn()) {
            discardTile(handTiles()[std::size_t(selected_)]);
            return;
        }
        break;
    case Qt::Key_Question:
        showHint();
        return;
    default:
        break;
    }
    QWidget::keyPressEvent(e);
}

// ---------------------------------------------------------------------------------------
// Painting.

void MahjongTableWidget::paintFelt(QPainter &p)
{
    // A jade felt, so that a mahjong table is told from the Sevens one at a glance.
    paintCachedFelt(p, felt_, size(), devicePixelRatioF(), {QColor(0x2c, 0x6f, 0x5a), QColor(0x1b, 0x52, 0x42), QColor(0x0e, 0x30, 0x27)});
}

void MahjongTableWidget::drawTile(QPainter &p, const QRectF &r, std::optional<Tile> face, int quarterTurns, bool selected,
                                  qreal opacity)
{
    const qreal dpr = devicePixelRatioF();
    const bool turned = quarterTurns % 2 != 0;
    // The upright tile's size; a turned tile fills r lying on its side.
    const QSizeF upright = turned ? QSizeF(r.height(), r.width()) : r.size();
    const QSize sz(std::max(1, int(std::round(upright.width()))), std::max(1, int(std::round(upright.height()))));
    const QPixmap pm = face ? TileRenderer::shared().face(*face, sz, dpr, selected) : TileRenderer::shared().back(sz, dpr);
    p.save();
    p.setOpacity(opacity);
    p.translate(r.center());
    p.rotate(90.0 * quarterTurns);
    const QRectF local(-sz.width() / 2.0, -sz.height() / 2.0, sz.width(), sz.height());
    // A soft shadow under our tile (a tileset's tile draws its own edge, in its own shape).
    if (!TileRenderer::shared().usesTileset(sz)) {
        p.save();
        p.setOpacity(opacity * 0.3);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::black);
        p.drawRoundedRect(local.translated(sz.width() * 0.04, sz.width() * 0.05), sz.width() * 0.1, sz.width() * 0.1);
        p.restore();
    }
    p.drawPixmap(local.topLeft(), pm);
    p.restore();
    if (!face || !model_.hasGold())
        return;
    // 金 on every gold; a 白板 standing in for the gold's kind says which kind it plays (M13).
    const qreal px = std::max<qreal>(8, std::min(r.width(), r.height()) * 0.3);
    if (*face == model_.gold())
        drawBadge(p, QPointF(r.right() - px * 0.55, r.top() + px * 0.55), tr("金"), kGoldInk, px);
    else if (*face == kWhiteDragon)
        drawBadge(p, QPointF(r.center().x(), r.bottom() - px * 0.6), tileName(model_.gold()), QColor(0xd8, 0xe8, 0xff), px * 0.8);
}

void MahjongTableWidget::drawBadge(QPainter &p, QPointF at, const QString &text, const QColor &bg, qreal px)
{
    p.save();
    QFont f = font();
    f.setPixelSize(std::max(7, int(px * 0.75)));
    f.setBold(true);
    const qreal w = std::max(px, QFontMetricsF(f).horizontalAdvance(text) + px * 0.4);
    const QRectF r(at.x() - w / 2, at.y() - px / 2, w, px);
    p.setPen(QPen(QColor(0, 0, 0, 120), 1));
    p.setBrush(bg);
    p.drawRoundedRect(r, px * 0.3, px * 0.3);
    p.setFont(f);
    p.setPen(QColor(0x20, 0x18, 0x0a));
    p.drawText(r, Qt::AlignCenter, text);
    p.restore();
}

void MahjongTableWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    paintFelt(p);
    cutNames_.clear();
    if (!model_.hasHand())
        return;
    layout_ = computeLayout();
    const Layout &l = layout_;
    if (l.spectator) {
        paintSpectator(p, l);
        return;
    }
    paintActive(p, l);
    paintMiddle(p, l);
    paintClock(p, l);
    for (int pos = 0; pos < 4; ++pos)
        paintRiver(p, l, pos);
    for (int pos = 1; pos < 4; ++pos)
        paintSeat(p, l, pos);
    paintHand(p, l);
    paintWaits(p, l);
    paintEffects(p, l);
    paintBanner(p, l);
    paintMoment(p, l);
}

void MahjongTableWidget::paintActive(QPainter &p, const Layout &l)
{
    // The seat the table waits for: its plaque lit, and the middle box's side toward it.
    const int seat = activeSeat();
    if (seat < 0)
        return;
    const int pos = model_.posOf(seat);
    QRectF plaque = pos == 0 && !l.spectator
        ? QRectF(l.ownPlaque.left(), l.ownPlaque.top(), l.waits.left() - l.ownPlaque.left() - l.margin, l.ownPlaque.height())
        : l.plaque[std::size_t(pos)];
    plaque.adjust(-l.margin * 0.6, -l.margin * 0.3, l.margin * 0.6, l.margin * 0.3);
    p.save();
    p.setPen(QPen(kGoldInk, std::max<qreal>(2, l.unit * 0.16)));
    p.setBrush(QColor(242, 193, 78, 55));
    p.drawRoundedRect(plaque, l.unit * 0.4, l.unit * 0.4);
    const QRectF box = l.middle;
    const qreal w = std::max<qreal>(3, l.unit * 0.3);
    p.setPen(Qt::NoPen);
    p.setBrush(kGoldInk);
    switch (pos) {
    case 0: p.drawRoundedRect(QRectF(box.left() + box.width() * 0.15, box.bottom() - w / 2, box.width() * 0.7, w), w / 2, w / 2); break;
    case 1: p.drawRoundedRect(QRectF(box.right() - w / 2, box.top() + box.height() * 0.15, w, box.height() * 0.7), w / 2, w / 2); break;
    case 2: p.drawRoundedRect(QRectF(box.left() + box.width() * 0.15, box.top() - w / 2, box.width() * 0.7, w), w / 2, w / 2); break;
    default: p.drawRoundedRect(QRectF(box.left() - w / 2, box.top() + box.height() * 0.15, w, box.height() * 0.7), w / 2, w / 2); break;
    }
    p.restore();
}

void MahjongTableWidget::paintClock(QPainter &p, const Layout &l)
{
    // The seconds left to answer, by the middle, as a ring running down.
    const int secs = clockSeconds();
    if (secs < 0 || !game_)
        return;
    const QRectF r = middleBox(l.middle).clock;
    const int total = std::max(1, model_.question()->deadlineMs);
    const qreal k = std::clamp(qreal(game_->msLeft()) / total, 0.0, 1.0);
    const bool late = secs <= 3;
    const QColor ink = late ? QColor(0xff, 0x8a, 0x6a) : kGoldInk;
    p.save();
    // Around the box: the time left, from the top middle clockwise.
    {
        const QRectF box = l.middle;
        const qreal pen = std::max<qreal>(2.5, l.unit * 0.22);
        QPainterPath outline;
        const qreal rad = box.height() * 0.12;
        outline.moveTo(box.center().x(), box.top());
        outline.arcTo(QRectF(box.right() - 2 * rad, box.top(), 2 * rad, 2 * rad), 90, -90);
        outline.arcTo(QRectF(box.right() - 2 * rad, box.bottom() - 2 * rad, 2 * rad, 2 * rad), 0, -90);
        outline.arcTo(QRectF(box.left(), box.bottom() - 2 * rad, 2 * rad, 2 * rad), 270, -90);
        outline.arcTo(QRectF(box.left(), box.top(), 2 * rad, 2 * rad), 180, -90);
        outline.lineTo(box.center().x(), box.top());
        QPainterPath part;
        const int steps = 120;
        for (int i = 0; i <= int(steps * k); ++i) {
            const QPointF at = outline.pointAtPercent(qreal(i) / steps);
            i == 0 ? part.moveTo(at) : part.lineTo(at);
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(ink, pen, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(part);
    }
    const qreal pen = std::max<qreal>(1.5, r.width() * 0.09);
    const QRectF ring = r.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2);
    p.setPen(QPen(QColor(255, 255, 255, 50), pen));
    p.setBrush(QColor(0, 0, 0, 90));
    p.drawEllipse(ring);
    p.setPen(QPen(ink, pen, Qt::SolidLine, Qt::RoundCap));
    p.drawArc(ring, 90 * 16, int(k * 360 * 16));
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(8, int(r.height() * 0.5)));
    p.setFont(f);
    p.setPen(late ? QColor(0xff, 0xd0, 0xc8) : kPlaqueText);
    p.drawText(r, Qt::AlignCenter, QString::number(secs));
    p.restore();
}

void MahjongTableWidget::paintMoment(QPainter &p, const Layout &)
{
    // A call or a win called out over the middle: its word large, who below it; it swells in
    // over the first sixth of its time and fades over the last.
    const QRectF r = momentRect();
    if (r.isEmpty())
        return;
    qreal k = 1.0, fade = 1.0;
    if (moment_.ms > 0) {
        const qreal t = std::clamp(qreal(clock_.elapsed() - moment_.start) / moment_.ms, 0.0, 1.0);
        k = std::min(1.0, t * 6);
        fade = std::min(1.0, (1 - t) * 6);
        QTimer::singleShot(16, this, qOverload<>(&QWidget::update));
    }
    p.save();
    p.setOpacity(fade);
    p.setPen(QPen(moment_.win ? kGoldInk : QColor(242, 193, 78, 170), std::max<qreal>(2, r.height() * 0.03)));
    p.setBrush(moment_.win ? QColor(70, 16, 10, 235) : QColor(10, 20, 14, 230));
    p.drawRoundedRect(r, r.height() * 0.12, r.height() * 0.12);
    QFont f = font();
    f.setBold(true);
    f.setPixelSize(std::max(12, int(r.height() * 0.55 * (0.8 + 0.2 * k))));
    p.setFont(f);
    p.setPen(moment_.win ? QColor(0xff, 0xd5, 0x4f) : kGoldInk);
    const QRectF word(r.left(), r.top(), r.width(), r.height() * (moment_.who.isEmpty() ? 1.0 : 0.74));
    p.drawText(word, Qt::AlignCenter, moment_.word);
    if (!moment_.who.isEmpty()) {
        QFont small = font();
        small.setPixelSize(std::max(9, int(r.height() * 0.16)));
        p.setFont(small);
        p.setPen(kPlaqueText);
        p.drawText(QRectF(r.left(), r.top() + r.height() * 0.7, r.width(), r.height() * 0.26), Qt::AlignCenter, moment_.who);
    }
    p.restore();
}

MahjongTableWidget::MiddleBox MahjongTableWidget::middleBox(const QRectF &box) const
{
    MiddleBox b;
    b.text = font();
    const qreal px = std::max<qreal>(9, box.height() * 0.11);
    b.text.setPixelSize(int(px));
    b.big = b.text;
    b.big.setBold(true);
    b.big.setPixelSize(int(px * 1.3));
    b.toDraw = tr("%1 to draw").arg(model_.drawable());
    b.keptBack = tr("%1 kept back (臭莊)").arg(model_.keptBack());
    // The gold at the left, its caption above; the wall's two lines at the right.
    const qreal th = box.height() * 0.62;
    b.gold = QRectF(box.left() + box.height() * 0.2, box.top() + box.height() * 0.28, th * TileRenderer::kAspect, th);
    b.goldCaption = QRectF(b.gold.left() - px, box.top(), b.gold.width() + 2 * px, box.height() * 0.28);
    b.lines = QRectF(b.gold.right() + box.height() * 0.2, box.top(), box.right() - b.gold.right() - box.height() * 0.3,
                     box.height());
    b.wanted = b.lines.left() - box.left() + box.height() * 0.3
        + std::max(QFontMetricsF(b.big).horizontalAdvance(b.toDraw), QFontMetricsF(b.text).horizontalAdvance(b.keptBack));
    // The clock's seconds where the dice lie (they have told the gold by then), its ring
    // running down around the box.
    const qreal cs = box.height() * 0.26;
    b.clock = QRectF(b.lines.left(), box.top() + box.height() * 0.03, cs, cs);
    return b;
}

void MahjongTableWidget::MiddleBox::fitWords()
{
    // Each line on one line where it fits: a smaller size before a wrapped one.
    toDrawFont = fittedFont(big, toDraw, lines.width(), 0.8 / 1.3);
    keptBackFont = fittedFont(text, keptBack, lines.width(), 0.75);
    oneLineEach = QFontMetricsF(toDrawFont).horizontalAdvance(toDraw) <= lines.width()
        && QFontMetricsF(keptBackFont).horizontalAdvance(keptBack) <= lines.width();
}

void MahjongTableWidget::paintMiddle(QPainter &p, const Layout &l)
{
    const QRectF box = l.middle;
    MiddleBox b = middleBox(box);
    b.fitWords();
    p.save();
    p.setPen(QPen(QColor(255, 255, 255, 45), 1.5));
    p.setBrush(QColor(0, 0, 0, 60));
    p.drawRoundedRect(box, box.height() * 0.12, box.height() * 0.12);
    p.setFont(b.text);
    p.setPen(kPlaqueText);
    // The gold, turned up after the dice of 開金 (M11).
    const QRectF gold = b.gold;
    p.drawText(b.goldCaption, Qt::AlignCenter, tr("Gold"));
    // The wall: what can still be drawn, and how many stay back for 臭莊 (M40).
    const QRectF lines = b.lines;
    p.setFont(b.toDrawFont);
    p.drawText(QRectF(lines.left(), lines.top() + box.height() * 0.1, lines.width(), box.height() * 0.42),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, b.toDraw);
    p.setFont(b.keptBackFont);
    p.setPen(QColor(0xc4, 0xd6, 0xc9));
    p.drawText(QRectF(lines.left(), lines.top() + box.height() * 0.52, lines.width(), box.height() * 0.42),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, b.keptBack);
    p.restore();
    // Beside the caption, above the wall's count.
    if (clockSeconds() < 0)
        paintDice(p, QRectF(lines.left(), box.top() + box.height() * 0.06, lines.width(), box.height() * 0.17));
    if (!model_.hasGold())
        return;
    if (const qreal k = effectProgress(Effect::Gold); k >= 0) {
        // Turned over: its back narrows to an edge, then its face widens.
        const qreal w = gold.width() * std::abs(1 - 2 * k);
        const QRectF r(gold.center().x() - w / 2, gold.top(), std::max<qreal>(1, w), gold.height());
        if (k < 0.5)
            drawTile(p, r, std::nullopt);
        else
            drawTile(p, r, model_.gold());
        return;
    }
    drawTile(p, gold, model_.gold());
}

void MahjongTableWidget::paintDice(QPainter &p, const QRectF &band)
{
    // 開金's two dice under the gold (M11); while the roll runs they tumble through faces.
    const std::array<int, 2> dice = model_.dice();
    if (dice[0] == 0)
        return;
    const qreal k = effectProgress(Effect::Dice);
    const qreal side = std::min(band.height(), band.width() * 0.3);
    static constexpr std::array<std::array<int, 6>, 7> kPips {{{}, {4}, {0, 8}, {0, 4, 8}, {0, 2, 6, 8}, {0, 2, 4, 6, 8}, {0, 2, 3, 5, 6, 8}}};
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 2; ++i) {
        int face = dice[std::size_t(i)];
        qreal angle = 0;
        if (k >= 0 && k < 1) {
            face = 1 + int(k * 17 + i * 3) % 6; // a different face every few frames
            angle = (1 - k) * (i ? -40 : 40);
        }
        const QPointF c(band.left() + side * (0.6 + 1.25 * i), band.center().y());
        p.save();
        p.translate(c);
        p.rotate(angle);
        const QRectF r(-side / 2, -side / 2, side, side);
        p.setPen(QPen(QColor(0x80, 0x80, 0x80), 1));
        p.setBrush(QColor(0xfb, 0xf8, 0xef));
        p.drawRoundedRect(r, side * 0.18, side * 0.18);
        p.setPen(Qt::NoPen);
        p.setBrush(face == 1 || face == 4 ? QColor(0xc0, 0x20, 0x20) : QColor(0x20, 0x20, 0x20));
        const qreal pip = side * (face == 1 ? 0.26 : 0.17);
        for (int j = 0; j < face; ++j) {
            const int cell = kPips[std::size_t(face)][std::size_t(j)];
            const QPointF at(r.left() + side * (0.22 + 0.28 * (cell % 3)), r.top() + side * (0.22 + 0.28 * (cell / 3)));
            p.drawEllipse(at, pip / 2, pip / 2);
        }
        p.restore();
    }
    p.restore();
}

void MahjongTableWidget::paintRiver(QPainter &p, const Layout &l, int pos)
{
    const int seat = model_.seatAt(pos);
    const auto &river = model_.seat(seat).river;
    const QRectF area = l.river[std::size_t(pos)];
    const QSizeF t = l.riverTile;
    const auto &last = model_.lastDiscard();
    const int perRow = 6;
    for (int i = 0; i < int(river.size()); ++i) {
        int row = i / perRow, col = i % perRow;
        // Rows of six grow away from the middle: down for the person, up for the opposite
        // seat (laid from its right, as it sees them). Past the third row, the person's and
        // the opposite river go on along their third row into the free corner beside them
        // (as at a real table); a side river takes a fourth row below its box.
        if (row >= kRiverRows && (pos == 0 || pos == 2)) {
            row = kRiverRows - 1;
            col = i - (kRiverRows - 1) * perRow;
        }
        const qreal y = pos == 2 ? area.bottom() - (row + 1) * t.height() : area.top() + row * t.height();
        QRectF r(pos == 2 ? area.right() - (col + 1) * t.width() : area.left() + col * t.width(), y, t.width(), t.height());
        const bool isLast = last.seat == seat && last.riverIndex == i;
        qreal opacity = 1.0;
        if (const qreal k = isLast ? effectProgress(Effect::Discard, seat) : -1; k >= 0) {
            const QRectF from = pos == 0 ? QRectF(r.left(), l.ownPlaque.bottom(), r.width(), r.height())
                                         : l.backs[std::size_t(pos)].isEmpty() ? r : QRectF(l.backs[std::size_t(pos)].center(), r.size());
            const qreal e = 1 - (1 - k) * (1 - k) * (1 - k);
            r = QRectF(from.topLeft() + (r.topLeft() - from.topLeft()) * e, r.size());
            opacity = 0.4 + 0.6 * k;
        }
        drawTile(p, r, river[std::size_t(i)].tile, 0, false, opacity);
        markRiverTile(p, r, river[std::size_t(i)].you, isLast, t.width());
    }
}

void MahjongTableWidget::paintMelds(QPainter &p, const QRectF &area, int seat, QSizeF tile, bool rightAligned)
{
    // Each meld in a group; the claimed tile lies turned toward its giver (to the left for the
    // previous seat, the right for the next, the middle for the opposite one).
    const auto &melds = model_.seat(seat).melds;
    const qreal gap = tile.width() * 0.3;
    qreal x = area.left(), y = area.top();
    std::vector<std::pair<QPointF, int>> placed;
    const auto widthOf = [&](const MahjongTableModel::SeatMeld &mm) { return meldWidth(mm, tile); };
    if (rightAligned) {
        qreal total = 0;
        for (const auto &mm : melds)
            total += widthOf(mm) + gap;
        x = area.right() - total + gap;
    }
    for (const auto &mm : melds) {
        const qreal w = widthOf(mm);
        if (x + w > area.right() + 0.5 && x > area.left()) {
            x = area.left();
            y += tile.height() + gap * 0.5;
        }
        const int n = mm.faceDown ? 4 : int(mm.tiles.size());
        // Where the claimed tile lies in the group: by who gave it.
        const int rel = mm.from >= 0 ? (mm.from - seat) & 3 : 0; // 3 previous, 2 opposite, 1 next
        const int claimedAt = mm.claimed < 0 ? -1 : rel == 3 ? 0 : rel == 1 ? n - 1 : 1;
        int other = 0;
        std::vector<Tile> rest;
        for (int i = 0; i < int(mm.tiles.size()); ++i)
            if (i != mm.claimed)
                rest.push_back(mm.tiles[std::size_t(i)]);
        qreal cx = x;
        for (int i = 0; i < n; ++i) {
            const bool own = seat == model_.localSeat();
            if (i == claimedAt) {
                const QRectF r(cx, y + tile.height() - tile.width(), tile.height(), tile.width());
                drawTile(p, r, mm.tiles[std::size_t(mm.claimed)], rel == 3 ? 1 : -1);
                cx += tile.height();
                continue;
            }
            const QRectF r(cx, y, tile.width(), tile.height());
            if (mm.faceDown) {
                drawTile(p, r, std::nullopt);
            } else {
                // A concealed kong: two tiles shown, two face down (face up to its owner).
                const bool down = mm.type == Meld::Type::ConcealedKong && !mm.revealed && !own && (i == 0 || i == 3);
                const Tile t = mm.claimed >= 0 ? rest[std::size_t(std::min(other++, int(rest.size()) - 1))] : mm.tiles[std::size_t(i)];
                drawTile(p, r, down ? std::nullopt : std::optional<Tile>(t), 0, false,
                         mm.type == Meld::Type::ConcealedKong && own && !mm.revealed && (i == 0 || i == 3) ? 0.75 : 1.0);
            }
            cx += tile.width();
        }
        x += w + gap;
    }
}

void MahjongTableWidget::paintFlowers(QPainter &p, const QRectF &area, int seat, QSizeF tile, bool rightAligned)
{
    const auto &flowers = model_.seat(seat).flowers;
    const qreal w = std::min(tile.width(), area.width() / std::max<qreal>(1, flowers.size()));
    const QSizeF t(w, w / TileRenderer::kAspect);
    qreal x = rightAligned ? area.right() - flowers.size() * w : area.left();
    for (Tile f : flowers) {
        drawTile(p, QRectF(x, area.top() + (area.height() - t.height()) / 2, t.width(), t.height()), f);
        x += w;
    }
}

void MahjongTableWidget::paintSeat(QPainter &p, const Layout &l, int pos)
{
    const int seat = model_.seatAt(pos);
    const auto &info = model_.seat(seat);
    const QRectF plaque = l.plaque[std::size_t(pos)];
    p.save();
    QFont f = font();
    f.setPixelSize(int(l.unit));
    f.setBold(true);
    p.setFont(f);
    p.setPen(kPlaqueText);
    // Name, balance, then the badges: 莊 and 連莊, 游金, the tile count. The figures are never
    // cut for the name.
    const QString badges = (seatBadges(seat) + QStringLiteral("   ") + tr("Tiles: %1").arg(info.tiles)).trimmed();
    if (pos == 2) {
        const QString figures = QStringLiteral("   %1   %2").arg(Texts::signedMoney(info.balance), badges);
        const qreal figuresW = QFontMetricsF(f).horizontalAdvance(figures);
        const FittedText name = plaqueName(seat, f, plaque.width() - figuresW);
        const qreal nameW = QFontMetricsF(name.font).horizontalAdvance(name.lines.value(0));
        const qreal x = plaque.center().x() - (nameW + figuresW) / 2;
        drawFitted(p, QRectF(x, plaque.center().y() - name.height / 2, nameW + 1, name.height), name, Qt::AlignLeft);
        p.drawText(QRectF(x + nameW, plaque.top(), figuresW + 1, plaque.height()), Qt::AlignLeft | Qt::AlignVCenter, figures);
    } else {
        // The name alone on the first line, so that it has the plaque's width; the balance
        // and the badges (莊 · 連莊 n, 游金, the tile count) below it, smaller rather than cut.
        const QRectF top(plaque.left(), plaque.top(), plaque.width(), plaque.height() / 2);
        const FittedText name = plaqueName(seat, f, top.width());
        drawFitted(p, QRectF(top.left(), top.center().y() - name.height / 2, top.width(), name.height), name, Qt::AlignLeft);
        f.setBold(false);
        const QString figures = (Texts::signedMoney(info.balance) + QStringLiteral("   ") + badges).trimmed();
        // Down to 3/5 of the size before anything is cut: the tile count comes last (a dealer
        // on a streak with 游金 makes the longest line).
        p.setFont(fittedFont(f, figures, top.width(), 0.6));
        p.setPen(info.you > 0 ? kGoldInk : kPlaqueText);
        p.drawText(top.translated(0, top.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(figures, Qt::ElideRight, int(top.width())));
    }
    p.restore();

    // Backs, or after the hand every tile as the settlement revealed it (in a replay showing
    // every hand, the seat's tiles as it held them).
    const auto &revealed = model_.revealed()[std::size_t(seat)];
    const auto &shown = revealed.empty() ? open_[std::size_t(seat)] : revealed;
    const int n = shown.empty() ? info.tiles : int(shown.size());
    const auto face = [&](int i) { return i < int(shown.size()) ? std::optional<Tile>(shown[std::size_t(i)]) : std::nullopt; };
    if (pos == 2) {
        // One row: the backs, the melds, the flowers, centred under the plaque.
        const QSizeF t = l.small;
        qreal meldW = 0;
        for (const auto &mm : info.melds)
            meldW += meldWidth(mm, t) + t.width() * 0.3;
        const qreal flowersW = info.flowers.size() * t.width() * 0.8;
        const qreal total = n * t.width() + t.width() * 0.5 + meldW + t.width() * 0.3 + flowersW;
        qreal x = width() / 2.0 - total / 2;
        const qreal y = l.backs[2].top();
        for (int i = 0; i < n; ++i)
            drawTile(p, QRectF(x + i * t.width(), y, t.width(), t.height()), face(i));
        x += n * t.width() + t.width() * 0.5;
        paintMelds(p, QRectF(x, y, meldW + 1, t.height()), seat, t, false);
        x += meldW + t.width() * 0.3;
        paintFlowers(p, QRectF(x, y, flowersW, t.height()), seat, t * 0.8, false);
        return;
    }
    // A side seat: backs in rows, its flowers, then its melds.
    const QRectF backs = l.backs[std::size_t(pos)];
    const QSizeF t = l.side;
    for (int i = 0; i < n; ++i) {
        const int row = i / kSideRow, col = i % kSideRow;
        const qreal x = pos == 3 ? backs.left() + col * t.width() : backs.right() - (col + 1) * t.width();
        drawTile(p, QRectF(x, backs.top() + row * (t.height() + 2), t.width(), t.height()), face(i));
    }
    paintMelds(p, l.melds[std::size_t(pos)], seat, t, pos == 1);
    paintFlowers(p, l.flowers[std::size_t(pos)], seat, t, pos == 1);
}

void MahjongTableWidget::setTogglesVisible(bool on)
{
    togglesWanted_ = on;
    showToggles();
}

void MahjongTableWidget::showToggles()
{
    toggles_->setVisible(togglesWanted_ && !model_.spectating());
    // A spectator's own control: which seat sits at the bottom.
    fillViewFrom();
    viewFromBox_->setVisible(model_.spectating());
    if (model_.spectating())
        viewFromBox_->setGeometry(computeLayout().chooser.toAlignedRect());
}

void MahjongTableWidget::fillViewFrom()
{
    const QSignalBlocker quiet(viewFrom_);
    for (int s = 0; s < 4; ++s) {
        const QString text = tr("Seat %1").arg(s + 1) + QStringLiteral(" · ") + seatName(s);
        if (viewFrom_->count() <= s)
            viewFrom_->addItem(text);
        else
            viewFrom_->setItemText(s, text);
    }
    viewFrom_->setCurrentIndex(model_.viewFrom());
}

void MahjongTableWidget::setViewFrom(int seat)
{
    if (!model_.spectating() || seat < 0 || seat > 3 || seat == model_.viewFrom())
        return;
    model_.setViewFrom(seat);
    skipEffects(); // nothing moves while the table turns
    fillViewFrom();
    update();
    announce();
}

bool MahjongTableWidget::togglesVisible() const
{
    return !toggles_->isHidden();
}

void MahjongTableWidget::setOpenHands(const std::array<std::vector<mahjong::Tile>, 4> &tiles)
{
    open_ = tiles;
    update();
}

void MahjongTableWidget::paintHand(QPainter &p, const Layout &l)
{
    const int seat = model_.seatAt(0);
    const auto &info = model_.seat(seat);
    // The plaque line: name, balance, 莊, 游金.
    p.save();
    QFont f = font();
    f.setPixelSize(int(l.unit));
    f.setBold(true);
    p.setFont(f);
    p.setPen(kPlaqueText);
    // A spectator is told the bottom seat's tile count as the other seats' (the person sees
    // their own tiles).
    const QString badges = model_.spectating() ? (seatBadges(seat) + QStringLiteral("   ") + tr("Tiles: %1").arg(info.tiles)).trimmed()
                                               : seatBadges(seat);
    const QString figures = QStringLiteral("   %1   %2").arg(Texts::signedMoney(info.balance), badges);
    const QRectF nameRect(l.ownPlaque.left(), l.ownPlaque.top(), l.waits.left() - l.ownPlaque.left() - l.margin, l.ownPlaque.height());
    const qreal figuresW = QFontMetricsF(f).horizontalAdvance(figures);
    if (const FittedText oneLine = fitText(seatName(seat), f, nameRect.width() - figuresW, 0.75, 1); oneLine.whole) {
        const qreal nameW = QFontMetricsF(oneLine.font).horizontalAdvance(oneLine.lines.value(0));
        drawFitted(p, QRectF(nameRect.left(), nameRect.center().y() - oneLine.height / 2, nameW + 1, oneLine.height), oneLine, Qt::AlignLeft);
        p.drawText(QRectF(nameRect.left() + nameW, nameRect.top(), figuresW + 1, nameRect.height()), Qt::AlignLeft | Qt::AlignVCenter, figures);
    } else {
        // A long name on a line of its own above the figures, both smaller (the plaque holds
        // two lines at 3/4 of the size).
        f.setPixelSize(std::max(1, int(l.unit * 0.75)));
        const qreal lineH = QFontMetricsF(f).height();
        const FittedText name = plaqueName(seat, f, nameRect.width());
        drawFitted(p, QRectF(nameRect.left(), nameRect.center().y() - lineH, nameRect.width(), lineH), name, Qt::AlignLeft);
        p.setFont(f);
        p.drawText(QRectF(nameRect.left(), nameRect.center().y(), nameRect.width(), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(figures.trimmed(), Qt::ElideRight, int(nameRect.width())));
    }
    p.restore();
    paintFlowers(p, l.ownFlowers, seat, QSizeF(l.ownFlowers.width() / 8, l.ownFlowers.height()), true);

    // After the hand: every hand revealed by the settlement (the person's own as it ended).
    const auto tiles = bottomTiles();
    const bool turn = myTurn();
    for (int i = 0; i < int(l.handRects.size()) && i < int(tiles.size()); ++i) {
        QRectF r = l.handRects[std::size_t(i)];
        // The person's own tile, or another's (a spectator's bottom seat: backs, or the hand as
        // the settlement showed it), which nobody picks or is hinted.
        const std::optional<Tile> face = tiles[std::size_t(i)];
        const bool own = face && !model_.spectating();
        const bool sel = own && i == selected_;
        if (sel)
            r.translate(0, -l.hand.height() * 0.2);
        else if (own && i == hover_)
            r.translate(0, -l.hand.height() * 0.06);
        qreal opacity = 1.0;
        if (const qreal k = effectProgress(Effect::Draw, seat); k >= 0 && i == int(tiles.size()) - 1 && model_.drawnTile()) {
            r.translate(0, -l.hand.height() * 0.6 * (1 - k));
            opacity = 0.3 + 0.7 * k;
        }
        if (const qreal k = effectProgress(Effect::Deal, seat); k >= 0) {
            // The deal rises into the hand from the left, a tile a moment after the one before.
            const qreal rise = std::clamp(k * 1.6 - 0.6 * i / std::max<qreal>(1, tiles.size()), 0.0, 1.0);
            const qreal ease = 1 - (1 - rise) * (1 - rise);
            r.translate(0, l.hand.height() * 0.8 * (1 - ease));
            opacity = ease;
        }
        drawTile(p, r, face, 0, sel && turn, opacity);
        if (!own)
            continue;
        paintHintValue(p, r, *face);
        if (!hintTarget_.isEmpty() && sel && hintTarget_ == name(*face)) {
            p.save();
            p.setPen(QPen(kHint, 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 5, 5);
            p.restore();
        }
    }
    paintMelds(p, l.melds[0], seat, l.hand * 0.8, true);
}

void MahjongTableWidget::paintWaits(QPainter &p, const Layout &l)
{
    // A spectator has no waits of its own (the bottom seat's 游金 is on its plaque).
    const bool you = !model_.spectating() && model_.seat(model_.localSeat()).you > 0 && !model_.handOver();
    const auto w = you ? std::vector<std::pair<Tile, int>> {} : waits();
    if (w.empty() && !you)
        return;
    const QRectF area = l.waits;
    p.save();
    QFont f = font();
    // In 游金 every tile drawn wins (M33): there is no list to show.
    const QString label = you ? tr("游金: any tile you draw wins") : myTurn() ? tr("Waits after this discard:") : tr("Waits:");
    // Every wait shown: smaller where they are many, down to 3/5 of the size.
    qreal lw = 0, th = 0, tw = 0, countW = 0, total = 0;
    for (qreal s = 1.0; s >= 0.6; s -= 0.05) {
        f.setPixelSize(std::max(1, int(l.unit * 0.9 * s)));
        const QFontMetricsF fm(f);
        lw = fm.horizontalAdvance(label) + l.unit * 0.6 * s;
        th = area.height() * 0.9 * s;
        tw = th * TileRenderer::kAspect;
        countW = fm.horizontalAdvance(QStringLiteral("×4")) + l.unit * 0.5 * s;
        total = lw + qreal(w.size()) * (tw + countW);
        if (total <= area.width())
            break;
    }
    p.setFont(f);
    const QRectF box(area.right() - std::min(total, area.width()), area.top(), std::min(total, area.width()), area.height());
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 80));
    p.drawRoundedRect(box.adjusted(-l.unit * 0.3, 0, l.unit * 0.3, 0), 6, 6);
    p.setPen(kPlaqueText);
    p.drawText(QRectF(box.left(), box.top(), lw, box.height()), Qt::AlignVCenter | Qt::AlignLeft, label);
    qreal x = box.left() + lw;
    p.restore();
    for (const auto &[tile, left] : w) {
        if (x + tw > area.right() + 1)
            break;
        drawTile(p, QRectF(x, area.top() + (area.height() - th) / 2, tw, th), tile);
        p.save();
        p.setFont(f);
        p.setPen(left == 0 ? QColor(0xff, 0x9a, 0x8a) : kPlaqueText);
        p.drawText(QRectF(x + tw + 2, area.top(), countW, area.height()), Qt::AlignVCenter | Qt::AlignLeft,
                   QStringLiteral("×%1").arg(left));
        p.restore();
        x += tw + countW;
    }
}

QString MahjongTableWidget::wayText(const QString &way)
{
    static const std::map<QString, const char *> ways {
        {"pingHu", QT_TR_NOOP("平胡")},   {"ziMo", QT_TR_NOOP("自摸")},       {"danYou", QT_TR_NOOP("單游")},
        {"shuangYou", QT_TR_NOOP("雙游")}, {"sanYou", QT_TR_NOOP("三游")},     {"sanJinDao", QT_TR_NOOP("三金倒")},
        {"qiangJin", QT_TR_NOOP("搶金")},  {"tianHu", QT_TR_NOOP("天胡")},     {"qiangGangHu", QT_TR_NOOP("搶槓胡")},
        {"zhaHu", QT_TR_NOOP("詐胡")},
    };
    const auto it = ways.find(way);
    return it == ways.end() ? way : tr(it->second);
}

void MahjongTableWidget::paintEffects(QPainter &p, const Layout &l)
{
    // A claim: its word swells and fades over the seat's melds; a flower laid out: a glow
    // over the seat's flowers.
    for (const Running &r : effects_) {
        if (r.effect != Effect::Claim && r.effect != Effect::Flower)
            continue;
        const qreal k = effectProgress(r.effect, r.seat);
        if (k < 0)
            continue;
        const int pos = model_.posOf(r.seat);
        // The opposite seat lays out its backs, melds and flowers in one row; elsewhere the
        // flowers' line is cut to the flowers on it (the person's and the right seat's end at
        // its right).
        QRectF area = pos == 2 && !l.spectator ? l.backs[2]
            : r.effect == Effect::Claim         ? l.melds[std::size_t(pos)]
                                                : l.flowers[std::size_t(pos)];
        if (r.effect == Effect::Flower && pos != 2 && !l.spectator) {
            const qreal tile = pos == 0 ? area.width() / 8 : l.side.width();
            const qreal w = std::min(area.width(), tile * qreal(model_.seat(r.seat).flowers.size()));
            area = pos == 3 ? QRectF(area.left(), area.top(), w, area.height()) : QRectF(area.right() - w, area.top(), w, area.height());
        }
        if (area.isEmpty())
            continue;
        p.save();
        p.setOpacity(1 - k);
        p.setPen(QPen(kGoldInk, std::max<qreal>(2, l.unit * 0.2)));
        p.setBrush(QColor(242, 193, 78, 50));
        p.drawRoundedRect(area.adjusted(-l.unit * 0.3, -l.unit * 0.3, l.unit * 0.3, l.unit * 0.3), l.unit * 0.4, l.unit * 0.4);
        if (!r.label.isEmpty()) {
            QFont f = font();
            f.setBold(true);
            f.setPixelSize(int(l.unit * (1.6 + 1.2 * k)));
            p.setFont(f);
            const QFontMetricsF fm(f);
            const QPointF at(pos == 1 ? area.right() - fm.horizontalAdvance(r.label) : pos == 3 ? area.left() : area.center().x(),
                             pos == 0 ? area.top() - fm.descent() - l.unit * 0.3 : area.top() + fm.ascent());
            const QRectF box(at.x() - (pos == 0 || pos == 2 ? fm.horizontalAdvance(r.label) / 2 : 0), at.y() - fm.ascent(),
                             fm.horizontalAdvance(r.label), fm.height());
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(10, 20, 14, 200));
            p.drawRoundedRect(box.adjusted(-l.unit * 0.3, 0, l.unit * 0.3, 0), l.unit * 0.3, l.unit * 0.3);
            p.setPen(kGoldInk);
            p.drawText(box, Qt::AlignCenter, r.label);
        }
        p.restore();
    }
}

QString MahjongTableWidget::resultText() const
{
    if (!model_.handOver())
        return {};
    const QJsonObject r = model_.settlement().value("result").toObject();
    if (r.value("drawn").toBool() || model_.lastEvent().value("e").toString() == QLatin1String("drawnHand"))
        return tr("臭莊: the wall is drawn down to the tiles kept back; nobody wins.");
    if (!r.value("winner").isNull() && r.contains("winner")) {
        // Named as the hand was played: a seat swap after it does not give the win to another.
        std::array<QString, 4> names;
        for (int s = 0; s < 4; ++s)
            names[std::size_t(s)] = model_.handName(s);
        return tr("%1 wins: %2").arg(Texts::shownNames(names)[std::size_t(r.value("winner").toInt() & 3)],
                                     wayText(r.value("way").toString()));
    }
    return {};
}

QString MahjongTableWidget::bannerText(bool *error) const
{
    if (error)
        *error = messageIsError_ && !message_.isEmpty();
    // While the prompt bar is up it carries the note and the hand's result itself.
    if (!prompt_->isHidden())
        return {};
    return message_.isEmpty() ? resultText() : message_;
}

QRectF MahjongTableWidget::bannerRect(const Layout &l, const QString &text) const
{
    if (text.isEmpty())
        return {};
    // In the prompt's band, low, as wide as the words need.
    QFont f = font();
    f.setPixelSize(int(l.unit * 0.95));
    const QRectF band = l.promptBand;
    const QRectF bounds = QFontMetricsF(f).boundingRect(QRectF(0, 0, band.width() - 2 * l.unit, 1000),
                                                        Qt::AlignCenter | Qt::TextWordWrap, text);
    const qreal h = std::min(band.height(), bounds.height() + l.unit);
    return QRectF(band.center().x() - bounds.width() / 2 - l.unit, band.bottom() - h, bounds.width() + 2 * l.unit, h);
}

void MahjongTableWidget::paintBanner(QPainter &p, const Layout &l)
{
    bool error = false;
    const QString text = bannerText(&error);
    const QRectF r = bannerRect(l, text);
    if (r.isEmpty())
        return;
    p.save();
    QFont f = font();
    f.setPixelSize(int(l.unit * 0.95));
    p.setFont(f);
    p.setPen(QPen(error ? QColor(0xff, 0x9a, 0x8a) : QColor(242, 193, 78, 160), 1.5));
    p.setBrush(QColor(10, 20, 14, 225));
    p.drawRoundedRect(r, 8, 8);
    p.setPen(error ? QColor(0xff, 0xd0, 0xc8) : kPlaqueText);
    p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap, text);
    p.restore();
}

// ---------------------------------------------------------------------------------------
// A spectator's table (issue 30): the four seats alike, as Mahjong Soul's and Tenhou's
// onlookers see a table. Each seat's band (backs, the tile just drawn apart, melds) runs along
// its edge of the felt and its river lies against its side of a square middle box, both drawn
// in the seat's own frame (the bottom seat's turned a quarter for each position), so that the
// side rivers face the middle as on a real table. The plaques stand upright in the corners,
// each at its seat's left hand: the bottom seat's bottom left, the right seat's bottom right,
// the opposite seat's top right, the left seat's top left.

namespace {
// A seat's band in tile widths (tile 1 wide): its concealed tiles, the drawn one apart, melds.
qreal bandUnits(int concealed, bool drawn, const std::vector<MahjongTableModel::SeatMeld> &melds)
{
    const QSizeF unit(1, 1 / TileRenderer::kAspect);
    qreal w = concealed + (drawn ? 0.35 : 0);
    if (!melds.empty())
        w += 0.5;
    for (const auto &mm : melds)
        w += meldWidth(mm, unit) + 0.3;
    return w;
}
} // namespace

MahjongTableWidget::Layout MahjongTableWidget::spectatorLayout() const
{
    Layout l;
    l.spectator = true;
    const qreal W = width(), H = height();
    const qreal m = std::max<qreal>(6, std::min(W, H) * 0.012);
    l.margin = m;
    l.unit = std::clamp(H * 0.024, 11.0, 36.0);
    const qreal u = l.unit;
    // The plaques: a name line, the balance with the badges, the tile count with the flowers.
    const qreal plaqueW = std::clamp(W * 0.19, u * 9, u * 16), plaqueH = 3 * u * 1.45 + m;
    const qreal chooserH = u * 1.9;
    l.plaque[0] = QRectF(m, H - m - plaqueH, plaqueW, plaqueH);
    l.plaque[1] = QRectF(W - m - plaqueW, H - m - plaqueH, plaqueW, plaqueH);
    l.plaque[2] = QRectF(W - m - plaqueW, m, plaqueW, plaqueH);
    l.plaque[3] = QRectF(m, m, plaqueW, plaqueH);
    // "View from" above the bottom seat's plaque: it picks the seat drawn there.
    // (As wide as its longest name wants: the felt to its right is free.)
    viewFromBox_->ensurePolished();
    const qreal chooserW = std::clamp<qreal>(viewFromBox_->sizeHint().width(), plaqueW, std::max(plaqueW, W * 0.45));
    l.chooser = QRectF(m, l.plaque[0].top() - m * 0.5 - chooserH, chooserW, chooserH);
    l.ownPlaque = l.plaque[0];

    // The seats' tiles: one size for all four, as large as the shortest edge between the
    // corners holds the longest band (never planned for fewer than 16 tiles and the draw).
    const qreal topReserve = m + plaqueH + m, bottomReserve = H - l.chooser.top() + m;
    const qreal across = W - 2 * (plaqueW + 2 * m), down = H - topReserve - bottomReserve;
    qreal units = 17.9;
    for (int s = 0; s < 4; ++s) {
        const auto &info = model_.seat(s);
        const int n = int(shownHand(s).size());
        units = std::max(units, bandUnits(n - (drawnApart(s) ? 1 : 0), drawnApart(s), info.melds));
    }
    const qreal tw = std::max<qreal>(4, std::min(across, down) / units);
    const QSizeF tile(tw, tw / TileRenderer::kAspect);
    l.seatTile = l.hand = l.small = l.side = tile;
    // A square table: every band as far from the centre as the shorter side allows (on a
    // wide window the side seats sit in from its edges, the plaques' columns beside them).
    const qreal d = tile.height();
    const qreal edge = std::min(W, H) / 2 - m;
    l.backs[0] = QRectF(plaqueW + 2 * m, H / 2 + edge - d, across, d);
    l.backs[2] = QRectF(plaqueW + 2 * m, H / 2 - edge, across, d);
    l.backs[1] = QRectF(W / 2 + edge - d, topReserve, d, down);
    l.backs[3] = QRectF(W / 2 - edge, topReserve, d, down);

    // The middle: a square box six river tiles wide, each river of three rows against a side.
    const qreal reach = std::min(W, H) / 2 - m - d - m; // from the centre to the nearest band
    const qreal gap = m * 0.6;
    const qreal rh = std::max<qreal>(6, std::min((reach - gap) / 5.5, tile.height() * 1.6));
    l.riverTile = QSizeF(rh * TileRenderer::kAspect, rh);
    const qreal box = 6 * l.riverTile.width();
    const QPointF c(W / 2, H / 2);
    l.middle = QRectF(c.x() - box / 2, c.y() - box / 2, box, box);
    l.localRiver = QRectF(-box / 2, box / 2 + gap, box, kRiverRows * rh);
    for (int pos = 0; pos < 4; ++pos) {
        const auto at = std::size_t(pos);
        QTransform f;
        f.translate(c.x(), c.y());
        f.rotate(-90.0 * pos);
        l.frame[at] = f;
        l.localBand[at] = f.inverted().mapRect(l.backs[at]);
        l.river[at] = f.mapRect(l.localRiver);
        // The melds at the band's end on the seat's right, as paintSpectatorSeat lays them.
        const int seat = model_.seatAt(pos);
        const auto &melds = model_.seat(seat).melds;
        const int n = int(shownHand(seat).size());
        const bool drawn = drawnApart(seat);
        const qreal total = bandUnits(n - (drawn ? 1 : 0), drawn, melds) * tw;
        const qreal meldsW = (bandUnits(0, false, melds) - (melds.empty() ? 0 : 0.5)) * tw;
        const QRectF band = l.localBand[at];
        const qreal right = band.center().x() + total / 2;
        l.melds[at] = f.mapRect(QRectF(right - meldsW, band.top(), meldsW, band.height()));
        // The flowers on the plaque's last line, after the tile count (at most half of it).
        const QRectF plaque = l.plaque[at];
        QFont countFont = font();
        countFont.setPixelSize(int(u));
        const qreal inset = m / 2 + u * 0.2;
        const qreal countW = std::min(QFontMetricsF(countFont).horizontalAdvance(tr("Tiles: %1").arg(model_.seat(seat).tiles)) + u * 0.5,
                                      (plaque.width() - 2 * inset) / 2);
        l.flowers[at] = QRectF(plaque.left() + inset + countW, plaque.top() + m / 2 + 2 * u * 1.45,
                               plaque.width() - 2 * inset - countW, u * 1.45);
    }
    l.ownFlowers = l.flowers[0];
    // The banner (how the hand ended) above the bottom band, over the felt between the seats.
    const qreal bandH = u * 0.95 * 2.6 + 2 * m;
    l.promptBand = QRectF(l.backs[3].right() + m, l.backs[0].top() - m - bandH, l.backs[1].left() - l.backs[3].right() - 2 * m, bandH);
    l.prompt = QRectF(l.promptBand.center().x() - W * 0.17, l.promptBand.top(), W * 0.34, l.promptBand.height());
    return l;
}

void MahjongTableWidget::paintSpectator(QPainter &p, const Layout &l)
{
    paintActive(p, l);
    paintSpectatorMiddle(p, l);
    for (int pos = 0; pos < 4; ++pos)
        paintSpectatorRiver(p, l, pos);
    for (int pos = 0; pos < 4; ++pos) {
        paintSpectatorSeat(p, l, pos);
        paintSpectatorPlaque(p, l, pos);
    }
    paintEffects(p, l);
    paintBanner(p, l);
    paintMoment(p, l);
}

void MahjongTableWidget::paintSpectatorSeat(QPainter &p, const Layout &l, int pos)
{
    const int seat = model_.seatAt(pos);
    const auto tiles = shownHand(seat);
    const bool drawn = drawnApart(seat);
    const auto &melds = model_.seat(seat).melds;
    const QSizeF t = l.seatTile;
    const QRectF band = l.localBand[std::size_t(pos)];
    const int concealed = int(tiles.size()) - (drawn ? 1 : 0);
    qreal x = band.center().x() - bandUnits(concealed, drawn, melds) * t.width() / 2;
    const qreal y = band.bottom() - t.height();
    p.save();
    p.setTransform(l.frame[std::size_t(pos)], true);
    for (int i = 0; i < int(tiles.size()); ++i) {
        if (drawn && i == concealed)
            x += t.width() * 0.35;
        drawTile(p, QRectF(x, y, t.width(), t.height()), tiles[std::size_t(i)]);
        x += t.width();
    }
    if (!melds.empty()) {
        x += t.width() * 0.5;
        paintMelds(p, QRectF(x, y, band.right() - x + 1, t.height()), seat, t, false);
    }
    p.restore();
}

void MahjongTableWidget::paintSpectatorRiver(QPainter &p, const Layout &l, int pos)
{
    const int seat = model_.seatAt(pos);
    const auto &river = model_.seat(seat).river;
    const QRectF area = l.localRiver;
    const QSizeF t = l.riverTile;
    const auto &last = model_.lastDiscard();
    // Rows of six grow away from the middle; past the third row the river goes on along it
    // into the free corner on the seat's right (as at a real table), as far as the felt
    // before the next seat's band, then a fourth row.
    const qreal room = std::min(width(), height()) / 2.0 - l.margin * 2 - l.seatTile.height();
    const int lastRow = std::max(6, int((room + area.width() / 2) / t.width()) - 1);
    p.save();
    p.setTransform(l.frame[std::size_t(pos)], true);
    for (int i = 0; i < int(river.size()); ++i) {
        int row = i / 6, col = i % 6;
        if (row >= kRiverRows - 1) {
            const int k = i - (kRiverRows - 1) * 6;
            row = kRiverRows - 1 + k / lastRow;
            col = k % lastRow;
        }
        QRectF r(area.left() + col * t.width(), area.top() + row * t.height(), t.width(), t.height());
        const bool isLast = last.seat == seat && last.riverIndex == i;
        qreal opacity = 1.0;
        if (const qreal k = isLast ? effectProgress(Effect::Discard, seat) : -1; k >= 0) {
            // From the seat's band into its place.
            const QPointF from(l.localBand[std::size_t(pos)].center().x() - t.width() / 2, l.localBand[std::size_t(pos)].top());
            const qreal e = 1 - (1 - k) * (1 - k) * (1 - k);
            r = QRectF(from + (r.topLeft() - from) * e, r.size());
            opacity = 0.4 + 0.6 * k;
        }
        drawTile(p, r, river[std::size_t(i)].tile, 0, false, opacity);
        markRiverTile(p, r, river[std::size_t(i)].you, isLast, t.width());
    }
    p.restore();
}

void MahjongTableWidget::paintSpectatorPlaque(QPainter &p, const Layout &l, int pos)
{
    const int seat = model_.seatAt(pos);
    const auto &info = model_.seat(seat);
    const QRectF plaque = l.plaque[std::size_t(pos)];
    const qreal u = l.unit, lineH = u * 1.45, pad = l.margin / 2;
    p.save();
    p.setPen(QPen(QColor(255, 255, 255, 50), 1));
    p.setBrush(QColor(0, 0, 0, 70));
    p.drawRoundedRect(plaque, u * 0.4, u * 0.4);
    const QRectF inner = plaque.adjusted(pad + u * 0.2, pad, -pad - u * 0.2, -pad);
    // The seat's wind (東 for the dealer), then its name.
    QFont f = font();
    f.setPixelSize(int(u));
    f.setBold(true);
    p.setFont(f);
    p.setPen(seat == model_.dealer() ? kGoldInk : kPlaqueText);
    const QString wind = TileRenderer::tileText(Tile::honour(1 + ((seat - model_.dealer()) & 3)));
    const qreal windW = QFontMetricsF(f).horizontalAdvance(wind) + u * 0.4;
    const QRectF line1(inner.left(), inner.top(), inner.width(), lineH);
    p.drawText(QRectF(line1.left(), line1.top(), windW, lineH), Qt::AlignLeft | Qt::AlignVCenter, wind);
    const FittedText name = plaqueName(seat, f, line1.width() - windW);
    p.setPen(kPlaqueText);
    drawFitted(p, QRectF(line1.left() + windW, line1.center().y() - name.height / 2, line1.width() - windW, name.height), name,
               Qt::AlignLeft);
    // The balance (the settlement's word), then 莊 · 連莊 and 游金: smaller rather than cut.
    f.setBold(false);
    const QString figures = (tr("Balance %1").arg(Texts::signedMoney(info.balance)) + QStringLiteral("   ") + seatBadges(seat)).trimmed();
    p.setFont(fittedFont(f, figures, inner.width() - 2, 0.6));
    p.setPen(info.you > 0 ? kGoldInk : kPlaqueText);
    p.drawText(line1.translated(0, lineH), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(p.font()).elidedText(figures, Qt::ElideRight, inner.width()));
    // The tile count, the flowers beside it.
    const QRectF flowers = l.flowers[std::size_t(pos)];
    const QString count = tr("Tiles: %1").arg(info.tiles);
    p.setFont(fittedFont(f, count, flowers.left() - inner.left() - u * 0.2, 0.6));
    p.setPen(kPlaqueText);
    p.drawText(QRectF(inner.left(), flowers.top(), flowers.left() - inner.left(), flowers.height()), Qt::AlignLeft | Qt::AlignVCenter,
               count);
    p.restore();
    const qreal fh = flowers.height() * 0.9;
    paintFlowers(p, flowers, seat, QSizeF(fh * TileRenderer::kAspect, fh), false);
}

void MahjongTableWidget::paintSpectatorMiddle(QPainter &p, const Layout &l)
{
    const QRectF box = l.middle;
    const qreal b = box.width();
    p.save();
    p.setPen(QPen(QColor(255, 255, 255, 45), 1.5));
    p.setBrush(QColor(0, 0, 0, 60));
    p.drawRoundedRect(box, b * 0.06, b * 0.06);
    // Each seat's wind on its side of the box, turned toward it (東: the dealer, in gold).
    QFont f = font();
    f.setBold(true);
    const qreal ws = b * 0.1;
    f.setPixelSize(std::max(8, int(ws)));
    p.setFont(f);
    for (int pos = 0; pos < 4; ++pos) {
        const int seat = model_.seatAt(pos);
        p.save();
        p.setTransform(l.frame[std::size_t(pos)], true);
        p.setPen(seat == model_.dealer() ? kGoldInk : QColor(0xc4, 0xd6, 0xc9));
        p.drawText(QRectF(-ws, b / 2 - ws * 1.4, 2 * ws, ws * 1.3), Qt::AlignCenter,
                   TileRenderer::tileText(Tile::honour(1 + ((seat - model_.dealer()) & 3))));
        p.restore();
    }
    // Upright between the winds: the gold, the wall, then whose turn it is (the hand's number
    // is the side panel's headline). Each line has the box's width.
    const QRectF in = box.adjusted(ws * 1.4, ws * 1.4, -ws * 1.4, -ws * 1.4);
    QFont text = font();
    text.setPixelSize(std::max(8, int(in.height() * 0.11)));
    QFont big = text;
    big.setBold(true);
    big.setPixelSize(std::max(9, int(in.height() * 0.15)));
    const qreal th = in.height() * 0.36;
    const QRectF gold(in.center().x() - th * TileRenderer::kAspect / 2, in.top(), th * TileRenderer::kAspect, th);
    const QString toDraw = tr("%1 to draw").arg(model_.drawable()), keptBack = tr("%1 kept back (臭莊)").arg(model_.keptBack());
    const QRectF drawLine(in.left(), gold.bottom() + in.height() * 0.03, in.width(), in.height() * 0.17);
    p.setPen(kPlaqueText);
    p.setFont(fittedFont(big, toDraw, drawLine.width() - 2, 0.5)); // (a little slack: elided in whole pixels)
    p.drawText(drawLine, Qt::AlignCenter, QFontMetricsF(p.font()).elidedText(toDraw, Qt::ElideRight, drawLine.width()));
    const QRectF keptLine(in.left(), drawLine.bottom(), in.width(), in.height() * 0.14);
    p.setFont(fittedFont(text, keptBack, keptLine.width() - 2, 0.7));
    p.setPen(QColor(0xc4, 0xd6, 0xc9));
    p.drawText(keptLine, Qt::AlignCenter, QFontMetricsF(p.font()).elidedText(keptBack, Qt::ElideRight, keptLine.width()));
    // Whose turn: the seat the table waits for (its side of the box is lit too).
    const int active = activeSeat();
    if (active >= 0) {
        const QRectF turnRect(in.left(), keptLine.bottom(), in.width(), in.bottom() - keptLine.bottom());
        const FittedText turn = fitText(tr("%1 is to discard.").arg(seatName(active)), text, in.width(), 0.7, 2);
        p.setPen(kGoldInk);
        drawFitted(p, QRectF(turnRect.left(), turnRect.center().y() - turn.height / 2, turnRect.width(), turn.height), turn,
                   Qt::AlignHCenter);
    }
    p.restore();
    if (!model_.hasGold()) {
        p.save();
        p.setFont(text);
        p.setPen(kPlaqueText);
        p.drawText(gold, Qt::AlignCenter | Qt::TextWordWrap, tr("Gold"));
        p.restore();
        return;
    }
    if (const qreal k = effectProgress(Effect::Gold); k >= 0) {
        const qreal w = gold.width() * std::abs(1 - 2 * k);
        drawTile(p, QRectF(gold.center().x() - w / 2, gold.top(), std::max<qreal>(1, w), gold.height()),
                 k < 0.5 ? std::nullopt : std::optional<Tile>(model_.gold()));
        return;
    }
    drawTile(p, gold, model_.gold());
}

// ---------------------------------------------------------------------------------------
// Accessibility: the drawn table told to a screen reader (ui/kit/drawn_accessible.h).

QString MahjongTableWidget::accessibleTableName() const
{
    return tr("Mahjong table");
}

QString MahjongTableWidget::statusText() const
{
    QStringList parts;
    if (!message_.isEmpty())
        parts << message_;
    if (!model_.hasHand())
        return parts.join(QLatin1Char(' '));
    if (!moment_.word.isEmpty())
        parts << (moment_.who.isEmpty() ? moment_.word : tr("%1: %2!").arg(moment_.who, moment_.word));
    const QString asked = promptText();
    if (!asked.isEmpty()) {
        // The question and its answers with their keys, as the buttons say them.
        parts << asked;
        for (const QString &n : promptButtonNames())
            parts << promptButton(n)->text() + QLatin1Char('.');
    } else if (myTurn()) {
        parts << tr("Your turn: discard a tile.");
    } else if (model_.handOver()) {
        parts << resultText();
    } else {
        // Whose turn it is, from what happened last.
        const QJsonObject e = model_.lastEvent();
        const QString kind = e.value("e").toString();
        const int seat = e.value("seat").toInt(-1);
        static const QStringList toDiscard {"draw", "replacement", "chow", "pung", "kong", "concealedKong", "addKong"};
        const auto &flowers = seat >= 0 ? model_.seat(seat).flowers : std::vector<Tile> {};
        if (seat >= 0 && toDiscard.contains(kind))
            parts << (seat == model_.localSeat() ? tr("Your turn: discard a tile.") : tr("%1 is to discard.").arg(seatName(seat)));
        else if (kind == QLatin1String("flower") && !flowers.empty())
            parts << tr("%1 laid out a flower: %2.").arg(seatName(seat), TileRenderer::spokenTileName(flowers.back()));
        else if (kind == QLatin1String("gold") && model_.hasGold())
            parts << tr("The gold is turned up: %1.").arg(TileRenderer::spokenTileName(model_.gold()));
        else if (model_.lastDiscard().seat >= 0) // a discard, and the claims on it (M20)
            parts << tr("%1 discarded %2.").arg(seatName(model_.lastDiscard().seat), TileRenderer::spokenTileName(model_.lastDiscard().tile));
    }
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}

QString MahjongTableWidget::seatDescription(int pos) const
{
    // Where it sits, its wind (東 for the dealer, then in turn), 莊, the balance, 游金, the tiles.
    const int seat = model_.seatAt(pos);
    const auto &info = model_.seat(seat);
    // A spectator sits nowhere: the seats are told by number, never "you".
    QStringList parts {model_.spectating() ? tr("Seat %1").arg(seat + 1) : Texts::seatRole(pos)};
    parts << tr("Seat wind: %1").arg(TileRenderer::spokenTileName(Tile::honour(1 + ((seat - model_.dealer()) & 3))));
    if (seat == model_.dealer())
        parts << (model_.streak() > 1 ? tr("Dealer (莊), 連莊 %1").arg(model_.streak() - 1) : tr("Dealer (莊)"));
    parts << tr("Balance %1").arg(Texts::signedMoney(info.balance));
    if (info.you > 0)
        parts << tr("游金: %1").arg(youName(info.you));
    parts << tr("Tiles: %1").arg(info.tiles);
    if (!info.flowers.empty())
        parts << tr("Flowers: %1").arg(info.flowers.size());
    const auto &q = model_.question();
    const QJsonObject e = model_.lastEvent();
    if (pos == 0 ? q.has_value() : (!model_.handOver() && e.value("seat").toInt(-1) == seat && e.value("e").toString() != QLatin1String("discard")
                                    && e.value("e").toString() != QLatin1String("you") && e.value("e").toString() != QLatin1String("pass")))
        parts << (pos == 0 ? tr("Your move") : tr("To play"));
    return parts.join(QStringLiteral(" · "));
}

QString MahjongTableWidget::handKey(int index) const
{
    // A tile's kind and which copy of it in the hand: the key stays with the tile while others
    // come and go.
    const auto tiles = handTiles();
    const Tile t = tiles[std::size_t(index)];
    const int copy = int(std::count(tiles.begin(), tiles.begin() + index, t));
    return QStringLiteral("hand:%1:%2").arg(name(t)).arg(copy);
}

std::vector<AccessibleItem> MahjongTableWidget::accessibleItems() const
{
    std::vector<AccessibleItem> items;
    if (!model_.hasHand())
        return items;
    const Layout l = computeLayout();
    const auto spoken = [](Tile t) { return TileRenderer::spokenTileName(t); };
    const QString none = tr("None yet");
    {
        AccessibleItem it;
        it.key = QStringLiteral("status");
        it.role = QAccessible::StatusBar;
        it.name = statusText();
        it.live = true;
        it.rect = promptRect().isEmpty() ? bannerRect(l, bannerText()) : promptRect();
        items.push_back(it);
    }
    {
        AccessibleItem it;
        it.key = QStringLiteral("middle");
        it.name = model_.hasGold() ? tr("Gold: %1").arg(spoken(model_.gold())) : tr("The gold is not turned up yet");
        QStringList d {tr("%1 to draw").arg(model_.drawable()), tr("%1 kept back (臭莊)").arg(model_.keptBack())};
        if (model_.dice()[0] > 0)
            d << tr("Dice: %1 and %2").arg(model_.dice()[0]).arg(model_.dice()[1]);
        it.description = d.join(QStringLiteral(" · "));
        it.rect = l.middle;
        items.push_back(it);
    }
    const auto &last = model_.lastDiscard();
    for (int pos = 0; pos < 4; ++pos) {
        const int seat = model_.seatAt(pos);
        const auto &info = model_.seat(seat);
        const auto at = std::size_t(pos);
        AccessibleItem s;
        s.key = QStringLiteral("seat:%1").arg(pos);
        s.role = QAccessible::Grouping;
        s.name = seatName(seat);
        s.description = seatDescription(pos);
        s.rect = pos == 0 ? l.ownPlaque : l.plaque[at];
        items.push_back(s);

        AccessibleItem r;
        r.key = QStringLiteral("river:%1").arg(pos);
        r.role = QAccessible::List;
        r.name = tr("%1's discards").arg(seatName(seat));
        QStringList discards;
        for (int i = 0; i < int(info.river.size()); ++i) {
            QString d = spoken(info.river[std::size_t(i)].tile);
            if (info.river[std::size_t(i)].you)
                d = tr("%1 (游金)").arg(d);
            if (last.seat == seat && last.riverIndex == i)
                d = tr("%1 (the last discard)").arg(d);
            discards << d;
        }
        r.description = discards.isEmpty() ? none : discards.join(QStringLiteral(", "));
        r.rect = l.river[at];
        items.push_back(r);

        for (int i = 0; i < int(info.melds.size()); ++i) {
            const auto &mm = info.melds[std::size_t(i)];
            QStringList tiles;
            for (Tile t : mm.tiles)
                tiles << spoken(t);
            AccessibleItem m;
            m.key = QStringLiteral("meld:%1:%2").arg(pos).arg(i);
            switch (mm.type) {
            case Meld::Type::Chow: m.name = tr("Chow: %1").arg(tiles.join(QLatin1Char(' '))); break;
            case Meld::Type::Pung: m.name = tr("Pung: %1").arg(tiles.join(QLatin1Char(' '))); break;
            case Meld::Type::Kong: m.name = tr("Kong: %1").arg(tiles.join(QLatin1Char(' '))); break;
            case Meld::Type::ConcealedKong:
                // Another seat's concealed kong shows nothing of its tiles.
                m.name = tiles.isEmpty() ? tr("Concealed kong") : tr("Concealed kong: %1").arg(tiles.join(QLatin1Char(' ')));
                break;
            }
            if (mm.from >= 0 && mm.claimed >= 0)
                m.description = tr("%1 claimed from %2").arg(spoken(mm.tiles[std::size_t(mm.claimed)]), seatName(mm.from));
            // The seat's meld area (the opposite seat lays its melds in its one row).
            m.rect = pos == 2 && !l.spectator ? l.backs[2] : l.melds[at];
            items.push_back(m);
        }

        AccessibleItem f;
        f.key = QStringLiteral("flowers:%1").arg(pos);
        f.name = tr("%1's flowers").arg(seatName(seat));
        QStringList flowers;
        for (Tile t : info.flowers)
            flowers << spoken(t);
        f.description = flowers.isEmpty() ? none : flowers.join(QStringLiteral(", "));
        f.rect = l.flowers[at];
        items.push_back(f);
    }
    // A spectator has no waits of its own (the bottom seat's 游金 is on its plaque).
    const bool you = !model_.spectating() && model_.seat(model_.localSeat()).you > 0 && !model_.handOver();
    if (const auto w = waits(); you || !w.empty()) {
        AccessibleItem it;
        it.key = QStringLiteral("waits");
        it.name = you ? tr("游金: any tile you draw wins") : myTurn() ? tr("Waits after this discard:") : tr("Waits:");
        QStringList d;
        for (const auto &[tile, left] : w)
            d << tr("%1, %2 unseen").arg(spoken(tile)).arg(left);
        it.description = d.join(QStringLiteral("; "));
        it.rect = l.waits;
        items.push_back(it);
    }
    const auto tiles = handTiles();
    const bool turn = myTurn();
    for (int i = 0; i < int(tiles.size()) && i < int(l.handRects.size()); ++i) {
        const Tile t = tiles[std::size_t(i)];
        AccessibleItem it;
        it.key = handKey(i);
        it.role = QAccessible::ListItem;
        it.name = spoken(t);
        QStringList d;
        if (model_.hasGold() && t == model_.gold())
            d << tr("a gold: it stands for any tile (M12)");
        else if (model_.hasGold() && t == kWhiteDragon)
            d << tr("stands for %1 (M13)").arg(spoken(model_.gold()));
        if (model_.drawnTile() && i == int(tiles.size()) - 1)
            d << tr("just drawn");
        d << (turn ? tr("Can be discarded now") : tr("In your hand"));
        it.description = d.join(QStringLiteral(" · "));
        it.rect = l.handRects[std::size_t(i)];
        it.selectable = true;
        it.focused = i == selected_;
        it.pressable = turn;
        items.push_back(it);
    }
    return items;
}

void MahjongTableWidget::pressAccessible(const QString &key)
{
    const int n = int(handTiles().size());
    for (int i = 0; i < n; ++i)
        if (handKey(i) == key) {
            if (myTurn())
                discardAt(i);
            return;
        }
}

} // namespace qixing::ui
