// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/records/stats_screen.h"

#include "records/record_store.h"
#include "ui/kit/i18n.h"
#include "ui/kit/text_scale.h"
#include "ui/records/record_keeper.h"
#include "ui/shell/game_ui.h"
#include "ui/shell/screenshot.h"

#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRandomGenerator>
#include <QResizeEvent>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using qixing::records::PlayerStats;
using qixing::records::StatsMatchRow;

namespace qixing::ui {

namespace {

// The lobby's felt, panels and gold; sizes in px at 1280 × 800, scaled with the window (%1 the
// text, %2 the title, %3 the headings, %4 the payments).
const char kStyle[] =
    "#stats { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4, stop:0 #2f7d4c, stop:1 #0c2e1b); }"
    "#stats QLabel { color: #e6efe8; font-size: %1px; }"
    "#stats QLabel#statsTitle { color: #ffe39a; font-size: %2px; font-weight: 700; }"
    "#stats QLabel[heading=\"true\"] { color: #ffe39a; font-size: %3px; font-weight: 700; }"
    "#stats QTabWidget::pane { border: 1px solid #c9a34a; border-radius: 10px; background: rgba(6,20,12,200); top: -1px; }"
    "#stats QTabBar::tab { background: #143322; color: #e6efe8; padding: 6px 16px; border: 1px solid #2f5a40;"
    " border-bottom: none; border-top-left-radius: 8px; border-top-right-radius: 8px; font-size: %1px; }"
    "#stats QTabBar::tab:selected { background: #f6efd9; color: #2a2410; font-weight: 700; }"
    "#stats QTabBar::tab:focus { border: 2px solid #2e8bff; }"
    "#stats QTableWidget, #stats QListWidget { background: #0b1c12; color: #e6efe8; border: 1px solid #2f5a40;"
    " font-size: %1px; gridline-color: #1f3d2b; selection-background-color: #3d6b4e; }"
    "#stats QListWidget#statsPayments { font-size: %4px; }"
    "#stats QTableCornerButton::section { background: #143322; border: none; }"
    "#stats QHeaderView::section { background: #143322; color: #ffe39a; border: none; padding: 4px; font-weight: 600;"
    " font-size: %1px; }"
    "#stats QComboBox, #stats QDateEdit { background: #f6f3ea; color: #1d1d1d; border: 1px solid #b89b52;"
    " border-radius: 6px; padding: 4px 8px; font-size: %1px; }"
    "#stats QPushButton { background: #f6efd9; color: #2a2410; border: 1px solid #b89b52; border-radius: 8px;"
    " padding: 4px 12px; font-size: %1px; font-weight: 600; }"
    "#stats QPushButton:hover { background: #ffe9a8; }"
    "#stats QPushButton:focus, #stats QComboBox:focus, #stats QDateEdit:focus { border: 2px solid #2e8bff; }";

// Money with its sign, in the locale's digits: "+120", "−45", "0".
QString signedMoney(qint64 v)
{
    const QString n = QLocale().toString(v < 0 ? -v : v);
    return v > 0 ? u"+"_s + n : v < 0 ? QString(QChar(0x2212)) + n : n;
}

QString percent(double share)
{
    return QLocale().toString(share * 100, 'f', 1) + u'%';
}

QString decimal(double v, int digits = 1)
{
    const QString n = QLocale().toString(std::abs(v), 'f', digits);
    return v < 0 && n != QLocale().toString(0.0, 'f', digits) ? QString(QChar(0x2212)) + n : n; // as signedMoney
}

// A count that may be shared (tied places): whole when it is.
QString share(double v)
{
    return std::abs(v - std::round(v)) < 1e-9 ? QLocale().toString(qint64(std::llround(v))) : decimal(v, 2);
}

QLabel *heading(QWidget *parent = nullptr)
{
    auto *l = new QLabel(parent);
    l->setProperty("heading", true);
    return l;
}

QTableWidget *table(int columns)
{
    auto *t = new QTableWidget(0, columns);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setAlternatingRowColors(false);
    // Figures as wide as they need at any text size; names and labels take the rest.
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    t->setWordWrap(false);
    return t;
}

QTableWidgetItem *cell(const QString &text, bool number = false)
{
    auto *i = new QTableWidgetItem(text);
    if (number)
        i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return i;
}

} // namespace

// --- the chart ------------------------------------------------------------------------------

StatsChart::StatsChart(Kind kind, QWidget *parent)
    : QWidget(parent)
    , kind_(kind)
{
    setFocusPolicy(Qt::TabFocus); // a screen reader reaches it and reads its description
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void StatsChart::setSeries(const QString &title, const QList<qint64> &values, const QString &description)
{
    title_ = title;
    values_ = values;
    setAccessibleName(title);
    setAccessibleDescription(description);
    setToolTip(description);
    update();
}

void StatsChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF frame = QRectF(rect()).adjusted(1, 1, -1, -1);
    p.setPen(QPen(QColor(0xc9, 0xa3, 0x4a), 1));
    p.setBrush(QColor(6, 20, 12, 200));
    p.drawRoundedRect(frame, 12, 12);

    QFont f = font();
    f.setPixelSize(std::max(13, height() / 16));
    f.setBold(true);
    p.setFont(f);
    const int line = QFontMetrics(f).height();
    p.setPen(QColor(0xff, 0xe3, 0x9a));
    p.drawText(frame.adjusted(14, 8, -14, 0), Qt::AlignLeft | Qt::AlignTop, title_);
    f.setBold(false);
    f.setPixelSize(std::max(11, height() / 20));
    p.setFont(f);
    const QFontMetrics fm(f);

    // The series as drawn: a line starts at 0 before the first match.
    QList<qint64> ys = values_;
    if (kind_ == Kind::Line)
        ys.prepend(0);
    if (values_.isEmpty()) {
        p.setPen(QColor(0xb9, 0xcb, 0xbd));
        p.drawText(frame, Qt::AlignCenter, tr("Nothing recorded yet"));
        return;
    }
    qint64 lo = std::min<qint64>(0, *std::min_element(ys.begin(), ys.end()));
    qint64 hi = std::max<qint64>(0, *std::max_element(ys.begin(), ys.end()));
    if (lo == hi)
        hi = lo + 1;
    const QString hiText = signedMoney(hi), loText = signedMoney(lo);
    const int labels = std::max(fm.horizontalAdvance(hiText), fm.horizontalAdvance(loText)) + 10;
    // Below the title with room for the top value's label, above the counts along the bottom.
    const QRectF plot = frame.adjusted(14 + labels, 14 + line + fm.height() / 2.0 + 4, -16, -12 - fm.height());
    if (plot.width() < 20 || plot.height() < 20)
        return;
    const auto yOf = [&](qint64 v) { return plot.bottom() - double(v - lo) / double(hi - lo) * plot.height(); };

    // Axis: the highest and lowest values and the zero line.
    p.setPen(QColor(0xb9, 0xcb, 0xbd));
    p.drawText(QRectF(frame.left() + 6, yOf(hi) - fm.height() / 2.0, labels, fm.height()), Qt::AlignRight | Qt::AlignVCenter, hiText);
    p.drawText(QRectF(frame.left() + 6, yOf(lo) - fm.height() / 2.0, labels, fm.height()), Qt::AlignRight | Qt::AlignVCenter, loText);
    if (lo < 0 && hi > 0 && std::abs(yOf(0) - yOf(hi)) > fm.height() && std::abs(yOf(0) - yOf(lo)) > fm.height())
        p.drawText(QRectF(frame.left() + 6, yOf(0) - fm.height() / 2.0, labels, fm.height()), Qt::AlignRight | Qt::AlignVCenter, u"0"_s);
    p.setPen(QPen(QColor(0x6f, 0x8f, 0x7a), 1, Qt::DashLine));
    p.drawLine(QPointF(plot.left(), yOf(0)), QPointF(plot.right(), yOf(0)));
    // The count along the bottom: the first and the last.
    p.setPen(QColor(0xb9, 0xcb, 0xbd));
    const QRectF bottom(plot.left(), plot.bottom() + 4, plot.width(), fm.height());
    p.drawText(bottom, Qt::AlignLeft | Qt::AlignTop, QLocale().toString(kind_ == Kind::Line ? 0 : 1));
    p.drawText(bottom, Qt::AlignRight | Qt::AlignTop, QLocale().toString(values_.size()));

    const QColor won(0x7f, 0xd1, 0x9a), lost(0xef, 0x7a, 0x6f);
    if (kind_ == Kind::Bars) {
        const double step = plot.width() / ys.size();
        const double w = std::max(1.0, step * 0.7);
        p.setPen(Qt::NoPen);
        for (qsizetype i = 0; i < ys.size(); ++i) {
            const double x = plot.left() + step * (double(i) + 0.5) - w / 2;
            const double y0 = yOf(0), y1 = yOf(ys[i]);
            p.setBrush(ys[i] >= 0 ? won : lost);
            p.drawRect(QRectF(x, std::min(y0, y1), w, std::max(1.0, std::abs(y1 - y0))));
        }
        return;
    }
    // The line over the matches, green above zero and red below, with a dot per match when
    // there is room for them.
    const double step = plot.width() / std::max<qsizetype>(1, ys.size() - 1);
    QPainterPath path;
    for (qsizetype i = 0; i < ys.size(); ++i) {
        const QPointF pt(plot.left() + step * double(i), yOf(ys[i]));
        i ? path.lineTo(pt) : path.moveTo(pt);
    }
    QPainterPath area = path;
    area.lineTo(plot.right(), yOf(0));
    area.lineTo(plot.left(), yOf(0));
    area.closeSubpath();
    p.save();
    p.setClipRect(QRectF(plot.left(), plot.top() - 4, plot.width(), yOf(0) - plot.top() + 4));
    p.fillPath(area, QColor(0x7f, 0xd1, 0x9a, 60));
    p.setClipRect(QRectF(plot.left(), yOf(0), plot.width(), plot.bottom() - yOf(0) + 4));
    p.fillPath(area, QColor(0xef, 0x7a, 0x6f, 60));
    p.restore();
    p.setPen(QPen(QColor(0xff, 0xe3, 0x9a), 2.5));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    if (step >= 8) {
        p.setPen(Qt::NoPen);
        for (qsizetype i = 1; i < ys.size(); ++i) {
            p.setBrush(ys[i] >= ys[i - 1] ? won : lost);
            p.drawEllipse(QPointF(plot.left() + step * double(i), yOf(ys[i])), 3.5, 3.5);
        }
    }
    // The balance now, by the last point.
    f.setBold(true);
    p.setFont(f);
    p.setPen(ys.last() >= 0 ? won : lost);
    const QString now = signedMoney(ys.last());
    const double y = std::clamp(yOf(ys.last()) - fm.height() - 4, plot.top(), plot.bottom() - fm.height());
    p.drawText(QRectF(plot.left(), y, plot.width() - 14, fm.height()), Qt::AlignRight | Qt::AlignVCenter, now);
}

// --- the screen -----------------------------------------------------------------------------

StatsScreen::StatsScreen(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"stats"_s);
    setAttribute(Qt::WA_StyledBackground);
    fitTo(QSize(1280, 800));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(24, 16, 24, 16);
    auto *top = new QHBoxLayout;
    title_ = new QLabel;
    title_->setObjectName(u"statsTitle"_s);
    top->addWidget(title_);
    top->addStretch(1);
    status_ = new QLabel;
    top->addWidget(status_);
    outer->addLayout(top);

    tabs_ = new QTabWidget;
    outer->addWidget(tabs_, 1);

    // Players: the game's players in a table; the chosen one's figures and charts.
    playersPage_ = new QWidget;
    auto *pl = new QHBoxLayout(playersPage_);
    pl->setContentsMargins(12, 12, 12, 12);
    auto *left = new QVBoxLayout;
    auto *gameRow = new QHBoxLayout;
    gameLabel_ = new QLabel;
    game_ = new QComboBox;
    gameLabel_->setBuddy(game_);
    gameRow->addWidget(gameLabel_);
    gameRow->addWidget(game_, 1);
    rulesLabel_ = new QLabel;
    rules_ = new QComboBox;
    rules_->setObjectName(u"statsRules"_s);
    rulesLabel_->setBuddy(rules_);
    gameRow->addWidget(rulesLabel_);
    gameRow->addWidget(rules_, 1);
    left->addLayout(gameRow);
    players_ = table(5);
    left->addWidget(players_, 2);
    figures_ = table(2);
    figures_->setSelectionMode(QAbstractItemView::NoSelection);
    figures_->setFocusPolicy(Qt::TabFocus);
    left->addWidget(figures_, 3);
    pl->addLayout(left, 5);
    auto *charts = new QVBoxLayout;
    balanceChart_ = new StatsChart(StatsChart::Kind::Line);
    handsChart_ = new StatsChart(StatsChart::Kind::Bars);
    charts->addWidget(balanceChart_, 1);
    charts->addWidget(handsChart_, 1);
    pl->addLayout(charts, 6);
    tabs_->addTab(playersPage_, QString());

    // The night's ledger: an evening, each player's net, who pays whom.
    ledgerPage_ = new QWidget;
    auto *ll = new QVBoxLayout(ledgerPage_);
    ll->setContentsMargins(12, 12, 12, 12);
    auto *dateRow = new QHBoxLayout;
    eveningLabel_ = new QLabel;
    previous_ = new QPushButton(u"◀"_s);
    evening_ = new QDateEdit;
    evening_->setCalendarPopup(true);
    eveningLabel_->setBuddy(evening_);
    next_ = new QPushButton(u"▶"_s);
    dateRow->addWidget(eveningLabel_);
    dateRow->addWidget(previous_);
    dateRow->addWidget(evening_);
    dateRow->addWidget(next_);
    eveningText_ = new QLabel;
    eveningText_->setWordWrap(true);
    dateRow->addWidget(eveningText_, 1);
    ll->addLayout(dateRow);
    auto *ledgerBody = new QHBoxLayout;
    auto *netsBox = new QVBoxLayout;
    netsHeading_ = heading();
    netsBox->addWidget(netsHeading_);
    nets_ = table(3);
    netsBox->addWidget(nets_, 1);
    ledgerBody->addLayout(netsBox, 1);
    auto *paysBox = new QVBoxLayout;
    paymentsHeading_ = heading();
    paysBox->addWidget(paymentsHeading_);
    payments_ = new QListWidget;
    payments_->setObjectName(u"statsPayments"_s);
    paysBox->addWidget(payments_, 1);
    ledgerBody->addLayout(paysBox, 1);
    ll->addLayout(ledgerBody, 1);
    tabs_->addTab(ledgerPage_, QString());

    connect(game_, &QComboBox::currentIndexChanged, this, [this] { fillRules(); });
    connect(rules_, &QComboBox::currentIndexChanged, this, [this] { fillPlayers(); });
    connect(players_, &QTableWidget::itemSelectionChanged, this, [this] { fillPlayer(); });
    connect(evening_, &QDateEdit::dateChanged, this, [this] { fillLedger(); });
    connect(previous_, &QPushButton::clicked, this, [this] { evening_->setDate(evening_->date().addDays(-1)); });
    connect(next_, &QPushButton::clicked, this, [this] { evening_->setDate(evening_->date().addDays(1)); });
    evening_->setDate(records::eveningOf(QDateTime::currentDateTime()));
    retranslate();
}

StatsScreen::~StatsScreen()
{
    if (loading_)
        loading_->waitForFinished(); // its thread reads the store: let it end before we go
}

void StatsScreen::load(const QString &path)
{
    if (loading_)
        return; // already reading
    status_->setText(tr("Reading the records…"));
    using Loaded = std::pair<QList<StatsMatchRow>, QString>;
    loading_ = new QFutureWatcher<Loaded>(this);
    connect(loading_, &QFutureWatcherBase::finished, this, [this] {
        const Loaded loaded = loading_->result();
        loading_->deleteLater();
        loading_ = nullptr;
        setRows(loaded.first);
        if (!loaded.second.isEmpty())
            status_->setText(loaded.second);
        emit this->loaded(loaded.second);
    });
    // Thousands of matches take a moment to read and add up: never on the GUI thread. The
    // store is opened here for reading with this thread's own connection (WAL: beside the
    // window's writer).
    loading_->setFuture(QtConcurrent::run([path]() -> Loaded {
        if (!QFileInfo::exists(path))
            return {}; // nothing recorded yet
        records::RecordStore store;
        const records::RecordStore::Opened o = store.open(path);
        if (!o.ok)
            return {{}, o.error};
        QString error;
        QList<StatsMatchRow> rows = store.statsRows({}, {}, &error);
        return {rows, error};
    }));
}

QDate StatsScreen::evening() const
{
    return evening_->date();
}

void StatsScreen::setRows(QList<StatsMatchRow> rows)
{
    rows_ = std::move(rows);
    stats_ = records::playerStatistics(rows_);
    records::StatsFilter each;
    each.eachRules = true;
    statsPerRules_ = records::playerStatistics(rows_, each);
    fillGames();
    if (!rows_.isEmpty()) {
        QDateTime last = rows_.first().started;
        for (const StatsMatchRow &m : rows_)
            last = std::max(last, m.started);
        const QSignalBlocker quiet(evening_);
        evening_->setDate(records::eveningOf(last));
    }
    fillLedger();
    status_->setText(rows_.isEmpty() ? tr("No matches recorded yet") : tr("Matches recorded: %1").arg(QLocale().toString(rows_.size())));
}

void StatsScreen::showPlayers()
{
    tabs_->setCurrentWidget(playersPage_);
}

void StatsScreen::showLedger(const QDate &evening)
{
    if (evening.isValid())
        evening_->setDate(evening);
    tabs_->setCurrentWidget(ledgerPage_);
}

void StatsScreen::selectGame(const QString &game)
{
    const int i = game_->findData(game);
    if (i >= 0)
        game_->setCurrentIndex(i);
}

void StatsScreen::selectPlayer(const QString &name)
{
    for (int r = 0; r < players_->rowCount(); ++r)
        if (players_->item(r, 0)->text() == name) {
            players_->selectRow(r);
            return;
        }
}

QString StatsScreen::gameTitle(const QString &game) const
{
    const GameUi *g = GameUis::find(game);
    return g ? g->title() : game;
}

void StatsScreen::fillGames()
{
    const QString was = game_->currentData().toString();
    QStringList games;
    for (const PlayerStats &p : stats_)
        if (!games.contains(p.game))
            games << p.game;
    // The registry's order (the hall's), then any game of a record that is not built in.
    std::stable_sort(games.begin(), games.end(), [ids = GameUis::ids()](const QString &a, const QString &b) {
        const auto at = [&](const QString &g) { return ids.contains(g) ? ids.indexOf(g) : ids.size(); };
        return at(a) < at(b);
    });
    const QSignalBlocker quiet(game_);
    game_->clear();
    for (const QString &g : games)
        game_->addItem(gameTitle(g), g);
    game_->setCurrentIndex(std::max(0, game_->findData(was)));
    fillRules();
}

void StatsScreen::fillRules()
{
    const QString game = game_->currentData().toString();
    const QString was = rules_->currentData().toString();
    QMap<QString, int> matches; // rules key → the game's matches by them
    for (const StatsMatchRow &m : rows_)
        if (m.game == game && !m.rulesKey.isEmpty())
            ++matches[m.rulesKey];
    QStringList keys = matches.keys();
    std::stable_sort(keys.begin(), keys.end(), [&](const QString &a, const QString &b) { return matches[a] > matches[b]; });
    {
        const QSignalBlocker quiet(rules_);
        rules_->clear();
        rules_->addItem(tr("All rules"), QString());
        for (const QString &k : keys)
            rules_->addItem(RecordKeeper::rulesName(game, k), k);
        rules_->setCurrentIndex(std::max(0, rules_->findData(was)));
    }
    fillPlayers();
}

void StatsScreen::fillPlayers()
{
    const QString game = game_->currentData().toString();
    const QString rules = rules_->currentData().toString();
    const QString was = players_->currentRow() >= 0 ? players_->item(players_->currentRow(), 0)->text() : QString();
    QList<const PlayerStats *> shown;
    for (const PlayerStats &p : shownStats(rules))
        if (p.game == game && p.rulesKey == rules)
            shown << &p;
    // Most hands first: the people who play, before the computers that sat in once.
    std::stable_sort(shown.begin(), shown.end(), [](const PlayerStats *a, const PlayerStats *b) { return a->hands > b->hands; });
    const QSignalBlocker quiet(players_);
    players_->clearContents();
    players_->setRowCount(int(shown.size()));
    int select = 0;
    for (int r = 0; r < shown.size(); ++r) {
        const PlayerStats &p = *shown[r];
        players_->setItem(r, 0, cell(p.name));
        players_->setItem(r, 1, cell(QLocale().toString(p.matches), true));
        players_->setItem(r, 2, cell(QLocale().toString(p.hands), true));
        players_->setItem(r, 3, cell(signedMoney(p.total), true));
        players_->setItem(r, 4, cell(decimal(p.meanPerHand()), true));
        if (p.name == was)
            select = r;
    }
    if (!shown.isEmpty())
        players_->selectRow(select);
    fillPlayer();
}

void StatsScreen::fillPlayer()
{
    const QString game = game_->currentData().toString();
    const QString rules = rules_->currentData().toString();
    const int row = players_->currentRow();
    const PlayerStats *p = nullptr;
    if (row >= 0)
        for (const PlayerStats &s : shownStats(rules))
            if (s.game == game && s.rulesKey == rules && s.name == players_->item(row, 0)->text())
                p = &s;
    figures_->clearContents();
    figures_->setRowCount(0);
    if (!p) {
        balanceChart_->setSeries(tr("Balance over matches"), {}, tr("Nothing recorded yet"));
        handsChart_->setSeries(tr("Result per hand"), {}, tr("Nothing recorded yet"));
        return;
    }
    const auto add = [this](const QString &label, const QString &value) {
        const int r = figures_->rowCount();
        figures_->insertRow(r);
        figures_->setItem(r, 0, cell(label));
        figures_->setItem(r, 1, cell(value, true));
    };
    const auto ofMatches = [p](double n) { return p->matches ? u"%1 (%2)"_s.arg(share(n), percent(n / p->matches)) : share(n); };
    const auto ofHands = [p](int n) { return u"%1 (%2)"_s.arg(QLocale().toString(n), percent(p->hands ? double(n) / p->hands : 0)); };
    add(tr("Matches"), p->finishedMatches == p->matches ? QLocale().toString(p->matches)
                                                          : tr("%1 (%2 played to the end)").arg(QLocale().toString(p->matches), QLocale().toString(p->finishedMatches)));
    add(tr("Hands"), QLocale().toString(p->hands));
    add(tr("Result"), signedMoney(p->total));
    add(tr("Result per hand"), decimal(p->meanPerHand()));
    const QString places[] = {tr("First places"), tr("Second places"), tr("Third places"), tr("Fourth places")};
    for (std::size_t i = 0; i < 4; ++i)
        add(places[i], ofMatches(p->placements[i]));

    // The game's own figures, by fact: those this screen knows by name first, in their order.
    struct Known
    {
        const char *key;
        QString label;
    };
    const Known counted[] = {
        {"out", tr("Clear (脫手)")},           {"sevenOut", tr("Clear on a seven (七脫手)")},
        {"allCovered", tr("All covered (全蓋)")}, {"won", tr("Won")},
        {"selfDrawn", tr("Won without a discard (自摸 and better)")},
        {"dealtIn", tr("Dealt in")},           {"falseWin", tr("False wins (詐胡)")},
    };
    const Known averaged[] = {{"covered", tr("Average covered points")}, {"fan", tr("Average 番 of a win")}};
    QStringList shownKeys;
    for (const Known &k : counted)
        if (p->facts.counts.contains(QLatin1StringView(k.key))) {
            add(k.label, ofHands(p->facts.counts.value(QLatin1StringView(k.key))));
            shownKeys << QLatin1StringView(k.key);
        }
    for (const Known &k : averaged)
        if (p->facts.present.contains(QLatin1StringView(k.key))) {
            add(k.label, decimal(p->facts.mean(QLatin1StringView(k.key)), 2));
            shownKeys << QLatin1StringView(k.key);
        }
    // Named values (mahjong's ways to win), in the order the rules list them.
    const Known ways[] = {
        {"pingHu", tr("平胡 (on a discard)")},        {"ziMo", tr("自摸 (self-draw)")},
        {"danYou", tr("單游 (single 游金)")},         {"shuangYou", tr("雙游 (double 游金)")},
        {"sanYou", tr("三游 (triple 游金)")},         {"qiangJin", tr("搶金 (robbing the gold)")},
        {"sanJinDao", tr("三金倒 (three golds)")},    {"tianHu", tr("天胡 (heavenly hand)")},
        {"qiangGangHu", tr("搶槓胡 (robbing a concealed kong)")},
    };
    for (auto it = p->facts.values.begin(); it != p->facts.values.end(); ++it) {
        QMap<QString, int> left = it.value();
        for (const Known &w : ways)
            if (it.key() == "way"_L1) {
                add(w.label, ofHands(left.value(QLatin1StringView(w.key))));
                left.remove(QLatin1StringView(w.key));
            }
        for (auto v = left.begin(); v != left.end(); ++v)
            add(v.key(), ofHands(v.value()));
    }
    // A fact this screen has no name for (a new game's) still shows, by its key.
    for (auto it = p->facts.counts.begin(); it != p->facts.counts.end(); ++it)
        if (!shownKeys.contains(it.key()))
            add(it.key(), ofHands(it.value()));
    for (auto it = p->facts.present.begin(); it != p->facts.present.end(); ++it)
        if (!shownKeys.contains(it.key()))
            add(it.key(), decimal(p->facts.mean(it.key()), 2));

    QList<qint64> balance;
    for (const PlayerStats::MatchPoint &m : p->balance)
        balance << m.cumulative;
    const qint64 best = p->handResults.isEmpty() ? 0 : *std::max_element(p->handResults.begin(), p->handResults.end());
    const qint64 worst = p->handResults.isEmpty() ? 0 : *std::min_element(p->handResults.begin(), p->handResults.end());
    balanceChart_->setSeries(tr("Balance over matches"), balance,
                             tr("Balance now %1; matches: %2").arg(signedMoney(balance.value(balance.size() - 1)), QLocale().toString(balance.size())));
    handsChart_->setSeries(tr("Result per hand"), p->handResults,
                           tr("Hands: %1; best %2, worst %3").arg(QLocale().toString(p->handResults.size()), signedMoney(best), signedMoney(worst)));
}

void StatsScreen::fillLedger()
{
    const records::Ledger l = records::nightLedger(rows_, evening_->date());
    const QLocale loc;
    const QString noon = loc.toString(QTime(12, 0), u"HH:mm"_s);
    eveningText_->setText(tr("From %1 to %2 the next day. Matches: %3").arg(noon, noon, loc.toString(l.matches)));
    nets_->clearContents();
    nets_->setRowCount(int(l.nets.size()));
    for (int r = 0; r < l.nets.size(); ++r) {
        const records::Ledger::Net &n = l.nets[r];
        nets_->setItem(r, 0, cell(n.name));
        auto *net = cell(signedMoney(n.net), true);
        net->setForeground(n.net > 0 ? QColor(0x9b, 0xe3, 0xb0) : n.net < 0 ? QColor(0xff, 0x9a, 0x8f) : QColor(0xe6, 0xef, 0xe8));
        nets_->setItem(r, 1, net);
        nets_->setItem(r, 2, cell(loc.toString(n.matches), true));
    }
    payments_->clear();
    for (const records::Ledger::Payment &p : l.payments)
        payments_->addItem(tr("%1 pays %2 %3").arg(p.from, p.to, loc.toString(p.amount)));
    if (l.payments.isEmpty())
        payments_->addItem(l.matches ? tr("Nobody owes anybody") : tr("No match that evening"));
}

void StatsScreen::fitTo(QSize size)
{
    // As the hall: 1 at 1280 × 800, the text setting on top.
    const int pct = std::clamp(std::min(size.width() * 100 / 1280, size.height() * 100 / 800), 80, 240);
    if (pct == scale_)
        return;
    scale_ = pct;
    const qreal text = TextScale::current();
    const auto px = [&](int at100) { return std::max(12, int(at100 * pct / 100 * text)); };
    setStyleSheet(QString::fromLatin1(kStyle).arg(px(14)).arg(px(28)).arg(px(16)).arg(px(18)));
    for (QTableWidget *t : {players_, figures_, nets_})
        if (t)
            t->verticalHeader()->setDefaultSectionSize(px(14) * 2);
}

void StatsScreen::resizeEvent(QResizeEvent *e)
{
    fitTo(e->size());
    QWidget::resizeEvent(e);
}

void StatsScreen::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void StatsScreen::retranslate()
{
    title_->setText(tr("Statistics"));
    setWindowTitle(tr("Statistics"));
    setAccessibleName(tr("Statistics"));
    tabs_->setAccessibleName(tr("Players and the night's ledger"));
    tabs_->setTabText(0, tr("Players"));
    tabs_->setTabText(1, tr("The night's ledger"));
    gameLabel_->setText(tr("Game:"));
    game_->setAccessibleName(tr("Game"));
    for (int i = 0; i < game_->count(); ++i)
        game_->setItemText(i, gameTitle(game_->itemData(i).toString()));
    rulesLabel_->setText(tr("Rules:"));
    rules_->setAccessibleName(tr("Rules"));
    for (int i = 0; i < rules_->count(); ++i) {
        const QString key = rules_->itemData(i).toString();
        rules_->setItemText(i, key.isEmpty() ? tr("All rules") : RecordKeeper::rulesName(game_->currentData().toString(), key));
    }
    players_->setHorizontalHeaderLabels({tr("Player"), tr("Matches"), tr("Hands"), tr("Result"), tr("Per hand")});
    players_->setAccessibleName(tr("Players"));
    figures_->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    figures_->setAccessibleName(tr("The player's figures"));
    eveningLabel_->setText(tr("Evening of"));
    // The date as the language shown writes it (the window's language, not the system's).
    const QLocale shown(Language::current() == "en"_L1 ? QLocale(QLocale::English, QLocale::UnitedKingdom) : QLocale(Language::current()));
    evening_->setLocale(shown);
    evening_->setDisplayFormat(shown.dateFormat(QLocale::ShortFormat));
    evening_->setAccessibleName(tr("Evening of"));
    previous_->setAccessibleName(tr("Previous evening"));
    previous_->setToolTip(tr("Previous evening"));
    next_->setAccessibleName(tr("Next evening"));
    next_->setToolTip(tr("Next evening"));
    netsHeading_->setText(tr("Each player's net"));
    nets_->setHorizontalHeaderLabels({tr("Player"), tr("Net"), tr("Matches")});
    nets_->setAccessibleName(tr("Each player's net"));
    paymentsHeading_->setText(tr("Who pays whom"));
    payments_->setAccessibleName(tr("Who pays whom"));
    if (!stats_.isEmpty() || !rows_.isEmpty()) {
        fillPlayer();
        fillLedger();
    }
    status_->setText(rows_.isEmpty() ? tr("No matches recorded yet") : tr("Matches recorded: %1").arg(QLocale().toString(rows_.size())));
}

// --- the screenshot -------------------------------------------------------------------------

QList<StatsMatchRow> StatsScreen::sampleRows(const QDate &evening)
{
    // Four friends over a fortnight: Sevens most nights, mahjong now and then, computers
    // filling an empty seat; the made-up facts follow each game's own (docs/statistics.md).
    QRandomGenerator random(29);
    const QStringList friends {u"Ah-Ming"_s, u"Mei"_s, u"Chen"_s, u"Lin"_s, u"Hui"_s};
    QList<StatsMatchRow> rows;
    for (int day = -13; day <= 0; ++day) {
        if (day != 0 && random.bounded(3) == 0)
            continue;
        for (int t = 0; t < (day == 0 ? 4 : 2); ++t) {
            StatsMatchRow m;
            const bool mahjong = (day + t) % 3 == 0;
            m.game = mahjong ? u"mahjong"_s : u"sevens"_s;
            m.uid = u"sample-%1-%2"_s.arg(day + 20).arg(t);
            m.started = QDateTime(evening.addDays(day), QTime(19 + t, 10 * t));
            const int skip = int(random.bounded(5));
            int seat = 0;
            for (int f = 0; f < 5 && seat < 4; ++f)
                if (f != skip)
                    m.names[std::size_t(seat++)] = friends[f];
            m.finished = true;
            const int hands = mahjong ? 8 : 6;
            for (int h = 0; h < hands; ++h) {
                records::StatsHandRow hr;
                hr.number = h;
                hr.names = m.names;
                if (mahjong) {
                    const int winner = int(random.bounded(5)) - 1; // -1: drawn
                    const char *ways[] = {"pingHu", "pingHu", "ziMo", "ziMo", "danYou", "shuangYou", "qiangJin", "sanJinDao"};
                    const int fans[] = {1, 1, 2, 2, 4, 8, 2, 2};
                    const int w = int(random.bounded(8));
                    const int discarder = w < 2 ? (winner + 1 + int(random.bounded(3))) % 4 : -1;
                    for (int s = 0; s < 4; ++s) {
                        const bool won = s == winner;
                        QJsonObject f {{"won", won}, {"selfDrawn", won && w >= 2}, {"dealtIn", s == discarder && winner >= 0},
                                       {"falseWin", false}, {"way", won ? QString::fromLatin1(ways[w]) : QString()}};
                        if (won)
                            f.insert("fan"_L1, fans[w]);
                        hr.facts[std::size_t(s)] = f;
                        hr.results[std::size_t(s)] = winner < 0 ? 0 : won ? 3 * 10 * fans[w] : -10 * fans[w];
                    }
                } else {
                    std::array<int, 4> covered {};
                    for (int s = 0; s < 4; ++s) {
                        const int r = int(random.bounded(10));
                        covered[std::size_t(s)] = r < 2 ? 0 : r == 9 ? 60 + int(random.bounded(30)) : int(random.bounded(45));
                    }
                    for (int s = 0; s < 4; ++s) {
                        qint64 result = 0;
                        for (int o = 0; o < 4; ++o)
                            result += covered[std::size_t(o)] - covered[std::size_t(s)];
                        hr.results[std::size_t(s)] = result;
                        hr.facts[std::size_t(s)] = QJsonObject {{"out", covered[std::size_t(s)] == 0},
                                                                {"sevenOut", covered[std::size_t(s)] == 0 && random.bounded(4) == 0},
                                                                {"allCovered", covered[std::size_t(s)] >= 80},
                                                                {"covered", covered[std::size_t(s)]}};
                    }
                }
                m.hands << hr;
            }
            rows << m;
        }
    }
    return rows;
}

bool StatsScreen::screenshot(const ScreenshotRequest &r, QSize screen, QString *error)
{
    StatsScreen s;
    const QDate evening(2026, 12, 1);
    s.setRows(sampleRows(evening));
    s.selectGame(r.game.isEmpty() ? GameUis::ids().value(0) : r.game);
    if (r.view == "ledger"_L1)
        s.showLedger(evening);
    s.resize(screen);
    s.show();
    handleEventsFor(50);
    return saveScreenshot(&s, r.file, error);
}

} // namespace qixing::ui
