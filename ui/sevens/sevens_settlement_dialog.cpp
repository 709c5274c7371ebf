// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sevens/sevens_settlement_dialog.h"

#include "ui/cards/card_renderer.h"
#include "ui/kit/texts.h"
#include "ui/sevens/sevens_texts.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace qixing {
namespace ui {

using namespace sevens;

CardStrip::CardStrip(CardSet cards, int cardHeight, QWidget *parent) : QWidget(parent), cards_(cards), h_(cardHeight)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QSize CardStrip::sizeHint() const
{
    const int w = int(h_ * CardRenderer::kAspect);
    const int n = cards_.size();
    return QSize(n == 0 ? w : w + (n - 1) * int(w * 0.62) + 2, h_ + 2);
}

void CardStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const int w = int(h_ * CardRenderer::kAspect);
    if (cards_.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignVCenter | Qt::AlignLeft, tr("none"));
        return;
    }
    int x = 0;
    const int n = cards_.size();
    const int step = n > 1 ? std::min(int(w * 0.62), (width() - w) / (n - 1)) : 0;
    for (Card c : cards_) {
        p.drawPixmap(x, 1, CardRenderer::shared().face(c, QSize(w, h_), devicePixelRatioF()));
        x += step;
    }
}

namespace {
// What the "Counted" column is: the points the preset compares (S20–S23, S30–S31).
QString countedText(const Settlement &st, const Rules &r)
{
    switch (st.mode) {
    case ScoringMode::Uniform:
        return r.allCovered100 ? SevensSettlementDialog::tr("Counted: the points compared between players — the covered points, "
                                                      "with 0 for an all-covered player and 100 more for everyone else.")
                               : SevensSettlementDialog::tr("Counted: the points compared between players — here simply the "
                                                      "covered points.");
    case ScoringMode::Biqi:
        return SevensSettlementDialog::tr("Counted: the points compared between players — the covered points × M (a clear "
                                    "player counts 0).");
    case ScoringMode::BigMidSmall:
        return SevensSettlementDialog::tr("Counted: the points that decide the places (big, middle and small head).");
    }
    return {};
}

QLabel *cell(const QString &text, const QString &name, bool bold = false, Qt::Alignment align = Qt::AlignCenter)
{
    auto *l = new QLabel(text);
    l->setObjectName(name);
    l->setAlignment(align | Qt::AlignVCenter);
    if (bold) {
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
    }
    return l;
}

std::array<QString, kSeats> namesOf(const session::SevensGame &g)
{
    std::array<QString, kSeats> n;
    for (Seat i = 0; i < kSeats; ++i)
        n[std::size_t(i)] = g.seatName(i);
    return Texts::shownNames(n);
}

QString modeText(const Settlement &st, const Rules &r)
{
    const QStringList opts = SevensTexts::tableOptions(r);
    switch (st.mode) {
    case ScoringMode::Uniform:
        return SevensSettlementDialog::tr("Taiwan scoring — for each pair, the player with more points pays the difference "
                                    "times the receiver's multiplier.")
            + (opts.isEmpty() ? QString() : QLatin1Char(' ') + SevensSettlementDialog::tr("Options: %1.").arg(opts.join(QStringLiteral(", "))));
    case ScoringMode::Biqi:
        return SevensSettlementDialog::tr("Mainland scoring — multiplier M = %1; each player's points × M are compared pairwise.")
            .arg(st.multiplier[0]);
    case ScoringMode::BigMidSmall:
        return SevensSettlementDialog::tr("Scoring: big, middle and small head — 7, 3 and 1 bets paid, 11 received; ties share.");
    }
    return {};
}
} // namespace

QWidget *SevensSettlementDialog::matchTable(const session::MatchSummary &m, QWidget *parent)
{
    // Two tables with the same columns: the hands (and leavings), scrolled to the latest, and
    // under them the totals, which never scroll out of sight.
    const auto names = Texts::shownNames(m.names);
    auto *box = new QWidget(parent);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(0);
    const auto table = [&](const QString &name, int rows) {
        auto *t = new QTableWidget(rows, kSeats, box);
        t->setObjectName(name);
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionMode(QAbstractItemView::NoSelection);
        t->setFocusPolicy(Qt::NoFocus);
        t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        t->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        return t;
    };
    const int handRows = int(m.booked.size()) + int(m.leavings.size());
    QTableWidget *hands = table(QStringLiteral("matchTable"), handRows);
    QTableWidget *totals = table(QStringLiteral("matchTotals"), 2);
    // The hands' scroll bar keeps its own room, clear of the money; the totals never scroll
    // and leave the same room empty, so that the columns line up.
    hands->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    totals->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    const auto put = [&](QTableWidget *t, int row, int col, std::int64_t money, bool isSigned, bool bold = false) {
        auto *item = new QTableWidgetItem(isSigned ? Texts::signedMoney(money) : Texts::money(money));
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QFont f = item->font();
        f.setBold(bold);
        item->setFont(f);
        if (money < 0)
            item->setForeground(QColor(0xb3, 0x26, 0x1e)); // a debt stands out, not only by its minus
        item->setFlags(Qt::ItemIsEnabled);
        t->setItem(row, col, item);
    };
    QStringList handLabels;
    int r = 0;
    for (const auto &b : m.booked) {
        handLabels << tr("Hand %1").arg(r + 1);
        for (int s = 0; s < kSeats; ++s)
            put(hands, r, s, b.money[std::size_t(s)], true);
        ++r;
    }
    for (const auto &l : m.leavings) {
        handLabels << tr("%1 left").arg(names[std::size_t(l.seat)]);
        for (int s = 0; s < kSeats; ++s)
            put(hands, r, s, l.change[std::size_t(s)], true);
        ++r;
    }
    hands->setVerticalHeaderLabels(handLabels);
    QStringList headers;
    for (const QString &n : names)
        headers << n;
    hands->setHorizontalHeaderLabels(headers);
    totals->horizontalHeader()->hide();
    totals->setVerticalHeaderLabels({tr("Total"), tr("Balance")});
    for (int s = 0; s < kSeats; ++s) {
        put(totals, 0, s, m.balances[std::size_t(s)] - m.opening[std::size_t(s)], true, true);
        put(totals, 1, s, m.balances[std::size_t(s)], false, true);
    }
    // Both row headers as wide as the wider, so that the columns line up.
    const int headerW = std::max(hands->verticalHeader()->sizeHint().width(), totals->verticalHeader()->sizeHint().width());
    hands->verticalHeader()->setFixedWidth(headerW);
    totals->verticalHeader()->setFixedWidth(headerW);
    const int rowH = hands->verticalHeader()->defaultSectionSize();
    const int frame = 2 * hands->frameWidth();
    // At least three hands at once, all of them when there is room; the latest are shown.
    const int headH = hands->horizontalHeader()->sizeHint().height();
    hands->setMinimumHeight(headH + rowH * std::max(1, std::min(handRows, 3)) + frame);
    hands->setMaximumHeight(headH + rowH * std::max(1, handRows) + frame);
    totals->setFixedHeight(rowH * 2 + frame);
    hands->scrollToBottom();
    v->addWidget(hands, 100);
    auto *totalsRow = new QHBoxLayout;
    totalsRow->setSpacing(0);
    totalsRow->addWidget(totals);
    totalsRow->addSpacing(hands->verticalScrollBar()->sizeHint().width());
    v->addLayout(totalsRow);
    v->addStretch(1);
    return box;
}

ScrolledFrame makeScrolledFrame(QDialog *d)
{
    ScrolledFrame f;
    f.dialog = new QVBoxLayout(d);
    f.scroll = new QScrollArea;
    f.scroll->setWidgetResizable(true);
    f.scroll->setFrameShape(QFrame::NoFrame);
    f.content = new QWidget;
    f.outer = new QVBoxLayout(f.content);
    f.outer->setContentsMargins(0, 0, d->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4, 0);
    f.scroll->setWidget(f.content);
    f.dialog->addWidget(f.scroll, 1);
    return f;
}

void fitScrolledFrame(QDialog *d, const ScrolledFrame &f, QWidget *buttons, QWidget *parent)
{
    const QSize want = f.dialog->sizeHint().expandedTo(QSize(980, 0));
    const QRect avail = (parent ? parent->screen() : d->screen())->availableGeometry();
    d->resize(std::min(want.width() + f.scroll->verticalScrollBar()->sizeHint().width(), avail.width() - 40),
              std::min(f.content->sizeHint().height() + buttons->sizeHint().height() + 40, avail.height() - 60));
}

void SevensSettlementDialog::showDealtHands(const std::array<CardSet, kSeats> &dealt)
{
    if (dealtShown_ || !outer_)
        return;
    dealtShown_ = true;
    auto *box = new QWidget;
    box->setObjectName(QStringLiteral("dealtHands"));
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 6, 0, 0);
    grid->setHorizontalSpacing(14);
    auto *head = new QLabel(tr("Every hand as it was dealt"));
    QFont hf = head->font();
    hf.setBold(true);
    head->setFont(hf);
    grid->addWidget(head, 0, 0, 1, 2);
    for (Seat s = 0; s < kSeats; ++s) {
        grid->addWidget(cell(names_[std::size_t(s)], QString(), false, Qt::AlignLeft), s + 1, 0);
        auto *strip = new CardStrip(dealt[std::size_t(s)], 44);
        strip->setObjectName(QStringLiteral("dealt-%1").arg(s));
        grid->addWidget(strip, s + 1, 1);
    }
    grid->setColumnStretch(1, 1);
    outer_->insertWidget(dealtAt_, box);
}

SevensSettlementDialog::SevensSettlementDialog(const session::SevensGame &session, const Settlement &st, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("settlementDialog"));
    const auto names = namesOf(session);
    const session::MatchSummary summary = session.summary();
    setWindowTitle(tr("Hand %1 of %2 — settlement").arg(session.handIndex() + 1).arg(session.handsInMatch()));

    const ScrolledFrame frame = makeScrolledFrame(this);
    QVBoxLayout *dialogLayout = frame.dialog;
    QVBoxLayout *outer = frame.outer;
    auto *title = new QLabel(tr("Hand %1 of %2").arg(session.handIndex() + 1).arg(session.handsInMatch()));
    QFont tf = title->font();
    tf.setPointSizeF(tf.pointSizeF() * 1.5);
    tf.setBold(true);
    title->setFont(tf);
    outer->addWidget(title);
    auto *mode = new QLabel(modeText(st, session.rules()));
    mode->setWordWrap(true);
    outer->addWidget(mode);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(14);
    const QStringList heads {tr("Player"), tr("Covered cards"), tr("Points"), tr("Status"),
                             st.mode == ScoringMode::BigMidSmall ? tr("Position") : tr("Multiplier"),
                             tr("Counted") + QStringLiteral(" *"), tr("Result (bets)"), tr("Money")};
    const QString countedWhy = countedText(st, session.rules());
    for (int c = 0; c < heads.size(); ++c) {
        QLabel *head = cell(heads[c], c == 5 ? QStringLiteral("countedHead") : QString(), true);
        if (c == 5)
            head->setToolTip(countedWhy);
        grid->addWidget(head, 0, c);
    }
    for (Seat s = 0; s < kSeats; ++s) {
        const auto i = std::size_t(s);
        const int row = s + 1;
        // A spectator (no seat: localSeat() is kSpectator) sees every seat by its number.
        const QString role = session.localSeat() >= kSeats ? tr("Seat %1").arg(s + 1)
                                                           : Texts::seatRole((s - session.localSeat() + kSeats) % kSeats);
        grid->addWidget(cell(names[i] + QStringLiteral("\n") + role,
                             QStringLiteral("name-%1").arg(s), true,
                             Qt::AlignLeft),
                        row, 0);
        auto *strip = new CardStrip(session.coveredAtEnd(s), 52);
        strip->setObjectName(QStringLiteral("covered-%1").arg(s));
        grid->addWidget(strip, row, 1);
        grid->addWidget(cell(QString::number(st.points[i]), QStringLiteral("points-%1").arg(s)), row, 2);
        grid->addWidget(cell(SevensTexts::statusName(st.status[i]), QStringLiteral("status-%1").arg(s)), row, 3);
        grid->addWidget(cell(st.mode == ScoringMode::BigMidSmall
                                 ? SevensTexts::positionName(st.positionFirst[i], st.positionLast[i])
                                 : QStringLiteral("\u00d7%1").arg(st.multiplier[i]),
                             QStringLiteral("multiplier-%1").arg(s)),
                        row, 4);
        grid->addWidget(cell(QString::number(st.comparedPoints[i]), QStringLiteral("compared-%1").arg(s)), row, 5);
        grid->addWidget(cell(Texts::signedAmount(st.results[i]), QStringLiteral("result-%1").arg(s), true), row, 6);
        auto *money = cell(Texts::signedMoney(st.money[i]), QStringLiteral("money-%1").arg(s), true);
        money->setStyleSheet(Texts::moneyStyle(st.money[i]));
        grid->addWidget(money, row, 7);
    }
    grid->setColumnStretch(1, 1);
    outer->addLayout(grid);
    auto *counted = cell(QStringLiteral("* ") + countedWhy, QStringLiteral("countedNote"), false, Qt::AlignLeft);
    counted->setWordWrap(true);
    outer->addWidget(counted);
    names_ = names;
    outer_ = outer;
    dealtAt_ = outer->count();

    // Below, side by side: who pays whom, and the match so far with its totals.
    auto *below = new QHBoxLayout;
    outer->addLayout(below, 1);
    auto *left = new QVBoxLayout;
    auto *right = new QVBoxLayout;
    below->addLayout(left, 1);
    below->addSpacing(16);
    below->addLayout(right, 1);
    auto *tgroup = new QLabel(tr("Who pays whom"));
    QFont gf = tgroup->font();
    gf.setBold(true);
    tgroup->setFont(gf);
    left->addWidget(tgroup);
    int k = 0;
    const std::int64_t bet = session.rules().betUnit;
    for (const Transfer &t : st.transfers()) {
        const QString text = tr("%1 pays %2 %3 bets (%4): %5")
                                 .arg(names[std::size_t(t.from)], names[std::size_t(t.to)], Texts::amount(t.amount),
                                      t.amount.isWhole() ? Texts::money(t.amount.num() * bet)
                                                         : QStringLiteral("%1 × %2").arg(Texts::amount(t.amount)).arg(bet),
                                      SevensTexts::transferReason(st, t, names));
        auto *l = cell(QStringLiteral("• ") + text, QStringLiteral("transfer-%1").arg(k++), false, Qt::AlignLeft);
        l->setWordWrap(true);
        left->addWidget(l);
    }
    if (st.transfers().empty())
        left->addWidget(cell(tr("Nobody pays anybody this hand."), QStringLiteral("transfer-none"), false, Qt::AlignLeft));
    auto *note = cell(tr("One bet is %1; money is the result in bets × the bet, rounded so that it sums to zero.")
                          .arg(Texts::money(bet)),
                      QString(), false, Qt::AlignLeft);
    note->setWordWrap(true);
    left->addWidget(note);
    left->addStretch(1);

    auto *mt = new QLabel(tr("Match so far"));
    mt->setFont(gf);
    right->addWidget(mt);
    right->addWidget(matchTable(summary, this), 1);

    auto *buttons = new QDialogButtonBox;
    const bool finished = session.isMatchFinished();
    if (!finished && !session.dealsNextHand()) {
        auto *wait = cell(tr("The host deals the next hand; this window closes when it begins."), QStringLiteral("hostDeals"),
                          false, Qt::AlignLeft);
        wait->setWordWrap(true);
        dialogLayout->addWidget(wait);
    }
    auto *next = buttons->addButton(finished ? tr("Final standings") : session.dealsNextHand() ? tr("Next hand") : tr("Close"),
                                    QDialogButtonBox::AcceptRole);
    next->setObjectName(QStringLiteral("nextButton"));
    next->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    dialogLayout->addWidget(buttons);
    fitScrolledFrame(this, frame, buttons, parent);
}

FinalStandingsDialog::FinalStandingsDialog(const session::MatchSummary &m, const Match::Leaving *left, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("finalDialog"));
    setWindowTitle(tr("Final standings"));
    auto *outer = new QVBoxLayout(this);
    auto *title = new QLabel(tr("The match is over. Hands played: %1").arg(m.handsPlayed));
    QFont tf = title->font();
    tf.setPointSizeF(tf.pointSizeF() * 1.4);
    tf.setBold(true);
    title->setFont(tf);
    outer->addWidget(title);
    if (left)
        outer->addWidget(new QLabel(tr("You left the table and paid a penalty of %1, shared by the other three; "
                                       "a computer player finished your seat.")
                                        .arg(Texts::money(left->penalty))));
    std::array<Seat, kSeats> order {0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(),
                     [&](Seat a, Seat b) { return m.balances[std::size_t(a)] > m.balances[std::size_t(b)]; });
    const auto names = Texts::shownNames(m.names);
    auto *grid = new QGridLayout;
    const QStringList heads {tr("Place"), tr("Player"), tr("Start"), tr("Change"), tr("Balance")};
    for (int c = 0; c < heads.size(); ++c)
        grid->addWidget(cell(heads[c], QString(), true), 0, c);
    for (int i = 0; i < kSeats; ++i) {
        const Seat s = order[std::size_t(i)];
        const auto si = std::size_t(s);
        grid->addWidget(cell(QString::number(i + 1), QString(), true), i + 1, 0);
        grid->addWidget(cell(names[si], QString(), s == m.localSeat, Qt::AlignLeft), i + 1, 1);
        grid->addWidget(cell(Texts::money(m.opening[si]), QString()), i + 1, 2);
        auto *change = cell(Texts::signedMoney(m.balances[si] - m.opening[si]), QStringLiteral("change-%1").arg(s));
        change->setStyleSheet(Texts::moneyStyle(m.balances[si] - m.opening[si]));
        grid->addWidget(change, i + 1, 3);
        auto *balance = cell(Texts::money(m.balances[si]), QStringLiteral("balance-%1").arg(s), true);
        balance->setStyleSheet(m.balances[si] < 0 ? Texts::moneyStyle(-1) : QString());
        grid->addWidget(balance, i + 1, 4);
    }
    outer->addLayout(grid);
    outer->addWidget(SevensSettlementDialog::matchTable(m, this), 1);
    auto *buttons = new QDialogButtonBox;
    buttons->addButton(tr("Back to the hall"), QDialogButtonBox::AcceptRole)->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    outer->addWidget(buttons);
    resize(640, 520);
}

} // namespace ui
} // namespace qixing
