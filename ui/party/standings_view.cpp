// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/party/standings_view.h"

#include "net/night.h"
#include "ui/kit/texts.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace qixing::ui {

namespace {

QTableWidget *newTable(QWidget *parent)
{
    auto *t = new QTableWidget(parent);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->setFocusPolicy(Qt::NoFocus);
    t->verticalHeader()->hide();
    // Figures as wide as they are (a money column stretched over empty space reads badly);
    // the players' names take what is left (namesFill).
    t->horizontalHeader()->setStretchLastSection(false);
    t->setWordWrap(false);
    return t;
}

QString signedScore(double x)
{
    const QString n = QLocale().toString(std::abs(x), 'f', 1);
    return x > 0.05 ? u"+"_s + n : x < -0.05 ? u"−"_s + n : QLocale().toString(0.0, 'f', 1);
}

QTableWidgetItem *item(const QString &text, bool number = false)
{
    auto *i = new QTableWidgetItem(text);
    if (number)
        i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return i;
}

// The table's columns fitted to their contents, the names' column taking the rest.
void namesFill(QTableWidget *t, int namesColumn)
{
    QHeaderView *h = t->horizontalHeader();
    for (int c = 0; c < t->columnCount(); ++c)
        h->setSectionResizeMode(c, c == namesColumn ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
}

} // namespace

StandingsView::StandingsView(QWidget *parent) : QWidget(parent)
{
    title_ = new QLabel(this);
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    title_->setFont(big);
    groupTitle_ = new QLabel(this);
    dealTitle_ = new QLabel(this);
    nightTitle_ = new QLabel(this);
    paymentsTitle_ = new QLabel(this);
    for (QLabel *l : {groupTitle_, dealTitle_, nightTitle_, paymentsTitle_}) {
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
    }
    players_ = newTable(this);
    deal_ = newTable(this);
    nets_ = newTable(this);
    payments_ = new QListWidget(this);
    payments_->setFocusPolicy(Qt::NoFocus);
    payments_->setSelectionMode(QAbstractItemView::NoSelection);

    auto *grid = new QGridLayout(this);
    grid->addWidget(title_, 0, 0, 1, 2);
    grid->addWidget(groupTitle_, 1, 0);
    grid->addWidget(players_, 2, 0);
    grid->addWidget(dealTitle_, 3, 0);
    grid->addWidget(deal_, 4, 0);
    grid->addWidget(nightTitle_, 1, 1);
    grid->addWidget(nets_, 2, 1);
    grid->addWidget(paymentsTitle_, 3, 1);
    grid->addWidget(payments_, 4, 1);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(1, 2);
    grid->setRowStretch(2, 3);
    grid->setRowStretch(4, 2);
    retranslate();
}

QString StandingsView::nameOf(const QJsonValue &name)
{
    return name.isString() && !name.toString().isEmpty() ? name.toString() : tr("Computers");
}

void StandingsView::setLarge(bool large)
{
    QFont f = font();
    f.setPointSizeF(QWidget().font().pointSizeF() * (large ? 1.8 : 1.0));
    setFont(f);
    for (QTableWidget *t : {players_, deal_, nets_})
        t->verticalHeader()->setDefaultSectionSize(QFontMetrics(f).height() + 8);
}

void StandingsView::setStandings(const QJsonObject &standings)
{
    standings_ = standings;
    fill();
}

void StandingsView::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void StandingsView::retranslate()
{
    players_->setColumnCount(5);
    players_->setHorizontalHeaderLabels({tr("Place"), tr("Player"), tr("Score"), tr("Deals"), tr("Money")});
    namesFill(players_, 1);
    players_->setAccessibleName(tr("The group's players by score"));
    deal_->setAccessibleName(tr("The last deal at each table"));
    nets_->setColumnCount(2);
    nets_->setHorizontalHeaderLabels({tr("Player"), tr("Tonight")});
    namesFill(nets_, 0);
    nets_->setAccessibleName(tr("Tonight's nets"));
    paymentsTitle_->setText(tr("Who pays whom"));
    payments_->setAccessibleName(tr("Who pays whom"));
    fill();
}

void StandingsView::fill()
{
    const QLocale loc;
    const int group = standings_.value("group"_L1).toInt();
    const QJsonObject night = standings_.value("night"_L1).toObject();
    title_->setText(group ? tr("Duplicate standings: deals played %1").arg(loc.toString(standings_.value("dealsPlayed"_L1).toInt()))
                          : tr("Tonight's standings"));
    for (QWidget *w : std::initializer_list<QWidget *> {groupTitle_, players_, dealTitle_, deal_})
        w->setVisible(group != 0);

    // The group's people, best score first (score: the sum of each deal's result less the
    // mean of the same seat at the tables that played it).
    const QJsonArray players = standings_.value("players"_L1).toArray();
    groupTitle_->setText(tr("Compared with the same cards at the other tables (%1)")
                          .arg(loc.toString(std::max(0, int(standings_.value("tables"_L1).toArray().size()) - 1))));
    players_->setRowCount(int(players.size()));
    for (int r = 0; r < players.size(); ++r) {
        const QJsonObject p = players[r].toObject();
        players_->setItem(r, 0, item(loc.toString(r + 1), true));
        players_->setItem(r, 1, item(p.value("name"_L1).toString()));
        players_->setItem(r, 2, item(signedScore(p.value("score"_L1).toDouble()), true));
        players_->setItem(r, 3, item(loc.toString(p.value("deals"_L1).toInt()), true));
        players_->setItem(r, 4, item(Texts::signedMoney(p.value("money"_L1).toInteger()), true));
    }
    players_->resizeColumnsToContents();

    // The last deal: one row per table, each seat "name result (diff)".
    const QJsonArray deals = standings_.value("deals"_L1).toArray();
    const QJsonObject last = deals.isEmpty() ? QJsonObject() : deals.last().toObject();
    dealTitle_->setText(tr("Hand %1 at every table").arg(loc.toString(last.value("hand"_L1).toInt() + 1)));
    const QJsonArray rows = last.value("tables"_L1).toArray();
    deal_->setColumnCount(5);
    deal_->setHorizontalHeaderLabels({tr("Table"), tr("Seat 1"), tr("Seat 2"), tr("Seat 3"), tr("Seat 4")});
    deal_->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const QJsonObject row = rows[r].toObject();
        deal_->setItem(r, 0, item(loc.toString(row.value("table"_L1).toInt()), true));
        for (int s = 0; s < 4; ++s) {
            QTableWidgetItem *cell = item(tr("%1 %2 (%3)")
                                              .arg(nameOf(row.value("names"_L1).toArray().at(s)),
                                                   Texts::signedMoney(row.value("results"_L1).toArray().at(s).toInteger()),
                                                   signedScore(row.value("diffs"_L1).toArray().at(s).toDouble())));
            cell->setToolTip(cell->text());
            deal_->setItem(r, s + 1, cell);
        }
    }
    // The seats share the width alike (a long name is elided, whole in its tooltip).
    deal_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    for (int c = 1; c < deal_->columnCount(); ++c)
        deal_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::Stretch);

    const QJsonArray nets = night.value("nets"_L1).toArray();
    nightTitle_->setText(tr("The night: hands at every table %1").arg(loc.toString(night.value("hands"_L1).toInt())));
    nets_->setRowCount(int(nets.size()));
    for (int r = 0; r < nets.size(); ++r) {
        const QJsonObject n = nets[r].toObject();
        nets_->setItem(r, 0, item(nameOf(n.value("name"_L1))));
        nets_->setItem(r, 1, item(Texts::signedMoney(n.value("net"_L1).toInteger()), true));
    }
    nets_->resizeColumnsToContents();
    payments_->clear();
    for (const QJsonValue &v : night.value("payments"_L1).toArray()) {
        const QJsonObject p = v.toObject();
        payments_->addItem(tr("%1 pays %2 %3").arg(nameOf(p.value("from"_L1)), nameOf(p.value("to"_L1)), Texts::money(p.value("amount"_L1).toInteger())));
    }
    if (payments_->count() == 0)
        payments_->addItem(tr("Nobody owes anybody"));
}

QJsonObject StandingsView::sample()
{
    // Three tables of one group, three deals each, and a fourth table of its own.
    const std::array<std::array<QString, 4>, 3> names {{{"阿明", "Lily", "小芬", "Ken"}, {"志豪", "Mei", "阿土伯", "Jun"}, {"淑惠", "Tony", "佳玲", "Wei"}}};
    const std::array<std::array<std::array<qint64, 4>, 3>, 3> results {{
        {{{120, -60, -30, -30}, {90, -30, -30, -30}, {150, -90, -30, -30}}},
        {{{-30, 60, -30, 0}, {-60, 30, 60, -30}, {-30, 90, -30, -30}}},
        {{{-40, -40, 120, -40}, {-40, 120, -40, -40}, {-40, -40, -40, 120}}},
    }};
    net::Night night(QDate(2026, 12, 2));
    for (int d = 0; d < 3; ++d)
        for (int t = 0; t < 3; ++t) {
            net::NightHand h;
            h.table = t + 1;
            h.group = 1;
            h.game = QStringLiteral("mahjong");
            h.deal = QStringLiteral("7/%1/d0/s1").arg(d);
            h.hand = d;
            h.names = names[std::size_t(t)];
            h.results = results[std::size_t(d)][std::size_t(t)];
            night.add(h);
        }
    net::NightHand own;
    own.table = 4;
    own.game = QStringLiteral("sevens");
    own.deal = QStringLiteral("9/0");
    own.names = {"Grace", "阿榮", QString(), QString()};
    own.results = {45, -15, -15, -15};
    night.add(own);
    QJsonObject m = night.standings(1);
    m.insert("type"_L1, "standings"_L1);
    m.insert("table"_L1, 2);
    return m;
}

StandingsDialog::StandingsDialog(QWidget *parent) : QDialog(parent), view_(new StandingsView(this))
{
    auto *box = new QVBoxLayout(this);
    box->addWidget(view_);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    box->addWidget(buttons);
    setWindowTitle(tr("Standings"));
}

QSize StandingsDialog::sizeFor(QSize room) const
{
    // About 170 characters wide and 50 lines high at the dialog's own font.
    const QFontMetrics fm(font());
    const QSize most(fm.averageCharWidth() * 170, fm.height() * 50);
    return (room * 9 / 10).boundedTo(most);
}

void StandingsDialog::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        setWindowTitle(tr("Standings"));
    QDialog::changeEvent(e);
}

} // namespace qixing::ui
