// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mahjong/mahjong_settlement_dialog.h"

#include "mahjong/split.h"
#include "mahjong/mahjong_module.h"
#include "ui/kit/i18n.h"
#include "ui/sevens/sevens_settlement_dialog.h"
#include "ui/kit/texts.h"
#include "ui/mahjong/tile_renderer.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFrame>
#include <QGridLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace qixing::ui {

using mahjong::Tile;

// ---------------------------------------------------------------------------------------
// TileGroupsStrip

namespace {
constexpr int kGroupGap = 10;
constexpr int kRowGap = 6;
} // namespace

TileGroupsStrip::TileGroupsStrip(std::vector<Group> groups, int tileHeight, QWidget *parent)
    : QWidget(parent), groups_(std::move(groups)), h_(tileHeight)
{
    for (const Group &g : groups_) {
        labels_ = labels_ || !g.label.isEmpty();
        for (const Item &i : g.items)
            captions_ = captions_ || !i.caption.isEmpty();
    }
    QSizePolicy p(QSizePolicy::Preferred, QSizePolicy::Preferred);
    p.setHeightForWidth(true);
    setSizePolicy(p);
}

void TileGroupsStrip::setTileHeight(int h)
{
    if (h == h_)
        return;
    h_ = h;
    updateGeometry();
    update();
}

// A tile's slot: the tile, or its caption when that is wider.
static int slotWidth(const TileGroupsStrip::Item &i, int tileW, const QFontMetrics &fm)
{
    return i.caption.isEmpty() ? tileW : std::max(tileW, fm.horizontalAdvance(i.caption) + 4);
}

int TileGroupsStrip::groupWidth(const Group &g) const
{
    const int w = int(h_ * TileRenderer::kAspect);
    int width = 0;
    for (const Item &i : g.items)
        width += slotWidth(i, w, fontMetrics());
    if (!g.label.isEmpty())
        width = std::max(width, fontMetrics().horizontalAdvance(g.label) + 4);
    return width;
}

// A line of caption or label, with room for a CJK fallback font taller than the UI font's.
static int lineHeight(const QFontMetrics &fm)
{
    return fm.height() * 4 / 3;
}

int TileGroupsStrip::rowHeight() const
{
    const int line = lineHeight(fontMetrics());
    return h_ + 2 + (captions_ ? line : 0) + (labels_ ? line : 0);
}

std::vector<QPoint> TileGroupsStrip::place(int width, int *height) const
{
    std::vector<QPoint> at;
    int x = 0, y = 0;
    for (const Group &g : groups_) {
        const int gw = groupWidth(g);
        if (x > 0 && x + gw > width) {
            x = 0;
            y += rowHeight() + kRowGap;
        }
        at.emplace_back(x, y);
        x += gw + kGroupGap;
    }
    if (height)
        *height = y + rowHeight();
    return at;
}

QSize TileGroupsStrip::sizeHint() const
{
    int w = 0;
    for (const Group &g : groups_)
        w += groupWidth(g) + kGroupGap;
    return QSize(std::max(0, w - kGroupGap), rowHeight());
}

QSize TileGroupsStrip::minimumSizeHint() const
{
    int w = 0;
    for (const Group &g : groups_)
        w = std::max(w, groupWidth(g));
    return QSize(w, rowHeight());
}

int TileGroupsStrip::heightForWidth(int w) const
{
    int h = 0;
    place(w, &h);
    return h;
}

void TileGroupsStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int w = int(h_ * TileRenderer::kAspect);
    const QSize tile(w, h_);
    const qreal dpr = devicePixelRatioF();
    const int line = lineHeight(fontMetrics());
    const auto at = place(width(), nullptr);
    for (std::size_t gi = 0; gi < groups_.size(); ++gi) {
        const Group &g = groups_[gi];
        const int gw = groupWidth(g);
        int slotsW = 0;
        for (const Item &i : g.items)
            slotsW += slotWidth(i, w, fontMetrics());
        // The slots centred in the group's width (a long label may be wider).
        int x = at[gi].x() + (gw - slotsW) / 2;
        const int y = at[gi].y() + 1;
        for (const Item &i : g.items) {
            const int slot = slotWidth(i, w, fontMetrics());
            const int tx = x + (slot - w) / 2;
            p.drawPixmap(tx, y, i.faceDown ? TileRenderer::shared().back(tile, dpr) : TileRenderer::shared().face(i.tile, tile, dpr, i.winning));
            if (i.gold) {
                p.setPen(QPen(QColor(0xc8, 0x96, 0x1e), 2));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(QRectF(tx + 1, y + 1, w - 2, h_ - 2), w * 0.1, w * 0.1);
            }
            if (!i.caption.isEmpty()) {
                p.setPen(QColor(0x8a, 0x5a, 0x00));
                p.drawText(QRect(x, y + h_ + 1, slot, line), Qt::AlignHCenter | Qt::AlignTop, i.caption);
            }
            x += slot;
        }
        if (!g.label.isEmpty()) {
            p.setPen(palette().color(QPalette::WindowText));
            p.drawText(QRect(at[gi].x(), y + h_ + 1 + (captions_ ? line : 0), gw, line), Qt::AlignHCenter | Qt::AlignTop, g.label);
        }
    }
}

// ---------------------------------------------------------------------------------------
// The dialog

namespace {

QLabel *label(const QString &text, const QString &name, bool bold = false, Qt::Alignment align = Qt::AlignLeft)
{
    auto *l = new QLabel(text);
    if (!name.isEmpty())
        l->setObjectName(name);
    l->setAlignment(align | Qt::AlignVCenter);
    if (bold) {
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
    }
    return l;
}

QLabel *heading(const QString &text)
{
    QLabel *l = label(text, QString(), true);
    return l;
}

std::vector<Tile> tilesOf(const QJsonValue &v)
{
    std::vector<Tile> out;
    for (const QJsonValue &t : v.toArray())
        if (const auto tile = Tile::parse(t.toString().toStdString()))
            out.push_back(*tile);
    return out;
}

std::optional<Tile> tileOf(const QJsonValue &v)
{
    return v.isString() ? Tile::parse(v.toString().toStdString()) : std::nullopt;
}

// The caption under a tile that plays as another: "= 3萬".
QString playsAsCaption(const mahjong::ShownTile &t)
{
    return t.playsAs == t.tile ? QString() : QStringLiteral("=") + TileRenderer::tileText(t.playsAs);
}

QString groupName(mahjong::ShownGroup::Kind k)
{
    switch (k) {
    case mahjong::ShownGroup::Kind::Chow:
        return MahjongSettlementDialog::tr("chow");
    case mahjong::ShownGroup::Kind::Pung:
        return MahjongSettlementDialog::tr("pung");
    case mahjong::ShownGroup::Kind::Pair:
        return MahjongSettlementDialog::tr("pair");
    case mahjong::ShownGroup::Kind::Golds:
        return MahjongSettlementDialog::tr("three golds");
    case mahjong::ShownGroup::Kind::Rest:
        return MahjongSettlementDialog::tr("the rest");
    }
    return {};
}

QString meldName(const QString &type)
{
    if (type == QLatin1String("chow"))
        return MahjongSettlementDialog::tr("chow");
    if (type == QLatin1String("pung"))
        return MahjongSettlementDialog::tr("pung");
    if (type == QLatin1String("kong"))
        return MahjongSettlementDialog::tr("kong");
    return MahjongSettlementDialog::tr("concealed kong");
}

// An exposed meld as a strip group (its tiles face up: the hand is over).
TileGroupsStrip::Group meldGroup(const QJsonObject &m)
{
    TileGroupsStrip::Group g;
    g.label = meldName(m.value("type").toString());
    for (const QJsonValue &t : m.value("tiles").toArray()) {
        TileGroupsStrip::Item i;
        if (const auto tile = tileOf(t))
            i.tile = *tile;
        else
            i.faceDown = true;
        g.items.push_back(i);
    }
    return g;
}

QString money(qint64 m)
{
    return Texts::money(m);
}

} // namespace

QString MahjongSettlementDialog::wayText(const QString &w)
{
    if (w == QLatin1String("pingHu"))
        return tr("平胡 (on a discard)");
    if (w == QLatin1String("ziMo"))
        return tr("自摸 (self-draw)");
    if (w == QLatin1String("danYou"))
        return tr("單游 (single 游金)");
    if (w == QLatin1String("shuangYou"))
        return tr("雙游 (double 游金)");
    if (w == QLatin1String("sanYou"))
        return tr("三游 (triple 游金)");
    if (w == QLatin1String("sanJinDao"))
        return tr("三金倒 (three golds)");
    if (w == QLatin1String("qiangJin"))
        return tr("搶金 (robbing the gold)");
    if (w == QLatin1String("tianHu"))
        return tr("天胡 (heavenly hand)");
    if (w == QLatin1String("qiangGangHu"))
        return tr("搶槓胡 (robbing a concealed kong)");
    if (w == QLatin1String("zhaHu"))
        return tr("詐胡 (false win)");
    return w;
}

session::MatchSummary MahjongSettlementDialog::matchSummary(const MahjongHandResult &r)
{
    session::MatchSummary m;
    const QJsonArray names = r.state.value("names").toArray();
    for (int s = 0; s < 4; ++s)
        m.names[std::size_t(s)] = names.at(s).toString();
    m.localSeat = r.localSeat;
    m.opening = r.opening;
    const QJsonArray balances = r.settlement.value("balances").toArray();
    for (int s = 0; s < 4; ++s)
        m.balances[std::size_t(s)] = balances.at(s).toInteger();
    auto totals = r.handTotals;
    if (totals.empty()) {
        std::array<std::int64_t, 4> t {};
        const QJsonArray a = r.settlement.value("result").toObject().value("totals").toArray();
        for (int s = 0; s < 4; ++s)
            t[std::size_t(s)] = a.at(s).toInteger();
        totals.push_back(t);
    }
    for (const auto &t : totals) {
        sevens::Match::BookedHand b;
        b.money = t;
        m.booked.push_back(b);
    }
    m.handsPlayed = int(totals.size());
    m.hands = m.handsPlayed;
    return m;
}

MahjongSettlementDialog::MahjongSettlementDialog(const MahjongHandResult &r, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("mahjongSettlementDialog"));
    const QJsonObject &msg = r.settlement;
    const QJsonObject res = msg.value("result").toObject();
    const session::MatchSummary summary = matchSummary(r);
    const auto names = Texts::shownNames(summary.names);
    const auto nameOf = [&names](const QJsonValue &seat) { return names[std::size_t(std::clamp(seat.toInt(), 0, 3))]; };
    const int handNo = msg.value("hand").toInt() + 1;
    const QJsonObject rules = r.state.value("rules").toObject();
    const qint64 base = rules.value("base").toInteger(1);
    const bool linear = rules.value("streak").toString() != QLatin1String("1-2-4");
    const bool drawn = res.value("drawn").toBool();
    const int winner = res.value("winner").isNull() ? -1 : res.value("winner").toInt();
    const QString way = res.value("way").toString();
    const bool zhaHu = way == QLatin1String("zhaHu");
    const int dealer = res.value("dealer").toInt();
    const int streak = res.value("streak").toInt(1);
    const Tile gold = tileOf(msg.value("gold")).value_or(tileOf(r.state.value("gold")).value_or(Tile(0)));
    const auto wonWith = tileOf(msg.value("winningTile"));
    const int discarder = msg.value("discarder").isNull() ? -1 : msg.value("discarder").toInt(-1);
    const QJsonArray totals = res.value("totals").toArray();
    const QJsonArray players = res.value("players").toArray();
    const QJsonArray hands = msg.value("hands").toArray();
    const QJsonArray stateSeats = r.state.value("seats").toArray();
    const auto meldsOf = [&](int s) {
        return msg.contains("melds") ? msg.value("melds").toArray().at(s).toArray()
                                     : stateSeats.at(s).toObject().value("melds").toArray();
    };
    const auto flowersOf = [&](int s) {
        return tilesOf(msg.contains("flowers") ? msg.value("flowers").toArray().at(s)
                                               : stateSeats.at(s).toObject().value("flowers"));
    };
    setWindowTitle(tr("Hand %1 — settlement").arg(handNo));

    const ScrolledFrame frame = makeScrolledFrame(this); // as the Sevens settlement
    QVBoxLayout *outer = frame.outer;
    outer_ = outer;
    names_ = names;

    // Who, how many 番, then the total.
    QString head;
    if (drawn)
        head = tr("Hand %1: drawn (臭莊) — nobody won; %2 keeps the deal").arg(handNo).arg(names[std::size_t(dealer)]);
    else if (zhaHu)
        head = tr("Hand %1: %2 by %3, who pays the others").arg(handNo).arg(wayText(way), names[std::size_t(winner)]);
    else
        head = tr("Hand %1: %2 wins — %3, %4 番")
                   .arg(handNo)
                   .arg(names[std::size_t(winner)], wayText(way))
                   .arg(res.value("multiplier").toInt());
    auto *title = label(head, QStringLiteral("headline"), true);
    title->setWordWrap(true);
    QFont tf = title->font();
    tf.setPointSizeF(tf.pointSizeF() * 1.6);
    title->setFont(tf);
    outer->addWidget(title);
    QString why;
    if (drawn)
        why = tr("The wall reached the stacks kept back (M40) without a win. All four settle their flower and kong points "
                 "between them; the dealer deals again.");
    else if (zhaHu)
        why = tr("%1 turned over %2's concealed kong claiming the winning tile, and it was not (M37). %1 pays each of the "
                 "others as if that player had won by self-draw, flower and kong points included.")
                  .arg(names[std::size_t(winner)], discarder >= 0 ? names[std::size_t(discarder)] : QString());
    else if (way == QLatin1String("pingHu") && discarder >= 0 && wonWith)
        why = tr("On %1's discard of %2.").arg(names[std::size_t(discarder)], TileRenderer::tileText(*wonWith));
    else if (way == QLatin1String("qiangGangHu") && discarder >= 0 && wonWith)
        why = tr("With %2 from %1's concealed kong.").arg(names[std::size_t(discarder)], TileRenderer::tileText(*wonWith));
    else if (way == QLatin1String("qiangJin") && wonWith)
        why = tr("Took the revealed gold %1 into the hand.").arg(TileRenderer::tileText(*wonWith));
    else if (way == QLatin1String("sanYou") && wonWith)
        why = tr("Drew and discarded a third gold %1: the hand stops at once.").arg(TileRenderer::tileText(*wonWith));
    else if (wonWith)
        why = tr("Drew %1.").arg(TileRenderer::tileText(*wonWith));
    if (!why.isEmpty()) {
        auto *w = label(why, QStringLiteral("explanation"));
        w->setWordWrap(true);
        outer->addWidget(w);
    }

    // Per player: role, way and 番, points, this hand, the match.
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(16);
    const QStringList heads {tr("Player"), tr("Way"), tr("Flower points"), tr("Kong points"), tr("Points"),
                             tr("This hand"), tr("Match total")};
    for (int c = 0; c < heads.size(); ++c)
        grid->addWidget(label(heads[c], QString(), true, c == 0 ? Qt::AlignLeft : Qt::AlignCenter), 0, c);
    for (int s = 0; s < 4; ++s) {
        const auto i = std::size_t(s);
        const QJsonObject pl = players.at(s).toObject();
        QStringList roles;
        if (s == dealer)
            roles << (streak > 1 ? tr("dealer (莊), %1 in a row").arg(streak) : tr("dealer (莊)"));
        if (s == r.localSeat)
            roles << tr("you");
        QString name = names[i];
        if (!roles.isEmpty())
            name += QStringLiteral(" · ") + roles.join(QStringLiteral(" · "));
        grid->addWidget(label(name, QStringLiteral("name-%1").arg(s), s == winner), s + 1, 0);
        QString wayCell = QStringLiteral("—");
        if (s == winner)
            wayCell = zhaHu ? tr("%1: pays all").arg(wayText(way)) : tr("%1 ×%2").arg(wayText(way)).arg(res.value("multiplier").toInt());
        else if (!drawn && s == res.value("baoPai").toInt(-1) && !res.value("baoPai").isNull())
            wayCell = tr("pays for all (包牌)");
        grid->addWidget(label(wayCell, QStringLiteral("way-%1").arg(s), false, Qt::AlignCenter), s + 1, 1);
        grid->addWidget(label(QString::number(pl.value("flowerPoints").toInt()), QStringLiteral("flowerPoints-%1").arg(s),
                              false, Qt::AlignCenter),
                        s + 1, 2);
        grid->addWidget(label(QString::number(pl.value("kongPoints").toInt()), QStringLiteral("kongPoints-%1").arg(s), false,
                              Qt::AlignCenter),
                        s + 1, 3);
        grid->addWidget(label(QString::number(pl.value("points").toInt()), QStringLiteral("points-%1").arg(s), false,
                              Qt::AlignCenter),
                        s + 1, 4);
        const qint64 total = totals.at(s).toInteger();
        auto *t = label(Texts::signedMoney(total), QStringLiteral("total-%1").arg(s), true, Qt::AlignRight);
        t->setStyleSheet(Texts::moneyStyle(total));
        grid->addWidget(t, s + 1, 5);
        const qint64 match = summary.balances[i] - summary.opening[i];
        auto *m = label(Texts::signedMoney(match), QStringLiteral("matchTotal-%1").arg(s), false, Qt::AlignRight);
        m->setStyleSheet(Texts::moneyStyle(match));
        grid->addWidget(m, s + 1, 6);
    }
    grid->setColumnStretch(heads.size(), 1); // the figures stay beside the names
    // Read at a glance: larger than the explanation below.
    for (int i = 0; i < grid->count(); ++i)
        if (QWidget *w = grid->itemAt(i)->widget()) {
            QFont f = w->font();
            f.setPointSizeF(f.pointSizeF() * 1.25);
            w->setFont(f);
        }
    outer->addLayout(grid);

    // The winning hand split into its sets and pair, what each gold stood for.
    if (winner >= 0 && !zhaHu) {
        std::vector<Tile> concealed = tilesOf(hands.at(winner));
        mahjong::Way w = mahjong::Way::PingHu;
        mahjong::wayFromName(way.toStdString(), w);
        mahjong::Counts counts {};
        for (Tile t : concealed)
            ++counts[std::size_t(t.kind())];
        if (wonWith && !mahjong::wayHoldsWinningTile(w))
            ++counts[std::size_t(wonWith->kind())];
        const QJsonArray melds = meldsOf(winner);
        const auto split = mahjong::splitWinningHand(counts, gold, int(melds.size()), w, wonWith.value_or(mahjong::kNoTile));
        std::vector<TileGroupsStrip::Group> groups;
        bool marked = false;
        // The winning tile is marked once: in the pair for 游金 (its shape), else where found first.
        const bool you = w == mahjong::Way::DanYou || w == mahjong::Way::ShuangYou || w == mahjong::Way::SanYou;
        for (std::size_t gi = 0; gi < split.size(); ++gi) {
            TileGroupsStrip::Group g;
            g.label = groupName(split[gi].kind);
            const bool markHere = !you || gi + 1 == split.size();
            for (const mahjong::ShownTile &t : split[gi].tiles) {
                TileGroupsStrip::Item item {t.tile, playsAsCaption(t), t.tile == gold, false, false};
                if (!marked && markHere && wonWith && t.tile == *wonWith) {
                    item.winning = true;
                    marked = true;
                }
                g.items.push_back(item);
            }
            groups.push_back(g);
        }
        for (const QJsonValue &m : melds)
            groups.push_back(meldGroup(m.toObject()));
        outer->addSpacing(6);
        outer->addWidget(heading(tr("%1's winning hand").arg(names[std::size_t(winner)])));
        winningHand_ = new TileGroupsStrip(groups, 46);
        winningHand_->setObjectName(QStringLiteral("winningHand"));
        outer->addWidget(winningHand_);
        auto *legend = label(tr("Golds (金) are framed; \"=\" shows the tile a gold stood for, or that a 白板 played as. "
                                "The highlighted tile won."),
                             QStringLiteral("splitLegend"));
        legend->setWordWrap(true);
        outer->addWidget(legend);
    }

    // At a glance so far (issue 31): who, the way and 番, each seat's total, the winning hand.
    // The full explanation is one click away: the figures behind the payments, who pays
    // whom, the match so far, every hand.
    auto *more = new QToolButton;
    more->setObjectName(QStringLiteral("fullExplanation"));
    more->setCheckable(true);
    more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    more->setArrowType(Qt::RightArrow);
    more->setAutoRaise(true);
    more->setText(tr("Full explanation: payments, every hand, the match so far"));
    outer->addSpacing(6);
    outer->addWidget(more, 0, Qt::AlignLeft);
    auto *explanation = new QWidget;
    explanation->setObjectName(QStringLiteral("explanationDetails"));
    auto *glance = outer;
    outer = new QVBoxLayout(explanation);
    outer->setContentsMargins(0, 0, 0, 0);
    glance->addWidget(explanation);
    explanation->hide();
    connect(more, &QToolButton::toggled, this, [more, explanation](bool on) {
        more->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        explanation->setVisible(on);
    });

    // The figures behind the payments: streak factor, 分餅, 包牌.
    const auto factor = [&](bool withDealer) { return mahjong::streakFactor(linear ? mahjong::StreakOption::Linear : mahjong::StreakOption::Doubling, streak, withDealer); };
    QStringList details;
    if (!drawn) {
        details << (linear ? tr("Streak factor (linear): %1 deals hand %2 in a row; ×%3 between two others, ×%4 when the "
                                "dealer pays or wins.")
                           : tr("Streak factor (1-2-4): %1 deals hand %2 in a row; ×%3 between two others, ×%4 when the "
                                "dealer pays or wins."))
                       .arg(names[std::size_t(dealer)])
                       .arg(streak)
                       .arg(factor(false))
                       .arg(factor(true));
    }
    if (const int fb = res.value("fenBing").toInt(); fb > 0)
        details << tr("分餅: the others matched the dealer's first discards %1 time(s); the dealer pays each of them %2 × "
                      "the base (1 + 2 + 4 …).")
                       .arg(fb)
                       .arg((qint64(1) << fb) - 1);
    if (!res.value("baoPai").isNull())
        details << tr("包牌: %1 discarded the winning tile among the last four drawable tiles and pays what all three "
                      "owe.")
                       .arg(nameOf(res.value("baoPai")));
    details << tr("Points: four flowers count 1, each further flower 1 more; an exposed kong 1, a concealed kong 2. "
                  "The winner receives them from each loser; the losers settle theirs pairwise.");
    for (int k = 0; k < details.size(); ++k) {
        auto *d = label(QStringLiteral("• ") + details[k], k == 0 && !drawn ? QStringLiteral("streakFactor") : QString());
        d->setWordWrap(true);
        outer->addWidget(d);
    }

    // Who pays whom, each with its arithmetic, beside the match so far.
    auto *below = new QHBoxLayout;
    outer->addLayout(below);
    auto *left = new QVBoxLayout;
    auto *right = new QVBoxLayout;
    below->addLayout(left, 3);
    below->addSpacing(16);
    below->addLayout(right, 2);
    left->addWidget(heading(tr("Who pays whom (base %1)").arg(money(base))));
    const QJsonArray pays = res.value("payments").toArray();
    for (int k = 0; k < pays.size(); ++k) {
        const QJsonObject p = pays[k].toObject();
        const QString from = nameOf(p.value("from")), to = nameOf(p.value("to"));
        const QString amount = money(p.value("amount").toInteger());
        const QString whyName = p.value("why").toString();
        QString who, arith;
        if (whyName == QLatin1String("win") || whyName == QLatin1String("zhaHu")) {
            const QString forWhat = wayText(whyName == QLatin1String("win") ? way : QStringLiteral("zhaHu"));
            who = p.contains("owedBy") ? tr("%1 pays %2 %3 for %4, on behalf of %5 (包牌)").arg(from, to, amount, forWhat, nameOf(p.value("owedBy")))
                                       : tr("%1 pays %2 %3 for %4").arg(from, to, amount, forWhat);
            arith = tr("base %1 × way %2 × streak %3 + %4 points × %1 = %5")
                        .arg(money(p.value("base").toInteger()))
                        .arg(p.value("multiplier").toInt())
                        .arg(p.value("factor").toInteger())
                        .arg(p.value("points").toInt())
                        .arg(amount);
        } else if (whyName == QLatin1String("points")) {
            who = tr("%1 pays %2 %3 for flower and kong points").arg(from, to, amount);
            arith = tr("(%1 − %2 points) × base %3 = %4").arg(p.value("higher").toInt()).arg(p.value("lower").toInt()).arg(money(base), amount);
        } else {
            const int rounds = p.value("rounds").toInt();
            who = p.contains("owedBy") ? tr("%1 pays %2 %3 for 分餅, on behalf of %4 (包牌)").arg(from, to, amount, nameOf(p.value("owedBy")))
                                       : tr("%1 pays %2 %3 for 分餅").arg(from, to, amount);
            arith = tr("%1 round(s): %2 × base %3 = %4").arg(rounds).arg((qint64(1) << rounds) - 1).arg(money(base), amount);
        }
        auto *wl = label(QStringLiteral("• ") + who, QStringLiteral("payment-%1").arg(k));
        wl->setWordWrap(true);
        left->addWidget(wl);
        auto *al = label(QStringLiteral("    ") + arith, QStringLiteral("arithmetic-%1").arg(k));
        al->setWordWrap(true);
        al->setStyleSheet(QStringLiteral("color: #555;"));
        left->addWidget(al);
    }
    if (pays.isEmpty())
        left->addWidget(label(tr("Nobody pays anybody this hand."), QStringLiteral("payment-none")));
    left->addStretch(1);
    right->addWidget(heading(tr("Match so far")));
    right->addWidget(SevensSettlementDialog::matchTable(summary, this), 1);

    // Every hand revealed: melds, concealed tiles (golds first, framed), flowers.
    outer->addSpacing(6);
    outer->addWidget(heading(tr("Every hand")));
    auto *handsGrid = new QGridLayout;
    handsGrid->setHorizontalSpacing(12);
    for (int s = 0; s < 4; ++s) {
        std::vector<TileGroupsStrip::Group> groups;
        for (const QJsonValue &m : meldsOf(s))
            groups.push_back(meldGroup(m.toObject()));
        TileGroupsStrip::Group concealed;
        concealed.label = tr("in hand");
        std::vector<Tile> tiles = tilesOf(hands.at(s));
        std::stable_partition(tiles.begin(), tiles.end(), [gold](Tile t) { return t == gold; });
        // A 白板 standing in for the gold's kind says so (M13).
        const QString whiteAs = gold != mahjong::kWhiteDragon ? QStringLiteral("=") + TileRenderer::tileText(gold) : QString();
        for (Tile t : tiles)
            concealed.items.push_back({t, t == mahjong::kWhiteDragon ? whiteAs : QString(), t == gold, false, false});
        groups.insert(groups.begin(), concealed);
        TileGroupsStrip::Group flowers;
        flowers.label = tr("flowers");
        for (Tile t : flowersOf(s))
            flowers.items.push_back({t, QString(), false, false, false});
        if (!flowers.items.empty())
            groups.push_back(flowers);
        handsGrid->addWidget(label(names[std::size_t(s)], QString(), s == winner), s, 0, Qt::AlignTop);
        auto *strip = new TileGroupsStrip(groups, 32);
        strip->setObjectName(QStringLiteral("hand-%1").arg(s));
        handsGrid->addWidget(strip, s, 1);
        hands_.push_back(strip);
    }
    handsGrid->setColumnStretch(1, 1);
    outer->addLayout(handsGrid);
    glance->addStretch(1);

    auto *buttons = new QDialogButtonBox;
    auto *next = buttons->addButton(r.matchOver ? tr("Final standings") : r.dealsNextHand ? tr("Next hand") : tr("Close"),
                                    QDialogButtonBox::AcceptRole);
    next->setObjectName(QStringLiteral("nextButton"));
    next_ = next;
    next->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    frame.dialog->addWidget(buttons);
    fitScrolledFrame(this, frame, buttons, parent);
}

void MahjongSettlementDialog::setMatchOver()
{
    next_->setText(tr("Final standings"));
}

bool MahjongSettlementDialog::showDealtHands(const QJsonObject &handOpen)
{
    const QJsonArray states = handOpen.value("states").toArray();
    if (dealtShown_ || states.size() != 4)
        return false;
    // Each seat's tiles as its own state told them when the hand began, then each tile the
    // events gave it (its draws and flower replacements, as that seat saw them).
    std::array<std::vector<Tile>, 4> dealt, drawn;
    for (int s = 0; s < 4; ++s)
        dealt[std::size_t(s)] = tilesOf(states.at(s).toObject().value("tiles"));
    for (const QJsonValue &v : handOpen.value("events").toArray()) {
        const QJsonObject e = v.toObject().value("event").toObject(); // each as its "event" message
        const QString kind = e.value("e").toString();
        const int seat = e.value("seat").toInt(-1);
        if ((kind == QLatin1String("draw") || kind == QLatin1String("replacement")) && seat >= 0 && seat < 4)
            if (const auto t = tileOf(e.value("tile")))
                drawn[std::size_t(seat)].push_back(*t);
    }
    if (std::all_of(dealt.begin(), dealt.end(), [](const auto &d) { return d.empty(); }))
        return false;
    // At a glance, above the stretch that ends it: the reason a spectator waits for it.
    int at = outer_->count() - 1;
    outer_->insertSpacing(at++, 6);
    outer_->insertWidget(at++, heading(tr("How each hand was dealt, and every tile drawn")));
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    for (int s = 0; s < 4; ++s) {
        std::vector<TileGroupsStrip::Group> groups(1);
        groups[0].label = tr("dealt");
        for (Tile t : dealt[std::size_t(s)])
            groups[0].items.push_back({t, QString(), false, false, false});
        if (!drawn[std::size_t(s)].empty()) {
            TileGroupsStrip::Group g;
            g.label = tr("drawn, in order");
            for (Tile t : drawn[std::size_t(s)])
                g.items.push_back({t, QString(), false, false, false});
            groups.push_back(g);
        }
        grid->addWidget(label(names_[std::size_t(s)], QString()), s, 0, Qt::AlignTop);
        auto *strip = new TileGroupsStrip(groups, hands_.empty() ? 32 : hands_.front()->tileHeight());
        strip->setObjectName(QStringLiteral("dealt-%1").arg(s));
        grid->addWidget(strip, s, 1);
        hands_.push_back(strip);
    }
    grid->setColumnStretch(1, 1);
    outer_->insertLayout(at, grid);
    dealtShown_ = true;
    return true;
}

void MahjongSettlementDialog::resizeEvent(QResizeEvent *e)
{
    // Larger tiles on a larger screen: legible at 1920 × 1080, still fitting 1024 × 640.
    const int h = height();
    if (winningHand_)
        winningHand_->setTileHeight(std::clamp(h / 14, 44, 76));
    for (TileGroupsStrip *s : hands_)
        s->setTileHeight(std::clamp(h / 22, 30, 48));
    QDialog::resizeEvent(e);
}

// ---------------------------------------------------------------------------------------
// Screenshot

bool mahjongSettlementShot(std::uint64_t seed, QSize size, const QString &file, QString *error)
{
    session::MahjongSettings s;
    s.rules.rounds = 1;
    s.names = {QStringLiteral("Mei"), QStringLiteral("Kai"), QStringLiteral("Lan"), QStringLiteral("Wen")};
    s.kinds = {QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("efficient"), QStringLiteral("efficient")};
    s.seed = seed;
    session::MahjongModule m(s);
    std::array<std::unique_ptr<session::ComputerBrain>, 4> brains;
    for (int i = 0; i < 4; ++i)
        brains[std::size_t(i)] = m.makeComputer(s.kinds[std::size_t(i)], deriveSeed(seed, std::uint64_t(i)));
    MahjongHandResult r;
    // Hands until one is won with a gold in the winner's hand (or the match ends): the view
    // that shows the most.
    while (!m.matchFinished()) {
        m.dealNextHand();
        const QJsonObject state = m.stateFor(0, 0); // names, rules, dealer, gold
        while (m.handInProgress()) {
            const int seat = m.decision().seats.front();
            m.apply(seat, brains[std::size_t(seat)]->decide(m, seat));
        }
        r.settlement = m.settlementJson();
        r.state = state;
        std::array<std::int64_t, 4> t {};
        for (int i = 0; i < 4; ++i)
            t[std::size_t(i)] = m.lastSettlement()->totals[std::size_t(i)];
        r.handTotals.push_back(t);
        const auto &st = *m.lastSettlement();
        if (st.winner >= 0 && st.way != mahjong::Way::ZhaHu && m.hand().hand(st.winner)[std::size_t(m.hand().gold().kind())] > 0)
            break;
    }
    r.matchOver = m.matchFinished();
    MahjongSettlementDialog d(r);
    d.resize(size);
    d.show();
    QApplication::processEvents();
    const QPixmap pm = d.grab();
    if (pm.isNull() || !pm.save(file, "PNG")) {
        *error = QStringLiteral("could not write %1").arg(file);
        return false;
    }
    return true;
}

} // namespace qixing::ui
