#include "ui/settlement_dialog.h"

#include "ui/card_renderer.h"
#include "ui/texts.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
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
    return n;
}

QString modeText(const Settlement &st, const Rules &r)
{
    QStringList opts;
    if (r.headTail)
        opts << SettlementDialog::tr("head and tail");
    if (r.allCovered100)
        opts << SettlementDialog::tr("all covered 100");
    if (r.sevenClearSix)
        opts << SettlementDialog::tr("clear on a seven ×6");
    switch (st.mode) {
    case ScoringMode::Uniform:
        return SettlementDialog::tr("Scoring: uniform — for each pair, the player with more points pays the difference "
                                    "times the receiver's multiplier.")
            + (opts.isEmpty() ? QString() : QStringLiteral(" (") + opts.join(QStringLiteral(", ")) + QStringLiteral(")"));
    case ScoringMode::Biqi:
        return SettlementDialog::tr("Scoring: biqi — multiplier M = %1; each player's points × M are compared pairwise.")
            .arg(st.multiplier[0]);
    case ScoringMode::BigMidSmall:
        return SettlementDialog::tr("Scoring: big, middle and small head — 7, 3 and 1 bets paid, 11 received; ties share.");
    }
    return {};
}
} // namespace

QTableWidget *SettlementDialog::matchTable(const session::MatchSummary &m, QWidget *parent)
{
    const auto &names = m.names;
    auto *t = new QTableWidget(parent);
    t->setObjectName(QStringLiteral("matchTable"));
    t->setColumnCount(kSeats);
    QStringList headers;
    for (const QString &n : names)
        headers << n;
    t->setHorizontalHeaderLabels(headers);
    const int rows = int(m.booked.size()) + int(m.leavings.size()) + 2;
    t->setRowCount(rows);
    QStringList rowLabels;
    int r = 0;
    const auto put = [&](int row, int col, const QString &text, bool bold = false) {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (bold) {
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
        item->setFlags(Qt::ItemIsEnabled);
        t->setItem(row, col, item);
    };
    for (const auto &b : m.booked) {
        rowLabels << tr("Hand %1").arg(r + 1);
        for (int s = 0; s < kSeats; ++s)
            put(r, s, Texts::signedMoney(b.money[std::size_t(s)]));
        ++r;
    }
    for (const auto &l : m.leavings) {
        rowLabels << tr("%1 left").arg(names[std::size_t(l.seat)]);
        for (int s = 0; s < kSeats; ++s)
            put(r, s, Texts::signedMoney(l.change[std::size_t(s)]));
        ++r;
    }
    rowLabels << tr("Total") << tr("Balance");
    for (int s = 0; s < kSeats; ++s) {
        put(r, s, Texts::signedMoney(m.balances[std::size_t(s)] - m.opening[std::size_t(s)]), true);
        put(r + 1, s, Texts::money(m.balances[std::size_t(s)]), true);
    }
    t->setVerticalHeaderLabels(rowLabels);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->setFocusPolicy(Qt::NoFocus);
    t->scrollToBottom();
    return t;
}

SettlementDialog::SettlementDialog(const session::SevensGame &session, const Settlement &st, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("settlementDialog"));
    const auto names = namesOf(session);
    const session::MatchSummary summary = session.summary();
    setWindowTitle(tr("Hand %1 of %2 — settlement").arg(session.handIndex() + 1).arg(session.handsInMatch()));

    // Everything but the button scrolls, so that the dialog fits a 1024 × 640 screen.
    auto *dialogLayout = new QVBoxLayout(this);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget;
    auto *outer = new QVBoxLayout(content);
    outer->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(content);
    dialogLayout->addWidget(scroll, 1);
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
                             tr("Counted"), tr("Result (bets)"), tr("Money")};
    for (int c = 0; c < heads.size(); ++c)
        grid->addWidget(cell(heads[c], QString(), true), 0, c);
    for (Seat s = 0; s < kSeats; ++s) {
        const auto i = std::size_t(s);
        const int row = s + 1;
        grid->addWidget(cell(names[i] + QStringLiteral("\n") + Texts::seatRole((s - session.localSeat() + kSeats) % kSeats),
                             QStringLiteral("name-%1").arg(s), true,
                             Qt::AlignLeft),
                        row, 0);
        auto *strip = new CardStrip(session.coveredAtEnd(s), 64);
        strip->setObjectName(QStringLiteral("covered-%1").arg(s));
        grid->addWidget(strip, row, 1);
        grid->addWidget(cell(QString::number(st.points[i]), QStringLiteral("points-%1").arg(s)), row, 2);
        grid->addWidget(cell(Texts::statusName(st.status[i]), QStringLiteral("status-%1").arg(s)), row, 3);
        grid->addWidget(cell(st.mode == ScoringMode::BigMidSmall
                                 ? Texts::positionName(st.positionFirst[i], st.positionLast[i])
                                 : QStringLiteral("\u00d7%1").arg(st.multiplier[i]),
                             QStringLiteral("multiplier-%1").arg(s)),
                        row, 4);
        grid->addWidget(cell(QString::number(st.comparedPoints[i]), QStringLiteral("compared-%1").arg(s)), row, 5);
        grid->addWidget(cell(Texts::signedAmount(st.results[i]), QStringLiteral("result-%1").arg(s), true), row, 6);
        auto *money = cell(Texts::signedMoney(st.money[i]), QStringLiteral("money-%1").arg(s), true);
        money->setStyleSheet(st.money[i] > 0 ? QStringLiteral("color:#1b7f3b") : st.money[i] < 0 ? QStringLiteral("color:#b3261e")
                                                                                               : QString());
        grid->addWidget(money, row, 7);
    }
    grid->setColumnStretch(1, 1);
    outer->addLayout(grid);

    auto *tgroup = new QLabel(tr("Who pays whom"));
    QFont gf = tgroup->font();
    gf.setBold(true);
    tgroup->setFont(gf);
    outer->addWidget(tgroup);
    int k = 0;
    const std::int64_t bet = session.rules().betUnit;
    for (const Transfer &t : st.transfers()) {
        const QString text = tr("%1 pays %2 %3 bets (%4): %5")
                                 .arg(names[std::size_t(t.from)], names[std::size_t(t.to)], Texts::amount(t.amount),
                                      t.amount.isWhole() ? Texts::money(t.amount.num() * bet)
                                                         : QStringLiteral("%1 × %2").arg(Texts::amount(t.amount)).arg(bet),
                                      Texts::transferReason(st, t, names));
        auto *l = cell(QStringLiteral("• ") + text, QStringLiteral("transfer-%1").arg(k++), false, Qt::AlignLeft);
        l->setWordWrap(true);
        outer->addWidget(l);
    }
    if (st.transfers().empty())
        outer->addWidget(cell(tr("Nobody pays anybody this hand."), QStringLiteral("transfer-none"), false, Qt::AlignLeft));
    outer->addWidget(cell(tr("One bet is %1; money is the result in bets × the bet, rounded so that it sums to zero.")
                              .arg(Texts::money(bet)),
                          QString(), false, Qt::AlignLeft));

    auto *mt = new QLabel(tr("Match so far"));
    mt->setFont(gf);
    outer->addWidget(mt);
    auto *table_ = matchTable(summary, this);
    outer->addWidget(table_, 1);

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
    table_->setMinimumHeight(150);
    resize(940, 600);
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
    auto *grid = new QGridLayout;
    const QStringList heads {tr("Place"), tr("Player"), tr("Start"), tr("Change"), tr("Balance")};
    for (int c = 0; c < heads.size(); ++c)
        grid->addWidget(cell(heads[c], QString(), true), 0, c);
    for (int i = 0; i < kSeats; ++i) {
        const Seat s = order[std::size_t(i)];
        const auto si = std::size_t(s);
        grid->addWidget(cell(QString::number(i + 1), QString(), true), i + 1, 0);
        grid->addWidget(cell(m.names[si], QString(), s == m.localSeat, Qt::AlignLeft), i + 1, 1);
        grid->addWidget(cell(Texts::money(m.opening[si]), QString()), i + 1, 2);
        grid->addWidget(cell(Texts::signedMoney(m.balances[si] - m.opening[si]), QStringLiteral("change-%1").arg(s)),
                        i + 1, 3);
        grid->addWidget(cell(Texts::money(m.balances[si]), QStringLiteral("balance-%1").arg(s), true), i + 1, 4);
    }
    outer->addLayout(grid);
    outer->addWidget(SettlementDialog::matchTable(m, this), 1);
    auto *buttons = new QDialogButtonBox;
    buttons->addButton(tr("Back to the hall"), QDialogButtonBox::AcceptRole)->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    outer->addWidget(buttons);
    resize(640, 520);
}

} // namespace ui
} // namespace qixing
